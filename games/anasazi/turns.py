"""State transitions: setup camps and looks, the two actions of a turn, markers and their effects.

Each function works on a state the caller owns (a clone) and appends the events it causes.
"""

from __future__ import annotations

from typing import Any

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import gain_of, has_action, mesa_towers, steal_options, step, towers_on_board
from games.anasazi.state import AnasaziState
from games.contract import Event, seat_ref


def colour_text(colour: int) -> str:
    return f"{C.COLOUR_EMOJI[colour]} {C.COLOURS[colour]}"


def tower_text(tower: int) -> str:
    return f"T{tower + 1}"


def values(s: Any) -> list[int]:
    """What a cube of each colour is worth now: the empty spaces on its track."""
    return [C.TRACK_SPACES - len(t) for t in s.track]


# ---------------------------------------------------------------- setup


def build_camp(s: AnasaziState, seat: int, node: int, events: list[Event]) -> None:
    s.camps[node] = seat
    s.seats[seat].camps_left -= 1
    events.append(Event.public(f"⛺ {seat_ref(seat)} builds a camp at {B.NAMES[node]}."))


def setup_build(s: AnasaziState, seat: int, node: int, events: list[Event]) -> None:
    build_camp(s, seat, node, events)
    s.setup_turn += 1
    if s.setup_turn < C.SETUP_CAMPS * s.n_players:
        s.current = (s.first + s.setup_turn) % s.n_players
        s.phase, s.chosen = "camp_row", None
        return
    s.stage, s.phase, s.chosen = "looks", "setup_look", None
    for p in s.seats:
        p.setup_looks = C.SETUP_LOOKS
    events.append(Event.public(f"👁 Everyone now looks secretly at {C.SETUP_LOOKS} towers."))


def look(s: AnasaziState, seat: int, tower: int, events: list[Event]) -> None:
    s.seats[seat].looks.append(tower)
    where = B.mesa_of_tower(tower)
    events.append(Event.public(f"👁 {seat_ref(seat)} looked at {tower_text(tower)} ({where})."))
    colour = s.tower_colour[tower]
    events.append(Event.private(f"👁 {tower_text(tower)} on {where} is {colour_text(colour)}.", seat))


def setup_look(s: AnasaziState, seat: int, tower: int | None, events: list[Event]) -> None:
    p = s.seats[seat]
    if tower is None:
        p.setup_looks = 0
    else:
        look(s, seat, tower, events)
        p.setup_looks -= 1
    if all(q.setup_looks == 0 for q in s.seats):
        s.stage, s.phase, s.current, s.actions_left = "play", "action", s.first, C.ACTIONS_PER_TURN
        events.append(Event.public(f"▶️ The expeditions set out. {seat_ref(s.first)} goes first."))
        ensure_can_act(s, events)


# ---------------------------------------------------------------- turns


def game_over(s: AnasaziState, reason: str, events: list[Event]) -> None:
    s.stage = "over"
    s.end_reason = reason
    s.chosen = None
    s.look_mesa = None
    events.append(Event.public(f"🏁 The game ends: {reason}."))


def end_turn(s: AnasaziState, events: list[Event]) -> None:
    s.last_edges = s.turn_edges
    s.turn_edges = []
    s.built = []
    s.current = (s.current + 1) % s.n_players
    s.actions_left = C.ACTIONS_PER_TURN
    s.phase, s.chosen, s.look_mesa = "action", None, None
    ensure_can_act(s, events)


def ensure_can_act(s: AnasaziState, events: list[Event]) -> None:
    """A player with no legal action passes the rest of the turn; if all pass in a row, the game ends."""
    while s.stage == "play" and not has_action(s, s.current):
        s.passes += 1
        events.append(Event.public(f"⏭️ {seat_ref(s.current)} has no legal action and passes."))
        if s.passes >= s.n_players:
            game_over(s, "no player can act", events)
            return
        s.last_edges = s.turn_edges
        s.turn_edges = []
        s.built = []
        s.current = (s.current + 1) % s.n_players
        s.actions_left = C.ACTIONS_PER_TURN


