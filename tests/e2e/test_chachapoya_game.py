"""Chachapoya through Discord (SimCord): secret offers and bids by DM, reveal, restarts."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from bot.app import GameHostBot
from games import GAMES
from games.chachapoya import components as C
from games.chachapoya.scenario import lone_bidder
from games.chachapoya.state import BidAction, TrackerDrawAction
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    controls,
    dms,
    embed_text,
    fresh,
    hand_message,
    open_table,
    play_to_the_end,
    press_action,
    set_position,
    table_state,
)

CHACHAPOYA = GAMES["chachapoya"]


def member_of(world: World, user_id: int | None) -> Any:
    return next(m for m in (world.ana, world.bo, world.cy) if m.id == user_id)


async def make_the_offer(world: World, bot: GameHostBot) -> None:
    """The starting player buries one treasure and chooses the face-up one, from their DM."""
    table, state = await table_state(bot, 1)
    if state.phase != "offer":
        return
    (seat,) = CHACHAPOYA.waiting_for(state)
    member = member_of(world, table.seats[seat].user_id)
    hand = hand_message(member)
    assert "Bury one treasure" in embed_text(hand)
    offer = controls(hand)[0]
    result = await member.user.click(hand, custom_id=offer["custom_id"])
    assert result.acknowledged and not result.response.content


async def bid(actor: Any, message: Any) -> str:
    """Choose the first numbered bid; returns its label, e.g. '2× 9 (18)'."""
    select = next(c for c in controls(message) if c["type"] == 3)
    option = select["options"][0]
    result = await actor.select(message, [option["value"]], custom_id=select["custom_id"])
    assert result.acknowledged and not result.response.content, result.response.content
    return str(option["label"])


def public_output(world: World, since: int) -> list[str]:
    """Everything the bot sent or edited outside DMs since request ``since`` (table edits, thread lines)."""
    dm_channels = {m.user.dm_channel.id for m in (world.ana, world.bo, world.cy, world.dee)}
    out = []
    for entry in world.env.http_requests[since:]:
        if entry.method in ("POST", "PATCH") and entry.path.startswith("/channels/"):
            channel = int(entry.path.split("/")[2])
            if channel not in dm_channels:
                out.append(json.dumps(entry.json, ensure_ascii=False))
    return out


async def test_three_players_bid_by_dm_and_no_bid_shows_before_the_reveal(world: World) -> None:
    env = world.env
    lobby = await open_table(world.channel, world.ana, "chachapoya", world.bo, world.cy)
    await world.ana.click(lobby, label="Start")
    bot = env.bot
    await make_the_offer(world, bot)
    start = len(env.http_requests)
    table, state = await table_state(bot, 1)
    assert state.phase == "bid" and CHACHAPOYA.waiting_for(state) == {0, 1, 2}
    assert embed_text(fresh(world.channel, lobby.id)).count("⏳") >= 3

    order = [member_of(world, s.user_id) for s in table.seats]
    labels = {}
    for member in order[:2]:
        labels[member.id] = await bid(member.user, hand_message(member))
        shown = embed_text(fresh(world.channel, lobby.id))
        assert "✅" in shown
        mine = embed_text(hand_message(member))
        assert labels[member.id].split(" (")[0] in mine, "the bidder sees their own bid"
    for text in public_output(world, start):
        for label in labels.values():
            assert label not in text, f"a bid leaked before the reveal: {label}"
        assert "Bids revealed" not in text
    for other in order[2:]:
        assert not any(label in embed_text(hand_message(other)) for label in labels.values())

    labels[order[2].id] = await bid(order[2].user, hand_message(order[2]))
    revealed = "\n".join(public_output(world, start))
    assert "Bids revealed" in revealed
    for label in labels.values():
        assert label in revealed, "every bid is shown at the reveal"
    assert any(word in revealed for word in ("wins with", "knock each other out", "nobody wins", "Nobody wins"))


async def test_a_restart_between_two_bids_keeps_the_first_bid(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    lobby = await open_table(world.channel, world.ana, "chachapoya", world.bo, world.cy)
    await world.ana.click(lobby, label="Start")
    await make_the_offer(world, world.env.bot)
    table, _ = await table_state(world.env.bot, 1)
    order = [member_of(world, s.user_id) for s in table.seats]
    first = await bid(order[0].user, hand_message(order[0]))

    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.store.close()
    bot = world.env.bot
    _, state = await table_state(bot, 1)
    assert state.phase == "bid" and CHACHAPOYA.waiting_for(state) == {1, 2}
    start = len(world.env.http_requests)
    for member in order[1:]:
        await bid(member.user, hand_message(member))  # DM selects sent before the restart
    revealed = "\n".join(public_output(world, start))
    assert "Bids revealed" in revealed and first in revealed


async def test_a_player_with_closed_dms_bids_through_my_hand(world: World) -> None:
    world.env.inject_error(
        "POST",
        f"/channels/{world.cy.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    lobby = await open_table(world.channel, world.ana, "chachapoya", world.bo, world.cy)
    await world.ana.click(lobby, label="Start")
    bot = world.env.bot
    assert dms(world.cy) == []
    assert f"(<@{world.cy.id}>): I couldn't DM you" in embed_text(fresh(world.channel, lobby.id))
    table, state = await table_state(bot, 1)
    cy_seat = table.seat_of(world.cy.id)
    if state.phase == "offer" and cy_seat in CHACHAPOYA.waiting_for(state):
        shown = await world.cy.click(fresh(world.channel, lobby.id), label="My hand")
        await world.cy.click(shown.response, custom_id=controls(shown.response)[0]["custom_id"])
    else:
        await make_the_offer(world, bot)
    shown = await world.cy.click(fresh(world.channel, lobby.id), label="My hand")
    assert shown.ephemeral and "Choose your bid" in embed_text(shown.response)
    await bid(world.cy, shown.response)
    _, state = await table_state(bot, 1)
    assert cy_seat not in CHACHAPOYA.waiting_for(state)
    assert state.bids[cy_seat] is not None


async def test_whole_game_with_an_ai_seat_to_the_final_scores(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "chachapoya", world.bo, ai=1)
    await world.ana.click(lobby, label="Start")
    moves = await play_to_the_end(world, CHACHAPOYA, 1, lobby.id, my_hand=lambda move: move % 4 == 0)
    assert moves > 5
    final = fresh(world.channel, lobby.id)
    text = embed_text(final)
    assert "game over" in text and "Winner" in text and "How the scores came about" in text
    table, _ = await table_state(world.env.bot, 1)
    assert table.status == "finished"
    actions = await world.env.bot.store.actions(1)
    assert any(a.by_ai for a in actions), "the AI seat played"


async def test_a_lone_bidder_voiding_every_round_ends_the_game_across_a_restart(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    """Bo holds one Tracker and sits out; Ana plays Tracker pairs from her DM until the stall ending."""
    lobby = await open_table(world.channel, world.ana, "chachapoya", world.bo)
    await world.ana.click(lobby, label="Start")
    table, _ = await table_state(world.env.bot, 1)
    lone = lone_bidder(2, rounds_without_treasure=C.STALL_ROUNDS - 2)
    if table.seats[0].user_id != world.ana.id:  # Ana is the lone bidder, whichever seat she has
        lone.hands.reverse()
    await set_position(world.env.bot, 1, lone)
    ana_seat = table.seat_of(world.ana.id)
    start = len(world.env.http_requests)
    for round_left in (2, 1):
        _, state = await table_state(world.env.bot, 1)
        if state.phase == "offer":
            await make_the_offer(world, world.env.bot)
            _, state = await table_state(world.env.bot, 1)
        assert CHACHAPOYA.waiting_for(state) == {ana_seat}, "Bo has no card he can bid"
        actions = CHACHAPOYA.legal_actions(state, ana_seat)
        pair = actions.index(BidAction(cards=("tracker", "tracker")))
        await press_action(world.ana.user, hand_message(world.ana), pair)
        _, state = await table_state(world.env.bot, 1)
        draw = CHACHAPOYA.legal_actions(state, ana_seat).index(TrackerDrawAction(draw=True))
        await press_action(world.ana.user, hand_message(world.ana), draw)
        if round_left == 2:
            warning = f"No treasure taken for {C.STALL_ROUNDS - 1} rounds in a row: after {C.STALL_ROUNDS}"
            assert warning in embed_text(fresh(world.channel, lobby.id))
            old = world.env.bot
            await world.env.restart_bot(bot_factory())
            await old.store.close()
    table, state = await table_state(world.env.bot, 1)
    assert table.status == "finished" and CHACHAPOYA.is_over(state)
    assert f"No treasure has been taken for {C.STALL_ROUNDS} rounds in a row" in "\n".join(public_output(world, start))
    final = embed_text(fresh(world.channel, lobby.id))
    assert "game over" in final and "Winner" in final
    assert f"The game ended early: no treasure was taken for {C.STALL_ROUNDS} rounds in a row." in final
