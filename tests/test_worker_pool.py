"""A worker pool answers every job: its workers all start with it, and a worker that dies while a job is
handed over costs a retry, never the job."""

from __future__ import annotations

import asyncio
import concurrent.futures.process as process_module
import contextlib
import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from bot.workers import WorkerPool

ROOT = Path(__file__).resolve().parents[1]
RACE_POSSIBLE = sys.version_info < (3, 12)  # 3.12 marks a pool broken under the lock ``submit`` holds


async def test_a_job_handed_over_while_a_dying_worker_breaks_the_pool_is_answered_by_a_fresh_pool(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Up to Python 3.11 a pool's manager thread, seeing a worker dead, marks the pool broken and fails every
    job it holds without the lock ``submit`` holds: a job that passed ``submit``'s "broken?" check and was
    queued after that was never answered (a table's repaint or an AI seat would have waited until a
    restart). Here the worker dies at that very point of ``submit`` (a real SIGKILL, the real manager
    thread), and the job must still be answered."""
    pool = WorkerPool(1)
    try:
        assert await pool.run(pow, 2, 3) == 8  # the pool is up
        executor = pool._executor
        assert executor is not None
        [worker] = pool.worker_pids()
        queue_job = process_module._WorkItem

        def worker_dies_before_the_job_is_queued(*args: Any, **kwargs: Any) -> Any:
            monkeypatch.setattr(process_module, "_WorkItem", queue_job)  # this job only
            os.kill(worker, signal.SIGKILL)
            if RACE_POSSIBLE:  # wait for the manager thread to mark the pool broken and fail what it holds
                deadline = time.monotonic() + 30
                while not getattr(executor, "_broken", False) and time.monotonic() < deadline:
                    time.sleep(0.005)
                assert getattr(executor, "_broken", False), "the manager thread never noticed the death"
            return queue_job(*args, **kwargs)

        monkeypatch.setattr(process_module, "_WorkItem", worker_dies_before_the_job_is_queued)
        async with asyncio.timeout(60):  # it hung for ever
            assert await pool.run(pow, 2, 10) == 1024
        assert worker not in pool.worker_pids() and pool._executor is not executor, "answered by a fresh pool"
        assert "a worker of the worker pool died" in caplog.text
    finally:
        pool.shutdown()


async def test_a_job_whose_handing_over_cannot_start_a_worker_is_answered_by_a_fresh_pool(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Handing a job to a pool can start a worker; when that fails with an ``OSError`` (the fork server gone,
    or the pool's queue closed under it by its manager thread: ``OSError: handle is closed``, seen on
    2026-12-08 as a hung playground was killed), the job goes to a fresh pool instead of failing the
    table's repaint."""
    pool = WorkerPool(1)
    try:
        assert await pool.run(pow, 2, 3) == 8
        executor = pool._executor
        assert executor is not None

        def cannot_start_a_worker() -> None:
            raise OSError("handle is closed")

        executor._adjust_process_count = cannot_start_a_worker  # type: ignore[method-assign]
        async with asyncio.timeout(60):
            assert await pool.run(pow, 2, 10) == 1024
        assert pool._executor is not executor, "answered by a fresh pool"
        assert "a worker of the worker pool died" in caplog.text
    finally:
        pool.shutdown()


async def test_every_worker_starts_with_the_pool_even_when_the_first_answers_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A job a player's click hands over must never start a worker: under SimCord's clock that spun for ever
    (issue 29). The pool starts all of its workers itself, even when its first worker is up and idle before
    the next is started (on a busy machine each start waits for a core): then the next job found an idle
    worker, started none, and left the last worker to the first player's job (the cold playground's hang,
    2026-12-08)."""
    adjust = ProcessPoolExecutor._adjust_process_count

    def earlier_jobs_answered_first(executor: ProcessPoolExecutor) -> None:
        """``submit`` asks for a worker: the jobs submitted before this one are answered by then."""
        manager = executor._executor_manager_thread
        deadline = time.monotonic() + 30
        while manager is not None and len(executor._pending_work_items) > 1 and time.monotonic() < deadline:
            time.sleep(0.005)
        adjust(executor)

    monkeypatch.setattr(ProcessPoolExecutor, "_adjust_process_count", earlier_jobs_answered_first)
    pool = WorkerPool(2)
    try:
        await pool._pool()
        assert len(pool.worker_pids()) == 2, "a worker was left for the first job to start"

        def started_by_a_job(executor: ProcessPoolExecutor) -> None:
            raise AssertionError("a job's submission started a worker")

        monkeypatch.setattr(ProcessPoolExecutor, "_spawn_process", started_by_a_job)
        async with asyncio.timeout(60):
            assert await asyncio.gather(pool.run(pow, 2, 5), pool.run(pow, 3, 2)) == [32, 9]
    finally:
        pool.shutdown()


OWNER_OF_A_POOL = """
import asyncio, multiprocessing.forkserver, time
from bot.workers import WorkerPool

