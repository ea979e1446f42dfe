"""A move that lands while a hand is being sent or answered (an AI's quick reply, a second player):
each player keeps one DM hand, and it ends up showing the latest move."""

from __future__ import annotations

import asyncio
import inspect
import re
from typing import Any

from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import controls, dms, embed_text, hand_message, is_card, open_table, press_action

CAPYBARA = GAMES["capybara"]


def hands_in_dm(member: Any) -> list[Any]:
    return [m for m in dms(member) if is_card(m) and "your hand" in embed_text(m)]


def shows_version(hand: Any, version: int) -> bool:
    """The hand's footer names the move it shows (``Seat 1 · move 7``)."""
    return re.search(rf"· move {version}\b", embed_text(hand)) is not None


async def awaited(world: World) -> tuple[Any, Any, int, Any]:
    """The table, its state, the seat awaited and its member."""
    bot = world.env.bot
    table = await bot.service.table(1)
    state = await bot.service.state_of(table)
    seat = min(CAPYBARA.waiting_for(state))
    member = next(m for m in (world.ana, world.bo) if m.id == table.seats[seat].user_id)
    return table, state, seat, member


async def test_a_move_made_while_the_first_hands_are_sent_leaves_one_hand_each(world: World) -> None:
    """The move's table record was read before the first hand was recorded: the next paint must edit
    that hand, not send a second one (the player saw two hands, the newer one stale)."""
    cog: Any = world.env.bot.get_cog("Play")
    send = cog._send_hand
    moved: list[int] = []

    async def send_after_a_move(table: Any, seat: int, user_id: int, kwargs: dict[str, Any]) -> None:
        if not moved:  # a move comes in before this first hand is sent and recorded
            _, _, mover, member = await awaited(world)
            fresh = await world.env.bot.service.table(1)
            change = await world.env.bot.service.act(1, member.id, 0, fresh.decisions.get(mover, fresh.version))
            moved.append(change.table.version)
        await send(table, seat, user_id, kwargs)

    cog._send_hand = send_after_a_move
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    await cog.drain()
    assert moved, "the move was made while the first hand was being sent"

    for member in (world.ana, world.bo):
        hands = hands_in_dm(member)
        assert len(hands) == 1, f"{member.user.name} has {len(hands)} hand messages"
    table, _, _, member = await awaited(world)
    assert shows_version(hand_message(member), table.version)
    assert controls(hand_message(member)), "the awaited player's one hand offers the move"


async def test_a_reply_painted_before_the_clicks_answer_is_not_hidden_by_it(world: World) -> None:
    """Ana's click is answered with her hand as her move left it; if Bo's reply was painted on that
    hand first, the late answer must not leave her looking at "nothing to do" on her turn."""
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    bot = world.env.bot
    cog: Any = bot.get_cog("Play")
    await cog.drain()
    # play until the awaited player has a move that hands the turn to the other
    for _ in range(200):
        table, state, seat, clicker = await awaited(world)
        actions = CAPYBARA.legal_actions(state, seat)
        passing = [
            i for i, a in enumerate(actions) if seat not in CAPYBARA.waiting_for(CAPYBARA.apply(state, seat, a)[0])
        ]
        if passing:
            break
        assert (await press_action(clicker.user, hand_message(clicker), 0)).acknowledged
    else:
        raise AssertionError("no move handed the turn over")
    other = world.bo if clicker is world.ana else world.ana

    build, lock_for, show = cog.built_hand, cog.hand_lock, cog._show_hand
    replied: list[int] = []
    painted = asyncio.Event()  # the painter showed the reply on the clicker's hand, or waits to

    def answering() -> bool:
        return any(f.function == "_answer_with_hand" for f in inspect.stack(0))

    def hand_lock(table_id: int, seat: int) -> asyncio.Lock:
        if seat == clicker_seat and not answering():
            painted.set()  # the painter is at the clicker's hand: it waits for the answer to be shown first
        return lock_for(table_id, seat)

    async def show_hand(table: Any, seat: Any, kwargs: dict[str, Any]) -> None:
        await show(table, seat, kwargs)
        if replied and seat.seat == clicker_seat and table.version >= replied[0]:
            painted.set()  # the reply is on the clicker's hand

    async def answer_after_the_reply(table: Any, inputs: Any) -> dict[str, Any]:
        message = await build(table, inputs)
        if answering() and not replied:  # the other player replies before this answer reaches Discord
            fresh = await bot.service.table(1)
            other_seat = fresh.seat_of(other.id)
            change = await bot.service.act(1, other.id, 0, fresh.decisions.get(other_seat, fresh.version))
            replied.append(change.table.version)
            await painted.wait()
        return message

    clicker_seat = seat
    cog.hand_lock, cog._show_hand = hand_lock, show_hand
    cog.built_hand = answer_after_the_reply
    assert (await press_action(clicker.user, hand_message(clicker), passing[0])).acknowledged
    await cog.drain()
    assert replied, "the reply came while the click was answered"

    table, _, _, now_awaited = await awaited(world)
    shown = hand_message(clicker)
    assert shows_version(shown, table.version), "the hand shows the reply"
    if now_awaited is clicker:
        assert controls(shown), "it is their turn again and their hand offers the move"
