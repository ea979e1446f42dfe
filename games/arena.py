"""Seeded AI matches per game: ``python -m games.arena [--games N] [--quick] [--full]``.

For every registered game, at 2 players and at its largest table, one normal AI
plays against uniformly random players and against easy AIs. Printed per
matchup: games, the normal AI's first-place rate (a shared first place
counts) with its 95 % Wilson interval, the first-place rate a seat would get by
chance, and the normal AI's decision time p50 / p99 over decisions that needed
a search, with its search speed.

By default the normal AI searches at most ``--iterations`` (60) per decision so
the whole run takes minutes on two cores; that understates its strength, since
the bot's normal level may search up to its iteration cap or its time budget.
``--full`` plays the bot's normal level unchanged (slow: ~0.5 s per decision).
Timings are wall clock and grow when other processes share the machine.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from games import GAMES
from games.ai import LEVEL_SEARCH, Level, decide
from games.contract import Game

Opponent = str  # "random" or an AI level
OPPONENTS: tuple[Opponent, ...] = ("random", "easy")


@dataclass(frozen=True)
class Match:
    game_id: str
    n_players: int
    opponent: Opponent
    index: int  # the game's number in its matchup: picks the seed and the AI's seat
    iterations: int | None  # None: the normal level's own budget
    time_budget: float | None


@dataclass
class Result:
    match: Match
    first: bool
    decision_seconds: list[float]  # the normal AI's searched decisions
    iterations: int
    search_seconds: float


@dataclass
class Summary:
    games: int = 0
    firsts: int = 0
    seconds: list[float] = field(default_factory=list)
    iterations: int = 0
    search_seconds: float = 0.0

    def add(self, r: Result) -> None:
        self.games += 1
        self.firsts += r.first
        self.seconds += r.decision_seconds
        self.iterations += r.iterations
        self.search_seconds += r.search_seconds


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a success rate."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def play_match(match: Match) -> Result:
    """One seeded game: the normal AI in seat ``index % n``, every other seat ``match.opponent``."""
    game: Game[Any, Any, Any] = GAMES[match.game_id]
    n = match.n_players
    # every deal is played n times, the normal AI in each seat in turn (less luck in the comparison)
    ai_seat = match.index % n
    seed = 10_000 * n + match.index // n
    rng = random.Random(f"arena:{match.game_id}:{n}:{match.opponent}:{match.index}")
    state = game.setup(n, seed)
    seconds: list[float] = []
    iterations = 0
    searched = 0.0
    while not game.is_over(state):
        seat = min(game.waiting_for(state))
        if seat != ai_seat and match.opponent == "random":
            action = rng.choice(game.legal_actions(state, seat))
        else:
            level: Level = "normal" if seat == ai_seat else match.opponent  # type: ignore[assignment]
            budget: dict[str, Any] = {}
            if seat == ai_seat:
                budget = {"iterations": match.iterations, "time_budget": match.time_budget}
            start = time.perf_counter()
            decision = decide(game, state, seat, level=level, seed=rng.getrandbits(32), **budget)
            took = time.perf_counter() - start
            if seat == ai_seat and decision.iterations:
                seconds.append(took)
                iterations += decision.iterations
                searched += decision.elapsed
            action = decision.action
        state, _ = game.apply(state, seat, action)
    outcome = game.outcome(state)
    assert outcome is not None
    return Result(match, ai_seat in outcome.winners, seconds, iterations, searched)


def matches(game_ids: list[str], games: int, iterations: int | None, budget: float | None) -> Iterator[Match]:
    for gid in game_ids:
        game = GAMES[gid]
        for n in sorted({2, game.max_players} & set(range(game.min_players, game.max_players + 1))):
            for opponent in OPPONENTS:
                for i in range(games):
                    yield Match(gid, n, opponent, i, iterations, budget)


def run(game_ids: list[str], games: int, iterations: int | None, budget: float | None, jobs: int) -> None:
    todo = list(matches(game_ids, games, iterations, budget))
    summaries: dict[tuple[str, int, str], Summary] = {}
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(play_match, todo, chunksize=1))
    else:
        results = [play_match(m) for m in todo]
    for r in results:
        m = r.match
        summaries.setdefault((m.game_id, m.n_players, m.opponent), Summary()).add(r)
    for gid in game_ids:
        print(f"\n{GAMES[gid].title} ({gid})")
        print(
            f"{'matchup':<18} {'players':>7} {'games':>5} {'first':>6} {'95% CI':>13} {'chance':>6}"
            f" {'p50 ms':>7} {'p99 ms':>7} {'it/s':>6}"
        )
        rows = sorted(
            ((n, opp, s) for (g, n, opp), s in summaries.items() if g == gid),
            key=lambda row: (row[0], OPPONENTS.index(row[1])),
        )
        for n, opp, s in rows:
            lo, hi = wilson(s.firsts, s.games)
            speed = s.iterations / s.search_seconds if s.search_seconds else 0.0
            print(
                f"{'normal vs ' + opp:<18} {n:>7} {s.games:>5} {s.firsts / s.games:>6.0%} "
                f"{f'{lo:.0%}–{hi:.0%}':>13} {1 / n:>6.0%} {percentile(s.seconds, 50) * 1000:>7.0f} "
                f"{percentile(s.seconds, 99) * 1000:>7.0f} {speed:>6.0f}"
            )
    print(f"\n{len(todo)} games in {time.perf_counter() - start:.0f} s with {jobs} worker(s).")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m games.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=None, help="games per matchup (default 8, quick 2)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 2 games per matchup, 20 iterations")
    parser.add_argument("--full", action="store_true", help="the bot's normal level, unchanged (slow)")
    parser.add_argument("--iterations", type=int, default=None, help="normal AI iterations per decision")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    args = parser.parse_args(argv)
    games = args.games or (2 if args.quick else 8)
    normal = LEVEL_SEARCH["normal"]
    if args.full:
        iterations, budget = normal.iterations, normal.time_budget
        how = f"the bot's normal level (≤ {iterations} iterations, ≤ {budget} s per decision)"
    else:
        iterations = args.iterations or (20 if args.quick else 60)
        budget = normal.time_budget
        how = f"normal AI capped at {iterations} iterations (≤ {budget} s) per decision"
    game_ids = args.game or list(GAMES)
    print(f"Arena: {games} games per matchup, {how}; seeds fixed.", flush=True)
    run(game_ids, games, iterations, budget, max(1, args.jobs))


if __name__ == "__main__":
    main(sys.argv[1:])
