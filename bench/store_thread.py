"""Where a store round trip's time goes on SQLite: waiting in aiosqlite's queue, running, being handed back.

aiosqlite runs every query of a connection in one thread, in the order asked. Each trip is timed at four
moments: asked (queued), started in the thread, ended there, and resumed in the event loop. The run itself
is short (SQLite with WAL, tens of microseconds at the median), but the thread takes the interpreter lock
to start a query, between SQLite's steps and to hand the result back, and the event loop holds that lock
while it runs Python code: at 100 clicks a second (about 800 trips a second) the trips waited 9 to 12 ms
in the queue at the median and 60 to 140 ms in one trip in ten (2026-12-06). ``bench.clicks`` prints it
for each run. PostgreSQL's store (asyncpg) has no such thread: nothing is printed for it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from bench.stats import percentile


@dataclass
class StoreThread:
    """The timed trips of one aiosqlite connection while installed (``with StoreThread(conn):``)."""

    conn: Any  # an aiosqlite.Connection; None: nothing is timed (PostgreSQL)
    #: (asked, started, ended, resumed) of each trip, perf_counter seconds
    trips: list[tuple[float, float, float, float]] = field(default_factory=list)

    def __enter__(self) -> StoreThread:
        if self.conn is not None:
            original = self.conn._execute

            async def timed(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
                marks = [time.perf_counter(), 0.0, 0.0]
                call = partial(fn, *args, **kwargs)

                def run() -> Any:  # in aiosqlite's thread
                    marks[1] = time.perf_counter()
                    try:
                        return call()
                    finally:
                        marks[2] = time.perf_counter()

                try:
                    return await original(run)
                finally:
                    self.trips.append((marks[0], marks[1], marks[2], time.perf_counter()))

            self.conn._execute = timed  # the instance's: aiosqlite's own methods call self._execute too
        return self

    def __exit__(self, *_: Any) -> None:
        if self.conn is not None:
            del self.conn._execute

    def summary(self) -> str:
        if self.conn is None:
            return "the store's thread: none (PostgreSQL)"
        done = [t for t in self.trips if t[1] and t[2]]
        if not done:
            return "the store's thread: no trips"
        span = max(t[3] for t in done) - min(t[0] for t in done)
        busy = sum(t[2] - t[1] for t in done) / span if span > 0 else 0.0

        def spread(values: list[float]) -> str:
            return f"p50 {percentile(values, 50) * 1000:.2f} / p99 {percentile(values, 99) * 1000:.2f} ms"

        return (
            f"the store's thread: {len(done) / span:.0f} trips/s, running {busy:.0%} of the time;"
            f" waited in its queue {spread([t[1] - t[0] for t in done])}, ran {spread([t[2] - t[1] for t in done])},"
            f" handed back {spread([t[3] - t[2] for t in done])}"
        )
