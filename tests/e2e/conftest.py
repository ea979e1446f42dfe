"""A small Discord world for end-to-end tests: one server, one channel, four members."""

from __future__ import annotations

import asyncio
import copy
import types
from dataclasses import dataclass
from typing import Any

import aiosqlite.core
import pytest
import simcord.backend.serializers
import simcord.components
import simcord.env
import simcord.gateway
import simcord.http.router
import simcord.results

from db.sqlite_batch import Batches

#: how often SimCord looks again while bot work it cannot see is in flight (its default: 50 ms)
SETTLE_POLL = 0.005


@dataclass
class World:
    env: Any
    guild: Any
    channel: Any
    ana: Any  # the host in most tests
    bo: Any
    cy: Any
    dee: Any  # a bystander without a seat


@pytest.fixture
def world(simcord_env: Any) -> World:
    env = simcord_env
    guild = env.create_guild("Game Night")
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(n.lower(), global_name=n)) for n in ("Ana", "Bo", "Cy", "Dee")]
    return World(env, guild, channel, *members)


@pytest.fixture
def no_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    """No table or hand pictures drawn (the messages go without them), for tests that look at none: a whole
    game's pictures, a table at every click, were a fifth to a half of such a test's CPU. Each game's own
    end-to-end test (tests/e2e/test_<game>_game.py), test_hand_pictures.py and test_alt_text.py draw them
    through the bot, and tests/games/test_<game>_pictures.py draw every kind of state."""
    from bot.pictures import Pictures

    async def no_picture(*args: Any) -> None:
        return None

    monkeypatch.setattr(Pictures, "_draw", no_picture)


@pytest.fixture(autouse=True)
def settle_without_idling(monkeypatch: pytest.MonkeyPatch) -> None:
    """Settle as soon as the bot is done, not up to 50 ms later.

    SimCord settles by waiting for the bot's tasks to finish or park, looking again every 50 ms.
    A task busy with aiosqlite (its own thread, which SimCord does not see) neither finishes nor
    parks until its query returns, so each settle around the deadline dispatcher sat out the
    rest of a 50 ms slice: at every step of every ``advance_time``, about 30 s of a run of
    ``tests/e2e`` with nothing to do. Looking again every 5 ms settles at the same point (the
    same checks decide), only sooner.

    And SimCord waits out its poll when a callback ready to run (a task's wake-up) is all that keeps
    the bot from counting as settled: 352 times in one Capybara game with its clock. Here it looks
    again at the loop's next turn (``wait`` below; SimCord's own internals, pinned below 4): the
    end-to-end tests took 6:01 then 5:19 on two workers, 9.6 then 9.1 minutes of CPU.
    """
    original = simcord.env.Env._settle_internal
    settling: list[Any] = []  # the Env settling (a settle may start another: advancing time)

    async def settle(self: Any, *, idle: float = SETTLE_POLL, **options: Any) -> None:
        settling.append(self)
        try:
            await original(self, idle=min(idle, SETTLE_POLL), **options)
        finally:
            settling.pop()

    async def wait(fs: Any, *, timeout: float | None = None, return_when: str = asyncio.ALL_COMPLETED) -> Any:
        """SimCord's wait for one of the bot's tasks to finish, or a poll's time. When every task is parked and
        no thread is at work, only callbacks the loop runs at its next turn (a task's wake-up) keep the bot
        from counting as settled, and SimCord waited the whole poll here for tasks that would never finish:
        look again at the loop's next turn instead."""
        if return_when == asyncio.FIRST_COMPLETED and settling and _only_callbacks_left(settling[-1], fs):
            await asyncio.sleep(0)
            done = {f for f in fs if f.done()}
            return done, set(fs) - done
        return await asyncio.wait(fs, timeout=timeout, return_when=return_when)

    monkeypatch.setattr(simcord.env.Env, "_settle_internal", settle)
    monkeypatch.setattr(simcord.env, "asyncio", _AsyncioWith(wait=wait))


