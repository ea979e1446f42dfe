"""Anasazi hints in plain words (issue 36): an independent checker of every claim a hint makes.

``games.anasazi.hints.explain`` reads the seat's view only. Here the claims it makes in English are
parsed back and checked against the true state by other means: the engine applies the move and the
cubes, towers, steals and looks that follow are counted; distances are walked on the lattice; what a
cube is worth is read from the track and the seat's objective card.

No tests here (pytest does not collect this module): ``test_anasazi_hint_claims.py`` runs ``check`` over
every legal move of random positions, ``test_anasazi_hints.py`` over one named position per kind of decision.
"""

from __future__ import annotations

import re
from collections import deque
from typing import Any

from bot.i18n import english
from games.anasazi import GAME
from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.hints import explain
from games.anasazi.moves import EXPEDITIONS, PLACES
from games.anasazi.rules import clone
from games.contract import fill_seat_refs

NAMES = ["Ana", "Bo", "Cy", "Di"]
EMOJI = {e: c for c, e in enumerate(C.COLOUR_EMOJI)}
COLOUR_WORD = {w: c for c, w in enumerate(C.COLOURS)}


def said(state: Any, seat: int, action: Any) -> str | None:
    """The explanation of ``action`` in English with names, or None."""
    text = explain(GAME.view(state, seat), seat, action, GAME.legal_actions(state, seat))
    return None if text is None else fill_seat_refs(english(text), NAMES)


# ---------------------------------------------------------------- independent measures of the position


def worth(state: Any, seat: int, colour: int) -> int:
    """What a cube of ``colour`` scores for ``seat`` at the end if the track stayed as it is."""
    return (5 - len(state.track[colour])) * (2 if state.objectives[seat] == colour else 1)


def cubes_gained(before: Any, after: Any, seat: int) -> list[int]:
    return [c for c in range(4) for _ in range(after.seats[seat].cubes[c] - before.seats[seat].cubes[c])]


def lay(state: Any, seat: int, exp: int, direction: int) -> Any:
    """The state after ``seat`` leads ``exp`` one marker along ``direction`` (from its action phase)."""
    s, _ = GAME.apply(state, seat, EXPEDITIONS[exp])
    s, _ = GAME.apply(s, seat, PLACES[direction])
    return s


def open_directions(state: Any, seat: int, exp: int) -> list[int]:
    s, _ = GAME.apply(state, seat, EXPEDITIONS[exp])
    return [a.direction for a in GAME.legal_actions(s, seat) if a.kind == "place"]


def hex_steps(a: int, b: int) -> int:
    """Steps between two points walked on the lattice (breadth first, not the coordinates formula)."""
    seen, todo = {a: 0}, deque([a])
    while todo:
        n = todo.popleft()
        if n == b:
            return seen[n]
        for m in B.NEIGHBOURS[n]:
            if m not in seen:
                seen[m] = seen[n] + 1
                todo.append(m)
    raise AssertionError("disconnected lattice")


def markers_to_cube(state: Any, start: int) -> tuple[int, set[tuple[int, str]]]:
    """Fewest markers from ``start`` (ignoring every rule but the board's edges) until one runs beside a
    cube left on the board, and the (colour, mesa) of the cubes that marker could take."""
    depth, frontier, seen = 0, {start}, {start}
    while frontier:
        depth += 1
        found: set[tuple[int, str]] = set()
        nxt: set[int] = set()
        for n in frontier:
            for st in B.STEPS[n]:
                if st is None:
                    continue
                m, e = st
                for sec in B.EDGE_SECTORS[e]:
                    slot = B.SECTORS[sec].cube_slot
                    if slot is not None and state.cube[slot] >= 0:
                        found.add((state.cube[slot], B.MESAS[B.SECTORS[sec].mesa].name))
                if m not in seen:
                    seen.add(m)
                    nxt.add(m)
        if found:
            return depth, found
        frontier = nxt
    raise AssertionError("no cube left")


def pueblos_at(state: Any, node: int) -> tuple[list[int], int]:
    """(cube colours, towers) a marker along some edge from ``node`` would take, edge by edge."""
    sectors = {sec for e, (a, b) in enumerate(B.EDGES) if node in (a, b) for sec in B.EDGE_SECTORS[e]}
    cubes = [state.cube[B.SECTORS[s].cube_slot] for s in sectors if B.SECTORS[s].cube_slot is not None]
    towers = [B.SECTORS[s].tower for s in sectors if B.SECTORS[s].tower is not None]
    return [c for c in cubes if c >= 0], sum(1 for t in towers if state.tower_on_board[t])


def mesa_name(text: str) -> str:
    return "GM" if text == "the great mesa" else text.removeprefix("mesa ")


