"""``/game mute``, ``/game follow`` and ``/game unfollow``: which tables reach a member, and how.

- mute: a table of yours stays in your "Your turns" list but pushes nothing (again: unmute);
- follow: a table you can see but don't play at (a spectator, or a player who left) sends you its
  public play-by-play lines at your digest times; never a hand or a secret choice, only what its
  thread shows everyone;
- unfollow: stops that.

All answers are private, in the reader's language; a refusal says why and changes nothing.
These work anywhere the app is (a DM, a server without the bot): a table is named by number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.i18n import t
from bot.notifications import digest_text, load_digest_times
from cogs.embeds import game_title
from cogs.language import reader_lang
from cogs.lobby import add_to_game_group
from db.store import TableRecord
from games import GAMES

if TYPE_CHECKING:
    from bot.app import GameHostBot


async def can_see(bot: GameHostBot, table: TableRecord, user_id: int) -> bool:
    """Whether the member may see the table's channel: a member of its server who can view it (asked
    of Discord when not cached: the bot runs without the members intent)."""
    guild = bot.get_guild(table.guild_id) if table.guild_id is not None else None
    if guild is None:
        return False
    member = guild.get_member(user_id)
    if member is None:
        try:
            member = await guild.fetch_member(user_id)
        except discord.HTTPException:  # not a member (404), or Discord cannot say now
            return False
    channel = guild.get_channel_or_thread(table.channel_id)
    return channel is None or channel.permissions_for(member).view_channel


async def private(interaction: discord.Interaction[Any], text: str) -> None:
    await interaction.response.send_message(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())


@app_commands.command(name="mute", description="Stop DMs about one table of yours (again: unmute); it stays listed")
@app_commands.describe(table="The table number (see /game mine)")
async def mute_command(interaction: discord.Interaction[Any], table: app_commands.Range[int, 1]) -> None:
    bot: GameHostBot = interaction.client  # type: ignore[assignment]
    lang = await reader_lang(interaction)
    record = await bot.service.store.get_table(table)
    if record is None or record.seat_of(interaction.user.id) is None or record.status not in ("lobby", "running"):
        await private(interaction, t("notify-mute-not-yours", lang, table=table))
        return
    muted = await bot.service.store.toggle_mute(interaction.user.id, table)
    title = game_title(GAMES[record.game], lang)
    await private(interaction, t("notify-muted" if muted else "notify-unmuted", lang, game=title, table=table))


@app_commands.command(name="follow", description="Get a table's public play-by-play at your digest times")
@app_commands.describe(table="The table number (shown on the table)")
async def follow_command(interaction: discord.Interaction[Any], table: app_commands.Range[int, 1]) -> None:
    bot: GameHostBot = interaction.client  # type: ignore[assignment]
    lang = await reader_lang(interaction)
    store = bot.service.store
    record = await store.get_table(table)
    user_id = interaction.user.id
    if record is None or not await can_see(bot, record, user_id):
        await private(interaction, t("notify-follow-cannot-see", lang, table=table))
        return
    if record.status not in ("lobby", "running"):
        await private(interaction, t("notify-follow-over", lang, table=table))
        return
    if record.seat_of(user_id) is not None:
        await private(interaction, t("notify-follow-you-play", lang, table=table))
        return
    title = game_title(GAMES[record.game], lang)
    if not await store.follow(user_id, table):
        await private(interaction, t("notify-follow-already", lang, game=title, table=table))
        return
    notify = bot.get_cog("Notify")
    if notify is not None:
        await notify.schedule_digest(user_id)  # type: ignore[attr-defined]
    _, _, stored = await store.notify_settings(user_id)
    await private(
        interaction,
        t("notify-following", lang, game=title, table=table, times=digest_text(load_digest_times(stored))),
    )


@app_commands.command(name="unfollow", description="Stop getting a table's play-by-play")
@app_commands.describe(table="The table number")
async def unfollow_command(interaction: discord.Interaction[Any], table: app_commands.Range[int, 1]) -> None:
    bot: GameHostBot = interaction.client  # type: ignore[assignment]
    lang = await reader_lang(interaction)
    if not await bot.service.store.unfollow(interaction.user.id, table):
        await private(interaction, t("notify-unfollow-not", lang, table=table))
        return
    await private(interaction, t("notify-unfollowed", lang, table=table))


COMMANDS = (mute_command, follow_command, unfollow_command)


async def setup(bot: GameHostBot) -> None:
    add_to_game_group(bot, *COMMANDS)
