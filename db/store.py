"""The table store: aiosqlite in WAL mode, numbered migrations, append-only log.

The version check lives in the database (``UPDATE ... WHERE version = ?``), so
several bot processes could serve the same table safely; the per-table lock in
the service only spares us the wasted work.
"""

from __future__ import annotations

import json
import logging
import re
import sqlite3
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from db.delivery import DeliveryStore, add_lines
from db.history import HistoryStore
from db.interface import OPEN_STATUSES, ActionRecord, Move, Store, Withdrawn
from db.member_cache import CachedMemberSettings, MemberCache, writes_members
from db.notifications import SqliteNotifications
from db.pace import _WAIT_COLUMNS, PaceStore, WaitRecord, _wait, write_waits
from db.records import _TABLE_COLUMNS, SeatRecord, TableRecord, TableStatus, _table
from db.schema import PageCheck, StoreError, check_database, clean_mark, mark_closed, migrations, split_sql
from db.sqlite_batch import Batches
from db.stored_ratings import SqliteRatingStore
from games.words import Text

T = TypeVar("T")
log = logging.getLogger(__name__)

# the protocol and the move records live in db/interface.py; importers of db.store find them here too
__all__ = ["OPEN_STATUSES", "ActionRecord", "Move", "SqliteStore", "Store", "TableRecord", "Withdrawn"]


#: statements that only read: a batch of nothing else takes no write lock
_READS = re.compile(r"\s*(SELECT|WITH)\b", re.IGNORECASE)


def _fetch_all(sql: str, params: tuple[Any, ...], raw: sqlite3.Connection) -> list[Any]:
    return raw.execute(sql, params).fetchall()


def _iso(now: datetime) -> str:
    return now.isoformat()


