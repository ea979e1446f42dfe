"""Storage: schema, numbered migrations and the aiosqlite store."""

from db.store import SeatRecord, SqliteStore, Store, TableRecord

__all__ = ["SeatRecord", "SqliteStore", "Store", "TableRecord"]
