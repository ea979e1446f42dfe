"""When the bot reaches a player (bot/notifications.py), and the store's pending pushes, mutes and
follows (db/notifications.py) on SQLite and PostgreSQL.

Expected times are worked out by hand from the rules in issue 33 (a digest at the player's local
times, default 08:00 and 18:00; a push three minutes after a turn, at once if the move is due within
the hour; never in quiet hours, by default 23:00-08:00 once a zone is set), not read back.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, time, timedelta

import pytest

from bot.clock import Person
from bot.notifications import (
    DEFAULT_DIGEST,
    effective_mode,
    load_digest_times,
    next_digest,
    parse_digest_times,
    push_time,
)
from db.notifications import Push
from db.records import SeatRecord
from db.store import Store
from games.words import dump_text, msg
from tests.pg_fixtures import sql

BERLIN = Person(zone="Europe/Berlin")
AUCKLAND = Person(zone="Pacific/Auckland")


@pytest.mark.parametrize(
    ("typed", "times"),
    [
        ("08:00", (time(8),)),
        ("18:30, 8:00", (time(8), time(18, 30))),
        ("7 19", (time(7), time(19))),
        ("7h30", (time(7, 30),)),
        ("after lunch", None),
        ("7:00, 12:00, 19:00", None),  # at most two
        ("25:00", None),
        ("8:00, 08:00", None),  # the same twice
        ("", None),
    ],
)
def test_digest_times_as_people_type_them(typed: str, times: tuple[time, ...] | None) -> None:
    assert parse_digest_times(typed) == times


def test_stored_times_and_the_default() -> None:
    assert load_digest_times(None) == DEFAULT_DIGEST == (time(8), time(18))
    assert load_digest_times("07:15") == (time(7, 15),)


def test_the_mode_of_a_player_who_only_ever_chose_on_or_off() -> None:
    assert effective_mode(None, True) == "every"
    assert effective_mode(None, False) == "off"
    assert effective_mode("digest", False) == "digest"


def test_a_digest_at_eight_in_berlin_in_winter_summer_and_across_the_change() -> None:
    eight = (time(8),)
    winter = datetime(2026, 1, 10, 12, 0, tzinfo=UTC)
    assert next_digest(winter, eight, BERLIN) == datetime(2026, 1, 11, 7, 0, tzinfo=UTC)  # CET = UTC+1
    summer = datetime(2026, 7, 10, 5, 0, tzinfo=UTC)
    assert next_digest(summer, eight, BERLIN) == datetime(2026, 7, 10, 6, 0, tzinfo=UTC)  # CEST = UTC+2
    # The night of 28-29 March 2026 clocks go forward: Saturday's digest at 07:00 UTC, Sunday's at 06:00.
    saturday = datetime(2026, 3, 28, 7, 30, tzinfo=UTC)
    assert next_digest(saturday, eight, BERLIN) == datetime(2026, 3, 29, 6, 0, tzinfo=UTC)


def test_two_digest_times_in_auckland_and_none_without_a_zone() -> None:
    times = (time(8), time(18))
    # 10 January: NZDT = UTC+13. 05:00 UTC is 18:00 in Auckland; just after it, the next is 08:00.
    just_after = datetime(2026, 1, 10, 5, 0, 1, tzinfo=UTC)
    assert next_digest(just_after, times, AUCKLAND) == datetime(2026, 1, 10, 19, 0, tzinfo=UTC)
    assert next_digest(datetime(2026, 1, 10, 9, 0, tzinfo=UTC), times, Person()) == datetime(
        2026, 1, 10, 18, 0, tzinfo=UTC
    )


def test_a_digest_time_inside_quiet_hours_comes_when_they_end() -> None:
    night_owl = Person(zone="Europe/Berlin", quiet=(time(22), time(9)))
    monday = datetime(2026, 1, 12, 12, 0, tzinfo=UTC)
    assert next_digest(monday, (time(8),), night_owl) == datetime(2026, 1, 13, 8, 0, tzinfo=UTC)  # 09:00 CET


def test_a_push_waits_two_minutes_unless_the_move_is_due_within_the_hour() -> None:
    now = datetime(2026, 1, 12, 12, 0, tzinfo=UTC)
    assert push_time(now, now + timedelta(days=1), BERLIN) == now + timedelta(minutes=3)
    assert push_time(now, None, BERLIN) == now + timedelta(minutes=3)
    assert push_time(now, now + timedelta(minutes=5), BERLIN) == now
    # 22:58 in Berlin: three minutes later it is quiet until 08:00 (07:00 UTC).
    late = datetime(2026, 1, 12, 21, 58, tzinfo=UTC)
    assert push_time(late, None, BERLIN) == datetime(2026, 1, 13, 7, 0, tzinfo=UTC)


async def test_pushes_coalesce_are_claimed_once_and_follow_lines_copy_the_thread(
    new_store: Callable[[], Store],
) -> None:
    store = new_store()
    await store.open()
    try:
        now = datetime(2026, 1, 1, tzinfo=UTC)
        await store.schedule_push(7, "push", now + timedelta(minutes=2))
        await store.schedule_push(7, "push", now + timedelta(minutes=3))  # a later turn: the same push
        await store.schedule_push(7, "digest", now + timedelta(hours=8))
        assert await store.next_push() == now + timedelta(minutes=2)
        due = await store.due_pushes(now + timedelta(minutes=5))
        assert due == [Push(7, "push", now + timedelta(minutes=2))]
        assert await store.claim_push(due[0]) is True
        assert await store.claim_push(due[0]) is False, "a push is sent once"
        assert await store.next_push() == now + timedelta(hours=8)

        table = await store.create_table("toy", 1, 2, SeatRecord(0, 100, "Ana"), {}, now)
        assert await store.toggle_mute(100, table.id) is True
        assert await store.muted_tables(100) == {table.id}
        assert await store.toggle_mute(100, table.id) is False
        assert await store.muted_tables(100) == set()

        assert await store.follow(200, table.id) is True
        assert await store.follow(200, table.id) is False
        line = msg("service-started", players="x")
        await store.set_status(table.id, "cancelled", now, [line])  # any path that queues a thread line
        (copied,) = await store.follow_lines(200)
        assert copied.table_id == table.id and dump_text(copied.text) == dump_text(line)
        assert await store.follow_lines(100) == [], "only followers get copies"
        await store.delete_follow_lines(200, copied.id)
        assert await store.follow_lines(200) == []
        assert await store.unfollow(200, table.id) is True
        assert await store.unfollow(200, table.id) is False

        assert await store.notify_mode(300) == "every"
        await store.set_notify_mode(300, "digest")
        await store.set_digest_times(300, "07:30")
        assert await store.notify_settings(300) == ("digest", True, "07:30")
        await store.set_notify_mode(300, "off")
        assert await store.notify_mode(300) == "off" and not (await store.notify_settings(300))[1]
    finally:
        await store.close()


async def test_a_decision_is_claimed_and_its_push_planned_in_one_trip_once(new_store: Callable[[], Store]) -> None:
    store = new_store()
    await store.open()
    try:
        now = datetime(2026, 1, 1, tzinfo=UTC)
        table = await store.create_table("toy", 1, 2, SeatRecord(0, 100, "Ana"), {}, now)
        await sql(
            store,
            "INSERT INTO waits (table_id, seat, since, started_at, remind_at, due_at, notified, reminded, notify_at)"
            " VALUES (?, 0, 3, ?, NULL, NULL, FALSE, FALSE, NULL)",
            table.id,
            now.isoformat(),
        )
        await store.schedule_push(100, "push", now + timedelta(minutes=1))  # an earlier turn's push, still pending
        trips = store.round_trips
        assert await store.claim_and_push(table.id, 0, 3, 100, now + timedelta(minutes=2)) is True
        assert store.round_trips == trips + 1, "one trip for the claim and the push"
        assert await store.due_pushes(now + timedelta(hours=1)) == [Push(100, "push", now + timedelta(minutes=1))]
        assert [w.notified for w in await store.waits(table.id)] == [True]
        # a second claim (another process, a second timer) plans nothing, even a sooner push
        assert await store.claim_and_push(table.id, 0, 3, 100, now) is False
        assert await store.due_pushes(now + timedelta(hours=1)) == [Push(100, "push", now + timedelta(minutes=1))]
        await store.cancel_push(100, "push")
        assert await store.claim_and_push(table.id, 0, 3, 100, now) is False
        assert await store.due_pushes(now + timedelta(hours=1)) == []
        # a decision not claimed yet, with no push pending: its push is planned at its time
        await sql(store, "UPDATE waits SET notified = FALSE WHERE table_id = ?", table.id)
        assert await store.claim_and_push(table.id, 0, 3, 100, now + timedelta(minutes=2)) is True
        assert await store.due_pushes(now + timedelta(hours=1)) == [Push(100, "push", now + timedelta(minutes=2))]
    finally:
        await store.close()
