"""Where the event loop's thread spends its time during a benchmark run: the bot, SimCord, the click driver.

In ``bench.clicks`` SimCord (the simulated Discord) and the benchmark's click driver run in the bot's own
process and event loop, so their work is in every latency the benchmark prints; Discord does none of it in a
real bot's process. ``LoopShare`` tells how much: a daemon thread looks at the loop thread's Python stack
(``sys._current_frames``) every few milliseconds and puts each look in one group.

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

Each look stands for the time since the previous one (not one count each): a thread asking for the GIL gets
it only when the holder lets go (after up to ``sys.getswitchinterval()``, 5 ms, or when the holder waits),
so a look lands after a long stretch that held the GIL, and the frame it finds is the one that held it. A
thread waiting for the GIL stays where it waits, so the loop thread's CPU time is printed beside the groups.
The sampler's own cost (its thread's CPU time: its looks hold the GIL, which the loop's thread waits for) is
measured and printed too.
"""

from __future__ import annotations

import asyncio.base_events
import asyncio.events
import gc
import importlib.util
import os
import selectors
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


class LoopShare:
    """While entered, a daemon thread looks at one thread's stack every ``interval`` seconds (by default the
    thread that enters it: the event loop's, when entered from a coroutine) and adds the time since its
    previous look to the group of what it finds (``seconds``).

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
        self.cost = 0.0  # the sampler thread's CPU seconds (its looks hold the GIL: the loop's thread waits)
        self.elapsed = 0.0  # seconds from entering to leaving
        self.window: dict[str, float] | None = None  # ``seconds`` when the window ended (None: it has not)
        self.window_elapsed = 0.0
        self.window_cpu: float | None = None  # the watched thread's CPU seconds in the window (None: unknown)
        self._gc_seconds = 0.0  # garbage collection on the watched thread, finished passes
        self._gc_began: float | None = None  # when the pass under way began
        self._stopping = False
        self._thread: threading.Thread | None = None

    def __enter__(self) -> LoopShare:
        if self.thread_id is None:
            self.thread_id = threading.get_ident()
        self._began = time.perf_counter()
        self._cpu_began = self._cpu()
        gc.callbacks.append(self._collecting)
        self._thread = threading.Thread(target=self._look_until_stopped, name="loop-share", daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *_: Any) -> None:
        self._stopping = True
        assert self._thread is not None
        self._thread.join()
        gc.callbacks.remove(self._collecting)
        self.elapsed = time.perf_counter() - self._began
        if self.window is None:
            self.end_window()

    def end_window(self) -> None:
        """The shares are those of the time looked at so far; ``seconds`` goes on counting."""
        self.window = dict(self.seconds)
        self.window_elapsed = time.perf_counter() - self._began
        cpu = self._cpu()
        self.window_cpu = None if cpu is None or self._cpu_began is None else cpu - self._cpu_began

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

    def _look_until_stopped(self) -> None:
        last = time.perf_counter()
        last_gc = self._gc_clock(last)
        began = time.thread_time()
        while not self._stopping:
            time.sleep(self.interval)  # not Event.wait: its Python code would add to the cost of every look
            now = time.perf_counter()
            frame = sys._current_frames().get(self.thread_id)  # type: ignore[arg-type]
            group = self.classifier.classify_frame(frame)
            del frame  # a frame kept alive here would keep its locals alive
            in_gc = min(now - last, self._gc_clock(now) - last_gc)
            self.seconds["loop"] += in_gc
            self.seconds[group] += now - last - in_gc
            last, last_gc = now, last_gc + in_gc
            self.looks += 1
        self.cost = time.thread_time() - began

    def shares(self) -> dict[str, float]:
        """Each group's fraction of the time looked at in the window (all of it if it has not ended)."""
        seconds = self.seconds if self.window is None else self.window
        total = sum(seconds.values())
        return {group: spent / total if total else 0.0 for group, spent in seconds.items()}

    def summary(self, clicks: int) -> str:
        """One line: the window's shares and the thread's CPU time in it, SimCord's time per click (window
        and catch-up) and the sampler's own cost."""
        shares = ", ".join(f"{group} {share * 100:.0f} %" for group, share in self.shares().items())
        cpu, spent, on_cpu = self.window_cpu, self.window_elapsed, ""
        if cpu is not None and spent:
            # out of select and not running: it waited for the GIL or for a core (the idle thread uses no CPU)
            waited = max(0.0, 1 - self.shares()["idle"] - cpu / spent)
            on_cpu = (
                f" (its thread on a CPU {cpu / spent * 100:.0f} %, waiting for the GIL or a core ~{waited * 100:.0f} %)"
            )
        per_click = self.seconds["SimCord"] * 1000 / max(1, clicks)
        own = self.cost / self.elapsed * 100 if self.elapsed else 0.0
        return (
            f"loop: {shares}{on_cpu}; SimCord {per_click:.2f} ms per click"
            f" ({self.looks} looks every {self.interval * 1000:g} ms, the sampler itself {own:.1f} % of the time)"
        )
