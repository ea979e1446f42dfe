"""After the game: /game history, replay, export, stats and leaderboard.

The commands join the /game group of the lobby cog. Every answer is private (ephemeral). The
buttons are DynamicItems whose custom_id carries all a click needs (the history page's scope
and page here; the replay's table and step in ``cogs/replay_view.py``), so they keep working
after a restart and a forged or damaged id gets a clear answer.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.alt_text import chart_alt
from bot.i18n import SOURCE, render, t
from bot.rating_plot import rating_chart
from bot.ratings import TARGET, RatingBook
from bot.replays import ReplayBook, ReplayError, export_of
from cogs.cards import as_new, card_message
from cogs.language import reader_lang
from cogs.lobby import GAME_CHOICES, add_to_game_group, refuse
from cogs.replay_view import (
    AI_NAMES,
    ReplayButton,
    ReplayJump,
    game_title,
    replay_embed,
    replay_names,
    replay_view,
    when,
)
from cogs.seasons import season_board
from cogs.ui import (
    COLOUR,
    answer_broken,
    clip,
    escape_name,
    message_link,
    parse_ids,
    persistent_view,
    png_file,
    seat_names,
)
from db.store import TableRecord
from games import GAMES
from games.words import and_list

if TYPE_CHECKING:
    from bot.app import GameHostBot

PAGE_SIZE = 5
REPLAY_IMAGE = "replay.png"
MAX_PAGE = 10**6


# ---- history pages -----------------------------------------------------------


def history_embed(
    tables: list[TableRecord],
    total: int,
    page: int,
    title: str,
    service_outcome: Any,
    channel_names: Mapping[int, str] | None = None,
    lang: str = SOURCE,
) -> discord.Embed:
    """A page of finished games. ``channel_names``: where a table is when there is no link to it (the
    playground's page follows no discord.com link and shows ``<#…>`` in an embed as it is)."""
    # a page reached by its neighbour's last table may number past the count (games finished meanwhile)
    pages = max(1, -(-total // PAGE_SIZE), page + 1)
    embed = discord.Embed(title=title, colour=COLOUR)
    if not tables:
        embed.description = t("history-none" if total == 0 else "history-none-on-page", lang)
    for table in tables:
        names = seat_names(table)
        outcome = service_outcome(table)
        winners = render(and_list([names[w] for w in outcome.winners]), lang) if outcome else "—"
        link = message_link(table.guild_id, table.channel_id, table.message_id) if table.message_id else None
        if link:
            where = t("history-table-link", lang, link=link)
        elif table.message_id:
            channel = (channel_names or {}).get(table.channel_id) or t("history-its-channel", lang)
            where = t("history-table-in-channel", lang, channel=escape_name(channel))
        else:
            where = t("history-table-gone", lang)
        value = "\n".join(
            [
                t("history-players", lang, names=", ".join(names)),
                t("ui-no-winner", lang)
                if outcome and not outcome.winners
                else t("history-winners", lang, count=len(outcome.winners) if outcome else 1, names=winners),
                where,
                *([t("hint-history-unrated", lang)] if table.options.get("hints") else []),
            ]
        )
        embed.add_field(
            name=clip(f"#{table.id} · {game_title(table.game, lang)} · {when(table.ended_at)}", 256),
            value=clip(value, 1024),
            inline=False,
        )
    embed.set_footer(text=t("history-footer", lang, page=page + 1, pages=pages, total=total))
    return embed


class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hist:(?P<args>.*)"):
    """A history page: ``hist:<guild or 0>:<user or 0>:<game or ->:<page>[:<o|n><table>]``.

    ``o<table>`` / ``n<table>``: the page just older (newer) than that table, the last (first) one the
    page before showed, so the page is an index seek, not a walk over every game before it (issue 40);
    the page number is what the footer shows. Without it (buttons posted before), the page by its
    number. At most 5+19+1+19+1+10+1+7+1+20 = 84 characters, under Discord's 100.
    """

    def __init__(
        self, guild_id: int, user_id: int, game: str, page: int, label: str = "…", seek: tuple[str, int] | None = None
    ) -> None:
        tail = f":{seek[0]}{seek[1]}" if seek else ""
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"hist:{guild_id}:{user_id}:{game}:{page}{tail}",
            )
        )
        self.guild_id, self.user_id, self.game, self.page, self.seek = guild_id, user_id, game, page, seek

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> HistoryButton:
        parts = match["args"].split(":")
        seek = SEEK.fullmatch(parts[4]) if len(parts) == 5 else None
        if (len(parts) == 4 or seek) and (parts[2] == "-" or parts[2] in GAMES):
            ids = parse_ids(":".join([parts[0], parts[1], parts[3], *([seek[2]] if seek else [])]), 4 if seek else 3)
            if ids is not None and ids[2] <= MAX_PAGE and (ids[0] or ids[1]):
                return cls(ids[0], ids[1], parts[2], ids[2], seek=(seek[1], ids[3]) if seek else None)
        return cls(0, 0, "", 0)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if not self.game:
            await answer_broken(interaction)
            return
        cog: HistoryCog = interaction.client.get_cog("History")  # type: ignore[assignment]
        await cog.show_history(
            interaction, self.guild_id, self.user_id, self.game, self.page, edit=True, seek=self.seek
        )


#: the seek part of a history button: older ("o") or newer ("n") than a table id
SEEK = re.compile(r"([on])([0-9]{1,19})")


class HistoryCog(commands.Cog, name="History"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.store = bot.service.store
        self.replays = ReplayBook(self.store)
        self.ratings = RatingBook(self.store)

    # ---- history -------------------------------------------------------------
    async def show_history(
        self,
        interaction: discord.Interaction[Any],
        guild_id: int,
        user_id: int,
        game: str,
        page: int,
        *,
        edit: bool,
        seek: tuple[str, int] | None = None,
    ) -> None:
        lang = await reader_lang(interaction)
        if guild_id and interaction.guild_id != guild_id:
            await refuse(interaction, t("history-other-server", lang))
            return
        if not guild_id and user_id != interaction.user.id:
            await refuse(interaction, t("history-only-that-player", lang))
            return
        tables, total, page, more = await self._page(guild_id, user_id, game, page, seek)
        name = escape_name(await self._name(interaction, user_id, lang)) if user_id else ""
        if game == "-":
            if user_id and not guild_id:
                title = t("history-title-member-everywhere", lang, name=name)
            elif user_id:
                title = t("history-title-member-here", lang, name=name)
            else:
                title = t("history-title-server", lang)
        else:
            kind = game_title(game, lang)
            if user_id and not guild_id:
                title = t("history-title-member-everywhere-game", lang, name=name, game=kind)
            elif user_id:
                title = t("history-title-member-here-game", lang, name=name, game=kind)
            else:
                title = t("history-title-server-game", lang, game=kind)
        channels = {x.channel_id: getattr(self.bot.get_channel(x.channel_id), "name", "") for x in tables}
        embed = history_embed(tables, total, page, clip(title, 256), self.service.outcome, channels, lang)
        view = persistent_view()
        for x in tables:
            view.add_item(ReplayButton(x.id, 0, "s", label=t("history-replay-button", lang, table=str(x.id))))
        pages = max(1, -(-total // PAGE_SIZE))
        if pages > 1:
            first, last = (("n", tables[0].id), ("o", tables[-1].id)) if tables else (None, None)
            newer = HistoryButton(
                guild_id, user_id, game, max(page - 1, 0), t("history-newer", lang), None if page <= 1 else first
            )
            older = HistoryButton(guild_id, user_id, game, page + 1, t("history-older", lang), last)
            newer.item.disabled, older.item.disabled = page == 0, not more
            newer.item.row = older.item.row = 1
            view.add_item(newer)
            view.add_item(older)
        shown = card_message(embed, controls=view)
        if edit:
            await interaction.response.edit_message(**shown)
        else:
            await interaction.response.send_message(ephemeral=True, **as_new(shown))

    async def _page(
        self, guild_id: int, user_id: int, game: str, page: int, seek: tuple[str, int] | None
    ) -> tuple[list[TableRecord], int, int, bool]:
        """The tables of a page, how many in all, the page's number, and whether older ones follow."""
        query: dict[str, Any] = {"guild_id": guild_id or None, "user_id": user_id or None}
        query["game"] = None if game == "-" else game
        if seek is not None:
            direction = "older_than" if seek[0] == "o" else "newer_than"
            try:  # one more than a page: is there another one beyond it?
                tables, total = await self.store.finished_tables(**query, limit=PAGE_SIZE + 1, **{direction: seek[1]})
            except LookupError:
                pass  # that table is gone (a forgotten server): the page by its number
            else:
                if seek[0] == "o":
                    return tables[:PAGE_SIZE], total, page, len(tables) > PAGE_SIZE
                if len(tables) > PAGE_SIZE:  # newest first: the five next to the table are the last five
                    return tables[-PAGE_SIZE:], total, max(page, 1), True
                page = 0  # nothing newer beyond them: the first page, as /game history shows it
        tables, total = await self.store.finished_tables(**query, offset=page * PAGE_SIZE, limit=PAGE_SIZE + 1)
        return tables[:PAGE_SIZE], total, page, len(tables) > PAGE_SIZE

    async def _name(self, interaction: discord.Interaction[Any], user_id: int, lang: str) -> str:
        if user_id == interaction.user.id:
            return interaction.user.display_name
        member = interaction.guild.get_member(user_id) if interaction.guild else None
        return member.display_name if member else t("history-that-player", lang)

    # ---- replays ---------------------------------------------------------------
    async def show_replay(self, interaction: discord.Interaction[Any], table_id: int, step: int, *, edit: bool) -> None:
        """Answer with a replay at ``step``: a new private message, or this one edited in place."""
        lang = await reader_lang(interaction)
        try:
            replay = await self.replays.replay(table_id, interaction.guild_id, interaction.user.id)
        except ReplayError as exc:
            await refuse(interaction, render(exc.reason, lang))
            return
        if step > replay.last:
            await refuse(interaction, t("history-replay-too-far", lang, table=str(table_id), steps=replay.last))
            return
        if edit:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        game, at = replay.game, replay.steps[step]
        names = replay_names(replay, step, markup=False)  # a picture shows names as typed
        public = game.view(at.state, None)
        picture = await self.bot.pictures.table(game, public, names, lang)  # labels and alt text in their language
        embed = replay_embed(replay, step, replay.outcome(self.service.outcome(replay.table)), lang)
        files = [png_file(picture.png, REPLAY_IMAGE, description=picture.alt)] if picture else []
        await interaction.edit_original_response(
            **card_message(embed, files=files, controls=replay_view(replay, step, lang))
        )

    # ---- export ------------------------------------------------------------------
    async def export(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        lang = await reader_lang(interaction)
        try:
            replay = await self.replays.replay(table_id, interaction.guild_id, interaction.user.id)
        except ReplayError as exc:
            await refuse(interaction, render(exc.reason, lang))
            return
        doc = await export_of(self.store, replay.table)
        data = doc.model_dump_json(indent=2).encode()
        file = discord.File(io.BytesIO(data), filename=f"{replay.table.game}-{replay.table.id}.json")
        await interaction.response.send_message(
            t(
                "history-export",
                lang,
                game=game_title(replay.table.game, lang),
                table=str(replay.table.id),
                moves=replay.last,
                command="python -m games.replay FILE",
            ),
            file=file,
            ephemeral=True,
        )

    # ---- stats and leaderboard ------------------------------------------------------
    async def stats(self, interaction: discord.Interaction[Any], member: discord.abc.User) -> None:
        lang = await reader_lang(interaction)
        if interaction.guild_id is None:
            await refuse(interaction, t("history-stats-guild-only", lang))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        rows = await self.store.player_stats(interaction.guild_id, member.id)
        name = escape_name(member.display_name)
        embed = discord.Embed(title=clip(t("history-stats-title", lang, name=name), 256), colour=COLOUR)
        if not rows:
            embed.description = t("history-stats-none", lang, name=name)
            await interaction.followup.send(ephemeral=True, **as_new(card_message(embed)))
            return
        lines = []
        for row in rows:
            # the figures and the chart stored (a restart rates no game again): bot.ratings
            ratings = await self.ratings.ratings(interaction.guild_id, row.game, history=False)
            player = ratings.players.get(f"u:{member.id}")
            title = game_title(row.game, lang)
            rating = t("history-not-rated", lang)
            if player is not None:
                place = next(p for p, q in ratings.leaderboard() if q.key == player.key)
                rating = t("history-rating", lang, rating=str(player.rating), place=place, players=len(ratings.players))
                series = await self.ratings.series(interaction.guild_id, row.game, player.key)
                if series:  # from where everyone starts, game by game
                    lines.append((title, [round(TARGET), *series]))
            embed.add_field(
                name=title,
                value=t(
                    "history-stats-line",
                    lang,
                    played=row.played,
                    won=row.won,
                    average=round(float(row.average_place), 1),
                )
                + f"\n{rating}",
                inline=False,
            )
        # a picture: the name as typed
        chart_title = clip(t("history-chart-title", lang, name=member.display_name), 40)
        png = await asyncio.to_thread(rating_chart, chart_title, lines, lang)
        embed.set_footer(text=t("history-stats-footer", lang, start=str(round(TARGET))))
        chart = png_file(png, "ratings.png", description=chart_alt(chart_title, lines, lang))
        await interaction.followup.send(ephemeral=True, **as_new(card_message(embed, files=[chart])))

    async def leaderboard(self, interaction: discord.Interaction[Any], game: str, season: str | None = None) -> None:
        lang = await reader_lang(interaction)
        if interaction.guild_id is None:
            await refuse(interaction, t("history-leaderboard-guild-only", lang))
            return
        if game not in GAMES:
            await refuse(interaction, t("history-no-game", lang, game=escape_name(game)))
            return
        # rating every finished game of a server once after a restart takes seconds with many stored games
        # (about 25 s for 160,000): answer Discord first, within its 3 s
        await interaction.response.defer(ephemeral=True, thinking=True)
        # a season's board (cogs/seasons.py): the one named, or the running one beside all time
        seasonal = await season_board(self.bot, interaction.guild_id, game, season, lang)
        if season is not None:
            if isinstance(seasonal, str):
                await refuse(interaction, seasonal)
            else:
                await interaction.followup.send(ephemeral=True, **as_new(card_message(seasonal)))
            return
        # the figures only: after a restart they are read from storage, not rated again game by game
        ratings = await self.ratings.ratings(interaction.guild_id, game, history=False)
        board = ratings.leaderboard()
        embed = discord.Embed(title=t("history-leaderboard-title", lang, game=game_title(game, lang)), colour=COLOUR)
        if not board:
            embed.description = t("history-leaderboard-empty", lang)
        else:
            medals = {1: "🥇", 2: "🥈", 3: "🥉"}
            lines = []
            for place, p in board[:20]:
                if p.is_ai:
                    level = AI_NAMES.get(p.key.removeprefix("ai:"))
                    who = f"🤖 {t(level, lang) if level else escape_name(p.name)}"
                else:
                    who = f"**{escape_name(clip(p.name, 32))}**"
                lines.append(
                    t(
                        "history-leaderboard-line",
                        lang,
                        place=medals.get(place, f"{place}."),
                        who=who,
                        rating=str(p.rating),
                        games=p.games,
                        wins=p.wins,
                    )
                )
            embed.description = "\n".join(lines)
        embed.set_footer(text=t("history-leaderboard-footer", lang, rated=ratings.counted))
        embeds = [embed] if isinstance(seasonal, str) else [seasonal, embed]
        await interaction.followup.send(ephemeral=True, **as_new(card_message(embeds)))

    async def table_numbers(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[int]]:
        lang = await reader_lang(interaction)
        prefix = "".join(ch for ch in current if ch.isdigit())
        ids = await self.store.finished_ids(guild_id=interaction.guild_id, user_id=interaction.user.id, prefix=prefix)
        choices = []
        for table_id in ids:
            table = await self.store.get_table(table_id)
            if table is None:
                continue
            title = game_title(table.game, lang)
            players = ", ".join(s.name for s in table.seats)  # a choice's name is plain text: as typed
            choices.append(app_commands.Choice(name=clip(f"#{table_id} · {title} · {players}", 100), value=table_id))
        return choices


# ---- the commands, added to the lobby cog's /game group ----------------------------


def _cog(interaction: discord.Interaction[Any]) -> HistoryCog:
    return interaction.client.get_cog("History")  # type: ignore[return-value]


async def _table_autocomplete(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[int]]:
    return await _cog(interaction).table_numbers(interaction, current)


@app_commands.command(name="history", description="Finished games here (or yours in every server, in DMs)")
@app_commands.describe(member="Only this member's games", game="Only this game")
@app_commands.choices(game=GAME_CHOICES)
async def history_command(
    interaction: discord.Interaction[Any], member: discord.User | None = None, game: str | None = None
) -> None:
    if interaction.guild_id is None:  # in DMs: your own games in every server
        user = interaction.user.id
        if member is not None and member.id != user:
            await refuse(interaction, t("history-dm-own", await reader_lang(interaction)))
            return
        await _cog(interaction).show_history(interaction, 0, user, game or "-", 0, edit=False)
        return
    user = member.id if member else 0
    await _cog(interaction).show_history(interaction, interaction.guild_id, user, game or "-", 0, edit=False)


@app_commands.command(name="replay", description="Replay a finished game step by step (only you see it)")
@app_commands.describe(table="The table number (see /game history)")
@app_commands.autocomplete(table=_table_autocomplete)
async def replay_command(interaction: discord.Interaction[Any], table: int) -> None:
    await _cog(interaction).show_replay(interaction, table, 0, edit=False)


@app_commands.command(name="export", description="Download a finished game's log as a JSON file")
@app_commands.describe(table="The table number (see /game history)")
@app_commands.autocomplete(table=_table_autocomplete)
async def export_command(interaction: discord.Interaction[Any], table: int) -> None:
    await _cog(interaction).export(interaction, table)


@app_commands.command(name="stats", description="Games played and won, places and ratings in this server")
@app_commands.describe(member="Whose stats (default: yours)")
@app_commands.guild_only()
async def stats_command(interaction: discord.Interaction[Any], member: discord.User | None = None) -> None:
    await _cog(interaction).stats(interaction, member or interaction.user)


@app_commands.command(name="leaderboard", description="The best-rated players of a game in this server")
@app_commands.describe(game="Which game", season="A season's name (default: all time, and the running season)")
@app_commands.choices(game=GAME_CHOICES)
@app_commands.guild_only()
async def leaderboard_command(
    interaction: discord.Interaction[Any], game: str, season: app_commands.Range[str, 1, 40] | None = None
) -> None:
    await _cog(interaction).leaderboard(interaction, game, season)


COMMANDS: tuple[app_commands.Command[Any, Any, None], ...] = (
    history_command,
    replay_command,
    export_command,
    stats_command,
    leaderboard_command,
)
DYNAMIC_ITEMS = (HistoryButton, ReplayButton, ReplayJump)


async def setup(bot: GameHostBot) -> None:
    await bot.add_cog(HistoryCog(bot))
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    add_to_game_group(bot, *COMMANDS)


async def teardown(bot: GameHostBot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
