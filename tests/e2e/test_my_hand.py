"""The private My hand copy stays current while Discord lets the bot edit it (15 minutes), then says so."""

from __future__ import annotations

import random
from typing import Any

from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import controls, embed_text, fresh, hand_message, open_table, press_random, table_state

CAPYBARA = GAMES["capybara"]


def current(world: World, member: Any, message_id: int) -> Any:
    """A private message as its viewer sees it now."""
    return next(m for m in world.channel.history(viewer=member) if m.id == message_id)


async def play_until_awaited(world: World, who: Any, rng: random.Random) -> None:
    """The other player moves from their DM until ``who`` is asked something."""
    for _ in range(200):
        table, state = await table_state(world.env.bot, 1)
        waiting = CAPYBARA.waiting_for(state)
        if table.seat_of(who.id) in waiting or table.status != "running":
            return
        other = world.bo if who is world.ana else world.ana
        assert (await press_random(other.user, hand_message(other), rng)).acknowledged
    raise AssertionError("never their turn")


async def test_my_hand_copy_is_edited_when_it_becomes_your_turn_for_fifteen_minutes(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    rng = random.Random(3)
    table, state = await table_state(world.env.bot, 1)
    idle = world.bo if table.seat_of(world.ana.id) in CAPYBARA.waiting_for(state) else world.ana
    shown = await idle.click(fresh(world.channel, lobby.id), label="My hand")
    assert shown.ephemeral and controls(shown.response) == []
    assert "stays current until <t:" in embed_text(shown.response), "it says how long it stays current"
    copy_id = shown.response.id

    await play_until_awaited(world, idle, rng)
    copy = current(world, idle, copy_id)
    assert controls(copy), "the copy shown before their turn now offers their move"
    table, _ = await table_state(world.env.bot, 1)
    assert f"move {table.version}" in embed_text(copy)

    # Clicking in the copy keeps it current for another 15 minutes from that click.
    result = await press_random(idle, copy, rng)
    assert result.acknowledged and not result.followups

    await play_until_awaited(world, idle, rng)  # within the 15 minutes: the copy offers their move again
    assert controls(current(world, idle, copy_id))

    await world.env.advance_time(16 * 60)  # Discord no longer lets the bot edit it
    assert (await press_random(idle.user, hand_message(idle), rng)).acknowledged  # they move from their DM
    await play_until_awaited(world, idle, rng)
    stale = current(world, idle, copy_id)
    assert controls(stale), "the expired copy still shows the buttons of an older decision"
    table, _ = await table_state(world.env.bot, 1)
    assert f"move {table.version}" not in embed_text(stale), "no edit after 15 minutes"
    assert "press **My hand** again" in embed_text(stale), "and it said so in advance"
    live = world.env.bot.get_cog("Play").live.get((1, table.seat_of(idle.id)), {})  # type: ignore[union-attr]
    assert copy_id not in live, "the bot stopped trying"
    pressed = await press_random(idle, stale, rng)
    assert pressed.acknowledged
    assert f"move {table.version}" in embed_text(pressed.response), "pressing it shows the hand as it is now"
