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
asyncio itself, idle) and SimCord's time per click: SimCord and the driver run in the bot's loop here, Discord
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
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import discord
import simcord
from simcord.results import ResponseMessage

from bench.loop_share import LoopShare
from bench.pg_acting import pg_database
from bench.stats import percentile, summary_ms
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
ACK_WITHIN = 3.0  # seconds Discord gives a bot to acknowledge a click
UNKNOWN_INTERACTION = 10062  # Discord's code for an interaction acknowledged after its 3 s (or never known)
CATCH_UP = 60.0  # seconds a run waits after its last click for every clicked hand to be answered
SETUP_ITERATIONS = 20  # AI moves made while the tables are dealt (the measurement uses the real hard level)
GAME = GAMES["capybara"]


def _controls(stored: Any) -> list[dict[str, Any]]:
    """The move buttons and menus of a hand in SimCord's copy of it."""
    return move_controls(stored.components or [])


def move_controls(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The move buttons and menus among ``components`` (payload dicts), wherever they sit (a V2 card nests
    its rows in a container)."""
    found = []

    def walk(components: list[dict[str, Any]]) -> None:
        for c in components:
            if (c.get("type") == 2 and c.get("custom_id", "").startswith("act:")) or c.get("type") == 3:
                found.append(c)
            walk(c.get("components", []))

    walk(components)
    return found


class Clicks:
    """Open-loop clicks on the DM hands of members whose move it is."""

    def __init__(self, env: Any, bot: GameHostBot, members: dict[int, Any], table_ids: list[int]) -> None:
        self.env, self.bot, self.members, self.table_ids = env, bot, members, table_ids
        self.rng = random.Random(7)
        self.sent: dict[int, float] = {}  # interaction id -> when the click was delivered
        self.acked: dict[int, float] = {}  # interaction id -> when the bot acknowledged it (Discord took it)
        self.expired: set[int] = set()  # interactions Discord refused to acknowledge: too late
        self.answered: dict[int, float] = {}  # interaction id -> when the bot sent the clicked hand anew
        self.tokens: dict[str, int] = {}  # interaction token -> interaction id
        self.last_click: dict[int, float] = {}  # table id -> when it was last clicked
        self.skipped = 0
        self.caught_up: float | None = None  # seconds after a run's last click until every hand was answered
        # (None: not within CATCH_UP)
        self.round_trips = 0.0  # the store's calls per click in the last run (``Store.round_trips``)
        self.share = LoopShare()  # where the event loop's time went in the last run (bench/loop_share.py)

    def patch(self) -> Callable[[], None]:
        """Time the acknowledgements and the new hands (they go through discord.py's webhook
        adapter, not bot.http): the callback, then the edit of the clicked message.

        An acknowledgement counts once Discord took it: one refused as too late is an expired click."""
        adapter = discord.webhook.async_.AsyncWebhookAdapter
        ack, edit = adapter.create_interaction_response, adapter.edit_original_interaction_response
        acked, expired, answered, tokens = self.acked, self.expired, self.answered, self.tokens

        def timed_ack(self: Any, interaction_id: int, token: str, *args: Any, **kwargs: Any) -> Any:
            asked = time.perf_counter()
            tokens[token] = int(interaction_id)

            async def taken() -> Any:
                try:
                    response = await ack(self, interaction_id, token, *args, **kwargs)
                except discord.NotFound as exc:
                    if exc.code == UNKNOWN_INTERACTION:
                        expired.add(int(interaction_id))
                    raise
                acked.setdefault(int(interaction_id), asked)
                return response

            return taken()

        def timed_edit(self: Any, application_id: int, token: str, *args: Any, **kwargs: Any) -> Any:
            if token in tokens:
                answered.setdefault(tokens[token], time.perf_counter())
            return edit(self, application_id, token, *args, **kwargs)

        adapter.create_interaction_response = timed_ack  # type: ignore[method-assign]
        adapter.edit_original_interaction_response = timed_edit  # type: ignore[method-assign]

        def restore() -> None:
            adapter.create_interaction_response = ack  # type: ignore[method-assign]
            adapter.edit_original_interaction_response = edit  # type: ignore[method-assign]

        return restore

    async def find_hands(self) -> None:
        """Where each table's human hands are (read once: choosing a click must not load the bot's store)."""
        self.hands: dict[int, list[tuple[int, int, int]]] = {}
        for table_id in self.table_ids:
            table = await self.bot.service.table(table_id)
            self.hands[table_id] = [
                (s.user_id, s.dm_channel_id, s.dm_message_id)
                for s in table.humans
                if s.user_id is not None and s.dm_channel_id is not None and s.dm_message_id is not None
            ]

    async def _target(self) -> tuple[Any, Any, dict[str, Any]] | None:
        """A member whose move it is (their DM hand shows controls) and a control on it (None: none found quickly).

        Read from SimCord's copy of the DMs, as a player's screen: asking the bot's service here would
        put the benchmark's own database reads on the loop it measures (on PostgreSQL, dozens per click)."""
        now = time.perf_counter()
        for _ in range(50):
            table_id = self.rng.choice(self.table_ids)
            if now - self.last_click.get(table_id, -9.0) < 3.0:
                continue  # its hands may not be repainted yet
            for user_id, channel_id, message_id in self.hands[table_id]:
                try:
                    stored = self.env.backend.get_message(channel_id, message_id)
                except Exception:  # SimCord's "unknown message": no hand to click there
                    continue
                controls = _controls(stored)
                if controls:
                    self.last_click[table_id] = now
                    return self.members[user_id], ResponseMessage(self.env, stored), self.rng.choice(controls)
        return None

    async def click_one(self, due: float) -> bool:
        """Click at ``due`` (perf_counter seconds): latency counts from then, so a click that falls due
        while the loop is busy (a long garbage collection, a slow callback) waits as it would in Discord."""
        target = await self._target()
        if target is None:
            self.skipped += 1
            return False
        member, message, control = target
        start = min(due, time.perf_counter())
        if control["type"] == 3:
            value = control["options"][self.rng.randrange(len(control["options"]))]["value"]
            result = await member.user.select(message, [value], custom_id=control["custom_id"])
        else:
            result = await member.user.click(message, custom_id=control["custom_id"])
        self.sent[int(result._interaction.id)] = start
        return True

    async def run(self, rate: float, seconds: float) -> tuple[list[float], list[float], list[float], int]:
        """Clicks at ``rate`` per second for ``seconds``: acknowledgement latencies, new-hand latencies,
        loop lags, clicks never acknowledged, expired ones apart (those are in ``expired``; and in ``share``,
        where the loop's time went)."""
        self.sent.clear()
        self.acked.clear()
        self.expired.clear()
        self.answered.clear()
        self.tokens.clear()
        lags: list[float] = []
        stop = asyncio.Event()
        sampler = asyncio.ensure_future(_lag(lags, stop))
        trips_before = self.bot.store.round_trips
        # the clicks' shares, SimCord's time through the catch-up too (the last run's classifier: its cache is warm)
        with LoopShare(self.share.classifier) as self.share:
            begin = time.perf_counter()
            due = begin
            while due - begin < seconds:
                due += self.rng.expovariate(rate)
                delay = due - time.perf_counter()
                if delay > 0:
                    await asyncio.sleep(delay)
                await self.click_one(due)
                _forget_requests(self.env)
            self.share.end_window()
            # Every click's hand is waited for (up to CATCH_UP seconds), so the next run starts from a bot that
            # has caught up: with 10 s here, a backlog carried into the next run (its ack p99 grew run after
            # run) and hands later than that fell out of the sample (some runs printed none at all).
            ended = time.perf_counter()
            while time.perf_counter() - ended < CATCH_UP:
                if self._all_answered():
                    break
                await asyncio.sleep(0.05)
        everyone = self._all_answered()
        self.caught_up = time.perf_counter() - ended if everyone else None
        self.round_trips = (self.bot.store.round_trips - trips_before) / max(1, len(self.sent))
        stop.set()
        await sampler
        latencies = [self.acked[i] - t for i, t in self.sent.items() if i in self.acked]
        hands = [self.answered[i] - t for i, t in self.sent.items() if i in self.answered]
        return latencies, hands, lags, len(self.sent) - len(latencies) - len(self.expired)

    def _all_answered(self) -> bool:
        """Every click's hand shown, or its click expired (no route shows that hand: Discord said "This
        interaction failed" and the bot stops there; the move was not made)."""
        return all(i in self.expired or (i in self.acked and i in self.answered) for i in self.sent)


