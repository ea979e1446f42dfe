"""Pachamama pictures on a phone (about 400 px wide) and the hand picture."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot.i18n import english
from games import drawing
from games.pachamama import GAME, render
from games.pachamama.grid import grid_for
from games.pachamama.state import PachamamaOptions, PachamamaState, Peek
from games.testing import random_playout

GRID = grid_for(False)
NAMES = ["Ann", "Bob", "Cid", "Dora"]


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIE L*a*b* of an sRGB colour (D65)."""

    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return sum((p - q) ** 2 for p, q in zip(_lab(a), _lab(b), strict=True)) ** 0.5


def test_marker_colours_are_far_from_every_seat_colour() -> None:
    """The old gold ring of revealed squares was 26 and 23 (CIE76) from seats 0 and 3."""
    for name, marker in render.MARKER_COLOURS.items():
        for seat, colour in enumerate(drawing.SEAT_COLOURS):
            assert delta_e(marker, colour) >= 40, f"{name} marker is too close to seat {seat}'s colour"


@pytest.fixture
def sizes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[float, str]]:
    seen: list[tuple[float, str]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, txt: Any, *args: Any, **kwargs: Any) -> Any:
        font = kwargs.get("font", args[1] if len(args) > 1 else None)
        seen.append((float(font.size), str(txt)))
        return original(self, xy, txt, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    return seen


def _on_phone(png: bytes, seen: list[tuple[float, str]]) -> tuple[float, str]:
    width = Image.open(io.BytesIO(png)).width
    size, txt = min(seen)
    return size * 400 / width, txt


def _states() -> list[PachamamaState]:
    small = random_playout(GAME, 2, 11, random.Random(11), keep_states=True)
    full = random_playout(GAME, 4, 12, random.Random(12), keep_states=True)
    short = random_playout(GAME, 3, 4, random.Random(4), keep_states=True, options=PachamamaOptions(short=True))
    return [small.states[0], full.states[len(full.states) // 2], full.final, short.states[len(short.states) // 2]]


def test_every_text_of_the_table_picture_is_at_least_11_px_at_400_px_wide(sizes: list[tuple[float, str]]) -> None:
    """Player panels, diversity labels and "cubes" were 6–9 px on a phone."""
    for state in _states():
        sizes.clear()
        png = GAME.render_table(GAME.view(state, None), NAMES[: state.n_players], english)
        px, txt = _on_phone(png, sizes)
        assert px >= 11, f"{txt!r} is {px:.1f} px on a phone"
        assert any(t == "cubes" for _, t in sizes) and any(t == "diversity" for _, t in sizes)


def _hand(state: PachamamaState, seat: int) -> bytes | None:
    actions = GAME.legal_actions(state, seat)
    return GAME.render_hand(GAME.view(state, seat), NAMES[: state.n_players], actions, english)


def test_hand_picture_is_a_png_with_coordinates_readable_at_400_px(sizes: list[tuple[float, str]]) -> None:
    for state in _states():
        for seat in range(state.n_players):
            sizes.clear()
            png = _hand(state, seat)
            assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
            px, txt = _on_phone(png, sizes)
            assert px >= 11, f"{txt!r} is {px:.1f} px on a phone"


def _destination_state() -> PachamamaState:
    playout = random_playout(GAME, 2, 12, random.Random(12), keep_states=True)
    return next(s for s in playout.states if s.phase == "destination" and sum(s.discovered) > 15)


def test_hand_picture_labels_the_offered_squares_as_the_buttons_do(sizes: list[tuple[float, str]]) -> None:
    s = _destination_state()
    seat = s.current
    view = GAME.view(s, seat)
    actions = GAME.legal_actions(s, seat)
    labels = [english(c.label) for g in GAME.controls(view, actions) for c in g.choices if g.kind == "select"]
    squares = {label.split(" · ")[0] for label in labels}
    assert squares
    sizes.clear()
    GAME.render_hand(view, NAMES[:2], actions, english)
    drawn = {t for _, t in sizes}
    assert squares <= drawn  # every offered square carries its coordinate, as in its button "C4 · forest"
    assert render.offered_places(view, actions) == {GRID.cell(q): q for q in squares}


def test_hand_picture_differs_when_the_offered_places_differ() -> None:
    s = _destination_state()
    seat = s.current
    view = GAME.view(s, seat)
    actions = GAME.legal_actions(s, seat)
    goes = [a for a in actions if a.kind == "go"]
    assert len(goes) >= 2
    one = GAME.render_hand(view, NAMES[:2], goes[:1], english)
    other = GAME.render_hand(view, NAMES[:2], goes[1:2], english)
    assert one != other and one != GAME.render_hand(view, NAMES[:2], [], english)


def test_hand_picture_shows_my_looks_and_never_another_seats() -> None:
    s = _destination_state()
    seat = s.current
    hidden = [c for c in range(GRID.n) if not s.discovered[c]]
    mine = s.model_copy(deep=True)
    mine.seats[seat].peeks.append(Peek(cell=hidden[0], land=s.land[hidden[0]], field=s.field[hidden[0]]))
    assert _hand(mine, seat) != _hand(s, seat)  # my own look is drawn
    other = 1 - seat
    a, b = s.model_copy(deep=True), s.model_copy(deep=True)
    for state, cell in ((a, hidden[0]), (b, hidden[-1])):
        state.seats[other].peeks.append(Peek(cell=cell, land=state.land[cell], field=state.field[cell]))
    assert _hand(a, seat) == _hand(b, seat) == _hand(s, seat)  # where the other seat looked is not drawn
    assert _hand(a, other) != _hand(b, other)


def test_spectators_get_no_hand_picture() -> None:
    s = GAME.setup(2, 3)
    assert GAME.render_hand(GAME.view(s, None), NAMES[:2], [], english) is None
