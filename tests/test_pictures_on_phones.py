"""Every picture reads on a phone: Discord shows an embed image, or a card's single gallery item, about 400 px
wide there.

The check records the font of every string a game draws (by wrapping Pillow's
``ImageDraw.text``, so it does not depend on how a game picks its fonts) and scales
the smallest to the image's width at 400 px.
"""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot.i18n import english
from games import GAMES
from games.testing import random_playout

PHONE_WIDTH = 400
SMALLEST_TEXT_PX = 11


class FontSizes:
    def __init__(self) -> None:
        self.sizes: list[tuple[float, str]] = []


@pytest.fixture
def font_sizes(monkeypatch: pytest.MonkeyPatch) -> Iterator[FontSizes]:
    seen = FontSizes()
    original_text = ImageDraw.ImageDraw.text
    original_multiline = ImageDraw.ImageDraw.multiline_text

    def record(font: Any, text: Any) -> None:
        size = getattr(font, "size", None)
        assert size is not None, f"text {text!r} drawn without a sized font (Pillow's tiny bitmap default)"
        if str(text).strip():
            seen.sizes.append((float(size), str(text)))

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        record(kwargs.get("font", args[1] if len(args) > 1 else None), text)
        return original_text(self, xy, text, *args, **kwargs)

    def multiline_text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        record(kwargs.get("font", args[1] if len(args) > 1 else None), text)
        return original_multiline(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    monkeypatch.setattr(ImageDraw.ImageDraw, "multiline_text", multiline_text)
    yield seen


def representative_states(game_id: str) -> list[tuple[str, Any, int]]:
    """The start with the fewest players, the middle and the end of a game at the most."""
    game = GAMES[game_id]
    small = random_playout(game, game.min_players, seed=11, rng=random.Random(11), keep_states=True)
    full = random_playout(game, game.max_players, seed=12, rng=random.Random(12), keep_states=True)
    return [
        (f"{game.min_players}p start", small.states[0], game.min_players),
        (f"{game.max_players}p middle", full.states[len(full.states) // 2], game.max_players),
        (f"{game.max_players}p end", full.final, game.max_players),
    ]


def smallest_on_phone(png: bytes, sizes: list[tuple[float, str]]) -> tuple[float, str]:
    width = Image.open(io.BytesIO(png)).width
    size, text = min(sizes)
    return size * min(1.0, PHONE_WIDTH / width), text


@pytest.mark.parametrize("game_id", list(GAMES))
def test_table_picture_text_is_readable_at_phone_width(game_id: str, font_sizes: FontSizes) -> None:
    game = GAMES[game_id]
    for label, state, n in representative_states(game_id):
        names = [f"Player {i + 1}" for i in range(n)]
        font_sizes.sizes.clear()
        png = game.render_table(game.view(state, None), names, english)
        if png is None:
            continue
        assert font_sizes.sizes, f"{label}: no text drawn"
        px, text = smallest_on_phone(png, font_sizes.sizes)
        assert px >= SMALLEST_TEXT_PX, f"{game_id} table, {label}: {text!r} is {px:.1f} px on a phone"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hand_picture_text_is_readable_at_phone_width(game_id: str, font_sizes: FontSizes) -> None:
    game = GAMES[game_id]
    for label, state, n in representative_states(game_id):
        names = [f"Player {i + 1}" for i in range(n)]
        for seat in sorted(game.to_act(state)) or [0]:
            actions = game.legal_actions(state, seat) if seat in game.to_act(state) else []
            font_sizes.sizes.clear()
            png = game.render_hand(game.view(state, seat), names, actions, english)
            if png is None:
                continue
            assert png[:8] == b"\x89PNG\r\n\x1a\n"
            assert font_sizes.sizes, f"{label}: no text drawn"
            px, text = smallest_on_phone(png, font_sizes.sizes)
            assert px >= SMALLEST_TEXT_PX, f"{game_id} hand of seat {seat}, {label}: {text!r} is {px:.1f} px"
