"""Fixtures that give tests a PostgreSQL database of their own (and the store parametrization).

Where the server comes from, in order:
1. ``TEST_DATABASE_URL`` (``make test`` sets it: tests/pg_cluster.py starts one cluster for the run),
   else ``DATABASE_URL``: a server given from outside (a CI service, a developer's own);
2. PostgreSQL binaries on this machine: one throwaway cluster for this pytest process;
3. neither: PostgreSQL tests are skipped with the reason, except under ``CI=true``, where they fail.

Every test gets a fresh database (``CREATE DATABASE``), dropped at its end, so tests running
in parallel never see each other's tables, advisory locks or notifications.
"""

from __future__ import annotations

import asyncio
import os
import threading
import uuid
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from db.notifications import numbered
from db.pg_store import PgStore
from db.store import SqliteStore, Store
from tests.pg_cluster import Cluster, find_bin_dir

T = TypeVar("T")


def in_thread(work: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run a coroutine to the end on its own loop in a thread: sync fixtures may be called from a running loop."""
    result: list[T] = []
    error: list[BaseException] = []

    def run() -> None:
        try:
            result.append(asyncio.run(work()))
        except BaseException as exc:
            error.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if error:
        raise error[0]
    return result[0]


def with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture(scope="session")
def pg_admin_url() -> Iterator[str]:
    """A DSN of a server where tests may create databases."""
    given = os.environ.get("TEST_DATABASE_URL") or os.environ.get("DATABASE_URL")
    if given:
        yield given
        return
    if find_bin_dir() is None:
        reason = (
            "PostgreSQL tests need TEST_DATABASE_URL or PostgreSQL's binaries (initdb, pg_ctl: apt install postgresql)"
        )
        if in_ci():
            pytest.fail(f"{reason}; CI=true, so they must run", pytrace=False)
        pytest.skip(reason)
    cluster = Cluster.start()
    try:
        yield cluster.url
    finally:
        cluster.stop()


@pytest.fixture
def pg_url(pg_admin_url: str) -> Iterator[str]:
    """A fresh, empty database for this test; dropped at the end."""
    name = f"test_{uuid.uuid4().hex[:16]}"

    async def admin(sql: str) -> None:
        conn = await asyncpg.connect(pg_admin_url, timeout=30)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    in_thread(lambda: admin(f'CREATE DATABASE "{name}"'))
    try:
        yield with_database(pg_admin_url, name)
    finally:
        in_thread(lambda: admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture(params=["sqlite", "postgres"])
def new_store(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[], Store]:
    """Makes unopened stores on one database of this test, SQLite or PostgreSQL (the test runs on both)."""
    if request.param == "sqlite":
        path = tmp_path / "store.sqlite3"
        return lambda: SqliteStore(path)
    url: str = request.getfixturevalue("pg_url")
    return lambda: PgStore(url)


async def sql(store: Store, statement: str, *args: Any) -> list[Any]:
    """One statement written with ``?`` marks, on either store; the rows it returns."""
    if isinstance(store, PgStore):
        return list(await store._fetch(numbered(statement), *args))
    return list(await store._exec(statement, args))  # type: ignore[attr-defined]
