"""Playing at a table: the public table message, hands by DM, My hand, action clicks.

Table edits are coalesced per table: a worker repaints from the latest
state, so a burst of moves costs one edit, never a queue of stale ones.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.service import Change, TableError
from cogs.lobby import refuse
from cogs.ui import (
    USER_MENTIONS,
    clip,
    closed_embed,
    controls_view,
    fill,
    finished_embed,
    hand_embed,
    png_file,
    register_components,
    running_embed,
    seat_names,
    table_view,
)
from db.store import TableRecord
from games import GAMES
from games.contract import Game

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

DM_CLOSED = 50007
MESSAGE_TOO_OLD = 30046
UNKNOWN_MESSAGE = 10008


@dataclass
class TableWorker:
    """Pending output of one table: log lines (in order) and a repaint flag."""

    lines: list[str] = field(default_factory=list)
    mentions: bool = False
    farewells: list[tuple[int, int]] = field(default_factory=list)  # DM hands of players who left
    dirty: bool = False
    task: asyncio.Task[None] | None = None


class PlayCog(commands.Cog, name="Play"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.workers: dict[int, TableWorker] = {}
        self.shown: dict[tuple[int, int], str] = {}  # (table, seat) -> digest of the DM hand shown
        self.notes: dict[tuple[int, int], list[str]] = {}  # private events, shown atop the hand

    async def cog_load(self) -> None:
        register_components(self.bot)
        self.service.subscribe(self.on_change)

    # ---- service events ----------------------------------------------
    async def on_change(self, change: Change) -> None:
        table = change.table
        if change.kind in ("lobby", "reminder"):
            return  # the lobby answers its buttons itself; reminders are the Notify cog's
        worker = self.workers.setdefault(table.id, TableWorker())
        game = GAMES[table.game]
        if change.kind == "started":
            names = ", ".join(seat_names(table))
            worker.lines.append(f"🎲 **{game.title}** begins: {names}. Good luck!")
            await self._open_thread(table)
        elif change.kind == "cancelled":
            worker.lines.append(f"🛑 The table was cancelled by <@{change.by_user}>.")
        for event in change.events:
            if event.audience is None:
                worker.lines.append(fill(event.text, table))
            else:
                for seat in event.audience:
                    self.notes.setdefault((table.id, seat), []).append(fill(event.text, table))
        fresh = [table.seats[w.seat] for w in change.new_waits if not table.seats[w.seat].is_ai]
        if fresh:
            who = " ".join(f"<@{s.user_id}>" for s in fresh)
            worker.lines.append(f"🔔 {who}: your move (DM or **My hand**).")
            worker.mentions = True
        if change.kind == "seat" and change.actor is not None:
            gone = table.seats[change.actor]
            if gone.dm_channel_id and gone.dm_message_id:
                worker.farewells.append((gone.dm_channel_id, gone.dm_message_id))
        if change.kind == "finished":
            worker.lines.append("🏁 Game over! Final scores are on the table.")
        worker.dirty = True
        self._kick(table.id, worker)

    def _kick(self, table_id: int, worker: TableWorker) -> None:
        if worker.task is None or worker.task.done():
            worker.task = asyncio.create_task(self._drain(table_id, worker), name=f"paint-table-{table_id}")

    async def _drain(self, table_id: int, worker: TableWorker) -> None:
        while worker.lines or worker.dirty or worker.farewells:
            try:
                if worker.lines:
                    lines, worker.lines = worker.lines, []
                    mentions, worker.mentions = worker.mentions, False
                    await self._post_log(table_id, lines, mentions)
                if worker.dirty:
                    worker.dirty = False
                    await self.repaint(table_id)
                while worker.farewells:
                    channel_id, message_id = worker.farewells.pop()
                    with contextlib.suppress(discord.HTTPException):
                        await (
                            self._channel(channel_id)
                            .get_partial_message(message_id)
                            .edit(
                                content="🚪 You no longer have a seat at this table; an AI plays on for you.",
                                view=None,
                            )
                        )
            except Exception:
                log.exception("table %s: painting failed", table_id)

    # ---- the public table --------------------------------------------
    def _channel(self, channel_id: int) -> Any:
        """The cached channel (so threads can be made from its messages), else a partial one."""
        return self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)

    async def _open_thread(self, table: TableRecord) -> None:
        if table.message_id is None or table.guild_id is None or not self.bot.settings.use_threads:
            return
        message = self._channel(table.channel_id).get_partial_message(table.message_id)
        title = GAMES[table.game].title
        try:
            thread = await message.create_thread(name=clip(f"{title} #{table.id} · play by play", 100))
        except (discord.HTTPException, ValueError) as exc:
            log.info("table %s: no thread (%s); logging in the channel", table.id, exc)
            return
        table.thread_id = thread.id
        await self.service.attach_message(table.id, table.message_id, thread.id)

    async def _post_log(self, table_id: int, lines: list[str], mentions: bool) -> None:
        table = await self.service.table(table_id)
        target = self._channel(table.thread_id or table.channel_id)
        text = "\n".join(lines)
        for start in range(0, len(text), 1900):
            await target.send(
                text[start : start + 1900],
                allowed_mentions=USER_MENTIONS if mentions else discord.AllowedMentions.none(),
            )

    async def repaint(self, table_id: int) -> None:
        """Show the table's latest state on its message, then bring every DM hand up to date."""
        table = await self.service.table(table_id)
        game = GAMES[table.game]
        kwargs = await self._table_message(game, table)
        if table.message_id is not None:
            message = self._channel(table.channel_id).get_partial_message(table.message_id)
            try:
                await message.edit(**kwargs)
            except discord.HTTPException as exc:
                if exc.code not in (MESSAGE_TOO_OLD, UNKNOWN_MESSAGE) and exc.status != 404:
                    raise
                await self._repost(table, kwargs)
        if table.started_at is not None:  # hands exist once the game has started
            await self.update_hands(table)

    async def _table_message(self, game: Game[Any, Any, Any], table: TableRecord) -> dict[str, Any]:
        if table.status == "cancelled":
            return {
                "content": None,
                "embed": closed_embed(game, table, "🛑 This table was cancelled."),
                "view": None,
                "attachments": [],
            }
        state = await self.service.state_of(table)
        view = game.view(state, None)
        png = await asyncio.to_thread(game.render_table, view, seat_names(table, bold=False, emoji=False))
        files = [png_file(png)] if png else []
        if table.status == "finished":
            outcome = self.service.outcome(table)
            assert outcome is not None
            embed = finished_embed(game, table, outcome, view, with_image=bool(png))
            return {"content": None, "embed": embed, "view": None, "attachments": files}
        waits = await self.service.store.waits(table.id)
        embed = running_embed(game, table, view, with_image=bool(png), waits=waits)
        return {"content": None, "embed": embed, "view": table_view(table.id), "attachments": files}

    async def _repost(self, table: TableRecord, kwargs: dict[str, Any]) -> None:
        """The table message is gone or too old to edit: post a fresh one and point to it."""
        channel = self._channel(table.channel_id)
        files = kwargs.pop("attachments", [])
        fresh = await channel.send(files=files, **{k: v for k, v in kwargs.items() if v is not None})
        old_id = table.message_id
        await self.service.attach_message(table.id, fresh.id, table.thread_id)
        if old_id is not None:
            with contextlib.suppress(discord.HTTPException):  # deleted: nothing to point from
                await channel.get_partial_message(old_id).edit(
                    content=f"➡️ This table moved: {fresh.jump_url}", embed=None, view=None, attachments=[]
                )

    # ---- hands -----------------------------------------------------------
    async def hand_message(self, table: TableRecord, seat: int) -> dict[str, Any]:
        """The embed and controls of one seat's hand, as a message's kwargs."""
        game = GAMES[table.game]
        state = await self.service.state_of(table)
        view = game.view(state, seat)
        awaited = table.status == "running" and seat in game.to_act(state)
        embed = hand_embed(game, table, seat, view, awaited=awaited)
        notes = self.notes.get((table.id, seat))
        if notes:
            embed.insert_field_at(0, name="📬 Just now", value=clip("\n".join(notes[-5:]), 1024), inline=False)
        if table.status == "finished":
            embed.add_field(name="🏁 Game over", value="The final scores are on the table.", inline=False)
        elif table.status == "cancelled":
            embed.add_field(name="🛑 Cancelled", value="This table was cancelled.", inline=False)
        controls = None
        if awaited:
            controls = controls_view(table, game.controls(view, game.legal_actions(state, seat)))
        return {"content": None, "embed": embed, "view": controls}

    @staticmethod
    def digest(kwargs: dict[str, Any]) -> str:
        embed = kwargs["embed"].to_dict()
        view = kwargs["view"]
        ids = [getattr(item, "custom_id", None) for item in view.children] if view else []
        blob = json.dumps([embed, ids], sort_keys=True, default=str)
        return hashlib.blake2b(blob.encode(), digest_size=16).hexdigest()

    async def update_hands(self, table: TableRecord) -> None:
        """Send or edit each human's DM hand where it changed."""
        for seat in table.humans:
            if seat.dm_closed or seat.user_id is None:
                continue
            kwargs = await self.hand_message(table, seat.seat)
            digest = self.digest(kwargs)
            if self.shown.get((table.id, seat.seat)) == digest:
                continue
            try:
                if seat.dm_message_id and seat.dm_channel_id:
                    message = self._channel(seat.dm_channel_id).get_partial_message(seat.dm_message_id)
                    try:
                        await message.edit(**kwargs)
                    except discord.NotFound:
                        await self._send_hand(table, seat.seat, seat.user_id, kwargs)
                else:
                    await self._send_hand(table, seat.seat, seat.user_id, kwargs)
            except discord.Forbidden as exc:
                if exc.code != DM_CLOSED:
                    raise
                await self.service.record_dm(table.id, seat.seat, None, None, closed=True)
                log.info(
                    "table %s: DMs closed for seat %s; the table tells them to use My hand",
                    table.id,
                    seat.seat,
                )
                worker = self.workers.setdefault(table.id, TableWorker())
                worker.dirty = True  # show the "use My hand" notice
                self._kick(table.id, worker)
                continue
            self.shown[(table.id, seat.seat)] = digest
        for key in [k for k in self.notes if k[0] == table.id]:
            del self.notes[key]

    async def _send_hand(self, table: TableRecord, seat: int, user_id: int, kwargs: dict[str, Any]) -> None:
        user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
        sent = await user.send(**{k: v for k, v in kwargs.items() if v is not None})
        await self.service.record_dm(table.id, seat, sent.channel.id, sent.id, closed=False)

    # ---- clicks ----------------------------------------------------------
    async def on_my_hand(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        try:
            seated = await self.service.seated(table_id, interaction.user.id)
        except TableError as exc:
            await refuse(interaction, exc.message)
            return
        kwargs = await self.hand_message(seated.table, seated.seat)
        await interaction.response.send_message(ephemeral=True, **{k: v for k, v in kwargs.items() if v is not None})

    async def on_action(self, interaction: discord.Interaction[Any], table_id: int, version: int, index: int) -> None:
        user_id = interaction.user.id
        try:
            change = await self.service.act(table_id, user_id, index, version)
        except TableError as exc:
            await self._refuse_action(interaction, table_id, exc.message)
            return
        table = change.table
        seat = table.seat_of(user_id)
        assert seat is not None
        kwargs = await self.hand_message(table, seat)
        await interaction.response.edit_message(**kwargs)
        record = next(s for s in table.seats if s.seat == seat)
        if interaction.message is not None and interaction.message.id == record.dm_message_id:
            self.shown[(table.id, seat)] = self.digest(kwargs)

    async def _refuse_action(self, interaction: discord.Interaction[Any], table_id: int, reason: str) -> None:
        """Say why, and bring the clicked hand up to date (its buttons may be stale)."""
        try:
            seated = await self.service.seated(table_id, interaction.user.id)
        except TableError:
            await refuse(interaction, reason)
            return
        kwargs = await self.hand_message(seated.table, seated.seat)
        kwargs["content"] = f"⚠️ {reason}"
        await interaction.response.edit_message(**kwargs)


async def setup(bot: GameHostBot) -> None:
    await bot.add_cog(PlayCog(bot))
