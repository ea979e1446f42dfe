"""The table service: seats, acting, AI turns and persistence (lobbies: bot/lobby.py).

It knows Discord user ids but never imports discord: the cogs parse
interactions, call in here, and render what comes back. Everything a click
needs is reloaded from the store, so any process could serve any table.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import random
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from cachetools import LRUCache

from bot.absence import AbsenceMixin
from bot.ai_pool import AiPool
from bot.changes import Change, TableError  # re-exported: the cogs import them from here
from bot.deadlines import DeadlineDispatcher
from bot.decisions import plan_move, unnotified
from bot.i18n import render
from bot.lobby import LobbyMixin
from bot.timekeeping import ClockMixin
from bot.undo import UndoMixin
from db.store import Store, TableRecord
from games import GAMES
from games.ai import choose_action
from games.contract import Event, Game, IllegalAction, Outcome
from games.words import msg

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]


AI_CLAIM_RETRY = 1.0  # seconds between looks at an AI decision another process is thinking about
#: tables whose record and parsed state are kept in memory (the most recently played): a thousand live
#: tables at 50 clicks a second all stay; beyond, a click on a table not played for a while parses its
#: snapshot again (milliseconds). Without a bound every table since the start stayed, ended ones included.
CACHED_TABLES = 4096


Listener = Callable[[Change], Awaitable[None]]


@dataclass
class Seated:
    """One seat's private situation: what the hand message shows."""

    table: TableRecord
    seat: int
    state: Any
    view: Any
    actions: list[Any]


