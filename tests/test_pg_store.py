"""PostgreSQL as the second store: same answers as SQLite, its own migrations, clear start-up errors."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.decisions import plan_move
from bot.service import TableService
from db import make_store
from db.pg_store import PgStore, redacted
from db.schema import StoreError
from db.store import SqliteStore, Store
from games import GAMES
from tests.finished_games import play_out, seat_table
from tests.toy_game import GAME as TOY

ROOT = Path(__file__).resolve().parent.parent
#: the numbers of the PostgreSQL migration files (NNN_name.sql), read from the folder
PG_MIGRATIONS = sorted(int(p.name[:3]) for p in (ROOT / "db" / "migrations_pg").glob("*.sql"))


class Stepped:
    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def step(self) -> None:
        self.now += timedelta(minutes=1)


async def history_of_a_small_server(store: Store) -> dict[str, Any]:
    """Play the same script on a store and return every query's answer (what the service and cogs read)."""
    # Time moves only between steps: background readers of the clock (the deadline task) then
    # cannot make the two runs stamp different times.
    clock = Stepped()
    service = TableService(store, clock=clock, rng=random.Random(5))
    try:
        await store.open()
        for n, users in enumerate([[100, 200], [200, 300, 100], [100, 300]]):
            clock.step()
            tid = await seat_table(service, "toy", users, guild=1 + n % 2)
            await service.start(tid, users[0])
            clock.step()
            await play_out(service, tid, random.Random(n))
        clock.step()
        running = await seat_table(service, "toy", [300, 400])
        await service.add_ai(running, 300, "easy")
        await service.start(running, 300)
        await service.wait_idle()
        await service.leave_game(running, 400)  # a seat handed to an AI mid-game
        await service.wait_idle()
        lobby = await seat_table(service, "toy", [500, 600])
        await service.leave_lobby(lobby, 600)
        cancelled = await seat_table(service, "toy", [700])
        await service.cancel(cancelled, 700)
        await store.set_notify(100, False)
        ids = range(1, cancelled + 2)  # one past the last: None on both
        answers: dict[str, Any] = {
            "tables": [await store.get_table(i) for i in ids],
            "actions": [await store.actions(i) for i in ids],
            "snapshots": [await store.snapshot(i) for i in ids],
            "waits": [await store.waits(i) for i in ids],
            "lines": [[text for _, text in await store.pending_lines(i)] for i in ids],
            "in_guild": [await store.tables_in_guild(g, s) for g in (1, 2) for s in (("lobby",), ("finished",))],
            "of_user": [await store.tables_of_user(u) for u in (100, 300, 400, 500)],
            "running": await store.running_tables(),
            "behind": await store.tables_behind(),
            "unnotified": await store.unnotified_waits(),
            "next_timer": await store.next_timer(),
            "notify": [await store.notify_enabled(u) for u in (100, 200)],
            "pages": [
                await store.finished_tables(guild_id=1, limit=1, offset=1),
                await store.finished_tables(user_id=100),
                await store.finished_tables(guild_id=1, user_id=300, game="toy"),
            ],
            "ids": [
                await store.finished_ids(guild_id=1, user_id=100),
                await store.finished_ids(guild_id=None, user_id=100, prefix="3"),
            ],
            "stats": [await store.player_stats(1, u) for u in (100, 200, 300)],
            "games": await store.finished_games(1, "toy"),
            "games_after": await store.finished_games(1, "toy", after=("2026-01-01T00:03:00+00:00", 1)),
            "count": await store.count_finished(1, "toy", through=("9999", 99)),
            "rated": await store.rated_games(1),
        }
        return answers
    finally:
        await service.shutdown()
        await store.close()


async def test_both_stores_answer_every_query_alike(tmp_path: Path, pg_url: str, monkeypatch: Any) -> None:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    on_sqlite = await history_of_a_small_server(SqliteStore(tmp_path / "same.sqlite3"))
    on_postgres = await history_of_a_small_server(PgStore(pg_url))
    assert on_sqlite["stats"][0] and on_sqlite["unnotified"] and on_sqlite["games"], "the script exercises them"
    assert any(t and t.status == "running" for t in on_sqlite["tables"])
    for key, answer in on_sqlite.items():
        assert on_postgres[key] == answer, key


async def test_migrations_apply_once_and_the_log_is_append_only(pg_url: str) -> None:
    store = PgStore(pg_url)
    await store.open()
    try:
        assert await store.migrate() == []  # already applied at open
        await store._execute(
            "INSERT INTO tables (game, channel_id, host_id, status, created_at) VALUES ('toy', 1, 1, 'running', 'x')"
        )
        await store._execute(
            "INSERT INTO actions (table_id, seq, seat, action, created_at) VALUES (1, 1, 0, '{}', 'x')"
        )
        with pytest.raises(asyncpg.RaiseError, match="append-only"):
            await store._execute("UPDATE actions SET action = 'forged'")
        assert (await store.actions(1))[0].action == "{}"
    finally:
        await store.close()


