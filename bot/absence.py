"""Absent players: reminders, deadlines, leaving, and the start-up pass that re-syncs waits.

Mixed into :class:`bot.service.TableService`. A deadline belongs to one decision; when it
passes, the AI plays exactly that decision or takes the seat. Nothing here drops a timer
that failed: it is tried again later, so a table never waits for nothing.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from bot.changes import Change, TableError
from bot.decisions import unnotified
from bot.i18n import render
from bot.notifications import warns_for
from bot.timekeeping import stamp, vacation_allowed
from db.pace import WaitPlan, WaitRecord
from db.store import TableRecord
from games.contract import Event, Game, seat_ref
from games.words import Text, msg

log = logging.getLogger(__name__)

#: how long a timer that failed waits before it is tried again
TIMER_RETRY = timedelta(minutes=5)
#: running tables read per query by the start-up pass (``resume``)
RESUME_PAGE = 500

#: the reminder's line, by what happens when the deadline passes (the table's ``on_timeout``)
REMINDERS = {"ai": "service-reminder-ai", "forfeit": "service-reminder-forfeit"}


def name_ref(name: str) -> str:
    """A name as it is now, in a line shown later (the seat may be renamed by then): a placeholder
    that the cog shows escaped, since a member's name is never markup (cogs/play.py PLACEHOLDER)."""
    return f"<name:{quote(name, safe='')}>"


