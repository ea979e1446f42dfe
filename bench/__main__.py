"""`make bench`: print every benchmark figure in one run."""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import os
import platform

from bench import acting, ai_decisions, clicks, engines, history, own_move, pg_acting, startup


def main() -> None:
    logging.disable(logging.WARNING)
    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}\n")
    engines.run()
    print()
    asyncio.run(acting.measure())
    print()
    asyncio.run(pg_acting.measure())  # a throwaway cluster: about 2 s more
    print()
    asyncio.run(clicks.measure())
    print()
    asyncio.run(own_move.measure())
    print()
    asyncio.run(startup.measure())
    print()
    asyncio.run(history.measure())
    if importlib.util.find_spec("bench.pachamama_landgen"):
        print()
        importlib.import_module("bench.pachamama_landgen").main()
    if importlib.util.find_spec("bench.inka_moves"):
        print()
        importlib.import_module("bench.inka_moves").main()
    print()
    ai_decisions.run()


if __name__ == "__main__":
    main()
