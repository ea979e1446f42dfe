"""Storage for how the bot reaches players: modes, pending pushes, the "Your turns" list, mutes, follows.

One set of queries for both stores: they are written with ``?`` placeholders and portable SQL
(``ON CONFLICT``, ``RETURNING``); :class:`SqliteNotifications` runs them as they are,
:class:`PgNotifications` numbers the placeholders for asyncpg. Times are ISO strings in UTC, as
for ``waits``, so text order is time order (PostgreSQL: ``COLLATE "C"``, migration 008).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from games.words import Text, load_text


@dataclass(frozen=True)
class Push:
    """A DM still to send: ``kind`` 'push' (moves became awaited) or 'digest' (a digest time)."""

    user_id: int
    kind: str
    send_at: datetime


@dataclass(frozen=True)
class FollowLine:
    id: int
    table_id: int
    text: Text


MODES = ("every", "digest", "deadline", "off")


def effective_mode(stored_mode: str | None, notify_flag: bool) -> str:
    """A player's mode: the stored one, else the older on/off setting (on: every move, off: off)."""
    if stored_mode in MODES:
        return stored_mode
    return "every" if notify_flag else "off"


#: a push of a kind (user id, kind, ISO time) at that time, or earlier if one is already pending (pushes coalesce)
PLAN_PUSH = (
    "INSERT INTO pushes (user_id, kind, send_at) VALUES (?, ?, ?)"
    " ON CONFLICT (user_id, kind) DO UPDATE SET send_at = excluded.send_at"
    " WHERE excluded.send_at < pushes.send_at"
)


