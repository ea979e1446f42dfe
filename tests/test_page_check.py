"""After a crash, a large database is read page by page while the store already serves (issue 40: at a
million stored tables the check alone held the first move back 4.9 s). What that check finds still
counts: a damaged file stops the writes, is never trusted at the next start, and is refused then."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from db import schema
from db.records import SeatRecord
from db.schema import StoreError, check_database, clean_mark
from db.store import SqliteStore
from tests.test_startup_errors import damaged_pages

NOW = datetime(2026, 12, 6, tzinfo=UTC)


@pytest.fixture
def large(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file counts as large: its page check after a crash is left until the store has opened."""
    monkeypatch.setattr(schema, "CHECKED_BEFORE_OPENING", 0)


class HeldCheck:
    """SQLite's page check, held at its start until ``release`` (a file too big to read in a moment)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.started = threading.Event()
        self.released = threading.Event()
        real = schema.quick_check

        def held(conn: sqlite3.Connection, path: str) -> str | None:
            self.started.set()
            assert self.released.wait(30), "the test never released the check"
            return real(conn, path)

        monkeypatch.setattr(schema, "quick_check", held)

    def release(self) -> None:
        self.released.set()


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[HeldCheck]:
    check = HeldCheck(monkeypatch)
    yield check
    check.release()  # a failed test must not leave the thread waiting


OpenStore = Callable[[Path], Awaitable[SqliteStore]]


@pytest.fixture
async def open_store() -> AsyncIterator[OpenStore]:
    """Opens a store on a path; closes at the end any the test left open (a failed assertion): an open
    aiosqlite connection keeps pytest's process from exiting, and the run would hang instead of failing."""
    opened: list[SqliteStore] = []

    async def opening(path: Path) -> SqliteStore:
        store = SqliteStore(path)
        opened.append(store)
        await store.open()
        return store

    yield opening
    for store in opened:
        if store.db is not None:
            await store.close()


async def crashed_database(path: Path) -> Path:
    """A bot database with one table in it, left as a crash leaves it: no clean mark."""
    store = SqliteStore(path)
    await store.open()
    await store.create_table("capybara", 1, 10, SeatRecord(0, 100, "Ana"), {}, NOW)
    await store.close()
    clean_mark(path).unlink()
    return path


async def a_write(store: SqliteStore) -> int:
    table = await store.create_table("capybara", 1, 10, SeatRecord(0, 200, "Bo"), {}, NOW)
    return table.id


async def test_a_large_file_after_a_crash_is_served_while_its_pages_are_read(
    tmp_path: Path, large: None, held: HeldCheck, caplog: pytest.LogCaptureFixture, open_store: OpenStore
) -> None:
    caplog.set_level(logging.INFO, logger="db.store")
    path = await crashed_database(tmp_path / "gamehost.sqlite3")
    store = await open_store(path)  # returns with the page check still held at its start
    assert f"{path} was not closed cleanly: reading its 0 MB page by page while serving" in caplog.messages
    assert store.page_check is not None
    assert await asyncio.to_thread(held.started.wait, 10), "the page check runs"
    assert not store.page_check.wait(0)
    assert (await store.get_table(1)) is not None, "a read is served meanwhile"
    assert await a_write(store) == 2, "and a write"
    held.release()
    assert await asyncio.to_thread(store.page_check.wait, 10)
    assert store.page_check.completed and store.page_check.found is None, "every page is sound"
    assert any(m.startswith(f"{path}: every page is sound (read in ") for m in caplog.messages), "the admin is told"
    assert await a_write(store) == 3
    await store.close()
    assert clean_mark(path).exists(), "read through and closed cleanly: trusted at the next start"
    again = await open_store(path)
    assert again.page_check is None, "a file closed cleanly is not read again"
    await again.close()


async def test_a_small_file_after_a_crash_is_still_read_before_the_store_opens(tmp_path: Path) -> None:
    path = damaged_pages(tmp_path)  # a few hundred KB: well under CHECKED_BEFORE_OPENING
    assert path.stat().st_size < schema.CHECKED_BEFORE_OPENING
    with pytest.raises(StoreError, match=r"is damaged .* The file was not changed"):
        await SqliteStore(path).open()


