"""Storage: schema, numbered migrations and the stores (SQLite by default, PostgreSQL by URL)."""

from __future__ import annotations

from pathlib import Path

from db.pg_store import PgStore
from db.store import SeatRecord, SqliteStore, Store, TableRecord

__all__ = ["PgStore", "SeatRecord", "SqliteStore", "Store", "TableRecord", "make_store"]


def make_store(database_url: str | None, database_path: str | Path) -> Store:
    """The store the settings name (unopened): PostgreSQL when ``DATABASE_URL`` is set, else the SQLite file."""
    if database_url:
        return PgStore(database_url)
    return SqliteStore(database_path)
