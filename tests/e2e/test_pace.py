"""Playing over days (SimCord with virtual time): notifications, reminders, deadlines, leaving."""

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
    labels,
    press_random,
    table_state,
)

CAPYBARA = GAMES["capybara"]
CHACHAPOYA = GAMES["chachapoya"]
HOUR = 3600
BANK = 300  # the live pace: a 5-minute bank (bot/clock.py PACES)


async def start(world: World, game: str, *joiners: Any, pace: str = "live", when_late: str = "ai") -> Any:
    result = await world.ana.slash(world.channel, "game new", game=game, pace=pace, when_late=when_late)
    lobby = result.response
    for member in joiners:
        await member.click(lobby, label="Join")
    await world.ana.click(lobby, label="Start")
    return lobby


def notices(member: Any) -> list[str]:
    return [m.content for m in dms(member) if m.content.startswith("🔔 Your move")]


def reminders(member: Any) -> list[str]:
    return [m.content for m in dms(member) if m.content.startswith("⏰ Reminder")]


async def waiting_member(world: World, game: Any) -> tuple[Any, Any, Any]:
    table, state = await table_state(world.env.bot, 1)
    (seat,) = sorted(game.waiting_for(state))[:1]
    member = world.ana if table.seats[seat].user_id == world.ana.id else world.bo
    other = world.bo if member is world.ana else world.ana
    return member, other, seat


async def test_pace_is_shown_in_the_lobby_and_on_the_table(world: World) -> None:
    result = await world.ana.slash(world.channel, "game new", game="capybara", pace="relaxed", when_late="forfeit")
    lobby = embed_text(result.response)
    assert "⏱️ Relaxed: each player has a bank of 3 days; each move adds 1 day, up to 1 week" in lobby
    assert "When a bank runs out, they forfeit" in lobby and "vacation days" in lobby
    await world.bo.click(result.response, label="Join")
    await world.ana.click(result.response, label="Start")
    table_text = embed_text(fresh(world.channel, result.response.id))
    assert "bank of 3 days" in table_text and "clock runs out <t:" in table_text


async def test_your_move_dm_with_jump_link_and_deadline(world: World) -> None:
    lobby = await start(world, "capybara", world.bo)
    mover, other, _ = await waiting_member(world, CAPYBARA)
    (notice,) = notices(mover)
    assert f"/{world.channel.id}/{lobby.id}" in notice, "a jump link to the table"
    assert "due <t:" in notice and ":R>" in notice, "the deadline as a Discord timestamp"
    assert notices(other) == []


async def test_reminder_in_the_last_quarter_only_to_the_awaited_player(world: World) -> None:
    await start(world, "capybara", world.bo)
    mover, other, _ = await waiting_member(world, CAPYBARA)
    await world.env.advance_time(0.75 * BANK - 60)
    assert reminders(mover) == []
    await world.env.advance_time(120)
    assert len(reminders(mover)) == 1 and reminders(other) == []
    record, _ = await table_state(world.env.bot, 1)
    assert record.version == 0, "a reminder changes nothing"
    (thread,) = world.channel.threads
    pings = [m.content for m in thread.history() if m.content.startswith("⏰")]
    assert len(pings) == 1 and f"<@{mover.id}>" in pings[0] and "the AI plays for you" in pings[0]


async def test_expiry_with_ai_plays_the_move_and_the_game_goes_on(world: World) -> None:
    await start(world, "capybara", world.bo)
    mover, _, seat = await waiting_member(world, CAPYBARA)
    await world.env.advance_time(BANK + 1)
    record, _state = await table_state(world.env.bot, 1)
    assert record.version >= 1, "the AI played the awaited decision"
    log = await world.env.bot.store.actions(1)
    assert log[0].seat == seat and log[0].by_ai
    assert record.seats[seat].user_id == mover.id, "with 'AI plays', the player keeps the seat"


async def test_expiry_with_forfeit_hands_the_seat_to_an_ai(world: World) -> None:
    lobby = await start(world, "capybara", world.bo, when_late="forfeit")
    mover, _other, seat = await waiting_member(world, CAPYBARA)
    await world.env.advance_time(BANK + 1)
    record, state = await table_state(world.env.bot, 1)
    assert record.seats[seat].is_ai and record.seats[seat].name.endswith("(AI)")
    assert "(AI)" in embed_text(fresh(world.channel, lobby.id))
    assert seat not in CAPYBARA.waiting_for(state) or record.version > 0
    shown = await mover.click(fresh(world.channel, lobby.id), label="My hand")
    assert "don't have a seat" in shown.response.content


