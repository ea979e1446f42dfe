"""A player's data is theirs (issue 38): their data as a document, forgetting them, and servers the
bot was removed from. No Discord here: the privacy cog renders and sends what these return.

Forgetting a player (``forget``): the request and every table to clean are written first
(db.privacy); then running tables are left (an AI takes the seat, as ``/game leave``), lobbies
left (or, hosted, cancelled), and each table is cleaned in one transaction; the player's settings
row and the request go last. ``resume`` (at start-up) finishes a request a crash interrupted.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from typing import Any

from bot.changes import TableError
from bot.ratings import RatingBook
from db.pg_privacy import PgPrivacy
from db.privacy import SqlitePrivacy
from db.store import TableRecord

log = logging.getLogger(__name__)

ALL_STATUSES = ("lobby", "running", "finished", "cancelled")
#: how long a server's tables are kept after the bot was removed from it
GUILD_GRACE = timedelta(days=30)


def _json(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def privacy_store(store: Any) -> SqlitePrivacy | PgPrivacy:
    """The privacy operations of this store: PostgreSQL's twin for a store with a pool, else SQLite's."""
    return PgPrivacy(store) if hasattr(store, "pool") else SqlitePrivacy(store)


class Privacy:
    def __init__(self, service: Any, ratings: RatingBook | None = None) -> None:
        self.service = service
        self.store = service.store
        self.db = privacy_store(service.store)
        self.ratings = ratings
        self.on_forgotten: list[Callable[[], None]] = []  # caches holding names (ratings, replays)

    # ---- see and take ----------------------------------------------------------------
    async def my_data(self, user_id: int) -> dict[str, Any] | None:
        """Everything kept about the player, as a JSON-ready document; None: nothing is kept."""
        settings = await self.db.settings_row(user_id)
        tables = await self.store.tables_of_user(user_id, ALL_STATUSES)
        muted = sorted(await self.store.muted_tables(user_id))
        followed = await self.store.followed_tables(user_id)
        if settings is None and not tables and not muted and not followed:
            return None
        games = []
        rated: set[tuple[int, str]] = set()
        for table in sorted(tables, key=lambda t: t.id):
            seat = table.seat_of(user_id)
            assert seat is not None
            moves = [
                {"step": a.seq, "action": _json(a.action), "by_ai": a.by_ai, "at": a.created_at}
                for a in await self.store.actions(table.id)
                if a.seat == seat
            ]
            games.append(
                {
                    "table": table.id,
                    "game": table.game,
                    "server": table.guild_id,
                    "channel": table.channel_id,
                    "status": table.status,
                    "you_hosted": table.host_id == user_id,
                    "your_seat": seat,
                    "players": [
                        {"seat": s.seat, "name": s.name, "ai": s.is_ai, "you": s.user_id == user_id}
                        for s in table.seats
                    ],
                    "created_at": _stamp(table.created_at),
                    "started_at": _stamp(table.started_at),
                    "ended_at": _stamp(table.ended_at),
                    "outcome": _json(table.outcome),
                    "your_moves": moves,
                }
            )
            if table.status == "finished" and table.guild_id is not None:
                rated.add((table.guild_id, table.game))
        ratings = []
        if self.ratings is not None:
            for guild_id, game in sorted(rated):
                player = (await self.ratings.ratings(guild_id, game, history=False)).players.get(f"u:{user_id}")
                if player is not None:
                    ratings.append(
                        {
                            "server": guild_id,
                            "game": game,
                            "rating": player.rating,
                            "games": player.games,
                            "wins": player.wins,
                        }
                    )
        return {
            "user_id": user_id,
            "settings": settings,
            "games": games,
            "ratings": ratings,
            "muted_tables": muted,
            "followed_tables": followed,
        }

    async def tables_to_leave(self, user_id: int) -> list[TableRecord]:
        """Running tables and lobbies the player sits at: forgetting them leaves these first."""
        return await self.store.tables_of_user(user_id, ("lobby", "running"))

    # ---- forget ----------------------------------------------------------------------
    async def forget(self, user_id: int, names: Iterable[str]) -> None:
        """Write the request, then carry it out (a crash halfway is finished by ``resume``)."""
        known = {
            s.name
            for t in await self.store.tables_of_user(user_id, ALL_STATUSES)
            for s in t.seats
            if s.user_id == user_id
        }
        known.update(n for n in names if n)
        await self.db.request_forget(user_id, sorted(known), self.service.clock())
        await self.carry_out(user_id)

    async def carry_out(self, user_id: int) -> None:
        done: set[int] = set()
        for entry in await self.db.forget_tables(user_id):
            if entry.table_id in done:
                continue
            done.add(entry.table_id)
            await self._leave(entry.table_id, user_id)
            async with self.service.lock(entry.table_id):
                await self.db.scrub_table(user_id, entry.table_id)
                self.service.forget(entry.table_id)
        await self.db.finish_forget(user_id)
        for forget in self.on_forgotten:
            forget()
        log.info("a player was forgotten (%s tables cleaned)", len(done))

    async def _leave(self, table_id: int, user_id: int) -> None:
        table = await self.store.get_table(table_id)
        if table is None or (table.seat_of(user_id) is None and table.host_id != user_id):
            return
        try:
            if table.status == "running" and table.seat_of(user_id) is not None:
                await self.service.leave_game(table_id, user_id)
            elif table.status == "lobby" and table.host_id == user_id:
                await self.service.cancel(table_id, user_id)
            elif table.status == "lobby":
                await self.service.leave_lobby(table_id, user_id)
        except TableError:
            log.warning("table %s: could not leave it before forgetting a player", table_id)

    async def resume(self) -> None:
        """At start-up: finish every forget request a crash or a restart interrupted."""
        for user_id in await self.db.pending_forgets():
            try:
                await self.carry_out(user_id)
            except Exception:
                log.exception("a forget request could not be finished; it is tried again at the next start")

    # ---- servers -----------------------------------------------------------------------
    async def guild_removed(self, guild_id: int) -> None:
        await self.db.guild_removed(guild_id, self.service.clock())

    async def guild_returned(self, guild_id: int) -> bool:
        return bool(await self.db.guild_returned(guild_id))

    async def sweep(self) -> list[int]:
        """Delete the tables of servers the bot left 30 days ago or more; the servers swept."""
        gone = await self.db.removed_before(self.service.clock() - GUILD_GRACE)
        for guild_id in gone:
            await self.forget_guild(guild_id)
        return gone

    async def next_sweep(self) -> datetime | None:
        first = await self.db.next_removal()
        return None if first is None else datetime.fromisoformat(first) + GUILD_GRACE

    async def forget_guild(self, guild_id: int) -> int:
        """Every table of the server and its history, at once; how many tables went."""
        for table in await self.store.tables_in_guild(guild_id, ("lobby", "running")):
            task = self.service._ai_tasks.pop(table.id, None)
            if task is not None:
                task.cancel()
        count = int(await self.db.delete_guild(guild_id))
        self.service._tables.clear()
        self.service.deadlines.rearm()
        for forget in self.on_forgotten:
            forget()
        log.info("server %s: %s tables deleted", guild_id, count)
        return count

    async def guild_tables(self, guild_id: int) -> int:
        return int(await self.db.count_guild_tables(guild_id))


def _stamp(value: Any) -> str | None:
    if value is None:
        return None
    return value.isoformat() if isinstance(value, datetime) else str(value)
