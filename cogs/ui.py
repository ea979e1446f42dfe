"""Shared Discord UI, split by message (issue 35): this module registers every persistent control and
re-exports the builders, so ``from cogs.ui import …`` keeps working.

- ``cogs.dynamic``: custom id parsing, the broken-id answer, the stopped view of DynamicItems;
- ``cogs.lobby_ui``: the lobby's buttons, the AI level select, the confirmations;
- ``cogs.table_ui``: the table's My hand button, a hand's action buttons and selects;
- ``cogs.embeds``: the text of each message (table, hand, lobby), ``cogs.cards`` its Components V2 layout.

Every component is a ``DynamicItem`` whose custom_id carries what the click
needs (table id, version, choice), so buttons keep working after a restart:
the click reloads the table from the database.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from cogs.dynamic import BROKEN, answer_broken, parse_ids, persistent_view  # noqa: F401  (imported from here too)
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
from cogs.lobby_ui import (  # noqa: F401  (imported from here too)
    AiLevelSelect,
    ConfirmButton,
    LobbyButton,
    ai_level_view,
    confirm_view,
    lobby_view,
)
from cogs.names import escape_name, pinging, plain_names, seat_mentions, seat_names  # noqa: F401  (imported from here too)
from cogs.table_ui import (  # noqa: F401  (imported from here too)
    ActionButton,
    ActionSelect,
    HandButton,
    controls_view,
    fill_plain,
    table_view,
)

if TYPE_CHECKING:
    from bot.app import GameHostBot


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


DYNAMIC_ITEMS = (LobbyButton, HandButton, ActionButton, ActionSelect, ConfirmButton, AiLevelSelect, UnknownControl)


def register_components(bot: GameHostBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
