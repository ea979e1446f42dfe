"""Where the event loop's thread spends its time during a benchmark run: the bot, SimCord, the click driver.

In ``bench.clicks`` SimCord (the simulated Discord) and the benchmark's click driver run in the bot's own
process and event loop, so their work is in every latency the benchmark prints; Discord does none of it in a
real bot's process. ``LoopShare`` tells how much: every few milliseconds a timer signal (``SIGALRM``, aimed at
the loop's thread: ``_ThreadTimer``) makes that thread look at its own Python stack, between two bytecodes of
whatever it runs or as it waits in ``select``, and each look goes in one group.

Until 2026-12-06 a daemon thread looked (``sys._current_frames``). It could look only when the loop's thread
let go of the GIL, and the loop lets go mostly as it waits in ``select``: its work came in stretches shorter
than the 5 ms switch interval, so the looks found it idle and the busy stretch before counted as idle. For a
run where py-spy (outside the process) found the loop's thread holding the GIL 62 % of the time, SimCord 36 %
of that, the thread printed "SimCord 2 %, idle 49 %" (docs/performance.md). A thread still looks where the
watched thread is not the main thread (signals are handled by the main thread only) or the system has no
thread-aimed timer.

The groups (``Classifier``), by the file of each frame, walking from the innermost frame outwards:

* the first frame in a known package names the group: ``simcord`` is "SimCord", except its wrappers around
  the loop's scheduling and the executors' ``submit`` (``SIMCORD_WRAPPERS``), which it uses to tell when the
  bot is idle: what runs inside one is its caller's (the bot's process pool waking its feeder thread, an
  asyncio timer's wake-up), only a look at the wrapper's own line is SimCord's; the project's ``bench``
  is "driver" (choosing and delivering clicks, the lag timer); the project's ``bot``, ``cogs``, ``db``,
  ``games`` and the libraries the bot itself runs on (discord.py, aiohttp, aiosqlite, asyncpg, pydantic,
  Pillow, Fluent, Babel, openskill, cachetools, zlib-ng) are "bot". discord.py is the bot's even when SimCord
  calls it: against Discord the same library parses the same gateway payloads and builds the same requests
  in the bot's process. The standard library (json, copy, asyncio's futures and queues, ...) and any other
  package belong to whoever called them: SimCord's ``copy.deepcopy`` is SimCord's, the bot's
  ``json.dumps`` the bot's;
* the walk stops where asyncio runs a callback (``Handle._run`` in asyncio/events.py): everything outside
  that frame is the loop running it (and ``asyncio.run`` was called from the benchmark's own module, which
  is not the driver's work). A callback with no known frame inside it (asyncio's own wake-ups, a thread's
  result handed back) is "loop";
* a look that finds no callback running is in the loop's own step (``_run_once`` in asyncio/base_events.py):
  "idle" when the innermost frame is the selector's ``select`` (waiting for a socket, a thread or a timer,
  the GIL released), else "loop" (its timers' heap, its ready queue);
* time in garbage collection on the loop's thread (``gc.callbacks``) is "loop", whatever frame triggered it.

Each look stands for the time since the previous one (not one count each): a signal that comes while the
loop's thread waits for the GIL (held by a search or a picture in a thread) or runs C code is handled when it
runs Python again, and the frame it finds is the one that waited. So the loop thread's CPU time is printed
beside the groups. The sampler's own cost (the time its looks took) is measured and printed too.
"""

from __future__ import annotations

import asyncio.base_events
import asyncio.events
import ctypes
import gc
import importlib.util
import os
import selectors
import signal
import sys
import threading
import time
from collections.abc import Iterable, Iterator, Mapping
from types import FrameType
from typing import Any

GROUPS = ("bot", "SimCord", "driver", "loop", "idle")

#: top-level packages -> group: the project's and those the bot runs on (see the module's docstring)
PACKAGES: dict[str, str] = {
    "simcord": "SimCord",
    "bench": "driver",
    **{
        name: "bot"
        for name in [
            "bot",
            "cogs",
            "db",
            "games",
            "discord",
            "aiohttp",
            "aiosqlite",
            "asyncpg",
            "pydantic",
            "pydantic_core",
            "pydantic_settings",
            "PIL",
            "fluent",
            "babel",
            "openskill",
            "cachetools",
            "zlib_ng",
        ]
    },
}

