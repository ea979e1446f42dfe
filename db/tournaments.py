"""Tournaments in the store (issue 37): sign-up, rounds and their games, on SQLite and PostgreSQL.

A round is created by :meth:`open_round` in one transaction: ``round`` moves on from the number it
was read at (nothing is written if another process or an earlier attempt moved it first, so a
round is never paired twice), the games are recorded, and their tables are opened as lobbies
with their seats filled. The caller then posts and starts those tables; after a crash, the lobbies
of the round in play are found again (:meth:`games`) and started then.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from db.notifications import numbered

_COLUMNS = (
    "id, guild_id, channel_id, message_id, organiser_id, game, format, rounds, pace, seats, status, round, created_at"
)
#: a tournament table's clock: a bank that runs out forfeits the seat (an AI plays it out), no vacation days
ON_TIMEOUT = "forfeit"
REMIND_SHARE = 0.25


@dataclass
class TournamentRecord:
    id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    organiser_id: int
    game: str
    format: str
    rounds: int
    pace: str
    seats: int
    status: str
    round: int
    created_at: str


@dataclass
class Entrant:
    user_id: int
    name: str
    left_round: int | None = None


@dataclass
class TournamentGame:
    round: int
    pod: int
    players: list[int]
    table_id: int | None  # None: a bye


def _record(row: Any) -> TournamentRecord:
    return TournamentRecord(*(row[i] for i in range(13)))


CREATE = (
    "INSERT INTO tournaments (guild_id, channel_id, organiser_id, game, format, rounds, pace, seats, status,"
    " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?)"
)
JOIN_CHECK = (
    "SELECT status, (SELECT COUNT(*) FROM tournament_players WHERE tournament_id = ?),"
    " (SELECT COUNT(*) FROM tournament_players WHERE tournament_id = ? AND user_id = ?)"
    " FROM tournaments WHERE id = ?"
)
INSERT_PLAYER = "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)"
MOVE_ROUND = (
    "UPDATE tournaments SET round = ?, status = 'running' WHERE id = ? AND round = ?"
    " AND status IN ('signup', 'running')"
)
INSERT_TABLE = (
    "INSERT INTO tables (game, guild_id, channel_id, host_id, options, status, created_at, pace, on_timeout,"
    " remind_share, vacation) VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, FALSE)"
)
INSERT_SEAT = "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)"
INSERT_GAME = "INSERT INTO tournament_games (tournament_id, round, pod, players, table_id) VALUES (?, ?, ?, ?, ?)"


def _join_answer(found: Any, cap: int) -> str:
    if found is None:
        return "gone"
    status, count, already = found[0], int(found[1]), int(found[2])
    if already:
        return "already"
    if status != "signup":
        return "started"
    if count >= cap:
        return "full"
    return "ok"


class SqliteTournaments:
    def __init__(self, store: Any) -> None:
        self.store = store

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        game: str,
        format: str,
        rounds: int,
        pace: str,
        seats: int,
        now: datetime,
    ) -> int:
        def write(raw: sqlite3.Connection) -> int:
            cur = raw.execute(
                CREATE, (guild_id, channel_id, organiser_id, game, format, rounds, pace, seats, now.isoformat())
            )
            assert cur.lastrowid is not None
            return cur.lastrowid

        found: int = await self.store._transaction(write)
        return found

    async def set_message(self, tournament_id: int, message_id: int) -> None:
        await self.store._exec("UPDATE tournaments SET message_id = ? WHERE id = ?", (message_id, tournament_id))

    async def get(self, tournament_id: int) -> TournamentRecord | None:
        rows = await self.store._exec(f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))
        return _record(rows[0]) if rows else None

    async def in_guild(self, guild_id: int) -> list[TournamentRecord]:
        rows = await self.store._exec(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT 25", (guild_id,)
        )
        return [_record(r) for r in rows]

    async def running(self) -> list[TournamentRecord]:
        rows = await self.store._exec(f"SELECT {_COLUMNS} FROM tournaments WHERE status = 'running' ORDER BY id")
        return [_record(r) for r in rows]

    async def of_table(self, table_id: int) -> int | None:
        rows = await self.store._exec("SELECT tournament_id FROM tournament_games WHERE table_id = ?", (table_id,))
        return int(rows[0][0]) if rows else None

    async def join(self, tournament_id: int, user_id: int, name: str, now: datetime, cap: int) -> str:
        """ "ok", or why not: "already", "started", "full", "gone"."""

        def write(raw: sqlite3.Connection) -> str:
            found = raw.execute(JOIN_CHECK, (tournament_id, tournament_id, user_id, tournament_id)).fetchone()
            answer = _join_answer(found, cap)
            if answer == "ok":
                raw.execute(INSERT_PLAYER, (tournament_id, user_id, name, now.isoformat()))
            return answer

        answer: str = await self.store._transaction(write)
        return answer

    async def leave(self, tournament_id: int, user_id: int) -> str:
        """ "left" (sign-up: gone), "forfeits" (running: no more games), or "not-in"."""

        def write(raw: sqlite3.Connection) -> str:
            found = raw.execute("SELECT status, round FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
            if found is None or found[0] not in ("signup", "running"):
                return "not-in"
            if found[0] == "signup":
                cur = raw.execute(
                    "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?", (tournament_id, user_id)
                )
                return "left" if cur.rowcount else "not-in"
            cur = raw.execute(
                "UPDATE tournament_players SET left_round = ? WHERE tournament_id = ? AND user_id = ?"
                " AND left_round IS NULL",
                (found[1], tournament_id, user_id),
            )
            return "forfeits" if cur.rowcount else "not-in"

        answer: str = await self.store._transaction(write)
        return answer

    async def players(self, tournament_id: int) -> list[Entrant]:
        rows = await self.store._exec(
            "SELECT user_id, name, left_round FROM tournament_players WHERE tournament_id = ? ORDER BY joined_at,"
            " user_id",
            (tournament_id,),
        )
        return [Entrant(int(r[0]), str(r[1]), r[2]) for r in rows]

    async def games(self, tournament_id: int) -> list[TournamentGame]:
        rows = await self.store._exec(
            "SELECT round, pod, players, table_id FROM tournament_games WHERE tournament_id = ? ORDER BY round, pod",
            (tournament_id,),
        )
        return [TournamentGame(int(r[0]), int(r[1]), json.loads(r[2]), r[3]) for r in rows]

    async def open_round(
        self,
        tournament: TournamentRecord,
        pods: list[tuple[int, ...]],
        byes: list[int],
        names: dict[int, str],
        options: dict[str, Any],
        now: datetime,
    ) -> list[int] | None:
        """Round ``tournament.round + 1``: its games and lobbies in one transaction; the new tables' ids,
        or None (nothing written) if the tournament is no longer at ``tournament.round``."""
        number = tournament.round + 1

        def write(raw: sqlite3.Connection) -> list[int] | None:
            cur = raw.execute(MOVE_ROUND, (number, tournament.id, tournament.round))
            if cur.rowcount != 1:
                return None
            tables = []
            for pod_no, pod in enumerate(pods):
                cur = raw.execute(
                    INSERT_TABLE,
                    (
                        tournament.game,
                        tournament.guild_id,
                        tournament.channel_id,
                        pod[0],
                        json.dumps(options),
                        now.isoformat(),
                        tournament.pace,
                        ON_TIMEOUT,
                        REMIND_SHARE,
                    ),
                )
                table_id = cur.lastrowid
                assert table_id is not None
                for seat, user in enumerate(pod):
                    raw.execute(INSERT_SEAT, (table_id, seat, user, names.get(user, str(user))))
                raw.execute(INSERT_GAME, (tournament.id, number, pod_no, json.dumps(list(pod)), table_id))
                tables.append(table_id)
            for n, user in enumerate(byes):
                raw.execute(INSERT_GAME, (tournament.id, number, len(pods) + n, json.dumps([user]), None))
            return tables

        found: list[int] | None = await self.store._transaction(write)
        return found

    async def finish(self, tournament: TournamentRecord, status: str = "finished") -> bool:
        rows = await self.store._exec(
            "UPDATE tournaments SET status = ? WHERE id = ? AND round = ? AND status IN ('signup', 'running')"
            " RETURNING id",
            (status, tournament.id, tournament.round),
        )
        return bool(rows)


class PgTournaments(SqliteTournaments):
    """The same operations on PostgreSQL (the SQL above, with ``$n`` placeholders)."""

    async def _rows(self, sql: str, *args: Any) -> list[Any]:
        return list(await self.store._fetch(numbered(sql), *args))

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        game: str,
        format: str,
        rounds: int,
        pace: str,
        seats: int,
        now: datetime,
    ) -> int:
        rows = await self._rows(
            CREATE + " RETURNING id",
            guild_id,
            channel_id,
            organiser_id,
            game,
            format,
            rounds,
            pace,
            seats,
            now.isoformat(),
        )
        return int(rows[0][0])

    async def set_message(self, tournament_id: int, message_id: int) -> None:
        await self._rows("UPDATE tournaments SET message_id = ? WHERE id = ?", message_id, tournament_id)

    async def get(self, tournament_id: int) -> TournamentRecord | None:
        rows = await self._rows(f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", tournament_id)
        return _record(rows[0]) if rows else None

    async def in_guild(self, guild_id: int) -> list[TournamentRecord]:
        rows = await self._rows(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT 25", guild_id
        )
        return [_record(r) for r in rows]

    async def running(self) -> list[TournamentRecord]:
        rows = await self._rows(f"SELECT {_COLUMNS} FROM tournaments WHERE status = 'running' ORDER BY id")
        return [_record(r) for r in rows]

    async def of_table(self, table_id: int) -> int | None:
        rows = await self._rows("SELECT tournament_id FROM tournament_games WHERE table_id = ?", table_id)
        return int(rows[0][0]) if rows else None

    async def join(self, tournament_id: int, user_id: int, name: str, now: datetime, cap: int) -> str:
        async with self.store._transaction() as conn:
            await conn.execute("SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE", tournament_id)
            found = await conn.fetchrow(numbered(JOIN_CHECK), tournament_id, tournament_id, user_id, tournament_id)
            answer = _join_answer(found, cap)
            if answer == "ok":
                await conn.execute(numbered(INSERT_PLAYER), tournament_id, user_id, name, now.isoformat())
            return answer

    async def leave(self, tournament_id: int, user_id: int) -> str:
        async with self.store._transaction() as conn:
            found = await conn.fetchrow("SELECT status, round FROM tournaments WHERE id = $1 FOR UPDATE", tournament_id)
            if found is None or found[0] not in ("signup", "running"):
                return "not-in"
            if found[0] == "signup":
                done = await conn.execute(
                    "DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2", tournament_id, user_id
                )
                return "left" if not done.endswith(" 0") else "not-in"
            done = await conn.execute(
                "UPDATE tournament_players SET left_round = $1 WHERE tournament_id = $2 AND user_id = $3"
                " AND left_round IS NULL",
                found[1],
                tournament_id,
                user_id,
            )
            return "forfeits" if not done.endswith(" 0") else "not-in"

    async def players(self, tournament_id: int) -> list[Entrant]:
        rows = await self._rows(
            "SELECT user_id, name, left_round FROM tournament_players WHERE tournament_id = ? ORDER BY joined_at,"
            " user_id",
            tournament_id,
        )
        return [Entrant(int(r[0]), str(r[1]), r[2]) for r in rows]

    async def games(self, tournament_id: int) -> list[TournamentGame]:
        rows = await self._rows(
            "SELECT round, pod, players, table_id FROM tournament_games WHERE tournament_id = ? ORDER BY round, pod",
            tournament_id,
        )
        return [TournamentGame(int(r[0]), int(r[1]), json.loads(r[2]), r[3]) for r in rows]

    async def open_round(
        self,
        tournament: TournamentRecord,
        pods: list[tuple[int, ...]],
        byes: list[int],
        names: dict[int, str],
        options: dict[str, Any],
        now: datetime,
    ) -> list[int] | None:
        number = tournament.round + 1
        async with self.store._transaction() as conn:
            done = await conn.execute(numbered(MOVE_ROUND), number, tournament.id, tournament.round)
            if done.endswith(" 0"):
                return None
            tables = []
            for pod_no, pod in enumerate(pods):
                table_id = await conn.fetchval(
                    numbered(INSERT_TABLE) + " RETURNING id",
                    tournament.game,
                    tournament.guild_id,
                    tournament.channel_id,
                    pod[0],
                    json.dumps(options),
                    now.isoformat(),
                    tournament.pace,
                    ON_TIMEOUT,
                    REMIND_SHARE,
                )
                for seat, user in enumerate(pod):
                    await conn.execute(numbered(INSERT_SEAT), table_id, seat, user, names.get(user, str(user)))
                await conn.execute(
                    numbered(INSERT_GAME), tournament.id, number, pod_no, json.dumps(list(pod)), int(table_id)
                )
                tables.append(int(table_id))
            for n, user in enumerate(byes):
                await conn.execute(
                    numbered(INSERT_GAME), tournament.id, number, len(pods) + n, json.dumps([user]), None
                )
            return tables

    async def finish(self, tournament: TournamentRecord, status: str = "finished") -> bool:
        rows = await self._rows(
            "UPDATE tournaments SET status = ? WHERE id = ? AND round = ? AND status IN ('signup', 'running')"
            " RETURNING id",
            status,
            tournament.id,
            tournament.round,
        )
        return bool(rows)


def tournament_store(store: Any) -> SqliteTournaments:
    """The tournament operations of this store: PostgreSQL's for a store with a pool, else SQLite's."""
    return PgTournaments(store) if hasattr(store, "pool") else SqliteTournaments(store)
