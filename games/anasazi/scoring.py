"""Final scoring: bonus cubes to sole majorities, cubes worth their track's empty spaces, objectives double."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.anasazi import components as C
from games.contract import Outcome, seat_ref
from games.words import Text, msg


@dataclass
class Score:
    points: int
    cubes: list[int]  # per colour, bonus cubes included
    bonus: list[int]  # colours of the bonus cubes won


def bonus_owners(cubes: list[list[int]]) -> list[int | None]:
    """Per colour, the sole player with the most cubes of it (None: a tie, or nobody has any)."""
    out: list[int | None] = []
    for c in range(C.N_COLOURS):
        counts = [p[c] for p in cubes]
        top = max(counts)
        out.append(counts.index(top) if top > 0 and counts.count(top) == 1 else None)
    return out


def values_of(track: list[list[int]]) -> list[int]:
    return [C.TRACK_SPACES - len(t) for t in track]


def score_of(cubes: list[int], bonus: list[int], objective: int | None, values: list[int]) -> int:
    total = 0
    for c in range(C.N_COLOURS):
        n = cubes[c] + bonus.count(c)
        total += n * values[c] * (C.OBJECTIVE_FACTOR if objective == c else 1)
    return total


def scores(cubes: list[list[int]], objectives: list[int | None], track: list[list[int]]) -> list[Score]:
    owners = bonus_owners(cubes)
    values = values_of(track)
    out = []
    for p, mine in enumerate(cubes):
        bonus = [c for c in range(C.N_COLOURS) if owners[c] == p]
        points = score_of(mine, bonus, objectives[p], values)
        out.append(Score(points=points, cubes=[mine[c] + bonus.count(c) for c in range(C.N_COLOURS)], bonus=bonus))
    return out


def outcome_of(s: Any) -> Outcome:
    """Rank by (points, cubes); a tie on both shares the place."""
    result = scores([p.cubes for p in s.seats], list(s.objectives), s.track)
    n = len(result)
    keys = [(r.points, sum(r.cubes)) for r in result]
    ranks = [1 + sum(1 for j in range(n) if keys[j] > keys[i]) for i in range(n)]
    values = values_of(s.track)
    lines: list[Text] = [
        msg("anasazi-cube-values", values=", ".join(f"{C.COLOUR_EMOJI[c]} {values[c]}" for c in range(C.N_COLOURS))),
    ]
    for i, r in enumerate(result):
        cubes = " ".join(f"{C.COLOUR_EMOJI[c]}×{r.cubes[c]}" for c in range(C.N_COLOURS) if r.cubes[c])
        who, held = seat_ref(i), sum(r.cubes)
        if r.bonus:
            bonus = "".join(C.COLOUR_EMOJI[c] for c in r.bonus)
            line = msg("anasazi-score-line-bonus", player=who, points=r.points, cubes=held, detail=cubes, bonus=bonus)
        else:
            line = msg(
                "anasazi-score-line", player=who, points=r.points, cubes=held, detail=cubes or msg("anasazi-none")
            )
        lines.append(line)
    return Outcome(
        scores=[float(r.points) for r in result],
        ranks=ranks,
        winners=[i for i in range(n) if ranks[i] == 1],
        breakdown=lines,
    )