INTERVAL = 0.005  # seconds between looks (its measured cost: docs/performance.md)

_CALLBACK = "callback"  # a frame where asyncio runs a callback: the walk stops there
_STEP = "step"  # the loop's own step: no callback was running
_WRAPPER = "wrapper"  # a function that wraps the loop's or an executor's own: its caller's unless innermost

#: SimCord's wrappers (simcord/_runtime.py) around the loop's scheduling and the executors' ``submit``, which it
#: uses to tell when the bot is idle: what runs inside them (a process pool waking its feeder thread, a timer's
#: asyncio callback) is the work of whoever called them
SIMCORD_WRAPPERS = (
    "submit",
    "invoke",
    "_track_callback",
    "tracking_create_task",
    "call_soon",
    "call_later",
    "call_at",
    "call_soon_threadsafe",
    "run_in_executor",
)


def package_folders(packages: Mapping[str, str] = PACKAGES) -> dict[str, str]:
    """Each package's folder (as its modules' file names spell it) -> its group; packages not installed are left
    out. Found without importing them, where the import system would."""
    folders: dict[str, str] = {}
    for name, group in packages.items():
        spec = importlib.util.find_spec(name)
        if spec is None:
            continue
        for folder in spec.submodule_search_locations or [os.path.dirname(spec.origin or "")]:
            if folder:
                folders[folder] = group
    return folders


def simcord_wrappers() -> dict[tuple[str, str], str]:
    """SimCord's wrappers (``SIMCORD_WRAPPERS``) as (file, function) -> the group they count for when innermost."""
    spec = importlib.util.find_spec("simcord")
    if spec is None or not spec.submodule_search_locations:
        return {}
    runtime = os.path.join(spec.submodule_search_locations[0], "_runtime.py")
    return {(runtime, name): "SimCord" for name in SIMCORD_WRAPPERS}


class Classifier:
    """Puts a stack in one of ``GROUPS`` (the rules: the module's docstring)."""

    def __init__(
        self, folders: Mapping[str, str] | None = None, wrappers: Mapping[tuple[str, str], str] | None = None
    ) -> None:
        chosen = package_folders() if folders is None else folders
        self._wrappers = simcord_wrappers() if wrappers is None else dict(wrappers)
        # the longest folder first: a package inside another's folder is its own
        self._folders = sorted(
            ((folder.rstrip(os.sep) + os.sep, group) for folder, group in chosen.items()),
            key=lambda item: -len(item[0]),
        )
        self._markers = {
            (asyncio.events.__file__, "_run"): _CALLBACK,
            (asyncio.base_events.__file__, "_run_once"): _STEP,
            **dict.fromkeys(self._wrappers, _WRAPPER),
        }
        self._idle = (selectors.__file__, "select")
        self._known: dict[tuple[str, str], str | None] = {}  # (file, function) -> group or marker (None: neither)

    def _group(self, where: tuple[str, str]) -> str | None:
        found = self._known.get(where, "")
        if found != "":
            return found
        found = self._markers.get(where)
        if found is None:
            found = next((group for folder, group in self._folders if where[0].startswith(folder)), None)
        self._known[where] = found
        return found

    def classify(self, stack: Iterable[tuple[str, str]]) -> str:
        """The group of a stack given as (file name, function name) pairs, innermost first."""
        innermost: tuple[str, str] | None = None
        for where in stack:
            if innermost is None:
                innermost = where
            group = self._group(where)
            if group == _CALLBACK:
                return "loop"
            if group == _STEP:
                break
            if group == _WRAPPER:
                if where is innermost:
                    return self._wrappers[where]
                continue
            if group is not None:
                return group
        return "idle" if innermost == self._idle else "loop"

    def classify_frame(self, frame: FrameType | None) -> str:
        """The group of the stack whose innermost frame is ``frame``: ``classify`` over its frames, walked
        lazily (the sampler holds the GIL meanwhile, and the walk mostly stops within a few frames)."""

        def stack() -> Iterator[tuple[str, str]]:
            walked = frame
            while walked is not None:
                yield walked.f_code.co_filename, walked.f_code.co_name
                walked = walked.f_back

        return self.classify(stack())


