"""A long-running bot forgets what it kept to paint a table once that table is over (issue 40).

The Play cog keeps, per table with output to deliver, a painter and, per seat of a live table, the digest
of the DM hand shown, the news since the seat's last decision and its My hand copies. Kept after the game
ended, these grew with every table played since the start, finished ones included.
"""

from __future__ import annotations

import random
from typing import Any

from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import fresh, hand_message, open_table, play_to_the_end, press_random, table_state

CAPYBARA = GAMES["capybara"]


def kept(play: Any, table_id: int) -> list[str]:
    """What the Play cog still holds for a table."""
    held = ["worker"] if table_id in play.workers else []
    for name in ("shown", "notes", "live", "hand_pictures"):
        if any(key[0] == table_id for key in getattr(play, name)):
            held.append(name)
    return held


async def test_a_cancelled_or_finished_table_leaves_nothing_behind_while_a_running_one_keeps_its_hands(
    world: World,
) -> None:
    first = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(first, label="Start")
    second = await open_table(world.channel, world.cy, "capybara", world.dee)
    await world.cy.click(second, label="Start")
    rng = random.Random(4)
    table, state = await table_state(world.env.bot, 1)
    mover = world.ana if table.seat_of(world.ana.id) in CAPYBARA.waiting_for(state) else world.bo
    assert (await press_random(mover.user, hand_message(mover), rng)).acknowledged
    assert (await world.bo.click(fresh(world.channel, first.id), label="My hand")).ephemeral
    play = world.env.bot.get_cog("Play")
    await world.env.settle()
    assert "worker" not in kept(play, 1), "an idle painter is forgotten (a move makes a new one)"
    assert {"shown", "notes", "live"} <= set(kept(play, 1)), "a running table's hands are remembered"
    assert "worker" not in kept(play, 2) and "shown" in kept(play, 2)

    asked = await world.ana.slash(world.channel, "game cancel", table=1)
    assert (await world.ana.click(asked.response, label="Yes, end it")).acknowledged
    await world.env.settle()
    assert (await table_state(world.env.bot, 1))[0].status == "cancelled"
    assert kept(play, 1) == [], "the cancelled table is forgotten once its last hands are shown"
    assert "shown" in kept(play, 2), "the running table keeps what it needs"

    await play_to_the_end(world, CAPYBARA, 2, second.id, my_hand=lambda move: move % 5 == 0)
    await world.env.settle()
    assert (await table_state(world.env.bot, 2))[0].status == "finished"
    assert kept(play, 2) == [], "the finished table is forgotten once its last hands are shown"
