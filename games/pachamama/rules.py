"""Pachamama's rules: setup, turns, explore / move / divination, offerings, the end round."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from pydantic import TypeAdapter

from games.contract import (
    ControlGroup,
    Event,
    Game,
    HandFace,
    IllegalAction,
    Outcome,
    RngState,
    TableFace,
    next_rng,
    seat_ref,
)
from games.pachamama import ai, present, render
from games.pachamama import components as C
from games.pachamama.complete import ALL_TYPES, WORLD_POOL, sample_world
from games.pachamama.grid import Grid, grid_for, grid_of, regions_of
from games.pachamama.land import generate_land
from games.pachamama.moves import destinations
from games.pachamama.solver import ALL_FIELDS
from games.pachamama.state import (
    Action,
    Aim,
    Back,
    Divine,
    EndTurn,
    Go,
    KeepCubes,
    Leave,
    Look,
    Offer,
    PachamamaOptions,
    PachamamaState,
    PachamamaView,
    Peek,
    Phase,
    Pick,
    PlayerView,
    Seat,
    Stop,
    Trade,
)
from games.pachamama.texts import PROPOSALS, RULES_SUMMARY

N_TYPES = len(C.LAND_TYPES)


def cap_for(short: bool) -> int:
    return C.MAX_SQUARES_PER_TYPE_SHORT if short else C.MAX_SQUARES_PER_TYPE_LONG


def grid_of_state(s: PachamamaState | PachamamaView) -> Grid:
    return grid_of(s.width, s.height)


def land_name(t: int) -> str:
    return C.LAND_TYPES[t]


# ------------------------------------------------------------------ queries (shared with views)


def divinable(s: PachamamaState | PachamamaView, seat: int) -> list[int]:
    """Explorers of ``seat`` standing on a discovered, uncultivated square."""
    explorers = _explorers(s, seat)
    out = []
    for k, cell in enumerate(explorers):
        if cell is not None and _is_discovered(s, cell) and not _is_cultivated(s, cell):
            out.append(k)
    return out


def pickable(s: PachamamaState | PachamamaView, seat: int) -> list[int]:
    """Explorers that can move: all on the land (they can always leave), one of those off it."""
    grid = grid_of_state(s)
    out = []
    off_seen = False
    for k, cell in enumerate(_explorers(s, seat)):
        if cell is not None:
            out.append(k)
        elif not off_seen:
            off_seen = True
            if destinations(grid, _cultivated(s), _all_explorers(s), seat, None):
                out.append(k)
    return out


def can_offer(s: PachamamaState | PachamamaView, seat: int) -> bool:
    cubes = _cubes(s, seat)
    return not s.offered and not s.final_round and all(c >= 1 for c in cubes) and sum(cubes) >= C.OFFERING_CUBES


def trades(cubes: list[int], new: int) -> list[Trade]:
    """Every distinct result of giving two cubes for one of your choice, then taking ``new``."""
    out: list[Trade] = []
    seen = {tuple(cubes)}  # a trade ending where "keep" ends is no choice
    for a in range(N_TYPES):
        for b in range(a, N_TYPES):
            if cubes[a] < 1 or cubes[b] < 1 or (a == b and cubes[a] < 2):
                continue
            for take in range(N_TYPES):
                after = list(cubes)
                after[a] -= 1
                after[b] -= 1
                after[take] += 1
                after[new] += 1
                key = tuple(after)
                if key not in seen:
                    seen.add(key)
                    out.append(Trade(give=(a, b), take=take))
    return out


def _explorers(s: PachamamaState | PachamamaView, seat: int) -> list[int | None]:
    return s.seats[seat].explorers if isinstance(s, PachamamaState) else s.players[seat].explorers


def _all_explorers(s: PachamamaState | PachamamaView) -> list[list[int | None]]:
    return [_explorers(s, i) for i in range(s.n_players)]


def _cubes(s: PachamamaState | PachamamaView, seat: int) -> list[int]:
    return s.seats[seat].cubes if isinstance(s, PachamamaState) else s.players[seat].cubes


def _is_discovered(s: PachamamaState | PachamamaView, cell: int) -> bool:
    return s.discovered[cell] if isinstance(s, PachamamaState) else s.land[cell] is not None


def _is_cultivated(s: PachamamaState | PachamamaView, cell: int) -> bool:
    return s.cultivated[cell] if isinstance(s, PachamamaState) else s.field[cell] is not None


def _cultivated(s: PachamamaState | PachamamaView) -> list[bool]:
    return s.cultivated if isinstance(s, PachamamaState) else [f is not None for f in s.field]


# shared instances: legal_actions runs on every step, and actions are never mutated
_PICK = [Pick(explorer=k) for k in range(max(C.EXPLORERS_PER_PLAYER.values()))]
_AIM = [Aim(explorer=k) for k in range(max(C.EXPLORERS_PER_PLAYER.values()))]
_GO = [Go(cell=c) for c in range(C.GRID_LONG[0] * C.GRID_LONG[1])]
_LOOK = [Look(cell=c) for c in range(C.GRID_LONG[0] * C.GRID_LONG[1])]
_DIVINE = [Divine(value=v) for v in range(1, C.MAX_REGION_SIZE + 1)]
_OFFERS = [Offer(reward="action"), Offer(reward="peek")]
_BACK, _LEAVE, _STOP, _END, _KEEP = Back(), Leave(), Stop(), EndTurn(), KeepCubes()


def legal_in(s: PachamamaState | PachamamaView, seat: int, my_peeks: list[Peek]) -> list[Any]:
    """The legal actions, from public facts plus the seat's own peeks (so views give the same list)."""
    if s.phase == "over" or seat != s.current:
        return []
    grid = grid_of_state(s)
    offers: list[Any] = list(_OFFERS) if can_offer(s, seat) else []
    phase = s.phase
    if phase == "main":
        return [_PICK[k] for k in pickable(s, seat)] + [_AIM[k] for k in divinable(s, seat)] + offers
    if phase == "destination":
        assert s.chosen is not None
        start = _explorers(s, seat)[s.chosen]
        acts: list[Any] = [_GO[c] for c in destinations(grid, _cultivated(s), _all_explorers(s), seat, start)]
        if start is not None:
            acts.append(_LEAVE)
        return [*acts, _BACK]
    if phase == "value":
        return [*_DIVINE, _BACK]
    if phase in ("more", "final"):
        return [_AIM[k] for k in divinable(s, seat)] + offers + [_STOP]
    if phase == "trade":
        assert s.pending_cube is not None
        return [*trades(_cubes(s, seat), s.pending_cube), _KEEP]
    if phase == "peek":
        peeked = {p.cell for p in my_peeks}
        return [_LOOK[c] for c in range(grid.n) if not _is_cultivated(s, c) and c not in peeked] + [_BACK]
    if phase == "after":
        return [*offers, _END]
    raise AssertionError(f"unknown phase {phase}")


