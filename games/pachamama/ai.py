"""The AI hooks: deduce certain fields with the solver, divine those, explore otherwise.

The policy parks explorers on squares whose field is certain (a parked explorer is never
displaced, and everyone makes a final divination) and cashes them in one divination action
once no other explorer can reach such a square: moves and divinations each cost a turn, and a
right divination lets the same action go on with the next explorer. It values a divination
with its diversity bonus, and in the final divinations guesses where a guess pays on average.

The policy reads the seat's view only: discovered land types, cultivated fields, and the
seat's own looks at the wheel. ``evaluate`` reads a world drawn by ``determinize``.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from games.ismcts import soft_reward
from games.pachamama import components as C
from games.pachamama.grid import Grid, grid_of
from games.pachamama.moves import destinations
from games.pachamama.solver import Deduction, Puzzle, logic_solve, values_of
from games.pachamama.state import PachamamaState, PachamamaView


def known_puzzle(view: PachamamaView) -> tuple[Puzzle, list[int]]:
    """The fields puzzle as far as the seat knows it, and the starting candidates.

    Known squares of one type that touch (even diagonally) share a region, so their
    fields differ; such a group is an exact region once no unknown square borders it.
    """
    return _puzzle_of(view.width, view.height, *_known_squares(view))


def _known_squares(view: PachamamaView) -> tuple[tuple[int | None, ...], tuple[int | None, ...]]:
    """(land types, fields) the seat knows: the public ones and its own looks at the wheel."""
    types: list[int | None] = list(view.land)
    fields: list[int | None] = list(view.field)
    for pk in view.my_peeks:
        types[pk.cell] = pk.land
        fields[pk.cell] = pk.field
    return tuple(types), tuple(fields)


def _puzzle_of(
    width: int, height: int, types: tuple[int | None, ...], fields: tuple[int | None, ...]
) -> tuple[Puzzle, list[int]]:
    grid = grid_of(width, height)
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
    if steps is None:
        return list(_deduced(view.width, view.height, *_known_squares(view)))
    puzzle, cands = known_puzzle(view)
    solved = logic_solve(puzzle, cands, steps)
    return solved if solved is not None else cands  # a contradiction cannot happen on a true land


@lru_cache(maxsize=1024)
def _deduced(width: int, height: int, types: tuple[int | None, ...], fields: tuple[int | None, ...]) -> tuple[int, ...]:
    """``deduce`` without explanations, memoised: the heuristic and ``evaluate`` ask it at every
    decision of every playout, and the knowledge (types, fields, own looks) changes far less often."""
    puzzle, cands = _puzzle_of(width, height, types, fields)
    solved = logic_solve(puzzle, cands)
    return tuple(solved if solved is not None else cands)


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

    # divination only where the field is certain; in the main phase an explorer that can still
    # reach a sure square goes there first, and one divination action then cashes them all
    sure_aims = [a for a in kinds.get("aim", []) if me.explorers[a.explorer] in sure]
    if sure_aims and (view.phase != "main" or _best_park(view, grid, sure) is None):
        return max(sure_aims, key=lambda a: divination_gain(me.tracks, sure[me.explorers[a.explorer]]))
    if view.phase == "value":
        assert view.chosen is not None
        cell = me.explorers[view.chosen]
        if cell is not None and cell in sure:
            return next(a for a in actions if a.kind == "divine" and a.value == sure[cell])
        options = values_of(cands[cell]) if cell is not None else []
        pick = best_guess(me.tracks, options)[0] if options else 1
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
    if view.phase == "final":
        # the last divinations, nothing sure is left and a miss costs no turn: guess if it pays on average
        guesses = [
            (best_guess(me.tracks, values_of(cands[cell]))[1], a)
            for a in kinds.get("aim", [])
            if (cell := me.explorers[a.explorer]) is not None and cands[cell]
        ]
        if guesses:
            ev, a = max(guesses, key=lambda g: g[0])
            if ev > 0:
                return a
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


def best_guess(tracks: list[int], options: list[int]) -> tuple[int, float]:
    """The value to name among equally likely ``options``, and its expected points.

    Right (one chance in k): the field and its diversity bonus; wrong: minus the true field.
    """
    total = sum(options)
    k = len(options)
    best = max(options, key=lambda v: (divination_gain(tracks, v) + v, v))
    return best, (divination_gain(tracks, best) - (total - best)) / k


def divination_gain(tracks: list[int], value: int) -> int:
    """Points of a right divination of ``value``: the field plus the diversity bonus (RULINGS 6)."""
    level = tracks[value - 1]
    if level >= C.DIVERSITY_TOP:
        return value + C.DIVERSITY_TOP_POINTS
    return value + 1 + sum(1 for k, x in enumerate(tracks) if x == level + 1 and k != value - 1)


def _best_park(view: PachamamaView, grid: Grid, sure: dict[int, int]) -> tuple[int, int] | None:
    """(explorer, square): an explorer not already on a sure square that can reach a free sure one."""
    assert view.seat is not None
    me = view.players[view.seat]
    cultivated = [f is not None for f in view.field]
    explorers = [p.explorers for p in view.players]
    best: tuple[int, int, int] | None = None
    off_tried = False
    for k, start in enumerate(me.explorers):
        if start is not None and view.field[start] is None and start in sure:
            continue  # already parked
        if start is None:
            if off_tried:
                continue
            off_tried = True
        for cell in destinations(grid, cultivated, explorers, view.seat, start):
            if view.field[cell] is None and cell in sure and view.land[cell] is not None:
                gain = divination_gain(me.tracks, sure[cell])
                if best is None or gain > best[0]:
                    best = (gain, k, cell)
    return (best[1], best[2]) if best is not None else None


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
                score = 10.0 + divination_gain(me.tracks, sure[cell])  # a sure divination to come
            elif view.land[cell] is None:
                score = 5.0 - len(values_of(cands[cell])) + rng.random()  # explore: a cube, maybe a deduction
            else:
                continue
            if start is not None and view.land[start] is not None and view.field[start] is None and start in sure:
                continue  # that explorer should stay and divine
            if best is None or score > best[0]:
                best = (score, k, cell)
    return (best[1], best[2]) if best is not None else None


def search_candidates(view: PachamamaView, actions: list[Any]) -> list[Any]:
    """The actions worth searching, from the seat's view (the search's optional root hook).

    Iterations are few in Pachamama (drawing a world costs milliseconds), so none go to moves
    that cannot pay: a divination names only the values still possible there (any other is
    wrong in every world), a move never ends on a known square with nothing sure to divine
    while an unknown or sure square is in reach, and a free trade must add a kind of cube.
    The heuristic's own choice always survives, and so do at least two actions.
    """
    kept = _narrowed(view, actions)
    # a choice left with one action would not be searched at all: the level's search always runs
    return kept if len(kept) >= 2 else actions


def _narrowed(view: PachamamaView, actions: list[Any]) -> list[Any]:
    if view.seat is None or len(actions) <= 2:
        return actions
    me = view.players[view.seat]
    if view.phase == "value" and view.chosen is not None:
        cell = me.explorers[view.chosen]
        if cell is None:
            return actions
        options = set(values_of(deduce(view)[cell]))
        return [a for a in actions if a.kind == "divine" and a.value in options] or actions
    if view.phase == "destination":
        cands = deduce(view)

        def useful(a: Any) -> bool:
            if a.kind != "go":
                return True
            c = a.cell
            m = cands[c]
            return view.land[c] is None or (view.field[c] is None and bool(m) and not m & (m - 1))

        kept = [a for a in actions if a.kind != "back" and useful(a)]
        return kept if any(a.kind == "go" for a in kept) else actions
    if view.phase in ("main", "more", "after"):
        kinds = sum(1 for k in me.cubes if k)
        return [a for a in actions if a.kind != "trade" or _distinct_after(me.cubes, a.give, a.take, None) > kinds]
    return actions


def evaluate(state: PachamamaState, view: PachamamaView, seat: int) -> float:
    """Share of opponents beaten, from the points each player has or is sure to get.

    Scores, cubes (1 point each at the end), and the divinations waiting under explorers parked
    on squares whose field the public knowledge (plus ``seat``'s own looks) fixes: a parked
    explorer is never displaced and every player makes a final divination, so these are points
    in hand. ``view`` is ``seat``'s view of ``state``, a world drawn by ``determinize``.
    The more land is still undiscovered, the more points are still to come, so the wider the
    margin of doubt.
    """
    cands = deduce(view)
    projected = []
    for p in state.seats:
        points = float(p.score + sum(p.cubes) * C.CUBE_END_POINTS)
        tracks = list(p.tracks)
        for cell in p.explorers:
            if cell is None or not state.discovered[cell] or state.cultivated[cell]:
                continue
            m = cands[cell]
            if m and not m & (m - 1):
                v = m.bit_length() - 1
                points += divination_gain(tracks, v)
                if tracks[v - 1] < C.DIVERSITY_TOP:
                    tracks[v - 1] += 1
        projected.append(points)
    hidden = state.discovered.count(False)
    return soft_reward(projected, seat, 3.0 + 0.3 * hidden)


__all__ = [
    "best_guess",
    "certain_fields",
    "deduce",
    "divination_gain",
    "evaluate",
    "heuristic_action",
    "known_puzzle",
    "search_candidates",
]
