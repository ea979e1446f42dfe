"""``/game settings``: a member's own settings (their language, notifications, time zone and quiet
hours), in a private panel.

The panel's selects and button are ``DynamicItem``s like cogs/ui.py's: their custom_ids
(``settings:lang``, ``settings:mode``, ``settings:dms:on|off``) carry all a click needs, so a panel keeps
working after a restart. The panel is shown, and answers, in the reader's language; after a
language is chosen, the answer is already in the new one.

Languages are offered from ``bot.i18n.languages()``, each under its own name (Babel's CLDR
data: "Deutsch", "Polski"), so a new catalogue folder needs no change here.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

import babel
import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.clock import known_zone, parse_quiet, quiet_text, zones_matching
from bot.i18n import SOURCE, languages, t
from bot.notifications import (
    MODE_ABOUT,
    MODE_WORDS,
    MODES,
    digest_text,
    dump_digest_times,
    load_digest_times,
    parse_digest_times,
)
from bot.timekeeping import stamp
from cogs.language import reader_lang
from cogs.lobby import add_to_game_group
from cogs.names import escape_name
from cogs.ui import answer_broken, persistent_view
from games.words import msg

if TYPE_CHECKING:
    from bot.app import GameHostBot

FOLLOW = "auto"  # the select's value for "follow my Discord app"


def language_name(lang: str, in_lang: str | None = None) -> str:
    """``lang``'s name in ``in_lang`` (default: in itself, capitalised: "Deutsch", "Polski")."""
    name = str(babel.Locale.parse(lang).get_display_name(in_lang or lang) or lang)
    return name[:1].upper() + name[1:]


async def settings_panel(bot: Any, user_id: int, lang: str, note: str = "") -> tuple[str, discord.ui.View]:
    """The panel's text and components in ``lang``; ``note`` (what was just changed) goes first."""
    chosen = await bot.languages.chosen(user_id)
    mode = await bot.service.store.notify_mode(user_id)
    dms = mode != "off"
    shown = (
        t("lobby-settings-language-chosen", lang, language=language_name(chosen))
        if chosen
        else t("lobby-settings-language-app", lang, language=language_name(lang))
    )
    lines = [
        note,
        t("lobby-settings-title", lang),
        shown,
        *await notification_lines(bot, user_id, mode, lang),
        *await clock_lines(bot, user_id, lang),
    ]
    view = persistent_view()
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id="settings:lang",
        placeholder=t("lobby-settings-choose-language", lang),
        options=[
            discord.SelectOption(
                label=t("lobby-settings-follow-app", lang),
                value=FOLLOW,
                emoji="📱",
                default=chosen is None,
            ),
            *(
                discord.SelectOption(
                    label=language_name(code),
                    value=code,
                    description=language_name(code, lang)[:100],
                    default=chosen == code,
                )
                for code in languages()
            ),
        ],
    )
    view.add_item(LanguageSelect(select))
    view.add_item(ModeSelect(mode_select(mode, lang)))
    view.add_item(DmsButton(not dms, lang))
    return "\n".join(line for line in lines if line), view


def mode_select(mode: str, lang: str) -> discord.ui.Select[Any]:
    return discord.ui.Select(
        custom_id="settings:mode",
        placeholder=t("notify-choose-mode", lang),
        options=[
            discord.SelectOption(
                label=t(MODE_WORDS[m], lang),
                value=m,
                description=t(MODE_ABOUT[m], lang)[:100],
                default=m == mode,
            )
            for m in MODES
        ],
    )


async def notification_lines(bot: Any, user_id: int, mode: str, lang: str) -> list[str]:
    """The panel's notifications: the mode (with the digest times), muted and followed tables."""
    store = bot.service.store
    _, _, stored_times = await store.notify_settings(user_id)
    person, _ = await bot.service.person(user_id)
    lines = [
        t(
            "notify-settings-mode",
            lang,
            mode=t(MODE_WORDS[mode], lang),
            about=t(MODE_ABOUT[mode], lang),
        ),
        t(
            "notify-settings-digest",
            lang,
            times=digest_text(load_digest_times(stored_times)),
            zone=person.zone or "UTC",
        ),
    ]
    muted = sorted(await store.muted_tables(user_id))
    if muted:
        lines.append(t("notify-settings-muted", lang, tables=", ".join(f"#{n}" for n in muted)))
    followed = await store.followed_tables(user_id)
    if followed:
        lines.append(t("notify-settings-following", lang, tables=", ".join(f"#{n}" for n in followed)))
    return lines


