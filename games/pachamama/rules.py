"""Pachamama's rules: setup, turns, explore / move / divination, offerings, the end round."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar

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
    quiet,
    seat_ref,
)
from games.pachamama import ai, alt, present, render
from games.pachamama import components as C
from games.pachamama.complete import ALL_TYPES, sample_world
from games.pachamama.grid import Grid, grid_for, grid_of, regions_of
from games.pachamama.land import generate_land
from games.pachamama.legal import N_TYPES, cap_for, grid_of_state, legal_in
from games.pachamama.solver import ALL_FIELDS
from games.pachamama.state import (
    Action,
    PachamamaOptions,
    PachamamaState,
    PachamamaView,
    Peek,
    PlayerView,
    Seat,
)
from games.pachamama.texts import PROPOSALS, RULES_SUMMARY
from games.pachamama.transitions import APPLY, why_illegal
from games.words import Text, Words, msg

# ------------------------------------------------------------------ the game


class PachamamaGame(Game[PachamamaState, Action, PachamamaOptions]):
    id = "pachamama"
    title = "Pachamama"
    #: the game's name in the reader's language (the bot looks it up as ``pachamama-title``)
    title_text: ClassVar[Text] = msg("pachamama-title")
    min_players = C.MIN_PLAYERS
    max_players = C.MAX_PLAYERS
    Options = PachamamaOptions
    variants: ClassVar[dict[str, tuple[Text, dict[str, Any]]]] = {
        "short": (msg("pachamama-variant-short"), {"short": True}),
    }
    State = PachamamaState
    action_adapter: TypeAdapter[Action] = TypeAdapter(Action)
    rules_summary = RULES_SUMMARY
    proposals: ClassVar[Text] = PROPOSALS  # type: ignore[assignment]  # shown by /game rules: words too

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
            raise IllegalAction(msg("pachamama-illegal-over"))
        if seat != state.current:
            raise IllegalAction(msg("pachamama-illegal-turn", player=seat_ref(state.current)))
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(why_illegal(state, action))
        s = clone(state)
        events: list[Event] = []
        APPLY[action.kind](s, seat, action, events)
        return s, events

    # ---- information -----------------------------------------------------
    def undoable(self, before: PachamamaState, seat: int, action: Action, after: PachamamaState) -> bool:
        """Undoable: picking and aiming an explorer, Back, Leave, Stop, trades and cubes kept,
        cultivating a square everyone sees, unless the move uncovered a square of the wheel, bought a
        look at it, began the final round or ended the game. Not: a move onto an undiscovered square,
        a divination (a wrong guess too tells the table what the square is not)."""
        if action.kind == "divine":
            return False  # right or wrong, a guess tells the table something of the wheel
        return (
            after.phase != "over"
            and [s.peeks for s in before.seats] == [s.peeks for s in after.seats]
            and quiet(before, after, "discovered", "revealed", "final_round")
        )

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
        """A world drawn from what ``seat`` knows and ``rng`` alone.

        The land is redrawn within the discovered types, the cultivated fields and the seat's own
        looks. Other seats' looks keep their number (public) but land on squares drawn from ``rng``
        among those anyone could have looked at, and show the new land. The world gets a fresh seed.
        """
        tdom = [1 << t if d else ALL_TYPES for t, d in zip(state.land, state.discovered, strict=True)]
        fdom = [1 << f if c else ALL_FIELDS for f, c in zip(state.field, state.cultivated, strict=True)]
        for pk in state.seats[seat].peeks:
            tdom[pk.cell] = 1 << pk.land
            fdom[pk.cell] = 1 << pk.field
        land, field = sample_world(state.width, state.height, cap_for(state.short), tuple(tdom), tuple(fdom), rng)
        out = clone(state)
        out.land, out.field = list(land), list(field)
        lookable = sorted(set(range(len(land))) - set(state.revealed))  # revealed squares were never uncultivated
        for other, player in enumerate(out.seats):
            if other != seat:
                cells = sorted(rng.sample(lookable, len(player.peeks)))
                player.peeks = [Peek(cell=c, land=land[c], field=field[c]) for c in cells]
        out.rng = RngState(seed=rng.getrandbits(63), counter=state.rng.counter)
        return out

    def outcome(self, state: PachamamaState) -> Outcome | None:
        if state.phase != "over":
            return None
        lines: list[Text] = [
            msg(
                "pachamama-breakdown",
                player=seat_ref(i),
                score=p.score,
                fields=p.field_points,
                diversity=p.bonus_points,
                penalty=p.penalty_points,
                cubes=p.cube_points,
            )
            for i, p in enumerate(state.seats)
        ]
        return Outcome.from_scores([p.score for p in state.seats], breakdown=lines)

    # ---- presentation ----------------------------------------------------
    def table_face(self, view: PachamamaView) -> TableFace:
        return present.table_face(view)

    def hand_face(self, view: PachamamaView) -> HandFace:
        return present.hand_face(view)

    def controls(self, view: PachamamaView, actions: list[Action]) -> list[ControlGroup]:
        return present.controls(view, actions)

    def render_table(self, view: PachamamaView, names: Sequence[str], words: Words) -> bytes | None:
        return render.render_table(view, names, words)

    def render_hand(
        self, view: PachamamaView, names: Sequence[str], actions: list[Action], words: Words
    ) -> bytes | None:
        return render.render_hand(view, names, actions, words)

    def describe_table(self, view: PachamamaView, names: Sequence[str], words: Words) -> str:
        return alt.describe_table(view, names, words)

    def describe_hand(self, view: PachamamaView, names: Sequence[str], actions: list[Action], words: Words) -> str:
        return alt.describe_hand(view, names, actions, words)

    def heuristic_action(self, view: PachamamaView, actions: list[Action], rng: random.Random) -> Action | None:
        return ai.heuristic_action(view, actions, rng)

    def search_candidates(self, view: PachamamaView, actions: list[Action]) -> list[Action]:
        """The actions the search looks at (see ``ai.search_candidates``)."""
        return ai.search_candidates(view, actions)

    def evaluate(self, state: PachamamaState, seat: int) -> float:
        """Share of opponents beaten (see ``ai.evaluate``); only called on worlds drawn by ``determinize``."""
        return ai.evaluate(state, self.view(state, seat), seat)

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
