"""Pictures drawn from kept parts look exactly as pictures drawn whole (issue 40: drawing was most of a move's
CPU, so the parts of a board that never change are drawn once, and thick outlines skip Pillow's full-size mask)."""

from __future__ import annotations

import random
from typing import Any

from PIL import Image, ImageDraw

from bot.i18n import words_for
from games import GAMES, drawing
from games.contract import Game
from games.testing import random_playout

TRIANGLES = [
    [(10.3, 20.7), (150.2, 30.1), (80.6, 170.9)],
    [(-30.0, 40.5), (60.25, -12.0), (90.0, 90.0)],  # partly off the picture
    [(250.5, 150.5), (330.0, 190.0), (280.0, 260.0)],  # partly off the other side
    [(40.0, 40.0), (120.0, 40.0), (120.0, 120.0), (40.0, 120.0), (80.0, 60.0)],  # not convex
]


def test_a_canvas_draws_thick_polygon_outlines_exactly_as_pillow() -> None:
    for width in (2, 3, 5, 9):
        for fill in (None, (120, 124, 130)):
            for points in TRIANGLES:
                pillow = Image.new("RGB", (300, 200), drawing.BACKGROUND)
                ImageDraw.Draw(pillow).polygon(points, fill=fill, outline=(20, 20, 20), width=width)
                ours, canvas = drawing.new_canvas(300, 200)
                canvas.polygon(points, fill=fill, outline=(20, 20, 20), width=width)
                assert ours.tobytes() == pillow.tobytes(), (points, fill, width)


def test_a_thick_outline_leaves_nothing_behind_for_the_next_picture() -> None:
    first, canvas = drawing.new_canvas(300, 200)
    canvas.polygon(TRIANGLES[0], outline=(255, 255, 255), width=5)
    empty = drawing.new_canvas(300, 200)[0]
    later, canvas = drawing.new_canvas(300, 200)
    canvas.polygon(TRIANGLES[3], outline=(255, 255, 255), width=5)  # inside the first: its mask must be gone
    alone = Image.new("RGB", (300, 200), drawing.BACKGROUND)
    ImageDraw.Draw(alone).polygon(TRIANGLES[3], outline=(255, 255, 255), width=5)
    assert first.tobytes() != empty.tobytes()
    assert later.tobytes() == alone.tobytes(), "the first triangle's outline does not show on the next picture"


def picture(game: Game[Any, Any, Any], kind: str, state: Any, names: list[str], lang: str) -> bytes | None:
    """The table picture, or the hand picture of the seat to act (seat 0 once the game is over)."""
    words = words_for(lang)
    if kind == "table":
        return game.render_table(game.view(state, None), names, words)
    seat = 0 if game.is_over(state) else min(game.waiting_for(state))
    return game.render_hand(game.view(state, seat), names, game.legal_actions(state, seat), words)


def test_pictures_from_kept_parts_equal_pictures_drawn_whole() -> None:
    for game_id, players in (("anasazi", 4), ("inka", 6)):
        game = GAMES[game_id]
        played = random_playout(game, players, seed=7, rng=random.Random(7), keep_states=True)
        names = [f"Player{i}" for i in range(players)]
        for state in (played.states[len(played.states) // 2], played.final):
            for lang in ("en", "pl"):
                for kind in ("table", "hand"):
                    drawing.forget_layers()
                    whole = picture(game, kind, state, names, lang)
                    kept = picture(game, kind, state, names, lang)
                    assert kept == whole, f"{game_id} {kind}: a picture from kept parts differs from one drawn whole"