async def save_notifications(bot: GameHostBot, user_id: int, mode: str | None, times: tuple[Any, ...] | None) -> None:
    """Store a new mode and/or digest times; the next digest is planned again from them."""
    store = bot.service.store
    if times is not None:
        await store.set_digest_times(user_id, dump_digest_times(times))
    if mode is not None:
        await store.set_notify_mode(user_id, mode)
    await store.cancel_push(user_id, "digest")
    wants_digest = await store.notify_mode(user_id) == "digest" and bool(await store.user_waits(user_id))
    notify = bot.get_cog("Notify")
    if notify is not None and (wants_digest or await store.followed_tables(user_id)):
        await notify.schedule_digest(user_id)  # type: ignore[attr-defined]


async def clock_lines(bot: Any, user_id: int, lang: str) -> list[str]:
    """The panel's clock: time zone and quiet hours, vacation days, an away period."""
    person, settings = await bot.service.person(user_id)
    hours = person.quiet_hours
    lines = [
        t(
            "clock-settings-zone",
            lang,
            zone=person.zone,
            quiet=quiet_text(hours) if hours else t("clock-quiet-off", lang),
        )
        if person.zone
        else t("clock-settings-no-zone", lang)
    ]
    now = bot.service.clock()
    if settings.away_until is not None and settings.away_until > now:
        lines.append(t("clock-settings-away", lang, until=stamp(settings.away_until, "F")))
    lines.append(t("clock-settings-vacation", lang, left=math.floor(await bot.service.vacation_balance(user_id))))
    return lines


MODE_CHOICES = [app_commands.Choice(name=locale_str(m, text=msg(MODE_WORDS[m])), value=m) for m in MODES]


@app_commands.command(name="settings", description="Your language, notifications, time zone and quiet hours")
@app_commands.describe(
    time_zone="Your time zone, e.g. Europe/Warsaw (for quiet hours and digest times)",
    quiet_hours="No DMs and no clock running out then, e.g. 23:00-08:00 (or off)",
    notifications="every: a DM when moves await you; digest: at your digest times; deadline: when time runs short",
    digest_times="When your digest comes, your time: one or two, e.g. 08:00, 18:00",
)
@app_commands.choices(notifications=MODE_CHOICES)
async def settings_command(
    interaction: discord.Interaction[Any],
    time_zone: app_commands.Range[str, 1, 64] | None = None,
    quiet_hours: app_commands.Range[str, 1, 32] | None = None,
    notifications: str | None = None,
    digest_times: app_commands.Range[str, 1, 32] | None = None,
) -> None:
    """The private panel; the options change those settings first (all checked before anything is
    stored: a bad value is refused and changes nothing)."""
    bot: GameHostBot = interaction.client  # type: ignore[assignment]
    lang = await reader_lang(interaction)
    note = ""
    times = parse_digest_times(digest_times) if digest_times is not None else None
    if digest_times is not None and times is None:
        await interaction.response.send_message(
            t("notify-bad-digest-times", lang, text=escape_name(digest_times)), ephemeral=True
        )
        return
    if time_zone is not None or quiet_hours is not None:
        problem = await save_clock_settings(bot, interaction.user.id, time_zone, quiet_hours, lang)
        if problem:
            await interaction.response.send_message(problem, ephemeral=True)
            return
        note = t("clock-settings-saved", lang)
    if notifications is not None or times is not None:
        await save_notifications(bot, interaction.user.id, notifications, times)
        note = t("clock-settings-saved", lang)
    content, view = await settings_panel(bot, interaction.user.id, lang, note)
    await interaction.response.send_message(content, view=view, ephemeral=True)


@settings_command.autocomplete("time_zone")
async def zone_names(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=z, value=z) for z in zones_matching(current)]


