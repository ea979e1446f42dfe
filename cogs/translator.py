"""Slash commands in each member's Discord language: a discord.py ``app_commands.Translator``.

When the bot syncs its commands, discord.py asks the translator for every name,
description and choice in every Discord locale; what it returns is sent along
as ``name_localizations`` / ``description_localizations``, and Discord shows
each member the names in their client's language. Interactions still arrive
with the English names, so nothing else changes.

Texts come from ``bot/locales/<lang>/commands.ftl`` (ids ``cmd-``):

* command and group names and descriptions by the command's qualified name
  (``"game new"``), option names by the option's name and option descriptions
  by (command, option), in the tables below, so commands defined anywhere
  (``cogs/history.py`` too) need no marking;
* choice names carry their own message: ``locale_str("none", text=msg(...))``
  (see ``cogs/lobby.py``'s choices); a duration or a game title renders itself.

A language with no catalogue folder, or a text the tables do not know, gets
nothing: Discord then shows the English default.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import TranslationContextTypes, locale_str

from bot.i18n import SOURCE, bundle, language_of, render, t
from games.words import Msg, Text, msg

#: a command's (or group's) qualified name -> (its name, its description)
COMMANDS: dict[str, tuple[str, str]] = {
    "game": ("cmd-game", "cmd-game-about"),
    "game new": ("cmd-new", "cmd-new-about"),
    "game rules": ("cmd-rules", "cmd-rules-about"),
    "game list": ("cmd-list", "cmd-list-about"),
    "game cancel": ("cmd-cancel", "cmd-cancel-about"),
    "game mine": ("cmd-mine", "cmd-mine-about"),
    "game settings": ("cmd-settings", "cmd-settings-about"),
    "game away": ("cmd-away", "cmd-away-about"),
    "game leave": ("cmd-leave", "cmd-leave-about"),
    "game kick": ("cmd-kick", "cmd-kick-about"),
    "game history": ("cmd-history", "cmd-history-about"),
    "game replay": ("cmd-replay", "cmd-replay-about"),
    "game export": ("cmd-export", "cmd-export-about"),
    "game stats": ("cmd-stats", "cmd-stats-about"),
    "game leaderboard": ("cmd-leaderboard", "cmd-leaderboard-about"),
    "game privacy": ("cmd-privacy", "cmd-privacy-about"),
    "game mydata": ("cmd-mydata", "cmd-mydata-about"),
    "game forget-me": ("cmd-forget-me", "cmd-forget-me-about"),
    "game forget-server": ("cmd-forget-server", "cmd-forget-server-about"),
    "game mute": ("cmd-mute", "cmd-mute-about"),
    "game follow": ("cmd-follow", "cmd-follow-about"),
    "game unfollow": ("cmd-unfollow", "cmd-unfollow-about"),
    "game learn": ("cmd-learn", "cmd-learn-about"),
}

#: an option's name -> its translated name (the same word wherever the option appears)
OPTIONS: dict[str, str] = {
    "game": "cmd-option-game",
    "pace": "cmd-option-pace",
    "vacation": "cmd-option-vacation",
    "days": "cmd-option-days",
    "until": "cmd-option-until",
    "end": "cmd-option-end",
    "time_zone": "cmd-option-time-zone",
    "quiet_hours": "cmd-option-quiet-hours",
    "variant": "cmd-option-variant",
    "when_late": "cmd-option-when-late",
    "table": "cmd-option-table",
    "member": "cmd-option-member",
    "notifications": "cmd-option-notifications",
    "digest_times": "cmd-option-digest-times",
    "hints": "cmd-option-hints",
}

#: (command, option) -> the option's description
OPTION_ABOUT: dict[tuple[str, str], str] = {
    ("game new", "game"): "cmd-new-game-about",
    ("game new", "pace"): "cmd-new-pace-about",
    ("game new", "vacation"): "cmd-new-vacation-about",
    ("game away", "days"): "cmd-away-days-about",
    ("game away", "until"): "cmd-away-until-about",
    ("game away", "end"): "cmd-away-end-about",
    ("game settings", "time_zone"): "cmd-settings-time-zone-about",
    ("game settings", "quiet_hours"): "cmd-settings-quiet-hours-about",
    ("game new", "variant"): "cmd-new-variant-about",
    ("game new", "when_late"): "cmd-new-when-late-about",
    ("game new", "hints"): "cmd-new-hints-about",
    ("game learn", "game"): "cmd-learn-game-about",
    ("game rules", "game"): "cmd-which-game",
    ("game cancel", "table"): "cmd-cancel-table-about",
    ("game leave", "table"): "cmd-leave-table-about",
    ("game kick", "member"): "cmd-kick-member-about",
    ("game kick", "table"): "cmd-table-number",
    ("game history", "member"): "cmd-history-member-about",
    ("game history", "game"): "cmd-history-game-about",
    ("game replay", "table"): "cmd-finished-table-number",
    ("game export", "table"): "cmd-finished-table-number",
    ("game stats", "member"): "cmd-stats-member-about",
    ("game leaderboard", "game"): "cmd-which-game",
    ("game settings", "notifications"): "cmd-settings-notifications-about",
    ("game settings", "digest_times"): "cmd-settings-digest-times-about",
    ("game mute", "table"): "cmd-mute-table-about",
    ("game follow", "table"): "cmd-table-number",
    ("game unfollow", "table"): "cmd-table-number",
}


def _known(key: str) -> bool:
    return bool(bundle(SOURCE).has_message(key))


def message_for(string: locale_str, location: Where, data: Any) -> Text | None:
    """The message that translates ``string`` found at ``location`` (``data``: its command, parameter or choice)."""
    text = string.extras.get("text")
    if text is not None:  # a game's title its catalogue lacks yet: the English default
        missing = isinstance(text, Msg) and not text.id.startswith("@") and not _known(text.id)
        return None if missing else text  # type: ignore[no-any-return]
    key: str | None = None
    if location in (Where.command_name, Where.group_name, Where.command_description, Where.group_description):
        pair = COMMANDS.get(getattr(data, "qualified_name", ""))
        if pair is not None:
            key = pair[0] if location in (Where.command_name, Where.group_name) else pair[1]
    elif location is Where.parameter_name:
        key = OPTIONS.get(data.name)
    elif location is Where.parameter_description:
        key = OPTION_ABOUT.get((data.command.qualified_name, data.name))
    if key is None or not _known(key):
        return None
    return msg(key)


def option_name(name: str, lang: str) -> str:
    """An option as the reader's Discord shows it (``when_late`` is ``bei_verspätung`` in German)."""
    key = OPTIONS.get(name)
    return t(key, lang) if key and lang != SOURCE and _known(key) else name


def choice_name(choice: app_commands.Choice[Any], lang: str) -> str:
    """A choice as the reader's Discord shows it."""
    string = choice._locale_name
    text = string.extras.get("text") if string is not None else None
    return render(text, lang) if text is not None and lang != SOURCE else choice.name


class CatalogueTranslator(app_commands.Translator):
    """Names, descriptions and choices from ``commands.ftl`` for every language that has a catalogue."""

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: TranslationContextTypes
    ) -> str | None:
        lang = language_of(locale)
        if lang == SOURCE:
            return None  # English is the default Discord already has
        text = message_for(string, context.location, context.data)
        return None if text is None else render(text, lang)
