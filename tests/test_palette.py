"""Players are told apart by everyone (issue 35): by colour, under simulated colour blindness too, and by a
second cue (a number or a name) drawn with every piece that stands for a player."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import ImageDraw

from bench.palette import SIMULATIONS, THRESHOLD, closest_pair, player_colours
from bot.i18n import english
from games import GAMES, drawing
from games.anasazi import render as anasazi_render
from games.inka import render as inka_render
from games.pachamama import render as pachamama_render

assert THRESHOLD == 12.0  # ΔE2000: two colours read as different at a glance (2.3 is barely noticeable)


@pytest.mark.parametrize("simulation", SIMULATIONS, ids=lambda s: s or "normal")
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_pair_of_player_colours_differs_under_colour_blindness(game_id: str, simulation: str | None) -> None:
    colours = player_colours(game_id)
    assert len(colours) == GAMES[game_id].max_players
    difference, i, j = closest_pair(colours, simulation)
    assert difference >= THRESHOLD, f"{game_id}: seats {i + 1} and {j + 1} are {difference:.1f} apart ({simulation})"


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text drawn on any picture while the test runs."""
    seen: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, txt: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append(str(txt))
        return original(self, xy, txt, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield seen


@pytest.mark.parametrize("seat", range(6))
def test_a_board_piece_carries_its_seat_number(written: list[str], seat: int) -> None:
    """The pieces that stand for a player on a board: a pawn (Pachamama, Inka), a field's owner (Pachamama),
    a camp (Anasazi). Each writes its seat number on itself, so no one needs its colour."""
    _, d = drawing.new_canvas(200, 200)
    pieces: list[tuple[str, Any]] = [
        ("Inka pawn", lambda: inka_render._pawn(d, _inka_view(), seat, 100, 100, drawing.font(20, True)))
    ]
    if seat < 4:
        pieces += [
            ("Pachamama pawn", lambda: pachamama_render._pawn(d, 100, 150, 40, seat)),
            ("Pachamama field owner", lambda: pachamama_render._owner_badge(d, 150, 20, seat)),
            ("Anasazi camp", lambda: anasazi_render._tent(d, 100, 100, 40, seat)),
        ]
    for name, draw in pieces:
        written.clear()
        draw()
        assert str(seat + 1) in written, f"{name} of seat {seat + 1} shows no number: {written}"


def _inka_view() -> Any:
    game = GAMES["inka"]
    return game.view(game.setup(6, 1), None)


@pytest.mark.parametrize("game_id", ["capybara", "chachapoya"])
def test_card_game_tables_name_every_player_beside_their_colour(written: list[str], game_id: str) -> None:
    game = GAMES[game_id]
    names = ["Xanthe", "Yorick", "Quill", "Wren"]
    state = game.setup(4, 2)
    rng = random.Random(2)
    for _ in range(12):
        seat = sorted(game.to_act(state))[0]
        state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    game.render_table(game.view(state, None), names, english)
    for name in names:
        assert any(name in text for text in written), f"{name}'s row has no name"
