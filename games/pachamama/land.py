"""The hidden land ("the Pachamama Wheel"): generation and revealed squares.

A backtracking search fills the land cell by cell in scan order, choosing a
land type and a field for each square; it restarts with the same random
stream after a bounded number of steps. Revealed squares are then chosen
greedily with the plain-logic solver until the fields follow without guessing.

Why the checks are local: with regions of at most five squares, two diagonal
squares of one type can only share a region through one of the two squares
between them (any other path needs seven squares). So "regions of one type
never touch" is exactly: in every 2×2 window, two diagonal squares of one type
need a third square of that type. Equal fields never touching is: no 2×2
window holds a value twice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games.pachamama import components as C
from games.pachamama.grid import Grid, regions_of
from games.pachamama.solver import ALL_FIELDS, FULL, Puzzle, logic_solve

ALL_TYPES = (1 << len(C.LAND_TYPES)) - 1

# growth preferences of the generator: weight of joining a neighbour region by its new size
_JOIN_WEIGHT = {2: 9.0, 3: 7.0, 4: 5.0, 5: 3.0}
_NEW_WEIGHT = 1.0
# search effort: a column start gives up after COL_BUDGET steps per remaining column (so a bad
# earlier column is redone), an attempt after NODE_LIMIT steps
COL_BUDGET = 10
NODE_LIMIT = 1000
ATTEMPTS = 500


@dataclass
class Land:
    """A complete land: a type and a field per cell, plus the revealed cells."""

    land: list[int]
    field: list[int]
    revealed: list[int]


def _weighted_order(rng: random.Random, items: list[tuple[float, int]]) -> list[int]:
    """Items ordered by a weighted random shuffle (Efraimidis–Spirakis keys)."""
    keyed = [(rng.random() ** (1.0 / w), v) for w, v in items]
    keyed.sort(reverse=True)
    return [v for _, v in keyed]


def complete_land(
    grid: Grid, rng: random.Random, *, cap: int, node_limit: int = NODE_LIMIT
) -> tuple[list[int], list[int]] | None:
    """A random land (types, fields) obeying every rule, or None after ``node_limit`` steps."""
    n, h = grid.n, grid.height
    typ = [-1] * n
    fld = [0] * n  # bit of the field (1 << value)
    reg: list[list[int]] = [[] for _ in range(n)]
    count = [0] * len(C.LAND_TYPES)
    up, left, ul, dl = grid.up, grid.left, grid.up_left, grid.down_left
    completes, complete_at = grid.completes, grid.complete_at
    budget = [node_limit]

    def rmask(cells: list[int]) -> int:
        m = 0
        for c in cells:
            m |= fld[c]
        return m

    def search(i: int) -> bool:
        if i == n:
            return True
        col_budget = budget[0] - COL_BUDGET * (n - i) // h if i % h == 0 and i else -(10**9)
        u, l_, a, d = up[i], left[i], ul[i], dl[i]
        near = 0
        for j in (u, l_, a, d):
            if j >= 0:
                near |= fld[j]
        fields_here = ALL_FIELDS & ~near
        tu = typ[u] if u >= 0 else -1
        tl = typ[l_] if l_ >= 0 else -1
        options: list[tuple[float, int]] = []
        for t in range(len(C.LAND_TYPES)):
            if count[t] >= cap:
                continue
            if a >= 0:  # the 2×2 window with this cell at the bottom right
                ta = typ[a]
                if ta == t and tu != t and tl != t:
                    continue
                if tu == tl and ta != tu and t != tu:
                    continue
            size = 1
            if tu == t:
                size += len(reg[u])
            if tl == t and not (tu == t and reg[l_] is reg[u]):
                size += len(reg[l_])
            if size > C.MAX_REGION_SIZE:
                continue
            options.append((_JOIN_WEIGHT[size] if size > 1 else _NEW_WEIGHT, t))
        for t in _weighted_order(rng, options):
            joined: list[list[int]] = []
            if tu == t:
                joined.append(reg[u])
            if tl == t and not (tu == t and reg[l_] is reg[u]):
                joined.append(reg[l_])
            cells = [i]
            used = 0
            clash = False
            for r in joined:
                m = rmask(r)
                if m & used:
                    clash = True
                used |= m
                cells.extend(r)
            free = fields_here & ~used
            if clash or not free:
                continue
            size = len(cells)
            forder = [(4.0 if v <= size else 1.0, v) for v in range(1, C.MAX_REGION_SIZE + 1) if free >> v & 1]
            typ[i] = t
            count[t] += 1
            for c in cells:
                reg[c] = cells
            for v in _weighted_order(rng, forder):
                budget[0] -= 1
                if budget[0] < 0:
                    break
                fld[i] = 1 << v
                # regions whose last open side was just filled must hold exactly 1..size
                ok = True
                for j in completes[i]:
                    r = reg[j]
                    if all(complete_at[c] <= i for c in r) and rmask(r) != FULL[len(r)]:
                        ok = False
                        break
                if ok and search(i + 1):
                    return True
                if budget[0] < col_budget:
                    break
            typ[i] = -1
            fld[i] = 0
            count[t] -= 1
            for r in joined:
                for c in r:
                    reg[c] = r
            reg[i] = []
            if budget[0] < 0 or budget[0] < col_budget:
                return False
        return False

    if not search(0):
        return None
    return typ, [f.bit_length() - 1 for f in fld]


def make_puzzle(grid: Grid, land: list[int]) -> Puzzle:
    """The logic puzzle of a full land map: every region is exact."""
    regions = regions_of(grid, land)
    return Puzzle(grid=grid, groups=[(r, True) for r in regions])


def choose_revealed(grid: Grid, land: list[int], field: list[int], rng: random.Random) -> list[int] | None:
    """Revealed cells that make the fields follow by plain logic, or None if more than the maximum."""
    puzzle = make_puzzle(grid, land)
    cands = puzzle.initial()
    cands = logic_solve(puzzle, cands)
    assert cands is not None
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
    for _ in range(ATTEMPTS):
        made = complete_land(grid, rng, cap=cap)
        if made is None:
            continue
        land, field = made
        revealed = choose_revealed(grid, land, field, rng)
        if revealed is not None:
            return Land(land=land, field=field, revealed=revealed)
    raise RuntimeError("land generation failed")  # pragma: no cover - never seen in practice
