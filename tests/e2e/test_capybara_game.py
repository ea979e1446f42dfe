"""Capybara Cookie Club played through Discord (SimCord): DMs, My hand, AI, restarts."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.app import GameHostBot
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    controls,
    dms,
    embed_text,
    fresh,
    hand_message,
    is_card,
    labels,
    open_table,
    play_to_the_end,
    press_random,
    table_state,
)

CAPYBARA = GAMES["capybara"]


async def started_table(world: World, *joiners: Any, ai: int = 0) -> Any:
    lobby = await open_table(world.channel, world.ana, "capybara", *joiners, ai=ai)
    started = await world.ana.click(lobby, label="Start")
    assert started.acknowledged and started.deferred
    return lobby


async def test_whole_game_two_humans_and_an_ai_through_dms_and_my_hand(world: World) -> None:
    lobby = await started_table(world, world.bo, ai=1)
    table = fresh(world.channel, lobby.id)
    assert labels(table) == ["My hand"]
    assert table.attachments and table.attachments[0].filename == "table.png"
    assert "Capybara Cookie Club · table #1" in embed_text(table)

    # each human has exactly one DM: their own hand, never someone else's
    record, state = await table_state(world.env.bot, 1)
    for member in (world.ana, world.bo):
        seat = record.seat_of(member.id)
        assert seat is not None
        hands = [m for m in dms(member) if is_card(m)]
        assert len(hands) == 1, "one hand message, edited in place"
        assert all(m.content.startswith("🔔 Your move") for m in dms(member) if not is_card(m))
        hand = embed_text(hand_message(member))
        assert "Your hand" in hand and f"({len(state.hands[seat])} cards" in hand
    assert dms(world.cy) == []
    assert all("Your hand" not in embed_text(m) for m in world.channel.history())

    moves = await play_to_the_end(world, CAPYBARA, 1, lobby.id, my_hand=lambda move: move % 3 == 0)
    assert moves > 10

    final = fresh(world.channel, lobby.id)
    text = embed_text(final)
    assert "game over" in text and ("Winner" in text or "Winners" in text)
    assert labels(final) == [], "a finished table offers no controls, not even My hand"
    record, state = await table_state(world.env.bot, 1)
    outcome = CAPYBARA.outcome(state)
    assert outcome is not None
    for seat in outcome.winners:
        assert record.seats[seat].name in text
    for member in (world.ana, world.bo):
        message = hand_message(member)
        assert "Game over" in embed_text(message) and controls(message) == []
    # the play-by-play went to the thread, with the AI's moves too
    thread = world.env.bot.get_channel(record.thread_id)
    assert thread is not None


async def test_out_of_turn_stale_and_stranger_clicks_change_nothing(world: World) -> None:
    lobby = await started_table(world, world.bo)
    record, state = await table_state(world.env.bot, 1)
    waiting = CAPYBARA.waiting_for(state)
    mover = world.ana if record.seat_of(world.ana.id) in waiting else world.bo
    idle = world.bo if mover is world.ana else world.ana
    before_version = record.version

    assert controls(hand_message(idle)) == [], "nothing to click when no decision is awaited"
    idle_hand = await idle.click(fresh(world.channel, lobby.id), label="My hand")
    assert idle_hand.ephemeral and controls(idle_hand.response) == []

    # the mover has the same controls in two places: the DM and a My hand ephemeral
    ephemeral = (await mover.click(fresh(world.channel, lobby.id), label="My hand")).response
    await world.env.advance_time(16 * 60)  # past 15 minutes the copy is no longer kept current
    first = await press_random(mover.user, hand_message(mover), random.Random(1))
    assert first.acknowledged and not first.response.content
    after = (await table_state(world.env.bot, 1))[0].version
    assert after > before_version

    # a click on the older copy is refused, shows the current hand instead, and says why in a
    # message of its own (the hand is edited again on the next move; the refusal must stay)
    repeat = await mover.click(ephemeral, custom_id=controls(ephemeral)[0]["custom_id"])
    (why,) = repeat.followups  # out of date, or not their turn any more: either way, refused
    assert why.ephemeral and why.content.startswith(("⚠️ That choice is out of date", "⚠️ It's not your turn"))
    assert f"move {after}" in embed_text(repeat.response)
    assert (await table_state(world.env.bot, 1))[0].version == after

    stranger = await world.dee.click(fresh(world.channel, lobby.id), label="My hand")
    assert stranger.ephemeral and stranger.response.content == "You don't have a seat at this table."
    assert (await table_state(world.env.bot, 1))[0].version == after


async def test_restart_mid_game_keeps_every_control_working(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    lobby = await started_table(world, world.bo, ai=1)
    rng = random.Random(3)
    for _ in range(4):
        record, state = await table_state(world.env.bot, 1)
        seat = sorted(CAPYBARA.waiting_for(state))[0]
        member = world.ana if record.seats[seat].user_id == world.ana.id else world.bo
        await press_random(member.user, hand_message(member), rng)
    record_before, _ = await table_state(world.env.bot, 1)
    log_before = await world.env.bot.store.actions(1)

    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.store.close()
    bot = world.env.bot
    assert bot is not old

    record, state = await table_state(bot, 1)
    assert record.version == record_before.version, "no accepted action lost"
    assert [a.action for a in await bot.store.actions(1)] == [a.action for a in log_before]
    # My hand on the old table message, and the DM buttons from before the restart, still work
    for member in (world.ana, world.bo):
        shown = await member.click(fresh(world.channel, lobby.id), label="My hand")
        assert shown.acknowledged and shown.ephemeral
    seat = sorted(CAPYBARA.waiting_for(state))[0]
    member = world.ana if record.seats[seat].user_id == world.ana.id else world.bo
    pressed = await press_random(member.user, hand_message(member), rng)
    assert pressed.acknowledged and not pressed.response.content
    assert (await table_state(bot, 1))[0].version > record.version
    await play_to_the_end(world, CAPYBARA, 1, lobby.id)


async def test_player_with_closed_dms_plays_through_my_hand(world: World) -> None:
    env = world.env
    env.inject_error(
        "POST",
        f"/channels/{world.bo.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    lobby = await started_table(world, world.bo)
    assert dms(world.bo) == [] and len([m for m in dms(world.ana) if is_card(m)]) == 1
    table = fresh(world.channel, lobby.id)
    assert f"(<@{world.bo.id}>): I couldn't DM you" in embed_text(table)
    record, _ = await table_state(env.bot, 1)
    assert record.seats[record.seat_of(world.bo.id)].dm_closed  # type: ignore[index]
    await play_to_the_end(world, CAPYBARA, 1, lobby.id)
    assert "game over" in embed_text(fresh(world.channel, lobby.id))