# ---------------------------------------------------------------- the claims, parsed and checked

CUBE = r"a (\S+) \w+ cube worth (\d+) to you( \(your objective colour\))?"
TOWER_KNOWN = (
    r"tower T(\d+), which you know is (\S+) (\w+), so \S+ cubes drop to (\d+) \(you hold (\d+), the others (\d+)\)"
)
TOWER_UNKNOWN = r"tower T(\d+), whose colour you have not seen"
COVER = r"a steal, as it covers your camp at ([A-M]\d+)"
FIRST = r"a look at a tower, as the first onto (the great mesa|mesa \w+)"
FAR = (
    r"the nearest cube left, a (\S+) \w+ cube on (the great mesa|mesa \w+), "
    r"is at least (\d+) markers? (?:away from there|from ([A-M]\d+))"
)


def check_gains(state: Any, seat: int, gains: str, after: Any) -> int:
    """Check a list of gains against the state after the marker; returns how many claims were checked."""
    checked = 0
    for emoji, points, goal in re.findall(CUBE, gains):
        c = EMOJI[emoji]
        assert int(points) == worth(state, seat, c) and bool(goal) == (state.objectives[seat] == c), gains
        if after is not None:
            assert after.seats[seat].cubes[c] > state.seats[seat].cubes[c], gains
        checked += 1
    if after is not None:
        named = sorted(EMOJI[e] for e, _, _ in re.findall(CUBE, gains))
        assert named == cubes_gained(state, after, seat), gains
    for t, emoji, word, drop, mine, theirs in re.findall(TOWER_KNOWN, gains):
        tower, c = int(t) - 1, EMOJI[emoji]
        assert state.tower_colour[tower] == c == COLOUR_WORD[word] and tower in state.seats[seat].looks
        assert int(drop) == 5 - len(state.track[c]) - 1
        assert int(mine) == state.seats[seat].cubes[c]
        assert int(theirs) == sum(p.cubes[c] for i, p in enumerate(state.seats) if i != seat)
        if after is not None:
            assert tower in after.track[c], gains
        checked += 1
    for t in re.findall(TOWER_UNKNOWN, gains):
        tower = int(t) - 1
        assert state.tower_on_board[tower] and tower not in state.seats[seat].looks
        if after is not None:
            assert not after.tower_on_board[tower], gains
        checked += 1
    for point in re.findall(COVER, gains):
        assert state.camps.get(B.node(point)) == seat and B.node(point) not in state.covered
        if after is not None:
            assert after.phase == "steal" and B.node(point) in after.covered, gains
        checked += 1
    for mesa in re.findall(FIRST, gains):
        m = next(k for k, x in enumerate(B.MESAS) if x.name == mesa_name(mesa))
        assert not state.mesa_reached[m]
        if after is not None:
            assert after.mesa_reached[m] and after.phase in ("steal", "look_mesa"), gains
        checked += 1
    return checked


