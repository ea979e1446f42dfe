"""A seat's private hand: the DM hand kept current, My hand copies, the hand's picture.

The hand's message is built once per seat and move and compared by digest, so a move that
leaves a hand as it was costs no edit; the hand a click's answer shows is remembered with what it
was built from (``HandInputs``) until the repaint after it, which so need not build it again; each
seat shown at the table's version is recorded (``hand_version``), so a restart repaints only what
players have not seen.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any
from weakref import WeakValueDictionary

import aiohttp
import discord

from bot.i18n import SOURCE, t
from bot.pictures import Picture
from cogs.cards import as_new, card_message
from cogs.embeds import hand_clock
from cogs.hints import add_hint_button
from cogs.learn import LessonReplays, add_lesson
from cogs.ui import HAND_IMAGE, clip, controls_view, fill, hand_embed, plain_names, png_file
from cogs.undo import with_undo
from db.pace import WaitRecord
from db.store import SeatRecord, TableRecord
from games import GAMES
from games.contract import seat_ref
from games.words import Cat, Msg, Text

if TYPE_CHECKING:
    from bot.app import GameHostBot
    from bot.changes import Change
    from bot.service import TableService

log = logging.getLogger(__name__)


def is_transient(exc: BaseException) -> bool:
    """A failure worth retrying: Discord's 5xx or rate limits (after discord.py's own retries), the network."""
    if isinstance(exc, discord.HTTPException):
        return exc.status >= 500 or exc.status == 429
    return isinstance(exc, aiohttp.ClientError | asyncio.TimeoutError | ConnectionError)


#: a private My hand copy is kept current this long (Discord lets an interaction edit it for 15 minutes)
LIVE_FOR = timedelta(minutes=14)
LIVE_COPIES = 2  # per seat: the latest My hand copies kept current (a phone shows one at a time)
HAND_PICTURES_KEPT = 256  # hand pictures remembered (about 50 KB each): the seats that moved last


NEWS_KEPT = 12  # lines of news remembered per seat; the hand shows the NEWS_SHOWN that matter most
NEWS_SHOWN = 6


@dataclass(frozen=True)
class News:
    """One line of what happened since a seat's last decision; ``mine``: it concerns that seat."""

    text: Text
    mine: bool


def mentions(text: Text, ref: str) -> bool:
    """Whether a message names the seat ``ref`` (``<seat:i>``) in any of its arguments."""
    if isinstance(text, str):
        return ref in text
    if isinstance(text, Cat):
        return any(mentions(part, ref) for part in text.parts)
    return any(isinstance(arg, str | Msg | Cat) and mentions(arg, ref) for arg in text.args.values())


def first_what_concerns_them(news: list[News]) -> list[News]:
    """The latest lines, those about the seat first (each group in the order it happened)."""
    mine = [n for n in news if n.mine][-NEWS_SHOWN:]
    others = [n for n in news if not n.mine][-(NEWS_SHOWN - len(mine)) :] if len(mine) < NEWS_SHOWN else []
    return mine + others


@dataclass(frozen=True)
class HandInputs:
    """Everything a seat's hand is built from (``HandsMixin.hand_message``): equal inputs build an equal hand.

    The table record but what showing the table and hands changes in it (``painted``, the seats' DM
    messages and ``hand_version``), its state (the very object a move left: compared at no cost), and what
    is kept beside it: the reader's language, the seat's wait, the undo offer, the news. At 100 clicks a
    second, building each clicked hand a second time in the repaint that follows (only to find its digest
    unchanged) was a twentieth of the event loop's work.
    """

    basis: TableRecord
    state: Any
    seat: int
    lang: str
    awaited: bool
    wait: WaitRecord | None
    undo: bool
    news: tuple[News, ...]
    live_until: datetime | None


def hand_basis(table: TableRecord) -> TableRecord:
    """The part of a table record a hand is built from (``HandInputs.basis``)."""
    seats = [replace(s, dm_channel_id=None, dm_message_id=None, hand_version=None) for s in table.seats]
    return replace(table, painted=None, seats=seats)


@dataclass
class LiveCopy:
    """A My hand ephemeral the bot can still edit through the interaction that made (or last touched) it."""

    interaction: discord.Interaction[Any]
    until: datetime
    digest: str = ""


