"""Shared Discord UI: persistent components (the embeds are in ``cogs.embeds``).

Every component is a ``DynamicItem`` whose custom_id carries what the click
needs (table id, version, choice), so buttons keep working after a restart:
the click reloads the table from the database.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.i18n import SOURCE, render, t
from cogs.embeds import (  # noqa: F401  (imported from here too)
    AI_LEVELS,
    COLOUR,
    HAND_IMAGE,
    NO_MENTIONS,
    STYLES,
    TABLE_IMAGE,
    ai_level_name,
    chunk_lines,
    clip,
    closed_embed,
    deadline_lines,
    due_stamp,
    duration_text,
    embed_mention,
    fill,
    finished_embed,
    game_title,
    hand_embed,
    join_names,
    lobby_embed,
    message_link,
    pace_text,
    png_file,
    running_embed,
)
from cogs.language import reader_lang
from cogs.layout import plan_rows
from cogs.names import escape_name, pinging, plain_names, seat_mentions, seat_names  # noqa: F401  (imported from here too)
from db.store import TableRecord
from games.contract import ControlGroup, fill_seat_refs
from games.words import Text

if TYPE_CHECKING:
    from bot.app import GameHostBot

# ---- persistent components ----------------------------------------------
# Templates accept anything after the prefix and parse it strictly, so a damaged or forged
# custom_id gets a clear private answer instead of "This interaction failed".

BROKEN = t("ui-broken")  # in English; each reader gets it in their language
_NUMBER = re.compile(r"[0-9]{1,19}")
_MAX_ID = 2**63 - 1  # SQLite's INTEGER range


def parse_ids(text: str, count: int) -> list[int] | None:
    """``count`` colon-separated ids in SQLite's range, or None."""
    parts = text.split(":")
    if len(parts) != count or not all(_NUMBER.fullmatch(p) for p in parts):
        return None
    numbers = [int(p) for p in parts]
    return numbers if all(n <= _MAX_ID for n in numbers) else None


async def answer_broken(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message(t("ui-broken", await reader_lang(interaction)), ephemeral=True)


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lobby:(?P<args>.*)"):
    LABELS: ClassVar[dict[str, tuple[str, discord.ButtonStyle]]] = {
        "join": ("ui-lobby-join", discord.ButtonStyle.success),
        "leave": ("ui-lobby-leave", discord.ButtonStyle.secondary),
        "ai": ("ui-lobby-add-ai", discord.ButtonStyle.secondary),
        "start": ("ui-lobby-start", discord.ButtonStyle.primary),
        "cancel": ("ui-lobby-cancel", discord.ButtonStyle.danger),
    }

    def __init__(self, table_id: int, op: str, lang: str = SOURCE) -> None:
        key, style = self.LABELS.get(op, ("", discord.ButtonStyle.secondary))
        label = t(key, lang) if key else "?"
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"lobby:{table_id}:{op}"))
        self.table_id = table_id
        self.op = op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> LobbyButton:
        table, _, op = match["args"].partition(":")
        ids = parse_ids(table, 1)
        return cls(ids[0] if ids else 0, op if ids and op in cls.LABELS else "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if not self.op:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Lobby")
        await cog.on_lobby_button(interaction, self.table_id, self.op)  # type: ignore[union-attr]


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hand:(?P<args>.*)"):
    """The table's "My hand" button: an ephemeral copy of the DM hand."""

    def __init__(self, table_id: int, lang: str = SOURCE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("ui-my-hand", lang), emoji="🃏", style=discord.ButtonStyle.primary, custom_id=f"hand:{table_id}"
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> HandButton:
        ids = parse_ids(match["args"], 1)
        return cls(ids[0] if ids else -1)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.table_id < 0:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Play")
        await cog.on_my_hand(interaction, self.table_id)  # type: ignore[union-attr]


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"act:(?P<args>.*)"):
    """One legal action, valid only for the seat's decision it was offered for.

    custom_id ``act:<table>:<decision>:<index>``; the decision number is the seat's own (the
    version at which its current decision began), so other players' moves leave it valid.
    """

    def __init__(self, table_id: int, decision: int, index: int, button: discord.ui.Button[Any] | None = None) -> None:
        super().__init__(button or discord.ui.Button(label="…", custom_id=f"act:{table_id}:{decision}:{index}"))
        self.table_id, self.decision, self.index = table_id, decision, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ActionButton:
        ids = parse_ids(match["args"], 3) or [-1, -1, -1]
        return cls(*ids)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.table_id < 0:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Play")
        await cog.on_action(interaction, self.table_id, self.decision, self.index)  # type: ignore[union-attr]


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"pick:(?P<args>.*)"):
    """A select menu of legal actions (``pick:<table>:<decision>:<row>``); each option's value is an action index."""

    def __init__(self, table_id: int, decision: int, row: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"pick:{table_id}:{decision}:{row}"))
        self.table_id, self.decision = table_id, decision

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> ActionSelect:
        ids = parse_ids(match["args"], 3) or [-1, -1, -1]
        return cls(*ids)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if not values:
            await interaction.response.send_message(
                t("ui-nothing-chosen", await reader_lang(interaction)), ephemeral=True
            )
            return
        index = parse_ids(str(values[0]), 1)
        if self.table_id < 0 or index is None:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Play")
        await cog.on_action(interaction, self.table_id, self.decision, index[0])  # type: ignore[union-attr]


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"confirm:(?P<args>.*)"):
    """Confirms leaving a game (op "leave"), removing a player ("kick") or ending a running game ("cancel")."""

    OPS: ClassVar[dict[str, str]] = {
        "leave": "ui-confirm-leave",
        "kick": "ui-confirm-kick",
        "cancel": "ui-confirm-cancel",
    }

    def __init__(self, table_id: int, op: str, user_id: int, lang: str = SOURCE) -> None:
        key = self.OPS.get(op)
        label = t(key, lang) if key else "?"
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.danger, custom_id=f"confirm:{table_id}:{op}:{user_id}"
            )
        )
        self.table_id, self.op, self.user_id = table_id, op, user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ConfirmButton:
        parts = match["args"].split(":")
        ids = parse_ids(f"{parts[0]}:{parts[-1]}", 2) if len(parts) == 3 else None
        if ids is None or parts[1] not in cls.OPS:
            return cls(0, "", 0)
        return cls(ids[0], parts[1], ids[1])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if not self.op:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Lobby")
        await cog.on_confirm(interaction, self.table_id, self.op, self.user_id)  # type: ignore[union-attr]


