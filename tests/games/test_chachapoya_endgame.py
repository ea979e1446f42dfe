"""Chachapoya endings: the last player standing, knock-outs by the token, the final picture and table."""

from __future__ import annotations

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya import components as C
from games.chachapoya.scenario import at_scoring, build_state, lone_bidder
from games.chachapoya.state import BidAction, PlaceTokenAction, State, TrackerDrawAction
from games.contract import Event


def bids(state: State, plan: dict[int, tuple[str, ...]]) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for seat, cards in plan.items():
        state, events = GAME.apply(state, seat, BidAction(cards=cards))
    return state, events


def last_one_standing(survivor: list[str], *, token: bool = True) -> State:
    """Seat 0 wins a third blue idol (an X) and is knocked out; seat 1 is left with ``survivor``."""
    s = build_state(
        [["31", "7"], ["7", "9"]],
        face_up="blue",
        face_down=["gold"],
        buried="red",
        shown=["blue", "gold", "red"],
        collections=[["blue", "blue"], survivor],
        tokens=[True, token],
    )
    s, _ = bids(s, {0: ("31",), 1: ("7",)})
    return s


def test_last_player_standing_places_their_token_before_scoring() -> None:
    s = last_one_standing(["green", "green"])
    assert s.eliminated == [True, False]
    assert s.phase == "over" and s.token_on[1] == "green"
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.scores[1] == 10  # 3 green idols with the token, not 6
    assert "10" in english(GAME.table_face(GAME.view(s, None)).fields[1][1])


def test_last_player_standing_chooses_where_the_token_goes() -> None:
    s = last_one_standing(["green", "green", "red"])
    assert s.phase == "place_token" and GAME.to_act(s) == {1}
    s, _ = GAME.apply(s, 1, PlaceTokenAction(treasure="red"))
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.scores[1] == 6 + 5


def knocked_out_by_token() -> State:
    """Ann's token must go on her blue idols (X); Cid keeps a Tracker and a Leader in hand."""
    s, _ = at_scoring(
        [["blue", "blue", "gold"], ["green", "green"], []],
        [["tracker", "tracker", "spy"], ["7"], ["tracker", "mafia"]],
        tokens=[True, True, False],
    )
    s, _ = GAME.apply(s, 0, PlaceTokenAction(treasure="blue"))
    assert s.phase == "over"
    return s


def test_table_face_says_eliminated_for_a_player_knocked_out_by_the_token() -> None:
    s = knocked_out_by_token()
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.eliminated == [0]
    ann = english(GAME.table_face(GAME.view(s, None)).fields[0][1])
    assert "eliminated" in ann and "🔵 blue idol an X" in ann
    assert "final score" not in ann
    assert GAME.view(s, None).players[0].eliminated


def test_table_face_at_the_end_shows_hand_penalties_beside_the_treasures() -> None:
    s = knocked_out_by_token()
    face = GAME.table_face(GAME.view(s, None))
    cid = english(face.fields[2][1])
    assert "1 Tracker in hand −1 · 1 Leader in hand −3" in cid and "final score -4" in cid
    bruno = english(face.fields[1][1])
    assert "🟢×2+💎 (10)" in bruno and "final score 10" in bruno


def test_table_face_at_the_end_shows_no_stale_bids_or_turned_up_cards() -> None:
    s = build_state(
        [["31", "7"], ["7", "9"]],
        face_up="blue",
        face_down=["gold"],
        buried="red",
        shown=["blue", "gold", "red"],
        collections=[["blue", "blue"], ["green"]],
    )
    s, _ = bids(s, {0: ("31",), 1: ("7",)})
    assert s.phase == "over" and s.last_bids[1] == ["7"]
    face = GAME.table_face(GAME.view(s, None))
    text = english(face.description) + "\n".join(english(value) for _, value in face.fields)
    assert "Turned up" not in text and "Last bid" not in text


def play_tracker_pairs(s: State, rounds: int) -> tuple[State, list[str]]:
    """The lone bidder plays a Tracker pair every round and draws its 3 cards (its own pair comes back)."""
    texts: list[str] = []
    for _ in range(rounds):
        if s.phase == "offer":
            offer = GAME.legal_actions(s, s.starting)[0]
            s, events = GAME.apply(s, s.starting, offer)
            texts += [english(e.text) for e in events]
        assert s.phase == "bid" and 0 in s.awaiting
        for seat in [q for q in s.awaiting if q != 0]:  # whoever drew a card bids it; the pair still voids the round
            s, events = GAME.apply(s, seat, GAME.legal_actions(s, seat)[0])
        s, events = GAME.apply(s, 0, BidAction(cards=("tracker", "tracker")))
        texts += [english(e.text) for e in events]
        s, events = GAME.apply(s, 0, TrackerDrawAction(draw=True))
        texts += [english(e.text) for e in events]
    return s, texts


def test_a_lone_bidder_playing_tracker_pairs_for_ever_ends_the_game() -> None:
    """Found in AI self-play (round 1,592 and counting): see ``lone_bidder``."""
    s = lone_bidder(4)
    deck = len(s.deck)
    s, texts = play_tracker_pairs(s, C.STALL_ROUNDS - 1)
    assert not GAME.is_over(s) and s.phase == "offer"
    assert len(s.deck) + len(s.drawn) == deck + 2  # every treasure went back under the deck
    assert s.hands[0].count("tracker") == 3  # the pair came straight back
    table = english(GAME.table_face(GAME.view(s, None)).description)
    assert f"No treasure taken for {C.STALL_ROUNDS - 1} rounds in a row: after {C.STALL_ROUNDS} the game ends" in table
    assert sum("sits this bid out" in t for t in texts) == 3 * (C.STALL_ROUNDS - 2)  # bid 1 opened in set-up
    s, texts = play_tracker_pairs(s, 1)
    assert GAME.is_over(s)
    assert f"No treasure has been taken for {C.STALL_ROUNDS} rounds in a row, so the game ends." in texts
    outcome = GAME.outcome(s)
    assert outcome is not None
    # Nobody holds a treasure: seat 0 pays for its Trackers and Leaders, the others for one Tracker.
    assert outcome.scores[1] == outcome.scores[2] == outcome.scores[3] == C.PENALTY_TRACKER
    assert outcome.scores[0] == 3 * C.PENALTY_TRACKER + 3 * C.PENALTY_LEADER
    assert sorted(outcome.winners) == [1, 2, 3]
    assert (
        english(outcome.breakdown[-1])
        == f"The game ended early: no treasure was taken for {C.STALL_ROUNDS} rounds in a row."
    )


def test_a_treasure_taken_starts_the_count_again() -> None:
    s = lone_bidder(4)
    s, _ = play_tracker_pairs(s, C.STALL_ROUNDS - 1)
    s, _ = GAME.apply(s, s.starting, GAME.legal_actions(s, s.starting)[0])
    s, _ = GAME.apply(s, 0, BidAction(cards=("7",)))  # unopposed: seat 0 takes both treasures
    assert sum(len(c) for c in s.collections) == 2 and not GAME.is_over(s)
    assert s.rounds_without_treasure == 0
    s, _ = play_tracker_pairs(s, C.STALL_ROUNDS - 1)
    assert not GAME.is_over(s)
