"""A gateway (the bot in SimCord) and a real worker process on one PostgreSQL database: the worker
plays the AI seats, and the gateway, which holds the table's shard, paints what it did."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bot import Settings
from bot.app import GameHostBot
from db.store import TableRecord
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import add_ai, controls, hand_message, press_random, table_state
from tests.e2e.test_shards import DeferredBell

CAPYBARA = GAMES["capybara"]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def settings(settings: Settings, pg_url: str) -> Settings:
    return settings.model_copy(update={"database_url": pg_url})


@pytest.fixture
def simcord_bot(bot_factory: Callable[[], GameHostBot], pg_url: str) -> GameHostBot:
    bot = bot_factory()
    bot.service.deadlines.poll = None  # SimCord's virtual days would make a timer poll spin
    bot.service.plays_ai = False  # PLAY_AI=false: the worker plays the AI seats
    bot.bell = DeferredBell(pg_url)
    return bot


@pytest.fixture
def worker(pg_url: str, tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN",)}
    env.update(
        ROLE="worker", DATABASE_URL=pg_url, PYTHONPATH=str(ROOT), AI_PAUSE_SECONDS="0", AI_WORKERS="0",
        UNDO_GRACE_SECONDS="0", AI_ITERATIONS="20", LOG_LEVEL="INFO",
    )  # fmt: skip
    log = (tmp_path / "worker.log").open("w")
    process = subprocess.Popen([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, stdout=log, stderr=log, text=True)
    try:
        yield process
    finally:
        process.terminate()
        process.wait(20)
        log.close()


async def test_a_worker_process_plays_the_ai_and_the_gateway_paints_its_moves(
    world: World, worker: subprocess.Popen[str], tmp_path: Path
) -> None:
    bot = world.env.bot
    # No deadline: the worker's clock is the real one, SimCord's is virtual.
    lobby = (await world.ana.slash(world.channel, "game new", game="capybara", pace="none")).response
    await add_ai(world.ana, lobby, "easy")
    await world.ana.click(lobby, label="Start")
    await bot.bell.start()
    rng = random.Random(2)

    def hand_is_current(table: TableRecord) -> bool:
        """Ana's DM hand offers her current decision, if one is asked of her (buttons `act:table:decision:i`)."""
        if 0 not in table.decisions:
            return True
        offered = {c["custom_id"].split(":")[2] for c in controls(hand_message(world.ana)) if "custom_id" in c}
        return offered == {str(table.decisions[0])}

    async def painted_after(version: int) -> TableRecord | None:
        """The table once it moved past ``version`` and the gateway painted it (None: not in 10 s)."""
        for _ in range(200):
            await world.env.settle()
            moved = await bot.store.get_table(1)
            if (
                moved is not None
                and moved.version > version
                and moved.painted == moved.shown_as
                and hand_is_current(moved)
            ):
                return moved
            await asyncio.sleep(0.05)
        return None

    for _ in range(30):
        table, state = await table_state(bot, 1)
        if table.status != "running":
            break
        if 0 in CAPYBARA.waiting_for(state):
            if table.painted != table.shown_as or not hand_is_current(table):  # the worker's move, not repainted yet
                assert await painted_after(table.version - 1) is not None, "the gateway repainted Ana's hand"
            result = await press_random(world.ana.user, hand_message(world.ana), rng)
            assert result.acknowledged and not result.followups, "Ana's move is taken, not refused as out of date"
            continue
        # The AI is awaited: only the worker can move it (this bot's AI is switched off).
        if await painted_after(table.version) is None:
            log = (tmp_path / "worker.log").read_text()
            raise AssertionError(f"the worker never moved the AI, or the gateway never painted it:\n{log}")
    actions = await bot.store.actions(1)
    assert sum(a.by_ai for a in actions) >= 3, "the worker played the AI seat"
    assert worker.poll() is None, "the worker is still running"
