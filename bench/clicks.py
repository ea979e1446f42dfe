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
from bot.app import create_bot
from bot.config import Settings
from games import GAMES

TABLES = 100
CLICKS = 600


def _controls(message: Any) -> list[dict[str, Any]]:
    found = []
    for row in message.components or []:
        for child in row.children:
            c = child.to_dict()
            if (c.get("type") == 2 and c.get("custom_id", "").startswith("act:")) or c.get("type") == 3:
                found.append(c)
    return found


async def measure(tables: int = TABLES, clicks: int = CLICKS) -> None:
    folder = Path(tempfile.mkdtemp(prefix="gamehost-bench-"))
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        database_path=folder / "clicks.sqlite3",
        ai_pause_seconds=0,
        use_threads=False,
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
        await bot.service.shutdown()
        await bot.store.close()
    print(f"Click to acknowledgement through SimCord, {tables} live tables")
    print(f"  DM button or select {summary_ms(latencies)} (target p99 ≤ 25 ms)")


if __name__ == "__main__":
    asyncio.run(measure())
