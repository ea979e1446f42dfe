"""``/game learn game:<game>`` (issue 36): a short private game in the player's DMs against an easy AI.

The lesson is a table of its own: no server (so it is in no server's history and changes no
rating), its table message and the hand in the player's DMs, one easy AI seat, hints on, no clock.
The first time each kind of decision comes up, the hand explains it (``games.learning``); when the
game ends, the hand sums up how the scores came about.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import render, t
from bot.service import TableError
from cogs.cards import as_new, card_message
from cogs.embeds import clip, fill, game_title
from cogs.language import reader_lang
from cogs.lobby import GAME_CHOICES, add_to_game_group, display_name
from db.store import TableRecord
from games import GAMES
from games.learning import KindsMet, lesson_now, summary

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

#: the learner's opponent
LEARN_AI_LEVEL = "easy"


#: lesson replays kept (one per learner's seat, the most recently shown last): the lessons going on at once
LESSON_REPLAYS_KEPT = 256


def is_lesson(table: TableRecord) -> bool:
    return bool(table.options.get("learn"))


@dataclass
class LessonReplay:
    """A lesson's log as read for a seat's hand: the stored moves read (their ``seq``), the kinds met in them."""

    seqs: list[int]
    kinds: KindsMet


#: (table, seat) -> its lesson replay (the Play cog's, forgotten with the table's other hand records)
LessonReplays = OrderedDict[tuple[int, int], LessonReplay]


async def add_lesson(
    service: Any,
    embed: discord.Embed,
    table: TableRecord,
    seat: int,
    state: Any,
    lang: str,
    replays: LessonReplays,
) -> None:
    """On a lesson's hand: the explanation of a kind of decision met for the first time, or the summary
    (``replays``: where the log read for the previous hand is kept, so only the moves since are replayed)."""
    if not is_lesson(table) or table.seed is None or table.seats[seat].is_ai:
        return
    game = GAMES[table.game]
    log_rows = await service.store.actions(table.id)
    seqs = [r.seq for r in log_rows]
    key = (table.id, seat)
    kept = replays.get(key)
    if kept is None or seqs[: len(kept.seqs)] != kept.seqs:  # none yet, or a move read was taken back
        setup = game.setup(len(table.seats), table.seed, game.options_from(table.options))
        kept = LessonReplay([], KindsMet(setup))
    moves = [(r.seat, game.load_action(r.action)) for r in log_rows[len(kept.seqs) :]]
    met = kept.kinds.read(game, moves, seat)
    kept.seqs = seqs
    replays[key] = kept
    replays.move_to_end(key)
    while len(replays) > LESSON_REPLAYS_KEPT:
        replays.popitem(last=False)
    if table.status == "finished":
        outcome = game.outcome(state)
        if outcome is not None:
            embed.add_field(
                name=t("learn-summary-title", lang), value=clip(fill(summary(outcome, seat, met), table, lang), 1024)
            )
        return
    if table.status != "running":
        return
    lesson = lesson_now(game, state, seat, met)
    if lesson is not None:
        embed.add_field(
            name=t("learn-new-decision", lang), value=clip(fill(lesson[1], table, lang), 1024), inline=False
        )


class LearnCog(commands.Cog, name="Learn"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service

    async def start_lesson(self, interaction: discord.Interaction[Any], game_id: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await reader_lang(interaction)
        user = interaction.user
        try:
            dm = await user.create_dm()
            waiting = discord.Embed(
                title=t("learn-table-title", lang, game=game_title(GAMES[game_id], lang)),
                description=t("learn-table-body", lang),
            )
            placeholder = await dm.send(**as_new(card_message(waiting)))  # the lesson's table card, soon
        except discord.HTTPException:
            await interaction.followup.send(t("learn-dms-closed", lang), ephemeral=True)
            return
        try:
            table = await self.service.open_table(
                game_id,
                None,
                dm.id,
                user.id,
                display_name(user),
                pace="none",
                variant="short" if "short" in GAMES[game_id].variants else None,  # Pachamama's 5×5 land
                learn=True,
            )
            await self.service.add_ai(table.id, user.id, LEARN_AI_LEVEL)
            await self.service.attach_message(table.id, placeholder.id, None)
            await self.service.start(table.id, user.id)
        except TableError as exc:
            await interaction.followup.send(render(exc.reason, lang), ephemeral=True)
            return
        await interaction.followup.send(t("learn-started", lang, link=placeholder.jump_url), ephemeral=True)


@app_commands.command(name="learn", description="A short private game against an easy AI that explains each decision")
@app_commands.describe(game="Which game to learn")
@app_commands.choices(game=GAME_CHOICES)
async def learn_command(interaction: discord.Interaction[Any], game: str) -> None:
    cog = interaction.client.get_cog("Learn")
    await cog.start_lesson(interaction, game)  # type: ignore[union-attr]


async def setup(bot: GameHostBot) -> None:
    await bot.add_cog(LearnCog(bot))
    add_to_game_group(bot, learn_command)
