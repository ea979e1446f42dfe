"""The table clock in the service: planning waits from banks, vacation days, away periods.

Mixed into :class:`bot.service.TableService`. The rules are pure functions in :mod:`bot.clock`;
this module reads what they need from the store and writes what they decide, in the same
transaction as the move or command that changes it.
"""

from __future__ import annotations

import asyncio
import math
from dataclasses import replace
from datetime import datetime, time, timedelta
from typing import TYPE_CHECKING, Any

from bot.changes import Change, TableError
from bot.clock import (
    DAY,
    PACES,
    VACATION_CAP,
    VACATION_PACES,
    Person,
    TableClock,
    accrued,
    due_time,
    notify_time,
    plan_waits,
    remind_time,
)
from db.pace import ClockSettings, WaitPlan, WaitRecord
from db.store import TableRecord
from games.contract import seat_ref
from games.words import Text, msg

#: the longest away period one command sets
MAX_AWAY_DAYS = 30


def person_of(settings: ClockSettings | None) -> Person:
    if settings is None:
        return Person()
    quiet = None
    if settings.quiet_start and settings.quiet_end:
        quiet = (time.fromisoformat(settings.quiet_start), time.fromisoformat(settings.quiet_end))
    return Person(zone=settings.zone, quiet=quiet, away_until=settings.away_until)


def table_clock(table: TableRecord) -> TableClock:
    pace = PACES.get(table.pace) if table.pace else None
    return TableClock(pace=pace, move_seconds=table.move_seconds, remind_share=table.remind_share)


def vacation_allowed(table: TableRecord) -> bool:
    return table.vacation and table.pace in VACATION_PACES


def stamp(moment: datetime, style: str = "R") -> str:
    """A time as a Discord timestamp, which each reader's client shows in their language and zone."""
    return f"<t:{int(moment.timestamp())}:{style}>"


