"""bench/loop_share.py: which part of the process the event loop's time goes to (bench.clicks prints it per run)."""

from __future__ import annotations

import asyncio
import asyncio.base_events
import asyncio.events
import asyncio.futures
import concurrent.futures.process
import copy
import gc
import importlib.util
import json
import multiprocessing.connection
import os
import selectors
import sys
import threading
import time
from pathlib import Path
from types import ModuleType

import discord
import pytest
import simcord

import bench.clicks
import bot.app
from bench.loop_share import Classifier, LoopShare
from tests.busy_cores import spinning

SIM, DRIVER, BOT, LIB = "/p/simcord", "/p/bench", "/p/bot", "/venv/site-packages/discord"
FOLDERS = {SIM: "SimCord", DRIVER: "driver", BOT: "bot", LIB: "bot"}
CALLBACK = (asyncio.events.__file__, "_run")
STEP = (asyncio.base_events.__file__, "_run_once")
OUTSIDE = [STEP, (asyncio.base_events.__file__, "run_forever"), (f"{DRIVER}/clicks.py", "<module>")]


def test_the_innermost_known_frame_names_the_group_and_the_standard_library_is_its_callers() -> None:
    classify = Classifier(FOLDERS).classify
    deepcopy = (copy.__file__, "deepcopy")
    dumps = (json.__file__, "dumps")
    assert classify([deepcopy, (f"{SIM}/backend/store.py", "put"), (f"{BOT}/paint.py", "post"), CALLBACK]) == "SimCord"
    assert classify([dumps, (f"{LIB}/http.py", "request"), (f"{SIM}/env.py", "click"), CALLBACK]) == "bot"
    assert classify([(f"{DRIVER}/clicks.py", "_target"), CALLBACK, *OUTSIDE]) == "driver"
    assert classify([(f"{BOT}/cogs.py", "on_click"), (f"{SIM}/gateway.py", "dispatch"), CALLBACK]) == "bot"


def test_simcord_s_wrappers_around_the_loop_and_executors_are_their_callers_unless_innermost() -> None:
    submit = (f"{SIM}/_runtime.py", "submit")
    classify = Classifier(FOLDERS, wrappers={submit: "SimCord"}).classify
    pool = [(concurrent.futures.process.__file__, "submit"), submit]
    # the bot's process pool handing a search to its feeder, through SimCord's hook on submit: the bot's
    assert classify([(multiprocessing.connection.__file__, "_send"), *pool, (f"{BOT}/workers.py", "run")]) == "bot"
    assert classify([submit, (f"{BOT}/workers.py", "run"), CALLBACK]) == "SimCord"  # the hook's own line
    # a timer's asyncio callback inside SimCord's wrapper: the loop's
    assert classify([(asyncio.futures.__file__, "_set_result"), submit, CALLBACK, *OUTSIDE]) == "loop"
    # another function of the same file is not a wrapper
    assert Classifier(FOLDERS).classify([(copy.__file__, "deepcopy"), submit, CALLBACK]) == "SimCord"


def test_the_benchmark_that_started_the_loop_is_not_the_driver() -> None:
    classify = Classifier(FOLDERS).classify
    assert classify([(selectors.__file__, "select"), *OUTSIDE]) == "idle"
    assert classify(OUTSIDE) == "loop"  # the loop's own step: its timers and ready queue
    assert classify([(asyncio.events.__file__, "call_soon"), *OUTSIDE]) == "loop"
    # a callback with only asyncio inside it (a future's wake-up) is the loop's, not the benchmark's
    assert classify([(asyncio.base_events.__file__, "_call_soon"), CALLBACK, *OUTSIDE]) == "loop"
    # and selectors' select called from a callback (not the loop waiting) is not idle
    assert classify([(selectors.__file__, "select"), CALLBACK, *OUTSIDE]) == "loop"


