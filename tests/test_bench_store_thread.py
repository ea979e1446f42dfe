"""bench/store_thread.py: how long a store round trip waited in aiosqlite's queue, ran, and took to come back."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import aiosqlite

from bench.store_thread import StoreThread


async def test_a_query_asked_behind_a_slow_one_is_timed_as_waiting_in_the_queue(tmp_path: Path) -> None:
    conn = await aiosqlite.connect(tmp_path / "trips.sqlite3")
    try:
        with StoreThread(conn) as thread:
            slow = asyncio.ensure_future(conn._execute(time.sleep, 0.05))  # holds the thread 50 ms
            await asyncio.sleep(0)  # queued first
            rows = await conn.execute_fetchall("SELECT 1")
            await slow
        assert list(rows) == [(1,)]
        assert len(thread.trips) == 2
        for asked, started, ended, resumed in thread.trips:
            assert asked <= started <= ended <= resumed
        (_, slow_start, slow_end, _), (asked, started, ended, _) = sorted(thread.trips, key=lambda t: t[1])
        assert slow_end - slow_start >= 0.045, "the slow one ran its 50 ms"
        assert started - asked >= 0.04, "the quick one waited behind it in the queue"
        assert ended - started < started - asked, "and ran for less time than it waited"
        line = thread.summary()
        assert "trips/s" in line and "waited in its queue" in line, line
        await conn.execute_fetchall("SELECT 2")  # after the block: no longer timed
        assert len(thread.trips) == 2
    finally:
        await conn.close()


def test_postgresql_has_no_such_thread_and_says_so() -> None:
    with StoreThread(None) as thread:
        pass
    assert thread.summary() == "the store's thread: none (PostgreSQL)"
