"""PostgreSQL twins of db/pace.py, db/delivery.py and db/history.py, mixed into :class:`db.pg_store.PgStore`.

Same queries and results as the SQLite mixins; the differences are PostgreSQL's syntax, and
that due timers are *claimed* (several processes may share the database): see ``due_waits``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from db.history import FinishedGame, FinishedSeat, GameStats
from db.pace import _WAIT_COLUMNS, WaitRecord, _wait
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


#: what write_waits needs to know of a table: its pace and its current waits, read in one query
#: (append_action reads it with the move's own UPDATE: every round trip is a share of a click)
PACE_AND_WAITS = (
    "move_seconds, remind_share,"
    " ARRAY(SELECT seat FROM waits WHERE waits.table_id = tables.id ORDER BY seat),"
    " ARRAY(SELECT since FROM waits WHERE waits.table_id = tables.id ORDER BY seat)"
)
#: queue play-by-play lines ($n: a text array) in their order, inside the change they describe
INSERT_LINES = (
    "INSERT INTO outbox (table_id, text) SELECT {table}, line.text"
    " FROM unnest({lines}::text[]) WITH ORDINALITY AS line (text, n) {where} ORDER BY line.n"
)


def deadlines(now: datetime, move_seconds: int | None, remind_share: float) -> tuple[datetime | None, datetime | None]:
    """When a decision starting ``now`` is due, and when its reminder goes (as :func:`db.pace.write_waits`)."""
    due = remind = None
    if move_seconds:
        due = now + timedelta(seconds=move_seconds)
        if 0 < remind_share < 1:
            remind = now + timedelta(seconds=move_seconds * (1 - remind_share))
    return due, remind


async def add_lines(conn: asyncpg.Connection, table_id: int, lines: Sequence[Text]) -> None:
    """Queue play-by-play lines (messages, rendered when posted), inside the transaction of the change."""
    if lines:
        await conn.execute(
            INSERT_LINES.format(table="$1", lines="$2", where=""), table_id, [dump_text(line) for line in lines]
        )


async def write_waits(
    conn: asyncpg.Connection,
    table_id: int,
    waiting: dict[int, int],
    now: datetime,
    quiet: frozenset[int] = frozenset(),
    known: Sequence[Any] | None = None,
) -> list[WaitRecord]:
    """:func:`db.pace.write_waits` on PostgreSQL (inside a transaction); returns the waits that just began.

    ``known``: the table's ``PACE_AND_WAITS`` row if the caller already read it. One statement
    deletes the waits no longer awaited and writes the new ones.
    """
    if known is None:
        known = await conn.fetchrow(f"SELECT {PACE_AND_WAITS} FROM tables WHERE id = $1", table_id)
    move_seconds, remind_share, seats, sinces = known if known is not None else (None, 0.25, [], [])
    due, remind = deadlines(now, move_seconds, remind_share)
    existing = dict(zip(seats, sinces, strict=True))
    gone = sorted(existing.keys() - waiting.keys())
    fresh = [
        WaitRecord(table_id, seat, since, now, remind, due, seat in quiet, False)
        for seat, since in sorted(waiting.items())
        if existing.get(seat) != since  # the same decision keeps its deadline
    ]
    if gone or fresh:
        await conn.execute(
            "WITH gone AS (DELETE FROM waits WHERE table_id = $1 AND seat = ANY($2::integer[]))"
            f" INSERT INTO waits ({_WAIT_COLUMNS})"
            " SELECT $1, new.seat, new.since, $3, $4, $5, new.notified, FALSE"
            " FROM unnest($6::integer[], $7::integer[], $8::boolean[]) AS new (seat, since, notified)"
            " ON CONFLICT (table_id, seat) DO UPDATE SET since = excluded.since, started_at = excluded.started_at,"
            " remind_at = excluded.remind_at, due_at = excluded.due_at, notified = excluded.notified,"
            " reminded = FALSE, claimed_until = NULL",
            table_id,
            gone,
            now.isoformat(),
            remind.isoformat() if remind else None,
            due.isoformat() if due else None,
            [w.seat for w in fresh],
            [w.since for w in fresh],
            [w.notified for w in fresh],
        )
    return fresh


class _Queries:
    claim_lease: timedelta = CLAIM_LEASE

    if TYPE_CHECKING:  # provided by PgStore

        async def _fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]: ...
        async def _execute(self, sql: str, *args: Any) -> str: ...
        def _transaction(self) -> Any: ...
        async def _with_seats(self, tables: list[TableRecord]) -> list[TableRecord]: ...


class PgPaceStore(_Queries):
    async def sync_waits(
        self, table_id: int, waiting: dict[int, int], now: datetime, quiet: frozenset[int] = frozenset()
    ) -> list[WaitRecord]:
        async with self._transaction() as conn:
            return await write_waits(conn, table_id, waiting, now, quiet)

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
            " SELECT remind_at AS t, claimed_until FROM waits WHERE NOT reminded AND remind_at IS NOT NULL"
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
            "  WHERE ((NOT reminded AND remind_at <= $1) OR due_at <= $1"
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
        waits.sort(key=lambda w: (w.due_at or w.remind_at or now, w.table_id, w.seat))
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

    async def claim_notify(self, table_id: int, seat: int, since: int) -> bool:
        """See :meth:`db.pace.PaceStore.claim_notify`."""
        rows = await self._fetch(
            "UPDATE waits SET notified = TRUE WHERE table_id = $1 AND seat = $2 AND since = $3 AND NOT notified"
            " RETURNING 1",
            table_id,
            seat,
            since,
        )
        return bool(rows)

    async def release_notify(self, table_id: int, seat: int, since: int) -> None:
        await self._execute(
            "UPDATE waits SET notified = FALSE WHERE table_id = $1 AND seat = $2 AND since = $3", table_id, seat, since
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


class PgDeliveryStore(_Queries):
    async def pending_lines(self, table_id: int) -> list[tuple[int, Text]]:
        rows = await self._fetch("SELECT id, text FROM outbox WHERE table_id = $1 ORDER BY id", table_id)
        return [(int(r[0]), load_text(str(r[1]))) for r in rows]

    async def delete_lines(self, table_id: int, up_to: int) -> None:
        await self._execute("DELETE FROM outbox WHERE table_id = $1 AND id <= $2", table_id, up_to)

    async def set_painted(self, table_id: int, painted: str) -> None:
        await self._execute("UPDATE tables SET painted = $1 WHERE id = $2", painted, table_id)

    async def set_hand_version(self, table_id: int, seats: Sequence[int], version: int) -> None:
        await self._execute(
            "UPDATE seats SET hand_version = $1 WHERE table_id = $2 AND seat = ANY($3::int[])",
            version,
            table_id,
            list(seats),
        )

    async def tables_behind(self) -> list[int]:
        """Started tables whose message, a DM hand or play-by-play lines are not delivered yet."""
        rows = await self._fetch(
            "SELECT id FROM tables WHERE status IN ('running', 'finished', 'cancelled') AND ("
            " painted IS DISTINCT FROM (status || ':' || version)"
            " OR EXISTS (SELECT 1 FROM outbox WHERE outbox.table_id = tables.id)"
            " OR (status != 'cancelled' AND EXISTS (SELECT 1 FROM seats WHERE seats.table_id = tables.id"
            "   AND seats.user_id IS NOT NULL AND NOT seats.dm_closed"
            "   AND (seats.hand_version IS NULL OR seats.hand_version < tables.version))))"
            " ORDER BY id"
        )
        return [int(r[0]) for r in rows]


class PgHistoryStore(_Queries):
    async def finished_tables(
        self,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        game: str | None = None,
        offset: int = 0,
        limit: int = 5,
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
        total = (await self._fetch(f"SELECT COUNT(*) FROM {source} WHERE {clause}", *params))[0][0]
        columns = ", ".join(f"t.{c.strip()}" for c in _TABLE_COLUMNS.split(","))
        page = f"LIMIT {param(limit)} OFFSET {param(offset)}"
        rows = await self._fetch(
            f"SELECT {columns} FROM {source} WHERE {clause} ORDER BY t.ended_at DESC, t.id DESC {page}", *params
        )
        return await self._with_seats([_table(r) for r in rows]), int(total)

    async def finished_ids(self, *, guild_id: int | None, user_id: int, prefix: str = "", limit: int = 25) -> list[int]:
        if guild_id is not None:
            rows = await self._fetch(
                "SELECT id FROM tables WHERE guild_id = $1 AND status = 'finished' AND CAST(id AS TEXT) LIKE $2"
                " ORDER BY ended_at DESC, id DESC LIMIT $3",
                guild_id,
                f"{prefix}%",
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
        self, guild_id: int, game: str, *, after: tuple[str, int] | None = None
    ) -> list[FinishedGame]:
        key = after or ("", 0)
        rows = await self._fetch(
            "SELECT id, ended_at, outcome FROM tables WHERE guild_id = $1 AND game = $2 AND status = 'finished'"
            " AND outcome IS NOT NULL AND (ended_at, id) > ($3, $4) ORDER BY ended_at, id",
            guild_id,
            game,
            key[0],
            key[1],
        )
        games = {int(r[0]): FinishedGame(int(r[0]), str(r[1]), str(r[2]), []) for r in rows}
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
        rows = await self._fetch(
            "SELECT COUNT(*) FROM tables WHERE guild_id = $1 AND game = $2 AND status = 'finished'"
            " AND outcome IS NOT NULL AND (ended_at, id) <= ($3, $4)",
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
