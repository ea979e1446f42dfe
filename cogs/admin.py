"""``/game config``: a server's settings for new tables, in one private panel (Manage Server only).

The panel shows every setting (bot/server_config.py) and the last ten changes, who made them and
when. A select picks the setting to change; the panel then shows its control (a select of values,
a channel or role select, and a button back to the default). Every control is a ``DynamicItem``
whose custom_id names the setting, so a panel keeps working after a restart; every click checks
Manage Server again. A change is stored with its log row in one transaction (db/admin.py) and
reaches only tables opened after it: /game new copies what a table needs into its options.

The server's language is the exception: it is the language of the server's public messages from
then on (running tables' too), kept per process in ``bot.server_languages``
(cogs/language.py reads it).

Finished games are announced in the announcement channel the table was opened with.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.clock import PACE_WORDS, PACES
from bot.i18n import languages, t
from bot.server_config import (
    AI_RATINGS,
    ANNOUNCE_KEY,
    AUTO,
    NAMES,
    PLAY_BY_PLAY,
    WHEN_LATE,
    ServerConfig,
    check,
    encode_channels,
    parse,
)
from bot.service import Change
from bot.timekeeping import stamp
from cogs.language import reader_lang, server_lang
from cogs.lobby import add_to_game_group, is_admin, refuse
from cogs.names import escape_name
from cogs.settings import language_name
from cogs.translator import COMMANDS
from cogs.ui import NO_MENTIONS, answer_broken, game_title, persistent_view
from db.admin import SettingChange, admin_store
from games import GAMES
from games.words import msg

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

# the command's names in each language (cogs/translator.py's tables; added here, beside the command)
COMMANDS["game config"] = ("admin-cmd-config", "admin-cmd-config-about")

#: each setting's name on the panel (a message id)
SETTING_WORDS = {
    "pace": "admin-setting-pace",
    "when_late": "admin-setting-when-late",
    "channels": "admin-setting-channels",
    "play_by_play": "admin-setting-play-by-play",
    "host_role": "admin-setting-host-role",
    "language": "admin-setting-language",
    "ai_ratings": "admin-setting-ai-ratings",
    "announce": "admin-setting-announce",
}
#: the values of the settings with a few choices (a message id each)
VALUE_WORDS = {
    "ai": "cmd-late-ai",
    "forfeit": "cmd-late-forfeit",
    "thread": "admin-play-by-play-thread",
    "channel": "admin-play-by-play-channel",
    "humans": "admin-ai-ratings-humans",
    "all": "admin-ai-ratings-all",
    "none": "admin-ai-ratings-none",
}
#: the button that sets a setting back to its default
CLEAR_WORDS = {
    "channels": "admin-clear-channels",
    "announce": "admin-clear-announce",
    "host_role": "admin-clear-host-role",
}
CHOICES: dict[str, tuple[str, ...]] = {
    "pace": tuple(PACES),
    "when_late": WHEN_LATE,
    "play_by_play": PLAY_BY_PLAY,
    "ai_ratings": AI_RATINGS,
}


def shown_value(name: str, value: str, lang: str) -> str:
    """A setting's value as the panel shows it (stored text in, words out)."""
    if name == "pace" and value in PACE_WORDS:
        return t(PACE_WORDS[value], lang)
    if name in ("when_late", "play_by_play", "ai_ratings") and value in VALUE_WORDS:
        return t(VALUE_WORDS[value], lang)
    if name == "language":
        return t("admin-language-auto", lang) if value == AUTO else language_name(value)
    if name == "channels":
        found = parse({"channels": value}).channels
        return ", ".join(f"<#{c}>" for c in found) if found else t("admin-channels-any", lang)
    if name == "host_role":
        return f"<@&{value}>" if value else t("admin-host-role-everyone", lang)
    if name == "announce":
        return f"<#{value}>" if value else t("admin-announce-none", lang)
    return escape_name(value)


def current_values(config: ServerConfig) -> dict[str, str]:
    """The settings as stored text (the defaults included)."""
    return {
        "pace": config.pace,
        "when_late": config.when_late,
        "channels": encode_channels(list(config.channels)),
        "play_by_play": config.play_by_play,
        "host_role": str(config.host_role or ""),
        "language": config.language,
        "ai_ratings": config.ai_ratings,
        "announce": str(config.announce or ""),
    }


def change_line(change: SettingChange, lang: str) -> str:
    when = datetime.fromisoformat(change.changed_at)
    return t(
        "admin-change-line",
        lang,
        when=stamp(when, "f"),
        user=f"<@{change.user_id}>",
        setting=t(SETTING_WORDS.get(change.name, change.name), lang),
        value=shown_value(change.name, change.value, lang),
    )


