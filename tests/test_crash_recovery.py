"""Kill a process that is playing real tables (SIGKILL) at random moments, again and again.

After every kill: the database is intact, every acknowledged move is in the log, each
snapshot equals a replay of its seed and log, and the waits in the database are exactly the
decisions the game awaits (so a restart finds every deadline). At the end every game is
played to its result. ``CRASH_KILLS`` sets the number of kills (``make soak`` runs more).

The drivers killed are forked from one process that imported the service once (``tests/zygote.py``); the last
one, which plays every table to its end, is started as ``python -m tests.crash_driver``.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from games import GAMES

KILLS = int(os.environ.get("CRASH_KILLS", "30"))
ROOT = Path(__file__).resolve().parent.parent


class Drivers:
    """Crash drivers forked by a zygote (``tests/zygote.py``): each a process of its own to kill."""

    def __init__(self) -> None:
        self.zygote = subprocess.Popen(
            [sys.executable, "-m", "tests.zygote", "tests.crash_driver"],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.read() == "loaded"
        self.running: set[int] = set()

    def read(self) -> str:
        assert self.zygote.stdout is not None
        return self.zygote.stdout.readline().strip()

    def ask(self, command: str) -> str:
        assert self.zygote.stdin is not None
        self.zygote.stdin.write(command + "\n")
        self.zygote.stdin.flush()
        return self.read()

    def start(self, db: Path, acks: Path, seed: int) -> int:
        """Starts a driver and returns its process id once it is ready (its tables dealt)."""
        answer = self.ask("run " + json.dumps([str(db), str(acks), str(seed)]))
        assert answer.startswith("pid "), answer
        pid = int(answer.removeprefix("pid "))
        self.running.add(pid)
        ready = self.read()
        assert ready == "ready", ready
        return pid

    def kill(self, pid: int) -> int:
        """SIGKILL, wherever the driver is; its exit code as subprocess reports it."""
        os.kill(pid, signal.SIGKILL)
        self.running.discard(pid)
        return int(self.ask(f"wait {pid}").removeprefix("exit "))

    def close(self) -> None:
        """Ends the zygote, killing first a driver a failed check left playing."""
        for pid in list(self.running):
            self.kill(pid)
        assert self.zygote.stdin is not None
        self.zygote.stdin.close()
        self.zygote.wait(timeout=60)


def driver(db: Path, acks: Path, seed: int, *finish: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.crash_driver", str(db), str(acks), str(seed), *finish],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )


def check_database(db: Path, acks: Path) -> tuple[int, int]:
    """Everything a kill must not break; returns (acknowledged moves, tables)."""
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        logged = set(conn.execute("SELECT table_id, seq FROM actions").fetchall())
        acked = [tuple(map(int, line.split())) for line in acks.read_text().splitlines() if line.strip()]
        lost = [a for a in acked if a not in logged]
        assert not lost, f"acknowledged moves missing from the log: {lost[:5]}"
        tables = conn.execute(
            "SELECT id, game, seed, version, status, decisions FROM tables WHERE status IN ('running', 'finished')"
        ).fetchall()
        for table_id, game_id, seed, version, status, decisions in tables:
            game = GAMES[game_id]
            n = conn.execute("SELECT COUNT(*) FROM seats WHERE table_id = ?", (table_id,)).fetchone()[0]
            log = conn.execute("SELECT seq, seat, action FROM actions WHERE table_id = ? ORDER BY seq", (table_id,))
            rows = log.fetchall()
            assert [r[0] for r in rows] == list(range(1, version + 1)), f"table {table_id}: log and version agree"
            replayed = game.replay(n, seed, None, [(seat, game.load_action(a)) for _, seat, a in rows])
            snap_version, snap = conn.execute(
                "SELECT version, state FROM snapshots WHERE table_id = ?", (table_id,)
            ).fetchone()
            assert snap_version == version and snap == game.dump_state(replayed), f"table {table_id}: state = replay"
            waits = dict(conn.execute("SELECT seat, since FROM waits WHERE table_id = ?", (table_id,)).fetchall())
            if status == "finished":
                assert game.outcome(replayed) is not None and waits == {}
                continue
            decided = {int(seat): since for seat, since in json.loads(decisions).items()}
            assert decided.keys() == game.to_act(replayed), f"table {table_id}: a decision for every awaited seat"
            expected = {seat: decided[seat] for seat in game.waiting_for(replayed)}
            assert waits == expected, f"table {table_id}: waits {waits} match the game's {expected}"
        return len(acked), len(tables)
    finally:
        conn.close()


def test_random_kills_lose_no_acknowledged_move_and_leave_no_table_stuck(tmp_path: Path) -> None:
    db, acks = tmp_path / "crash.sqlite3", tmp_path / "acks.txt"
    acks.touch()
    rng = random.Random(9)
    drivers = Drivers()
    try:
        for kill in range(KILLS):
            pid = drivers.start(db, acks, kill)
            time.sleep(rng.uniform(0.0, 0.4))
            assert drivers.kill(pid) == -signal.SIGKILL, "killed, not ended on its own"
            check_database(db, acks)
    finally:
        drivers.close()
    proc = driver(db, acks, KILLS, "--finish")
    assert proc.wait(timeout=600) == 0
    moves, tables = check_database(db, acks)
    conn = sqlite3.connect(db)
    stuck = conn.execute("SELECT COUNT(*) FROM tables WHERE status = 'running'").fetchone()[0]
    conn.close()
    print(f"{KILLS} kills, {moves} acknowledged moves, 0 lost, {tables} tables, {stuck} stuck")
    assert stuck == 0 and moves > KILLS
