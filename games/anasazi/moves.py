"""What may be done now (legal actions) and what a marker would touch.

Everything reads the public part of the state only (plus the seat's own fields), so the same
functions serve the engine, the controls and the AI's view.
"""

from __future__ import annotations

from typing import Any

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.state import (
    Back,
    Build,
    Camp,
    Expedition,
    Look,
    Place,
    Row,
    Skip,
    Steal,
    TakeNothing,
)

# Actions are frozen models: build each once and hand out the same objects.
CAMP = Camp()
BACK = Back()
SKIP = Skip()
TAKE_NOTHING = TakeNothing()
ROWS = tuple(Row(row=r) for r in range(len(B.ROWS)))
BUILDS = tuple(Build(node=n) for n in range(B.N_NODES))
EXPEDITIONS = tuple(Expedition(expedition=k) for k in range(len(B.POSTS)))
PLACES = tuple(Place(direction=d) for d in range(len(B.DIRECTIONS)))
LOOKS = tuple(Look(tower=t) for t in range(B.N_TOWERS))
STEALS = {(v, c): Steal(victim=v, colour=c) for v in range(C.MAX_PLAYERS) for c in range(C.N_COLOURS)}


def end_of(s: Any, exp: int) -> int:
    """The node a new marker of expedition ``exp`` starts from: its explorer, or its post."""
    path = s.paths[exp]
    return path[-1] if path else B.POSTS[exp]


def _ends(s: Any) -> dict[int, int]:
    """Explorer node -> its expedition."""
    return {p[-1]: k for k, p in enumerate(s.paths) if p}


def step(s: Any, seat: int, exp: int, direction: int, ends: dict[int, int] | None = None) -> tuple[int, int] | None:
    """(new end, edge) if a marker of ``exp`` may go along ``direction`` now, else None."""
    st = B.STEPS[end_of(s, exp)][direction]
    if st is None:
        return None
    nb, e = st
    if e in s.used or nb in B.POST_SET or nb in s.built:
        return None
    owner = s.camps.get(nb, -1)
    if owner != -1 and owner != seat:
        return None
    if ends is None:
        ends = _ends(s)
    return None if nb in ends else (nb, e)


def directions(s: Any, seat: int, exp: int) -> list[int]:
    ends = _ends(s)
    return [d for d in range(6) if step(s, seat, exp, d, ends) is not None]


def movable(s: Any, seat: int) -> list[int]:
    """Expeditions (started, or unused posts) with at least one legal marker."""
    if s.markers_left <= 0:
        return []
    ends = _ends(s)
    used, built, camps = s.used, s.built, s.camps
    out = []
    for k, path in enumerate(s.paths):
        start = path[-1] if path else B.POSTS[k]
        for st in B.STEPS[start]:
            if st is None:
                continue
            nb, e = st
            owner = camps.get(nb, -1)
            if e in used or nb in B.POST_SET or nb in built or nb in ends or (owner != -1 and owner != seat):
                continue
            out.append(k)
            break
    return out


def touched(s: Any) -> set[int]:
    """Nodes a marker ends on (every node of every path)."""
    return {n for p in s.paths for n in p}


def free_sites(s: Any, row: int, covered: set[int] | None = None) -> list[int]:
    """Camp sites of ``row`` with no camp, no explorer and no marker."""
    camps = s.camps
    if covered is None:
        covered = touched(s)
    return [n for n in B.SITES_BY_ROW[row] if n not in camps and n not in covered]


def free_rows(s: Any) -> list[int]:
    covered = touched(s)
    return [r for r in range(len(B.ROWS)) if free_sites(s, r, covered)]


def can_camp(s: Any, seat: int) -> bool:
    if s.seats[seat].camps_left <= 0:
        return False
    covered = touched(s)
    return any(free_sites(s, r, covered) for r in range(len(B.ROWS)))


def has_action(s: Any, seat: int) -> bool:
    return can_camp(s, seat) or bool(movable(s, seat))


def towers_on_board(s: Any) -> list[int]:
    return [t for t in range(B.N_TOWERS) if s.tower_on_board[t]]


def mesa_towers(s: Any, mesa: int) -> list[int]:
    return [t for t in B.MESA_TOWERS[mesa] if s.tower_on_board[t]]


def steal_options(s: Any, seat: int) -> list[tuple[int, int]]:
    return [(v, c) for v in range(s.n_players) if v != seat for c in range(C.N_COLOURS) if s.seats[v].cubes[c] > 0]


def legal(s: Any, seat: int) -> list[Any]:
    """Every legal action of ``seat`` in ``s`` (a state or a view)."""
    if s.stage == "over" or not 0 <= seat < s.n_players:
        return []
    if s.stage == "looks":
        if s.seats[seat].setup_looks <= 0:
            return []
        mine = set(s.seats[seat].looks)
        return [LOOKS[t] for t in towers_on_board(s) if t not in mine] + [SKIP]
    if seat != s.current:
        return []
    phase = s.phase
    if phase == "action":
        out: list[Any] = [CAMP] if can_camp(s, seat) else []
        return out + [EXPEDITIONS[k] for k in movable(s, seat)]
    if phase == "camp_row":
        rows = [ROWS[r] for r in free_rows(s)]
        return [*rows, BACK] if s.stage == "play" else rows
    if phase == "camp_node":
        return [BUILDS[n] for n in free_sites(s, s.chosen)] + [BACK]
    if phase == "direction":
        return [PLACES[d] for d in directions(s, seat, s.chosen)] + [BACK]
    if phase == "look":
        return [LOOKS[t] for t in towers_on_board(s)] + [SKIP]
    if phase == "look_mesa":
        return [LOOKS[t] for t in mesa_towers(s, s.look_mesa)] + [SKIP]
    if phase == "steal":
        return [STEALS[o] for o in steal_options(s, seat)] + [TAKE_NOTHING]
    return []


# ---------------------------------------------------------------- what a marker touches


class Gain:
    """What one marker would bring its mover: cubes and towers it takes, a steal, a first arrival."""

    __slots__ = ("cubes", "edge", "first_mesa", "node", "steal", "towers")

    def __init__(self) -> None:
        self.cubes: list[int] = []  # colours
        self.towers: list[int] = []
        self.steal = False
        self.first_mesa: int | None = None  # a mesa with a tower left to look at
        self.node = -1
        self.edge = -1


def gain_of(s: Any, seat: int, node: int, edge: int) -> Gain:
    g = Gain()
    g.node, g.edge = node, edge
    for sec in B.EDGE_SECTORS[edge]:
        sector = B.SECTORS[sec]
        if sector.tower is not None:
            if s.tower_on_board[sector.tower]:
                g.towers.append(sector.tower)
        elif sector.cube_slot is not None and s.cube[sector.cube_slot] >= 0:
            g.cubes.append(s.cube[sector.cube_slot])
    g.steal = s.camps.get(node, -1) == seat and node not in s.covered
    mesa = B.EDGE_MESA[edge]
    if (
        mesa is not None
        and not s.mesa_reached[mesa]
        and any(s.tower_on_board[t] and t not in g.towers for t in B.MESA_TOWERS[mesa])
    ):
        g.first_mesa = mesa
    return g
