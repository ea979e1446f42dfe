"""A process killed (SIGKILL) halfway through forgetting a player: the next start-up finishes it."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
from pathlib import Path

from bot.privacy import Privacy
from bot.service import TableService
from db.store import SqliteStore
from tests.finished_games import AI_ITERATIONS, Ticking
from tests.privacy_search import found
from tests.test_privacy_store import NAME, ZO

ROOT = Path(__file__).resolve().parent.parent


async def test_killed_halfway_then_finished_at_start_up(tmp_path: Path) -> None:
    db = tmp_path / "killed.sqlite3"
    run = subprocess.run(
        [sys.executable, "-m", "tests.forget_driver", str(db), "2"], cwd=ROOT, capture_output=True, text=True
    )
    assert run.returncode == -9 and run.stdout.strip() == "killed", run.stderr
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("SELECT COUNT(*) FROM forget_requests").fetchone()[0] == 1
        remaining = conn.execute("SELECT COUNT(DISTINCT table_id) FROM forget_tables").fetchone()[0]
        still_hers = conn.execute("SELECT COUNT(*) FROM seats WHERE user_id = ?", (ZO,)).fetchone()[0]
        former = conn.execute("SELECT COUNT(*) FROM seats WHERE name LIKE 'Former player%'").fetchone()[0]
    finally:
        conn.close()
    assert remaining >= 1 and still_hers >= 1 and former >= 2  # two tables cleaned, the rest not yet

    store = SqliteStore(db)
    await store.open()
    try:
        assert await found(store, ZO, [NAME]) != []
        service = TableService(store, clock=Ticking(), rng=random.Random(1), ai_iterations=AI_ITERATIONS)
        await Privacy(service).resume()  # what the privacy cog runs at start-up
        await service.shutdown()
        assert await found(store, ZO, [NAME]) == []
        assert await Privacy(service).db.pending_forgets() == []
    finally:
        await store.close()
