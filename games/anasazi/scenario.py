"""Exact positions for tests and examples: a game already under way, paths laid, camps built.

Everything stays conserved (markers, camps, cubes, towers), so the invariants hold.
"""

from __future__ import annotations

import heapq
import itertools
import random
from typing import Any

from games.anasazi import GAME
from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import BACK, CAMP, EXPEDITIONS, LOOKS, PLACES, SKIP, STEALS, TAKE_NOTHING, step
from games.anasazi.rules import clone
from games.anasazi.state import AnasaziState, Build, Row
from games.contract import Event, RngState


def playing(n_players: int = 2, seed: int = 1, first: int = 0) -> AnasaziState:
    """A game past its setup: no camp, no look, ``first`` to act with two actions."""
    s = GAME.setup(n_players, seed)
    s.stage, s.phase, s.first, s.current, s.actions_left = "play", "action", first, first, C.ACTIONS_PER_TURN
    return s


def route(s: AnasaziState, exp: int, target: str, avoid: tuple[str, ...] = ()) -> list[int]:
    """Nodes from the expedition's end to ``target`` along free edges, touching as few sectors as it can.

    (The route is a test fixture: ``lay_path`` lays it without collecting anything.)
    """
    path = s.paths[exp]
    start = path[-1] if path else B.POSTS[exp]
    goal = B.node(target)
    blocked = {p[-1] for p in s.paths if p} | set(s.camps) | {B.node(n) for n in avoid}
    best = {start: 0}
    came: dict[int, int] = {start: -1}
    heap = [(0, start)]
    while heap:
        cost, a = heapq.heappop(heap)
        if a == goal:
            break
        if cost > best[a]:
            continue
        for st in B.STEPS[a]:
            if st is None:
                continue
            b, e = st
            if e in s.used or b in B.POST_SET or (b in blocked and b != goal):
                continue
            c = cost + 1 + 100 * len(B.EDGE_SECTORS[e]) + 10 * (B.EDGE_MESA[e] is not None)
            if c < best.get(b, 1 << 30):
                best[b], came[b] = c, a
                heapq.heappush(heap, (c, b))
    assert goal in came, f"no route to {target}"
    nodes = [goal]
    while came[nodes[-1]] != -1:
        nodes.append(came[nodes[-1]])
    return nodes[::-1]


def lay_path(s: AnasaziState, exp: int, target: str, avoid: tuple[str, ...] = ()) -> AnasaziState:
    """Lay markers (without their effects) so that expedition ``exp`` ends at ``target``."""
    s = clone(s)
    nodes = route(s, exp, target, avoid)
    if not s.paths[exp]:
        s.paths[exp] = [nodes[0]]
    for a, b in itertools.pairwise(nodes):
        s.paths[exp].append(b)
        s.used[B.edge_between(a, b)] = exp
        s.markers_left -= 1
    return s


def lay(s: AnasaziState, exp: int, *names: str) -> AnasaziState:
    """Lay markers (without their effects) from the expedition's end through the named nodes."""
    s = clone(s)
    path = s.paths[exp]
    if not path:
        path.append(B.POSTS[exp])
    for name in names:
        a, b = path[-1], B.node(name)
        assert b in B.NEIGHBOURS[a], f"{B.NAMES[a]} and {name} are not neighbours"
        path.append(b)
        s.used[B.edge_between(a, b)] = exp
        s.markers_left -= 1
    return s


def put_camp(s: AnasaziState, seat: int, name: str, covered: bool = False) -> AnasaziState:
    s = clone(s)
    node = B.node(name)
    s.camps[node] = seat
    s.seats[seat].camps_left -= 1
    if covered:
        s.covered.append(node)
    return s


def sector_at(tri_names: str) -> Any:
    return B.SECTORS[B.SECTOR_OF_TRI[B.tri(tri_names)]]


def set_cube(s: AnasaziState, tri_names: str, colour: int) -> AnasaziState:
    """Make the cube on that sector ``colour`` (swapping with a cube of that colour elsewhere)."""
    s = clone(s)
    slot = sector_at(tri_names).cube_slot
    assert slot is not None
    if s.cube[slot] != colour:
        other = next(k for k, c in enumerate(s.cube) if c == colour and k != slot)
        s.cube[other], s.cube[slot] = s.cube[slot], colour
    return s


