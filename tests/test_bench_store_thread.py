"""bench/store_thread.py: how long a store call waited for its batch in aiosqlite's thread, ran, and took
to come back."""

from __future__ import annotations

import asyncio
import re
import sqlite3
import time
from pathlib import Path

from bench.store_thread import StoreThread
from db.store import SqliteStore


async def test_a_call_asked_behind_a_slow_one_is_timed_as_waiting_for_its_batch(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "trips.sqlite3")
    await store.open()

    def slow(raw: sqlite3.Connection) -> None:
        time.sleep(0.05)  # holds the thread 50 ms

    try:
        with StoreThread(store._batch) as thread:
            held = asyncio.ensure_future(store._reads(slow))
            await asyncio.sleep(0.01)  # its batch is running
            quick = [store._exec("SELECT 1"), store._exec("SELECT 2")]
            rows = await asyncio.gather(*quick)
            await held
        assert rows == [[(1,)], [(2,)]]
        assert len(thread.trips) == 3 and thread.transactions == 2
        for asked, started, ended, resumed in thread.trips:
            assert asked <= started <= ended <= resumed
        (_, slow_start, slow_end, _), *after = sorted(thread.trips, key=lambda t: t[1])
        assert slow_end - slow_start >= 0.045, "the slow one ran its 50 ms"
        for asked, started, ended, _ in after:
            assert started - asked >= 0.03, "the quick ones waited behind it"
            assert ended - started < started - asked, "and ran for less time than they waited"
        assert after[0][1:3] == after[1][1:3], "in one batch"
        line = thread.summary()
        assert "3 calls" not in line and "calls/s in" in line and "waited for their batch" in line, line
        assert "1.5 calls a batch" in line, line
        await store._exec("SELECT 3")  # after the block: no longer timed
        assert len(thread.trips) == 3
    finally:
        await store.close()


async def test_a_call_asked_before_the_timing_began_is_not_timed(tmp_path: Path) -> None:
    """Its asking time is unknown: counted, it made the span since 0 and printed 0 calls a second."""
    store = SqliteStore(tmp_path / "trips.sqlite3")
    await store.open()

    def slow(raw: sqlite3.Connection) -> None:
        time.sleep(0.02)

    try:
        early = asyncio.ensure_future(store._reads(slow))
        await asyncio.sleep(0.005)  # running, asked untimed
        with StoreThread(store._batch) as thread:
            await asyncio.gather(early, store._exec("SELECT 1"))
        assert len(thread.trips) == 1, thread.trips
        # a rate of 0, as a word: the substring "0 calls/s" is also in "50 calls/s" and "40 calls/s", the rates of
        # a span of 20 or 25 ms, and failed the test on a busy machine
        assert not re.search(r"\b0 calls/s", thread.summary()), thread.summary()
    finally:
        await store.close()


def test_postgresql_has_no_such_thread_and_says_so() -> None:
    with StoreThread(None) as thread:
        pass
    assert thread.summary() == "the store's thread: none (PostgreSQL)"