class SqliteStore(CachedMemberSettings, PaceStore, DeliveryStore, HistoryStore, SqliteRatingStore, SqliteNotifications):
    """aiosqlite implementation of :class:`Store`.

    Every multi-statement write runs as one function in aiosqlite's worker
    thread (``_transaction``): one hop from the event loop instead of one per
    statement, which is most of what a write costs with WAL and
    ``synchronous=NORMAL``; and the calls asked while the thread is busy run
    together, in one transaction (``db.sqlite_batch``). Members' settings are
    cached (``db.member_cache``): this one process writes them all, and drops
    the cache when it does.
    """

    timer_poll: float | None = None  # one process: every timer is written here, and re-arms the task itself
    #: calls into aiosqlite's thread so far (a statement or a whole transaction is one; calls asked together
    #: share a hop, ``db.sqlite_batch``); bench.clicks prints them per click, tests/e2e/test_round_trips.py bounds them
    round_trips: int = 0

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.db: aiosqlite.Connection | None = None
        self._batch: Batches  # set by open()
        self._members = MemberCache()
        #: the page check of a large file not closed cleanly, running while the store serves (``db.schema``)
        self.page_check: PageCheck | None = None

    # ---- lifecycle -------------------------------------------------------
    async def open(self) -> None:
        owed = check_database(self.path)  # refuse, in one line, a path this bot cannot use; before touching it
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            clean_mark(self.path).unlink(missing_ok=True)  # open now: a crash from here means a full check
        # isolation_level=None: autocommit; writes open their own BEGIN IMMEDIATE.
        self.db = await aiosqlite.connect(self.path, isolation_level=None)
        self._batch = Batches(self.db)
        # outside any transaction (a batch is one): journal_mode and foreign_keys do nothing inside one
        for pragma in ("journal_mode=WAL", "foreign_keys=ON", "synchronous=NORMAL", "busy_timeout=5000"):
            # WAL + synchronous=NORMAL: durable at checkpoints, fast commits
            await self.db.execute_fetchall(f"PRAGMA {pragma}")
        await self.migrate()
        if owed:  # after the migrations: they leave no write behind for a damaged file to refuse half-done
            log.info(
                "%s was not closed cleanly: reading its %s MB page by page while serving",
                self.path,
                f"{Path(self.path).stat().st_size // 10**6:,}",
            )
            self.page_check = PageCheck(self.path)
            self.page_check.when_done(partial(self._pages_checked, time.monotonic()))
            self.page_check.start()

    @property
    def damage(self) -> str | None:
        """What the page check found wrong: writes are refused from then on (the bot stops, ``bot.app``)."""
        return None if self.page_check is None else self.page_check.found

    def _pages_checked(self, began: float, found: str | None) -> None:  # in the check's thread
        if found is not None:
            log.critical("%s", found)
        elif self.page_check is not None and self.page_check.completed:
            log.info("%s: every page is sound (read in %.1f s)", self.path, time.monotonic() - began)

    async def close(self) -> None:
        if self.db is not None:
            checked = True
            if self.page_check is not None:
                self.page_check.stop()  # a clean shutdown before the check ended: the next start checks again
                checked = self.page_check.completed and self.page_check.found is None
            await self.db.close()
            self.db = None
            if checked:  # only a file read page by page since it was last open is trusted at the next start
                mark_closed(self.path)

    @property
    def conn(self) -> aiosqlite.Connection:
        if self.db is None:
            raise RuntimeError("the store is not open")
        return self.db

    async def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        """Run one statement and return its rows (in a batch of whatever else is waiting: ``db.sqlite_batch``)."""
        self.round_trips += 1
        writes = not _READS.match(sql)
        if writes and self.damage is not None:
            raise StoreError(self.damage)
        if writes_members(sql):
            self._members.clear()
        return await self._batch.run(partial(_fetch_all, sql, params), writes=writes, statement=True)

    async def _transaction(self, work: Callable[[sqlite3.Connection], T], *, personal: bool = True) -> T:
        """Run ``work(connection)`` inside BEGIN IMMEDIATE ... COMMIT in the worker thread (with the other
        calls waiting then, ``db.sqlite_batch``; rolled back alone if it raises). ``work`` does nothing but
        SQL: after a rollback of its batch it runs again.

        ``personal`` False: ``work`` certainly writes no member's settings, mutes or list DM, so the cache
        of them stays (else it is dropped: a transaction not marked so may write them)."""
        self.round_trips += 1
        if self.damage is not None:
            raise StoreError(self.damage)
        if personal:
            self._members.clear()
        return await self._batch.run(work, writes=True)

    async def _reads(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run several reads, ``work(connection)``, in one call, on one snapshot (a deferred BEGIN takes
        no write lock): a table and its seats, a member's settings, in one trip instead of one each."""
        self.round_trips += 1
        return await self._batch.run(work, writes=False)

    async def migrate(self) -> list[int]:
        """Apply the numbered migrations not yet applied; returns their numbers."""
        await self._exec("CREATE TABLE IF NOT EXISTS schema_migrations (number INTEGER PRIMARY KEY)")
        done = {row[0] for row in await self._exec("SELECT number FROM schema_migrations")}
        applied = []
        for number, sql in migrations():
            if number in done:
                continue

            def apply(raw: sqlite3.Connection, sql: str = sql, number: int = number) -> None:
                for statement in split_sql(sql):
                    raw.execute(statement)
                raw.execute("INSERT INTO schema_migrations (number) VALUES (?)", (number,))

            await self._transaction(apply)
            applied.append(number)
        return applied

    # ---- tables ----------------------------------------------------------
    async def create_table(
        self,
        game: str,
        guild_id: int | None,
        channel_id: int,
        host: SeatRecord,
        options: dict[str, Any],
        now: datetime,
    ) -> TableRecord:
        def insert(raw: sqlite3.Connection) -> int:
            cur = raw.execute(
                "INSERT INTO tables (game, guild_id, channel_id, host_id, options, status, created_at)"
                " VALUES (?, ?, ?, ?, ?, 'lobby', ?)",
                (game, guild_id, channel_id, host.user_id, json.dumps(options), _iso(now)),
            )
            table_id = cur.lastrowid
            assert table_id is not None
            _insert_seat(raw, table_id, host)
            return table_id

        record = await self.get_table(await self._transaction(insert, personal=False))
        assert record is not None
        return record

    async def get_table(self, table_id: int) -> TableRecord | None:
        return (await self._tables_where("id = ?", (table_id,)) or [None])[0]

    async def set_pace(
        self,
        table_id: int,
        pace: str | None,
        move_seconds: int | None,
        on_timeout: str,
        remind_share: float,
        vacation: bool = True,
    ) -> None:
        await self._exec(
            "UPDATE tables SET pace = ?, move_seconds = ?, on_timeout = ?, remind_share = ?, vacation = ? WHERE id = ?",
            (pace, move_seconds, on_timeout, remind_share, int(vacation), table_id),
        )

    async def set_message(self, table_id: int, message_id: int | None, thread_id: int | None) -> None:
        await self._exec(
            "UPDATE tables SET message_id = ?, thread_id = ? WHERE id = ?", (message_id, thread_id, table_id)
        )

    async def save_lobby_seats(
        self, table_id: int, seats: list[SeatRecord], expected_version: int | None = None
    ) -> bool:
        """Replace a lobby's seats; False (nothing written) if it is no lobby or not at ``expected_version``.

        The guard is what keeps two simultaneous Joins (two processes) from both taking seat 2.
        """

        def save(raw: sqlite3.Connection) -> bool:
            cur = raw.execute(
                "UPDATE tables SET version = version + 1 WHERE id = ? AND status = 'lobby'"
                " AND (? IS NULL OR version = ?)",
                (table_id, expected_version, expected_version),
            )
            if cur.rowcount != 1:
                return False
            raw.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            for seat in seats:
                _insert_seat(raw, table_id, seat)
            return True

        saved: bool = await self._transaction(save, personal=False)
        return saved

    async def replace_seat(self, table_id: int, seat: SeatRecord, lines: Sequence[Text] = ()) -> None:
        """Give a seat to someone else (an AI); its current wait keeps no deadline, so it cannot fire twice."""

        def replace(raw: sqlite3.Connection) -> None:
            raw.execute(
                "UPDATE seats SET user_id = ?, ai_level = ?, name = ?, dm_channel_id = ?, dm_message_id = ?,"
                " dm_closed = ?, ai_since = ? WHERE table_id = ? AND seat = ?",
                (
                    seat.user_id,
                    seat.ai_level,
                    seat.name,
                    seat.dm_channel_id,
                    seat.dm_message_id,
                    int(seat.dm_closed),
                    seat.ai_since,
                    table_id,
                    seat.seat,
                ),
            )
            raw.execute(
                "UPDATE waits SET due_at = NULL, reminded = 1, notified = 1 WHERE table_id = ? AND seat = ?",
                (table_id, seat.seat),
            )
            add_lines(raw, table_id, lines)

        await self._transaction(replace, personal=False)

    async def set_status(self, table_id: int, status: TableStatus, now: datetime, lines: Sequence[Text] = ()) -> None:
        ended = _iso(now) if status in ("finished", "cancelled") else None

        def update(raw: sqlite3.Connection) -> None:
            raw.execute(
                "UPDATE tables SET status = ?, ended_at = COALESCE(?, ended_at) WHERE id = ?",
                (status, ended, table_id),
            )
            if status in ("finished", "cancelled"):
                raw.execute("DELETE FROM waits WHERE table_id = ?", (table_id,))
            add_lines(raw, table_id, lines)

        await self._transaction(update, personal=False)

    async def start_game(self, table_id: int, seed: int, now: datetime, move: Move) -> list[WaitRecord] | None:
        """Lobby -> running with the first snapshot, its waits and lines; None if it was not a lobby any more."""

        def start(raw: sqlite3.Connection) -> list[WaitRecord] | None:
            cur = raw.execute(
                "UPDATE tables SET status = 'running', seed = ?, version = 0, started_at = ?, decisions = ?"
                " WHERE id = ? AND status = 'lobby'",
                (seed, _iso(now), _dump_decisions(move.decisions), table_id),
            )
            if cur.rowcount != 1:
                return None
            raw.execute("INSERT INTO snapshots (table_id, version, state) VALUES (?, 0, ?)", (table_id, move.state))
            add_lines(raw, table_id, move.lines)
            return write_waits(raw, table_id, move.plan)

        return await self._transaction(start, personal=False)

    async def append_action(
        self, table_id: int, expected_version: int, move: Move, now: datetime
    ) -> list[WaitRecord] | None:
        """Log one action with the new snapshot, decisions, waits and lines, in one transaction.

        Returns the waits that just began, or None (and writes nothing) when the table is not at
        ``expected_version`` (someone else acted first) or the seat is no longer ``move.holder``'s.
        """
        new_version = expected_version + 1
        finished = move.outcome is not None
        when = _iso(now)

        def append(raw: sqlite3.Connection) -> list[WaitRecord] | None:
            # read before anything changes (the UPDATE below writes the new decisions)
            undo = _table_before(raw, table_id, expected_version) if move.undoable else None
            cur = raw.execute(
                "UPDATE tables SET version = ?, decisions = ?,"
                " status = CASE WHEN ? THEN 'finished' ELSE status END,"
                " outcome = COALESCE(?, outcome),"
                " ended_at = CASE WHEN ? THEN ? ELSE ended_at END"
                " WHERE id = ? AND version = ? AND status = 'running'"
                " AND EXISTS (SELECT 1 FROM seats WHERE table_id = ? AND seat = ? AND user_id IS ?)",
                (
                    new_version,
                    _dump_decisions(move.decisions),
                    finished,
                    move.outcome,
                    finished,
                    when,
                    table_id,
                    expected_version,
                    table_id,
                    move.seat,
                    move.holder,
                ),
            )
            if cur.rowcount != 1:
                return None
            raw.execute(
                "INSERT INTO actions (table_id, seq, seat, action, by_ai, created_at, undo)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (table_id, new_version, move.seat, move.action, int(move.by_ai), when, undo),
            )
            raw.execute(
                "UPDATE snapshots SET version = ?, state = ? WHERE table_id = ?", (new_version, move.state, table_id)
            )
            add_lines(raw, table_id, move.lines)
            return write_waits(raw, table_id, move.plan)

        return await self._transaction(append, personal=False)

    async def set_decisions(self, table_id: int, decisions: dict[int, int]) -> None:
        await self._exec("UPDATE tables SET decisions = ? WHERE id = ?", (_dump_decisions(decisions), table_id))

    async def snapshot(self, table_id: int) -> tuple[int, str] | None:
        rows = await self._exec("SELECT version, state FROM snapshots WHERE table_id = ?", (table_id,))
        return (int(rows[0][0]), str(rows[0][1])) if rows else None

    async def actions(self, table_id: int) -> list[ActionRecord]:
        """The moves that stand, in order: a withdrawn move and the row withdrawing it are skipped."""
        rows = await self._exec(
            "SELECT seq, seat, action, by_ai, created_at FROM actions WHERE table_id = ? AND withdraws IS NULL"
            " AND seq NOT IN (SELECT withdraws FROM actions WHERE table_id = ? AND withdraws IS NOT NULL)"
            " ORDER BY seq",
            (table_id, table_id),
        )
        return [ActionRecord(int(r[0]), int(r[1]), str(r[2]), bool(r[3]), str(r[4])) for r in rows]

    async def withdraw(
        self, table_id: int, expected_version: int, seat: int, holder: int | None, lines: Sequence[Text], now: datetime
    ) -> Withdrawn | None:
        """Take back the table's last move, ``seat``'s, logged at ``expected_version``; None: not possible.

        One transaction: a row withdrawing it is appended (the version moves on, so every button of the
        move taken back is stale), and the snapshot, decisions, waits and banks become what they were
        before it. Refused when the move is not the table's last, not that seat's (or the seat changed
        hands), not declared undoable, or the table is not running.
        """

        def withdraw(raw: sqlite3.Connection) -> Withdrawn | None:
            last = raw.execute(
                "SELECT seq, seat, undo, withdraws FROM actions WHERE table_id = ? ORDER BY seq DESC LIMIT 1",
                (table_id,),
            ).fetchone()
            if last is None or last[0] != expected_version or last[1] != seat or last[2] is None or last[3] is not None:
                return None
            before = json.loads(last[2])
            decisions = {int(k): int(v) for k, v in before["decisions"].items()}
            cur = raw.execute(
                "UPDATE tables SET version = ?, decisions = ? WHERE id = ? AND version = ? AND status = 'running'"
                " AND EXISTS (SELECT 1 FROM seats WHERE table_id = ? AND seat = ? AND user_id IS ?)",
                (expected_version + 1, _dump_decisions(decisions), table_id, expected_version, table_id, seat, holder),
            )
            if cur.rowcount != 1:
                return None
            raw.execute(
                "INSERT INTO actions (table_id, seq, seat, action, by_ai, created_at, withdraws)"
                " VALUES (?, ?, ?, '{}', 0, ?, ?)",
                (table_id, expected_version + 1, seat, _iso(now), expected_version),
            )
            raw.execute(
                "UPDATE snapshots SET version = ?, state = ? WHERE table_id = ?",
                (expected_version + 1, before["state"], table_id),
            )
            # A decision the move did not touch (another player's secret bid still awaited) keeps its row
            # as it is now (reminded since, say); the others are put back as they were before the move.
            kept = {(w[0], w[1]) for w in before["waits"]}
            now_waits = [
                _wait(r) for r in raw.execute(f"SELECT {_WAIT_COLUMNS} FROM waits WHERE table_id = ?", (table_id,))
            ]
            told = [w for w in now_waits if w.notified and (w.seat, w.since) not in kept]
            same = {(w.seat, w.since) for w in now_waits} & kept
            for w in now_waits:
                if (w.seat, w.since) not in same:
                    raw.execute("DELETE FROM waits WHERE table_id = ? AND seat = ?", (table_id, w.seat))
            for row in before["waits"]:
                if (row[0], row[1]) not in same:
                    raw.execute(
                        "INSERT INTO waits (table_id, seat, since, started_at, remind_at, due_at, notified, reminded,"
                        " notify_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (table_id, *row),
                    )
            for s, bank in before["banks"].items():
                raw.execute(
                    "UPDATE seats SET bank_seconds = ? WHERE table_id = ? AND seat = ?", (bank, table_id, int(s))
                )
            add_lines(raw, table_id, lines)
            return Withdrawn(seat=seat, state=before["state"], decisions=decisions, told=told)

        return await self._transaction(withdraw, personal=False)

    async def undoable_move(self, table_id: int) -> tuple[int, int] | None:
        """(seq, seat) of the table's last logged row if it is a move that may be taken back."""
        rows = await self._exec(
            "SELECT seq, seat, undo IS NOT NULL AND withdraws IS NULL FROM actions WHERE table_id = ?"
            " ORDER BY seq DESC LIMIT 1",
            (table_id,),
        )
        return (int(rows[0][0]), int(rows[0][1])) if rows and rows[0][2] else None

    async def set_dm(
        self, table_id: int, seat: int, channel_id: int | None, message_id: int | None, closed: bool
    ) -> None:
        await self._exec(
            "UPDATE seats SET dm_channel_id = ?, dm_message_id = ?, dm_closed = ? WHERE table_id = ? AND seat = ?",
            (channel_id, message_id, int(closed), table_id, seat),
        )

    async def tables_in_guild(self, guild_id: int, statuses: tuple[str, ...] = OPEN_STATUSES) -> list[TableRecord]:
        marks = ",".join("?" * len(statuses))
        return await self._tables_where(f"guild_id = ? AND status IN ({marks}) ORDER BY id", (guild_id, *statuses))

    async def tables_of_user(self, user_id: int, statuses: tuple[str, ...] = OPEN_STATUSES) -> list[TableRecord]:
        marks = ",".join("?" * len(statuses))
        return await self._tables_where(
            f"status IN ({marks}) AND id IN (SELECT table_id FROM seats WHERE user_id = ?) ORDER BY id",
            (*statuses, user_id),
        )

    async def running_tables(self, *, after: int = 0, limit: int = -1) -> list[TableRecord]:
        """Running tables by id, those after ``after``, at most ``limit`` (-1: all); index ``tables_running``."""
        return await self._tables_where("status = 'running' AND id > ? ORDER BY id LIMIT ?", (after, limit))

    # ---- helpers ---------------------------------------------------------
    async def _tables_where(self, condition: str, params: tuple[Any, ...]) -> list[TableRecord]:
        """The tables matching ``condition`` (SQL after WHERE) with their seats, read in one hop."""

        def read(raw: sqlite3.Connection) -> list[TableRecord]:
            rows = raw.execute(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE {condition}", params).fetchall()
            return _seated(raw, [_table(r) for r in rows])

        return await self._reads(read)

    async def _with_seats(self, tables: list[TableRecord]) -> list[TableRecord]:
        return await self._reads(lambda raw: _seated(raw, tables)) if tables else tables


def _seated(raw: sqlite3.Connection, tables: list[TableRecord]) -> list[TableRecord]:
    """``tables`` with their seats read (inside the caller's hop)."""
    if not tables:
        return tables
    by_id = {t.id: t for t in tables}
    marks = ",".join("?" * len(by_id))
    rows = raw.execute(
        "SELECT table_id, seat, user_id, name, ai_level, dm_channel_id, dm_message_id, dm_closed, hand_version,"
        " bank_seconds, ai_since"
        f" FROM seats WHERE table_id IN ({marks}) ORDER BY table_id, seat",
        tuple(by_id),
    ).fetchall()
    for r in rows:
        by_id[r[0]].seats.append(SeatRecord(r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]), r[8], r[9], r[10]))
    return tables


