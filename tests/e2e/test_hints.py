"""The 💡 Hint button (issue 36) through Discord: a table opened with hints on says it is unrated,
its hands carry a Hint button that answers privately with the move, why, and a button that plays it."""

from __future__ import annotations

from typing import Any

from bot.i18n import english
from games import GAMES
from games.contract import fill_seat_refs
from games.hints import hint
from tests.e2e.conftest import World
from tests.e2e.helpers import components, embed_text, fresh, hand_message, labels, table_state

CAPYBARA = GAMES["capybara"]


async def hinted_table(world: World, hints: str | None) -> Any:
    options = {"game": "capybara"} if hints is None else {"game": "capybara", "hints": hints}
    opened = await world.ana.slash(world.channel, "game new", **options)
    assert opened.acknowledged
    lobby = opened.response
    assert (await world.bo.click(lobby, label="Join")).acknowledged
    return lobby


async def test_a_hint_table_says_it_is_unrated_and_its_hint_plays_the_move_it_explains(world: World) -> None:
    lobby = await hinted_table(world, "on")
    assert "💡 Hints on" in embed_text(fresh(world.channel, lobby.id))
    assert "unrated" in embed_text(fresh(world.channel, lobby.id))
    started = await world.ana.click(lobby, label="Start")
    assert started.acknowledged
    table_text = embed_text(fresh(world.channel, lobby.id))
    assert "💡 Hints on" in table_text and "unrated" in table_text

    record, state = await table_state(world.env.bot, 1)
    seat = min(CAPYBARA.waiting_for(state))
    member = {world.ana.id: world.ana, world.bo.id: world.bo}[record.seats[seat].user_id]
    hand = hand_message(member)
    assert "Hint" in labels(hand)
    hint_button = next(c for c in components(hand) if c.get("label") == "Hint")

    answer = await member.user.click(hand, custom_id=hint_button["custom_id"])
    assert answer.acknowledged and answer.ephemeral
    text = embed_text(answer.response)
    expected = hint(CAPYBARA, state, seat, iterations=world.env.bot.service.ai_iterations)
    assert "💡 Hint" in text
    assert "games played out from what you can see" in text
    # the move's plain why (issue 36): what the card does to the hand's cost, in cookies
    why = fill_seat_refs(english(expected.reason), [s.name for s in record.seats])
    assert why.split(". ")[0] in text and "cookies" in text, text
    play = next(c for c in components(answer.response) if c.get("label", "").startswith("Play: "))
    assert play["custom_id"] == f"act:1:{record.decisions.get(seat, record.version)}:{expected.index}"
    assert play["label"].removeprefix("Play: ") in text, "the reason names the move its button plays"

    played = await member.user.click(answer.response, custom_id=play["custom_id"])
    assert played.acknowledged and not played.response.content
    after, _ = await table_state(world.env.bot, 1)
    assert after.version == record.version + 1
    moves = await world.env.bot.store._exec("SELECT action FROM actions WHERE table_id = 1 ORDER BY seq")
    assert moves[-1][0] == CAPYBARA.dump_action(expected.action)


async def test_a_table_without_hints_shows_no_hint_button_and_no_note(world: World) -> None:
    lobby = await hinted_table(world, None)
    assert "Hints on" not in embed_text(fresh(world.channel, lobby.id))
    await world.ana.click(lobby, label="Start")
    assert "Hints on" not in embed_text(fresh(world.channel, lobby.id))
    record, state = await table_state(world.env.bot, 1)
    seat = min(CAPYBARA.waiting_for(state))
    member = {world.ana.id: world.ana, world.bo.id: world.bo}[record.seats[seat].user_id]
    assert "Hint" not in labels(hand_message(member))