def check(state: Any, seat: int, action: Any, text: str) -> int:
    """Check every claim ``text`` makes about ``action`` in ``state``; returns how many were checked."""
    view_seat = state.seats[seat]
    kind = action.kind
    checked = 0
    if kind == "place":
        exp = state.chosen
        after, _ = GAME.apply(state, seat, action)
        end = after.paths[exp][-1]
        if m := re.match(r"the marker ends at ([A-M]\d+) and takes (.*)\.", text):
            assert B.NAMES[end] == m[1]
            checked += 1 + check_gains(state, seat, m[2].split(". That is")[0], after)
        if m := re.search(r"That is (\d+) points? in cubes, the most of your (\d+) directions", text):
            points = {}
            for a in GAME.legal_actions(state, seat):
                if a.kind == "place":
                    s, _ = GAME.apply(state, seat, a)
                    points[a.direction] = sum(worth(state, seat, c) for c in cubes_gained(state, s, seat))
            assert int(m[1]) == points[action.direction] and int(m[2]) == len(points)
            assert all(p < points[action.direction] for d, p in points.items() if d != action.direction)
            checked += 1
        if m := re.match(
            r"it takes nothing yet, but from ([A-M]\d+) your next marker on this expedition can take (.*)\.", text
        ):
            assert B.NAMES[end] == m[1] and not cubes_gained(state, after, seat)
            # some next marker of this expedition from there takes what is named (this seat to act again)
            again = clone(after)
            again.stage, again.current, again.phase, again.chosen, again.actions_left = (
                "play",
                seat,
                "direction",
                exp,
                2,
            )
            again.markers_left = max(again.markers_left, 2)
            names = sorted(EMOJI[e] for e, _, _ in re.findall(CUBE, m[2]))
            options = [GAME.apply(again, seat, a)[0] for a in GAME.legal_actions(again, seat) if a.kind == "place"]
            assert any(cubes_gained(again, s, seat) == names for s in options), text
            checked += 1 + check_gains(state, seat, m[2], None)
        if m := re.search(FAR, text):
            assert not cubes_gained(state, after, seat)
            checked += check_far(after, end, m)
    elif kind == "expedition":
        exp = action.expedition
        if m := re.match(
            r"one marker of expedition (\S) from ([A-M]\d+) \((\S) ([A-M]\d+)\) can take (.*?)\.( That|$)", text
        ):
            d = B.ARROWS.index(m[3])
            after = lay(state, seat, exp, d)
            assert B.POST_GLYPHS[exp] == m[1] and B.NAMES[after.paths[exp][-1]] == m[4]
            assert B.NAMES[after.paths[exp][-2]] == m[2]
            checked += 1 + check_gains(state, seat, m[5], after)
        if m := re.search(
            r"That is (\d+) points? in cubes, more than one marker of any other of the (\d+) expeditions", text
        ):
            others = [a.expedition for a in GAME.legal_actions(state, seat) if a.kind == "expedition"]
            assert int(m[2]) == len(others)
            for k in others:
                if k == exp:
                    continue
                for d in open_directions(state, seat, k):
                    s = lay(state, seat, k, d)
                    assert sum(worth(state, seat, c) for c in cubes_gained(state, s, seat)) < int(m[1])
            checked += 1
        if m := re.search(FAR, text):
            assert m[4] == B.NAMES[state.paths[exp][-1] if state.paths[exp] else B.POSTS[exp]]
            for d in open_directions(state, seat, exp):
                assert not cubes_gained(state, lay(state, seat, exp, d), seat), text
            checked += check_far(state, B.node(m[4]), m)
    elif kind in ("camp", "row", "build"):
        checked += check_camp(state, seat, action, text)
    elif kind == "steal":
        c, victim = action.colour, action.victim
        after, _ = GAME.apply(state, seat, action)
        m = re.match(
            r"it is worth (\d+) to you( \(your objective colour\))?(, the most of the cubes on offer)?,"
            r" and (\w+) keeps (\d+) (\S+)\.",
            text,
        )
        assert m, text
        assert int(m[1]) == worth(state, seat, c) and bool(m[2]) == (state.objectives[seat] == c)
        assert after.seats[seat].cubes[c] == state.seats[seat].cubes[c] + 1
        assert m[4] == NAMES[victim] and int(m[5]) == after.seats[victim].cubes[c] and EMOJI[m[6]] == c
        if m[3]:
            offers = [a.colour for a in GAME.legal_actions(state, seat) if a.kind == "steal" and a.colour != c]
            assert offers and all(worth(state, seat, o) < worth(state, seat, c) for o in offers)
        checked += 1
        if m := re.search(r"It also gives you the most (\S+) cubes \((\d+) against (\d+)\)", text):
            mine = after.seats[seat].cubes[c]
            best_other = max(p.cubes[c] for i, p in enumerate(after.seats) if i != seat)
            assert (int(m[2]), int(m[3])) == (mine, best_other) and mine > best_other
            checked += 1
    elif kind == "take_nothing":
        m = re.match(r"you give up the steal; no cube on offer is worth more than (\d+) to you\.", text)
        assert m, text
        offers = [worth(state, seat, a.colour) for a in GAME.legal_actions(state, seat) if a.kind == "steal"]
        assert int(m[1]) == max(offers)
        checked += 1
    elif kind == "look":
        checked += check_look(state, seat, action.tower, text)
    elif kind == "skip":
        m = re.match(r"you already know (\d+) of the (\d+) towers? on the board\.", text)
        assert m, text
        on_board = [t for t in range(16) if state.tower_on_board[t]]
        assert int(m[2]) == len(on_board) and int(m[1]) == len(set(view_seat.looks) & set(on_board))
        checked += 1
    return checked


def check_far(state: Any, node: int, m: re.Match[str]) -> int:
    steps, found = markers_to_cube(state, node)
    assert int(m[3]) == steps and (EMOJI[m[1]], mesa_name(m[2])) in found, m[0]
    return 1


