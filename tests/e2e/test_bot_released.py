"""A bot that has closed is freed with everything it held: its store, its caches, its Discord client.

The slash commands a cog module defines at module level (``/game history``, ``/game tournament``...) are
added under each bot's ``/game`` group as copies (``cogs.lobby.add_to_game_group``). Added as they were,
each module-level command was given the last bot's group as its parent, so that bot stayed alive after it
closed until another was made: each test's bot outlived its test, and in ``make bench`` the clicks' 1,000
tables (962 MiB) were still in memory when the history benchmark ran.
"""

from __future__ import annotations

import gc
import weakref
from pathlib import Path
from typing import Any

import simcord
from discord import app_commands

from bot.app import create_bot
from bot.config import Settings
from cogs import admin, clock, following, history, learn, privacy, seasons, settings, tournaments

#: every command and group the cog modules add to /game (each module passes all of its own to add_to_game_group)
MODULE_COMMANDS: list[Any] = [
    admin.config_command,
    clock.away_command,
    *following.COMMANDS,
    *history.COMMANDS,
    learn.learn_command,
    *privacy.COMMANDS,
    seasons.season_group,
    settings.settings_command,
    tournaments.tournament_group,
]


async def _played_and_closed(settings_: Settings) -> weakref.ref[Any]:
    bot = create_bot(settings_)
    async with simcord.run(bot) as env:
        guild = env.create_guild("Game Night")
        channel = guild.create_text_channel("games")
        ana = guild.add_member(env.create_user("ana", global_name="Ana"))
        bo = guild.add_member(env.create_user("bo", global_name="Bo"))
        opened = await ana.slash(channel, "game new", game="capybara")
        assert (await bo.click(opened.response, label="Join")).acknowledged
        assert (await ana.click(opened.response, label="Start")).acknowledged
        shown = await ana.slash(channel, "game history")  # a module-level command, copied under /game
        assert shown.acknowledged
        tree_command = bot.tree.get_command("game").get_command("history")  # type: ignore[union-attr]
        assert tree_command is not None and tree_command is not history.history_command
        assert tree_command.parent is bot.tree.get_command("game")
    await bot.wind_down()
    return weakref.ref(bot)


async def test_the_module_level_commands_are_left_without_a_parent(
    settings: Settings, nothing_frozen_meanwhile: None
) -> None:
    """(Nothing frozen meanwhile: a cycle of frozen objects is out of reach of ``gc.collect``.)"""
    gone = await _played_and_closed(settings)
    for command in MODULE_COMMANDS:
        assert command.parent is None, f"/{command.qualified_name} was given a bot's /game group as its parent"
    gc.collect()
    assert gone() is None, "the closed bot is still referenced"


def test_every_module_adding_to_game_is_checked() -> None:
    """A new cog module adding its commands to /game belongs in MODULE_COMMANDS above."""
    adders = sorted(
        path.stem
        for path in (Path(__file__).resolve().parents[2] / "cogs").glob("*.py")
        if "    add_to_game_group(bot," in path.read_text(encoding="utf-8")  # a call, not the definition
    )
    covered = sorted({command.module.rsplit(".", 1)[-1] for command in MODULE_COMMANDS})
    assert adders == covered
    assert all(isinstance(c, app_commands.Command | app_commands.Group) for c in MODULE_COMMANDS)
