"""The land search: random full lands within known domains.

It generates fresh lands (nothing known) and, for ``determinize``, random lands
consistent with what a seat knows.

The search tiles the land with whole regions in scan order: each step places
a region (a polyomino of 1–5 free squares, with a land type) that covers the
first free square. Fields are not branched on while tiling: every placed
region becomes an exact group of the fields puzzle, and the plain-logic solver
checks after each placement that the known fields still fit. A full tiling is
then given random fields by propagation + search.

Known land types and fields are domains; nothing else about the true land is
read, so the completion carries no hidden information.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import lru_cache
from itertools import compress
from operator import ne

from games.pachamama import components as C
from games.pachamama.grid import Grid, grid_of, regions_of
from games.pachamama.solver import ALL_FIELDS, FULL, Puzzle, logic_solve

ALL_TYPES = (1 << len(C.LAND_TYPES)) - 1
_SIZE_WEIGHT = C.REGION_SIZE_WEIGHTS
_ORDERS = 8  # pre-shuffled orders of the shapes at each anchor (cheaper than shuffling each time)

#: (cells, king ring around them as a bit set, cells as a bit set, each cell's puzzle peers) of a region shape
Placement = tuple[tuple[int, ...], int, int, tuple[tuple[int, ...], ...]]


@lru_cache(maxsize=4)
def _placements(width: int, height: int) -> list[dict[int, list[list[Placement]]]]:
    """For each anchor and size: several random orders of the shapes whose first cell is the anchor."""
    grid = grid_of(width, height)
    shuffler = random.Random(f"pachamama-shapes:{width}x{height}")
    out: list[dict[int, list[list[Placement]]]] = []
    for a in range(grid.n):
        found = {frozenset([a])}
        frontier = [frozenset([a])]
        while frontier:
            nxt = []
            for s in frontier:
                if len(s) == C.MAX_REGION_SIZE:
                    continue
                for c in s:
                    for j in grid.orth[c]:
                        if j > a and j not in s:
                            t = s | {j}
                            if t not in found:
                                found.add(t)
                                nxt.append(t)
            frontier = nxt
        by_size: dict[int, list[Placement]] = {k: [] for k in range(1, C.MAX_REGION_SIZE + 1)}
        for s in sorted(found, key=sorted):
            ring_bits = sum({1 << j for c in s for j in grid.king[c] if j not in s})
            cells = tuple(sorted(s))
            peers = tuple(tuple(sorted(set(grid.king[c]).union(cells) - {c})) for c in cells)
            by_size[len(s)].append((cells, ring_bits, sum(1 << c for c in s), peers))
        orders: dict[int, list[list[Placement]]] = {}
        for k, shapes in by_size.items():
            if shapes:
                orders[k] = [shuffler.sample(shapes, len(shapes)) for _ in range(_ORDERS)]
        out.append(orders)
    return out


def _cells_of(bits: int) -> list[int]:
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


def complete(
    grid: Grid,
    rng: random.Random,
    *,
    cap: int,
    types_allowed: list[int],
    fields_allowed: list[int],
    node_limit: int,
) -> tuple[list[int], list[int]] | None:
    """A random full land within the domains (types, fields), or None when the budget runs out."""
    n = grid.n
    tdom, fdom = types_allowed, fields_allowed
    n_types = len(C.LAND_TYPES)
    typ = [-1] * n
    # Bit sets over cells, so a placement is checked with a few ANDs instead of loops over its
    # cells and ring: per type, the squares that cannot hold it, and the squares known to hold it
    # (fixed by the domains, or placed so far).
    cells_by_domain: dict[int, int] = {}
    for c, d in enumerate(tdom):
        cells_by_domain[d] = cells_by_domain.get(d, 0) | 1 << c
    excluded = [0] * n_types
    fixed = [0] * n_types
    for d, cells in cells_by_domain.items():
        for t in range(n_types):
            if not d >> t & 1:
                excluded[t] |= cells
        if d and not d & (d - 1):
            fixed[d.bit_length() - 1] |= cells
    placed = [0] * n_types  # placed squares of each type
    taken = [0]  # placed squares as a bit set
    count = [0] * n_types
    king, orth = grid.king, grid.orth
    anchored = _placements(grid.width, grid.height)
    puzzle = Puzzle(grid=grid, groups=[])  # grows and shrinks with the placed regions
    budget = [node_limit]
    result: list[tuple[list[int], list[int]]] = []

    def fields_for(cands: list[int]) -> list[int] | None:
        """Random fields for the placed regions (``cands`` is already a fixed point)."""

        def search(cs: list[int], changed: list[int]) -> list[int] | None:
            budget[0] -= 1
            if budget[0] < 0:
                return None
            solved = logic_solve(puzzle, cs, changed=changed)
            if solved is None:
                return None
            best, best_k = -1, 99
            for i, m in enumerate(solved):
                if m & (m - 1):
                    k = m.bit_count()
                    if k < best_k:
                        best, best_k = i, k
            if best < 0:
                return [m.bit_length() - 1 for m in solved]
            values = [v for v in range(1, C.MAX_REGION_SIZE + 1) if solved[best] >> v & 1]
            rng.shuffle(values)
            for v in values:
                nxt = list(solved)
                nxt[best] = 1 << v
                out = search(nxt, [best])
                if out is not None or budget[0] < 0:
                    return out
            return None

        return search(cands, [])

    def room_ok(cands: list[int], near: list[int]) -> bool:
        """Every free square near a change whose smallest possible field is v > 1 still has room for v squares."""
        for j in near:
            m = cands[j]
            if typ[j] >= 0 or m & 2:
                continue
            need = (m & -m).bit_length() - 1
            allowed = tdom[j]
            for q in king[j]:
                if typ[q] >= 0:
                    allowed &= ~(1 << typ[q])
            if not allowed:
                return False
            seen = {j}
            stack = [j]
            while stack and len(seen) < need:
                q = stack.pop()
                for r in orth[q]:
                    if r not in seen and typ[r] < 0 and tdom[r] & allowed:
                        seen.add(r)
                        stack.append(r)
            if len(seen) < need:
                return False
        return True

    def search(i: int, cands: list[int]) -> bool:
        while i < n and typ[i] >= 0:
            i += 1
        if i == n:
            fields = fields_for(cands)
            if fields is None:
                return False
            result.append((list(typ), fields))
            return True
        orders = anchored[i]
        sizes = [(rng.random() ** (1.0 / _SIZE_WEIGHT[s]), s) for s in orders]
        sizes.sort(reverse=True)
        full = FULL
        allows = tdom[i]
        for _, s in sizes:
            order = orders[s][rng.randrange(_ORDERS)]
            # The types a region of this size may take here: the anchor allows them and the cap has
            # room (placements below are undone before the next, so this holds for the whole loop);
            # with each, the squares that cannot hold it and the squares known to hold it.
            checks = [
                (t, excluded[t], fixed[t] | placed[t])
                for t in range(n_types)
                if allows >> t & 1 and count[t] + s <= cap
            ]
            if not checks:
                continue
            for cells, ring_bits, bits, peers in order:
                if bits & taken[0]:
                    continue
                # the types every cell allows, none of them known on the ring
                # (a plain loop: most placements fail here, and a comprehension costs a call each time)
                types = []
                for t, bad, known in checks:
                    if not bits & bad and not ring_bits & known:
                        types.append(t)
                if not types:
                    continue
                # every cell keeps a field of 1..s and together they still cover 1..s
                fs = full[s]
                cover = 0
                for c in cells:
                    m = cands[c] & fs
                    if not m:
                        cover = -1
                        break
                    cover |= m
                if cover != fs:
                    continue
                nxt = list(cands)
                for c in cells:
                    nxt[c] &= fs
                budget[0] -= 1
                if budget[0] < 0:
                    return False
                puzzle.push_group(list(cells), peers)
                solved = logic_solve(puzzle, nxt, changed=list(cells))
                if solved is not None:
                    # free ring squares and every square logic narrowed (order does not matter to room_ok)
                    near = list(compress(range(n), map(ne, solved, cands)))
                    near += _cells_of(ring_bits & ~taken[0])
                    if len(types) > 1:
                        rng.shuffle(types)
                    taken[0] |= bits
                    for t in types:
                        for c in cells:
                            typ[c] = t
                        placed[t] |= bits
                        count[t] += s
                        if room_ok(solved, near) and search(i, solved):
                            return True
                        count[t] -= s
                        placed[t] &= ~bits
                        if budget[0] < 0:
                            break
                    for c in cells:
                        typ[c] = -1
                    taken[0] &= ~bits
                puzzle.pop_group()
                if budget[0] < 0:
                    return False
        return False

    start = logic_solve(puzzle, list(fdom))  # a fixed point, so each placement can propagate from its cells
    if start is not None and search(0, start):
        return result[0]
    return None


#: searched worlds per knowledge state (memoised); each sample reshapes one of them locally
SEARCHED_WORLDS = 8
#: local reshapes per sample: a window of squares is searched again, the rest of the world held fixed
RESHAPES = 3
RESHAPE_NODE_LIMIT = 60
_RADII = (2, 3)


@lru_cache(maxsize=8)
def _mirrors(width: int, height: int) -> list[list[int]]:
    """The land's four mirror images as cell maps (new index -> old cell)."""
    out = []
    for fx in (False, True):
        for fy in (False, True):
            out.append(
                [
                    (width - 1 - x if fx else x) * height + (height - 1 - y if fy else y)
                    for x in range(width)
                    for y in range(height)
                ]
            )
    return out


