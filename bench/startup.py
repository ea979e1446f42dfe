"""Restart with 1,000,000 stored tables (900,000 finished, 100,000 running): how soon a click is served.

The database is filled by cloning one finished and one running Capybara table (played through the
service) set-based in SQL, a few INSERT ... SELECT statements per child table over a recursive
series of ids, so the figures measure the restart, not the setup (the build time is printed apart).
The clones are delivered tables (message, hands and lines up to date), as a steady bot leaves them.
A finished Capybara game logs about 500 moves: 900,000 of those logs would be 450 million rows
(tens of GB), so only the first LOGGED finished clones keep their log; every clone keeps its seats,
snapshot and outcome, and every running clone its log and waits.

"Ready" is the bot's start-up path without Discord: open the store (checks, migrations), build the
service, start the background pass over running tables, then serve a move at a table that was never
loaded (the last one the pass reaches). It is timed ``RUNS`` times after a crash (no clean mark: the
store reads every page in a thread while it serves, and the time that check ended is printed too), then
``RUNS`` times after a clean shutdown, each figure as min / median / max. After the last restart, once:
the catch-up scan the bot runs when it connects (``tables_behind``), the end of the pass, and memory per
live table.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
import tempfile
import time
import tracemalloc
from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple

from bench.stats import spread_ms
from bot.service import TableService
from db.schema import clean_mark
from db.store import SqliteStore
from games import GAMES

NOW = datetime(2026, 1, 1, tzinfo=UTC)
TABLES = 1_000_000  # a tenth of them running
LOGGED = 1_000  # finished clones that keep their action log (about 500 moves each)
RUNS = 3  # restarts of each kind: the figures' spread
MEMORY_SAMPLE = 1_000  # running tables loaded at once to measure memory per live table
GAME = GAMES["capybara"]


async def _play(service: TableService, finish: bool) -> int:
    table = await service.open_table("capybara", 1, 1, 100, "Ana")
    await service.join(table.id, 200, "Bo")
    table = await service.start(table.id, 100)
    rng = random.Random(table.id)
    for _ in range(5000 if finish else 6):
        table = await service.table(table.id)
        if table.status != "running":
            break
        state = await service.state_of(table)
        seat = sorted(GAME.waiting_for(state))[0]
        index = rng.randrange(len(GAME.legal_actions(state, seat)))
        await service.act(table.id, table.seats[seat].user_id, index, table.decisions[seat])  # type: ignore[arg-type]
    return table.id


async def _move(service: TableService, table_id: int) -> None:
    table = await service.table(table_id)
    state = await service.state_of(table)
    seat = sorted(GAME.waiting_for(state))[0]
    await service.act(table.id, table.seats[seat].user_id, 0, table.decisions[seat])  # type: ignore[arg-type]


def _columns(db: sqlite3.Connection, table: str, skip: tuple[str, ...]) -> str:
    return ", ".join(r[1] for r in db.execute(f"PRAGMA table_info({table})") if r[1] not in skip)


def _clone(db: sqlite3.Connection, template: int, first: int, copies: int, logged: int) -> None:
    """Tables ``first`` .. ``first + copies - 1`` as copies of ``template``: a few set-based statements."""
    if copies <= 0:
        return
    last = first + copies - 1
    names = _columns(db, "tables", ("id",))
    db.execute(
        f"WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)"
        f" INSERT INTO tables (id, {names}) SELECT ? + i, {names} FROM n, (SELECT {names} FROM tables WHERE id = ?)",
        (copies - 1, first, template),
    )
    for child, upto in (("seats", last), ("snapshots", last), ("waits", last), ("actions", first + logged - 1)):
        listed = _columns(db, child, ("table_id",))
        # CROSS JOIN keeps the new ids outermost: rows go in in key order, no sort
        db.execute(
            f"INSERT INTO {child} (table_id, {listed}) SELECT t.id, {', '.join('c.' + c for c in listed.split(', '))}"
            f" FROM tables t CROSS JOIN {child} c WHERE t.id BETWEEN ? AND ? AND c.table_id = ? ORDER BY t.id",
            (first, upto, template),
        )


def _fill(path: Path, finished: int, running: int, tables: int) -> range:
    """Clone the two played tables up to ``tables`` in all; returns the running tables' ids."""
    copies_running = tables // 10
    copies_finished = tables - copies_running
    db = sqlite3.connect(path, isolation_level=None)
    # a throwaway file: no journal, no syncs (the store turns WAL on again when it opens it)
    db.execute("PRAGMA journal_mode=OFF")
    db.execute("PRAGMA synchronous=OFF")
    db.execute("PRAGMA cache_size=-262144")  # 256 MiB: the indexes being filled stay in memory
    db.execute("BEGIN")
    # delivered, as a steady bot leaves its tables: the bench had no painter
    db.execute("UPDATE tables SET painted = status || ':' || version")
    db.execute("UPDATE seats SET hand_version = (SELECT version FROM tables WHERE tables.id = seats.table_id)")
    db.execute("DELETE FROM outbox")
    top = db.execute("SELECT MAX(id) FROM tables").fetchone()[0]
    _clone(db, finished, top + 1, copies_finished - 1, min(LOGGED, copies_finished - 1))
    first_running = top + copies_finished
    _clone(db, running, first_running, copies_running - 1, copies_running - 1)
    db.execute("COMMIT")  # no ANALYZE: the bot never runs one, so its queries plan without statistics
    # As a bot leaves its file: in WAL mode, and on disk. The store's switch to WAL mode syncs the file, and
    # right after the build it waited 1.5 s for the gigabytes the build had not yet written back.
    db.execute("PRAGMA journal_mode=WAL")
    db.close()
    return range(first_running, first_running + copies_running - 1)


