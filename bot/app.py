"""The Discord client: builds the store and the table service, loads the cogs."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
from collections.abc import Awaitable, Callable

import discord
from discord.ext import commands

from bot import i18n, late_answers
from bot.ai_pool import AiPool
from bot.config import Settings
from bot.pictures import Pictures
from bot.service import TableService
from bot.shards import Shards
from cogs.language import Languages
from cogs.options import CheckedTree
from cogs.translator import CatalogueTranslator
from db import make_store
from db.bell import make_bell

log = logging.getLogger(__name__)

EXTENSIONS = (
    "cogs.lobby",
    "cogs.play",
    "cogs.notify",
    "cogs.history",
    "cogs.settings",
    "cogs.clock",
    "cogs.privacy",
    "cogs.following",
    "cogs.undo",
    "cogs.admin",
    "cogs.tournaments",
    "cogs.seasons",
    "cogs.hints",
    "cogs.learn",
)


class GameHostBot(commands.Bot):
    """The game host. ``service`` is the application core the cogs call."""

    def __init__(self, settings: Settings) -> None:
        late_answers.install()  # a click answered after Discord's 3 s is logged as a warning
        # Slash commands, buttons and DMs need no privileged intent, and of the others only ``guilds`` (the servers,
        # channels and threads the bot paints in): interactions come whatever the intents. Without the messages,
        # typing and reactions intents of ``Intents.default()``, Discord no longer sends the bot every message,
        # edit, keystroke and reaction in every channel it can see (its own table and hand edits included) for
        # discord.py to parse and drop: at 100 clicks a second that parsing was 4 % of the event loop's work.
        intents = discord.Intents.none()
        intents.guilds = True
        # Privileged: enable it in the Developer Portal too. Lets a player who leaves the server leave their games.
        intents.members = settings.members_intent
        self.shard_plan = Shards.parse(settings.shard_count, settings.shard_ids)
        if settings.role == "worker":
            self.shard_plan = Shards(settings.shard_count, ())  # no gateway: it paints no table
        sharding: dict[str, object] = {}
        if isinstance(self, commands.AutoShardedBot):
            sharding = {"shard_count": self.shard_plan.count, "shard_ids": list(self.shard_plan.ids)}
        # max_messages=None: no cache of Discord messages. Tables and hands are edited by id and no listener reads
        # a cached message; the cache's linear search on every message event was 5 % of the loop at 50 clicks/s.
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            max_messages=None,
            tree_cls=CheckedTree,  # slash options outside what a command declares are refused
            # nothing the bot sends pings anyone unless the message names whom (cogs.ui.pinging): a
            # member's name or a typed option spelling out <@id> or @everyone stays text
            allowed_mentions=discord.AllowedMentions.none(),
            **sharding,
        )
        self.settings = settings
        self.store = make_store(settings.database_url, settings.database_path)
        self.service = TableService(
            self.store,
            clock=discord.utils.utcnow,
            ai_pause=settings.ai_pause_seconds,
            undo_grace=settings.undo_grace_seconds,
            ai_iterations=settings.ai_iterations,
            ai_pool=None if settings.ai_workers == 0 else AiPool(settings.ai_workers),
            plays_ai=settings.play_ai or settings.role == "worker",
        )
        self.pictures = Pictures(settings.picture_workers)
        self.languages = Languages(self.store)  # members' languages, for private texts
        self.server_languages: dict[int, str] = {}  # servers' languages chosen in /game config (cogs.admin)
        self.bell = make_bell(settings.database_url)  # tells the painting process of changes made here
        #: why the bot stopped itself (the store found its database damaged after it opened), else None;
        #: ``python -m bot`` exits with it as its one line
        self.stopped_because: str | None = None
        self._stopping: asyncio.Task[None] | None = None  # the close it started (held: a task nobody holds may vanish)
        self._teardowns: list[Callable[[GameHostBot], Awaitable[None]]] = []  # the cog modules' (add_cog_module)

    async def setup_hook(self) -> None:
        await self.store.open()
        # Read every catalogue now (about a second per language): done lazily, the first click in each
        # language would wait for it and could miss Discord's 3-second window.
        await asyncio.to_thread(i18n.warm)
        for extension in EXTENSIONS:
            await self.add_cog_module(extension)
        await self.tree.set_translator(CatalogueTranslator())  # command names in each member's Discord language
        if 0 not in self.shard_plan.ids:
            log.info("slash commands are synced by the process holding shard 0")  # once, not once per process
        else:
            if self.settings.dev_guild_id:
                guild = discord.Object(id=self.settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
            else:
                synced = await self.tree.sync()
            log.info("synced %d slash command(s)", len(synced))
        self.service.start_resume()  # in the background: clicks are answered meanwhile
        if self.store.page_check is not None:  # a large file after a crash: read while the bot serves
            # heard here, once set up: a close while the cogs still load would fail their loading instead
            loop = asyncio.get_running_loop()
            self.store.page_check.when_done(lambda found: self._tell_loop(loop, found))

    async def add_cog_module(self, name: str) -> None:
        """What discord.py's ``load_extension(name)`` does, the module imported once per process.

        ``load_extension`` runs the module anew for each bot (so that it can be reloaded), compiling its
        source again when no bytecode is cached (``PYTHONDONTWRITEBYTECODE``): 24 ms of CPU for the cogs,
        half of each start of a bot, which the test suite does hundreds of times. A bot process starts one
        bot and never reloads a cog. The module's ``teardown`` runs when the bot winds down, as
        ``unload_extension`` would run it.
        """
        module = importlib.import_module(name)
        await module.setup(self)
        teardown = getattr(module, "teardown", None)
        if teardown is not None:
            self._teardowns.append(teardown)

    def _tell_loop(self, loop: asyncio.AbstractEventLoop, found: str | None) -> None:  # in the check's thread
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: the bot has stopped anyway
            loop.call_soon_threadsafe(self._stop_if_damaged, found)

    def _stop_if_damaged(self, found: str | None) -> None:
        if found is None or self.is_closed():
            return
        # The store refuses writes from now on; stop rather than answer every click with an error.
        self.stopped_because = found
        self._stopping = asyncio.get_running_loop().create_task(self.close())

    async def close(self) -> None:
        await self.wind_down()
        await super().close()

    async def wind_down(self) -> None:
        """Stop every timer and task that uses the store, let what is being painted land, then close the
        store (safe to call again). The cogs go before the store: discord.py removes them only in
        ``close()``, after it, and a push timer firing in between failed on the closed store."""
        await self.service.shutdown()
        await self.bell.close()
        play = self.get_cog("Play")
        if play is not None:
            await play.drain()  # type: ignore[attr-defined]  # what is being painted lands first
        for name in list(self.cogs):
            await self.remove_cog(name)  # cog_unload: the pushes' timers, the privacy sweeper
        while self._teardowns:  # the modules' dynamic items (buttons) go with their cogs
            await self._teardowns.pop()(self)
        self.pictures.shutdown()
        await self.store.close()


class ShardedGameHostBot(GameHostBot, commands.AutoShardedBot):
    """The game host running some of several shards (``SHARD_COUNT`` > 1): its shards' servers."""


def create_bot(settings: Settings | None = None) -> GameHostBot:
    """An unstarted bot; tests and the playground drive it with SimCord."""
    settings = settings or Settings()
    sharded = settings.shard_count > 1 and settings.role == "gateway"
    return ShardedGameHostBot(settings) if sharded else GameHostBot(settings)
