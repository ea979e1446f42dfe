"""Seeded AI matches per game: ``python -m games.arena [--game ID] [--players N] [--games N] ...``.

Matchups, for every registered game and every player count it allows (``--players``
restricts them):

* ``normal vs random`` — one normal AI, every other seat a uniformly random player;
* ``normal vs easy``   — one normal AI, every other seat an easy AI;
* ``hard vs normal``   — one hard AI, every other seat a normal AI;
* ``hint vs random``   — one seat that always plays what its 💡 Hint suggests (``games.hints.hint``,
  as the bot asks it: the fixed hint seed, ``HINT_ITERATIONS`` iterations; here without its clock
  limit, so a run replays exactly), every other seat a uniformly random player (issue 36 asks that it
  takes first place in at least 90 % of two-player games).

The AI under test is the first level named (normal or hard). Each deal is played
``n`` times, the tested AI in each seat in turn (less luck in the comparison).
Printed per game, player count and matchup: games, the tested AI's first-place
rate (a shared first place counts) with its 95 % Wilson interval, the games that
ended undecided, the first-place rate among the decided games with its interval,
the rate a seat would get by chance, and the tested AI's decision
time p50 / p99 over decisions that needed a search, with its search speed.

An **undecided** game is one in which every seat shares first place: nobody beat
anybody (Inka's 150-round cap ends a game that way, a tie on points in a two-player
game too). It is counted apart, never as a first place: the first-place rate and its
interval are over all games, so an undecided game counts against the tested AI. The
**decided** rate and its interval are over the other games: with two players it is the
share of the games somebody won that the tested AI won, which is 50 % for two equal
players whatever the number of ties (the first-place rate of two equal players is
below 50 % once some games tie). It is the figure to test "hard is stronger than
normal" with.

Budgets:

* default, **deterministic**: every AI searches a fixed number of iterations and
  never reads the clock, so the results do not depend on the machine's load and a
  run replays exactly. Normal searches ``--iterations`` (default 60, quick 20);
  hard searches ``HARD_FACTOR`` times as many (4: the ratio of the real levels'
  time budgets, 2 s / 0.5 s, which is what binds at the bot's real levels). A game's own
  level settings (``Game.level_search``) still apply: its iteration ceiling binds first.
* ``--full``: the bot's real levels, unchanged (iteration caps *and* time budgets,
  ``games.ai.LEVEL_SEARCH``): slow, and the outcome depends on the load.

Decision times are wall clock in both modes: they grow when other processes share
the machine.

Long runs: ``--results FILE.jsonl`` appends every finished game to the file as it ends
and does not replay a game already in it (same game, players, matchup, number, budgets
and the game's own level settings), so a run stopped for time keeps its games and the next one adds to them.
Games are played one deal rotation of every cell at a time, so a stopped run has
games in every cell; ``--report`` prints the table of the games in the file without playing more.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import random
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games import GAMES
from games.ai import LEVEL_SEARCH, Level, decide
from games.contract import Game
from games.hints import DEFAULT_ITERATIONS, HINT_ITERATIONS, hint

Opponent = str  # "random" or an AI level
Tested = str  # an AI level, or "hint": the seat plays its hint
#: (tested level, every other seat)
MATCHUPS: tuple[tuple[Tested, Opponent], ...] = (
    ("normal", "random"),
    ("normal", "easy"),
    ("hard", "normal"),
    ("hint", "random"),
)
#: deterministic mode: hard searches this many times the normal iterations (the real budgets' ratio)
HARD_FACTOR = round((LEVEL_SEARCH["hard"].time_budget or 2.0) / (LEVEL_SEARCH["normal"].time_budget or 0.5))


@dataclass(frozen=True)
class Budget:
    """What each AI level may spend per decision (None: no limit of that kind)."""

    iterations: dict[str, int | None]
    time_budget: dict[str, float | None]

    def kwargs(self, level: str) -> dict[str, Any]:
        return {"iterations": self.iterations.get(level), "time_budget": self.time_budget.get(level)}


def deterministic_budget(iterations: int) -> Budget:
    """Iteration caps only: normal ``iterations``, hard ``HARD_FACTOR`` times as many; no clock."""
    return Budget(
        iterations={"normal": iterations, "hard": HARD_FACTOR * iterations},
        time_budget={"normal": None, "hard": None},
    )


def full_budget() -> Budget:
    """The bot's real levels."""
    return Budget(
        iterations={lv: LEVEL_SEARCH[lv].iterations for lv in ("normal", "hard")},  # type: ignore[index]
        time_budget={lv: LEVEL_SEARCH[lv].time_budget for lv in ("normal", "hard")},  # type: ignore[index]
    )


@dataclass(frozen=True)
class Match:
    game_id: str
    n_players: int
    tested: Tested
    opponent: Opponent
    index: int  # the game's number in its matchup: picks the seed and the tested AI's seat
    budget: Budget

    @property
    def name(self) -> str:
        return f"{self.tested} vs {self.opponent}"


