"""Forgetting a player and deleting a server's tables, on SQLite and PostgreSQL alike (the same steps,
the same transactions), and a forget request a crash interrupted, finished by the next start-up."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from typing import Any

import pytest_asyncio

from bot.privacy import GUILD_GRACE, Privacy
from bot.ratings import RatingBook
from bot.replays import export_of
from bot.service import TableService
from db.notifications import numbered
from db.privacy import FORMER_PLAYER
from db.store import Store
from tests.finished_games import AI_ITERATIONS, Ticking, finished_game, seat_table
from tests.privacy_search import found

GAME = "chachapoya"
ZO, ANA, BO = 4242424242424242, 1111, 2222
NAME = f"user{ZO}"  # seat_table's names


@pytest_asyncio.fixture
async def service(new_store: Callable[[], Store]) -> AsyncIterator[TableService]:
    store = new_store()  # SQLite, then PostgreSQL
    await store.open()
    svc = TableService(store, clock=Ticking(), rng=random.Random(9), ai_iterations=AI_ITERATIONS)
    svc.new_store = new_store  # type: ignore[attr-defined]
    yield svc
    await svc.shutdown()
    await store.close()


async def zofias_world(service: TableService) -> dict[str, Any]:
    """Two finished games, a game she left earlier (an AI holds "Name (AI)"), one she still plays, a lobby she hosts."""
    done = [await finished_game(service, GAME, [ANA, ZO, BO], seed=s) for s in (1, 2)]
    left = await seat_table(service, GAME, [ANA, ZO])
    await service.start(left, ANA)
    await service.leave_game(left, ZO)  # writes a line naming her (<name:...>) to the outbox
    posted = await seat_table(service, GAME, [ANA, ZO])
    await service.start(posted, ANA)
    await service.leave_game(posted, ZO)  # the same line, posted in the thread: kept for the table card
    await service.store.delete_lines(posted, (await service.store.pending_lines(posted))[-1][0])
    playing = await seat_table(service, GAME, [ANA, ZO])
    await service.start(playing, ANA)
    hosted = await seat_table(service, GAME, [ZO, BO])
    await service.store.set_notify(ZO, False)
    await service.store.set_quiet_hours(ZO, "Europe/Warsaw", "22:00", "07:00")
    # how the bot reaches her (issue 33) and what a server's admins and tournaments keep of her (issue 37)
    store = service.store
    await store.toggle_mute(ZO, playing)
    await store.follow(ZO, hosted)
    await store.set_dashboard(ZO, 5, 6)
    await store.schedule_push(ZO, "push", service.clock())
    now = service.clock().isoformat()
    for sql, args in [
        (
            "INSERT INTO tournaments (id, guild_id, channel_id, organiser_id, game, format, rounds, pace, seats,"
            " status, created_at) VALUES (7, 1, 2, ?, ?, 'swiss', 3, 'daily', 2, 'running', ?)",
            (ZO, GAME, now),
        ),
        (
            "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at) VALUES (7, ?, ?, ?)",
            (ZO, NAME, now),
        ),
        ("INSERT INTO tournament_games (tournament_id, round, pod, players) VALUES (7, 1, 0, ?)", (f"[{ANA}, {ZO}]",)),
        (
            "INSERT INTO server_setting_changes (guild_id, name, value, user_id, changed_at)"
            " VALUES (1, 'pace', 'live', ?, ?)",
            (ZO, now),
        ),
        ("INSERT INTO seasons (guild_id, name, started_at, started_by) VALUES (1, 'Spring', ?, ?)", (now, ZO)),
    ]:
        if hasattr(store, "_fetch"):  # PostgreSQL
            await store._execute(numbered(sql), *args)  # type: ignore[attr-defined]
        else:
            await store._exec(sql, args)  # type: ignore[attr-defined]
    return {"done": [t.id for t in done], "left": left, "playing": playing, "hosted": hosted}


async def ratings(store: Store) -> dict[str, int]:
    return {k: p.rating for k, p in (await RatingBook(store).ratings(1, GAME)).players.items()}


async def test_forgetting_leaves_no_trace_and_keeps_the_others_games_and_ratings(service: TableService) -> None:
    world = await zofias_world(service)
    where = {(table, column) for table, column, _ in await found(service.store, ZO, [NAME])}
    # the search sees her everywhere she is: her seats (id, name), a seat left to an AI ("Name (AI)"),
    # the lobby she hosts, her settings, and the waiting line that names her
    assert {("seats", "user_id"), ("seats", "name"), ("tables", "host_id"), ("user_settings", "user_id")} <= where
    assert ("outbox", "text") in where and ("recent_lines", "text") in where
    assert {("follows", "user_id"), ("tournament_players", "name"), ("seasons", "started_by")} <= where
    before = await ratings(service.store)
    exported = await export_of(service.store, await service.table(world["done"][0]))
    await Privacy(service).forget(ZO, [NAME])
    assert await found(service.store, ZO, [NAME]) == []
    after = await ratings(service.store)
    (alias,) = [k for k in after if k.startswith("u:-")]  # her seats' new random id, tied to nobody
    assert f"u:{ZO}" not in after and after.pop(alias) == before.pop(f"u:{ZO}")
    assert after == before
    doc = await export_of(service.store, await service.table(world["done"][0]))
    assert [s.name for s in doc.seats] == [f"user{ANA}", FORMER_PLAYER, f"user{BO}"]
    assert doc.actions == exported.actions and doc.outcome == exported.outcome
    assert (await service.table(world["left"])).seats[1].name == FORMER_PLAYER + " (AI)"
    playing = await service.table(world["playing"])
    assert playing.status == "running" and playing.seats[1].is_ai
    assert (await service.table(world["hosted"])).status == "cancelled"
    assert await service.store.user_languages(ZO) == (None, None)
    # coming back: a fresh start
    assert await service.store.tables_of_user(ZO, ("lobby", "running", "finished", "cancelled")) == []
    assert await service.store.notify_enabled(ZO)


async def test_a_forget_request_interrupted_halfway_is_finished_at_the_next_start(service: TableService) -> None:
    world = await zofias_world(service)
    privacy = Privacy(service)
    await privacy.db.request_forget(ZO, [NAME], service.clock())
    await privacy.db.scrub_table(ZO, world["done"][0])  # one table cleaned, then the process died
    left = await found(service.store, ZO, [NAME])
    assert {t for t, _, _ in left} >= {"seats", "user_settings", "forget_requests", "forget_tables"}
    assert len(await privacy.db.forget_tables(ZO)) > 0
    store = service.new_store()  # type: ignore[attr-defined]
    await store.open()
    try:
        restarted = TableService(store, clock=Ticking(), rng=random.Random(1), ai_iterations=AI_ITERATIONS)
        await Privacy(restarted).resume()
        await restarted.shutdown()
        assert await found(store, ZO, [NAME]) == []
        assert await Privacy(restarted).db.pending_forgets() == []
        assert (await restarted.table(world["playing"])).seats[1].is_ai
    finally:
        await store.close()


async def test_a_server_left_is_deleted_after_30_days_unless_the_bot_returns(service: TableService) -> None:
    for guild in (1, 2, 3):
        await finished_game(service, GAME, [ANA, BO], guild=guild)
    privacy = Privacy(service)
    for guild in (1, 2):
        await privacy.guild_removed(guild)
    assert await privacy.guild_returned(2) and not await privacy.guild_returned(3)
    assert await privacy.sweep() == []
    service.clock = lambda: Ticking().now + GUILD_GRACE + timedelta(days=1)  # type: ignore[method-assign]
    assert await privacy.sweep() == [1]
    assert [await privacy.guild_tables(g) for g in (1, 2, 3)] == [0, 1, 1]
    store = service.store
    rows = "SELECT COUNT(*) FROM seasons WHERE guild_id = ?"
    insert = "INSERT INTO seasons (guild_id, name, started_at, started_by) VALUES (?, 'Spring', 'x', ?)"
    for guild in (2, 3):  # a server's admins' rows go with it (issue 37)
        if hasattr(store, "_fetch"):
            await store._execute(numbered(insert), guild, ANA)  # type: ignore[attr-defined]
        else:
            await store._exec(insert, (guild, ANA))  # type: ignore[attr-defined]
    assert await privacy.forget_guild(3) == 1 and await privacy.guild_tables(3) == 0

    async def seasons(guild: int) -> int:
        if hasattr(store, "_fetch"):
            return int((await store._fetch(numbered(rows), guild))[0][0])  # type: ignore[attr-defined]
        return int((await store._exec(rows, (guild,)))[0][0])  # type: ignore[attr-defined]

    assert [await seasons(2), await seasons(3)] == [1, 0]
    assert await privacy.next_sweep() is None
