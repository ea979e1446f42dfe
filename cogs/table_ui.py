"""The table message's and the hands' controls: My hand, the buttons and selects of a seat's legal actions
(split out of ``cogs.ui``, issue 35). Custom ids unchanged: ``hand:``, ``act:``, ``pick:``."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.i18n import SOURCE, render, t
from cogs.dynamic import answer_broken, parse_ids, persistent_view
from cogs.embeds import STYLES, clip
from cogs.language import reader_lang
from cogs.layout import plan_rows
from cogs.names import plain_names
from db.store import TableRecord
from games.contract import ControlGroup, fill_seat_refs
from games.words import Text


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
