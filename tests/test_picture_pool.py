"""Pictures drawn in worker processes: the same bytes as the game draws, with the alt text the game writes for
them, never lost to a dead worker."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator
from multiprocessing.connection import Connection
from typing import Any

import pytest
import pytest_asyncio

from bot.alt_text import hand_alt, table_alt
from bot.i18n import english, words_for
from bot.pictures import Picture, PicturePool, Pictures, draw_in_worker
from bot.workers import _start_worker
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


BACKGROUND = "SCHED_IDLE"  # Linux's background scheduling class


@pytest.mark.skipif(not hasattr(os, BACKGROUND), reason="Linux's background scheduling class")
async def test_the_workers_wait_behind_the_event_loop_out_of_the_background(pictures: Pictures) -> None:
    """At 100 clicks/s on two cores the event loop's thread waited for a core behind the picture workers:
    11-13 % of the time niced 5, 8-10 % at 19, 4-5 % with tables drawn in the background (bench.clicks,
    2026-12-07). The workers wait niced 19 and out of the background, so that a clicked hand's picture is
    received and drawn at once behind the event loop (the next tests)."""
    game = GAMES["capybara"]
    state, _ = awaited_states(game, 1)[0]
    await pictures.table(game, game.view(state, None), NAMES[:2])
    assert pictures.pool is not None
    pids = pictures.pool.worker_pids()
    assert pids

    def waiting_behind(pid: int) -> bool:
        return os.getpriority(os.PRIO_PROCESS, pid) == 19 and os.sched_getscheduler(pid) == os.SCHED_OTHER

    for _ in range(100):  # the other worker may still be starting
        if all(waiting_behind(pid) for pid in pids):
            break
        await asyncio.sleep(0.1)
    assert all(waiting_behind(pid) for pid in pids)


def _drawing_classes(monkeypatch: pytest.MonkeyPatch, kinds: list[str]) -> list[tuple[str, int, int]]:
    """``draw_in_worker`` called for each of ``kinds`` in turn in this thread, as a worker calls it: for each, the
    scheduling class of the thread that drew it and this thread's class once it was drawn."""
    game = GAMES["anasazi"]
    state, seat = awaited_states(game, 1)[0]
    names = NAMES[: game.min_players]
    seen: list[int] = []

    def recorded(draw: Any) -> Any:
        def drawn(*args: Any) -> Any:
            seen.append(os.sched_getscheduler(0))  # the drawing thread's class
            return draw(*args)

        return drawn

    for name in ("render_hand", "render_table"):
        monkeypatch.setattr(game, name, recorded(getattr(game, name)))
    out = []
    for kind in kinds:
        if kind == "hand":
            view, actions = game.view(state, seat), game.legal_actions(state, seat)
        else:
            view, actions = game.view(state, None), []
        assert draw_in_worker(game.id, kind, view, names, actions, "en") is not None  # type: ignore[arg-type]
        out.append((kind, seen.pop(), os.sched_getscheduler(0)))
    return out


@pytest.mark.skipif(not hasattr(os, BACKGROUND), reason="Linux's background scheduling class")
def test_a_table_s_picture_is_drawn_in_the_background_and_a_clicked_hand_s_behind_the_event_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A clicked hand waits for its picture: in the background it would get next to no CPU while the cores
    are busy (as a hint did: 7 s). It is drawn at the worker's niceness, behind the event loop; a table's
    picture, which no click waits for, in the background, by a thread that ends with it."""
    idle, other = os.SCHED_IDLE, os.SCHED_OTHER
    assert _drawing_classes(monkeypatch, ["hand", "table", "hand"]) == [
        ("hand", other, other),
        ("table", idle, other),
        ("hand", other, other),
    ]


def _as_an_unprivileged_worker(answer: Connection) -> None:
    """In a process of its own: become a user without ``CAP_SYS_NICE`` (as the Docker image's worker runs),
    start as a picture worker starts, and draw."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        _drawing_classes(monkeypatch, ["hand", "table"])  # what drawing reads from disk, read while it still can be
    os.setgid(65534)  # nobody
    os.setuid(65534)
    _start_worker(*PicturePool(1).start_args())
    try:
        with pytest.MonkeyPatch.context() as monkeypatch:
            answer.send(_drawing_classes(monkeypatch, ["hand", "table", "hand", "table", "hand"]))
    except BaseException as error:
        answer.send(repr(error))


@pytest.mark.skipif(not hasattr(os, BACKGROUND), reason="Linux's background scheduling class")
@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="becomes another user: needs root")
def test_an_unprivileged_worker_draws_every_clicked_hand_behind_the_event_loop() -> None:
    """Linux lets a process without ``CAP_SYS_NICE`` into the background but never out of it. The picture
    workers waited in the background and switched out of it for a hand's picture: as the Docker image's user
    that was refused, and every hand was drawn only on idle cores. No thread of a worker leaves it now."""
    import multiprocessing

    context = multiprocessing.get_context("forkserver")
    mine, theirs = context.Pipe()
    worker = context.Process(target=_as_an_unprivileged_worker, args=(theirs,))
    worker.start()
    try:
        assert mine.poll(60), "the worker did not answer"
        drawn = mine.recv()
    finally:
        worker.join(10)
        worker.kill()
    idle, other = os.SCHED_IDLE, os.SCHED_OTHER
    assert drawn == [
        ("hand", other, other),
        ("table", idle, other),
        ("hand", other, other),
        ("table", idle, other),
        ("hand", other, other),
    ]


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
