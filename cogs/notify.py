"""How the bot reaches a player between moves: the "Your turns" list, pushes and digests.

Each player has one list DM ("Your turns", ``cogs/turns.py``), edited in place whenever their
pending moves change: an edit does not ring a phone. A **push** posts the list anew (and deletes
the old one), which rings, by the player's mode (``bot/notifications.py``):

- ``every`` (the default): a few minutes after a move of theirs became awaited, so several tables
  turning to them within that window give one push (at once for a move due within the hour);
  and a warning when time runs short;
- ``digest``: at their digest times (08:00 and 18:00 in their zone by default), when moves wait;
- ``deadline``: only the warning when time runs short;
- ``off``: nothing but the hands.

Quiet hours hold for all of them. A muted table is listed but pushes nobody. Pending pushes are
rows (``pushes``): a restart sends what was due, a claim (deleting the row) sends each once, a
passing Discord failure puts the row back for later. A follower's digest (``/game follow``)
comes at the same digest times, with the table's public lines since the last one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.clock import out_of_quiet, quiet_period
from bot.deadlines import DeadlineDispatcher
from bot.i18n import t
from bot.notifications import load_digest_times, next_digest, push_time, pushes_for, warns_for
from bot.service import Change
from cogs import embeds
from cogs.embeds import clip, due_stamp, game_title
from cogs.language import server_lang
from cogs.play import is_transient, thread_line
from cogs.turns import Pending, pending_moves, table_link, turns_message
from db.notifications import Push
from db.pace import WaitRecord
from db.store import TableRecord
from games import GAMES

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

RETRY = timedelta(minutes=3)  # a push Discord refused for now is tried again this much later
FOLLOW_LINES = 30  # a follower's digest shows the latest this many lines of each table


def due_text(wait: WaitRecord, lang: str) -> str:
    return t("notify-due", lang, when=due_stamp(wait.due_at)) if wait.due_at else t("notify-no-deadline", lang)


class NotifyCog(commands.Cog, name="Notify"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.store = bot.service.store
        self.shown: dict[int, list[Any]] = {}  # user -> what their list DM shows (skip edits that change nothing)
        self.listed: dict[int, set[int]] = {}  # user -> tables their list shows (a player who left is refreshed)
        self.queued: dict[int, asyncio.Task[None]] = {}  # table -> the last of its changes being handled
        self.pushes = DeadlineDispatcher(
            self.store.next_push,
            self.store.due_pushes,
            self.fire_push,
            self.retry_push,
            self.service.clock,
            poll=self.store.timer_poll,
        )

    async def cog_load(self) -> None:
        self.service.subscribe(self.on_change)

    async def cog_unload(self) -> None:
        await self.drain()  # what was queued is scheduled before the store closes
        self.pushes.stop()

    async def drain(self, timeout: float = 10.0) -> None:
        """Let the changes being handled finish."""
        if self.queued:
            await asyncio.wait(list(self.queued.values()), timeout=timeout)

    async def handled(self, table_id: int) -> None:
        """Wait until the table's changes so far are handled (its pushes planned, the lists edited)."""
        task = self.queued.get(table_id)
        if task is not None:
            await asyncio.wait([task])

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Schedule the pushes of moves that became awaited while the bot was away; send what is due."""
        now = self.service.clock()
        for wait in await self.store.unnotified_waits():
            if wait.notify_at is not None and wait.notify_at > now:
                continue  # it waits for the end of the player's quiet hours: the dispatcher hands it over
            table = await self.store.get_table(wait.table_id)
            if table is not None and table.status == "running":
                await self.turned(table, wait)
        self.pushes.rearm()

    # ---- what happened at a table ---------------------------------------------------------
    async def on_change(self, change: Change) -> None:
        """Handled in the background, after the table's earlier changes: the click that made the change
        is answered without waiting for it. A change that turns the game to a player costs database trips
        (the claim of their your-move with its push, the lists), which at 100 clicks a second took over
        100 ms in one click in ten (33 ms on average), all of it added to the clicked hand's answer. A push
        planned here and lost to a crash is planned again at start (``on_ready``: the waits never
        notified), as before."""
        table_id = change.table.id
        before = self.queued.get(table_id)
        task = asyncio.create_task(self._handle_after(before, change), name=f"notify-table-{table_id}")
        self.queued[table_id] = task
        task.add_done_callback(lambda done: self._dequeue(table_id, done))

    def _dequeue(self, table_id: int, done: asyncio.Task[None]) -> None:
        if self.queued.get(table_id) is done:
            del self.queued[table_id]

    async def _handle_after(self, before: asyncio.Task[None] | None, change: Change) -> None:
        if before is not None:
            await asyncio.wait([before])  # in order: a later change of the table may refresh the same lists
        try:
            await self.handle(change)
        except Exception:  # as the service's listeners: a failed push must never block a game
            log.exception("table %s: notifications failed on %s", change.table.id, change.kind)

    async def handle(self, change: Change) -> None:
        table = change.table
        now = self.service.clock()
        for wait in change.new_waits:
            await self.turned(table, wait, at_once=wait.notify_at is None or wait.notify_at <= now)
        for wait in change.notify_now:  # claimed by the service: the player's quiet hours are over
            await self.turned(table, wait, claimed=True)
        if change.kind == "reminder":
            for seat in change.reminded:
                await self.warn(table, seat)
        if change.kind != "lobby":
            for user_id in self.concerned(table):
                await self.refresh(user_id)

    def concerned(self, table: TableRecord) -> set[int]:
        """Players whose list may change with this table: its seats, and anyone whose list shows it."""
        users = {s.user_id for s in table.seats if s.user_id is not None}
        return users | {u for u, tables in self.listed.items() if table.id in tables}

    async def turned(
        self, table: TableRecord, wait: WaitRecord, *, at_once: bool = True, claimed: bool = False
    ) -> None:
        """A decision of a player became awaited: schedule what their mode asks for.

        ``at_once`` False: the wait's own notify time (the end of their quiet hours or away period)
        is still ahead; the service hands it over then (``claimed``), and the push is planned from
        there. A digest is planned at once: its time is moved out of quiet hours by itself.
        """
        user_id = table.seats[wait.seat].user_id
        if user_id is None:
            return
        mode = await self.store.notify_mode(user_id)
        if mode == "digest":
            if at_once and not claimed:
                await self.store.claim_notify(table.id, wait.seat, wait.since)  # nothing more to hand over
            if table.id not in await self.store.muted_tables(user_id):
                await self.schedule_digest(user_id)
            return
        if not at_once:
            return
        if not pushes_for(mode) or table.id in await self.store.muted_tables(user_id):
            if not claimed:
                await self.store.claim_notify(table.id, wait.seat, wait.since)  # told: nothing rings for it
            return
        person, _ = await self.service.person(user_id)
        at = push_time(self.service.clock(), wait.due_at, person)
        if claimed:
            await self.store.schedule_push(user_id, "push", at)
        elif not await self.store.claim_and_push(table.id, wait.seat, wait.since, user_id, at):
            return  # another process (or a second timer) claimed it: it plans the push
        self.pushes.notice([at])

    async def _runs_out_before_digest(self, user_id: int, due_at: datetime | None) -> bool:
        if due_at is None:
            return False
        person, _ = await self.service.person(user_id)
        _, _, times = await self.store.notify_settings(user_id)
        return due_at <= next_digest(self.service.clock(), load_digest_times(times), person)

    async def schedule_digest(self, user_id: int) -> None:
        """The player's next digest time (following a table, or choosing the digest mode)."""
        person, _ = await self.service.person(user_id)
        _, _, times = await self.store.notify_settings(user_id)
        at = next_digest(self.service.clock(), load_digest_times(times), person)
        await self.store.schedule_push(user_id, "digest", at)
        self.pushes.notice([at])

    async def warn(self, table: TableRecord, seat: int) -> None:
        """Time runs short for a decision: a push in the modes that want it (reminder times are
        already placed before the player's quiet hours), and for a digest player when the time runs
        out before their next digest (the digest would list the move too late: a lost move)."""
        user_id = table.seats[seat].user_id
        if user_id is None:
            return
        mode = await self.store.notify_mode(user_id)
        if not (warns_for(mode) or mode == "digest") or table.id in await self.store.muted_tables(user_id):
            return
        wait = {w.seat: w for w in await self.store.waits(table.id)}.get(seat)
        if wait is None:
            return
        if mode == "digest" and not await self._runs_out_before_digest(user_id, wait.due_at):
            return
        lang = await self.bot.languages.of_user(user_id)
        header = t(
            "notify-reminder",
            lang,
            game=game_title(GAMES[table.game], lang),
            table=table.id,
            due=due_text(wait, lang),
            link=table_link(table),
        )
        await self.post(user_id, lang, header)

    # ---- pushes ---------------------------------------------------------------------------
    async def fire_push(self, push: Push, now: datetime) -> None:
        if not await self.store.claim_push(push):
            return  # sent by another process (or a second timer)
        user_id = push.user_id
        person, _ = await self.service.person(user_id)
        if quiet_period(now, person) is not None:  # the window ran into their quiet hours
            await self.store.schedule_push(user_id, push.kind, out_of_quiet(now, person))
            return
        mode = await self.store.notify_mode(user_id)
        lang = await self.bot.languages.of_user(user_id)
        entries = await pending_moves(self.bot, user_id)
        loud = [e for e in entries if not e.muted]
        if push.kind == "push":
            if pushes_for(mode) and loud:
                if not await self.post(user_id, lang, self.push_header(loud, lang), entries=entries):
                    await self.store.schedule_push(user_id, "push", now + RETRY)
            else:
                await self.refresh(user_id)  # every move was made meanwhile: nothing rings
            return
        lines = await self.store.follow_lines(user_id)
        followed = await self.store.followed_tables(user_id)
        if (mode == "digest" and loud) or lines:
            header = t("turns-digest", lang) if mode == "digest" and loud else t("turns-follow-digest", lang)
            extra = await self.follower_text(lines, lang)
            if not await self.post(user_id, lang, header, entries=entries, extra=extra):
                await self.store.schedule_push(user_id, "digest", now + RETRY)
                return
            if lines:
                await self.store.delete_follow_lines(user_id, lines[-1].id)
        if (mode == "digest" and entries) or followed:
            await self.schedule_digest(user_id)

    async def retry_push(self, push: Push) -> None:
        await self.store.schedule_push(push.user_id, push.kind, self.service.clock() + RETRY)

    @staticmethod
    def push_header(loud: list[Pending], lang: str) -> str:
        if len(loud) == 1:
            table, wait = loud[0].table, loud[0].wait
            return t(
                "notify-your-move",
                lang,
                game=game_title(GAMES[table.game], lang),
                table=table.id,
                due=due_text(wait, lang),
                link=table_link(table),
            )
        return t("turns-push", lang, count=len(loud))

    async def follower_text(self, lines: list[Any], lang: str) -> str:
        """The public lines of the tables followed, as the thread showed them, without pings."""
        by_table: dict[int, list[Any]] = {}
        for line in lines:
            by_table.setdefault(line.table_id, []).append(line)
        parts = []
        for table_id, table_lines in by_table.items():
            table = await self.store.get_table(table_id)
            if table is None:
                continue
            public_lang = server_lang(self.bot, table.guild_id)
            shown = []
            for line in table_lines[-FOLLOW_LINES:]:
                text, _ = thread_line(line.text, table, public_lang, ping=False)  # told who, never pinged
                shown.append(text)
            title = t(
                "turns-follow-table",
                lang,
                game=game_title(GAMES[table.game], lang),
                table=table.id,
                link=table_link(table),
            )
            parts.append("\n".join([title, *shown]))
        return clip("\n\n".join(parts), 1500)

    # ---- the list DM ------------------------------------------------------------------------
    async def post(
        self, user_id: int, lang: str, header: str, *, entries: list[Pending] | None = None, extra: str = ""
    ) -> bool:
        """Post the list anew with ``header`` (a push: it rings), and delete the old one. False: Discord
        failed for now (the caller tries again later); a closed DM counts as done."""
        if entries is None:
            entries = await pending_moves(self.bot, user_id)
        kwargs = await turns_message(self.bot, entries, lang, header=header, extra=extra)
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            sent = await user.send(**kwargs)
        except discord.HTTPException as exc:
            log.info("no push to %s: %s", user_id, exc)
            return not is_transient(exc)  # closed DMs: the table's message tells them, as for hands
        old = await self.store.dashboard(user_id)
        await self.store.set_dashboard(user_id, sent.channel.id, sent.id)
        self.shown[user_id] = shown_key(entries)
        self.listed[user_id] = {e.table.id for e in entries}
        if old is not None and old[1] != sent.id:
            # gone already, or Discord failed: an old list stays, which is harmless
            with contextlib.suppress(discord.HTTPException):
                await self.bot.get_partial_messageable(old[0]).get_partial_message(old[1]).delete()
        return True

    async def refresh(self, user_id: int, note: str = "") -> bool:
        """Edit the player's list in place (no ring) if what it shows changed; ``note`` (in their
        language) heads it, e.g. why a move it listed went away. False: they have no list DM."""
        where = await self.store.dashboard(user_id)
        if where is None:
            return False
        lang = await self.bot.languages.of_user(user_id)
        entries = await pending_moves(self.bot, user_id)
        if not note and self.shown.get(user_id) == shown_key(entries):
            return True  # the same moves: the push's words (why it came) stay
        kwargs = await turns_message(self.bot, entries, lang, header=note)
        try:
            await self.bot.get_partial_messageable(where[0]).get_partial_message(where[1]).edit(**kwargs)
        except discord.NotFound:
            await self.store.drop_dashboard(user_id)
            return False
        except discord.HTTPException as exc:
            log.info("the list of %s is not current: %s", user_id, exc)
            return True
        self.shown[user_id] = shown_key(entries)
        self.listed[user_id] = {e.table.id for e in entries}
        return True


def shown_key(entries: list[Pending]) -> list[Any]:
    """What a list shows, to tell whether an edit would change it (time left is a Discord timestamp:
    it counts down by itself)."""
    return [(e.table.id, e.wait.seat, e.wait.since, e.wait.due_at, e.muted) for e in entries]


async def setup(bot: GameHostBot) -> None:
    embeds.PLAYGROUND = bot.settings.playground  # links and deadlines read for the page they are shown in
    await bot.add_cog(NotifyCog(bot))
