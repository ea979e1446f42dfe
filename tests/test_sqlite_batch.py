"""db/sqlite_batch.py: the store's calls asked while aiosqlite's thread is busy run together, in one
transaction, and each still gets its own result, or its own error, as if it had run alone."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from db.sqlite_batch import MOST_PER_BATCH
from db.store import SqliteStore


@pytest_asyncio.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    opened = SqliteStore(tmp_path / "batch.sqlite3")
    await opened.open()
    await opened._exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
    yield opened
    await opened.close()


def _hold(seconds: float):  # type: ignore[no-untyped-def]
    def work(raw: sqlite3.Connection) -> str:
        time.sleep(seconds)  # holds aiosqlite's thread: the calls asked meanwhile queue behind it
        return "held"

    return work


def _insert(text: str | None):  # type: ignore[no-untyped-def]
    def work(raw: sqlite3.Connection) -> int:
        cur = raw.execute("INSERT INTO notes (text) VALUES (?)", (text,))  # None breaks NOT NULL
        assert cur.lastrowid is not None
        return cur.lastrowid

    return work


async def test_calls_asked_while_the_thread_is_busy_share_one_transaction(store: SqliteStore) -> None:
    before = store._batch.batches
    held = asyncio.ensure_future(store._transaction(_hold(0.05)))
    await asyncio.sleep(0.01)  # the first call's batch is running
    ids = await asyncio.gather(*(store._transaction(_insert(f"note {i}")) for i in range(10)))
    assert await held == "held"
    assert sorted(ids) == list(range(1, 11)), "each call got its own result"
    assert store._batch.batches - before == 2, "the ten calls asked meanwhile ran in one batch"
    rows = await store._exec("SELECT text FROM notes ORDER BY id")
    assert [r[0] for r in rows] == [f"note {i}" for i in range(10)], "in the order asked"


async def test_a_call_that_fails_in_a_batch_fails_alone(store: SqliteStore) -> None:
    held = asyncio.ensure_future(store._transaction(_hold(0.05)))
    await asyncio.sleep(0.01)
    calls = [store._transaction(_insert(text)) for text in ("kept", None, "kept too")]
    kept, broken, kept_too = await asyncio.gather(*calls, return_exceptions=True)
    await held
    assert isinstance(broken, sqlite3.IntegrityError), broken
    assert isinstance(kept, int) and isinstance(kept_too, int)
    rows = await store._exec("SELECT text FROM notes ORDER BY id")
    assert [r[0] for r in rows] == ["kept", "kept too"], "the others' writes stand; the failed one wrote nothing"


async def test_a_failing_transaction_leaves_nothing_of_itself(store: SqliteStore) -> None:
    def half(raw: sqlite3.Connection) -> None:
        raw.execute("INSERT INTO notes (text) VALUES ('half')")
        raise RuntimeError("changed its mind")

    with pytest.raises(RuntimeError, match="changed its mind"):
        await store._transaction(half)
    assert await store._exec("SELECT COUNT(*) FROM notes") == [(0,)]
    assert await store._exec("SELECT 1") == [(1,)], "and the store goes on"


async def test_a_call_after_close_is_refused_not_left_waiting(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "closed.sqlite3")
    await store.open()
    batch = store._batch
    await store.close()
    with pytest.raises(ValueError, match="closed"):
        await batch.run(lambda raw: raw.execute("SELECT 1").fetchall(), writes=False)


async def test_a_lone_statement_runs_without_a_transaction_around_it(store: SqliteStore) -> None:
    """Beside a busy event loop each statement waits for the GIL: a quiet store's single statement is not
    wrapped in a BEGIN and a COMMIT of its own (SQLite's autocommit makes it one transaction anyway)."""
    seen: list[str] = []
    raw = store.conn._conn
    await store.conn._execute(lambda: raw.set_trace_callback(seen.append))
    try:
        await store._exec("INSERT INTO notes (text) VALUES ('alone')")
        await store._transaction(_insert("in a transaction"))
    finally:
        await store.conn._execute(lambda: raw.set_trace_callback(None))
    assert seen[0] == "INSERT INTO notes (text) VALUES ('alone')", seen
    assert seen[1:] == ["BEGIN IMMEDIATE", "INSERT INTO notes (text) VALUES ('in a transaction')", "COMMIT"], seen


async def test_many_calls_waiting_run_in_batches_of_a_bounded_size(store: SqliteStore) -> None:
    """A batch's callers all wake together when it ends: a hundred calls asked behind a slow one run in batches
    of at most ``MOST_PER_BATCH``, so the event loop gets to its timers between them."""
    before = store._batch.batches
    held = asyncio.ensure_future(store._transaction(_hold(0.05)))
    await asyncio.sleep(0.01)
    ids = await asyncio.gather(*(store._transaction(_insert(f"note {i}")) for i in range(100)))
    await held
    assert sorted(ids) == list(range(1, 101))
    assert store._batch.batches - before == 1 + -(-100 // MOST_PER_BATCH), "the slow one, then full batches"
