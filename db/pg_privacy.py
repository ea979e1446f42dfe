"""PostgreSQL twin of :mod:`db.privacy`: the same operations, the same transactions."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from db.privacy import (
    AI_MARK,
    ALIASED_COLUMNS,
    FORMER_PLAYER,
    PERSONAL_TABLES,
    SERVER_TABLES,
    ForgetSeat,
    _new_seat,
    alias_in_players,
    new_alias,
    scrub_line,
)
from db.stored_ratings import forget_in_ratings_pg

TO_CLEAN = (
    "SELECT table_id, seat, name FROM seats WHERE user_id = $1 UNION SELECT id, -1, '' FROM tables WHERE host_id = $1"
)
INSERT_TABLE = (
    "INSERT INTO forget_tables (user_id, table_id, seat, name) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING"
)


class PgPrivacy:
    def __init__(self, store: Any) -> None:
        self.store = store

    async def request_forget(self, user_id: int, names: list[str], now: datetime) -> int:
        async with self.store._transaction() as conn:
            await conn.execute("LOCK TABLE forget_requests IN SHARE ROW EXCLUSIVE MODE")
            found = await conn.fetchval("SELECT alias FROM forget_requests WHERE user_id = $1", user_id)
            if found is not None:
                return int(found)
            alias = new_alias()
            await conn.execute(
                "INSERT INTO forget_requests (user_id, alias, created_at) VALUES ($1, $2, $3)",
                user_id,
                alias,
                now.isoformat(),
            )
            rows = [(user_id, r[0], r[1], r[2]) for r in await conn.fetch(TO_CLEAN, user_id)]
            for name in set(names):
                left = await conn.fetch(
                    "SELECT table_id, seat FROM seats WHERE user_id IS NULL AND name = $1", name + AI_MARK
                )
                rows += [(user_id, r[0], r[1], name) for r in left]
            if rows:
                await conn.executemany(INSERT_TABLE, rows)
            return alias

    async def pending_forgets(self) -> list[int]:
        rows = await self.store._fetch("SELECT user_id FROM forget_requests ORDER BY created_at")
        return [int(r[0]) for r in rows]

    async def forget_tables(self, user_id: int) -> list[ForgetSeat]:
        rows = await self.store._fetch(
            "SELECT table_id, seat, name FROM forget_tables WHERE user_id = $1 ORDER BY table_id, seat", user_id
        )
        return [ForgetSeat(int(r[0]), int(r[1]), str(r[2])) for r in rows]

    async def scrub_table(self, user_id: int, table_id: int) -> None:
        async with self.store._transaction() as conn:
            await conn.execute("SELECT id FROM tables WHERE id = $1 FOR UPDATE", table_id)
            alias = await conn.fetchval("SELECT alias FROM forget_requests WHERE user_id = $1", user_id)
            if alias is None:
                return  # finished meanwhile (another process resumed the same request)
            todo = await conn.fetch(
                "SELECT seat, name FROM forget_tables WHERE user_id = $1 AND table_id = $2", user_id, table_id
            )
            for seat, name in todo:
                row = await conn.fetchrow(
                    "SELECT user_id, name FROM seats WHERE table_id = $1 AND seat = $2", table_id, seat
                )
                if row is not None:
                    try:
                        new_user, new_name = _new_seat(user_id, row[0], row[1], name, alias)
                    except LookupError:
                        pass
                    else:
                        await conn.execute(
                            "UPDATE seats SET user_id = $1, name = $2, dm_channel_id = NULL, dm_message_id = NULL"
                            " WHERE table_id = $3 AND seat = $4",
                            new_user,
                            new_name,
                            table_id,
                            seat,
                        )
                for lines in ("outbox", "recent_lines", "follow_lines"):  # to post, on the card, followers' copies
                    query = f"SELECT id, text FROM {lines} WHERE table_id = $1"
                    for line_id, text in await conn.fetch(query, table_id):
                        new_text = scrub_line(text, name, user_id)
                        if new_text != text:
                            await conn.execute(f"UPDATE {lines} SET text = $1 WHERE id = $2", new_text, line_id)
            await conn.execute(
                "UPDATE tables SET host_id = $1 WHERE id = $2 AND host_id = $3", alias, table_id, user_id
            )
            if any(seat >= 0 for seat, _ in todo):  # see db/privacy.py
                await forget_in_ratings_pg(conn, table_id, user_id, alias, FORMER_PLAYER)
            await conn.execute("DELETE FROM forget_tables WHERE user_id = $1 AND table_id = $2", user_id, table_id)

    async def finish_forget(self, user_id: int) -> None:
        async with self.store._transaction() as conn:
            if await conn.fetchval("SELECT 1 FROM forget_tables WHERE user_id = $1 LIMIT 1", user_id):
                raise RuntimeError(f"tables of a forget request are still to clean (user {user_id})")
            await conn.execute("DELETE FROM user_settings WHERE user_id = $1", user_id)
            for table in PERSONAL_TABLES:
                await conn.execute(f"DELETE FROM {table} WHERE user_id = $1", user_id)
            alias = await conn.fetchval("SELECT alias FROM forget_requests WHERE user_id = $1", user_id)
            for table, column in ALIASED_COLUMNS:
                await conn.execute(f"UPDATE {table} SET {column} = $1 WHERE {column} = $2", alias, user_id)
            await conn.execute("UPDATE tournament_players SET name = $1 WHERE user_id = $2", FORMER_PLAYER, alias)
            for key, round_, pod, players in await conn.fetch(
                "SELECT tournament_id, round, pod, players FROM tournament_games"
            ):
                if user_id in json.loads(players):
                    await conn.execute(
                        "UPDATE tournament_games SET players = $1 WHERE tournament_id = $2 AND round = $3 AND pod = $4",
                        alias_in_players(players, user_id, alias),
                        key,
                        round_,
                        pod,
                    )
            await conn.execute("DELETE FROM forget_requests WHERE user_id = $1", user_id)

    async def settings_row(self, user_id: int) -> dict[str, Any] | None:
        rows = await self.store._fetch("SELECT * FROM user_settings WHERE user_id = $1", user_id)
        return dict(rows[0]) if rows else None

    async def guild_removed(self, guild_id: int, now: datetime) -> None:
        await self.store._execute(
            "INSERT INTO guild_removals (guild_id, removed_at) VALUES ($1, $2) ON CONFLICT (guild_id) DO NOTHING",
            guild_id,
            now.isoformat(),
        )

    async def guild_returned(self, guild_id: int) -> bool:
        rows = await self.store._fetch("DELETE FROM guild_removals WHERE guild_id = $1 RETURNING guild_id", guild_id)
        return bool(rows)

    async def removed_before(self, moment: datetime) -> list[int]:
        rows = await self.store._fetch("SELECT guild_id FROM guild_removals WHERE removed_at <= $1", moment.isoformat())
        return [int(r[0]) for r in rows]

    async def next_removal(self) -> str | None:
        rows = await self.store._fetch("SELECT MIN(removed_at) FROM guild_removals")
        return None if not rows or rows[0][0] is None else str(rows[0][0])

    async def delete_guild(self, guild_id: int) -> int:
        async with self.store._transaction() as conn:
            gone = await conn.fetch("DELETE FROM tables WHERE guild_id = $1 RETURNING id", guild_id)
            for table in SERVER_TABLES:
                await conn.execute(f"DELETE FROM {table} WHERE guild_id = $1", guild_id)
            await conn.execute("DELETE FROM guild_removals WHERE guild_id = $1", guild_id)
            return len(gone)

    async def count_guild_tables(self, guild_id: int) -> int:
        return int((await self.store._fetch("SELECT COUNT(*) FROM tables WHERE guild_id = $1", guild_id))[0][0])
