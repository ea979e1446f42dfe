"""AI searches in worker processes, so a thinking AI never slows anyone's click.

A search is pure Python and holds the GIL: in a thread, four hard AIs pushed the
event loop's lag to hundreds of milliseconds. In a process pool they cost the
event loop only the pickling of a state string. The pool starts on the first
search (a table without a searching AI never pays for it) and is replaced when a
worker dies; the search is then tried once more on the fresh pool.

``games.ai.choose_action`` stays the pure entry point: a worker calls exactly it.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

log = logging.getLogger(__name__)

#: attempts of one search: a worker killed mid-search (OOM killer, a crash) costs one retry
ATTEMPTS = 2


def search_in_worker(game_id: str, state: str, seat: int, level: str, seed: int, iterations: int | None) -> str:
    """Runs in a worker process: the action ``choose_action`` picks, as the game dumps it."""
    from games import GAMES
    from games.ai import choose_action

    game = GAMES[game_id]
    action = choose_action(game, game.load_state(state), seat, level=level, seed=seed, iterations=iterations)  # type: ignore[arg-type]
    return game.dump_action(action)


def _warm_up() -> None:
    import games  # noqa: F401  (the registry and every engine, once per worker)


class AiPool:
    """A lazily started process pool for AI searches (``workers``: its size)."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self._executor: ProcessPoolExecutor | None = None

    @property
    def started(self) -> bool:
        return self._executor is not None

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # forkserver: workers fork from a clean, warmed-up server, never from the bot with
            # its event loop and database threads (fork with threads can deadlock).
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["games", "games.ai"])
            self._executor = ProcessPoolExecutor(self.workers, mp_context=context, initializer=_warm_up)
            log.info("AI pool started with %d worker process(es)", self.workers)
        return self._executor

    def worker_pids(self) -> list[int]:
        """The live workers' process ids (tests kill one to check the pool recovers)."""
        processes = getattr(self._executor, "_processes", None) or {}
        return [p.pid for p in processes.values() if p.pid is not None]

    async def choose(self, game_id: str, state: str, seat: int, level: str, seed: int, iterations: int | None) -> str:
        """The dumped action the search picks; a dead worker's search is retried on a fresh pool."""
        loop = asyncio.get_running_loop()
        for attempt in range(1, ATTEMPTS + 1):
            pool = self._pool()
            try:
                return await loop.run_in_executor(pool, search_in_worker, game_id, state, seat, level, seed, iterations)
            except BrokenProcessPool:
                log.warning("an AI worker died (attempt %d of %d); starting a fresh pool", attempt, ATTEMPTS)
                self._replace(pool)
        raise BrokenProcessPool(f"AI workers died {ATTEMPTS} times in a row")

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        if self._executor is broken:  # several searches may notice the same death
            self._executor = None
            broken.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
