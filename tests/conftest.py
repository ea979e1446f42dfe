"""Fixtures for end-to-end tests: the real bot against SimCord's simulated Discord."""

from __future__ import annotations

import logging
import math
import random
import zlib
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import simcord.interactions

from bot import GameHostBot, Settings, create_bot, i18n
from bot.collector import FreezingCollector
from games import drawing
from tests.finished_games import AI_ITERATIONS, service
from tests.pg_fixtures import new_store, pg_admin_url, pg_url

__all__ = ["new_store", "pg_admin_url", "pg_url", "service"]  # fixtures shared by every test module

# A message missing from a catalogue, or an argument missing from a message, fails the test that shows it.
i18n.strict = True

#: The bot's own garbage-collection policy in each test process, without its rescan. A test process's heap
#: grows with what earlier tests left in caches (texts, searched lands, picture layers): a full collection walked
#: all of it, some 0.4 s a pass, 11 s of 173 in a sample of the suite (end-to-end games, AI, engine suite;
#: 4 s with this). A rescan every 30 s (everything unfrozen, then walked once: up to a second a pass) was
#: most of what was left: full passes took 6.2 s a worker in a 200 s sample (end-to-end, AI and hint tests),
#: 1.4 s without, and 17 s a worker in the whole suite, 7-9 s without (2026-12-07). The price: a cycle dropped
#: after its freeze (a test's bot, once the test ends) stays until the process's last collection (pytest's,
#: for unraisable exceptions), which walks everything: a worker of the 200 s sample peaked at 1.1 GB instead
#: of 0.55, one of the whole suite at 1.3 GB.
SESSION_COLLECTOR = FreezingCollector(rescan_every=math.inf)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    SESSION_COLLECTOR.install()


@pytest.hookimpl(tryfirst=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    SESSION_COLLECTOR.uninstall()  # before pytest's last collection, which then sees every object


@pytest.fixture
def nothing_frozen_meanwhile() -> Iterator[None]:
    """For a test of garbage collection itself: the session's collector freezes nothing while it runs. What it
    froze before stays frozen, out of the test's collections (they walk what the test made; walking a test
    process's whole heap took about a second a pass)."""
    SESSION_COLLECTOR.pause()
    try:
        yield
    finally:
        SESSION_COLLECTOR.install()


@pytest.fixture(autouse=True)
def pictures_drawn_whole() -> None:
    """Every test sees each picture drawn whole: a test that spies on the texts or shapes a picture draws
    would miss the parts kept from an earlier picture (``games.drawing.layer``)."""
    drawing.forget_layers()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        _env_file=None,  # type: ignore[call-arg]
        discord_token=None,
        database_path=tmp_path / "gamehost.sqlite3",
        database_url=None,  # SQLite, even if DATABASE_URL is set around the tests (PostgreSQL tests ask for it)
        ai_pause_seconds=0,
        undo_grace_seconds=0,  # an AI seat answers at once (tests of undo against an AI set their own)
        # AI seats search briefly (tests/finished_games.py): at 40, AI searches were most of an end-to-end
        # game's time (Pachamama with an absent player: 63 s; at 10: 23 s).
        ai_iterations=AI_ITERATIONS,
        # SimCord's virtual clock hangs a process pool that starts workers inside the simulation:
        # end-to-end tests search in a thread; tests/test_ai_pool.py covers the pool.
        ai_workers=0,
        picture_workers=0,
    )


@pytest_asyncio.fixture
async def bot_factory(settings: Settings, request: pytest.FixtureRequest) -> AsyncIterator[Callable[[], GameHostBot]]:
    """Builds bots sharing one database; closes them at teardown (SimCord never calls close).

    Each test deals the same games on every run (seeded by its name), so a failure can be
    reproduced; the engine suite's random playouts are where deals vary.
    """
    bots: list[GameHostBot] = []

    def make() -> GameHostBot:
        bot = create_bot(settings)
        bot.service.rng = random.Random(zlib.crc32(f"{request.node.nodeid}:{len(bots)}".encode()))
        bots.append(bot)
        return bot

    yield make
    for bot in bots:
        await bot.service.shutdown()
        await bot.bell.close()  # no more repaints from other processes' changes
        play = bot.get_cog("Play")
        if play is not None:
            await play.drain()  # type: ignore[attr-defined]
        bot.pictures.shutdown()
        await bot.store.close()


@pytest.fixture
def simcord_bot(bot_factory: Callable[[], GameHostBot]) -> GameHostBot:
    return bot_factory()