class _SigEvent(ctypes.Structure):  # Linux's struct sigevent, 64 bytes
    _fields_ = (
        ("value", ctypes.c_void_p),
        ("signo", ctypes.c_int),
        ("notify", ctypes.c_int),
        ("thread_id", ctypes.c_int),
        ("pad", ctypes.c_int * 11),
    )


class _TimeSpec(ctypes.Structure):
    _fields_ = (("seconds", ctypes.c_long), ("nanoseconds", ctypes.c_long))


class _TimerSpec(ctypes.Structure):  # struct itimerspec: the interval, then the first expiry
    _fields_ = (("interval", _TimeSpec), ("value", _TimeSpec))


class _ThreadTimer:
    """A timer that sends ``SIGALRM`` to the calling thread itself every ``interval`` seconds of that thread's
    CPU time (Linux's ``timer_create`` on the thread's CPU clock with ``SIGEV_THREAD_ID``, through ctypes): it
    looks only while the thread runs, so each look finds what ran, and the time off the CPU (waiting in
    ``select``, for the GIL or for a core) is told by the clocks, not by looks. A timer on the wall clock
    found the loop's waits ending with its signals (the kernel lets a wait's timeout and a timer coincide)
    and their time counted as the work that followed.

    ``setitimer``'s signal goes to the process, and the kernel hands it to any thread: to a worker thread,
    it does not wake the loop's ``select``, and the loop's thread handles it only when it next runs Python
    (the first bytecode after its wait, in whatever runs next), so its waits counted as the next work. No
    thread of ours can send the signal either: a sending thread needs the GIL, which is the bias above.
    """

    _SIGEV_THREAD_ID = 4

    def __init__(self, interval: float) -> None:
        """Started at once; ``OSError`` where the system has no such timer."""
        self._libc = ctypes.CDLL(None, use_errno=True)
        self._timer = ctypes.c_void_p()
        event = _SigEvent(signo=signal.SIGALRM, notify=self._SIGEV_THREAD_ID, thread_id=threading.get_native_id())
        clock = time.pthread_getcpuclockid(threading.get_ident())  # the thread's own CPU time
        if self._libc.timer_create(clock, ctypes.byref(event), ctypes.byref(self._timer)):
            raise OSError(ctypes.get_errno(), "timer_create")
        seconds, nanoseconds = int(interval), int(interval % 1 * 1e9)
        every = _TimeSpec(seconds, nanoseconds)
        if self._libc.timer_settime(self._timer, 0, ctypes.byref(_TimerSpec(every, every)), None):
            self._libc.timer_delete(self._timer)
            raise OSError(ctypes.get_errno(), "timer_settime")

    def stop(self) -> None:
        self._libc.timer_delete(self._timer)


