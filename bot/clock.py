"""The correspondence clock, pure: paces, banks, quiet hours, away periods and vacation days.

A pace is a time bank (as on Board Game Arena or Little Golem): each seat starts with a bank,
earns an increment each time its turn passes to someone else (or it makes a secret choice),
never holds more than the cap, and its clock runs only while the table waits for it. The steps
inside one turn (Anasazi's camp, row, build; the Back buttons) do not stop the clock, so they
neither add time nor restart it.

Everything here is a function of (pace, bank, a person's settings, now): the store keeps the
rows, the dispatcher sleeps until the times computed here. Times are aware UTC datetimes;
a player's quiet hours are wall-clock times in their IANA zone, so daylight-saving changes are
the time-zone database's business (``zoneinfo`` with the ``tzdata`` package).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from db.pace import WaitPlan, WaitRecord

DAY = 24 * 3600


@dataclass(frozen=True)
class Pace:
    """A table's clock: the bank each seat starts with, what a decision adds, the most it holds (seconds)."""

    name: str
    bank: int | None  # None: no clock, the table waits for ever
    increment: int = 0
    cap: int | None = None

    @property
    def timed(self) -> bool:
        return self.bank is not None


#: The paces a host chooses from at ``/game new pace:`` (issue 32's figures; rules and lobby show them).
PACES: dict[str, Pace] = {
    "live": Pace("live", bank=5 * 60, increment=60, cap=10 * 60),
    "daily": Pace("daily", bank=DAY, increment=DAY, cap=3 * DAY),
    "relaxed": Pace("relaxed", bank=3 * DAY, increment=DAY, cap=7 * DAY),
    "none": Pace("none", bank=None),
}
DEFAULT_PACE = "daily"
#: each pace's name as players read it (a message id)
PACE_WORDS = {"live": "pace-live", "daily": "pace-daily", "relaxed": "pace-relaxed", "none": "pace-none"}
#: the same names opening a table card's pace line ("⏱️ Daily: each player has a bank..."); "none" has a line of its own
PACE_HEADINGS = {"live": "pace-live-heading", "daily": "pace-daily-heading", "relaxed": "pace-relaxed-heading"}
#: paces whose players may spend vacation days (a live game is played now or not at all)
VACATION_PACES = frozenset({"daily", "relaxed"})

#: a reminder goes when a quarter of the bank is left or this long before it runs out, whichever is sooner
REMIND_BEFORE = timedelta(hours=12)
#: quiet hours once a player has set a time zone and nothing else
DEFAULT_QUIET = (time(23, 0), time(8, 0))
#: a reminder that would fall in quiet hours goes this long before they begin
BEFORE_QUIET = timedelta(minutes=1)

#: vacation days: a new player's balance, what a year adds (a twelfth each month), the most saved
VACATION_START = 14.0
VACATION_PER_YEAR = 14.0
VACATION_CAP = 30.0
MONTH = timedelta(days=365.25 / 12)


# ---- a person's settings -------------------------------------------------------------
@dataclass(frozen=True)
class Person:
    """What the clock needs to know of a player (from ``user_settings``)."""

    zone: str | None = None
    quiet: tuple[time, time] | None = None  # local (start, end); None: none, or the default once a zone is set
    away_until: datetime | None = None

    @property
    def quiet_hours(self) -> tuple[time, time] | None:
        if self.zone is None:
            return None
        if self.quiet is not None and self.quiet[0] == self.quiet[1]:
            return None  # turned off (stored as the same start and end)
        return self.quiet or DEFAULT_QUIET


@lru_cache(maxsize=512)
def zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


def known_zone(name: str) -> str | None:
    """The IANA zone ``name`` names (case-insensitive), or None if there is no such zone."""
    text = name.strip()
    if not text or text.startswith("/") or ".." in text:
        return None
    for candidate in (text, *[z for z in all_zones() if z.lower() == text.lower()]):
        try:
            zone(candidate)
        except (ZoneInfoNotFoundError, ValueError, IsADirectoryError, OSError):
            continue
        return candidate
    return None


@lru_cache(maxsize=1)
def all_zones() -> tuple[str, ...]:
    """Every IANA zone name a player may choose, sorted (the legacy aliases such as ``US/Pacific`` too)."""
    return tuple(sorted(z for z in available_timezones() if not z.startswith(("Etc/", "SystemV/")) or z == "Etc/UTC"))


