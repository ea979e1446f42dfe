"""History, stats and leaderboard queries over 900,000 finished games of 1,000,000 tables (target p99 <= 50 ms).

The tables are written straight into the database (realistic rows: 2-5 seats, 3,000 members, a
few AI seats, outcomes as the engines store them; the newest tenth still running), spread over
the five games in one busy server (90%) plus a second server, so every query filters and orders
among many rows. The queries are the store's own, as /game history, stats, leaderboard, replay
and export call them. A few real games are then played through the service to time a replay
rebuilt from seed and log.
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

from bench.stats import loop_lag, summary_ms
from bot.collector import FreezingCollector
from bot.i18n import english
from bot.ratings import RatingBook
from bot.replays import ReplayBook
from bot.service import TableService
from db.store import SqliteStore
from games import GAMES

TABLES = 1_000_000  # a tenth of them running, the rest finished
MEMBERS = 3_000  # each has played about a thousand games in the busy server
BUSY, QUIET = 1, 2  # guild ids: 90% of the games are in the busy server
START = datetime(2020, 1, 1, tzinfo=UTC)
TABLE_SQL = (
    "INSERT INTO tables (id, game, guild_id, channel_id, message_id, host_id, options, status, seed, version,"
    " outcome, created_at, started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
SEAT_SQL = "INSERT INTO seats (table_id, seat, user_id, ai_level, name) VALUES (?, ?, ?, ?, ?)"


def _fill(raw: sqlite3.Connection, rng: random.Random, tables: int) -> int:
    """``tables`` tables (a tenth running, the newest), rows as the bot writes them; returns the finished count."""
    games = list(GAMES)
    finished = tables - tables // 10
    outcomes: dict[tuple[int, ...], str] = {}  # one JSON text per ranking, as the engines store them
    batch_tables: list[tuple[Any, ...]] = []
    batch_seats: list[tuple[Any, ...]] = []
    when = START
    for table_id in range(1, tables + 1):
        when += timedelta(seconds=rng.randrange(30, 210))  # about 2 minutes apart: 1M tables in 4 years
        guild = BUSY if rng.random() < 0.9 else QUIET
        n = rng.randint(2, 5)
        users = rng.sample(range(1, MEMBERS + 1), n)
        done = table_id <= finished
        outcome = None
        if done:
            ranks = list(range(1, n + 1))
            rng.shuffle(ranks)
            key = tuple(ranks)
            if key not in outcomes:
                scores = [float(100 - 10 * r) for r in ranks]
                winners = [ranks.index(1)]
                outcomes[key] = json.dumps(
                    {"scores": scores, "ranks": ranks, "winners": winners, "eliminated": [], "breakdown": []}
                )
            outcome = outcomes[key]
        batch_tables.append(
            (
                table_id,
                rng.choice(games),
                guild,
                10 + guild,
                1_000_000 + table_id,
                users[0],
                "{}",
                "finished" if done else "running",
                rng.randrange(2**62),
                60,
                outcome,
                (when - timedelta(hours=1)).isoformat(),
                (when - timedelta(minutes=59)).isoformat(),
                when.isoformat() if done else None,
            )
        )
        for seat, user in enumerate(users):
            ai = seat > 0 and rng.random() < 0.1
            level = rng.choice(["easy", "normal", "hard"]) if ai else None
            batch_seats.append((table_id, seat, None if ai else user, level, f"AI {seat}" if ai else f"member{user}"))
        if len(batch_tables) == 50_000:
            raw.executemany(TABLE_SQL, batch_tables)
            raw.executemany(SEAT_SQL, batch_seats)
            batch_tables.clear()
            batch_seats.clear()
    raw.executemany(TABLE_SQL, batch_tables)
    raw.executemany(SEAT_SQL, batch_seats)
    return finished


async def _timed(runs: int, make: Callable[[int], Awaitable[Any]]) -> list[float]:
    times = []
    for i in range(runs):
        start = time.perf_counter()
        await make(i)
        times.append(time.perf_counter() - start)
    return times


async def measure(runs: int = 300, tables: int = TABLES) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteStore(Path(folder) / "history.sqlite3")
        await store.open()
        rng = random.Random(14)
        start = time.perf_counter()
        finished = await store._transaction(lambda raw: _fill(raw, rng, tables))
        built = time.perf_counter() - start
        # no ANALYZE: the bot never runs one, so its queries plan without statistics
        print(
            f"History, stats and leaderboard with {finished:,} finished games of {tables:,} tables,"
            f" {MEMBERS:,} members (target p99 <= 50 ms; filled in {built:.0f} s)"
        )
        pick = random.Random(1)

        def member() -> int:
            return pick.randrange(1, MEMBERS + 1)

        async def autocomplete(guild_id: int | None, prefix: str) -> None:
            """What cogs.history.table_numbers reads: up to 25 ids, then each table for its title."""
            for table_id in await store.finished_ids(guild_id=guild_id, user_id=member(), prefix=prefix):
                await store.get_table(table_id)

        pages = finished * 9 // 10 // 5  # about 90% of the finished games are in the busy server
        # what the Older button carries: the last table of the page before (cogs/history.py), anywhere in the history
        newest_first = [
            int(r[0])
            for r in await store._exec(
                "SELECT id FROM tables WHERE guild_id = ? AND status = 'finished' ORDER BY ended_at DESC, id DESC",
                (BUSY,),
            )
        ]
        rows = [
            ("history, this server, page 1", lambda i: store.finished_tables(guild_id=BUSY)),
            (
                "history, this server, any page",
                lambda i: store.finished_tables(
                    guild_id=BUSY, limit=6, older_than=pick.choice(newest_first[: len(newest_first) * 9 // 10])
                ),
            ),
            (
                "  same, by page number (old buttons)",
                lambda i: store.finished_tables(guild_id=BUSY, offset=5 * pick.randrange(pages * 9 // 10)),
            ),
            (
                "history, this server, pages 2-10",
                lambda i: store.finished_tables(guild_id=BUSY, offset=5 * pick.randrange(1, 10)),
            ),
            ("history, one game here", lambda i: store.finished_tables(guild_id=BUSY, game=pick.choice(list(GAMES)))),
            ("history, a member here", lambda i: store.finished_tables(guild_id=BUSY, user_id=member())),
            ("history, a member everywhere (DMs)", lambda i: store.finished_tables(user_id=member())),
            ("replay/export autocomplete", lambda i: autocomplete(BUSY, str(pick.randrange(1, 10)))),
            ("replay/export autocomplete (DMs)", lambda i: autocomplete(None, "")),
            ("replay lookup (get_table)", lambda i: store.get_table(pick.randrange(1, finished + 1))),
            ("stats: played, won, average place", lambda i: store.player_stats(BUSY, member())),
        ]
        for label, make in rows:
            print(f"  {label:<38} {summary_ms(await _timed(runs, make))}")

        # One game's leaderboard: recomputing all five from scratch would take minutes at this size. As
        # /game leaderboard asks (the figures only): the first time ever rates every game and stores them.
        from bench.memory import trimmed_rss  # SimCord is imported for this line only

        book = RatingBook(store)
        before = trimmed_rss()
        lags: list[float] = []  # the event loop meanwhile: clicks wait out each slice of the recompute
        stop = asyncio.Event()
        probe = asyncio.ensure_future(loop_lag(lags, stop))
        collector = FreezingCollector()  # as `python -m bot` runs (full collections walk only what is new)
        collector.install()
        try:
            cold = await _timed(1, lambda i: book.ratings(BUSY, "chachapoya", history=False))
        finally:
            collector.uninstall()
        stop.set()
        await probe
        counted = (await book.ratings(BUSY, "chachapoya", history=False)).counted
        kept = (trimmed_rss() - before) / 2**20
        print(f"  {'leaderboard, cold (recompute ' + f'{counted:,}' + ' games)':<38} {summary_ms(cold)}")
        print(f"  {'  the event loop lag meanwhile':<38} {summary_ms(lags)} · longest {max(lags) * 1000:.1f} ms")
        print(f"  {'  memory its ratings keep afterwards':<38} {kept:.1f} MiB (resident, after a collection)")

        async def board(i: int) -> None:
            (await book.ratings(BUSY, "chachapoya", history=False)).leaderboard()

        print(f"  {'leaderboard, cached (checked vs db)':<38} {summary_ms(await _timed(runs, board))}")

        async def restarted(i: int) -> None:  # a new process: nothing in memory, the stored ratings
            (await RatingBook(store).ratings(BUSY, "chachapoya", history=False)).leaderboard()

        first = await _timed(max(1, runs // 10), restarted)
        print(f"  {'first leaderboard after a restart':<38} {summary_ms(first)}")

        async def chart(i: int) -> None:  # /game stats' chart in a new process: one member's stored ratings
            await RatingBook(store).series(BUSY, "chachapoya", f"u:{member()}")

        charted = await _timed(max(1, runs // 10), chart)
        print(f"  {'first /game stats chart after a restart':<38} {summary_ms(charted)}")
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


def main(argv: list[str] | None = None) -> None:
    from bench.cli import parser

    cli = parser("bench.history", __doc__)
    cli.add_argument("--tables", type=int, default=TABLES, metavar="N", help=f"stored tables (default {TABLES:,})")
    cli.add_argument("--runs", type=int, default=300, metavar="N", help="timings per query (default 300)")
    args = cli.parse_args(argv)
    asyncio.run(measure(args.runs, args.tables))


if __name__ == "__main__":
    main()
