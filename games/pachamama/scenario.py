"""Positions for tests: the same table with everything one seat cannot know drawn again.

Written from the rules, independently of ``determinize``: it never calls the land search of
``complete.py``. It redraws the land where the seat has not seen it with its own small
constraint search (land types square by square where unseen, then fields region by region),
keeping every other square as it is, and accepts a land only when the rules checker passes and everything the
seat knows (discovered land types, cultivated fields, its own looks) reads the same.
"""

from __future__ import annotations

import random

from games.contract import RngState
from games.pachamama import components as C
from games.pachamama.grid import Grid, grid_of
from games.pachamama.legal import cap_for
from games.pachamama.rules import check_land, clone
from games.pachamama.state import PachamamaState, Peek

#: redraw attempts per perturbation, and the search budget of one attempt. Where what everyone knows fixes the land,
#: every attempt fails at its whole budget: those attempts were nearly all of these tests' time. An attempt that
#: finds a land needs some 500 nodes; with 1,500 instead of 3,000 the lands changed were 29 of 36 early states
#: instead of 30 (tests/games/test_pachamama_hidden.py's sample) and 38 of 72 either way (the hidden information
#: test's states), in two thirds of the time (2026-12-06).
ATTEMPTS = 60
NODES = 1500
UNSET = -1


def perturb_hidden(state: PachamamaState, seat: int, rng: random.Random) -> PachamamaState:
    """A copy of ``state`` that ``seat`` cannot tell from it.

    Redrawn: the land where ``seat`` has not seen it (land types of undiscovered squares, fields
    nobody has cultivated and ``seat`` has not looked at), which squares the other seats looked at
    (their number is public), and the seed of future draws. Late in a game the land is often fixed
    by what everyone knows; then only the looks and the seed change.
    """
    out = clone(state)
    grid = grid_of(state.width, state.height)
    type_known = list(state.discovered)
    field_known = list(state.cultivated)
    for pk in state.seats[seat].peeks:
        type_known[pk.cell] = field_known[pk.cell] = True
    cap = cap_for(state.short)
    unknown = [c for c in range(grid.n) if not field_known[c]]
    for _ in range(ATTEMPTS if unknown else 0):
        pivot = rng.choice(unknown)  # this square must change: its field, or its land type too
        if rng.random() < 0.5:  # a square window around the pivot: its unseen types and unknown fields
            free = _window(grid, unknown, pivot, rng)
            retyped = [c for c in free if not type_known[c]]
        else:  # every unknown field, and the types of a blob of unseen squares near the pivot
            free = unknown
            unseen = [c for c in unknown if not type_known[c]]
            retyped = _blob(grid, unseen, pivot, rng) if unseen else []
        drawn = _redraw(grid, state.land, state.field, free, retyped, pivot, cap, rng)
        if drawn is not None and drawn != (state.land, state.field) and _knowledge_kept(state, seat, *drawn):
            out.land, out.field = drawn
            break
    lookable = [c for c in range(grid.n) if c not in set(state.revealed)]
    for other, player in enumerate(out.seats):
        if other != seat and player.peeks:
            cells = rng.sample(lookable, len(player.peeks))
            player.peeks = [Peek(cell=c, land=out.land[c], field=out.field[c]) for c in cells]
    out.rng = RngState(seed=rng.randrange(1 << 62), counter=state.rng.counter)
    return out


def _window(grid: Grid, unknown: list[int], pivot: int, rng: random.Random) -> list[int]:
    """The unknown squares within 1–4 king steps of ``pivot``."""
    px, py = grid.xy(pivot)
    r = rng.randint(1, 4)
    return [c for c in unknown if max(abs(grid.xy(c)[0] - px), abs(grid.xy(c)[1] - py)) <= r]


def _blob(grid: Grid, unseen: list[int], pivot: int, rng: random.Random) -> list[int]:
    """A random blob of 1–10 unseen squares grown (king steps) from the unseen square nearest ``pivot``."""
    px, py = grid.xy(pivot)
    start = min(unseen, key=lambda c: (max(abs(grid.xy(c)[0] - px), abs(grid.xy(c)[1] - py)), rng.random()))
    pool = set(unseen)
    blob = [start]
    size = rng.randint(1, 10)
    edge = [j for j in grid.king[start] if j in pool]
    while edge and len(blob) < size:
        c = edge.pop(rng.randrange(len(edge)))
        if c in blob:
            continue
        blob.append(c)
        edge += [j for j in grid.king[c] if j in pool and j not in blob]
    return blob


