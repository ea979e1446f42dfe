"""Slash commands and the lobby: open a table, fill seats, start, cancel.

Every text is a catalogue message (``bot/locales/<lang>/lobby.ftl``): a private
answer in the reader's language, the lobby in the server's. The commands'
own names, descriptions and choices are translated by ``cogs.translator``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.alt_text import rules_alt
from bot.clock import PACE_WORDS, PACES
from bot.i18n import SOURCE, render, t
from bot.late_answers import came_too_late
from bot.server_config import ServerConfig, parse, table_options
from bot.service import TableError
from cogs.cards import as_new, card_message
from cogs.hints import HINTS_CHOICES
from cogs.language import interaction_server_lang, reader_lang
from cogs.turns import pending_moves, turns_message
from cogs.ui import (
    NO_MENTIONS,
    ai_level_name,
    ai_level_view,
    clip,
    confirm_view,
    escape_name,
    game_title,
    join_names,
    lobby_embed,
    lobby_view,
    message_link,
    png_file,
)
from db.admin import admin_store
from db.store import TableRecord
from games import GAMES
from games.contract import Game
from games.words import Text, duration, msg

if TYPE_CHECKING:
    from bot.app import GameHostBot


def _game_choice(game: Game[Any, Any, Any]) -> app_commands.Choice[str]:
    name = locale_str(game.title, text=game.title_text) if game.title_text is not None else game.title
    return app_commands.Choice(name=name, value=game.id)


def pace_summary(name: str) -> Text:
    """A pace in a line, from its figures in bot.clock.PACES ("daily: 1 day to start, +1 day a move, …")."""
    pace = PACES[name]
    if pace.bank is None:
        return msg("clock-pace-choice-none", pace=msg(PACE_WORDS[name]))
    return msg(
        "clock-pace-choice",
        pace=msg(PACE_WORDS[name]),
        bank=duration(pace.bank),
        increment=duration(pace.increment),
        cap=duration(pace.cap or pace.bank),
    )


# Choice names carry their message (``locale_str(..., text=...)``): cogs.translator renders it per language.
GAME_CHOICES = [_game_choice(game) for game in GAMES.values()]
PACE_CHOICES = [
    app_commands.Choice(name=locale_str(render(pace_summary(name), SOURCE), text=pace_summary(name)), value=name)
    for name in PACES
]
WHEN_LATE_CHOICES = [
    app_commands.Choice(name=locale_str(render(text, SOURCE), text=text), value=value)
    for value, text in (("ai", msg("cmd-late-ai")), ("forfeit", msg("cmd-late-forfeit")))
]
VACATION_CHOICES = [
    app_commands.Choice(name=locale_str(render(text, SOURCE), text=text), value=value)
    for value, text in (("on", msg("cmd-notify-on")), ("off", msg("cmd-notify-off")))
]


async def refuse(interaction: discord.Interaction[Any], message: Text) -> None:
    """A clear, private answer that changes nothing (a message is rendered in the reader's language)."""
    content = message if isinstance(message, str) else render(message, await reader_lang(interaction))
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True)
    else:
        await interaction.response.send_message(content, ephemeral=True)


def is_admin(interaction: discord.Interaction[Any]) -> bool:
    return bool(interaction.permissions.manage_guild)


async def server_config(store: Any, guild_id: int | None) -> ServerConfig:
    """A server's /game config (the defaults outside a server)."""
    return parse(await admin_store(store).settings(guild_id)) if guild_id is not None else ServerConfig()


def may_open_here(config: ServerConfig, interaction: discord.Interaction[Any]) -> Text | None:
    """Why this member may not open a table in this channel (None: they may). Admins may anywhere."""
    if is_admin(interaction) or interaction.channel_id is None:
        return None
    parent = getattr(interaction.channel, "parent_id", None)
    if not config.allows_channel(interaction.channel_id, parent):
        return msg("admin-channel-not-allowed", channels=", ".join(f"<#{c}>" for c in config.channels))
    roles = getattr(interaction.user, "roles", None) or []
    if config.host_role is not None and all(role.id != config.host_role for role in roles):
        return msg("admin-host-role-needed", role=f"<@&{config.host_role}>")
    return None


def display_name(user: discord.abc.User) -> str:
    return clip(user.display_name, 32)


