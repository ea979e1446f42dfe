"""The table store on PostgreSQL (asyncpg): the same behaviour as :class:`db.store.SqliteStore`.

Chosen by ``DATABASE_URL=postgresql://...``; several bot processes may share one database.
The version check lives in the UPDATE's WHERE clause, as on SQLite; every multi-statement
write is one transaction on one pooled connection. Times are stored as the same ISO text as
on SQLite, so both stores hand the service identical records (see db/migrations_pg/001).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from db.notifications import PgNotifications
from db.pace import _WAIT_COLUMNS, WaitRecord, _wait
from db.pg_queries import (
    CLAIM_LEASE,
    INSERT_LINES,
    PgDeliveryStore,
    PgHistoryStore,
    PgPaceStore,
    add_lines,
    plan_arguments,
    write_waits,
)
from db.schema import PageCheck, StoreError, migrations
from db.store import (
    _TABLE_COLUMNS,
    OPEN_STATUSES,
    ActionRecord,
    Move,
    SeatRecord,
    TableRecord,
    TableStatus,
    Withdrawn,
    _dump_decisions,
    _table,
)
from db.stored_ratings import PgRatingStore
from games.words import Text, dump_text

MIGRATIONS = "db.migrations_pg"
#: a move's play-by-play lines, written only if the move itself was (see append_action)
MOVE_LINES = INSERT_LINES.format(table="$6", lines="$13", where="WHERE EXISTS (SELECT 1 FROM moved)")
CONNECT_TIMEOUT = 10.0  # seconds: an unreachable server is refused at start-up, not waited for forever
MIGRATION_LOCK = 0x6761_6D65  # advisory lock key: processes starting together migrate one at a time


def redacted(url: str) -> str:
    """The URL without its password, fit for an error message or a log line."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def is_postgres_url(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


async def connect_checked(url: str, **kwargs: Any) -> asyncpg.Connection:
    """One connection, or a :class:`StoreError` saying in one line why the database cannot be reached."""
    if not is_postgres_url(url):
        raise StoreError(
            f"DATABASE_URL={redacted(url)} is not a PostgreSQL URL: it must start with postgresql://"
            " (e.g. postgresql://user:password@host:5432/gamehost). Unset it to use the SQLite file."
        )
    try:
        return await asyncpg.connect(url, timeout=CONNECT_TIMEOUT, **kwargs)
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as exc:
        reason = str(exc).strip() or type(exc).__name__
        raise StoreError(
            f"DATABASE_URL={redacted(url)}: cannot connect to PostgreSQL ({reason}). Check that the server"
            " is running and the host, port, user, password and database name are right."
        ) from None


async def newest_applied(conn: asyncpg.Connection) -> int | None:
    exists = await conn.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
    return await conn.fetchval("SELECT MAX(number) FROM schema_migrations") if exists else None


def newer_schema_error(url: str, found: int, known: int) -> StoreError:
    return StoreError(
        f"DATABASE_URL={redacted(url)} was written by a newer version of this bot (schema {found}, this code"
        f" knows up to {known}): update the bot, or point DATABASE_URL at another database. Nothing was changed."
    )


async def check_postgres(url: str) -> None:
    """The start-up check: reachable, and not written by a newer bot. Changes nothing."""
    conn = await connect_checked(url)
    try:
        found = await newest_applied(conn)
    finally:
        await conn.close()
    known = max(number for number, _ in migrations(MIGRATIONS))
    if found is not None and found > known:
        raise newer_schema_error(url, found, known)


#: the table as it is before a move, read inside the move's own statement (its sub-statements all see
#: the rows as they were): what withdrawing the move restores (issue 34; db.store._table_before)
TABLE_BEFORE = (
    "SELECT json_build_object("
    " 'version', $7::integer,"
    " 'state', (SELECT state FROM snapshots WHERE table_id = $6),"
    " 'decisions', (SELECT decisions::json FROM tables WHERE id = $6),"
    " 'waits', COALESCE((SELECT json_agg(json_build_array(seat, since, started_at, remind_at, due_at, notified,"
    "   reminded, notify_at) ORDER BY seat) FROM waits WHERE table_id = $6), '[]'::json),"
    " 'banks', (SELECT json_object_agg(seat::text, bank_seconds) FROM seats WHERE table_id = $6))::text"
)


