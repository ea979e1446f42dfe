"""The bot asks Discord only for what it uses (issue 40): the members' chat, typing and reactions in the
channels it can see, and its own edits, are not sent to it; the games play on through interactions."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import hand_message, open_table, press_action, table_state

WATCHED = ("MESSAGE_CREATE", "MESSAGE_UPDATE", "TYPING_START", "MESSAGE_REACTION_ADD", "INTERACTION_CREATE")


def parsed_by_the_bot(world: World) -> Counter[str]:
    """From now on, how many of each ``WATCHED`` gateway event discord.py parsed in the bot (was sent it)."""
    seen: Counter[str] = Counter()
    parsers: dict[str, Any] = world.env.bot._connection.parsers

    def counting(event: str, parse: Any) -> Any:
        def parse_counted(data: Any) -> Any:
            seen[event] += 1
            return parse(data)

        return parse_counted

    for event in WATCHED:
        parsers[event] = counting(event, parsers[event])
    return seen


async def test_chat_typing_reactions_and_the_bots_own_edits_are_not_sent_to_it(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    bot = world.env.bot
    seen = parsed_by_the_bot(world)

    said = await world.bo.send(world.channel, "good luck, Ana!")
    await world.ana.typing(world.channel)
    await world.ana.react(said, "👍")
    await world.cy.send_dm("hello bot?")
    assert not seen, f"the members' chat, typing and reactions reached the bot: {seen}"

    table, state = await table_state(bot, 1)
    awaited = next(s for s in table.seats if s.seat in GAMES["capybara"].waiting_for(state))
    mover = world.ana if awaited.user_id == world.ana.id else world.bo
    result = await press_action(mover.user, hand_message(mover), 0)
    assert result.acknowledged and not result.response.content, result.response.content
    table, _ = await table_state(bot, 1)
    assert table.version == 1, "the click made its move"
    # the click reached it; the table message, hands and play-by-play it edited and posted did not come back
    assert seen == Counter({"INTERACTION_CREATE": 1}), seen
