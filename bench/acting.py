"""`act()` against one raw aiosqlite insert+commit, in the same run and database file."""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite

from bench.stats import summary_ms
from bot.service import TableService
from db.store import SqliteStore
from games import GAMES

NOW = datetime(2026, 1, 1, tzinfo=UTC)


async def _raw_commits(path: Path, n: int) -> list[float]:
    """The floor: a plain aiosqlite connection, one INSERT and a commit, in the same file."""
    async with aiosqlite.connect(path) as db:
        await db.execute("PRAGMA synchronous=NORMAL")  # as the store runs it (the file is already WAL)
        await db.execute("CREATE TABLE IF NOT EXISTS bench_raw (id INTEGER PRIMARY KEY, payload TEXT)")
        payload = "x" * 2000  # about the size of a Capybara snapshot
        times = []
        for _ in range(n):
            start = time.perf_counter()
            await db.execute("INSERT INTO bench_raw (payload) VALUES (?)", (payload,))
            await db.commit()
            times.append(time.perf_counter() - start)
    return times


async def _acts(service: TableService, n: int) -> list[float]:
    game = GAMES["capybara"]
    rng = random.Random(1)
    times: list[float] = []
    table_id = None
    while len(times) < n:
        if table_id is None:
            table = await service.open_table("capybara", 1, 1, 100, "Ana")
            table = await service.join(table.id, 200, "Bo")
            table = await service.start(table.id, 100)
            table_id = table.id
        table = await service.table(table_id)
        if table.status != "running":
            table_id = None
            continue
        state = await service.state_of(table)
        seat = rng.choice(sorted(game.waiting_for(state)))
        user = table.seats[seat].user_id
        index = rng.randrange(len(game.legal_actions(state, seat)))
        start = time.perf_counter()
        await service.act(table_id, user, index, table.decisions[seat])  # type: ignore[arg-type]
        times.append(time.perf_counter() - start)
    return times


async def measure(n: int = 2000) -> None:
    folder = Path(tempfile.mkdtemp(prefix="gamehost-bench-"))
    store = SqliteStore(folder / "bench.sqlite3")
    await store.open()
    service = TableService(store, clock=lambda: NOW, rng=random.Random(1))
    path = folder / "bench.sqlite3"
    raw = await _raw_commits(path, n)
    acts = await _acts(service, n)
    raw += await _raw_commits(path, n)  # before and after, so drift shows in neither
    await store.close()
    raw_mean = sum(raw) / len(raw)
    act_mean = sum(acts) / len(acts)
    print("act() on a Capybara table (load, check, apply, log + snapshot in one transaction)")
    print(f"  act()               {summary_ms(acts)}")
    print(f"  raw insert+commit   {summary_ms(raw)}")
    print(f"  ratio of means      {act_mean / raw_mean:.2f}× (target ≤ 2×)")


if __name__ == "__main__":
    from bench.cli import parser

    parser("bench.acting", __doc__).parse_args()
    asyncio.run(measure())
