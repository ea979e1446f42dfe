"""State transitions of Pachamama: one function per action kind, plus the turn flow."""

from __future__ import annotations

from typing import Any

from games.contract import Event, seat_ref
from games.pachamama import components as C
from games.pachamama.legal import can_offer, divinable, grid_of_state
from games.pachamama.state import (
    Aim,
    Back,
    Divine,
    EndTurn,
    Go,
    KeepCubes,
    Leave,
    Look,
    Offer,
    PachamamaState,
    Peek,
    Phase,
    Pick,
    Stop,
    Trade,
)
from games.words import Msg, msg

#: why an action of each kind is refused
WHY_ILLEGAL = {
    "go": "pachamama-illegal-go",
    "divine": "pachamama-illegal-divine",
    "offer": "pachamama-illegal-offer",
    "trade": "pachamama-illegal-trade",
    "keep": "pachamama-illegal-keep",
    "look": "pachamama-illegal-look",
}


def why_illegal(s: PachamamaState, action: Any) -> Msg:
    return msg(WHY_ILLEGAL.get(getattr(action, "kind", ""), "pachamama-illegal-other"))


def _pay_offering(s: PachamamaState, seat: int, events: list[Event], said: str) -> None:
    """``said`` is the thread line's id: what the offering buys."""
    p = s.seats[seat]
    p.cubes = [c - 1 for c in p.cubes]
    p.offerings += 1
    s.offered = True
    events.append(Event.public(msg(said, player=seat_ref(seat))))


def _start_turn(s: PachamamaState, seat: int) -> None:
    s.current = seat
    s.phase = "main"
    s.actions_left = 1
    s.offered = False
    s.chain = False
    s.chosen = None
    s.back_to = None
    s.pending_cube = None


def _end_turn(s: PachamamaState) -> None:
    _start_turn(s, (s.current + 1) % s.n_players)


def _action_done(s: PachamamaState) -> None:
    s.chain = False
    s.chosen = None
    s.back_to = None
    if s.final_round:
        _next_final(s)
        return
    s.actions_left -= 1
    if s.actions_left > 0:
        s.phase = "main"
    elif can_offer(s, s.current):
        s.phase = "after"
    else:
        _end_turn(s)


def _next_final(s: PachamamaState) -> None:
    while s.final_queue:
        p = s.final_queue.pop(0)
        if divinable(s, p):
            _start_turn(s, p)
            s.phase = "final"
            return
    for player in s.seats:
        player.cube_points = sum(player.cubes) * C.CUBE_END_POINTS
        player.score += player.cube_points
    s.phase = "over"


def _after_explore(s: PachamamaState, seat: int, events: list[Event]) -> None:
    s.pending_cube = None
    if all(s.discovered):
        s.final_round = True
        s.final_queue = [(seat + k) % s.n_players for k in range(s.n_players)]
        events.append(Event.public(msg("pachamama-final-start", player=seat_ref(seat))))
        _next_final(s)
    else:
        _action_done(s)


def _do_pick(s: PachamamaState, seat: int, a: Pick, events: list[Event]) -> None:
    s.chosen = a.explorer
    s.back_to = s.phase
    s.phase = "destination"


def _do_go(s: PachamamaState, seat: int, a: Go, events: list[Event]) -> None:
    assert s.chosen is not None
    grid = grid_of_state(s)
    s.seats[seat].explorers[s.chosen] = a.cell
    where = grid.label(a.cell)
    if s.discovered[a.cell]:
        events.append(Event.public(msg("pachamama-moved", player=seat_ref(seat), square=where)))
        _action_done(s)
        return
    s.discovered[a.cell] = True
    t = s.land[a.cell]
    p = s.seats[seat]
    if sum(p.cubes) < C.CUBE_LIMIT:
        p.cubes[t] += 1
        events.append(Event.public(msg("pachamama-explored-take", player=seat_ref(seat), square=where, land=t)))
        _after_explore(s, seat, events)
    else:
        events.append(Event.public(msg("pachamama-explored-full", player=seat_ref(seat), square=where, land=t)))
        s.pending_cube = t
        s.phase = "trade"


def _do_leave(s: PachamamaState, seat: int, a: Leave, events: list[Event]) -> None:
    assert s.chosen is not None
    cell = s.seats[seat].explorers[s.chosen]
    assert cell is not None
    s.seats[seat].explorers[s.chosen] = None
    events.append(Event.public(msg("pachamama-left", player=seat_ref(seat), square=grid_of_state(s).label(cell))))
    _action_done(s)


def _do_aim(s: PachamamaState, seat: int, a: Aim, events: list[Event]) -> None:
    s.chosen = a.explorer
    s.back_to = s.phase
    s.phase = "value"


