"""The offline playground: the real bot against SimCord's simulated Discord.

A local test drive, not a deployment: no token, no network. It opens a browser
preview on 127.0.0.1 with a demo server, a #games channel and three members;
switch "Viewing as" in the page to play each of them (My hand shows their cards).

The page shows one channel, so the bot runs with ``Settings.playground``: its
text sends players to My hand (not to DMs they cannot open), links nowhere
outside the page, and shows deadlines as times of day, since the simulated clock
and the browser's disagree about "now". Play-by-play lines go to a thread on the
table message, so the table stays at the bottom of the channel instead of
scrolling away behind "Load earlier messages".
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import shutil
import signal
import tempfile
import threading
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.app import GameHostBot, create_bot
from bot.config import Settings

MEMBERS = ("Ana", "Bruno", "Chloé")
WELCOME = (
    "\nOffline playground: a local test drive of the real bot, with no Discord account.\n"
    "In the page, type /game new in #games, switch 'Viewing as' to join as each member,\n"
    "and press My hand on the table to see your cards and play (the page shows #games only;\n"
    "a table's play-by-play thread and the DMs open from here after 'End preview session')."
)

#: how long the page waits for a click's work to settle (SimCord's default is 5 s). Its work is the whole
#: reply, AI seats' moves included: four hard AI seats think for about 8 s. Past this the page said
#: "Action outcome uncertain" and showed the next decision only after **Refresh preview** (issue 29).
PAGE_SETTLE_SECONDS = 30.0

#: start-up lines that are true of SimCord, not of anything a newcomer must fix
QUIET = (
    "is not installed, voice will NOT be supported",  # PyNaCl, davey: the bot uses no voice
    "intent seems to be disabled",  # SimCord's simulated gateway, not the Developer Portal
    "logging in using static token",  # there is no token: SimCord stands in for Discord
)


class QuietStartup(logging.Filter):
    """Drops the start-up warnings that would alarm a newcomer for no reason in the playground."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not record.name.startswith("discord"):
            return True
        message = record.getMessage()
        return not any(part in message for part in QUIET)


def quiet_startup_logs() -> None:
    """The playground and a worker (no voice, no gateway): filter those lines on every handler of the root logger."""
    for handler in logging.getLogger().handlers:
        handler.addFilter(QuietStartup())


def playground_settings(settings: Settings, folder: Path) -> Settings:
    """The bot's settings in the playground: a throwaway database and page-friendly text."""
    return settings.model_copy(
        update={
            "database_path": folder / "playground.sqlite3",
            "database_url": None,  # throwaway means the SQLite file here, even when DATABASE_URL names a server
            "use_threads": True,  # the page shows a table's thread; lines there leave the table in view
            # The page shows a click's outcome only once the bot has settled, AI replies included: a pause
            # between AI moves would only keep the page on "Completing action…" longer.
            "ai_pause_seconds": 0.0,
            "undo_grace_seconds": 0.0,  # likewise: the Undo is there until the AI answers, at once here
            "dev_guild_id": None,
            "playground": True,
        }
    )


@dataclass
class PlaygroundWorld:
    env: Any
    guild: Any
    channel: Any
    members: list[Any]


def build_world(env: Any) -> PlaygroundWorld:
    """The demo server: Game Night with #games and three members."""
    guild = env.create_guild("Game Night")
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name.lower(), global_name=name)) for name in MEMBERS]
    return PlaygroundWorld(env, guild, channel, members)


@contextlib.contextmanager
def temporary_folder() -> Iterator[Path]:
    """A folder for the playground's database, removed on every way out (Ctrl-C included)."""
    folder = Path(tempfile.mkdtemp(prefix="gamehost-playground-"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


async def ask(prompt: str) -> str:
    """A line from the terminal; "" at end of input. A daemon thread, so Ctrl-C never waits for Enter."""
    loop = asyncio.get_running_loop()
    answer: asyncio.Future[str] = loop.create_future()

    def read() -> None:
        try:
            line = input(prompt)
        except (EOFError, OSError):
            line = ""
        loop.call_soon_threadsafe(lambda: answer.done() or answer.set_result(line))

    threading.Thread(target=read, daemon=True).start()
    return await answer


def places(world: PlaygroundWorld) -> dict[str, tuple[str, Any, list[Any]]]:
    """What the page can show, one at a time: key -> (name, channel, viewers)."""
    shown: dict[str, tuple[str, Any, list[Any]]] = {"g": ("#games", world.channel, world.members)}
    for number, thread in enumerate(world.channel.threads, start=1):
        shown[str(number)] = (f"the thread '{thread.name}'", thread, world.members)
    for member in world.members:
        user = member.user
        shown[(user.name or "?")[:1].lower()] = (f"{user.global_name}'s DMs", user.dm_channel, [user])
    return shown


async def serve_pages(world: PlaygroundWorld, settings: Settings) -> None:
    """Open #games in the browser preview, then whatever the person picks, until they stop."""
    print(WELCOME, flush=True)
    name, channel, viewers = "#games", world.channel, world.members
    while True:
        preview = world.env.preview(channel, viewers=viewers, layout="channel", port=settings.playground_port)
        async with preview:
            print(f"\n{name} preview: {preview.url}\n(open it in a browser on this machine)", flush=True)
            await preview.wait_closed()
        menu = places(world)
        print("\nThe page shows one place at a time:", flush=True)
        for key, (label, _, _) in menu.items():
            print(f"  {key}: {label}", flush=True)
        choice = menu.get((await ask("Open which? [Enter: stop] > ")).strip().lower())
        if choice is None:
            return
        name, channel, viewers = choice


async def warm_pools(bot: GameHostBot) -> None:
    """Start the AI and picture workers before the simulated clock runs.

    A pool started inside the simulation works too (``bot.workers`` starts its workers outside the
    simulated clock), but starting the fork server and importing every game there takes a second or
    two, and the first click would wait for it with the page on "Completing action…".
    """
    pools = [pool for pool in (bot.service.ai_pool, bot.pictures.pool) if pool is not None]
    await asyncio.gather(*(pool.warm() for pool in pools))


Serve = Callable[[PlaygroundWorld, Settings], Awaitable[None]]


async def run_playground(settings: Settings, serve: Serve = serve_pages) -> None:
    """Build the demo world, let ``serve`` run it (the browser, or a test), then clean up."""
    import simcord  # the test harness doubles as the playground's Discord

    main = asyncio.current_task()
    loop = asyncio.get_running_loop()
    previous = signal.getsignal(signal.SIGTERM)
    with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # not on Windows, nor off main thread
        assert main is not None
        loop.add_signal_handler(signal.SIGTERM, main.cancel)  # `kill`, `timeout`: leave as tidily as Ctrl-C
    try:
        with temporary_folder() as folder:
            settings = playground_settings(settings, folder)
            bot = create_bot(settings)
            try:
                await warm_pools(bot)
                async with simcord.run(bot, settle_timeout=PAGE_SETTLE_SECONDS) as env:
                    try:
                        await serve(build_world(env), settings)
                    finally:
                        await bot.wind_down()  # timers stopped, painters landed, the store closed
            finally:
                await bot.store.close()  # before the folder goes (closed already unless the start failed)
    finally:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.remove_signal_handler(signal.SIGTERM)
            signal.signal(signal.SIGTERM, signal.SIG_DFL if previous is None else previous)