class KeptRecords(logging.Handler):
    """Keeps every record it is given at ``level`` or above, from any thread, for a test to read."""

    def __init__(self, level: int = logging.NOTSET) -> None:
        super().__init__(level)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def fail_on_swallowed_errors(request: pytest.FixtureRequest) -> object:
    """discord.py only logs exceptions from DynamicItem callbacks, and our table painter
    logs rather than crash: SimCord cannot see either. Fail the test on such records."""
    handler = KeptRecords(logging.ERROR)
    loggers = [logging.getLogger(name) for name in ("discord.ui.view", "cogs", "bot")]
    for logger in loggers:
        logger.addHandler(handler)
    yield
    for logger in loggers:
        logger.removeHandler(handler)
    if handler.records and not request.node.get_closest_marker("allow_swallowed_ui_errors"):
        pytest.fail("errors were logged:\n" + "\n".join(r.getMessage() for r in handler.records))


# ---- languages: SimCord sends every interaction from an en-US app in an en-US server ------------


@pytest.fixture
def speaking(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], None]]:
    """``speaking("de")``: interactions from now on come from a Discord app, in a server, set to that locale."""
    locale = {"value": "en-US"}
    original = simcord.interactions.base_payload

    def payload(*args: Any, **kwargs: Any) -> Any:
        record, data = original(*args, **kwargs)
        data["locale"] = locale["value"]
        if "guild_locale" in data:
            data["guild_locale"] = locale["value"]
        return record, data

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)

    def speak(value: str) -> None:
        locale["value"] = value

    yield speak


@pytest.fixture
def in_language(speaking: Callable[[str], None], request: pytest.FixtureRequest) -> str:
    """The test's language (parametrize it with ``indirect=True``), spoken by every interaction."""
    lang: str = request.param
    i18n.bundle(lang)  # the bot reads its languages' catalogues at start-up; the pseudo-locale is the tests'
    speaking(lang)
    return lang


@pytest.fixture
def world_in(simcord_env: Any, in_language: str) -> Any:
    """The end-to-end world (tests/e2e/conftest.py) in a server whose language is the test's."""
    from tests.e2e.conftest import World

    guild = simcord_env.create_guild("Game Night", preferred_locale=in_language)
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(n.lower(), global_name=n)) for n in ("Ana", "Bo", "Cy", "Dee")]
    return World(simcord_env, guild, channel, *members)


#: The longest tests, longest first (measured with ``pytest --durations``): they start first, so that with
#: ``make test``'s ``--maxschedchunk=1`` (each worker asks for its next test when it is done) the two workers
#: end together instead of one of them finishing a long test alone at the end. A test not listed keeps its place.
LONGEST_FIRST = (
    "tests/e2e/test_tournaments.py::test_an_eight_player_swiss_of_capybara_cookie_club",  # 306 s here (issue 37)
    "tests/test_crash_recovery.py::",
    "tests/e2e/test_playground.py::test_make_run_without_a_token_plays_every_game_with_its_default_workers[2-core]",
    "tests/test_engine_contract.py::test_random_playouts_keep_the_contract[pachamama",
    "tests/test_hidden_information.py::test_hidden_information_cannot_be_told_apart[pachamama-4p]",
    "tests/games/test_pachamama_hidden.py::test_ai_choice_does_not_depend_on_which_square_an_opponent_looked_at",
    "tests/test_hints.py::test_a_seat_that_plays_the_hint_beats_a_random_player[pachamama]",
    "tests/e2e/test_anasazi_game.py::test_two_players_and_an_ai_seat_play_to_the_final_scores_with_a_restart",
    "tests/e2e/test_tournaments.py::test_a_five_player_round_robin_of_der_schatz_der_inka",
    "tests/test_engine_contract.py::test_random_playouts_keep_the_contract[inka-6p]",
    "tests/e2e/test_learn.py::",  # a lesson played to its end in every game (issue 36)
    "tests/e2e/test_notifications.py::test_dms_in_a_virtual_day_at_five_tables",
    "tests/test_engine_contract.py::test_random_playouts_keep_the_contract[inka",
    "tests/e2e/test_clock.py::test_a_daily_game_survives_a_silence_longer_than_the_bank[anasazi-vacation-on]",
    "tests/e2e/test_languages.py::test_in_the_pseudo_locale_every_text_comes_from_the_catalogue_and_fits[anasazi",
    "tests/test_engine_contract.py::test_random_playouts_keep_the_contract[chachapoya-4p]",
    "tests/e2e/test_languages.py::test_in_the_pseudo_locale_every_text_comes_from_the_catalogue_and_fits[capybara",
    "tests/e2e/test_clock.py::test_a_daily_game_survives_a_silence_longer_than_the_bank",
    "tests/e2e/test_absent_players.py::",
    "tests/test_engine_contract.py::test_random_playouts_keep_the_contract",
    "tests/e2e/test_playground.py::test_make_run_without_a_token_plays_every_game_with_its_default_workers",
    "tests/e2e/test_languages.py::",
    "tests/test_engine_contract.py::test_controls_fit_in_one_discord_message[inka",
    "tests/test_engine_contract.py::",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        return next((i for i, start in enumerate(LONGEST_FIRST) if item.nodeid.startswith(start)), len(LONGEST_FIRST))

    items.sort(key=rank)  # stable: the order within a rank (and of every test not listed) is pytest's own