def _redraw(
    grid: Grid,
    land: list[int],
    field: list[int],
    free: list[int],
    retyped: list[int],
    pivot: int,
    cap: int,
    rng: random.Random,
) -> tuple[list[int], list[int]] | None:
    """New fields for the ``free`` squares and new land types for ``retyped`` (unseen) ones. None: not found.

    First the land types, square by square, keeping regions of 1–5 squares that never touch
    another of their type; then, for each full type map, the fields region by region. ``pivot``
    (one of ``free``) never gets back both its land type and its field.
    """
    new_land, new_field = list(land), list(field)
    free_set = set(free)
    for c in free:
        new_field[c] = 0
    for c in retyped:
        new_land[c] = UNSET
    typeless = sorted(retyped)
    count = [new_land.count(t) for t in range(len(C.LAND_TYPES))]
    budget = [NODES]
    same = (land[pivot], field[pivot])

    orth, king = grid.orth, grid.king

    def component(c: int) -> tuple[list[int], bool]:
        """The orthogonal same-type group of ``c`` and whether it can still grow."""
        t = new_land[c]
        group, stack, seen, growing = [c], [c], {c}, False
        while stack:
            for j in orth[stack.pop()]:
                u = new_land[j]
                if u == UNSET:
                    growing = True
                elif u == t and j not in seen:
                    seen.add(j)
                    group.append(j)
                    stack.append(j)
        return group, growing

    def group_ok(group: list[int], growing: bool) -> bool:
        """Whether the same-type group (``component``) can still be, or already is, a region of the rules."""
        if len(group) > C.MAX_REGION_SIZE:
            return False
        values = [v for v in map(new_field.__getitem__, group) if v]
        if len(set(values)) < len(values):
            return False
        if growing:
            return True
        t = new_land[group[0]]
        for q in group:
            for j in king[q]:
                if new_land[j] == t and j not in group:
                    return False  # a closed region touches another of its type
        if values and max(values) > len(group):
            return False
        missing = set(range(1, len(group) + 1)).difference(values)
        reach: set[int] = set()
        for q in group:  # every open square of the region still has a value left, and every value a square
            if not new_field[q]:
                options = missing.difference([new_field[j] for j in king[q]])
                if not options:
                    return False
                reach |= options
        return reach == missing

    def regions_ok(cells: tuple[int, ...]) -> bool:
        """Every typed square of ``cells`` lies in a group that ``group_ok`` accepts. Squares of one group share
        the answer, so each group is found and judged once (judging groups is half of a perturbation's time; a
        square placed and its neighbours of its type were judged again each: 12 % of it)."""
        judged: set[int] = set()
        for c in cells:
            if new_land[c] == UNSET or c in judged:
                continue
            group, growing = component(c)
            if not group_ok(group, growing):
                return False
            judged.update(group)
        return True

    def fill() -> bool:
        """Fields 1..n in every region holding a free square, equal fields never touching."""
        todo: list[int] = []
        size: dict[int, int] = {}
        mates: dict[int, list[int]] = {}
        for c in free:
            if c not in size:
                group, _ = component(c)
                for q in group:
                    size[q] = len(group)
                    mates[q] = group
                todo += [q for q in group if q in free_set]

        near = {c: (*mates[c], *king[c]) for c in todo}  # a square's region mates and neighbours

        def options(c: int) -> list[int]:
            used = set(map(new_field.__getitem__, near[c]))
            if c == pivot:
                return [v for v in range(1, size[c] + 1) if v not in used and (new_land[c], v) != same]
            return [v for v in range(1, size[c] + 1) if v not in used]

        def place(left: list[int]) -> bool:
            """The most constrained square first."""
            if not left:
                return True
            budget[0] -= 1
            if budget[0] < 0:
                return False
            best, best_options = -1, list(range(C.MAX_REGION_SIZE + 1))
            for c in left:
                o = options(c)
                if len(o) < len(best_options):
                    best, best_options = c, o
                    if not o:
                        return False
            rest = [c for c in left if c != best]
            for v in rng.sample(best_options, len(best_options)):
                new_field[best] = v
                if place(rest):
                    return True
                if budget[0] < 0:
                    break
            new_field[best] = 0
            return False

        return place(todo)

    def types(k: int) -> bool:
        if k == len(typeless):
            return fill()
        budget[0] -= 1
        if budget[0] < 0:
            return False
        c = typeless[k]
        for t in rng.sample(range(len(C.LAND_TYPES)), len(C.LAND_TYPES)):
            if count[t] >= cap:
                continue
            new_land[c] = t
            count[t] += 1
            if regions_ok((c, *orth[c])) and types(k + 1):
                return True
            count[t] -= 1
            new_land[c] = UNSET
            if budget[0] < 0:
                return False
        return False

    if not types(0):
        return None
    try:
        check_land(grid, new_land, new_field, cap)
    except AssertionError:
        return None
    return new_land, new_field


def _knowledge_kept(state: PachamamaState, seat: int, land: list[int], field: list[int]) -> bool:
    """Everything ``seat`` knows about the land reads the same."""
    for c in range(len(land)):
        if state.discovered[c] and land[c] != state.land[c]:
            return False
        if state.cultivated[c] and field[c] != state.field[c]:
            return False
    return all((land[pk.cell], field[pk.cell]) == (pk.land, pk.field) for pk in state.seats[seat].peeks)


__all__ = ["perturb_hidden"]