def set_tower(s: AnasaziState, tower: int, colour: int) -> AnasaziState:
    """Make tower ``tower`` (0 = T1) ``colour``, swapping with a hidden tower of that colour."""
    s = clone(s)
    if s.tower_colour[tower] != colour:
        other = next(t for t, c in enumerate(s.tower_colour) if c == colour and t != tower and s.tower_on_board[t])
        s.tower_colour[other], s.tower_colour[tower] = s.tower_colour[tower], colour
    return s


def to_track(s: AnasaziState, colour: int, count: int, keep: tuple[int, ...] = ()) -> AnasaziState:
    """Move ``count`` hidden towers of ``colour`` (not those in ``keep``) to the track."""
    s = clone(s)
    for t in range(B.N_TOWERS):
        if len(s.track[colour]) >= count:
            break
        if s.tower_colour[t] == colour and s.tower_on_board[t] and t not in keep:
            s.tower_on_board[t] = False
            s.track[colour].append(t)
    assert len(s.track[colour]) == count
    return s


def give(s: AnasaziState, seat: int, colour: int, count: int) -> AnasaziState:
    """Hand ``count`` cubes of ``colour`` to ``seat`` from pueblos far from everything used in tests."""
    s = clone(s)
    for _ in range(count):
        slot = max(k for k, c in enumerate(s.cube) if c == colour)
        s.cube[slot] = -1
        s.seats[seat].cubes[colour] += 1
    return s


def act(s: AnasaziState, seat: int, *actions: Any) -> tuple[AnasaziState, list[Event]]:
    events: list[Event] = []
    for a in actions:
        s, more = GAME.apply(s, seat, a)
        events += more
    return s, events


def direction_to(s: AnasaziState, exp: int, target: str) -> int:
    path = s.paths[exp]
    start = path[-1] if path else B.POSTS[exp]
    goal = B.node(target)
    return next(d for d, st in enumerate(B.STEPS[start]) if st is not None and st[0] == goal)


def marker(s: AnasaziState, seat: int, exp: int, target: str) -> tuple[AnasaziState, list[Event]]:
    """Choose expedition ``exp`` and lay its marker to ``target``."""
    return act(s, seat, EXPEDITIONS[exp], PLACES[direction_to(s, exp, target)])


def can_reach(s: AnasaziState, seat: int, exp: int, target: str) -> bool:
    try:
        d = direction_to(s, exp, target)
    except StopIteration:
        return False
    return step(s, seat, exp, d) is not None


def camp(s: AnasaziState, seat: int, name: str) -> tuple[AnasaziState, list[Event]]:
    """Build a camp at ``name`` through the two picks (row, then node); the look that follows is left open."""
    node = B.node(name)
    first = (CAMP,) if s.stage == "play" else ()
    return act(s, seat, *first, Row(row=B.ROW_OF[node]), Build(node=node))


def perturb_hidden(state: AnasaziState, seat: int, rng: random.Random) -> AnasaziState:
    """A copy differing only in what ``seat`` cannot know (written from the rulebook, not from determinize).

    Secret in Anasazi: the colour under every tower still on the board that ``seat`` has not looked at
    (those colours are swapped among themselves), the other players' objective cards (dealt again from
    the seven cards ``seat`` has not seen; the unused ones went back to the box), and the seed that
    decides future draws.
    """
    s = clone(state)
    mine = set(state.seats[seat].looks)
    unseen = [t for t in range(B.N_TOWERS) if state.tower_on_board[t] and t not in mine]
    colours = [state.tower_colour[t] for t in unseen]
    rng.shuffle(colours)
    for t, c in zip(unseen, colours, strict=True):
        s.tower_colour[t] = c
    cards = [c for c in range(C.N_COLOURS) for _ in range(C.OBJECTIVE_CARDS_PER_COLOUR)]
    cards.remove(state.objectives[seat])
    rng.shuffle(cards)
    others = iter(cards)
    s.objectives = [state.objectives[i] if i == seat else next(others) for i in range(state.n_players)]
    s.rng = RngState(seed=rng.randrange(1 << 62), counter=rng.randrange(1000))
    return s


__all__ = [
    "BACK",
    "LOOKS",
    "SKIP",
    "STEALS",
    "TAKE_NOTHING",
    "AnasaziState",
    "act",
    "camp",
    "lay",
    "lay_path",
    "marker",
    "perturb_hidden",
    "playing",
    "put_camp",
    "route",
]