# ------------------------------------------------------------------ the game


class PachamamaGame(Game[PachamamaState, Action, PachamamaOptions]):
    id = "pachamama"
    title = "Pachamama"
    min_players = C.MIN_PLAYERS
    max_players = C.MAX_PLAYERS
    Options = PachamamaOptions
    State = PachamamaState
    action_adapter: TypeAdapter[Action] = TypeAdapter(Action)
    rules_summary = RULES_SUMMARY
    proposals = PROPOSALS

    # ---- setup ---------------------------------------------------------
    def setup(self, n_players: int, seed: int, options: PachamamaOptions | None = None) -> PachamamaState:
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError(f"Pachamama takes {self.min_players}–{self.max_players} players, not {n_players}")
        options = options or PachamamaOptions()
        grid = grid_for(options.short)
        rng_state = RngState(seed=seed)
        made = generate_land(grid, next_rng(rng_state), cap_for(options.short))
        n_explorers = C.EXPLORERS_PER_PLAYER[n_players]
        revealed = set(made.revealed)
        return PachamamaState(
            n_players=n_players,
            short=options.short,
            width=grid.width,
            height=grid.height,
            land=made.land,
            field=made.field,
            revealed=made.revealed,
            discovered=[c in revealed for c in range(grid.n)],
            cultivated=[c in revealed for c in range(grid.n)],
            cultivator=[-1] * grid.n,
            seats=[
                Seat(explorers=[None] * n_explorers, cubes=[0] * N_TYPES, tracks=[0] * C.MAX_REGION_SIZE)
                for _ in range(n_players)
            ],
            rng=rng_state,
        )

    # ---- turn structure --------------------------------------------------
    def to_act(self, state: PachamamaState) -> frozenset[int]:
        return frozenset() if state.phase == "over" else frozenset({state.current})

    def legal_actions(self, state: PachamamaState, seat: int) -> list[Action]:
        return legal_in(state, seat, state.seats[seat].peeks if 0 <= seat < state.n_players else [])

    def apply(self, state: PachamamaState, seat: int, action: Action) -> tuple[PachamamaState, list[Event]]:
        if state.phase == "over":
            raise IllegalAction("The game is over.")
        if seat != state.current:
            raise IllegalAction(f"It is {seat_ref(state.current)}'s turn, not yours.")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(_why_illegal(state, action))
        s = clone(state)
        events: list[Event] = []
        _APPLY[action.kind](s, seat, action, events)
        return s, events

    # ---- information -----------------------------------------------------
    def view(self, state: PachamamaState, seat: int | None) -> PachamamaView:
        s = state
        return PachamamaView(
            seat=seat,
            n_players=s.n_players,
            short=s.short,
            width=s.width,
            height=s.height,
            land=[t if d else None for t, d in zip(s.land, s.discovered, strict=True)],
            field=[f if c else None for f, c in zip(s.field, s.cultivated, strict=True)],
            cultivator=list(s.cultivator),
            revealed=list(s.revealed),
            players=[
                PlayerView(
                    explorers=list(p.explorers),
                    cubes=list(p.cubes),
                    score=p.score,
                    field_points=p.field_points,
                    bonus_points=p.bonus_points,
                    penalty_points=p.penalty_points,
                    cube_points=p.cube_points,
                    tracks=list(p.tracks),
                    offerings=p.offerings,
                    peek_count=len(p.peeks),
                )
                for p in s.seats
            ],
            my_peeks=[pk.model_copy() for pk in s.seats[seat].peeks] if seat is not None else [],
            current=s.current,
            phase=s.phase,
            chosen=s.chosen,
            back_to=s.back_to,
            actions_left=s.actions_left,
            offered=s.offered,
            chain=s.chain,
            pending_cube=s.pending_cube,
            final_round=s.final_round,
            final_queue=list(s.final_queue),
        )

    def determinize(self, state: PachamamaState, seat: int, rng: random.Random) -> PachamamaState:
        """Redraw the hidden land from what ``seat`` knows: discovered types, cultivated fields, its peeks."""
        tdom = [1 << t if d else ALL_TYPES for t, d in zip(state.land, state.discovered, strict=True)]
        fdom = [1 << f if c else ALL_FIELDS for f, c in zip(state.field, state.cultivated, strict=True)]
        for pk in state.seats[seat].peeks:
            tdom[pk.cell] = 1 << pk.land
            fdom[pk.cell] = 1 << pk.field
        world = sample_world(
            state.width, state.height, cap_for(state.short), tuple(tdom), tuple(fdom), rng.randrange(WORLD_POOL)
        )
        assert world is not None, "the true land always fits what a seat knows"
        out = clone(state)
        out.land, out.field = list(world[0]), list(world[1])
        for other in out.seats:  # others' peeks are unknown to this seat: re-read them from the new wheel
            for pk in other.peeks:
                pk.land, pk.field = out.land[pk.cell], out.field[pk.cell]
        return out

    def outcome(self, state: PachamamaState) -> Outcome | None:
        if state.phase != "over":
            return None
        lines = []
        for i, p in enumerate(state.seats):
            lines.append(
                f"{seat_ref(i)}: {p.score} point{'' if abs(p.score) == 1 else 's'} = {p.field_points} from fields"
                f" + {p.bonus_points} diversity"
                f" − {p.penalty_points} for wrong divinations + {p.cube_points} for cubes"
            )
        return Outcome.from_scores([p.score for p in state.seats], breakdown=lines)

    # ---- presentation ----------------------------------------------------
    def table_face(self, view: PachamamaView) -> TableFace:
        return present.table_face(view)

    def hand_face(self, view: PachamamaView) -> HandFace:
        return present.hand_face(view)

    def controls(self, view: PachamamaView, actions: list[Action]) -> list[ControlGroup]:
        return present.controls(view, actions)

    def render_table(self, view: PachamamaView, names: Sequence[str]) -> bytes | None:
        return render.render_table(view, names)

    def heuristic_action(self, view: PachamamaView, actions: list[Action], rng: random.Random) -> Action | None:
        return ai.heuristic_action(view, actions, rng)

    def check_invariants(self, state: PachamamaState) -> None:
        s = state
        grid = grid_of_state(s)
        assert len(s.land) == len(s.field) == grid.n
        cells = [c for p in s.seats for c in p.explorers if c is not None]
        assert len(cells) == len(set(cells)), "one explorer per square"
        assert all(s.discovered[c] for c in cells), "explorers stand on discovered squares"
        for c in range(grid.n):
            assert not s.cultivated[c] or s.discovered[c], "cultivated squares are discovered"
        assert all(s.cultivated[c] and s.cultivator[c] == -1 for c in s.revealed)
        for p in s.seats:
            assert len(p.explorers) == C.EXPLORERS_PER_PLAYER[s.n_players]
            assert all(k >= 0 for k in p.cubes) and sum(p.cubes) <= C.CUBE_LIMIT, "at most four cubes"
            assert all(0 <= level <= C.DIVERSITY_TOP for level in p.tracks)
            assert p.score == p.field_points + p.bonus_points - p.penalty_points + p.cube_points
            for pk in p.peeks:
                assert (pk.land, pk.field) == (s.land[pk.cell], s.field[pk.cell]), "a peek shows the wheel"
        _check_land_once(s.width, s.height, tuple(s.land), tuple(s.field), cap_for(s.short))


