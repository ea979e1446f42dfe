"""The offline playground: the real bot against SimCord's simulated Discord.

A local test drive, not a deployment: no token, no network. It opens a browser
preview on 127.0.0.1 with a demo server, a #games channel and three members;
switch "Viewing as" in the page to play each of them (My hand shows their cards).
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from bot.app import create_bot
from bot.config import Settings

MEMBERS = ("Ana", "Bruno", "Chloé")


async def run_playground(settings: Settings) -> None:
    import simcord  # the test harness doubles as the playground's Discord

    folder = Path(tempfile.mkdtemp(prefix="gamehost-playground-"))
    settings = settings.model_copy(
        update={"database_path": folder / "playground.sqlite3", "use_threads": False, "dev_guild_id": None}
    )
    bot = create_bot(settings)
    async with simcord.run(bot) as env:
        guild = env.create_guild("Game Night")
        channel = guild.create_text_channel("games")
        members = [guild.add_member(env.create_user(name.lower(), global_name=name)) for name in MEMBERS]
        print(
            "\nOffline playground: a local test drive of the real bot, with no Discord account.\n"
            "In the page, type /game new in #games, switch 'Viewing as' to join as each member,\n"
            "and use My hand to play. Press 'End preview session' in the page to stop.",
            flush=True,
        )
        while True:
            preview = env.preview(channel, viewers=members, layout="channel", port=settings.playground_port)
            async with preview:
                print(f"\n#games preview: {preview.url}\n(open it in a browser on this machine)", flush=True)
                await preview.wait_closed()
            try:
                answer = await asyncio.to_thread(input, "Open #games again? [y/N] > ")
            except EOFError:
                break
            if answer.strip().lower()[:1] != "y":
                break
        await bot.service.shutdown()
        await bot.store.close()
