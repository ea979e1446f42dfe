"""The table service and the store, without Discord (a toy game stands in)."""

from __future__ import annotations

import asyncio
import gc
import random
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
import pytest_asyncio

from bot.service import Change, TableError, TableService
from db.store import SqliteStore, Store
from games import GAMES
from tests.toy_game import GAME as TOY

NOW = datetime(2026, 1, 1, tzinfo=UTC)


@pytest_asyncio.fixture
async def service(new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[TableService]:
    """A service on SQLite, and again on PostgreSQL: every test here runs on both stores."""
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    store = new_store()
    await store.open()
    svc = TableService(store, clock=lambda: NOW, rng=random.Random(1))
    yield svc
    await svc.shutdown()
    await store.close()


async def seated_table(service: TableService, *users: int) -> int:
    table = await service.open_table("toy", 1, 10, users[0], "host")
    for u in users[1:]:
        await service.join(table.id, u, f"user{u}")
    return table.id


async def test_migrations_apply_once_and_log_is_append_only(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "m.sqlite3")
    await store.open()
    assert await store.migrate() == []  # already applied at open
    async with store.conn.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    await store._exec(
        "INSERT INTO tables (game, channel_id, host_id, status, created_at) VALUES ('toy', 1, 1, 'running', 'x')"
    )
    await store._exec("INSERT INTO actions (table_id, seq, seat, action, created_at) VALUES (1, 1, 0, '{}', 'x')")
    with pytest.raises(Exception, match="append-only"):
        await store._exec("UPDATE actions SET action = 'forged'")
    await store.close()


async def test_lobby_rules(service: TableService) -> None:
    tid = await seated_table(service, 100)
    with pytest.raises(TableError, match="already have a seat"):
        await service.join(tid, 100, "host")
    with pytest.raises(TableError, match="Only the host can start"):
        await service.join(tid, 200, "b") and await service.start(tid, 200)
    with pytest.raises(TableError, match="Only the host can add AI"):
        await service.add_ai(tid, 200)
    await service.add_ai(tid, 100)
    with pytest.raises(TableError, match="full"):
        await service.join(tid, 300, "c")
    table = await service.leave_lobby(tid, 200)
    assert [s.name for s in table.seats] == ["host", "AI 1"]
    assert [s.seat for s in table.seats] == [0, 1]
    with pytest.raises(TableError, match="host"):
        await service.leave_lobby(tid, 100)


async def test_start_needs_enough_players(service: TableService) -> None:
    tid = await seated_table(service, 100)
    with pytest.raises(TableError, match="needs at least 2 players"):
        await service.start(tid, 100)
    table = await service.table(tid)
    assert table.status == "lobby"


async def test_act_logs_action_and_snapshot_in_step(service: TableService) -> None:
    tid = await seated_table(service, 100, 200)
    await service.start(tid, 100)
    seated = await service.seated(tid, 200)
    change = await service.act(tid, 200, 0, decision=0)
    assert change.table.version == 1
    log = await service.store.actions(tid)
    assert [(a.seq, a.seat) for a in log] == [(1, seated.seat)]
    version, data = await service.store.snapshot(tid)  # type: ignore[misc]
    assert version == 1
    table = await service.table(tid)
    replayed = TOY.replay(2, table.seed, None, [(a.seat, TOY.load_action(a.action)) for a in log])  # type: ignore[arg-type]
    assert TOY.dump_state(replayed) == data


async def test_stale_and_repeated_clicks_are_refused_without_change(service: TableService) -> None:
    tid = await seated_table(service, 100, 200)
    await service.start(tid, 100)
    await service.act(tid, 100, 0, decision=0)
    before = await service.store.snapshot(tid)
    with pytest.raises(TableError, match="not your turn"):
        await service.act(tid, 100, 0, decision=0)  # already played this trick
    with pytest.raises(TableError, match="don't have a seat"):
        await service.act(tid, 999, 0, decision=0)
    with pytest.raises(TableError, match="no longer available"):
        await service.act(tid, 200, 17, decision=0)
    with pytest.raises(TableError, match="out of date"):
        await service.act(tid, 200, 0, decision=5)  # a decision this seat never had
    assert await service.store.snapshot(tid) == before
    assert len(await service.store.actions(tid)) == 1


async def test_a_secret_choice_by_one_seat_leaves_the_others_buttons_valid(service: TableService) -> None:
    tid = await seated_table(service, 100, 200, 300)
    await service.start(tid, 100)
    await service.act(tid, 100, 0, decision=0)
    await service.act(tid, 300, 0, decision=0)  # offered at version 0; the table is at version 1
    await service.act(tid, 200, 0, decision=0)  # and at version 2
    log = await service.store.actions(tid)
    assert [a.seat for a in log] == [0, 2, 1]
    table = await service.table(tid)
    assert set(table.decisions.values()) == {3}, "the next trick is a new decision for everyone"


async def test_concurrent_clicks_at_one_version_apply_exactly_once(service: TableService) -> None:
    tid = await seated_table(service, 100, 200)
    await service.start(tid, 100)
    results = await asyncio.gather(
        *(service.act(tid, 100, i % 3, decision=0) for i in range(6)), return_exceptions=True
    )
    assert sum(isinstance(r, Change) for r in results) == 1
    assert all(isinstance(r, TableError) for r in results if not isinstance(r, Change))
    assert len(await service.store.actions(tid)) == 1


async def test_ai_seats_play_until_a_human_is_awaited_and_game_ends(service: TableService) -> None:
    tid = await seated_table(service, 100)
    await service.add_ai(tid, 100)
    await service.add_ai(tid, 100)
    await service.start(tid, 100)
    await service.wait_idle()
    assert len(await service.store.actions(tid)) == 2  # both AIs played trick 1; the human is awaited
    for _ in range(2):
        table = await service.table(tid)
        await service.act(tid, 100, 0, decision=table.decisions[0])
        await service.wait_idle()
    table = await service.table(tid)
    assert table.status == "finished" and service.outcome(table) is not None
    assert [a.by_ai for a in await service.store.actions(tid)].count(True) == 4


async def test_finished_games_stay_queryable(service: TableService) -> None:
    tid = await seated_table(service, 100, 200)
    await service.start(tid, 100)
    for _ in range(4):
        table = await service.table(tid)
        state = await service.state_of(table)
        seat = 0 if 0 in TOY.to_act(state) else 1
        await service.act(tid, 100 if seat == 0 else 200, 0, decision=table.decisions[seat])
    table = await service.table(tid)
    assert table.status == "finished" and table.ended_at
    assert await service.store.tables_of_user(100) == []
    done = await service.store.tables_of_user(100, statuses=("finished",))
    assert [t.id for t in done] == [tid]
    assert len(await service.store.actions(tid)) == 4


async def test_cancel_needs_host_or_admin(service: TableService) -> None:
    tid = await seated_table(service, 100, 200)
    with pytest.raises(TableError, match="Only the host"):
        await service.cancel(tid, 200)
    table = await service.cancel(tid, 200, is_admin=True)
    assert table.status == "cancelled"
    with pytest.raises(TableError, match="closed"):
        await service.join(tid, 300, "late")


async def test_expiry_racing_a_click_applies_exactly_one(service: TableService) -> None:
    table = await service.open_table("toy", 1, 10, 100, "host", move_seconds=60)
    await service.join(table.id, 200, "b")
    await service.start(table.id, 100)
    waits = await service.store.waits(table.id)
    assert {w.seat for w in waits} == {0, 1} and all(w.due_at for w in waits)
    wait = next(w for w in waits if w.seat == 1)
    results = await asyncio.gather(
        service.expire(wait), service.act(table.id, 200, 0, decision=0), return_exceptions=True
    )
    log = await service.store.actions(table.id)
    assert [a.seat for a in log] == [1], f"exactly one decision for seat 1, got {log} / {results}"
    assert all(not isinstance(r, Exception) or isinstance(r, TableError) for r in results)


async def test_waits_follow_whose_decision_is_missing(service: TableService) -> None:
    table = await service.open_table("toy", 1, 10, 100, "host", pace="none")
    await service.join(table.id, 200, "b")
    await service.start(table.id, 100)
    assert {w.seat for w in await service.store.waits(table.id)} == {0, 1}
    assert all(w.due_at is None for w in await service.store.waits(table.id)), "no deadline: no timers"
    await service.act(table.id, 100, 0, decision=0)
    assert {w.seat for w in await service.store.waits(table.id)} == {1}


async def test_waits_stay_right_when_simultaneous_decisions_arrive_together(service: TableService) -> None:
    table = await service.open_table("toy", 1, 10, 100, "host")
    await service.join(table.id, 200, "b")
    await service.join(table.id, 300, "c")
    await service.start(table.id, 100)
    await asyncio.gather(service.act(table.id, 100, 0, 0), service.act(table.id, 200, 0, 0))
    assert {w.seat for w in await service.store.waits(table.id)} == {2}, "only the seat still to decide"


async def test_three_chachapoya_bids_sent_at_the_same_instant_all_apply(service: TableService) -> None:
    game = GAMES["chachapoya"]
    tid = (await service.open_table("chachapoya", 1, 10, 100, "host")).id
    await service.join(tid, 200, "b")
    await service.join(tid, 300, "c")
    table = await service.start(tid, 100)
    state = await service.state_of(table)
    if state.phase == "offer":  # the starting player's offer first
        (seat,) = game.waiting_for(state)
        await service.act(tid, table.seats[seat].user_id or 0, 0, decision=table.decisions[seat])
    table = await service.table(tid)
    state = await service.state_of(table)
    assert game.waiting_for(state) == {0, 1, 2}
    shown = dict(table.decisions)  # the bid buttons everyone sees now
    results = await asyncio.gather(
        *(service.act(tid, s.user_id or 0, 0, decision=shown[s.seat]) for s in table.seats), return_exceptions=True
    )
    assert all(isinstance(r, Change) for r in results), results
    assert sorted(a.seat for a in (await service.store.actions(tid))[-3:]) == [0, 1, 2]


async def test_a_long_running_bot_keeps_a_bounded_number_of_tables_in_memory(
    new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch, nothing_frozen_meanwhile: None
) -> None:
    """Thirty tables played to their end and ten left running, through a service that keeps four: each
    table plays on correctly when its cached state was evicted (it is parsed again from the store), and
    the memory held per table stays bounded instead of growing with every table since the start."""
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    store = new_store()
    await store.open()
    service = TableService(store, clock=lambda: NOW, rng=random.Random(1), cached_tables=4)
    try:
        tables = []
        for k in range(40):
            tid = await seated_table(service, 100 + k, 200 + k)
            await service.start(tid, 100 + k)
            tables.append(tid)
        rng = random.Random(5)
        # interleaved: every move lands on a table whose state most likely left the cache since its last one
        for _ in range(200):
            running = [t for t in tables[:30] if (await service.table(t)).status == "running"]
            if not running:
                break
            tid = rng.choice(running)
            table = await service.table(tid)
            state = await service.state_of(table)
            seat = min(TOY.waiting_for(state))
            user = table.seats[seat].user_id
            await service.act(tid, user, 0, decision=table.decisions[seat])
        assert [(await service.table(t)).status for t in tables[:30]] == ["finished"] * 30
        for tid in tables[:30]:  # each result is the game replayed from its own log, move by move
            log = await store.actions(tid)
            table = await service.table(tid)
            replayed = TOY.replay(2, table.seed, None, [(a.seat, TOY.load_action(a.action)) for a in log])  # type: ignore[arg-type]
            assert TOY.outcome(replayed) is not None and service.outcome(table) == TOY.outcome(replayed)
        assert len(service._states) <= 4 and len(service._tables) <= 4 and len(service._undo_offers) <= 4
        gc.collect()
        assert len(service._locks) == 0, "no lock outlives its use"
    finally:
        await service.shutdown()
        await store.close()


async def test_members_languages_are_kept_for_a_bounded_number_of_members(new_store: Callable[[], Store]) -> None:
    """Hands and DMs are drawn in each member's language, read from the store and kept a while: a bot
    that has seen thousands of members keeps at most its bound of them, and a member read again after
    being dropped still gets their own language (read from the store again)."""
    from cogs.language import Languages

    store = new_store()
    await store.open()
    try:
        languages = Languages(store, cached=4)
        chosen = {user: ("de", "pl", None)[user % 3] for user in range(500, 520)}
        for user, lang in chosen.items():
            if lang is not None:
                await languages.choose(user, lang)
        for _ in range(2):  # the second pass reads members the bound made the cache drop
            assert [await languages.of_user(u) for u in chosen] == [lang or "en" for lang in chosen.values()]
        assert len(languages._cache) <= 4
    finally:
        await store.close()
