"""Lobbies: opening a table, joining, leaving, AI seats, starting and cancelling.

A part of :class:`bot.service.TableService` (a mixin, like the clock's and undo's parts): the
lobby's seats are written guarded by the lobby's version, so two processes serving the same
lobby never seat two members in one place.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, MutableMapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

from bot.changes import Change, TableError
from bot.clock import DEFAULT_PACE, PACES
from bot.decisions import plan_move, unnotified
from db.store import SeatRecord, TableRecord
from games.ai import LEVELS
from games.contract import Game, seat_ref
from games.words import Text, and_list, msg

log = logging.getLogger(__name__)

DEFAULT_REMIND_SHARE = 0.25  # remind when the last quarter of the deadline is left
TIMEOUT_POLICIES = ("ai", "forfeit")
LOBBY_ATTEMPTS = 20  # a lobby write lost to another process is judged again this many times at most


def title_of(game: Game[Any, Any, Any]) -> Text:
    """A game's name as a message (rendered in the reader's language), or its title if it has none."""
    return game.title_text or game.title


def table_full(game: Game[Any, Any, Any]) -> TableError:
    return TableError(msg("service-table-full", seats=game.max_players))


class LobbyMixin:
    if TYPE_CHECKING:  # provided by TableService
        import random

        from bot.deadlines import DeadlineDispatcher
        from db.pace import WaitPlan, WaitRecord
        from db.store import Store

        store: Store
        deadlines: DeadlineDispatcher
        rng: random.Random
        _tables: MutableMapping[int, TableRecord]
        _states: MutableMapping[int, tuple[int, Any]]
        _ai_tasks: dict[int, asyncio.Task[None]]

        def clock(self) -> datetime: ...
        def lock(self, table_id: int) -> asyncio.Lock: ...
        def game(self, game_id: str) -> Game[Any, Any, Any]: ...
        async def table(self, table_id: int) -> TableRecord: ...
        async def _publish(self, change: Change) -> None: ...
        def _schedule_ai(self, table_id: int) -> None: ...
        async def _plan_waits(
            self,
            table: TableRecord,
            waiting: dict[int, int],
            quiet: frozenset[int],
            now: datetime,
            stopped: frozenset[int] = frozenset(),
            known: list[WaitRecord] | None = None,
        ) -> WaitPlan: ...

    async def open_table(
        self,
        game_id: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        options: dict[str, Any] | None = None,
        *,
        pace: str = DEFAULT_PACE,
        on_timeout: str = "ai",
        variant: str | None = None,
        vacation: bool = True,
        move_seconds: int | None = None,
        server: dict[str, Any] | None = None,
        hints: bool = False,
        learn: bool = False,
    ) -> TableRecord:
        """A lobby. ``pace``: a name in :data:`bot.clock.PACES`; ``move_seconds`` (tests of tables from
        before paces): a fixed time for each decision instead of a pace; ``server``: what the table
        keeps of the server's settings (bot.server_config.table_options), beside the game's options."""
        game = self.game(game_id)
        chosen = dict(options or {})
        if variant:
            if variant not in game.variants:
                if not game.variants:
                    raise TableError(msg("service-no-variants", game=title_of(game), variant=variant))
                names = ", ".join(f"`{v}`" for v in game.variants)
                raise TableError(msg("service-no-variant", game=title_of(game), variant=variant, variants=names))
            chosen.update(game.variants[variant][1])
        if on_timeout not in TIMEOUT_POLICIES:
            raise TableError(msg("service-timeout-policy"))
        if pace not in PACES:
            raise TableError(msg("service-unknown-pace", pace=pace, paces=", ".join(f"`{p}`" for p in PACES)))
        opts = game.options_from(chosen).model_dump(mode="json")
        if variant:
            opts["variant"] = variant  # remembered for the lobby; engine Options ignore unknown keys
        opts.update(server or {})
        if hints or learn:
            opts["hints"] = True  # the 💡 Hint button (cogs/hints.py); such a table is unrated
        if learn:
            opts["learn"] = True  # /game learn (cogs/learn.py): lessons on the hand
        host = SeatRecord(seat=0, user_id=host_id, name=host_name)
        table = await self.store.create_table(game.id, guild_id, channel_id, host, opts, self.clock())
        if move_seconds is not None:
            await self.store.set_pace(table.id, None, move_seconds, on_timeout, DEFAULT_REMIND_SHARE)
        else:
            await self.store.set_pace(table.id, pace, None, on_timeout, DEFAULT_REMIND_SHARE, vacation)
        return await self.table(table.id)

    async def _lobby(self, table_id: int) -> TableRecord:
        table = await self.table(table_id)
        if table.status != "lobby":
            raise TableError(msg("service-already-started" if table.status == "running" else "service-table-closed"))
        return table

    async def join(self, table_id: int, user_id: int, name: str) -> TableRecord:
        def seats(table: TableRecord) -> list[SeatRecord]:
            if table.seat_of(user_id) is not None:
                raise TableError(msg("service-already-seated"))
            game = self.game(table.game)
            if len(table.seats) >= game.max_players:
                raise table_full(game)
            return [*table.seats, SeatRecord(seat=len(table.seats), user_id=user_id, name=name)]

        return await self._change_lobby(table_id, seats)

    async def leave_lobby(self, table_id: int, user_id: int) -> TableRecord:
        def seats(table: TableRecord) -> list[SeatRecord]:
            if table.seat_of(user_id) is None:
                raise TableError(msg("service-no-seat"))
            if user_id == table.host_id:
                raise TableError(msg("service-host-cannot-leave"))
            return [s for s in table.seats if s.user_id != user_id]

        return await self._change_lobby(table_id, seats)

    async def check_add_ai(self, table_id: int, user_id: int) -> TableRecord:
        """Raise the reason ``user_id`` cannot add an AI here now, if any."""
        table = await self._lobby(table_id)
        if user_id != table.host_id:
            raise TableError(msg("service-host-adds-ai"))
        game = self.game(table.game)
        if len(table.seats) >= game.max_players:
            raise table_full(game)
        return table

    async def add_ai(self, table_id: int, user_id: int, level: str = "normal") -> TableRecord:
        if level not in LEVELS:
            raise TableError(msg("service-unknown-ai-level", level=level))

        def seats(table: TableRecord) -> list[SeatRecord]:
            if user_id != table.host_id:
                raise TableError(msg("service-host-adds-ai"))
            game = self.game(table.game)
            if len(table.seats) >= game.max_players:
                raise table_full(game)
            number = 1 + sum(1 for s in table.seats if s.is_ai)
            return [*table.seats, SeatRecord(seat=len(table.seats), user_id=None, name=f"AI {number}", ai_level=level)]

        return await self._change_lobby(table_id, seats)

    async def _change_lobby(self, table_id: int, plan: Callable[[TableRecord], list[SeatRecord]]) -> TableRecord:
        """Write the seats ``plan`` makes of the lobby as it is now, guarded by the lobby's version.

        Another process may change the same lobby between our read and our write: the store then
        refuses the write and the change is judged again on a fresh read (the table may be full by
        now), so two simultaneous Joins never both take the same seat.
        """
        async with self.lock(table_id):
            for _ in range(LOBBY_ATTEMPTS):
                table = await self._lobby(table_id)
                seats = plan(table)
                for i, seat in enumerate(seats):
                    seat.seat = i
                self._tables.pop(table.id, None)
                if await self.store.save_lobby_seats(table.id, seats, table.version):
                    break
            else:
                raise TableError(msg("service-busy"))
            table = await self.table(table.id)
            await self._publish(Change(table=table, kind="lobby"))  # under the lock: lobby paints stay in order
        return table

    async def check_start(self, table_id: int, user_id: int) -> TableRecord:
        """Raise the reason ``user_id`` cannot start this table now, if any."""
        table = await self._lobby(table_id)
        if user_id != table.host_id:
            raise TableError(msg("service-host-starts"))
        game = self.game(table.game)
        if len(table.seats) < game.min_players:
            raise TableError(
                msg("service-too-few", game=title_of(game), needed=game.min_players, seated=len(table.seats))
            )
        return table

    async def start(self, table_id: int, user_id: int) -> TableRecord:
        async with self.lock(table_id):
            table = await self.check_start(table_id, user_id)
            game = self.game(table.game)
            seed = self.rng.randrange(2**62)
            state = game.setup(len(table.seats), seed, game.options_from(table.options))
            names = and_list(seat_ref(s.seat) for s in table.seats)
            move = plan_move(game, table, None, state, actor=None, by_ai=False, action="", outcome=None)
            move.lines.insert(0, msg("service-begins", game=title_of(game), players=names))
            now = self.clock()
            move.plan = await self._plan_waits(table, move.waiting, move.quiet, now)
            fresh = await self.store.start_game(table.id, seed, now, move)
            if fresh is None:
                raise TableError(msg("service-already-started"))
            self.deadlines.rearm()
            table = await self.table(table.id)
            self._states[table.id] = (table.version, state)
            log.info("table %s: %s started with %d seats", table.id, table.game, len(table.seats))
            change = Change(table=table, kind="started", state=state, new_waits=unnotified(fresh))
        await self._publish(change)
        self._schedule_ai(table.id)
        return table

    async def cancel(self, table_id: int, user_id: int, *, is_admin: bool = False) -> TableRecord:
        async with self.lock(table_id):
            table = await self.table(table_id)
            if table.status not in ("lobby", "running"):
                raise TableError(msg("service-already-closed"))
            if user_id != table.host_id and not is_admin:
                raise TableError(msg("service-host-cancels"))
            self._tables.pop(table.id, None)
            await self.store.set_status(
                table.id, "cancelled", self.clock(), [msg("service-cancelled-by", user=f"<@{user_id}>")]
            )
            self.deadlines.rearm()
            table = await self.table(table.id)
            log.info("table %s: cancelled by %s", table.id, user_id)
            change = Change(table=table, kind="cancelled", by_user=user_id)
        task = self._ai_tasks.pop(table.id, None)
        if task is not None:
            task.cancel()
        await self._publish(change)
        return table
