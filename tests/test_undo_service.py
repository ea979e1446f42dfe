"""Taking back a move through the table service and the store (issue 34), without Discord."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.service import TableError, TableService
from db.store import SqliteStore
from games import GAMES

START = datetime(2026, 1, 1, 12, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


@pytest_asyncio.fixture
async def clock() -> Clock:
    return Clock()


@pytest_asyncio.fixture
async def service(tmp_path: Path, clock: Clock) -> AsyncIterator[TableService]:
    store = SqliteStore(tmp_path / "undo.sqlite3")
    await store.open()
    svc = TableService(store, clock=clock, rng=random.Random(3))
    yield svc
    await svc.shutdown()
    await store.close()


USERS = (100, 200)


async def running(service: TableService, game_id: str, pace: str = "daily") -> int:
    table = await service.open_table(game_id, 1, 10, USERS[0], "Ana", pace=pace)
    await service.join(table.id, USERS[1], "Bo")
    await service.start(table.id, USERS[0])
    return table.id


async def awaited(service: TableService, table_id: int) -> tuple[int, int, Any]:
    """The user awaited now (the lowest seat of several), their seat and the state."""
    table = await service.table(table_id)
    game = GAMES[table.game]
    state = await service.state_of(table)
    seat = min(game.waiting_for(state))
    user = table.seats[seat].user_id
    assert user is not None
    return user, seat, state


async def play_until_undoable(service: TableService, table_id: int, *, limit: int = 200) -> tuple[int, int, int]:
    """Play moves the engine would not let be taken back until an undoable one is offered; make it.

    Returns (user, index of the action taken, version before it). The moves chosen are the first
    undoable action offered (found by trying each on the state), else the first action.
    """
    table = await service.table(table_id)
    game = GAMES[table.game]
    for _ in range(limit):
        table = await service.table(table_id)
        user, seat, state = await awaited(service, table_id)
        actions = game.legal_actions(state, seat)
        decision = table.decisions.get(seat, table.version)
        for index, action in enumerate(actions):
            after, _ = game.apply(state, seat, action)
            if game.undoable(state, seat, action, after):
                await service.act(table_id, user, index, decision)
                return user, index, table.version
        await service.act(table_id, user, 0, decision)
    raise AssertionError("no undoable move offered")


@pytest.mark.parametrize("game_id", ["capybara", "chachapoya", "pachamama", "inka", "anasazi"])
async def test_an_undo_restores_the_table_as_it_was(service: TableService, clock: Clock, game_id: str) -> None:
    tid = await running(service, game_id)
    clock.now += timedelta(minutes=1)
    # the table just before the undoable move
    table = await service.table(tid)
    user, seat, state = await awaited(service, tid)
    game = GAMES[game_id]
    before_log = await service.store.actions(tid)
    moved_user, _, version = await play_until_undoable(service, tid)
    table = await service.table(tid)
    before_log = (await service.store.actions(tid))[:-1]
    snapshot = await service.store.snapshot(tid)
    assert snapshot is not None
    # what the table was before that move: replay of the log without it
    before_state = game.replay(len(table.seats), table.seed or 0, game.options_from(table.options), [
        (a.seat, game.load_action(a.action)) for a in before_log
    ])
    before_waits = {(w.seat, w.since, w.started_at, w.due_at) for w in await _waits_at(service, tid, version)}
    seat = table.seat_of(moved_user)
    assert await service.undo_offer(table, seat)  # type: ignore[arg-type]
    clock.now += timedelta(minutes=5)
    change = await service.undo(tid, moved_user, table.version)
    assert change.kind == "undone" and change.table.version == table.version + 1
    restored = await service.state_of(change.table)
    assert game.dump_state(restored) == game.dump_state(before_state)
    for s in range(len(table.seats)):
        assert game.view(restored, s) == game.view(before_state, s)
    # the log: the move and its withdrawal are skipped by everything that reads it
    assert [(a.seq, a.action) for a in await service.store.actions(tid)] == [(a.seq, a.action) for a in before_log]
    stored = await service.store.snapshot(tid)
    assert stored is not None and stored[0] == change.table.version
    # the waits are the ones from before the move: the mover's clock runs since their decision began
    # (the time of the misclick is theirs), the seat asked next was never charged
    after_waits = {(w.seat, w.since, w.started_at, w.due_at) for w in await service.store.waits(tid)}
    assert after_waits == before_waits
    assert not await service.undo_offer(change.table, seat)  # type: ignore[arg-type]


_WAITS: dict[tuple[int, int], list[Any]] = {}


async def _waits_at(service: TableService, table_id: int, version: int) -> list[Any]:
    return _WAITS[(table_id, version)]


@pytest.fixture(autouse=True)
def _record_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Remember the waits each table had at each version, read just before the move that ended it."""
    original = SqliteStore.append_action

    async def append(self: SqliteStore, table_id: int, expected_version: int, move: Any, now: datetime) -> Any:
        _WAITS[(table_id, expected_version)] = await self.waits(table_id)
        return await original(self, table_id, expected_version, move, now)

    monkeypatch.setattr(SqliteStore, "append_action", append)
