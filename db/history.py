"""Queries over finished tables: history pages, per-player stats, outcomes in finished order.

Mixed into :class:`db.store.SqliteStore`. Finished tables are ordered by when they ended,
then by id (``ended_at DESC, id DESC`` newest first); the partial indexes of migration 004
serve exactly these orders, so a page or an aggregate never sorts the whole server's games.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

# The records come from db.records, not db.store: the store mixes this class in, so it imports us.
from db.records import _TABLE_COLUMNS, TableRecord, _table

#: the largest table id either store can hold (a signed 64-bit integer)
MAX_ID = 2**63 - 1


@dataclass
class GameStats:
    """One player's finished games of one game in one server."""

    game: str
    played: int
    won: int
    average_place: float


@dataclass
class FinishedSeat:
    seat: int
    user_id: int | None
    ai_level: str | None
    name: str


@dataclass
class FinishedGame:
    """What ratings need of a finished table: who sat where, and the stored outcome (JSON)."""

    id: int
    ended_at: str
    outcome: str
    seats: list[FinishedSeat]
    options: dict[str, Any] = field(default_factory=dict)  # the table's (its server settings: bot.server_config)

    @property
    def unrated(self) -> bool:
        """Players could ask for hints (issue 36): the table never changes ratings."""
        return bool(self.options.get("hints"))


def number_ranges(prefix: str) -> list[tuple[int, int]]:
    """The table ids whose number starts with ``prefix`` (digits), as ranges: "12" is 12, 120-129,
    1200-1299, ... up to the largest id a table can have."""
    if not prefix.isdigit() or prefix.startswith("0"):
        return []
    low, width, ranges = int(prefix), 1, []
    while low * width <= MAX_ID:
        ranges.append((low * width, min((low + 1) * width - 1, MAX_ID)))
        width *= 10
    return ranges


