"""Your-move DMs and deadline reminders, for people who play one move a day.

A your-move DM is a new message (phones notify on new messages, not on
edits), sent once per decision to a player who hasn't turned them off. The
waits it answers are rows in the database, so a restart sends what was
still pending.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.i18n import t
from bot.service import Change
from cogs import embeds
from cogs.play import FIRST_RETRY, is_transient
from cogs.ui import due_stamp, game_title, message_link
from db.pace import WaitRecord
from db.store import TableRecord
from games import GAMES

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

RETRIES = 8  # a your-move DM Discord keeps refusing is tried again this often (over about 17 minutes)


def jump_url(table: TableRecord) -> str:
    """Where the table is: a link on Discord; the channel's name in the playground (no discord.com there)."""
    link = message_link(table.guild_id, table.channel_id, table.message_id) if table.message_id else None
    return link or f"<#{table.channel_id}>"


def due_text(wait: WaitRecord, lang: str) -> str:
    return t("notify-due", lang, when=due_stamp(wait.due_at)) if wait.due_at else t("notify-no-deadline", lang)


class NotifyCog(commands.Cog, name="Notify"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service
        self._retries: set[asyncio.Task[None]] = set()

    async def cog_load(self) -> None:
        self.service.subscribe(self.on_change)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Send the your-move DMs that were pending when the bot stopped."""
        now = self.service.clock()
        for wait in await self.service.store.unnotified_waits():
            if wait.notify_at is not None and wait.notify_at > now:
                continue  # it waits for the end of the player's quiet hours: the dispatcher sends it
            table = await self.service.store.get_table(wait.table_id)
            if table is not None and table.status == "running":
                await self.your_move(table, wait)

    async def on_change(self, change: Change) -> None:
        table = change.table
        now = self.service.clock()
        for wait in change.new_waits:
            if wait.notify_at is None or wait.notify_at <= now:  # else after the player's quiet hours
                await self.your_move(table, wait)
        for wait in change.notify_now:
            await self.your_move(table, wait, claimed=True)
        if change.kind == "reminder":
            waits = {w.seat: w for w in await self.service.store.waits(table.id)}
            for seat in change.reminded:
                if seat in waits:
                    await self.remind(table, waits[seat])

    async def _dm(self, user_id: int, text: str) -> bool | None:
        """True: sent; False: Discord refuses for good (closed DMs); None: a passing failure."""
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(text)
        except discord.HTTPException as exc:  # closed DMs (50007) and the like: the thread still says it
            log.info("no DM to %s: %s", user_id, exc)
            return None if is_transient(exc) else False
        return True

    async def your_move(self, table: TableRecord, wait: WaitRecord, attempt: int = 0, *, claimed: bool = False) -> None:
        """Tell the player once per decision; a passing Discord failure is tried again later.

        The DM is claimed in the database before it is sent: several processes sharing the
        database (each sending what was pending at its start) then send it once. The price: a
        process dying between the claim and the send loses that DM (the ping in the thread stays).
        """
        store = self.service.store
        if not claimed and not await store.claim_notify(table.id, wait.seat, wait.since):
            return  # sent already, or being sent by another process
        seat = table.seats[wait.seat]
        if seat.user_id is None or not await store.notify_enabled(seat.user_id):
            return
        lang = await self.bot.languages.of_user(seat.user_id)  # sent on our own: their language as last seen
        title = game_title(GAMES[table.game], lang)
        sent = await self._dm(
            seat.user_id,
            t("notify-your-move", lang, game=title, table=table.id, due=due_text(wait, lang), link=jump_url(table)),
        )
        if sent is not None or attempt >= RETRIES:
            return
        await store.release_notify(table.id, wait.seat, wait.since)  # not sent yet: a restart would send it too
        task = asyncio.create_task(self._retry_your_move(table.id, wait, attempt + 1))
        self._retries.add(task)
        task.add_done_callback(self._retries.discard)

    async def _retry_your_move(self, table_id: int, wait: WaitRecord, attempt: int) -> None:
        await asyncio.sleep(FIRST_RETRY * 2**attempt)
        table = await self.service.store.get_table(table_id)
        current = {w.seat: w for w in await self.service.store.waits(table_id)}.get(wait.seat)
        if table is None or table.status != "running" or current is None or current.since != wait.since:
            return  # that decision is made: no need to tell them any more
        if not current.notified:
            await self.your_move(table, current, attempt)

    async def remind(self, table: TableRecord, wait: WaitRecord) -> None:
        seat = table.seats[wait.seat]
        if seat.user_id is None or not await self.service.store.notify_enabled(seat.user_id):
            return  # `/game notify off`: no DM from us but their hand
        lang = await self.bot.languages.of_user(seat.user_id)
        title = game_title(GAMES[table.game], lang)
        await self._dm(
            seat.user_id,
            t("notify-reminder", lang, game=title, table=table.id, due=due_text(wait, lang), link=jump_url(table)),
        )  # the mention in the thread is a play-by-play line, delivered with the others


async def setup(bot: GameHostBot) -> None:
    embeds.PLAYGROUND = bot.settings.playground  # links and deadlines read for the page they are shown in
    await bot.add_cog(NotifyCog(bot))