def sample_world(
    width: int, height: int, cap: int, tdom: tuple[int, ...], fdom: tuple[int, ...], rng: random.Random
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A random land within the known domains: a pure function of the domains and ``rng``'s draws.

    One of a few memoised searched worlds, then ``RESHAPES`` local reshapes (a random window of
    squares searched again while the rest stays as it is, so regions, types and fields inside it
    change), then fresh land types for the regions nobody has seen a square of.
    """
    grid = grid_of(width, height)
    base = _searched_world(width, height, cap, tdom, fdom, rng.randrange(SEARCHED_WORLDS))
    land, field = list(base[0]), list(base[1])
    if _settled(width, height, cap, tdom, fdom):
        return base
    for _ in range(RESHAPES):
        land, field = reshape(grid, land, field, list(tdom), list(fdom), cap, rng)
    return tuple(recolour(grid, land, list(tdom), cap, rng)), tuple(field)


@lru_cache(maxsize=256)
def _settled(width: int, height: int, cap: int, tdom: tuple[int, ...], fdom: tuple[int, ...]) -> bool:
    """Whether every searched world is the same: the knowledge (almost surely) fixes the land, skip reshaping.

    Asked at the first world drawn for each new state of a seat's knowledge (every move in an AI's or the
    engine suite's eyes). It stops at the first world that differs: for most of a game the second one does,
    and searching all ``SEARCHED_WORLDS`` to learn that was half the time of drawing a world.
    """
    first = _searched_world(width, height, cap, tdom, fdom, 0)
    return all(_searched_world(width, height, cap, tdom, fdom, i) == first for i in range(1, SEARCHED_WORLDS))


def reshape(
    grid: Grid, land: list[int], field: list[int], tdom: list[int], fdom: list[int], cap: int, rng: random.Random
) -> tuple[list[int], list[int]]:
    """The world with a random window searched again within the known domains (unchanged if that fails)."""
    unknown = [c for c in range(grid.n) if fdom[c] & (fdom[c] - 1)]
    if not unknown:
        return land, field
    cx, cy = grid.xy(rng.choice(unknown))
    radius = rng.choice(_RADII)
    window = {
        x * grid.height + y
        for x in range(max(0, cx - radius), min(grid.width, cx + radius + 1))
        for y in range(max(0, cy - radius), min(grid.height, cy + radius + 1))
    }
    types = [tdom[c] if c in window else 1 << land[c] for c in range(grid.n)]
    fields = [fdom[c] if c in window else 1 << field[c] for c in range(grid.n)]
    made = complete(grid, rng, cap=cap, types_allowed=types, fields_allowed=fields, node_limit=RESHAPE_NODE_LIMIT)
    return (land, field) if made is None else made


def recolour(grid: Grid, land: list[int], tdom: list[int], cap: int, rng: random.Random) -> list[int]:
    """New land types for the regions whose types are all unknown; every land rule still holds."""
    regions = [r for r in regions_of(grid, land) if all(tdom[c] == ALL_TYPES for c in r)]
    out = list(land)
    count = [out.count(t) for t in range(len(C.LAND_TYPES))]
    rng.shuffle(regions)
    for r in regions:
        inside = set(r)
        near = {out[j] for c in r for j in grid.king[c] if j not in inside}
        old = out[r[0]]
        options = [t for t in range(len(C.LAND_TYPES)) if t not in near and (t == old or count[t] + len(r) <= cap)]
        t = rng.choice(options)  # the old type is always an option
        count[old] -= len(r)
        count[t] += len(r)
        for c in r:
            out[c] = t
    return out


@lru_cache(maxsize=2048)
def _searched_world(
    width: int, height: int, cap: int, tdom: tuple[int, ...], fdom: tuple[int, ...], index: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A world found by the search (memoised: a pure function of its arguments).

    Attempts restart with growing budgets and alternate the scan direction (a mirror image of
    the land), since what is hard to reach from one side is often easy from another.
    """
    grid = grid_of(width, height)
    rng = random.Random(f"pachamama-world:{width}x{height}:{tdom}:{fdom}:{index}")
    mirrors = _mirrors(width, height)
    for attempt, limit in enumerate(_budgets()):
        m = mirrors[(index + attempt) % len(mirrors)]
        made = complete(
            grid,
            rng,
            cap=cap,
            types_allowed=[tdom[c] for c in m],
            fields_allowed=[fdom[c] for c in m],
            node_limit=limit,
        )
        if made is not None:
            land = [0] * grid.n
            field = [0] * grid.n
            for i, c in enumerate(m):
                land[c], field[c] = made[0][i], made[1][i]
            return tuple(land), tuple(field)
    raise AssertionError("no land fits what the seat knows")  # the true land always does


_BUDGETS = (70,) * 16 + (150,) * 16 + (500,) * 8 + (4000,) * 4
#: the largest budget of a restart: with it the search is exhaustive (never reached: a world is always found sooner)
_LAST_BUDGET = 10**12


def _budgets() -> Iterator[int]:
    """The budgets of the attempts: ``_BUDGETS``, then doubling every four attempts (one per mirror image).

    Rare knowledge states defeat all of ``_BUDGETS``. One search without a budget after them took 352 s
    for a seat of a 2-player game (the engine suite, 2026-12-06); restarts with a fresh order of the shapes
    found a world within 1 s, as such searches' times are heavy-tailed. An AI move or a hint waited on it.
    """
    yield from _BUDGETS
    limit = _BUDGETS[-1]
    while limit < _LAST_BUDGET:
        limit = min(2 * limit, _LAST_BUDGET)
        yield from (limit,) * 4


__all__ = ["ALL_FIELDS", "ALL_TYPES", "complete", "recolour", "reshape", "sample_world"]
