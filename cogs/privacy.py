"""``/game privacy``, ``/game mydata``, ``/game forget-me`` and ``/game forget-server``; the bot
leaving a server (its tables kept 30 days, then deleted). The work is bot/privacy.py's.

Confirmation buttons are DynamicItems (``privacy:me:<user>:<yes|no>``, ``privacy:server:<guild>:<yes|no>``)
so a click after a restart still works; a click by anyone else changes nothing.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t
from bot.privacy import Privacy
from cogs.language import reader_lang
from cogs.lobby import add_to_game_group, is_admin
from cogs.names import escape_name
from cogs.ui import answer_broken

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

#: named when PRIVACY_URL is not set
PRIVACY_PAGE = "docs/privacy.md"
#: the longest the sweeper sleeps between looks
SWEEP_EVERY = timedelta(days=1)


CONFIRM = re.compile(r"(?P<what>me|server):(?P<id>\d{1,20}):(?P<yes>yes|no)")


class ForgetButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"privacy:(?P<args>.*)"):
    """``privacy:<me|server>:<user or server id>:<yes|no>``; anything else is answered as broken."""

    def __init__(self, what: str, target: int, yes: bool, label: str = "…") -> None:
        style = discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"privacy:{what}:{target}:{'yes' if yes else 'no'}")
        )
        self.what, self.target, self.yes = what, target, yes

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ForgetButton:
        parsed = CONFIRM.fullmatch(match["args"])
        if parsed is None:
            return cls("", 0, False)
        return cls(parsed["what"], int(parsed["id"]), parsed["yes"] == "yes")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog: PrivacyCog = interaction.client.get_cog("Privacy")  # type: ignore[assignment]
        if not self.what:
            await answer_broken(interaction)
        elif self.what == "me":
            await cog.confirm_forget_me(interaction, self.target, self.yes)
        else:
            await cog.confirm_forget_server(interaction, self.target, self.yes)


def confirm_view(what: str, target: int, yes_label: str, no_label: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetButton(what, target, True, yes_label))
    view.add_item(ForgetButton(what, target, False, no_label))
    return view


class PrivacyCog(commands.Cog, name="Privacy"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        history: Any = bot.get_cog("History")
        self.privacy = Privacy(bot.service, history.ratings if history is not None else None)
        if history is not None:
            self.privacy.on_forgotten.append(history.ratings.forget)
            self.privacy.on_forgotten.append(history.replays._cache.clear)
        self._tasks: list[asyncio.Task[None]] = []

    async def cog_load(self) -> None:
        self._tasks.append(asyncio.create_task(self.privacy.resume(), name="forget-requests"))
        self._tasks.append(asyncio.create_task(self._sweeper(), name="servers-left-sweep"))

    async def cog_unload(self) -> None:
        for task in self._tasks:
            task.cancel()

    async def _sweeper(self) -> None:
        """Delete servers' tables 30 days after the bot left them: at start-up, then when the next is due."""
        while True:
            try:
                await self.privacy.sweep()
                now = self.bot.service.clock()
                due = await self.privacy.next_sweep()
                until = now + SWEEP_EVERY if due is None else min(due, now + SWEEP_EVERY)
            except Exception:
                log.exception("the sweep of servers the bot left failed; trying again later")
                until = self.bot.service.clock() + SWEEP_EVERY
            # a server removed meanwhile is due 30 days later: a look at least once a day finds it in time
            await asyncio.sleep(max((until - self.bot.service.clock()).total_seconds(), 1))

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.privacy.guild_removed(guild.id)
        log.info("removed from server %s: its tables are deleted in 30 days unless the bot comes back", guild.id)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        if await self.privacy.guild_returned(guild.id):
            log.info("back in server %s: its tables are kept", guild.id)

    # ---- commands ---------------------------------------------------------------------
    async def show_privacy(self, interaction: discord.Interaction[Any]) -> None:
        lang = await reader_lang(interaction)
        page = self.bot.settings.privacy_url or PRIVACY_PAGE
        await interaction.response.send_message(t("privacy-what", lang, page=page), ephemeral=True)

    async def my_data(self, interaction: discord.Interaction[Any]) -> None:
        lang = await reader_lang(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        doc = await self.privacy.my_data(interaction.user.id)
        kept = doc is not None and (
            doc["games"] or doc["muted_tables"] or doc["followed_tables"] or _settings_set(doc["settings"])
        )
        if doc is None or not kept:
            await interaction.followup.send(t("privacy-mydata-none", lang), ephemeral=True)
            return
        data = json.dumps(doc, indent=2, ensure_ascii=False, default=str).encode()
        file = discord.File(io.BytesIO(data), filename=f"my-data-{interaction.user.id}.json")
        await interaction.followup.send(t("privacy-mydata", lang, games=len(doc["games"])), file=file, ephemeral=True)

    async def forget_me(self, interaction: discord.Interaction[Any]) -> None:
        lang = await reader_lang(interaction)
        leaving = await self.privacy.tables_to_leave(interaction.user.id)
        text = t("privacy-forget-ask", lang)
        if leaving:
            text += "\n" + t("privacy-forget-ask-leave", lang, tables=", ".join(f"#{x.id}" for x in leaving))
        view = confirm_view("me", interaction.user.id, t("privacy-forget-yes", lang), t("privacy-cancel", lang))
        await interaction.response.send_message(text, view=view, ephemeral=True)

    async def confirm_forget_me(self, interaction: discord.Interaction[Any], target: int, yes: bool) -> None:
        lang = await reader_lang(interaction)
        if interaction.user.id != target:
            await interaction.response.send_message(t("privacy-not-yours", lang), ephemeral=True)
            return
        if not yes:
            await interaction.response.edit_message(content=t("privacy-forget-cancelled", lang), view=None)
            return
        await interaction.response.defer()
        user = interaction.user
        names = [user.name, user.global_name or "", user.display_name]
        await self.privacy.forget(user.id, names)
        self.bot.languages._cache.pop(user.id, None)
        await interaction.edit_original_response(content=t("privacy-forget-done", lang), view=None)

    async def forget_server(self, interaction: discord.Interaction[Any]) -> None:
        lang = await reader_lang(interaction)
        if interaction.guild_id is None:
            await interaction.response.send_message(t("privacy-server-only", lang), ephemeral=True)
            return
        if not is_admin(interaction):
            await interaction.response.send_message(t("privacy-server-admin", lang), ephemeral=True)
            return
        count = await self.privacy.guild_tables(interaction.guild_id)
        view = confirm_view("server", interaction.guild_id, t("privacy-server-yes", lang), t("privacy-cancel", lang))
        name = escape_name(interaction.guild.name if interaction.guild else "")
        await interaction.response.send_message(
            t("privacy-server-ask", lang, tables=count, server=name), view=view, ephemeral=True
        )

    async def confirm_forget_server(self, interaction: discord.Interaction[Any], guild_id: int, yes: bool) -> None:
        lang = await reader_lang(interaction)
        if interaction.guild_id != guild_id or not is_admin(interaction):
            await interaction.response.send_message(t("privacy-server-admin", lang), ephemeral=True)
            return
        if not yes:
            await interaction.response.edit_message(content=t("privacy-server-cancelled", lang), view=None)
            return
        await interaction.response.defer()
        count = await self.privacy.forget_guild(guild_id)
        await interaction.edit_original_response(content=t("privacy-server-done", lang, tables=count), view=None)


def _settings_set(row: dict[str, Any] | None) -> bool:
    """Anything the player set (not only the client language the bot noted from their last command)."""
    if row is None:
        return False
    defaults = {"user_id": None, "notify": 1, "client_language": None}
    return any(v is not None and k not in defaults for k, v in row.items()) or row.get("notify") in (0, False)


def _cog(interaction: discord.Interaction[Any]) -> PrivacyCog:
    return interaction.client.get_cog("Privacy")  # type: ignore[return-value]


@app_commands.command(name="privacy", description="What the bot keeps about you, for how long, and your choices")
async def privacy_command(interaction: discord.Interaction[Any]) -> None:
    await _cog(interaction).show_privacy(interaction)


@app_commands.command(name="mydata", description="Your data (games, moves, ratings, settings) as a JSON file")
async def mydata_command(interaction: discord.Interaction[Any]) -> None:
    await _cog(interaction).my_data(interaction)


@app_commands.command(name="forget-me", description="Have the bot forget you (after a confirmation)")
async def forget_me_command(interaction: discord.Interaction[Any]) -> None:
    await _cog(interaction).forget_me(interaction)


@app_commands.command(name="forget-server", description="Delete this server's tables and history now (Manage Server)")
async def forget_server_command(interaction: discord.Interaction[Any]) -> None:
    await _cog(interaction).forget_server(interaction)


COMMANDS: tuple[app_commands.Command[Any, Any, None], ...] = (
    privacy_command,
    mydata_command,
    forget_me_command,
    forget_server_command,
)


async def setup(bot: GameHostBot) -> None:
    await bot.add_cog(PrivacyCog(bot))
    bot.add_dynamic_items(ForgetButton)
    add_to_game_group(bot, *COMMANDS)


async def teardown(bot: GameHostBot) -> None:
    bot.remove_dynamic_items(ForgetButton)
