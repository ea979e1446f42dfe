"""Slash commands and the lobby: open a table, fill seats, start, cancel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import DEFAULT_MOVE_SECONDS, TableError
from cogs.ui import (
    NO_MENTIONS,
    ai_level_view,
    clip,
    confirm_view,
    due_stamp,
    escape_name,
    lobby_embed,
    lobby_view,
    message_link,
)
from db.store import TableRecord
from games import GAMES

if TYPE_CHECKING:
    from bot.app import GameHostBot

GAME_CHOICES = [app_commands.Choice(name=game.title, value=game.id) for game in GAMES.values()]
DEADLINE_CHOICES = [
    app_commands.Choice(name=name, value=seconds)
    for name, seconds in (
        ("none", 0),
        ("5 minutes", 300),
        ("1 hour", 3600),
        ("12 hours", 12 * 3600),
        ("24 hours", 24 * 3600),
        ("3 days", 3 * 24 * 3600),
    )
]
WHEN_LATE_CHOICES = [
    app_commands.Choice(name="the AI plays that move for them", value="ai"),
    app_commands.Choice(name="they forfeit: an AI takes their seat", value="forfeit"),
]


async def refuse(interaction: discord.Interaction[Any], message: str) -> None:
    """A clear, private answer that changes nothing."""
    if interaction.response.is_done():
        await interaction.followup.send(message, ephemeral=True)
    else:
        await interaction.response.send_message(message, ephemeral=True)


def is_admin(interaction: discord.Interaction[Any]) -> bool:
    return bool(interaction.permissions.manage_guild)


def display_name(user: discord.abc.User) -> str:
    return clip(user.display_name, 32)


def jump_url(guild_id: int | None, channel_id: int, message_id: int | None) -> str:
    """A link to the table; its channel in the playground, whose page cannot follow discord.com links."""
    if message_id is None:
        return "(no message)"
    return message_link(guild_id, channel_id, message_id) or f"in <#{channel_id}>"


class LobbyCog(commands.Cog, name="Lobby"):
    game = app_commands.Group(name="game", description="Play board and card games in this channel")

    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service

    # ---- slash commands ----------------------------------------------
    @game.command(name="new", description="Open a new table for a game in this channel")
    @app_commands.describe(
        game="Which game to play",
        deadline="Time for each decision before the table's rule applies (default 24 h)",
        variant="A variant of the game, if it has any (e.g. Pachamama: short)",
        when_late="What happens when a deadline passes (default: the AI plays for them)",
    )
    @app_commands.choices(game=GAME_CHOICES, deadline=DEADLINE_CHOICES, when_late=WHEN_LATE_CHOICES)
    @app_commands.guild_only()
    async def new(
        self,
        interaction: discord.Interaction[Any],
        game: str,
        deadline: int = DEFAULT_MOVE_SECONDS,
        when_late: str = "ai",
        variant: str | None = None,
    ) -> None:
        if interaction.channel_id is None:
            await refuse(interaction, "Tables live in a server's text channel.")
            return
        try:
            table = await self.service.open_table(
                game,
                interaction.guild_id,
                interaction.channel_id,
                interaction.user.id,
                display_name(interaction.user),
                move_seconds=deadline or None,
                on_timeout=when_late,
                variant=variant,
            )
        except TableError as exc:
            await refuse(interaction, exc.message)
            return
        engine = GAMES[table.game]
        await interaction.response.send_message(
            embed=lobby_embed(engine, table), view=lobby_view(table.id), allowed_mentions=NO_MENTIONS
        )
        message = await interaction.original_response()
        await self.service.attach_message(table.id, message.id, None)

    @new.autocomplete("variant")
    async def variant_names(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        engine = GAMES.get(str(interaction.namespace.game or ""))
        if engine is None:
            return []
        return [
            app_commands.Choice(name=f"{name}: {description}"[:100], value=name)
            for name, (description, _) in engine.variants.items()
            if current.lower() in name.lower()
        ]

    @game.command(name="rules", description="How a game is played, in short")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], game: str) -> None:
        engine = GAMES.get(game)
        if engine is None:
            await refuse(interaction, f"There is no game called `{game}`.")
            return
        embed = discord.Embed(title=f"{engine.title} · rules in short", description=clip(engine.rules_summary, 4000))
        embed.add_field(name="Our proposals (not in the rulebook)", value=clip(engine.proposals, 1024), inline=False)
        embed.set_footer(text=f"{engine.min_players}–{engine.max_players} players · /game new game:{engine.id}")
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @game.command(name="list", description="Open tables in this server")
    @app_commands.guild_only()
    async def list_tables(self, interaction: discord.Interaction[Any]) -> None:
        assert interaction.guild_id is not None
        tables = await self.service.store.tables_in_guild(interaction.guild_id)
        if not tables:
            await interaction.response.send_message("No open tables here. Start one with `/game new`.", ephemeral=True)
            return
        lines = []
        for t in tables[:25]:
            title = GAMES[t.game].title if t.game in GAMES else t.game
            state = "lobby, open to join" if t.status == "lobby" else "in play"
            url = jump_url(t.guild_id, t.channel_id, t.message_id)
            lines.append(f"• **{title}** #{t.id}: {state}, {len(t.seats)} seated · host <@{t.host_id}> · {url}")
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
            await refuse(interaction, "There is no open table here with that number.")
            return
        if len(chosen) > 1:
            numbers = ", ".join(f"#{t.id}" for t in chosen)
            await refuse(interaction, f"Several tables are open here ({numbers}): say which with `table:`.")
            return
        target = chosen[0]
        if interaction.user.id != target.host_id and not is_admin(interaction):
            await refuse(interaction, "Only the host (or someone with Manage Server) can cancel this table.")
            return
        if target.status == "running":  # a game in play ends for everyone: ask first
            await interaction.response.send_message(
                f"End **{GAMES[target.game].title}** #{target.id} for everyone? The game stops now with no"
                " winner; it stays in the history as cancelled.",
                view=confirm_view(target.id, "cancel", interaction.user.id),
                ephemeral=True,
            )
            return
        try:
            record = await self.service.cancel(target.id, interaction.user.id, is_admin=is_admin(interaction))
        except TableError as exc:
            await refuse(interaction, exc.message)
            return
        await interaction.response.send_message(f"Table #{record.id} is cancelled.", ephemeral=True)

    @game.command(name="mine", description="Your tables in every server, and whose move it is")
    async def mine(self, interaction: discord.Interaction[Any]) -> None:
        tables = await self.service.store.tables_of_user(interaction.user.id)
        if not tables:
            await interaction.response.send_message(
                "You have no open tables. Start one with `/game new`.", ephemeral=True
            )
            return
        lines = []
        for t in tables[:20]:
            title = GAMES[t.game].title if t.game in GAMES else t.game
            url = jump_url(t.guild_id, t.channel_id, t.message_id)
            if t.status == "lobby":
                lines.append(f"• **{title}** #{t.id}: lobby, {len(t.seats)} seated · {url}")
                continue
            waits = await self.service.store.waits(t.id)
            mine = [w for w in waits if t.seats[w.seat].user_id == interaction.user.id]
            if mine:
                due = f", due {due_stamp(mine[0].due_at)}" if mine[0].due_at else ""
                whose = f"**your move**{due}"
            else:
                whose = "waiting for " + (", ".join(escape_name(t.seats[w.seat].name) for w in waits) or "nobody")
            lines.append(f"• **{title}** #{t.id}: {whose} · {url}")
        await interaction.response.send_message("\n".join(lines), ephemeral=True, allowed_mentions=NO_MENTIONS)

    @game.command(name="notify", description="Turn your-move DMs on or off")
    @app_commands.describe(setting="on: a DM when a decision of yours is awaited; off: none")
    @app_commands.choices(
        setting=[app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")]
    )
    async def notify(self, interaction: discord.Interaction[Any], setting: str) -> None:
        await self.service.store.set_notify(interaction.user.id, setting == "on")
        text = (
            "🔔 You'll get a DM when a move of yours is awaited."
            if setting == "on"
            else "🔕 No more your-move DMs, reminders or pings in the play-by-play. Your hand message still updates;"
            " `/game mine` lists your tables."
        )
        await interaction.response.send_message(text, ephemeral=True)

    def _running_here(
        self, tables: list[TableRecord], interaction: discord.Interaction[Any], table: int | None
    ) -> TableRecord:
        here = [t for t in tables if t.status == "running" and t.channel_id == interaction.channel_id]
        chosen = [t for t in here if t.id == table] if table is not None else here
        if not chosen:
            raise TableError("There is no game running here with that number.")
        if len(chosen) > 1:
            numbers = ", ".join(f"#{t.id}" for t in chosen)
            raise TableError(f"Several games are running here ({numbers}): say which with `table:`.")
        return chosen[0]

    @game.command(name="leave", description="Leave a game in this channel; an AI plays on for you")
    @app_commands.describe(table="The table number; needed if you play at several here")
    @app_commands.guild_only()
    async def leave(self, interaction: discord.Interaction[Any], table: int | None = None) -> None:
        try:
            record = self._running_here(
                await self.service.store.tables_of_user(interaction.user.id), interaction, table
            )
        except TableError as exc:
            await refuse(interaction, exc.message)
            return
        await interaction.response.send_message(
            f"Leave **{GAMES[record.game].title}** #{record.id}? An AI takes your seat for the rest of the game.",
            view=confirm_view(record.id, "leave", interaction.user.id),
            ephemeral=True,
        )

    @game.command(name="kick", description="Remove a player from a game here (host or Manage Server)")
    @app_commands.describe(member="The player to remove; an AI takes their seat", table="The table number")
    @app_commands.guild_only()
    async def kick(
        self, interaction: discord.Interaction[Any], member: discord.Member, table: int | None = None
    ) -> None:
        try:
            record = self._running_here(await self.service.store.tables_of_user(member.id), interaction, table)
            if interaction.user.id != record.host_id and not is_admin(interaction):
                raise TableError("Only the host (or someone with Manage Server) can remove a player.")
        except TableError as exc:
            await refuse(interaction, exc.message)
            return
        await interaction.response.send_message(
            f"Remove <@{member.id}> from **{GAMES[record.game].title}** #{record.id}? An AI takes their seat.",
            view=confirm_view(record.id, "kick", member.id),
            ephemeral=True,
            allowed_mentions=NO_MENTIONS,
        )

    async def on_confirm(self, interaction: discord.Interaction[Any], table_id: int, op: str, user_id: int) -> None:
        if op == "cancel":
            try:
                if interaction.user.id != user_id:
                    raise TableError("Only the person who asked can confirm ending the game.")
                admin = is_admin(interaction) if interaction.guild else False
                await self.service.cancel(table_id, user_id, is_admin=admin)
            except TableError as exc:
                await refuse(interaction, exc.message)
                return
            await interaction.response.edit_message(content=f"Table #{table_id} is cancelled.", view=None)
            return
        try:
            if op == "leave" and interaction.user.id != user_id:
                raise TableError("Only the player themselves can confirm leaving.")
            await self.service.leave_game(
                table_id,
                user_id,
                by=interaction.user.id,
                is_admin=is_admin(interaction) if interaction.guild else False,
            )
        except TableError as exc:
            await refuse(interaction, exc.message)
            return
        done = "You left the game; an AI plays on for you." if op == "leave" else f"<@{user_id}> was removed."
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
            await refuse(interaction, exc.message)
            return
        added = escape_name(table.seats[-1].name)
        await interaction.response.edit_message(content=f"🤖 Added **{added}** ({level}).", view=None)
        if table.message_id is not None:
            lobby = self.bot.get_partial_messageable(table.channel_id).get_partial_message(table.message_id)
            await lobby.edit(
                embed=lobby_embed(GAMES[table.game], table), view=lobby_view(table.id), allowed_mentions=NO_MENTIONS
            )

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
                await interaction.response.send_message(
                    "Which AI player? **Easy** plays quickly with some slips, **normal** searches about half a"
                    " second a move, **hard** up to two seconds.",
                    view=ai_level_view(table_id),
                    ephemeral=True,
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
                    raise TableError("Only the host (or someone with Manage Server) can cancel this table.")
                # The table painter shows the closed table; here we only acknowledge.
                await interaction.response.defer()
                await self.service.cancel(table_id, user.id, is_admin=is_admin(interaction))
                return
            else:
                raise TableError("Unknown button.")
        except TableError as exc:
            await refuse(interaction, exc.message)
            return
        await interaction.response.edit_message(
            embed=lobby_embed(GAMES[table.game], table),
            view=lobby_view(table.id),
            allowed_mentions=NO_MENTIONS,
        )


async def setup(bot: GameHostBot) -> None:
    await bot.add_cog(LobbyCog(bot))