class ClockMixin:
    if TYPE_CHECKING:  # provided by TableService
        from bot.deadlines import DeadlineDispatcher
        from db.store import Store

        store: Store
        deadlines: DeadlineDispatcher

        def clock(self) -> datetime: ...
        def lock(self, table_id: int) -> asyncio.Lock: ...
        async def table(self, table_id: int) -> TableRecord: ...
        async def _publish(self, change: Change) -> None: ...
        def forget(self, table_id: int) -> None: ...

    async def _plan_waits(
        self,
        table: TableRecord,
        waiting: dict[int, int],
        quiet: frozenset[int],
        now: datetime,
        stopped: frozenset[int] = frozenset(),
        known: list[WaitRecord] | None = None,
    ) -> WaitPlan:
        """What a move (or re-sync) that leaves ``waiting`` awaited does to the table's waits and banks
        (``known``: the table's waits, read by the caller just now)."""
        if table.status != "running":
            known = []
        elif known is None:
            known = await self.store.waits(table.id)
        existing = {w.seat: w for w in known}
        starting = [
            s.user_id
            for s in table.seats
            if s.user_id is not None and s.seat in waiting and (s.seat not in existing or s.seat in stopped)
        ]
        settings = await self.store.clock_settings(starting) if starting else {}
        people = {s.seat: person_of(settings.get(s.user_id)) for s in table.seats if s.user_id in settings}
        banks = {s.seat: s.bank_seconds for s in table.seats}
        return plan_waits(
            table_clock(table),
            existing,
            waiting,
            now,
            table_id=table.id,
            quiet=quiet,
            banks=banks,
            people=people,
            stopped=stopped,
        )

    async def person(self, user_id: int) -> tuple[Person, ClockSettings]:
        settings = (await self.store.clock_settings([user_id])).get(user_id) or ClockSettings()
        return person_of(settings), settings

    # ---- vacation days ------------------------------------------------------------------
    async def vacation_balance(self, user_id: int) -> float:
        _, settings = await self.person(user_id)
        days, _ = accrued(settings.vacation_days, settings.vacation_counted_at, self.clock())
        return days

    async def spend_vacation_day(self, table: TableRecord, wait: WaitRecord) -> bool:
        """A bank ran out: spend one of the player's vacation days instead, if the table allows it and
        they have one; the deadline moves a day on from when the bank ran out (a bot that was down
        gives no time back). Announced in the thread. Caller holds the table lock."""
        seat = table.seats[wait.seat]
        if seat.user_id is None or wait.due_at is None or not vacation_allowed(table):
            return False
        person, settings = await self.person(seat.user_id)
        days, counted = accrued(settings.vacation_days, settings.vacation_counted_at, self.clock())
        if days < 1:
            return False
        due = due_time(wait.due_at, DAY, person)
        moved = replace(wait, due_at=due, remind_at=None, reminded=True)
        left = days - 1
        line = msg("clock-vacation-day", player=seat_ref(wait.seat), left=math.floor(left), due=stamp(due))
        saved = await self.store.save_clock(
            seat.user_id,
            replace(settings, vacation_days=left, vacation_counted_at=counted),
            [moved],
            {table.id: [line]},
            only_if_due=wait,
        )
        if saved:
            self.deadlines.rearm()
        return saved

    # ---- away -------------------------------------------------------------------------------
    async def go_away(self, user_id: int, until: datetime) -> tuple[datetime, float]:
        """Pause every clock of this player, in every table and server, until ``until`` (spending
        whole vacation days); each running table's thread says so once. Returns (until, days left)."""
        now = self.clock()
        person, settings = await self.person(user_id)
        if settings.away_until is not None and settings.away_until > now:
            raise TableError(msg("clock-away-already", until=stamp(settings.away_until, "F")))
        days_needed = math.ceil((until - now).total_seconds() / DAY - 1e-9)
        if days_needed < 1:
            raise TableError(msg("clock-away-too-short"))
        if days_needed > MAX_AWAY_DAYS:
            raise TableError(msg("clock-away-too-long", most=MAX_AWAY_DAYS))
        days, counted = accrued(settings.vacation_days, settings.vacation_counted_at, now)
        if days_needed > days:
            raise TableError(msg("clock-away-not-enough", asked=days_needed, left=math.floor(days)))
        shift = until - now
        waits = [
            self._shifted(w, shift, replace(person, away_until=until), now)
            for w in await self.store.user_waits(user_id)
        ]
        tables = await self.store.user_running_tables(user_id)
        lines = await self._announce(tables, user_id, "clock-away-line", until=stamp(until, "D"))
        new = replace(settings, away_until=until, vacation_days=days - days_needed, vacation_counted_at=counted)
        await self.store.save_clock(user_id, new, waits, lines)
        await self._clocks_moved(tables)
        return until, days - days_needed

    async def come_back(self, user_id: int) -> float:
        """End an away period early: the clocks run again from now, and the whole days not used
        go back to the player's balance. Returns the days they have now."""
        now = self.clock()
        person, settings = await self.person(user_id)
        if settings.away_until is None or settings.away_until <= now:
            raise TableError(msg("clock-not-away"))
        early = settings.away_until - now
        unused = math.floor(early.total_seconds() / DAY + 1e-9)
        days, counted = accrued(settings.vacation_days, settings.vacation_counted_at, now)
        back = replace(person, away_until=None)
        waits = [self._shifted(w, -early, back, now) for w in await self.store.user_waits(user_id)]
        tables = await self.store.user_running_tables(user_id)
        lines = await self._announce(tables, user_id, "clock-back-line")
        left = min(days + unused, max(days, VACATION_CAP))
        await self.store.save_clock(
            user_id, replace(settings, away_until=None, vacation_days=left, vacation_counted_at=counted), waits, lines
        )
        await self._clocks_moved(tables)
        return left

    @staticmethod
    def _shifted(wait: WaitRecord, shift: timedelta, person: Person, now: datetime) -> WaitRecord:
        """A wait whose clock is paused (``shift`` > 0) or resumed early (< 0) by ``shift``."""
        start = wait.started_at + shift  # the part of the bank already used stays used
        if wait.due_at is None:
            return replace(wait, started_at=start, notify_at=None if wait.notified else notify_time(now, person))
        left = (wait.due_at - wait.started_at).total_seconds()
        due = due_time(start, left, person)
        remind = None if wait.reminded else remind_time(start, due, left, person)
        notify_at = None if wait.notified else notify_time(now, person)
        return replace(wait, started_at=start, due_at=due, remind_at=remind, notify_at=notify_at)

    async def _announce(self, tables: list[int], user_id: int, line: str, **args: Any) -> dict[int, list[Text]]:
        lines: dict[int, list[Text]] = {}
        for table_id in tables:
            table = await self.table(table_id)
            seat = table.seat_of(user_id)
            if seat is not None:
                lines[table_id] = [msg(line, player=seat_ref(seat), **args)]
        return lines

    async def _clocks_moved(self, tables: list[int]) -> None:
        self.deadlines.rearm()
        for table_id in tables:
            self.forget(table_id)
            table = await self.table(table_id)
            await self._publish(Change(table=table, kind="clock"))
