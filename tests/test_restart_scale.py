"""Restart with many stored tables (issue 40): the start-up pass reads the running tables a page at a
time through an index of its own, so neither a huge query nor a scan of every finished table holds
the database while the first clicks wait."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot import absence
from bot.service import TableService
from db import delivery
from db.pg_store import PgStore
from db.store import SqliteStore, Store
from games import GAMES
from tests.finished_games import finished_game
from tests.toy_game import GAME as TOY

NOW = datetime(2026, 1, 1, tzinfo=UTC)


async def _running_toy_tables(service: TableService, count: int) -> list[int]:
    ids = []
    for n in range(count):
        table = await service.open_table("toy", 1, 10, 100 + n, "host")
        await service.join(table.id, 200 + n, "guest")
        await service.start(table.id, 100 + n)
        ids.append(table.id)
    return ids


async def test_the_start_up_pass_reads_running_tables_in_pages_and_reaches_every_one(
    new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    monkeypatch.setattr(absence, "RESUME_PAGE", 2)
    store = new_store()
    await store.open()
    service = TableService(store, clock=lambda: NOW, rng=random.Random(1))
    try:
        ids = await _running_toy_tables(service, 5)
        lobby = await service.open_table("toy", 1, 10, 900, "host")  # not running: never visited
        for table_id in ids:
            await store.clear_waits(table_id)  # what a crash between two writes of an older version left
        asked: list[tuple[int, int]] = []
        reader = store.running_tables

        async def counted(*, after: int = 0, limit: int = -1) -> Any:
            asked.append((after, limit))
            return await reader(after=after, limit=limit)

        monkeypatch.setattr(store, "running_tables", counted)
        restarted = TableService(store, clock=lambda: NOW, rng=random.Random(2))
        await restarted.resume()
        assert all(limit == 2 for _, limit in asked), "never every running table in one query"
        assert [after for after, _ in asked] == [0, ids[1], ids[3], ids[4]], "each page starts after the last"
        for table_id in ids:
            assert await store.waits(table_id), f"table {table_id}'s waits are back"
        assert not await store.waits(lobby.id)
        await restarted.shutdown()
    finally:
        await service.shutdown()
        await store.close()


def _plan(path: Path, sql: str) -> str:
    raw = sqlite3.connect(path)
    try:
        return " | ".join(str(row[3]) for row in raw.execute(f"EXPLAIN QUERY PLAN {sql}"))
    finally:
        raw.close()


async def test_sqlite_reads_a_page_of_running_tables_through_their_index(tmp_path: Path) -> None:
    path = tmp_path / "many.sqlite3"
    store = SqliteStore(path)
    await store.open()
    try:
        seen: list[str] = []
        await store.conn._execute(lambda: store.conn._conn.set_trace_callback(seen.append))
        await store.running_tables(after=0, limit=500)
        await store.conn._execute(lambda: store.conn._conn.set_trace_callback(None))
    finally:
        await store.close()
    [query] = [sql for sql in seen if "FROM tables" in sql and "running" in sql]
    plan = _plan(path, query)
    assert "tables_running" in plan, plan
    assert "SCAN tables" not in plan, plan


async def test_postgres_reads_a_page_of_running_tables_through_their_index(pg_url: str) -> None:
    store = PgStore(pg_url)
    await store.open()
    try:
        for n in range(3):
            await store._execute(
                "INSERT INTO tables (game, channel_id, host_id, status, created_at) VALUES ('toy', 1, 1, $1, 'x')",
                "running" if n == 1 else "finished",
            )
        assert [t.id for t in await store.running_tables(after=0, limit=500)] == [2]
        assert await store.running_tables(after=2, limit=500) == []
        async with store.pool.acquire() as conn, conn.transaction():  # type: ignore[union-attr]
            await conn.execute("SET LOCAL enable_seqscan = off")  # a few rows: make the planner show its index
            plan = "\n".join(
                r[0]
                for r in await conn.fetch(
                    "EXPLAIN SELECT id FROM tables WHERE status = 'running' AND id > 0 ORDER BY id LIMIT 500"
                )
            )
        assert "tables_running" in plan, plan
    finally:
        await store.close()


async def test_the_catch_up_scan_looks_at_every_table_a_chunk_of_ids_per_query(
    new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    monkeypatch.setattr(delivery, "BEHIND_CHUNK", 2)
    store = new_store()
    await store.open()
    service = TableService(store, clock=lambda: NOW, rng=random.Random(1))
    try:
        ids = await _running_toy_tables(service, 5)  # no painter here: each is behind
        for table_id in ids[1::2]:  # the second and fourth are delivered: message, hands and lines
            table = await service.table(table_id)
            await store.set_painted(table_id, f"running:{table.version}")
            await store.set_hand_version(table_id, [0, 1], table.version)
            await store.delete_lines(table_id, 10**9)
        run = "_exec" if isinstance(store, SqliteStore) else "_fetch"
        reader = getattr(store, run)
        scans: list[str] = []

        async def recorded(sql: str, *args: Any) -> Any:
            if "painted" in sql:
                scans.append(sql)
            return await reader(sql, *args)

        monkeypatch.setattr(store, run, recorded)
        assert await store.tables_behind() == [ids[0], ids[2], ids[4]]
        assert len(scans) == 3, "five tables, two ids per query: three queries, none over every table"
    finally:
        await service.shutdown()
        await store.close()


async def _sql(store: Store, sql: str, *args: Any) -> list[Any]:
    """One statement on either store (``?`` placeholders)."""
    if isinstance(store, SqliteStore):
        return await store._exec(sql, args)
    for n in range(1, len(args) + 1):
        sql = sql.replace("?", f"${n}", 1)
    return list(await store._fetch(sql, *args))  # type: ignore[attr-defined]


async def test_history_totals_follow_every_finish_deletion_and_move_without_counting_the_history(
    new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The "page 1 of N" of a busy server's history: counting its 810,000 finished tables took 60 ms a page;
    the totals are kept by the database as tables finish, go or move, and always equal a plain count."""
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    store = new_store()
    await store.open()
    service = TableService(store, clock=lambda: NOW, rng=random.Random(1))
    try:
        for guild, seed in ((1, 1), (1, 2), (2, 3)):
            await finished_game(service, "toy", [100, 200], seed=seed, guild=guild)
        await _running_toy_tables(service, 1)  # running: not in the history
        await _sql(
            store,
            "INSERT INTO tables (game, guild_id, channel_id, host_id, status, created_at, ended_at)"
            " VALUES ('chachapoya', 1, 1, 1, 'finished', 'x', 'y')",
        )

        async def agree() -> None:
            for guild in (1, 2, 3):
                for game in (None, "toy", "chachapoya"):
                    counted = "SELECT COUNT(*) FROM tables WHERE guild_id = ? AND status = 'finished'"
                    if game:
                        plain = (await _sql(store, counted + " AND game = ?", guild, game))[0][0]
                    else:
                        plain = (await _sql(store, counted, guild))[0][0]
                    _, total = await store.finished_tables(guild_id=guild, game=game)
                    assert total == plain, (guild, game)

        await agree()
        assert (await store.finished_tables(guild_id=1))[1] == 3
        await _sql(store, "UPDATE tables SET guild_id = 3 WHERE id = 1")  # moved to another server
        await _sql(store, "DELETE FROM tables WHERE id = 2")
        await _sql(store, "UPDATE tables SET status = 'cancelled' WHERE id = 3")  # no longer finished
        await agree()
        assert (await store.finished_tables(guild_id=1))[1] == 1
        assert (await store.finished_tables(guild_id=3))[1] == 1

        run = "_exec" if isinstance(store, SqliteStore) else "_fetch"
        reader = getattr(store, run)
        ran: list[str] = []

        async def recorded(sql: str, *args: Any) -> Any:
            ran.append(sql)
            return await reader(sql, *args)

        monkeypatch.setattr(store, run, recorded)
        await store.finished_tables(guild_id=1)
        await store.finished_tables(guild_id=1, game="toy")
        assert not [sql for sql in ran if "COUNT(" in sql], "the total is read, not counted over the history"
    finally:
        await service.shutdown()
        await store.close()