class HistoryStore:
    """Mixed into the SQLite store; see :class:`db.store.SqliteStore`."""

    if TYPE_CHECKING:  # provided by SqliteStore

        async def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]: ...
        async def _with_seats(self, tables: list[TableRecord]) -> list[TableRecord]: ...

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
        """One page of finished tables, newest first, and how many there are in all.

        ``guild_id``: tables of that server; ``user_id``: tables where that user held a seat
        at the end (both: that user's tables in that server); ``game``: one game only.
        ``older_than`` / ``newer_than``: a table id; the page is the ``limit`` tables just older (newer)
        than it, found by an index seek where an ``offset`` walks every row before it (a page deep in a
        busy server's history took 82 ms). LookupError: that table is not a finished one (any more).
        """
        where: list[str] = ["t.status = 'finished'"]
        params: list[Any] = []
        source = "tables t"
        if user_id is not None:
            source = "seats s JOIN tables t ON t.id = s.table_id"
            where.append("s.user_id = ?")
            params.append(user_id)
        if guild_id is not None:
            where.append("t.guild_id = ?")
            params.append(guild_id)
        if game is not None:
            where.append("t.game = ?")
            params.append(game)
        clause = " AND ".join(where)
        if user_id is None and guild_id is not None:  # kept by triggers: counting 810,000 rows took 60 ms
            counted = "SELECT COALESCE(SUM(finished), 0) FROM finished_counts WHERE guild_id = ?"
            total = (await self._exec(counted + (" AND game = ?" if game else ""), tuple(params)))[0][0]
        else:
            total = (await self._exec(f"SELECT COUNT(*) FROM {source} WHERE {clause}", tuple(params)))[0][0]
        columns = ", ".join(f"t.{c.strip()}" for c in _TABLE_COLUMNS.split(","))
        order, page = "DESC", "LIMIT ? OFFSET ?"
        seek = older_than if older_than is not None else newer_than
        if seek is not None:
            found = await self._exec("SELECT ended_at FROM tables WHERE id = ? AND status = 'finished'", (seek,))
            if not found or found[0][0] is None:
                raise LookupError(seek)
            clause += f" AND (t.ended_at, t.id) {'<' if older_than is not None else '>'} (?, ?)"
            params += [found[0][0], seek]
            order, offset = ("DESC" if older_than is not None else "ASC"), 0
        rows = await self._exec(
            f"SELECT {columns} FROM {source} WHERE {clause} ORDER BY t.ended_at {order}, t.id {order} {page}",
            (*params, limit, offset),
        )
        tables = [_table(r) for r in rows]
        return await self._with_seats(tables if order == "DESC" else tables[::-1]), int(total)

    async def finished_ids(self, *, guild_id: int | None, user_id: int, prefix: str = "", limit: int = 25) -> list[int]:
        """Ids of finished tables here (or the user's anywhere) whose number starts with ``prefix``: newest
        finished first, but here with a prefix highest number first."""
        if guild_id is not None and prefix:
            ranges = number_ranges(prefix)
            if not ranges:
                return []
            # Highest numbers first: one backward range of tables_by_channel (guild, status, then id)
            # per length of number (1, 10-19, 100-199, ... for "1"). Newest finished first walked the
            # server's whole history (150-200 ms at 810,000 games) or sorted a range of 100,000 (80 ms);
            # the newest tables have the highest numbers.
            picks = " UNION ALL ".join(
                "SELECT * FROM (SELECT id FROM tables WHERE guild_id = ? AND status = 'finished'"
                " AND id BETWEEN ? AND ? ORDER BY id DESC LIMIT ?)"
                for _ in ranges
            )
            rows = await self._exec(
                f"SELECT id FROM ({picks}) ORDER BY id DESC LIMIT ?",
                (*(value for low, high in ranges for value in (guild_id, low, high, limit)), limit),
            )
        elif guild_id is not None:
            rows = await self._exec(
                "SELECT id FROM tables WHERE guild_id = ? AND status = 'finished' ORDER BY ended_at DESC, id DESC"
                " LIMIT ?",
                (guild_id, limit),
            )
        else:
            rows = await self._exec(
                "SELECT t.id FROM seats s JOIN tables t ON t.id = s.table_id WHERE s.user_id = ?"
                " AND t.status = 'finished' AND CAST(t.id AS TEXT) LIKE ? ORDER BY t.ended_at DESC, t.id DESC LIMIT ?",
                (user_id, f"{prefix}%", limit),
            )
        return [int(r[0]) for r in rows]

    async def player_stats(self, guild_id: int, user_id: int) -> list[GameStats]:
        """Games played and won, and the average place, per game, for one member in one server."""
        rows = await self._exec(
            "SELECT t.game, COUNT(*),"
            " SUM(EXISTS (SELECT 1 FROM json_each(t.outcome, '$.winners') w WHERE w.value = s.seat)),"
            " AVG(json_extract(t.outcome, '$.ranks[' || s.seat || ']'))"
            " FROM seats s JOIN tables t ON t.id = s.table_id"
            " WHERE s.user_id = ? AND t.guild_id = ? AND t.status = 'finished' AND t.outcome IS NOT NULL"
            " GROUP BY t.game ORDER BY COUNT(*) DESC, t.game",
            (user_id, guild_id),
        )
        return [GameStats(str(r[0]), int(r[1]), int(r[2] or 0), float(r[3] or 0.0)) for r in rows]

    async def finished_games(
        self, guild_id: int, game: str, *, after: tuple[str, int] | None = None, limit: int | None = None
    ) -> list[FinishedGame]:
        """Finished tables of one game in one server, in finished order (oldest first), after ``after``; the
        first ``limit`` of them (a busy server's are read a page at a time: ``bot.ratings``)."""
        key = after or ("", 0)
        rows = await self._exec(
            "SELECT id, ended_at, outcome, options FROM tables WHERE guild_id = ? AND game = ? AND status = 'finished'"
            " AND outcome IS NOT NULL AND (ended_at, id) > (?, ?) ORDER BY ended_at, id"
            + ("" if limit is None else f" LIMIT {int(limit)}"),
            (guild_id, game, key[0], key[1]),
        )
        games = {int(r[0]): FinishedGame(int(r[0]), str(r[1]), str(r[2]), [], json.loads(r[3] or "{}")) for r in rows}
        if not games:
            return []
        last = (str(rows[-1][1]), int(rows[-1][0]))
        seat_rows = await self._exec(
            "SELECT s.table_id, s.seat, s.user_id, s.ai_level, s.name FROM seats s JOIN tables t ON t.id = s.table_id"
            " WHERE t.guild_id = ? AND t.game = ? AND t.status = 'finished' AND t.outcome IS NOT NULL"
            " AND (t.ended_at, t.id) > (?, ?) AND (t.ended_at, t.id) <= (?, ?) ORDER BY s.table_id, s.seat",
            (guild_id, game, key[0], key[1], *last),
        )
        for r in seat_rows:
            if int(r[0]) in games:
                games[int(r[0])].seats.append(FinishedSeat(int(r[1]), r[2], r[3], str(r[4])))
        return list(games.values())

    async def count_finished(self, guild_id: int, game: str, *, through: tuple[str, int]) -> int:
        """How many finished tables of this game here ended at or before ``through`` (ratings check their cache)."""
        # all of them (kept by triggers) less those after the mark (usually none): counting up to the mark
        # read every one of them, 160,000 table rows at a busy server (170 ms a leaderboard)
        rows = await self._exec(
            "SELECT COALESCE((SELECT rated FROM finished_counts WHERE guild_id = ? AND game = ?), 0)"
            " - (SELECT COUNT(*) FROM tables WHERE guild_id = ? AND game = ? AND status = 'finished'"
            " AND outcome IS NOT NULL AND (ended_at, id) > (?, ?))",
            (guild_id, game, guild_id, game, through[0], through[1]),
        )
        return int(rows[0][0])

    async def rated_games(self, guild_id: int) -> list[str]:
        """The games with at least one finished table in this server."""
        rows = await self._exec(
            "SELECT DISTINCT game FROM tables WHERE guild_id = ? AND status = 'finished' ORDER BY game", (guild_id,)
        )
        return [str(r[0]) for r in rows]
