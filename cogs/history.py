"""After the game: /game history, replay, export, stats and leaderboard.

The commands join the /game group of the lobby cog. Every answer is private (ephemeral). The
buttons are DynamicItems whose custom_id carries all a click needs (the history page's scope
and page; the replay's table and step), so they keep working after a restart and a forged
or damaged id gets a clear answer.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.rating_plot import rating_chart
from bot.ratings import TARGET, RatingBook
from bot.replays import Replay, ReplayBook, ReplayError, export_of
from cogs.lobby import GAME_CHOICES, refuse
from cogs.ui import (
    COLOUR,
    NO_MENTIONS,
    answer_broken,
    clip,
    escape_name,
    fill,
    join_names,
    message_link,
    parse_ids,
    persistent_view,
    plain_names,
    seat_names,
)
from db.store import TableRecord
from games import GAMES
from games.replay import result_lines

if TYPE_CHECKING:
    from bot.app import GameHostBot

PAGE_SIZE = 5
REPLAY_IMAGE = "replay.png"
MAX_PAGE = 10**6


def when(text: str | None) -> str:
    """A stored ISO time as a Discord date that each reader sees in their own time zone."""
    if not text:
        return "?"
    return f"<t:{int(datetime.fromisoformat(text).timestamp())}:d>"


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


# ---- history pages -----------------------------------------------------------


def history_embed(
    tables: list[TableRecord],
    total: int,
    page: int,
    title: str,
    service_outcome: Any,
    channel_names: Mapping[int, str] | None = None,
) -> discord.Embed:
    """A page of finished games. ``channel_names``: where a table is when there is no link to it (the
    playground's page follows no discord.com link and shows ``<#…>`` in an embed as it is)."""
    pages = max(1, -(-total // PAGE_SIZE))
    embed = discord.Embed(title=title, colour=COLOUR)
    if not tables:
        embed.description = "No finished games yet." if total == 0 else "No games on this page."
    for t in tables:
        game = GAMES.get(t.game)
        names = seat_names(t)
        outcome = service_outcome(t)
        winners = join_names([names[w] for w in outcome.winners]) if outcome else "—"
        word = "Winners" if outcome and len(outcome.winners) > 1 else "Winner"
        link = message_link(t.guild_id, t.channel_id, t.message_id) if t.message_id else None
        if link:
            where = f"[Table message]({link})"
        elif t.message_id:
            where = f"Table message in #{escape_name((channel_names or {}).get(t.channel_id, 'its channel'))}"
        else:
            where = "(table message gone)"
        value = f"Players: {', '.join(names)}\n🏆 {word}: {winners}\n{where}"
        embed.add_field(
            name=clip(f"#{t.id} · {game.title if game else t.game} · {when(t.ended_at)}", 256),
            value=clip(value, 1024),
            inline=False,
        )
    embed.set_footer(text=f"Page {page + 1} of {pages} · {plural(total, 'finished game')} · newest first")
    return embed


class HistoryButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hist:(?P<args>.*)"):
    """A history page: ``hist:<guild or 0>:<user or 0>:<game or ->:<page>``."""

    def __init__(self, guild_id: int, user_id: int, game: str, page: int, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"hist:{guild_id}:{user_id}:{game}:{page}",
            )
        )
        self.guild_id, self.user_id, self.game, self.page = guild_id, user_id, game, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> HistoryButton:
        parts = match["args"].split(":")
        if len(parts) == 4 and (parts[2] == "-" or parts[2] in GAMES):
            ids = parse_ids(f"{parts[0]}:{parts[1]}:{parts[3]}", 3)
            if ids is not None and ids[2] <= MAX_PAGE and (ids[0] or ids[1]):
                return cls(ids[0], ids[1], parts[2], ids[2])
        return cls(0, 0, "", 0)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if not self.game:
            await answer_broken(interaction)
            return
        cog: HistoryCog = interaction.client.get_cog("History")  # type: ignore[assignment]
        await cog.show_history(interaction, self.guild_id, self.user_id, self.game, self.page, edit=True)


# ---- replays -----------------------------------------------------------------


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"replay:(?P<args>.*)"):
    """A replay step: ``replay:<table>:<step>:<op>``; op ``s`` opens a new replay, the others move it."""

    OPS: ClassVar[dict[str, str]] = {"f": "⏮", "p": "◀", "n": "▶", "l": "⏭", "s": "Replay"}

    def __init__(self, table_id: int, step: int, op: str, *, disabled: bool = False, label: str | None = None) -> None:
        text = label or self.OPS.get(op, "?")
        super().__init__(
            discord.ui.Button(
                label=text,
                emoji="🎬" if op == "s" else None,
                style=discord.ButtonStyle.primary if op in ("n", "s") else discord.ButtonStyle.secondary,
                custom_id=f"replay:{table_id}:{step}:{op}",
                disabled=disabled,
            )
        )
        self.table_id, self.step, self.op = table_id, step, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ReplayButton:
        table, _, rest = match["args"].partition(":")
        step, _, op = rest.partition(":")
        ids = parse_ids(f"{table}:{step}", 2)
        if ids is None or op not in cls.OPS:
            return cls(0, 0, "")
        return cls(ids[0], ids[1], op)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if not self.op:
            await answer_broken(interaction)
            return
        cog: HistoryCog = interaction.client.get_cog("History")  # type: ignore[assignment]
        await cog.show_replay(interaction, self.table_id, self.step, edit=self.op != "s")


class ReplayJump(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"rjump:(?P<args>.*)"):
    """Jump to a round (or a step): ``rjump:<table>``; each option's value is a step number."""

    def __init__(self, table_id: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"rjump:{table_id}"))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> ReplayJump:
        ids = parse_ids(match["args"], 1)
        return cls(ids[0] if ids else -1)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        step = parse_ids(str(values[0]), 1) if values else None
        if self.table_id < 0 or step is None:
            await answer_broken(interaction)
            return
        cog: HistoryCog = interaction.client.get_cog("History")  # type: ignore[assignment]
        await cog.show_replay(interaction, self.table_id, step[0], edit=True)


