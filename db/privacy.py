"""A player's data is theirs (issue 38): what the store keeps about a person, taken out or forgotten.

No Discord here. :class:`SqlitePrivacy` and its PostgreSQL twin (db.pg_privacy) do the same
operations on the store's own connection (the store's ``_transaction``); bot.privacy picks one:

- a forget request is written first (the player, a random negative ``alias`` and every table to
  clean, with the name the player had there); each table is then cleaned in one transaction that
  also crosses it off, and the request goes last, with the player's settings row. A crash halfway
  leaves the request and the tables still to clean: ``pending_forgets`` finds them at start-up.
- a server the bot was removed from is remembered with the time; its tables go after 30 days
  (``delete_guild``: one transaction, the rows below a table go with it by ``ON DELETE CASCADE``).
"""

from __future__ import annotations

import json
import secrets
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import quote

from db.stored_ratings import forget_in_ratings_sqlite

#: the name a forgotten player's seats keep, in every game and language (see docs/privacy.md)
FORMER_PLAYER = "Former player"
#: what bot.absence adds to the name of a seat handed to an AI
AI_MARK = " (AI)"


def new_alias() -> int:
    """A random negative id for a forgotten player's seats (Discord ids are positive): the same in all
    their games, so ratings computed from the stored games stay as they were, and tied to nobody."""
    return -(secrets.randbits(62) + 1)


def name_placeholder(name: str) -> str:
    return f"<name:{quote(name, safe='')}>"


#: rows that are one player's own, deleted with their settings (notifications, migration 008)
PERSONAL_TABLES = ("pushes", "dashboards", "mutes", "follows", "follow_lines")
#: where a server's admins and tournaments name a player (migration 010): (table, column), given the alias
ALIASED_COLUMNS = (
    ("tournament_players", "user_id"),
    ("tournaments", "organiser_id"),
    ("server_setting_changes", "user_id"),
    ("seasons", "started_by"),
    ("seasons", "ended_by"),
)
#: a server's own rows (migrations 010, 013, 014), deleted with its tables by /game forget-server and the 30-day sweep
SERVER_TABLES = (
    "tournaments",
    "server_settings",
    "server_setting_changes",
    "seasons",
    "finished_counts",
    "rating_marks",
    "ratings",
)


def alias_in_players(players: str, user_id: int, alias: int) -> str:
    """A tournament game's JSON list of user ids with the player's id as their alias."""
    return json.dumps([alias if p == user_id else p for p in json.loads(players)])


def scrub_line(text: str, name: str, user_id: int) -> str:
    """A stored line with the player's name placeholders (bot.absence.name_ref) and mentions (a
    cancelled table's "cancelled by <@id>") made the former player's."""
    text = text.replace(f"<@{user_id}>", name_placeholder(FORMER_PLAYER))
    if name:
        for old, new in ((name + AI_MARK, FORMER_PLAYER + AI_MARK), (name, FORMER_PLAYER)):
            text = text.replace(name_placeholder(old), name_placeholder(new))
    return text


@dataclass
class ForgetSeat:
    table_id: int
    seat: int  # -1: the table's host only
    name: str


def _new_seat(user_id: int, seat_user: int | None, seat_name: str, name: str, alias: int) -> tuple[int | None, str]:
    """The (user_id, name) a seat gets: the player's own seat the alias, a seat an AI took from them
    "Former player (AI)"; None: not theirs (a lobby seat reused by another player)."""
    if seat_user == user_id:
        return alias, FORMER_PLAYER
    if seat_user is None and seat_name == name + AI_MARK:
        return None, FORMER_PLAYER + AI_MARK
    raise LookupError