async def test_the_autocomplete_finds_numbers_by_prefix_highest_first_through_an_index(
    new_store: Callable[[], Store],
) -> None:
    """Typing a digit in /game replay's table number walked a busy server's whole history (150-200 ms)."""
    store = new_store()
    await store.open()
    try:
        wanted = [1, 5, 10, 12, 19, 20, 100, 123, 150, 199, 200, 1000, 1999, 2000]
        for table_id in range(1, 2101):
            guild = 1 if table_id in wanted or table_id % 7 == 0 else 2
            status = "finished" if table_id in wanted or table_id % 3 else "running"
            await _sql(
                store,
                "INSERT INTO tables (id, game, guild_id, channel_id, host_id, status, created_at, ended_at)"
                " VALUES (?, 'toy', ?, 1, 1, ?, 'x', ?)",
                table_id,
                guild,
                status,
                f"2026-01-01T00:00:{2100 - table_id:05d}",  # ended in the reverse order of their numbers
            )
        rows = await _sql(store, "SELECT id FROM tables WHERE guild_id = 1 AND status = 'finished'")
        here = sorted((int(r[0]) for r in rows), reverse=True)
        for prefix in ("1", "19", "2", "0", "123", "5"):
            expected = [i for i in here if str(i).startswith(prefix)][:25]
            assert await store.finished_ids(guild_id=1, user_id=1, prefix=prefix) == expected, prefix
        assert len(await store.finished_ids(guild_id=1, user_id=1, prefix="1")) == 25
        if isinstance(store, SqliteStore):
            seen: list[str] = []
            await store.conn._execute(lambda: store.conn._conn.set_trace_callback(seen.append))
            await store.finished_ids(guild_id=1, user_id=1, prefix="1")
            await store.conn._execute(lambda: store.conn._conn.set_trace_callback(None))
            [query] = [sql for sql in seen if "UNION ALL" in sql]
            plan = _plan(Path(store.path), query)
            # index ranges of numbers (tables_by_channel holds them), never the server's history in finished order
            assert plan.count("rowid>? AND rowid<?") == plan.count("SEARCH tables") > 0, plan
            assert "SCAN tables" not in plan and "history_by_guild" not in plan, plan
    finally:
        await store.close()