def check_camp(state: Any, seat: int, action: Any, text: str) -> int:
    checked = 0
    ends = {p[-1]: k for k, p in enumerate(state.paths) if p}
    on_paths = {n for p in state.paths for n in p}
    free = [n for n in B.CAMP_SITES if n not in state.camps and n not in on_paths]
    if m := re.match(r"you have (\d+) camps? left, and (?:no free site lies|(\d+) free sites? lies?) one step", text):
        near = [n for n in free if any(hex_steps(n, e) == 1 for e in ends)]
        assert int(m[1]) == state.seats[seat].camps_left and int(m[2] or 0) == len(near)
        checked += 1
    if m := re.search(r"row ([A-M]) has (\d+) free sites?\.", text):
        after, _ = GAME.apply(state, seat, action)
        assert int(m[2]) == sum(1 for a in GAME.legal_actions(after, seat) if a.kind == "build")
        assert all(B.NAMES[a.node][0] == m[1] for a in GAME.legal_actions(after, seat) if a.kind == "build")
        checked += 1
    if m := re.search(
        r"A camp at ([A-M]\d+) can be covered next turn by expedition (\S) from ([A-M]\d+),"
        r" to take a cube from (\w+), who holds (\d+) cubes?\.",
        text,
    ) or re.match(
        r"()expedition (\S) can cover a camp here from ([A-M]\d+) next turn,"
        r" to take a cube from (\w+), who holds (\d+) cubes?\.",
        text,
    ):
        site, end = (B.node(m[1]) if m[1] else action.node), B.node(m[3])
        assert site in free and hex_steps(site, end) == 1 and B.POST_GLYPHS[ends[end]] == m[2]
        victim = NAMES.index(m[4])
        assert (
            int(m[5])
            == sum(state.seats[victim].cubes)
            == max(sum(p.cubes) for i, p in enumerate(state.seats) if i != seat)
        )
        if action.kind == "build":
            assert action.node == site
        checked += 1
    if m := re.search(r"look at one of the (\d+) towers? you have not seen", text):
        hidden = [t for t in range(16) if state.tower_on_board[t] and t not in state.seats[seat].looks]
        assert int(m[1]) == len(hidden)
        checked += 1
    if m := re.search(
        r"[Mm]arkers along the edges from ([A-M]\d+) would take"
        r" (?:no cube|(\d+) cubes? worth (\d+) to you)(?: and (\d+) towers?)?\.",
        text,
    ):
        cubes, towers = pueblos_at(state, B.node(m[1]))
        assert int(m[2] or 0) == len(cubes) and int(m[3] or 0) == sum(worth(state, seat, c) for c in cubes)
        assert int(m[4] or 0) == towers
        if action.kind == "build":
            assert B.NAMES[action.node] == m[1]
        if action.kind == "row":
            assert B.ROW_OF[B.node(m[1])] == action.row
        checked += 1
    if m := re.search(r"[Nn]o pueblo with a cube or tower touches ([A-M]\d+)", text):
        assert pueblos_at(state, B.node(m[1])) == ([], 0)
        checked += 1
    if m := re.search(r"You will have (\d+) camps? left for the game\.", text):
        after, _ = GAME.apply(state, seat, action)
        assert int(m[1]) == after.seats[seat].camps_left
        checked += 1
    return checked


def check_look(state: Any, seat: int, tower: int, text: str) -> int:
    mine = state.seats[seat].looks
    hidden = [t for t in range(16) if state.tower_on_board[t] and t not in mine]
    corners = B.TRIANGLES[B.SECTORS[B.TOWER_SECTOR[tower]].triangle]
    m = re.search(r"(\d+) other towers? stays? hidden from you\.", text)
    assert m, text
    assert int(m[1]) == len([t for t in hidden if t != tower])
    if m := re.match(r"you already know T(\d+) is (\S+) (\w+);", text):
        assert (
            int(m[1]) == tower + 1 and tower in mine and state.tower_colour[tower] == EMOJI[m[2]] == COLOUR_WORD[m[3]]
        )
        return 2
    m = re.match(r"you have not seen T(\d+) on (the great mesa|mesa \w+) yet", text)
    assert m, text
    assert int(m[1]) == tower + 1 and tower in hidden and B.mesa_of_tower(tower) == mesa_name(m[2])
    if m := re.search(
        r"it stands (?:right beside|(\d+) steps? from) (?:your camp at|the explorer of (\S) at) ([A-M]\d+)", text
    ):
        place = B.node(m[3])
        if m[2]:
            assert state.paths[B.POST_GLYPHS.index(m[2])][-1] == place
        else:
            assert state.camps.get(place) == seat
        steps = min(hex_steps(place, n) for n in corners)
        assert steps == int(m[1] or 0)
        # and nothing of the seat's (explorers count for all) stands nearer
        mine_places = [n for n, o in state.camps.items() if o == seat] + [p[-1] for p in state.paths if p]
        assert steps == min(hex_steps(p, n) for p in mine_places for n in corners)
    return 3
