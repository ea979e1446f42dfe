"""``/game tournament new|standings``: Swiss and round-robin tournaments run by the bot (issue 37).

The announcement message has **Join**, **Leave** and **Start** (the organiser's, or an admin's);
its custom_ids (``tour:<id>:<op>``) carry all a click needs. At each round bot.tournament_runner
pairs the players and opens the tables in one transaction; this cog posts them in the
tournament's channel, starts them (threads and hands as at any table), DMs each player their
table and opponents, and updates the announcement with the standings. When the last table of
a round ends the next round is opened; after the last round the winner is announced. At start-up
the tables of a round opened but not yet started are started, and a round that ended while the
bot was away is followed by the next.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.clock import DEFAULT_PACE, PACE_WORDS, PACES
from bot.i18n import SOURCE, t
from bot.service import Change, TableError
from bot.tournament_runner import FORMATS, MAX_PLAYERS, RoundOpened, TournamentRunner, min_players
from cogs.cards import as_new, card_message
from cogs.language import reader_lang, server_lang
from cogs.lobby import (
    GAME_CHOICES,
    PACE_CHOICES,
    add_to_game_group,
    display_name,
    is_admin,
    may_open_here,
    refuse,
    server_config,
)
from cogs.names import escape_name
from cogs.translator import COMMANDS, OPTION_ABOUT, OPTIONS
from cogs.ui import NO_MENTIONS, answer_broken, game_title, lobby_embed, message_link, persistent_view
from db.tournaments import TournamentRecord
from games import GAMES
from games.words import msg

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

# the commands' names in each language (cogs/translator.py's tables; added here, beside the commands)
COMMANDS.update(
    {
        "game tournament": ("tour-cmd-tournament", "tour-cmd-tournament-about"),
        "game tournament new": ("tour-cmd-new", "tour-cmd-new-about"),
        "game tournament standings": ("tour-cmd-standings", "tour-cmd-standings-about"),
    }
)
OPTIONS.update({"format": "tour-option-format", "rounds": "tour-option-rounds", "seats": "tour-option-seats"})
OPTIONS.setdefault("tournament", "tour-option-tournament")
OPTION_ABOUT.update(
    {
        ("game tournament new", "game"): "tour-new-game-about",
        ("game tournament new", "format"): "tour-new-format-about",
        ("game tournament new", "rounds"): "tour-new-rounds-about",
        ("game tournament new", "pace"): "tour-new-pace-about",
        ("game tournament new", "seats"): "tour-new-seats-about",
        ("game tournament standings", "tournament"): "tour-standings-tournament-about",
    }
)
FORMAT_WORDS = {"swiss": "tour-format-swiss", "round-robin": "tour-format-round-robin"}
FORMAT_CHOICES = [
    app_commands.Choice(name=locale_str(t(FORMAT_WORDS[f], SOURCE), text=msg(FORMAT_WORDS[f])), value=f)
    for f in FORMATS
]

BUTTON_WORDS = {"join": "tour-join", "leave": "tour-leave", "start": "tour-start"}


def points_text(value: Any) -> str:
    number = float(value)
    return f"{number:.2f}".rstrip("0").rstrip(".")


class TournamentButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tour:(?P<args>.*)"):
    """Join, Leave or Start on a tournament's announcement: ``tour:<id>:<op>``."""

    def __init__(self, tournament_id: int, op: str, lang: str = SOURCE) -> None:
        label = t(BUTTON_WORDS[op], lang) if op in BUTTON_WORDS else "?"
        style = discord.ButtonStyle.success if op == "join" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"tour:{tournament_id}:{op}"))
        self.tournament_id = tournament_id
        self.op = op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> TournamentButton:
        parts = match["args"].split(":")
        if len(parts) != 2 or not parts[0].isdigit() or parts[1] not in BUTTON_WORDS:
            return cls(0, "?")
        return cls(int(parts[0]), parts[1])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog: TournamentCog | None = interaction.client.get_cog("Tournaments")  # type: ignore[union-attr,assignment]
        if cog is None or self.op not in BUTTON_WORDS:
            await answer_broken(interaction)
            return
        await cog.on_button(interaction, self.tournament_id, self.op)


def signup_view(tournament_id: int, lang: str) -> discord.ui.View:
    view = persistent_view()
    for op in ("join", "leave", "start"):
        view.add_item(TournamentButton(tournament_id, op, lang))
    return view


def running_view(tournament_id: int, lang: str) -> discord.ui.View:
    view = persistent_view()
    view.add_item(TournamentButton(tournament_id, "leave", lang))
    return view