async def test_damage_found_while_serving_stops_the_writes_and_is_refused_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, large: None, open_store: OpenStore
) -> None:
    path = damaged_pages(tmp_path)  # garbage over a page in the middle; the schema still reads
    store = await open_store(path)  # the bot's tables are added (migrations), the check runs after
    assert store.page_check is not None
    assert await asyncio.to_thread(store.page_check.wait, 10)
    found = store.page_check.found
    assert found is not None and "is damaged" in found and "backup" in found and "\n" not in found, found
    assert store.damage == found
    with pytest.raises(StoreError, match="is damaged"):
        await a_write(store)
    await store.close()
    assert not clean_mark(path).exists(), "a damaged file is never trusted"
    monkeypatch.undo()  # the real size limit: this small file is read before opening, and refused
    with pytest.raises(StoreError, match="is damaged"):
        check_database(path)


async def test_a_shutdown_before_the_check_ends_leaves_the_file_to_be_checked_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, large: None, held: HeldCheck, open_store: OpenStore
) -> None:
    path = await crashed_database(tmp_path / "gamehost.sqlite3")
    # this small file's check would end before SQLite first asks whether to stop: it asks at every step
    monkeypatch.setattr(schema.PageCheck, "STEPS_BETWEEN_LOOKS", 1)
    store = await open_store(path)
    assert await asyncio.to_thread(held.started.wait, 10)
    # released from another thread while the close waits for the check: the check proper then starts after
    # its stop was asked, and ends at SQLite's first look
    began = time.perf_counter()  # before the timer starts: the close cannot end sooner than 0.2 s after it
    threading.Timer(0.2, held.release).start()
    await store.close()
    assert 0.2 <= time.perf_counter() - began < 3, "the close waited for the check's thread, not for a timeout"
    assert store.page_check is not None and store.page_check.wait(0) and not store.page_check.completed
    assert not clean_mark(path).exists(), "not read through: the next start reads every page"
    again = await open_store(path)
    assert again.page_check is not None, "owed again"
    await again.close()


def test_the_check_can_be_stopped_midway(tmp_path: Path) -> None:
    """``PageCheck.stop`` interrupts SQLite inside its check (the shutdown above waits on it)."""
    path = tmp_path / "big.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE t (x INTEGER PRIMARY KEY, note TEXT)")
        conn.execute("CREATE INDEX t_note ON t (note)")
        conn.executemany("INSERT INTO t (note) VALUES (?)", ((f"move {i} " * 20,) for i in range(300_000)))
    conn.close()
    whole = schema.PageCheck(str(path))
    started = time.perf_counter()
    assert whole.run() is None and whole.completed
    took = time.perf_counter() - started
    stopped = schema.PageCheck(str(path))
    heard: list[str | None] = []
    stopped.when_done(heard.append)
    stopped.start()
    time.sleep(took / 10)
    stopped.stop()  # returns once the thread has ended
    assert stopped.wait(0) and heard == [None] and not stopped.completed, "stopped before it read every page"


def test_python_m_bot_exits_with_the_line_the_bot_stopped_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``python -m bot``'s last step: a bot that stopped itself (``GameHostBot.stopped_because``, set when the
    page check finds damage: tests/e2e/test_page_check_after_crash.py) makes the process exit with that line
    instead of 0. Discord's connection is not made here: ``run`` returns as a bot that stopped itself would."""
    from bot import __main__ as entry
    from bot.app import GameHostBot

    line = f"DATABASE_PATH={tmp_path / 'db.sqlite3'} is damaged (SQLite's quick check: page 70). Restore it ..."

    def stopped_itself(self: GameHostBot, token: str, **_: object) -> None:
        assert token == "a-token"
        self.stopped_because = line

    monkeypatch.setattr(GameHostBot, "run", stopped_itself)
    monkeypatch.setattr(entry.FreezingCollector, "install", lambda self: None)  # not this test process's collector
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "db.sqlite3"))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)  # no .env file of the project's
    with pytest.raises(SystemExit) as stopped:
        entry.main([])
    assert stopped.value.code == f"Stopped: {line}", "a non-zero exit with the one line on stderr"

    monkeypatch.setattr(GameHostBot, "run", lambda self, token, **_: None)  # stopped by Ctrl-C or SIGTERM
    entry.main([])  # returns: exit status 0
