"""Every slash option is checked against what its command declares, before the command runs.

Discord's client offers only the declared choices and keeps numbers and text within their
declared ranges, but a modified client can send any value, and discord.py passes it on as it
came (it checks ``Choice[...]`` annotations only). :class:`CheckedTree` compares each option of
a slash command with the command's own metadata (its type, choices, min/max value or length,
and Discord's integer limits) and refuses anything else with a private answer; the command
does not run, so nothing changes. Commands declare their limits as usual
(``app_commands.choices``, ``app_commands.Range``): there is nothing to repeat in them.

The refusal is in the reader's language (``bot/locales/<lang>/commands.ftl``), naming options
and choices as their Discord shows them (``cogs.translator``).
"""

from __future__ import annotations

import math
from typing import Any

import discord
from discord import app_commands
from discord.enums import AppCommandOptionType as Kind

from bot.i18n import SOURCE, language_of, render, t
from cogs.translator import choice_name, option_name
from games.words import Msg, msg

#: Discord's own bounds for integer and number options
INTEGER_LIMIT = 2**53 - 1
NUMBER_LIMIT = 2**53
SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2
#: where a snowflake option's object must be in the interaction's ``resolved`` data
RESOLVED = {
    Kind.user: ("users",),
    Kind.channel: ("channels",),
    Kind.role: ("roles",),
    Kind.mentionable: ("users", "roles"),
    Kind.attachment: ("attachments",),
}


def leaf_options(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The options given to the command itself, below its group and subcommand."""
    options: list[dict[str, Any]] = data.get("options") or []
    while options and options[0].get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP):
        options = options[0].get("options") or []
    return options


def _choices(param: app_commands.Parameter, lang: str) -> str:
    return ", ".join(f"`{choice_name(choice, lang)}`" for choice in param.choices)


def value_problem(
    param: app_commands.Parameter, value: Any, resolved: dict[str, Any], lang: str = SOURCE
) -> Msg | None:
    """Why ``value`` is not something ``param`` declares (choices named in ``lang``), or None if it is."""
    kind = param.type
    if kind is Kind.string:
        if not isinstance(value, str):
            return msg("cmd-refused-text")
        low, high = param.min_value, param.max_value  # lengths, for text
        if low is not None and len(value) < low:
            return msg("cmd-refused-min-length", n=low)
        if high is not None and len(value) > high:
            return msg("cmd-refused-max-length", n=high)
    elif kind in (Kind.integer, Kind.number):
        if kind is Kind.integer and (isinstance(value, bool) or not isinstance(value, int)):
            return msg("cmd-refused-whole-number")
        if kind is Kind.number and (isinstance(value, bool) or not isinstance(value, int | float)):
            return msg("cmd-refused-number")
        limit = INTEGER_LIMIT if kind is Kind.integer else NUMBER_LIMIT
        if not math.isfinite(value) or abs(value) > limit:
            return msg("cmd-refused-out-of-range")
        if param.min_value is not None and value < param.min_value:
            return msg("cmd-refused-min", n=param.min_value)
        if param.max_value is not None and value > param.max_value:
            return msg("cmd-refused-max", n=param.max_value)
    elif kind is Kind.boolean:
        if not isinstance(value, bool):
            return msg("cmd-refused-boolean")
    elif kind in RESOLVED:
        found = str(value) if isinstance(value, str | int) and not isinstance(value, bool) else None
        if found is None or not any(found in (resolved.get(bucket) or {}) for bucket in RESOLVED[kind]):
            return msg("cmd-refused-unresolved")
    if param.choices and value not in [choice.value for choice in param.choices]:
        return msg("cmd-refused-choices", choices=_choices(param, lang))
    return None


def options_problem(
    command: app_commands.Command[Any, ..., Any], data: dict[str, Any], lang: str = SOURCE
) -> Msg | None:
    """Why the options of a slash-command interaction are not what ``command`` declares, or None."""
    params = {param.display_name: param for param in command.parameters}
    resolved = data.get("resolved") or {}
    given: set[str] = set()
    for option in leaf_options(data):
        name = option.get("name")
        param = params.get(name) if isinstance(name, str) else None
        if param is None or name in given:
            unknown = discord.utils.escape_markdown(str(name)[:32])
            return msg("cmd-refused-unknown-option", command=f"`/{command.qualified_name}`", option=unknown)
        given.add(name)
        shown = f"`{option_name(str(name), lang)}`"
        if "value" not in option:
            return msg("cmd-refused-no-value", option=shown)
        if option.get("type") != param.type.value:
            return msg("cmd-refused-wrong-kind", option=shown)
        problem = value_problem(param, option["value"], resolved, lang)
        if problem:
            return msg("cmd-refused-option", option=shown, problem=problem)
    missing = [param.display_name for param in command.parameters if param.required and param.display_name not in given]
    if missing:
        return msg(
            "cmd-refused-missing", command=f"`/{command.qualified_name}`", option=f"`{option_name(missing[0], lang)}`"
        )
    return None


async def refusal_lang(interaction: discord.Interaction[Any]) -> str:
    """The reader's language, without remembering their client's: a refused command changes nothing."""
    languages = getattr(interaction.client, "languages", None)
    chosen = await languages.chosen(interaction.user.id) if languages is not None else None
    return chosen or language_of(interaction.locale)


class CheckedTree(app_commands.CommandTree[Any]):
    """A command tree that refuses slash options outside what their command declares."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.type is not discord.InteractionType.application_command:
            return True  # autocomplete: the text being typed is free; the command checks it when sent
        command = interaction.command
        data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
        if not isinstance(command, app_commands.Command) or data.get("type", 1) != 1:
            return True  # unknown commands and context menus: discord.py's own handling
        lang = await refusal_lang(interaction)
        if command.guild_only and (
            interaction.guild_id is None or interaction.client.get_guild(interaction.guild_id) is None
        ):
            # Marked @guild_only: it needs the bot in this server. With the app installed to a
            # user's account, /game answers in DMs and in servers without the bot; these refuse.
            await interaction.response.send_message(
                t("cmd-server-only", lang, command=f"`/{command.qualified_name}`"), ephemeral=True
            )
            return False
        problem = options_problem(command, data, lang)
        if problem is None:
            return True
        await interaction.response.send_message(
            t("cmd-refused", lang, problem=render(problem, lang)),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        return False
