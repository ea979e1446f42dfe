"""Tournaments in the store, on SQLite and PostgreSQL alike: sign-up answers, and a round opened
once (its games and tables in one transaction), never twice."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from bot.server_config import ServerConfig
from bot.service import TableService
from bot.tournament_runner import TournamentRunner
from db.seasons import season_store
from db.tournaments import tournament_store

NOW = datetime(2026, 3, 1, tzinfo=UTC)


async def test_sign_up_answers(service: TableService) -> None:
    db = tournament_store(service.store)
    tid = await db.create(1, 10, 100, "chachapoya", "swiss", 3, "daily", 2, NOW)
    assert [await db.join(tid, u, f"p{u}", NOW, cap=3) for u in (1, 2, 2, 3, 4)] == [
        "ok",
        "ok",
        "already",
        "ok",
        "full",
    ]
    assert await db.leave(tid, 3) == "left" and await db.leave(tid, 3) == "not-in"
    assert [e.user_id for e in await db.players(tid)] == [1, 2]
    assert await db.join(999, 1, "x", NOW, cap=3) == "gone"


async def test_a_round_is_opened_once_with_its_tables(service: TableService) -> None:
    runner = TournamentRunner(service)
    db = runner.db
    tid = await db.create(1, 10, 100, "chachapoya", "swiss", 2, "daily", 2, NOW)
    for user in (1, 2, 3, 4, 5):
        await db.join(tid, user, f"p{user}", NOW, cap=32)
    # two attempts at once (a double click, two processes): one round
    first, second = await asyncio.gather(runner.advance(tid, ServerConfig()), runner.advance(tid, ServerConfig()))
    opened = [o for o in (first, second) if o is not None]
    assert len(opened) == 1 and len(opened[0].tables) == 2 and len(opened[0].byes) == 1
    stale = await db.get(tid)
    assert stale is not None and stale.round == 1 and stale.status == "running"
    stale.round = 0  # a process that read the tournament before the round was opened
    assert await db.open_round(stale, [(1, 2)], [], {}, {}, NOW) is None
    games = await db.games(tid)
    assert [(g.round, len(g.players), g.table_id is None) for g in games] == [
        (1, 2, False),
        (1, 2, False),
        (1, 1, True),
    ]
    for game in games:
        if game.table_id is not None:
            table = await service.table(game.table_id)
            assert table.status == "lobby" and [s.user_id for s in table.seats] == game.players
            assert (table.pace, table.on_timeout, table.vacation) == ("daily", "forfeit", False)
            assert table.options["tournament"] == tid
    assert await runner.advance(tid, ServerConfig()) is None  # the round is not over
    assert await db.join(tid, 6, "late", NOW, cap=32) == "started"
    assert await db.leave(tid, 5) == "forfeits"


async def test_one_season_at_a_time_and_its_archive(service: TableService) -> None:
    db = season_store(service.store)
    assert await db.current(1) is None
    assert await db.start(1, "Spring", 7, NOW) == "ok"
    assert await db.start(1, "Summer", 7, NOW) == "open"
    assert await db.start(2, "Spring", 8, NOW) == "ok"  # another server
    spring = await db.current(1)
    assert spring is not None and spring.name == "Spring" and spring.ended_at is None
    assert await db.end(spring, 7, NOW, '{"chachapoya": []}')
    assert not await db.end(spring, 7, NOW, "{}")  # ended once
    assert await db.current(1) is None
    assert await db.start(1, "Spring", 7, NOW) == "taken"
    ended = await db.by_name(1, "Spring")
    assert ended is not None and ended.final == '{"chachapoya": []}' and ended.ended_by == 7
    assert await db.names(1) == ["Spring"]
