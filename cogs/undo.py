"""The Undo button on a hand (issue 34): take back one's last move while nothing has been revealed.

The button sits on the DM hand and on My hand copies of the seat that may take its move back
(``TableService.undo_offer``). Its custom_id ``undo:<table>:<version>`` names the move it takes
back, so an old Undo (the game moved on since) is refused with a reason. After an undo the table
and every hand are repainted (the service's change goes to the Play cog like any move), the thread
says who took back a move, and whoever had been told "your move" is told it is not their turn yet.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.i18n import SOURCE, render, t
from bot.service import Change, TableError
from cogs.language import reader_lang
from cogs.ui import answer_broken, escape_name, game_title, parse_ids, persistent_view
from db.store import TableRecord
from games import GAMES

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

MAX_ROWS = 5  # Discord: five rows of components
MAX_PER_ROW = 5


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"undo:(?P<args>.*)"):
    """↩ Undo: take back the move that made the table's ``version``."""

    def __init__(self, table_id: int, version: int, lang: str = SOURCE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("undo-button", lang),
                emoji="↩️",
                style=discord.ButtonStyle.danger,
                custom_id=f"undo:{table_id}:{version}",
            )
        )
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> UndoButton:
        ids = parse_ids(match["args"], 2) or [-1, -1]
        return cls(*ids)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.table_id < 0:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Undo")
        await cog.on_undo(interaction, self.table_id, self.version)  # type: ignore[union-attr]


def with_undo(view: discord.ui.View | None, table: TableRecord, lang: str) -> discord.ui.View | None:
    """``view`` (a hand's controls, or None) with an Undo button of the table's last move added.

    In the last row of controls if it has room (a row of buttons), else in the next row; a hand whose
    five rows are full keeps its controls (no game of ours fills them all).
    """
    view = view or persistent_view()
    width = [0] * MAX_ROWS
    for child in view.children:
        item = getattr(child, "item", child)  # a DynamicItem's own row may read None: its component's is set
        width[item.row or 0] += item.width
    last = max((r for r in range(MAX_ROWS) if width[r]), default=0)
    row = next((r for r in range(last, MAX_ROWS) if width[r] < MAX_PER_ROW), None)
    if row is None:
        return view
    button = UndoButton(table.id, table.version, lang)
    button.row = row
    view.add_item(button)
    return view


class UndoCog(commands.Cog, name="Undo"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service

    async def cog_load(self) -> None:
        self.service.subscribe(self.on_change)

    async def on_undo(self, interaction: discord.Interaction[Any], table_id: int, version: int) -> None:
        await interaction.response.defer()  # the write and the hand's picture may take longer than 3 s
        lang = await reader_lang(interaction)
        play: Any = self.bot.get_cog("Play")
        try:
            change = await self.service.undo(table_id, interaction.user.id, version)
        except TableError as exc:
            await play._refuse_action(interaction, table_id, render(exc.reason, lang))
            return
        except Exception:
            log.exception("table %s: an undo by %s failed", table_id, interaction.user.id)
            await interaction.followup.send(t("play-something-went-wrong", lang), ephemeral=True)
            return
        seat = change.table.seat_of(interaction.user.id)
        assert seat is not None
        await play._answer_with_hand(interaction, change.table, seat)

    async def on_change(self, change: Change) -> None:
        """Whoever was told "your move" for a move taken back hears it is not their turn yet."""
        if change.kind != "undone" or change.actor is None:
            return
        table = change.table
        for wait in change.taken_back:
            await self.correct(table, wait.seat, change.actor)

    async def correct(self, table: TableRecord, seat: int, actor: int) -> None:
        """The your-move push is the player's "Your turns" DM (cogs/notify.py): it is edited, not
        sent again (an edit does not ring), to drop the move and say why. If no push went out yet,
        none will for this move: nothing to correct."""
        user_id = table.seats[seat].user_id
        notify = self.bot.get_cog("Notify")
        if user_id is None or notify is None:
            return  # an AI: its hand is repainted anyway
        await notify.handled(table.id)  # type: ignore[attr-defined]  # its refresh first: the note stays on top
        lang = await self.bot.languages.of_user(user_id)
        text = t(
            "undo-not-your-turn-yet",
            lang,
            player=escape_name(table.seats[actor].name),
            game=game_title(GAMES[table.game], lang),
            table=table.id,
        )
        await notify.refresh(user_id, note=text)  # type: ignore[attr-defined]


async def setup(bot: GameHostBot) -> None:
    await bot.add_cog(UndoCog(bot))
    bot.add_dynamic_items(UndoButton)


async def teardown(bot: GameHostBot) -> None:
    bot.remove_dynamic_items(UndoButton)
