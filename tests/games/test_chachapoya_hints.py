"""Chachapoya hints in plain words (issue 36): one named position per kind of decision.

Each test builds a position by hand, asserts the exact English sentence the hint gives for a move,
and checks every claim in it against the true state with ``chachapoya_hint_claims.check``. The same
checker runs over random positions in ``test_chachapoya_hint_claims.py``.
"""

from __future__ import annotations

import random
import re
from typing import Any

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya import rules as R
from games.chachapoya import scenario as S
from games.chachapoya.state import (
    BidAction,
    CurseAction,
    OfferAction,
    PickAction,
    PlaceTokenAction,
    SpendTokenAction,
    State,
    TrackerDrawAction,
)
from games.contract import fill_seat_refs
from games.hints import hint
from tests.games.chachapoya_hint_claims import NAMES, check, said


def explained(state: State, seat: int, action: Any) -> str:
    text = said(state, seat, action)
    assert text is not None
    assert check(state, seat, action, text) >= 1, text
    return text


def bidding(**kw: Any) -> State:
    """Ana (seat 0) made the offer: 🔵 blue face up, 🟡 yellow face down, 🟢 green buried; Ana holds a
    🔵 blue idol and a 🟡 yellow idol already, Bo a 🟡 yellow idol."""
    hands = kw.pop("hands", [["9", "9", "11", "tracker", "spy"], ["7", "7", "17", "31"]])
    return S.build_state(
        hands,
        collections=kw.pop("collections", [["blue", "yellow"], ["yellow"]]),
        face_up="blue",
        face_down=["yellow"],
        buried="green",
        shown=["blue", "yellow", "green"],
        **kw,
    )


def test_a_numbered_bid_by_the_offerer_names_both_treasures_and_their_worth() -> None:
    s = bidding()
    assert explained(s, 0, BidAction(cards=("9", "9"))) == (
        "a total of 18, 2 of your 5 possible totals are higher; winning takes the 🔵 blue idol and the"
        " 🟡 yellow idol: 13 points to you. It spends 2 of your 5 adventurer cards."
    )


def test_a_bid_of_someone_who_saw_the_three_names_the_two_cards_the_face_down_one_may_be() -> None:
    s = bidding()
    assert explained(s, 1, BidAction(cards=("31",))) == (
        "a total of 31, the highest of your 4 possible totals; winning takes the 🔵 blue idol and the"
        " face-down card: 12 points to you if that is the 🟡 yellow idol, 10 points if it is the 🟢 green idol."
        " It spends 1 of your 4 adventurer cards."
    )


def test_a_bid_after_the_others_laid_down_says_what_they_laid_and_that_it_cannot_be_beaten() -> None:
    s = bidding(hands=[["9", "9", "11", "tracker", "spy"], ["7", "17", "17", "31"]])
    s, _ = GAME.apply(s, 0, BidAction(cards=("9",)))
    assert explained(s, 1, BidAction(cards=("17", "17"))) == (
        "a total of 34, the highest of your 4 possible totals; winning takes the 🔵 blue idol and the"
        " face-down card: 12 points to you if that is the 🟡 yellow idol, 10 points if it is the 🟢 green idol."
        " It spends 2 of your 4 adventurer cards; cards laid down so far: Ana 1;"
        " no numbered bid with that many cards beats 34."
    )


def test_a_tracker_bid_and_a_leader_say_what_they_win_and_a_spy_says_it_takes_nothing() -> None:
    s = bidding()
    assert explained(s, 0, BidAction(cards=("9", "9", "tracker"))) == (
        "a total of 27 with a Tracker, the highest of your 5 possible totals; winning lets you pick the"
        " 🔵 blue idol (8 points to you) or the 🟡 yellow idol (5 points). It spends 3 of your 5 adventurer cards."
    )
    assert explained(s, 0, BidAction(cards=("spy",))) == (
        "the Russian Spy makes the lowest total that nobody ties win instead of the highest, and takes nothing"
        " for you. It spends 1 of your 5 adventurer cards."
    )
    d = bidding(hands=[["9", "dictator"], ["7", "31"]])
    assert explained(d, 1, BidAction(cards=("31",))).startswith("a total of 31, the highest of your 2")
    assert explained(d, 0, BidAction(cards=("dictator",))) == (
        "the Dictator wins one treasure of your choice unless another Leader or a Tracker pair spoils it;"
        " winning lets you pick the 🔵 blue idol (8 points to you) or the 🟡 yellow idol (5 points)."
        " It spends 1 of your 2 adventurer cards."
    )


