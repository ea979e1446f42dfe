"""A click is answered with its hand before the move's notifications are handled (issue 40): planning the next
player's push costs database trips that, at 100 clicks a second, were most of the clicked hand's wait."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import discord

from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, hand_message, open_table, press_action, table_state

CAPYBARA = GAMES["capybara"]


async def _a_move_that_hands_the_turn_over(world: World) -> tuple[Any, Any, int]:
    """Play on (the first legal move) until the member awaited has a move after which the other one is:
    that member, the other, the move's index."""
    for _ in range(30):
        table, state = await table_state(world.env.bot, 1)
        seat = next(s for s in table.seats if s.seat in CAPYBARA.waiting_for(state))
        clicker, other = (world.ana, world.bo) if seat.user_id == world.ana.id else (world.bo, world.ana)
        other_seat = next(s.seat for s in table.seats if s.user_id == other.id)
        actions = CAPYBARA.legal_actions(state, seat.seat)
        for index, action in enumerate(actions):
            after, _ = CAPYBARA.apply(state, seat.seat, action)
            if CAPYBARA.waiting_for(after) == {other_seat}:
                return clicker, other, index
        await press_action(clicker.user, hand_message(clicker), 0)
    raise AssertionError("no move handed the turn over in 30 moves")


async def test_the_clicked_hand_does_not_wait_for_the_next_players_push(world: World, monkeypatch: Any) -> None:
    bot = world.env.bot
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    clicker, other, index = await _a_move_that_hands_the_turn_over(world)
    far = discord.utils.utcnow() + timedelta(days=30)
    assert other.id not in {p.user_id for p in await bot.store.due_pushes(far)}

    # the classes the bot loaded (discord.py loads each cog's module afresh)
    play_cog, notify_cog = type(bot.get_cog("Play")), type(bot.get_cog("Notify"))
    answered = asyncio.Event()
    order: list[str] = []
    answer, handle = play_cog._answer_with_hand, notify_cog.handle

    async def answer_then_say_so(self: Any, *args: Any, **kwargs: Any) -> None:
        await answer(self, *args, **kwargs)
        order.append("hand answered")
        answered.set()

    async def handle_once_answered(self: Any, change: Any) -> None:
        try:  # the old order (notifications inside the move, before the answer) would wait here in vain
            await asyncio.wait_for(answered.wait(), timeout=5)
        except TimeoutError:
            order.append("notifications waited for an answer that waited for them")
        await handle(self, change)
        order.append("notifications handled")

    monkeypatch.setattr(play_cog, "_answer_with_hand", answer_then_say_so)
    monkeypatch.setattr(notify_cog, "handle", handle_once_answered)
    result = await press_action(clicker.user, hand_message(clicker), index)  # settles

    assert result.acknowledged and "Your hand" in embed_text(hand_message(clicker))
    assert order == ["hand answered", "notifications handled"]
    assert other.id in {p.user_id for p in await bot.store.due_pushes(far)}, "the next player's push is planned"


async def test_notifications_queued_when_the_bot_closes_are_handled_before_the_store_closes(world: World) -> None:
    bot = world.env.bot
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    notify: Any = bot.get_cog("Notify")
    gate = asyncio.Event()
    handled: list[int] = []
    handle = notify.handle

    async def slow(change: Any) -> None:
        await gate.wait()
        await handle(change)
        handled.append(change.table.id)

    notify.handle = slow
    table, state = await table_state(bot, 1)
    seat = next(s for s in table.seats if s.seat in CAPYBARA.waiting_for(state))
    change = await bot.service.act(1, seat.user_id, 0, table.decisions.get(seat.seat, table.version))
    assert handled == [] and 1 in notify.queued
    asyncio.get_running_loop().call_later(0.2, gate.set)
    await notify.cog_unload()  # as the bot winds down: before the store closes
    assert handled == [1] and not notify.queued
    awaited = next(s for s in change.table.seats if s.seat in CAPYBARA.waiting_for(change.state))
    far = discord.utils.utcnow() + timedelta(days=30)
    assert awaited.user_id in {p.user_id for p in await bot.store.due_pushes(far)}
