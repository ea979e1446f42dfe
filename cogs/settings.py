"""``/game settings``: a member's own settings (their language, your-move DMs), in a private panel.

The panel's select and button are ``DynamicItem``s like cogs/ui.py's: their custom_ids
(``settings:lang``, ``settings:dms:on|off``) carry all a click needs, so a panel keeps
working after a restart. The panel is shown, and answers, in the reader's language; after a
language is chosen, the answer is already in the new one.

Languages are offered from ``bot.i18n.languages()``, each under its own name (Babel's CLDR
data: "Deutsch", "Polski"), so a new catalogue folder needs no change here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import babel
import discord

from bot.i18n import SOURCE, languages, t
from cogs.language import reader_lang
from cogs.ui import answer_broken, persistent_view

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
    dms = await bot.service.store.notify_enabled(user_id)
    shown = (
        t("lobby-settings-language-chosen", lang, language=language_name(chosen))
        if chosen
        else t("lobby-settings-language-app", lang, language=language_name(lang))
    )
    lines = [
        note,
        t("lobby-settings-title", lang),
        shown,
        t("lobby-settings-dms-on", lang) if dms else t("lobby-settings-dms-off", lang),
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
    view.add_item(DmsButton(not dms, lang))
    return "\n".join(line for line in lines if line), view


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


class DmsButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"settings:(?!lang)(?P<args>.*)"):
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
        await bot.service.store.set_notify(interaction.user.id, self.turn_on)
        lang = await reader_lang(interaction)
        note = t("lobby-notify-on", lang) if self.turn_on else t("lobby-notify-off", lang)
        content, view = await settings_panel(bot, interaction.user.id, lang, note)
        await interaction.response.edit_message(content=content, view=view)


DYNAMIC_ITEMS = (LanguageSelect, DmsButton)


async def setup(bot: GameHostBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)  # cogs/ui.py's catch-all UnknownControl leaves settings: ids to these


async def teardown(bot: GameHostBot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
