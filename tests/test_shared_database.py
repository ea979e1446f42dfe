"""Two table services on one database, as two bot processes would be (issue #13).

Each service has its own store (its own connections) and its own in-memory caches; only the
database is shared. The Join race and the stale seat run on both stores (two SQLite
connections to one file behave like two processes too); claimed deadlines are PostgreSQL's.
"""

from __future__ import annotations

import asyncio
import random
import sys
from collections import Counter
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.deadlines import DeadlineDispatcher
from bot.service import TableError, TableService
from db.pace import WaitRecord
from db.pg_queries import CLAIM_LEASE
from db.pg_store import PgStore
from db.store import Store, TableRecord
from games import GAMES
from tests.toy_game import GAME as TOY

NOW = datetime(2026, 1, 1, tzinfo=UTC)
ROOT = Path(__file__).resolve().parent.parent


@pytest_asyncio.fixture
async def two_services(
    new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[TableService, TableService]]:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    stores = [new_store(), new_store()]
    for store in stores:
        await store.open()
    # The first service's AI seats think for a minute: a seat it hands to an AI stays unplayed
    # while the test clicks through the other service.
    services = (
        TableService(stores[0], clock=lambda: NOW, rng=random.Random(1), ai_pause=60),
        TableService(stores[1], clock=lambda: NOW, rng=random.Random(2)),
    )
    yield services
    for service in services:
        await service.shutdown()
    for store in stores:
        await store.close()


async def test_simultaneous_joins_through_two_processes_never_lose_a_seat(
    two_services: tuple[TableService, TableService],
) -> None:
    a, b = two_services
    for trial in range(20):
        table = await a.open_table("toy", 1, 10, 1, "host")
        joiners = [(a, 100 + trial * 10), (b, 101 + trial * 10), (a, 102 + trial * 10), (b, 103 + trial * 10)]
        results = await asyncio.gather(
            *(service.join(table.id, user, f"u{user}") for service, user in joiners), return_exceptions=True
        )
        seated = [user for (_, user), r in zip(joiners, results, strict=True) if not isinstance(r, BaseException)]
        refused = [r for r in results if isinstance(r, BaseException)]
        assert all(isinstance(r, TableError) and "full" in str(r) for r in refused), refused
        final = await a.table(table.id)
        assert [s.seat for s in final.seats] == list(range(len(final.seats)))
        assert sorted(s.user_id or 0 for s in final.seats[1:]) == sorted(seated), f"trial {trial}: a Join was lost"
        assert len(final.seats) == TOY.max_players, "the table filled up: two joined, two were told it is full"


async def test_a_seat_handed_to_an_ai_refuses_the_old_players_click_in_the_other_process(
    two_services: tuple[TableService, TableService],
) -> None:
    a, b = two_services
    table = await a.open_table("toy", 1, 10, 100, "host")
    await a.join(table.id, 200, "b")
    await a.start(table.id, 100)
    await b.act(table.id, 100, 0, decision=0)  # b now caches the table with seat 1 still 200's
    before = await b.store.actions(table.id)
    await a.leave_game(table.id, 200)  # in the other process: seat 1 goes to an AI (thinking for a minute)
    with pytest.raises(TableError, match="don't have a seat"):
        await b.act(table.id, 200, 0, decision=0)  # the old player's button, through b's stale cache
    assert await b.store.actions(table.id) == before, "nothing was written for the old player"
    assert (await b.table(table.id)).seats[1].is_ai