async def test_chachapoya_bidder_who_never_bids_gets_an_ai_bid_at_the_deadline(world: World) -> None:
    await start(world, "chachapoya", world.bo, world.cy)
    bot = world.env.bot
    table, state = await table_state(bot, 1)
    if state.phase == "offer":
        (seat,) = CHACHAPOYA.waiting_for(state)
        member = next(m for m in (world.ana, world.bo, world.cy) if m.id == table.seats[seat].user_id)
        await press_random(member.user, hand_message(member), random.Random(1))
    table, state = await table_state(bot, 1)
    assert state.phase == "bid"
    members = [next(m for m in (world.ana, world.bo, world.cy) if m.id == s.user_id) for s in table.seats]
    for member in members[:2]:
        select = next(c for c in controls(hand_message(member)) if c["type"] == 3)
        await member.user.select(hand_message(member), [select["options"][0]["value"]], custom_id=select["custom_id"])
    _, state = await table_state(bot, 1)
    assert CHACHAPOYA.waiting_for(state) == {2}
    await world.env.advance_time(BANK + 1)
    _, state = await table_state(bot, 1)
    assert state.phase != "bid" or state.round_no > 1 or 2 not in CHACHAPOYA.waiting_for(state)
    log = await bot.store.actions(1)
    # Only the absent player's seat is played by the AI; it may be asked more than once in a row (its
    # bank is empty until its turn passes, so the AI finishes that turn), never anyone else's.
    assert {a.seat for a in log if a.by_ai} == {2}, "the AI bid for the absent player only"


async def test_a_deadline_survives_a_restart(world: World, bot_factory: Callable[[], GameHostBot]) -> None:
    await start(world, "capybara", world.bo)
    old = world.env.bot
    await world.env.advance_time(BANK / 2)
    await world.env.restart_bot(bot_factory())
    await old.store.close()
    await world.env.advance_time(BANK / 2 + 1)
    record, _ = await table_state(world.env.bot, 1)
    assert record.version >= 1 and (await world.env.bot.store.actions(1))[0].by_ai


