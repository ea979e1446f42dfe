"""Playing at a table: the public table message, the play-by-play, and the clicks.

Hands (the DM hand, My hand copies, hand pictures) are in ``cogs.hands``, a part of this cog.

Table edits are coalesced per table: a worker repaints from the latest
state, so a burst of moves costs one edit, never a queue of stale ones.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote
from weakref import WeakValueDictionary

import discord
from discord.ext import commands

from bot.i18n import SOURCE, render, t
from bot.late_answers import UNKNOWN_INTERACTION
from bot.notifications import pings_for
from bot.pictures import Picture
from bot.server_config import LOG_KEY
from bot.service import Change, TableError
from cogs.cards import as_new, card_message, notice
from cogs.hands import LIVE_FOR, HandInputs, HandsMixin, LiveCopy, News, is_transient
from cogs.language import reader_lang, server_lang
from cogs.learn import LessonReplays
from cogs.lobby import refuse
from cogs.ui import (
    clip,
    closed_embed,
    escape_name,
    finished_embed,
    game_title,
    pinging,
    plain_names,
    png_file,
    register_components,
    running_embed,
    seat_names,
    table_view,
)
from db.delivery import Lines
from db.pace import WaitRecord
from db.store import TableRecord
from games import GAMES
from games.contract import Game
from games.words import Text, msg

if TYPE_CHECKING:
    from bot.app import GameHostBot

log = logging.getLogger(__name__)

DM_CLOSED = 50007
MESSAGE_TOO_OLD = 30046
UNKNOWN_MESSAGE = 10008
#: the service's placeholders in an outbox line: ``<seat:i>`` a seat's name, ``<mention:i>`` a ping of a
#: seat's player, ``<name:…>`` a name as it was when the line was written (``urllib.parse.quote(name, safe="")``)
PLACEHOLDER = re.compile(r"<(seat|mention|name):([^<>\s]*)>")


#: retrying output Discord refused for a while: first wait, longest wait (seconds)
FIRST_RETRY = 2.0
LONGEST_RETRY = 600.0


SOMETHING_WENT_WRONG = "play-something-went-wrong"


def _unread(read: asyncio.Future[Lines]) -> None:
    """A shared read of a table's lines that no task awaited (a later move replaced it) is not logged as a
    failure never retrieved: whoever needs the lines reads them again."""
    if not read.cancelled():
        read.exception()


def thread_line(line: Text, table: TableRecord, lang: str, *, ping: bool = True) -> tuple[str, set[int]]:
    """An outbox line for people, and whom it pings: names for seats, pings for ``<mention:i>`` of
    human seats (only these; ``ping`` False: their names in bold, for a follower's digest), escaped
    names for ``<name:…>``.

    One pass over the service's text: a name put in is never read again, so a member named
    ``<mention:0>`` or ``<seat:1>`` is shown as that, escaped, and pings nobody.
    """
    text = render(line, lang)
    names = seat_names(table)
    pinged: set[int] = set()

    def put(match: re.Match[str]) -> str:
        kind, arg = match.groups()
        if kind == "name":
            return escape_name(unquote(arg))
        if not arg.isdigit() or int(arg) >= len(table.seats):
            return match.group(0)
        seat = table.seats[int(arg)]
        if kind == "seat":
            return names[seat.seat]
        if seat.user_id is None or not ping:
            return f"**{escape_name(seat.name)}**"
        pinged.add(seat.user_id)
        return f"<@{seat.user_id}>"

    return PLACEHOLDER.sub(put, text), pinged


@dataclass
class TableWorker:
    """Pending output of one table besides its stored lines: a repaint flag and farewells.

    Two tasks deliver independently, each retrying on its own: the table message and hands,
    and the play-by-play lines, so a failing thread never holds up anyone's hand.
    """

    farewells: list[tuple[int, int, str]] = field(default_factory=list)  # DM hands of players who left, their language
    dirty: bool = False
    lines_due: bool = False  # the table changed since its lines were last read
    painter: asyncio.Task[None] | None = None
    poster: asyncio.Task[None] | None = None
    over: int | None = None  # the table finished or was cancelled: its number of seats (see PlayCog._retire)
    # The record and waits a move of this process left, for the next round of each task to paint from
    # instead of reading them again (None: read them; another process or another kind of change may
    # have changed them). Each task takes its own and forgets it, so a failed round reads afresh.
    paint_from: tuple[TableRecord, list[WaitRecord]] | None = None
    post_from: TableRecord | None = None
    # The table's lines as read once, right after such a move, for both tasks (one trip instead of two: the
    # card's newest lines and those to post). The poster gets it only if it was idle when the move came: a
    # round in flight would post and forget lines this read still counts as pending.
    paint_lines: asyncio.Future[Lines] | None = None
    post_lines: asyncio.Future[Lines] | None = None
    # The table picture of a repaint Discord refused, by (version, language, names): the retries send it
    # again instead of drawing it again (kept only while failing: a repaint that got through forgets it).
    picture: tuple[tuple[int, str, tuple[str, ...]], Picture | None] | None = None


class PlayCog(HandsMixin, commands.Cog, name="Play"):
    def __init__(self, bot: GameHostBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.workers: dict[int, TableWorker] = {}
        # (table, seat) -> the DM hand shown: its digest, and what it was built from if a click's answer showed it
        # (until the repaint after it)
        self.shown: dict[tuple[int, int], tuple[str, HandInputs | None]] = {}
        self.notes: dict[tuple[int, int], list[News]] = {}  # what happened since each seat's last decision
        # (table, seat) -> ((version, names, language), the picture and its alt text), the most recently drawn last
        self.hand_pictures: OrderedDict[tuple[int, int], tuple[tuple[int, tuple[str, ...], str], Picture | None]] = (
            OrderedDict()
        )
        self.live: dict[tuple[int, int], dict[int, LiveCopy]] = {}  # (table, seat) -> message id -> copy
        self.hand_locks: WeakValueDictionary[tuple[int, int], asyncio.Lock] = WeakValueDictionary()
        self.lesson_replays: LessonReplays = OrderedDict()
        self._ringing: set[asyncio.Task[None]] = set()

    async def cog_load(self) -> None:
        register_components(self.bot)
        self.service.subscribe(self.on_change)
        # Changes made by other processes sharing the database (PostgreSQL) wake this painter.
        await self.bot.bell.listen(self._rung, self.catch_up)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        await self.catch_up()

    async def catch_up(self) -> None:
        """After a restart or a lost connection: this process's tables whose message, hands or
        lines are behind get them now (other processes changed them, or painting was cut short)."""
        if not self.bot.shard_plan.ids:
            return  # a worker paints no table
        for table_id in await self.service.store.tables_behind():
            await self._paint_if_mine(table_id)

    async def drain(self, timeout: float = 10.0) -> None:
        """Let the painting in progress finish (the bot is closing its store)."""
        tasks = [t for w in self.workers.values() for t in (w.painter, w.poster) if t is not None and not t.done()]
        tasks += [t for t in self._ringing if not t.done()]
        if tasks:
            await asyncio.wait(tasks, timeout=timeout)

    def _rung(self, table_id: int) -> None:
        """Another process changed a table (the bell rang): what this process knows of it may be behind."""
        self.service.forget(table_id)
        self._track(asyncio.create_task(self._paint_if_mine(table_id), name=f"rung-table-{table_id}"))

    def _track(self, task: asyncio.Task[None]) -> None:
        """Keep a background task of the bell alive until done (``drain`` waits for them)."""
        self._ringing.add(task)
        task.add_done_callback(self._ringing.discard)

    async def _paint_if_mine(self, table_id: int) -> None:
        if not self.bot.shard_plan.ids:
            return  # a worker paints no table: no need to read any
        if self.bot.shard_plan.every_shard:
            self.paint(table_id)  # one process holds every shard: no need to read where the table is
            return
        table = await self.service.store.get_table(table_id)
        if table is not None and self.bot.shard_plan.paints(table.guild_id):
            self.paint(table_id)

    def paint(self, table_id: int, table: TableRecord | None = None, waits: list[WaitRecord] | None = None) -> None:
        """Bring a table's message, hands and play-by-play lines up to date, soon and once (``table`` and
        ``waits``: as a move of this process just left them, so they need not be read again)."""
        worker = self.workers.setdefault(table_id, TableWorker())
        worker.dirty = worker.lines_due = True
        if table is not None and waits is not None:
            worker.paint_from, worker.post_from = (table, waits), replace(table)  # a copy: _post_log sets thread_id
            lines = asyncio.ensure_future(self.service.store.lines_now(table_id))
            lines.add_done_callback(_unread)
            worker.paint_lines = lines
            worker.post_lines = lines if worker.poster is None or worker.poster.done() else None
        else:
            worker.paint_from = worker.post_from = worker.paint_lines = worker.post_lines = None
        if worker.painter is None or worker.painter.done():
            rounds = self._paint_round(table_id, worker)
            worker.painter = asyncio.create_task(self._retrying(table_id, rounds), name=f"paint-table-{table_id}")
        if worker.poster is None or worker.poster.done():
            rounds = self._post_round(table_id, worker)
            worker.poster = asyncio.create_task(self._retrying(table_id, rounds), name=f"post-lines-{table_id}")

    # ---- service events ----------------------------------------------
    async def on_change(self, change: Change) -> None:
        table = change.table
        if change.kind == "lobby":
            return  # the lobby answers its buttons itself
        # Other processes sharing the database hear of it: a worker's AI may play next, and if
        # another process holds this server's shard, it paints the table (PostgreSQL only).
        # In the background: the click that made the change is answered without waiting for it.
        self._track(asyncio.create_task(self.bot.bell.ring(table.id), name=f"ring-table-{table.id}"))
        if not self.bot.shard_plan.paints(table.guild_id):
            return  # private notes stay unseen there (they are kept in memory, as across a restart)
        if change.kind == "started":
            await self._open_thread(table)
        self.remember_news(table, change)
        farewell: tuple[int, int, str] | None = None
        if change.kind == "seat" and change.actor is not None:
            gone = table.seats[change.actor]
            if gone.dm_channel_id and gone.dm_message_id:
                lang = await self.bot.languages.of_user(gone.user_id) if gone.user_id else SOURCE
                farewell = (gone.dm_channel_id, gone.dm_message_id, lang)
        # taken after the awaits above: an idle worker is forgotten when its tasks end (``_retire``)
        worker = self.workers.setdefault(table.id, TableWorker())
        if farewell is not None:
            worker.farewells.append(farewell)
        self.paint(table.id, table, change.waits)

    async def _retrying(self, table_id: int, rounds: Callable[[], Awaitable[bool]]) -> None:
        """Deliver until nothing is pending; while Discord fails, wait longer and longer and try again."""
        delay = FIRST_RETRY
        while True:
            try:
                if not await rounds():
                    self._retire(table_id)
                    return
                delay = FIRST_RETRY
            except Exception as exc:
                if not is_transient(exc):
                    log.exception("table %s: delivering failed", table_id)
                    return
                log.warning("table %s: Discord failed (%s); trying again in %.0f s", table_id, exc, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, LONGEST_RETRY)

    def _retire(self, table_id: int) -> None:
        """Forget a table's worker once all its output is delivered (``paint`` makes a new one when the
        table changes again: an entry with two finished tasks per live table was most of the Play cog's
        memory of 10,000 tables); for a finished or cancelled table, also its shown hands, news, My hand
        copies and hand pictures (else they grew with every table since the start)."""
        worker = self.workers.get(table_id)
        if worker is None or worker.dirty or worker.lines_due or worker.farewells:
            return
        me = asyncio.current_task()
        if any(t is not None and t is not me and not t.done() for t in (worker.painter, worker.poster)):
            return  # the other task retires it when it is done
        del self.workers[table_id]
        if worker.over is None:
            return  # a live table: what its seats were shown is still needed
        for seat in range(worker.over):
            for kept in (self.shown, self.notes, self.live, self.hand_pictures, self.lesson_replays):
                kept.pop((table_id, seat), None)

    def _paint_round(self, table_id: int, worker: TableWorker) -> Callable[[], Awaitable[bool]]:
        async def round_() -> bool:
            """Repaint the table and hands if needed; False when there was nothing to do."""
            if not (worker.dirty or worker.farewells):
                return False
            if worker.dirty:
                worker.dirty = False
                known, worker.paint_from = worker.paint_from, None
                lines, worker.paint_lines = worker.paint_lines, None
                try:
                    await self.repaint(table_id, known, lines)
                except Exception:
                    worker.dirty = True
                    raise
            while worker.farewells:
                channel_id, message_id, lang = worker.farewells[-1]
                with contextlib.suppress(discord.NotFound, discord.Forbidden):
                    await (
                        self._channel(channel_id)
                        .get_partial_message(message_id)
                        .edit(**notice(t("play-farewell", lang)))
                    )
                worker.farewells.pop()
            return True

        return round_

    def _post_round(self, table_id: int, worker: TableWorker) -> Callable[[], Awaitable[bool]]:
        async def round_() -> bool:
            """Post the table's pending lines; False when there were none, or no change could have
            added any since they were last read (which saves a read per move)."""
            if not worker.lines_due:
                return False
            worker.lines_due = False
            known, worker.post_from = worker.post_from, None
            read, worker.post_lines = worker.post_lines, None
            try:
                lines = (await read).pending if read is not None else await self.service.store.pending_lines(table_id)
                if lines:
                    await self._post_log(table_id, lines, known)
            except Exception:
                worker.lines_due = True  # read them again on the retry
                raise
            return bool(lines)

        return round_

    # ---- the public table --------------------------------------------
    def _channel(self, channel_id: int) -> Any:
        """The cached channel (so threads can be made from its messages), else a partial one."""
        return self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(channel_id)

    async def _open_thread(self, table: TableRecord) -> int | None:
        """A play-by-play thread on the table message; None: the lines go to the channel."""
        if table.message_id is None or table.guild_id is None or not self.bot.settings.use_threads:
            return None
        if table.options.get(LOG_KEY) == "channel":  # the server's /game config when the table was opened
            return None
        message = self._channel(table.channel_id).get_partial_message(table.message_id)
        lang = server_lang(self.bot, table.guild_id)
        title = game_title(GAMES[table.game], lang)
        try:
            thread = await message.create_thread(
                name=clip(t("play-thread-name", lang, game=title, table=table.id), 100)
            )
        except (discord.HTTPException, ValueError) as exc:
            log.info("table %s: no thread (%s); logging in the channel", table.id, exc)
            return None
        table.thread_id = thread.id
        await self.service.attach_message(table.id, table.message_id, thread.id)
        return thread.id

    async def _post_log(self, table_id: int, lines: list[tuple[int, Text]], known: TableRecord | None = None) -> None:
        """Post pending lines in chunks; each chunk is forgotten once Discord has it, and pings
        exactly the players its lines mention on purpose (``<mention:i>``). ``known``: the table as a
        move of this process left it (else it is read)."""
        table = known or await self.service.table(table_id)
        lang = server_lang(self.bot, table.guild_id)  # the thread is public: the server's language
        chunks: list[tuple[int, str, set[int]]] = []  # (last line id, text, user ids pinged)
        for line_id, raw in lines:
            text, pings = thread_line(raw, table, lang)
            if chunks and len(chunks[-1][1]) + len(text) < 1900:
                chunks[-1] = (line_id, f"{chunks[-1][1]}\n{text}", chunks[-1][2] | pings)
            else:
                chunks.append((line_id, clip(text, 1900), pings))
        store = self.service.store
        quiet = {  # a ping rings like a DM: only players on "every move" who did not mute this table
            u
            for u in {u for _, _, pings in chunks for u in pings}
            if not pings_for(await store.notify_mode(u)) or table.id in await store.muted_tables(u)
        }
        for last_id, text, pings in chunks:
            mentions = pinging(pings - quiet)  # the line still names them, without a ping
            try:
                await self._channel(table.thread_id or table.channel_id).send(text, allowed_mentions=mentions)
            except (discord.NotFound, discord.Forbidden) as exc:
                if table.thread_id is None:  # the channel itself is gone or closed to us: nowhere to post
                    log.warning("table %s: cannot post in its channel (%s); dropping %d line(s)", table.id, exc, 1)
                    await self.service.store.delete_lines(table.id, last_id)
                    continue
                # The thread was deleted or locked: a new one, else the channel, gets the lines.
                log.info("table %s: thread %s unusable (%s); opening another", table.id, table.thread_id, exc)
                gone, table.thread_id = table.thread_id, None
                if await self._open_thread(table) == gone:
                    table.thread_id = None  # Discord handed back the same thread: use the channel
                await self.service.attach_message(table.id, table.message_id, table.thread_id)
                await self._channel(table.thread_id or table.channel_id).send(text, allowed_mentions=mentions)
            await self.service.store.delete_lines(table.id, last_id)

    async def repaint(
        self,
        table_id: int,
        known: tuple[TableRecord, list[WaitRecord]] | None = None,
        lines: Awaitable[Lines] | None = None,
    ) -> None:
        """Show the table's latest state on its message, then bring every DM hand up to date (``known``:
        the table and its waits as a move of this process left them; else both are read)."""
        table, waits = known or (await self.service.table(table_id), None)
        game = GAMES[table.game]
        if waits is None and table.status == "running":
            waits = await self.service.store.waits(table.id)  # once, for the table and every hand
        kwargs = await self._table_message(game, table, waits or [], lines)
        if table.message_id is not None:
            message = self._channel(table.channel_id).get_partial_message(table.message_id)
            try:
                await message.edit(**kwargs)
            except discord.HTTPException as exc:
                if exc.code not in (MESSAGE_TOO_OLD, UNKNOWN_MESSAGE) and exc.status != 404:
                    raise
                await self._repost(table, kwargs)
        if table.started_at is not None:  # hands exist once the game has started
            await self.update_hands(table, waits or [], painted=table.shown_as)  # writes both in one
        else:
            await self.service.store.set_painted(table.id, table.shown_as)
        worker = self.workers.get(table_id)
        if worker is not None:
            worker.picture = None  # delivered
            if table.status in ("finished", "cancelled"):
                worker.over = len(table.seats)

    async def _table_message(
        self,
        game: Game[Any, Any, Any],
        table: TableRecord,
        waits: list[WaitRecord],
        lines: Awaitable[Lines] | None = None,
    ) -> dict[str, Any]:
        """The table message's kwargs (``lines``: the table's lines as a move of this process left them; else
        its newest lines are read)."""
        lang = server_lang(self.bot, table.guild_id)  # the table is public: the server's language
        if table.status == "cancelled":
            return card_message(closed_embed(game, table, msg("play-cancelled"), lang))
        state = await self.service.state_of(table)
        view = game.view(state, None)
        names = plain_names(table, emoji=False)  # names as typed
        picture = await self._table_picture(game, table, view, names, lang)
        files = [png_file(picture.png, description=picture.alt)] if picture else []
        if table.status == "finished":
            outcome = self.service.outcome(table)
            assert outcome is not None
            embed = finished_embed(game, table, outcome, view, with_image=bool(picture), lang=lang)
            return card_message(embed, files=files)
        recent = [
            thread_line(line, table, lang, ping=False)[0]
            for line in ((await lines).recent if lines is not None else await self.service.store.recent_lines(table.id))
        ]
        embed = running_embed(game, table, view, with_image=bool(picture), waits=waits, recent=recent, lang=lang)
        return card_message(embed, files=files, controls=table_view(table.id, lang))

    async def _table_picture(
        self, game: Game[Any, Any, Any], table: TableRecord, view: Any, names: list[str], lang: str
    ) -> Picture | None:
        """The table's picture and its alt text: the one drawn for a repaint Discord refused if it still shows the
        table as it is (a retry during an outage drew the same picture again every time), else drawn anew."""
        key = (table.version, lang, tuple(names))
        worker = self.workers.get(table.id)
        if worker is not None and worker.picture is not None and worker.picture[0] == key:
            return worker.picture[1]
        picture = await self.bot.pictures.table(game, view, names, lang)
        worker = self.workers.get(table.id)  # after the await: the worker may be new
        if worker is not None:
            worker.picture = (key, picture)
        return picture

    async def _repost(self, table: TableRecord, kwargs: dict[str, Any]) -> None:
        """The table message is gone or too old to edit: post a fresh one and point to it."""
        channel = self._channel(table.channel_id)
        fresh = await channel.send(**as_new(kwargs))
        old_id = table.message_id
        await self.service.attach_message(table.id, fresh.id, table.thread_id)
        if old_id is not None:
            with contextlib.suppress(discord.HTTPException):  # deleted: nothing to point from
                await channel.get_partial_message(old_id).edit(
                    **notice(t("play-table-moved", server_lang(self.bot, table.guild_id), url=fresh.jump_url))
                )

    # ---- clicks ----------------------------------------------------------
    async def on_my_hand(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        lang = await reader_lang(interaction)  # remembered: the hand is drawn in the reader's language
        try:
            seated = await self.service.seated(table_id, interaction.user.id)
        except TableError as exc:
            await refuse(interaction, render(exc.reason, lang))
            return
        until = discord.utils.utcnow() + LIVE_FOR
        if GAMES[seated.table.game].has_hand_picture:
            # its picture may queue behind other tables' pictures: answer now, show the hand when drawn
            await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.hand_lock(table_id, seated.seat):  # remembered before the painter edits copies again
            kwargs = await self.hand_message(seated.table, seated.seat, live_until=until)
            if interaction.response.is_done():
                sent = await interaction.followup.send(ephemeral=True, wait=True, **self.as_new_message(kwargs))
                shown_id = sent.id
            else:
                await interaction.response.send_message(ephemeral=True, **self.as_new_message(kwargs))
                shown_id = (await interaction.original_response()).id
            self.remember_copy(table_id, seated.seat, interaction, shown_id, until, kwargs)

    async def on_action(self, interaction: discord.Interaction[Any], table_id: int, decision: int, index: int) -> None:
        # Acknowledge first: the move's write and the new hand's picture can take longer than a
        # click should wait (pictures queue behind each other on a busy bot); the hand follows.
        user_id = interaction.user.id
        try:
            await interaction.response.defer()
        except discord.NotFound as exc:
            if exc.code != UNKNOWN_INTERACTION:
                raise
            # Discord's 3 s passed before we got to it (a very busy bot): the player was shown "This
            # interaction failed", so playing the move now would surprise them. Nothing is played.
            log.warning("table %s: a click by %s came too late to acknowledge: not played", table_id, user_id)
            return
        # The reader's language (a read when not cached, a write when their app's changed) is asked beside the
        # move, not before it: its SQL joins the move's first batch instead of costing the click a trip of its own.
        reading = asyncio.ensure_future(reader_lang(interaction))
        try:
            change = await self.service.act(table_id, user_id, index, decision)
        except TableError as exc:
            await self._refuse_action(interaction, table_id, render(exc.reason, await reading))
            return
        except Exception:
            # Acknowledged already, so Discord shows no failure: say it, or the click seems lost.
            log.exception("table %s: a move by %s failed", table_id, user_id)
            await interaction.followup.send(t(SOMETHING_WENT_WRONG, await reading), ephemeral=True)
            return
        await reading  # remembered before the hand is built in it
        table = change.table
        seat = table.seat_of(user_id)
        assert seat is not None
        await self._answer_with_hand(interaction, table, seat, change.waits)

    async def _answer_with_hand(
        self,
        interaction: discord.Interaction[Any],
        table: TableRecord,
        seat: int,
        waits: list[WaitRecord] | None = None,
    ) -> None:
        """Show the clicked hand as it is now (``waits``: the table's, if known); a My hand copy stays
        current 15 more minutes."""
        message = interaction.message
        copy = message is not None and message.flags.ephemeral
        until = discord.utils.utcnow() + LIVE_FOR if copy else None
        async with self.hand_lock(table.id, seat):
            latest = await self.service.latest(table.id)
            if latest.version > table.version:  # it moved on meanwhile (an AI's reply): show it as it is now
                table, waits = latest, None
            inputs = await self.hand_inputs(table, seat, live_until=until, waits=waits)
            kwargs = await self.built_hand(table, inputs)
            if not interaction.response.is_done():
                await interaction.response.edit_message(**kwargs)
            else:
                try:
                    await interaction.edit_original_response(**kwargs)
                except discord.NotFound:
                    return  # the hand was deleted or the copy dismissed: the painter sends a new DM hand
                except Exception as exc:
                    if not is_transient(exc):
                        raise
                    # not recorded as shown: the painter edits this hand through the DM instead
                    log.info("table %s: the clicked hand was not edited (%s); the painter will", table.id, exc)
                    return
            if message is None:
                return
            if until is not None:
                self.remember_copy(table.id, seat, interaction, message.id, until, kwargs)
            elif message.id == table.seats[seat].dm_message_id:
                self.shown[(table.id, seat)] = (self.digest(kwargs), inputs)

    async def _refuse_action(self, interaction: discord.Interaction[Any], table_id: int, reason: str) -> None:
        """Bring the clicked hand up to date (its buttons may be stale) and say why, in a message of
        its own: the hand is edited again on the next move, the refusal must stay readable."""
        try:
            seated = await self.service.seated(table_id, interaction.user.id)
        except TableError:
            await refuse(interaction, reason)
            return
        await self._answer_with_hand(interaction, seated.table, seated.seat)
        await interaction.followup.send(f"⚠️ {reason}", ephemeral=True)


async def setup(bot: GameHostBot) -> None:
    await bot.add_cog(PlayCog(bot))
