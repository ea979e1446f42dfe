"""AI seats through Discord: levels chosen when added; the bot answers while an AI thinks."""

from __future__ import annotations

import random
import time
from typing import Any

import discord
import pytest

from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import add_ai, embed_text, fresh, hand_message, open_table, press_random

CAPYBARA = GAMES["capybara"]


async def test_add_ai_asks_for_a_level_and_seats_it(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara")
    await add_ai(world.ana, lobby, "hard")
    await add_ai(world.ana, lobby, "easy")
    text = embed_text(fresh(world.channel, lobby.id))
    assert "AI 1 (hard)" in text and "AI 2 (easy)" in text
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