def replay_embed(replay: Replay, step: int, outcome: Any) -> discord.Embed:
    """What everyone could see after ``step`` actions: the public table and that action's public lines."""
    table, game = replay.table, replay.game
    at = replay.steps[step]
    names = seat_names(table)
    face = game.table_face(game.view(at.state, None))
    head = f"**Step {step} of {replay.last}**"
    if at.seat is None:
        head += " · the table as dealt"
        lines = []
    else:
        head += f" · {names[at.seat]} moved"
        lines = [f"• {fill(line, table)}" for line in at.lines] or ["• _No announcement for this move._"]
    description = "\n".join([head, *lines, "", fill(face.description, table)])
    embed = discord.Embed(
        title=clip(f"{game.title} · table #{table.id} · replay", 256),
        description=clip(description, 3000),
        colour=COLOUR,
    )
    result = ""
    if step == replay.last and outcome is not None:
        result = clip("\n".join(result_lines(outcome, names)), 1024)
    budget = 5600 - len(embed.title or "") - len(embed.description or "") - len(result) - 200  # 6,000 in all
    for name, value in face.fields[:18]:
        name, value = clip(fill(name, table), 256), clip(fill(value, table), 1024) or "—"
        budget -= len(name) + len(value)
        if budget < 0:
            break
        embed.add_field(name=name, value=value, inline=True)
    if result:
        embed.add_field(name="🏁 Final scores", value=result, inline=False)
    embed.set_footer(text="Replayed from the game's log: only what everyone could see at the time")
    return embed


