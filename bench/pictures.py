"""Drawing a table and a hand picture of each game (`python -m bench.pictures`).

Every move redraws the table picture and the hands that show one, so drawing is part of the time between
a click and the new hand in the player's DM (bench.clicks' "hand"). Positions are sampled from random
games (every 10th step of 4 seeds at the most players), drawn in English with 9-letter names, in this
process (a worker process draws the same way). Each figure: the median of three passes over the same
positions as min / median / max of the three, with the machine's load, and the PNG's size.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from typing import Any

from bot.i18n import words_for
from games import GAMES
from games.contract import Game

PASSES = 3


def positions(game: Game[Any, Any, Any], n: int, seeds: int = 4) -> list[tuple[Any, Any, list[Any]]]:
    """(spectator view, the seat to act's view, its legal actions) at every 10th step of random games."""
    out = []
    for seed in range(seeds):
        state, rng = game.setup(n, seed), random.Random(seed)
        for step in range(400):
            if game.is_over(state):
                break
            seat = min(game.waiting_for(state))
            if step % 10 == 0:
                out.append((game.view(state, None), game.view(state, seat), game.legal_actions(state, seat)))
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return out


def spread(values: list[float]) -> str:
    return f"{min(values) * 1000:6.1f} / {statistics.median(values) * 1000:6.1f} / {max(values) * 1000:6.1f} ms"


def run() -> None:
    print(
        f"Pictures: the median time to draw one, min / median / max of {PASSES} passes (load {os.getloadavg()[0]:.1f})"
    )
    words = words_for("en")
    for game_id, game in GAMES.items():
        n = game.max_players
        names = [f"Player{i + 1:03d}" for i in range(n)]
        sampled = positions(game, n)
        for kind in ("table", "hand"):
            medians: list[float] = []
            sizes: list[int] = []
            for _ in range(PASSES):
                times = []
                for table_view, hand_view, actions in sampled:
                    start = time.perf_counter()
                    if kind == "table":
                        png = game.render_table(table_view, names, words)
                    else:
                        png = game.render_hand(hand_view, names, actions, words)
                    times.append(time.perf_counter() - start)
                    if png is None:
                        break
                    sizes.append(len(png))
                if not sizes:
                    break
                medians.append(statistics.median(times))
            if not sizes:
                continue  # this game draws no such picture
            print(
                f"  {game_id:<11} {n}p {kind:<5}: {spread(medians)}"
                f" · {statistics.median(sizes) / 1024:5.0f} KiB · {len(sampled)} positions"
            )


if __name__ == "__main__":
    from bench.cli import parser

    parser("bench.pictures", __doc__).parse_args()
    run()
