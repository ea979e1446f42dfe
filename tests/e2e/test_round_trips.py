"""How many calls into the database one click costs (issue 40): each is a hop to aiosqlite's thread
and back (or a round trip to PostgreSQL), the cost that grows with the clicks a busy bot answers."""

from __future__ import annotations

import random
from typing import Any

from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, hand_message, open_table, press_action, table_state

CAPYBARA = GAMES["capybara"]
#: the most a click on a running table's DM hand may cost, the move, the repaint of the table and of the
#: other hands, the play-by-play and the your-move notification included; 19 to 23 before issue 40's work:
#: the table, its seats and waits were read again by each part, and each member's settings at each use;
#: 8 until the next player's your-move was claimed and its push planned in one trip, and the repaint and the
#: play-by-play read the table's lines in one
MOST_PER_CLICK = 6
#: the first click of the game reads the players' settings too
MOST_FIRST_CLICK = 7


async def _click_whoever_is_awaited(world: World, rng: random.Random) -> tuple[Any, int]:
    """A legal move from the DM hand of the member the table waits for: who clicked, the calls it cost."""
    bot = world.env.bot
    table, state = await table_state(bot, 1)
    seat = next(s for s in table.seats if s.seat in CAPYBARA.waiting_for(state))
    member = world.ana if seat.user_id == world.ana.id else world.bo
    actions = CAPYBARA.legal_actions(state, seat.seat)
    choice = CAPYBARA.heuristic_action(CAPYBARA.view(state, seat.seat), actions, rng) or actions[0]
    before = bot.store.round_trips
    result = await press_action(member.user, hand_message(member), actions.index(choice))  # settles: all painted
    spent = bot.store.round_trips - before
    assert result.acknowledged and not result.response.content, result.response.content
    return member, spent


async def test_a_click_on_a_dm_hand_costs_a_bounded_number_of_database_calls(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    rng = random.Random(3)
    spent = []
    for _ in range(10):
        member, cost = await _click_whoever_is_awaited(world, rng)
        spent.append(cost)
        assert "Your hand" in embed_text(hand_message(member))  # the click was answered with the hand
    table, _ = await table_state(world.env.bot, 1)
    assert table.version == 10, "every click made its move"
    print(f"database calls per click: {spent}")
    assert spent[0] <= MOST_FIRST_CLICK and max(spent[1:]) <= MOST_PER_CLICK, spent


async def test_a_click_builds_each_hand_it_changes_once(world: World) -> None:
    """The clicked hand is built for the click's answer and not again by the repaint that follows it (which
    found it unchanged, digest and all, after building it a second time); the other player's hand is built
    once; both show the move."""
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    cog: Any = world.env.bot.get_cog("Play")
    build = cog.built_hand
    built: list[int] = []

    async def counted(table: Any, inputs: Any) -> dict[str, Any]:
        built.append(inputs.seat)
        return await build(table, inputs)

    cog.built_hand = counted
    rng = random.Random(5)
    for move in range(1, 9):
        built.clear()
        member, _ = await _click_whoever_is_awaited(world, rng)
        clicker = 0 if member is world.ana else 1
        assert sorted(built) == [0, 1], f"move {move}: hands built {built}, the clicker's (seat {clicker}) once"
        for each in (world.ana, world.bo):
            assert f"move {move}" in embed_text(hand_message(each)), f"{each}'s hand shows move {move}"
        # what the answer's hand was built from (a table record and a state) is not kept past the repaint
        assert [inputs for _, inputs in cog.shown.values() if inputs is not None] == [], f"move {move}"
