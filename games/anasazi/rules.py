"""Anasazi's engine: setup, whose turn it is, legal actions, transitions, views, determinize, outcome."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import TypeAdapter

from games.anasazi import alt, heuristic, present, render, turns
from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import legal
from games.anasazi.scoring import outcome_of
from games.anasazi.state import (
    Action,
    AnasaziOptions,
    AnasaziState,
    AnasaziView,
    PlayerView,
    Seat,
)
from games.anasazi.texts import PROPOSALS, RULES_SUMMARY, why_illegal
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
    quiet,
    seat_ref,
)
from games.words import Words, msg

#: the game's name in each language (the bot's lists and lobbies show it)
TITLE = "anasazi-title"


class AnasaziGame(Game[AnasaziState, Action, AnasaziOptions]):
    id = "anasazi"
    title = "Anasazi"  # logs; players read the message TITLE
    title_text = msg(TITLE)
    min_players = C.MIN_PLAYERS
    max_players = C.MAX_PLAYERS
    Options = AnasaziOptions
    State = AnasaziState
    action_adapter: TypeAdapter[Action] = TypeAdapter(Action)
    rules_summary = RULES_SUMMARY
    proposals = PROPOSALS  # type: ignore[assignment]  # Text: /game rules renders it (issue 31)

    # ---- setup ---------------------------------------------------------
    def setup(self, n_players: int, seed: int, options: AnasaziOptions | None = None) -> AnasaziState:
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError(f"Anasazi takes {self.min_players}–{self.max_players} players, not {n_players}")
        rng_state = RngState(seed=seed)
        r = next_rng(rng_state)
        towers = [c for c in range(C.N_COLOURS) for _ in range(C.TOWERS_PER_COLOUR)]
        r.shuffle(towers)
        cubes = [c for c in range(C.N_COLOURS) for _ in range(C.BOARD_CUBES_PER_COLOUR)]
        r.shuffle(cubes)
        first = r.randrange(n_players)
        deck = [c for c in range(C.N_COLOURS) for _ in range(C.OBJECTIVE_CARDS_PER_COLOUR)]
        r.shuffle(deck)
        return AnasaziState(
            n_players=n_players,
            first=first,
            tower_colour=towers,
            tower_on_board=[True] * B.N_TOWERS,
            track=[[] for _ in range(C.N_COLOURS)],
            cube=cubes,
            objectives=deck[:n_players],
            seats=[Seat(cubes=[0] * C.N_COLOURS, camps_left=C.CAMPS_PER_PLAYER) for _ in range(n_players)],
            camps={},
            covered=[],
            paths=[[] for _ in B.POSTS],
            used={},
            markers_left=C.MARKERS,
            mesa_reached=[False] * B.N_MESAS,
            stage="camps",
            phase="camp_row",
            current=first,
            rng=rng_state,
        )

    # ---- turn structure --------------------------------------------------
    def to_act(self, state: AnasaziState) -> frozenset[int]:
        if state.stage == "over":
            return frozenset()
        if state.stage == "looks":
            return frozenset(i for i, p in enumerate(state.seats) if p.setup_looks > 0)
        return frozenset({state.current})

    def legal_actions(self, state: AnasaziState, seat: int) -> list[Action]:
        return legal(state, seat)

    def apply(self, state: AnasaziState, seat: int, action: Action) -> tuple[AnasaziState, list[Event]]:
        if state.stage == "over":
            raise IllegalAction(msg("anasazi-illegal-game-over"))
        if seat not in self.to_act(state):
            if state.stage == "looks":
                raise IllegalAction(msg("anasazi-illegal-looks-done"))
            raise IllegalAction(msg("anasazi-illegal-not-your-turn", player=seat_ref(state.current)))
        if not _is_legal(action, legal(state, seat)):
            raise IllegalAction(why_illegal(state, seat, action))
        s = clone(state)
        events: list[Event] = []
        _dispatch(s, seat, action, events)
        return s, events

    # ---- information -----------------------------------------------------
    def undoable(self, before: AnasaziState, seat: int, action: Action, after: AnasaziState) -> bool:
        """Undoable: choosing camp or expedition, a camp row and node, a direction, a steal, Back and
        skipping a look, unless a tower reached the track (its colour is shown) or the game ended.
        Not: looking at a tower (its colour is seen)."""
        return (
            self.outcome(after) is None
            and [s.looks for s in before.seats] == [s.looks for s in after.seats]
            and quiet(before, after, "track", "tower_on_board")
        )

    def view(self, state: AnasaziState, seat: int | None) -> AnasaziView:
        """Public fields are shared with the state, not copied: states never change once made,
        and views are only read."""
        s = state
        mine = s.seats[seat].looks if seat is not None else []
        on_board = s.tower_on_board
        colour = s.tower_colour
        return _make(
            AnasaziView,
            seat=seat,
            n_players=s.n_players,
            first=s.first,
            stage=s.stage,
            phase=s.phase,
            current=s.current,
            actions_left=s.actions_left,
            chosen=s.chosen,
            look_mesa=s.look_mesa,
            tower_on_board=on_board,
            track=s.track,
            revealed={t: c for c, ts in enumerate(s.track) for t in ts},
            known={t: colour[t] for t in sorted(set(mine)) if on_board[t]},
            objective=s.objectives[seat] if seat is not None else None,
            cube=s.cube,
            seats=[
                _make(PlayerView, cubes=p.cubes, camps_left=p.camps_left, looks=p.looks, setup_looks=p.setup_looks)
                for p in s.seats
            ],
            camps=s.camps,
            covered=s.covered,
            paths=s.paths,
            used=s.used,
            markers_left=s.markers_left,
            mesa_reached=s.mesa_reached,
            built=s.built,
            turn_edges=s.turn_edges,
            last_edges=s.last_edges,
            setup_turn=s.setup_turn,
            passes=s.passes,
            end_reason=s.end_reason,
        )

    def determinize(self, state: AnasaziState, seat: int, rng: random.Random) -> AnasaziState:
        """Redraw what ``seat`` cannot see (RULINGS decision 15): unknown tower colours from those
        unaccounted for, and the opponents' objectives from the seven cards ``seat`` has not seen."""
        out = clone(state)
        known = {t for t in state.seats[seat].looks if state.tower_on_board[t]}
        unknown = [t for t in range(B.N_TOWERS) if state.tower_on_board[t] and t not in known]
        pool: list[int] = []
        for c in range(C.N_COLOURS):
            left = C.TOWERS_PER_COLOUR - len(state.track[c]) - sum(1 for t in known if state.tower_colour[t] == c)
            pool += [c] * left
        rng.shuffle(pool)
        for t, c in zip(unknown, pool, strict=True):
            out.tower_colour[t] = c
        cards = [c for c in range(C.N_COLOURS) for _ in range(C.OBJECTIVE_CARDS_PER_COLOUR)]
        cards.remove(state.objectives[seat])
        rng.shuffle(cards)
        others = iter(cards)
        out.objectives = [state.objectives[i] if i == seat else next(others) for i in range(state.n_players)]
        out.rng = RngState(seed=rng.randrange(2**62), counter=state.rng.counter)
        return out

    def outcome(self, state: AnasaziState) -> Outcome | None:
        return outcome_of(state) if state.stage == "over" else None

    # ---- presentation ----------------------------------------------------
    def table_face(self, view: AnasaziView) -> TableFace:
        return present.table_face(view)

    def hand_face(self, view: AnasaziView) -> HandFace:
        return present.hand_face(view)

    def controls(self, view: AnasaziView, actions: list[Action]) -> list[ControlGroup]:
        return present.controls(view, actions)

    def render_table(self, view: AnasaziView, names: Sequence[str], words: Words) -> bytes | None:
        return render.render_table(view, names, words)

    def render_hand(self, view: AnasaziView, names: Sequence[str], actions: list[Action], words: Words) -> bytes | None:
        """The board from the seat's view (its looks and objective), the offered places ringed and named."""
        if view.seat is None:
            return None
        return render.render_hand(view, names, present.place_marks(view, actions), words)

    def describe_table(self, view: AnasaziView, names: Sequence[str], words: Words) -> str:
        return alt.describe_table(view, names, words)

    def describe_hand(self, view: AnasaziView, names: Sequence[str], actions: list[Action], words: Words) -> str:
        return alt.describe_hand(view, names, actions, words)

    # ---- AI --------------------------------------------------------------
    def heuristic_action(self, view: AnasaziView, actions: list[Action], rng: random.Random) -> Action | None:
        return heuristic.heuristic_action(view, actions, rng)

    def evaluate(self, state: AnasaziState, seat: int) -> float:
        return heuristic.evaluate(state, seat)

    def search_candidates(self, view: AnasaziView, actions: list[Action]) -> list[Action]:
        """The AI never searches Back (a UI step): searched, it looped Expedition, Back, Expedition..."""
        return heuristic.search_candidates(view, actions)

    def opponent_action(
        self, world: AnasaziState, seat: int, actions: list[Action], rng: random.Random
    ) -> Action | None:
        """How the other seats act in the AI's search: the heuristic from their own view, without the
        playouts' random moves (a random Anasazi move is a blunder no real opponent makes)."""
        return heuristic.heuristic_action(self.view(world, seat), actions, rng)

    def check_invariants(self, state: AnasaziState) -> None:
        check_invariants(state)