class NotificationQueries:
    """The queries; a store supplies ``_rows(sql, params)`` (rows as tuples)."""

    if TYPE_CHECKING:  # each store's mixin below runs the queries

        async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]: ...

    def _flag(self, value: bool) -> Any:
        return value

    # ---- a player's choice ---------------------------------------------------------------
    async def notify_settings(self, user_id: int) -> tuple[str | None, bool, str | None]:
        """(notify_mode as stored, the older on/off flag, digest_times as stored)."""
        rows = await self._rows(
            "SELECT notify_mode, notify, digest_times FROM user_settings WHERE user_id = ?", (user_id,)
        )
        return (rows[0][0], bool(rows[0][1]), rows[0][2]) if rows else (None, True, None)

    async def notify_mode(self, user_id: int) -> str:
        stored, flag, _ = await self.notify_settings(user_id)
        return effective_mode(stored, flag)

    async def set_notify_mode(self, user_id: int, mode: str) -> None:
        """Store the mode (and the older flag with it: off is off for pings too)."""
        await self._rows(
            "INSERT INTO user_settings (user_id, notify_mode, notify) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET notify_mode = excluded.notify_mode, notify = excluded.notify",
            (user_id, mode, self._flag(mode != "off")),
        )

    async def set_digest_times(self, user_id: int, times: str) -> None:
        await self._rows(
            "INSERT INTO user_settings (user_id, digest_times) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET digest_times = excluded.digest_times",
            (user_id, times),
        )

    # ---- pending pushes (timer rows) ---------------------------------------------------------
    async def schedule_push(self, user_id: int, kind: str, at: datetime) -> None:
        """A push of this kind at ``at``, or earlier if one is already pending (pushes coalesce)."""
        await self._rows(PLAN_PUSH, (user_id, kind, at.isoformat()))

    async def cancel_push(self, user_id: int, kind: str) -> None:
        await self._rows("DELETE FROM pushes WHERE user_id = ? AND kind = ?", (user_id, kind))

    async def next_push(self) -> datetime | None:
        rows = await self._rows("SELECT MIN(send_at) FROM pushes")
        return datetime.fromisoformat(rows[0][0]) if rows and rows[0][0] else None

    async def due_pushes(self, now: datetime) -> list[Push]:
        rows = await self._rows(
            "SELECT user_id, kind, send_at FROM pushes WHERE send_at <= ? ORDER BY send_at, user_id", (now.isoformat(),)
        )
        return [Push(int(r[0]), str(r[1]), datetime.fromisoformat(r[2])) for r in rows]

    async def claim_push(self, push: Push) -> bool:
        """Take a due push to send it: only the caller whose DELETE finds the row sends it (several
        processes, or a timer and a restart, never send one twice)."""
        rows = await self._rows(
            "DELETE FROM pushes WHERE user_id = ? AND kind = ? AND send_at = ? RETURNING 1",
            (push.user_id, push.kind, push.send_at.isoformat()),
        )
        return bool(rows)

    # ---- the "Your turns" list -----------------------------------------------------------------
    async def dashboard(self, user_id: int) -> tuple[int, int] | None:
        rows = await self._rows("SELECT channel_id, message_id FROM dashboards WHERE user_id = ?", (user_id,))
        return (int(rows[0][0]), int(rows[0][1])) if rows else None

    async def set_dashboard(self, user_id: int, channel_id: int, message_id: int) -> None:
        await self._rows(
            "INSERT INTO dashboards (user_id, channel_id, message_id) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id, message_id = excluded.message_id",
            (user_id, channel_id, message_id),
        )

    async def drop_dashboard(self, user_id: int) -> None:
        await self._rows("DELETE FROM dashboards WHERE user_id = ?", (user_id,))

    # ---- mutes -----------------------------------------------------------------------------------
    async def toggle_mute(self, user_id: int, table_id: int) -> bool:
        """Mute the table for this player, or unmute it if it was; True: it is muted now."""
        if await self._rows("DELETE FROM mutes WHERE user_id = ? AND table_id = ? RETURNING 1", (user_id, table_id)):
            return False
        await self._rows("INSERT INTO mutes (user_id, table_id) VALUES (?, ?)", (user_id, table_id))
        return True

    async def muted_tables(self, user_id: int) -> set[int]:
        return {int(r[0]) for r in await self._rows("SELECT table_id FROM mutes WHERE user_id = ?", (user_id,))}

    # ---- follows ---------------------------------------------------------------------------------
    async def follow(self, user_id: int, table_id: int) -> bool:
        """Start following; False if they already did."""
        rows = await self._rows(
            "INSERT INTO follows (user_id, table_id) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING 1",
            (user_id, table_id),
        )
        return bool(rows)

    async def unfollow(self, user_id: int, table_id: int) -> bool:
        """Stop following (their lines still to send go too); False if they did not follow it."""
        await self._rows("DELETE FROM follow_lines WHERE user_id = ? AND table_id = ?", (user_id, table_id))
        rows = await self._rows(
            "DELETE FROM follows WHERE user_id = ? AND table_id = ? RETURNING 1", (user_id, table_id)
        )
        return bool(rows)

    async def followed_tables(self, user_id: int) -> list[int]:
        rows = await self._rows("SELECT table_id FROM follows WHERE user_id = ? ORDER BY table_id", (user_id,))
        return [int(r[0]) for r in rows]

    async def follow_lines(self, user_id: int) -> list[FollowLine]:
        rows = await self._rows("SELECT id, table_id, text FROM follow_lines WHERE user_id = ? ORDER BY id", (user_id,))
        return [FollowLine(int(r[0]), int(r[1]), load_text(str(r[2]))) for r in rows]

    async def delete_follow_lines(self, user_id: int, up_to: int) -> None:
        await self._rows("DELETE FROM follow_lines WHERE user_id = ? AND id <= ?", (user_id, up_to))


class SqliteNotifications(NotificationQueries):
    """Mixed into :class:`db.store.SqliteStore`."""

    if TYPE_CHECKING:  # provided by SqliteStore

        async def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]: ...

    async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        return await self._exec(sql, params)

    def _flag(self, value: bool) -> Any:
        return int(value)


_PLACEHOLDER = re.compile(r"\?")


def numbered(sql: str) -> str:
    """``?`` placeholders as asyncpg's ``$1, $2, ...``."""
    count = iter(range(1, 1000))
    return _PLACEHOLDER.sub(lambda _: f"${next(count)}", sql)


class PgNotifications(NotificationQueries):
    """Mixed into :class:`db.pg_store.PgStore`."""

    if TYPE_CHECKING:  # provided by PgStore

        async def _fetch(self, sql: str, *args: Any) -> list[Any]: ...

    async def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        return [tuple(r) for r in await self._fetch(numbered(sql), *params)]