class TableService(LobbyMixin, AbsenceMixin, ClockMixin, UndoMixin):
    def __init__(
        self,
        store: Store,
        clock: Clock,
        *,
        rng: random.Random | None = None,
        ai_pause: float = 0.0,
        undo_grace: float = 0.0,
        ai_iterations: int | None = None,
        ai_pool: AiPool | None = None,
        plays_ai: bool = True,
        cached_tables: int = CACHED_TABLES,
    ) -> None:
        self.store = store
        self.ai_pool = ai_pool  # None: searches run in a thread (tests of the engine, the comparison bench)
        self.plays_ai = plays_ai  # False: AI seats are left to worker processes (PLAY_AI=false)
        self.clock = clock
        self.rng = rng or random.SystemRandom()
        self.ai_pause = ai_pause  # seconds an AI "thinks" at least, so humans can follow
        #: seconds an AI seat leaves a human the Undo of the move it would answer (issue 34)
        self.undo_grace = undo_grace
        # table -> (version, seat that may undo); a table not here asks the store (bot/undo.py)
        self._undo_offers: LRUCache[int, tuple[int, int | None]] = LRUCache(cached_tables)
        self.ai_iterations = ai_iterations
        # a lock lives while someone holds or awaits it (their frames keep it): one per table ever seen
        # would grow for ever in a bot that runs for months
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._listeners: list[Listener] = []
        self._ai_tasks: dict[int, asyncio.Task[None]] = {}
        self._resume_task: asyncio.Task[None] | None = None  # the start-up pass over running tables
        # table -> (version, parsed state), the tables played most recently: a state evicted (or of a table
        # that ended long ago) is parsed again from its snapshot on its next click
        self._states: LRUCache[int, tuple[int, Any]] = LRUCache(cached_tables)
        # Running tables as last read or written here. Only a hint: the version
        # check in the store's UPDATE decides, so another process acting first
        # makes our write fail, never succeed twice.
        self._tables: LRUCache[int, TableRecord] = LRUCache(cached_tables)
        self.deadlines = DeadlineDispatcher(
            functools.partial(store.next_timer, ai=plays_ai),
            functools.partial(store.due_waits, ai=plays_ai),
            self._on_timer,
            self._retry_timer,
            clock,
            poll=store.timer_poll,
        )

    # ---- plumbing --------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    async def _publish(self, change: Change) -> None:
        for listener in self._listeners:
            try:
                await listener(change)
            except Exception:  # a failed edit must never undo or block a game
                log.exception("table %s: a listener failed on %s", change.table.id, change.kind)

    def forget(self, table_id: int) -> None:
        """Drop the cached record of a table (its seats or message changed)."""
        self._tables.pop(table_id, None)

    def lock(self, table_id: int) -> asyncio.Lock:
        return self._locks.setdefault(table_id, asyncio.Lock())

    @staticmethod
    def game(game_id: str) -> Game[Any, Any, Any]:
        try:
            return GAMES[game_id]
        except KeyError:
            known = ", ".join(f"`{g}`" for g in GAMES)
            raise TableError(msg("service-no-such-game", game=game_id, known=known)) from None

    async def table(self, table_id: int) -> TableRecord:
        record = await self.store.get_table(table_id)
        if record is None:
            raise TableError(msg("service-table-gone"))
        return record

    async def latest(self, table_id: int) -> TableRecord:
        """The table as this process last left it, read only when not cached (a change by another
        process rings the bell, which forgets the cached record)."""
        return self._tables.get(table_id) or await self.table(table_id)

    async def state_of(self, table: TableRecord) -> Any:
        """The table's current game state (parsed snapshot, cached by version)."""
        cached = self._states.get(table.id)
        if cached and cached[0] == table.version:
            return cached[1]
        snap = await self.store.snapshot(table.id)
        if snap is None:
            raise TableError(msg("service-not-started"))
        version, data = snap
        state = self.game(table.game).load_state(data)
        self._states[table.id] = (version, state)
        return state

    # ---- where a table's messages are ---------------------------------
    async def attach_message(self, table_id: int, message_id: int | None, thread_id: int | None) -> None:
        self._tables.pop(table_id, None)
        await self.store.set_message(table_id, message_id, thread_id)

    async def record_dm(
        self, table_id: int, seat: int, channel_id: int | None, message_id: int | None, *, closed: bool
    ) -> None:
        """Remember where a seat's DM hand is (or that their DMs are closed)."""
        self._tables.pop(table_id, None)
        await self.store.set_dm(table_id, seat, channel_id, message_id, closed)

    # ---- play ------------------------------------------------------------
    async def seated(self, table_id: int, user_id: int) -> Seated:
        """A seated player's view and legal actions now."""
        table = await self.table(table_id)
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError(msg("service-no-seat"))
        if table.status == "lobby":
            raise TableError(msg("service-not-yet"))
        if table.status == "cancelled":
            raise TableError(msg("service-was-cancelled"))
        game = self.game(table.game)
        state = await self.state_of(table)
        return Seated(table, seat, state, game.view(state, seat), game.legal_actions(state, seat))

    async def act(self, table_id: int, user_id: int, action_index: int, decision: int) -> Change:
        """Apply the ``action_index``-th legal action of the user's seat, offered for its ``decision``.

        ``decision`` numbers the seat's own decision (the version at which it began), so a move by
        someone else (another secret bid) does not make this seat's buttons stale.
        """
        async with self.lock(table_id):
            for attempt in range(3):
                cached = self._tables.get(table_id) if attempt == 0 else None
                table = cached or await self.table(table_id)
                try:
                    seat, game, state, action = await self._judge_click(table, user_id, action_index, decision)
                except TableError:
                    if cached is None:
                        raise
                    # The cached record may be behind a move made by another process: judge again
                    # on the database's record before refusing.
                    self._tables.pop(table_id, None)
                    continue
                change = await self._apply(table, game, state, seat, action, by_ai=False)
                if change is not None:
                    break
                self._tables.pop(table_id, None)  # another process moved first: judge the click again
            else:
                raise TableError(msg("service-stale"))
        await self._publish(change)
        if self._ai_awaited(change.table, game, change.state):
            self._schedule_ai(table_id)
        return change

    async def _judge_click(
        self, table: TableRecord, user_id: int, action_index: int, decision: int
    ) -> tuple[int, Game[Any, Any, Any], Any, Any]:
        """The seat, game, state and action a click asks for on ``table``; TableError says why not."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError(msg("service-no-seat"))
        if table.status != "running":
            raise TableError(msg("service-game-is-over" if table.status == "finished" else "service-table-closed"))
        game = self.game(table.game)
        state = await self.state_of(table)
        if seat not in game.to_act(state):
            raise TableError(msg("service-not-your-turn"))
        if table.decisions.get(seat, table.version) != decision:
            raise TableError(msg("service-stale-here"))
        actions = game.legal_actions(state, seat)
        if not 0 <= action_index < len(actions):
            raise TableError(msg("service-choice-gone"))
        return seat, game, state, actions[action_index]

    @staticmethod
    def _ai_awaited(table: TableRecord, game: Game[Any, Any, Any], state: Any) -> bool:
        waiting = game.waiting_for(state)
        return any(s.is_ai and s.seat in waiting for s in table.seats)

    async def _apply(
        self,
        table: TableRecord,
        game: Game[Any, Any, Any],
        state: Any,
        seat: int,
        action: Any,
        *,
        by_ai: bool,
        lead: list[Event] | None = None,
    ) -> Change | None:
        """Apply and store one action (caller holds the lock); None if the table moved on meanwhile.

        ``lead``: public events to show before the action's own (e.g. "time ran out").
        """
        try:
            new_state, events = game.apply(state, seat, action)
        except IllegalAction as exc:
            raise TableError(exc.reason) from exc
        events = [*(lead or []), *events]
        outcome = game.outcome(new_state)
        outcome_json = outcome.model_dump_json() if outcome else None
        move = plan_move(
            game,
            table,
            state,
            new_state,
            actor=seat,
            by_ai=by_ai,
            action=game.dump_action(action),
            outcome=outcome_json,
        )
        move.lines[:0] = [e.text for e in events if e.audience is None]
        if outcome:
            move.lines.append(msg("service-game-over"))
        # the engine declares whether its mover may take it back; an AI's move never is
        move.undoable = not by_ai and not outcome and game.undoable(state, seat, action, new_state)
        now = self.clock()
        before = await self.store.waits(table.id) if table.status == "running" else []
        waiting = {} if outcome else move.waiting
        move.plan = await self._plan_waits(table, waiting, move.quiet, now, move.stopped, known=before)
        fresh = await self.store.append_action(table.id, table.version, move, now)
        if fresh is None:
            self._tables.pop(table.id, None)
            return None
        self.deadlines.notice(move.plan.times())
        table = replace(
            table,
            version=table.version + 1,
            status="finished" if outcome else table.status,
            outcome=outcome_json or table.outcome,
            decisions=move.decisions,
            seats=[replace(s, bank_seconds=move.plan.banks.get(s.seat, s.bank_seconds)) for s in table.seats],
        )
        self._tables[table.id] = table
        self._states[table.id] = (table.version, new_state)
        self._undo_offers[table.id] = (table.version, seat if move.undoable else None)
        for event in events:
            if event.audience is None:
                log.info("table %s v%s: %s", table.id, table.version, render(event.text, "en"))
        if outcome:
            log.info("table %s: finished, winners %s", table.id, outcome.winners)
        return Change(
            table=table,
            kind="finished" if outcome else "acted",
            state=new_state,
            events=events,
            actor=seat,
            by_ai=by_ai,
            new_waits=unnotified(fresh),
            waits=move.plan.applied_to(before),
        )

    def outcome(self, table: TableRecord) -> Outcome | None:
        return Outcome.model_validate_json(table.outcome) if table.outcome else None

    # ---- AI seats --------------------------------------------------------
    def wake_ai(self, table_id: int) -> None:
        """Another process changed this table (the bell rang): its AI seats move if they are awaited."""
        self._schedule_ai(table_id)

    def _schedule_ai(self, table_id: int) -> None:
        if not self.plays_ai:
            return
        running = self._ai_tasks.get(table_id)
        if running is not None and not running.done():
            return
        self._ai_tasks[table_id] = asyncio.create_task(self._play_ai(table_id), name=f"ai-table-{table_id}")

    async def _play_ai(self, table_id: int) -> None:
        """Play every awaited AI decision until a human is awaited or the game ends."""
        try:
            await self._play_ai_turns(table_id)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: an AI seat failed to move", table_id)

    async def _play_ai_turns(self, table_id: int) -> None:
        while True:
            table = await self.store.get_table(table_id)
            if table is None or table.status != "running":
                return
            game = self.game(table.game)
            state = await self.state_of(table)
            ai_seats = [s for s in table.seats if s.is_ai and s.seat in game.waiting_for(state)]
            if not ai_seats:
                return
            seat = ai_seats[0]
            since = table.decisions.get(seat.seat, table.version)
            if not await self.store.claim_ai(table_id, seat.seat, since, self.clock()):
                # Another process sharing the database is thinking about it. Look again shortly: it
                # moves (and we find nothing to do), or it died and its claim lapses (and we take over).
                await asyncio.sleep(AI_CLAIM_RETRY)
                continue
            pause = self.ai_pause
            if self.undo_grace > pause and await self.store.undoable_move(table_id) is not None:
                pause = self.undo_grace  # the move it would answer can still be taken back: leave time for it
            if pause:
                await asyncio.sleep(pause)
            seed = hash((table.seed, table.version, seat.seat)) & 0xFFFFFFFF
            action = await self.ai_decision(game, state, seat.seat, seat.ai_level or "normal", seed)
            async with self.lock(table_id):
                fresh = await self.table(table_id)
                change = None
                if fresh.version == table.version and fresh.status == "running":
                    change = await self._apply(fresh, game, state, seat.seat, action, by_ai=True)
            if change is None:  # someone else moved meanwhile: give the claim back and think again
                await self.store.release_ai(table_id, seat.seat, since)
                continue
            await self._publish(change)

    async def ai_decision(self, game: Game[Any, Any, Any], state: Any, seat: int, level: str, seed: int) -> Any:
        """An AI's action, searched off the event loop so the bot keeps answering clicks.

        A search that fails (a bug) must not stop the table: the seat then plays the game's
        heuristic move, or its first legal action.
        """
        try:
            if self.ai_pool is not None and level != "easy":  # easy plays the heuristic: no search to move away
                dumped = await self.ai_pool.choose(
                    game.id, game.dump_state(state), seat, level, seed, self.ai_iterations
                )
                return game.load_action(dumped)
            return await asyncio.to_thread(
                choose_action, game, state, seat, level=level, seed=seed, iterations=self.ai_iterations
            )
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("AI search failed at seat %s; playing a plain legal move instead", seat)
            actions = game.legal_actions(state, seat)
            pick = game.heuristic_action(game.view(state, seat), actions, random.Random(seed))
            return pick if pick is not None else actions[0]

    async def wait_idle(self) -> None:
        """Wait until the start-up pass is done and no AI is thinking (tests and the benchmark use it)."""
        if self._resume_task is not None:
            await asyncio.gather(self._resume_task, return_exceptions=True)
        while True:
            pending = [t for t in self._ai_tasks.values() if not t.done()]
            if not pending:
                return
            await asyncio.gather(*pending, return_exceptions=True)

    async def shutdown(self) -> None:
        self.deadlines.stop()
        if self._resume_task is not None:
            self._resume_task.cancel()
        for task in self._ai_tasks.values():
            task.cancel()
        self._ai_tasks.clear()
        if self.ai_pool is not None:
            self.ai_pool.shutdown()
