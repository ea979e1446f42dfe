"""A bot's cog modules run once per process; the teardowns they define run when the bot winds down.

discord.py's ``load_extension`` runs a cog module anew for every bot (so that it can be reloaded), compiling
its source each time no bytecode is cached: half of each bot start, which the test suite does hundreds of
times. ``GameHostBot.add_cog_module`` imports the module once and calls its ``setup``; a module's
``teardown`` (the buttons it registered) still runs at the bot's end, as ``unload_extension`` ran it.
"""

from __future__ import annotations

import importlib
import sys

import simcord

from bot.app import EXTENSIONS, create_bot
from bot.config import Settings
from cogs import privacy, tournaments, undo


def dynamic_items(bot: object) -> set[type]:
    return set(bot._connection._view_store._dynamic_items.values())  # type: ignore[attr-defined]


async def test_a_bot_start_runs_no_cog_module_again_and_its_end_runs_their_teardowns(settings: Settings) -> None:
    modules = {name: importlib.import_module(name) for name in EXTENSIONS}
    bot = create_bot(settings)
    async with simcord.run(bot) as env:
        assert {name: sys.modules[name] for name in EXTENSIONS} == modules, "a cog module was run again"
        assert {privacy.ForgetButton, undo.UndoButton, tournaments.TournamentButton} <= dynamic_items(bot)
        guild = env.create_guild("Game Night")
        channel = guild.create_text_channel("games")
        ana = guild.add_member(env.create_user("ana", global_name="Ana"))
        assert (await ana.slash(channel, "game new", game="capybara")).acknowledged  # the cogs work
    await bot.wind_down()
    left = dynamic_items(bot) & {privacy.ForgetButton, undo.UndoButton, tournaments.TournamentButton}
    assert not left, f"the modules' teardowns did not run: {left}"