def _do_divine(s: PachamamaState, seat: int, a: Divine, events: list[Event]) -> None:
    assert s.chosen is not None
    cell = s.seats[seat].explorers[s.chosen]
    assert cell is not None
    where = grid_of_state(s).label(cell)
    true = s.field[cell]
    s.cultivated[cell] = True
    s.cultivator[cell] = seat
    p = s.seats[seat]
    if a.value == true:
        level = p.tracks[true - 1]
        if level < C.DIVERSITY_TOP:
            p.tracks[true - 1] = level + 1
            bonus = sum(1 for x in p.tracks if x == level + 1)
        else:
            bonus = C.DIVERSITY_TOP_POINTS
        p.field_points += true
        p.bonus_points += bonus
        p.score += true + bonus
        events.append(
            Event.public(msg("pachamama-divined-right", player=seat_ref(seat), field=true, square=where, bonus=bonus))
        )
        s.chain = True
        s.chosen = None
        if divinable(s, seat):
            s.phase = "more"
            s.back_to = None
        else:
            _action_done(s)
        return
    p.penalty_points += true
    p.score -= true
    events.append(
        Event.public(msg("pachamama-divined-wrong", player=seat_ref(seat), guess=a.value, square=where, field=true))
    )
    if s.final_round:
        s.chain = False
        s.chosen = None
        _next_final(s)
    else:
        _end_turn(s)


def _do_offer(s: PachamamaState, seat: int, a: Offer, events: list[Event]) -> None:
    if a.reward == "action":
        _pay_offering(s, seat, events, "pachamama-offering-action")
        s.actions_left += 1
        if s.phase == "after":
            s.phase = "main"
        return
    s.back_to = s.phase
    s.phase = "peek"


def _do_look(s: PachamamaState, seat: int, a: Look, events: list[Event]) -> None:
    _pay_offering(s, seat, events, "pachamama-offering-look")
    t, f = s.land[a.cell], s.field[a.cell]
    s.seats[seat].peeks.append(Peek(cell=a.cell, land=t, field=f))
    where = grid_of_state(s).label(a.cell)
    events.append(Event.private(msg("pachamama-looked", square=where, land=t, field=f), seat))
    back: Phase = s.back_to or "main"
    s.back_to = None
    if back == "after":
        _end_turn(s)
    else:
        s.phase = back


def _do_trade(s: PachamamaState, seat: int, a: Trade, events: list[Event]) -> None:
    p = s.seats[seat]
    if s.pending_cube is None:  # a trade at any time: the turn goes on where it was
        for g in a.give:
            p.cubes[g] -= 1
        p.cubes[a.take] += 1
        events.append(
            Event.public(msg("pachamama-traded", player=seat_ref(seat), cubes=_cube_pair(a.give), take=_a_cube(a.take)))
        )
        return
    for g in a.give:
        p.cubes[g] -= 1
    p.cubes[a.take] += 1
    p.cubes[s.pending_cube] += 1
    events.append(
        Event.public(
            msg(
                "pachamama-traded-took",
                player=seat_ref(seat),
                cubes=_cube_pair(a.give),
                take=_a_cube(a.take),
                land=s.pending_cube,
            )
        )
    )
    _after_explore(s, seat, events)


def _a_cube(t: int) -> Msg:
    """ "a forest cube", as what a trade gives or takes."""
    return msg("pachamama-a-cube", land=t)


def _cube_pair(give: tuple[int, int]) -> Msg:
    """ "2 swamp cubes" / "a swamp and a desert cube"."""
    a, b = give
    return msg("pachamama-cubes-two", land=a) if a == b else msg("pachamama-cubes-pair", first=a, second=b)


def _do_keep(s: PachamamaState, seat: int, a: KeepCubes, events: list[Event]) -> None:
    assert s.pending_cube is not None
    events.append(Event.public(msg("pachamama-kept", player=seat_ref(seat), land=s.pending_cube)))
    _after_explore(s, seat, events)


def _do_back(s: PachamamaState, seat: int, a: Back, events: list[Event]) -> None:
    s.phase = s.back_to or "main"
    s.back_to = None
    s.chosen = None


def _do_stop(s: PachamamaState, seat: int, a: Stop, events: list[Event]) -> None:
    if s.phase == "final" and not s.chain:
        events.append(Event.public(msg("pachamama-no-final", player=seat_ref(seat))))
    _action_done(s)


def _do_end(s: PachamamaState, seat: int, a: EndTurn, events: list[Event]) -> None:
    _end_turn(s)


APPLY: dict[str, Any] = {
    "pick": _do_pick,
    "go": _do_go,
    "leave": _do_leave,
    "aim": _do_aim,
    "divine": _do_divine,
    "offer": _do_offer,
    "look": _do_look,
    "trade": _do_trade,
    "keep": _do_keep,
    "back": _do_back,
    "stop": _do_stop,
    "end": _do_end,
}
