"""A worker pool's jobs are answered even when a worker dies while a job is being handed to the pool."""

from __future__ import annotations

import asyncio
import concurrent.futures.process as process_module
import os
import signal
import sys
import time
from typing import Any

import pytest

from bot.workers import WorkerPool

RACE_POSSIBLE = sys.version_info < (3, 12)  # 3.12 marks a pool broken under the lock ``submit`` holds


async def test_a_job_handed_over_while_a_dying_worker_breaks_the_pool_is_answered_by_a_fresh_pool(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The cold playground's hang (2026-12-08): a worker died while the first table picture was handed to
    the pool. Up to Python 3.11 the pool's manager thread marks the pool broken and fails every job it
    holds without the lock ``submit`` holds, so a job that passed ``submit``'s "broken?" check and was
    queued after that was never answered: the table never repainted. Here the worker dies at that very
    point of ``submit`` (a real SIGKILL, the real manager thread), and the job must still be answered."""
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
    """Handing a job to a pool starts a worker when too few are alive; when that fails (on 2026-12-08 the
    pool's queue, just closed by its manager thread: ``OSError: handle is closed``), the job goes to a fresh
    pool instead of failing the table's repaint."""
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