def confirm_view(table_id: int, op: str, user_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    view.add_item(ConfirmButton(table_id, op, user_id, lang))
    return view


class AiLevelSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"ailevel:(?P<args>.*)"):
    """The level of the AI player the host is adding."""

    def __init__(self, table_id: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"ailevel:{table_id}"))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> AiLevelSelect:
        ids = parse_ids(match["args"], 1)
        return cls(ids[0] if ids else -1)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.table_id < 0:
            await answer_broken(interaction)
            return
        values = (interaction.data or {}).get("values") or ["normal"]  # type: ignore[union-attr]
        cog = interaction.client.get_cog("Lobby")
        await cog.on_ai_level(interaction, self.table_id, str(values[0]))  # type: ignore[union-attr]


class UnknownControl(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    # hist, replay, rjump: cogs/history.py; settings: cogs/settings.py; privacy: cogs/privacy.py; undo: cogs/undo.py;
    # cfg*: cogs/admin.py; tour: cogs/tournaments.py; hint: cogs/hints.py
    template=r"(?!(?:lobby|hand|act|pick|confirm|ailevel|hist|replay|rjump|settings|privacy|undo|cfg|cfgch|cfgrole|cfgclear|tour|hint):).*",
):
    """Any other custom_id (none of ours): a clear answer rather than a failed interaction."""

    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="?", custom_id="unknown:"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> UnknownControl:
        return cls()

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await answer_broken(interaction)


def ai_level_view(table_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=f"ailevel:{table_id}",
        placeholder=t("ui-ai-level-placeholder", lang),
        options=[
            discord.SelectOption(
                label=t("ui-ai-level-easy", lang),
                value="easy",
                emoji="🐣",
                description=t("ui-ai-level-easy-about", lang),
            ),
            discord.SelectOption(
                label=t("ui-ai-level-normal", lang),
                value="normal",
                emoji="🤖",
                description=t("ui-ai-level-normal-about", lang),
            ),
            discord.SelectOption(
                label=t("ui-ai-level-hard", lang),
                value="hard",
                emoji="🧠",
                description=t("ui-ai-level-hard-about", lang),
            ),
        ],
    )
    view.add_item(AiLevelSelect(table_id, select))
    return view


DYNAMIC_ITEMS = (LobbyButton, HandButton, ActionButton, ActionSelect, ConfirmButton, AiLevelSelect, UnknownControl)


def persistent_view() -> discord.ui.View:
    """A view whose items are all DynamicItems, so it needs no place in memory.

    Stopped before it is sent: discord.py then neither keeps it in its view
    store nor arms the 15-minute timer it gives ephemeral views; clicks are
    routed by custom_id through the registered DynamicItems, the same path
    as after a restart.
    """
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


def lobby_view(table_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    for op in ("join", "leave", "ai", "start", "cancel"):
        view.add_item(LobbyButton(table_id, op, lang))
    return view


def table_view(table_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    view.add_item(HandButton(table_id, lang))
    return view


def controls_view(
    table: TableRecord, seat: int, groups: Sequence[ControlGroup], lang: str = SOURCE
) -> discord.ui.View | None:
    """The buttons and selects for one seat's legal actions, in the player's ``lang``, or None if there are none."""
    rows = plan_rows(list(groups))
    if not rows:
        return None
    decision = table.decisions.get(seat, table.version)
    view = persistent_view()
    for r, row in enumerate(rows):
        if row.kind == "buttons":
            for c in row.choices:
                button: discord.ui.Button[Any] = discord.ui.Button(
                    label=clip(fill_plain(c.label, table, lang), 80),
                    emoji=c.emoji,
                    style=STYLES[c.style],
                    custom_id=f"act:{table.id}:{decision}:{c.action}",
                    row=r,
                )
                view.add_item(ActionButton(table.id, decision, c.action, button))
        else:
            options = [
                discord.SelectOption(
                    label=clip(fill_plain(c.label, table, lang), 100),
                    value=str(c.action),
                    emoji=c.emoji,
                    description=clip(fill_plain(c.description, table, lang), 100) if c.description else None,
                )
                for c in row.choices
            ]
            select: discord.ui.Select[Any] = discord.ui.Select(
                custom_id=f"pick:{table.id}:{decision}:{r}",
                placeholder=clip(render(row.placeholder, lang), 150),
                options=options,
                row=r,
            )
            view.add_item(ActionSelect(table.id, decision, r, select))
    return view


def fill_plain(text: Text, table: TableRecord, lang: str = SOURCE) -> str:
    """A label in ``lang``, seat refs as names as typed (labels render no markdown: an escape would show)."""
    return fill_seat_refs(render(text, lang), plain_names(table))


def register_components(bot: GameHostBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
