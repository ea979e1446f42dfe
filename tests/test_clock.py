"""The correspondence clock's rules (bot/clock.py), without Discord: paces, banks, quiet hours,
vacation days. Each expectation is worked out by hand from issue 32's figures, not by the code."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

from bot.clock import (
    PACES,
    Person,
    TableClock,
    accrued,
    bank_after,
    due_time,
    known_zone,
    notify_time,
    parse_quiet,
    plan_waits,
    quiet_period,
    remind_time,
    zones_matching,
)
from db.pace import WaitRecord

NOW = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)
HOUR = timedelta(hours=1)
DAY = timedelta(days=1)
DAILY = TableClock(PACES["daily"])


def test_the_paces_have_the_issues_figures() -> None:
    figures = {name: (p.bank, p.increment, p.cap) for name, p in PACES.items()}
    assert figures == {
        "live": (300, 60, 600),
        "daily": (86400, 86400, 3 * 86400),
        "relaxed": (3 * 86400, 86400, 7 * 86400),
        "none": (None, 0, None),
    }


def test_a_newly_awaited_seat_starts_its_clock_from_its_bank() -> None:
    plan = plan_waits(DAILY, {}, {0: 5}, NOW, table_id=1, banks={0: 7200.0})
    (wait,) = plan.start
    assert wait.due_at == NOW + 2 * HOUR and wait.since == 5
    fresh = plan_waits(DAILY, {}, {0: 5}, NOW, table_id=1, banks={0: None})
    assert fresh.start[0].due_at == NOW + DAY, "a seat that never played has the pace's starting bank"


def test_a_step_inside_the_same_turn_neither_restarts_nor_extends_the_clock() -> None:
    """Inka's Browse/Back, Anasazi's camp -> row -> build: the seat stays awaited with a new decision number."""
    running = WaitRecord(1, 0, 5, NOW - 3 * HOUR, None, NOW + 21 * HOUR, True, False)
    later = NOW + timedelta(minutes=10)
    plan = plan_waits(DAILY, {0: running}, {0: 6}, later, table_id=1, banks={0: 86400.0})
    assert plan.start == [] and plan.keep == {0: 6} and plan.banks == {}, "the wait (and its deadline) stands"
    legacy = plan_waits(TableClock(None, move_seconds=3600), {0: running}, {0: 6}, later, table_id=1)
    assert legacy.start[0].due_at == later + HOUR, "a table from before paces: a fresh deadline per decision"


def test_the_turn_passing_stops_the_clock_and_adds_the_increment_up_to_the_cap() -> None:
    running = WaitRecord(1, 0, 5, NOW - 2 * HOUR, None, NOW + 22 * HOUR, True, False)
    plan = plan_waits(DAILY, {0: running}, {1: 6}, NOW, table_id=1, banks={0: 86400.0})
    assert plan.gone == [0]
    assert plan.banks[0] == 86400 - 7200 + 86400, "1 day - 2 hours used + 1 day"
    capped = plan_waits(DAILY, {0: running}, {1: 6}, NOW, table_id=1, banks={0: 3 * 86400.0})
    assert capped.banks[0] == 3 * 86400, "never more than the cap (3 days)"
    overdue = WaitRecord(1, 0, 5, NOW - 3 * DAY, None, NOW - 2 * DAY, True, False)
    empty = plan_waits(DAILY, {0: overdue}, {}, NOW, table_id=1, banks={0: 86400.0})
    assert empty.banks[0] == 86400, "an empty bank never goes below zero: it gets the increment"


def test_bank_after_for_live_play() -> None:
    assert bank_after(300, NOW - timedelta(seconds=30), NOW, PACES["live"]) == 330
    assert bank_after(590, NOW, NOW, PACES["live"]) == 600


AUCKLAND = Person(zone="Pacific/Auckland", quiet=(time(22, 0), time(7, 0)))
BERLIN = Person(zone="Europe/Berlin")  # default quiet hours 23:00-08:00


def test_a_bank_due_at_3am_in_auckland_runs_out_at_7am() -> None:
    # 2026-12-03 14:00 UTC is 03:00 on 4 December in Auckland (NZDT, UTC+13).
    due = due_time(datetime(2026, 12, 3, 10, 0, tzinfo=UTC), 4 * 3600, AUCKLAND)
    assert due == datetime(2026, 12, 3, 18, 0, tzinfo=UTC), "07:00 NZDT"
    awake = due_time(datetime(2026, 12, 3, 0, 0, tzinfo=UTC), 3600, AUCKLAND)  # 14:00 local: not quiet
    assert awake == datetime(2026, 12, 3, 1, 0, tzinfo=UTC)


def test_quiet_hours_across_the_last_sunday_of_march_in_berlin() -> None:
    # 2027-03-28: clocks go from 02:00 CET to 03:00 CEST. The night 27->28 March runs 23:00 CET
    # (22:00 UTC) to 08:00 CEST (06:00 UTC): 8 hours, not 9.
    period = quiet_period(datetime(2027, 3, 28, 1, 30, tzinfo=UTC), BERLIN)
    assert period == (datetime(2027, 3, 27, 22, 0, tzinfo=UTC), datetime(2027, 3, 28, 6, 0, tzinfo=UTC))
    # the next night is summer time all through: 21:00 UTC to 06:00 UTC
    period = quiet_period(datetime(2027, 3, 29, 2, 0, tzinfo=UTC), BERLIN)
    assert period == (datetime(2027, 3, 28, 21, 0, tzinfo=UTC), datetime(2027, 3, 29, 6, 0, tzinfo=UTC))
    assert quiet_period(datetime(2027, 3, 28, 12, 0, tzinfo=UTC), BERLIN) is None
    assert quiet_period(NOW, Person()) is None, "no time zone: no quiet hours"


def test_a_your_move_dm_waits_for_the_end_of_quiet_hours() -> None:
    night = datetime(2026, 12, 3, 23, 30, tzinfo=UTC)  # 00:30 in Berlin (CET)
    assert notify_time(night, BERLIN) == datetime(2026, 12, 4, 7, 0, tzinfo=UTC), "08:00 CET"
    assert notify_time(NOW, BERLIN) is None, "13:00 in Berlin: at once"
    away = Person(away_until=NOW + 2 * DAY)
    assert notify_time(NOW, away) == NOW + 2 * DAY, "an away player is told when back"


def test_reminders_come_at_a_quarter_left_or_12_hours_before_whichever_is_sooner_and_never_at_night() -> None:
    start = datetime(2026, 12, 3, 8, 0, tzinfo=UTC)
    # daily, 1 day bank: a quarter left is 18:00 after the start, 12 hours before is sooner
    assert remind_time(start, start + DAY, 86400, Person()) == start + 12 * HOUR
    # relaxed, 3 days: a quarter left (18 hours before) is sooner than 12 hours before
    assert remind_time(start, start + 3 * DAY, 3 * 86400, Person()) == start + 3 * DAY - 18 * HOUR
    # live, 5 minutes: 12 hours before is before the start, so a quarter left
    assert remind_time(start, start + timedelta(minutes=5), 300, Person()) == start + timedelta(seconds=225)
    # Berlin: 12 hours before a due at 10:00 UTC next day is 22:00 UTC (23:00 CET, quiet): a minute before
    due = datetime(2026, 12, 4, 10, 0, tzinfo=UTC)
    assert remind_time(start, due, 26 * 3600, BERLIN) == datetime(2026, 12, 3, 21, 59, tzinfo=UTC)


def test_vacation_days_start_at_14_accrue_monthly_and_stop_at_30() -> None:
    assert accrued(None, None, NOW) == (14.0, NOW)
    days, counted = accrued(14.0, NOW, NOW + timedelta(days=31))
    assert round(days, 3) == round(14 + 14 / 12, 3) and counted < NOW + timedelta(days=31)
    assert accrued(14.0, NOW, NOW + timedelta(days=10))[0] == 14.0, "less than a month: nothing yet"
    assert accrued(29.5, NOW, NOW + timedelta(days=365))[0] == 30.0


def test_quiet_hours_and_zones_parse_or_say_no() -> None:
    assert parse_quiet("23:00-08:00") == (time(23), time(8))
    assert parse_quiet("22 - 7") == (time(22), time(7))
    assert parse_quiet("22:30–07:15") == (time(22, 30), time(7, 15))
    for bad in ("", "tonight", "25:00-08:00", "23:00-23:00", "23:61-08:00", "23:00"):
        assert parse_quiet(bad) is None, bad
    assert known_zone("Europe/Warsaw") == "Europe/Warsaw"
    assert known_zone("europe/warsaw") == "Europe/Warsaw"
    for bad in ("Mars/Olympus", "../etc/passwd", "", "/etc/localtime"):
        assert known_zone(bad) is None, bad
    assert zones_matching("auck")[0] == "Pacific/Auckland"
    assert "Europe/Warsaw" in zones_matching("warsaw")