async def main():
    pool = WorkerPool(2)
    await pool.warm()
    print(*pool.worker_pids(), multiprocessing.forkserver._forkserver._forkserver_pid, flush=True)
    time.sleep(120)

asyncio.run(main())
"""


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    with open(f"/proc/{pid}/stat") as stat:  # a zombie has ended too (its parent, gone, never reaped it)
        return stat.read().rsplit(")", 1)[1].split()[0] == "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_killed_bots_workers_and_fork_server_end_with_it() -> None:
    """A bot killed outright (SIGKILL, the OOM killer) left its fork server and workers idle for ever (two
    workers and their server: 190 MB), and a supervisor restarting it added as many at every crash."""
    owner = subprocess.Popen([sys.executable, "-c", OWNER_OF_A_POOL], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert owner.stdout is not None
    *workers, server = (int(pid) for pid in owner.stdout.readline().split())
    try:
        assert len(workers) == 2 and not any(_gone(pid) for pid in (*workers, server))
        owner.kill()
        owner.wait()
        deadline = time.monotonic() + 30
        while not all(_gone(pid) for pid in (*workers, server)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert all(_gone(pid) for pid in workers), "the workers outlived their bot"
        assert _gone(server), "the fork server outlived its bot"
    finally:
        for pid in (*workers, server):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("told", ["at once (pidfd)", "by asking"])
def test_a_worker_ends_once_its_owner_has_ended(told: str) -> None:
    """Where the system cannot tell a worker at once (no ``pidfd_open``), it asks every few seconds."""
    owner = subprocess.Popen(["sleep", "120"])
    ask = "" if told.startswith("at once") else "del os.pidfd_open; workers.OWNER_POLL_SECONDS = 0.05; "
    worker = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import os, sys, time; from bot import workers; {ask}"
            f"workers._end_with({owner.pid}); print('waiting', flush=True); time.sleep(120)",
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert worker.stdout is not None and worker.stdout.readline().strip() == "waiting"
        time.sleep(0.3)
        assert worker.poll() is None, "it ended while its owner lived"
        owner.kill()
        owner.wait()
        assert worker.wait(timeout=30) == 0
    finally:
        owner.kill()
        worker.kill()


async def test_a_pool_starts_without_stopping_the_event_loop_and_only_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first pool starts the fork server, which imports the games and reads every catalogue before its
    first worker (0.9 s on a quiet machine, a single worker 2.7 s on a busy one): started on the event loop,
    every click waited for it. Here a start takes a second: the loop keeps running meanwhile, the jobs that
    ask at once share that one start, and a job given up meanwhile does not waste it."""
    import bot.workers as workers

    starts: list[float] = []
    start_every_worker = workers._start_all

    def slow_start(executor: ProcessPoolExecutor, count: int) -> None:
        starts.append(time.monotonic())
        time.sleep(1.0)
        start_every_worker(executor, count)

    monkeypatch.setattr(workers, "_start_all", slow_start)
    pool = WorkerPool(1)
    longest_stop = 0.0

    async def ticking() -> None:
        nonlocal longest_stop
        while True:
            before = time.monotonic()
            await asyncio.sleep(0.01)
            longest_stop = max(longest_stop, time.monotonic() - before - 0.01)

    ticker = asyncio.ensure_future(ticking())
    try:
        given_up = asyncio.ensure_future(pool.run(pow, 2, 2))
        await asyncio.sleep(0.2)
        given_up.cancel()
        async with asyncio.timeout(60):
            assert await asyncio.gather(pool.run(pow, 2, 5), pool.run(pow, 3, 3)) == [32, 27]
            assert await pool.run(pow, 2, 6) == 64
        assert len(starts) == 1, "one start for every job"
        assert longest_stop < 0.5, f"the event loop stopped {longest_stop:.2f} s while the pool started"
    finally:
        ticker.cancel()
        pool.shutdown()
