"""Every simple orthogonal path of a given length, reduced to what a move needs to know.

A move depends on the static board only (pawns may be passed over), so the paths of one
length from one start are summarised as ``(end, directions, rescue)`` triples, keeping only
the Pareto-minimal ones per end (fewer directions to pay, no rescue card), and memoised.

Fields are bits of one integer (bit ``y * 21 + x``), so a step of a whole set of fields is a shift.

* Paths with at most three directions: leave out one direction X. Then the axis of X is
  monotone (its opposite direction only) and each straight run across it goes one way, so
  every such walk is simple; a layered bit-set DP over (run direction, directions used, water
  phase) is exact.
* Paths with all four directions pay for all four: they matter only for ends the first part
  does not reach as cheaply. A depth-first search over simple paths looks for exactly those
  ends, pruned by distance and by the visited fields still within reach.

Water phases: on land with no water crossed (LAND), leaving an island through its pool
(ISLAND), inside the one rescue run (RESCUE), on land after it (DONE). The windrose is start
``WINDROSE``: standing on C1 with NORTH already used (RULINGS 7).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache

from games.inka.board import IS_LAND, IS_WATER, KIND, N_CELL, N_CELLS, NEIGHBOURS, NORTH_BIT, POOL, H, W

WINDROSE = -1
LAND, ISLAND, RESCUE, DONE = 0, 1, 2, 3
FULL_MASK = 15


def _bits(cells: object) -> int:
    out = 0
    for c in cells:  # type: ignore[attr-defined]
        out |= 1 << c
    return out


FULL = (1 << N_CELLS) - 1
LAND_B = _bits(c for c in range(N_CELLS) if IS_LAND[c])
WATER_B = _bits(c for c in range(N_CELLS) if IS_WATER[c])
NOT_COL_A = FULL ^ _bits(y * W for y in range(H))
NOT_COL_U = FULL ^ _bits(y * W + W - 1 for y in range(H))
POOL_B = {island: _bits(p) for island, p in POOL.items()}


def shift(bits: int, d: int) -> int:
    """Every field one step from ``bits`` in direction ``d`` (0 N, 1 E, 2 S, 3 W)."""
    if d == 0:
        return bits >> W
    if d == 2:
        return (bits << W) & FULL
    if d == 1:
        return (bits & NOT_COL_U) << 1
    return (bits & NOT_COL_A) >> 1


def _balls(cell: int) -> list[int]:
    """Per radius 0..``MAX_LENGTH``: bit set of the fields within that many steps (Manhattan) of ``cell``,
    itself excluded. Each radius is the last one grown by a step in every direction (a process computes
    them all as ``games`` is imported: field by field, that was a tenth of a second of every start-up)."""
    within, out = 1 << cell, []
    for _ in range(MAX_LENGTH + 1):
        out.append(within & ~(1 << cell))
        within |= shift(within, 0) | shift(within, 1) | shift(within, 2) | shift(within, 3)
    return out


MAX_LENGTH = 13  # a carrier's camp move looks one step further than a die shows
BALL = [_balls(c) for c in range(N_CELLS)]
#: fields with the same colour as ``cell`` on a chessboard (a path of even length ends on one)
EVEN_B = _bits(c for c in range(N_CELLS) if (c % W + c // W) % 2 == 0)

#: per cell: (direction bit, neighbour, neighbour's bit) for neighbours that can ever be entered
STEPS = [tuple((1 << d, n, 1 << n) for d, n in NEIGHBOURS[c] if IS_LAND[n] or IS_WATER[n]) for c in range(N_CELLS)]
#: island's pool id for the island and its 8 water fields, else -1
POOL_ID = [-1] * N_CELLS
for _island, _pool in POOL.items():
    POOL_ID[_island] = _island
    for _c in _pool:
        POOL_ID[_c] = _island


def _three_direction_layers(start: int, length: int, used0: int, phase0: int) -> list[dict[tuple[int, int], int]]:
    """Per length 1..``length``: (directions used, phase) -> end fields, over paths with at most three directions."""
    pool = POOL_B.get(start, 0)
    out: list[dict[tuple[int, int], int]] = [{} for _ in range(length + 1)]
    for excluded in range(4):
        mono = (excluded + 2) % 4
        cross_a, cross_b = (excluded + 1) % 4, (excluded + 3) % 4
        moves = ((mono, 0), (cross_a, 1), (cross_b, 2))
        # state (run direction 0 none / 1 / 2, used bits, phase) -> fields
        layer: dict[tuple[int, int, int], int] = {(0, used0, phase0): 1 << start}
        for k in range(1, length + 1):
            nxt: dict[tuple[int, int, int], int] = {}
            get = nxt.get
            for (run, used, phase), bits in layer.items():
                for d, nrun in moves:
                    if nrun and run and run != nrun:
                        continue
                    if d == 0:
                        moved = bits >> W
                    elif d == 2:
                        moved = (bits << W) & FULL
                    elif d == 1:
                        moved = (bits & NOT_COL_U) << 1
                    else:
                        moved = (bits & NOT_COL_A) >> 1
                    if not moved:
                        continue
                    nused = used | (1 << d)
                    if phase == LAND:
                        a, b = moved & LAND_B, moved & WATER_B
                        if a:
                            key = (nrun, nused, LAND)
                            nxt[key] = get(key, 0) | a
                        if b:
                            key = (nrun, nused, RESCUE)
                            nxt[key] = get(key, 0) | b
                    elif phase == RESCUE:
                        a, b = moved & LAND_B, moved & WATER_B
                        if a:
                            key = (nrun, nused, DONE)
                            nxt[key] = get(key, 0) | a
                        if b:
                            key = (nrun, nused, RESCUE)
                            nxt[key] = get(key, 0) | b
                    elif phase == DONE:
                        a = moved & LAND_B
                        if a:
                            key = (nrun, nused, DONE)
                            nxt[key] = get(key, 0) | a
                    else:
                        a, b = moved & LAND_B, moved & pool
                        if a:
                            key = (nrun, nused, LAND)
                            nxt[key] = get(key, 0) | a
                        if b:
                            key = (nrun, nused, ISLAND)
                            nxt[key] = get(key, 0) | b
            layer = nxt
            if not layer:
                break
            ends = out[k]
            for (_run, used, phase), bits in layer.items():
                if phase in (LAND, DONE):
                    key2 = (used, phase)
                    ends[key2] = ends.get(key2, 0) | bits
    return out


def _triples(ends: dict[tuple[int, int], int]) -> set[tuple[int, int, int]]:
    found: set[tuple[int, int, int]] = set()
    for (used, phase), bits in ends.items():
        r = 1 if phase == DONE else 0
        while bits:
            low = bits & -bits
            found.add((low.bit_length() - 1, used, r))
            bits ^= low
    return found


#: (start key, length) -> three-direction ends; filled for every length up to the longest asked
_THREE: dict[tuple[int, int], dict[tuple[int, int], int]] = {}


def _four_directions(start: int, length: int, used0: int, phase0: int, found: set[tuple[int, int, int]]) -> None:
    """Add the ends only a four-direction path reaches (as cheaply), searching simple paths."""
    parity = EVEN_B if (start % W + start // W + length) % 2 == 0 else FULL ^ EVEN_B
    reach = BALL[start][length] & parity & LAND_B
    any_end = 0
    dry_end = 0
    for end, _mask, r in found:
        any_end |= 1 << end
        if not r:
            dry_end |= 1 << end
    targets = [reach & ~dry_end, reach & ~any_end]  # [without rescue, with rescue]
    if not targets[0]:
        return
    seen: set[tuple[int, int, int, int]] = set()

    def walk(cell: int, rem: int, phase: int, visited: int, mask: int) -> None:
        want = targets[1] if phase in (RESCUE, DONE) else targets[0]
        if not want & BALL[cell][rem]:
            return
        key = (cell, rem, phase, visited & BALL[cell][rem])
        if key in seen:
            return
        seen.add(key)
        for bit, n, nbit in STEPS[cell]:
            if visited & nbit:
                continue
            if phase == LAND:
                nphase = LAND if IS_LAND[n] else RESCUE
            elif phase == DONE:
                if not IS_LAND[n]:
                    continue
                nphase = DONE
            elif phase == RESCUE:
                nphase = RESCUE if IS_WATER[n] else DONE
            elif IS_LAND[n]:
                nphase = LAND
            elif POOL_ID[n] == POOL_ID[cell]:
                nphase = ISLAND
            else:
                continue
            if rem == 1:
                if nphase == LAND and targets[0] & nbit:
                    found.add((n, mask | bit, 0))
                    targets[0] &= ~nbit
                    targets[1] &= ~nbit
                elif nphase == DONE and targets[1] & nbit:
                    found.add((n, mask | bit, 1))
                    targets[1] &= ~nbit
            else:
                walk(n, rem - 1, nphase, visited | nbit, mask | bit)

    walk(start, length, phase0, 1 << start, used0)


def pareto(triples: set[tuple[int, int, int]]) -> frozenset[tuple[int, int, int]]:
    """Drop (end, mask, r) triples that another triple with the same end dominates."""
    by_end: dict[int, list[tuple[int, int]]] = {}
    for end, mask, r in triples:
        by_end.setdefault(end, []).append((mask, r))
    out = []
    for end, opts in by_end.items():
        for mask, r in opts:
            if not any((m2, r2) != (mask, r) and m2 & mask == m2 and r2 <= r for m2, r2 in opts):
                out.append((end, mask, r))
    return frozenset(out)


@lru_cache(maxsize=8192)
def paths(start: int, length: int) -> frozenset[tuple[int, int, int]]:
    """Pareto-minimal (end, directions bit set, rescue used 0/1) of simple paths of ``length`` steps.

    ``start`` is a land field, an island, or ``WINDROSE`` (C1 entered, NORTH used, no die point).
    Length 0 gives the start itself (a carrier on the arrow entering the camp with a 1).
    """
    used0 = 0
    if start == WINDROSE:
        if length == 0:
            return frozenset()
        start, used0 = N_CELL, NORTH_BIT
    phase0 = ISLAND if KIND[start] == "island" else LAND
    if length == 0:
        return frozenset(((start, 0, 0),)) if phase0 == LAND else frozenset()
    key = (-1 if used0 else start, length)
    if key not in _THREE:
        for k, ends in enumerate(_three_direction_layers(start, length, used0, phase0)):
            if k:
                _THREE.setdefault((key[0], k), ends)
    found = _triples(_THREE[key])
    _four_directions(start, length, used0, phase0, found)
    return pareto(found)


def clear_cache() -> None:
    """Forget every memoised result (benchmarks measure the uncached generator)."""
    paths.cache_clear()
    _THREE.clear()


@contextmanager
def computed_afresh() -> Iterator[Callable[[int, int], frozenset[tuple[int, int, int]]]]:
    """``paths`` with nothing memoised, as a fresh process computes it, for a test of what it computes; the
    process's memoised results are back afterwards. Forgetting them (``clear_cache``) in a test made the games
    played next by the same test worker compute them again: some 2,600 of them for ten Inka games."""
    kept = dict(_THREE)
    _THREE.clear()
    try:
        yield paths.__wrapped__
    finally:
        _THREE.clear()
        _THREE.update(kept)