async def save_clock_settings(
    bot: GameHostBot, user_id: int, time_zone: str | None, quiet_hours: str | None, lang: str
) -> str:
    """Store a new time zone and/or quiet hours; the refusal (in ``lang``) if either is wrong, else ""."""
    _, settings = await bot.service.person(user_id)
    zone_name = settings.zone
    if time_zone is not None:
        zone_name = known_zone(time_zone)
        if zone_name is None:
            return t("clock-bad-zone", lang, zone=escape_name(time_zone))
    start, end = settings.quiet_start, settings.quiet_end
    if quiet_hours is not None:
        if quiet_hours.strip().lower() in ("off", t("clock-quiet-off", lang).lower()):
            start = end = "00:00"  # the same start and end: no quiet hours
        else:
            hours = parse_quiet(quiet_hours)
            if hours is None:
                return t("clock-bad-quiet", lang, text=escape_name(quiet_hours))
            if zone_name is None:
                return t("clock-quiet-needs-zone", lang)
            start, end = f"{hours[0]:%H:%M}", f"{hours[1]:%H:%M}"
    await bot.service.store.set_quiet_hours(user_id, zone_name, start, end)
    return ""


class LanguageSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"settings:lang(?P<args>.*)"):
    """Chooses the member's language (or to follow their Discord app again)."""

    def __init__(self, select: discord.ui.Select[Any] | None = None, broken: bool = False) -> None:
        super().__init__(select or discord.ui.Select(custom_id="settings:lang"))
        self.broken = broken

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> LanguageSelect:
        return cls(broken=match["args"] != "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        value = str(values[0]) if values else ""
        if self.broken or (value != FOLLOW and value not in languages()):
            await answer_broken(interaction)
            return
        bot: GameHostBot = interaction.client  # type: ignore[assignment]
        await bot.languages.choose(interaction.user.id, None if value == FOLLOW else value)
        lang = await reader_lang(interaction)  # the new choice, or the app's language again
        note = (
            t("lobby-settings-now-app", lang, language=language_name(lang))
            if value == FOLLOW
            else t("lobby-settings-now", lang, language=language_name(lang))
        )
        content, view = await settings_panel(bot, interaction.user.id, lang, note)
        await interaction.response.edit_message(content=content, view=view)


class ModeSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"settings:mode(?P<args>.*)"):
    """Chooses how the bot reaches the member: every move, digest, deadline only, off."""

    def __init__(self, select: discord.ui.Select[Any] | None = None, broken: bool = False) -> None:
        super().__init__(select or discord.ui.Select(custom_id="settings:mode"))
        self.broken = broken

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> ModeSelect:
        return cls(broken=match["args"] != "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        value = str(values[0]) if values else ""
        if self.broken or value not in MODES:
            await answer_broken(interaction)
            return
        bot: GameHostBot = interaction.client  # type: ignore[assignment]
        await save_notifications(bot, interaction.user.id, value, None)
        lang = await reader_lang(interaction)
        note = t("notify-mode-now", lang, mode=t(MODE_WORDS[value], lang))
        content, view = await settings_panel(bot, interaction.user.id, lang, note)
        await interaction.response.edit_message(content=content, view=view)


class DmsButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"settings:(?!lang|mode)(?P<args>.*)"):
    """Turns the member's your-move DMs on or off (``settings:dms:on`` turns them on)."""

    def __init__(self, turn_on: bool | None, lang: str = SOURCE) -> None:
        label = t("lobby-settings-dms-turn-on" if turn_on else "lobby-settings-dms-turn-off", lang)
        state = "on" if turn_on else "off"
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji="🔔" if turn_on else "🔕",
                style=discord.ButtonStyle.secondary,
                custom_id=f"settings:dms:{state}",
            )
        )
        self.turn_on = turn_on

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> DmsButton:
        return cls({"dms:on": True, "dms:off": False}.get(match["args"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.turn_on is None:
            await answer_broken(interaction)
            return
        bot: GameHostBot = interaction.client  # type: ignore[assignment]
        await save_notifications(bot, interaction.user.id, "every" if self.turn_on else "off", None)
        lang = await reader_lang(interaction)
        note = t("lobby-notify-on", lang) if self.turn_on else t("lobby-notify-off", lang)
        content, view = await settings_panel(bot, interaction.user.id, lang, note)
        await interaction.response.edit_message(content=content, view=view)


DYNAMIC_ITEMS = (LanguageSelect, ModeSelect, DmsButton)


async def setup(bot: GameHostBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)  # cogs/ui.py's catch-all UnknownControl leaves settings: ids to these
    add_to_game_group(bot, settings_command)


async def teardown(bot: GameHostBot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
