"""Random playouts per second of each engine (`python -m bench.engines`)."""

from __future__ import annotations

import random
import time

from games import GAMES
from games.testing import random_playout


def run(seconds_per_case: float = 1.5) -> None:
    print("Random playouts (uniformly random legal moves to the end of the game)")
    for game_id, game in GAMES.items():
        for n in sorted({game.min_players, game.max_players}):
            rng = random.Random(1)
            games = actions = 0
            start = time.perf_counter()
            while time.perf_counter() - start < seconds_per_case:
                playout = random_playout(game, n, seed=games, rng=rng)
                games += 1
                actions += len(playout.log)
            elapsed = time.perf_counter() - start
            print(
                f"  {game_id:<11} {n}p: {games / elapsed:8.1f} playouts/s · {actions / elapsed:9.0f} actions/s"
                f" · {actions / games:6.1f} actions/game"
            )


if __name__ == "__main__":
    from bench.cli import parser

    parser("bench.engines", __doc__).parse_args()
    run()
