"""``python -m tests.forget_driver DB KILL_AFTER``: a process that is forgetting a player and is killed.

It builds Zofia's world in the SQLite file DB (tests/test_privacy_store.py: finished games, a game she
left, one she plays, a lobby she hosts), asks for her to be forgotten, and SIGKILLs itself right after
the KILL_AFTER-th table was cleaned and committed. tests/test_forget_crash.py looks at what is left and
finishes the request as a restarted bot does.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
from typing import Any

from bot.privacy import Privacy
from bot.service import TableService
from db.store import SqliteStore
from tests.finished_games import AI_ITERATIONS, Ticking
from tests.test_privacy_store import NAME, ZO, zofias_world


async def main(path: str, kill_after: int) -> None:
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, clock=Ticking(), rng=random.Random(9), ai_iterations=AI_ITERATIONS)
    await zofias_world(service)
    privacy = Privacy(service)
    real = privacy.db.scrub_table
    cleaned = 0

    async def scrub(user_id: int, table_id: int) -> Any:
        nonlocal cleaned
        await real(user_id, table_id)
        cleaned += 1
        if cleaned == kill_after:
            print("killed", flush=True)
            os.kill(os.getpid(), signal.SIGKILL)

    privacy.db.scrub_table = scrub  # type: ignore[method-assign]
    await privacy.forget(ZO, [NAME])
    print("not killed", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
