"""State transitions: setup camps and looks, the two actions of a turn, markers and their effects.

Each function works on a state the caller owns (a clone) and appends the events it causes.
"""

from __future__ import annotations

from typing import Any

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import gain_of, has_action, mesa_towers, steal_options, step, towers_on_board
from games.anasazi.state import AnasaziState
from games.anasazi.texts import tower_name
from games.contract import Event, seat_ref
from games.words import Msg, Text, and_list, msg


def values(s: Any) -> list[int]:
    """What a cube of each colour is worth now: the empty spaces on its track."""
    return [C.TRACK_SPACES - len(t) for t in s.track]


# ---------------------------------------------------------------- setup


def build_camp(s: AnasaziState, seat: int, node: int, events: list[Event]) -> None:
    s.camps[node] = seat
    s.seats[seat].camps_left -= 1
    events.append(Event.public(msg("anasazi-event-camp", player=seat_ref(seat), point=B.NAMES[node])))


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
    events.append(Event.public(msg("anasazi-event-setup-looks", n=C.SETUP_LOOKS)))


def look(s: AnasaziState, seat: int, tower: int, events: list[Event]) -> None:
    s.seats[seat].looks.append(tower)
    where = msg("anasazi-mesa-short", mesa=B.mesa_of_tower(tower))
    events.append(Event.public(msg("anasazi-event-looked", player=seat_ref(seat), tower=tower_name(tower), mesa=where)))
    colour = s.tower_colour[tower]
    seen = msg(
        "anasazi-event-looked-private",
        tower=tower_name(tower),
        mesa=where,
        emoji=C.COLOUR_EMOJI[colour],
        colour=msg(C.COLOUR_NAME[colour]),
    )
    events.append(Event.private(seen, seat))


def setup_look(s: AnasaziState, seat: int, tower: int | None, events: list[Event]) -> None:
    p = s.seats[seat]
    if tower is None:
        p.setup_looks = 0
    else:
        look(s, seat, tower, events)
        p.setup_looks -= 1
    if all(q.setup_looks == 0 for q in s.seats):
        s.stage, s.phase, s.current, s.actions_left = "play", "action", s.first, C.ACTIONS_PER_TURN
        events.append(Event.public(msg("anasazi-event-set-out", player=seat_ref(s.first))))
        ensure_can_act(s, events)


# ---------------------------------------------------------------- turns


def game_over(s: AnasaziState, reason: Text, events: list[Event]) -> None:
    s.stage = "over"
    s.end_reason = reason
    s.chosen = None
    s.look_mesa = None
    events.append(Event.public(msg("anasazi-event-game-ends", reason=reason)))


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
        events.append(Event.public(msg("anasazi-event-no-action", player=seat_ref(s.current))))
        if s.passes >= s.n_players:
            game_over(s, msg("anasazi-end-no-one-can-act"), events)
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
        # The player acted this turn: passing the second action is no pass towards the end
        # (RULINGS decision 2), e.g. when only the camp just built blocks them (rulebook 4.2).
        events.append(Event.public(msg("anasazi-event-no-second-action", player=seat_ref(s.current))))
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
    took: list[Msg] = []
    for sec in B.EDGE_SECTORS[edge]:
        sector = B.SECTORS[sec]
        if sector.tower is not None and s.tower_on_board[sector.tower]:
            tower = sector.tower
            colour = s.tower_colour[tower]
            s.tower_on_board[tower] = False
            s.track[colour].append(tower)
            value = C.TRACK_SPACES - len(s.track[colour])
            took.append(
                msg(
                    "anasazi-gain-tower",
                    tower=tower_name(tower),
                    emoji=C.COLOUR_EMOJI[colour],
                    colour=msg(C.COLOUR_NAME[colour]),
                    value=value,
                )
            )
        elif sector.cube_slot is not None and s.cube[sector.cube_slot] >= 0:
            colour = s.cube[sector.cube_slot]
            s.cube[sector.cube_slot] = -1
            me.cubes[colour] += 1
            took.append(msg(C.CUBE_NOM[colour]))
    who = {"player": seat_ref(seat), "expedition": B.POST_GLYPHS[exp], "point": B.NAMES[node]}
    if took:
        events.append(Event.public(msg("anasazi-event-marker-gains", **who, gains=and_list(took))))
    else:
        events.append(Event.public(msg("anasazi-event-marker", **who)))
    mesa = B.EDGE_MESA[edge]
    pending = None
    if mesa is not None and not s.mesa_reached[mesa]:
        s.mesa_reached[mesa] = True
        pending = mesa
        events.append(Event.public(msg("anasazi-event-first-mesa", player=seat_ref(seat), mesa=B.MESAS[mesa].name)))
    if gain.steal:
        s.covered.append(node)
        if steal_options(s, seat):
            s.phase, s.look_mesa = "steal", pending
            return
        events.append(Event.public(msg("anasazi-event-cover-nobody", player=seat_ref(seat), point=B.NAMES[node])))
    after_marker(s, pending, events)


def steal(s: AnasaziState, seat: int, victim: int | None, colour: int | None, events: list[Event]) -> None:
    where = B.NAMES[s.paths[s.chosen][-1]] if s.chosen is not None else "?"
    if victim is None or colour is None:
        events.append(Event.public(msg("anasazi-event-cover-nothing", player=seat_ref(seat), point=where)))
    else:
        s.seats[victim].cubes[colour] -= 1
        s.seats[seat].cubes[colour] += 1
        line = msg(
            "anasazi-event-cover-steal",
            player=seat_ref(seat),
            point=where,
            cube=msg(C.CUBE_ACC[colour]),
            victim=seat_ref(victim),
        )
        events.append(Event.public(line))
    after_marker(s, s.look_mesa, events)


def after_marker(s: AnasaziState, mesa: int | None, events: list[Event]) -> None:
    full = [c for c in range(C.N_COLOURS) if len(s.track[c]) >= C.TOWERS_PER_COLOUR]
    if full:
        game_over(s, msg(C.FOURTH_TOWER[full[0]]), events)
        return
    if s.markers_left <= 0:
        game_over(s, msg("anasazi-end-last-marker", n=C.MARKERS), events)
        return
    if mesa is not None and mesa_towers(s, mesa):
        s.phase, s.look_mesa = "look_mesa", mesa
        return
    finish_action(s, events)