@lru_cache(maxsize=256)
def _check_land_once(width: int, height: int, land: tuple[int, ...], field: tuple[int, ...], cap: int) -> None:
    """The wheel never changes during a game, so each one is checked once."""
    check_land(grid_of(width, height), list(land), list(field), cap)


def clone(s: PachamamaState) -> PachamamaState:
    """A deep copy, by hand: pydantic's deep copy is the slowest part of a playout."""
    return s.model_copy(
        update={
            "land": list(s.land),
            "field": list(s.field),
            "revealed": list(s.revealed),
            "discovered": list(s.discovered),
            "cultivated": list(s.cultivated),
            "cultivator": list(s.cultivator),
            "seats": [
                p.model_copy(
                    update={
                        "explorers": list(p.explorers),
                        "cubes": list(p.cubes),
                        "tracks": list(p.tracks),
                        "peeks": [pk.model_copy() for pk in p.peeks],
                    }
                )
                for p in s.seats
            ],
            "final_queue": list(s.final_queue),
            "rng": s.rng.model_copy(),
        }
    )


def check_land(grid: Grid, land: list[int], field: list[int], cap: int) -> None:
    """Assert the wheel obeys the land rules (regions, separation, fields)."""
    regions = regions_of(grid, land)
    region_of = {c: k for k, r in enumerate(regions) for c in r}
    for k, r in enumerate(regions):
        assert 1 <= len(r) <= C.MAX_REGION_SIZE, "regions hold 1–5 squares"
        assert sorted(field[c] for c in r) == list(range(1, len(r) + 1)), "a region holds fields 1..n"
        for c in r:
            for j in grid.king[c]:
                assert field[j] != field[c], "equal fields never touch"
                assert land[j] != land[c] or region_of[j] == k, "regions of one type never touch"
    for t in range(N_TYPES):
        assert land.count(t) <= cap