async def config_panel(
    bot: Any, guild_id: int, lang: str, editing: str | None = None, note: str = ""
) -> tuple[str, discord.ui.View]:
    """The panel's text and controls; ``editing``: the setting whose control is shown."""
    db = admin_store(bot.service.store)
    config = parse(await db.settings(guild_id))
    values = current_values(config)
    lines = [note, t("admin-title", lang)]
    for name in NAMES:
        lines.append(
            t("admin-line", lang, setting=t(SETTING_WORDS[name], lang), value=shown_value(name, values[name], lang))
        )
    changes = await db.changes(guild_id, 10)
    lines.append("")
    lines.append(t("admin-changes-title", lang) if changes else t("admin-changes-none", lang))
    lines.extend(change_line(c, lang) for c in changes)
    view = persistent_view()
    view.add_item(
        PickSelect(
            discord.ui.Select(
                custom_id="cfg:pick",
                placeholder=t("admin-pick", lang),
                options=[
                    discord.SelectOption(label=t(SETTING_WORDS[n], lang)[:100], value=n, default=n == editing)
                    for n in NAMES
                ],
            )
        )
    )
    if editing in CHOICES or editing == "language":
        options = CHOICES.get(editing) or (AUTO, *languages())
        view.add_item(
            ValueSelect(
                discord.ui.Select(
                    custom_id=f"cfg:set:{editing}",
                    placeholder=t(SETTING_WORDS[editing], lang)[:150],
                    options=[
                        discord.SelectOption(
                            label=shown_value(editing, v, lang)[:100], value=v, default=values[editing] == v
                        )
                        for v in options
                    ],
                )
            )
        )
    elif editing in ("channels", "announce"):
        view.add_item(
            ChannelPick(
                discord.ui.ChannelSelect(
                    custom_id=f"cfgch:{editing}",
                    placeholder=t(SETTING_WORDS[editing], lang)[:150],
                    channel_types=[discord.ChannelType.text],
                    min_values=1,
                    max_values=25 if editing == "channels" else 1,
                )
            )
        )
        view.add_item(ClearButton(editing, lang))
    elif editing == "host_role":
        view.add_item(
            RolePick(
                discord.ui.RoleSelect(custom_id="cfgrole:host_role", placeholder=t(SETTING_WORDS[editing], lang)[:150])
            )
        )
        view.add_item(ClearButton(editing, lang))
    return "\n".join(line for line in lines if line is not None).strip(), view


async def only_admins(interaction: discord.Interaction[Any]) -> bool:
    """True (and a private refusal sent) if the member may not change the server's settings."""
    if interaction.guild_id is None or not is_admin(interaction):
        await refuse(interaction, msg("admin-only-admins"))
        return True
    return False


@app_commands.command(name="config", description="This server's settings for new tables (Manage Server)")
@app_commands.guild_only()
async def config_command(interaction: discord.Interaction[Any]) -> None:
    if await only_admins(interaction):
        return
    assert interaction.guild_id is not None
    lang = await reader_lang(interaction)
    content, view = await config_panel(interaction.client, interaction.guild_id, lang)
    await interaction.response.send_message(content, view=view, ephemeral=True, allowed_mentions=NO_MENTIONS)


async def save(interaction: discord.Interaction[Any], name: str, value: str) -> None:
    """Store a setting (checked first) and show the panel again, saying what changed."""
    if await only_admins(interaction):
        return
    if name not in NAMES or not check(name, value):
        await answer_broken(interaction)
        return
    assert interaction.guild_id is not None
    bot: GameHostBot = interaction.client  # type: ignore[assignment]
    await admin_store(bot.service.store).change(
        interaction.guild_id, name, value, interaction.user.id, bot.service.clock()
    )
    if name == "language":
        if value == AUTO:
            bot.server_languages.pop(interaction.guild_id, None)
        else:
            bot.server_languages[interaction.guild_id] = value
    lang = await reader_lang(interaction)
    note = t("admin-saved", lang, setting=t(SETTING_WORDS[name], lang), value=shown_value(name, value, lang))
    content, view = await config_panel(bot, interaction.guild_id, lang, name, note)
    await interaction.response.edit_message(content=content, view=view, allowed_mentions=NO_MENTIONS)


def _values(interaction: discord.Interaction[Any]) -> list[str]:
    return [str(v) for v in (interaction.data or {}).get("values") or []]  # type: ignore[union-attr]


class PickSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"cfg:pick"):
    """Which setting to change: the panel shows its control."""

    def __init__(self, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id="cfg:pick"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls()

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if await only_admins(interaction):
            return
        values = _values(interaction)
        if len(values) != 1 or values[0] not in NAMES:
            await answer_broken(interaction)
            return
        assert interaction.guild_id is not None
        lang = await reader_lang(interaction)
        content, view = await config_panel(interaction.client, interaction.guild_id, lang, values[0])
        await interaction.response.edit_message(content=content, view=view, allowed_mentions=NO_MENTIONS)


class ValueSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"cfg:set:(?P<name>.*)"):
    """A new value for a setting with a few choices (pace, when late, play-by-play, AI, language)."""

    def __init__(self, select: discord.ui.Select[Any] | None = None, name: str = "") -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"cfg:set:{name}"))
        self.name = name

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> ValueSelect:
        return cls(name=match["name"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = _values(interaction)
        if len(values) != 1 or not (self.name in CHOICES or self.name == "language"):
            await answer_broken(interaction)
            return
        await save(interaction, self.name, values[0])


class ChannelPick(discord.ui.DynamicItem[discord.ui.ChannelSelect[Any]], template=r"cfgch:(?P<name>.*)"):
    """The channels where tables may be opened, or the announcement channel."""

    def __init__(self, select: discord.ui.ChannelSelect[Any] | None = None, name: str = "") -> None:
        super().__init__(select or discord.ui.ChannelSelect(custom_id=f"cfgch:{name}"))
        self.name = name

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.ChannelSelect[Any], match: re.Match[str]
    ) -> ChannelPick:
        return cls(name=match["name"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        ids = [int(v) for v in _values(interaction) if v.isdigit()]
        if self.name == "channels" and ids:
            await save(interaction, "channels", encode_channels(ids))
        elif self.name == "announce" and len(ids) == 1:
            await save(interaction, "announce", str(ids[0]))
        else:
            await answer_broken(interaction)


class RolePick(discord.ui.DynamicItem[discord.ui.RoleSelect[Any]], template=r"cfgrole:(?P<name>.*)"):
    """The host role: only members with it may open tables."""

    def __init__(self, select: discord.ui.RoleSelect[Any] | None = None, name: str = "host_role") -> None:
        super().__init__(select or discord.ui.RoleSelect(custom_id=f"cfgrole:{name}"))
        self.name = name

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.RoleSelect[Any], match: re.Match[str]
    ) -> RolePick:
        return cls(name=match["name"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        ids = [v for v in _values(interaction) if v.isdigit()]
        if self.name != "host_role" or len(ids) != 1:
            await answer_broken(interaction)
            return
        await save(interaction, "host_role", ids[0])


CLEARED = {"channels": encode_channels([]), "announce": "", "host_role": ""}


class ClearButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"cfgclear:(?P<name>.*)"):
    """Back to the default: any channel, no announcements, everyone may open tables."""

    def __init__(self, name: str, lang: str = "en") -> None:
        label = t(CLEAR_WORDS[name], lang) if name in CLEAR_WORDS else "?"
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=f"cfgclear:{name}")
        )
        self.name = name

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ClearButton:
        return cls(match["name"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.name not in CLEARED:
            await answer_broken(interaction)
            return
        await save(interaction, self.name, CLEARED[self.name])


DYNAMIC_ITEMS = (PickSelect, ValueSelect, ChannelPick, RolePick, ClearButton)


class Announcer:
    """Posts finished games in the announcement channel their table was opened with."""

    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot

    async def on_change(self, change: Change) -> None:
        table = change.table
        channel_id = table.options.get(ANNOUNCE_KEY)
        if change.kind != "finished" or not isinstance(channel_id, int):
            return
        if not self.bot.shard_plan.paints(table.guild_id):
            return  # the process painting the server's tables announces
        outcome = self.bot.service.outcome(table)
        lang = server_lang(self.bot, table.guild_id)
        winners = [escape_name(table.seats[s].name) for s in (outcome.winners if outcome else [])]
        text = t(
            "admin-announce-finished",
            lang,
            game=game_title(GAMES[table.game], lang) if table.game in GAMES else table.game,
            table=table.id,
            winners=", ".join(winners) or "—",
            count=len(winners),
        )
        try:
            await self.bot.get_partial_messageable(channel_id).send(text, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException as exc:
            log.info("table %s: no announcement in %s (%s)", table.id, channel_id, exc)


async def setup(bot: GameHostBot) -> None:
    bot.server_languages.update(await admin_store(bot.store).all_languages())
    bot.server_languages = {g: lang for g, lang in bot.server_languages.items() if lang != AUTO}
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    bot.service.subscribe(Announcer(bot).on_change)
    add_to_game_group(bot, config_command)


async def teardown(bot: GameHostBot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
