"""Inka's pictures on a phone: the hand picture (issue 16), the text floor and the carrier mark (issue 15)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot.i18n import english
from games.inka import board as B
from games.inka import render as R
from games.inka import scenario as S
from games.inka.present import place_marks
from games.inka.scenario import GAME, position, roll
from games.inka.state import InkaState, Move, Take
from games.testing import random_playout

NAMES = ["Ann", "Bruno", "Cid", "Dora", "Eve", "Fay"]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, float]]]:
    """Every string the pictures draw, with its font size."""
    seen: list[tuple[str, float]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append((str(text), kwargs["font"].size))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield seen


def place_text(label: str) -> str:
    """The words of a menu label that name its place ("A2 · jungle" → "A2", "⛺ camp: win" → "camp: win")."""
    head = label.split(" · ")[0]
    return " ".join(w for w in head.split() if w[0].isalnum())


def hand(s: InkaState, seat: int) -> bytes | None:
    return GAME.render_hand(GAME.view(s, seat), NAMES[: s.n_players], GAME.legal_actions(s, seat), english)


def labels(s: InkaState, seat: int) -> list[str]:
    return [english(c.label) for g in GAME.controls(GAME.view(s, seat), GAME.legal_actions(s, seat)) for c in g.choices]


def test_a_short_move_zooms_in_and_names_every_cell_as_its_menu(drawn: list[tuple[str, float]]) -> None:
    s, _ = roll(position(2, at={0: "E14", 1: "A1"}), (1, 2))
    png = hand(s, 0)
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
    assert Image.open(io.BytesIO(png)).width < R.WIDTH, "zoomed on the offered cells"
    texts = {t for t, _ in drawn}
    got = labels(s, 0)
    assert "E13 · jungle" in got and "C13 · ☀️ Inca" in got
    for label in got:
        assert label.split(" · ")[0] in texts, f"{label!r} is not named on the picture"


def test_spread_out_moves_and_areas_are_named_on_the_whole_board(drawn: list[tuple[str, float]]) -> None:
    s, _ = roll(position(2, at={0: "J15", 1: "A1"}), (6, 6))
    png = hand(s, 0)
    assert png is not None and Image.open(io.BytesIO(png)).width == R.WIDTH
    texts = {t for t, _ in drawn}
    got = labels(s, 0)
    areas = [label for label in got if "option" in label]
    assert areas and all(f"{a.split(' · ')[0]} · {a.split(' · ')[-1]}" in texts for a in areas)
    cells = [label for label in got if "option" not in label]
    assert cells and all(place_text(label) in texts for label in cells)
    for m in place_marks(GAME.view(s, 0), GAME.legal_actions(s, 0)):
        assert all(part in " · ".join(got) for part in english(m.text).split(" · "))


def test_islands_to_banish_to_are_named_as_their_buttons(drawn: list[tuple[str, float]]) -> None:
    s, _ = roll(position(3, at={0: "N13", 1: "N15", 2: "A1"}, carrier=1), (2, 5))
    s, _ = GAME.apply(s, 0, Move(to="N15", pay="S"))
    assert s.phase == "banish"
    assert hand(s, 0) is not None
    texts = {t for t, _ in drawn}
    islands = [label.split(" · ")[0] for label in labels(s, 0)]
    assert sorted(islands) == sorted(B.coord(c) for c in B.ISLANDS if c != s.players[2].pos)
    assert set(islands) <= texts


def test_hand_picture_differs_when_the_offered_places_differ() -> None:
    a, _ = roll(position(2, at={0: "E14", 1: "A1"}), (1, 2))
    b, _ = roll(position(2, at={0: "E14", 1: "A1"}), (1, 3))
    assert hand(a, 0) != hand(b, 0)
    c, _ = roll(position(2, at={0: "E14", 1: "A1"}), (1, 2))
    assert hand(a, 0) == hand(c, 0)


def test_no_place_offered_means_no_hand_picture() -> None:
    """Every seat sees what the table shows, so without places to name the table picture says it all."""
    s, _ = roll(position(2, at={0: "E14", 1: "A1"}), (1, 2))
    assert hand(s, 1) is None, "not your move"
    assert GAME.render_hand(GAME.view(s, None), NAMES[:2], [], english) is None
    t = position(2)
    t.phase, t.take_left = "take", 2
    assert GAME.legal_actions(t, 0) and all(isinstance(a, Take) for a in GAME.legal_actions(t, 0))
    assert hand(t, 0) is None


def test_hand_picture_is_built_from_the_view_only() -> None:
    s, _ = roll(position(3, at={0: "E14", 1: "A1", 2: "K11"}), (1, 2))
    mine = hand(s, 0)
    for k in range(4):
        other = S.perturb_hidden(s, 0, random.Random(k))
        assert other.event_stack != s.event_stack
        assert hand(other, 0) == mine


def test_every_text_is_at_least_11_px_on_a_400_px_phone(drawn: list[tuple[str, float]]) -> None:
    two = random_playout(GAME, 2, seed=3, rng=random.Random(3), keep_states=True)
    six = random_playout(GAME, 6, seed=4, rng=random.Random(4), keep_states=True)
    states = [two.states[0], two.states[len(two.states) // 2], six.states[0], six.states[40], six.final]
    states += [roll(position(2, at={0: "E14", 1: "A1"}), (1, 2))[0]]
    for s in states:
        seat = min(GAME.to_act(s) or {0})
        for png_of in (lambda s: GAME.render_table(GAME.view(s, None), NAMES[: s.n_players], english), hand):
            drawn.clear()
            png = png_of(s, seat) if png_of is hand else png_of(s)
            if png is None:
                continue
            width = Image.open(io.BytesIO(png)).width
            text, size = min(drawn, key=lambda d: d[1])
            assert size * 400 / width >= 11, f"{text!r} is {size * 400 / width:.1f} px on a phone"


def test_the_carrier_mark_stays_apart_from_a_yellow_pawn() -> None:
    """The gold treasure halo sits behind a black ring, so the yellow pawn (seat 4) still shows it."""
    s = position(4, at={0: "A1", 1: "A3", 2: "A5", 3: "K9"}, carrier=3)
    png = GAME.render_table(GAME.view(s, None), NAMES[:4], english)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    cx, cy = R.centre(B.cell_of("K9"))
    assert image.getpixel((int(cx + 21), int(cy))) == (0, 0, 0), "a black ring right outside the pawn"
    gold = image.getpixel((int(cx + 26), int(cy)))
    assert gold == R.GOLD


#: six names as long as Discord allows (32 characters), in Polish: the footer wraps to more lines than the
#: canvas left room for
LONG_NAMES = [f"{name} Gżegżółka-Brzęczyszczykiewicz"[:32] for name in ("Ann", "Bruno", "Cid", "Dora", "Eve", "Fay")]


def test_a_footer_longer_than_its_room_is_drawn_whole_not_cut_into_black_rows() -> None:
    """A zoomed hand picture here (at step 100) ran its footer past the canvas: its last lines were lost
    and black rows shown in their place."""
    from bot.i18n import words_for
    from games import drawing

    words = words_for("pl")
    state = GAME.setup(6, seed=0)
    rng = random.Random(0)
    for step in range(120):
        seat = min(GAME.waiting_for(state))
        if step % 20 == 0:
            for png in (
                GAME.render_table(GAME.view(state, None), LONG_NAMES, words),
                GAME.render_hand(GAME.view(state, seat), LONG_NAMES, GAME.legal_actions(state, seat), words),
            ):
                if png is None:
                    continue
                picture = Image.open(io.BytesIO(png)).convert("RGB")
                last_rows = {picture.getpixel((x, picture.height - y)) for x in range(picture.width) for y in (1, 4, 8)}
                assert last_rows == {drawing.BACKGROUND}, (
                    f"step {step}: the picture ends in {last_rows - {drawing.BACKGROUND}}"
                )
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
