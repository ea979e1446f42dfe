"""AI seats through Discord: levels chosen when added; the bot answers while an AI thinks."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import discord
import pytest

from bot.ai_pool import AiPool
from games import GAMES
from games.testing import awaited_states
from tests.e2e.conftest import World
from tests.e2e.helpers import add_ai, embed_text, fresh, hand_message, open_table, press_random

CAPYBARA = GAMES["capybara"]


async def test_add_ai_asks_for_a_level_and_seats_it(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara")
    await add_ai(world.ana, lobby, "hard")
    await add_ai(world.ana, lobby, "easy")
    text = embed_text(fresh(world.channel, lobby.id))
    assert "AI 1 (Hard)" in text and "AI 2 (Easy)" in text
    record = await world.env.bot.service.table(1)
    assert [s.ai_level for s in record.seats] == [None, "hard", "easy"]


@pytest.mark.simcord(settle_timeout=60)  # a hard AI on a busy CI machine may think for seconds
async def test_a_click_is_answered_while_an_ai_is_thinking(world: World) -> None:
    """The AI searches in a worker thread: a human's click is acknowledged long before it is done."""
    bot = world.env.bot
    bot.service.ai_iterations = None  # let the hard AI use its whole time budget
    lobby = await open_table(world.channel, world.ana, "capybara")
    await add_ai(world.ana, lobby, "hard")
    await world.ana.click(lobby, label="Start")

    acks: list[float] = []
    ai_moves: list[float] = []
    adapter = discord.webhook.async_.AsyncWebhookAdapter
    original_ack = adapter.create_interaction_response
    original_apply = bot.service._apply

    def timed_ack(self: Any, *args: Any, **kwargs: Any) -> Any:
        acks.append(time.perf_counter())
        return original_ack(self, *args, **kwargs)

    async def timed_apply(*args: Any, **kwargs: Any) -> Any:
        if kwargs.get("by_ai"):
            ai_moves.append(time.perf_counter())
        return await original_apply(*args, **kwargs)

    adapter.create_interaction_response = timed_ack  # type: ignore[method-assign]
    bot.service._apply = timed_apply  # type: ignore[method-assign]
    try:
        rng = random.Random(4)
        for _ in range(60):  # press until Ana's move hands the AI a decision it has to think about
            acks.clear()
            ai_moves.clear()
            start = time.perf_counter()
            await press_random(world.ana.user, hand_message(world.ana), rng)
            if ai_moves and ai_moves[0] - start > 0.3:  # (a forced move needs no search)
                break
        else:
            raise AssertionError("the AI never got the turn")
    finally:
        adapter.create_interaction_response = original_ack  # type: ignore[method-assign]
    ack_latency = acks[0] - start
    thinking = ai_moves[0] - start
    assert thinking > 0.3, f"the hard AI should think a while (it took {thinking:.3f} s)"
    assert ack_latency < 0.25 and acks[0] < ai_moves[0], (ack_latency, thinking)


@pytest.mark.simcord(settle_timeout=60)
async def test_clicks_are_answered_at_once_while_four_hard_ais_search_in_the_pool(world: World) -> None:
    """Four hard searches in the process pool leave the event loop free: a click is acknowledged
    within 250 ms (a loose bound for a busy machine; `make bench` has the tight figures)."""
    pool = AiPool(2)
    state, seat = awaited_states(CAPYBARA, 1)[0]
    dumped = CAPYBARA.dump_state(state)
    # Workers start here, outside the simulation (see tests/conftest.py), then serve the bot.
    await asyncio.gather(*(pool.choose("capybara", dumped, seat, "normal", i, 5) for i in range(2)))
    world.env.bot.service.ai_pool = pool
    try:
        lobby = await open_table(world.channel, world.ana, "capybara")
        await world.bo.click(lobby, label="Join")
        await world.ana.click(lobby, label="Start")
        acks: list[float] = []
        adapter = discord.webhook.async_.AsyncWebhookAdapter
        original_ack = adapter.create_interaction_response

        def timed_ack(self: Any, *args: Any, **kwargs: Any) -> Any:
            acks.append(time.perf_counter())
            return original_ack(self, *args, **kwargs)

        searches = [asyncio.ensure_future(pool.choose("capybara", dumped, seat, "hard", i, None)) for i in range(4)]
        await asyncio.sleep(0.2)  # the searches are running
        adapter.create_interaction_response = timed_ack  # type: ignore[method-assign]
        try:
            latencies = []
            rng = random.Random(2)
            for member in (world.ana, world.bo, world.ana):
                table = await world.env.bot.service.table(1)
                state_now = await world.env.bot.service.state_of(table)
                if table.seats[sorted(CAPYBARA.waiting_for(state_now))[0]].user_id != member.id:
                    continue
                acks.clear()
                start = time.perf_counter()
                await press_random(member.user, hand_message(member), rng)
                latencies.append(acks[0] - start)
            busy = sum(not s.done() for s in searches)
        finally:
            adapter.create_interaction_response = original_ack  # type: ignore[method-assign]
        assert latencies and busy >= 1, "the clicks must land while searches still run"
        assert max(latencies) < 0.25, latencies
        await asyncio.gather(*searches)
    finally:
        pool.shutdown()
