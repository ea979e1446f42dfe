"""Slash commands and the lobby: open a table, fill seats, start, cancel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import TableError
from cogs.ui import NO_MENTIONS, clip, lobby_embed, lobby_view
from games import GAMES

if TYPE_CHECKING:
    from bot.app import GameHostBot

GAME_CHOICES = [app_commands.Choice(name=game.title, value=game.id) for game in GAMES.values()]


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
    where = guild_id or "@me"
    return f"https://discord.com/channels/{where}/{channel_id}/{message_id}" if message_id else "(no message)"


class LobbyCog(commands.Cog, name="Lobby"):
    game = app_commands.Group(name="game", description="Play board and card games in this channel")

    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service

    # ---- slash commands ----------------------------------------------
    @game.command(name="new", description="Open a new table for a game in this channel")
    @app_commands.describe(game="Which game to play")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def new(self, interaction: discord.Interaction[Any], game: str) -> None:
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
        try:
            record = await self.service.cancel(chosen[0].id, interaction.user.id, is_admin=is_admin(interaction))
        except TableError as exc:
            await refuse(interaction, exc.message)
            return
        await interaction.response.send_message(f"Table #{record.id} is cancelled.", ephemeral=True)

    # ---- lobby buttons -----------------------------------------------
    async def on_lobby_button(self, interaction: discord.Interaction[Any], table_id: int, op: str) -> None:
        user = interaction.user
        try:
            if op == "join":
                table = await self.service.join(table_id, user.id, display_name(user))
            elif op == "leave":
                table = await self.service.leave_lobby(table_id, user.id)
            elif op == "ai":
                table = await self.service.add_ai(table_id, user.id)
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