def finish_action(s: AnasaziState, events: list[Event]) -> None:
    s.passes = 0
    s.phase, s.chosen, s.look_mesa = "action", None, None
    s.actions_left -= 1
    if s.actions_left <= 0:
        end_turn(s, events)
        return
    if not has_action(s, s.current):
        s.passes += 1
        events.append(Event.public(f"⏭️ {seat_ref(s.current)} has no second action and passes."))
        if s.passes >= s.n_players:
            game_over(s, "no player can act", events)
            return
        end_turn(s, events)


def play_build(s: AnasaziState, seat: int, node: int, events: list[Event]) -> None:
    build_camp(s, seat, node, events)
    s.built.append(node)
    if towers_on_board(s):
        s.phase, s.chosen = "look", None
    else:
        finish_action(s, events)


def place(s: AnasaziState, seat: int, direction: int, events: list[Event]) -> None:
    """Lay a marker: collect, then steal, then check the end, then look."""
    exp = s.chosen
    assert exp is not None
    st = step(s, seat, exp, direction)
    assert st is not None
    node, edge = st
    gain = gain_of(s, seat, node, edge)
    path = s.paths[exp]
    if not path:
        path.append(B.POSTS[exp])
    path.append(node)
    s.used[edge] = exp
    s.markers_left -= 1
    s.turn_edges.append(edge)
    me = s.seats[seat]
    took: list[str] = []
    for sec in B.EDGE_SECTORS[edge]:
        sector = B.SECTORS[sec]
        if sector.tower is not None and s.tower_on_board[sector.tower]:
            tower = sector.tower
            colour = s.tower_colour[tower]
            s.tower_on_board[tower] = False
            s.track[colour].append(tower)
            value = C.TRACK_SPACES - len(s.track[colour])
            took.append(f"🗼 {tower_text(tower)}, which is {colour_text(colour)} (now worth {value})")
        elif sector.cube_slot is not None and s.cube[sector.cube_slot] >= 0:
            colour = s.cube[sector.cube_slot]
            s.cube[sector.cube_slot] = -1
            me.cubes[colour] += 1
            took.append(f"a {colour_text(colour)} cube")
    line = f"🧭 {seat_ref(seat)} leads expedition {B.POST_GLYPHS[exp]} to {B.NAMES[node]}"
    events.append(Event.public(line + (": " + " and ".join(took) + "." if took else ".")))
    mesa = B.EDGE_MESA[edge]
    pending = None
    if mesa is not None and not s.mesa_reached[mesa]:
        s.mesa_reached[mesa] = True
        pending = mesa
        events.append(Event.public(f"⛰ {seat_ref(seat)} is the first onto mesa {B.MESAS[mesa].name}."))
    if gain.steal:
        s.covered.append(node)
        if steal_options(s, seat):
            s.phase, s.look_mesa = "steal", pending
            return
        events.append(Event.public(f"⛺ {seat_ref(seat)} covers their camp at {B.NAMES[node]}; nobody has a cube."))
    after_marker(s, pending, events)


def steal(s: AnasaziState, seat: int, victim: int | None, colour: int | None, events: list[Event]) -> None:
    where = B.NAMES[s.paths[s.chosen][-1]] if s.chosen is not None else "?"
    if victim is None or colour is None:
        events.append(Event.public(f"⛺ {seat_ref(seat)} covers their camp at {where} and takes nothing."))
    else:
        s.seats[victim].cubes[colour] -= 1
        s.seats[seat].cubes[colour] += 1
        events.append(
            Event.public(
                f"⛺ {seat_ref(seat)} covers their camp at {where} and takes a {colour_text(colour)} cube"
                f" from {seat_ref(victim)}."
            )
        )
    after_marker(s, s.look_mesa, events)


def after_marker(s: AnasaziState, mesa: int | None, events: list[Event]) -> None:
    full = [c for c in range(C.N_COLOURS) if len(s.track[c]) >= C.TOWERS_PER_COLOUR]
    if full:
        game_over(s, f"the fourth {C.COLOURS[full[0]]} tower reached the track", events)
        return
    if s.markers_left <= 0:
        game_over(s, f"the {C.MARKERS}th marker is placed", events)
        return
    if mesa is not None and mesa_towers(s, mesa):
        s.phase, s.look_mesa = "look_mesa", mesa
        return
    finish_action(s, events)