class LoopShare:
    """While entered, one thread's stack is looked at every ``interval`` seconds (by default the thread that
    enters it: the event loop's, when entered from a coroutine), and the time since the previous look is added
    to the group of what is found (``seconds``). The main thread looks at itself on a timer signal; another
    thread is looked at by a daemon thread (see the module's docstring for why the signal is better).

    ``end_window()`` marks the end of the span the shares are printed for (the clicks; looking goes on
    through their catch-up, which only SimCord's time per click counts: a catch-up that waits a minute for a
    lost hand would otherwise print a loop idle 95 % of the time). The groups say where the thread was, not
    that it ran: a thread waiting for the GIL (held by a search or a picture in a thread) or for a core (the
    machine's other processes) stays where it was, so the thread's CPU time is printed beside them."""

    def __init__(
        self,
        classifier: Classifier | None = None,
        interval: float = INTERVAL,
        thread_id: int | None = None,
    ) -> None:
        self.classifier = classifier or Classifier()
        self.interval = interval
        self.thread_id = thread_id
        self.seconds = dict.fromkeys(GROUPS, 0.0)
        self.looks = 0
        self.cost = 0.0  # CPU seconds of the looks themselves (the loop's thread did not run the bot meanwhile)
        self.elapsed = 0.0  # seconds from entering to leaving
        self.window: dict[str, float] | None = None  # ``seconds`` when the window ended (None: it has not)
        self.window_elapsed = 0.0
        self.window_cpu: float | None = None  # the watched thread's CPU seconds in the window (None: unknown)
        #: seconds the watched thread was ready to run but waited for a core, in the window (None: unknown)
        self.window_queued: float | None = None
        self._native_id: int | None = None  # the watched thread's id for the kernel (its /proc entry)
        self._gc_seconds = 0.0  # garbage collection on the watched thread, finished passes
        self._gc_began: float | None = None  # when the pass under way began
        self._stopping = False
        self._thread: threading.Thread | None = None
        self._previous_handler: Any = None
        self._timer: _ThreadTimer | None = None  # the signal's timer (None: a thread looks)
        self._last = 0.0  # when the previous look was
        self._last_gc = 0.0  # the watched thread's collection time then
        self._looking = False

    @property
    def by_signal(self) -> bool:
        """Whether the watched thread looks at itself on a timer signal (it is the main thread, which handles
        signals, and it is the one entering: the timer is aimed at the thread that starts it)."""
        main = threading.main_thread().ident
        return self.thread_id == main and threading.get_ident() == main and hasattr(signal, "SIGALRM")

    def __enter__(self) -> LoopShare:
        if self.thread_id is None:
            self.thread_id = threading.get_ident()
        watched = next((t for t in threading.enumerate() if t.ident == self.thread_id), None)
        self._native_id = getattr(watched, "native_id", None)
        self._began = time.perf_counter()
        self._cpu_began = self._cpu()
        self._queued_began = self._queued()
        gc.callbacks.append(self._collecting)
        self._last = time.perf_counter()
        self._last_gc = self._gc_clock(self._last)
        self._last_cpu = self._cpu() or 0.0
        if self.by_signal:
            self._previous_handler = signal.signal(signal.SIGALRM, self._on_alarm)
            try:
                self._timer = _ThreadTimer(self.interval)
            except (OSError, AttributeError):  # no timer_create: a thread looks instead
                signal.signal(signal.SIGALRM, self._previous_handler)
        if self._timer is None:
            self._thread = threading.Thread(target=self._look_until_stopped, name="loop-share", daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *_: Any) -> None:
        self._stopping = True
        if self._thread is not None:
            self._thread.join()
        if self._timer is not None:
            self._timer.stop()
            signal.signal(signal.SIGALRM, self._previous_handler)
            self._look_on_cpu(None, group="loop")  # the time since the last look
        gc.callbacks.remove(self._collecting)
        self.elapsed = time.perf_counter() - self._began
        if self.window is None:
            self.end_window()

    def end_window(self) -> None:
        """The shares are those of the time looked at so far; ``seconds`` goes on counting."""
        if self._timer is not None and not self._stopping:
            self._look_on_cpu(None, group="loop")  # the time since the last look (no look comes off the CPU)
        self.window = dict(self.seconds)
        self.window_elapsed = time.perf_counter() - self._began
        cpu = self._cpu()
        self.window_cpu = None if cpu is None or self._cpu_began is None else cpu - self._cpu_began
        queued = self._queued()
        self.window_queued = None if queued is None or self._queued_began is None else queued - self._queued_began

    def _queued(self) -> float | None:
        """Seconds the watched thread has spent ready to run but waiting for a core (Linux's schedstat: its
        CPU time, this wait, its time slices), None where the system does not tell. Waiting for the GIL is
        not in it: a thread waiting for the lock sleeps."""
        try:
            with open(f"/proc/self/task/{self._native_id}/schedstat") as stat:
                return int(stat.read().split()[1]) / 1e9
        except (OSError, ValueError, IndexError):
            return None

    def _cpu(self) -> float | None:
        """The watched thread's CPU time so far (None where the system does not tell)."""
        try:
            return time.clock_gettime(time.pthread_getcpuclockid(self.thread_id))  # type: ignore[arg-type]
        except (AttributeError, OSError):
            return None

    def _collecting(self, phase: str, _info: dict[str, Any]) -> None:
        if threading.get_ident() != self.thread_id:
            return  # another thread's pass: the loop's thread waits for the GIL meanwhile, seen where it waits
        if phase == "start":
            self._gc_began = time.perf_counter()
        elif self._gc_began is not None:
            self._gc_seconds += time.perf_counter() - self._gc_began
            self._gc_began = None

    def _gc_clock(self, now: float) -> float:
        """Seconds of garbage collection on the watched thread so far, the pass under way included."""
        began = self._gc_began
        return self._gc_seconds + (now - began if began is not None else 0.0)

    def _look(self, frame: FrameType | None) -> None:
        """Add the time since the previous look to the group of ``frame`` (the collector's part to the loop's)."""
        now = time.perf_counter()
        group = self.classifier.classify_frame(frame)
        in_gc = min(now - self._last, self._gc_clock(now) - self._last_gc)
        self.seconds["loop"] += in_gc
        self.seconds[group] += now - self._last - in_gc
        self._last, self._last_gc = now, self._last_gc + in_gc
        self.looks += 1

    def _look_on_cpu(self, frame: FrameType | None, group: str | None = None) -> None:
        """A look on the thread's CPU clock: its CPU time since the previous look goes to the group of ``frame``
        (``group`` if given; the collector's part to the loop's), the rest of the time to "idle" (off the CPU)."""
        now, cpu = time.perf_counter(), self._cpu() or 0.0
        on_cpu = max(0.0, cpu - self._last_cpu)
        found = group or self.classifier.classify_frame(frame)
        in_gc = min(on_cpu, self._gc_clock(now) - self._last_gc)
        self.seconds["loop"] += in_gc
        self.seconds["loop" if found == "idle" else found] += on_cpu - in_gc
        self.seconds["idle"] += max(0.0, now - self._last - on_cpu)
        self._last, self._last_cpu, self._last_gc = now, cpu, self._last_gc + in_gc
        self.looks += 1

    def _on_alarm(self, _signum: int, frame: FrameType | None) -> None:
        if self._stopping or self._looking:
            return  # a signal handled inside a look (a slow one) would count its time twice
        self._looking = True
        try:
            began = time.thread_time()
            self._look_on_cpu(frame)
            self.cost += time.thread_time() - began
        finally:
            self._looking = False

    def _look_until_stopped(self) -> None:
        began = time.thread_time()
        while not self._stopping:
            time.sleep(self.interval)  # not Event.wait: its Python code would add to the cost of every look
            frame = sys._current_frames().get(self.thread_id)  # type: ignore[arg-type]
            self._look(frame)
            del frame  # a frame kept alive here would keep its locals alive
        self.cost = time.thread_time() - began

    def shares(self) -> dict[str, float]:
        """Each group's fraction of the time looked at in the window (all of it if it has not ended)."""
        seconds = self.seconds if self.window is None else self.window
        total = sum(seconds.values())
        return {group: spent / total if total else 0.0 for group, spent in seconds.items()}

    def summary(self, clicks: int) -> str:
        """One line: the window's shares and the thread's CPU time in it, SimCord's time per click (window
        and catch-up) and the sampler's own cost."""
        by_cpu = self._timer is not None
        names = {"idle": "off the CPU (in select, or waiting for the GIL or a core)"} if by_cpu else {}
        shares = ", ".join(f"{names.get(group, group)} {share * 100:.0f} %" for group, share in self.shares().items())
        cpu, spent, thread = self.window_cpu, self.window_elapsed, []
        if cpu is not None and spent:
            thread.append(f"its thread on a CPU {cpu / spent * 100:.0f} %")
            if not by_cpu:
                # out of select and not running: it waited for the GIL or for a core (the idle thread uses no CPU)
                waited = max(0.0, 1 - self.shares()["idle"] - cpu / spent)
                thread.append(f"waiting for the GIL or a core ~{waited * 100:.0f} %")
        if self.window_queued is not None and spent:
            thread.append(f"ready but waiting for a core {self.window_queued / spent * 100:.0f} %")
        on_cpu = f" ({', '.join(thread)})" if thread else ""
        if cpu is not None and clicks:
            on_cpu += f"; its CPU {cpu * 1000 / clicks:.2f} ms per click"
        per_click = self.seconds["SimCord"] * 1000 / max(1, clicks)
        own = self.cost / self.elapsed * 100 if self.elapsed else 0.0
        every = f"every {self.interval * 1000:g} ms of its CPU time" if by_cpu else f"every {self.interval * 1000:g} ms"
        return (
            f"loop: {shares}{on_cpu}; SimCord {per_click:.2f} ms per click"
            f" ({self.looks} looks {every}, the sampler itself {own:.1f} % of the time)"
        )
