"""`make bench`: print every benchmark figure in one run."""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import os
import platform
import subprocess
import sys
import textwrap
import time

from bench import (
    acting,
    ai_decisions,
    clicks,
    engines,
    gil_convoy,
    own_move,
    pg_acting,
    pictures,
    startup,
    timers,
)
from bench.cli import POSTGRES_SETTINGS, parser


def load_line() -> None:
    """The machine's load before a section: a figure measured beside other work is not a quiet one."""
    one, five, _ = os.getloadavg()
    print(f"[{time.strftime('%H:%M:%S')} · load {one:.1f} (1 min), {five:.1f} (5 min)]", flush=True)


def run_apart(module: str) -> None:
    """``python -m module`` in a process of its own, with its defaults: for a benchmark whose figures the heap
    that the ones before it leave in this process would change (resident memory, full collections)."""
    sys.stdout.flush()  # this process's lines first
    load_line()
    subprocess.run([sys.executable, "-m", module], check=False)


def main(argv: list[str] | None = None) -> None:
    description = f"{__doc__}\n\n" + textwrap.fill(
        "In order: bench.engines, bench.pictures, bench.acting, bench.pg_acting, bench.gil_convoy, bench.clicks,"
        " bench.memory, bench.own_move, bench.startup,"
        " bench.history, bench.timers, bench.pachamama_landgen, bench.inka_moves, bench.ai_decisions"
        " (about 20 minutes);"
        " each also runs alone as python -m <module>.",
        width=100,
    )
    settings = {
        "BENCH_GATEWAY_WORKER": "0: bench.clicks skips the gateway + worker run on PostgreSQL",
        **POSTGRES_SETTINGS,
    }
    parser("bench", description, settings).parse_args(argv)
    logging.disable(logging.WARNING)
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}\n")
    load_line()
    engines.run()
    print()
    load_line()
    pictures.run()
    print()
    load_line()
    asyncio.run(acting.measure())
    print()
    load_line()
    asyncio.run(pg_acting.measure())  # a throwaway cluster: about 2 s more
    print()
    load_line()
    gil_convoy.main([])  # why the SQLite store batches its calls (about 10 s)
    print()
    load_line()
    asyncio.run(clicks.measure())
    print()
    # what the benchmarks before it left in this process (the clicks' 1,000 tables) made its resident figures
    # 962 MiB before it dealt a table
    run_apart("bench.memory")
    print()
    load_line()
    asyncio.run(own_move.measure())
    print()
    load_line()
    asyncio.run(startup.measure())
    print()
    # its loop-lag probe during the cold recompute timed the first full collection of what the benchmarks before
    # it left here (2026-12-07: longest 1,959 ms in `make bench`, 85 ms alone; 683 ms after the clicks benchmark
    # in one process, 305 ms once the clicks' bot was freed)
    run_apart("bench.history")
    print()
    load_line()
    asyncio.run(timers.measure())
    if importlib.util.find_spec("bench.pachamama_landgen"):
        print()
        load_line()
        importlib.import_module("bench.pachamama_landgen").main([])
    if importlib.util.find_spec("bench.inka_moves"):
        print()
        load_line()
        importlib.import_module("bench.inka_moves").main()
    print()
    load_line()
    ai_decisions.run()


if __name__ == "__main__":
    main()
