"""Der Schatz der Inka: the move generator per roll (p50/p99), playouts per second, AI decision times.

Run: ``.venv/bin/python -m bench.inka_moves``. ``main()`` prints everything (for ``make bench``).
"""

from __future__ import annotations

import random
import statistics
import time

from games.ai import decide
from games.inka import GAME
from games.inka import board as B
from games.inka.moves import compute_options
from games.inka.paths import clear_cache
from games.inka.state import ON_WINDROSE, Player
from games.testing import random_playout


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def _rolls(count: int) -> list[tuple[int, tuple[int, int]]]:
    rng = random.Random("inka-bench")
    starts = [ON_WINDROSE, *B.STARTS]
    return [(rng.choice(starts), (rng.randint(1, 6), rng.randint(1, 6))) for _ in range(count)]


def generator(rolls: int = 1000) -> None:
    """A hunter holding 5 of each card and the rescue card, alone on the board, random start and dice."""
    cases = _rolls(rolls)
    # CPU time (process_time), so other processes on the machine do not inflate the figures
    for label, cached in (("uncached", False), ("memoised", True)):
        if cached:  # a first pass fills the caches; the second is measured
            for start, dice in cases:
                players = [Player(pos=start, cards=[5, 5, 5, 5]), Player(pos=ON_WINDROSE, cards=[5, 5, 5, 5])]
                compute_options(players, 0, None, dice, dice[0] == dice[1], False)
        times: list[float] = []
        sizes: list[int] = []
        for start, dice in cases:
            if not cached:
                clear_cache()
            players = [Player(pos=start, cards=[5, 5, 5, 5]), Player(pos=ON_WINDROSE, cards=[5, 5, 5, 5])]
            t0 = time.process_time()
            options = compute_options(players, 0, None, dice, dice[0] == dice[1], False)
            times.append((time.process_time() - t0) * 1000)
            sizes.append(len(options))
        print(
            f"  move generator, {label:>8}, CPU: p50 {percentile(times, 0.5):6.2f} ms"
            f" · p90 {percentile(times, 0.9):6.2f} ms"
            f" · p99 {percentile(times, 0.99):6.2f} ms · max {max(times):6.2f} ms per roll"
            f" ({rolls} rolls; options median {statistics.median(sizes):.0f}, max {max(sizes)})"
        )


def playouts(seconds_per_case: float = 3.0) -> None:
    for n in range(GAME.min_players, GAME.max_players + 1):
        rng = random.Random(n)
        games = actions = 0
        rounds: list[int] = []
        start = time.perf_counter()
        while time.perf_counter() - start < seconds_per_case:
            playout = random_playout(GAME, n, seed=games, rng=rng)
            games += 1
            actions += len(playout.log)
            rounds.append(playout.final.round)
        elapsed = time.perf_counter() - start
        print(
            f"  random playouts {n}p: {games / elapsed:6.2f}/s · {actions / elapsed:7.0f} actions/s"
            f" · median {statistics.median(rounds):.0f} rounds (cap 150)"
        )


def greedy(games: int = 30) -> None:
    for n in (2, 4, 6):
        rounds: list[int] = []
        start = time.perf_counter()
        for seed in range(games):
            s = GAME.setup(n, seed)
            rng = random.Random(seed)
            while not GAME.is_over(s):
                acts = GAME.legal_actions(s, s.current)
                a = GAME.heuristic_action(GAME.view(s, s.current), acts, rng) or rng.choice(acts)
                s, _ = GAME.apply(s, s.current, a)
            rounds.append(s.round)
        elapsed = time.perf_counter() - start
        print(
            f"  heuristic self-play {n}p: {games / elapsed:6.2f} games/s"
            f" · rounds median {statistics.median(rounds):.0f}"
            f" · p90 {percentile(rounds, 0.9):.0f} · max {max(rounds)}"
        )


def decisions(points: int = 12) -> None:
    for n in (2, 6):
        times: list[float] = []
        s = GAME.setup(n, 11)
        rng = random.Random(3)
        while len(times) < points and not GAME.is_over(s):
            seat = s.current
            acts = GAME.legal_actions(s, seat)
            if len(acts) > 1:
                t0 = time.perf_counter()
                action = decide(GAME, s, seat, level="normal", seed=len(times)).action
                times.append(time.perf_counter() - t0)
            else:
                action = acts[0]
            s, _ = GAME.apply(s, seat, action)
            if GAME.is_over(s):
                s = GAME.setup(n, 11 + len(times))
        print(
            f"  AI 'normal' decision {n}p: p50 {percentile(times, 0.5) * 1000:5.0f} ms"
            f" · p99 {percentile(times, 0.99) * 1000:5.0f} ms ({len(times)} decisions)"
        )
        _ = rng


def main() -> None:
    print("Der Schatz der Inka")
    generator()
    playouts()
    greedy()
    decisions()


if __name__ == "__main__":
    from bench.cli import parser

    parser("bench.inka_moves", __doc__).parse_args()
    main()
