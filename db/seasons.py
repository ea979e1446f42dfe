"""Seasons in the store (issue 37), on SQLite and PostgreSQL: started, ended with their archive.

At most one open season per server (a partial unique index): starting a second one, or two
admins starting one at once, leaves one. Ending a season writes its archive in the same statement.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from db.notifications import numbered

_COLUMNS = "id, guild_id, name, started_at, started_by, ended_at, ended_by, final"


@dataclass
class Season:
    id: int
    guild_id: int
    name: str
    started_at: str
    started_by: int
    ended_at: str | None
    ended_by: int | None
    final: str | None


def _season(row: Any) -> Season:
    return Season(*(row[i] for i in range(8)))


class SqliteSeasons:
    def __init__(self, store: Any) -> None:
        self.store = store

    async def _rows(self, sql: str, *args: Any) -> list[Any]:
        return list(await self.store._exec(sql, tuple(args)))

    async def start(self, guild_id: int, name: str, by: int, now: datetime) -> str:
        """ "ok", "open" (a season is running) or "taken" (the name was used)."""
        if await self.current(guild_id) is not None:
            return "open"
        if await self.by_name(guild_id, name) is not None:
            return "taken"
        try:
            await self._rows(
                "INSERT INTO seasons (guild_id, name, started_at, started_by) VALUES (?, ?, ?, ?)",
                guild_id,
                name,
                now.isoformat(),
                by,
            )
        except Exception as exc:  # the unique indexes: another admin was quicker
            if "unique" in str(exc).lower() or "duplicate" in str(exc).lower():
                return "open"
            raise
        return "ok"

    async def current(self, guild_id: int) -> Season | None:
        rows = await self._rows(f"SELECT {_COLUMNS} FROM seasons WHERE guild_id = ? AND ended_at IS NULL", guild_id)
        return _season(rows[0]) if rows else None

    async def by_name(self, guild_id: int, name: str) -> Season | None:
        rows = await self._rows(f"SELECT {_COLUMNS} FROM seasons WHERE guild_id = ? AND name = ?", guild_id, name)
        return _season(rows[0]) if rows else None

    async def names(self, guild_id: int) -> list[str]:
        rows = await self._rows("SELECT name FROM seasons WHERE guild_id = ? ORDER BY id DESC LIMIT 25", guild_id)
        return [str(r[0]) for r in rows]

    async def end(self, season: Season, by: int, now: datetime, final: str) -> bool:
        rows = await self._rows(
            "UPDATE seasons SET ended_at = ?, ended_by = ?, final = ? WHERE id = ? AND ended_at IS NULL RETURNING id",
            now.isoformat(),
            by,
            final,
            season.id,
        )
        return bool(rows)


class PgSeasons(SqliteSeasons):
    async def _rows(self, sql: str, *args: Any) -> list[Any]:
        return list(await self.store._fetch(numbered(sql), *args))


def season_store(store: Any) -> SqliteSeasons:
    """The season operations of this store: PostgreSQL's for a store with a pool, else SQLite's."""
    return PgSeasons(store) if hasattr(store, "pool") else SqliteSeasons(store)
