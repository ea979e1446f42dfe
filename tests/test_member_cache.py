"""Members' settings read by every click (mode, mutes, clock, list DM): whatever a member changes is read
back at once, whichever path wrote it, on both stores (SQLite keeps them in memory: db/member_cache.py)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from bot.privacy import privacy_store
from db.pace import ClockSettings
from db.store import SqliteStore, Store

NOW = datetime(2026, 1, 1, tzinfo=UTC)


async def test_a_members_settings_are_read_back_as_last_written(new_store: Callable[[], Store]) -> None:
    store = new_store()
    await store.open()
    try:
        user = 41
        assert await store.dashboard(user) is None
        await store.set_dashboard(user, 5, 6)
        assert await store.dashboard(user) == (5, 6)
        await store.set_dashboard(user, 5, 7)  # a push posted the list anew
        assert await store.dashboard(user) == (5, 7)
        await store.drop_dashboard(user)  # the member deleted it
        assert await store.dashboard(user) is None

        assert await store.clock_settings([user]) == {}
        await store.set_quiet_hours(user, "Europe/Berlin", "22:00", "08:00")
        (settings,) = (await store.clock_settings([user])).values()
        assert (settings.zone, settings.quiet_start, settings.quiet_end) == ("Europe/Berlin", "22:00", "08:00")
        away = NOW + timedelta(days=3)
        assert await store.save_clock(user, ClockSettings(away_until=away, vacation_days=2.0))  # a transaction
        assert (await store.clock_settings([user]))[user].away_until == away
        assert (await store.clock_settings([user]))[user].vacation_days == 2.0

        await store.set_notify_mode(user, "digest")
        assert await store.notify_mode(user) == "digest"
        await store.set_language(user, "de")  # a language is no setting of the cache: the mode stays
        assert await store.notify_mode(user) == "digest"

        privacy = privacy_store(store)  # /game forget-me: every personal row goes, in a transaction
        await privacy.request_forget(user, [], NOW)
        await privacy.finish_forget(user)
        assert await store.notify_mode(user) == "every"
        assert await store.clock_settings([user]) == {}
    finally:
        await store.close()


async def test_sqlite_reads_a_members_settings_once_until_they_change(tmp_path: object) -> None:
    store = SqliteStore(f"{tmp_path}/cache.sqlite3")
    await store.open()
    try:
        before = store.round_trips
        for _ in range(3):
            assert await store.clock_settings([7, 8]) == {}
            assert await store.notify_mode(7) == "every"
            assert await store.muted_tables(8) == set()
            assert await store.dashboard(7) is None
        assert store.round_trips - before == 1, "everything kept of both members read once, in one hop"
        await store.set_notify_mode(7, "off")
        assert await store.notify_mode(7) == "off"
        assert store.round_trips - before == 3, "written, then read again"
    finally:
        await store.close()


async def test_a_read_overtaken_by_a_write_is_not_kept(tmp_path: object) -> None:
    """A member's settings read while they are being changed: the next read sees the change."""
    store = SqliteStore(f"{tmp_path}/race.sqlite3")
    await store.open()
    try:
        reading = asyncio.ensure_future(store.notify_mode(9))  # its hop is queued first ...
        await asyncio.sleep(0)
        await store.set_notify_mode(9, "off")  # ... then the write's
        assert await reading == "every", "read before the write"
        assert await store.notify_mode(9) == "off"
    finally:
        await store.close()
