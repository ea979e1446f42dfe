"""Click-to-acknowledgement latency through SimCord with many live tables.

The real bot runs against SimCord; members press controls in their DM hands
across 100 running Capybara tables. Latency runs from the click being sent to
the bot's interaction callback request (the acknowledgement Discord waits 3 s for).
"""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from pathlib import Path
from typing import Any

import discord
import simcord

from bench.stats import summary_ms
from bot.ai_pool import AiPool
from bot.app import create_bot
from bot.config import Settings
from games import GAMES
from games.ai import choose_action
from games.testing import awaited_states

TABLES = 100
CLICKS = 600
AI_SEARCHES = 4


def _controls(message: Any) -> list[dict[str, Any]]:
    found = []
    for row in message.components or []:
        for child in row.children:
            c = child.to_dict()
            if (c.get("type") == 2 and c.get("custom_id", "").startswith("act:")) or c.get("type") == 3:
                found.append(c)
    return found


class SearchLoad:
    """``searches`` hard AI searches kept running, in the process pool or in threads."""

    def __init__(self, searches: int, pool: AiPool | None) -> None:
        self.searches, self.pool, self.done = searches, pool, 0
        self.state, self.seat = awaited_states(GAMES["capybara"], 1)[0]
        self._tasks: list[asyncio.Task[None]] = []
        self._stop = False

    async def _one(self, i: int) -> None:
        game = GAMES["capybara"]
        while not self._stop:
            if self.pool is not None:
                await self.pool.choose("capybara", game.dump_state(self.state), self.seat, "hard", i, None)
            else:
                await asyncio.to_thread(choose_action, game, self.state, self.seat, level="hard", seed=i)
            self.done += 1

    def start(self) -> None:
        self._tasks = [asyncio.ensure_future(self._one(i)) for i in range(self.searches)]

    async def stop(self) -> None:
        self._stop = True
        await asyncio.gather(*self._tasks)


async def _lag(lags: list[float], stop: asyncio.Event) -> None:
    """Event-loop lag: how late a 10 ms timer fires."""
    while not stop.is_set():
        t = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append(time.perf_counter() - t - 0.01)


async def measure(tables: int = TABLES, clicks: int = CLICKS) -> None:
    print(f"Click to acknowledgement through SimCord, {tables} live tables")
    await _measure(tables, clicks, None, "DM button or select")
    pool = AiPool(AI_SEARCHES)
    load = SearchLoad(AI_SEARCHES, pool)
    await asyncio.gather(
        *(
            pool.choose("capybara", GAMES["capybara"].dump_state(load.state), load.seat, "normal", i, 20)
            for i in range(AI_SEARCHES)
        )
    )  # workers start outside SimCord (its clock stalls a spawn)
    await _measure(tables, clicks // 2, load, f"+{AI_SEARCHES} hard AIs, pool")
    pool.shutdown()
    await _measure(tables, clicks // 6, SearchLoad(AI_SEARCHES, None), f"+{AI_SEARCHES} hard AIs, thread")


async def _measure(tables: int, clicks: int, load: SearchLoad | None, label: str) -> None:
    folder = Path(tempfile.mkdtemp(prefix="gamehost-bench-"))
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        database_path=folder / "clicks.sqlite3",
        ai_pause_seconds=0,
        use_threads=False,
        ai_workers=0,  # the bot's own seats are human here; the search load brings its own pool
    )
    bot = create_bot(settings)
    game = GAMES["capybara"]
    async with simcord.run(bot) as env:
        guild = env.create_guild("Bench")
        channel = guild.create_text_channel("games")
        ana = guild.add_member(env.create_user("ana"))
        bo = guild.add_member(env.create_user("bo"))
        members = {ana.id: ana, bo.id: bo}
        for _ in range(tables):
            lobby = (await ana.slash(channel, "game new", game="capybara")).response
            await bo.click(lobby, label="Join")
            await ana.click(lobby, label="Start")

        # Interaction callbacks go through discord.py's webhook adapter, not bot.http.
        acks: list[float] = []
        adapter = discord.webhook.async_.AsyncWebhookAdapter
        original = adapter.create_interaction_response

        def timed(self: Any, *args: Any, **kwargs: Any) -> Any:
            acks.append(time.perf_counter())
            return original(self, *args, **kwargs)

        adapter.create_interaction_response = timed  # type: ignore[method-assign]
        rng = random.Random(1)
        latencies: list[float] = []
        lags: list[float] = []
        stop = asyncio.Event()
        lagger = asyncio.ensure_future(_lag(lags, stop))
        if load is not None:
            load.start()
        for _ in range(clicks):
            table = await bot.service.table(rng.randrange(1, tables + 1))
            if table.status != "running":
                continue
            state = await bot.service.state_of(table)
            seat = table.seats[sorted(game.waiting_for(state))[0]]
            member = members[seat.user_id]  # type: ignore[index]
            message = next(m for m in member.user.dm_channel.history() if m.id == seat.dm_message_id)
            control = rng.choice(_controls(message))
            acks.clear()
            start = time.perf_counter()
            if control["type"] == 3:
                await member.user.select(message, [control["options"][0]["value"]], custom_id=control["custom_id"])
            else:
                await member.user.click(message, custom_id=control["custom_id"])
            latencies.append(acks[0] - start)
        adapter.create_interaction_response = original  # type: ignore[method-assign]
        stop.set()
        await lagger
        if load is not None:
            await load.stop()
        await bot.service.shutdown()
        await bot.store.close()
    print(f"  {label:<24} {summary_ms(latencies)} (target p99 ≤ 25 ms)")
    print(f"  {'  event-loop lag':<24} {summary_ms(lags)} (target p99 ≤ 10 ms)")


if __name__ == "__main__":
    asyncio.run(measure())
