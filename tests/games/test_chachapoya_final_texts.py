"""Chachapoya texts of the last round and the end: what the table, the picture and the hand say."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PIL import ImageDraw

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya.scenario import at_scoring, build_state
from games.chachapoya.state import BidAction, State

NAMES = ["Ann", "Bruno", "Cid"]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string the table picture draws."""
    texts: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: object, text: str, *args: object, **kwargs: object) -> None:
        texts.append(text)
        original(self, xy, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield texts


def draw(state: State) -> None:
    assert GAME.render_table(GAME.view(state, None), NAMES[: state.n_players], english) is not None


def wasted_leader_at_the_end() -> State:
    """Ann played a Leader in the last round without effect and had nowhere to put her token."""
    s, _ = at_scoring([["gold"], []], [["7"], ["9"]], tokens=[False, True], unresolved_leaders=[1, 0])
    assert s.phase == "over"
    return s


def test_wasted_leader_penalty_is_written_with_a_hyphen_on_the_table() -> None:
    ann = english(GAME.table_face(GAME.view(wasted_leader_at_the_end(), None)).fields[0][1])
    assert "1 wasted last-round Leader −5" in ann
    assert "last−round" not in ann


def test_wasted_leader_penalty_is_written_with_a_hyphen_in_the_picture(drawn: list[str]) -> None:
    draw(wasted_leader_at_the_end())
    words = "\n".join(drawn)
    assert "Penalties: 1 wasted last-round Leader −5" in words
    assert "last−round" not in words


def last_round_pick(winning_bid: tuple[str, ...]) -> State:
    """Ann wins the last round with ``winning_bid`` and must choose one of the three face-down cards."""
    s = build_state(
        [["dictator", "9", "tracker"], ["7"], ["9"]],
        face_down=["gold", "red", "green"],
        deck=[],
        last_round=True,
    )
    for seat, cards in ((0, winning_bid), (1, ("7",)), (2, ("9",))):
        s, _ = GAME.apply(s, seat, BidAction(cards=cards))
    assert s.phase == "pick" and s.awaiting == [0]
    return s


ONE_CARD_WINNERS = [("dictator",), ("9", "tracker")]


@pytest.mark.parametrize("bid", ONE_CARD_WINNERS, ids=["dictator", "tracker"])
def test_last_round_one_card_winner_is_not_told_the_winner_takes_them_all_on_the_table(bid: tuple[str, ...]) -> None:
    s = last_round_pick(bid)
    for face in (GAME.table_face(GAME.view(s, None)), GAME.hand_face(GAME.view(s, 0))):
        assert "takes them all" not in english(face.description)
        assert "**On offer:** 🂠 3 face down — <seat:0> takes one of them" in english(face.description)


@pytest.mark.parametrize("bid", ONE_CARD_WINNERS, ids=["dictator", "tracker"])
def test_last_round_one_card_winner_is_not_told_the_winner_takes_all_in_the_picture(
    bid: tuple[str, ...], drawn: list[str]
) -> None:
    draw(last_round_pick(bid))
    assert "LAST ROUND: WINNER TAKES ONE" in drawn
    assert "LAST ROUND: WINNER TAKES ALL" not in drawn


def test_last_round_bidding_still_says_the_winner_takes_them_all(drawn: list[str]) -> None:
    s = build_state([["9"], ["7"], ["9"]], face_down=["gold", "red", "green"], deck=[], last_round=True)
    assert "the winner takes them all" in english(GAME.table_face(GAME.view(s, None)).description)
    draw(s)
    assert "LAST ROUND: WINNER TAKES ALL" in drawn


def penalties_at_the_end() -> State:
    """Cid keeps a Tracker and a Leader: 6 points of gold, 2 of them lost to penalties."""
    s, _ = at_scoring([["red"], ["green"], ["gold", "gold", "gold"]], [["7"], ["9"], ["tracker", "mafia"]])
    s, _ = GAME.apply(s, 2, GAME.legal_actions(s, 2)[0]) if GAME.to_act(s) else (s, [])
    assert s.phase == "over"
    return s


def test_hand_at_the_end_shows_the_final_score_and_penalties_like_the_table() -> None:
    s = penalties_at_the_end()
    table = english(GAME.table_face(GAME.view(s, None)).fields[2][1])
    hand = english(GAME.hand_face(GAME.view(s, 2)).description)
    assert "➖ 1 Tracker in hand −1 · 1 Leader in hand −3" in table and "⭐ final score 6" in table
    assert "➖ 1 Tracker in hand −1 · 1 Leader in hand −3" in hand and "⭐ final score 6" in hand
    assert "⭐ 10 points" not in hand  # the points before penalties


def test_a_token_with_no_treasure_to_go_on_is_not_shown_as_held_at_the_end(drawn: list[str]) -> None:
    s = wasted_leader_at_the_end()  # Bruno collected nothing: his token had nowhere to go
    assert s.tokens[1]
    bruno = english(GAME.table_face(GAME.view(s, None)).fields[1][1])
    hand = english(GAME.hand_face(GAME.view(s, 1)).description)
    assert "💎" not in bruno
    assert "💎" not in hand and "still hold" not in hand
    draw(s)
    assert "token" not in drawn
