"""The hidden land ("the Pachamama Wheel"): generation and revealed squares.

The land comes from the tiling search in ``complete.py`` with nothing known
(it restarts with the same random stream after a bounded number of steps).
Revealed squares are then chosen greedily with the plain-logic solver until
every field follows without guessing, and thinned out again while the logic
still suffices.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games.pachamama import components as C
from games.pachamama.complete import ALL_TYPES, complete
from games.pachamama.grid import Grid, regions_of
from games.pachamama.solver import ALL_FIELDS, Puzzle, logic_solve

# the search gives up after this many steps and starts again with the same random stream
NODE_LIMIT = 60
ATTEMPTS = 2000


@dataclass
class Land:
    """A complete land: a type and a field per cell, plus the revealed cells."""

    land: list[int]
    field: list[int]
    revealed: list[int]


def make_puzzle(grid: Grid, land: list[int]) -> Puzzle:
    """The logic puzzle of a full land map: every region is exact."""
    regions = regions_of(grid, land)
    return Puzzle(grid=grid, groups=[(r, True) for r in regions])


def choose_revealed(grid: Grid, land: list[int], field: list[int], rng: random.Random) -> list[int] | None:
    """Revealed cells that make the fields follow by plain logic, or None if more than the maximum."""
    puzzle = make_puzzle(grid, land)
    start = logic_solve(puzzle, puzzle.initial())
    assert start is not None
    cands = start
    revealed: list[int] = []
    while True:
        open_cells = [i for i in range(grid.n) if cands[i] & (cands[i] - 1)]
        if not open_cells:
            break
        if len(revealed) >= C.MAX_REVEALED + 4:
            return None
        widest = max(bin(cands[i]).count("1") for i in open_cells)
        pick = rng.choice([i for i in open_cells if bin(cands[i]).count("1") == widest])
        revealed.append(pick)
        cands = list(cands)
        cands[pick] = 1 << field[pick]
        solved = logic_solve(puzzle, cands)
        assert solved is not None, "a true field never contradicts the logic"
        cands = solved
    # drop revealed cells the logic can do without, in random order
    rng.shuffle(revealed)
    k = 0
    while k < len(revealed) and len(revealed) > C.MIN_REVEALED:
        trial = revealed[:k] + revealed[k + 1 :]
        if _solved_by_logic(puzzle, field, trial):
            revealed = trial
        else:
            k += 1
    if len(revealed) > C.MAX_REVEALED:
        return None
    # top up to the minimum with cells outside one-square regions
    spare = [i for i in range(grid.n) if i not in revealed and puzzle.size_of(i) > 1]
    rng.shuffle(spare)
    while len(revealed) < C.MIN_REVEALED and spare:
        revealed.append(spare.pop())
    return sorted(revealed)


def _solved_by_logic(puzzle: Puzzle, field: list[int], revealed: list[int]) -> bool:
    cands = puzzle.initial()
    for c in revealed:
        cands[c] = 1 << field[c]
    out = logic_solve(puzzle, cands)
    return out is not None and all(out[i] == 1 << field[i] for i in range(len(field)))


def generate_land(grid: Grid, rng: random.Random, cap: int) -> Land:
    """A fresh land from ``rng``: regions, fields and revealed squares (retries until it works)."""
    anything = [ALL_TYPES] * grid.n
    free = [ALL_FIELDS] * grid.n
    for _ in range(ATTEMPTS):
        made = complete(grid, rng, cap=cap, types_allowed=anything, fields_allowed=free, node_limit=NODE_LIMIT)
        if made is None:
            continue
        land, field = made
        revealed = choose_revealed(grid, land, field, rng)
        if revealed is not None:
            return Land(land=land, field=field, revealed=revealed)
    raise RuntimeError("land generation failed")  # pragma: no cover - never seen in practice
