"""A large database after a crash (issue 40): the bot answers at once while SQLite reads every page in the
background, and stops itself, with one line saying what to do, if that check finds the file damaged."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.config import Settings
from db import schema
from db.schema import check_database, clean_mark
from tests.conftest import KeptRecords
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, open_table
from tests.test_page_check import HeldCheck, crashed_database
from tests.test_startup_errors import damaged_pages


@pytest.fixture(autouse=True)
def large(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file counts as large (autouse: set before the bot starts and opens its store)."""
    monkeypatch.setattr(schema, "CHECKED_BEFORE_OPENING", 0)


@pytest.fixture
def held_after_a_crash(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[HeldCheck]:
    """The bot's database as a crash left it, its page check held until the test releases it."""
    asyncio.run(crashed_database(Path(settings.database_path)))
    check = HeldCheck(monkeypatch)
    yield check
    check.release()


async def test_the_bot_serves_while_a_large_file_is_checked_after_a_crash(
    held_after_a_crash: HeldCheck, world: World
) -> None:
    bot = world.env.bot
    check = bot.store.page_check
    assert check is not None and not check.wait(0), "the check is still running"
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)  # served meanwhile
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    assert "Ana" in embed_text(fresh(world.channel, lobby.id))
    held_after_a_crash.release()
    assert check.wait(10) and check.completed and check.found is None
    await world.env.settle()
    assert not bot.is_closed() and bot.stopped_because is None, "a sound file: the bot goes on"
    await bot.store.close()
    assert clean_mark(bot.store.path).exists(), "read through, then closed cleanly: trusted next time"


@pytest.fixture
def damaged(settings: Settings) -> Path:
    return damaged_pages(Path(settings.database_path).parent)  # the bot's DATABASE_PATH, left by a crash


@pytest.fixture
def logged() -> Iterator[list[logging.LogRecord]]:
    """Every record logged from before the bot starts to the test's end, from any thread. pytest's ``caplog``
    keeps a phase's records only while that phase runs: the check's thread, ending as the bot starts, once
    logged between the set-up and the call, and its line was seen in neither."""
    kept = KeptRecords()
    root = logging.getLogger()
    root.addHandler(kept)
    try:
        yield kept.records
    finally:
        root.removeHandler(kept)


async def test_damage_found_after_the_start_stops_the_bot_with_one_line(
    damaged: Path, logged: list[logging.LogRecord], world: World
) -> None:
    bot = world.env.bot
    check = bot.store.page_check
    assert check is not None, "the store opened without waiting for the check"
    assert check.wait(10)
    found = check.found
    assert found is not None
    await world.env.settle()  # the bot hears of it on its event loop, and closes
    assert bot.is_closed(), "the bot stopped itself"
    line = bot.stopped_because
    assert line == found and "\n" not in line
    assert f"DATABASE_PATH={damaged} is damaged" in line and "Restore it from a backup" in line
    assert any(r.levelno == logging.CRITICAL and r.getMessage() == line for r in logged), "and said so in its log"
    assert not clean_mark(damaged).exists(), "never trusted as closed cleanly"
    assert check_database(damaged) is True, "the next start reads every page again"