def test_folders_match_whole_names_and_the_innermost_folder_wins() -> None:
    classify = Classifier({"/p": "bot", "/p/bench": "driver"}).classify
    assert classify([("/p/bench/clicks.py", "run")]) == "driver"
    assert classify([("/p/benchmarks/x.py", "run")]) == "bot"  # in /p, not in /p/bench
    assert Classifier(FOLDERS).classify([("/p/botany/x.py", "grow"), *OUTSIDE]) == "loop"


def test_the_default_folders_are_where_the_modules_were_loaded_from() -> None:
    classify = Classifier().classify
    assert classify([(simcord.__file__, "run")]) == "SimCord"
    assert classify([(discord.__file__, "parse")]) == "bot"
    assert classify([(bot.app.__file__, "create_bot")]) == "bot"
    assert classify([(bench.clicks.__file__, "measure")]) == "driver"
    assert classify([(json.__file__, "dumps")]) == "loop"


#: a module's source with ``spin(seconds)``: holds the GIL, running Python, for that long
SPIN = (
    "import time\ndef spin(seconds):\n    end = time.perf_counter() + seconds\n"
    "    while time.perf_counter() < end:\n        pass\n"
)
#: a spin of ``seconds`` on the CPU: on a busy machine (the suite's other worker, a test's subprocesses) a spin
#: timed by the wall clock waits for a core part of the time, which the sampler rightly counts as off the CPU
CPU_SPIN = (
    "import time\ndef spin(seconds):\n    end = time.thread_time() + seconds\n"
    "    while time.thread_time() < end:\n        pass\n"
)


