"""The hand opens with what happened since the player's last decision (issue 30).

On a phone a player reads their hand, not the thread: the DM hand (and My hand) leads with the
public lines since their last move and their own private events, the ones about them first.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from cogs.ui import deadline_lines
from db.pace import WaitRecord
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import add_ai, embed_text, hand_message, open_table, press_random, table_state

CAPYBARA = GAMES["capybara"]
NEWS = "📬 **Since your last move**"


def news_of(message: object) -> str:
    """The news the hand opens with: the description's first paragraph, under its heading."""
    description = embed_text(message).split("\n", 1)[-1]  # after the title
    if not description.startswith(NEWS):
        return ""
    return description.split("\n\n")[0].removeprefix(NEWS).strip()


async def test_the_hand_says_what_the_others_did_since_your_move_and_forgets_it_once_you_move(
    world: World,
) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    rng = random.Random(5)
    members = {world.ana.id: world.ana, world.bo.id: world.bo}
    for _ in range(4):  # a few moves each, from their DMs
        table, state = await table_state(world.env.bot, 1)
        (seat,) = CAPYBARA.waiting_for(state)
        mover = members[table.seats[seat].user_id]  # type: ignore[index]
        other = world.bo if mover is world.ana else world.ana
        before = table.version
        assert (await press_random(mover.user, hand_message(mover), rng)).acknowledged
        table, _ = await table_state(world.env.bot, 1)
        thread_lines = [m.content for m in world.channel.threads[0].history()]
        said = news_of(hand_message(other))
        assert said, "the other player's hand tells them what just happened"
        assert "**" + mover.user.global_name + "**" in said or mover.user.global_name in said
        assert any(line in said for line in thread_lines[-3:]), "the same words as the thread"
        assert table.version > before
    # The mover's own news starts again with their move: the other's earlier moves are gone from it.
    table, state = await table_state(world.env.bot, 1)
    (seat,) = CAPYBARA.waiting_for(state)
    mover = members[table.seats[seat].user_id]  # type: ignore[index]
    earlier = news_of(hand_message(mover))
    assert earlier
    assert (await press_random(mover.user, hand_message(mover), rng)).acknowledged
    assert news_of(hand_message(mover)) != earlier


async def test_an_ai_seat_is_shown_without_a_deadline(world: World) -> None:
    """An AI seat being waited for (its pause between moves) is not a person with a deadline."""
    lobby = await open_table(world.channel, world.ana, "capybara")
    await add_ai(world.ana, lobby, "easy")
    await world.ana.click(lobby, label="Start")
    table, _ = await table_state(world.env.bot, 1)
    now = datetime.now(UTC)
    due = now + timedelta(hours=24)
    waits = [WaitRecord(1, s.seat, table.version, now, None, due, False, False) for s in table.seats]
    lines = deadline_lines(table, waits)
    human = next(s for s in table.seats if not s.is_ai)
    ai = next(s for s in table.seats if s.is_ai)
    assert human.name in lines and "clock runs out <t:" in lines
    assert ai.name not in lines, lines
