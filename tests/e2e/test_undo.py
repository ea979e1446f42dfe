"""Taking back a misclick through Discord (SimCord), in every game (issue 34)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.app import GameHostBot
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    components,
    controls,
    dms,
    embed_text,
    fresh,
    hand_message,
    is_card,
    open_table,
    press_action,
)

UNDO = "Undo"


def undo_button(message: Any) -> dict[str, Any] | None:
    return next((c for c in components(message) if c.get("custom_id", "").startswith("undo:")), None)


def thread_text(world: World, bot: GameHostBot, thread_id: int | None) -> str:
    channel = bot.get_channel(thread_id) if thread_id else None
    source = channel if channel is not None else world.channel
    return "\n".join(m.content for m in world.env.backend.messages.get(source.id, {}).values())


async def position(bot: GameHostBot, table_id: int = 1) -> tuple[Any, Any, int, Any]:
    """The table, its state, the seat awaited (the lowest of several) and its member."""
    table = await bot.service.table(table_id)
    state = await bot.service.state_of(table)
    seat = min(GAMES[table.game].waiting_for(state))
    return table, state, seat, table.seats[seat].user_id


def member_of(world: World, user_id: int) -> Any:
    return next(m for m in (world.ana, world.bo) if m.id == user_id)


def undoable_actions(game_id: str, state: Any, seat: int) -> list[int]:
    game = GAMES[game_id]
    found = []
    for index, action in enumerate(game.legal_actions(state, seat)):
        after, _ = game.apply(state, seat, action)
        if game.undoable(state, seat, action, after):
            found.append(index)
    return found


async def to_an_undoable_move(world: World, game_id: str, *, other_seat_next: bool = False) -> tuple[Any, int, Any]:
    """Play (from the DM hands) until the awaited player can make a move that can be taken back.

    Returns that player's member, the action index and the state before it. ``other_seat_next``:
    also until that move hands the decision to the other player (the race needs someone next).
    """
    game = GAMES[game_id]
    bot = world.env.bot
    for _ in range(400):
        _, state, seat, user = await position(bot)
        member = member_of(world, user)
        picks = undoable_actions(game_id, state, seat)
        if other_seat_next:
            picks = [
                i
                for i in picks
                if seat not in game.waiting_for(game.apply(state, seat, game.legal_actions(state, seat)[i])[0])
            ]
        if picks:
            return member, picks[0], state
        result = await press_action(member.user, hand_message(member), 0)
        assert result.acknowledged and not result.response.content
    raise AssertionError("no undoable move came up")


async def start(world: World, game_id: str) -> Any:
    lobby = await open_table(world.channel, world.ana, game_id, world.bo)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    return lobby


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_misclick_taken_back_after_a_restart_and_replaced(
    world: World, bot_factory: Callable[[], GameHostBot], game_id: str
) -> None:
    game = GAMES[game_id]
    lobby = await start(world, game_id)
    mover, index, before = await to_an_undoable_move(world, game_id)
    table_before, _, seat, _ = await position(world.env.bot)
    other = world.bo if mover is world.ana else world.ana
    told_before = len([m for m in dms(other) if not is_card(m)])

    misclick = await press_action(mover.user, hand_message(mover), index)
    assert misclick.acknowledged and not misclick.response.content
    hand = hand_message(mover)
    button = undo_button(hand)
    assert button is not None and button["label"] == UNDO, "the hand offers Undo after a move that can be taken back"
    # a My hand copy offers it too
    copy = await mover.click(fresh(world.channel, lobby.id), label="My hand")
    assert undo_button(copy.response) is not None

    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.store.close()
    bot = world.env.bot

    taken = await mover.user.click(hand, custom_id=button["custom_id"])
    assert taken.acknowledged and not taken.followups, [f.content for f in taken.followups]
    table, state, _, _ = await position(bot)
    assert table.version == table_before.version + 2
    assert game.dump_state(state) == game.dump_state(before), "the table is exactly as before the misclick"
    for s in range(len(table.seats)):
        assert game.view(state, s) == game.view(before, s)
    shown = hand_message(mover)
    assert undo_button(shown) is None and controls(shown), "the hand asks for the decision again, without Undo"
    await bot.get_cog("Play").drain()  # type: ignore[union-attr]
    assert "took back their last move" in thread_text(world, bot, table.thread_id)
    # whoever was told it was their move hears that it is not yet
    notes = [m.content for m in dms(other) if not is_card(m)][told_before:]
    if any(n.startswith("🔔 Your move") for n in notes):
        assert any("took back their move" in n and "not your turn yet" in n for n in notes), notes

    # another move instead: the misclicked one is gone from the log, the new one stands
    actions = game.legal_actions(state, seat)
    instead = next((i for i in range(len(actions)) if i != index), index)
    replaced = await press_action(mover.user, hand_message(mover), instead)
    assert replaced.acknowledged and not replaced.response.content
    log = await bot.store.actions(1)
    assert game.load_action(log[-1].action) == actions[instead]
    assert len(log) == table_before.version + 1


@pytest.mark.parametrize("undo_first", [True, False], ids=["undo-first", "click-first"])
async def test_undo_and_the_next_players_click_at_the_same_instant(world: World, undo_first: bool) -> None:
    """Both press on what they saw at the same instant. SimCord delivers one interaction at a time: the
    one delivered first wins, the other is told why or no longer has the button
    (tests/test_undo_service.py races them truly at once in the service)."""
    lobby = await start(world, "capybara")
    mover, index, _ = await to_an_undoable_move(world, "capybara", other_seat_next=True)
    await press_action(mover.user, hand_message(mover), index)
    table, _, _, user = await position(world.env.bot)
    other = member_of(world, user)
    assert other is not mover
    their_hand = hand_message(other)
    # the mover's Undo as it was at that instant: on a My hand copy no longer kept current (after 15
    # minutes Discord lets the bot edit it no more), since their DM hand is repainted at once
    mover_hand = (await mover.click(fresh(world.channel, lobby.id), label="My hand")).response
    await world.env.advance_time(16 * 60)
    undo = undo_button(mover_hand)
    assert undo is not None
    move = controls(their_hand)[0]

    async def take_back() -> Any:
        return await mover.click(mover_hand, custom_id=undo["custom_id"])

    async def play_on() -> Any:
        if move.get("type") == 2:
            return await other.user.click(their_hand, custom_id=move["custom_id"])
        return await other.user.select(their_hand, [move["options"][0]["value"]], custom_id=move["custom_id"])

    if undo_first:
        won = await take_back()
        assert won.acknowledged and not won.followups
        # the other's buttons are gone from their hand (SimCord, like Discord's client, then lets no one
        # press them), and the your-move DM they got is corrected
        assert controls(hand_message(other)) == []
        notes = [m.content for m in dms(other) if not is_card(m)]
        name = "Ana" if mover is world.ana else "Bo"
        assert notes[-1].startswith(f"↩️ {name} took back their move") and "not your turn yet" in notes[-1]
    else:
        won = await play_on()
        lost = await mover.click(mover_hand, custom_id=undo["custom_id"])
        assert won.acknowledged and not won.followups
        (why,) = lost.followups
        assert why.ephemeral and why.content.startswith("⚠️ Too late to take that move back"), why.content
    assert (await world.env.bot.service.table(1)).version == table.version + 1, "exactly one was applied"


async def test_an_old_undo_is_refused_once_the_bids_are_revealed(world: World) -> None:
    """Chachapoya: a bid can be taken back while the other still bids; after the reveal it stands."""
    lobby = await start(world, "chachapoya")
    bot = world.env.bot
    for _ in range(200):  # to a bidding round
        _, state, _, user = await position(bot)
        if state.phase == "bid":
            break
        member = member_of(world, user)
        await press_action(member.user, hand_message(member), 0)
    first = member_of(world, user)
    await press_action(first.user, hand_message(first), 0)
    assert undo_button(hand_message(first)) is not None, "a bid can be taken back until the reveal"
    # a My hand copy of that moment, no longer kept current after 15 minutes: its Undo stays shown
    stale_hand = (await first.click(fresh(world.channel, lobby.id), label="My hand")).response
    await world.env.advance_time(16 * 60)
    undo = undo_button(stale_hand)
    assert undo is not None
    _, _, _, user = await position(bot)
    second = member_of(world, user)
    assert second is not first
    await press_action(second.user, hand_message(second), 0)  # the last bid: every bid is shown
    version = (await bot.service.table(1)).version
    late = await first.click(stale_hand, custom_id=undo["custom_id"])
    (why,) = late.followups
    assert why.ephemeral and why.content.startswith("⚠️ Too late to take that move back")
    assert (await bot.service.table(1)).version == version, "nothing changed"
    assert undo_button(hand_message(first)) is None
    assert "Undo" not in embed_text(hand_message(first))