def _forget_requests(env: Any) -> None:
    """Empty SimCord's log of requests and its transcript: test machinery (a deep copy of every request,
    kept for assertions) that grows with every move; Discord keeps no such thing in the bot's process."""
    env.backend.http_requests.clear()
    env.backend.transcript.clear()


async def _lag(lags: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        t = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append(time.perf_counter() - t - 0.01)


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


def _wall_clock(env: Any) -> Callable[[], None]:
    """Keep SimCord's clock in step with the wall clock, as Discord's is (see the module docstring):
    moved on every 10 ms, never back (a bot timer firing may have moved it already)."""
    clock = env.backend.clock
    began, base = time.perf_counter(), clock.elapsed

    async def tick() -> None:
        while True:
            behind = base + (time.perf_counter() - began) - clock.elapsed
            if behind > 0:
                env.backend.advance_clock(behind)
            await asyncio.sleep(0.01)

    return asyncio.ensure_future(tick()).cancel


async def _settle_off(env: Any) -> Callable[[], None]:
    """Deliver clicks without SimCord's wait for the whole bot to go idle (AIs never do)."""
    original = env._settle_internal

    async def delivered(**_: Any) -> None:
        await asyncio.sleep(0)

    env._settle_internal = delivered

    def restore() -> None:
        env._settle_internal = original

    return restore


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
        figures = "  ".join(f"{name} {_spread([percentile(r[i], 99) for r in runs])}" for name, i in _SERIES)
        loads = "/".join(f"{r[6]:.1f}" for r in runs)
        trips = "/".join(f"{r[7]:.1f}" for r in runs)
        simcord_share = "/".join(f"{r[8].shares()['SimCord'] * 100:.0f}" for r in runs)
        print(
            f"  {label:<40} {figures}  SQL round trips per click {trips}  SimCord's share of the loop"
            f" {simcord_share} %  (load {loads})",
            flush=True,
        )


_SERIES = (("ack", 1), ("hand", 2), ("lag", 3))


def _spread(values: list[float]) -> str:
    """min / median / max in milliseconds."""
    ordered = sorted(values)
    return "/".join(f"{v * 1000:.1f}" for v in (ordered[0], statistics.median(ordered), ordered[-1])) + " ms"


def _print_row(row: Row, caught_up: float | None, expired: int) -> None:
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
            _forget_requests(env)
            clicks = Clicks(env, bot, members, table_ids)
            await clicks.find_hands()
            restore_settle = await _settle_off(env)
            stop_clock = _wall_clock(env)
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
                            _print_row(rows[-1], clicks.caught_up, len(clicks.expired))
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
