"""The table service: lobbies, seats, acting, AI turns and persistence.

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
from bot.clock import DEFAULT_PACE, PACES
from bot.deadlines import DeadlineDispatcher
from bot.decisions import plan_move, unnotified
from bot.i18n import render
from bot.timekeeping import ClockMixin
from bot.undo import UndoMixin
from db.store import SeatRecord, Store, TableRecord
from games import GAMES
from games.ai import LEVELS, choose_action
from games.contract import Event, Game, IllegalAction, Outcome, seat_ref
from games.words import Text, and_list, msg

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]


DEFAULT_REMIND_SHARE = 0.25  # remind when the last quarter of the deadline is left
TIMEOUT_POLICIES = ("ai", "forfeit")
AI_CLAIM_RETRY = 1.0  # seconds between looks at an AI decision another process is thinking about
#: tables whose record and parsed state are kept in memory (the most recently played): a thousand live
#: tables at 50 clicks a second all stay; beyond, a click on a table not played for a while parses its
#: snapshot again (milliseconds). Without a bound every table since the start stayed, ended ones included.
CACHED_TABLES = 4096
LOBBY_ATTEMPTS = 20  # a lobby write lost to another process is judged again this many times at most


Listener = Callable[[Change], Awaitable[None]]


def title_of(game: Game[Any, Any, Any]) -> Text:
    """A game's name as a message (rendered in the reader's language), or its title if it has none."""
    return game.title_text or game.title


def table_full(game: Game[Any, Any, Any]) -> TableError:
    return TableError(msg("service-table-full", seats=game.max_players))


@dataclass
class Seated:
    """One seat's private situation: what the hand message shows."""

    table: TableRecord
    seat: int
    state: Any
    view: Any
    actions: list[Any]


class TableService(AbsenceMixin, ClockMixin, UndoMixin):
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

    # ---- lobby -----------------------------------------------------------
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

    async def attach_message(self, table_id: int, message_id: int | None, thread_id: int | None) -> None:
        self._tables.pop(table_id, None)
        await self.store.set_message(table_id, message_id, thread_id)

    async def record_dm(
        self, table_id: int, seat: int, channel_id: int | None, message_id: int | None, *, closed: bool
    ) -> None:
        """Remember where a seat's DM hand is (or that their DMs are closed)."""
        self._tables.pop(table_id, None)
        await self.store.set_dm(table_id, seat, channel_id, message_id, closed)

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
