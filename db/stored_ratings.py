"""Ratings kept between restarts (migrations 014 and 015), for both stores; bot.ratings decides what they hold.

They are a cache of what replaying the stored games gives (bot.ratings), never the truth: a reader
checks the mark against the finished tables before using them. Every write names the version it
read and stands down if the row moved on (another process wrote, or a forget renamed a player:
``forget_in_ratings_*``), so a replay that read the games before a change never stores what it saw.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from db.notifications import numbered

if TYPE_CHECKING:
    import asyncpg

#: one player's row: (player key, name, mu, sigma, games, wins)
PlayerRow = tuple[str, str, float, float, int, int]
#: one player's row as written: a :data:`PlayerRow` and the shown ratings after the games this write adds,
#: joined by commas (all of the player's games when the write replaces every row or the player is new)
WrittenPlayer = tuple[str, str, float, float, int, int, str]


@dataclass
class StoredRatings:
    """What is stored for one server and game; ``seen`` < 0 or no ``mark``: nothing usable."""

    version: int = 0  # 0: no row yet
    seen: int = -1
    counted: int = 0
    mark: tuple[str, int] | None = None
    players: list[PlayerRow] = field(default_factory=list)

    @property
    def usable(self) -> bool:
        return self.seen > 0 and self.mark is not None


@dataclass
class RatingWrite:
    """A write of one server's ratings of one game, valid only over stored ``expected`` version."""

    guild_id: int
    game: str
    expected: int
    seen: int
    counted: int
    mark: tuple[str, int]
    players: list[WrittenPlayer]  # every player (``replace``) or those the new games changed
    replace: bool


#: a player's new ratings go after those stored; a row whose series is not known (NULL) stays so
SERIES_UPSERT = (
    "INSERT INTO ratings (guild_id, game, player, name, mu, sigma, games, wins, series)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, player) DO UPDATE SET"
    " name = excluded.name, mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,"
    " wins = excluded.wins, series = ratings.series || ',' || excluded.series"
)
VERSION_READ = "SELECT version FROM rating_marks WHERE guild_id = ? AND game = ?"
SERIES_READ = "SELECT series FROM ratings WHERE guild_id = ? AND game = ? AND player = ?"


def _series(row: Any) -> list[int] | None:
    return [int(r) for r in row[0].split(",")] if row is not None and row[0] else None


class SqliteRatingStore:
    """Mixed into :class:`db.store.SqliteStore`."""

    if TYPE_CHECKING:

        async def _transaction(self, work: Any) -> Any: ...

        async def _exec(self, sql: str, params: Any = ()) -> list[Any]: ...

    async def load_ratings(self, guild_id: int, game: str) -> StoredRatings:
        def read(raw: sqlite3.Connection) -> StoredRatings:
            mark = raw.execute(
                "SELECT version, seen, counted, ended_at, table_id FROM rating_marks WHERE guild_id = ? AND game = ?",
                (guild_id, game),
            ).fetchone()
            if mark is None:
                return StoredRatings()
            stored = StoredRatings(int(mark[0]), int(mark[1]), int(mark[2]))
            if mark[3] is None or stored.seen < 0:
                return stored
            stored.mark = (str(mark[3]), int(mark[4]))
            rows = raw.execute(
                "SELECT player, name, mu, sigma, games, wins FROM ratings WHERE guild_id = ? AND game = ?",
                (guild_id, game),
            ).fetchall()
            stored.players = [(str(r[0]), str(r[1]), float(r[2]), float(r[3]), int(r[4]), int(r[5])) for r in rows]
            return stored

        result: StoredRatings = await self._transaction(read)
        return result

    async def save_ratings(self, write: RatingWrite) -> int | None:
        """Store ``write``; the new version, or None when the stored row is no longer ``write.expected``."""
        key = (write.guild_id, write.game)

        def save(raw: sqlite3.Connection) -> int | None:
            row = raw.execute("SELECT version FROM rating_marks WHERE guild_id = ? AND game = ?", key).fetchone()
            if (int(row[0]) if row else 0) != write.expected:
                return None
            if write.replace:
                raw.execute("DELETE FROM ratings WHERE guild_id = ? AND game = ?", key)
            raw.executemany(SERIES_UPSERT, [(*key, *player) for player in write.players])
            raw.execute(
                "INSERT INTO rating_marks (guild_id, game, version, seen, counted, ended_at, table_id)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game) DO UPDATE SET version = excluded.version,"
                " seen = excluded.seen, counted = excluded.counted, ended_at = excluded.ended_at,"
                " table_id = excluded.table_id",
                (*key, write.expected + 1, write.seen, write.counted, *write.mark),
            )
            return write.expected + 1

        result: int | None = await self._transaction(save)
        return result

    async def rating_version(self, guild_id: int, game: str) -> int:
        """The stored ratings' version (0: none stored): it moves with every write and every forget."""
        rows = await self._exec(VERSION_READ, (guild_id, game))
        return int(rows[0][0]) if rows else 0

    async def load_rating_series(self, guild_id: int, game: str, player: str) -> list[int] | None:
        """``player``'s stored shown rating after each game (None: not stored, or not whole)."""
        return _series(next(iter(await self._exec(SERIES_READ, (guild_id, game, player))), None))