def _module(folder: Path, name: str, source: str) -> ModuleType:
    """A module loaded from a file in ``folder``: its functions' frames carry that file name."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_real_stack_is_walked_from_its_innermost_frame(tmp_path: Path) -> None:
    sim = _module(tmp_path / "simcord", "sim_store", "def store(then):\n    return then()\n")
    handler = _module(tmp_path / "bot", "handler", "def on_click(sim, then):\n    return sim.store(then)\n")
    classifier = Classifier({str(tmp_path / "simcord"): "SimCord", str(tmp_path / "bot"): "bot"})
    # the innermost frame is this test file's lambda (no known package): the SimCord frame around it counts
    frame = handler.on_click(sim, lambda: sys._getframe())
    assert classifier.classify_frame(frame) == "SimCord"
    assert classifier.classify_frame(handler.on_click(sim, lambda: sys._getframe(2))) == "bot"
    # the same SimCord function named a wrapper: what runs inside it is its caller's, its own line SimCord's
    store = (str(tmp_path / "simcord" / "sim_store.py"), "store")
    wrapped = Classifier({str(tmp_path / "simcord"): "SimCord", str(tmp_path / "bot"): "bot"}, {store: "SimCord"})
    assert wrapped.classify_frame(handler.on_click(sim, lambda: sys._getframe())) == "bot"
    assert wrapped.classify_frame(handler.on_click(sim, lambda: sys._getframe(1))) == "SimCord"


def test_a_sampled_loop_splits_its_time_between_busy_callbacks_and_waiting(tmp_path: Path) -> None:
    sim = _module(tmp_path / "simcord", "sim_busy", SPIN)
    classifier = Classifier({str(tmp_path / "simcord"): "SimCord"})

    async def half_busy() -> LoopShare:
        with LoopShare(classifier, interval=0.002) as share:
            for _ in range(12):
                sim.spin(0.03)  # SimCord's work, holding the GIL
                await asyncio.sleep(0.03)  # the loop waits in select
            share.end_window()
            await asyncio.sleep(0.3)  # after the window: counted, not in the shares
        return share

    share = asyncio.run(half_busy())
    shares = share.shares()
    # the thread spun half of the window, on a CPU for all of that on a quiet machine and for less of it on a
    # busy one (a spin waits for a core like any code): its CPU clock says how much
    assert share.window_cpu is not None
    ran = share.window_cpu / share.window_elapsed
    assert 0.1 < ran < 0.8, ran
    assert 0.8 * ran < shares["SimCord"] < ran + 0.05, (shares, ran)  # the spin's frames, not the loop's
    assert abs(shares["idle"] - (1 - ran)) < 0.1, (shares, ran)  # the sleeps and the time off the CPU
    assert shares["bot"] == shares["driver"] == 0.0
    assert share.looks > 20
    assert abs(sum(share.seconds.values()) - share.elapsed) < 0.1  # each look stands for the time since the last
    assert share.seconds["idle"] > 0.3  # the time after the window was looked at too
    line = share.summary(clicks=12)
    assert line.startswith("loop: bot 0 %, SimCord ") and "off the CPU" in line and "its thread on a CPU" in line
    assert f"SimCord {share.seconds['SimCord'] * 1000 / 12:.2f} ms per click" in line


def test_time_spent_waiting_for_the_gil_is_not_counted_as_work(tmp_path: Path) -> None:
    handler = _module(tmp_path / "bot", "bot_busy", SPIN)
    classifier = Classifier({str(tmp_path / "bot"): "bot"})
    # a search in a thread takes the GIL about half of the time: the loop's thread is in the bot's code,
    # ready to run but not running, and that time is off its CPU
    search = threading.Thread(target=handler.spin, args=(0.6,))
    search.start()  # before the sampler: the loop's thread waits in threading's code while it starts
    with LoopShare(classifier, interval=0.002) as share:
        handler.spin(0.4)
        share.end_window()
    search.join()
    assert share.window_cpu is not None and share.window_cpu < 0.8 * share.window_elapsed
    ran = share.window_cpu / share.window_elapsed
    assert ran - 0.1 < share.shares()["bot"] < ran + 0.1, (ran, share.window)
    assert share.shares()["idle"] > 0.2, share.window
    assert "off the CPU" in share.summary(clicks=1)


def test_a_thread_other_than_the_main_one_is_looked_at_by_a_thread(tmp_path: Path) -> None:
    """Signals are handled by the main thread: another loop's thread is looked at the old way (a thread)."""
    handler = _module(tmp_path / "bot", "bot_other", SPIN)
    classifier = Classifier({str(tmp_path / "bot"): "bot"})
    found: list[LoopShare] = []

    def watched() -> None:
        with LoopShare(classifier, interval=0.002) as share:
            handler.spin(0.2)  # one long stretch: the thread's looks find it
        found.append(share)

    worker = threading.Thread(target=watched)
    worker.start()
    worker.join()
    assert not found[0].by_signal
    assert found[0].shares()["bot"] > 0.8, found[0].window


def test_garbage_collection_on_the_watched_thread_is_the_loop_s(tmp_path: Path, nothing_frozen_meanwhile: None) -> None:
    source = "import gc, time\ndef collect_then_work(seconds):\n    gc.collect()\n"
    source += "    end = time.perf_counter() + seconds\n    while time.perf_counter() < end:\n        pass\n"
    sim = _module(tmp_path / "simcord", "sim_collect", source)
    classifier = Classifier({str(tmp_path / "simcord"): "SimCord"})
    cycles = []
    for i in range(300_000):  # a full pass over these takes tens of milliseconds
        node: dict[str, object] = {"i": i}
        node["self"] = node
        cycles.append(node)
    passes: list[float] = []

    def full_pass(phase: str, info: dict[str, int]) -> None:
        if info["generation"] == 2:
            passes.append(time.thread_time())  # the pass's time on the CPU (the sampler counts that)

    gc.callbacks.append(full_pass)
    try:
        with LoopShare(classifier, interval=0.002, thread_id=threading.get_ident()) as share:
            # SimCord's code starts the pass and runs on after it: the first look after the pass (the sampler
            # waits for the GIL all through it) finds SimCord, yet the pass is the collector's time
            sim.collect_then_work(0.03)
    finally:
        gc.callbacks.remove(full_pass)
    collected = passes[1] - passes[0]
    assert collected > 0.01
    assert share.seconds["loop"] >= 0.8 * collected, (share.seconds, collected)
    assert share.seconds["SimCord"] < 0.03 + 0.5 * collected, (share.seconds, collected)
    del cycles


