"""Group commit for the SQLite store: the calls asked while aiosqlite's thread is busy run together.

aiosqlite runs a connection's SQL in one thread. That thread needs the interpreter lock (the GIL) to start
each call, again after every statement (``sqlite3`` lets go of it around each step) and to hand each result
back; while the event loop runs Python code it holds the lock and gives it up only every switch interval
(5 ms). Beside a busy loop a transaction of 16 statements took 47 to 73 ms at the median instead of 0.05
to 0.15 ms, a single statement 5.3 ms instead of 0.04 to 0.07 (``python -m bench.gil_convoy``), and at 100
clicks a second the thread fell behind: calls waited 0.3 s in its queue at the median, 1.5 s at p99
(``bench.clicks``).

So calls are not queued one by one: each joins a batch, and a drain in the thread takes every call waiting
when it starts and runs them in one transaction (one BEGIN and one COMMIT, one wake-up and one hand-back for
all). A quiet store runs each call alone as before; a busy one shares the fixed costs among the calls that
queued meanwhile. A call that fails rolls the batch back, and the batch's calls then run one by one, each in
its own transaction, so only the failing one fails, as when each had its own (a call's work may thus run
twice: it must do nothing but SQL). Every call's result is handed back after its transaction commits.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import aiosqlite

T = TypeVar("T")

#: the most calls one batch runs: all of a batch's callers wake at once when it ends, and the event loop runs
#: them all before it looks at its timers again
MOST_PER_BATCH = 32


@dataclass
class _Call(Generic[T]):
    work: Callable[[sqlite3.Connection], T]
    future: asyncio.Future[T]
    writes: bool
    asked: float  # perf_counter when asked (0 unless traced)
    statement: bool = False  # one statement: alone, it needs no BEGIN and COMMIT of its own


#: a batch's outcome per call: (True, result) or (False, the exception raised)
Outcome = tuple[bool, Any]


def _in_one_transaction(raw: sqlite3.Connection, calls: list[_Call[Any]]) -> list[Outcome]:
    if len(calls) == 1 and calls[0].statement:
        return [(True, calls[0].work(raw))]  # SQLite's own transaction around it (autocommit)
    raw.execute("BEGIN IMMEDIATE" if any(c.writes for c in calls) else "BEGIN")
    try:
        results = [call.work(raw) for call in calls]
        raw.execute("COMMIT")
    except BaseException:
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        raise
    return [(True, result) for result in results]


def _run(raw: sqlite3.Connection, calls: list[_Call[Any]]) -> list[Outcome]:
    if len(calls) > 1:
        with contextlib.suppress(Exception):
            return _in_one_transaction(raw, calls)
        # rolled back: each alone, so that only the call that failed fails
    outcomes: list[Outcome] = []
    for call in calls:
        try:
            outcomes.extend(_in_one_transaction(raw, [call]))
        except Exception as exc:
            outcomes.append((False, exc))
    return outcomes


def _deliver(calls: list[_Call[Any]], outcomes: list[Outcome], marks: tuple[float, float], trace: Any) -> None:
    """On the event loop: each caller gets its result (or exception)."""
    resumed = time.perf_counter()
    for call, (ok, value) in zip(calls, outcomes, strict=True):
        if not call.future.done():  # its caller may have been cancelled meanwhile
            if ok:
                call.future.set_result(value)
            else:
                call.future.set_exception(value)
        if trace is not None and call.asked:  # asked while traced (else its wait is not known)
            trace.append((call.asked, marks[0], marks[1], resumed))


class Batches:
    """The calls of one aiosqlite connection, run in batches in its thread (see the module's docstring)."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn
        self._lock = threading.Lock()  # the queue and the flag, shared with aiosqlite's thread
        self._queue: list[_Call[Any]] = []
        self._draining = False  # a drain is queued in aiosqlite's thread or running there
        #: batches run so far (each one transaction, unless a call in it failed)
        self.batches = 0
        #: when not None, (asked, batch started, batch ended, handed back) of every call: ``bench/store_thread.py``
        self.trace: list[tuple[float, float, float, float]] | None = None

    async def run(self, work: Callable[[sqlite3.Connection], T], *, writes: bool, statement: bool = False) -> T:
        """``work(connection)`` inside a transaction (BEGIN IMMEDIATE if ``writes``), with whatever else is
        waiting; its result once committed. ``statement``: ``work`` runs one statement (alone, it runs in
        SQLite's own transaction: two statements fewer, each a wait for the GIL beside a busy loop)."""
        self._refuse_if_closed()
        loop = asyncio.get_running_loop()
        asked = time.perf_counter() if self.trace is not None else 0.0
        call = _Call(work, loop.create_future(), writes, asked, statement)
        with self._lock:
            self._queue.append(call)
            start, self._draining = not self._draining, True
        if start:
            self.submit(loop)
        return await call.future

    def run_here(self, work: Callable[[sqlite3.Connection], T], *, writes: bool, statement: bool = False) -> T:
        """``work`` alone in its own transaction, in the calling thread (tests/e2e run the store's SQL on the
        event loop's thread with it: SimCord sees no future waiting for a thread it cannot see)."""
        self._refuse_if_closed()
        (ok, value), *_ = _run(self.conn._conn, [_Call(work, None, writes, 0.0, statement)])  # type: ignore[arg-type]
        if not ok:
            raise value
        return value  # type: ignore[no-any-return]

    def _refuse_if_closed(self) -> None:
        if not self.conn._running or self.conn._connection is None:
            raise ValueError("Connection closed")

    def submit(self, loop: asyncio.AbstractEventLoop) -> None:
        """Queue a drain in aiosqlite's thread."""
        job: asyncio.Future[None] = loop.create_future()
        self.conn._tx.put_nowait((job, self.drain))

    def drain(self) -> None:
        """Run batches until none is waiting (in aiosqlite's thread)."""
        while True:
            with self._lock:
                calls, self._queue = self._queue[:MOST_PER_BATCH], self._queue[MOST_PER_BATCH:]
                if not calls:
                    self._draining = False
                    return
            started = time.perf_counter()
            try:
                outcomes = _run(self.conn._conn, calls)
            except Exception as exc:  # no connection: closed before this drain came
                outcomes = [(False, exc)] * len(calls)
            self.batches += 1
            loop = calls[0].future.get_loop()  # the store serves one event loop
            loop.call_soon_threadsafe(_deliver, calls, outcomes, (started, time.perf_counter()), self.trace)