# ------------------------------------------------------------------ transitions


def _why_illegal(s: PachamamaState, action: Any) -> str:
    kind = getattr(action, "kind", "")
    if kind == "go":
        return "Your explorer cannot reach that square now."
    if kind == "divine":
        return "Choose an explorer on an uncultivated square first."
    if kind == "offer":
        return "An offering needs four different cubes, once per turn."
    if kind in ("trade", "keep"):
        return "There is no cube to trade for now."
    if kind == "look":
        return "You can only look at a square that is not cultivated (and that you have not seen)."
    return "That is not possible right now."


def _pay_offering(s: PachamamaState, seat: int, events: list[Event], what: str) -> None:
    p = s.seats[seat]
    p.cubes = [c - 1 for c in p.cubes]
    p.offerings += 1
    s.offered = True
    events.append(Event.public(f"{seat_ref(seat)} makes an offering to Pachamama for {what}."))


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
        events.append(Event.public(f"The whole land is discovered! Final divinations, starting with {seat_ref(seat)}."))
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
        events.append(Event.public(f"{seat_ref(seat)} moves an explorer to {where}."))
        _action_done(s)
        return
    s.discovered[a.cell] = True
    t = s.land[a.cell]
    p = s.seats[seat]
    text = f"{seat_ref(seat)} explores {where}: {land_name(t)}"
    if sum(p.cubes) < C.CUBE_LIMIT:
        p.cubes[t] += 1
        events.append(Event.public(f"{text}, and takes a {land_name(t)} cube."))
        _after_explore(s, seat, events)
    else:
        events.append(Event.public(f"{text}. With four cubes already, they may trade before taking it."))
        s.pending_cube = t
        s.phase = "trade"


