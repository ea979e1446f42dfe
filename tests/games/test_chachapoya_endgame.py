"""Chachapoya endings: the last player standing, knock-outs by the token, the final picture and table."""

from __future__ import annotations

from games.chachapoya import GAME
from games.chachapoya.scenario import build_state
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