#: A forget changed a finished table's seats (db/privacy.py): the player's stored ratings in its server and game
#: become her alias's, as a replay of the renamed seats gives them (the same games and ranks: the same figures and
#: chart; the key is bot.ratings.player_key's), and the version moves on so that no replay that read the old seats
#: is stored (a running table is rated when it finishes, with the seats it then has). Rebuilding them instead
#: rated every game of the server and game again (15 s at a busy one). Where the alias has a row of its own
#: there (a replay stored halfway through the forget, some seats renamed), the rows go and they are rebuilt.
FORGOTTEN_TABLE = "SELECT guild_id, game FROM tables WHERE id = ? AND status = 'finished' AND guild_id IS NOT NULL"
HAS_ROW = "SELECT 1 FROM ratings WHERE guild_id = ? AND game = ? AND player = ?"
RENAME = "UPDATE ratings SET player = ?, name = ? WHERE guild_id = ? AND game = ? AND player = ?"
DROP_ROWS = "DELETE FROM ratings WHERE guild_id = ? AND game = ?"
MOVE_ON = (
    "INSERT INTO rating_marks (guild_id, game, version, seen, counted) VALUES (?, ?, 1, -1, 0)"
    " ON CONFLICT (guild_id, game) DO UPDATE SET version = rating_marks.version + 1"
)
REBUILD = MOVE_ON + ", seen = -1, ended_at = NULL, table_id = NULL"


def _forget_steps(key: tuple[int, str], user_id: int, alias: int, name: str, split: bool) -> list[tuple[str, tuple]]:
    if split:
        return [(DROP_ROWS, key), (REBUILD, key)]
    return [(RENAME, (f"u:{alias}", name, *key, f"u:{user_id}")), (MOVE_ON, key)]


def forget_in_ratings_sqlite(raw: sqlite3.Connection, table_id: int, user_id: int, alias: int, name: str) -> None:
    found = raw.execute(FORGOTTEN_TABLE, (table_id,)).fetchone()
    if found is None:
        return
    key = (int(found[0]), str(found[1]))
    split = all(raw.execute(HAS_ROW, (*key, f"u:{who}")).fetchone() for who in (user_id, alias))
    for sql, params in _forget_steps(key, user_id, alias, name, split):
        raw.execute(sql, params)


async def forget_in_ratings_pg(conn: asyncpg.Connection, table_id: int, user_id: int, alias: int, name: str) -> None:
    found = await conn.fetchrow(numbered(FORGOTTEN_TABLE), table_id)
    if found is None:
        return
    key = (int(found[0]), str(found[1]))
    split = True
    for who in (user_id, alias):
        split = split and await conn.fetchval(numbered(HAS_ROW), *key, f"u:{who}") is not None
    for sql, params in _forget_steps(key, user_id, alias, name, split):
        await conn.execute(numbered(sql), *params)


class _StoodDown(Exception):
    """The stored row moved on while this write was under way."""


class PgRatingStore:
    """Mixed into :class:`db.pg_store.PgStore`: the same as :class:`SqliteRatingStore`."""

    if TYPE_CHECKING:

        def _transaction(self) -> Any: ...

        async def _fetch(self, sql: str, *args: Any) -> list[Any]: ...

    async def load_ratings(self, guild_id: int, game: str) -> StoredRatings:
        async with self._transaction() as conn:
            mark = await conn.fetchrow(
                "SELECT version, seen, counted, ended_at, table_id FROM rating_marks WHERE guild_id = $1 AND game = $2",
                guild_id,
                game,
            )
            if mark is None:
                return StoredRatings()
            stored = StoredRatings(int(mark[0]), int(mark[1]), int(mark[2]))
            if mark[3] is None or stored.seen < 0:
                return stored
            stored.mark = (str(mark[3]), int(mark[4]))
            rows = await conn.fetch(
                "SELECT player, name, mu, sigma, games, wins FROM ratings WHERE guild_id = $1 AND game = $2",
                guild_id,
                game,
            )
            stored.players = [(str(r[0]), str(r[1]), float(r[2]), float(r[3]), int(r[4]), int(r[5])) for r in rows]
            return stored

    async def rating_version(self, guild_id: int, game: str) -> int:
        rows = await self._fetch(numbered(VERSION_READ), guild_id, game)
        return int(rows[0][0]) if rows else 0

    async def load_rating_series(self, guild_id: int, game: str, player: str) -> list[int] | None:
        return _series(next(iter(await self._fetch(numbered(SERIES_READ), guild_id, game, player)), None))

    async def save_ratings(self, write: RatingWrite) -> int | None:
        try:
            return await self._save(write)
        except _StoodDown:
            return None  # rolled back: the players written so far went with it

    async def _save(self, write: RatingWrite) -> int:
        async with self._transaction() as conn:
            # FOR UPDATE: two processes writing at once; the second sees the first's version and stands down
            version = await conn.fetchval(
                "SELECT version FROM rating_marks WHERE guild_id = $1 AND game = $2 FOR UPDATE",
                write.guild_id,
                write.game,
            )
            if (int(version) if version is not None else 0) != write.expected:
                raise _StoodDown
            if write.replace:
                await conn.execute("DELETE FROM ratings WHERE guild_id = $1 AND game = $2", write.guild_id, write.game)
            await conn.executemany(
                numbered(SERIES_UPSERT), [(write.guild_id, write.game, *player) for player in write.players]
            )
            # ON CONFLICT DO UPDATE ... WHERE: a first write racing another first write stands down too
            stored = await conn.fetchval(
                "INSERT INTO rating_marks (guild_id, game, version, seen, counted, ended_at, table_id)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (guild_id, game) DO UPDATE SET"
                " version = excluded.version, seen = excluded.seen, counted = excluded.counted,"
                " ended_at = excluded.ended_at, table_id = excluded.table_id"
                " WHERE rating_marks.version = $8 RETURNING version",
                write.guild_id,
                write.game,
                write.expected + 1,
                write.seen,
                write.counted,
                write.mark[0],
                write.mark[1],
                write.expected,
            )
            if stored is None:
                raise _StoodDown
            return write.expected + 1
