"""The AI hooks: a greedy marker lookahead (RULINGS decision 16) and a score-based evaluation.

``heuristic_action`` reads the seat's view only: the public board, its own objective and the
tower colours it has seen. ``evaluate`` is called on determinized worlds and may read them whole.
"""

from __future__ import annotations

import random
from typing import Any

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import end_of, free_sites, mesa_towers, steal_options, touched
from games.anasazi.scoring import bonus_owners, values_of
from games.ismcts import soft_reward

LOOK_VALUE = 0.4  # what a look at an unknown tower is worth, in points
CAMP_STEAL_SHARE = 0.6  # share of a steal's worth credited to a camp one step from an explorer
OPPONENT_SHARE = 0.4  # a marker ending a turn hands its follow-up to the next player
MAJORITY_SHARE = 0.8  # how much of a bonus cube a cube deciding a colour's majority is credited with


class Worth:
    """Point values of cubes and towers for one seat, from its view."""

    def __init__(self, view: Any) -> None:
        seat = view.seat
        self.seat = seat
        self.values = values_of(view.track)
        self.objective = view.objective
        n = view.n_players
        mine = view.seats[seat].cubes
        others = [view.seats[i].cubes for i in range(n) if i != seat]
        self.cube = [self.values[c] * (C.OBJECTIVE_FACTOR if self.objective == c else 1) for c in range(C.N_COLOURS)]
        # a cube that makes this seat the sole majority of its colour also wins that colour's bonus cube
        # (and one that draws level with the leader takes it from them)
        for c in range(C.N_COLOURS):
            top = max((o[c] for o in others), default=0)
            if mine[c] == top:
                self.cube[c] += self.cube[c] * MAJORITY_SHARE
            elif mine[c] == top - 1:
                self.cube[c] += self.values[c] * MAJORITY_SHARE * 0.5
        # a tower of colour c lowers every c cube by one: good when the others hold more of c
        self.tower_by_colour = [
            (sum(o[c] for o in others) / max(1, len(others)) * 1.5)
            - mine[c] * (C.OBJECTIVE_FACTOR if self.objective == c else 1)
            for c in range(C.N_COLOURS)
        ]
        hidden = [t for t in range(B.N_TOWERS) if view.tower_on_board[t] and t not in view.known]
        left = [C.TOWERS_PER_COLOUR - len(view.track[c]) for c in range(C.N_COLOURS)]
        for c in view.known.values():
            left[c] -= 1
        total = max(1, sum(left))
        self.unknown_tower = sum(self.tower_by_colour[c] * left[c] for c in range(C.N_COLOURS)) / total
        self.hidden = len(hidden)
        self.known = view.known
        best_steal = 0.0
        for _victim, c in steal_options(view, seat):
            best_steal = max(best_steal, self.cube[c] + self.values[c] * 0.5)
        self.steal = best_steal
        self.ends = {p[-1]: k for k, p in enumerate(view.paths) if p}

    def tower(self, tower: int) -> float:
        c = self.known.get(tower)
        return self.tower_by_colour[c] if c is not None else self.unknown_tower


def _marker_gain(view: Any, w: Worth, node: int, edge: int, taken: set[int], reached: int | None) -> float:
    """Points a marker along ``edge`` to ``node`` brings, ignoring sectors in ``taken``."""
    value = 0.0
    for sec in B.EDGE_SECTORS[edge]:
        if sec in taken:
            continue
        sector = B.SECTORS[sec]
        if sector.tower is not None:
            if view.tower_on_board[sector.tower]:
                value += w.tower(sector.tower)
        elif sector.cube_slot is not None and view.cube[sector.cube_slot] >= 0:
            value += w.cube[view.cube[sector.cube_slot]]
    if view.camps.get(node, -1) == w.seat and node not in view.covered:
        value += w.steal
    mesa = B.EDGE_MESA[edge]
    if mesa is not None and not view.mesa_reached[mesa] and mesa != reached and mesa_towers(view, mesa):
        value += LOOK_VALUE
    return value


def _steps_from(view: Any, w: Worth, exp: int, start: int, used: int = -1) -> list[tuple[int, int, int]]:
    """(direction, node, edge) of legal markers from ``start`` for expedition ``exp``."""
    out = []
    ends, seat = w.ends, w.seat
    for d, st in enumerate(B.STEPS[start]):
        if st is None:
            continue
        nb, e = st
        if e == used or e in view.used or nb in B.POST_SET or nb in view.built or ends.get(nb, exp) != exp:
            continue
        owner = view.camps.get(nb, -1)
        if owner != -1 and owner != seat:
            continue
        out.append((d, nb, e))
    return out


def marker_values(view: Any, w: Worth, exp: int) -> dict[int, float]:
    """Direction -> gain now plus the follow-up on the same expedition (decision 16)."""
    out: dict[int, float] = {}
    share = C.FOLLOW_UP if view.actions_left > 1 else -OPPONENT_SHARE
    for d, nb, e in _steps_from(view, w, exp, end_of(view, exp)):
        now = _marker_gain(view, w, nb, e, set(), None)
        taken = set(B.EDGE_SECTORS[e])
        follow = 0.0
        for _, nb2, e2 in _steps_from(view, w, exp, nb, used=e):
            follow = max(follow, _marker_gain(view, w, nb2, e2, taken, B.EDGE_MESA[e]))
        out[d] = now + share * follow
    return out