async def test_due_deadlines_fire_exactly_once_across_two_processes(pg_url: str) -> None:
    stores = [PgStore(pg_url), PgStore(pg_url)]
    for store in stores:
        await store.open()
    count = 5000
    due = (NOW - timedelta(minutes=1)).isoformat()
    await stores[0]._execute(
        "INSERT INTO tables (id, game, channel_id, host_id, status, created_at)"
        " SELECT n, 'toy', 1, 1, 'running', $1 FROM generate_series(1, $2) AS n",
        due,
        count // 2,
    )
    await stores[0]._execute(
        "INSERT INTO waits (table_id, seat, since, started_at, due_at, notified)"
        " SELECT t, s, 0, $1, $1, TRUE FROM generate_series(1, $2) AS t, generate_series(0, 1) AS s",
        due,
        count // 2,
    )
    fired: Counter[tuple[int, int]] = Counter()

    def dispatcher(store: PgStore) -> DeadlineDispatcher:
        async def fire(wait: WaitRecord, _now: datetime) -> None:
            fired[wait.table_id, wait.seat] += 1
            await asyncio.sleep(0)  # let the other process in between
            await store._execute("DELETE FROM waits WHERE table_id = $1 AND seat = $2", wait.table_id, wait.seat)

        async def retry_later(wait: WaitRecord) -> None:
            raise AssertionError(f"no timer should fail: {wait}")

        return DeadlineDispatcher(store.next_timer, store.due_waits, fire, retry_later, clock=lambda: NOW)

    dispatchers = [dispatcher(store) for store in stores]
    try:
        for d in dispatchers:
            d.rearm()
        for _ in range(600):
            if not await stores[0]._fetch("SELECT 1 FROM waits LIMIT 1"):
                break
            await asyncio.sleep(0.1)
        assert len(fired) == count, f"{count - len(fired)} deadlines never fired"
        assert max(fired.values()) == 1, f"{sum(n > 1 for n in fired.values())} deadlines fired more than once"
    finally:
        for d in dispatchers:
            d.stop()
        for store in stores:
            await store.close()


async def test_a_deadline_claimed_by_a_process_that_died_is_taken_over(pg_url: str) -> None:
    dead, alive = PgStore(pg_url), PgStore(pg_url)
    await dead.open()
    await alive.open()
    due = (NOW - timedelta(minutes=1)).isoformat()
    await dead._execute(
        "INSERT INTO tables (id, game, channel_id, host_id, status, created_at) VALUES (1, 'toy', 1, 1, 'running', $1)",
        due,
    )
    await dead._execute(
        "INSERT INTO waits (table_id, seat, since, started_at, due_at, notified) VALUES (1, 0, 0, $1, $1, TRUE)", due
    )
    assert [w.table_id for w in await dead.due_waits(NOW)] == [1]  # claimed ...
    await dead.close()  # ... and never fired: the process is gone
    now = [NOW]
    fired: list[tuple[int, int]] = []

    async def fire(wait: WaitRecord, _now: datetime) -> None:
        fired.append((wait.table_id, wait.seat))
        await alive._execute("DELETE FROM waits WHERE table_id = $1 AND seat = $2", wait.table_id, wait.seat)

    async def retry_later(wait: WaitRecord) -> None:
        raise AssertionError(f"no timer should fail: {wait}")

    survivor = DeadlineDispatcher(alive.next_timer, alive.due_waits, fire, retry_later, lambda: now[0], poll=0.05)
    try:
        survivor.rearm()
        await asyncio.sleep(0.5)
        assert fired == [], "the claim still holds: the dead process might yet be firing it"
        now[0] = NOW + CLAIM_LEASE + timedelta(seconds=1)  # the claim lapses
        for _ in range(100):
            if fired:
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.3)
        assert fired == [(1, 0)], "taken over once, without being re-armed"
    finally:
        survivor.stop()
        await alive.close()


