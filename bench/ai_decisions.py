"""How long an AI seat thinks at the bot's real levels (`python -m bench.ai_decisions`).

Issue 17's budget: p99 at most 1 s for normal and 2.5 s for hard, on this machine. The
positions come from heuristic self-play at each game's largest table (the most players
to sample worlds for), spread over whole games; only decisions with a choice count.
A search runs in a worker process in the bot; here it runs in this one, the same code.
"""

from __future__ import annotations

import random
import time
from typing import Any

from games import GAMES
from games.ai import Level, decide
from games.arena import percentile
from games.contract import Game
from games.testing import heuristic_policy

DECISIONS = 20  # per game and level (about 4 minutes in all)
BUDGET_P99: dict[Level, float] = {"normal": 1.0, "hard": 2.5}  # seconds


def positions(game: Game[Any, Any, Any], n_players: int, count: int) -> list[tuple[Any, int]]:
    """``count`` decisions with more than one legal action, every few steps of several games."""
    found: list[tuple[Any, int]] = []
    rng = random.Random(f"bench:{game.id}")
    seed = 0
    while len(found) < count:
        state = game.setup(n_players, 40_000 + seed)
        seed += 1
        step = 0
        while not game.is_over(state) and len(found) < count:
            seat = min(game.waiting_for(state))
            actions = game.legal_actions(state, seat)
            if len(actions) > 1 and step % 7 == seed % 7:
                found.append((state, seat))
            state, _ = game.apply(state, seat, heuristic_policy(game, state, seat, actions, rng))
            step += 1
    return found


def run(decisions: int = DECISIONS) -> None:
    print(f"AI decision time at the real levels ({decisions} positions a game, its largest table)")
    for game_id, game in GAMES.items():
        n = game.max_players
        todo = positions(game, n, decisions)
        for level, budget in BUDGET_P99.items():
            seconds = []
            for i, (state, seat) in enumerate(todo):
                start = time.perf_counter()
                decide(game, state, seat, level=level, seed=i)
                seconds.append(time.perf_counter() - start)
            p99 = percentile(seconds, 99)
            verdict = "ok" if p99 <= budget else f"OVER {budget:.1f} s"
            print(
                f"  {game_id:<11} {n}p {level:<6}: p50 {percentile(seconds, 50) * 1000:6.0f} ms"
                f" · p99 {p99 * 1000:6.0f} ms · max {max(seconds) * 1000:6.0f} ms  ({verdict})"
            )


if __name__ == "__main__":
    from bench.cli import parser

    parser("bench.ai_decisions", __doc__).parse_args()
    run()
