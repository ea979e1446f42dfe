"""A process that fires due deadlines from a shared PostgreSQL database, for the kill -9 take-over test.

``python -m tests.deadline_worker URL LEASE_SECONDS``: the real DeadlineDispatcher over a PgStore.
Firing a timer writes its log row and removes the wait in one transaction, as a real deadline's
move rewrites the wait with the move: killed at any instant, a timer is fired completely or not at all.
"""

from __future__ import annotations

import argparse
import asyncio
import os
from datetime import UTC, datetime, timedelta

from bot.deadlines import DeadlineDispatcher
from db.pace import WaitRecord
from db.pg_store import PgStore

FIRE_SECONDS = 0.02  # each timer takes a moment, so a kill lands in the middle of the work


def clock() -> datetime:
    return datetime.now(UTC)


def dispatcher(store: PgStore, fired_by: str, poll: float = 0.1) -> DeadlineDispatcher:
    async def fire(wait: WaitRecord, _now: datetime) -> None:
        await asyncio.sleep(FIRE_SECONDS)
        async with store._transaction() as conn:
            await conn.execute(
                "INSERT INTO fired (table_id, seat, fired_by) VALUES ($1, $2, $3)", wait.table_id, wait.seat, fired_by
            )
            await conn.execute("DELETE FROM waits WHERE table_id = $1 AND seat = $2", wait.table_id, wait.seat)

    async def retry_later(wait: WaitRecord) -> None:
        await store.postpone(wait.table_id, wait.seat, wait.since, clock() + timedelta(seconds=1))

    return DeadlineDispatcher(store.next_timer, store.due_waits, fire, retry_later, clock, poll=poll)


async def main(url: str, lease: float) -> None:
    store = PgStore(url, claim_lease=timedelta(seconds=lease))
    await store.open()
    dispatcher(store, f"worker-{os.getpid()}").rearm()
    print("ready", flush=True)
    await asyncio.Event().wait()  # until killed


if __name__ == "__main__":
    cli = argparse.ArgumentParser(
        prog="python -m tests.deadline_worker",
        description="A helper process of tests/test_shared_database.py: fires due deadlines from a shared"
        " PostgreSQL database with the real DeadlineDispatcher until killed (the kill -9 take-over test).",
        epilog="Reads no environment settings.",
    )
    cli.add_argument("url", metavar="URL", help="the PostgreSQL database (a DATABASE_URL-style DSN)")
    cli.add_argument("lease", metavar="LEASE_SECONDS", type=float, help="how long a claimed timer stays claimed")
    args = cli.parse_args()
    asyncio.run(main(args.url, args.lease))
