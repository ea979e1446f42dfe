"""Which of the engine suite's random games ``make test`` needs to reach every branch that ``make soak``'s reach.

Run: ``.venv/bin/python -m bench.playout_coverage [GAME [PLAYERS]] [--games N] [--check]``. Plays the random games
of ``tests/test_engine_contract.py`` for GAME at PLAYERS (each game the same as in the test: its seed, its draws,
its checks) with coverage.py measuring the branches (arcs) of ``games/GAME/``, game by game. The deep-checked
games are always played; it then chooses, greedily, the fewest other games that together with them reach every
branch all the games reach, and prints them (for ``COVERING_GAMES`` in that test) with the CPU time they take
against all the games. ``--check``: exit 1 when the games ``COVERING_GAMES`` lists now miss a branch (a change
of the game's code moved it); ``make soak`` runs that for every game and player count. Under coverage the
games run two to three times slower than in the test.
"""

from __future__ import annotations

import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

import coverage

from bench.cli import parser

GAMES_DIR = Path(__file__).resolve().parents[1] / "games"

Arc = tuple[str, tuple[int, int]]


def arcs_of(measured: coverage.Coverage) -> set[Arc]:
    data = measured.get_data()
    return {(f, arc) for f in data.measured_files() for arc in data.arcs(f) or []}


def choose(base: set[Arc], candidates: dict[int, set[Arc]]) -> list[int]:
    """The fewest (greedily) of ``candidates`` that with ``base`` reach every arc any of them reaches: the one that
    adds most first, the earliest on a tie."""
    reached = set(base)
    goal = reached.union(*candidates.values())
    chosen: list[int] = []
    while reached != goal:
        best = max(candidates, key=lambda place: (len(candidates[place] - reached), -place))
        chosen.append(best)
        reached |= candidates[best]
    return sorted(chosen)


def measure(game_id: str, players: int, games: int | None = None) -> dict[str, Any]:
    """The summary for one game and player count (see the module's doc), with the branches the listed
    ``COVERING_GAMES`` miss as ``missed`` (a few places, file:line)."""
    measured = coverage.Coverage(branch=True, source=[str(GAMES_DIR / game_id)], data_file=None)
    measured.start()  # from the imports on: a module's top level is part of its branches
    from games import GAMES
    from tests import test_engine_contract as suite

    measured.stop()
    game = GAMES[game_id]
    base = arcs_of(measured)
    total = games or suite.playouts(game.id)
    deep = min(suite.deep_playouts(game.id), total)
    by_place: dict[int, set[Arc]] = {}
    cpu: dict[int, float] = {}
    for place in range(total):
        measured.erase()
        started = time.process_time()
        measured.start()
        suite.play_random_game(game.id, players, place)
        measured.stop()
        cpu[place] = time.process_time() - started
        by_place[place] = arcs_of(measured)
    for place in range(deep):
        base |= by_place.pop(place)
    chosen = choose(base, by_place)
    everything = base.union(*by_place.values())
    listed = suite.COVERING_GAMES.get((game.id, players), range(total))  # none listed: make test plays them all
    missed = everything - base.union(*(by_place.get(place, set()) for place in listed))
    return {
        "game": game.id,
        "players": players,
        "games": total,
        "deep_checked": deep,
        "branches": len(everything),
        "covering_games": chosen,
        "cpu_seconds_all_games": round(sum(cpu.values()), 1),
        "cpu_seconds_deep_and_covering": round(sum(cpu[p] for p in [*range(deep), *chosen]), 1),
        "branches_missed_by_the_listed_games": len(missed),
        "missed": sorted({f"{Path(f).name}:{max(arc)}" for f, arc in missed})[:8],
    }


def main(argv: list[str] | None = None) -> None:
    cli = parser("bench.playout_coverage", __doc__)
    cli.add_argument("game", nargs="?", help="a game id (capybara, chachapoya, pachamama, inka, anasazi); none: all")
    cli.add_argument("players", nargs="?", type=int, help="the player count; none: every one the game allows")
    cli.add_argument("--games", type=int, help="random games to play (default: as many as `make soak` plays)")
    cli.add_argument("--check", action="store_true", help="exit 1 when COVERING_GAMES misses a branch")
    args = cli.parse_args(argv)

    # here, not at the top: the measuring processes import this module, and import games only once coverage runs
    from games import GAMES

    if args.game is not None and args.game not in GAMES:
        cli.error(f"no game {args.game!r}; the games: {', '.join(GAMES)}")
    cases = [
        (game.id, n)
        for game in GAMES.values()
        if args.game in (None, game.id)
        for n in range(game.min_players, game.max_players + 1)
        if args.players in (None, n)
    ]
    if not cases:
        game = GAMES[args.game]
        cli.error(f"{game.id} is played by {game.min_players} to {game.max_players}")
    # one process per case, started fresh (spawn), so each measures its game's modules from their import on
    workers = min(len(cases), os.cpu_count() or 1)
    with ProcessPoolExecutor(workers, mp_context=get_context("spawn"), max_tasks_per_child=1) as pool:
        summaries = list(pool.map(measure, *zip(*cases, strict=True), [args.games] * len(cases)))
    stale = []
    for summary in summaries:
        print(json.dumps(summary), flush=True)
        if summary["branches_missed_by_the_listed_games"]:
            stale.append(
                f"{summary['game']} {summary['players']}p: the games COVERING_GAMES lists miss"
                f" {summary['branches_missed_by_the_listed_games']} branches ({', '.join(summary['missed'])});"
                f" list {tuple(summary['covering_games'])} instead"
            )
    if args.check and stale:
        sys.exit("\n".join(stale))


if __name__ == "__main__":
    main()
