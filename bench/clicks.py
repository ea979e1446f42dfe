"""A thousand live tables in one process: click-to-acknowledgement while AI seats think.

The real bot runs against SimCord with ``TABLES`` running Capybara tables, each
played by its own two members, plus ``AI_TABLES`` tables where one member plays
three ``hard`` AI seats. Clicks arrive open-loop (Poisson, at a fixed rate,
whether or not earlier clicks were answered) on the DM hands of members whose
move it is, the AI tables' members included, so the AI seats keep searching at
the real hard budget for the whole run.

Latency runs from the click being delivered to the bot's interaction callback
request (the acknowledgement Discord waits 3 s for). Event-loop lag is how late a
10 ms timer fires. The same bot and tables are measured with the AI searches in
worker processes (the defaults: ``AI_WORKERS`` and ``PICTURE_WORKERS`` unset, one per
core) and then in threads (``AI_WORKERS=0``, ``PICTURE_WORKERS=0``).

SimCord normally waits for the bot to settle after each click; with AI seats
always thinking it never would, so during the measurement a click is only
delivered (that wait is test machinery, not Discord). Pool workers are started
before the simulation: SimCord's virtual clock stalls a process spawned inside it.
"""

from __future__ import annotations

import asyncio
import os
import random
import resource
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import simcord
from simcord.results import ResponseMessage

from bench.stats import summary_ms
from bot.app import GameHostBot, create_bot
from bot.config import Settings
from games import GAMES

TABLES = 1000  # live tables in all, AI tables included
AI_TABLES = 50  # tables where one member plays three hard AI seats
RATES = (20, 50)  # clicks per second
SECONDS = 12.0  # measured window per rate and mode
SETUP_ITERATIONS = 20  # AI moves made while the tables are dealt (the measurement uses the real hard level)
GAME = GAMES["capybara"]


def _controls(stored: Any) -> list[dict[str, Any]]:
    found = []
    for row in stored.components or []:
        for c in row.get("components", []):
            if (c.get("type") == 2 and c.get("custom_id", "").startswith("act:")) or c.get("type") == 3:
                found.append(c)
    return found


class Clicks:
    """Open-loop clicks on the DM hands of members whose move it is."""

    def __init__(self, env: Any, bot: GameHostBot, members: dict[int, Any], table_ids: list[int]) -> None:
        self.env, self.bot, self.members, self.table_ids = env, bot, members, table_ids
        self.rng = random.Random(7)
        self.sent: dict[int, float] = {}  # interaction id -> when the click was delivered
        self.acked: dict[int, float] = {}  # interaction id -> when the bot acknowledged it
        self.last_click: dict[int, float] = {}  # table id -> when it was last clicked
        self.skipped = 0

    def patch(self) -> Callable[[], None]:
        """Time the acknowledgements (they go through discord.py's webhook adapter, not bot.http)."""
        adapter = discord.webhook.async_.AsyncWebhookAdapter
        original = adapter.create_interaction_response
        acked = self.acked

        def timed(self: Any, interaction_id: int, *args: Any, **kwargs: Any) -> Any:
            acked.setdefault(int(interaction_id), time.perf_counter())
            return original(self, interaction_id, *args, **kwargs)

        adapter.create_interaction_response = timed  # type: ignore[method-assign]

        def restore() -> None:
            adapter.create_interaction_response = original  # type: ignore[method-assign]

        return restore

    async def _target(self) -> tuple[Any, Any, dict[str, Any]] | None:
        """A member whose move it is, their DM hand and a control on it (None: none found quickly)."""
        service = self.bot.service
        now = time.perf_counter()
        for _ in range(50):
            table_id = self.rng.choice(self.table_ids)
            if now - self.last_click.get(table_id, -9.0) < 3.0:
                continue  # its hand may not be repainted yet
            table = await service.table(table_id)
            if table.status != "running":
                continue
            state = await service.state_of(table)
            humans = [table.seats[s] for s in sorted(GAME.waiting_for(state)) if not table.seats[s].is_ai]
            if not humans or humans[0].dm_message_id is None:
                continue
            seat = humans[0]
            stored = self.env.backend.get_message(seat.dm_channel_id, seat.dm_message_id)
            controls = _controls(stored)
            if not controls:
                continue
            self.last_click[table_id] = now
            return self.members[seat.user_id], ResponseMessage(self.env, stored), self.rng.choice(controls)
        return None

    async def click_one(self) -> bool:
        target = await self._target()
        if target is None:
            self.skipped += 1
            return False
        member, message, control = target
        start = time.perf_counter()
        if control["type"] == 3:
            value = control["options"][self.rng.randrange(len(control["options"]))]["value"]
            result = await member.user.select(message, [value], custom_id=control["custom_id"])
        else:
            result = await member.user.click(message, custom_id=control["custom_id"])
        self.sent[int(result._interaction.id)] = start
        return True

    async def run(self, rate: float, seconds: float) -> tuple[list[float], list[float], int]:
        """Clicks at ``rate`` per second for ``seconds``: latencies, loop lags, clicks never answered."""
        self.sent.clear()
        self.acked.clear()
        lags: list[float] = []
        stop = asyncio.Event()
        sampler = asyncio.ensure_future(_lag(lags, stop))
        begin = time.perf_counter()
        due = begin
        while due - begin < seconds:
            due += self.rng.expovariate(rate)
            delay = due - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            await self.click_one()
        # the last clicks are answered within seconds even in the slowest mode
        for _ in range(200):
            if all(i in self.acked for i in self.sent):
                break
            await asyncio.sleep(0.05)
        stop.set()
        await sampler
        latencies = [self.acked[i] - t for i, t in self.sent.items() if i in self.acked]
        return latencies, lags, len(self.sent) - len(latencies)


