"""Several processes on one PostgreSQL database: the process holding a table's shard paints it,
whichever process changed it (a worker's move, a DM click taken on shard 0)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

import discord
import pytest

from bot import Settings
from bot.app import GameHostBot
from bot.service import Change, TableService
from db.bell import OnConnect, OnTable, PgBell
from db.pg_store import PgStore
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, open_table, table_state

CAPYBARA = GAMES["capybara"]


@pytest.fixture
def settings(settings: Settings, pg_url: str) -> Settings:
    return settings.model_copy(update={"database_url": pg_url})


class DeferredBell(PgBell):
    """Listens when the test says so, from the test's own task: SimCord waits for the bot's own
    tasks to finish or park, and a listener never finishes."""

    async def listen(self, on_table: OnTable, on_connect: OnConnect) -> None:
        self.callbacks = (on_table, on_connect)

    async def start(self) -> None:
        await PgBell.listen(self, *self.callbacks)
        await asyncio.wait_for(self.connected.wait(), 10)


@pytest.fixture
def simcord_bot(bot_factory: Callable[[], GameHostBot], pg_url: str) -> GameHostBot:
    bot = bot_factory()
    bot.service.deadlines.poll = None  # SimCord's virtual days would make a timer poll spin
    bot.bell = DeferredBell(pg_url)
    return bot


async def until(check: Callable[[], object], what: str) -> None:
    for _ in range(200):
        if await check():  # type: ignore[misc]
            return
        await asyncio.sleep(0.05)
    raise AssertionError(what)


async def test_a_move_made_by_another_process_is_painted_by_the_process_holding_the_shard(
    world: World, pg_url: str
) -> None:
    bot = world.env.bot
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    table, _ = await table_state(bot, 1)
    assert table.message_id is not None

    # Process B: another table service on the same database, with no Discord connection of its own.
    other_store = PgStore(pg_url)
    await other_store.open()
    other_bell = PgBell(pg_url)
    other = TableService(other_store, clock=discord.utils.utcnow, rng=random.Random(1))

    async def announce(change: Change) -> None:
        await other_bell.ring(change.table.id)

    other.subscribe(announce)

    async def move_in_b() -> int:
        table = await other.table(1)
        state = await other.state_of(table)
        seat = min(CAPYBARA.waiting_for(state))
        await other.act(1, table.seats[seat].user_id, 0, table.decisions[seat])  # type: ignore[arg-type]
        return table.version + 1

    async def painted(version: int) -> bool:
        await world.env.settle()
        record = await bot.store.get_table(1)
        return record is not None and record.painted == f"running:{version}"

    try:
        # While A does not listen, B's move stays unpainted on Discord...
        version = await move_in_b()
        await asyncio.sleep(0.3)
        await world.env.settle()
        assert not await painted(version), "nobody told the painter yet"
        shown = embed_text(fresh(world.channel, table.message_id))
        # ... and when A starts listening it catches up on what it missed.
        await bot.bell.start()
        await until(lambda: painted(version), "the painter caught up on a move made while it was not listening")
        assert embed_text(fresh(world.channel, table.message_id)) != shown, "the table message shows B's move"

        # From then on every change B makes is painted by A at once.
        version = await move_in_b()
        await until(lambda: painted(version), "the painter repainted the table when B rang")

        async def hands_current() -> bool:
            # The hands are written after the table: under load the check above can land between the two.
            record = await bot.store.get_table(1)
            return record is not None and all(s.hand_version == version for s in record.seats if not s.dm_closed)

        await until(hands_current, "A also brought every DM hand up to date")
    finally:
        await other_bell.close()
        await other.shutdown()
        await other_store.close()


async def test_a_process_not_holding_the_shard_announces_its_change_instead_of_painting(world: World) -> None:
    bot = world.env.bot
    rung: list[int] = []

    async def ring(table_id: int) -> None:
        rung.append(table_id)

    bot.bell.ring = ring  # type: ignore[method-assign]
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    guild_shard = (world.guild.id >> 22) % 2
    bot.shard_plan = type(bot.shard_plan)(2, (1 - guild_shard,))  # this process now holds the other shard
    await world.ana.click(lobby, label="Start")
    record = await bot.store.get_table(1)
    assert record is not None and record.status == "running"
    assert rung and set(rung) == {1}, "the change was announced to the painter"
    assert record.painted is None, "and not painted here"
