"""Capybara Cookie Club: the table picture reads on a phone (issue 15).

Discord shows the picture about 400 px wide on a phone: every text must stay at least 11 px
there, no two texts may overlap (five players' "−24" ran into "cards"), and the capybara figure
must not cover a token's name.
"""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot.i18n import english, languages, words_for
from games.capybara import GAME, render
from games.capybara.state import State
from games.testing import random_playout

Box = tuple[float, float, float, float]
NAMES = ["Ana", "Bruno the Magnificent", "WWWWWWWWWWWWWWWWWWWW", "Dora", "Eve (AI)"]


class Drawn:
    def __init__(self) -> None:
        self.texts: list[tuple[str, float, Box]] = []
        self.figures: list[Box] = []


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    seen = Drawn()
    original_text = ImageDraw.ImageDraw.text
    original_figure = render._capybara_figure

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        font, anchor = kwargs.get("font"), kwargs.get("anchor")
        box = self.textbbox(xy, str(text), font=font, anchor=anchor)
        seen.texts.append((str(text), float(font.size), box))  # type: ignore[union-attr]
        return original_text(self, xy, text, *args, **kwargs)

    def figure(d: ImageDraw.ImageDraw, x: float, y: float) -> None:
        seen.figures.append((x - 26, y - 25, x + 30, y + 18))  # the figure's outline, see _capybara_figure
        original_figure(d, x, y)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    monkeypatch.setattr(render, "_capybara_figure", figure)
    # every text and figure drawn where it shows, not once into a face kept and pasted (the same picture:
    # test_faces_pasted_draw_the_same_picture_as_drawing_them)
    monkeypatch.setattr(render, "PASTE_FACES", False)
    yield seen


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def states(n: int) -> list[tuple[str, State]]:
    playout = random_playout(GAME, n, 30 + n, random.Random(n), keep_states=True)
    scored = [s for s in playout.states if s.last_round is not None]
    teapot = [s for s in playout.states if s.teapot is not None and s.last_round is not None]
    picked = [("start", playout.states[0]), ("end", playout.final)]
    picked += [("scored", scored[len(scored) // 2])] if scored else []
    picked += [("teapot", teapot[-1])] if teapot else []
    # the figure on every token
    picked += [(f"figure on {k}", s.model_copy(update={"figure": k})) for k, s in enumerate([playout.states[0]] * 8)]
    return picked


@pytest.mark.parametrize("n_players", [2, 3, 4, 5])
def test_table_picture_text_is_readable_on_a_phone_and_nothing_overlaps(drawn: Drawn, n_players: int) -> None:
    for label, state in states(n_players):
        drawn.texts.clear()
        drawn.figures.clear()
        png = GAME.render_table(GAME.view(state, None), NAMES[:n_players], english)
        assert png is not None
        width, height = Image.open(io.BytesIO(png)).size
        where = f"{n_players} players, {label}"
        for text, size, box in drawn.texts:
            assert size * 400 / width >= 11, f"{where}: {text!r} is {size * 400 / width:.1f} px on a phone"
            assert box[0] >= 0 and box[1] >= 0 and box[2] <= width and box[3] <= height, f"{where}: {text!r} cut"
        for i, (text, _, box) in enumerate(drawn.texts):
            for other, _, other_box in drawn.texts[i + 1 :]:
                assert not overlap(box, other_box), f"{where}: {text!r} overlaps {other!r}"
            for figure in drawn.figures:
                assert not overlap(box, figure), f"{where}: the capybara figure covers {text!r}"
        assert len(drawn.figures) == 1


@pytest.mark.parametrize("n_players", [2, 5])
def test_faces_pasted_draw_the_same_picture_as_drawing_them(monkeypatch: pytest.MonkeyPatch, n_players: int) -> None:
    """Cards' faces and the circle's tokens are drawn once and pasted: byte for byte the picture drawn in place,
    in every language (names of one to three lines), the figure on every token, with and without the teapot."""
    passes = []  # the faces start forgotten (tests/conftest.py): the first pass draws them, the last pastes them
    for pasted in (True, False, True):
        monkeypatch.setattr(render, "PASTE_FACES", pasted)
        passes.append(
            [
                render.render(GAME.view(state, None), NAMES[:n_players], words_for(lang))
                for lang in sorted(languages())
                for _, state in states(n_players)
            ]
        )
    assert passes[0] == passes[1] == passes[2]
    assert render._card_face.cache_info().hits > 0 and render._token_face.cache_info().hits > 0  # type: ignore[attr-defined]