def best_camp(view: Any, w: Worth, rows: Any, rng: random.Random) -> tuple[int | None, float]:
    """The best free site in ``rows`` and its worth: a camp one step from an explorer can be covered
    next turn for a steal (and keeps the others' markers off that point); any camp gives a look."""
    ends = {p[-1] for p in view.paths if p}
    covered = touched(view)
    sites = [n for r in rows for n in free_sites(view, r, covered)]
    if not sites:
        return None, -99.0
    beside = {nb for e in ends for nb in B.NEIGHBOURS[e]}  # the lattice's neighbourhood is symmetric
    near = [n for n in sites if n in beside]
    look = LOOK_VALUE if w.hidden else 0.0
    if near:
        return rng.choice(near), look + w.steal * CAMP_STEAL_SHARE
    return rng.choice(sites), look


def search_candidates(view: Any, actions: list[Any]) -> list[Any]:
    """Every action but Back, a UI step that only undoes the choice of a row or an expedition (an
    AI that searched it could choose an expedition, go back, choose it again, for ever)."""
    return [a for a in actions if a.kind != "back"] or actions


def heuristic_action(view: Any, actions: list[Any], rng: random.Random) -> Any:
    if not actions or view.seat is None:
        return None
    kinds: dict[str, list[Any]] = {}
    for a in actions:
        kinds.setdefault(a.kind, []).append(a)
    phase = view.phase
    if "look" in kinds:
        looks = kinds["look"]
        fresh = [a for a in looks if a.tower not in view.known]
        return rng.choice(fresh or looks)
    if view.stage == "looks":
        return actions[-1]
    w = Worth(view)
    if phase == "steal":
        options = kinds.get("steal", [])
        if not options:
            return actions[-1]
        return max(options, key=lambda a: (w.cube[a.colour] + w.values[a.colour] * 0.5, view.seats[a.victim].cubes))
    if phase == "direction":
        values = marker_values(view, w, view.chosen)
        places = kinds.get("place", [])
        if places:
            return max(places, key=lambda a: (values.get(a.direction, -99.0), rng.random()))
        return actions[-1]
    if phase in ("camp_row", "camp_node"):
        rows = range(len(B.ROWS)) if phase == "camp_row" else [view.chosen]
        node, _ = best_camp(view, w, rows, rng)
        if node is not None:
            for a in actions:
                if (a.kind == "row" and a.row == B.ROW_OF[node]) or (a.kind == "build" and a.node == node):
                    return a
        return rng.choice([a for a in actions if a.kind != "back"] or actions)
    if phase == "action":
        best_exp, best_value = None, -99.0
        for a in kinds.get("expedition", []):
            values = marker_values(view, w, a.expedition)
            v = max(values.values(), default=-99.0) + rng.random() * 0.05
            if not view.paths[a.expedition]:
                v -= 0.3  # a new expedition opens the board for everyone
            if v > best_value:
                best_exp, best_value = a, v
        if "camp" in kinds:
            _, camp = best_camp(view, w, range(len(B.ROWS)), rng)
            if best_exp is None or camp > best_value:
                return kinds["camp"][0]
        if best_exp is not None:
            return best_exp
    return rng.choice(actions)


#: evaluate: share of the towers still on the board expected to reach the track by the end, per
#: marker left of the 54, and the score gap (points) worth 73 % against one player: fitted on
#: heuristic self-play (mean squared error of the reward 0.217 -> 0.200 at 2 players)
TOWERS_TO_COME = 0.6
SCALE_BASE, SCALE_PER_MARKER = 6.0, 0.4


def expected_points(state: Any) -> list[float]:
    """Each seat's points at the end if nobody took another cube: cubes worth their colour's empty
    spaces less the towers of that colour still expected to come (read from the sampled world),
    bonus cubes to the sole majorities, objectives double; cubes held break ties."""
    left = [0] * C.N_COLOURS
    for t, on_board in enumerate(state.tower_on_board):
        if on_board:
            left[state.tower_colour[t]] += 1
    share = TOWERS_TO_COME * state.markers_left / C.MARKERS
    values = [max(0.5, C.TRACK_SPACES - len(state.track[c]) - share * left[c]) for c in range(C.N_COLOURS)]
    cubes = [p.cubes for p in state.seats]
    owners = bonus_owners(cubes)
    out = []
    for p, mine in enumerate(cubes):
        total = 0.0
        for c in range(C.N_COLOURS):
            held = mine[c] + (owners[c] == p)
            total += held * values[c] * (C.OBJECTIVE_FACTOR if state.objectives[p] == c else 1)
        out.append(total + sum(mine) * 0.01)
    return out


def evaluate(state: Any, seat: int) -> float:
    """Share of opponents beaten by the expected points (wider doubt while many markers are left)."""
    return soft_reward(expected_points(state), seat, SCALE_BASE + SCALE_PER_MARKER * state.markers_left)
