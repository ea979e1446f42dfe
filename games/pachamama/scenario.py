"""Positions for tests: the same table with everything one seat cannot know drawn again.

Written from the rules, independently of ``determinize``: it never calls the land search. It
changes the true land only by small moves that keep every land rule, and accepts a move only
when the seat's knowledge (discovered land types, cultivated fields, its own looks) still holds.
"""

from __future__ import annotations

import random

from games.contract import RngState
from games.pachamama import components as C
from games.pachamama.grid import Grid, grid_of
from games.pachamama.legal import cap_for
from games.pachamama.rules import check_land, clone
from games.pachamama.state import PachamamaState, Peek

#: land moves tried per perturbation (each is kept only if the land stays valid and known facts hold)
MOVES = 40
#: random type patterns tried for one window, and the field search's budget
WINDOW_TRIES = 30
FILL_NODES = 400


def perturb_hidden(state: PachamamaState, seat: int, rng: random.Random) -> PachamamaState:
    """A copy of ``state`` that ``seat`` cannot tell from it.

    Redrawn: the land where ``seat`` has not seen it (land types of regions nobody has found a
    square of, fields nobody has cultivated and ``seat`` has not looked at), which squares the
    other seats looked at (their number is public), and the seed of future draws.
    """
    out = clone(state)
    grid = grid_of(state.width, state.height)
    type_known = [d for d in state.discovered]
    field_known = [c for c in state.cultivated]
    for pk in state.seats[seat].peeks:
        type_known[pk.cell] = field_known[pk.cell] = True
    land, field = list(state.land), list(state.field)
    cap = cap_for(state.short)
    for _ in range(MOVES):
        move = rng.choice((_recolour_region, _swap_fields, _reshape_window))
        trial = move(grid, land, field, type_known, field_known, rng)
        if trial is not None and _valid(grid, *trial, cap) and _knowledge_kept(state, seat, *trial):
            land, field = trial
    out.land, out.field = land, field
    lookable = [c for c in range(grid.n) if c not in set(state.revealed)]
    for other, player in enumerate(out.seats):
        if other != seat and player.peeks:
            cells = rng.sample(lookable, len(player.peeks))
            player.peeks = [Peek(cell=c, land=land[c], field=field[c]) for c in cells]
    out.rng = RngState(seed=rng.randrange(1 << 62), counter=state.rng.counter)
    return out


def _regions(grid: Grid, land: list[int]) -> list[list[int]]:
    seen: set[int] = set()
    out = []
    for start in range(grid.n):
        if start in seen:
            continue
        group, stack = [start], [start]
        seen.add(start)
        while stack:
            c = stack.pop()
            for j in grid.orth[c]:
                if j not in seen and land[j] == land[start]:
                    seen.add(j)
                    group.append(j)
                    stack.append(j)
        out.append(group)
    return out


def _recolour_region(
    grid: Grid, land: list[int], field: list[int], type_known: list[bool], field_known: list[bool], rng: random.Random
) -> tuple[list[int], list[int]] | None:
    """Another land type for one region whose every square is unseen."""
    hidden = [r for r in _regions(grid, land) if not any(type_known[c] for c in r)]
    if not hidden:
        return None
    region = rng.choice(hidden)
    new = list(land)
    t = rng.randrange(len(C.LAND_TYPES))
    for c in region:
        new[c] = t
    return new, list(field)


def _swap_fields(
    grid: Grid, land: list[int], field: list[int], type_known: list[bool], field_known: list[bool], rng: random.Random
) -> tuple[list[int], list[int]] | None:
    """Swap the fields of two squares of one region whose fields ``seat`` does not know."""
    regions = [[c for c in r if not field_known[c]] for r in _regions(grid, land)]
    regions = [r for r in regions if len(r) >= 2]
    if not regions:
        return None
    a, b = rng.sample(rng.choice(regions), 2)
    new = list(field)
    new[a], new[b] = new[b], new[a]
    return list(land), new


def _reshape_window(
    grid: Grid, land: list[int], field: list[int], type_known: list[bool], field_known: list[bool], rng: random.Random
) -> tuple[list[int], list[int]] | None:
    """New land types for a few connected unseen squares, then new fields for every region that changed."""
    unseen = [c for c in range(grid.n) if not type_known[c]]
    if not unseen:
        return None
    window = [rng.choice(unseen)]
    size = rng.randint(1, 4)
    while len(window) < size:
        near = [j for c in window for j in grid.orth[c] if not type_known[j] and j not in window]
        if not near:
            break
        window.append(rng.choice(near))
    for _ in range(WINDOW_TRIES):
        new = list(land)
        for c in window:  # mostly a neighbour's type: regions grow and shrink rather than appear
            near_types = [new[j] for j in grid.orth[c]]
            new[c] = rng.choice(near_types) if rng.random() < 0.8 else rng.randrange(len(C.LAND_TYPES))
        if new == land:
            continue
        regions = _regions(grid, new)
        if any(len(r) > C.MAX_REGION_SIZE for r in regions):
            continue
        region_of = {c: k for k, r in enumerate(regions) for c in r}
        if any(new[j] == new[c] and region_of[j] != region_of[c] for c in window for j in grid.king[c]):
            continue  # regions of one type never touch
        old = {frozenset(r) for r in _regions(grid, land)}
        changed = {k for k, r in enumerate(regions) if frozenset(r) not in old}
        near = {region_of[j] for k in changed for c in regions[k] for j in grid.king[c]}
        fields = _fill_fields(grid, field, [regions[k] for k in sorted(changed | near)], field_known, rng)
        if fields is not None:
            return new, fields
    return None


def _fill_fields(
    grid: Grid, field: list[int], regions: list[list[int]], field_known: list[bool], rng: random.Random
) -> list[int] | None:
    """Fields 1..n for each of ``regions`` (known fields kept, equal fields never touching), or None."""
    out = list(field)
    for r in regions:
        known = [field[c] for c in r if field_known[c]]
        if len(set(known)) < len(known) or any(v > len(r) for v in known):
            return None
    cells = [c for r in regions for c in r]
    region_of = {c: r for r in regions for c in r}
    for c in cells:
        if not field_known[c]:
            out[c] = 0
    todo = [c for c in cells if not field_known[c]]
    budget = [FILL_NODES]

    def place(k: int) -> bool:
        if k == len(todo):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        c = todo[k]
        mates = region_of[c]
        values = [
            v
            for v in range(1, len(mates) + 1)
            if all(out[j] != v for j in mates) and all(out[j] != v for j in grid.king[c])
        ]
        rng.shuffle(values)
        for v in values:
            out[c] = v
            if place(k + 1):
                return True
        out[c] = 0
        return False

    return out if place(0) else None


def _valid(grid: Grid, land: list[int], field: list[int], cap: int) -> bool:
    try:
        check_land(grid, land, field, cap)
    except AssertionError:
        return False
    return True


def _knowledge_kept(state: PachamamaState, seat: int, land: list[int], field: list[int]) -> bool:
    """Everything ``seat`` knows about the land reads the same."""
    for c in range(len(land)):
        if state.discovered[c] and land[c] != state.land[c]:
            return False
        if state.cultivated[c] and field[c] != state.field[c]:
            return False
    return all((land[pk.cell], field[pk.cell]) == (pk.land, pk.field) for pk in state.seats[seat].peeks)


__all__ = ["perturb_hidden"]