class _NotWithdrawn(Exception):
    """Raised inside :meth:`PgStore.withdraw`'s transaction to roll it back."""


class PgStore(PgPaceStore, PgDeliveryStore, PgHistoryStore, PgRatingStore, PgNotifications):
    """asyncpg implementation of :class:`db.store.Store`."""

    #: other processes write timers, or die holding claims: look at the timers at least this often
    timer_poll: float | None = 15.0
    page_check: PageCheck | None = None  # the server checks its own pages
    #: calls to the server so far: a statement, or a transaction (counted once, though each of its statements
    #: is a round trip of its own); bench.clicks prints them per click
    round_trips: int = 0

    def __init__(self, url: str, *, pool_size: int = 5, claim_lease: timedelta = CLAIM_LEASE) -> None:
        self.url = url
        self.claim_lease = claim_lease  # tests shorten it to see a take-over in seconds
        self.pool_size = pool_size
        self.pool: asyncpg.Pool | None = None

    # ---- lifecycle -------------------------------------------------------
    async def open(self) -> None:
        await check_postgres(self.url)  # one clear line for a wrong URL or a newer schema, before any write
        # No per-use timers: by default every release arms a 5-minute idle timer and every query
        # re-arms its cached statement's expiry, a call_later and a cancel per query. The bot runs
        # a small fixed set of statements and a small pool, so both are kept for the process's life.
        self.pool = await asyncpg.create_pool(
            self.url,
            min_size=1,
            max_size=self.pool_size,
            timeout=CONNECT_TIMEOUT,
            reset=_nothing_to_reset,
            max_inactive_connection_lifetime=0,
            max_cached_statement_lifetime=0,
        )
        await self.migrate()

    async def close(self) -> None:
        if self.pool is not None:
            pool, self.pool = self.pool, None
            try:
                await asyncio.wait_for(pool.close(), 10)
            except TimeoutError:
                pool.terminate()  # a connection stuck in a query must not hang shutdown

    @property
    def _pool(self) -> asyncpg.Pool:
        if self.pool is None:
            raise RuntimeError("the store is not open")
        return self.pool

    async def _fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        self.round_trips += 1
        return list(await self._pool.fetch(sql, *args))

    async def _fetchrow(self, sql: str, *args: Any) -> asyncpg.Record | None:
        self.round_trips += 1
        return await self._pool.fetchrow(sql, *args)

    async def _execute(self, sql: str, *args: Any) -> str:
        self.round_trips += 1
        return str(await self._pool.execute(sql, *args))

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[asyncpg.Connection]:
        self.round_trips += 1
        async with self._pool.acquire() as conn, conn.transaction():
            yield conn

    async def migrate(self) -> list[int]:
        """Apply the numbered migrations not yet applied; returns their numbers."""
        applied = []
        async with self._transaction() as conn:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (number INTEGER PRIMARY KEY)")
            done = {r[0] for r in await conn.fetch("SELECT number FROM schema_migrations")}
            for number, sql in migrations(MIGRATIONS):
                if number in done:
                    continue
                await conn.execute(sql)  # no arguments: the whole file in one simple query
                await conn.execute("INSERT INTO schema_migrations (number) VALUES ($1)", number)
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
        async with self._transaction() as conn:
            table_id = await conn.fetchval(
                "INSERT INTO tables (game, guild_id, channel_id, host_id, options, status, created_at)"
                " VALUES ($1, $2, $3, $4, $5, 'lobby', $6) RETURNING id",
                game,
                guild_id,
                channel_id,
                host.user_id,
                json.dumps(options),
                now.isoformat(),
            )
            await _insert_seat(conn, table_id, host)
        record = await self.get_table(table_id)
        assert record is not None
        return record

    async def get_table(self, table_id: int) -> TableRecord | None:
        rows = await self._fetch(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = $1", table_id)
        if not rows:
            return None
        return (await self._with_seats([_table(rows[0])]))[0]

    async def set_pace(
        self,
        table_id: int,
        pace: str | None,
        move_seconds: int | None,
        on_timeout: str,
        remind_share: float,
        vacation: bool = True,
    ) -> None:
        await self._execute(
            "UPDATE tables SET pace = $1, move_seconds = $2, on_timeout = $3, remind_share = $4, vacation = $5"
            " WHERE id = $6",
            pace,
            move_seconds,
            on_timeout,
            remind_share,
            vacation,
            table_id,
        )

    async def set_message(self, table_id: int, message_id: int | None, thread_id: int | None) -> None:
        await self._execute(
            "UPDATE tables SET message_id = $1, thread_id = $2 WHERE id = $3", message_id, thread_id, table_id
        )

    async def save_lobby_seats(
        self, table_id: int, seats: list[SeatRecord], expected_version: int | None = None
    ) -> bool:
        """Replace a lobby's seats; False (nothing written) if it is no lobby or not at ``expected_version``."""
        async with self._transaction() as conn:
            bumped = await conn.execute(
                "UPDATE tables SET version = version + 1 WHERE id = $1 AND status = 'lobby'"
                " AND ($2::integer IS NULL OR version = $2)",
                table_id,
                expected_version,
            )
            if bumped != "UPDATE 1":
                return False
            await conn.execute("DELETE FROM seats WHERE table_id = $1", table_id)
            for seat in seats:
                await _insert_seat(conn, table_id, seat)
        return True

    async def replace_seat(self, table_id: int, seat: SeatRecord, lines: Sequence[Text] = ()) -> None:
        """Give a seat to someone else (an AI); its current wait keeps no deadline, so it cannot fire twice."""
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE seats SET user_id = $1, ai_level = $2, name = $3, dm_channel_id = $4, dm_message_id = $5,"
                " dm_closed = $6, ai_since = $9 WHERE table_id = $7 AND seat = $8",
                seat.user_id,
                seat.ai_level,
                seat.name,
                seat.dm_channel_id,
                seat.dm_message_id,
                seat.dm_closed,
                table_id,
                seat.seat,
                seat.ai_since,
            )
            await conn.execute(
                "UPDATE waits SET due_at = NULL, reminded = TRUE, notified = TRUE WHERE table_id = $1 AND seat = $2",
                table_id,
                seat.seat,
            )
            await add_lines(conn, table_id, lines)

    async def set_status(self, table_id: int, status: TableStatus, now: datetime, lines: Sequence[Text] = ()) -> None:
        ended = now.isoformat() if status in ("finished", "cancelled") else None
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE tables SET status = $1, ended_at = COALESCE($2, ended_at) WHERE id = $3",
                status,
                ended,
                table_id,
            )
            if status in ("finished", "cancelled"):
                await conn.execute("DELETE FROM waits WHERE table_id = $1", table_id)
            await add_lines(conn, table_id, lines)

    async def start_game(self, table_id: int, seed: int, now: datetime, move: Move) -> list[WaitRecord] | None:
        """Lobby -> running with the first snapshot, its waits and lines; None if it was not a lobby any more."""
        async with self._transaction() as conn:
            started = await conn.execute(
                "UPDATE tables SET status = 'running', seed = $1, version = 0, started_at = $2, decisions = $3"
                " WHERE id = $4 AND status = 'lobby'",
                seed,
                now.isoformat(),
                _dump_decisions(move.decisions),
                table_id,
            )
            if started != "UPDATE 1":
                return None
            await conn.execute(
                "INSERT INTO snapshots (table_id, version, state) VALUES ($1, 0, $2)", table_id, move.state
            )
            await add_lines(conn, table_id, move.lines)
            return await write_waits(conn, table_id, move.plan)

    async def append_action(
        self, table_id: int, expected_version: int, move: Move, now: datetime
    ) -> list[WaitRecord] | None:
        """Log one action with the new snapshot, decisions, waits and lines, in one transaction.

        None (nothing written) when the table is not at ``expected_version`` or the seat is no
        longer held by ``move.holder``: another process acted, or handed the seat to an AI.
        """
        pace = move.pace
        if pace is None:  # planned without the table's pace: read it (the statement still checks it)
            row = await self._fetchrow("SELECT pace, move_seconds, remind_share FROM tables WHERE id = $1", table_id)
            if row is None:
                return None
            pace = (row[0], row[1], row[2])
        return await self._append_in_one_statement(table_id, expected_version, move, now, pace)

    async def _append_in_one_statement(
        self,
        table_id: int,
        expected_version: int,
        move: Move,
        now: datetime,
        pace: tuple[str | None, int | None, float],
    ) -> list[WaitRecord] | None:
        """:meth:`append_action` as one statement (atomic by itself: no BEGIN, no COMMIT), one round trip.

        The waits' times come from the plan the move was made with (``move.plan``, from the pace);
        the guard refuses the move if the table's pace is another by now, as it refuses a stale version.
        """
        row = await self._fetchrow(
            "WITH moved AS (UPDATE tables SET version = $1, decisions = $2,"
            "   status = CASE WHEN $3 THEN 'finished' ELSE status END,"
            "   outcome = COALESCE($4, outcome),"
            "   ended_at = CASE WHEN $3 THEN $5 ELSE ended_at END"
            "   WHERE id = $6 AND version = $7 AND status = 'running'"
            "   AND pace IS NOT DISTINCT FROM $14 AND move_seconds IS NOT DISTINCT FROM $15 AND remind_share = $16"
            "   AND EXISTS (SELECT 1 FROM seats WHERE table_id = $6 AND seat = $8"
            "     AND user_id IS NOT DISTINCT FROM $9)"
            "   RETURNING id),"
            " logged AS (INSERT INTO actions (table_id, seq, seat, action, by_ai, created_at, undo)"
            f"   SELECT $6, $1, $8, $10, $11, $5, CASE WHEN $29 THEN ({TABLE_BEFORE}) END FROM moved),"
            " snapped AS (UPDATE snapshots SET version = $1, state = $12"
            "   WHERE table_id = $6 AND EXISTS (SELECT 1 FROM moved)),"
            f" lines AS ({MOVE_LINES}),"
            " gone AS (DELETE FROM waits WHERE table_id = $6 AND seat = ANY($17::integer[])"
            "   AND EXISTS (SELECT 1 FROM moved)),"
            " banked AS (UPDATE seats SET bank_seconds = b.bank"
            "   FROM unnest($18::integer[], $19::float8[]) AS b (seat, bank)"
            "   WHERE seats.table_id = $6 AND seats.seat = b.seat AND EXISTS (SELECT 1 FROM moved)),"
            " kept AS (UPDATE waits SET since = k.since, claimed_until = NULL"  # the move ends a claimed decision
            "   FROM unnest($20::integer[], $21::integer[]) AS k (seat, since)"
            "   WHERE waits.table_id = $6 AND waits.seat = k.seat AND EXISTS (SELECT 1 FROM moved)),"
            f" fresh AS (INSERT INTO waits ({_WAIT_COLUMNS})"
            "   SELECT $6, n.seat, n.since, n.started, n.remind, n.due, n.notified, FALSE, n.notify"
            "   FROM unnest($22::integer[], $23::integer[], $24::text[], $25::text[], $26::text[], $27::boolean[],"
            "     $28::text[]) AS n (seat, since, started, remind, due, notified, notify)"
            "   WHERE EXISTS (SELECT 1 FROM moved)"
            "   ON CONFLICT (table_id, seat) DO UPDATE SET since = excluded.since, started_at = excluded.started_at,"
            "   remind_at = excluded.remind_at, due_at = excluded.due_at, notified = excluded.notified,"
            "   reminded = FALSE, claimed_until = NULL, notify_at = excluded.notify_at"
            "   RETURNING seat)"
            " SELECT EXISTS (SELECT 1 FROM moved)",
            expected_version + 1,
            _dump_decisions(move.decisions),
            move.outcome is not None,
            move.outcome,
            now.isoformat(),
            table_id,
            expected_version,
            move.seat,
            move.holder,
            move.action,
            move.by_ai,
            move.state,
            [dump_text(line) for line in move.lines],
            pace[0],
            pace[1],
            pace[2],
            *plan_arguments(move.plan),
            move.undoable,
        )
        if row is None or not row[0]:
            return None  # someone else moved first, the seat changed hands, or the pace changed: nothing written
        return list(move.plan.start)

    async def set_decisions(self, table_id: int, decisions: dict[int, int]) -> None:
        await self._execute("UPDATE tables SET decisions = $1 WHERE id = $2", _dump_decisions(decisions), table_id)

    async def snapshot(self, table_id: int) -> tuple[int, str] | None:
        rows = await self._fetch("SELECT version, state FROM snapshots WHERE table_id = $1", table_id)
        return (int(rows[0][0]), str(rows[0][1])) if rows else None

    async def withdraw(
        self, table_id: int, expected_version: int, seat: int, holder: int | None, lines: Sequence[Text], now: datetime
    ) -> Withdrawn | None:
        """As :meth:`db.store.SqliteStore.withdraw`, in one transaction; the row of the table locked first."""
        try:
            async with self._transaction() as conn:
                moved = await conn.execute(
                    "UPDATE tables SET version = $1 WHERE id = $2 AND version = $3 AND status = 'running'"
                    " AND EXISTS (SELECT 1 FROM seats WHERE table_id = $2 AND seat = $4"
                    " AND user_id IS NOT DISTINCT FROM $5)",
                    expected_version + 1,
                    table_id,
                    expected_version,
                    seat,
                    holder,
                )
                last = await conn.fetchrow(
                    "SELECT seq, seat, undo, withdraws FROM actions WHERE table_id = $1 ORDER BY seq DESC LIMIT 1",
                    table_id,
                )
                if (
                    moved != "UPDATE 1"
                    or last is None
                    or last[0] != expected_version
                    or last[1] != seat
                    or last[2] is None
                    or last[3] is not None
                ):
                    raise _NotWithdrawn  # rolls the version back
                before = json.loads(last[2])
                decisions = {int(k): int(v) for k, v in before["decisions"].items()}
                await conn.execute(
                    "UPDATE tables SET decisions = $1 WHERE id = $2", _dump_decisions(decisions), table_id
                )
                await conn.execute(
                    "INSERT INTO actions (table_id, seq, seat, action, by_ai, created_at, withdraws)"
                    " VALUES ($1, $2, $3, '{}', FALSE, $4, $5)",
                    table_id,
                    expected_version + 1,
                    seat,
                    now.isoformat(),
                    expected_version,
                )
                await conn.execute(
                    "UPDATE snapshots SET version = $1, state = $2 WHERE table_id = $3",
                    expected_version + 1,
                    before["state"],
                    table_id,
                )
                # as on SQLite: a decision the move did not touch keeps its row as it is now
                kept = {(w[0], w[1]) for w in before["waits"]}
                current = await conn.fetch(f"SELECT {_WAIT_COLUMNS} FROM waits WHERE table_id = $1", table_id)
                now_waits = [_wait(r) for r in current]
                told = [w for w in now_waits if w.notified and (w.seat, w.since) not in kept]
                same = {(w.seat, w.since) for w in now_waits} & kept
                for gone in now_waits:
                    if (gone.seat, gone.since) not in same:
                        await conn.execute("DELETE FROM waits WHERE table_id = $1 AND seat = $2", table_id, gone.seat)
                for w in before["waits"]:
                    if (w[0], w[1]) in same:
                        continue
                    await conn.execute(
                        f"INSERT INTO waits ({_WAIT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                        table_id,
                        int(w[0]),
                        int(w[1]),
                        w[2],
                        w[3],
                        w[4],
                        bool(w[5]),
                        bool(w[6]),
                        w[7],
                    )
                for s, bank in before["banks"].items():
                    await conn.execute(
                        "UPDATE seats SET bank_seconds = $1 WHERE table_id = $2 AND seat = $3", bank, table_id, int(s)
                    )
                await add_lines(conn, table_id, lines)
                return Withdrawn(seat=seat, state=before["state"], decisions=decisions, told=told)
        except _NotWithdrawn:
            return None

    async def undoable_move(self, table_id: int) -> tuple[int, int] | None:
        row = await self._fetchrow(
            "SELECT seq, seat, undo IS NOT NULL AND withdraws IS NULL FROM actions WHERE table_id = $1"
            " ORDER BY seq DESC LIMIT 1",
            table_id,
        )
        return (int(row[0]), int(row[1])) if row is not None and row[2] else None

    async def actions(self, table_id: int) -> list[ActionRecord]:
        rows = await self._fetch(
            "SELECT seq, seat, action, by_ai, created_at FROM actions WHERE table_id = $1 AND withdraws IS NULL"
            " AND seq NOT IN (SELECT withdraws FROM actions WHERE table_id = $1 AND withdraws IS NOT NULL)"
            " ORDER BY seq",
            table_id,
        )
        return [ActionRecord(int(r[0]), int(r[1]), str(r[2]), bool(r[3]), str(r[4])) for r in rows]

    async def set_dm(
        self, table_id: int, seat: int, channel_id: int | None, message_id: int | None, closed: bool
    ) -> None:
        await self._execute(
            "UPDATE seats SET dm_channel_id = $1, dm_message_id = $2, dm_closed = $3 WHERE table_id = $4 AND seat = $5",
            channel_id,
            message_id,
            closed,
            table_id,
            seat,
        )

    async def tables_in_guild(self, guild_id: int, statuses: tuple[str, ...] = OPEN_STATUSES) -> list[TableRecord]:
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE guild_id = $1 AND status = ANY($2::text[]) ORDER BY id",
            guild_id,
            list(statuses),
        )
        return await self._with_seats([_table(r) for r in rows])

    async def tables_of_user(self, user_id: int, statuses: tuple[str, ...] = OPEN_STATUSES) -> list[TableRecord]:
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE status = ANY($1::text[]) AND id IN"
            " (SELECT table_id FROM seats WHERE user_id = $2) ORDER BY id",
            list(statuses),
            user_id,
        )
        return await self._with_seats([_table(r) for r in rows])

    async def running_tables(self, *, after: int = 0, limit: int = -1) -> list[TableRecord]:
        """See :meth:`db.store.SqliteStore.running_tables`."""
        rows = await self._fetch(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE status = 'running' AND id > $1 ORDER BY id LIMIT $2",
            after,
            None if limit < 0 else limit,
        )
        return await self._with_seats([_table(r) for r in rows])

    async def _with_seats(self, tables: list[TableRecord]) -> list[TableRecord]:
        if not tables:
            return tables
        by_id = {t.id: t for t in tables}
        rows = await self._fetch(
            "SELECT table_id, seat, user_id, name, ai_level, dm_channel_id, dm_message_id, dm_closed, hand_version,"
            " bank_seconds, ai_since"
            " FROM seats WHERE table_id = ANY($1::bigint[]) ORDER BY table_id, seat",
            list(by_id),
        )
        for r in rows:
            by_id[r[0]].seats.append(SeatRecord(r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]), r[8], r[9], r[10]))
        return tables


async def _nothing_to_reset(conn: asyncpg.Connection) -> None:
    """The store leaves no session state behind (no SET, LISTEN, cursors or session-level advisory
    locks: only transaction-scoped ones), so a connection going back to the pool needs no reset
    query, which would be one more round trip after every click."""


async def _insert_seat(conn: asyncpg.Connection, table_id: int, seat: SeatRecord) -> None:
    await conn.execute(
        "INSERT INTO seats (table_id, seat, user_id, ai_level, name, dm_channel_id, dm_message_id, dm_closed)"
        " VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        table_id,
        seat.seat,
        seat.user_id,
        seat.ai_level,
        seat.name,
        seat.dm_channel_id,
        seat.dm_message_id,
        seat.dm_closed,
    )
