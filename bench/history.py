"""History, stats and leaderboard queries over 10,000 finished games (target p99 <= 50 ms).

The games are written straight into the tables (realistic rows: 2-5 seats, 300 members, a few
AI seats, outcomes as the engines store them), spread over the five games in one busy server
plus a second server, so every query filters and orders among many rows. A few real games
are then played through the service to time a replay rebuilt from seed and log.
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.stats import summary_ms
from bot.i18n import english
from bot.ratings import RatingBook
from bot.replays import ReplayBook
from bot.service import TableService
from db.store import SqliteStore
from games import GAMES

GAMES_FINISHED = 10_000
MEMBERS = 300
BUSY, QUIET = 1, 2  # guild ids: 90% of the games are in the busy server
START = datetime(2025, 1, 1, tzinfo=UTC)


def _fill(raw: sqlite3.Connection, rng: random.Random) -> None:
    games = list(GAMES)
    tables, seats = [], []
    when = START
    for table_id in range(1, GAMES_FINISHED + 1):
        when += timedelta(minutes=rng.randrange(5, 90))
        guild = BUSY if rng.random() < 0.9 else QUIET
        game = rng.choice(games)
        n = rng.randint(2, 5)
        users = rng.sample(range(1, MEMBERS + 1), n)
        ranks = list(range(1, n + 1))
        rng.shuffle(ranks)
        scores = [float(100 - 10 * r) for r in ranks]
        outcome = {"scores": scores, "ranks": ranks, "winners": [ranks.index(1)], "eliminated": [], "breakdown": []}
        tables.append(
            (
                table_id,
                game,
                guild,
                10 + guild,
                1_000_000 + table_id,
                users[0],
                "{}",
                "finished",
                rng.randrange(2**62),
                60,
                json.dumps(outcome),
                (when - timedelta(hours=1)).isoformat(),
                (when - timedelta(minutes=59)).isoformat(),
                when.isoformat(),
            )
        )
        for seat, user in enumerate(users):
            ai = seat > 0 and rng.random() < 0.1
            seats.append(
                (
                    table_id,
                    seat,
                    None if ai else user,
                    rng.choice(["easy", "normal", "hard"]) if ai else None,
                    f"AI {seat}" if ai else f"member{user}",
                )
            )
    raw.executemany(
        "INSERT INTO tables (id, game, guild_id, channel_id, message_id, host_id, options, status, seed, version,"
        " outcome, created_at, started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        tables,
    )
    raw.executemany("INSERT INTO seats (table_id, seat, user_id, ai_level, name) VALUES (?, ?, ?, ?, ?)", seats)


async def _timed(runs: int, make: Callable[[int], Awaitable[Any]]) -> list[float]:
    times = []
    for i in range(runs):
        start = time.perf_counter()
        await make(i)
        times.append(time.perf_counter() - start)
    return times


async def measure(runs: int = 300) -> None:
    print(f"History, stats and leaderboard with {GAMES_FINISHED:,} finished games (target p99 <= 50 ms)")
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteStore(Path(folder) / "history.sqlite3")
        await store.open()
        rng = random.Random(14)
        await store._transaction(lambda raw: _fill(raw, rng))
        await store._exec("ANALYZE")
        pick = random.Random(1)

        def member() -> int:
            return pick.randrange(1, MEMBERS + 1)

        pages = GAMES_FINISHED // 5
        rows = [
            ("history, this server, page 1", lambda i: store.finished_tables(guild_id=BUSY)),
            (
                "history, this server, any page",
                lambda i: store.finished_tables(guild_id=BUSY, offset=5 * pick.randrange(pages * 9 // 10)),
            ),
            ("history, one game here", lambda i: store.finished_tables(guild_id=BUSY, game=pick.choice(list(GAMES)))),
            ("history, a member here", lambda i: store.finished_tables(guild_id=BUSY, user_id=member())),
            ("history, a member everywhere (DMs)", lambda i: store.finished_tables(user_id=member())),
            ("replay/export autocomplete", lambda i: store.finished_ids(guild_id=BUSY, user_id=member(), prefix="1")),
            ("stats: played, won, average place", lambda i: store.player_stats(BUSY, member())),
        ]
        for label, make in rows:
            print(f"  {label:<38} {summary_ms(await _timed(runs, make))}")

        book = RatingBook(store)
        cold = await _timed(1, lambda i: book.ratings(BUSY, "chachapoya"))
        counted = (await book.ratings(BUSY, "chachapoya")).counted
        print(f"  {'leaderboard, cold (recompute ' + str(counted) + ' games)':<38} {summary_ms(cold)}")
        for game in GAMES:
            await book.ratings(BUSY, game)

        async def board(i: int) -> None:
            (await book.ratings(BUSY, pick.choice(list(GAMES)))).leaderboard()

        print(f"  {'leaderboard, cached (checked vs db)':<38} {summary_ms(await _timed(runs, board))}")
        await store.close()
    await _replays()


async def _replays() -> None:
    """A replay rebuilt from seed and log, per game: the rebuild and one step's picture."""
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteStore(Path(folder) / "replays.sqlite3")
        await store.open()
        clock = iter(START + timedelta(minutes=i) for i in range(10**7))
        service = TableService(store, clock=lambda: next(clock), rng=random.Random(5))
        print("Replays, rebuilt from seed and log (3 players, heuristic play):")
        for game_id, game in GAMES.items():
            table = await service.open_table(game_id, 1, 10, 1, "one")
            await service.join(table.id, 2, "two")
            await service.join(table.id, 3, "three")
            await service.start(table.id, 1)
            rng = random.Random(2)
            while (record := await service.table(table.id)).status == "running":
                state = await service.state_of(record)
                seat = min(game.waiting_for(state))
                actions = game.legal_actions(state, seat)
                choice = game.heuristic_action(game.view(state, seat), actions, rng)
                index = actions.index(choice) if choice is not None else rng.randrange(len(actions))
                await service.act(table.id, seat + 1, index, record.decisions.get(seat, record.version))
            start = time.perf_counter()
            replay = await ReplayBook(store).replay(table.id, 1, 1)
            rebuilt = time.perf_counter() - start
            start = time.perf_counter()
            game.render_table(game.view(replay.steps[-1].state, None), ["one", "two", "three"], english)
            drawn = time.perf_counter() - start
            print(
                f"  {game.title:<24} {replay.last:4d} steps · rebuild {rebuilt * 1000:6.1f} ms"
                f" · one step's picture {drawn * 1000:5.1f} ms"
            )
        await service.shutdown()
        await store.close()


def main() -> None:
    asyncio.run(measure())


if __name__ == "__main__":
    from bench.cli import parser

    parser("bench.history", __doc__).parse_args()
    main()
