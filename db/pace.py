"""Storage for play over days: who is being waited for, deadlines, reminders, settings.

A wait is one seat's pending decision at a table: a row from the moment the
seat is waited for until it decides. The dispatcher (``bot/deadlines.py``)
sleeps until the earliest ``remind_at`` or ``due_at``; rows survive restarts.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from db.delivery import add_lines
from db.notifications import PLAN_PUSH
from games.words import Text

if TYPE_CHECKING:
    import aiosqlite


@dataclass
class WaitRecord:
    table_id: int
    seat: int
    since: int
    started_at: datetime  # when the seat's clock started (later than the row, if the player is away)
    remind_at: datetime | None
    due_at: datetime | None
    notified: bool
    reminded: bool
    notify_at: datetime | None = None  # the your-move DM waits until then (quiet hours); None: at once


_WAIT_COLUMNS = "table_id, seat, since, started_at, remind_at, due_at, notified, reminded, notify_at"


#: the your-move of a decision (table, seat, since) taken to be sent: a row back only for the one call that took it
CLAIM_NOTIFY = (
    "UPDATE waits SET notified = 1 WHERE table_id = ? AND seat = ? AND since = ? AND notified = 0 RETURNING 1"
)


def _when(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


def _wait(row: Any) -> WaitRecord:
    started = _when(row[3])
    assert started is not None
    return WaitRecord(
        row[0], row[1], row[2], started, _when(row[4]), _when(row[5]), bool(row[6]), bool(row[7]), _when(row[8])
    )


@dataclass
class WaitPlan:
    """What a move (or a re-sync) does to a table's waits, written with it in one transaction
    (planned by :func:`bot.clock.plan_waits`)."""

    start: list[WaitRecord] = field(default_factory=list)  # new waits (a seat just became awaited)
    keep: dict[int, int] = field(default_factory=dict)  # seat -> its new decision; its clock runs on
    gone: list[int] = field(default_factory=list)  # seats no longer awaited
    banks: dict[int, float] = field(default_factory=dict)  # seat -> its bank, its clock now stopped

    @property
    def empty(self) -> bool:
        return not (self.start or self.keep or self.gone or self.banks)

    def times(self) -> list[datetime | None]:
        """The timers this plan writes (the dispatcher re-arms if one is earlier than its wake-up)."""
        return [t for w in self.start for t in (w.notify_at, w.remind_at, w.due_at)]

    def applied_to(self, existing: Sequence[WaitRecord]) -> list[WaitRecord]:
        """The table's waits once :func:`write_waits` has written this plan over ``existing`` (by seat), so
        whoever shows the table after the move needs not read them back."""
        after = {w.seat: w for w in existing if w.seat not in self.gone}
        for seat, since in self.keep.items():
            if seat in after:
                after[seat] = replace(after[seat], since=since)
        for w in self.start:
            after[w.seat] = replace(w, reminded=False)  # INSERT OR REPLACE, reminded 0
        return [after[seat] for seat in sorted(after)]


@dataclass
class ClockSettings:
    """A player's clock settings and vacation balance, as stored (``user_settings``)."""

    zone: str | None = None
    quiet_start: str | None = None  # 'HH:MM' local
    quiet_end: str | None = None
    away_until: datetime | None = None
    vacation_days: float | None = None  # None: never counted (a new player)
    vacation_counted_at: datetime | None = None


_CLOCK_COLUMNS = "time_zone, quiet_start, quiet_end, away_until, vacation_days, vacation_counted_at"


def _clock(row: Any) -> ClockSettings:
    return ClockSettings(row[0], row[1], row[2], _when(row[3]), row[4], _when(row[5]))


def write_waits(raw: sqlite3.Connection, table_id: int, plan: WaitPlan) -> list[WaitRecord]:
    """Write a :class:`WaitPlan` inside the caller's transaction; returns the waits that just began."""
    for seat in plan.gone:
        raw.execute("DELETE FROM waits WHERE table_id = ? AND seat = ?", (table_id, seat))
    for seat, bank in plan.banks.items():
        raw.execute("UPDATE seats SET bank_seconds = ? WHERE table_id = ? AND seat = ?", (bank, table_id, seat))
    for seat, since in plan.keep.items():
        raw.execute("UPDATE waits SET since = ? WHERE table_id = ? AND seat = ?", (since, table_id, seat))
    for w in plan.start:
        raw.execute(
            f"INSERT OR REPLACE INTO waits ({_WAIT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)",
            (
                table_id,
                w.seat,
                w.since,
                w.started_at.isoformat(),
                _iso(w.remind_at),
                _iso(w.due_at),
                int(w.notified),
                _iso(w.notify_at),
            ),
        )
    return list(plan.start)


