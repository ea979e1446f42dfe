"""The correspondence clock through the real bot (SimCord, virtual days): banks, vacation days,
quiet hours in players' own time zones, away periods, restarts between any two steps.

Expected times are worked out from issue 32's figures (daily: 1 day to start, +1 day a move, at
most 3 days; 14 vacation days; quiet hours 23:00-08:00 by default), not read back from the code.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import discord
import pytest

from bot.app import GameHostBot
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    dms,
    embed_text,
    fresh,
    hand_message,
    is_card,
    press_action,
    press_random,
    restart,
    table_state,
)

HOUR = 3600
DAY = 24 * HOUR

# No pictures (tests/e2e/conftest.py): the clock is in the texts; drawing was more than half of this file's
# CPU (52 -> 24 s)
pytestmark = [pytest.mark.simcord(settle_timeout=60), pytest.mark.usefixtures("no_pictures")]


def thread_lines(world: World, channel: Any = None) -> list[str]:
    (thread,) = (channel or world.channel).threads
    return [m.content for m in thread.history()]


async def click(world: World, member: Any, game: Any, seat: int, rng: random.Random) -> None:
    """One sensible click from the member's DM hand (the engine's heuristic, now and then a random control)."""
    _, state = await table_state(world.env.bot, 1)
    actions = game.legal_actions(state, seat)
    choice = game.heuristic_action(game.view(state, seat), actions, rng)
    if choice is None or rng.random() < 0.2:
        result = await press_random(member.user, hand_message(member), rng)
    else:
        result = await press_action(member.user, hand_message(member), actions.index(choice))
    assert result.acknowledged and not result.response.content, result.response.content


async def open_and_start(world: World, game_id: str, **options: Any) -> tuple[Any, list[Any]]:
    game = GAMES[game_id]
    players = [world.ana, world.bo, world.cy, world.dee][: max(2, game.min_players)]
    opened = await world.ana.slash(world.channel, "game new", game=game_id, **options)
    assert not opened.ephemeral, opened.response.content
    for member in players[1:]:
        assert (await member.click(opened.response, label="Join")).acknowledged
    assert (await world.ana.click(opened.response, label="Start")).acknowledged
    return opened.response, players


CASES = [pytest.param(g, v, id=f"{g}-vacation-{v}") for g in GAMES for v in ("on", "off")]


@pytest.mark.parametrize(("game_id", "vacation"), CASES)
async def test_a_daily_game_survives_a_silence_longer_than_the_bank(
    world: World, bot_factory: Callable[[], GameHostBot], game_id: str, vacation: str
) -> None:
    """Bo answers within an hour, so his bank grows to its cap (3 days); then he is silent for 3 days
    and 6 hours: the bank runs out after 3 days, and a vacation day is spent and announced (vacation
    on) or the AI plays for him (vacation off). He comes back, and the game goes on (to its end with
    vacation on; for 20 more moves with vacation off, which is the same game from there on)."""
    game = GAMES[game_id]
    rng = random.Random(game_id)
    lobby, players = await open_and_start(world, game_id, pace="daily", vacation=vacation)
    members = {m.id: m for m in players}
    silent_done = False
    steps = moves_after = 0
    for steps in range(3000):
        if steps and steps % 60 == 0:
            await restart(world, bot_factory)
        bot = world.env.bot
        await bot.service.wait_idle()
        table, state = await table_state(bot, 1)
        if table.status == "finished":
            break
        waiting = sorted(game.waiting_for(state))
        bo_seat = table.seat_of(world.bo.id)
        bo_bank = table.seats[bo_seat].bank_seconds  # type: ignore[index]
        if not silent_done and waiting == [bo_seat] and bo_bank == 3 * DAY:
            silent_done = True
            before = table.version
            lines_before = len(thread_lines(world))
            await world.env.advance_time(3 * DAY - HOUR)
            assert (await table_state(world.env.bot, 1))[0].version == before, "a bank of 3 days lasts 3 days"
            await restart(world, bot_factory)  # the bank runs out while the bot is restarted
            await world.env.advance_time(HOUR + 6 * HOUR)
            await world.env.bot.service.wait_idle()
            new = thread_lines(world)[lines_before:]
            log = await world.env.bot.store.actions(1)
            if vacation == "on":
                said = [line for line in new if "used a vacation day; 13 left" in line]
                assert len(said) == 1 and "Bo" in said[0], new
                assert not any(a.by_ai for a in log), "a vacation day, not the AI"
                assert (await table_state(world.env.bot, 1))[0].version == before, "Bo's move still awaits him"
                assert await world.env.bot.service.vacation_balance(world.bo.id) == 13
            else:
                assert any("time ran out" in line and "Bo" in line for line in new), new
                assert any(a.by_ai and a.seat == bo_seat for a in log), "vacation off: the AI played for Bo"
            continue
        await world.env.advance_time(rng.randrange(5, 60) * 60)  # everyone answers within the hour
        table, state = await table_state(world.env.bot, 1)
        if table.status == "finished":
            break
        bo_seat = table.seat_of(world.bo.id)
        seat = min(game.waiting_for(state), key=lambda s: (s == bo_seat, s))  # Bo last: a secret bid waits for him
        await click(world, members[table.seats[seat].user_id], game, seat, rng)  # type: ignore[index]
        moves_after += silent_done
        if vacation == "off" and moves_after >= 20:
            break  # the silence is over and the game went on (a whole game is played with vacation on)
    table, _ = await table_state(world.env.bot, 1)
    assert silent_done, "Bo's bank reached its cap of 3 days"
    if vacation == "off" and table.status != "finished":
        assert moves_after >= 20, "the game went on after the silence"
        return
    assert table.status == "finished" and table.outcome, f"{game_id} did not end in {steps} steps"
    log = await world.env.bot.store.actions(1)
    bo_seat = table.seat_of(world.bo.id)
    ai_moves = [a for a in log if a.by_ai]
    if vacation == "on":
        assert ai_moves == [], "nobody lost a move to the clock"
    else:
        assert {a.seat for a in ai_moves} == {bo_seat}, "only the silent player's moves went to the AI"
    assert "game over" in embed_text(fresh(world.channel, table.message_id or lobby.id))


async def test_two_secret_bids_run_two_clocks_at_once(world: World) -> None:
    """Chachapoya's bids are secret and simultaneous: each bidder's bank runs while that bidder is
    awaited, and stops when they bid."""
    game = GAMES["chachapoya"]
    rng = random.Random(2)
    await open_and_start(world, "chachapoya", pace="daily")
    members = {m.id: m for m in (world.ana, world.bo, world.cy)}
    table, state = await table_state(world.env.bot, 1)
    while state.phase != "bid":  # the opening offer is one player's: play it at once
        (seat,) = game.waiting_for(state)
        await click(world, members[table.seats[seat].user_id], game, seat, rng)  # type: ignore[index]
        table, state = await table_state(world.env.bot, 1)
    bidders = sorted(game.waiting_for(state))
    assert len(bidders) >= 2, "at least two secret bids are awaited at once"
    waits = {w.seat: w for w in await world.env.bot.store.waits(1)}
    assert len({waits[s].due_at for s in bidders}) == 1, "their clocks started together"
    elapsed, expected = 0, {}
    for seat, wait_for in zip(bidders, (2 * HOUR, 3 * HOUR, 5 * HOUR), strict=False):  # after 2 h, 5 h, 10 h
        await world.env.advance_time(wait_for)
        elapsed += wait_for
        table, _ = await table_state(world.env.bot, 1)
        await click(world, members[table.seats[seat].user_id], game, seat, rng)  # type: ignore[index]
        expected[seat] = 2 * DAY - elapsed  # 1 day - the hours it took + 1 day (under the 3-day cap)
    table, _ = await table_state(world.env.bot, 1)
    assert {s: table.seats[s].bank_seconds for s in bidders} == expected


QUIET = {"Ana": (ZoneInfo("Pacific/Auckland"), 22, 7), "Bo": (ZoneInfo("Europe/Berlin"), 23, 8)}


def in_quiet_hours(moment: datetime, who: str) -> bool:
    zone, start, end = QUIET[who]
    hour = moment.astimezone(zone)
    minutes = hour.hour * 60 + hour.minute
    return minutes >= start * 60 or minutes < end * 60


async def test_quiet_hours_in_auckland_and_berlin_across_the_end_of_march(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    """Ana in Auckland (quiet 22:00-07:00), Bo in Berlin (default 23:00-08:00) play from 26 March to
    about 6 April 2026: Berlin moves to summer time on 29 March, Auckland leaves it on 5 April. No
    your-move DM or reminder reaches either inside their quiet hours (by the DM's own time, in their
    zone), and Ana's bank, due at 03:00 her time, runs out at 07:00 instead."""
    env = world.env
    start = datetime(2026, 3, 26, 14, 0, tzinfo=UTC)  # 03:00 on 27 March in Auckland, 15:00 in Berlin
    await env.advance_time((start - discord.utils.utcnow()).total_seconds())
    answer = await world.ana.slash(world.channel, "game settings", time_zone="pacific/auckland", quiet_hours="22-7")
    assert "Pacific/Auckland" in answer.response.content and "22:00–07:00" in answer.response.content
    answer = await world.bo.slash(world.channel, "game settings", time_zone="Europe/Berlin")
    assert "23:00–08:00" in answer.response.content, "the default quiet hours once a zone is set"
    game = GAMES["capybara"]
    await open_and_start(world, "capybara", pace="daily", vacation="off")
    members = {world.ana.id: world.ana, world.bo.id: world.bo}
    names = {world.ana.id: "Ana", world.bo.id: "Bo"}
    rng = random.Random(5)
    # Each push re-posts the player's "Your turns" DM and deletes the one before (issue 33): note
    # every DM without an embed (not a hand) when it comes, with the time it came.
    pushed: dict[int, dict[int, datetime]] = {world.ana.id: {}, world.bo.id: {}}

    def note_pushes() -> None:
        for member in (world.ana, world.bo):
            for m in dms(member):
                if not is_card(m):
                    pushed[member.id].setdefault(m.id, m.created_at)

    table, state = await table_state(env.bot, 1)
    (seat,) = game.waiting_for(state)
    if table.seats[seat].user_id == world.bo.id:
        await click(world, world.bo, game, seat, rng)  # Bo, awake, answers at once: Ana's clock starts now
        table, state = await table_state(env.bot, 1)
        (seat,) = game.waiting_for(state)
    ana_wait = {w.seat: w for w in await env.bot.store.waits(1)}[seat]
    auckland = QUIET["Ana"][0]
    assert ana_wait.due_at is not None
    # her bank of 1 day would run out at 03:00 on 28 March, her time: it runs out at 07:00 instead
    assert ana_wait.due_at.astimezone(auckland) == datetime(2026, 3, 28, 7, 0, tzinfo=auckland)
    await env.advance_time((ana_wait.due_at - discord.utils.utcnow()).total_seconds() - 60)
    assert (await table_state(env.bot, 1))[0].version == table.version, "not in her sleep"
    await env.advance_time(120)
    assert (await table_state(env.bot, 1))[0].version > table.version, "at 07:00 her time, the AI played for her"
    for step in range(400):
        if step % 25 == 24:
            await restart(world, bot_factory)
        table, state = await table_state(env.bot, 1)
        if table.status == "finished" or discord.utils.utcnow() > datetime(2026, 4, 7, tzinfo=UTC):
            break
        (seat,) = game.waiting_for(state)
        member = members[table.seats[seat].user_id]  # type: ignore[index]
        # answer somewhere between 20 minutes and 20 hours later, at any hour of the day or night
        for _ in range(4):  # in steps, so that a push replaced later is seen
            await env.advance_time(rng.randrange(20, 20 * 60) * 15)
            note_pushes()
        table, state = await table_state(env.bot, 1)
        if table.status == "finished" or seat not in game.waiting_for(state):
            continue
        await click(world, member, game, seat, rng)
    assert discord.utils.utcnow() > datetime(2026, 4, 1, tzinfo=UTC) or table.status == "finished"
    note_pushes()
    for member in (world.ana, world.bo):
        told = list(pushed[member.id].values())
        assert len(told) >= 3, f"{names[member.id]} was told of their moves"
        loud = [when for when in told if in_quiet_hours(when, names[member.id])]
        assert loud == [], f"DMs to {names[member.id]} inside their quiet hours: {loud}"


