"""Where a store call's time goes on SQLite: waiting for its batch, running in it, being handed back.

aiosqlite runs every query of a connection in one thread, in the order asked, and the store's calls join
batches there (``db/sqlite_batch.py``: the calls waiting when a batch starts run in one transaction). Each
call is timed at four moments: asked, its batch started in the thread, the batch ended, and its result
handed back on the event loop. The SQL itself is short (SQLite with WAL, tens of microseconds at the
median), but the thread takes the interpreter lock to start, after every statement and to hand results
back, and the event loop holds that lock while it runs Python code (``bench/gil_convoy.py``).
``bench.clicks`` prints it for each run. PostgreSQL's store (asyncpg) has no such thread: nothing is
printed for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bench.stats import percentile


@dataclass
class StoreThread:
    """The timed calls of one SQLite store while installed (``with StoreThread(store._batch):``)."""

    batches: Any  # the store's db.sqlite_batch.Batches; None: nothing is timed (PostgreSQL)
    #: (asked, batch started, batch ended, handed back) of each call, perf_counter seconds
    trips: list[tuple[float, float, float, float]] = field(default_factory=list)
    transactions: int = 0  # the batches run while installed

    def __enter__(self) -> StoreThread:
        if self.batches is not None:
            self.batches.trace = self.trips
            self._before = self.batches.batches
        return self

    def __exit__(self, *_: Any) -> None:
        if self.batches is not None:
            self.batches.trace = None
            self.transactions = self.batches.batches - self._before

    def summary(self) -> str:
        if self.batches is None:
            return "the store's thread: none (PostgreSQL)"
        done = [t for t in self.trips if t[1] and t[2]]
        if not done:
            return "the store's thread: no calls"
        span = max(t[3] for t in done) - min(t[0] for t in done)
        runs = {(t[1], t[2]) for t in done}  # each batch once
        busy = sum(end - start for start, end in runs) / span if span > 0 else 0.0

        def spread(values: list[float]) -> str:
            return f"p50 {percentile(values, 50) * 1000:.2f} / p99 {percentile(values, 99) * 1000:.2f} ms"

        return (
            f"the store's thread: {len(done) / span:.0f} calls/s in {len(runs) / span:.0f} batches/s"
            f" ({len(done) / max(1, len(runs)):.1f} calls a batch), running {busy:.0%} of the time;"
            f" waited for their batch {spread([t[1] - t[0] for t in done])},"
            f" batches ran {spread([end - start for start, end in runs])},"
            f" handed back {spread([t[3] - t[2] for t in done])}"
        )
