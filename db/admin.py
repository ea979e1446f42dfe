"""Server settings in the store (issue 37): one row per changed setting, and the log of changes.

:class:`SqliteAdmin` and :class:`PgAdmin` do the same on the store's own connection; a change is
one transaction that writes the setting and its log row together. :func:`admin_store` picks one.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any


@dataclass
class SettingChange:
    name: str
    value: str
    user_id: int
    changed_at: str


class SqliteAdmin:
    def __init__(self, store: Any) -> None:
        self.store = store

    async def settings(self, guild_id: int) -> dict[str, str]:
        rows = await self.store._exec("SELECT name, value FROM server_settings WHERE guild_id = ?", (guild_id,))
        return {str(r[0]): str(r[1]) for r in rows}

    async def all_languages(self) -> dict[int, str]:
        rows = await self.store._exec("SELECT guild_id, value FROM server_settings WHERE name = 'language'")
        return {int(r[0]): str(r[1]) for r in rows}

    async def change(self, guild_id: int, name: str, value: str, user_id: int, now: datetime) -> None:
        def write(raw: sqlite3.Connection) -> None:
            raw.execute(
                "INSERT INTO server_settings (guild_id, name, value) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, name) DO UPDATE SET value = excluded.value",
                (guild_id, name, value),
            )
            raw.execute(
                "INSERT INTO server_setting_changes (guild_id, name, value, user_id, changed_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (guild_id, name, value, user_id, now.isoformat()),
            )

        await self.store._transaction(write)

    async def changes(self, guild_id: int, limit: int = 10) -> list[SettingChange]:
        rows = await self.store._exec(
            "SELECT name, value, user_id, changed_at FROM server_setting_changes WHERE guild_id = ?"
            " ORDER BY id DESC LIMIT ?",
            (guild_id, limit),
        )
        return [SettingChange(str(r[0]), str(r[1]), int(r[2]), str(r[3])) for r in rows]


class PgAdmin:
    def __init__(self, store: Any) -> None:
        self.store = store

    async def settings(self, guild_id: int) -> dict[str, str]:
        rows = await self.store._fetch("SELECT name, value FROM server_settings WHERE guild_id = $1", guild_id)
        return {str(r[0]): str(r[1]) for r in rows}

    async def all_languages(self) -> dict[int, str]:
        rows = await self.store._fetch("SELECT guild_id, value FROM server_settings WHERE name = 'language'")
        return {int(r[0]): str(r[1]) for r in rows}

    async def change(self, guild_id: int, name: str, value: str, user_id: int, now: datetime) -> None:
        async with self.store._transaction() as conn:
            await conn.execute(
                "INSERT INTO server_settings (guild_id, name, value) VALUES ($1, $2, $3)"
                " ON CONFLICT (guild_id, name) DO UPDATE SET value = excluded.value",
                guild_id,
                name,
                value,
            )
            await conn.execute(
                "INSERT INTO server_setting_changes (guild_id, name, value, user_id, changed_at)"
                " VALUES ($1, $2, $3, $4, $5)",
                guild_id,
                name,
                value,
                user_id,
                now.isoformat(),
            )

    async def changes(self, guild_id: int, limit: int = 10) -> list[SettingChange]:
        rows = await self.store._fetch(
            "SELECT name, value, user_id, changed_at FROM server_setting_changes WHERE guild_id = $1"
            " ORDER BY id DESC LIMIT $2",
            guild_id,
            limit,
        )
        return [SettingChange(str(r[0]), str(r[1]), int(r[2]), str(r[3])) for r in rows]


def admin_store(store: Any) -> SqliteAdmin | PgAdmin:
    """The server-settings operations of this store: PostgreSQL's for a store with a pool, else SQLite's."""
    return PgAdmin(store) if hasattr(store, "pool") else SqliteAdmin(store)
