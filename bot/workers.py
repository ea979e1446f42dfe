"""Worker processes for the bot's CPU-heavy work: AI searches and pictures.

Pure Python work holds the GIL: in a thread, a search or a drawing delays every
other click by whole milliseconds at a time (a Capybara table picture is ~40 ms,
a hard search up to 2 s). In a worker process they cost the event loop only the
pickling of their inputs. A pool starts on its first job (a bot that never needs
it never pays for it), all its workers at once, in a thread while the event loop
goes on, and is replaced when a worker dies; the job is then tried once more on
the fresh pool. Its workers end with the bot, and never leave their own thread in
the background (``in_the_background``).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import multiprocessing
import os
import select
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

#: attempts of one job: a worker killed mid-job (OOM killer, a crash) costs one retry
ATTEMPTS = 2
#: how often a worker asks whether its bot is alive, where it cannot be told (``_end_with``)
OWNER_POLL_SECONDS = 5.0


def _warm_up() -> None:
    import games  # noqa: F401  (the registry and every engine, once per worker)


def _start_worker(nice: int, prepare: Callable[[], None] | None = None, owner: int | None = None) -> None:
    if owner is not None:
        _end_with(owner)
    # Ctrl-C in a terminal reaches every process of its group: the bot stops its pools itself, while each
    # worker that took the signal printed a KeyboardInterrupt traceback of its own (four in a 2-core playground).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A refusal (a locked-down container) costs the priority only, never the pool: an initializer
    # that raised would break every job.
    if nice:
        with contextlib.suppress(OSError):
            os.nice(nice)
    _warm_up()
    if prepare is not None:
        prepare()


def _end_with(owner: int) -> None:
    """End this worker as soon as ``owner`` (the process whose pool it is) has ended, however it ended.

    A worker waits for jobs on a queue whose writing end it holds too, and holds the fork server's "alive"
    pipe: when the bot was killed (SIGKILL, the OOM killer) its fork server and workers stayed, idle, for ever
    (two AI workers and their server: 190 MB; a supervisor restarting a bot that keeps being killed added as
    many at each crash). A daemon thread waits for the owner's end and exits the worker; the fork server,
    its pipe then closed by everyone, ends too.
    """
    try:
        ended = os.pidfd_open(owner)  # Linux 5.3+: readable once the process has ended
    except (AttributeError, OSError):
        ended = None  # elsewhere, or the owner already gone: asked every few seconds

    def wait_for_the_owner() -> None:
        if ended is not None:
            select.select([ended], [], [])
        else:
            while _alive(owner):
                time.sleep(OWNER_POLL_SECONDS)
        os._exit(0)

    threading.Thread(target=wait_for_the_owner, name="end-with-the-bot", daemon=True).start()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return False  # another user's process holds the number now: the owner (our user) has ended
    return True


def in_the_background(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``fn(*args, **kwargs)`` run in the background: in a thread of this worker that only gets a core nothing
    else wants (Linux's ``SCHED_IDLE``), while the worker itself waits, receives its jobs and answers at its
    niceness. Elsewhere (no such class), or where the class is refused, at the worker's niceness.

    A search with a time budget fills it on every core it gets: behind the event loops only by niceness, it
    still took cores from the bot, the database and the gateway (acks waited 0.7-2 s in the click benchmark's
    gateway + worker run); in the background it runs fewer iterations on a busy machine and still answers on
    time. A table's picture, which no click waits for, is drawn there too: at 100 clicks a second on two cores
    the event loop's thread waited for a core 8-10 % of the time behind picture workers niced 19, 4-5 % with
    them in the background (ack p99 about 60 and 23 ms, 2026-12-07). Everything else (a hint, a search with
    ``AI_ITERATIONS``, a clicked hand's picture) runs all of its work behind the event loops, never only on an
    idle core: with one spinning process per core a hint took 7 to 42 s there (2026-12-05 and 12-07).

    A thread of its own, because leaving the background is refused to a process without ``CAP_SYS_NICE`` (the
    Docker image's user, most services): a worker that switched itself into it and back for a job stayed in it
    after the first, and then every hint and hand picture waited for idle cores. The thread ends in it instead.
    """
    if not hasattr(os, "SCHED_IDLE"):
        return fn(*args, **kwargs)
    done: Future[T] = Future()

    def run() -> None:
        with contextlib.suppress(OSError):  # refused (a locked-down container): the niceness is all that is lost
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))  # this thread only
        try:
            done.set_result(fn(*args, **kwargs))
        except BaseException as error:  # handed to the worker's own thread, which answers with it
            done.set_exception(error)

    threading.Thread(target=run, name="background-job").start()
    return done.result()