class HandsMixin:
    """The hands part of the Play cog (``cogs.play``), which holds the state declared here."""

    if TYPE_CHECKING:
        bot: GameHostBot
        service: TableService
        # (table, seat) -> the DM hand shown: its digest, and what it was built from if a click's answer showed it
        shown: dict[tuple[int, int], tuple[str, HandInputs | None]]
        notes: dict[tuple[int, int], list[News]]  # what happened since each seat's last decision
        hand_pictures: OrderedDict[tuple[int, int], tuple[tuple[int, tuple[str, ...], str], Picture | None]]
        live: dict[tuple[int, int], dict[int, LiveCopy]]  # (table, seat) -> message id -> copy
        hand_locks: WeakValueDictionary[tuple[int, int], asyncio.Lock]  # (table, seat) -> its hand's writer
        lesson_replays: LessonReplays  # (table, seat) -> a lesson's log as read for its last hand

        def paint(self, table_id: int) -> None: ...
        def _channel(self, channel_id: int) -> Any: ...

    def hand_lock(self, table_id: int, seat: int) -> asyncio.Lock:
        """One writer at a time for a seat's hands (its DM and My hand copies). The click's answer and
        the painter both edit them: without it, a click answered with the hand as its move left it
        could land after the painter showed a later move (an AI's reply) and leave the player a stale
        hand with no buttons. Whoever holds it builds from the latest version it knows of, and any
        later change sends the painter round again. Forgotten when no one holds or awaits it."""
        lock = self.hand_locks.get((table_id, seat))
        if lock is None:
            lock = self.hand_locks[(table_id, seat)] = asyncio.Lock()
        return lock

    def remember_news(self, table: TableRecord, change: Change) -> None:
        """Keep, for each human seat, what happened since its last decision: the public lines and its
        own private events. A seat's decision starts its news afresh, with what that decision brought
        about (an Inka "Lost" card after its roll): on a phone the hand is what a player reads."""
        if change.actor is not None and change.kind in ("acted", "finished") and not change.by_ai:
            self.notes.pop((table.id, change.actor), None)
        for seat in table.humans:
            ref = seat_ref(seat.seat)
            for event in change.events:
                if event.visible_to(seat.seat):
                    mine = event.audience is not None or mentions(event.text, ref)
                    news = self.notes.setdefault((table.id, seat.seat), [])
                    news.append(News(event.text, mine))
                    del news[:-NEWS_KEPT]

    async def seat_lang(self, table: TableRecord, seat: int) -> str:
        """The language of a seat's hand: its player's (chosen, else their Discord app's as last seen)."""
        user_id = table.seats[seat].user_id
        return await self.bot.languages.of_user(user_id) if user_id is not None else SOURCE

    async def hand_inputs(
        self,
        table: TableRecord,
        seat: int,
        live_until: datetime | None = None,
        waits: Sequence[WaitRecord] | None = None,
    ) -> HandInputs:
        """What a seat's hand is built from now (``live_until``: a My hand copy; ``waits``: the table's, when the
        caller read them for every hand)."""
        state = await self.service.state_of(table)
        awaited = table.status == "running" and seat in GAMES[table.game].to_act(state)
        wait = None
        if awaited:
            known = waits if waits is not None else await self.service.store.waits(table.id)
            wait = next((w for w in known if w.seat == seat), None)
        return HandInputs(
            basis=hand_basis(table),
            state=state,
            seat=seat,
            lang=await self.seat_lang(table, seat),
            awaited=awaited,
            wait=wait,
            undo=await self.service.undo_offer(table, seat),  # issue 34: the seat may take its last move back
            news=tuple(self.notes.get((table.id, seat), ())),
            live_until=live_until,
        )

    async def hand_message(
        self,
        table: TableRecord,
        seat: int,
        live_until: datetime | None = None,
        waits: Sequence[WaitRecord] | None = None,
    ) -> dict[str, Any]:
        """The embed and controls of one seat's hand, in its player's language, as a message's kwargs
        (``live_until``: a My hand copy; ``waits``: the table's, when the caller read them for every hand)."""
        return await self.built_hand(table, await self.hand_inputs(table, seat, live_until, waits))

    async def built_hand(self, table: TableRecord, inputs: HandInputs) -> dict[str, Any]:
        """The hand ``inputs`` describe, as a message's kwargs (``table``: the record they were taken from)."""
        game = GAMES[table.game]
        seat, lang, awaited, state = inputs.seat, inputs.lang, inputs.awaited, inputs.state
        view = game.view(state, seat)
        news = list(inputs.news)
        said = "\n".join(fill(n.text, table, lang) for n in first_what_concerns_them(news)) if news else ""
        embed = hand_embed(
            game,
            table,
            seat,
            view,
            awaited=awaited,
            live_until=inputs.live_until,
            lang=lang,
            news=clip(said, 1200),
            clock=hand_clock(table, seat, inputs.wait, lang),
        )
        if table.status == "finished":
            embed.add_field(name=t("hand-game-over", lang), value=t("hand-game-over-body", lang), inline=False)
        elif table.status == "cancelled":
            embed.add_field(name=t("hand-cancelled", lang), value=t("hand-cancelled-body", lang), inline=False)
        await add_lesson(self.service, embed, table, seat, state, lang, self.lesson_replays)
        controls = None
        actions = game.legal_actions(state, seat) if awaited else []
        if awaited:
            controls = controls_view(table, seat, game.controls(view, actions), lang)
            add_hint_button(controls, table, seat, lang)
        if inputs.undo:
            controls = with_undo(controls, table, lang)
        files: list[discord.File] = []
        picture = await self._hand_picture(table, seat, view, actions, lang) if table.status == "running" else None
        if picture is not None:
            files = [png_file(picture.png, HAND_IMAGE, description=picture.alt)]
        return card_message(embed, files=files, controls=controls)

    async def _hand_picture(
        self, table: TableRecord, seat: int, view: Any, actions: list[Any], lang: str
    ) -> Picture | None:
        """The board a hand offers places on (so a DM needs no trip to the channel) with its alt text, drawn
        once per seat and move: the DM and every My hand copy of that seat share it."""
        names = tuple(plain_names(table, emoji=False))  # a picture shows names as typed
        stamp = (table.version, names, lang)
        cached = self.hand_pictures.get((table.id, seat))
        if cached is not None and cached[0] == stamp:
            return cached[1]
        picture = await self.bot.pictures.hand(GAMES[table.game], view, list(names), actions, lang)
        self.hand_pictures[(table.id, seat)] = (stamp, picture)
        self.hand_pictures.move_to_end((table.id, seat))
        while len(self.hand_pictures) > HAND_PICTURES_KEPT:
            self.hand_pictures.popitem(last=False)
        return picture

    @staticmethod
    def digest(kwargs: dict[str, Any]) -> str:
        components = kwargs["view"].to_components()  # text, custom ids and alt text: all the card shows
        pictures = [hashlib.blake2b(f.fp.getvalue()).hexdigest() for f in kwargs.get("attachments", [])]
        blob = json.dumps([components, pictures], sort_keys=True, default=str)
        return hashlib.blake2b(blob.encode(), digest_size=16).hexdigest()

    @staticmethod
    def as_new_message(kwargs: dict[str, Any]) -> dict[str, Any]:
        return as_new(kwargs)

    async def update_hands(
        self, table: TableRecord, waits: Sequence[WaitRecord] | None = None, painted: str | None = None
    ) -> None:
        """Send or edit each human's DM hand where it changed (``waits``: the table's, if the caller has
        them; ``painted``: what the table message now shows, recorded with the hands' versions).

        One player's failed DM never holds up the others: every hand is tried, and a passing
        Discord failure is raised at the end so the painter tries the missing ones again.
        """
        failure: Exception | None = None
        current: list[int] = []  # seats whose DM hand now shows this version
        try:
            await self._update_dm_hands(table, current, waits)
        except Exception as exc:
            if not is_transient(exc):
                raise
            failure = exc
        finally:
            behind = [s for s in current if table.seats[s].hand_version != table.version]
            if behind or painted is not None:  # one write for all of them, even when a later hand failed
                await self.service.store.set_shown(table.id, painted, behind, table.version)
        try:
            await self.update_live_copies(table, waits)
        except Exception as exc:
            if not is_transient(exc):
                raise
            failure = failure or exc
        if failure is not None:
            raise failure

    async def _update_dm_hands(
        self, table: TableRecord, current: list[int], waits: Sequence[WaitRecord] | None = None
    ) -> None:
        """Edit the DM hands that changed, adding to ``current`` each seat whose hand is now up to date;
        a passing Discord failure is raised once every hand was tried."""
        failure: Exception | None = None
        if waits is None:  # once for all
            waits = await self.service.store.waits(table.id) if table.status == "running" else []
        for seat in table.humans:
            if seat.dm_closed or seat.user_id is None:
                continue
            key = (table.id, seat.seat)
            shown_before_restart = key not in self.shown and seat.hand_version == table.version
            if shown_before_restart and key not in self.notes and table.status != "cancelled":
                continue
            async with self.hand_lock(table.id, seat.seat):
                inputs = await self.hand_inputs(table, seat.seat, waits=waits)
                shown = self.shown.get(key)
                if shown is not None and shown[1] == inputs:
                    # already current (the clicker's hand is edited by the click's answer): record it,
                    # or a restart or a painter listening again would count the table as behind. The
                    # inputs are forgotten: the next repaint is of another version (a table record and
                    # a state each, kept for every seat of 10,000 live tables, would weigh)
                    self.shown[key] = (shown[0], None)
                    current.append(seat.seat)
                    continue
                kwargs = await self.built_hand(table, inputs)
                digest = self.digest(kwargs)
                if shown is not None and shown[0] == digest:  # built from other inputs, but the same hand
                    self.shown[key] = (digest, None)
                    current.append(seat.seat)
                    continue
                try:
                    await self._show_hand(table, seat, kwargs)
                except discord.Forbidden as exc:
                    await self.service.record_dm(table.id, seat.seat, None, None, closed=True)
                    log.info(
                        "table %s: no DM to seat %s (%s); the table tells them to use My hand", table.id, seat, exc
                    )
                    self.paint(table.id)  # show the "use My hand" notice
                    continue
                except Exception as exc:
                    if not is_transient(exc):
                        raise
                    failure = failure or exc
                    continue
                self.shown[key] = (digest, None)
                current.append(seat.seat)
        if failure is not None:
            raise failure

    async def update_live_copies(self, table: TableRecord, waits: Sequence[WaitRecord] | None = None) -> None:
        """Edit every My hand copy Discord still lets us edit; forget the others (``waits``: the table's, if
        the caller has them)."""
        now = discord.utils.utcnow()
        for seat in table.seats:
            copies = self.live.get((table.id, seat.seat))
            if not copies:
                continue
            async with self.hand_lock(table.id, seat.seat):
                for message_id, copy in list(copies.items()):
                    if copy.until <= now or copy.interaction.user.id != seat.user_id:
                        del copies[message_id]
                        continue
                    kwargs = await self.hand_message(table, seat.seat, live_until=copy.until, waits=waits)
                    digest = self.digest(kwargs)
                    if digest == copy.digest:
                        continue
                    try:
                        await copy.interaction.edit_original_response(**kwargs)
                    except (discord.NotFound, discord.Forbidden):
                        del copies[message_id]  # dismissed, or the token is no longer valid
                        continue
                    copy.digest = digest

    def remember_copy(
        self,
        table_id: int,
        seat: int,
        interaction: discord.Interaction[Any],
        message_id: int,
        until: datetime,
        kwargs: dict[str, Any],
    ) -> None:
        copies = self.live.setdefault((table_id, seat), {})
        copies.pop(message_id, None)
        copies[message_id] = LiveCopy(interaction, until, self.digest(kwargs))
        while len(copies) > LIVE_COPIES:  # older copies were superseded by a newer My hand
            del copies[next(iter(copies))]

    async def _show_hand(self, table: TableRecord, seat: SeatRecord, kwargs: dict[str, Any]) -> None:
        assert seat.user_id is not None
        where = seat
        while True:
            if where.dm_message_id and where.dm_channel_id:
                message = self._channel(where.dm_channel_id).get_partial_message(where.dm_message_id)
                try:
                    await message.edit(**kwargs)
                    return
                except discord.NotFound:
                    pass  # deleted by the player: send a new one
            # The record this round paints from may predate the hand sent since: a move read it while
            # the seat's first hand was being sent. Sending again would leave the player two hands, the
            # newer one stale, so ask the store where the hand is now.
            latest = (await self.service.table(table.id)).seats[seat.seat]
            if (latest.dm_channel_id, latest.dm_message_id) == (where.dm_channel_id, where.dm_message_id):
                break
            where = latest
        await self._send_hand(table, seat.seat, seat.user_id, kwargs)

    async def _send_hand(self, table: TableRecord, seat: int, user_id: int, kwargs: dict[str, Any]) -> None:
        user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
        sent = await user.send(**self.as_new_message(kwargs))
        await self.service.record_dm(table.id, seat, sent.channel.id, sent.id, closed=False)
