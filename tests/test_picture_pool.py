"""Pictures drawn in worker processes: the same bytes as the game draws, with the alt text the game writes for
them, never lost to a dead worker."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.alt_text import hand_alt, table_alt
from bot.i18n import english, words_for
from bot.pictures import Picture, Pictures
from games import GAMES
from games.testing import awaited_states

NAMES = ["Ana", "Bo", "Cy", "Dee", "Eve", "Flo"]


@pytest_asyncio.fixture
async def pictures() -> AsyncIterator[Pictures]:
    pictures = Pictures(2)
    yield pictures
    pictures.shutdown()


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_worker_draws_the_same_table_and_hand_as_the_game(pictures: Pictures, game_id: str) -> None:
    game = GAMES[game_id]
    state, seat = awaited_states(game, 1)[0]
    names = NAMES[: game.min_players]  # awaited_states plays a game at the smallest table
    public, private = game.view(state, None), game.view(state, seat)
    actions = game.legal_actions(state, seat)
    table = Picture(game.render_table(public, names, english), table_alt(game, public, names))
    assert await pictures.table(game, public, names) == table
    hand = game.render_hand(private, names, actions, english)
    assert await pictures.hand(game, private, names, actions) == (
        None if hand is None else Picture(hand, hand_alt(game, private, names, actions))
    )
    assert pictures.pool is not None and pictures.pool.started


@pytest.mark.parametrize("game_id", ["pachamama", "inka"])
async def test_the_worker_writes_the_alt_text_in_the_readers_language(pictures: Pictures, game_id: str) -> None:
    """The alt text comes from the worker with the picture, in the language the labels are drawn in."""
    game = GAMES[game_id]
    state, seat = awaited_states(game, 1)[0]
    names = NAMES[: game.min_players]
    public, private = game.view(state, None), game.view(state, seat)
    actions = game.legal_actions(state, seat)
    german = await pictures.table(game, public, names, "de")
    english_one = await pictures.table(game, public, names, "en")
    assert german is not None and english_one is not None
    assert german == Picture(game.render_table(public, names, words_for("de")), table_alt(game, public, names, "de"))
    assert german.alt != english_one.alt and all(name in german.alt for name in names)
    hand = await pictures.hand(game, private, names, actions, "pl")
    assert hand is not None and hand.alt == hand_alt(game, private, names, actions, "pl") != hand_alt(
        game, private, names, actions, "en"
    )


async def test_a_hand_without_a_picture_does_not_queue_behind_table_pictures(pictures: Pictures) -> None:
    """Capybara and Chachapoya hands have no picture: the clicked hand must not wait for the
    pictures of every other table the workers are drawing."""
    anasazi, capybara = GAMES["anasazi"], GAMES["capybara"]
    board = anasazi.view(awaited_states(anasazi, 1)[0][0], None)
    state, seat = awaited_states(capybara, 1)[0]
    assert pictures.pool is not None
    await pictures.pool.warm()
    queued = [asyncio.ensure_future(pictures.table(anasazi, board, NAMES[:2])) for _ in range(8)]
    await asyncio.sleep(0)
    hand = await pictures.hand(capybara, capybara.view(state, seat), NAMES[:2], capybara.legal_actions(state, seat))
    assert hand is None
    assert sum(q.done() for q in queued) < 4, "answered before most of the queued boards were drawn"
    await asyncio.gather(*queued)


async def test_without_workers_pictures_are_drawn_in_a_thread() -> None:
    game = GAMES["capybara"]
    state, _ = awaited_states(game, 1)[0]
    pictures = Pictures(0)
    view = game.view(state, None)
    assert pictures.pool is None
    assert await pictures.table(game, view, NAMES[:2]) == (
        game.render_table(view, NAMES[:2], english),
        table_alt(game, view, NAMES[:2]),
    )


async def test_a_picture_still_comes_when_its_workers_were_killed(
    pictures: Pictures, caplog: pytest.LogCaptureFixture
) -> None:
    game = GAMES["anasazi"]  # the slowest board to draw
    state, _ = awaited_states(game, 1)[0]
    view = game.view(state, None)
    assert pictures.pool is not None
    await pictures.pool.warm()
    before = pictures.pool.worker_pids()
    assert len(before) == 2
    drawing = asyncio.ensure_future(pictures.table(game, view, NAMES[:2]))
    await asyncio.sleep(0.02)  # the drawing has started in a worker
    for pid in before:
        os.kill(pid, signal.SIGKILL)
    drawn = await asyncio.wait_for(drawing, 30)
    assert drawn is not None and drawn.png == game.render_table(view, NAMES[:2], english)
    assert not set(pictures.pool.worker_pids()) & set(before), "the dead workers were replaced"
    assert "a worker of the picture pool died" in caplog.text


async def test_drawing_runs_behind_the_event_loop_but_ahead_of_searches(pictures: Pictures) -> None:
    """At 50 clicks/s on two cores, drawing at the bot's own priority took time slices from the event
    loop; niced as far as it goes, a click's acknowledgement comes first, and a picture still beats an AI
    search (idle)."""
    game = GAMES["capybara"]
    state, _ = awaited_states(game, 1)[0]
    await pictures.table(game, game.view(state, None), NAMES[:2])
    assert pictures.pool is not None
    pids = pictures.pool.worker_pids()
    assert pids
    for _ in range(100):  # the other worker may still be starting
        if all(os.getpriority(os.PRIO_PROCESS, pid) == 19 for pid in pids):
            break
        await asyncio.sleep(0.1)
    for pid in pids:
        assert os.getpriority(os.PRIO_PROCESS, pid) == 19
        if hasattr(os, "SCHED_IDLE"):
            assert os.sched_getscheduler(pid) != os.SCHED_IDLE  # not starved by the searches


def _catalogues_read_before_the_worker_started() -> int:
    """In a worker: how many languages' bundles its start-up found already read (inherited from the fork server)."""
    from bot import i18n

    return int(i18n.bundle.cache_info().hits)


async def test_a_new_worker_finds_every_catalogue_read_by_the_fork_server(pictures: Pictures) -> None:
    """Reading every catalogue takes a worker over a second of CPU: the fork server reads them once, and
    each worker (and each one replacing a dead worker) starts with them (bot/worker_preload.py)."""
    from bot.i18n import languages

    assert pictures.pool is not None
    assert await pictures.pool.run(_catalogues_read_before_the_worker_started) >= len(languages())
    for pid in pictures.pool.worker_pids():
        os.kill(pid, signal.SIGKILL)
    await asyncio.sleep(0.2)
    # the job finds the pool broken and runs again on a fresh one
    assert await pictures.pool.run(_catalogues_read_before_the_worker_started) >= len(languages())