def _do_leave(s: PachamamaState, seat: int, a: Leave, events: list[Event]) -> None:
    assert s.chosen is not None
    cell = s.seats[seat].explorers[s.chosen]
    assert cell is not None
    s.seats[seat].explorers[s.chosen] = None
    events.append(Event.public(f"{seat_ref(seat)} takes an explorer off the land at {grid_of_state(s).label(cell)}."))
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
            Event.public(
                f"{seat_ref(seat)} divines {true} at {where}: right! +{true} points and +{bonus} for diversity."
            )
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
        Event.public(f"{seat_ref(seat)} divines {a.value} at {where}, but it is {true}: −{true} points. The turn ends.")
    )
    if s.final_round:
        s.chain = False
        s.chosen = None
        _next_final(s)
    else:
        _end_turn(s)


def _do_offer(s: PachamamaState, seat: int, a: Offer, events: list[Event]) -> None:
    if a.reward == "action":
        _pay_offering(s, seat, events, "an extra action")
        s.actions_left += 1
        if s.phase == "after":
            s.phase = "main"
        return
    s.back_to = s.phase
    s.phase = "peek"


def _do_look(s: PachamamaState, seat: int, a: Look, events: list[Event]) -> None:
    _pay_offering(s, seat, events, "a look at the wheel")
    t, f = s.land[a.cell], s.field[a.cell]
    s.seats[seat].peeks.append(Peek(cell=a.cell, land=t, field=f))
    where = grid_of_state(s).label(a.cell)
    events.append(Event.private(f"The wheel shows {where}: {land_name(t)}, field {f}.", seat))
    back: Phase = s.back_to or "main"
    s.back_to = None
    if back == "after":
        _end_turn(s)
    else:
        s.phase = back


def _do_trade(s: PachamamaState, seat: int, a: Trade, events: list[Event]) -> None:
    assert s.pending_cube is not None
    p = s.seats[seat]
    for g in a.give:
        p.cubes[g] -= 1
    p.cubes[a.take] += 1
    p.cubes[s.pending_cube] += 1
    gave = " and ".join(land_name(g) for g in a.give)
    events.append(
        Event.public(
            f"{seat_ref(seat)} trades {gave} for {land_name(a.take)}, and takes the {land_name(s.pending_cube)} cube."
        )
    )
    _after_explore(s, seat, events)


def _do_keep(s: PachamamaState, seat: int, a: KeepCubes, events: list[Event]) -> None:
    assert s.pending_cube is not None
    events.append(
        Event.public(f"{seat_ref(seat)} keeps their four cubes; the {land_name(s.pending_cube)} cube is lost.")
    )
    _after_explore(s, seat, events)


def _do_back(s: PachamamaState, seat: int, a: Back, events: list[Event]) -> None:
    s.phase = s.back_to or "main"
    s.back_to = None
    s.chosen = None


def _do_stop(s: PachamamaState, seat: int, a: Stop, events: list[Event]) -> None:
    if s.phase == "final" and not s.chain:
        events.append(Event.public(f"{seat_ref(seat)} makes no final divination."))
    _action_done(s)


def _do_end(s: PachamamaState, seat: int, a: EndTurn, events: list[Event]) -> None:
    _end_turn(s)


_APPLY: dict[str, Any] = {
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