async def test_away_pauses_every_clock_of_the_player_in_every_table_and_server(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    """Ana plays at three tables in two servers. `/game away days:3` pauses her clock at each (each
    thread says so once), restarts change nothing, and `/game away end:True` after a day and a half
    brings her back and returns the whole day not used."""
    env = world.env
    other = env.create_guild("Other Server")
    elsewhere = other.create_text_channel("play")
    ana2, bo2 = (other.add_member(m.user) for m in (world.ana, world.bo))
    for channel, (host, guest) in ((world.channel, (world.ana, world.bo)), (elsewhere, (ana2, bo2))):
        for _ in range(2 if channel is world.channel else 1):
            opened = await host.slash(channel, "game new", game="capybara", pace="daily")
            await guest.click(opened.response, label="Join")
            await host.click(opened.response, label="Start")
    store = env.bot.store
    ana_waits_before = {w.table_id: w for w in await store.user_waits(world.ana.id)}
    assert ana_waits_before, "Ana is awaited at one table at least"
    await env.advance_time(2 * HOUR)
    answer = await world.ana.slash(world.channel, "game away", days=3)
    assert (
        answer.ephemeral
        and "You are away until" in answer.response.content
        and "11 vacation days left" in (answer.response.content)
    )
    await restart(world, bot_factory)

    async def said(table_id: int, words: str) -> list[str]:
        table, _ = await table_state(env.bot, table_id)
        channel = world.channel if table.guild_id == world.guild.id else elsewhere
        (thread,) = [t for t in channel.threads if t.id == table.thread_id]
        return [m.content for m in thread.history() if words in m.content and "Ana" in m.content]

    for table_id in (1, 2, 3):
        assert len(await said(table_id, "is away until")) == 1, "each table's thread says it once"
    for table_id, before in ana_waits_before.items():
        after = {w.seat: w for w in await env.bot.store.waits(table_id)}[before.seat]
        assert after.due_at == before.due_at + timedelta(days=3), "her clock stops for the 3 days"
    await env.advance_time(DAY + 12 * HOUR)  # longer than her bank would have lasted
    await restart(world, bot_factory)
    for table_id in ana_waits_before:
        log = await env.bot.store.actions(table_id)
        assert not any(a.by_ai for a in log), "nothing timed out while she was away"
    back = await world.ana.slash(world.channel, "game away", end=True)
    assert "Welcome back" in back.response.content and "12 vacation days left" in back.response.content
    for table_id, before in ana_waits_before.items():
        after = {w.seat: w for w in await env.bot.store.waits(table_id)}[before.seat]
        now = discord.utils.utcnow()
        assert after.due_at is not None and abs((after.due_at - now) - timedelta(hours=22)) < timedelta(minutes=1)
    for table_id in (1, 2, 3):
        assert len(await said(table_id, "is back")) == 1, "each table's thread says she is back, once"


@pytest.mark.parametrize("zone_name", ["Pacific/Auckland", "Europe/Warsaw", None])
async def test_away_until_a_date_ends_at_midnight_where_the_player_lives(world: World, zone_name: str | None) -> None:
    """`/game away until:` names a day of the player's calendar: in Auckland the clocks run again at
    midnight Auckland time, in Warsaw at midnight there, without a time zone at midnight UTC."""
    ana = world.ana
    if zone_name is not None:
        assert (await ana.slash(world.channel, "game settings", time_zone=zone_name)).ephemeral
    day = (discord.utils.utcnow() + timedelta(days=5)).date()
    answer = await ana.slash(world.channel, "game away", until=day.isoformat())
    assert answer.ephemeral and "You are away until" in answer.response.content, answer.response.content
    stored = (await world.env.bot.service.person(ana.id))[1].away_until
    expected = datetime.combine(day + timedelta(days=1), datetime.min.time(), ZoneInfo(zone_name or "UTC"))
    assert stored == expected.astimezone(UTC)
    assert f"<t:{int(expected.timestamp())}:F>" in answer.response.content


async def test_bad_clock_settings_are_refused_and_change_nothing(world: World) -> None:
    ana = world.ana
    before = (await world.env.bot.service.person(ana.id))[1]
    cases = [
        ({"time_zone": "Mars/Olympus_Mons"}, "is not a time zone I know"),
        ({"time_zone": "Europe/Warsaw", "quiet_hours": "after dinner"}, "are not quiet hours I can read"),
        ({"quiet_hours": "22:00-07:00"}, "Quiet hours need your time zone"),
    ]
    for options, said in cases:
        answer = await ana.slash(world.channel, "game settings", **options)
        assert (
            answer.ephemeral and said in answer.response.content and "Nothing was changed" in (answer.response.content)
        )
        assert (await world.env.bot.service.person(ana.id))[1] == before
    too_many = await ana.slash(world.channel, "game away", days=20)
    assert "you have 14 vacation days left" in too_many.response.content and "Nothing was changed" in (
        too_many.response.content
    )
    bad_date = await ana.slash(world.channel, "game away", until="next friday")
    assert "YYYY-MM-DD" in bad_date.response.content
    not_away = await ana.slash(world.channel, "game away", end=True)
    assert "You are not away" in not_away.response.content
    assert (await world.env.bot.service.person(ana.id))[1] == before
    status = await ana.slash(world.channel, "game away")
    assert "You have 14 vacation days" in status.response.content


async def test_browse_and_back_in_inka_neither_restart_nor_extend_the_clock(world: World) -> None:
    """Issue 30's stalling loophole: each Browse or Back was a new decision with a fresh deadline, so
    a player could hold the table for ever. Steps inside one turn now leave the clock running."""
    game = GAMES["inka"]
    rng = random.Random(3)
    await open_and_start(world, "inka", pace="daily")
    members = {world.ana.id: world.ana, world.bo.id: world.bo}
    for _ in range(60):
        table, state = await table_state(world.env.bot, 1)
        (seat,) = game.waiting_for(state)
        if any(getattr(a, "kind", "") == "browse" for a in game.legal_actions(state, seat)):
            break
        await click(world, members[table.seats[seat].user_id], game, seat, rng)  # type: ignore[index]
    else:
        pytest.fail("no Browse was offered")
    member = members[table.seats[seat].user_id]  # type: ignore[index]
    bank_before = table.seats[seat].bank_seconds
    before = {w.seat: w for w in await world.env.bot.store.waits(1)}[seat]
    shown = embed_text(hand_message(member))
    assert "Your clock runs out <t:" in shown, "the hand shows the player's own clock"
    await world.env.advance_time(2 * HOUR)
    for step in ("browse", "back", "browse", "back"):
        _, state = await table_state(world.env.bot, 1)
        actions = game.legal_actions(state, seat)
        index = next(i for i, a in enumerate(actions) if getattr(a, "kind", "") == step)
        result = await press_action(member.user, hand_message(member), index)
        assert result.acknowledged and not result.response.content
        await world.env.advance_time(10 * 60)
    table, _ = await table_state(world.env.bot, 1)
    after = {w.seat: w for w in await world.env.bot.store.waits(1)}[seat]
    assert table.version >= 4 and after.since != before.since, "four steps were made"
    assert (after.started_at, after.due_at) == (before.started_at, before.due_at), "the clock ran on"
    assert table.seats[seat].bank_seconds == bank_before, "no time was added"


async def test_the_paces_are_offered_and_explained(world: World) -> None:
    """`/game new` offers the four paces by name and figures; `/game rules` lists them; the hand of a
    player who is not awaited shows their bank."""
    rules = await world.ana.slash(world.channel, "game rules", game="capybara")
    text = embed_text(rules.response)
    for line in (
        "live: 5 minutes to start, +1 minute a move, at most 10 minutes",
        "daily: 1 day to start, +1 day a move, at most 3 days",
        "relaxed: 3 days to start, +1 day a move, at most 1 week",
        "none: no clock, the table waits for ever",
    ):
        assert line in text, line
    await open_and_start(world, "capybara", pace="relaxed")
    table, state = await table_state(world.env.bot, 1)
    (seat,) = GAMES["capybara"].waiting_for(state)
    idle = world.bo if table.seats[seat].user_id == world.ana.id else world.ana
    assert "Your bank: 3 days" in embed_text(hand_message(idle))