async def test_kill_9_of_the_process_firing_deadlines_another_takes_over_and_each_fires_once(pg_url: str) -> None:
    from tests.deadline_worker import dispatcher

    lease = 1.0
    store = PgStore(pg_url, claim_lease=timedelta(seconds=lease))
    await store.open()
    count = 200
    due = (datetime.now(UTC) - timedelta(minutes=1)).isoformat()
    await store._execute("CREATE TABLE fired (table_id BIGINT, seat INTEGER, fired_by TEXT)")
    await store._execute(
        "INSERT INTO tables (id, game, channel_id, host_id, status, created_at)"
        " SELECT n, 'toy', 1, 1, 'running', $1 FROM generate_series(1, $2) AS n",
        due,
        count,
    )
    await store._execute(
        "INSERT INTO waits (table_id, seat, since, started_at, due_at, notified)"
        " SELECT n, 0, 0, $1, $1, TRUE FROM generate_series(1, $2) AS n",
        due,
        count,
    )
    worker = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.deadline_worker", pg_url, str(lease), cwd=ROOT, stdout=asyncio.subprocess.PIPE
    )
    survivor = None
    try:
        assert worker.stdout is not None
        assert (await asyncio.wait_for(worker.stdout.readline(), 60)).strip() == b"ready"
        for _ in range(600):
            if (await store._fetch("SELECT COUNT(*) FROM fired"))[0][0] >= 20:
                break
            await asyncio.sleep(0.05)
        worker.kill()  # SIGKILL: no clean-up, its claims stay in the database
        await worker.wait()
        by_worker = (await store._fetch("SELECT COUNT(*) FROM fired"))[0][0]
        assert 20 <= by_worker < count, "killed in the middle of its work"
        claimed = (await store._fetch("SELECT COUNT(*) FROM waits WHERE claimed_until IS NOT NULL"))[0][0]
        assert claimed > 0, "the dead process left claims behind"

        survivor = dispatcher(store, "survivor")
        survivor.rearm()
        for _ in range(1200):
            if not await store._fetch("SELECT 1 FROM waits LIMIT 1"):
                break
            await asyncio.sleep(0.05)
        rows = await store._fetch("SELECT table_id, fired_by FROM fired")
        times = Counter(r[0] for r in rows)
        assert len(times) == count, f"{count - len(times)} overdue deadlines never fired after the kill"
        assert max(times.values()) == 1, "a deadline fired twice"
        assert sum(r[1] == "survivor" for r in rows) == count - by_worker
    finally:
        if survivor is not None:
            survivor.stop()
        if worker.returncode is None:
            worker.kill()
            await worker.wait()
        await store.close()


async def test_a_your_move_dm_is_claimed_by_one_process_only(two_services: tuple[TableService, TableService]) -> None:
    a, b = two_services
    table = await a.open_table("toy", 1, 10, 100, "host")
    await a.join(table.id, 200, "b")
    await a.start(table.id, 100)
    (wait, *_) = [w for w in await a.store.waits(table.id) if not w.notified]
    claims = await asyncio.gather(
        *(s.store.claim_notify(table.id, wait.seat, wait.since) for s in (a, b, a, b)), return_exceptions=True
    )
    assert claims.count(True) == 1 and claims.count(False) == 3, claims
    assert not await b.store.claim_notify(table.id, wait.seat, wait.since - 1), "another decision's DM is not this one"
    await a.store.release_notify(table.id, wait.seat, wait.since)  # Discord failed: given back, sent later
    assert await b.store.claim_notify(table.id, wait.seat, wait.since)
    assert not [w for w in await b.store.unnotified_waits() if w.seat == wait.seat]


