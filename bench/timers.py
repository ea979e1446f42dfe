"""The deadline dispatcher's two queries with 100,000 waiting seats stored (SQLite).

50,000 running tables, two awaited seats each, their clocks running out over the next three days
(quiet hours push some your-move DMs hours ahead; a quarter have had their reminder). Times the
dispatcher's look for the earliest timer (``next_timer``) and for what is due now
(``due_waits`` a minute on: a handful of rows), and prints SQLite's query plans: each part reads its own index.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench.cli import parser
from bench.stats import summary_ms
from db.store import SqliteStore

TABLES = 50_000
NOW = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)
RUNS = 300


def _fill(raw: sqlite3.Connection, rng: random.Random) -> None:
    stamp = NOW.isoformat()
    raw.executemany(
        "INSERT INTO tables (id, game, guild_id, channel_id, host_id, options, status, version, created_at, pace)"
        " VALUES (?, 'capybara', 1, 10, 1, '{}', 'running', 1, ?, 'daily')",
        [(t, stamp) for t in range(1, TABLES + 1)],
    )
    waits = []
    for table in range(1, TABLES + 1):
        for seat in (0, 1):
            # As the dispatcher keeps them: what fell due has been handled, so every clock runs out later
            # than now; reminders already sent are marked; a tenth of the your-move DMs wait for quiet hours.
            started = NOW - timedelta(seconds=rng.randrange(0, 86400))
            due = NOW + timedelta(seconds=rng.randrange(60, 3 * 86400))
            remind = due - timedelta(hours=12)
            notify = NOW + timedelta(seconds=rng.randrange(60, 9 * 3600)) if rng.random() < 0.1 else None
            waits.append(
                (
                    table,
                    seat,
                    1,
                    started.isoformat(),
                    remind.isoformat(),
                    due.isoformat(),
                    int(notify is None),
                    int(remind <= NOW),
                    notify.isoformat() if notify else None,
                )
            )
    raw.executemany(
        "INSERT INTO waits (table_id, seat, since, started_at, remind_at, due_at, notified, reminded, notify_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        waits,
    )


def _plans(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    stamp = NOW.isoformat()
    try:
        found = []
        for name, sql, args in (
            (
                "next_timer",
                "SELECT MIN(t) FROM (SELECT MIN(notify_at) AS t FROM waits WHERE notified = 0 AND notify_at IS NOT NULL"
                " UNION ALL SELECT MIN(remind_at) FROM waits WHERE reminded = 0 AND remind_at IS NOT NULL"
                " UNION ALL SELECT MIN(due_at) FROM waits WHERE due_at IS NOT NULL)",
                (),
            ),
            (
                "due_waits",
                "SELECT * FROM waits WHERE rowid IN (SELECT rowid FROM waits WHERE notified = 0 AND notify_at <= ?"
                " UNION SELECT rowid FROM waits WHERE reminded = 0 AND remind_at <= ?"
                " UNION SELECT rowid FROM waits WHERE due_at <= ?)",
                (stamp, stamp, stamp),
            ),
        ):
            steps = [row[3] for row in conn.execute(f"EXPLAIN QUERY PLAN {sql}", args)]
            found.append(f"  {name}: " + "; ".join(s for s in steps if "waits" in s))
        return found
    finally:
        conn.close()


async def measure() -> None:
    print(f"Dispatcher queries, {2 * TABLES:,} waiting seats (SQLite)")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "timers.sqlite3"
        store = SqliteStore(path)
        await store.open()
        try:
            await store._transaction(lambda raw: _fill(raw, random.Random(1)))
            await store._exec("ANALYZE")
            earliest, due = [], []
            count = 0
            for _ in range(RUNS):
                began = time.perf_counter()
                await store.next_timer()
                earliest.append(time.perf_counter() - began)
                began = time.perf_counter()
                count = len(await store.due_waits(NOW + timedelta(minutes=2)))
                due.append(time.perf_counter() - began)
            print(f"  earliest timer (next_timer):     {summary_ms(earliest)}")
            print(f"  due now (due_waits, {count} rows):  {summary_ms(due)}")
            for line in _plans(path):
                print(line)
        finally:
            await store.close()


def main(argv: list[str] | None = None) -> None:
    parser("bench.timers", __doc__).parse_args(argv)
    asyncio.run(measure())


if __name__ == "__main__":
    main()
