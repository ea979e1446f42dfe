"""A simple AI: deduce certain fields with the solver, divine those, explore otherwise.

Everything here reads the seat's view only: discovered land types, cultivated
fields, and the seat's own looks at the wheel.
"""

from __future__ import annotations

import random
from typing import Any

from games.pachamama import components as C
from games.pachamama.grid import Grid, grid_of
from games.pachamama.moves import destinations
from games.pachamama.solver import Deduction, Puzzle, logic_solve, values_of
from games.pachamama.state import PachamamaView


def known_puzzle(view: PachamamaView) -> tuple[Puzzle, list[int]]:
    """The fields puzzle as far as the seat knows it, and the starting candidates.

    Known squares of one type that touch (even diagonally) share a region, so their
    fields differ; such a group is an exact region once no unknown square borders it.
    """
    grid = grid_of(view.width, view.height)
    types: list[int | None] = list(view.land)
    fields: list[int | None] = list(view.field)
    for pk in view.my_peeks:
        types[pk.cell] = pk.land
        fields[pk.cell] = pk.field
    groups: list[tuple[list[int], bool]] = []
    seen: set[int] = set()
    for start in range(grid.n):
        t = types[start]
        if t is None or start in seen:
            continue
        group = [start]
        seen.add(start)
        closed = True
        k = 0
        while k < len(group):
            c = group[k]
            k += 1
            for j in grid.king[c]:
                if types[j] == t and j not in seen:
                    seen.add(j)
                    group.append(j)
            for j in grid.orth[c]:
                if types[j] is None:
                    closed = False
        if closed and len(group) > C.MAX_REGION_SIZE:  # cannot happen on a valid land
            closed = False
        groups.append((sorted(group), closed))
    puzzle = Puzzle(grid=grid, groups=groups)
    cands = puzzle.initial()
    for c, f in enumerate(fields):
        if f is not None:
            cands[c] = 1 << f
    return puzzle, cands


def deduce(view: PachamamaView, steps: list[Deduction] | None = None) -> list[int]:
    """Candidate masks (bits 1..5) of every square after plain logic on what the seat knows."""
    puzzle, cands = known_puzzle(view)
    solved = logic_solve(puzzle, cands, steps)
    return solved if solved is not None else cands  # a contradiction cannot happen on a true land


def certain_fields(view: PachamamaView) -> dict[int, int]:
    """Squares whose field the seat can be sure of (cultivated ones included)."""
    return {c: m.bit_length() - 1 for c, m in enumerate(deduce(view)) if m and not m & (m - 1)}


def _distinct_after(cubes: list[int], give: tuple[int, ...], take: int | None, new: int | None) -> int:
    after = list(cubes)
    for g in give:
        after[g] -= 1
    if take is not None:
        after[take] += 1
    if new is not None:
        after[new] += 1
    return sum(1 for k in after if k)


def heuristic_action(view: PachamamaView, actions: list[Any], rng: random.Random) -> Any:
    if not actions or view.seat is None:
        return None
    seat = view.seat
    me = view.players[seat]
    grid = grid_of(view.width, view.height)
    cands = deduce(view)
    sure = {c: m.bit_length() - 1 for c, m in enumerate(cands) if m and not m & (m - 1)}
    kinds: dict[str, list[Any]] = {}
    for a in actions:
        kinds.setdefault(a.kind, []).append(a)

    def uncertain_spot() -> int | None:
        """An own explorer on an uncultivated square whose field is not certain."""
        for cell in me.explorers:
            if cell is not None and view.land[cell] is not None and view.field[cell] is None and cell not in sure:
                return cell
        return None

    # divination first: only where the field is certain
    for a in kinds.get("aim", []):
        cell = me.explorers[a.explorer]
        if cell in sure:
            return a
    if view.phase == "value":
        assert view.chosen is not None
        cell = me.explorers[view.chosen]
        if cell is not None and cell in sure:
            return next(a for a in actions if a.kind == "divine" and a.value == sure[cell])
        options = values_of(cands[cell]) if cell is not None else []
        pick = rng.choice(options) if options else 1
        return next(a for a in actions if a.kind == "divine" and a.value == pick)
    if view.phase == "trade" and view.pending_cube is not None:
        best = next(a for a in actions if a.kind == "keep")
        score = _distinct_after(me.cubes, (), None, None)
        for a in kinds.get("trade", []):
            d = _distinct_after(me.cubes, a.give, a.take, view.pending_cube)
            if d > score:
                best, score = a, d
        return best
    if view.phase == "peek":
        spot = uncertain_spot()
        looks = kinds.get("look", [])
        for a in looks:
            if a.cell == spot:
                return a
        return rng.choice(looks) if looks else actions[-1]
    # a look at the wheel pays when an explorer already stands on a square we cannot deduce
    if "offer" in kinds and uncertain_spot() is not None:
        return next(a for a in kinds["offer"] if a.reward == "peek")
    if view.phase in ("more", "final", "after"):
        return next(a for a in actions if a.kind in ("stop", "end"))
    if view.phase in ("main", "destination"):
        best = _best_move(view, grid, cands, sure, rng)
        if best is not None:
            explorer, cell = best
            if view.phase == "main":
                for a in kinds.get("pick", []):
                    if a.explorer == explorer:
                        return a
            for a in kinds.get("go", []):
                if a.cell == cell:
                    return a
        if "leave" in kinds:
            return kinds["leave"][0]
    useful = [a for a in actions if a.kind not in ("back", "offer", "trade")]
    return rng.choice(useful or actions)


def _best_move(
    view: PachamamaView, grid: Grid, cands: list[int], sure: dict[int, int], rng: random.Random
) -> tuple[int, int] | None:
    """(explorer, destination): a square with a certain field, else the most promising unknown square."""
    assert view.seat is not None
    seat = view.seat
    me = view.players[seat]
    cultivated = [f is not None for f in view.field]
    explorers = [p.explorers for p in view.players]
    if view.phase == "destination":
        assert view.chosen is not None
        movers = [view.chosen]
    else:
        off = [k for k, c in enumerate(me.explorers) if c is None][:1]
        movers = [k for k, c in enumerate(me.explorers) if c is not None] + off
    best: tuple[float, int, int] | None = None
    for k in movers:
        start = me.explorers[k]
        for cell in destinations(grid, cultivated, explorers, seat, start):
            if view.land[cell] is not None and view.field[cell] is None and cell in sure:
                score = 10.0 + sure[cell]  # a sure divination next turn
            elif view.land[cell] is None:
                score = 5.0 - len(values_of(cands[cell])) + rng.random()  # explore: a cube, maybe a deduction
            else:
                continue
            if start is not None and view.land[start] is not None and view.field[start] is None and start in sure:
                continue  # that explorer should stay and divine
            if best is None or score > best[0]:
                best = (score, k, cell)
    return (best[1], best[2]) if best is not None else None


__all__ = ["certain_fields", "deduce", "heuristic_action", "known_puzzle"]