@dataclass
class Result:
    match: Match
    first: bool  # the tested AI alone or with some (not all) other seats in first place
    decision_seconds: list[float]  # the tested AI's searched decisions
    iterations: int
    search_seconds: float
    undecided: bool = False  # every seat shared first place: nobody won


@dataclass
class Summary:
    games: int = 0
    firsts: int = 0
    undecided: int = 0
    seconds: list[float] = field(default_factory=list)
    iterations: int = 0
    search_seconds: float = 0.0

    def add(self, r: Result) -> None:
        self.games += 1
        self.firsts += r.first
        self.undecided += r.undecided
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
    """One seeded game: the tested AI in seat ``index % n``, every other seat ``match.opponent``."""
    game: Game[Any, Any, Any] = GAMES[match.game_id]
    n = match.n_players
    tested_seat = match.index % n
    seed = 10_000 * n + match.index // n
    rng = random.Random(f"arena:{match.game_id}:{n}:{match.name}:{match.index}")
    state = game.setup(n, seed)
    seconds: list[float] = []
    iterations = 0
    searched = 0.0
    while not game.is_over(state):
        seat = min(game.waiting_for(state))
        if seat != tested_seat and match.opponent == "random":
            action = rng.choice(game.legal_actions(state, seat))
        elif seat == tested_seat and match.tested == "hint":
            # exactly the bot's hint (rng None: its fixed seed), with its iterations but no clock
            suggested = hint(game, state, seat, iterations=HINT_ITERATIONS.get(game.id, DEFAULT_ITERATIONS))
            seconds.append(suggested.elapsed)
            action = suggested.action
        else:
            level: Level = match.tested if seat == tested_seat else match.opponent  # type: ignore[assignment]
            start = time.perf_counter()
            decision = decide(game, state, seat, level=level, seed=rng.getrandbits(32), **match.budget.kwargs(level))
            took = time.perf_counter() - start
            if seat == tested_seat and decision.iterations:
                seconds.append(took)
                iterations += decision.iterations
                searched += decision.elapsed
            action = decision.action
        state, _ = game.apply(state, seat, action)
    outcome = game.outcome(state)
    assert outcome is not None
    undecided = is_undecided(outcome.winners, n)
    return Result(match, tested_seat in outcome.winners and not undecided, seconds, iterations, searched, undecided)


def is_undecided(winners: list[int], n_players: int) -> bool:
    """Every seat shares first place: the game decided nothing (e.g. Inka's round cap)."""
    return n_players > 1 and len(set(winners)) == n_players


def player_counts(game: Game[Any, Any, Any], wanted: list[int] | None) -> list[int]:
    allowed = range(game.min_players, game.max_players + 1)
    return [n for n in allowed if wanted is None or n in wanted]


def matches(
    game_ids: list[str],
    games: int,
    budget: Budget,
    players: list[int] | None = None,
    matchups: list[str] | None = None,
) -> Iterator[Match]:
    for gid in game_ids:
        for n in player_counts(GAMES[gid], players):
            for tested, opponent in MATCHUPS:
                if matchups is not None and f"{tested} vs {opponent}" not in matchups:
                    continue
                for i in range(games):
                    yield Match(gid, n, tested, opponent, i, budget)


def table(results: list[Result], game_ids: list[str]) -> str:
    """The printed report: one row per game, player count and matchup."""
    summaries: dict[tuple[str, int, str], Summary] = {}
    for r in results:
        m = r.match
        summaries.setdefault((m.game_id, m.n_players, m.name), Summary()).add(r)
    names = [f"{t} vs {o}" for t, o in MATCHUPS]
    lines: list[str] = []
    for gid in game_ids:
        own = "; ".join(
            f"{lv} " + ", ".join(f"{k} {'≤ ' if k == 'iterations' else ''}{v}" for k, v in settings.items())
            for lv, settings in GAMES[gid].level_search.items()
        )
        lines.append(f"\n{GAMES[gid].title} ({gid})" + (f" — the game's own AI settings: {own}" if own else ""))
        lines.append(
            f"{'matchup':<16} {'players':>7} {'games':>5} {'first':>6} {'95% CI':>13} {'undec':>5}"
            f" {'decided':>7} {'95% CI':>13} {'chance':>6} {'p50 ms':>7} {'p99 ms':>7} {'it/s':>6}"
        )
        rows = sorted(
            ((n, name, s) for (g, n, name), s in summaries.items() if g == gid),
            key=lambda row: (row[0], names.index(row[1])),
        )
        for n, name, s in rows:
            lo, hi = wilson(s.firsts, s.games)
            decided = s.games - s.undecided
            if decided:
                dlo, dhi = wilson(s.firsts, decided)
                among = f"{s.firsts / decided:>7.0%} {f'{dlo:.0%}–{dhi:.0%}':>13}"
            else:
                among = f"{'-':>7} {'-':>13}"
            speed = s.iterations / s.search_seconds if s.search_seconds else 0.0
            lines.append(
                f"{name:<16} {n:>7} {s.games:>5} {s.firsts / s.games:>6.0%} "
                f"{f'{lo:.0%}–{hi:.0%}':>13} {s.undecided:>5} {among} {1 / n:>6.0%} "
                f"{percentile(s.seconds, 50) * 1000:>7.0f} {percentile(s.seconds, 99) * 1000:>7.0f} {speed:>6.0f}"
            )
    return "\n".join(lines)