async def _build(path: Path, tables: int) -> list[int]:
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, clock=lambda: NOW, rng=random.Random(1))
    finished = await _play(service, finish=True)
    running = await _play(service, finish=False)
    await service.shutdown()
    await store.close()
    return [running, *_fill(path, finished, running, tables)]


class CrashRestart(NamedTuple):
    served: float  # the first move, seconds after the start
    checked: float  # the end of the page check, seconds after the start
    still_checking: bool  # the check was still running when the move was served
    checked_after_opening: bool  # False: a file of at most ``CHECKED_BEFORE_OPENING``, read before the store opened


async def _after_a_crash(path: Path, table_id: int) -> CrashRestart:
    """A restart with no clean mark, as a crash leaves the file: the store opens at once and reads every page
    in a thread meanwhile (``db.schema.PageCheck``). Its clean close leaves the mark again."""
    clean_mark(path).unlink(missing_ok=True)
    start = time.perf_counter()
    store = SqliteStore(path)
    await store.open()
    service = TableService(store, clock=lambda: NOW, rng=random.Random(3))
    service.start_resume()
    await _move(service, table_id)
    served = time.perf_counter() - start
    check = store.page_check  # None: a file small enough to read before the store opened
    running = check is not None and not check.wait(0)
    if check is not None:
        await asyncio.to_thread(check.wait)
        assert check.completed and check.found is None, check.found
    checked = time.perf_counter() - start
    await service.shutdown()
    await store.close()
    return CrashRestart(served, checked, running, check is not None)


async def measure(tables: int = TABLES, runs: int = RUNS) -> None:
    folder = Path(tempfile.mkdtemp(prefix="gamehost-bench-"))
    path = folder / "startup.sqlite3"
    start = time.perf_counter()
    ids = await _build(path, tables)
    built = time.perf_counter() - start
    size = path.stat().st_size / 2**20
    crashes = [await _after_a_crash(path, ids[-10 - run]) for run in range(runs)]  # a cold table each
    opened_times, served_times = [], []
    for run in range(runs):  # after a clean shutdown: the last run goes on below
        start = time.perf_counter()
        store = SqliteStore(path)
        await store.open()
        service = TableService(store, clock=lambda: NOW, rng=random.Random(2))
        service.start_resume()
        opened_times.append(time.perf_counter() - start)
        await _move(service, ids[-1 - 2 * run])  # ids[-1]: the last table the background pass reaches
        served_times.append(time.perf_counter() - start)
        if run < runs - 1:
            await service.shutdown()
            await store.close()

    # The bot runs the catch-up scan when it connects to Discord: a click arriving meanwhile.
    async def catch_up() -> tuple[list[int], float]:
        began = time.perf_counter()
        return await store.tables_behind(), time.perf_counter() - began

    scan = asyncio.create_task(catch_up())
    await asyncio.sleep(0.2)
    overlapped = not scan.done()
    during = time.perf_counter()
    await _move(service, ids[-2])
    during = time.perf_counter() - during
    late, behind = await scan
    await service.wait_idle()
    swept = time.perf_counter() - start
    # Python's allocations, not RSS: the memory freed after building the tables is reused by the
    # allocator, so RSS barely moves (it printed 0.0 KiB per table).
    sample = ids[-MEMORY_SAMPLE:]
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for table_id in sample:  # that many running tables in use at once
        await service.state_of(await service.table(table_id))
    per_table = (tracemalloc.get_traced_memory()[0] - before) / 1024 / len(sample)
    tracemalloc.stop()
    await service.shutdown()
    await store.close()
    path.unlink()
    for extra in folder.iterdir():
        extra.unlink()
    folder.rmdir()
    print(f"Restart with {tables:,} stored tables ({len(ids):,} running); min / median / max of {runs} restarts each")
    print(f"  (built in {built:.0f} s, {size:,.0f} MiB; not part of the figures below)")
    after_opening = all(c.checked_after_opening for c in crashes)
    when = "while serving" if after_opening else f"before opening: {size:,.0f} MiB ≤ CHECKED_BEFORE_OPENING"
    still = sum(c.still_checking for c in crashes)
    print(
        f"  first move after a crash        {spread_ms([c.served for c in crashes], 0)} (target ≤ 2,000 ms;"
        f" the page check still running then in {still} of {runs})"
    )
    print(f"  every page read (quick_check)   {spread_ms([c.checked for c in crashes], 0)} after the start ({when})")
    print(f"  store open + service built      {spread_ms(opened_times, 0)} (after a clean shutdown)")
    print(f"  first move served (cold table)  {spread_ms(served_times, 0)} (target ≤ 2,000 ms)")
    print("  then, once (after the last clean restart):")
    print(f"  catch-up scan on connect        {behind * 1000:7.0f} ms ({len(late):,} tables behind)")
    print(
        f"  a move served during that scan  {during * 1000:7.0f} ms (another cold table"
        f"{'' if overlapped else '; the scan had ended'})"
    )
    print(f"  background pass over running    {swept * 1000:7.0f} ms (clicks are served meanwhile)")
    loaded = f"Python allocations / {len(sample):,} tables loaded"
    print(f"  memory per live table           {per_table:7.1f} KiB ({loaded})")


if __name__ == "__main__":
    from bench.cli import parser

    cli = parser("bench.startup", __doc__)
    cli.add_argument("--tables", type=int, default=TABLES, metavar="N", help=f"stored tables (default {TABLES:,})")
    cli.add_argument("--runs", type=int, default=RUNS, metavar="N", help=f"restarts of each kind (default {RUNS})")
    args = cli.parse_args()
    asyncio.run(measure(args.tables, args.runs))
