"""Finished games made quickly through the table service (no Discord): for history, replay and rating tests."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest_asyncio

from bot.service import TableService
from db.store import Store, TableRecord

#: AI seats search briefly and deterministically in tests: ten iterations still run the whole search (a world
#: drawn, a playout, the tree) through the service's real path; how well the AI plays is tests/test_ai.py's and
#: the arena's. The service tests searched 20, twice the end-to-end tests' 10 for nothing they checked (a
#: Chachapoya game the AI seats finished took 8 s of a ratings test).
AI_ITERATIONS = 10


class Ticking:
    """A clock that moves one minute per reading, so every table ends at its own time."""

    def __init__(self, start: datetime = datetime(2026, 1, 1, tzinfo=UTC)) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest_asyncio.fixture
async def service(new_store: Callable[[], Store]) -> AsyncIterator[TableService]:
    """A table service on a fresh store (SQLite, then PostgreSQL) whose clock moves a minute a reading (Ticking)."""
    store = new_store()
    await store.open()
    svc = TableService(store, clock=Ticking(), rng=random.Random(9), ai_iterations=AI_ITERATIONS)
    yield svc
    await svc.shutdown()
    await store.close()


async def seat_table(service: TableService, game: str, users: list[int], *, guild: int = 1) -> int:
    """A lobby with these users seated in order (the first hosts); returns the table id."""
    table = await service.open_table(game, guild, 10, users[0], f"user{users[0]}")
    for user in users[1:]:
        await service.join(table.id, user, f"user{user}")
    return table.id


async def play_out(
    service: TableService,
    table_id: int,
    rng: random.Random,
    *,
    prefer: Callable[[int], bool] | None = None,
) -> TableRecord:
    """Play a started table to its end with heuristic and random legal moves of its human seats.

    ``prefer(user_id)``: that player picks the engine's heuristic move every time (plays better).
    """
    while True:
        table = await service.table(table_id)
        if table.status != "running":
            return table
        game = service.game(table.game)
        state: Any = await service.state_of(table)
        seat = min(game.waiting_for(state))
        user = table.seats[seat].user_id
        assert user is not None, "play_out drives human seats only"
        actions = game.legal_actions(state, seat)
        pick = None
        if (prefer and prefer(user)) or rng.random() < 0.7:
            pick = game.heuristic_action(game.view(state, seat), actions, rng)
        index = actions.index(pick) if pick is not None else rng.randrange(len(actions))
        await service.act(table_id, user, index, table.decisions.get(seat, table.version))


async def finished_game(
    service: TableService, game: str, users: list[int], *, seed: int = 1, guild: int = 1
) -> TableRecord:
    table_id = await seat_table(service, game, users, guild=guild)
    await service.start(table_id, users[0])
    return await play_out(service, table_id, random.Random(seed))