def _only_callbacks_left(env: Any, fs: Any) -> bool:
    """Whether the bot would count as settled but for callbacks ready to run: no thread at work, a callback
    ready (``call_soon``), every task parked as SimCord's settle judges it (its deadline: the settle timeout)."""
    state = env._settlement_state()
    if state.work.executors or not any(r.when is None for r in simcord.env._active_callbacks(state)):
        return False
    deadline = env._loop.time() + env.settle_timeout
    return all(isinstance(f, asyncio.Task) and simcord.env._is_parked(state, f, deadline) for f in fs)


class _AsyncioWith:
    """The ``asyncio`` module as ``simcord.env`` sees it, with some of its functions replaced."""

    def __init__(self, **replaced: Any) -> None:
        self.__dict__.update(replaced)

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)


@pytest.fixture(autouse=True)
def sqlite_on_the_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the store's SQL on the event loop's thread instead of aiosqlite's own.

    Each query was a round trip to aiosqlite's thread and back (a game over virtual days makes
    some 14,000): two thread wake-ups that, on a busy machine, each wait for a free core, and that
    SimCord cannot see, so its settling waited them out too. The same SQL now runs inline and
    the caller still yields to the loop once, as it did while the thread worked. The store's
    threaded path keeps its own tests (tests/test_store_and_service.py, the crash soak).
    """

    async def execute(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        if not self._running or not self._connection:
            raise ValueError("Connection closed")
        try:
            return fn(*args, **kwargs)
        finally:
            await asyncio.sleep(0)

    async def connect(self: aiosqlite.Connection) -> aiosqlite.Connection:
        if self._connection is None:
            self._connection = self._connector()
        return self

    def stop(self: aiosqlite.Connection) -> None:
        self._running = False
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    Connection = aiosqlite.core.Connection
    monkeypatch.setattr(Connection, "_execute", execute)

    # the store's calls (db/sqlite_batch.py) inline too, each alone, then one yield: no future for SimCord to
    # wait on (a drain on the loop's next turn let it count the bot as settled while a post was still reading)
    async def run(self: Batches, work: Any, *, writes: bool, statement: bool = False) -> Any:
        try:
            return self.run_here(work, writes=writes, statement=statement)
        finally:
            await asyncio.sleep(0)

    monkeypatch.setattr(Batches, "run", run)
    monkeypatch.setattr(Connection, "_connect", connect)
    monkeypatch.setattr(Connection, "__await__", lambda self: self._connect().__await__())
    monkeypatch.setattr(Connection, "stop", stop)


_ATOMS = frozenset({str, int, float, bool, type(None)})


def json_copy(value: Any, memo: Any = None) -> Any:
    """``copy.deepcopy`` for JSON-shaped data (dicts, lists, strings, numbers): each level copied in one
    comprehension instead of a dispatch and a memo entry per object. Anything else goes to ``copy.deepcopy``."""
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) in _ATOMS else json_copy(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _ATOMS else json_copy(v) for v in value]
    if kind in _ATOMS:
        return value
    return copy.deepcopy(value, memo)


@pytest.fixture(autouse=True)
def simcord_copies_json_quickly(monkeypatch: pytest.MonkeyPatch) -> None:
    """SimCord deep-copies every payload the bot sends and every event it feeds the bot (a message with its
    embed and buttons: 0.11 ms with ``copy.deepcopy``, 0.03 with ``json_copy``): 4 % of the main thread in an
    eight-player Swiss. Its payloads are JSON. A SimCord that stops importing ``deepcopy`` where it is
    replaced here fails every end-to-end test (``monkeypatch`` refuses a missing name)."""
    for module in (simcord.components, simcord.results, simcord.backend.serializers):
        monkeypatch.setattr(module, "deepcopy", json_copy)
    quick_copy = types.SimpleNamespace(**{**vars(copy), "deepcopy": json_copy})
    for module in (simcord.http.router, simcord.gateway):
        monkeypatch.setattr(module, "copy", quick_copy)
