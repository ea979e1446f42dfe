"""Who is told what, and when: a player's notification mode, digest times and pushes (issue 33).

Pure functions of (mode, settings, now), tested without Discord; the store keeps the pending
pushes as timer rows and ``cogs/notify.py`` sends them. The words of the design:

- the **list** ("Your turns") is one DM per player, edited in place whenever their pending moves
  change: edits don't ring a phone;
- a **push** is that list posted anew (the old one is deleted), which does ring: in ``every``
  mode a few minutes after a move of theirs became awaited (several tables turning to them
  within that window give one push), at their digest times in ``digest`` mode, when time runs
  short in ``every`` and ``deadline`` modes; never in their quiet hours.
"""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta

from bot.clock import Person, out_of_quiet, zone
from db.notifications import MODES, effective_mode

__all__ = ["MODES", "effective_mode"]  # the modes are stored values: their list lives with the store

MODE_WORDS = {
    "every": "notify-mode-every",
    "digest": "notify-mode-digest",
    "deadline": "notify-mode-deadline",
    "off": "notify-mode-off",
}
MODE_ABOUT = {
    "every": "notify-mode-every-about",
    "digest": "notify-mode-digest-about",
    "deadline": "notify-mode-deadline-about",
    "off": "notify-mode-off-about",
}
DEFAULT_DIGEST = (time(8, 0), time(18, 0))
#: a push waits this long for other tables turning to the player, so they share one DM (longer than
#: the 120 s some SimCord tests settle for: a bot timer shorter than that is sat out in real time)
COALESCE = timedelta(minutes=3)
#: ...unless the move is due sooner than this (the live pace): then it goes at once
URGENT = timedelta(hours=1)
MAX_DIGEST_TIMES = 2

_TIME = re.compile(r"^\s*(\d{1,2})(?:[:.h](\d{2}))?\s*$")


def parse_digest_times(text: str) -> tuple[time, ...] | None:
    """'08:00', '8:00, 18:30', '7 19' -> local times, earliest first; None if it does not parse
    (or more than two, or the same twice)."""
    parts = [p for p in re.split(r"[,;\s]+|\band\b", text.strip()) if p]
    if not 1 <= len(parts) <= MAX_DIGEST_TIMES:
        return None
    times = []
    for part in parts:
        match = _TIME.match(part)
        if match is None:
            return None
        hour, minute = int(match[1]), int(match[2] or 0)
        if hour > 23 or minute > 59:
            return None
        times.append(time(hour, minute))
    if len(set(times)) != len(times):
        return None
    return tuple(sorted(times))


def dump_digest_times(times: tuple[time, ...]) -> str:
    return ",".join(f"{t:%H:%M}" for t in times)


def load_digest_times(stored: str | None) -> tuple[time, ...]:
    return (parse_digest_times(stored) if stored else None) or DEFAULT_DIGEST


def digest_text(times: tuple[time, ...]) -> str:
    return ", ".join(f"{t:%H:%M}" for t in times)


def next_digest(now: datetime, times: tuple[time, ...], person: Person) -> datetime:
    """The first digest time after ``now``, in the player's zone (UTC if they set none), moved out
    of their quiet hours (a digest time inside them comes when they end)."""
    tz = zone(person.zone) if person.zone else None
    local = now.astimezone(tz) if tz else now
    for days in range(0, 3):
        day = local.date() + timedelta(days=days)
        for at in times:
            moment = datetime.combine(day, at, tzinfo=tz or now.tzinfo).astimezone(now.tzinfo)
            if moment > now:
                return out_of_quiet(moment, person)
    raise AssertionError("a digest time comes within two days")  # pragma: no cover


def push_time(now: datetime, due_at: datetime | None, person: Person) -> datetime:
    """When the push for a move that became awaited ``now`` goes: after the coalescing window
    (at once for a move due within the hour), and never in quiet hours."""
    urgent = due_at is not None and due_at - now < URGENT
    return out_of_quiet(now if urgent else now + COALESCE, person)


def pushes_for(mode: str) -> bool:
    """Does a move becoming awaited schedule a push?"""
    return mode == "every"


def warns_for(mode: str) -> bool:
    """Does time running short (the reminder) reach the player by DM?"""
    return mode in ("every", "deadline")


def pings_for(mode: str) -> bool:
    """Do play-by-play lines that mention the player ping them? Only in ``every`` mode: a ping
    rings the phone as a DM does."""
    return mode == "every"
