"""The Capybara Cookie Club engine: wires rules, views and presentation into the contract."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

from games.capybara import alt, present, rules
from games.capybara import components as C
from games.capybara.heuristic import LEVEL_SEARCH, evaluate, heuristic
from games.capybara.render import render
from games.capybara.state import (
    ACTION_ADAPTER,
    T_ANTEATER,
    T_ENDED_GAIN,
    T_HAND_PAID,
    T_START,
    T_TOKEN_GAIN,
    Action,
    PassCard,
    View,
)
from games.capybara.state import Options as CapybaraOptions
from games.capybara.state import State as CapybaraState
from games.capybara.view import determinize, make_view
from games.contract import (
    ControlGroup,
    Event,
    Game,
    HandFace,
    IllegalAction,
    Outcome,
    TableFace,
    quiet,
)
from games.words import Text, Words, lines, msg

RULES_SUMMARY = lines(
    [
        msg("capybara-rules-intro"),
        msg("capybara-rules-turn"),
        msg("capybara-rules-effects"),
        msg("capybara-rules-teapot"),
        msg("capybara-rules-round-end"),
    ]
)

PROPOSALS = lines(
    [
        msg("capybara-proposal-deck"),
        msg("capybara-proposal-supply"),
        msg("capybara-proposal-capybara-top"),
        msg("capybara-proposal-stuck"),
        msg("capybara-proposal-tapir-last"),
        msg("capybara-proposal-first-player"),
    ]
)


class CapybaraGame(Game[CapybaraState, Action, CapybaraOptions]):
    id: ClassVar[str] = "capybara"
    title: ClassVar[str] = "Capybara Cookie Club"
    title_text: ClassVar[Text] = msg("capybara-title")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    Options = CapybaraOptions
    State = CapybaraState
    action_adapter = ACTION_ADAPTER
    rules_summary: ClassVar[Text] = RULES_SUMMARY
    proposals: ClassVar[Text] = PROPOSALS  # type: ignore[assignment]
    level_search: ClassVar[dict[str, dict[str, Any]]] = LEVEL_SEARCH

    # ---- rules ---------------------------------------------------------
    def setup(self, n_players: int, seed: int, options: CapybaraOptions | None = None) -> CapybaraState:
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError(f"Capybara Cookie Club needs 2–5 players, not {n_players}.")
        return rules.new_state(n_players, seed)

    def to_act(self, state: CapybaraState) -> frozenset[int]:
        return frozenset() if state.phase == "over" else frozenset({state.decider})

    def legal_actions(self, state: CapybaraState, seat: int) -> list[Action]:
        return rules.legal_actions(state, seat)

    def apply(self, state: CapybaraState, seat: int, action: Action) -> tuple[CapybaraState, list[Event]]:
        if action not in rules.legal_actions(state, seat):
            raise IllegalAction(rules.illegal_reason(state, seat, action))
        s = rules.copy_state(state)
        events: list[Event] = []
        rules.apply_action(s, seat, action, events)
        return s, events

    def undoable(self, before: CapybaraState, seat: int, action: Action, after: CapybaraState) -> bool:
        """Undoable: a card played, a pass, a discard, an anteater's target, a teapot answer to an
        anteater, unless the move took a card off the face-down pile (a draw, or an effect that
        reveals its top card), reshuffled it, or ended the round or the game. Not: a tapir's card
        passed face down (its receiver sees it), the answer to a passed tapir card (accepted or
        refused, it lands in a hand whose holder is told), an armadillo that asks for an extra play
        (the table learns that another card of the hand fits)."""
        if isinstance(action, PassCard):
            return False  # the card passed face down is shown to its receiver
        if before.phase == "teapot_tapir":
            return False  # accepted or refused, the passed card goes to a hand and its holder is told
        return after.phase not in ("over", "extra_play") and quiet(before, after, "draw_pile", "round_no")

    def view(self, state: CapybaraState, seat: int | None) -> View:
        return make_view(state, seat)

    def determinize(self, state: CapybaraState, seat: int, rng: random.Random) -> CapybaraState:
        return determinize(state, seat, rng)

    def outcome(self, state: CapybaraState) -> Outcome | None:
        if state.phase != "over":
            return None
        return Outcome.from_scores(
            state.cookies,
            breakdown=present.score_breakdown(state.cookies, state.tallies, state.last_round),
        )

    # ---- presentation --------------------------------------------------
    def table_face(self, view: View) -> TableFace:
        return present.table_face(view)

    def hand_face(self, view: View) -> HandFace:
        return present.hand_face(view)

    def controls(self, view: View, actions: list[Action]) -> list[ControlGroup]:
        return present.controls(view, actions)

    def render_table(self, view: View, names: Sequence[str], words: Words) -> bytes | None:
        return render(view, names, words)

    def describe_table(self, view: View, names: Sequence[str], words: Words) -> str:
        return alt.describe_table(view, names, words)

    def describe_hand(self, view: View, names: Sequence[str], actions: list[Action], words: Words) -> str:
        return alt.describe_hand(view, names, actions, words)

    def heuristic_action(self, view: View, actions: list[Action], rng: random.Random) -> Action | None:
        return heuristic(view, actions, rng)

    def evaluate(self, state: CapybaraState, seat: int) -> float:
        return evaluate(state, seat)

    # ---- invariants ----------------------------------------------------
    def check_invariants(self, state: CapybaraState) -> None:
        s = state
        cards = [c for h in s.hands for c in h] + s.draw_pile + s.discard + s.piles[0] + s.piles[1]
        if s.transit is not None:
            cards.append(s.transit)
        assert Counter(cards) == Counter(C.full_deck()), "the 77 cards are all somewhere, once"
        assert len(s.piles) == 2 and all(s.piles), "two face-up piles, never empty"
        assert all(p[-1] // 10 != C.CAPYBARA for p in s.piles), "a capybara never tops a pile"
        assert all(c >= 0 for c in s.cookies), "cookies never go negative"
        assert len(s.tokens) == len(C.TOKENS) and sorted(s.tokens) == sorted(C.TOKENS)
        assert 0 <= s.figure < len(s.tokens)
        assert s.teapot is None or 0 <= s.teapot < s.n_players
        if s.phase != "over":
            assert min(s.cookies) >= 1, "a player at 0 cookies ends the game"
            assert all(s.hands), "an empty hand ends the round"
            assert 0 <= s.decider < s.n_players
            assert (s.transit is not None) == (s.phase == "teapot_tapir")
            if s.phase.startswith("teapot"):
                assert s.teapot == s.decider != s.active
            else:
                assert s.decider == s.active
        for p, t in enumerate(s.tallies):
            gained, lost = t[T_ENDED_GAIN] + t[T_TOKEN_GAIN], t[T_ANTEATER] + t[T_HAND_PAID]
            assert s.cookies[p] == t[T_START] + gained - lost, "every cookie won or lost is tallied"
        for (o, h, c), k in Counter(s.known).items():
            assert o != h and s.hands[h].count(c) >= k, "tapir knowledge stays true"
