"""bench/clicks.py counts what a player sees: a click Discord refused as acknowledged too late is an expired
click, not a hand the bot still owes, and during the measurement SimCord's 3 s are 3 s of the wall clock."""

from __future__ import annotations

import asyncio
import datetime
import time
from typing import Any

import discord
import pytest

from bench.click_driver import Clicks, wall_clock
from tests.e2e.conftest import World
from tests.e2e.helpers import open_table


async def dealt(world: World) -> Clicks:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    members = {m.id: m for m in (world.ana, world.bo)}
    clicks = Clicks(world.env, world.env.bot, members, [1])
    await clicks.find_hands()
    return clicks


async def test_a_click_acknowledged_after_discord_s_three_seconds_is_expired_not_a_hand_still_owed(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    """The bot plays nothing for a click Discord already showed as failed, and says so in a warning, not
    an error with a traceback (an error logged here fails the test: tests/conftest.py)."""
    clicks = await dealt(world)
    version = (await world.env.bot.service.table(1)).version
    adapter = discord.webhook.async_.AsyncWebhookAdapter
    real_ack = adapter.create_interaction_response

    def after_four_seconds(self: Any, *args: Any, **kwargs: Any) -> Any:
        world.env.backend.advance_clock(4.0)  # the bot was this late: Discord forgot the interaction
        return real_ack(self, *args, **kwargs)

    adapter.create_interaction_response = after_four_seconds  # type: ignore[method-assign]
    restore = clicks.patch()
    try:
        assert await clicks.click_one(time.perf_counter())
    finally:
        restore()
        adapter.create_interaction_response = real_ack  # type: ignore[method-assign]
    (clicked,) = clicks.sent
    assert clicked not in clicks.acked, "Discord refused the acknowledgement: the player saw the click fail"
    assert clicks.expired == {clicked}
    assert clicked not in clicks.answered, "no route shows that hand: the move was not made"
    assert clicks._all_answered(), "a run does not wait 60 s for a hand no route can show"
    assert (await world.env.bot.service.table(1)).version == version, "nothing was played"
    assert "came too late to acknowledge: not played" in caplog.text


async def test_simcord_s_clock_keeps_the_wall_clock_s_time_while_clicks_are_measured(world: World) -> None:
    await dealt(world)
    began = world.env.now()
    stop = wall_clock(world.env)
    try:
        await asyncio.sleep(0.5)  # no timer of the bot fires meanwhile: SimCord's own clock stood still
    finally:
        stop()
    moved = world.env.now() - began
    assert datetime.timedelta(seconds=0.4) <= moved <= datetime.timedelta(seconds=2)
