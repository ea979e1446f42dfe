"""The click driver of ``bench.clicks``: open-loop clicks on DM hands, timed as a player sees them.

It chooses a member whose move it is from SimCord's copy of the DMs (a player's screen), clicks at the
moment each click falls due, and times the acknowledgement Discord took and the edit showing the clicked
hand; a click Discord refused as acknowledged too late is an expired click. SimCord's clock is kept in step
with the wall clock while clicks are measured (``wall_clock``), as Discord's 3 s are wall time.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import Any

import discord
from simcord.results import ResponseMessage

from bench.loop_share import LoopShare
from bench.stats import loop_lag
from bench.store_thread import StoreThread
from bot.app import GameHostBot
from db.store import SqliteStore

ACK_WITHIN = 3.0  # seconds Discord gives a bot to acknowledge a click
UNKNOWN_INTERACTION = 10062  # Discord's code for an interaction acknowledged after its 3 s (or never known)
CATCH_UP = 60.0  # seconds a run waits after its last click for every clicked hand to be answered


def _controls(stored: Any) -> list[dict[str, Any]]:
    """The move buttons and menus of a hand in SimCord's copy of it."""
    return move_controls(stored.components or [])


def move_controls(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The move buttons and menus among ``components`` (payload dicts), wherever they sit (a V2 card nests
    its rows in a container)."""
    found = []

    def walk(components: list[dict[str, Any]]) -> None:
        for c in components:
            if (c.get("type") == 2 and c.get("custom_id", "").startswith("act:")) or c.get("type") == 3:
                found.append(c)
            walk(c.get("components", []))

    walk(components)
    return found


class Clicks:
    """Open-loop clicks on the DM hands of members whose move it is."""

    def __init__(self, env: Any, bot: GameHostBot, members: dict[int, Any], table_ids: list[int]) -> None:
        self.env, self.bot, self.members, self.table_ids = env, bot, members, table_ids
        self.rng = random.Random(7)
        self.sent: dict[int, float] = {}  # interaction id -> when the click was delivered
        self.acked: dict[int, float] = {}  # interaction id -> when the bot acknowledged it (Discord took it)
        self.expired: set[int] = set()  # interactions Discord refused to acknowledge: too late
        self.answered: dict[int, float] = {}  # interaction id -> when the bot sent the clicked hand anew
        self.tokens: dict[str, int] = {}  # interaction token -> interaction id
        self.last_click: dict[int, float] = {}  # table id -> when it was last clicked
        self.skipped = 0
        self.caught_up: float | None = None  # seconds after a run's last click until every hand was answered
        # (None: not within CATCH_UP)
        self.round_trips = 0.0  # the store's calls per click in the last run (``Store.round_trips``)
        self.share = LoopShare()  # where the event loop's time went in the last run (bench/loop_share.py)
        self.store_thread = StoreThread(None)  # the last run's trips through aiosqlite's thread (SQLite)

    def patch(self) -> Callable[[], None]:
        """Time the acknowledgements and the new hands (they go through discord.py's webhook
        adapter, not bot.http): the callback, then the edit of the clicked message.

        An acknowledgement counts once Discord took it: one refused as too late is an expired click."""
        adapter = discord.webhook.async_.AsyncWebhookAdapter
        ack, edit = adapter.create_interaction_response, adapter.edit_original_interaction_response
        acked, expired, answered, tokens = self.acked, self.expired, self.answered, self.tokens

        def timed_ack(self: Any, interaction_id: int, token: str, *args: Any, **kwargs: Any) -> Any:
            asked = time.perf_counter()
            tokens[token] = int(interaction_id)

            async def taken() -> Any:
                try:
                    response = await ack(self, interaction_id, token, *args, **kwargs)
                except discord.NotFound as exc:
                    if exc.code == UNKNOWN_INTERACTION:
                        expired.add(int(interaction_id))
                    raise
                acked.setdefault(int(interaction_id), asked)
                return response

            return taken()

        def timed_edit(self: Any, application_id: int, token: str, *args: Any, **kwargs: Any) -> Any:
            if token in tokens:
                answered.setdefault(tokens[token], time.perf_counter())
            return edit(self, application_id, token, *args, **kwargs)

        adapter.create_interaction_response = timed_ack  # type: ignore[method-assign]
        adapter.edit_original_interaction_response = timed_edit  # type: ignore[method-assign]

        def restore() -> None:
            adapter.create_interaction_response = ack  # type: ignore[method-assign]
            adapter.edit_original_interaction_response = edit  # type: ignore[method-assign]

        return restore

    async def find_hands(self) -> None:
        """Where each table's human hands are (read once: choosing a click must not load the bot's store)."""
        self.hands: dict[int, list[tuple[int, int, int]]] = {}
        for table_id in self.table_ids:
            table = await self.bot.service.table(table_id)
            self.hands[table_id] = [
                (s.user_id, s.dm_channel_id, s.dm_message_id)
                for s in table.humans
                if s.user_id is not None and s.dm_channel_id is not None and s.dm_message_id is not None
            ]

    async def _target(self) -> tuple[Any, Any, dict[str, Any]] | None:
        """A member whose move it is (their DM hand shows controls) and a control on it (None: none found quickly).

        Read from SimCord's copy of the DMs, as a player's screen: asking the bot's service here would
        put the benchmark's own database reads on the loop it measures (on PostgreSQL, dozens per click)."""
        now = time.perf_counter()
        for _ in range(50):
            table_id = self.rng.choice(self.table_ids)
            if now - self.last_click.get(table_id, -9.0) < 3.0:
                continue  # its hands may not be repainted yet
            for user_id, channel_id, message_id in self.hands[table_id]:
                try:
                    stored = self.env.backend.get_message(channel_id, message_id)
                except Exception:  # SimCord's "unknown message": no hand to click there
                    continue
                controls = _controls(stored)
                if controls:
                    self.last_click[table_id] = now
                    return self.members[user_id], ResponseMessage(self.env, stored), self.rng.choice(controls)
        return None

    async def click_one(self, due: float) -> bool:
        """Click at ``due`` (perf_counter seconds): latency counts from then, so a click that falls due
        while the loop is busy (a long garbage collection, a slow callback) waits as it would in Discord."""
        target = await self._target()
        if target is None:
            self.skipped += 1
            return False
        member, message, control = target
        start = min(due, time.perf_counter())
        if control["type"] == 3:
            value = control["options"][self.rng.randrange(len(control["options"]))]["value"]
            result = await member.user.select(message, [value], custom_id=control["custom_id"])
        else:
            result = await member.user.click(message, custom_id=control["custom_id"])
        self.sent[int(result._interaction.id)] = start
        return True

    async def run(self, rate: float, seconds: float) -> tuple[list[float], list[float], list[float], int]:
        """Clicks at ``rate`` per second for ``seconds``: acknowledgement latencies, new-hand latencies,
        loop lags, clicks never acknowledged, expired ones apart (those are in ``expired``; and in ``share``,
        where the loop's time went)."""
        self.sent.clear()
        self.acked.clear()
        self.expired.clear()
        self.answered.clear()
        self.tokens.clear()
        lags: list[float] = []
        stop = asyncio.Event()
        sampler = asyncio.ensure_future(loop_lag(lags, stop))
        trips_before = self.bot.store.round_trips
        # the clicks' shares, SimCord's time through the catch-up too (the last run's classifier: its cache is warm)
        store = self.bot.store
        with (
            LoopShare(self.share.classifier) as self.share,
            StoreThread(store._batch if isinstance(store, SqliteStore) else None) as self.store_thread,
        ):
            begin = time.perf_counter()
            due = begin
            while due - begin < seconds:
                due += self.rng.expovariate(rate)
                delay = due - time.perf_counter()
                if delay > 0:
                    await asyncio.sleep(delay)
                await self.click_one(due)
                forget_requests(self.env)
            self.share.end_window()
            # Every click's hand is waited for (up to CATCH_UP seconds), so the next run starts from a bot that
            # has caught up: with 10 s here, a backlog carried into the next run (its ack p99 grew run after
            # run) and hands later than that fell out of the sample (some runs printed none at all).
            ended = time.perf_counter()
            while time.perf_counter() - ended < CATCH_UP:
                if self._all_answered():
                    break
                await asyncio.sleep(0.05)
        everyone = self._all_answered()
        self.caught_up = time.perf_counter() - ended if everyone else None
        self.round_trips = (self.bot.store.round_trips - trips_before) / max(1, len(self.sent))
        stop.set()
        await sampler
        latencies = [self.acked[i] - t for i, t in self.sent.items() if i in self.acked]
        hands = [self.answered[i] - t for i, t in self.sent.items() if i in self.answered]
        return latencies, hands, lags, len(self.sent) - len(latencies) - len(self.expired)

    def _all_answered(self) -> bool:
        """Every click's hand shown, or its click expired (no route shows that hand: Discord said "This
        interaction failed" and the bot stops there; the move was not made)."""
        return all(i in self.expired or (i in self.acked and i in self.answered) for i in self.sent)


def forget_requests(env: Any) -> None:
    """Empty SimCord's log of requests and its transcript: test machinery (a deep copy of every request,
    kept for assertions) that grows with every move; Discord keeps no such thing in the bot's process."""
    env.backend.http_requests.clear()
    env.backend.transcript.clear()


def wall_clock(env: Any) -> Callable[[], None]:
    """Keep SimCord's clock in step with the wall clock, as Discord's is (see the module docstring):
    moved on every 10 ms, never back (a bot timer firing may have moved it already)."""
    clock = env.backend.clock
    began, base = time.perf_counter(), clock.elapsed

    async def tick() -> None:
        while True:
            behind = base + (time.perf_counter() - began) - clock.elapsed
            if behind > 0:
                env.backend.advance_clock(behind)
            await asyncio.sleep(0.01)

    return asyncio.ensure_future(tick()).cancel


async def settle_off(env: Any) -> Callable[[], None]:
    """Deliver clicks without SimCord's wait for the whole bot to go idle (AIs never do)."""
    original = env._settle_internal

    async def delivered(**_: Any) -> None:
        await asyncio.sleep(0)

    env._settle_internal = delivered

    def restore() -> None:
        env._settle_internal = original

    return restore
