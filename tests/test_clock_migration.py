"""Tables from before paces (issue 32): a database written by the previous schema (005), with a
running table on a fixed 1-hour deadline, is migrated and its deadlines keep firing as before:
the AI plays the overdue decisions, and each new decision gets a fresh 1-hour deadline."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

import db.pg_store
import db.store
from bot.service import TableService
from db.schema import migrations
from db.store import Store
from games import GAMES
from tests.pg_fixtures import sql
from tests.toy_game import GAME as TOY

START = datetime(2026, 1, 1, tzinfo=UTC)
HOUR = timedelta(hours=1)


async def test_a_fixed_deadline_table_from_the_old_schema_keeps_firing(
    new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    old = new_store()
    with monkeypatch.context() as patch:  # the database as the previous version of the bot left it
        for module, package in ((db.store, "db.migrations"), (db.pg_store, "db.migrations_pg")):
            patch.setattr(module, "migrations", lambda p=package, *_: [m for m in migrations(p) if m[0] <= 5])
        await old.open()
    try:
        state = TOY.setup(2, 1)
        await sql(
            old,
            "INSERT INTO tables (id, game, guild_id, channel_id, host_id, options, status, seed, version, created_at,"
            " started_at, move_seconds, on_timeout, remind_share, decisions, painted)"
            " VALUES (?, 'toy', 1, 10, 100, '{}', 'running', 1, 0, ?, ?, 3600, 'ai', 0.25, ?, 'running:0')",
            1,
            START.isoformat(),
            START.isoformat(),
            json.dumps({"0": 0, "1": 0}),
        )
        for seat, user in ((0, 100), (1, 200)):
            await sql(old, "INSERT INTO seats (table_id, seat, user_id, name) VALUES (1, ?, ?, ?)", seat, user, "P")
            await sql(
                old,
                "INSERT INTO waits (table_id, seat, since, started_at, remind_at, due_at, notified, reminded)"
                " VALUES (1, ?, 0, ?, ?, ?, TRUE, FALSE)",
                seat,
                START.isoformat(),
                (START + 0.75 * HOUR).isoformat(),
                (START + HOUR).isoformat(),
            )
        await sql(old, "INSERT INTO snapshots (table_id, version, state) VALUES (1, 0, ?)", TOY.dump_state(state))
    finally:
        await old.close()

    store = new_store()
    await store.open()  # migrates to the clock's schema
    now = [START + HOUR + timedelta(seconds=1)]
    service = TableService(store, clock=lambda: now[0], rng=random.Random(1))
    try:
        table = await service.table(1)
        assert table.pace is None and table.move_seconds == 3600, "the table keeps its fixed deadline"
        async with service.lock(1):
            assert await service.resync(table) == [], "its waits already match the game"
        due = await store.due_waits(now[0])
        assert {w.seat for w in due} == {0, 1}, "both overdue deadlines are found"
        for wait in due:
            await service._on_timer(wait, now[0])
        log = await store.actions(1)
        assert [a.by_ai for a in log] == [True, True], "the AI played both overdue decisions"
        waits = await store.waits(1)
        assert {w.seat for w in waits} == {0, 1}
        assert all(w.due_at == now[0] + HOUR for w in waits), "each new decision: a fresh 1-hour deadline"
    finally:
        await service.shutdown()
        await store.close()
