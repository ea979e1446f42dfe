"""The hidden land ("the Pachamama Wheel"): generation and consistent completion.

One backtracking search fills the land cell by cell in scan order, choosing a
land type and a field for each square. The same search, given what a seat
knows (land types, fields), draws a random consistent completion for
``determinize``.

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
from games.pachamama.solver import Puzzle, logic_solve

ALL_TYPES = (1 << len(C.LAND_TYPES)) - 1
ALL_FIELDS = (1 << (C.MAX_REGION_SIZE + 1)) - 2  # bits 1..5
FULL = [(1 << (n + 1)) - 2 for n in range(C.MAX_REGION_SIZE + 2)]  # FULL[n]: bits 1..n

# growth preferences of the generator: weight of joining a neighbour region by its new size
_JOIN_WEIGHT = {2: 9.0, 3: 7.0, 4: 5.0, 5: 3.0}
_NEW_WEIGHT = 1.0
COL_BUDGET = 10


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
    grid: Grid,
    rng: random.Random,
    *,
    cap: int,
    types_allowed: list[int] | None = None,
    fields_allowed: list[int] | None = None,
    node_limit: int = C.LANDGEN_NODE_LIMIT,
) -> tuple[list[int], list[int]] | None:
    """A random land (types, fields) obeying every rule and the given domains, or None.

    ``types_allowed[i]`` is a bit mask over land types, ``fields_allowed[i]`` over
    bits 1..5. Gives up (None) after ``node_limit`` placements.
    """
    n, h = grid.n, grid.height
    tdom = types_allowed or [ALL_TYPES] * n
    fdom = fields_allowed or [ALL_FIELDS] * n
    # single-value domains are known squares: the search looks ahead at them
    ffix = [f if f & (f - 1) == 0 else 0 for f in fdom]
    tfix = [t.bit_length() - 1 if t & (t - 1) == 0 else -1 for t in tdom]
    typ = [-1] * n
    fld = [0] * n  # bit of the field (1 << value)
    reg: list[list[int]] = [[] for _ in range(n)]
    count = [0] * len(C.LAND_TYPES)
    up, left, ul, dl = grid.up, grid.left, grid.up_left, grid.down_left
    later, orth, windows = grid.later_king, grid.orth, grid.windows
    budget = [node_limit]

    def known_type(c: int) -> int:
        t = typ[c]
        return t if t >= 0 else tfix[c]

    def window_ok(w: tuple[int, int, int, int]) -> bool:
        a, b, c, d = (known_type(x) for x in w)  # a d diagonal, b c diagonal
        if a < 0 or b < 0 or c < 0 or d < 0:
            return True
        return not ((a == d and b != a and c != a) or (b == c and a != b and d != b))

    def region_ok(r: list[int]) -> bool:
        """A region that can no longer grow must hold exactly 1..size."""
        m = 0
        for c in r:
            m |= fld[c]
        t = typ[r[0]]
        for c in r:
            for j in orth[c]:
                if typ[j] < 0 and (tfix[j] < 0 or tfix[j] == t):
                    return True  # still open
        return m == FULL[len(r)]

    def search(i: int) -> bool:
        if i == n:
            return True
        # a column start gives up after a bounded subtree, so a bad earlier column is redone
        col_budget = budget[0] - COL_BUDGET * (n - i) // h if i % h == 0 and i else -(10**9)
        u, l_, a, d = up[i], left[i], ul[i], dl[i]
        near = 0
        for j in (u, l_, a, d):
            if j >= 0:
                near |= fld[j]
        for j in later[i]:
            near |= ffix[j]
        fields_here = fdom[i] & ~near
        if not fields_here:
            return False
        tu = typ[u] if u >= 0 else -1
        tl = typ[l_] if l_ >= 0 else -1
        options: list[tuple[float, int]] = []
        for t in range(len(C.LAND_TYPES)):
            if not (tdom[i] >> t) & 1 or count[t] >= cap:
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
            typ[i] = t
            if not all(window_ok(w) for w in windows[i]):
                typ[i] = -1
                continue
            joined: list[list[int]] = []
            if tu == t:
                joined.append(reg[u])
            if tl == t and not (tu == t and reg[l_] is reg[u]):
                joined.append(reg[l_])
            cells = [i]
            used = 0
            clash = False
            for r in joined:
                m = 0
                for c in r:
                    m |= fld[c]
                if m & used:
                    clash = True
                used |= m
                cells.extend(r)
            # known squares of this type next in line will join this region
            for j in orth[i]:
                if j > i and tfix[j] == t:
                    if ffix[j] & used:
                        clash = True
                    used |= ffix[j]
            size = len(cells)
            free = fields_here & ~used
            if clash or not free:
                typ[i] = -1
                continue
            forder = [(4.0 if v <= size else 1.0, v) for v in range(1, C.MAX_REGION_SIZE + 1) if (free >> v) & 1]
            count[t] += 1
            for c in cells:
                reg[c] = cells
            for v in _weighted_order(rng, forder):
                budget[0] -= 1
                if budget[0] < 0:
                    break
                fld[i] = 1 << v
                ok = region_ok(cells)
                if ok and u >= 0 and tu != t:
                    ok = region_ok(reg[u])
                if ok and l_ >= 0 and tl != t and not (u >= 0 and reg[l_] is reg[u]):
                    ok = region_ok(reg[l_])
                if ok and search(i + 1):
                    return True
                if budget[0] < 0 or budget[0] < col_budget:
                    break
            fld[i] = 0
            typ[i] = -1
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
    for _ in range(C.LANDGEN_ATTEMPTS):
        made = complete_land(grid, rng, cap=cap)
        if made is None:
            continue
        land, field = made
        revealed = choose_revealed(grid, land, field, rng)
        if revealed is not None:
            return Land(land=land, field=field, revealed=revealed)
    raise RuntimeError("land generation failed")  # pragma: no cover - never seen in practice


def complete_types(
    grid: Grid,
    rng: random.Random,
    *,
    cap: int,
    types_allowed: list[int],
    known_field: list[int],
    node_limit: int,
) -> list[int] | None:
    """A random land-type map within ``types_allowed`` whose regions fit the known fields."""
    n, h = grid.n, grid.height
    typ = [-1] * n
    reg: list[list[int]] = [[] for _ in range(n)]
    count = [0] * len(C.LAND_TYPES)
    kbit = [1 << f if f else 0 for f in known_field]
    up, left, ul = grid.up, grid.left, grid.up_left
    completes, complete_at = grid.completes, grid.complete_at
    budget = [node_limit]

    def search(i: int) -> bool:
        if i == n:
            return True
        col_budget = budget[0] - COL_BUDGET * (n - i) // h if i % h == 0 and i else -(10**9)
        u, l_, a = up[i], left[i], ul[i]
        tu = typ[u] if u >= 0 else -1
        tl = typ[l_] if l_ >= 0 else -1
        options: list[tuple[float, int]] = []
        for t in range(len(C.LAND_TYPES)):
            if not (types_allowed[i] >> t) & 1 or count[t] >= cap:
                continue
            if a >= 0:
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
            used = kbit[i]
            clash = False
            for r in joined:
                for c in r:
                    if kbit[c] & used:
                        clash = True
                    used |= kbit[c]
                cells.extend(r)
            if clash:
                continue
            budget[0] -= 1
            if budget[0] < 0:
                return False
            typ[i] = t
            count[t] += 1
            for c in cells:
                reg[c] = cells
            ok = True
            for j in completes[i]:
                r = reg[j]
                if all(complete_at[c] <= i for c in r):
                    m = 0
                    for c in r:
                        m |= kbit[c]
                    if m >= 1 << (len(r) + 1):  # a known field larger than the region
                        ok = False
                        break
            if ok and search(i + 1):
                return True
            typ[i] = -1
            count[t] -= 1
            for r in joined:
                for c in r:
                    reg[c] = r
            reg[i] = []
            if budget[0] < 0 or budget[0] < col_budget:
                return False
        return False

    return typ if search(0) else None


def complete_fields(
    grid: Grid, land: list[int], known_field: list[int], rng: random.Random, node_limit: int
) -> list[int] | None:
    """Random fields for a full land-type map that keep the known fields, or None."""
    puzzle = make_puzzle(grid, land)
    cands = puzzle.initial()
    for i, f in enumerate(known_field):
        if f:
            if not cands[i] >> f & 1:
                return None
            cands[i] = 1 << f
    budget = [node_limit]

    def search(cs: list[int]) -> list[int] | None:
        budget[0] -= 1
        if budget[0] < 0:
            return None
        solved = logic_solve(puzzle, cs)
        if solved is None:
            return None
        best, best_k = -1, 99
        for i, m in enumerate(solved):
            if m & (m - 1):
                k = bin(m).count("1")
                if k < best_k:
                    best, best_k = i, k
        if best < 0:
            return [m.bit_length() - 1 for m in solved]
        vals = [v for v in range(1, C.MAX_REGION_SIZE + 1) if solved[best] >> v & 1]
        rng.shuffle(vals)
        for v in vals:
            nxt = list(solved)
            nxt[best] = 1 << v
            out = search(nxt)
            if out is not None:
                return out
            if budget[0] < 0:
                return None
        return None

    return search(cands)