class SqlitePrivacy:
    def __init__(self, store: Any) -> None:
        self.store = store

    async def _rows(self, sql: str, *args: Any) -> list[Any]:
        return list(await self.store._exec(sql, tuple(args)))

    async def request_forget(self, user_id: int, names: list[str], now: datetime) -> int:
        """Write the request (once: asked again, the first one stands) and the tables to clean: the
        player's seats, tables they host, and seats they left to an AI, found by ``names`` + " (AI)"
        (a seat handed over keeps no id, see bot.absence)."""

        def write(raw: sqlite3.Connection) -> int:
            found = raw.execute("SELECT alias FROM forget_requests WHERE user_id = ?", (user_id,)).fetchone()
            if found:
                return int(found[0])
            alias = new_alias()
            raw.execute(
                "INSERT INTO forget_requests (user_id, alias, created_at) VALUES (?, ?, ?)",
                (user_id, alias, now.isoformat()),
            )
            raw.executemany(
                "INSERT OR IGNORE INTO forget_tables (user_id, table_id, seat, name) VALUES (?, ?, ?, ?)",
                [(user_id, r[0], r[1], r[2]) for r in raw.execute(TO_CLEAN, (user_id, user_id)).fetchall()],
            )
            for name in set(names):
                raw.executemany(
                    "INSERT OR IGNORE INTO forget_tables (user_id, table_id, seat, name) VALUES (?, ?, ?, ?)",
                    [(user_id, r[0], r[1], name) for r in raw.execute(LEFT_SEATS, (name + AI_MARK,)).fetchall()],
                )
            return alias

        return await self.store._transaction(write)

    async def pending_forgets(self) -> list[int]:
        return [int(r[0]) for r in await self._rows("SELECT user_id FROM forget_requests ORDER BY created_at")]

    async def forget_tables(self, user_id: int) -> list[ForgetSeat]:
        rows = await self._rows(
            "SELECT table_id, seat, name FROM forget_tables WHERE user_id = ? ORDER BY table_id, seat", user_id
        )
        return [ForgetSeat(int(r[0]), int(r[1]), str(r[2])) for r in rows]

    async def scrub_table(self, user_id: int, table_id: int) -> None:
        """One table made the former player's, in one transaction that also crosses it off the request."""

        def scrub(raw: sqlite3.Connection) -> None:
            request = raw.execute("SELECT alias FROM forget_requests WHERE user_id = ?", (user_id,)).fetchone()
            if request is None:
                return  # finished meanwhile (another process resumed the same request)
            alias = request[0]
            todo = raw.execute(
                "SELECT seat, name FROM forget_tables WHERE user_id = ? AND table_id = ?", (user_id, table_id)
            ).fetchall()
            for seat, name in todo:
                row = raw.execute(
                    "SELECT user_id, name FROM seats WHERE table_id = ? AND seat = ?", (table_id, seat)
                ).fetchone()
                if row is not None:
                    try:
                        new_user, new_name = _new_seat(user_id, row[0], row[1], name, alias)
                    except LookupError:
                        pass
                    else:
                        raw.execute(
                            "UPDATE seats SET user_id = ?, name = ?, dm_channel_id = NULL, dm_message_id = NULL"
                            " WHERE table_id = ? AND seat = ?",
                            (new_user, new_name, table_id, seat),
                        )
                for lines in ("outbox", "recent_lines", "follow_lines"):  # to post, on the card, followers' copies
                    for line_id, text in raw.execute(
                        f"SELECT id, text FROM {lines} WHERE table_id = ?", (table_id,)
                    ).fetchall():
                        new_text = scrub_line(text, name, user_id)
                        if new_text != text:
                            raw.execute(f"UPDATE {lines} SET text = ? WHERE id = ?", (new_text, line_id))
            raw.execute("UPDATE tables SET host_id = ? WHERE id = ? AND host_id = ?", (alias, table_id, user_id))
            # its seats changed: her stored ratings in its server and game become the alias's (db/stored_ratings.py)
            if any(seat >= 0 for seat, _ in todo):
                forget_in_ratings_sqlite(raw, table_id, user_id, alias, FORMER_PLAYER)
            raw.execute("DELETE FROM forget_tables WHERE user_id = ? AND table_id = ?", (user_id, table_id))

        await self.store._transaction(scrub)

    async def finish_forget(self, user_id: int) -> None:
        """The last step: the settings row and the request go (the request only once every table is done)."""

        def finish(raw: sqlite3.Connection) -> None:
            if raw.execute("SELECT 1 FROM forget_tables WHERE user_id = ?", (user_id,)).fetchone():
                raise RuntimeError(f"tables of a forget request are still to clean (user {user_id})")
            raw.execute("DELETE FROM user_settings WHERE user_id = ?", (user_id,))
            for table in PERSONAL_TABLES:
                raw.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,))
            (alias,) = raw.execute("SELECT alias FROM forget_requests WHERE user_id = ?", (user_id,)).fetchone()
            for table, column in ALIASED_COLUMNS:
                raw.execute(f"UPDATE {table} SET {column} = ? WHERE {column} = ?", (alias, user_id))
            raw.execute("UPDATE tournament_players SET name = ? WHERE user_id = ?", (FORMER_PLAYER, alias))
            for key, round_, pod, players in raw.execute(
                "SELECT tournament_id, round, pod, players FROM tournament_games"
            ).fetchall():
                if user_id in json.loads(players):
                    raw.execute(
                        "UPDATE tournament_games SET players = ? WHERE tournament_id = ? AND round = ? AND pod = ?",
                        (alias_in_players(players, user_id, alias), key, round_, pod),
                    )
            raw.execute("DELETE FROM forget_requests WHERE user_id = ?", (user_id,))

        await self.store._transaction(finish)

    async def settings_row(self, user_id: int) -> dict[str, Any] | None:
        cursor = await self.store.conn.execute("SELECT * FROM user_settings WHERE user_id = ?", (user_id,))
        try:
            row = await cursor.fetchone()
            names = [d[0] for d in cursor.description]
        finally:
            await cursor.close()
        return None if row is None else dict(zip(names, row, strict=True))

    # ---- servers the bot was removed from ----------------------------------------------
    async def guild_removed(self, guild_id: int, now: datetime) -> None:
        await self._rows(
            "INSERT INTO guild_removals (guild_id, removed_at) VALUES (?, ?) ON CONFLICT (guild_id) DO NOTHING",
            guild_id,
            now.isoformat(),
        )

    async def guild_returned(self, guild_id: int) -> bool:
        rows = await self._rows("DELETE FROM guild_removals WHERE guild_id = ? RETURNING guild_id", guild_id)
        return bool(rows)

    async def removed_before(self, moment: datetime) -> list[int]:
        rows = await self._rows("SELECT guild_id FROM guild_removals WHERE removed_at <= ?", moment.isoformat())
        return [int(r[0]) for r in rows]

    async def next_removal(self) -> str | None:
        rows = await self._rows("SELECT MIN(removed_at) FROM guild_removals")
        return None if not rows or rows[0][0] is None else str(rows[0][0])

    async def delete_guild(self, guild_id: int) -> int:
        """Every table of the server (and what hangs on them) in one transaction; how many tables went."""

        def delete(raw: sqlite3.Connection) -> int:
            gone = raw.execute("DELETE FROM tables WHERE guild_id = ?", (guild_id,)).rowcount
            for table in SERVER_TABLES:
                raw.execute(f"DELETE FROM {table} WHERE guild_id = ?", (guild_id,))
            raw.execute("DELETE FROM guild_removals WHERE guild_id = ?", (guild_id,))
            return int(gone)

        return await self.store._transaction(delete)

    async def count_guild_tables(self, guild_id: int) -> int:
        return int((await self._rows("SELECT COUNT(*) FROM tables WHERE guild_id = ?", guild_id))[0][0])


#: every table to clean for a player: their seats (any status) with the name they had, and tables they host
TO_CLEAN = (
    "SELECT table_id, seat, name FROM seats WHERE user_id = ? UNION SELECT id, -1, '' FROM tables WHERE host_id = ?"
)


#: seats a player left to an AI (bot.absence renames them "Name (AI)" and drops the id)
LEFT_SEATS = "SELECT table_id, seat FROM seats WHERE user_id IS NULL AND name = ?"
