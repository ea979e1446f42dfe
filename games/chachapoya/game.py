"""The Chachapoya engine behind the shared contract.

Bidding is simultaneous. Design: during a bid every player still to bid *and*
every player who has already bid stays in ``to_act``; a player who has bid may
replace their bid with any other legal bid (its cards return to the hand
first). The bids are revealed the moment the last missing bid arrives, so a
bid can be changed exactly "until the last bid is in". Who has bid and how
many cards they laid down is public; what they bid is not. ``waiting_for``
tells a host which seats it is really waiting for (an AI or a deadline need
not act for a seat that has bid already).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar

from games.chachapoya import alt
from games.chachapoya import components as C
from games.chachapoya import heuristic as H
from games.chachapoya import rules as R
from games.chachapoya.bidding import canonical, legal_bids
from games.chachapoya.knowledge import determinize
from games.chachapoya.present import controls, hand_face, table_face
from games.chachapoya.render import render_table
from games.chachapoya.scoring import final_result
from games.chachapoya.state import (
    ACTION_ADAPTER,
    Action,
    BidAction,
    CurseAction,
    OfferAction,
    PickAction,
    PlaceTokenAction,
    SpendTokenAction,
    TrackerDrawAction,
    clone,
)
from games.chachapoya.state import Options as ChachapoyaOptions
from games.chachapoya.state import State as ChachapoyaState
from games.chachapoya.text import PROPOSALS, RULES_SUMMARY, TITLE
from games.chachapoya.view import ChachapoyaView, make_view
from games.contract import Event, Game, HandFace, IllegalAction, Outcome, TableFace, quiet
from games.words import Text, Words, msg

_WHY_NOT = {
    "offer": "chachapoya-why-offer",
    "bid": "chachapoya-why-bid",
    "pick": "chachapoya-why-pick",
    "curse": "chachapoya-why-curse",
    "tracker_draw": "chachapoya-why-tracker-draw",
    "spend_token": "chachapoya-why-spend-token",
    "place_token": "chachapoya-why-place-token",
}


@lru_cache(maxsize=8192)
def _bid_actions(cards: tuple[str, ...]) -> tuple[BidAction, ...]:
    """Legal bids for a (sorted) set of cards; actions are frozen, so sharing them is safe."""
    return tuple(BidAction(cards=b) for b in legal_bids(cards))


class Chachapoya(Game[ChachapoyaState, Action, ChachapoyaOptions]):
    id: ClassVar[str] = "chachapoya"
    title: ClassVar[str] = "Chachapoya"
    title_text: ClassVar[Text] = TITLE
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options = ChachapoyaOptions
    State = ChachapoyaState
    action_adapter = ACTION_ADAPTER
    rules_summary: ClassVar[Text] = RULES_SUMMARY
    proposals: ClassVar[Text] = PROPOSALS  # type: ignore[assignment]  # a message, like every text
    level_search: ClassVar[dict[str, dict[str, Any]]] = H.LEVEL_SEARCH

    # ---- rules -----------------------------------------------------------
    def setup(self, n_players: int, seed: int, options: ChachapoyaOptions | None = None) -> ChachapoyaState:
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError(f"Chachapoya is for {self.min_players}–{self.max_players} players, not {n_players}.")
        return R.new_game(n_players, seed)

    def to_act(self, state: ChachapoyaState) -> frozenset[int]:
        return frozenset(state.awaiting)

    def waiting_for(self, state: ChachapoyaState) -> frozenset[int]:
        """Seats whose decision is still needed (during a bid: those without a bid)."""
        if state.phase != "bid":
            return self.to_act(state)
        return frozenset(p for p in state.awaiting if state.bids[p] is None)

    def legal_actions(self, state: ChachapoyaState, seat: int) -> list[Action]:
        if seat not in state.awaiting:
            return []
        s, phase = state, state.phase
        if phase == "offer":
            return [OfferAction(bury=b, face_up=u) for b, u in R.legal_offers(s.drawn)]
        if phase == "bid":
            return list(_bid_actions(canonical(s.hands[seat] + (s.bids[seat] or []))))
        if phase == "pick":
            return [PickAction(index=i) for i in range(len(s.offer))]
        if phase == "curse":
            return [CurseAction(treasure=k) for k in R.curse_candidates(s, seat)]
        if phase == "tracker_draw":
            return [TrackerDrawAction(draw=True), TrackerDrawAction(draw=False)]
        if phase == "spend_token":
            return [SpendTokenAction(spend=True), SpendTokenAction(spend=False)]
        if phase == "place_token":
            return [PlaceTokenAction(treasure=k) for k in R.token_types(s, seat)]
        return []

    def timeout_action(self, state: ChachapoyaState, seat: int) -> Action | None:
        """RULINGS 7: a missed Hidden Treasure decision means "keep it"."""
        if state.phase == "spend_token" and seat in self.waiting_for(state):
            return SpendTokenAction(spend=False)
        return None

    def apply(self, state: ChachapoyaState, seat: int, action: Action) -> tuple[ChachapoyaState, list[Event]]:
        if state.phase == "over":
            raise IllegalAction(msg("chachapoya-over"))
        if seat not in state.awaiting:
            raise IllegalAction(msg("chachapoya-not-asked"))
        if isinstance(action, BidAction):
            action = BidAction(cards=canonical(action.cards))
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(msg(_WHY_NOT.get(state.phase, "chachapoya-not-possible")))
        s = clone(state)
        ev: list[Event] = []
        if isinstance(action, OfferAction):
            R.make_offer(s, ev, action.bury, action.face_up)
        elif isinstance(action, BidAction):
            R.place_bid(s, ev, seat, action.cards)
        elif isinstance(action, PickAction):
            R.pick(s, ev, seat, action.index)
        elif isinstance(action, CurseAction):
            R.curse_discard(s, ev, seat, action.treasure)
            R.continue_take(s, ev)
        elif isinstance(action, TrackerDrawAction):
            R.tracker_draw(s, ev, seat, action.draw)
        elif isinstance(action, SpendTokenAction):
            R.spend_token(s, ev, seat, action.spend)
        elif isinstance(action, PlaceTokenAction):
            R.place_token(s, ev, seat, action.treasure)
            if not s.awaiting:
                R.finish(s, ev)
        return s, ev

    def undoable(self, before: ChachapoyaState, seat: int, action: Action, after: ChachapoyaState) -> bool:
        """Undoable: the starting player's offer, and a secret bid while others still bid (until the
        reveal). Not: the last bid (it reveals every bid), picks, the Curse, the tracker's draw,
        Hidden Treasure tokens (they show cards and score)."""
        if before.phase == "offer":
            return after.phase == "bid" and quiet(before, after, "round_no")
        return before.phase == "bid" and after.phase == "bid" and quiet(before, after, "round_no")

    def view(self, state: ChachapoyaState, seat: int | None) -> ChachapoyaView:
        return make_view(state, seat)

    def determinize(self, state: ChachapoyaState, seat: int, rng: random.Random) -> ChachapoyaState:
        return determinize(state, seat, rng)

    def outcome(self, state: ChachapoyaState) -> Outcome | None:
        return final_result(state) if state.phase == "over" else None

    # ---- presentation ----------------------------------------------------
    def table_face(self, view: ChachapoyaView) -> TableFace:
        return table_face(view)

    def hand_face(self, view: ChachapoyaView) -> HandFace:
        return hand_face(view)

    def controls(self, view: ChachapoyaView, actions: list[Action]) -> list[Any]:
        return controls(view, actions)

    def render_table(self, view: ChachapoyaView, names: Sequence[str], words: Words) -> bytes | None:
        return render_table(view, names, words)

    def describe_table(self, view: ChachapoyaView, names: Sequence[str], words: Words) -> str:
        return alt.describe_table(view, names, words)

    def describe_hand(self, view: ChachapoyaView, names: Sequence[str], actions: list[Action], words: Words) -> str:
        return alt.describe_hand(view, names, actions, words)

    def heuristic_action(self, view: ChachapoyaView, actions: list[Action], rng: random.Random) -> Action | None:
        return H.choose(view, actions, rng)

    def evaluate(self, state: ChachapoyaState, seat: int) -> float:
        return H.evaluate(state, seat)

    # optional search hooks (games.ismcts)
    def opponent_action(
        self, state: ChachapoyaState, seat: int, actions: list[Action], rng: random.Random
    ) -> Action | None:
        return H.opponent_action(state, seat, actions, rng)

    def search_candidates(self, view: ChachapoyaView, actions: list[Action]) -> list[Action]:
        return H.search_candidates(view, actions)

    # ---- invariants ------------------------------------------------------
    def check_invariants(self, state: ChachapoyaState) -> None:
        s = state
        treasures = [d.card for d in s.deck] + [o.card for o in s.offer] + s.box_unseen + s.box + s.drawn
        for c in s.collections:
            treasures += c
        assert sorted(treasures) == sorted(C.treasure_deck()), "treasure cards created or lost"
        adventurers = s.adv_deck + s.adv_discard + s.adv_unseen
        for p in range(s.n_players):
            adventurers += s.hands[p] + (s.bids[p] or [])
        assert sorted(adventurers) == sorted(C.adventurer_deck()), "adventurer cards created or lost"
        placed = sum(1 for t in s.token_on if t)
        assert sum(s.tokens) + s.tokens_boxed + placed == s.n_players, "Hidden Treasure tokens created or lost"
        for p in range(s.n_players):
            if s.eliminated[p]:
                assert not s.hands[p] and not s.collections[p] and not s.tokens[p], "eliminated player holds things"
            elif s.phase in ("offer", "bid", "spend_token"):
                assert R.busted_type(s, p) is None, "a player at X is still in the game"
        assert all(0 <= p < s.n_players and not s.eliminated[p] for p in s.awaiting)
        assert (s.phase == "over") == (not s.awaiting)