def _is_legal(action: Any, actions: list[Any]) -> bool:
    d = getattr(action, "__dict__", None)
    return any(a is action or a.__dict__ == d for a in actions)


def _copy(model: Any, **update: Any) -> Any:
    """A shallow copy of a pydantic model with some fields replaced (skips model_copy's overhead)."""
    new = object.__new__(model.__class__)
    data = dict(model.__dict__)
    data.update(update)
    object.__setattr__(new, "__dict__", data)
    object.__setattr__(new, "__pydantic_fields_set__", model.__pydantic_fields_set__)
    object.__setattr__(new, "__pydantic_extra__", None)
    object.__setattr__(new, "__pydantic_private__", None)
    return new


def _make(cls: Any, **fields: Any) -> Any:
    """A model from trusted fields, without validation (views are built on every AI step)."""
    new = object.__new__(cls)
    object.__setattr__(new, "__dict__", fields)
    object.__setattr__(new, "__pydantic_fields_set__", set(fields))
    object.__setattr__(new, "__pydantic_extra__", None)
    object.__setattr__(new, "__pydantic_private__", None)
    return new


def _dispatch(s: AnasaziState, seat: int, a: Any, events: list[Event]) -> None:
    k = a.kind
    if s.stage == "looks":
        turns.setup_look(s, seat, a.tower if k == "look" else None, events)
    elif k == "row":
        s.chosen, s.phase = a.row, "camp_node"
    elif k == "build":
        if s.stage == "camps":
            turns.setup_build(s, seat, a.node, events)
        else:
            turns.play_build(s, seat, a.node, events)
    elif k == "back":
        s.phase = "camp_row" if s.phase == "camp_node" else "action"
        s.chosen = None
    elif k == "camp":
        s.phase = "camp_row"
    elif k == "expedition":
        s.chosen, s.phase = a.expedition, "direction"
    elif k == "place":
        turns.place(s, seat, a.direction, events)
    elif k == "steal":
        turns.steal(s, seat, a.victim, a.colour, events)
    elif k == "take_nothing":
        turns.steal(s, seat, None, None, events)
    elif k == "look":
        turns.look(s, seat, a.tower, events)
        turns.finish_action(s, events)
    elif k == "skip":
        turns.finish_action(s, events)