def _record_key(match: Match) -> str:
    """What makes a game the same game: its cell, its number and both levels' budgets (with the game's
    own AI settings, so a file written before they changed is not read as today's play)."""
    b = match.budget
    key: list[Any] = [match.game_id, match.n_players, match.name, match.index, b.iterations, b.time_budget]
    own = GAMES[match.game_id].level_search
    if own:
        key.append(own)
    return json.dumps(key, sort_keys=True)


def load_results(path: Path, todo: list[Match]) -> dict[str, Result]:
    """The games of ``todo`` already recorded in ``path`` (JSON lines), by record key."""
    wanted = {_record_key(m): m for m in todo}
    found: dict[str, Result] = {}
    if not path.exists():
        return found
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        match = wanted.get(row["key"])
        if match is not None:
            found[row["key"]] = Result(
                match, row["first"], row["seconds"], row["iterations"], row["search_seconds"], row["undecided"]
            )
    return found


def _append(path: Path, r: Result) -> None:
    row = {
        "key": _record_key(r.match),
        "first": r.first,
        "undecided": r.undecided,
        "seconds": r.decision_seconds,
        "iterations": r.iterations,
        "search_seconds": r.search_seconds,
    }
    with path.open("a") as out:
        out.write(json.dumps(row) + "\n")


def run(
    todo: list[Match], game_ids: list[str], jobs: int, results_path: Path | None = None, play: bool = True
) -> list[Result]:
    """Play ``todo`` and print the table. With ``results_path``, every finished game is appended to it
    at once and games already there are not played again: a long run stopped for time keeps them all.
    With ``play`` False, only the games already in ``results_path`` are tabled."""
    start = time.perf_counter()
    # One deal rotation of every cell before the next: a run stopped early has games in every cell.
    todo = sorted(todo, key=lambda m: m.index // m.n_players)
    done = load_results(results_path, todo) if results_path is not None else {}
    left = [m for m in todo if _record_key(m) not in done] if play else []
    if done:
        print(f"{len(done)} games read back from {results_path}; {len(left)} to play.", flush=True)
    results = list(done.values())
    with ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else contextlib.nullcontext() as pool:
        played = pool.map(play_match, left, chunksize=1) if pool is not None else map(play_match, left)
        for r in played:
            results.append(r)
            if results_path is not None:
                _append(results_path, r)
    print(table(results, game_ids))
    print(f"\n{len(left)} games played in {time.perf_counter() - start:.0f} s with {jobs} worker(s).")
    return results


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m games.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--games", type=int, default=None, help="games per matchup and player count (default 8, quick 2)"
    )
    parser.add_argument("--quick", action="store_true", help="a smoke run: 2 games per matchup, 20 iterations")
    parser.add_argument("--full", action="store_true", help="the bot's real levels: time budgets too (load-dependent)")
    parser.add_argument(
        "--iterations",
        type=int,
        default=None,
        help=f"deterministic mode: normal iterations per decision (hard: {HARD_FACTOR}×); default 60, quick 20",
    )
    parser.add_argument(
        "--players", type=int, action="append", help="only this player count (repeatable; default every one allowed)"
    )
    parser.add_argument(
        "--matchup",
        action="append",
        choices=[f"{t} vs {o}" for t, o in MATCHUPS],
        help="only this matchup (repeatable; quote it: --matchup 'hard vs normal')",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    parser.add_argument(
        "--results",
        type=Path,
        default=None,
        help="a JSON-lines file: each finished game is appended, games already in it are not replayed",
    )
    parser.add_argument(
        "--report", action="store_true", help="play nothing: print the table of the games already in --results"
    )
    args = parser.parse_args(argv)
    if args.report and args.results is None:
        parser.error("--report tables the games of a --results file")
    if args.full and args.iterations:
        parser.error("--full plays the real levels; --iterations is for the deterministic mode")
    games = args.games or (2 if args.quick else 8)
    if args.full:
        budget = full_budget()
        how = "the bot's real levels: " + ", ".join(
            f"{lv} ≤ {budget.iterations[lv]} iterations or ≤ {budget.time_budget[lv]} s" for lv in ("normal", "hard")
        )
    else:
        iterations = args.iterations or (20 if args.quick else 60)
        budget = deterministic_budget(iterations)
        how = f"deterministic: normal {iterations}, hard {HARD_FACTOR * iterations} iterations per decision, no clock"
    game_ids = args.game or list(GAMES)
    print(f"Arena: {games} games per matchup and player count; {how}; seeds fixed.", flush=True)
    todo = list(matches(game_ids, games, budget, args.players, args.matchup))
    run(todo, game_ids, max(1, args.jobs), args.results, play=not args.report)


if __name__ == "__main__":
    main(sys.argv[1:])
