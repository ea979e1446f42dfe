"""The deadline dispatcher: one task sleeping until the earliest reminder or deadline.

RoboDanny's timer pattern: the timers are rows (``waits``), so a restart loses
none; on start-up the task fires whatever fell due while the bot was down,
then sleeps until the next one. It is re-armed whenever waits change.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable
from datetime import datetime, timedelta
from typing import Generic, TypeVar

log = logging.getLogger(__name__)

#: what a timer row is read as: a wait (reminders, deadlines) or a pending push (cogs/notify.py)
Timer = TypeVar("Timer")


class DeadlineDispatcher(Generic[Timer]):
    def __init__(
        self,
        next_timer: Callable[[], Awaitable[datetime | None]],
        due_waits: Callable[[datetime], Awaitable[list[Timer]]],
        fire: Callable[[Timer, datetime], Awaitable[None]],
        retry_later: Callable[[Timer], Awaitable[None]],
        clock: Callable[[], datetime],
        poll: float | None = None,
    ) -> None:
        self._next_timer = next_timer
        self._due_waits = due_waits
        self._fire = fire
        self._retry_later = retry_later
        self._clock = clock
        # Seconds between looks even with nothing due here: other processes sharing the database
        # write timers too, and take over those of a process that died. None: one process (SQLite).
        self.poll = poll
        self._task: asyncio.Task[None] | None = None
        self._stopped = False  # for good: the bot is closing its store
        self._sleeping = False
        self._wake_at: datetime | None = None

    def rearm(self) -> None:
        """Look again for the earliest timer (a wait was added or removed)."""
        if self._stopped:
            return  # a move or repaint that lands as the bot closes: its store is about to close
        if self._task is not None and not self._task.done():
            if not self._sleeping:
                return  # it is firing and will look again when done
            self._task.cancel()
        self._task = asyncio.create_task(self._run(), name="deadline-dispatcher")

    def notice(self, times: Iterable[datetime | None]) -> None:
        """Timers were written at ``times``: re-arm only if one comes before the planned wake-up.

        Most moves only push deadlines later, so this spares a query per move; timers that were
        removed need nothing (the wake-up then finds nothing due and looks again).
        """
        earliest = min((t for t in times if t is not None), default=None)
        if earliest is None:
            return
        if self._sleeping and self._wake_at is not None and earliest >= self._wake_at:
            return
        self.rearm()

    def stop(self) -> None:
        """Stop for good (the bot closes): a later ``rearm`` starts nothing, or it would read a closed store."""
        self._stopped = True
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _run(self) -> None:
        while True:
            when = await self._next_timer()
            now = self._clock()
            delay = (when - now).total_seconds() if when is not None else None
            if self.poll is not None:
                delay = self.poll if delay is None else min(delay, self.poll)
            if delay is None:
                return  # nothing to wait for until rearm()
            if delay > 0:
                self._sleeping, self._wake_at = True, now + timedelta(seconds=delay)
                try:
                    await asyncio.sleep(delay)
                finally:
                    self._sleeping, self._wake_at = False, None
            now = self._clock()
            for wait in await self._due_waits(now):
                try:
                    await self._fire(wait, now)
                except Exception:
                    # Never fire the same broken timer in a loop, never drop it: try it again later.
                    log.exception("a timer failed (%r); retrying later", wait)
                    await self._retry_later(wait)
