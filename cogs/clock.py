"""``/game away``: a player pauses every clock of theirs, in every table and server, for some days.

Days come from the player's vacation balance (bot/clock.py: 14 a year, at most 30 saved); the
service moves the clocks and announces it in each table's thread (bot/timekeeping.py).
"""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.changes import TableError
from bot.clock import zone
from bot.i18n import render, t
from bot.timekeeping import MAX_AWAY_DAYS, stamp
from cogs.language import reader_lang
from cogs.lobby import add_to_game_group
from cogs.names import escape_name

if TYPE_CHECKING:
    from bot.app import GameHostBot


def away_until(now: datetime, days: int | None, until: str | None, time_zone: str | None = None) -> datetime | str:
    """When an away period asked for ends, or the id of the message saying what is wrong. A date is
    the player's own (``time_zone``, UTC until they set one): away until the 24th in Auckland ends at
    midnight there, half a day before midnight in Warsaw."""
    if until is not None:
        try:
            day = datetime.strptime(until.strip(), "%Y-%m-%d")
        except ValueError:
            return "clock-away-bad-date"
        # to the end of that day where the player is: the clocks run again the day after
        after = (day + timedelta(days=1)).replace(tzinfo=zone(time_zone) if time_zone else UTC)
        return after.astimezone(UTC)
    return now + timedelta(days=days or 0)


@app_commands.command(name="away", description="Pause your clocks in every game for some days (uses vacation days)")
@app_commands.describe(
    days="How many days (each uses one vacation day)",
    until="Or until a date, e.g. 2026-12-24",
    end="True: come back now; the whole days not used are returned",
)
async def away_command(
    interaction: discord.Interaction[Any],
    days: app_commands.Range[int, 1, MAX_AWAY_DAYS] | None = None,
    until: app_commands.Range[str, 1, 32] | None = None,
    end: bool = False,
) -> None:
    bot: GameHostBot = interaction.client  # type: ignore[assignment]
    service = bot.service
    lang = await reader_lang(interaction)
    user_id = interaction.user.id
    now = service.clock()
    try:
        if (end and (days is not None or until is not None)) or (days is not None and until is not None):
            text = t("clock-away-one-of", lang)
        elif end:
            left = await service.come_back(user_id)
            text = t("clock-back", lang, left=math.floor(left))
        elif days is None and until is None:
            _, settings = await service.person(user_id)
            balance = math.floor(await service.vacation_balance(user_id))
            text = t("clock-away-status", lang, left=balance)
            if settings.away_until is not None and settings.away_until > now:
                text = t("clock-away-status-away", lang, until=stamp(settings.away_until, "F")) + "\n" + text
        else:
            _, settings = await service.person(user_id)
            moment = away_until(now, days, until, settings.zone)
            if isinstance(moment, str):
                text = t(moment, lang, date=escape_name(until or ""))
            else:
                ends, left = await service.go_away(user_id, moment)
                text = t("clock-away-set", lang, until=stamp(ends, "F"), left=math.floor(left))
    except TableError as exc:
        text = render(exc.reason, lang)
    await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: GameHostBot) -> None:
    add_to_game_group(bot, away_command)
