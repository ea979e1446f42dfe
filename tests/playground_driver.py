"""Plays tables in the offline playground as `make run` starts it, and prints what happened.

`make run` without a token runs ``bot.playground.run_playground`` with the default settings: AI
searches and pictures in worker processes, one per core. This driver does the same, with the
browser page replaced by members who click through SimCord (``serve``), so a test can run it in a
process of its own with a time limit: a pool that hangs inside the simulation (issue 29: the first
click in a hand never settled on a 2-core machine) fails the test instead of freezing the suite.

    python -m tests.playground_driver --cores 2 --full chachapoya --moves 8 anasazi inka

prints one line a table, ``<game>: <n> human moves, finished|playing, <seconds> s``, then ``ok``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from types import SimpleNamespace
from typing import TYPE_CHECKING

from games import GAMES  # already in every worker (``bot.worker_preload``)

if TYPE_CHECKING:
    from bot import playground
    from bot.config import Settings

# The bot, SimCord and the test helpers are imported in the functions that use them, not here: each worker
# process of the pools (forked from their fork server) runs this module again as ``__mp_main__``, as
# ``multiprocessing`` does with a main module run by ``-m`` (but not with a package's ``__main__``, such as
# ``python -m bot``). Imported here, each worker imported discord.py, SimCord and every cog anew: 16 workers at
# ``--cores=8``, 29 s of the machine's CPU for the run against 18 s now.


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m tests.playground_driver",
        description="Play tables through the offline playground with its default settings (a test's helper).",
    )
    # no choices= here: argparse checks an empty list against them and refuses it
    parser.add_argument("games", nargs="*", help=f"games to play MOVES human moves of ({', '.join(sorted(GAMES))})")
    parser.add_argument("--full", action="append", default=[], choices=sorted(GAMES), help="a game to play to its end")
    parser.add_argument("--moves", type=int, default=8, help="human moves per table of GAMES (default 8)")
    parser.add_argument(
        "--cores", type=int, default=None, help="the core count the pools see (default: this machine's)"
    )
    parser.add_argument(
        "--cold", action="store_true", help="leave the pools to start on their first job, inside the simulation"
    )
    parser.add_argument("--ai", default="normal", choices=("easy", "normal", "hard"), help="the AI seat's level")
    args = parser.parse_args(argv)
    unknown = [game for game in args.games if game not in GAMES]
    if unknown:
        parser.error(f"no such game: {', '.join(unknown)}")
    return args


async def play(world: playground.PlaygroundWorld, game_id: str, table_id: int, moves: int | None, level: str) -> str:
    from tests.e2e.helpers import add_ai, play_to_the_end

    ana, bruno, _ = world.members
    players = SimpleNamespace(env=world.env, channel=world.channel, ana=ana, bo=bruno, cy=ana, dee=ana)
    real = time.perf_counter()  # time.monotonic is SimCord's clock while it runs
    opened = await ana.slash(world.channel, "game new", game=game_id)
    assert opened.acknowledged, "/game new was not answered"
    assert (await bruno.click(opened.response, label="Join")).acknowledged
    await add_ai(ana, opened.response, level)
    assert (await ana.click(opened.response, label="Start")).acknowledged
    # Every other move from My hand (the page's way), the others from the DM hand.
    played = await play_to_the_end(
        players,
        GAMES[game_id],
        table_id,
        opened.response.id,
        my_hand=lambda move: move % 2 == 0,
        max_moves=moves or 3000,
        stop_early=moves is not None,
    )
    table = await world.env.bot.service.table(table_id)
    return f"{game_id}: {played} human moves, {'finished' if table.status == 'finished' else 'playing'}, " + (
        f"{time.perf_counter() - real:.1f} s"
    )


async def main(args: argparse.Namespace) -> None:
    from bot import playground
    from bot.config import Settings

    plan: list[tuple[str, int | None]] = [(g, None) for g in args.full] + [(g, args.moves) for g in args.games]

    async def serve(world: playground.PlaygroundWorld, settings: Settings) -> None:
        for table_id, (game_id, moves) in enumerate(plan, start=1):
            print(await play(world, game_id, table_id, moves, args.ai), flush=True)

    # Settings() as `make run` reads them, less a .env file a developer may keep
    await playground.run_playground(Settings(_env_file=None), serve)  # type: ignore[call-arg]
    print("ok", flush=True)


if __name__ == "__main__":
    from bot import playground

    arguments = parse()
    if arguments.cores is not None:
        cores = arguments.cores
        os.cpu_count = lambda: cores  # the pools size themselves from it, as on a machine with that many cores
    if arguments.cold:

        async def leave_cold(bot: object) -> None:
            """The pools start on their first job, under SimCord's clock (as a pool replaced after a crash does)."""

        playground.warm_pools = leave_cold  # type: ignore[assignment]
    asyncio.run(main(arguments))