def shift_wait(raw: sqlite3.Connection, wait: WaitRecord) -> None:
    """Store a wait's new times (an away period began or ended, a vacation day was spent)."""
    raw.execute(
        "UPDATE waits SET started_at = ?, remind_at = ?, due_at = ?, notify_at = ?, reminded = ?"
        " WHERE table_id = ? AND seat = ? AND since = ?",
        (
            wait.started_at.isoformat(),
            _iso(wait.remind_at),
            _iso(wait.due_at),
            _iso(wait.notify_at),
            int(wait.reminded),
            wait.table_id,
            wait.seat,
            wait.since,
        ),
    )


class PaceStore:
    """Mixed into the SQLite store; see :class:`db.store.SqliteStore`."""

    db: aiosqlite.Connection | None

    if TYPE_CHECKING:  # provided by SqliteStore

        async def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]: ...

        async def _transaction(self, work: Any, *, personal: bool = True) -> Any: ...

    async def sync_waits(self, table_id: int, plan: WaitPlan) -> list[WaitRecord]:
        """Write a table's wait plan (a re-sync); returns the waits that just began."""
        result: list[WaitRecord] = await self._transaction(lambda raw: write_waits(raw, table_id, plan))
        return result

    async def waits(self, table_id: int) -> list[WaitRecord]:
        rows = await self._exec(f"SELECT {_WAIT_COLUMNS} FROM waits WHERE table_id = ? ORDER BY seat", (table_id,))
        return [_wait(r) for r in rows]

    async def clear_waits(self, table_id: int) -> None:
        await self._exec("DELETE FROM waits WHERE table_id = ?", (table_id,))

    async def next_timer(self, *, ai: bool = False) -> datetime | None:
        """The earliest your-move DM, reminder or deadline still to fire, at a running table (``ai``: one
        process runs every AI loop itself and never leaves a claim behind, so there is nothing more).
        Each part reads the smallest entry of its own index (migrations 002 and 006)."""
        rows = await self._exec(
            "SELECT MIN(t) FROM ("
            " SELECT MIN(notify_at) AS t FROM waits WHERE notified = 0 AND notify_at IS NOT NULL"
            " UNION ALL SELECT MIN(remind_at) FROM waits WHERE reminded = 0 AND remind_at IS NOT NULL"
            " UNION ALL SELECT MIN(due_at) FROM waits WHERE due_at IS NOT NULL)"
        )
        return datetime.fromisoformat(rows[0][0]) if rows and rows[0][0] else None

    async def due_waits(self, now: datetime, *, ai: bool = False) -> list[WaitRecord]:
        """Waits whose your-move DM, reminder or deadline has come (ISO strings in UTC compare in time
        order), earliest first; each condition is served by its own index."""
        stamp = now.isoformat()
        rows = await self._exec(
            f"SELECT {_WAIT_COLUMNS} FROM waits WHERE rowid IN ("
            " SELECT rowid FROM waits WHERE notified = 0 AND notify_at <= ?"
            " UNION SELECT rowid FROM waits WHERE reminded = 0 AND remind_at <= ?"
            " UNION SELECT rowid FROM waits WHERE due_at <= ?)"
            " ORDER BY COALESCE(due_at, remind_at, notify_at)",
            (stamp, stamp, stamp),
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
        return bool(await self._exec(CLAIM_NOTIFY, (table_id, seat, since)))

    async def claim_and_push(self, table_id: int, seat: int, since: int, user_id: int, at: datetime) -> bool:
        """:meth:`claim_notify` and, if this call claimed it, the player's push at ``at`` (or earlier, if one is
        pending: pushes coalesce), in one trip; False: claimed already, nothing planned."""

        def claim(raw: sqlite3.Connection) -> bool:
            claimed = raw.execute(CLAIM_NOTIFY, (table_id, seat, since)).fetchall()
            if claimed:
                raw.execute(PLAN_PUSH, (user_id, "push", at.isoformat()))
            return bool(claimed)

        return bool(await self._transaction(claim, personal=False))

    async def release_notify(self, table_id: int, seat: int, since: int) -> None:
        """Give a claimed your-move DM back (Discord failed for now), so it is sent later (by the cog's own
        retry or a restart: notify_at is cleared so the dispatcher does not send it as well)."""
        await self._exec(
            "UPDATE waits SET notified = 0, notify_at = NULL WHERE table_id = ? AND seat = ? AND since = ?",
            (table_id, seat, since),
        )

    async def mark_reminded(self, table_id: int, seat: int, lines: list[Text]) -> None:
        """The reminder is due: mark it sent and queue its play-by-play line, in one transaction."""

        def remind(raw: sqlite3.Connection) -> None:
            raw.execute("UPDATE waits SET reminded = 1 WHERE table_id = ? AND seat = ?", (table_id, seat))
            add_lines(raw, table_id, lines)

        await self._transaction(remind, personal=False)

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

    # ---- the clock: players' settings, vacation days, away periods --------------------------
    async def clock_settings(self, user_ids: Sequence[int]) -> dict[int, ClockSettings]:
        """The clock settings of these players (those never seen: none, so defaults)."""
        if not user_ids:
            return {}
        marks = ", ".join("?" * len(user_ids))
        rows = await self._exec(
            f"SELECT user_id, {_CLOCK_COLUMNS} FROM user_settings WHERE user_id IN ({marks})", tuple(user_ids)
        )
        return {r[0]: _clock(r[1:]) for r in rows}

    async def set_quiet_hours(self, user_id: int, zone: str | None, start: str | None, end: str | None) -> None:
        await self._exec(
            "INSERT INTO user_settings (user_id, time_zone, quiet_start, quiet_end) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone,"
            " quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end",
            (user_id, zone, start, end),
        )

    async def user_waits(self, user_id: int) -> list[WaitRecord]:
        """The waits of every running table where this player holds the awaited seat."""
        rows = await self._exec(
            f"SELECT {', '.join('w.' + c.strip() for c in _WAIT_COLUMNS.split(','))} FROM waits w"
            " JOIN seats s ON s.table_id = w.table_id AND s.seat = w.seat"
            " JOIN tables t ON t.id = w.table_id WHERE s.user_id = ? AND t.status = 'running'"
            " ORDER BY w.table_id, w.seat",
            (user_id,),
        )
        return [_wait(r) for r in rows]

    async def user_running_tables(self, user_id: int) -> list[int]:
        rows = await self._exec(
            "SELECT DISTINCT t.id FROM tables t JOIN seats s ON s.table_id = t.id"
            " WHERE s.user_id = ? AND t.status = 'running' ORDER BY t.id",
            (user_id,),
        )
        return [r[0] for r in rows]

    async def save_clock(
        self,
        user_id: int,
        settings: ClockSettings,
        waits: Sequence[WaitRecord] = (),
        lines: dict[int, list[Text]] | None = None,
        *,
        only_if_due: WaitRecord | None = None,
    ) -> bool:
        """Store a player's away period and vacation balance, the waits it moves and the lines it
        announces, in one transaction. ``only_if_due``: write only if that wait still has the
        deadline it had when read (a vacation day is spent once, never twice)."""

        def save(raw: sqlite3.Connection) -> bool:
            if only_if_due is not None:
                row = raw.execute(
                    "SELECT due_at FROM waits WHERE table_id = ? AND seat = ? AND since = ?",
                    (only_if_due.table_id, only_if_due.seat, only_if_due.since),
                ).fetchone()
                if row is None or row[0] != _iso(only_if_due.due_at):
                    return False
            raw.execute(
                "INSERT INTO user_settings (user_id, away_until, vacation_days, vacation_counted_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET away_until = excluded.away_until,"
                " vacation_days = excluded.vacation_days, vacation_counted_at = excluded.vacation_counted_at",
                (user_id, _iso(settings.away_until), settings.vacation_days, _iso(settings.vacation_counted_at)),
            )
            for wait in waits:
                shift_wait(raw, wait)
            for table_id, table_lines in (lines or {}).items():
                add_lines(raw, table_id, table_lines)
            return True

        saved: bool = await self._transaction(save)
        return saved
