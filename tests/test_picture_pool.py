"""Pictures drawn in worker processes: the same bytes as the game draws, with the alt text the game writes for
them, never lost to a dead worker."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from bot.alt_text import hand_alt, table_alt
from bot.i18n import english, words_for
from bot.pictures import Picture, Pictures, draw_in_worker
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


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="Linux's background scheduling class")
async def test_the_workers_wait_in_the_background_behind_the_event_loop(pictures: Pictures) -> None:
    """At 100 clicks/s on two cores the event loop's thread waited for a core behind the picture workers:
    11-13 % of the time niced 5, 4-5 % with the workers in the background (bench.clicks, 2026-12-07)."""
    game = GAMES["capybara"]
    state, _ = awaited_states(game, 1)[0]
    await pictures.table(game, game.view(state, None), NAMES[:2])
    assert pictures.pool is not None
    pids = pictures.pool.worker_pids()
    assert pids

    def in_background(pid: int) -> bool:
        return os.getpriority(os.PRIO_PROCESS, pid) == 19 and os.sched_getscheduler(pid) == os.SCHED_IDLE

    for _ in range(100):  # the other worker may still be starting
        if all(in_background(pid) for pid in pids):
            break
        await asyncio.sleep(0.1)
    assert all(in_background(pid) for pid in pids)


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="Linux's background scheduling class")
def test_a_clicked_hand_s_picture_is_drawn_out_of_the_background_and_a_table_s_in_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A clicked hand waits for its picture: in the background it would get next to no CPU while the cores
    are busy (as a hint did: 7 s). It is drawn at the worker's niceness, still behind the event loop, and
    the worker goes back to the background after it; a table's picture, which no click waits for, is drawn
    in the background. ``draw_in_worker`` runs here in a thread put in the background, as a worker is."""
    game = GAMES["anasazi"]
    state, seat = awaited_states(game, 1)[0]
    names = NAMES[: game.min_players]
    classes: dict[str, int] = {}

    def drawn_in(kind: str, draw: Any) -> Any:
        def recorded(*args: Any) -> Any:
            classes[kind] = os.sched_getscheduler(0)  # this thread's class as it draws
            return draw(*args)

        return recorded

    monkeypatch.setattr(game, "render_hand", drawn_in("hand", game.render_hand))
    monkeypatch.setattr(game, "render_table", drawn_in("table", game.render_table))
    after: list[int] = []

    def worker() -> None:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))  # this thread only
        view = game.view(state, seat)
        assert draw_in_worker(game.id, "hand", view, names, game.legal_actions(state, seat), "en") is not None
        after.append(os.sched_getscheduler(0))
        assert draw_in_worker(game.id, "table", game.view(state, None), names, [], "en") is not None

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert classes == {"hand": os.SCHED_OTHER, "table": os.SCHED_IDLE}
    assert after == [os.SCHED_IDLE], "back in the background after the hand"


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
