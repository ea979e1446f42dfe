"""PostgreSQL twins of db/pace.py, db/delivery.py and db/history.py, mixed into :class:`db.pg_store.PgStore`.

Same queries and results as the SQLite mixins; the differences are PostgreSQL's syntax, and
that due timers are *claimed* (several processes may share the database): see ``due_waits``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from db import delivery
from db.delivery import LINES_NOW, RECENT_LINES, Lines
from db.history import FinishedGame, FinishedSeat, GameStats, number_ranges
from db.notifications import PLAN_PUSH, numbered
from db.pace import _CLOCK_COLUMNS, _WAIT_COLUMNS, ClockSettings, WaitPlan, WaitRecord, _clock, _iso, _wait
from games.words import Text, dump_text, load_text

if TYPE_CHECKING:
    import asyncpg

    from db.store import TableRecord

#: how long a process that claimed a due timer has to fire it before another process may take it over
CLAIM_LEASE = timedelta(seconds=60)
#: an AI seat's wait that a process claimed to think about (the claim may have lapsed)
_AI_CLAIMED = (
    "claimed_until IS NOT NULL AND EXISTS (SELECT 1 FROM seats WHERE seats.table_id = waits.table_id"
    " AND seats.seat = waits.seat AND seats.ai_level IS NOT NULL)"
)


#: queue play-by-play lines ($n: a text array) in their order, inside the change they describe
INSERT_LINES = (
    "INSERT INTO outbox (table_id, text) SELECT {table}, line.text"
    " FROM unnest({lines}::text[]) WITH ORDINALITY AS line (text, n) {where} ORDER BY line.n"
)


async def add_lines(conn: asyncpg.Connection, table_id: int, lines: Sequence[Text]) -> None:
    """Queue play-by-play lines (messages, rendered when posted), inside the transaction of the change."""
    if lines:
        await conn.execute(
            INSERT_LINES.format(table="$1", lines="$2", where=""), table_id, [dump_text(line) for line in lines]
        )


#: write a WaitPlan ($1 the table): gone seats, stopped banks, kept decisions and new waits
PLAN_STATEMENT = (
    "WITH gone AS (DELETE FROM waits WHERE table_id = $1 AND seat = ANY($2::integer[])),"
    " banked AS (UPDATE seats SET bank_seconds = b.bank FROM unnest($3::integer[], $4::float8[]) AS b (seat, bank)"
    "   WHERE seats.table_id = $1 AND seats.seat = b.seat),"
    " kept AS (UPDATE waits SET since = k.since, claimed_until = NULL"  # the move ends a claimed decision
    "   FROM unnest($5::integer[], $6::integer[]) AS k (seat, since)"
    "   WHERE waits.table_id = $1 AND waits.seat = k.seat)"
    f" INSERT INTO waits ({_WAIT_COLUMNS})"
    " SELECT $1, n.seat, n.since, n.started, n.remind, n.due, n.notified, FALSE, n.notify"
    " FROM unnest($7::integer[], $8::integer[], $9::text[], $10::text[], $11::text[], $12::boolean[], $13::text[])"
    "   AS n (seat, since, started, remind, due, notified, notify)"
    " ON CONFLICT (table_id, seat) DO UPDATE SET since = excluded.since, started_at = excluded.started_at,"
    " remind_at = excluded.remind_at, due_at = excluded.due_at, notified = excluded.notified,"
    " reminded = FALSE, claimed_until = NULL, notify_at = excluded.notify_at"
)


def plan_arguments(plan: WaitPlan) -> list[Any]:
    """The 12 arrays of :data:`PLAN_STATEMENT` ($2..$13)."""
    banks = sorted(plan.banks.items())
    kept = sorted(plan.keep.items())
    new = plan.start
    return [
        sorted(plan.gone),
        [seat for seat, _ in banks],
        [bank for _, bank in banks],
        [seat for seat, _ in kept],
        [since for _, since in kept],
        [w.seat for w in new],
        [w.since for w in new],
        [w.started_at.isoformat() for w in new],
        [_iso(w.remind_at) for w in new],
        [_iso(w.due_at) for w in new],
        [w.notified for w in new],
        [_iso(w.notify_at) for w in new],
    ]


async def write_waits(conn: asyncpg.Connection, table_id: int, plan: WaitPlan) -> list[WaitRecord]:
    """:func:`db.pace.write_waits` on PostgreSQL, in one statement; returns the waits that just began."""
    if not plan.empty:
        await conn.execute(PLAN_STATEMENT, table_id, *plan_arguments(plan))
    return list(plan.start)


#: see db.pace.CLAIM_NOTIFY
_CLAIM_NOTIFY = (
    "UPDATE waits SET notified = TRUE WHERE table_id = $1 AND seat = $2 AND since = $3 AND NOT notified RETURNING 1"
)


class _Queries:
    claim_lease: timedelta = CLAIM_LEASE

    if TYPE_CHECKING:  # provided by PgStore

        async def _fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]: ...
        async def _execute(self, sql: str, *args: Any) -> str: ...
        def _transaction(self) -> Any: ...
        async def _with_seats(self, tables: list[TableRecord]) -> list[TableRecord]: ...


class PgPaceStore(_Queries):
    async def sync_waits(self, table_id: int, plan: WaitPlan) -> list[WaitRecord]:
        async with self._transaction() as conn:
            return await write_waits(conn, table_id, plan)

    async def waits(self, table_id: int) -> list[WaitRecord]:
        rows = await self._fetch(f"SELECT {_WAIT_COLUMNS} FROM waits WHERE table_id = $1 ORDER BY seat", table_id)
        return [_wait(r) for r in rows]

    async def clear_waits(self, table_id: int) -> None:
        await self._execute("DELETE FROM waits WHERE table_id = $1", table_id)

    async def next_timer(self, *, ai: bool = False) -> datetime | None:
        """The earliest reminder or deadline still to fire; a claimed one counts from when its claim lapses.

        ``ai`` (a process that plays AI seats): also when an AI decision's claim lapses, so that
        a decision whose thinker died is taken over even at a table without a deadline.
        """
        lapsing = f" UNION ALL SELECT claimed_until AS t, claimed_until FROM waits WHERE {_AI_CLAIMED}" if ai else ""
        rows = await self._fetch(
            "SELECT MIN(GREATEST(t, COALESCE(claimed_until, t))) FROM ("
            " SELECT notify_at AS t, claimed_until FROM waits WHERE NOT notified AND notify_at IS NOT NULL"
            " UNION ALL SELECT remind_at AS t, claimed_until FROM waits WHERE NOT reminded AND remind_at IS NOT NULL"
            " UNION ALL SELECT due_at AS t, claimed_until FROM waits WHERE due_at IS NOT NULL"
            f"{lapsing}) AS timers"
        )
        return datetime.fromisoformat(rows[0][0]) if rows and rows[0][0] else None

    async def due_waits(self, now: datetime, *, ai: bool = False) -> list[WaitRecord]:
        """Claim the waits whose reminder or deadline has come, and return them.

        Several processes may ask at once: ``FOR UPDATE SKIP LOCKED`` plus the lease mean each due
        timer goes to exactly one of them. If that process dies before firing it, the lease lapses
        and another process takes the timer over; firing it rewrites or deletes the wait.
        """
        stamp = now.isoformat()
        rows = await self._fetch(
            "UPDATE waits AS w SET claimed_until = $2 FROM ("
            "  SELECT table_id, seat FROM waits"
            "  WHERE ((NOT reminded AND remind_at <= $1) OR due_at <= $1 OR (NOT notified AND notify_at <= $1)"
            + (f" OR ({_AI_CLAIMED} AND claimed_until <= $1)" if ai else "")
            + ")"
            "  AND (claimed_until IS NULL OR claimed_until <= $1)"
            "  FOR UPDATE SKIP LOCKED) AS due"
            " WHERE w.table_id = due.table_id AND w.seat = due.seat RETURNING "
            + ", ".join(f"w.{c.strip()}" for c in _WAIT_COLUMNS.split(",")),
            stamp,
            (now + self.claim_lease).isoformat(),
        )
        waits = [_wait(r) for r in rows]
        waits.sort(key=lambda w: (w.due_at or w.remind_at or w.notify_at or now, w.table_id, w.seat))
        return waits

    async def mark_notified(self, table_id: int, seat: int) -> None:
        await self._execute("UPDATE waits SET notified = TRUE WHERE table_id = $1 AND seat = $2", table_id, seat)

    async def claim_ai(self, table_id: int, seat: int, since: int, now: datetime) -> bool:
        """Take an AI seat's decision to think about it; False if another process holds it.

        The claim is the wait's ``claimed_until`` (which also keeps its deadline from firing
        meanwhile); the AI's move rewrites the wait and so ends it, and a process that dies
        thinking lets it lapse. A decision without a wait row (never expected) is not blocked.
        """
        rows = await self._fetch(
            "WITH claimed AS (UPDATE waits SET claimed_until = $4 WHERE table_id = $1 AND seat = $2 AND since = $3"
            "   AND (claimed_until IS NULL OR claimed_until <= $5) RETURNING 1)"
            " SELECT EXISTS (SELECT 1 FROM claimed)"
            "   OR NOT EXISTS (SELECT 1 FROM waits WHERE table_id = $1 AND seat = $2 AND since = $3)",
            table_id,
            seat,
            since,
            (now + self.claim_lease).isoformat(),
            now.isoformat(),
        )
        return bool(rows[0][0])

    async def release_ai(self, table_id: int, seat: int, since: int) -> None:
        await self._execute(
            "UPDATE waits SET claimed_until = NULL WHERE table_id = $1 AND seat = $2 AND since = $3",
            table_id,
            seat,
            since,
        )

    async def claim_and_push(self, table_id: int, seat: int, since: int, user_id: int, at: datetime) -> bool:
        """See :meth:`db.pace.PaceStore.claim_and_push`."""
        async with self._transaction() as conn:
            claimed = await conn.fetch(_CLAIM_NOTIFY, table_id, seat, since)
            if claimed:
                await conn.execute(numbered(PLAN_PUSH), user_id, "push", at.isoformat())
            return bool(claimed)

    async def claim_notify(self, table_id: int, seat: int, since: int) -> bool:
        """See :meth:`db.pace.PaceStore.claim_notify`."""
        return bool(await self._fetch(_CLAIM_NOTIFY, table_id, seat, since))

    async def release_notify(self, table_id: int, seat: int, since: int) -> None:
        await self._execute(
            "UPDATE waits SET notified = FALSE, notify_at = NULL WHERE table_id = $1 AND seat = $2 AND since = $3",
            table_id,
            seat,
            since,
        )

    async def mark_reminded(self, table_id: int, seat: int, lines: list[Text]) -> None:
        """The reminder is due: mark it sent (releasing the claim) and queue its line, in one transaction."""
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE waits SET reminded = TRUE, claimed_until = NULL WHERE table_id = $1 AND seat = $2",
                table_id,
                seat,
            )
            await add_lines(conn, table_id, lines)

    async def postpone(self, table_id: int, seat: int, since: int, until: datetime) -> None:
        """Move a wait's deadline (a timer that failed is tried again later, never dropped)."""
        await self._execute(
            "UPDATE waits SET due_at = $1, claimed_until = NULL"
            " WHERE table_id = $2 AND seat = $3 AND since = $4 AND due_at IS NOT NULL",
            until.isoformat(),
            table_id,
            seat,
            since,
        )

    async def unnotified_waits(self) -> list[WaitRecord]:
        rows = await self._fetch(f"SELECT {_WAIT_COLUMNS} FROM waits WHERE NOT notified ORDER BY table_id, seat")
        return [_wait(r) for r in rows]

    async def notify_enabled(self, user_id: int) -> bool:
        rows = await self._fetch("SELECT notify FROM user_settings WHERE user_id = $1", user_id)
        return bool(rows[0][0]) if rows else True

    async def set_notify(self, user_id: int, enabled: bool) -> None:
        await self._execute(
            "INSERT INTO user_settings (user_id, notify) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify",
            user_id,
            enabled,
        )

    async def user_languages(self, user_id: int) -> tuple[str | None, str | None]:
        rows = await self._fetch("SELECT language, client_language FROM user_settings WHERE user_id = $1", user_id)
        return (rows[0][0], rows[0][1]) if rows else (None, None)

    async def set_language(self, user_id: int, language: str | None) -> None:
        await self._execute(
            "INSERT INTO user_settings (user_id, language) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
            user_id,
            language,
        )

    async def remember_client_language(self, user_id: int, language: str) -> None:
        await self._execute(
            "INSERT INTO user_settings (user_id, client_language) VALUES ($1, $2)"
            " ON CONFLICT (user_id) DO UPDATE SET client_language = excluded.client_language",
            user_id,
            language,
        )

    # ---- the clock: see db/pace.py --------------------------------------------------------------
    async def clock_settings(self, user_ids: Sequence[int]) -> dict[int, ClockSettings]:
        if not user_ids:
            return {}
        rows = await self._fetch(
            f"SELECT user_id, {_CLOCK_COLUMNS} FROM user_settings WHERE user_id = ANY($1::bigint[])", list(user_ids)
        )
        return {int(r[0]): _clock(list(r)[1:]) for r in rows}

    async def set_quiet_hours(self, user_id: int, zone: str | None, start: str | None, end: str | None) -> None:
        await self._execute(
            "INSERT INTO user_settings (user_id, time_zone, quiet_start, quiet_end) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone,"
            " quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end",
            user_id,
            zone,
            start,
            end,
        )

    async def user_waits(self, user_id: int) -> list[WaitRecord]:
        rows = await self._fetch(
            f"SELECT {', '.join('w.' + c.strip() for c in _WAIT_COLUMNS.split(','))} FROM waits w"
            " JOIN seats s ON s.table_id = w.table_id AND s.seat = w.seat"
            " JOIN tables t ON t.id = w.table_id WHERE s.user_id = $1 AND t.status = 'running'"
            " ORDER BY w.table_id, w.seat",
            user_id,
        )
        return [_wait(r) for r in rows]

    async def user_running_tables(self, user_id: int) -> list[int]:
        rows = await self._fetch(
            "SELECT DISTINCT t.id FROM tables t JOIN seats s ON s.table_id = t.id"
            " WHERE s.user_id = $1 AND t.status = 'running' ORDER BY t.id",
            user_id,
        )
        return [int(r[0]) for r in rows]

    async def save_clock(
        self,
        user_id: int,
        settings: ClockSettings,
        waits: Sequence[WaitRecord] = (),
        lines: dict[int, list[Text]] | None = None,
        *,
        only_if_due: WaitRecord | None = None,
    ) -> bool:
        """See :meth:`db.pace.PaceStore.save_clock`."""
        async with self._transaction() as conn:
            if only_if_due is not None:
                due = await conn.fetchval(
                    "SELECT due_at FROM waits WHERE table_id = $1 AND seat = $2 AND since = $3 FOR UPDATE",
                    only_if_due.table_id,
                    only_if_due.seat,
                    only_if_due.since,
                )
                if due is None or due != _iso(only_if_due.due_at):
                    return False
            await conn.execute(
                "INSERT INTO user_settings (user_id, away_until, vacation_days, vacation_counted_at)"
                " VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO UPDATE SET away_until = excluded.away_until,"
                " vacation_days = excluded.vacation_days, vacation_counted_at = excluded.vacation_counted_at",
                user_id,
                _iso(settings.away_until),
                settings.vacation_days,
                _iso(settings.vacation_counted_at),
            )
            for wait in waits:
                await conn.execute(
                    "UPDATE waits SET started_at = $1, remind_at = $2, due_at = $3, notify_at = $4, reminded = $5,"
                    " claimed_until = NULL WHERE table_id = $6 AND seat = $7 AND since = $8",
                    wait.started_at.isoformat(),
                    _iso(wait.remind_at),
                    _iso(wait.due_at),
                    _iso(wait.notify_at),
                    wait.reminded,
                    wait.table_id,
                    wait.seat,
                    wait.since,
                )
            for table_id, table_lines in (lines or {}).items():
                await add_lines(conn, table_id, table_lines)
        return True


