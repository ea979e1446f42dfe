"""How soon the player who clicked sees their own move while AI seats think next (issue: phones).

A Chachapoya table with one human and two normal-level AI seats, through SimCord. For each of
the human's clicks: the time until their hand is answered (the interaction response edits it)
and until the table message shows the move (its REST edit), while the AIs search in threads.
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

from bench.click_driver import move_controls
from bench.stats import summary_ms
from bot.app import create_bot
from bot.config import Settings
from games import GAMES

CLICKS = 30


async def measure(clicks: int = CLICKS) -> None:
    print("Your own move while two normal AIs play next (Chachapoya, 1 human + 2 AI, through SimCord)")
    for pause in (1.0, 0.0):
        hands, tables = await _run(clicks // 2 if pause else clicks, pause)
        when = "default 1 s AI pause" if pause else "no AI pause: the AIs search while the table repaints"
        print(f"  {when}")
        print(f"    your hand answered   {summary_ms(hands)} (target ≤ 300 ms)")
        print(f"    table message edited {summary_ms(tables)} (target ≤ 300 ms)")


async def _run(clicks: int, pause: float) -> tuple[list[float], list[float]]:
    folder = Path(tempfile.mkdtemp(prefix="gamehost-bench-"))
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        database_path=folder / "own.sqlite3",
        ai_pause_seconds=pause,
        use_threads=False,
        ai_workers=0,
        picture_workers=0,  # threads: a pool spawning workers inside SimCord stalls on its virtual clock
    )
    bot = create_bot(settings)
    game = GAMES["chachapoya"]
    hands: list[float] = []
    tables: list[float] = []
    async with simcord.run(bot, settle_timeout=30) as env:  # AI pauses and searches run in real time
        guild = env.create_guild("Bench")
        channel = guild.create_text_channel("games")
        ana = guild.add_member(env.create_user("ana"))
        rng = random.Random(2)
        stamps: dict[str, list[float]] = {"hand": [], "table": []}
        adapter = discord.webhook.async_.AsyncWebhookAdapter
        original_response = adapter.create_interaction_response
        original_edit = bot.http.edit_message

        def on_response(self: Any, *args: Any, **kwargs: Any) -> Any:
            stamps["hand"].append(time.perf_counter())
            return original_response(self, *args, **kwargs)

        def on_edit(channel_id: int, *args: Any, **kwargs: Any) -> Any:
            if channel_id == channel.id:
                stamps["table"].append(time.perf_counter())
            return original_edit(channel_id, *args, **kwargs)

        adapter.create_interaction_response = on_response  # type: ignore[method-assign]
        bot.http.edit_message = on_edit  # type: ignore[method-assign]
        try:
            while len(hands) < clicks:
                lobby = (await ana.slash(channel, "game new", game="chachapoya")).response
                for _ in range(2):
                    asked = await ana.click(lobby, label="Add AI")
                    select = next(c for row in asked.response.components for c in row["components"])
                    await ana.select(asked.response, ["normal"], custom_id=select["custom_id"])
                await ana.click(lobby, label="Start")
                table_id = (await bot.service.store.tables_in_guild(guild.id))[-1].id
                while len(hands) < clicks:
                    await bot.service.wait_idle()
                    table = await bot.service.table(table_id)
                    if table.status != "running":
                        break
                    state = await bot.service.state_of(table)
                    if 0 not in game.waiting_for(state):
                        continue
                    message = next(m for m in ana.user.dm_channel.history() if m.id == table.seats[0].dm_message_id)
                    control = rng.choice(move_controls([row.to_dict() for row in message.components]))
                    for found in stamps.values():
                        found.clear()
                    start = time.perf_counter()
                    if control["type"] == 3:
                        await ana.user.select(message, [control["options"][0]["value"]], custom_id=control["custom_id"])
                    else:
                        await ana.user.click(message, custom_id=control["custom_id"])
                    if stamps["hand"] and stamps["table"]:
                        hands.append(stamps["hand"][0] - start)
                        tables.append(stamps["table"][0] - start)
        finally:
            adapter.create_interaction_response = original_response  # type: ignore[method-assign]
            await bot.service.shutdown()
            await bot.store.close()
    return hands, tables


if __name__ == "__main__":
    from bench.cli import parser

    parser("bench.own_move", __doc__).parse_args()
    asyncio.run(measure())