def zones_matching(typed: str, limit: int = 25) -> list[str]:
    """Zone names for autocomplete: those starting with what was typed, then those containing it."""
    needle = typed.strip().lower().replace(" ", "_")
    if not needle:
        popular = ["Europe/London", "Europe/Berlin", "Europe/Warsaw", "America/New_York", "America/Los_Angeles"]
        return [*popular, "Asia/Tokyo", "Australia/Sydney", "Pacific/Auckland", "Etc/UTC"][:limit]
    starts = [z for z in all_zones() if z.lower().startswith(needle)]
    inside = [z for z in all_zones() if needle in z.lower() and z not in starts]
    part = [z for z in all_zones() if z.lower().split("/")[-1].startswith(needle) and z not in starts + inside]
    return (starts + part + inside)[:limit]


_HOURS = re.compile(r"^\s*(\d{1,2})(?::(\d{2}))?\s*[-–—to ]+\s*(\d{1,2})(?::(\d{2}))?\s*$")


def parse_quiet(text: str) -> tuple[time, time] | None:
    """``"23:00-08:00"`` (or ``"23-8"``, ``"22:30 – 7:15"``) as (start, end); None if it does not parse,
    if an hour or minute is out of range, or if start and end are the same."""
    found = _HOURS.match(text)
    if not found:
        return None
    h1, m1, h2, m2 = (int(g) if g else 0 for g in found.groups())
    if not (0 <= h1 <= 23 and 0 <= h2 <= 23 and 0 <= m1 <= 59 and 0 <= m2 <= 59):
        return None
    start, end = time(h1, m1), time(h2, m2)
    return None if start == end else (start, end)


def quiet_text(hours: tuple[time, time]) -> str:
    return f"{hours[0]:%H:%M}–{hours[1]:%H:%M}"


# ---- quiet hours ----------------------------------------------------------------------
def _local(day: date, at: time, tz: ZoneInfo) -> datetime:
    return datetime.combine(day, at, tzinfo=tz)


def quiet_period(when: datetime, person: Person) -> tuple[datetime, datetime] | None:
    """The quiet period (start, end), in UTC, that ``when`` falls in; None if it falls in none.

    Quiet hours are wall-clock times: 23:00–08:00 in Europe/Berlin is 22:00–07:00 UTC in winter
    and 21:00–06:00 UTC in summer, and the night of a daylight-saving change is an hour shorter
    or longer (zoneinfo works that out).
    """
    hours = person.quiet_hours
    if hours is None or person.zone is None:
        return None
    tz = zone(person.zone)
    local = when.astimezone(tz)
    start, end = hours
    today = local.date()
    if start < end:  # within one day, e.g. 01:00-07:00
        candidates = [(_local(today, start, tz), _local(today, end, tz))]
    else:  # across midnight, e.g. 23:00-08:00: last night's or tonight's
        candidates = [
            (_local(today - timedelta(days=1), start, tz), _local(today, end, tz)),
            (_local(today, start, tz), _local(today + timedelta(days=1), end, tz)),
        ]
    for begin, finish in candidates:
        if begin <= local < finish:
            return begin.astimezone(when.tzinfo), finish.astimezone(when.tzinfo)
    return None


def out_of_quiet(when: datetime, person: Person) -> datetime:
    """``when``, or the end of the quiet hours it falls in (nobody runs out of time asleep)."""
    period = quiet_period(when, person)
    return period[1] if period else when


def before_quiet(when: datetime, person: Person) -> datetime:
    """``when``, or just before the quiet hours it falls in begin (a reminder is read awake)."""
    period = quiet_period(when, person)
    return period[0] - BEFORE_QUIET if period else when


# ---- banks and the times of a wait ----------------------------------------------------
def clock_start(now: datetime, person: Person) -> datetime:
    """When a clock that starts now really starts: at once, or when the player is back from away."""
    if person.away_until is not None and person.away_until > now:
        return person.away_until
    return now


def due_time(start: datetime, bank: float, person: Person) -> datetime:
    """When a bank of ``bank`` seconds, running from ``start``, runs out (never in quiet hours)."""
    return out_of_quiet(start + timedelta(seconds=max(0.0, bank)), person)


def remind_time(start: datetime, due: datetime, bank: float, person: Person) -> datetime | None:
    """The reminder: when a quarter of the bank is left or 12 hours before the end, whichever comes
    first and still lies ahead; moved before quiet hours. None if it would come at the start."""
    quarter = due - timedelta(seconds=max(0.0, bank) / 4)
    options = [t for t in (quarter, due - REMIND_BEFORE) if t > start]
    if not options:
        return None
    remind = before_quiet(min(options), person)
    return remind if remind > start else None