async def test_a_deadline_that_passed_while_the_bot_was_down_fires_at_start(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    await start(world, "capybara", world.bo)
    old = world.env.bot
    old.service.deadlines.stop()  # the bot goes down...
    await world.env.advance_time(2 * BANK)
    record, _ = await table_state(old, 1)
    assert record.version == 0
    await world.env.restart_bot(bot_factory())  # ...and comes back after the deadline
    await old.store.close()
    record, _ = await table_state(world.env.bot, 1)
    assert record.version >= 1


async def test_game_mine_lists_tables_across_servers_and_works_in_dms(world: World) -> None:
    env = world.env
    await start(world, "capybara", world.bo)
    other_guild = env.create_guild("Other Server")
    other_channel = other_guild.create_text_channel("play")
    ana2 = other_guild.add_member(world.ana.user)
    result = await ana2.slash(other_channel, "game new", game="chachapoya")
    assert result.acknowledged
    mine = await world.ana.slash(world.channel, "game mine")
    text = mine.response.content
    assert mine.ephemeral and "Capybara Cookie Club** #1" in text and "Chachapoya** #2" in text
    assert f"/{other_guild.id}/{other_channel.id}/" in text


async def test_game_leave_mid_game_hands_the_seat_to_an_ai(world: World) -> None:
    lobby = await start(world, "capybara", world.bo)
    asked = await world.bo.slash(world.channel, "game leave")
    assert asked.ephemeral and "Leave **Capybara Cookie Club** #1?" in asked.response.content
    record, _ = await table_state(world.env.bot, 1)
    assert not record.seats[record.seat_of(world.bo.id) or 0].is_ai, "nothing happens before confirming"
    done = await world.bo.click(asked.response, label="Yes, leave the game")
    assert done.response.content.startswith("You left the game")
    record, _ = await table_state(world.env.bot, 1)
    assert record.seat_of(world.bo.id) is None
    assert any(s.name == "Bo (AI)" and s.is_ai for s in record.seats)
    assert "Bo (AI)" in embed_text(fresh(world.channel, lobby.id))
    assert "no longer have a seat" in embed_text(hand_message(world.bo))
    assert controls(hand_message(world.bo)) == []
    (thread,) = [t for t in world.channel.threads if t.id == record.thread_id]
    said = "\n".join(m.content for m in thread.history())
    assert "🚪 **Bo** left the game" in said, "the line names the person who left, not the AI now in the seat"


async def test_host_kicks_a_player_and_others_cannot(world: World) -> None:
    await start(world, "capybara", world.bo, world.cy)
    denied = await world.cy.slash(world.channel, "game kick", member=world.bo)
    assert "Only the host" in denied.response.content
    asked = await world.ana.slash(world.channel, "game kick", member=world.bo)
    await world.ana.click(asked.response, label="Yes, remove them")
    record, _ = await table_state(world.env.bot, 1)
    assert record.seat_of(world.bo.id) is None


async def test_notifications_off_means_no_your_move_dm(world: World) -> None:
    off = await world.bo.slash(world.channel, "game settings", notifications="off")
    assert off.ephemeral and "Notifications: **off**" in off.response.content
    await world.ana.slash(world.channel, "game settings", notifications="off")
    await start(world, "capybara", world.bo)
    assert notices(world.ana) == [] and notices(world.bo) == []
    assert hand_message(world.bo) is not None, "the hand message still comes"


async def test_notifications_off_means_no_your_move_ping_in_the_thread(world: World) -> None:
    """Bo said off: the thread's "your move" lines still name him (a mention shows his name) but never ping him."""
    await world.bo.slash(world.channel, "game settings", notifications="off")
    await start(world, "capybara", world.bo)
    env = world.env
    for step in range(6):  # a few turns each way
        mover, _, _ = await waiting_member(world, CAPYBARA)
        await press_random(mover.user, hand_message(mover), random.Random(step))
    (thread,) = world.channel.threads
    lines = list(thread.history())
    pinged = {uid for m in lines for uid in env.backend.get_message(thread.id, m.id).ping_user_ids}
    assert any(f"<@{world.bo.id}>" in m.content for m in lines), "his turns are still named in the thread"
    assert world.bo.id not in pinged, "notify off: no ping"
    assert world.ana.id in pinged, "Ana, who did not turn it off, is pinged for her turns"


async def test_notifications_off_means_no_reminder_dm_and_no_reminder_ping(world: World) -> None:
    """Bo said off, Cy did not: across the reminder time of a secret bid all three wait for,
    Bo gets neither a reminder DM nor a ping in the thread (his name is still there); Cy gets both."""
    await world.bo.slash(world.channel, "game settings", notifications="off")
    await start(world, "chachapoya", world.bo, world.cy)
    env, bot = world.env, world.env.bot
    table, state = await table_state(bot, 1)
    if state.phase == "offer":  # the offer comes first: play it, so that the bid starts now for everyone
        (seat,) = CHACHAPOYA.waiting_for(state)
        member = next(m for m in (world.ana, world.bo, world.cy) if m.id == table.seats[seat].user_id)
        await press_random(member.user, hand_message(member), random.Random(1))
    table, state = await table_state(bot, 1)
    assert state.phase == "bid" and CHACHAPOYA.waiting_for(state) == {0, 1, 2}
    (thread,) = world.channel.threads
    before = {m.id for m in thread.history()}
    await env.advance_time(0.75 * BANK + 60)
    assert reminders(world.bo) == [], "notify off: no reminder DM"
    assert len(reminders(world.cy)) == 1 and len(reminders(world.ana)) == 1
    lines = [m for m in thread.history() if m.id not in before]
    pinged = {uid for m in lines for uid in env.backend.get_message(thread.id, m.id).ping_user_ids}
    assert world.bo.id not in pinged, "notify off: no ping either"
    assert {world.ana.id, world.cy.id} <= pinged
    (bo_line,) = [m.content for m in lines if m.content.startswith("⏰") and "Bo" in m.content]
    assert f"<@{world.bo.id}>" not in bo_line and "the AI plays for you" in bo_line
    record, _ = await table_state(bot, 1)
    assert record.version == table.version, "a reminder changes nothing"


async def test_a_deleted_table_message_is_reposted_and_the_game_goes_on(world: World) -> None:
    lobby = await start(world, "capybara", world.bo)
    env = world.env
    env.inject_error(
        "PATCH",
        f"/channels/{world.channel.id}/messages/{lobby.id}",
        status=404,
        code=10008,
        message="Unknown Message",
        times=None,
    )
    mover, _, _ = await waiting_member(world, CAPYBARA)
    await press_random(mover.user, hand_message(mover), random.Random(2))
    record, _ = await table_state(env.bot, 1)
    assert record.message_id != lobby.id, "a new table message"
    new_table = fresh(world.channel, record.message_id)  # type: ignore[arg-type]
    assert "Capybara Cookie Club · table #1" in embed_text(new_table)
    assert labels(new_table) == ["My hand"]
    mover, _, _ = await waiting_member(world, CAPYBARA)
    result = await press_random(mover.user, hand_message(mover), random.Random(3))
    assert result.acknowledged and not result.response.content