async def test_an_ai_decision_is_searched_by_one_process_only(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    stores = [PgStore(pg_url), PgStore(pg_url)]
    services = [TableService(s, clock=lambda: NOW, rng=random.Random(i), ai_pause=0.3) for i, s in enumerate(stores)]
    searched: Counter[tuple[str, int, int]] = Counter()

    def counting(name: str, search: Any) -> Any:
        async def counted(game: Any, state: Any, seat: int, level: str, seed: int) -> Any:
            searched[name, seat, seed] += 1
            return await search(game, state, seat, level, seed)

        return counted

    for name, service in zip("ab", services, strict=True):
        monkeypatch.setattr(service, "ai_decision", counting(name, service.ai_decision))
    try:
        for store in stores:
            await store.open()
        a, b = services
        table = await a.open_table("toy", 1, 10, 100, "host")
        await a.add_ai(table.id, 100, "easy")
        await a.add_ai(table.id, 100, "easy")
        await a.start(table.id, 100)  # a starts thinking for the AI seats ...
        b._schedule_ai(table.id)  # ... and b, as after its own restart, would too
        await asyncio.gather(a.wait_idle(), b.wait_idle())
        log = await a.store.actions(table.id)
        assert sorted(a.seat for a in log) == [1, 2], "both AI seats played trick 1, once each"
        per_decision = Counter((seat, seed) for (_, seat, seed), n in searched.items() for _ in range(n))
        assert set(per_decision.values()) == {1}, f"a decision was searched twice: {searched}"
    finally:
        for service in services:
            await service.shutdown()
        for store in stores:
            await store.close()


async def _start_with_a_dead_thinker(
    service: TableService, dead: PgStore, monkeypatch: pytest.MonkeyPatch, **options: Any
) -> TableRecord:
    """A started table whose AI seat's decision was claimed by another process (``dead``), which then died."""
    table = await service.open_table("toy", 1, 10, 100, "host", **options)
    await service.add_ai(table.id, 100, "easy")
    with monkeypatch.context() as patch:
        patch.setattr(service, "_schedule_ai", lambda table_id: None)  # the AI does not start here ...
        table = await service.start(table.id, 100)
    # ... because another process claimed its decision, and died
    assert await dead.claim_ai(table.id, 1, table.decisions[1], datetime.now(UTC))
    await dead.close()
    return table


async def test_an_ai_decision_claimed_by_a_process_that_died_is_taken_over(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    lease = timedelta(seconds=1.5)
    store, dead = PgStore(pg_url, claim_lease=lease), PgStore(pg_url, claim_lease=lease)
    service = TableService(store, clock=lambda: datetime.now(UTC), rng=random.Random(3))
    try:
        await store.open()
        await dead.open()
        table = await _start_with_a_dead_thinker(service, dead, monkeypatch)
        service._schedule_ai(table.id)
        await asyncio.sleep(0.5)
        assert await store.actions(table.id) == [], "the claim still holds"
        await asyncio.wait_for(service.wait_idle(), 30)
        assert [(a.seat, a.by_ai) for a in await store.actions(table.id)] == [(1, True)], "taken over, played once"
    finally:
        await service.shutdown()
        await store.close()


async def test_a_click_after_a_move_made_in_the_other_process_is_judged_on_the_database(
    two_services: tuple[TableService, TableService],
) -> None:
    """A process's cached record can be behind a move made elsewhere: a click it would refuse on
    that record is judged again on the stored one (a worker moved; the player's buttons are new)."""
    a, b = two_services
    table = await a.open_table("toy", 1, 10, 100, "host")
    await a.join(table.id, 200, "b")
    await a.start(table.id, 100)
    await a.act(table.id, 100, 0, decision=0)  # a caches the table: the host has played trick 1
    await b.act(table.id, 200, 0, decision=0)  # in the other process: trick 1 ends, trick 2 begins
    fresh = await b.table(table.id)
    change = await a.act(table.id, 100, 0, decision=fresh.decisions[0])  # the host's new button, through a
    assert change.table.version == fresh.version + 1, "the move was taken, not refused as out of date"


async def test_an_ai_decision_left_by_a_dead_process_is_taken_over_without_a_deadline(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No process runs this table's AI loop any more and the table has no deadline: the lapse of
    the dead thinker's claim is itself a timer, so a live process takes the decision over."""
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    lease = timedelta(seconds=1.5)
    store, dead = PgStore(pg_url, claim_lease=lease), PgStore(pg_url, claim_lease=lease)
    store.timer_poll = 0.5  # the test's own: a live process looks at the timers every half second
    service = TableService(store, clock=lambda: datetime.now(UTC), rng=random.Random(3))
    try:
        await store.open()
        await dead.open()
        table = await _start_with_a_dead_thinker(service, dead, monkeypatch, pace="none")
        service.deadlines.rearm()
        await asyncio.sleep(0.5)
        assert await store.actions(table.id) == [], "the claim still holds"
        for _ in range(100):
            if await store.actions(table.id):
                break
            await asyncio.sleep(0.1)
        await asyncio.wait_for(service.wait_idle(), 30)
        assert [(a.seat, a.by_ai) for a in await store.actions(table.id)] == [(1, True)], "taken over, played once"
    finally:
        await service.shutdown()
        await store.close()