def notify_time(now: datetime, person: Person) -> datetime | None:
    """When a your-move DM may go: None for at once; else after the quiet hours (or the away period)."""
    when = out_of_quiet(clock_start(now, person), person)
    return when if when > now else None


def bank_after(bank: float, started_at: datetime, now: datetime, pace: Pace) -> float:
    """A seat's bank once its turn passes: what was left, plus the increment, at most the cap."""
    left = max(0.0, bank - max(0.0, (now - started_at).total_seconds()))
    total = left + pace.increment
    return min(float(pace.cap), total) if pace.cap is not None else total


# ---- vacation days ----------------------------------------------------------------------
def accrued(days: float | None, counted_at: datetime | None, now: datetime) -> tuple[float, datetime]:
    """The vacation balance now: a new player starts with 14 days; each full month since the last
    count adds a twelfth of 14, at most 30 saved. Returns (days, counted up to)."""
    if days is None or counted_at is None:
        return VACATION_START, now
    months = int((now - counted_at) / MONTH) if now > counted_at else 0
    if months <= 0:
        return days, counted_at
    return min(VACATION_CAP, days + months * VACATION_PER_YEAR / 12), counted_at + months * MONTH


# ---- planning a table's waits ---------------------------------------------------------------
@dataclass(frozen=True)
class TableClock:
    """A table's clock settings: a pace, or (tables from before paces) a fixed time per decision."""

    pace: Pace | None
    move_seconds: int | None = None
    remind_share: float = 0.25


def plan_waits(
    clock: TableClock,
    existing: dict[int, WaitRecord],
    waiting: dict[int, int],
    now: datetime,
    *,
    table_id: int,
    quiet: frozenset[int] = frozenset(),
    banks: dict[int, float | None] | None = None,
    people: dict[int, Person] | None = None,
    stopped: frozenset[int] = frozenset(),
) -> WaitPlan:
    """Make the waits match ``waiting`` (seat -> the version its decision began).

    With a pace, a seat still awaited keeps its clock running whatever it clicked (a step inside
    its turn, Back, Browse); a seat newly awaited starts its clock from its bank; a seat no longer
    awaited stops it and earns the increment. A table from before paces keeps its old rule: each
    decision a fresh, fixed deadline. ``stopped``: seats that just made a secret choice (one of several
    seats deciding at once): their clock stops and earns the increment even if they are asked again.
    """
    banks = banks or {}
    people = people or {}
    plan = WaitPlan()
    restarted = {seat for seat in stopped if seat in existing and seat in waiting and clock.pace is not None}
    for seat in sorted((existing.keys() - waiting.keys()) | restarted):
        if seat not in waiting:
            plan.gone.append(seat)
        if clock.pace is not None and clock.pace.timed:
            bank = banks.get(seat)
            plan.banks[seat] = bank_after(
                clock.pace.bank if bank is None else bank, existing[seat].started_at, now, clock.pace
            )
            banks = {**banks, seat: plan.banks[seat]}  # a restarted clock starts from its new bank
    for seat, since in sorted(waiting.items()):
        old = existing.get(seat)
        if old is not None and seat not in restarted:
            if old.since != since and clock.pace is not None:
                plan.keep[seat] = since  # the same turn goes on: its clock runs on, no time added
            if old.since == since or clock.pace is not None:
                continue  # the same decision (or turn): nothing else changes
        person = people.get(seat, Person())
        start = now
        due = remind = None
        if clock.pace is None:  # a table from before paces: a fixed time for each decision
            if clock.move_seconds:
                due = now + timedelta(seconds=clock.move_seconds)
                if 0 < clock.remind_share < 1:
                    remind = now + timedelta(seconds=clock.move_seconds * (1 - clock.remind_share))
        elif clock.pace.timed:
            start = clock_start(now, person)
            bank = banks.get(seat)
            left = float(clock.pace.bank or 0) if bank is None else bank
            due = due_time(start, left, person)
            remind = remind_time(start, due, left, person)
        notified = seat in quiet
        notify_at = None if notified else notify_time(now, person)
        plan.start.append(WaitRecord(table_id, seat, since, start, remind, due, notified, False, notify_at))
    return plan
