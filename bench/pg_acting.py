"""`act()` on PostgreSQL against one raw asyncpg insert+commit, in the same run and database.

``python -m bench.pg_acting``: uses ``TEST_DATABASE_URL``/``DATABASE_URL`` if set (the bench then
creates and drops a database of its own there), else starts a throwaway cluster (tests/pg_cluster.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import statistics
import time
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bench.acting import _acts
from bench.stats import summary_ms
from bot.service import TableService
from db.pg_store import PgStore

NOW = datetime(2026, 1, 1, tzinfo=UTC)


async def _raw_commits(url: str, n: int) -> list[float]:
    """The floor: one asyncpg connection, one INSERT in its own transaction (autocommit), same database."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE IF NOT EXISTS bench_raw (id BIGSERIAL PRIMARY KEY, payload TEXT)")
        payload = "x" * 2000  # about the size of a Capybara snapshot
        times = []
        for _ in range(n):
            start = time.perf_counter()
            await conn.execute("INSERT INTO bench_raw (payload) VALUES ($1)", payload)
            times.append(time.perf_counter() - start)
        return times
    finally:
        await conn.close()


@contextlib.asynccontextmanager
async def pg_database() -> AsyncIterator[str]:
    given = os.environ.get("TEST_DATABASE_URL") or os.environ.get("DATABASE_URL")
    cluster = None
    if not given:
        from tests.pg_cluster import Cluster

        cluster = Cluster.start()
        given = cluster.url
    name = f"bench_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(given)
    await admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit(urlsplit(given)._replace(path=f"/{name}"))
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()
        if cluster is not None:
            cluster.stop()


async def measure(n: int = 1000) -> None:
    from tests.pg_cluster import find_bin_dir

    if not (os.environ.get("TEST_DATABASE_URL") or os.environ.get("DATABASE_URL") or find_bin_dir()):
        print("act() on PostgreSQL: skipped (no TEST_DATABASE_URL and no PostgreSQL binaries here)")
        return
    async with pg_database() as url:
        store = PgStore(url)
        await store.open()
        service = TableService(store, clock=lambda: NOW, rng=random.Random(1))
        raw = await _raw_commits(url, n)
        acts = await _acts(service, n)
        raw += await _raw_commits(url, n)  # before and after, so drift shows in neither
        await service.shutdown()
        await store.close()
    raw_mean = sum(raw) / len(raw)
    act_mean = sum(acts) / len(acts)
    print("act() on PostgreSQL, a Capybara table (load, check, apply, log + snapshot in one transaction)")
    print(f"  act()               {summary_ms(acts)}")
    print(f"  raw insert+commit   {summary_ms(raw)}")
    print(f"  ratio of means      {act_mean / raw_mean:.2f}×")
    print(f"  ratio of medians    {statistics.median(acts) / statistics.median(raw):.2f}× (steadier on a busy machine)")


if __name__ == "__main__":
    from bench.cli import POSTGRES_SETTINGS, parser

    parser("bench.pg_acting", __doc__, POSTGRES_SETTINGS).parse_args()
    asyncio.run(measure())