def test_a_tracker_pair_sends_the_treasures_back() -> None:
    s = bidding(hands=[["tracker", "tracker", "7"], ["7", "31"]], collections=[["blue"], []])
    assert explained(s, 0, BidAction(cards=("tracker", "tracker"))) == (
        "two Trackers send the 2 treasures back under the deck, nobody takes them, and you may draw 3 cards;"
        " the face-up 🔵 blue idol is worth 8 points to you. It spends 2 of your 3 adventurer cards."
    )


def test_a_last_round_bid_is_blind_and_a_leader_kept_would_cost_points() -> None:
    s = S.build_state(
        [["9", "9", "mafia"], ["7", "31"]],
        collections=[["red"], ["gold"]],
        face_down=["blue", "gold", "warriors"],
        last_round=True,
        deck=[],
    )
    assert explained(s, 0, BidAction(cards=("9", "9"))) == (
        "a total of 18, the highest of your 2 possible totals; winning takes the 3 face-down treasures, which"
        " nobody has seen. It spends 2 of your 3 adventurer cards, and numbered cards left in hand score nothing"
        " after this last round."
    )
    assert explained(s, 0, BidAction(cards=("mafia",))) == (
        "the Chinese Mafia wins everything on offer unless another Leader or a Tracker pair spoils it; winning"
        " takes the 3 face-down treasures, which nobody has seen. This is the last round: kept in your hand, the"
        " Leader would cost you 3 points at the end."
    )


def test_the_offer_names_what_each_card_is_worth_to_the_offerer() -> None:
    s = S.build_state(
        [["9", "11"], ["7", "31"]],
        collections=[["yellow", "yellow"], []],
        deck=["blue", "yellow", "gold", "red", "green", "red"],
        open_bid=False,
    )
    R.begin_round(s, [])
    assert s.phase == "offer" and s.awaiting == [0]
    assert explained(s, 0, OfferAction(bury="yellow", face_up="gold")) == (
        "you keep the 🔵 blue idol face down (7 points to you), show the 🪙 gold (1 point) and bury the"
        " 🟡 yellow idol (-10 points), the one worth least to you. Whoever wins the bid takes the two on offer:"
        " 8 points to you."
    )


def picking(seat: int = 0) -> State:
    """Ana wins with 9 + Tracker against Bo's 7: she takes one of 🔵 blue (face up) and 🟡 yellow."""
    s = bidding(hands=[["9", "tracker", "7"], ["7", "11"]], starting=seat)
    s, _ = GAME.apply(s, 0, BidAction(cards=("9", "tracker")))
    s, _ = GAME.apply(s, 1, BidAction(cards=("7",)))
    assert s.phase == "pick" and s.awaiting == [0]
    return s


def test_a_pick_compares_the_face_up_card_with_the_face_down_one() -> None:
    s = picking()
    assert explained(s, 0, PickAction(index=0)) == (
        "the 🔵 blue idol is worth 8 points to you; the face-down 🟡 yellow idol would be worth 5 points."
    )
    assert explained(s, 0, PickAction(index=1)) == (
        "it is the 🟡 yellow idol you hid, worth 5 points to you, against 8 points for the face-up 🔵 blue idol."
    )
    other = picking(seat=1)  # Bo made the offer: Ana only knows the two cards it may be
    assert explained(other, 0, PickAction(index=1)) == (
        "it is the 🟡 yellow idol (5 points to you) or the 🟢 green idol (3 points), against 8 points for the"
        " face-up 🔵 blue idol."
    )


def test_grim_warriors_on_offer_say_they_draw_cards() -> None:
    s = S.build_state(
        [["9", "tracker"], ["7"]],
        face_up="warriors",
        face_down=["gold"],
        buried="gold",
        shown=["warriors", "gold", "gold"],
        starting=1,
    )
    s, _ = GAME.apply(s, 0, BidAction(cards=("9", "tracker")))
    s, _ = GAME.apply(s, 1, BidAction(cards=("7",)))
    assert explained(s, 0, PickAction(index=0)) == (
        "the ⚔️ Grim Warriors is worth 0 points to you; the face-down 🪙 gold would be worth 1 point;"
        " a ⚔️ Grim Warriors taken also draws you 3 adventurer cards."
    )
    assert explained(s, 0, PickAction(index=1)) == (
        "it must be the 🪙 gold, as both cards not turned face up were, worth 1 point to you, against 0 points"
        " for the face-up ⚔️ Grim Warriors; a ⚔️ Grim Warriors taken also draws you 3 adventurer cards."
    )


