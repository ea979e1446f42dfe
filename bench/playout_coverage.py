"""Which of the engine suite's random games ``make test`` needs to reach every branch that ``make soak``'s reach.

Run: ``.venv/bin/python -m bench.playout_coverage [GAME [PLAYERS]] [--games N] [--check]``. Plays the random games
of ``tests/test_engine_contract.py`` for GAME at PLAYERS (each game the same as in the test: its seed, its draws,
its checks) with coverage.py measuring the branches (arcs) of ``games/GAME/``, game by game. The deep-checkable
games (the first few, which ``make soak`` checks deeply at every step) are played both ways, deep-checked and
with the sampled checks. It then chooses, greedily, the fewest other games that together with the deep-checked
ones reach every branch all the games reach (for ``COVERING_GAMES`` in that test), and the fewest of the
deep-checkable games to deep-check, the rest played with the sampled checks, that with those reach them still
(``DEEP_GAMES``), and prints both with the CPU time they take against all the games. ``--check``: exit 1 when
the games the two tables list now miss a branch (a change of the game's code moved it); ``make soak`` runs that
for every game and player count. Under coverage the games run two to three times slower than in the test.
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


def choose_deep(fixed: set[Arc], deep: dict[int, set[Arc]], light: dict[int, set[Arc]], goal: set[Arc]) -> list[int]:
    """The fewest (greedily) of the deep-checkable games to deep-check (``deep``: what each reaches so), the others
    played with the sampled checks (``light``), that with ``fixed`` reach every arc of ``goal`` they can: the one
    whose deep checks reach most of it first, the earliest on a tie."""

    def reached(chosen: set[int]) -> set[Arc]:
        return fixed.union(*(deep[p] for p in chosen), *(light[p] for p in light if p not in chosen))

    chosen: set[int] = set()
    while not goal <= reached(chosen) and len(chosen) < len(deep):
        best = max((p for p in deep if p not in chosen), key=lambda p: (len(reached(chosen | {p}) & goal), -p))
        chosen.add(best)
    return sorted(chosen)


def measure(game_id: str, players: int, games: int | None = None) -> dict[str, Any]:
    """The summary for one game and player count (see the module's doc), with the branches the listed
    ``COVERING_GAMES`` and ``DEEP_GAMES`` miss as ``missed`` (a few places, file:line)."""
    measured = coverage.Coverage(branch=True, source=[str(GAMES_DIR / game_id)], data_file=None)
    measured.start()  # from the imports on: a module's top level is part of its branches
    from games import GAMES
    from tests import test_engine_contract as suite

    measured.stop()
    game = GAMES[game_id]
    imports = arcs_of(measured)
    total = games or suite.playouts(game.id)
    deep = min(suite.deep_playouts(game.id), total)
    by_place: dict[int, set[Arc]] = {}  # the other games, with the sampled checks
    deep_arcs: dict[int, set[Arc]] = {}  # the deep-checkable games deep-checked
    light_arcs: dict[int, set[Arc]] = {}  # the same places with the sampled checks (other games: other draws)
    cpu: dict[tuple[int, bool], float] = {}

    def played(place: int, deep_checked: bool) -> set[Arc]:
        measured.erase()
        started = time.process_time()
        measured.start()
        suite.play_random_game(game.id, players, place, deep=deep_checked)
        measured.stop()
        cpu[place, deep_checked] = time.process_time() - started
        return arcs_of(measured)

    for place in range(total):
        if place < deep:
            deep_arcs[place] = played(place, True)
            light_arcs[place] = played(place, False)
        else:
            by_place[place] = played(place, False)
    base = imports.union(*deep_arcs.values())
    chosen = choose(base, by_place)
    everything = base.union(*by_place.values())

    def covered_by(places: Any) -> set[Arc]:
        return imports.union(*(by_place.get(place, set()) for place in places))

    chosen_deep = choose_deep(covered_by(chosen), deep_arcs, light_arcs, everything)
    listed = suite.COVERING_GAMES.get((game.id, players), range(total))  # none listed: make test plays them all
    listed_deep = set(suite.DEEP_GAMES.get((game.id, players), range(deep)))
    deep_reach = [deep_arcs[p] if p in listed_deep else light_arcs[p] for p in deep_arcs]
    reach = covered_by(listed).union(*deep_reach)
    missed = everything - reach
    # what make test would play with the choice: the chosen deep games deep-checked, the other deep-checkable ones
    # and the covering games with the sampled checks
    in_make_test = [(p, p in chosen_deep) for p in range(deep)] + [(p, False) for p in chosen]
    return {
        "game": game.id,
        "players": players,
        "games": total,
        "deep_checkable": deep,
        "branches": len(everything),
        "covering_games": chosen,
        "deep_games": chosen_deep,
        "cpu_seconds_all_games": round(sum(cpu[p, p < deep] for p in range(total)), 1),
        "cpu_seconds_chosen_games": round(sum(cpu[key] for key in in_make_test), 1),
        "branches_missed_by_the_listed_games": len(missed),
        "missed": sorted({f"{Path(f).name}:{max(arc)}" for f, arc in missed})[:8],
    }


def main(argv: list[str] | None = None) -> None:
    cli = parser("bench.playout_coverage", __doc__)
    cli.add_argument("game", nargs="?", help="a game id (capybara, chachapoya, pachamama, inka, anasazi); none: all")
    cli.add_argument("players", nargs="?", type=int, help="the player count; none: every one the game allows")
    cli.add_argument("--games", type=int, help="random games to play (default: as many as `make soak` plays)")
    cli.add_argument("--check", action="store_true", help="exit 1 when COVERING_GAMES and DEEP_GAMES miss a branch")
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
                f"{summary['game']} {summary['players']}p: the games COVERING_GAMES and DEEP_GAMES list miss"
                f" {summary['branches_missed_by_the_listed_games']} branches ({', '.join(summary['missed'])});"
                f" list {tuple(summary['covering_games'])} and {tuple(summary['deep_games'])} instead"
            )
    if args.check and stale:
        sys.exit("\n".join(stale))


if __name__ == "__main__":
    main()
