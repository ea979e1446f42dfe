"""Chachapoya endings: the last player standing, knock-outs by the token, the final picture and table."""

from __future__ import annotations

from games.chachapoya import GAME
from games.chachapoya.scenario import at_scoring, build_state
from games.chachapoya.state import BidAction, PlaceTokenAction, State
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
    assert "10" in GAME.table_face(GAME.view(s, None)).fields[1][1]


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
    ann = GAME.table_face(GAME.view(s, None)).fields[0][1]
    assert "eliminated" in ann and "🔵 blue idol an X" in ann
    assert "final score" not in ann
    assert GAME.view(s, None).players[0].eliminated


def test_table_face_at_the_end_shows_hand_penalties_beside_the_treasures() -> None:
    s = knocked_out_by_token()
    face = GAME.table_face(GAME.view(s, None))
    cid = face.fields[2][1]
    assert "1 Tracker in hand −1 · 1 Leader in hand −3" in cid and "final score -4" in cid
    bruno = face.fields[1][1]
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
    text = face.description + "\n".join(value for _, value in face.fields)
    assert "Turned up" not in text and "Last bid" not in text
