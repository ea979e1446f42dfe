"""History pages found from a neighbouring table (issue 40), on SQLite and PostgreSQL: the same pages as
counting from the top, also among games that ended at the same moment, in every scope."""

from __future__ import annotations

from typing import Any

import pytest

from bot.service import TableService
from tests.finished_games import finished_game
from tests.pg_fixtures import sql

GAME = "chachapoya"


#: every way history is filtered: a server, a server's games of one kind, a member in a server, a member anywhere
SCOPES: list[dict[str, Any]] = [
    {"guild_id": 1},
    {"guild_id": 1, "game": GAME},
    {"guild_id": 1, "user_id": 2},
    {"user_id": 2},
]


async def test_seeking_gives_the_pages_counting_gives(service: TableService) -> None:
    """Every scope reads the same finished games (played once for all of them: the games were nine tenths of
    the time when each scope played its own)."""
    store = service.store
    ids = [(await finished_game(service, GAME, [1 + s % 2 * 5, 2, 3], seed=s)).id for s in range(9)]
    await finished_game(service, GAME, [4, 5], seed=1, guild=2)  # another server, another player
    for table_id in ids[2:6]:  # four games that ended at the same moment: the id decides
        await sql(store, "UPDATE tables SET ended_at = ? WHERE id = ?", "2026-01-01T05:00:00+00:00", table_id)
    for scope in SCOPES:
        everything, total = await store.finished_tables(**scope, limit=100)
        assert total == len(everything) >= 9, scope
        order = [t.id for t in everything]
        for size in (1, 2, 3):
            for at, table_id in enumerate(order):
                older, _ = await store.finished_tables(**scope, limit=size, older_than=table_id)
                assert [t.id for t in older] == order[at + 1 : at + 1 + size], (scope, size, table_id)
                newer, counted = await store.finished_tables(**scope, limit=size, newer_than=table_id)
                assert [t.id for t in newer] == order[max(0, at - size) : at] and counted == total, (scope, size)
                assert all(t.seats for t in older + newer)  # whole records, seats included


async def test_seeking_from_a_table_that_is_not_finished_says_so(service: TableService) -> None:
    await finished_game(service, GAME, [1, 2], seed=1)
    lobby = await service.open_table(GAME, 1, 10, 1, "one")
    for missing in (lobby.id, 10**9):
        with pytest.raises(LookupError):
            await service.store.finished_tables(guild_id=1, older_than=missing)