def _start_all(executor: ProcessPoolExecutor, workers: int) -> None:
    """Spawn every worker of a new pool, before its first job.

    ``submit`` spawns a worker only when no worker is idle: jobs submitted together spawned one each, unless
    the first worker was up and had answered its job before the next was submitted (a busy machine, where
    each spawn waits for a core). The next job a player's click handed over then spawned the missing one
    itself, in the simulated clock's context, and spun for ever (issue 29 again: the cold playground under
    busy cores hung in 2 runs of 97, 2026-12-08). The pool's own launcher (what it runs for the "fork" start
    method; private, the same in Python 3.11 to 3.13) spawns them all at once; jobs submitted together remain
    for where it is missing.
    """
    launch = getattr(executor, "_launch_processes", None)
    if launch is not None:
        launch()
    else:
        for _ in range(workers):
            executor.submit(_warm_up)


def _submitted(
    loop: asyncio.AbstractEventLoop, pool: ProcessPoolExecutor, fn: Callable[..., T], args: tuple[Any, ...]
) -> asyncio.Future[T]:
    """``fn(*args)`` submitted to ``pool``; ``BrokenProcessPool`` if a worker's death broke the pool meanwhile.

    Up to Python 3.11 the pool's manager thread marks a pool broken, and fails the jobs it holds, without
    the lock ``submit`` holds (3.12 takes it): a job submitted meanwhile and queued after the jobs were
    failed was never answered (``tests/test_worker_pool.py`` kills a worker at that point: the job waited
    for ever). The pool is marked broken first, so a job that finds it broken once submitted is treated as
    a dead worker's and tried again on a fresh pool; so is one whose submission could not start a worker
    (an ``OSError``: the fork server gone, the pool's queue closed under it). Errors of the job itself come
    later, from the future, and are never retried.
    """
    try:
        job = loop.run_in_executor(pool, fn, *args)
    except Exception as error:
        # an OSError: starting a worker failed (the pool's queue closed, the fork server unreachable)
        if _broken(pool) or isinstance(error, OSError):
            raise BrokenProcessPool("the pool broke while the job was submitted") from error
        raise  # shut down (the bot is stopping): no fresh pool
    if _broken(pool):
        job.cancel()
        raise BrokenProcessPool("the pool broke while the job was submitted")
    return job


def _broken(pool: ProcessPoolExecutor) -> bool:
    # ``_broken`` is set by the manager thread first thing when a worker dies (CPython 3.11 to 3.13)
    return bool(getattr(pool, "_broken", False))