async def test_processes_starting_together_migrate_once(pg_url: str) -> None:
    stores = [PgStore(pg_url) for _ in range(4)]
    await asyncio.gather(*(s.open() for s in stores))
    try:
        rows = await stores[0]._fetch("SELECT number FROM schema_migrations ORDER BY number")
        assert [r[0] for r in rows] == PG_MIGRATIONS, "each migration file applied once"
    finally:
        await asyncio.gather(*(s.close() for s in stores))


def test_database_url_chooses_the_store(tmp_path: Path) -> None:
    assert isinstance(make_store(None, tmp_path / "x.sqlite3"), SqliteStore)
    assert isinstance(make_store("", tmp_path / "x.sqlite3"), SqliteStore)
    assert isinstance(make_store("postgresql://u@h/db", tmp_path / "x.sqlite3"), PgStore)
    assert redacted("postgresql://u:hunter2@h:5/db") == "postgresql://u:***@h:5/db"


def start_bot(tmp_path: Path, database_url: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_PATH")}
    env.update(DATABASE_URL=database_url, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )


def one_line(run: subprocess.CompletedProcess[str]) -> str:
    assert run.returncode != 0
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in run.stderr, run.stderr
    return lines[0]


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("postgresql://gamehost:hunter2@127.0.0.1:1/gamehost", "cannot connect to PostgreSQL"),
        ("postgresql://gamehost:hunter2@no-such-host.invalid/gamehost", "cannot connect to PostgreSQL"),
        ("mysql://gamehost:hunter2@127.0.0.1/gamehost", "not a PostgreSQL URL"),
    ],
    ids=["refused", "unknown-host", "not-postgres"],
)
def test_an_unusable_database_url_is_refused_in_one_line(tmp_path: Path, url: str, says: str) -> None:
    line = one_line(start_bot(tmp_path, url))
    assert "DATABASE_URL=" in line and says in line, line
    assert "hunter2" not in line, "the password is never printed"
    assert not (tmp_path / "data").exists(), "no SQLite file was made instead"


def test_a_missing_database_is_refused_in_one_line(tmp_path: Path, pg_url: str) -> None:
    line = one_line(start_bot(tmp_path, pg_url.replace("/test_", "/missing_")))
    assert "cannot connect to PostgreSQL" in line and "does not exist" in line, line


def test_a_newer_schema_is_refused_and_left_alone(tmp_path: Path, pg_url: str) -> None:
    async def write_newer() -> None:
        store = PgStore(pg_url)
        await store.open()
        await store._execute("INSERT INTO schema_migrations (number) VALUES (999)")
        await store.close()

    asyncio.run(write_newer())
    line = one_line(start_bot(tmp_path, pg_url))
    assert "newer version" in line and "schema 999" in line, line
    with pytest.raises(StoreError, match="newer version"):
        asyncio.run(PgStore(pg_url).open())

    async def numbers() -> list[int]:
        conn = await asyncpg.connect(pg_url)
        try:
            return [r[0] for r in await conn.fetch("SELECT number FROM schema_migrations ORDER BY number")]
        finally:
            await conn.close()

    assert asyncio.run(numbers()) == [*PG_MIGRATIONS, 999]


async def test_a_move_planned_with_another_pace_is_refused_and_one_without_reads_it(
    pg_url: str, monkeypatch: Any
) -> None:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    store = PgStore(pg_url)
    service = TableService(store, clock=Stepped(), rng=random.Random(1))
    try:
        await store.open()
        tid = await seat_table(service, "toy", [100, 200])
        await service.start(tid, 100)
        table = await service.table(tid)
        state = await service.state_of(table)
        action = TOY.legal_actions(state, 0)[0]
        after, _ = TOY.apply(state, 0, action)
        move = plan_move(TOY, table, state, after, actor=0, by_ai=False, action=TOY.dump_action(action), outcome=None)
        move.plan = await service._plan_waits(table, move.waiting, move.quiet, Stepped()())
        assert move.pace == (table.pace, table.move_seconds, table.remind_share)
        stale = replace(move, pace=("live", None, 0.25))
        assert await store.append_action(tid, table.version, stale, Stepped()()) is None
        assert await store.actions(tid) == [] and await store.snapshot(tid) == (0, TOY.dump_state(state))
        fresh = await store.append_action(tid, table.version, replace(move, pace=None), Stepped()())
        assert fresh is not None and [a.seq for a in await store.actions(tid)] == [1]
        assert {w.seat for w in await store.waits(tid)} == set(move.waiting)
    finally:
        await service.shutdown()
        await store.close()