def test_a_last_round_pick_is_a_blind_guess() -> None:
    s = S.build_state([["9", "tracker"], ["7"]], face_down=["blue", "gold", "warriors"], last_round=True, deck=[])
    s, _ = GAME.apply(s, 0, BidAction(cards=("9", "tracker")))
    s, _ = GAME.apply(s, 1, BidAction(cards=("7",)))
    assert s.phase == "pick"
    assert explained(s, 0, PickAction(index=2)) == (
        "the 3 treasures lie face down and nobody has seen them, so any is as good a guess as another."
    )


def test_a_curse_loss_says_what_the_type_drops_to() -> None:
    """Corner values differ between types, so the engine never asks; the decision exists, and is explained."""
    s = S.build_state([["9"], ["7"]], collections=[["blue", "blue", "curse"], []], open_bid=False)
    s.phase, s.awaiting, s.winner, s.curses_left, s.taken_now = "curse", [0], 0, 1, ["curse"]
    assert GAME.legal_actions(s, 0) == [CurseAction(treasure="blue")]
    assert explained(s, 0, CurseAction(treasure="blue")) == (
        "your 🔵 blue idol cards drop from 2 to 1: 15 points become 7 points."
    )


def tracker_pair(last: bool) -> State:
    kw: dict[str, Any] = (
        {"face_down": ["blue", "gold"], "last_round": True, "deck": []}
        if last
        else {"face_up": "blue", "face_down": ["yellow"], "buried": "green", "shown": ["blue", "yellow", "green"]}
    )
    s = S.build_state([["tracker", "tracker", "9"], ["7"]], **kw)
    s, _ = GAME.apply(s, 0, BidAction(cards=("tracker", "tracker")))
    s, _ = GAME.apply(s, 1, BidAction(cards=("7",)))
    assert s.phase == "tracker_draw"
    return s


def test_drawing_for_a_tracker_pair_and_not_drawing_in_the_last_round() -> None:
    s = tracker_pair(last=False)
    assert explained(s, 0, TrackerDrawAction(draw=True)) == (
        "3 more adventurer cards for the 22 treasures still in the deck; you hold 1 now."
    )
    s = tracker_pair(last=True)
    assert explained(s, 0, TrackerDrawAction(draw=False)) == (
        "this is the last round, so cards in hand only count against you at the end: 1 point for a Tracker,"
        " 3 for a Leader."
    )


def test_spending_or_keeping_the_token() -> None:
    s = S.build_state([["9", "9"], ["7"]], collections=[["green", "green"], []], open_bid=False)
    s.phase, s.awaiting = "spend_token", [0]
    assert explained(s, 0, SpendTokenAction(spend=True)) == (
        "it fills your hand from 2 to 8 cards, 6 more; at the end it would add 4 points on your 🟢 green idol."
    )
    assert explained(s, 0, SpendTokenAction(spend=False)) == (
        "you keep it for the end instead of drawing 6 cards now (you hold 2); at the end it would add 4 points"
        " on your 🟢 green idol."
    )


def test_placing_the_token_names_the_type_and_its_points() -> None:
    s, _ = S.at_scoring([["yellow", "gold", "gold"], ["red"]], [["7"], ["7"]], tokens=[True, False])
    assert s.phase == "place_token" and s.awaiting == [0]
    assert explained(s, 0, PlaceTokenAction(treasure="gold")) == (
        "your 🪙 gold count as 3 instead of 2: 3 points become 6 points."
    )
    assert explained(s, 0, PlaceTokenAction(treasure="yellow")) == (
        "your 🟡 yellow idol count as 2 instead of 1: 5 points become 10 points, the most of your 2 choices."
    )


def test_the_whole_hint_reads_move_why_and_odds() -> None:
    """The real hint on a named position: the button, the plain why, then one sentence on the playouts."""
    s = picking()
    h = hint(GAME, s, 0, random.Random(1), iterations=20)
    reason = fill_seat_refs(english(h.reason), NAMES)
    why = said(s, 0, h.action)
    assert why is not None and check(s, 0, h.action, why) >= 1
    assert re.fullmatch(r"Take the (face-up blue idol|face-down card): " + re.escape(why) + r" .*\d+.*", reason), reason
