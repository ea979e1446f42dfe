"""A tiny hidden-information game for platform tests ("High card").

Each player is dealt 3 cards of 1..9; over 2 tricks everyone secretly and
simultaneously plays one card; the highest card takes the trick; most tricks
wins. Small enough to read at a glance, rich enough to exercise simultaneous
decisions, hidden hands and the version check.
"""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import BaseModel, TypeAdapter

from games.contract import (
    Choice,
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

TRICKS = 2


class Play(BaseModel):
    kind: Literal["play"] = "play"
    card: int


class ToyOptions(BaseModel):
    pass


class ToyState(BaseModel):
    n_players: int
    rng: RngState
    hands: list[list[int]]
    played: list[int | None]
    tricks: list[int]
    trick_no: int = 0


class ToyView(BaseModel):
    seat: int | None
    hand: list[int] | None
    has_played: list[bool]
    tricks: list[int]
    trick_no: int


class ToyGame(Game[ToyState, Play, ToyOptions]):
    id = "toy"
    title = "High Card"
    min_players = 2
    max_players = 3
    Options = ToyOptions
    State = ToyState
    action_adapter = TypeAdapter(Play)
    rules_summary = "Play your highest card. " * 20
    proposals = "- everything"

    def setup(self, n_players: int, seed: int, options: ToyOptions | None = None) -> ToyState:
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError("bad player count")
        state = ToyState(n_players=n_players, rng=RngState(seed=seed), hands=[], played=[], tricks=[])
        deck = list(range(1, 10))
        next_rng(state.rng).shuffle(deck)
        state.hands = [sorted(deck[3 * i : 3 * i + 3]) for i in range(n_players)]
        state.played = [None] * n_players
        state.tricks = [0] * n_players
        return state

    def to_act(self, state: ToyState) -> frozenset[int]:
        if state.trick_no >= TRICKS:
            return frozenset()
        return frozenset(i for i in range(state.n_players) if state.played[i] is None)

    def legal_actions(self, state: ToyState, seat: int) -> list[Play]:
        if seat not in self.to_act(state):
            return []
        return [Play(card=c) for c in state.hands[seat]]

    def apply(self, state: ToyState, seat: int, action: Play) -> tuple[ToyState, list[Event]]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("You can't play that now.")
        s = state.model_copy(deep=True)
        s.hands[seat].remove(action.card)
        s.played[seat] = action.card
        events = [Event.public(f"{seat_ref(seat)} played a card face down.")]
        if all(p is not None for p in s.played):
            cards = [p or 0 for p in s.played]
            winner = max(range(s.n_players), key=lambda i: cards[i])
            s.tricks[winner] += 1
            shown = ", ".join(f"{seat_ref(i)} {c}" for i, c in enumerate(cards))
            events.append(Event.public(f"Revealed: {shown}. {seat_ref(winner)} takes the trick."))
            s.played = [None] * s.n_players
            s.trick_no += 1
        return s, events

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            seat=seat,
            hand=None if seat is None else list(state.hands[seat]),
            has_played=[p is not None for p in state.played],
            tricks=list(state.tricks),
            trick_no=state.trick_no,
        )

    def determinize(self, state: ToyState, seat: int, rng: random.Random) -> ToyState:
        s = state.model_copy(deep=True)
        mine = set(s.hands[seat]) | ({s.played[seat]} if s.played[seat] else set())
        unseen_slots = [(i, len(s.hands[i])) for i in range(s.n_players) if i != seat]
        pool = [c for c in range(1, 10) if c not in mine]
        rng.shuffle(pool)
        for i, size in unseen_slots:
            s.hands[i] = sorted(pool[:size])
            pool = pool[size:]
            if s.played[i] is not None:
                s.played[i] = pool.pop()
        return s

    def outcome(self, state: ToyState) -> Outcome | None:
        if self.to_act(state):
            return None
        return Outcome.from_scores(state.tricks)

    def table_face(self, view: Any) -> TableFace:
        marks = " ".join(f"{seat_ref(i)} {'✅' if p else '⏳'}" for i, p in enumerate(view.has_played))
        return TableFace(description=f"Trick {view.trick_no + 1}: {marks}", fields=[("Tricks", str(view.tricks))])

    def hand_face(self, view: Any) -> HandFace:
        return HandFace(description=f"Your cards: {view.hand}", prompt="Play a card.")

    def controls(self, view: Any, actions: list[Play]) -> list[ControlGroup]:
        if not actions:
            return []
        return [ControlGroup(choices=[Choice(label=f"Play {a.card}", action=i) for i, a in enumerate(actions)])]


GAME = ToyGame()
