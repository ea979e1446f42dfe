"""A game through Discord (SimCord) with the bot on PostgreSQL, restarted mid-game."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot import Settings
from bot.app import GameHostBot
from db.bell import NoBell
from db.pg_store import PgStore
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, labels, open_table, play_to_the_end, table_state

CAPYBARA = GAMES["capybara"]


@pytest.fixture
def settings(settings: Settings, pg_url: str) -> Settings:
    return settings.model_copy(update={"database_url": pg_url})


def one_process(bot: GameHostBot) -> GameHostBot:
    """No timer poll: this bot is the only process, and SimCord advancing virtual days would
    turn a poll every 15 s into thousands of wake-ups (each a query) that keep it from settling."""
    bot.service.deadlines.poll = None
    bot.bell = NoBell()  # nor does it listen for other processes' changes (tests/e2e/test_shards.py does)
    return bot


@pytest.fixture
def simcord_bot(bot_factory: Callable[[], GameHostBot]) -> GameHostBot:
    return one_process(bot_factory())


async def test_a_game_on_postgres_survives_a_restart(world: World, bot_factory: Callable[[], GameHostBot]) -> None:
    assert isinstance(world.env.bot.store, PgStore)
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo, ai=1)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    await play_to_the_end(world, CAPYBARA, 1, lobby.id, max_moves=6, stop_early=True)
    before, _ = await table_state(world.env.bot, 1)
    assert before.status == "running" and before.version > 0

    old = world.env.bot
    await world.env.restart_bot(one_process(bot_factory()))
    await old.store.close()
    moves = await play_to_the_end(world, CAPYBARA, 1, lobby.id, my_hand=lambda move: move % 3 == 0)
    assert moves > 0

    final = fresh(world.channel, lobby.id)
    assert "game over" in embed_text(final) and labels(final) == []
    table, _ = await table_state(world.env.bot, 1)
    log = await world.env.bot.store.actions(1)
    assert table.status == "finished" and [a.seq for a in log] == list(range(1, table.version + 1))
    assert any(a.by_ai for a in log) and any(a.seq <= before.version for a in log)
