"""Storage: schema, numbered migrations and the stores (SQLite by default, PostgreSQL by URL)."""

from __future__ import annotations

from pathlib import Path

from db.store import SeatRecord, SqliteStore, Store, TableRecord

__all__ = ["SeatRecord", "SqliteStore", "Store", "TableRecord", "make_store"]


def make_store(database_url: str | None, database_path: str | Path) -> Store:
    """The store the settings name (unopened): PostgreSQL when ``DATABASE_URL`` is set, else the SQLite file."""
    if database_url:
        # imported here: every ``db.*`` module runs this package's top first, and asyncpg was a quarter of
        # importing the table service (a process of the crash test starts 31 times)
        from db.pg_store import PgStore

        return PgStore(database_url)
    return SqliteStore(database_path)
