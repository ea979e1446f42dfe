"""Taking back a misclick (issue 34): the Undo a player's hand offers after a move, and its effect.

Mixed into :class:`bot.service.TableService`. The engine declares which moves may be taken back
(``Game.undoable``); the service offers it only for the table's last move, made by that seat, and
applies it under the table's lock. The log stays the truth: the move stays logged, with a row after
it that withdraws it, and replay, export, history and ratings skip both (``Store.actions``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import MutableMapping
from typing import TYPE_CHECKING, Any

from bot.changes import Change, TableError
from db.store import TableRecord
from games.contract import Event, Game, seat_ref
from games.words import msg

log = logging.getLogger(__name__)


class UndoMixin:
    if TYPE_CHECKING:  # provided by TableService
        from bot.deadlines import DeadlineDispatcher
        from db.store import Store

        store: Store
        deadlines: DeadlineDispatcher
        _tables: MutableMapping[int, TableRecord]
        _states: MutableMapping[int, tuple[int, Any]]
        _undo_offers: MutableMapping[int, tuple[int, int | None]]

        def clock(self) -> Any: ...
        def lock(self, table_id: int) -> asyncio.Lock: ...
        def game(self, game_id: str) -> Game[Any, Any, Any]: ...
        async def table(self, table_id: int) -> TableRecord: ...
        async def _publish(self, change: Change) -> None: ...
        def _schedule_ai(self, table_id: int) -> None: ...
        @staticmethod
        def _ai_awaited(table: TableRecord, game: Game[Any, Any, Any], state: Any) -> bool: ...

    async def undo_offer(self, table: TableRecord, seat: int) -> bool:
        """Whether ``seat`` may take back the table's last move now (its hand then shows Undo).

        Only the seat's own move, the last one logged (nobody has moved since), declared undoable by
        the engine. Read from the log once per table version (a restart reads it again).
        """
        if table.status != "running":
            return False
        known = self._undo_offers.get(table.id)
        if known is None or known[0] != table.version:
            last = await self.store.undoable_move(table.id)
            known = (table.version, last[1] if last is not None and last[0] == table.version else None)
            self._undo_offers[table.id] = known
        return known[1] == seat

    async def undo(self, table_id: int, user_id: int, version: int) -> Change:
        """Take back the user's move that made the table's ``version``: the table is as it was before it.

        The log keeps the move and gets a row that withdraws it (replays skip both); the waits and
        banks become what they were, so whoever was asked next is not charged for the time. Under the
        table's lock, and checked again by the store against the version: of an undo and the next
        player's click at the same instant, exactly one is applied and the other is refused.
        """
        async with self.lock(table_id):
            table = await self.table(table_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError(msg("service-no-seat"))
            if table.status != "running":
                raise TableError(msg("undo-game-over" if table.status == "finished" else "service-table-closed"))
            if table.version != version:
                raise TableError(msg("undo-too-late"))
            game = self.game(table.game)
            line = msg("undo-took-back", player=seat_ref(seat))
            taken = await self.store.withdraw(table.id, version, seat, user_id, [line], self.clock())
            if taken is None:
                raise TableError(msg("undo-not-possible"))
            self.deadlines.rearm()
            self._tables.pop(table.id, None)
            table = await self.table(table.id)
            state = game.load_state(taken.state)
            self._states[table.id] = (table.version, state)
            self._undo_offers[table.id] = (table.version, None)
            log.info("table %s v%s: seat %s took back the move of v%s", table.id, table.version, seat, version)
            change = Change(
                table=table, kind="undone", state=state, events=[Event.public(line)], actor=seat, taken_back=taken.told
            )
        await self._publish(change)
        if self._ai_awaited(table, game, state):
            self._schedule_ai(table_id)
        return change