def replay_view(replay: Replay, step: int) -> discord.ui.View:
    view = persistent_view()
    tid, last = replay.table.id, replay.last
    for op, target, disabled in (
        ("f", 0, step == 0),
        ("p", max(step - 1, 0), step == 0),
        ("n", min(step + 1, last), step == last),
        ("l", last, step == last),
    ):
        view.add_item(ReplayButton(tid, target, op, disabled=disabled))
    if len(replay.jumps) > 1:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"rjump:{tid}",
            placeholder="Jump to a round…" if replay.jumps[0][0].startswith("Round") else "Jump to a step…",
            options=[
                discord.SelectOption(label=clip(label, 100), value=str(target), default=False)
                for label, target in replay.jumps[:25]
            ],
            row=1,
        )
        view.add_item(ReplayJump(tid, select))
    return view


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
    ) -> None:
        if guild_id and interaction.guild_id != guild_id:
            await refuse(interaction, "This history belongs to another server.")
            return
        if not guild_id and user_id != interaction.user.id:
            await refuse(interaction, "Only that player can page through their games in every server.")
            return
        tables, total = await self.store.finished_tables(
            guild_id=guild_id or None,
            user_id=user_id or None,
            game=None if game == "-" else game,
            offset=page * PAGE_SIZE,
            limit=PAGE_SIZE,
        )
        kind = f" {GAMES[game].title}" if game != "-" else ""
        if user_id:
            scope = " in every server" if not guild_id else " here"
            title = f"{escape_name(await self._name(interaction, user_id))}'s finished{kind} games{scope}"
        else:
            title = f"Finished{kind} games in this server"
        channels = {t.channel_id: getattr(self.bot.get_channel(t.channel_id), "name", "its channel") for t in tables}
        embed = history_embed(tables, total, page, clip(title, 256), self.service.outcome, channels)
        view = persistent_view()
        for t in tables:
            view.add_item(ReplayButton(t.id, 0, "s", label=f"Replay #{t.id}"))
        pages = max(1, -(-total // PAGE_SIZE))
        if pages > 1:
            newer = HistoryButton(guild_id, user_id, game, max(page - 1, 0), "◀ Newer")
            older = HistoryButton(guild_id, user_id, game, min(page + 1, pages - 1), "Older ▶")
            newer.item.disabled, older.item.disabled = page == 0, page >= pages - 1
            newer.item.row = older.item.row = 1
            view.add_item(newer)
            view.add_item(older)
        if edit:
            await interaction.response.edit_message(embed=embed, view=view, allowed_mentions=NO_MENTIONS)
        else:
            await interaction.response.send_message(
                embed=embed, view=view, ephemeral=True, allowed_mentions=NO_MENTIONS
            )

    async def _name(self, interaction: discord.Interaction[Any], user_id: int) -> str:
        if user_id == interaction.user.id:
            return interaction.user.display_name
        member = interaction.guild.get_member(user_id) if interaction.guild else None
        return member.display_name if member else "That player"

    # ---- replays ---------------------------------------------------------------
    async def show_replay(self, interaction: discord.Interaction[Any], table_id: int, step: int, *, edit: bool) -> None:
        """Answer with a replay at ``step``: a new private message, or this one edited in place."""
        try:
            replay = await self.replays.replay(table_id, interaction.guild_id, interaction.user.id)
        except ReplayError as exc:
            await refuse(interaction, exc.message)
            return
        if step > replay.last:
            await refuse(interaction, f"Game #{table_id} has only {plural(replay.last, 'step')}.")
            return
        if edit:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        game, at = replay.game, replay.steps[step]
        names = plain_names(replay.table, emoji=False)  # a picture shows names as typed
        png = await self.bot.pictures.table(game, game.view(at.state, None), names)
        embed = replay_embed(replay, step, self.service.outcome(replay.table))
        files = []
        if png:
            embed.set_image(url=f"attachment://{REPLAY_IMAGE}")
            files = [discord.File(io.BytesIO(png), filename=REPLAY_IMAGE)]
        await interaction.edit_original_response(
            embed=embed, attachments=files, view=replay_view(replay, step), allowed_mentions=NO_MENTIONS
        )

    # ---- export ------------------------------------------------------------------
    async def export(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        try:
            replay = await self.replays.replay(table_id, interaction.guild_id, interaction.user.id)
        except ReplayError as exc:
            await refuse(interaction, exc.message)
            return
        doc = await export_of(self.store, replay.table)
        data = doc.model_dump_json(indent=2).encode()
        file = discord.File(io.BytesIO(data), filename=f"{replay.table.game}-{replay.table.id}.json")
        await interaction.response.send_message(
            f"**{replay.game.title}** #{replay.table.id}: {plural(replay.last, 'move')}. "
            "Anyone with the bot's code can replay and check it: `python -m games.replay FILE`.",
            file=file,
            ephemeral=True,
        )

    # ---- stats and leaderboard ------------------------------------------------------
    async def stats(self, interaction: discord.Interaction[Any], member: discord.abc.User) -> None:
        if interaction.guild_id is None:
            await refuse(interaction, "Stats and ratings are kept per server: ask in a server's channel.")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        rows = await self.store.player_stats(interaction.guild_id, member.id)
        name = escape_name(member.display_name)
        embed = discord.Embed(title=clip(f"{name} · games in this server", 256), colour=COLOUR)
        if not rows:
            embed.description = f"{name} has no finished games here yet."
            await interaction.followup.send(embed=embed, ephemeral=True)
            return
        lines = []
        for row in rows:
            ratings = await self.ratings.ratings(interaction.guild_id, row.game)
            player = ratings.players.get(f"u:{member.id}")
            title = GAMES[row.game].title if row.game in GAMES else row.game
            rating = "not rated yet"
            if player is not None:
                place = next(p for p, q in ratings.leaderboard() if q.key == player.key)
                rating = f"rating **{player.rating}** (#{place} of {len(ratings.players)})"
                series = [point.rating for point in ratings.history.get(player.key, [])]
                if series:  # from where everyone starts, game by game
                    lines.append((title, [round(TARGET), *series]))
            embed.add_field(
                name=title,
                value=f"{plural(row.played, 'game')} played · {row.won} won · average place "
                f"{row.average_place:.1f}\n{rating}",
                inline=False,
            )
        chart_title = clip(f"{member.display_name}'s ratings, game by game", 40)  # a picture: the name as typed
        png = await asyncio.to_thread(rating_chart, chart_title, lines)
        embed.set_image(url="attachment://ratings.png")
        embed.set_footer(text="Ratings: openskill Plackett–Luce from every finished game here; newcomers show 1000")
        await interaction.followup.send(
            embed=embed, file=discord.File(io.BytesIO(png), filename="ratings.png"), ephemeral=True
        )

    async def leaderboard(self, interaction: discord.Interaction[Any], game: str) -> None:
        if interaction.guild_id is None:
            await refuse(interaction, "Leaderboards are kept per server: ask in a server's channel.")
            return
        engine = GAMES.get(game)
        if engine is None:
            await refuse(interaction, f"There is no game called `{game}`.")
            return
        ratings = await self.ratings.ratings(interaction.guild_id, game)
        board = ratings.leaderboard()
        embed = discord.Embed(title=f"{engine.title} · leaderboard", colour=COLOUR)
        if not board:
            embed.description = "No rated games here yet: finish a game with at least one person at the table."
        else:
            medals = {1: "🥇", 2: "🥈", 3: "🥉"}
            lines = []
            for place, p in board[:20]:
                who = f"🤖 {escape_name(p.name)}" if p.is_ai else f"**{escape_name(clip(p.name, 32))}**"
                lines.append(
                    f"{medals.get(place, f'{place}.')} {who}: {p.rating} · {plural(p.games, 'game')}, "
                    f"{plural(p.wins, 'win')}"
                )
            embed.description = "\n".join(lines)
        embed.set_footer(
            text=f"{plural(ratings.counted, 'rated game')} · equal ratings share a place · "
            "AI seats play as one player per level"
        )
        await interaction.response.send_message(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)

    async def table_numbers(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[int]]:
        prefix = "".join(ch for ch in current if ch.isdigit())
        ids = await self.store.finished_ids(guild_id=interaction.guild_id, user_id=interaction.user.id, prefix=prefix)
        choices = []
        for table_id in ids:
            table = await self.store.get_table(table_id)
            if table is None:
                continue
            title = GAMES[table.game].title if table.game in GAMES else table.game
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
            await refuse(interaction, "In direct messages, history shows your own games.")
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
@app_commands.describe(game="Which game")
@app_commands.choices(game=GAME_CHOICES)
@app_commands.guild_only()
async def leaderboard_command(interaction: discord.Interaction[Any], game: str) -> None:
    await _cog(interaction).leaderboard(interaction, game)


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
    group = bot.tree.get_command("game")
    assert isinstance(group, app_commands.Group), "load cogs.lobby (the /game group) before cogs.history"
    for command in COMMANDS:
        group.add_command(command)


async def teardown(bot: GameHostBot) -> None:
    bot.remove_dynamic_items(*DYNAMIC_ITEMS)
