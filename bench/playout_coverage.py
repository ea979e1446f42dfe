"""Which of the engine suite's random games reach branches of a game's code that the games before them did not.

Run: ``.venv/bin/python -m bench.playout_coverage GAME PLAYERS [--games N]``. Plays the random games that
``tests/test_engine_contract.py`` plays for GAME at PLAYERS (the same seeds, draws and checks, in the same
order), with coverage.py measuring the branches (arcs) of ``games/GAME/``, and prints each game that reached
a branch no game before it reached, then the last such game. ``make test`` plays fewer games of a game whose
last new branch comes early (``QUICK_GAMES`` in that test): this is how it was measured. Under coverage the
games run two to three times slower than in the test.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import coverage

from bench.cli import parser

GAMES_DIR = Path(__file__).resolve().parents[1] / "games"


def main(argv: list[str] | None = None) -> None:
    cli = parser("bench.playout_coverage", __doc__)
    cli.add_argument("game", help="a game id (capybara, chachapoya, pachamama, inka, anasazi)")
    cli.add_argument("players", type=int, help="the player count")
    cli.add_argument("--games", type=int, help="random games to play (default: as many as `make soak` plays)")
    args = cli.parse_args(argv)

    measured = coverage.Coverage(branch=True, source=[str(GAMES_DIR / args.game)], data_file=None)
    measured.start()  # from the imports on: a module's top level is part of its branches
    from games import GAMES
    from games.testing import checked_playout
    from tests import test_engine_contract as suite

    measured.stop()
    if args.game not in GAMES:
        cli.error(f"no game {args.game!r}; the games: {', '.join(GAMES)}")
    game = GAMES[args.game]
    if not game.min_players <= args.players <= game.max_players:
        cli.error(f"{game.id} is played by {game.min_players} to {game.max_players}")
    total = args.games or suite.soak_playouts(game.id)
    rng = random.Random(f"{game.id}:{args.players}")  # the test's draws, game after game
    pool: dict[str, object] = {}
    reached: set[tuple[str, tuple[int, int]]] = set()
    last_new = 0
    started = time.process_time()
    for i in range(total):
        measured.start()
        deep = i < suite.deep_playouts(game.id)
        checked_playout(game, args.players, 1000 + i, rng, pool, deep=deep, words=suite.EVERY_LANGUAGE)
        measured.stop()
        data = measured.get_data()
        arcs = {(f, arc) for f in data.measured_files() for arc in data.arcs(f) or []}
        new = arcs - reached
        reached |= arcs
        if new and i > 0:
            last_new = i
            where = sorted({f"{Path(f).name}:{max(arc)}" for f, arc in new})[:4]
            print(f"game {i + 1}: {len(new)} new branches ({', '.join(where)})", flush=True)
    summary = {
        "game": game.id,
        "players": args.players,
        "games": total,
        "branches": len(reached),
        "last_game_with_a_new_branch": last_new + 1,
        "cpu_seconds": round(time.process_time() - started, 1),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
