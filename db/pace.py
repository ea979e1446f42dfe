"""Storage for play over days: who is being waited for, deadlines, reminders, settings.

A wait is one seat's pending decision at a table: a row from the moment the
seat is waited for until it decides. The dispatcher (``bot/deadlines.py``)
sleeps until the earliest ``remind_at`` or ``due_at``; rows survive restarts.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from db.delivery import add_lines
from games.words import Text

if TYPE_CHECKING:
    import aiosqlite


@dataclass
class WaitRecord:
    table_id: int
    seat: int
    since: int
    started_at: datetime
    remind_at: datetime | None
    due_at: datetime | None
    notified: bool
    reminded: bool


_WAIT_COLUMNS = "table_id, seat, since, started_at, remind_at, due_at, notified, reminded"


def _wait(row: Any) -> WaitRecord:
    def when(text: str | None) -> datetime | None:
        return datetime.fromisoformat(text) if text else None

    started = when(row[3])
    assert started is not None
    return WaitRecord(row[0], row[1], row[2], started, when(row[4]), when(row[5]), bool(row[6]), bool(row[7]))


def write_waits(
    raw: sqlite3.Connection,
    table_id: int,
    waiting: dict[int, int],
    now: datetime,
    quiet: frozenset[int] = frozenset(),
) -> list[WaitRecord]:
    """Make a table's waits match ``waiting`` (seat -> the version its decision began), inside a transaction.

    A wait belongs to a decision: a seat whose decision is new gets a fresh deadline and reminder,
    even if the same seat was awaited a moment ago. Waits of seats no longer awaited are deleted.
    ``quiet`` seats (AI seats, a player who just moved and is asked again) are not notified.
    Returns the waits that just began.
    """
    pace = raw.execute("SELECT move_seconds, remind_share FROM tables WHERE id = ?", (table_id,)).fetchone()
    move_seconds, remind_share = (pace[0], pace[1]) if pace else (None, 0.25)
    due = remind = None
    if move_seconds:
        due = now + timedelta(seconds=move_seconds)
        if 0 < remind_share < 1:
            remind = now + timedelta(seconds=move_seconds * (1 - remind_share))
    existing = dict(raw.execute("SELECT seat, since FROM waits WHERE table_id = ?", (table_id,)).fetchall())
    for seat in existing.keys() - waiting.keys():
        raw.execute("DELETE FROM waits WHERE table_id = ? AND seat = ?", (table_id, seat))
    fresh = []
    for seat, since in sorted(waiting.items()):
        if existing.get(seat) == since:
            continue  # the same decision: its deadline stands
        record = WaitRecord(table_id, seat, since, now, remind, due, seat in quiet, False)
        raw.execute(
            f"INSERT OR REPLACE INTO waits ({_WAIT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, 0)",
            (
                table_id,
                seat,
                since,
                now.isoformat(),
                remind.isoformat() if remind else None,
                due.isoformat() if due else None,
                int(record.notified),
            ),
        )
        fresh.append(record)
    return fresh


class PaceStore:
    """Mixed into the SQLite store; see :class:`db.store.SqliteStore`."""

    db: aiosqlite.Connection | None

    if TYPE_CHECKING:  # provided by SqliteStore

        async def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]: ...

        async def _transaction(self, work: Any) -> Any: ...

    async def sync_waits(
        self, table_id: int, waiting: dict[int, int], now: datetime, quiet: frozenset[int] = frozenset()
    ) -> list[WaitRecord]:
        """Make the waits of a table match ``waiting`` (seat -> decision); returns the waits that just began."""
        result: list[WaitRecord] = await self._transaction(lambda raw: write_waits(raw, table_id, waiting, now, quiet))
        return result

    async def waits(self, table_id: int) -> list[WaitRecord]:
        rows = await self._exec(f"SELECT {_WAIT_COLUMNS} FROM waits WHERE table_id = ? ORDER BY seat", (table_id,))
        return [_wait(r) for r in rows]

    async def clear_waits(self, table_id: int) -> None:
        await self._exec("DELETE FROM waits WHERE table_id = ?", (table_id,))

    async def next_timer(self, *, ai: bool = False) -> datetime | None:
        """The earliest reminder or deadline still to fire, at a running table (``ai``: one process
        runs every AI loop itself and never leaves a claim behind, so there is nothing more)."""
        rows = await self._exec(
            "SELECT MIN(t) FROM ("
            " SELECT remind_at AS t FROM waits WHERE reminded = 0 AND remind_at IS NOT NULL"
            " UNION ALL SELECT due_at AS t FROM waits WHERE due_at IS NOT NULL)"
        )
        return datetime.fromisoformat(rows[0][0]) if rows and rows[0][0] else None

    async def due_waits(self, now: datetime, *, ai: bool = False) -> list[WaitRecord]:
        """Waits whose reminder or deadline has come (ISO strings in UTC compare in time order)."""
        stamp = now.isoformat()
        rows = await self._exec(
            f"SELECT {_WAIT_COLUMNS} FROM waits WHERE (reminded = 0 AND remind_at <= ?) OR due_at <= ?"
            " ORDER BY COALESCE(due_at, remind_at)",
            (stamp, stamp),
        )
        return [_wait(r) for r in rows]

    async def mark_notified(self, table_id: int, seat: int) -> None:
        await self._exec("UPDATE waits SET notified = 1 WHERE table_id = ? AND seat = ?", (table_id, seat))

    async def claim_ai(self, table_id: int, seat: int, since: int, now: datetime) -> bool:
        """One process, one AI task per table: nobody else could be thinking about this decision."""
        return True

    async def release_ai(self, table_id: int, seat: int, since: int) -> None:
        return None

    async def claim_notify(self, table_id: int, seat: int, since: int) -> bool:
        """Take the your-move DM of this decision to send it; False if it is sent (or being sent) already.

        With several processes on one database, only the one whose UPDATE flips the flag sends.
        """
        rows = await self._exec(
            "UPDATE waits SET notified = 1 WHERE table_id = ? AND seat = ? AND since = ? AND notified = 0 RETURNING 1",
            (table_id, seat, since),
        )
        return bool(rows)

    async def release_notify(self, table_id: int, seat: int, since: int) -> None:
        """Give a claimed your-move DM back (Discord failed for now), so it is sent later."""
        await self._exec(
            "UPDATE waits SET notified = 0 WHERE table_id = ? AND seat = ? AND since = ?", (table_id, seat, since)
        )

    async def mark_reminded(self, table_id: int, seat: int, lines: list[Text]) -> None:
        """The reminder is due: mark it sent and queue its play-by-play line, in one transaction."""

        def remind(raw: sqlite3.Connection) -> None:
            raw.execute("UPDATE waits SET reminded = 1 WHERE table_id = ? AND seat = ?", (table_id, seat))
            add_lines(raw, table_id, lines)

        await self._transaction(remind)

    async def postpone(self, table_id: int, seat: int, since: int, until: datetime) -> None:
        """Move a wait's deadline (a timer that failed is tried again later, never dropped)."""
        await self._exec(
            "UPDATE waits SET due_at = ? WHERE table_id = ? AND seat = ? AND since = ? AND due_at IS NOT NULL",
            (until.isoformat(), table_id, seat, since),
        )

    async def unnotified_waits(self) -> list[WaitRecord]:
        rows = await self._exec(f"SELECT {_WAIT_COLUMNS} FROM waits WHERE notified = 0 ORDER BY table_id, seat")
        return [_wait(r) for r in rows]

    async def notify_enabled(self, user_id: int) -> bool:
        rows = await self._exec("SELECT notify FROM user_settings WHERE user_id = ?", (user_id,))
        return bool(rows[0][0]) if rows else True

    async def set_notify(self, user_id: int, enabled: bool) -> None:
        await self._exec(
            "INSERT INTO user_settings (user_id, notify) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify",
            (user_id, int(enabled)),
        )

    async def user_languages(self, user_id: int) -> tuple[str | None, str | None]:
        """(the language chosen in /game settings, the client's language last seen); None where unknown."""
        rows = await self._exec("SELECT language, client_language FROM user_settings WHERE user_id = ?", (user_id,))
        return (rows[0][0], rows[0][1]) if rows else (None, None)

    async def set_language(self, user_id: int, language: str | None) -> None:
        await self._exec(
            "INSERT INTO user_settings (user_id, language) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
            (user_id, language),
        )

    async def remember_client_language(self, user_id: int, language: str) -> None:
        await self._exec(
            "INSERT INTO user_settings (user_id, client_language) VALUES (?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET client_language = excluded.client_language",
            (user_id, language),
        )