async def test_a_cached_leaderboard_checks_its_count_without_reading_every_finished_table(tmp_path: Path) -> None:
    """Ratings check their cache by counting a game's finished tables with an outcome up to a mark:
    reading each of them took 170 ms a leaderboard at 160,000 games; only those after the mark are read."""
    store = SqliteStore(tmp_path / "rated.sqlite3")
    await store.open()
    try:
        seen: list[str] = []
        await store.conn._execute(lambda: store.conn._conn.set_trace_callback(seen.append))
        await store.count_finished(1, "toy", through=("2026-01-01", 5))
        await store.conn._execute(lambda: store.conn._conn.set_trace_callback(None))
    finally:
        await store.close()
    [query] = [sql for sql in seen if "COUNT(" in sql]
    plan = _plan(tmp_path / "rated.sqlite3", query)
    assert "rated_by_guild_game (guild_id=? AND game=? AND ended_at>?)" in plan, plan
    assert "ended_at<?" not in plan, plan


async def test_the_count_ratings_check_equals_a_plain_count_through_every_change(
    new_store: Callable[[], Store],
) -> None:
    store = new_store()
    await store.open()
    insert = (
        "INSERT INTO tables (id, game, guild_id, channel_id, host_id, status, outcome, created_at, ended_at)"
        " VALUES (?, ?, ?, 1, 1, ?, ?, 'x', ?)"
    )
    won = '{"ranks": [1, 2], "winners": [0]}'
    try:
        for table_id in range(1, 21):
            ended = f"2026-01-01T00:{table_id:02d}"
            game = "toy" if table_id % 4 else "chachapoya"
            await _sql(store, insert, table_id, game, 1 + table_id % 2, "finished", won, ended)

        async def agree(mark: tuple[str, int]) -> None:
            for guild in (1, 2, 3):
                for game in ("toy", "chachapoya"):
                    plain = await _sql(
                        store,
                        "SELECT COUNT(*) FROM tables WHERE guild_id = ? AND game = ? AND status = 'finished'"
                        " AND outcome IS NOT NULL AND (ended_at < ? OR (ended_at = ? AND id <= ?))",
                        guild,
                        game,
                        mark[0],
                        mark[0],
                        mark[1],
                    )
                    assert await store.count_finished(guild, game, through=mark) == plain[0][0], (guild, game, mark)

        for mark in (("2026-01-01T00:10", 10), ("2026-01-01T00:20", 20), ("2026-01-01T00:05", 99)):
            await agree(mark)
        await _sql(store, insert, 21, "toy", 1, "finished", won, "2026-01-01T00:03")  # finished "in the past"
        await _sql(store, insert, 22, "toy", 1, "finished", None, "2026-01-01T00:04")  # no outcome: not rated
        await _sql(store, "UPDATE tables SET outcome = NULL WHERE id = 2")
        await _sql(store, "UPDATE tables SET guild_id = 3 WHERE id = 3")
        await _sql(store, "UPDATE tables SET status = 'cancelled' WHERE id = 5")
        await _sql(store, "DELETE FROM tables WHERE id = 7")
        await _sql(store, "UPDATE tables SET outcome = ? WHERE id = 22", won)
        for mark in (("2026-01-01T00:10", 10), ("2026-01-01T00:20", 20), ("2026-01-01T00:03", 21)):
            await agree(mark)
    finally:
        await store.close()
