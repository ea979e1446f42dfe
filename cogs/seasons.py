"""``/game season start|end`` (Manage Server) and the season leaderboards (issue 37).

``/game leaderboard`` (cogs/history.py) shows all time and, while a season runs, the season's
board beside it; ``/game leaderboard season:<name>`` shows a season: the running one computed
from its games, an ended one from the archive written when it ended (bot/seasons.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.i18n import t
from bot.ratings import ai_name
from bot.seasons import archive, archived, board_rows, season_ratings
from cogs.admin import only_admins
from cogs.language import reader_lang
from cogs.lobby import add_to_game_group
from cogs.names import escape_name
from cogs.translator import COMMANDS, OPTION_ABOUT, OPTIONS
from cogs.ui import NO_MENTIONS, clip, game_title
from db.seasons import Season, season_store
from games import GAMES

if TYPE_CHECKING:
    from bot.app import GameHostBot

COMMANDS.update(
    {
        "game season": ("admin-cmd-season", "admin-cmd-season-about"),
        "game season start": ("admin-cmd-season-start", "admin-cmd-season-start-about"),
        "game season end": ("admin-cmd-season-end", "admin-cmd-season-end-about"),
    }
)
OPTIONS.update({"name": "admin-option-name", "season": "admin-option-season"})
OPTION_ABOUT.update(
    {
        ("game season start", "name"): "admin-season-name-about",
        ("game leaderboard", "season"): "admin-leaderboard-season-about",
    }
)
COLOUR = discord.Colour.gold()
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}


def board_embed(title: str, rows: list[dict[str, Any]], lang: str) -> discord.Embed:
    embed = discord.Embed(title=clip(title, 256), colour=COLOUR)
    lines = []
    for row in rows[:20]:
        who = (
            f"🤖 {ai_name(str(row['ai']).removeprefix('ai:'))}"
            if "ai" in row
            else f"**{escape_name(clip(row['name'], 32))}**"
        )
        lines.append(
            t(
                "history-leaderboard-line",
                lang,
                place=MEDALS.get(row["place"], f"{row['place']}."),
                who=who,
                rating=str(row["rating"]),
                games=row["games"],
                wins=row["wins"],
            )
        )
    embed.description = "\n".join(lines) or t("history-leaderboard-empty", lang)
    return embed


async def season_rows(bot: Any, season: Season, game: str) -> list[dict[str, Any]]:
    if season.ended_at is not None:
        return archived(season.final, game)
    return board_rows(await season_ratings(bot.service.store, season.guild_id, game, season.started_at))


async def season_board(bot: Any, guild_id: int, game: str, name: str | None, lang: str) -> discord.Embed | str:
    """The board of season ``name`` (None: the running one, if any), or why there is none ("" : no
    season runs)."""
    db = season_store(bot.service.store)
    season = await db.current(guild_id) if name is None else await db.by_name(guild_id, name)
    if season is None:
        return "" if name is None else t("admin-season-unknown", lang, name=escape_name(name))
    key = "admin-season-board-ended" if season.ended_at else "admin-season-board-running"
    title = t(key, lang, season=escape_name(season.name), game=game_title(GAMES[game], lang))
    return board_embed(title, await season_rows(bot, season, game), lang)


season_group = app_commands.Group(name="season", description="Seasons: a fresh leaderboard (Manage Server)")


@season_group.command(name="start", description="Start a season: a fresh leaderboard beside all time")
@app_commands.describe(name="The season's name, e.g. Spring 2026")
@app_commands.guild_only()
async def season_start(interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, 40]) -> None:
    if await only_admins(interaction):
        return
    assert interaction.guild_id is not None
    bot: GameHostBot = interaction.client  # type: ignore[assignment]
    lang = await reader_lang(interaction)
    answer = await season_store(bot.service.store).start(
        interaction.guild_id, name.strip(), interaction.user.id, bot.service.clock()
    )
    key = {"ok": "admin-season-started", "open": "admin-season-already-open", "taken": "admin-season-name-taken"}
    await interaction.response.send_message(t(key[answer], lang, name=escape_name(name.strip())), ephemeral=True)


@season_group.command(name="end", description="End the season: its leaderboards are archived")
@app_commands.guild_only()
async def season_end(interaction: discord.Interaction[Any]) -> None:
    if await only_admins(interaction):
        return
    assert interaction.guild_id is not None
    bot: GameHostBot = interaction.client  # type: ignore[assignment]
    lang = await reader_lang(interaction)
    db = season_store(bot.service.store)
    season = await db.current(interaction.guild_id)
    if season is None:
        await interaction.response.send_message(t("admin-season-none-open", lang), ephemeral=True)
        return
    await interaction.response.defer(ephemeral=True)
    now = bot.service.clock()
    boards = {}
    for game in await bot.service.store.rated_games(interaction.guild_id):
        boards[game] = await season_ratings(
            bot.service.store, interaction.guild_id, game, season.started_at, now.isoformat()
        )
    if not await db.end(season, interaction.user.id, now, archive(boards)):
        await interaction.followup.send(t("admin-season-none-open", lang), ephemeral=True)
        return
    champions = [
        t("admin-season-champion", lang, game=game_title(GAMES[g], lang), name=escape_name(r.leaderboard()[0][1].name))
        for g, r in sorted(boards.items())
        if r.players and g in GAMES
    ]
    text = "\n".join([t("admin-season-ended", lang, name=escape_name(season.name)), *champions])
    await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)


async def setup(bot: GameHostBot) -> None:
    add_to_game_group(bot, season_group)