class TournamentCog(commands.Cog, name="Tournaments"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.runner = TournamentRunner(bot.service)
        self.tasks: set[asyncio.Task[None]] = set()

    def _track(self, task: asyncio.Task[None]) -> None:
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def cog_unload(self) -> None:
        # the store closes next: ``resume`` still waiting for the bot to be ready (a bot that stopped itself as
        # it started) failed on it. A round left half-opened is taken up by ``resume`` at the next start.
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    # ---- the announcement --------------------------------------------
    async def announcement(self, tournament: TournamentRecord, lang: str) -> str:
        engine = GAMES.get(tournament.game)
        title = game_title(engine, lang) if engine else tournament.game
        lines = [
            t(
                "tour-title",
                lang,
                id=tournament.id,
                game=title,
                format=t(FORMAT_WORDS.get(tournament.format, "tour-format-swiss"), lang),
                rounds=tournament.rounds,
                pace=t(PACE_WORDS.get(tournament.pace, "pace-daily"), lang),
                seats=tournament.seats,
            ),
            t("tour-organiser", lang, organiser=f"<@{tournament.organiser_id}>"),
            t("tour-rules", lang),
        ]
        entrants = await self.runner.db.players(tournament.id)
        if tournament.status == "signup":
            lines.append(t("tour-signup", lang, min=min_players(tournament.seats), max=MAX_PLAYERS))
            names = ", ".join(escape_name(e.name) for e in entrants) or "—"
            lines.append(t("tour-players", lang, count=len(entrants), players=names))
            return "\n".join(lines)
        if tournament.status == "running":
            lines.append(t("tour-round-in-play", lang, round=tournament.round))
        lines.append(await self.standings_text(tournament, lang))
        if tournament.status == "finished":
            table = await self.runner.standings(tournament)
            winners = [escape_name(self.name_of(entrants, s.player)) for s in table if s.place == 1]
            lines.append(t("tour-winner", lang, winners=", ".join(winners) or "—", count=len(winners)))
        return "\n".join(lines)

    @staticmethod
    def name_of(entrants: list[Any], user_id: int) -> str:
        return next((e.name for e in entrants if e.user_id == user_id), str(user_id))

    async def standings_text(self, tournament: TournamentRecord, lang: str) -> str:
        entrants = await self.runner.db.players(tournament.id)
        left = {e.user_id for e in entrants if e.left_round is not None}
        lines = [t("tour-standings-title", lang, round=tournament.round)]
        for row in await self.runner.standings(tournament):
            lines.append(
                t(
                    "tour-standings-line",
                    lang,
                    place=row.place,
                    player=escape_name(self.name_of(entrants, row.player)),
                    points=points_text(row.points),
                    buchholz=points_text(row.buchholz),
                    games=row.games,
                    byes=row.byes,
                    left="yes" if row.player in left else "no",
                )
            )
        return "\n".join(lines)

    async def refresh(self, tournament_id: int) -> None:
        tournament = await self.runner.db.get(tournament_id)
        if tournament is None or tournament.message_id is None:
            return
        lang = server_lang(self.bot, tournament.guild_id)
        view = (
            signup_view(tournament.id, lang)
            if tournament.status == "signup"
            else running_view(tournament.id, lang)
            if tournament.status == "running"
            else None
        )
        message = self.bot.get_partial_messageable(tournament.channel_id).get_partial_message(tournament.message_id)
        with contextlib.suppress(discord.HTTPException):
            await message.edit(
                content=await self.announcement(tournament, lang), view=view, allowed_mentions=NO_MENTIONS
            )

    # ---- commands ------------------------------------------------------
    async def new(
        self, interaction: discord.Interaction[Any], game: str, format: str, rounds: int, pace: str, seats: int
    ) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        config = await server_config(self.service.store, interaction.guild_id)
        refusal = may_open_here(config, interaction)
        if refusal is not None:
            await refuse(interaction, refusal)
            return
        engine = GAMES.get(game)
        if engine is None or format not in FORMATS or pace not in PACES or pace == "none":
            await refuse(interaction, msg("tour-bad-options"))
            return
        if not engine.min_players <= seats <= engine.max_players:
            await refuse(interaction, msg("tour-bad-seats", low=engine.min_players, high=min(5, engine.max_players)))
            return
        tid = await self.runner.db.create(
            interaction.guild_id,
            interaction.channel_id,
            interaction.user.id,
            game,
            format,
            rounds,
            pace,
            seats,
            self.service.clock(),
        )
        tournament = await self.runner.db.get(tid)
        assert tournament is not None
        lang = server_lang(self.bot, interaction.guild_id)
        await interaction.response.send_message(
            await self.announcement(tournament, lang), view=signup_view(tid, lang), allowed_mentions=NO_MENTIONS
        )
        message = await interaction.original_response()
        await self.runner.db.set_message(tid, message.id)

    async def standings(self, interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
        assert interaction.guild_id is not None
        found = [
            x for x in await self.runner.db.in_guild(interaction.guild_id) if tournament is None or x.id == tournament
        ]
        if not found:
            await refuse(interaction, msg("tour-none"))
            return
        lang = await reader_lang(interaction)
        await interaction.response.send_message(
            await self.announcement(found[0], lang), ephemeral=True, allowed_mentions=NO_MENTIONS
        )

    # ---- buttons -------------------------------------------------------
    async def on_button(self, interaction: discord.Interaction[Any], tournament_id: int, op: str) -> None:
        tournament = await self.runner.db.get(tournament_id)
        if tournament is None or tournament.guild_id != interaction.guild_id:
            await answer_broken(interaction)
            return
        user = interaction.user
        if op == "join":
            answer = await self.runner.db.join(
                tournament_id, user.id, display_name(user), self.service.clock(), MAX_PLAYERS
            )
            if answer != "ok":
                await refuse(interaction, msg(JOIN_REFUSALS.get(answer, "tour-join-started")))
                return
        elif op == "leave":
            answer = await self.runner.db.leave(tournament_id, user.id)
            if answer == "not-in":
                await refuse(interaction, msg("tour-leave-not-in"))
                return
            if answer == "forfeits":
                await interaction.response.defer()
                await self.leave_tables(tournament, user.id)
                await self.refresh(tournament_id)
                await interaction.followup.send(t("tour-left-running", await reader_lang(interaction)), ephemeral=True)
                self._track(asyncio.create_task(self.after_table(tournament_id)))
                return
        else:  # start
            if user.id != tournament.organiser_id and not is_admin(interaction):
                await refuse(interaction, msg("tour-start-organiser-only"))
                return
            if tournament.status != "signup":
                await refuse(interaction, msg("tour-join-started"))
                return
            count = len(await self.runner.db.players(tournament_id))
            if count < min_players(tournament.seats):
                await refuse(interaction, msg("tour-too-few", count=count, min=min_players(tournament.seats)))
                return
            await interaction.response.defer()
            await self.after_table(tournament_id)
            return
        lang = server_lang(self.bot, tournament.guild_id)
        tournament = await self.runner.db.get(tournament_id)
        assert tournament is not None
        await interaction.response.edit_message(
            content=await self.announcement(tournament, lang),
            view=signup_view(tournament_id, lang)
            if tournament.status == "signup"
            else running_view(tournament_id, lang),
            allowed_mentions=NO_MENTIONS,
        )

    async def leave_tables(self, tournament: TournamentRecord, user_id: int) -> None:
        """A player who leaves a running tournament forfeits their tables in play (an AI plays on)."""
        for game in await self.runner.db.games(tournament.id):
            if game.table_id is None or user_id not in game.players:
                continue
            with contextlib.suppress(TableError):
                await self.service.leave_game(game.table_id, user_id)

    # ---- rounds --------------------------------------------------------
    async def after_table(self, tournament_id: int) -> None:
        """Open the next round if this one is over (or the tournament starts); announce its end."""
        tournament = await self.runner.db.get(tournament_id)
        if tournament is None:
            return
        config = await server_config(self.service.store, tournament.guild_id)
        opened = await self.runner.advance(tournament_id, config)
        if opened is not None:
            if opened.tables:
                await self.start_tables(tournament_id, opened.tables)
                await self.tell_players(tournament_id, opened)
            await self.announce(tournament_id, opened, config.announce)
        await self.refresh(tournament_id)

    async def start_tables(self, tournament_id: int, table_ids: list[int]) -> None:
        """Post each table of the round in the tournament's channel and start it."""
        for table_id in table_ids:
            table = await self.service.table(table_id)
            lang = server_lang(self.bot, table.guild_id)
            if table.message_id is None:
                channel = self.bot.get_channel(table.channel_id) or self.bot.get_partial_messageable(table.channel_id)
                # a card without buttons (the table starts at once), as the table it becomes
                lobby = card_message(lobby_embed(GAMES[table.game], table, lang))
                posted = await channel.send(**as_new(lobby))  # type: ignore[union-attr]
                await self.service.attach_message(table_id, posted.id, None)
            if table.status == "lobby":
                try:
                    await self.service.start(table_id, table.host_id)
                except TableError as exc:
                    log.warning("tournament %s: table %s not started (%s)", tournament_id, table_id, exc)

    async def tell_players(self, tournament_id: int, opened: RoundOpened) -> None:
        for table_id in opened.tables:
            table = await self.service.table(table_id)
            for seat in table.seats:
                if seat.user_id is None:
                    continue
                lang = await self.bot.languages.of_user(seat.user_id)
                others = ", ".join(escape_name(s.name) for s in table.seats if s.seat != seat.seat)
                link = (
                    message_link(table.guild_id, table.channel_id, table.message_id) if table.message_id else None
                ) or f"<#{table.channel_id}>"
                text = t(
                    "tour-dm-round",
                    lang,
                    id=tournament_id,
                    round=opened.number,
                    table=table.id,
                    others=others,
                    link=link,
                )
                with contextlib.suppress(discord.HTTPException):
                    user = self.bot.get_user(seat.user_id) or await self.bot.fetch_user(seat.user_id)
                    await user.send(text, allowed_mentions=NO_MENTIONS)
        for user_id in opened.byes:
            lang = await self.bot.languages.of_user(user_id)
            with contextlib.suppress(discord.HTTPException):
                user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
                await user.send(t("tour-dm-bye", lang, id=tournament_id, round=opened.number))

    async def announce(self, tournament_id: int, opened: RoundOpened, channel_id: int | None) -> None:
        tournament = await self.runner.db.get(tournament_id)
        if tournament is None:
            return
        lang = server_lang(self.bot, tournament.guild_id)
        where = channel_id or tournament.channel_id
        if opened.tables:
            text = t("tour-round-begins", lang, id=tournament_id, round=opened.number, tables=len(opened.tables))
        else:
            text = await self.announcement(tournament, lang)
        with contextlib.suppress(discord.HTTPException):
            await self.bot.get_partial_messageable(where).send(text, allowed_mentions=NO_MENTIONS)

    async def on_change(self, change: Change) -> None:
        tournament_id = change.table.options.get("tournament")
        if change.kind in ("finished", "cancelled") and isinstance(tournament_id, int):
            self._track(asyncio.create_task(self.after_table(tournament_id), name=f"tournament-{tournament_id}"))

    async def resume(self) -> None:
        """At start-up: start the tables of a round opened but not started, and go on after a round
        that ended while the bot was away."""
        await self.bot.wait_until_ready()
        for tournament in await self.runner.db.running():
            try:
                await self.start_tables(tournament.id, await self.runner.lobbies(tournament))
                await self.after_table(tournament.id)
            except Exception:
                log.exception("tournament %s: resuming failed", tournament.id)


JOIN_REFUSALS = {
    "already": "tour-join-already",
    "started": "tour-join-started",
    "full": "tour-join-full",
    "gone": "tour-join-gone",
}


tournament_group = app_commands.Group(
    name="tournament", description="Tournaments: Swiss or round robin, run by the bot"
)


def cog_of(interaction: discord.Interaction[Any]) -> TournamentCog:
    cog = interaction.client.get_cog("Tournaments")  # type: ignore[union-attr]
    assert isinstance(cog, TournamentCog)
    return cog


@tournament_group.command(name="new", description="Open a tournament in this channel (host role or Manage Server)")
@app_commands.describe(
    game="Which game",
    format="swiss: paired by score each round; round-robin: everyone meets everyone",
    rounds="Swiss: how many rounds (a round robin lasts until everyone has met)",
    pace="Each player's time at the tournament's tables (a bank that runs out forfeits)",
    seats="Players per table (2 to 5, as the game allows)",
)
@app_commands.choices(game=GAME_CHOICES, format=FORMAT_CHOICES, pace=PACE_CHOICES)
@app_commands.guild_only()
async def tournament_new(
    interaction: discord.Interaction[Any],
    game: str,
    format: str = "swiss",
    rounds: app_commands.Range[int, 1, 10] = 3,
    pace: str = DEFAULT_PACE,
    seats: app_commands.Range[int, 2, 5] = 2,
) -> None:
    await cog_of(interaction).new(interaction, game, format, rounds, pace, seats)


@tournament_group.command(name="standings", description="A tournament's standings (the newest here by default)")
@app_commands.describe(tournament="The tournament's number")
@app_commands.guild_only()
async def tournament_standings(interaction: discord.Interaction[Any], tournament: int | None = None) -> None:
    await cog_of(interaction).standings(interaction, tournament)


async def setup(bot: GameHostBot) -> None:
    cog = TournamentCog(bot)
    await bot.add_cog(cog)
    bot.add_dynamic_items(TournamentButton)
    bot.service.subscribe(cog.on_change)
    add_to_game_group(bot, tournament_group)
    cog._track(asyncio.create_task(cog.resume(), name="tournaments-resume"))


async def teardown(bot: GameHostBot) -> None:
    bot.remove_dynamic_items(TournamentButton)