class PgDeliveryStore(_Queries):
    async def pending_lines(self, table_id: int) -> list[tuple[int, Text]]:
        rows = await self._fetch("SELECT id, text FROM outbox WHERE table_id = $1 ORDER BY id", table_id)
        return [(int(r[0]), load_text(str(r[1]))) for r in rows]

    async def delete_lines(self, table_id: int, up_to: int) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "INSERT INTO recent_lines (table_id, text)"
                " SELECT table_id, text FROM outbox WHERE table_id = $1 AND id <= $2 ORDER BY id",
                table_id,
                up_to,
            )
            await conn.execute(
                "DELETE FROM recent_lines WHERE table_id = $1 AND id NOT IN"
                " (SELECT id FROM recent_lines WHERE table_id = $1 ORDER BY id DESC LIMIT $2)",
                table_id,
                RECENT_LINES,
            )
            await conn.execute("DELETE FROM outbox WHERE table_id = $1 AND id <= $2", table_id, up_to)

    async def lines_now(self, table_id: int) -> Lines:
        """See :meth:`db.delivery.DeliveryStore.lines_now`."""
        return Lines.of_rows(await self._fetch(numbered(LINES_NOW), table_id, RECENT_LINES, table_id))

    async def recent_lines(self, table_id: int) -> list[Text]:
        rows = await self._fetch(
            "SELECT text FROM (SELECT 0 AS posted, id, text FROM recent_lines WHERE table_id = $1"
            " UNION ALL SELECT 1, id, text FROM outbox WHERE table_id = $1) AS lines"
            " ORDER BY posted DESC, id DESC LIMIT $2",
            table_id,
            RECENT_LINES,
        )
        return [load_text(str(r[0])) for r in reversed(rows)]

    async def set_painted(self, table_id: int, painted: str) -> None:
        await self._execute("UPDATE tables SET painted = $1 WHERE id = $2", painted, table_id)

    async def set_hand_version(self, table_id: int, seats: Sequence[int], version: int) -> None:
        await self._execute(
            "UPDATE seats SET hand_version = $1 WHERE table_id = $2 AND seat = ANY($3::int[])",
            version,
            table_id,
            list(seats),
        )

    async def set_shown(self, table_id: int, painted: str | None, seats: Sequence[int], version: int) -> None:
        """:meth:`set_painted` (unless None) and :meth:`set_hand_version` (unless no seat) in one statement."""
        await self._execute(
            "WITH painted AS (UPDATE tables SET painted = $1 WHERE id = $2 AND $1::text IS NOT NULL)"
            " UPDATE seats SET hand_version = $3 WHERE table_id = $2 AND seat = ANY($4::int[])",
            painted,
            table_id,
            version,
            list(seats),
        )

    async def tables_behind(self) -> list[int]:
        """See :meth:`db.delivery.DeliveryStore.tables_behind` (the same chunks of ids)."""
        top = (await self._fetch("SELECT MAX(id) FROM tables"))[0][0] or 0
        found: list[int] = []
        for low in range(1, top + 1, delivery.BEHIND_CHUNK):
            rows = await self._fetch(
                "SELECT id FROM tables WHERE id BETWEEN $1 AND $2 AND status IN ('running', 'finished', 'cancelled')"
                " AND (painted IS DISTINCT FROM (status || ':' || version)"
                " OR EXISTS (SELECT 1 FROM outbox WHERE outbox.table_id = tables.id)"
                " OR (status != 'cancelled' AND EXISTS (SELECT 1 FROM seats WHERE seats.table_id = tables.id"
                "   AND seats.user_id IS NOT NULL AND NOT seats.dm_closed"
                "   AND (seats.hand_version IS NULL OR seats.hand_version < tables.version))))"
                " ORDER BY id",
                low,
                low + delivery.BEHIND_CHUNK - 1,
            )
            found += [int(r[0]) for r in rows]
        return found


