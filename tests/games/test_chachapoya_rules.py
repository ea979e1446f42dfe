"""Chachapoya rules: one or more tests per RULINGS decision 1–9."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya import components as C
from games.chachapoya import rules as R
from games.chachapoya.bidding import legal_bids
from games.chachapoya.scenario import at_scoring, build_state
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
from games.contract import Event, IllegalAction
from games.testing import random_playout


def bid(state: State, seat: int, *cards: str) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, BidAction(cards=tuple(cards)))


def bids(state: State, plan: dict[int, tuple[str, ...]]) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for seat, cards in plan.items():
        state, events = bid(state, seat, *cards)
    return state, events


def treasure_choices(state: State, seat: int) -> set[str]:
    """The treasure types offered to a token placement or a Curse choice."""
    return {a.treasure for a in GAME.legal_actions(state, seat) if isinstance(a, PlaceTokenAction | CurseAction)}


def public_text(events: list[Event]) -> str:
    return "\n".join(english(e.text) for e in events if e.audience is None)


def offer_state(
    n: int = 3,
    *,
    hands: list[list[str]] | None = None,
    face_up: str = "green",
    face_down: Sequence[str] = ("red",),
    **kw: Any,
) -> State:
    """A bid for a face-up ``face_up`` and a face-down ``face_down`` (the blue idol was buried)."""
    return build_state(
        hands or [["7", "9", "11", "17"] for _ in range(n)],
        face_up=face_up,
        face_down=face_down,
        buried="blue",
        shown=[face_up, *face_down, "blue"],
        **kw,
    )


# ---- decision 1: the offer ------------------------------------------------------


def test_offer_choices_are_every_bury_and_face_up_pair() -> None:
    assert len(R.legal_offers(["blue", "green", "red"])) == 6
    # two alike: burying either gold is the same choice
    assert sorted(R.legal_offers(["gold", "gold", "blue"])) == [
        ("blue", "gold"),
        ("gold", "blue"),
        ("gold", "gold"),
    ]


def test_offer_of_three_alike_needs_no_choice() -> None:
    s = build_state([["7"], ["9"]], deck=["gold", "gold", "gold", "red", "red"], open_bid=False)
    R.begin_round(s, [])
    assert s.phase == "bid" and [o.card for o in s.offer] == ["gold", "gold"]
    assert s.deck[-1].card == "gold" and s.deck[-1].buried


def test_offer_keeps_the_buried_card_secret_from_others() -> None:
    s = build_state([["7"], ["9"], ["11"]], deck=["blue", "green", "red", "gold", "gold"], open_bid=False)
    R.begin_round(s, [])
    s, events = GAME.apply(s, 0, OfferAction(bury="red", face_up="blue"))
    assert s.deck[-1].card == "red"
    for seat in (None, 1, 2):
        v = GAME.view(s, seat)
        assert v.shown == ["blue", "green", "red"]
        assert [(o.face_up, o.card) for o in v.offer] == [(True, "blue"), (False, None)]
        assert v.my_buried is None and v.my_face_down is None
    mine = GAME.view(s, 0)
    assert mine.my_buried == "red" and mine.my_face_down == "green"
    assert all("red" not in english(e.text).split("offers")[-1] for e in events if e.audience is None)
    # Others know the pair {green, red}, not which is which: their worlds swap them, never anything else.
    seen = set()
    for k in range(40):
        world = GAME.determinize(s, 1, random.Random(k))
        pair = (world.offer[1].card, world.deck[-1].card)
        assert sorted(pair) == ["green", "red"]
        seen.add(pair)
        assert GAME.determinize(s, 0, random.Random(k)).offer[1].card == "green"
    assert len(seen) == 2


def test_starting_player_is_random_then_moves_left_skipping_the_eliminated() -> None:
    assert len({GAME.setup(4, seed).starting for seed in range(20)}) > 1
    s = offer_state(4, eliminated=[1], hands=[["7", "9"], [], ["7", "9"], ["9", "11"]])
    assert R.next_alive(s, 0) == 2
    assert 1 not in GAME.to_act(s)


# ---- decision 2: bids ---------------------------------------------------------------


def test_legal_bids_respect_the_per_value_limits_with_a_tracker() -> None:
    assert legal_bids(["31", "31", "tracker"]) == [("31",)]
    assert set(legal_bids(["17", "17", "17", "tracker"])) == {("17",), ("17", "17"), ("17", "tracker")}
    sevens = legal_bids(["7"] * 6 + ["tracker"])
    assert ("7",) * 5 in sevens and ("7",) * 4 + ("tracker",) in sevens
    assert ("7",) * 6 not in sevens and ("7",) * 5 + ("tracker",) not in sevens
    assert ("11", "11", "tracker") in legal_bids(["11", "11", "11", "tracker"])  # 33, the rulebook's example


def test_trackers_alone_only_as_a_pair_and_leaders_alone() -> None:
    assert legal_bids(["tracker"]) == []
    assert legal_bids(["tracker", "tracker", "tracker"]) == [("tracker", "tracker")]
    assert set(legal_bids(["spy", "7"])) == {("7",), ("spy",)}
    s = offer_state(2, hands=[["tracker", "7", "spy"], ["9"]])
    with pytest.raises(IllegalAction):
        bid(s, 0, "7", "spy")
    with pytest.raises(IllegalAction):
        bid(s, 0, "tracker")


def test_bidding_is_compulsory_for_everyone_still_in() -> None:
    s = offer_state(3)
    assert GAME.to_act(s) == {0, 1, 2}
    s, _ = bid(s, 0, "7")
    assert s.phase == "bid"  # no reveal before everyone has bid


def test_bid_sizes_are_public_but_the_cards_are_not() -> None:
    s = offer_state(3)
    s, events = bid(s, 1, "9")
    assert all("9" not in english(e.text) for e in events if e.audience is None)
    spectator = GAME.view(s, None)
    assert [(p.has_bid, p.bid_size) for p in spectator.players] == [(False, 0), (True, 1), (False, 0)]
    assert GAME.view(s, 0).my_bid is None and GAME.view(s, 1).my_bid == ["9"]
    face = english(GAME.table_face(spectator).description)
    assert "✅ <seat:1> (1 card)" in face and "⏳ <seat:0>" in face


def test_changing_a_bid_before_the_last_bid_is_in() -> None:
    s = offer_state(3, hands=[["7", "17", "17"], ["9", "9"], ["11"]])
    s, _ = bid(s, 0, "7")
    assert s.hands[0] == ["17", "17"]
    assert 0 in GAME.to_act(s) and GAME.waiting_for(s) == {1, 2}
    assert BidAction(cards=("17", "17")) in GAME.legal_actions(s, 0)
    s, events = bid(s, 0, "17", "17")
    assert "<seat:0> changes their bid to 2 cards" in public_text(events)
    assert sorted(s.hands[0]) == ["7"]
    s, _ = bid(s, 1, "9", "9")
    s, events = bid(s, 2, "11")  # the last missing bid reveals at once
    assert "<seat:0> wins with 34" in public_text(events)
    assert sorted(s.collections[0]) == ["green", "red"]
    assert s.phase != "bid"


def test_bid_order_starts_with_the_starting_player() -> None:
    # Seat 2 starts, so seat 1 bids last: its Mafia is the Leader that counts.
    s = offer_state(3, starting=2, hands=[["dictator", "7"], ["mafia", "7"], ["spy", "7"]])
    s, events = bids(s, {0: ("dictator",), 1: ("mafia",), 2: ("spy",)})
    assert "<seat:1>'s Chinese Mafia takes both treasures" in public_text(events)
    assert sorted(s.collections[1]) == ["green", "red"]


# ---- decision 3: resolution --------------------------------------------------------------


def test_single_tracker_pair_cancels_leaders_and_may_draw_three() -> None:
    s = offer_state(3, hands=[["tracker", "tracker", "7"], ["mafia", "9"], ["31", "7"]])
    deck_before = [d.card for d in s.deck]
    s, events = bids(s, {0: ("tracker", "tracker"), 1: ("mafia",), 2: ("31",)})
    text = public_text(events)
    assert "<seat:0> plays two Trackers: nobody wins" in text
    assert "<seat:1>'s Chinese Mafia has no effect" in text
    assert all(c == [] for c in s.collections)
    assert [d.card for d in s.deck] == [*deck_before, "green", "red"]  # face-up card first
    assert s.phase == "tracker_draw" and GAME.to_act(s) == {0}
    hand = len(s.hands[0])
    s, events = GAME.apply(s, 0, TrackerDrawAction(draw=True))
    assert len(s.hands[0]) == hand + 3 + 1  # 3 for the pair, then 1 like everyone


def test_two_tracker_pairs_knock_each_other_out() -> None:
    s = offer_state(3, hands=[["tracker", "tracker", "7"], ["tracker", "tracker", "9"], ["7", "9"]])
    s, events = bids(s, {0: ("tracker", "tracker"), 1: ("tracker", "tracker"), 2: ("7",)})
    text = public_text(events)
    assert "<seat:0>'s and <seat:1>'s Tracker pairs knock each other out" in text
    assert "<seat:2> wins with 7" in text
    assert sorted(s.collections[2]) == ["green", "red"]
    assert s.phase != "tracker_draw"
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 3  # 1 left, draw 1, fill to 3: no extra 3


def test_only_the_last_leader_resolves() -> None:
    s = offer_state(3, hands=[["mafia", "7"], ["dictator", "7"], ["9", "9"]])
    s, events = bids(s, {0: ("mafia",), 1: ("dictator",), 2: ("9", "9")})
    text = public_text(events)
    assert "Only the last Leader counts, so <seat:0>'s Chinese Mafia has no effect" in text
    assert "<seat:1>'s Dictator wins and takes one treasure" in text
    assert s.phase == "pick" and GAME.to_act(s) == {1}


def test_dictator_takes_one_card_and_the_other_goes_back_unseen() -> None:
    s = offer_state(2, hands=[["dictator", "7"], ["31", "7"]])
    s, _ = bids(s, {0: ("dictator",), 1: ("31",)})
    labels = [english(c.label) for g in GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0)) for c in g.choices]
    assert labels == ["Take the face-up green idol", "Take the face-down card"]
    s, events = GAME.apply(s, 0, PickAction(index=0))
    assert "<seat:0> takes the face-up 🟢 green idol. The face-down card goes under the deck unseen." in (
        public_text(events)
    )
    assert s.collections[0] == ["green"]
    assert s.deck[-1].card == "red" and s.deck[-1].tags[1] != -1  # still unknown to seat 1
    assert "red" not in public_text(events)


def test_spy_with_no_unique_numbered_bid_means_nobody_wins() -> None:
    s = offer_state(3, hands=[["spy", "7"], ["9", "7"], ["9", "11"]])
    s, events = bids(s, {0: ("spy",), 1: ("9",), 2: ("9",)})
    text = public_text(events)
    assert "<seat:1>'s and <seat:2>'s 9s knock each other out" in text
    assert "nobody wins" in text
    assert all(c == [] for c in s.collections)


def test_no_unique_total_sends_the_treasures_under_the_deck() -> None:
    s = offer_state(2, hands=[["9", "7"], ["9", "11"]])
    s, events = bids(s, {0: ("9",), 1: ("9",)})
    assert "no bid is unique, so nobody wins" in public_text(events)
    assert [d.card for d in s.deck[-2:]] == ["green", "red"]


def test_two_player_leader_clash_rebids_the_same_treasures_with_the_next_starter() -> None:
    s = offer_state(2, hands=[["mafia", "7", "9"], ["spy", "9", "9"]], tokens=[False, False])
    s, events = bids(s, {0: ("mafia",), 1: ("spy",)})
    assert "Leaders cancel each other out" in public_text(events)
    assert s.phase == "bid" and s.starting == 1
    assert [o.card for o in s.offer] == ["green", "red"]
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 3  # drew as usual (2 + 1)
    assert GAME.view(s, 0).my_face_down == "red"  # the original offerer still knows it
    s, events = bids(s, {1: ("9", "9"), 0: ("7",)})
    assert sorted(s.collections[1]) == ["green", "red"]


def test_three_player_game_does_not_clash_two_leaders() -> None:
    s = offer_state(3, hands=[["mafia", "7"], ["spy", "9"], ["9", "7"]])
    s, events = bids(s, {0: ("mafia",), 1: ("spy",), 2: ("9",)})
    assert "<seat:2> wins with 9" in public_text(events)


# ---- decision 4: one-card winners ----------------------------------------------------------


def test_tracker_winner_may_take_the_unseen_face_down_card() -> None:
    s = offer_state(2, hands=[["11", "11", "tracker"], ["9"]])
    s, _ = bids(s, {0: ("11", "11", "tracker"), 1: ("9",)})
    assert s.phase == "pick"
    s, events = GAME.apply(s, 0, PickAction(index=1))
    assert s.collections[0] == ["red"] and s.deck[-1].card == "green"
    text = public_text(events)
    assert "<seat:0> takes the face-down card: 🔴 red idol. The 🟢 green idol goes under the deck." in text


def test_last_round_pick_is_blind() -> None:
    s = build_state([["dictator", "7"], ["9", "7"]], face_down=["gold", "blue", "red"], deck=[], last_round=True)
    s, _ = bids(s, {0: ("dictator",), 1: ("9",)})
    groups = GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0))
    assert [english(c.label) for g in groups for c in g.choices] == [f"Face-down card {i}" for i in (1, 2, 3)]
    assert all(o.card is None for o in GAME.view(s, 0).offer)
    s, _ = GAME.apply(s, 0, PickAction(index=2))
    assert s.collections[0] == ["red"]
    assert s.phase == "over"


# ---- decision 5: taking treasures ---------------------------------------------------------


def test_curse_boxes_the_most_valuable_earlier_treasure() -> None:
    s = offer_state(
        2,
        hands=[["31"], ["7"]],
        face_up="curse",
        face_down=["blue"],
        collections=[["yellow", "gold", "gold"], []],
    )
    s, events = bids(s, {0: ("31",), 1: ("7",)})
    # The blue idol taken this round is spared; the yellow idol (5) from earlier goes.
    assert sorted(s.collections[0]) == ["blue", "curse", "gold", "gold"]
    assert s.box == ["yellow"]
    assert "The Curse takes <seat:0>'s 🟡 yellow idol" in public_text(events)


def test_curse_with_nothing_earlier_to_take() -> None:
    s = offer_state(2, hands=[["31"], ["7"]], face_up="curse", face_down=["blue"])
    s, events = bids(s, {0: ("31",), 1: ("7",)})
    assert sorted(s.collections[0]) == ["blue", "curse"]
    assert "finds no earlier treasure" in public_text(events)


def test_curse_ties_of_one_type_need_no_choice() -> None:
    s = offer_state(
        2,
        hands=[["31"], ["7"]],
        face_up="curse",
        face_down=["gold"],
        collections=[["green", "green", "gold"], []],
    )
    s, _ = bids(s, {0: ("31",), 1: ("7",)})
    assert sorted(s.collections[0]) == ["curse", "gold", "gold", "green"]


def test_curse_ties_between_types_are_broken_by_the_player(monkeypatch: pytest.MonkeyPatch) -> None:
    # With the proposed corner values no two types tie; give green the red idol's value to check the choice.
    tied = {**C.BY_KEY, "green": C.BY_KEY["green"].__class__(**{**C.BY_KEY["green"].__dict__, "corner": 2})}
    monkeypatch.setattr(C, "BY_KEY", tied)
    s = offer_state(2, hands=[["31"], ["7"]], face_up="curse", face_down=["gold"], collections=[["green", "red"], []])
    s, _ = bids(s, {0: ("31",), 1: ("7",)})
    assert s.phase == "curse" and GAME.to_act(s) == {0}
    assert treasure_choices(s, 0) == {"green", "red"}
    s, _ = GAME.apply(s, 0, CurseAction(treasure="red"))
    assert sorted(s.collections[0]) == ["curse", "gold", "green"] and s.box == ["red"]


def test_grim_warriors_draw_three_each() -> None:
    s = build_state([["31"], ["7"]], face_down=["warriors", "warriors"], deck=[], last_round=True)
    s, events = bids(s, {0: ("31",), 1: ("7",)})
    assert len(s.hands[0]) == 6  # also in the last round, which has no end-of-round draw
    assert len(s.hands[1]) == 0
    assert "draws 6 adventurer cards for the Grim Warriors" in public_text(events)


# ---- decision 6: elimination ---------------------------------------------------------------


def test_elimination_at_x() -> None:
    s = offer_state(
        3,
        hands=[["31", "7"], ["7", "9"], ["9", "11"]],
        face_up="blue",
        face_down=["gold"],
        collections=[["blue", "blue", "red"], [], []],
    )
    s, events = bids(s, {0: ("31",), 1: ("7",), 2: ("9",)})
    assert s.eliminated[0]
    assert "<seat:0> now holds 3 × 🔵 blue idol, an X and is eliminated" in public_text(events)
    assert s.hands[0] == [] and s.collections[0] == [] and not s.tokens[0]
    assert sorted(s.box) == ["blue", "blue", "blue", "gold", "red"]
    assert "7" in s.adv_unseen
    # no longer bids, draws or starts
    while s.phase == "spend_token":
        s, _ = GAME.apply(s, min(s.awaiting), SpendTokenAction(spend=False))
    assert 0 not in GAME.to_act(s) and s.starting != 0


def test_elimination_at_a_third_curse() -> None:
    s = offer_state(
        3,
        hands=[["31", "7"], ["7", "9"], ["9", "11"]],
        face_up="curse",
        face_down=["gold"],
        collections=[["curse", "curse"], [], []],
    )
    s, events = bids(s, {0: ("31",), 1: ("7",), 2: ("9",)})
    assert s.eliminated[0]
    assert "a third Curse" in public_text(events)


def test_last_player_standing_is_scored_at_once() -> None:
    s = offer_state(
        2,
        hands=[["31", "7"], ["7", "9"]],
        face_up="blue",
        face_down=["gold"],
        collections=[["blue", "blue"], ["green"]],
    )
    s, events = bids(s, {0: ("31",), 1: ("7",)})
    assert s.phase == "over" and GAME.to_act(s) == frozenset()
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == [1] and outcome.eliminated == [0]
    assert "Game over: <seat:1> wins" in public_text(events)


# ---- decision 7: end of round -----------------------------------------------------------------


def test_end_of_round_draws_one_then_fills_to_three_then_asks_only_token_holders_under_eight() -> None:
    s = offer_state(3, hands=[["7"] + ["9"] * 8, ["7", "9"], ["31", "11", "11"]], tokens=[True, True, False])
    s, _ = bids(s, {0: ("7",), 1: ("7",), 2: ("31",)})
    assert [len(h) for h in s.hands] == [9, 3, 3]
    assert s.phase == "spend_token" and GAME.to_act(s) == {1}  # seat 0 has 9 cards, seat 2 no token
    s, _ = GAME.apply(s, 1, SpendTokenAction(spend=True))
    assert len(s.hands[1]) == 8 and s.tokens_boxed == 2


def test_adventurer_deck_is_rebuilt_from_the_discards() -> None:
    s = offer_state(2, hands=[["31"], ["7"]], draw=["9"], rest="discard", tokens=[False, False])
    assert len(s.adv_deck) == 1
    s, events = bids(s, {0: ("31",), 1: ("7",)})
    assert "shuffled into a new adventurer deck" in public_text(events)
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 3
    assert s.adv_discard == []


def test_draws_are_skipped_when_both_piles_are_empty() -> None:
    everything = [c for c in C.adventurer_deck()]
    spy = everything.index("spy")
    everything.pop(spy)
    s = offer_state(2, hands=[everything, ["spy"]], draw=[], tokens=[False, False])
    assert s.adv_deck == []
    s, events = bids(s, {0: ("7",), 1: ("spy",)})
    # the two played cards become the new deck; after that nothing is left
    assert "No adventurer cards are left to draw" in public_text(events)


# ---- decision 8: the last round --------------------------------------------------------------


@pytest.mark.parametrize("left", [2, 3])
def test_last_round_offers_everything_face_down_and_the_winner_takes_all(left: int) -> None:
    cards = ["gold", "red", "green"][:left]
    s = build_state([["31", "7"], ["9", "7"]], deck=[*cards, "blue"][:left], open_bid=False, round_no=9)
    R.begin_round(s, [])
    assert s.last_round and s.phase == "bid" and len(s.offer) == left
    assert all(o.card is None for o in GAME.view(s, 0).offer)
    hands_before = [len(h) for h in s.hands]
    s, _ = bids(s, {0: ("31",), 1: ("9",)})
    assert sorted(s.collections[0]) == sorted(cards)
    assert s.phase in ("place_token", "over")
    assert [len(h) for h in s.hands] == [n - 1 for n in hands_before]  # no end-of-round draw


def test_unresolved_leader_in_the_last_round_costs_five() -> None:
    s = build_state(
        [["mafia", "9"], ["dictator", "7"], ["9", "7"]],
        face_down=["gold", "red"],
        deck=[],
        last_round=True,
        tokens=[False] * 3,
    )
    s, _ = bids(s, {0: ("mafia",), 1: ("dictator",), 2: ("9",)})
    assert s.unresolved_leaders == [1, 0, 0]
    s, _ = GAME.apply(s, 1, PickAction(index=0))
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.scores[0] == -5
    assert any("wasted last-round Leader" in english(line) for line in outcome.breakdown)


# ---- decision 9: scoring -----------------------------------------------------------------------


def test_token_never_goes_on_a_curse_and_can_go_on_warriors() -> None:
    s, _ = at_scoring([["curse", "warriors", "gold"], ["gold"]], [["7"], ["9"]], tokens=[True, False])
    assert treasure_choices(s, 0) == {"gold", "warriors"}


def test_hand_penalties_and_shared_wins() -> None:
    s, _ = at_scoring([["blue"], ["blue"]], [["tracker", "spy", "7"], ["tracker", "mafia"]], tokens=[False, False])
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert outcome.scores == [7 - 1 - 3, 7 - 1 - 3]
    assert outcome.winners == [0, 1] and outcome.ranks == [1, 1]


def test_if_every_token_makes_an_x_nobody_is_knocked_out_by_it() -> None:
    s, _ = at_scoring([["blue", "blue"], ["blue", "blue"]], [["7"], ["9"]])
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert outcome.eliminated == [] and outcome.winners == [0, 1]


def test_two_player_leader_clash_in_the_last_round_rebids_without_draws() -> None:
    s = build_state(
        [["mafia", "7", "9"], ["spy", "9", "9"]],
        face_down=["gold", "red"],
        deck=[],
        last_round=True,
        tokens=[False, False],
    )
    s, _ = bids(s, {0: ("mafia",), 1: ("spy",)})
    assert s.phase == "bid" and s.starting == 1
    assert s.unresolved_leaders == [1, 1]
    assert [len(h) for h in s.hands] == [2, 2]
    s, _ = bids(s, {1: ("9", "9"), 0: ("7",)})
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert outcome.scores == [0 - 5, 1 + 2 - 5]


def test_missed_token_deadline_means_keep_it() -> None:
    """RULINGS 7: at a missed deadline the Hidden Treasure token is kept."""
    for seed in range(40):
        playout = random_playout(GAME, 3, seed=seed, rng=random.Random(seed), keep_states=True)
        for s in playout.states:
            if s.phase == "spend_token":
                seat = min(GAME.waiting_for(s))
                action = GAME.timeout_action(s, seat)
                assert action is not None and action.spend is False
                assert action in GAME.legal_actions(s, seat)
                return
    raise AssertionError("no token decision in 40 games")
