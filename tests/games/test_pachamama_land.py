"""The land generator and the solver, checked by an independent encoding.

The independent checker below shares no code with the engine: it rebuilds the
regions from the land types, then counts fillings by backtracking with two
rules only: a region of n squares holds 1..n once each, and no 2×2 window
holds a value twice (which is exactly "equal fields never touch").
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.pachamama import complete as land_search
from games.pachamama import components as C
from games.pachamama.grid import grid_for
from games.pachamama.land import generate_land, make_puzzle
from games.pachamama.legal import cap_for
from games.pachamama.solver import Deduction, Puzzle, count_solutions, logic_solve

# ---------------------------------------------------------------- the independent checker


def regions_from_types(width: int, height: int, land: list[int]) -> list[list[tuple[int, int]]]:
    """Orthogonally connected squares of one type, as (x, y) lists."""
    at = {(x, y): land[x * height + y] for x in range(width) for y in range(height)}
    seen: set[tuple[int, int]] = set()
    out = []
    for start in sorted(at):
        if start in seen:
            continue
        seen.add(start)
        group = [start]
        for x, y in group:
            for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nxt in at and nxt not in seen and at[nxt] == at[start]:
                    seen.add(nxt)
                    group.append(nxt)
        out.append(group)
    return out


def land_is_valid(width: int, height: int, land: list[int], field: list[int], cap: int) -> bool:
    regions = regions_from_types(width, height, land)
    region_of = {sq: k for k, r in enumerate(regions) for sq in r}
    for k, r in enumerate(regions):
        if not 1 <= len(r) <= 5 or sorted(field[x * height + y] for x, y in r) != list(range(1, len(r) + 1)):
            return False
        for x, y in r:
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    o = (x + dx, y + dy)
                    if o == (x, y) or o not in region_of:
                        continue
                    if field[o[0] * height + o[1]] == field[x * height + y]:
                        return False  # equal fields touch
                    if land[o[0] * height + o[1]] == land[x * height + y] and region_of[o] != k:
                        return False  # two regions of one type touch
    return all(land.count(t) <= cap for t in range(4))


def count_fillings(
    width: int, height: int, land: list[int], given: dict[int, int], limit: int = 2
) -> tuple[int, list[int]]:
    """How many fillings obey the two rules (up to ``limit``), and the first one found."""
    regions = regions_from_types(width, height, land)
    cells = [(x, y) for x in range(width) for y in range(height)]
    size = {sq: len(r) for r in regions for sq in r}
    mates = {sq: [o for o in r if o != sq] for r in regions for sq in r}
    windows = {sq: set() for sq in cells}
    for x in range(width - 1):
        for y in range(height - 1):
            win = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
            for sq in win:
                windows[sq].update(o for o in win if o != sq)
    peers = {sq: set(mates[sq]) | windows[sq] for sq in cells}
    domain = {sq: set(range(1, size[sq] + 1)) for sq in cells}
    for c, v in given.items():
        domain[(c // height, c % height)] = {v}
    found: list[dict[tuple[int, int], int]] = []

    def search(dom: dict[tuple[int, int], set[int]], assigned: dict[tuple[int, int], int]) -> None:
        if len(found) >= limit:
            return
        free = [s for s in cells if s not in assigned]
        if not free:
            found.append(dict(assigned))
            return
        sq = min(free, key=lambda s: len(dom[s]))  # fewest values left first
        for v in sorted(dom[sq]):
            if any(assigned.get(s) == v for s in peers[sq]):
                continue
            nxt = {s: (d - {v} if s in peers[sq] else d) for s, d in dom.items()}
            nxt[sq] = {v}
            if any(not nxt[s] for s in peers[sq] if s not in assigned):
                continue
            assigned[sq] = v
            search(nxt, assigned)
            del assigned[sq]

    search(domain, {})
    first = [found[0][(c // height, c % height)] for c in range(len(cells))] if found else []
    return len(found), first


# ---------------------------------------------------------------- generator properties


def _lands(short: bool, seeds: range) -> list[tuple[list[int], list[int], list[int]]]:
    grid = grid_for(short)
    cap = C.MAX_SQUARES_PER_TYPE_SHORT if short else C.MAX_SQUARES_PER_TYPE_LONG
    out = []
    for seed in seeds:
        made = generate_land(grid, random.Random(f"test:{seed}"), cap)
        out.append((made.land, made.field, made.revealed))
    return out


@pytest.mark.parametrize("short", [False, True])
def test_generated_lands_obey_every_rule_over_many_seeds(short: bool) -> None:
    grid = grid_for(short)
    cap = C.MAX_SQUARES_PER_TYPE_SHORT if short else C.MAX_SQUARES_PER_TYPE_LONG
    sizes: set[int] = set()
    for land, field, revealed in _lands(short, range(300)):
        assert land_is_valid(grid.width, grid.height, land, field, cap)
        assert C.MIN_REVEALED <= len(revealed) <= C.MAX_REVEALED and len(set(revealed)) == len(revealed)
        assert set(land) <= set(range(4))
        sizes.update(len(r) for r in regions_from_types(grid.width, grid.height, land))
    assert sizes == {1, 2, 3, 4, 5}  # every region size turns up


def test_the_validity_checker_catches_broken_lands() -> None:
    grid = grid_for(False)
    land, field, _ = _lands(False, range(1))[0]
    assert land_is_valid(grid.width, grid.height, land, field, 15)
    swapped = list(field)
    a, b = grid.cell("A1"), grid.cell("A2")
    swapped[a], swapped[b] = 9, swapped[a]
    assert not land_is_valid(grid.width, grid.height, land, swapped, 15)
    assert not land_is_valid(grid.width, grid.height, land, field, 5)  # over the per-type cap


def test_rulebook_three_rules_of_pachamama() -> None:
    """ "In a Region of 1 tile, there is necessarily a Culture 1. In a Region of 2 tiles, a Culture 1 AND a
    Culture 2. ... Only ONE Field of the same type in a Region. Two Fields of the same type are never adjacent.\""""
    grid = grid_for(False)
    for land, field, _ in _lands(False, range(40)):
        for r in regions_from_types(grid.width, grid.height, land):
            values = [field[x * grid.height + y] for x, y in r]
            assert sorted(values) == list(range(1, len(r) + 1))


def test_independent_checker_finds_exactly_the_generated_fields() -> None:
    """500 lands of each size: the revealed squares leave exactly one filling, the true one."""
    for short, seeds in ((True, range(500)), (False, range(500))):
        grid = grid_for(short)
        for land, field, revealed in _lands(short, seeds):
            count, first = count_fillings(grid.width, grid.height, land, {c: field[c] for c in revealed})
            assert count == 1 and first == field


def test_independent_checker_sees_several_fillings_without_revealed_squares() -> None:
    grid = grid_for(True)
    counts = [count_fillings(grid.width, grid.height, land, {})[0] for land, _, _ in _lands(True, range(20))]
    assert max(counts) == 2  # so the checker can tell one from many


def test_revealed_fields_follow_by_plain_logic() -> None:
    for short in (False, True):
        grid = grid_for(short)
        for land, field, revealed in _lands(short, range(100)):
            puzzle = make_puzzle(grid, land)
            cands = puzzle.initial()
            for c in revealed:
                cands[c] = 1 << field[c]
            solved = logic_solve(puzzle, cands)
            assert solved == [1 << f for f in field]


def test_seed_decides_the_land() -> None:
    grid = grid_for(False)
    a = generate_land(grid, random.Random(5), C.MAX_SQUARES_PER_TYPE_LONG)
    b = generate_land(grid, random.Random(5), C.MAX_SQUARES_PER_TYPE_LONG)
    c = generate_land(grid, random.Random(6), C.MAX_SQUARES_PER_TYPE_LONG)
    assert (a.land, a.field, a.revealed) == (b.land, b.field, b.revealed)
    assert (a.land, a.field) != (c.land, c.field)


# ---------------------------------------------------------------- the solver


def test_solver_counts_one_solution_with_the_revealed_squares_and_more_without() -> None:
    grid = grid_for(False)
    several = 0
    for land, field, revealed in _lands(False, range(30)):
        puzzle = make_puzzle(grid, land)
        cands = puzzle.initial()
        several += count_solutions(puzzle, cands) == 2
        for c in revealed:
            cands[c] = 1 << field[c]
        assert count_solutions(puzzle, cands) == 1
    assert several > 20


def test_solver_explains_its_deductions() -> None:
    grid = grid_for(False)
    land, field, revealed = _lands(False, range(1))[0]
    puzzle = make_puzzle(grid, land)
    cands = puzzle.initial()
    for c in revealed:
        cands[c] = 1 << field[c]
    steps: list[Deduction] = []
    logic_solve(puzzle, cands, steps)
    placed = {s.cell: s.value for s in steps if s.placed}
    assert placed and all(field[c] == v for c, v in placed.items())
    assert all(field[s.cell] != s.value for s in steps if not s.placed)  # ruled-out values are really wrong
    assert any("the only place for" in s.reason for s in steps)
    assert all(s.reason.startswith(grid.label(s.cell)) for s in steps)


def test_touch_all_rule_on_a_small_example() -> None:
    """A square touching every place of a value in a region cannot hold that value."""
    grid = grid_for(True)
    a1, a2, b1, b2, a3 = (grid.cell(x) for x in ("A1", "A2", "B1", "B2", "A3"))
    puzzle = Puzzle(grid=grid, groups=[([a1, a2], True)])  # one known 2-square region, the rest unknown
    steps: list[Deduction] = []
    out = logic_solve(puzzle, puzzle.initial(), steps)
    assert out is not None
    one_two = (1 << 1) | (1 << 2)
    assert out[a1] == out[a2] == one_two
    assert not out[b1] & one_two and not out[b2] & one_two  # they touch both A1 and A2
    assert out[a3] & one_two == one_two  # A3 touches A2 only
    assert any(s.cell == b1 and "touches every place of 1" in s.reason for s in steps)


#: What seat 0 of a 2-player game knew (the engine suite's random game 1, 2026-12-06), as domains of the 9 x 5
#: land: a bit per land type, a bit per field value (1-5, bit 0 unused). No search within the fixed budgets found
#: a world for the 7th searched world, and the single search without a budget after them took 352 s.
HARD_TYPES = (4, 15, 15, 15, 15, 4, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 4, 4, 1, 15, 15, 4, 15, 15)
HARD_TYPES += (15, 15, 15, 15, 2, 15, 15, 15, 2, 2, 15, 15, 1, 8, 2, 4, 4, 15)
HARD_FIELDS = (8, 62, 62, 62, 62, 2, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62, 62, 32, 16, 8, 62, 62, 4, 62, 62)
HARD_FIELDS += (62, 62, 62, 62, 32, 62, 62, 62, 62, 62, 62, 62, 4, 62, 62, 62, 62, 62)


def test_a_knowledge_state_that_defeats_the_fixed_budgets_is_searched_again_not_without_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    budgets: list[int] = []
    plain = land_search.complete

    def bounded(*args: Any, node_limit: int, **kwargs: Any) -> Any:
        budgets.append(node_limit)
        assert node_limit <= 10**6, "a search of a million nodes or more: minutes for an AI move"
        return plain(*args, node_limit=node_limit, **kwargs)

    monkeypatch.setattr(land_search, "complete", bounded)
    land_search._searched_world.cache_clear()
    cap = cap_for(short=False)
    land, field = land_search._searched_world(9, 5, cap, HARD_TYPES, HARD_FIELDS, 6)
    land_search._searched_world.cache_clear()
    assert len(budgets) > len(land_search._BUDGETS), "the fixed budgets found it: no longer the hard case"
    assert all(HARD_TYPES[c] >> land[c] & 1 and HARD_FIELDS[c] >> field[c] & 1 for c in range(45)), "fits"
    assert land_is_valid(9, 5, list(land), list(field), cap)