class WorkerPool:
    """A lazily started process pool (``workers``: its size; unset: one per core)."""

    #: what the workers do, for log lines ("AI", "picture")
    kind = "worker"
    #: niceness of the workers: above 0, a core is the event loop's first
    nice = 0
    #: what each worker readies as it starts, before its first job (a top-level function: it is pickled)
    prepare: Callable[[], None] | None = None

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self._executor: ProcessPoolExecutor | None = None
        self._starting: asyncio.Future[ProcessPoolExecutor] | None = None
        self._shut_down_while_starting = False

    @property
    def started(self) -> bool:
        return self._executor is not None

    def _new_pool(self) -> ProcessPoolExecutor:
        """A pool with every worker started (blocking: run in a thread, ``_pool``)."""
        # forkserver: workers fork from a clean, warmed-up server, never from the bot with
        # its event loop and database threads (fork with threads can deadlock).
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["bot.worker_preload"])  # imports and catalogues, once
        executor = ProcessPoolExecutor(
            self.workers,
            mp_context=context,
            initializer=_start_worker,
            initargs=self.start_args(),
        )
        _start_all(executor, self.workers)
        log.info("%s pool started with %d worker process(es)", self.kind, self.workers)
        return executor

    async def _pool(self) -> ProcessPoolExecutor:
        """The pool, started first if need be, off the event loop: jobs asking meanwhile wait for the same start.

        Starting a pool blocked the event loop: the first one starts the fork server, which imports the games
        and reads every catalogue before it forks a worker (0.9 s on a quiet machine; a single worker's start
        took 2.7 s while every core was busy), and every click waited, near the 3 s Discord gives an answer.
        In a thread, in a context of its own: a worker's ``Process.start()`` polls the live ones with a timeout
        measured by ``time.monotonic`` read in the caller's context, and under a simulated clock (SimCord, the
        offline playground) the poll spun for ever (issue 29). An empty context reads the real clock.
        """
        if self._executor is not None:
            return self._executor
        if self._starting is None:
            self._starting = asyncio.ensure_future(asyncio.to_thread(contextvars.Context().run, self._new_pool))
            self._starting.add_done_callback(self._adopt)  # adopted even if every job waiting is cancelled
        starting = self._starting
        executor = await asyncio.shield(starting)  # the start's own error, if any
        self._adopt(starting)  # if its callback has not run yet
        return executor

    def _adopt(self, starting: asyncio.Future[ProcessPoolExecutor]) -> None:
        """Make a finished start the pool (once: a pool replaced since is never brought back)."""
        if self._starting is not starting:
            return
        self._starting = None
        if starting.cancelled() or starting.exception() is not None:
            return
        if self._shut_down_while_starting:
            self._shut_down_while_starting = False
            starting.result().shutdown(wait=False, cancel_futures=True)
            return
        self._executor = starting.result()

    def start_args(self) -> tuple[Any, ...]:
        """What each worker's start-up (``_start_worker``) is given: its niceness, what it readies, its owner."""
        return (self.nice, type(self).prepare, os.getpid())

    def worker_pids(self) -> list[int]:
        """The live workers' process ids (tests kill one to check the pool recovers)."""
        processes = getattr(self._executor, "_processes", None) or {}
        return [p.pid for p in processes.values() if p.pid is not None]

    async def warm(self) -> None:
        """Start every worker now (the benchmark starts them before SimCord's virtual clock runs)."""
        pool = await self._pool()
        # one job a worker, submitted together: done when every worker has imported the games
        jobs = [pool.submit(_warm_up) for _ in range(self.workers)]
        await asyncio.gather(*(asyncio.wrap_future(job) for job in jobs))

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker; a dead worker's job is retried once on a fresh pool."""
        loop = asyncio.get_running_loop()
        for attempt in range(1, ATTEMPTS + 1):
            pool = await self._pool()
            try:
                return await _submitted(loop, pool, fn, args)
            except BrokenProcessPool:
                log.warning(
                    "a worker of the %s pool died (attempt %d of %d); starting a fresh pool",
                    self.kind,
                    attempt,
                    ATTEMPTS,
                )
                self._replace(pool)
        raise BrokenProcessPool(f"{self.kind} workers died {ATTEMPTS} times in a row")

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        if self._executor is broken:  # several jobs may notice the same death
            self._executor = None
            broken.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        if self._starting is not None:  # the starting pool is shut down as soon as it is up
            self._shut_down_while_starting = True
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