def clone(s: AnasaziState) -> AnasaziState:
    """A deep copy by hand (pydantic's deep copy would dominate a playout)."""
    return _copy(
        s,
        tower_colour=list(s.tower_colour),
        tower_on_board=list(s.tower_on_board),
        track=[list(t) for t in s.track],
        cube=list(s.cube),
        objectives=list(s.objectives),
        seats=[_copy(p, cubes=list(p.cubes), looks=list(p.looks)) for p in s.seats],
        camps=dict(s.camps),
        covered=list(s.covered),
        paths=[list(p) for p in s.paths],
        used=dict(s.used),
        mesa_reached=list(s.mesa_reached),
        built=list(s.built),
        turn_edges=list(s.turn_edges),
        last_edges=list(s.last_edges),
        rng=_copy(s.rng),
    )


def check_invariants(s: AnasaziState) -> None:
    """Nothing created or lost: cubes, towers, markers, camps; explorers apart; paths start at their posts."""
    held = [s.cube.count(c) for c in range(C.N_COLOURS)]
    for p in s.seats:
        assert min(p.cubes) >= 0
        for c in range(C.N_COLOURS):
            held[c] += p.cubes[c]
    assert held == [C.BOARD_CUBES_PER_COLOUR] * C.N_COLOURS, "cubes are conserved"
    assert sorted(s.tower_colour) == TOWER_COLOURS, "four towers of each colour"
    on_track = 0
    for c, ts in enumerate(s.track):
        on_track += len(ts)
        for t in ts:
            assert s.tower_colour[t] == c and not s.tower_on_board[t], "the track holds revealed towers"
    assert on_track + sum(s.tower_on_board) == B.N_TOWERS, "towers are conserved"
    placed = 0
    ends = set()
    for k, p in enumerate(s.paths):
        if p:
            placed += len(p) - 1
            assert p[0] == B.POSTS[k] and p[-1] not in ends, "paths start at their posts; explorers apart"
            ends.add(p[-1])
    assert placed == len(s.used) == C.MARKERS - s.markers_left, "markers are conserved"
    camps = [0] * s.n_players
    for owner in s.camps.values():
        camps[owner] += 1
    assert all(p.camps_left + camps[i] == C.CAMPS_PER_PLAYER for i, p in enumerate(s.seats)), "camps are conserved"
    assert all(n in s.camps for n in s.covered)
    assert all(s.objectives.count(c) <= C.OBJECTIVE_CARDS_PER_COLOUR for c in range(C.N_COLOURS))


TOWER_COLOURS = sorted(c for c in range(C.N_COLOURS) for _ in range(C.TOWERS_PER_COLOUR))