class PgHistoryStore(_Queries):
    async def finished_tables(
        self,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        game: str | None = None,
        offset: int = 0,
        limit: int = 5,
        older_than: int | None = None,
        newer_than: int | None = None,
    ) -> tuple[list[TableRecord], int]:
        """See :meth:`db.history.HistoryStore.finished_tables`."""
        from db.store import _TABLE_COLUMNS, _table

        where: list[str] = ["t.status = 'finished'"]
        params: list[Any] = []
        source = "tables t"

        def param(value: Any) -> str:
            params.append(value)
            return f"${len(params)}"

        if user_id is not None:
            source = "seats s JOIN tables t ON t.id = s.table_id"
            where.append(f"s.user_id = {param(user_id)}")
        if guild_id is not None:
            where.append(f"t.guild_id = {param(guild_id)}")
        if game is not None:
            where.append(f"t.game = {param(game)}")
        clause = " AND ".join(where)
        if user_id is None and guild_id is not None:  # see db/history.py
            counted = "SELECT COALESCE(SUM(finished), 0) FROM finished_counts WHERE guild_id = $1"
            total = (await self._fetch(counted + (" AND game = $2" if game else ""), *params))[0][0]
        else:
            total = (await self._fetch(f"SELECT COUNT(*) FROM {source} WHERE {clause}", *params))[0][0]
        columns = ", ".join(f"t.{c.strip()}" for c in _TABLE_COLUMNS.split(","))
        order = "DESC"
        seek = older_than if older_than is not None else newer_than
        if seek is not None:  # see db/history.py: an index seek, not an OFFSET walk
            found = await self._fetch("SELECT ended_at FROM tables WHERE id = $1 AND status = 'finished'", seek)
            if not found or found[0][0] is None:
                raise LookupError(seek)
            sign = "<" if older_than is not None else ">"
            clause += f" AND (t.ended_at, t.id) {sign} ({param(found[0][0])}, {param(seek)})"
            order, offset = ("DESC" if older_than is not None else "ASC"), 0
        page = f"LIMIT {param(limit)} OFFSET {param(offset)}"
        rows = await self._fetch(
            f"SELECT {columns} FROM {source} WHERE {clause} ORDER BY t.ended_at {order}, t.id {order} {page}", *params
        )
        tables = [_table(r) for r in rows]
        return await self._with_seats(tables if order == "DESC" else tables[::-1]), int(total)

    async def finished_ids(self, *, guild_id: int | None, user_id: int, prefix: str = "", limit: int = 25) -> list[int]:
        if guild_id is not None and prefix:  # see db/history.py: highest number first
            ranges = number_ranges(prefix)
            if not ranges:
                return []
            picks = " UNION ALL ".join(
                f"(SELECT id FROM tables WHERE guild_id = $1 AND status = 'finished'"
                f" AND id BETWEEN ${2 * i + 3} AND ${2 * i + 4} ORDER BY id DESC LIMIT $2)"
                for i in range(len(ranges))
            )
            rows = await self._fetch(
                f"SELECT id FROM ({picks}) AS found ORDER BY id DESC LIMIT $2",
                guild_id,
                limit,
                *(value for pair in ranges for value in pair),
            )
        elif guild_id is not None:
            rows = await self._fetch(
                "SELECT id FROM tables WHERE guild_id = $1 AND status = 'finished' ORDER BY ended_at DESC, id DESC"
                " LIMIT $2",
                guild_id,
                limit,
            )
        else:
            rows = await self._fetch(
                "SELECT t.id FROM seats s JOIN tables t ON t.id = s.table_id WHERE s.user_id = $1"
                " AND t.status = 'finished' AND CAST(t.id AS TEXT) LIKE $2"
                " ORDER BY t.ended_at DESC, t.id DESC LIMIT $3",
                user_id,
                f"{prefix}%",
                limit,
            )
        return [int(r[0]) for r in rows]

    async def player_stats(self, guild_id: int, user_id: int) -> list[GameStats]:
        rows = await self._fetch(
            "SELECT t.game, COUNT(*),"
            " SUM(CASE WHEN (t.outcome::jsonb -> 'winners') @> to_jsonb(s.seat) THEN 1 ELSE 0 END),"
            " AVG((t.outcome::jsonb -> 'ranks' ->> s.seat)::double precision)"
            " FROM seats s JOIN tables t ON t.id = s.table_id"
            " WHERE s.user_id = $1 AND t.guild_id = $2 AND t.status = 'finished' AND t.outcome IS NOT NULL"
            " GROUP BY t.game ORDER BY COUNT(*) DESC, t.game",
            user_id,
            guild_id,
        )
        return [GameStats(str(r[0]), int(r[1]), int(r[2] or 0), float(r[3] or 0.0)) for r in rows]

    async def finished_games(
        self, guild_id: int, game: str, *, after: tuple[str, int] | None = None, limit: int | None = None
    ) -> list[FinishedGame]:
        key = after or ("", 0)
        rows = await self._fetch(
            "SELECT id, ended_at, outcome, options FROM tables WHERE guild_id = $1 AND game = $2"
            " AND status = 'finished'"
            " AND outcome IS NOT NULL AND (ended_at, id) > ($3, $4) ORDER BY ended_at, id LIMIT $5",
            guild_id,
            game,
            key[0],
            key[1],
            limit,  # NULL: no limit
        )
        games = {int(r[0]): FinishedGame(int(r[0]), str(r[1]), str(r[2]), [], json.loads(r[3] or "{}")) for r in rows}
        if not games:
            return []
        seat_rows = await self._fetch(
            "SELECT table_id, seat, user_id, ai_level, name FROM seats WHERE table_id = ANY($1::bigint[])"
            " ORDER BY table_id, seat",
            list(games),
        )
        for r in seat_rows:
            games[int(r[0])].seats.append(FinishedSeat(int(r[1]), r[2], r[3], str(r[4])))
        return list(games.values())

    async def count_finished(self, guild_id: int, game: str, *, through: tuple[str, int]) -> int:
        rows = await self._fetch(  # see db/history.py
            "SELECT COALESCE((SELECT rated FROM finished_counts WHERE guild_id = $1 AND game = $2), 0)"
            " - (SELECT COUNT(*) FROM tables WHERE guild_id = $1 AND game = $2 AND status = 'finished'"
            " AND outcome IS NOT NULL AND (ended_at, id) > ($3, $4))",
            guild_id,
            game,
            through[0],
            through[1],
        )
        return int(rows[0][0])

    async def rated_games(self, guild_id: int) -> list[str]:
        rows = await self._fetch(
            "SELECT DISTINCT game FROM tables WHERE guild_id = $1 AND status = 'finished' ORDER BY game", guild_id
        )
        return [str(r[0]) for r in rows]