def _insert_seat(raw: sqlite3.Connection, table_id: int, seat: SeatRecord) -> None:
    raw.execute(
        "INSERT INTO seats (table_id, seat, user_id, ai_level, name, dm_channel_id, dm_message_id, dm_closed)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            table_id,
            seat.seat,
            seat.user_id,
            seat.ai_level,
            seat.name,
            seat.dm_channel_id,
            seat.dm_message_id,
            int(seat.dm_closed),
        ),
    )


def _table_before(raw: sqlite3.Connection, table_id: int, version: int) -> str:
    """The table as it is before a move (inside the move's transaction): what withdrawing it restores."""
    state = raw.execute("SELECT state FROM snapshots WHERE table_id = ?", (table_id,)).fetchone()[0]
    decisions = raw.execute("SELECT decisions FROM tables WHERE id = ?", (table_id,)).fetchone()[0]
    waits = raw.execute(
        "SELECT seat, since, started_at, remind_at, due_at, notified, reminded, notify_at FROM waits"
        " WHERE table_id = ? ORDER BY seat",
        (table_id,),
    ).fetchall()
    banks = raw.execute("SELECT seat, bank_seconds FROM seats WHERE table_id = ?", (table_id,)).fetchall()
    return json.dumps(
        {
            "version": version,
            "state": state,
            "decisions": json.loads(decisions),
            "waits": [list(w) for w in waits],
            "banks": {str(seat): bank for seat, bank in banks},
        }
    )


def _dump_decisions(decisions: dict[int, int]) -> str:
    return json.dumps({str(seat): since for seat, since in sorted(decisions.items())})
