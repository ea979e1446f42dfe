"""A process that plays real tables through the table service, to be killed at random (SIGKILL).

``python -m tests.crash_driver DB ACKS SEED [--finish]``: opens the store, resumes (as the bot
does at start-up), keeps a few tables running and plays random legal moves as their human
players. After each move that ``act`` acknowledged it appends ``table version`` to ACKS: those
moves must survive any kill. With ``--finish`` it plays every table to its end and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import random
from datetime import UTC, datetime

from bot.service import TableError, TableService
from db.store import SqliteStore

TABLES = 4
GAMES_PLAYED = ("capybara", "chachapoya", "pachamama")
HUMANS = (101, 102, 103)


async def open_tables(service: TableService, rng: random.Random) -> None:
    running = await service.store.running_tables()
    for n in range(len(running), TABLES):
        game = GAMES_PLAYED[(n + rng.randrange(3)) % len(GAMES_PLAYED)]
        table = await service.open_table(game, 1, 10, HUMANS[0], "Ana", move_seconds=3600)
        await service.join(table.id, HUMANS[1], "Bo")
        if rng.random() < 0.5:
            await service.add_ai(table.id, HUMANS[0], "easy")
        await service.start(table.id, HUMANS[0])


async def play(service: TableService, acks: str, rng: random.Random, finish: bool) -> None:
    with open(acks, "a", buffering=1) as ack:
        while True:
            await service.wait_idle()
            running = await service.store.running_tables()
            if not running:
                if finish:
                    return
                await open_tables(service, rng)
                continue
            table = rng.choice(running)
            game = service.game(table.game)
            state = await service.state_of(table)
            humans = [s for s in table.seats if not s.is_ai and s.seat in game.to_act(state)]
            if not humans:
                await asyncio.sleep(0.01)  # an AI seat is thinking
                continue
            seat = rng.choice(humans)
            assert seat.user_id is not None
            index = rng.randrange(len(game.legal_actions(state, seat.seat)))
            try:
                change = await service.act(table.id, seat.user_id, index, table.decisions.get(seat.seat, -1))
            except TableError:
                continue  # an AI moved first: pick again
            ack.write(f"{table.id} {change.table.version}\n")  # acknowledged: must survive any kill


async def main(db: str, acks: str, seed: int, finish: bool) -> None:
    store = SqliteStore(db)
    await store.open()
    service = TableService(store, clock=lambda: datetime.now(UTC), rng=random.Random(seed), ai_iterations=10)
    await service.resume()
    rng = random.Random(seed)
    if not finish:
        await open_tables(service, rng)
    print("ready", flush=True)
    await play(service, acks, rng, finish)
    await service.shutdown()
    await store.close()


def run(argv: list[str] | None = None) -> None:
    cli = argparse.ArgumentParser(
        prog="python -m tests.crash_driver",
        description="A helper process of tests/test_crash_recovery.py (make soak): plays random moves at real"
        " tables through the table service until killed; each acknowledged move is appended to ACKS.",
        epilog="Reads no environment settings.",
    )
    cli.add_argument("db", metavar="DB", help="the SQLite file to play in (resumed as the bot does at start-up)")
    cli.add_argument("acks", metavar="ACKS", help="a file to append 'table version' to after each acknowledged move")
    cli.add_argument("seed", metavar="SEED", type=int, help="seeds the tables dealt and the moves chosen")
    cli.add_argument("--finish", action="store_true", help="play every running table to its end, then exit 0")
    args = cli.parse_args(argv)
    asyncio.run(main(args.db, args.acks, args.seed, args.finish))


if __name__ == "__main__":
    run()