#: enough for some 60 looks at the kernel's 250 ticks a second, 20 and more on a machine busy with other work
STRETCHES = 250


def test_work_in_stretches_shorter_than_the_switch_interval_is_seen_as_work(tmp_path: Path) -> None:
    """The bot's loop works in stretches of a millisecond or two between waits. A sampling thread got the GIL
    only as the loop waited, found it idle at nearly every look and counted the work before as idle (SimCord
    "2 %" in a run where py-spy saw 36 % of the loop's work in SimCord); the loop's thread now looks at itself."""
    sim = _module(tmp_path / "simcord", "sim_short", CPU_SPIN)
    classifier = Classifier({str(tmp_path / "simcord"): "SimCord"})

    async def short_stretches() -> LoopShare:
        with LoopShare(classifier, interval=0.002) as share:
            for _ in range(STRETCHES):
                sim.spin(0.001)
                await asyncio.sleep(0.001)
            share.end_window()
        return share

    share = asyncio.run(short_stretches())
    spun = STRETCHES * 0.001 / share.window_elapsed  # the true share: a millisecond of CPU a stretch
    assert share.looks > 20  # at the kernel's ticks (250 a second here) at most
    assert spun - 0.15 < share.shares()["SimCord"] < spun + 0.15, (spun, share.window)


def test_a_loop_thread_sharing_its_core_with_a_busy_process_is_seen_waiting_for_a_core(tmp_path: Path) -> None:
    """At 100 clicks a second the loop's thread waited for a core 11 to 14 % of the time, behind the picture
    workers: not in select, not waiting for the GIL, not running. The line printed for each run says so."""
    schedstat = Path(f"/proc/self/task/{threading.get_native_id()}/schedstat")
    if not schedstat.exists() or not hasattr(os, "sched_setaffinity"):
        pytest.skip("the kernel tells a thread's wait for a core in /proc/<pid>/task/<tid>/schedstat (Linux)")
    handler = _module(tmp_path / "bot", "bot_queued", SPIN)
    classifier = Classifier({str(tmp_path / "bot"): "bot"})
    core = {min(os.sched_getaffinity(0))}
    before = os.sched_getaffinity(0)  # pid 0: this thread only
    with spinning(2) as spinners:
        try:
            for spinner in spinners:
                os.sched_setaffinity(spinner.pid, core)
            os.sched_setaffinity(0, core)
            time.sleep(0.05)  # the spinners run
            with LoopShare(classifier, interval=0.002) as share:
                handler.spin(0.45)  # three runnable tasks on one core: each runs a third of the time, waits the rest
                share.end_window()
        finally:
            os.sched_setaffinity(0, before)
    assert share.window_queued is not None and share.window_cpu is not None
    assert share.window_queued > 0.5 * share.window_elapsed, (share.window_queued, share.window_elapsed)
    assert share.window_cpu < 0.5 * share.window_elapsed  # the wait is not the thread's CPU time
    line = share.summary(clicks=100)
    waited = round(share.window_queued / share.window_elapsed * 100)
    assert f"ready but waiting for a core {waited} %" in line, line
    assert f"its CPU {share.window_cpu * 1000 / 100:.2f} ms per click" in line, line


def test_a_thread_that_sleeps_does_not_wait_for_a_core(tmp_path: Path) -> None:
    with LoopShare(Classifier({}), interval=0.002) as share:
        time.sleep(0.3)  # asleep, not ready to run: no wait for a core, whatever else the machine does
        share.end_window()
    assert share.window_queued is not None or not Path("/proc/self/task").exists()
    assert (share.window_queued or 0.0) < 0.1 * share.window_elapsed
