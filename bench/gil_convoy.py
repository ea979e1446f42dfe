"""Why the SQLite store batches its calls: a thread's SQL beside an event loop busy with Python code.

A thread runs small SQLite writes (one statement, or a transaction of 16) in a file in WAL mode, 2 ms
apart, first beside an idle main thread (sleeping 1 ms at a time, as a loop waiting in select), then
beside a busy one (pure Python, as a loop running callbacks). ``sqlite3`` lets go of the interpreter lock
(the GIL) around every statement; getting it back from a busy thread takes up to the switch interval
(5 ms): a transaction pays it once per statement, where it ran in a fraction of a millisecond alone. The
store's batches (``db/sqlite_batch.py``) share one BEGIN, one COMMIT, one wake-up and one hand-back among
the calls waiting together. Prints each case's time per call (p50 / p99); about 10 s.
"""

from __future__ import annotations

import sqlite3
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from bench.cli import parser
from bench.stats import percentile

STATEMENTS = 16
SECONDS = 2.0


def _timed_calls(call: Callable[[], None], busy: bool) -> list[float]:
    times: list[float] = []
    stop = threading.Event()

    def worker() -> None:
        while not stop.is_set():
            began = time.perf_counter()
            call()
            times.append(time.perf_counter() - began)
            time.sleep(0.002)

    thread = threading.Thread(target=worker)
    thread.start()
    end = time.perf_counter() + SECONDS
    spin = 0
    while time.perf_counter() < end:
        if busy:
            for _ in range(2000):
                spin += 1
        else:
            time.sleep(0.001)
    stop.set()
    thread.join()
    return times


def main(argv: list[str] | None = None) -> None:
    parser("bench.gil_convoy", __doc__).parse_args(argv)
    print(f"switch interval {sys.getswitchinterval() * 1000:g} ms")
    with tempfile.TemporaryDirectory() as folder:
        conn = sqlite3.connect(Path(folder) / "convoy.sqlite3", isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)")
        conn.executemany("INSERT INTO t VALUES (?, ?)", [(i, "x") for i in range(1000)])

        def transaction() -> None:
            conn.execute("BEGIN IMMEDIATE")
            for i in range(STATEMENTS):
                conn.execute("UPDATE t SET v = ? WHERE id = ?", ("y" * 50, i))
            conn.execute("COMMIT")

        def statement() -> None:
            conn.execute("UPDATE t SET v = ? WHERE id = ?", ("y" * 50, 1))

        for label, call in ((f"a transaction of {STATEMENTS} statements", transaction), ("one statement", statement)):
            for busy in (False, True):
                times = _timed_calls(call, busy)
                print(
                    f"{label:<34} beside {'a busy' if busy else 'an idle'} main thread:"
                    f" p50 {percentile(times, 50) * 1000:7.3f} ms, p99 {percentile(times, 99) * 1000:7.3f} ms"
                    f" ({len(times)} calls)"
                )
        conn.close()


if __name__ == "__main__":
    main()