async def _lag(lags: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        t = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append(time.perf_counter() - t - 0.01)


async def _deal(env: Any, bot: GameHostBot, tables: int, ai_tables: int) -> tuple[dict[int, Any], list[int]]:
    """Open, fill and start the tables through slash commands and buttons, as members would."""
    guild = env.create_guild("Bench")
    channel = guild.create_text_channel("games")
    members: dict[int, Any] = {}
    for i in range(tables):
        host = guild.add_member(env.create_user(f"host{i}"))
        members[host.id] = host
        lobby = (await host.slash(channel, "game new", game="capybara")).response
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


async def _settle_off(env: Any) -> Callable[[], None]:
    """Deliver clicks without SimCord's wait for the whole bot to go idle (AIs never do)."""
    original = env._settle_internal

    async def delivered(**_: Any) -> None:
        await asyncio.sleep(0)

    env._settle_internal = delivered

    def restore() -> None:
        env._settle_internal = original

    return restore


async def measure(
    tables: int = TABLES, ai_tables: int = AI_TABLES, rates: tuple[int, ...] = RATES, seconds: float = SECONDS
) -> None:
    workers = os.cpu_count() or 1
    print(
        f"{tables} live tables in one process through SimCord ({ai_tables} with three hard AI seats each),"
        f" open-loop clicks; AI searches and pictures in {workers} worker process(es) each, then in threads;"
        f" load {os.getloadavg()[0]:.1f}"
    )
    folder = Path(tempfile.mkdtemp(prefix="gamehost-bench-"))
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        database_path=folder / "clicks.sqlite3",
        ai_pause_seconds=0,
        ai_workers=workers,
    )
    bot = create_bot(settings)
    assert bot.service.ai_pool is not None and bot.pictures.pool is not None
    await bot.service.ai_pool.warm()  # every worker starts now, outside the simulation
    await bot.pictures.pool.warm()
    bot.service.ai_iterations = SETUP_ITERATIONS
    rss_before = _rss_kib()
    setup = time.perf_counter()
    async with simcord.run(bot) as env:
        members, table_ids = await _deal(env, bot, tables, ai_tables)
        print(
            f"  dealt {len(table_ids)} running tables in {time.perf_counter() - setup:.0f} s;"
            f" peak RSS grew {(_rss_kib() - rss_before) / max(1, len(table_ids)):.1f} KiB per table"
            " (bot and SimCord's copy of every message)"
        )
        bot.service.ai_iterations = None  # from here the AI seats search at the real hard level
        clicks = Clicks(env, bot, members, table_ids)
        restore_settle = await _settle_off(env)
        restore_adapter = clicks.patch()
        try:
            rows: list[tuple[str, list[float], list[float], int]] = []
            modes: list[tuple[str, Callable[[], Awaitable[None]]]] = [
                ("processes", _noop),
                ("threads", _to_threads(bot)),
            ]
            for mode, switch in modes:
                await switch()
                await asyncio.sleep(1.0)  # the searches of the new mode get going
                for rate in rates:
                    latencies, lags, lost = await clicks.run(rate, seconds)
                    rows.append((f"{mode}, {rate}/s", latencies, lags, lost))
        finally:
            restore_adapter()
            restore_settle()
        thinking = sum(1 for t in bot.service._ai_tasks.values() if not t.done())
        await bot.service.shutdown()
        await env.settle(timeout=30)  # the last repaints land before the store closes
        bot.pictures.shutdown()
        await bot.store.close()
    for label, latencies, lags, lost in rows:
        print(f"  {label:<14} ack  {summary_ms(latencies)}" + (f", {lost} unanswered" if lost else ""))
        print(f"  {'':<14} lag  {summary_ms(lags)}")
    print(f"  targets: ack p99 ≤ 25 ms, loop lag p99 ≤ 10 ms; AI tables still thinking at the end: {thinking}")


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
    import sys

    small = "--small" in sys.argv
    asyncio.run(measure(100, 10, (20,), 5.0) if small else measure())
