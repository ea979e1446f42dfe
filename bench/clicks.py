"""A thousand live tables in one process: click-to-acknowledgement while AI seats think.

The real bot runs against SimCord with ``TABLES`` running Capybara tables, each
played by its own two members, plus ``AI_TABLES`` tables where one member plays
three ``hard`` AI seats. Clicks arrive open-loop (Poisson, at a fixed rate,
whether or not earlier clicks were answered) on the DM hands of members whose
move it is, the AI tables' members included, so the AI seats keep searching at
the real hard budget for the whole run.

Latency runs from the moment a click falls due (a click due while the event loop
is busy, e.g. in a long garbage collection, waits as it would in Discord; timing
from its delivery hid such stops) to the bot's interaction callback
request (the acknowledgement Discord waits 3 s for: "ack"), and to the edit that
shows the clicked hand after the move ("hand": the move written, the hand and its
picture drawn). Event-loop lag is how late a 10 ms timer fires. Each run also prints the SQL round trips
per click: the store's calls into aiosqlite's thread (a statement or a transaction each) or to PostgreSQL
(a statement, or a transaction counted once) during the run and its catch-up, divided by its clicks; the AI
seats' moves and their repaints are in it too (on SQLite; on PostgreSQL the worker's are its own). Unlike
the times, which vary several-fold from run to run on a shared machine, it stays put. And it prints where
the event loop's time went (``bench/loop_share.py``: the bot with discord.py, SimCord, this click driver,
asyncio itself, off the CPU) and SimCord's time per click: SimCord and the driver run in the bot's loop here, Discord
does not. Three set-ups, printed side by side:

* one process on SQLite, AI searches and pictures in worker processes (the defaults:
  ``AI_WORKERS`` and ``PICTURE_WORKERS`` unset, one per core);
* the same bot and tables with searches and pictures in threads (``AI_WORKERS=0``,
  ``PICTURE_WORKERS=0``), the comparison;
* on PostgreSQL, a gateway (``PLAY_AI=false``) and a real ``ROLE=worker`` process that plays
  every AI seat, the gateway painting the worker's moves when the bell rings.

SimCord normally waits for the bot to settle after each click; with AI seats
always thinking it never would, so during the measurement a click is only
delivered (that wait is test machinery, not Discord). SimCord's clock moves only when a
bot timer fires: unsettled, it stood still, then leapt 8 s in 12 ms and expired a click
acknowledged 1.3 s after delivery (Discord's 3 s run on it). So it keeps wall time here;
a click refused all the same is counted as expired ("This interaction failed": no route
shows its hand), not as a hand still owed. Pool workers are started before the
simulation: SimCord's virtual clock stalls a process spawned inside it.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import simcord

from bench.click_driver import ACK_WITHIN, CATCH_UP, Clicks, forget_requests, settle_off, wall_clock
from bench.loop_share import LoopShare
from bench.pg_acting import pg_database
from bench.stats import percentile, spread_ms, summary_ms
from bot import i18n
from bot.app import GameHostBot, create_bot
from bot.collector import OLDEST, FreezingCollector
from bot.config import Settings
from db.bell import NoBell, PgBell
from games import GAMES

TABLES = 1000  # live tables in all, AI tables included
AI_TABLES = 50  # tables where one member plays three hard AI seats
RATES = (50, 100)  # clicks per second (issue 40's goals are at 100)
SECONDS = 12.0  # measured window per rate, mode and run
RUNS = 3  # windows per rate and mode: each figure is printed as min / median / max over them
SETUP_ITERATIONS = 20  # AI moves made while the tables are dealt (the measurement uses the real hard level)
GAME = GAMES["capybara"]


async def _deal(env: Any, bot: GameHostBot, tables: int, ai_tables: int) -> tuple[dict[int, Any], list[int]]:
    """Open, fill and start the tables through slash commands and buttons, as members would."""
    guild = env.create_guild("Bench")
    channel = guild.create_text_channel("games")
    # SimCord waits after each click until the bot is idle: an AI seat's first search in a worker process
    # may take longer than its default 5 s on a loaded machine (the deal is set-up, not measured)
    env.settle_timeout = max(env.settle_timeout, 60.0)
    members: dict[int, Any] = {}
    for i in range(tables):
        host = guild.add_member(env.create_user(f"host{i}"))
        members[host.id] = host
        # No deadline: a worker process runs on the real clock, SimCord on a virtual one.
        lobby = (await host.slash(channel, "game new", game="capybara", pace="none")).response
        if i < ai_tables:
            for _ in range(3):
                asked = await host.click(lobby, label="Add AI")
                select = next(c for row in asked.response.components for c in row["components"] if c["type"] == 3)
                await host.select(asked.response, ["hard"], custom_id=select["custom_id"])
        else:
            guest = guild.add_member(env.create_user(f"guest{i}"))
            members[guest.id] = guest
            await guest.click(lobby, label="Join")
        await host.click(lobby, label="Start")
    running = [t.id for t in await bot.store.running_tables()]
    return members, running


def _rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


#: label, acks, hands, loop lags (seconds), clicks unanswered, full-collection pauses, load when the run began,
#: SQL round trips per click, where the event loop's time went
Row = tuple[str, list[float], list[float], list[float], int, list[float], float, float, LoopShare]


class FullCollections:
    """How long the event loop stopped for each full garbage collection (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.pauses: list[float] = []
        self._start = 0.0

    def __enter__(self) -> FullCollections:
        gc.callbacks.append(self._timed)
        return self

    def __exit__(self, *_: Any) -> None:
        gc.callbacks.remove(self._timed)

    def _timed(self, phase: str, info: dict[str, Any]) -> None:
        if info["generation"] != OLDEST:
            return
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.pauses.append(time.perf_counter() - self._start)


async def measure(
    tables: int = TABLES,
    ai_tables: int = AI_TABLES,
    rates: tuple[int, ...] = RATES,
    seconds: float = SECONDS,
    runs: int = RUNS,
) -> None:
    workers = os.cpu_count() or 1
    print(
        f"{tables} live tables through SimCord ({ai_tables} with three hard AI seats each), open-loop clicks;"
        f" {workers} core(s), load {os.getloadavg()[0]:.1f}"
    )
    collector = FreezingCollector()  # as `python -m bot` runs
    collector.install()
    try:
        folder = Path(tempfile.mkdtemp(prefix="gamehost-bench-"))
        one = Settings(
            _env_file=None,  # type: ignore[call-arg]
            database_path=folder / "clicks.sqlite3",
            ai_pause_seconds=0,
        )
        rows = await _one_bot(one, tables, ai_tables, rates, seconds, runs, with_threads=True)
        if os.environ.get("BENCH_GATEWAY_WORKER") == "0":
            print("  gateway + worker, PostgreSQL: skipped (BENCH_GATEWAY_WORKER=0)")
            _print_rows(rows)
            return
        async with _postgres() as url:
            if url is None:
                print("  gateway + worker: skipped (no TEST_DATABASE_URL and no PostgreSQL binaries here)")
            else:
                gateway = one.model_copy(update={"database_url": url, "play_ai": False})
                try:
                    with _worker(url):
                        rows += await _one_bot(gateway, tables, ai_tables, rates, seconds, runs, with_threads=False)
                except TimeoutError as exc:
                    # it has failed so while dealing (SimCord waiting for the gateway to go idle): say so, and
                    # keep the figures measured so far and the rest of `make bench`
                    print(f"  gateway + worker, PostgreSQL: not measured ({type(exc).__name__}: {exc})", flush=True)
        _print_rows(rows)
    finally:
        collector.uninstall()


def _print_rows(rows: list[Row]) -> None:
    print("  side by side, p99 over the runs as min / median / max (targets at 100/s: ack p99 ≤ 25 ms,")
    print("  hand p99 ≤ 100 ms, loop lag p99 ≤ 10 ms); the load is the 1-minute average when each run began:")
    by_label: dict[str, list[Row]] = {}
    for row in rows:
        by_label.setdefault(row[0].split(" · run ")[0], []).append(row)
    for label, runs in by_label.items():
        figures = "  ".join(f"{name} {spread_ms([percentile(r[i], 99) for r in runs])}" for name, i in _SERIES)
        loads = "/".join(f"{r[6]:.1f}" for r in runs)
        trips = "/".join(f"{r[7]:.1f}" for r in runs)
        simcord_share = "/".join(f"{r[8].shares()['SimCord'] * 100:.0f}" for r in runs)
        print(
            f"  {label:<40} {figures}  SQL round trips per click {trips}  SimCord's share of the loop"
            f" {simcord_share} %  (load {loads})",
            flush=True,
        )


_SERIES = (("ack", 1), ("hand", 2), ("lag", 3))


def _print_row(row: Row, caught_up: float | None, expired: int, store_line: str) -> None:
    label, latencies, hands, lags, lost, pauses, _, trips, share = row
    # SimCord counts the 3 s from a click's delivery, Discord from the click: one that fell due while the loop
    # was busy and was acknowledged more than 3 s after that would have failed in Discord
    over = sum(1 for seconds in latencies if seconds > ACK_WITHIN)
    late = f", {over} acknowledged over {ACK_WITHIN:.0f} s after the click" if over else ""
    late += f", {expired} expired (acknowledged after SimCord's {ACK_WITHIN:.0f} s: refused)" if expired else ""
    print(f"  {label:<34} ack  {summary_ms(latencies)}" + (f", {lost} unanswered" if lost else "") + late, flush=True)
    print(f"  {'':<34} hand {summary_ms(hands)}", flush=True)
    print(f"  {'':<34} lag  {summary_ms(lags)}", flush=True)
    longest = f", longest {max(pauses) * 1000:.0f} ms" if pauses else ""
    print(f"  {'':<34} full garbage collections: {len(pauses)}{longest}", flush=True)
    print(f"  {'':<34} SQL round trips per click: {trips:.1f}", flush=True)
    print(f"  {'':<34} {share.summary(len(latencies) + lost + expired)}", flush=True)
    print(f"  {'':<34} {store_line}", flush=True)
    if caught_up is None:
        print(f"  {'':<34} some hands still unanswered {CATCH_UP:.0f} s after the last click", flush=True)
    else:
        print(f"  {'':<34} every hand answered {caught_up:.1f} s after the last click", flush=True)


async def _one_bot(
    settings: Settings,
    tables: int,
    ai_tables: int,
    rates: tuple[int, ...],
    seconds: float,
    runs: int,
    *,
    with_threads: bool,
) -> list[Row]:
    """Deal the tables on one bot and measure its clicks (then again with searches and pictures in threads)."""
    where = "one process, SQLite" if settings.database_url is None else "gateway + worker, PostgreSQL"
    bot = create_bot(settings)
    assert bot.pictures.pool is not None
    if bot.service.ai_pool is not None and bot.service.plays_ai:
        await bot.service.ai_pool.warm()  # every worker starts now, outside the simulation
    await bot.pictures.pool.warm()
    bell = bot.bell
    bot.bell = NoBell()  # listening starts after the deal: SimCord waits for the bot to go idle while dealing
    # No timer polls on PostgreSQL (the deadlines' and the Notify cog's pushes'): their 15 s sleeps are shorter
    # than the deal's settle time, and SimCord waits out such sleeps in real time, so the deal's first click
    # waited on them until SimCord gave up ("did not settle while advancing time"). The tables have no
    # deadlines (pace none), the worker process polls the timers too, and this process still arms a timer for
    # every push it writes itself (a poll only finds those other processes wrote).
    bot.service.deadlines.poll = None
    bot.service.store.timer_poll = None  # read by the Notify cog as it loads
    bot.service.ai_iterations = SETUP_ITERATIONS
    rss_before = _rss_kib()
    setup = time.perf_counter()
    rows: list[Row] = []
    async with simcord.run(bot) as env:
        try:
            members, table_ids = await _deal(env, bot, tables, ai_tables)
            print(
                f"  {where}: dealt {len(table_ids)} running tables in {time.perf_counter() - setup:.0f} s;"
                f" peak RSS grew {(_rss_kib() - rss_before) / max(1, len(table_ids)):.1f} KiB per table"
                " (bot and SimCord's copy of every message)"
            )
            bot.service.ai_iterations = None  # from here the AI seats search at the real hard level
            if isinstance(bell, PgBell):
                bot.bell = bell
                play = bot.get_cog("Play")
                await bell.listen(play._rung, play.catch_up)  # type: ignore[union-attr]
                for table_id in table_ids[:ai_tables]:
                    await bell.ring(table_id)  # the worker: the AI tables were dealt while nobody listened
            forget_requests(env)
            clicks = Clicks(env, bot, members, table_ids)
            await clicks.find_hands()
            restore_settle = await settle_off(env)
            stop_clock = wall_clock(env)
            restore_adapter = clicks.patch()
            try:
                modes: list[tuple[str, Callable[[], Awaitable[None]]]] = [("processes", _noop)]
                if with_threads:
                    modes.append(("threads", _to_threads(bot)))
                for mode, switch in modes:
                    await switch()
                    await asyncio.sleep(1.0)  # the searches of the new mode get going
                    for rate in rates:
                        for run in range(1, runs + 1):
                            load = os.getloadavg()[0]
                            with FullCollections() as collections:
                                latencies, hands, lags, lost = await clicks.run(rate, seconds)
                            label = f"{where}, {mode}" if with_threads else where
                            rows.append(
                                (
                                    f"{label}, {rate}/s · run {run}",
                                    latencies,
                                    hands,
                                    lags,
                                    lost,
                                    collections.pauses,
                                    load,
                                    clicks.round_trips,
                                    clicks.share,
                                )
                            )
                            # as it comes: a long run shows what it measured
                            _print_row(rows[-1], clicks.caught_up, len(clicks.expired), clicks.store_thread.summary())
            finally:
                restore_adapter()
                stop_clock()
                restore_settle()
            texts = i18n._format.cache_info()
            found = texts.hits / max(1, texts.hits + texts.misses)
            print(
                f"  {where}: the bot's caches: {len(bot.service._states)} parsed table states and"
                f" {len(bot.service._tables)} table records (at most {bot.service._states.maxsize} each),"
                f" {texts.currsize} formatted texts (at most {texts.maxsize}, {found:.0%}"
                " found there), no Discord message cache",
                flush=True,
            )
        finally:  # closed whatever happened: an open aiosqlite thread kept the process from exiting
            await bot.service.shutdown()
            await bot.bell.close()
            with contextlib.suppress(Exception):
                await env.settle(timeout=30)  # the last repaints land before the store closes
            await bot.wind_down()
    return rows


@contextlib.asynccontextmanager
async def _postgres() -> AsyncIterator[str | None]:
    """A database of its own on TEST_DATABASE_URL or a throwaway cluster (None: no PostgreSQL here)."""
    from tests.pg_cluster import find_bin_dir

    if not (os.environ.get("TEST_DATABASE_URL") or os.environ.get("DATABASE_URL") or find_bin_dir()):
        yield None
        return
    async with pg_database() as url:
        yield url


@contextlib.contextmanager
def _worker(url: str) -> Iterator[None]:
    """A real ``ROLE=worker`` process on the database: it plays every AI seat."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update(ROLE="worker", DATABASE_URL=url, AI_PAUSE_SECONDS="0", LOG_LEVEL="WARNING")
    process = subprocess.Popen([sys.executable, "-m", "bot"], env=env)
    try:
        yield
    finally:
        process.terminate()
        process.wait(30)


async def _noop() -> None:
    return None


def _to_threads(bot: GameHostBot) -> Callable[[], Awaitable[None]]:
    async def switch() -> None:
        pool = bot.service.ai_pool
        bot.service.ai_pool = None  # searches run in asyncio.to_thread from now, as with AI_WORKERS=0
        if pool is not None:
            pool.shutdown()  # drops the queued searches: their tables' AI turns stop ...
        pictures = bot.pictures.pool
        bot.pictures.pool = None  # and pictures are drawn in a thread, as with PICTURE_WORKERS=0
        if pictures is not None:
            pictures.shutdown()
        await asyncio.sleep(0)
        for table_id in list(bot.service._ai_tasks):
            bot.service._schedule_ai(table_id)  # ... and start again, searching in threads

    return switch


if __name__ == "__main__":
    from bench.cli import POSTGRES_SETTINGS, parser

    cli = parser(
        "bench.clicks",
        __doc__,
        {"BENCH_GATEWAY_WORKER": "0: skip the gateway + worker run on PostgreSQL", **POSTGRES_SETTINGS},
    )
    cli.add_argument(
        "--small",
        action="store_true",
        help=f"a quick run: 100 tables (10 with AI), 20 clicks/s, 2 runs of 5 s (default {TABLES} tables"
        f" ({AI_TABLES} with AI), {' and '.join(map(str, RATES))} clicks/s, {RUNS} runs of {SECONDS:g} s each);"
        " the options below change any of these",
    )
    cli.add_argument("--tables", type=int, help="live tables in all, AI tables included")
    cli.add_argument("--ai-tables", type=int, help="tables where one member plays three hard AI seats")
    cli.add_argument("--rate", type=int, action="append", help="clicks per second (repeat it for several rates)")
    cli.add_argument("--seconds", type=float, help="the measured window of each run")
    cli.add_argument("--runs", type=int, help="runs per rate and set-up")
    args = cli.parse_args()
    chosen = (100, 10, (20,), 5.0, 2) if args.small else (TABLES, AI_TABLES, RATES, SECONDS, RUNS)
    tables = chosen[0] if args.tables is None else args.tables
    ai_tables = min(tables, chosen[1] if args.ai_tables is None else args.ai_tables)
    rates = chosen[2] if not args.rate else tuple(args.rate)
    seconds = chosen[3] if args.seconds is None else args.seconds
    runs = chosen[4] if args.runs is None else args.runs
    asyncio.run(measure(tables, ai_tables, rates, seconds, runs))
