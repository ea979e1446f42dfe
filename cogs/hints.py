"""The 💡 Hint button on a hand (issue 36): the move the AI would choose, the button to play it, and why.

A table allows hints when its host opened it with ``/game new hints:on`` (``options["hints"]``);
such a table is unrated (``bot.ratings.counts``), and the lobby, the table and the history say so.
A click is acknowledged at once (deferred, private); the search runs in the AI's worker processes
(``bot.ai_pool.AiPool.hint``), or in a thread where the bot has no pool, never on the event loop.
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.ai_pool import hint_in_worker
from bot.i18n import SOURCE, render, t
from bot.service import TableError
from cogs.cards import as_new, card_message
from cogs.language import reader_lang
from cogs.ui import ActionButton, clip, fill, fill_plain, parse_ids, persistent_view
from db.store import TableRecord
from games import GAMES
from games.hints import move_label
from games.words import load_text, msg

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

HINT_COLOUR = discord.Colour.gold()

#: /game new hints:on|off (choice names carry their message, as cogs/lobby.py's do)
HINTS_CHOICES = [
    app_commands.Choice(name=locale_str(render(text, SOURCE), text=text), value=value)
    for value, text in (("on", msg("cmd-notify-on")), ("off", msg("cmd-notify-off")))
]


def hints_on(table: TableRecord) -> bool:
    """Whether the table's host allowed hints (such a table is unrated)."""
    return bool(table.options.get("hints"))


class HintButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hint:(?P<args>.*)"):
    """``hint:<table>:<decision>``: a hint for the seat's decision the hand was drawn for."""

    def __init__(self, table_id: int, decision: int, lang: str = SOURCE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("hint-button", lang),
                emoji="💡",
                style=discord.ButtonStyle.secondary,
                custom_id=f"hint:{table_id}:{decision}",
            )
        )
        self.table_id, self.decision = table_id, decision

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> HintButton:
        ids = parse_ids(match["args"], 2) or [-1, -1]
        return cls(*ids)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog = interaction.client.get_cog("Hints")
        await cog.on_hint(interaction, self.table_id, self.decision)  # type: ignore[union-attr]


def add_hint_button(controls: discord.ui.View | None, table: TableRecord, seat: int, lang: str) -> None:
    """Put the Hint button beside a seat's controls, where the table allows hints and a human decides."""
    if controls is None or not hints_on(table) or table.seats[seat].is_ai:
        return
    decision = table.decisions.get(seat, table.version)
    try:
        controls.add_item(HintButton(table.id, decision, lang))
    except ValueError:  # five full rows of choices: no room (the hand still plays)
        log.info("table %s: no room for the Hint button of seat %s", table.id, seat)


class Hints(commands.Cog):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service

    async def on_hint(self, interaction: discord.Interaction[Any], table_id: int, decision: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await reader_lang(interaction)

        async def say(key: str) -> None:
            await interaction.followup.send(t(key, lang), ephemeral=True)

        try:
            seated = await self.service.seated(table_id, interaction.user.id)
        except TableError as exc:
            await interaction.followup.send(render(exc.reason, lang), ephemeral=True)
            return
        table, seat, state = seated.table, seated.seat, seated.state
        game = GAMES[table.game]
        if not hints_on(table):
            await say("hint-off")
            return
        if table.status != "running" or seat not in game.waiting_for(state):
            await say("hint-not-your-move")
            return
        if table.decisions.get(seat, table.version) != decision:
            await say("hint-stale")
            return
        dumped_state = game.dump_state(state)
        pool = self.service.ai_pool
        budget = self.service.ai_iterations  # None: the hint's own (games.hints.HINT_ITERATIONS); tests set less
        if pool is not None:
            _action, index, reason = await pool.hint(game.id, dumped_state, seat, budget)
        else:
            _action, index, reason = await asyncio.to_thread(hint_in_worker, game.id, dumped_state, seat, budget)
        label = move_label(game, seated.view, seated.actions, index)
        embed = discord.Embed(
            title=t("hint-title", lang),
            description=clip(fill(load_text(reason), table, lang), 4000),
            colour=HINT_COLOUR,
        )
        embed.set_footer(text=t("hint-footer", lang))
        view = persistent_view()
        view.add_item(
            ActionButton(
                table.id,
                decision,
                index,
                discord.ui.Button(
                    label=clip(t("hint-play", lang, move=fill_plain(label, table, lang)), 80),
                    emoji="💡",
                    style=discord.ButtonStyle.success,
                    custom_id=f"act:{table.id}:{decision}:{index}",
                ),
            )
        )
        await interaction.followup.send(ephemeral=True, **as_new(card_message(embed, controls=view)))


async def setup(bot: GameHostBot) -> None:
    bot.add_dynamic_items(HintButton)
    await bot.add_cog(Hints(bot))
