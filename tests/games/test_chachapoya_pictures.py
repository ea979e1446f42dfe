"""Chachapoya table picture: readable on a phone, and honest at the end of the game."""

from __future__ import annotations

import random
from collections.abc import Iterator
from io import BytesIO

import pytest
from PIL import Image, ImageDraw

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya.bidding import describe
from games.chachapoya.scenario import at_scoring, build_state
from games.chachapoya.state import BidAction, State
from games.testing import random_playout

NAMES = ["Ann", "Bruno (AI) 🤖", "Cid", "Dolores Very-Long-Name"]
PHONE = 400  # px: how wide a phone shows an embed image


class Drawn:
    """Every string the picture draws, with its font size."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, int]] = []

    def sizes(self) -> list[int]:
        return [size for _, size in self.texts]

    def words(self) -> str:
        return "\n".join(text for text, _ in self.texts)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    record = Drawn()
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: object, text: str, *args: object, **kwargs: object) -> None:
        f = kwargs.get("font")
        record.texts.append((text, int(getattr(f, "size", 0))))
        original(self, xy, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield record


def picture(state: State) -> Image.Image:
    png = GAME.render_table(GAME.view(state, None), NAMES[: state.n_players], english)
    assert png is not None
    return Image.open(BytesIO(png))


def stages(n: int) -> dict[str, State]:
    play = random_playout(GAME, n, seed=n, rng=random.Random(n), keep_states=True)
    states = play.states
    return {
        "start": states[0],
        "first bid": next(s for s in states if s.phase == "bid"),
        "mid": states[len(states) // 2],
        "late": states[-3],
        "end": play.final,
    }


def token_knocks_out_ann() -> State:
    s, _ = at_scoring(
        [["blue", "blue", "gold"], ["green", "green"], []],
        [["tracker", "tracker", "spy"], ["7"], ["tracker", "mafia"]],
        tokens=[True, True, False],
    )
    for seat in sorted(GAME.to_act(s)):
        s, _ = GAME.apply(s, seat, GAME.legal_actions(s, seat)[0])
    assert s.phase == "over"
    return s


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_text_is_at_least_11_px_on_a_400_px_phone(n: int, drawn: Drawn) -> None:
    for stage, state in stages(n).items():
        drawn.texts.clear()
        image = picture(state)
        smallest = min(drawn.sizes())
        assert smallest * PHONE / image.width >= 11, f"{n} players, {stage}: {smallest} px at {image.width} wide"


def test_scenario_pictures_keep_the_floor_too(drawn: Drawn) -> None:
    last_round = build_state([["31"], ["7"], ["9"]], face_down=["gold", "red", "curse"], deck=[], last_round=True)
    for state in (token_knocks_out_ann(), last_round):
        drawn.texts.clear()
        image = picture(state)
        assert min(drawn.sizes()) * PHONE / image.width >= 11


def test_final_picture_marks_a_player_knocked_out_by_the_token(drawn: Drawn) -> None:
    state = token_knocks_out_ann()
    picture(state)
    words = drawn.words()
    assert "ELIMINATED" in words and "The token makes blue an X." in words
    assert "Final: −2" not in words  # Ann shows no score


def test_final_picture_shows_hand_penalties_and_no_stale_round(drawn: Drawn) -> None:
    state = token_knocks_out_ann()
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores[2] == -4
    picture(state)
    words = drawn.words()
    assert "Final: −4" in words
    assert "Penalties: 1 Tracker in hand −1 · 1 Leader in hand −3" in words
    for stale in ("Turned up", "TURNED UP", "bid in", "last bid", "bidding", "face down", "ON OFFER"):
        assert stale not in words


def test_end_of_a_played_game_shows_no_bids_or_turned_up_cards(drawn: Drawn) -> None:
    for n in (2, 4):
        drawn.texts.clear()
        end = stages(n)["end"]
        picture(end)
        words = drawn.words()
        assert "GAME OVER" in words and "Final:" in words
        for stale in ("Turned up", "TURNED UP", "last bid", "bid in", "ON OFFER"):
            assert stale not in words
        revealed = [english(describe(b)) for b in end.last_bids if b]
        assert revealed and not [b for b in revealed if b in words]


def test_a_game_ended_by_elimination_shows_no_stale_round(drawn: Drawn) -> None:
    s = build_state(
        [["31", "7"], ["7", "9"]],
        face_up="blue",
        face_down=["gold"],
        buried="red",
        shown=["blue", "gold", "red"],
        collections=[["blue", "blue"], ["green"]],
    )
    for seat, cards in ((0, ("31",)), (1, ("7",))):
        s, _ = GAME.apply(s, seat, BidAction(cards=cards))
    assert s.phase == "over" and s.shown
    picture(s)
    words = drawn.words()
    assert "GAME OVER" in words
    for stale in ("Turned up", "TURNED UP", "face down", "bid"):
        assert stale not in words