def jump_url(guild_id: int | None, channel_id: int, message_id: int | None, lang: str = SOURCE) -> str:
    """A link to the table; its channel in the playground, whose page cannot follow discord.com links."""
    if message_id is None:
        return t("lobby-no-message", lang)
    return message_link(guild_id, channel_id, message_id) or t("lobby-in-channel", lang, channel=f"<#{channel_id}>")


def title_of(game_id: str, lang: str) -> str:
    return game_title(GAMES[game_id], lang) if game_id in GAMES else game_id


class LobbyCog(commands.Cog, name="Lobby"):
    # Installable to servers and to a user's account (Discord's user installs), usable everywhere:
    # /game mine, settings, follow... answer in any DM or server; the commands marked
    # @guild_only need the bot in the server and say so elsewhere (cogs/options.py CheckedTree).
    game = app_commands.Group(
        name="game",
        description="Play board and card games in this channel",
        allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True),
    )

    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service

    # ---- slash commands ----------------------------------------------
    @game.command(name="new", description="Open a new table for a game in this channel")
    @app_commands.describe(
        game="Which game to play",
        pace="Each player's time: a bank that grows with each move (default: daily)",
        variant="A variant of the game, if it has any (e.g. Pachamama: short)",
        when_late="What happens when a bank runs out (default: the AI plays for them)",
        vacation="on: an empty bank first spends a vacation day (default); off: never",
        hints="on: players may ask for hints, and the table is unrated; off: no hints (default)",
    )
    @app_commands.choices(
        game=GAME_CHOICES,
        pace=PACE_CHOICES,
        when_late=WHEN_LATE_CHOICES,
        vacation=VACATION_CHOICES,
        hints=HINTS_CHOICES,
    )
    @app_commands.guild_only()
    async def new(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        pace: str | None = None,
        when_late: str | None = None,
        variant: str | None = None,
        vacation: str = "on",
        hints: str = "off",
    ) -> None:
        if interaction.channel_id is None:
            await refuse(interaction, msg("lobby-needs-channel"))
            return
        # the server's /game config: where and by whom tables are opened, and their defaults
        config = await server_config(self.service.store, interaction.guild_id)
        refusal = may_open_here(config, interaction)
        if refusal is not None:
            await refuse(interaction, refusal)
            return
        try:
            table = await self.service.open_table(
                game,
                interaction.guild_id,
                interaction.channel_id,
                interaction.user.id,
                display_name(interaction.user),
                pace=pace or config.pace,
                on_timeout=when_late or config.when_late,
                variant=variant,
                vacation=vacation == "on",
                server=table_options(config),
                hints=hints == "on",
            )
        except TableError as exc:
            await refuse(interaction, exc.reason)
            return
        engine = GAMES[table.game]
        lang = interaction_server_lang(interaction)
        card = lobby_card(engine, table, lang, new=True)
        try:
            await interaction.response.send_message(**card)
        except discord.NotFound as exc:
            if not came_too_late(exc):
                raise
            # The table exists already, and a lobby with no message could be joined by no one: the bot posts
            # it in the channel itself. The late answer is still logged as one (bot/late_answers.py).
            posted = await self.bot.get_partial_messageable(interaction.channel_id).send(**card)
            await self.service.attach_message(table.id, posted.id, None)
            raise
        message = await interaction.original_response()
        await self.service.attach_message(table.id, message.id, None)

    @new.autocomplete("variant")
    async def variant_names(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        engine = GAMES.get(str(interaction.namespace.game or ""))
        if engine is None:
            return []
        lang = await reader_lang(interaction)
        return [
            app_commands.Choice(name=f"{name}: {render(description, lang)}"[:100], value=name)
            for name, (description, _) in engine.variants.items()
            if current.lower() in name.lower()
        ]

    @game.command(name="rules", description="How a game is played, in short")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], game: str) -> None:
        engine = GAMES.get(game)
        if engine is None:
            await refuse(interaction, msg("lobby-no-such-game", game=f"`{game}`"))
            return
        lang = await reader_lang(interaction)
        embed = discord.Embed(
            title=clip(t("lobby-rules-title", lang, game=game_title(engine, lang)), 256),
            description=clip(render(engine.rules_summary, lang), 4000),
        )
        embed.add_field(
            name=t("lobby-rules-proposals", lang), value=clip(render(engine.proposals, lang), 1024), inline=False
        )
        paces = "\n".join(render(pace_summary(name), lang) for name in PACES)
        embed.add_field(name=t("clock-paces-title", lang), value=clip(paces, 1024), inline=False)
        embed.set_footer(
            text=t("lobby-rules-footer", lang, min=engine.min_players, max=engine.max_players, game=engine.id)
        )
        # the annotated setup, drawn once per game and language off the event loop (the first one may
        # wait for a picture worker to start: acknowledged first); its alt text names what the badges
        # label, for a reader who cannot see the picture
        await interaction.response.defer(ephemeral=True, thinking=True)
        png = await self.bot.pictures.rules(engine, lang)
        files = []
        if png is not None:
            filename = f"rules-{engine.id}.png"
            files = [png_file(png, filename, description=rules_alt(engine, game_title(engine, lang), lang))]
        await interaction.edit_original_response(**card_message(embed, files=files))

    @game.command(name="list", description="Open tables in this server")
    @app_commands.guild_only()
    async def list_tables(self, interaction: discord.Interaction[Any]) -> None:
        assert interaction.guild_id is not None
        lang = await reader_lang(interaction)
        tables = await self.service.store.tables_in_guild(interaction.guild_id)
        if not tables:
            await interaction.response.send_message(t("lobby-list-none", lang), ephemeral=True)
            return
        lines = []
        for table in tables[:25]:
            lines.append(
                t(
                    "lobby-list-line-open" if table.status == "lobby" else "lobby-list-line-playing",
                    lang,
                    game=title_of(table.game, lang),
                    table=table.id,
                    seated=len(table.seats),
                    host=f"<@{table.host_id}>",
                    link=jump_url(table.guild_id, table.channel_id, table.message_id, lang),
                )
            )
        await interaction.response.send_message("\n".join(lines), ephemeral=True, allowed_mentions=NO_MENTIONS)

    @game.command(name="cancel", description="End a table in this channel (host or Manage Server)")
    @app_commands.describe(table="The table number (shown on the table); needed if several are open here")
    @app_commands.guild_only()
    async def cancel(self, interaction: discord.Interaction[Any], table: int | None = None) -> None:
        assert interaction.guild_id is not None
        open_here = [
            t
            for t in await self.service.store.tables_in_guild(interaction.guild_id)
            if t.channel_id == interaction.channel_id
        ]
        chosen = [t for t in open_here if t.id == table] if table is not None else open_here
        if not chosen:
            await refuse(interaction, msg("lobby-cancel-no-table"))
            return
        if len(chosen) > 1:
            numbers = ", ".join(f"#{t.id}" for t in chosen)
            await refuse(interaction, msg("lobby-cancel-several", tables=numbers))
            return
        target = chosen[0]
        if interaction.user.id != target.host_id and not is_admin(interaction):
            await refuse(interaction, msg("lobby-cancel-host-only"))
            return
        lang = await reader_lang(interaction)
        if target.status == "running":  # a game in play ends for everyone: ask first
            await interaction.response.send_message(
                t("lobby-cancel-ask", lang, game=title_of(target.game, lang), table=target.id),
                view=confirm_view(target.id, "cancel", interaction.user.id, lang),
                ephemeral=True,
            )
            return
        try:
            record = await self.service.cancel(target.id, interaction.user.id, is_admin=is_admin(interaction))
        except TableError as exc:
            await refuse(interaction, exc.reason)
            return
        await interaction.response.send_message(t("lobby-cancelled", lang, table=record.id), ephemeral=True)

    @game.command(name="mine", description="The moves you owe in every server, and your other tables")
    async def mine(self, interaction: discord.Interaction[Any]) -> None:
        """The same "Your turns" list as the DM (with a button per table that opens its hand), then
        the tables where others are awaited and the lobbies."""
        lang = await reader_lang(interaction)
        tables = await self.service.store.tables_of_user(interaction.user.id)
        if not tables:
            await interaction.response.send_message(t("lobby-mine-none", lang), ephemeral=True)
            return
        pending = await pending_moves(self.bot, interaction.user.id)
        owed = {p.table.id for p in pending}
        others = []
        for table in tables[:20]:
            if table.id in owed:
                continue
            title = title_of(table.game, lang)
            link = jump_url(table.guild_id, table.channel_id, table.message_id, lang)
            if table.status == "lobby":
                others.append(
                    t("lobby-mine-line-lobby", lang, game=title, table=table.id, seated=len(table.seats), link=link)
                )
                continue
            waits = await self.service.store.waits(table.id)
            if waits:
                names = join_names([escape_name(table.seats[w.seat].name) for w in waits], lang)
                whose = t("lobby-mine-waiting", lang, players=names)
            else:
                whose = t("lobby-mine-waiting-nobody", lang)
            others.append(t("lobby-mine-line", lang, game=title, table=table.id, whose=whose, link=link))
        extra = "\n".join([t("lobby-mine-others", lang), *others]) if others else ""
        kwargs = await turns_message(self.bot, pending, lang, extra=extra)
        await interaction.response.send_message(ephemeral=True, **kwargs)

    def _running_here(
        self, tables: list[TableRecord], interaction: discord.Interaction[Any], table: int | None
    ) -> TableRecord | Text:
        """The one running table here that ``table`` names, or why there is none."""
        here = [t for t in tables if t.status == "running" and t.channel_id == interaction.channel_id]
        chosen = [t for t in here if t.id == table] if table is not None else here
        if not chosen:
            return msg("lobby-no-game-here")
        if len(chosen) > 1:
            numbers = ", ".join(f"#{t.id}" for t in chosen)
            return msg("lobby-several-games", tables=numbers)
        return chosen[0]

    @game.command(name="leave", description="Leave a game in this channel; an AI plays on for you")
    @app_commands.describe(table="The table number; needed if you play at several here")
    @app_commands.guild_only()
    async def leave(self, interaction: discord.Interaction[Any], table: int | None = None) -> None:
        found = self._running_here(await self.service.store.tables_of_user(interaction.user.id), interaction, table)
        if not isinstance(found, TableRecord):
            await refuse(interaction, found)
            return
        lang = await reader_lang(interaction)
        await interaction.response.send_message(
            t("lobby-leave-ask", lang, game=title_of(found.game, lang), table=found.id),
            view=confirm_view(found.id, "leave", interaction.user.id, lang),
            ephemeral=True,
        )

    @game.command(name="kick", description="Remove a player from a game here (host or Manage Server)")
    @app_commands.describe(member="The player to remove; an AI takes their seat", table="The table number")
    @app_commands.guild_only()
    async def kick(
        self, interaction: discord.Interaction[Any], member: discord.Member, table: int | None = None
    ) -> None:
        found = self._running_here(await self.service.store.tables_of_user(member.id), interaction, table)
        if not isinstance(found, TableRecord):
            await refuse(interaction, found)
            return
        if interaction.user.id != found.host_id and not is_admin(interaction):
            await refuse(interaction, msg("lobby-kick-host-only"))
            return
        lang = await reader_lang(interaction)
        await interaction.response.send_message(
            t("lobby-kick-ask", lang, player=f"<@{member.id}>", game=title_of(found.game, lang), table=found.id),
            view=confirm_view(found.id, "kick", member.id, lang),
            ephemeral=True,
            allowed_mentions=NO_MENTIONS,
        )

    async def on_confirm(self, interaction: discord.Interaction[Any], table_id: int, op: str, user_id: int) -> None:
        if op == "cancel":
            if interaction.user.id != user_id:
                await refuse(interaction, msg("lobby-confirm-cancel-asker-only"))
                return
            try:
                admin = is_admin(interaction) if interaction.guild else False
                await self.service.cancel(table_id, user_id, is_admin=admin)
            except TableError as exc:
                await refuse(interaction, exc.reason)
                return
            lang = await reader_lang(interaction)
            await interaction.response.edit_message(content=t("lobby-cancelled", lang, table=table_id), view=None)
            return
        if op == "leave" and interaction.user.id != user_id:
            await refuse(interaction, msg("lobby-confirm-leave-player-only"))
            return
        try:
            await self.service.leave_game(
                table_id,
                user_id,
                by=interaction.user.id,
                is_admin=is_admin(interaction) if interaction.guild else False,
            )
        except TableError as exc:
            await refuse(interaction, exc.reason)
            return
        lang = await reader_lang(interaction)
        done = t("lobby-left", lang) if op == "leave" else t("lobby-kicked", lang, player=f"<@{user_id}>")
        await interaction.response.edit_message(content=done, view=None, allowed_mentions=NO_MENTIONS)

    @commands.Cog.listener()
    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A player who leaves the server leaves their games there (needs the members intent)."""
        for table in await self.service.store.tables_of_user(payload.user.id, statuses=("running",)):
            if table.guild_id == payload.guild_id:
                try:
                    await self.service.leave_game(table.id, payload.user.id)
                except TableError:
                    continue

    async def on_ai_level(self, interaction: discord.Interaction[Any], table_id: int, level: str) -> None:
        try:
            table = await self.service.add_ai(table_id, interaction.user.id, level)
        except TableError as exc:
            await refuse(interaction, exc.reason)
            return
        lang = await reader_lang(interaction)
        added = escape_name(table.seats[-1].name)
        await interaction.response.edit_message(
            content=t("lobby-ai-added", lang, player=added, level=ai_level_name(level, lang)), view=None
        )
        if table.message_id is not None:
            public = interaction_server_lang(interaction)
            lobby = self.bot.get_partial_messageable(table.channel_id).get_partial_message(table.message_id)
            await lobby.edit(**lobby_card(GAMES[table.game], table, public))

    # ---- lobby buttons -----------------------------------------------
    async def on_lobby_button(self, interaction: discord.Interaction[Any], table_id: int, op: str) -> None:
        user = interaction.user
        try:
            if op == "join":
                table = await self.service.join(table_id, user.id, display_name(user))
            elif op == "leave":
                table = await self.service.leave_lobby(table_id, user.id)
            elif op == "ai":
                # Ask which level; the select answers in on_ai_level.
                await self.service.check_add_ai(table_id, user.id)
                lang = await reader_lang(interaction)
                await interaction.response.send_message(
                    t("lobby-ai-which", lang), view=ai_level_view(table_id, lang), ephemeral=True
                )
                return
            elif op == "start":
                # Starting deals hands and sends DMs: acknowledge first.
                await self.service.check_start(table_id, user.id)
                await interaction.response.defer()
                await self.service.start(table_id, user.id)
                return
            elif op == "cancel":
                record = await self.service.table(table_id)
                if user.id != record.host_id and not is_admin(interaction):
                    await refuse(interaction, msg("lobby-cancel-host-only"))
                    return
                # The table painter shows the closed table; here we only acknowledge.
                await interaction.response.defer()
                await self.service.cancel(table_id, user.id, is_admin=is_admin(interaction))
                return
            else:
                await refuse(interaction, msg("lobby-unknown-button"))
                return
        except TableError as exc:
            await refuse(interaction, exc.reason)
            return
        card = lobby_card(GAMES[table.game], table, interaction_server_lang(interaction))
        try:
            await interaction.response.edit_message(**card)
        except discord.NotFound as exc:
            if not came_too_late(exc) or interaction.message is None:
                raise
            # The seat was taken (or given up) before the answer came too late: the card must show it now,
            # not at the lobby's next change. The bot edits its own message without the interaction.
            await interaction.message.edit(**card)
            raise  # and the late answer is logged as one (bot/late_answers.py)


def lobby_card(game: Any, table: TableRecord, lang: str, *, new: bool = False) -> dict[str, Any]:
    """The lobby as a V2 card with its buttons (``new``: kwargs of a message sent, else of an edit)."""
    made = card_message(lobby_embed(game, table, lang), controls=lobby_view(table.id, lang))
    return as_new(made) if new else made


async def setup(bot: GameHostBot) -> None:
    await bot.add_cog(LobbyCog(bot))


def add_to_game_group(bot: GameHostBot, *commands: app_commands.Command[Any, Any, Any] | app_commands.Group) -> None:
    """Put commands a cog module defines at module level under this bot's ``/game`` group, each as a copy
    of its own (as discord.py copies a cog's commands for each cog instance).

    ``Group.add_command`` sets the added command's ``parent``. Done on the module's own object, that kept
    the last bot's ``/game`` group alive, and through it the bot with its store, caches and Discord client,
    after the bot had closed, until another bot was made in the process: each test's bot outlived it, and in
    ``make bench`` the clicks' 1,000 tables (962 MiB), whose first full collection later stopped the history
    benchmark's event loop for two seconds. The module's objects are left as they are."""
    group = bot.tree.get_command("game")
    assert isinstance(group, app_commands.Group), "load cogs.lobby (the /game group) first"
    for command in commands:
        group.add_command(command._copy_with(parent=group, binding=None))  # discord.py's own copy of a command