class AbsenceMixin:
    if TYPE_CHECKING:  # provided by TableService
        from bot.deadlines import DeadlineDispatcher
        from db.store import Store

        store: Store
        deadlines: DeadlineDispatcher

        def clock(self) -> datetime: ...
        def lock(self, table_id: int) -> asyncio.Lock: ...
        def game(self, game_id: str) -> Game[Any, Any, Any]: ...
        async def table(self, table_id: int) -> TableRecord: ...
        async def state_of(self, table: TableRecord) -> Any: ...
        async def _publish(self, change: Change) -> None: ...
        def _schedule_ai(self, table_id: int) -> None: ...
        def forget(self, table_id: int) -> None: ...
        async def ai_decision(self, game: Game[Any, Any, Any], state: Any, seat: int, level: str, seed: int) -> Any: ...
        async def spend_vacation_day(self, table: TableRecord, wait: WaitRecord) -> bool: ...
        async def vacation_balance(self, user_id: int) -> float: ...
        async def _plan_waits(
            self, table: TableRecord, waiting: dict[int, int], quiet: frozenset[int], now: datetime
        ) -> WaitPlan: ...
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
        ) -> Change | None: ...

    # ---- timers ------------------------------------------------------------
    async def _retry_timer(self, wait: WaitRecord) -> None:
        """A timer failed: try it again later rather than leave the table waiting forever."""
        await self.store.postpone(wait.table_id, wait.seat, wait.since, self.clock() + TIMER_RETRY)

    async def _on_timer(self, wait: WaitRecord, now: datetime) -> None:
        """A your-move DM, a reminder or a deadline came: send, remind, or apply the table's policy."""
        if wait.due_at is not None and wait.due_at <= now:
            await self.expire(wait)
            return
        table = await self.table(wait.table_id)
        if table.status == "running" and table.seats[wait.seat].is_ai:
            if wait.remind_at is not None and not wait.reminded and wait.remind_at <= now:
                await self.store.mark_reminded(wait.table_id, wait.seat, [])  # nobody to remind
            # With several processes: whoever was thinking about this decision went quiet (its
            # claim lapsed, e.g. the process died). Let go of the timer's claim and think here.
            await self.store.release_ai(wait.table_id, wait.seat, wait.since)
            self._schedule_ai(wait.table_id)
            return
        if not wait.notified and wait.notify_at is not None and wait.notify_at <= now:
            # The your-move DM waited for the player's quiet hours (or away period) to end.
            if await self.store.claim_notify(wait.table_id, wait.seat, wait.since) and table.status == "running":
                await self._publish(Change(table=table, kind="notify", notify_now=[wait]))
            await self.store.release_ai(wait.table_id, wait.seat, wait.since)  # the timer's claim (PostgreSQL)
        if wait.reminded or wait.remind_at is None or wait.remind_at > now:
            return
        lines: list[Text] = []
        if table.status == "running" and wait.due_at is not None:
            due = stamp(wait.due_at)  # Discord shows it in each reader's language
            # Only "every move" and "deadline only" players are pinged: the line names the others.
            user_id = table.seats[wait.seat].user_id
            wants = user_id is not None and warns_for(await self.store.notify_mode(user_id))
            who = f"<mention:{wait.seat}>" if wants else seat_ref(wait.seat)
            line = REMINDERS.get(table.on_timeout, "service-reminder-ai")
            if user_id is not None and vacation_allowed(table) and await self.vacation_balance(user_id) >= 1:
                line = "service-reminder-vacation"  # a vacation day stands in first, not the table's rule
            lines.append(msg(line, player=who, due=due))
        await self.store.mark_reminded(wait.table_id, wait.seat, lines)
        if table.status == "running":
            await self._publish(Change(table=table, kind="reminder", reminded=[wait.seat]))

    async def expire(self, wait: WaitRecord) -> None:
        """The seat's time for this decision ran out: the AI plays it, or the seat is forfeited."""
        async with self.lock(wait.table_id):
            table = await self.table(wait.table_id)
            current = {w.seat: w for w in await self.store.waits(table.id)}.get(wait.seat)
            if current is None or current.since != wait.since or current.due_at is None:
                return  # they decided in time (the click won the race), or it already fired
            if current.due_at > self.clock():
                return  # postponed meanwhile
            game = self.game(table.game)
            state = await self.state_of(table) if table.status == "running" else None
            if state is None or wait.seat not in game.waiting_for(state):
                await self.resync(table)  # the waits were behind the game: bring them in line
                return
            seat = table.seats[wait.seat]
            if not seat.is_ai and await self.spend_vacation_day(table, current):
                change = Change(table=table, kind="clock")
            elif table.on_timeout == "forfeit" and not seat.is_ai:
                change = await self._hand_to_ai(table, wait.seat, msg("service-forfeited", player=name_ref(seat.name)))
            else:
                action = game.timeout_action(state, wait.seat)
                if action is None:
                    action = await self.ai_decision(game, state, wait.seat, seat.ai_level or "normal", table.version)
                lead = [Event.public(msg("service-timed-out", player=seat_ref(wait.seat)))]
                if seat.is_ai:
                    lead = []
                change = await self._apply(table, game, state, wait.seat, action, by_ai=True, lead=lead)
        if change is None:
            await self._retry_timer(wait)  # the table moved on under us (another process): look again later
            return
        await self._publish(change)
        self._schedule_ai(table.id)

    # ---- seats handed to an AI ------------------------------------------------
    async def _hand_to_ai(self, table: TableRecord, seat: int, reason: Text) -> Change:
        """Replace a human seat by an AI for the rest of the game (caller holds the lock)."""
        record = table.seats[seat]
        ai = replace(
            record, user_id=None, ai_level="normal", name=f"{record.name} (AI)", dm_closed=False, ai_since=table.version
        )
        await self.store.replace_seat(table.id, ai, [reason])
        self.forget(table.id)
        table = await self.table(table.id)
        log.info("table %s: seat %s handed to an AI (%s)", table.id, seat, render(reason, "en"))
        state = await self.state_of(table)
        return Change(table=table, kind="seat", state=state, events=[Event.public(reason)], actor=seat)

    async def leave_game(self, table_id: int, user_id: int, *, by: int | None = None, is_admin: bool = False) -> Change:
        """``user_id`` leaves a running game (or is kicked by ``by``): an AI takes the seat."""
        async with self.lock(table_id):
            table = await self.table(table_id)
            if table.status != "running":
                raise TableError(msg("service-not-running"))
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError(msg("service-they-have-no-seat" if by else "service-no-seat-here"))
            if by is not None and by != user_id and by != table.host_id and not is_admin:
                raise TableError(msg("service-host-removes"))
            line = "service-left" if by in (None, user_id) else "service-removed"
            # Named now: by the time the line is shown the seat is the AI's ("Bruno (AI) 🤖 left").
            name = table.seats[seat].name
            change = await self._hand_to_ai(table, seat, msg(line, player=name_ref(name)))
        await self._publish(change)
        self._schedule_ai(table_id)
        return change

    # ---- start-up ------------------------------------------------------------
    def start_resume(self) -> None:
        """Resume in the background, so the bot answers clicks at once even with thousands of tables."""
        self._resume_task = asyncio.create_task(self.resume(), name="resume-tables")

    async def resume(self) -> None:
        """After a restart: overdue timers fired, waits in line with every running game, AI seats moving.

        Tables are read a page at a time (a hundred thousand running tables in one query would hold
        the database thread, and every click behind it, for seconds) and visited one at a time,
        yielding between them: a click on any table is served meanwhile (under the same table lock).
        A table's state is kept only if it was in use or an AI plays next; the others load again on
        their first click.
        """
        self.deadlines.rearm()
        after = 0
        while page := await self.store.running_tables(after=after, limit=RESUME_PAGE):
            after = page[-1].id
            for table in page:
                in_use = table.id in self._states
                try:
                    async with self.lock(table.id):
                        await self.resync(table)
                except Exception:
                    log.exception("table %s: could not re-sync its waits", table.id)
                if any(s.is_ai for s in table.seats):
                    self._schedule_ai(table.id)
                if not in_use and table.id not in self._ai_tasks:
                    self._states.pop(table.id, None)
                await asyncio.sleep(0)

    async def resync(self, table: TableRecord) -> list[WaitRecord]:
        """Make the table's decisions and waits match its snapshot (caller holds the lock).

        Moves write their waits in the same transaction, so this only repairs what an older
        version or a bug left behind. Waits that had to be created are announced as usual.
        """
        if table.status != "running":
            await self.store.clear_waits(table.id)
            return []
        game = self.game(table.game)
        state = await self.state_of(table)
        asked = game.to_act(state)
        decisions = {seat: table.decisions.get(seat, table.version) for seat in sorted(asked)}
        if decisions != table.decisions:
            await self.store.set_decisions(table.id, decisions)
            self.forget(table.id)
        waiting = {seat: decisions[seat] for seat in game.waiting_for(state)}
        current = {w.seat: w.since for w in await self.store.waits(table.id)}
        if current == waiting:
            return []
        quiet = frozenset(s.seat for s in table.seats if s.is_ai)
        plan = await self._plan_waits(table, waiting, quiet, self.clock())
        fresh = await self.store.sync_waits(table.id, plan)
        log.info("table %s: waits re-synced with the game (%s)", table.id, sorted(waiting))
        self.deadlines.rearm()
        return unnotified(fresh)
