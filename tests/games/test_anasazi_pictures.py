"""Anasazi's pictures on a phone: the hand picture (issue 16) and the text floor and colours (issue 15)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot.i18n import english
from games import drawing
from games.anasazi import GAME
from games.anasazi import render as R
from games.anasazi import scenario as S
from games.anasazi.moves import CAMP, EXPEDITIONS, ROWS, legal
from games.anasazi.present import place_marks
from games.testing import random_playout

NAMES = ["Ann", "Bruno", "Cid", "Dora"]
RED, BLUE, WHITE, YELLOW = range(4)


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


def hand(s: S.AnasaziState, seat: int) -> bytes:
    png = GAME.render_hand(GAME.view(s, seat), NAMES[: s.n_players], legal(s, seat), english)
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
    return png


def control_labels(s: S.AnasaziState, seat: int) -> list[str]:
    return [english(c.label) for g in GAME.controls(GAME.view(s, seat), legal(s, seat)) for c in g.choices]


def test_hand_picture_names_camp_sites_exactly_as_their_buttons(drawn: list[tuple[str, float]]) -> None:
    s = S.playing(2)
    s, _ = S.act(s, 0, CAMP, ROWS[6])
    hand(s, 0)
    texts = {t for t, _ in drawn}
    sites = [label for label in control_labels(s, 0) if label != "Back"]
    assert sites == ["G5", "G7", "G9", "G17", "G19", "G21"]
    assert set(sites) <= texts, "every offered camp site is labelled as its button"


def test_hand_picture_labels_are_the_place_words_of_the_control_labels(drawn: list[tuple[str, float]]) -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s, _ = S.act(s, 0, EXPEDITIONS[0])
    hand(s, 0)
    labels = control_labels(s, 0)
    assert [label.split()[:2] for label in labels[:5]] == [
        ["→", "C15"],
        ["↘", "D14"],
        ["↙", "D12"],
        ["←", "C11"],
        ["↖", "B12"],
    ]
    marks = place_marks(GAME.view(s, 0), legal(s, 0))
    assert [m.text for m in marks] == ["C15", "D14", "D12", "C11", "B12"]
    texts = {t for t, _ in drawn}
    for m, label in zip(marks, labels, strict=False):
        assert m.text in label.split() and m.text in texts


def test_hand_picture_labels_expeditions_and_rows_as_their_buttons(drawn: list[tuple[str, float]]) -> None:
    s = S.lay(S.playing(2), 0, "B18", "B16")
    hand(s, 0)
    texts = {t for t, _ in drawn}
    assert {"① B16", "② start", "⑥ start"} <= texts
    drawn.clear()
    s, _ = S.act(s, 0, CAMP)
    hand(s, 0)
    rows = [label for label in control_labels(s, 0) if label != "Back"]
    assert rows[0] == "A: 3 sites" and {r.split(":")[0] for r in rows} <= {t for t, _ in drawn}


def test_hand_picture_differs_when_the_offered_places_differ() -> None:
    s = S.playing(2)
    s, _ = S.act(s, 0, CAMP, ROWS[6])
    t, _ = S.act(S.playing(2), 0, CAMP, ROWS[7])
    assert hand(s, 0) != hand(t, 0)
    view = GAME.view(s, 0)
    assert GAME.render_hand(view, NAMES[:2], legal(s, 0), english) != GAME.render_hand(
        view, NAMES[:2], legal(s, 0)[:2], english
    )
    waiting = GAME.render_hand(GAME.view(s, 1), NAMES[:2], [], english)
    assert waiting is not None, "a player waiting still gets the board as they know it"


def test_hand_picture_shows_ones_own_looks_and_nothing_of_the_others() -> None:
    s = S.playing(3)
    s.seats[0].looks = [6]
    s = S.set_tower(s, 6, BLUE)
    mine = hand(s, 0)
    forgot = S.playing(3)
    forgot = S.set_tower(forgot, 6, BLUE)
    assert mine != hand(forgot, 0), "the tower seat 0 looked at is drawn in its colour"
    for k in range(5):
        other = S.perturb_hidden(s, 0, random.Random(k))
        assert other.tower_colour != s.tower_colour or other.objectives != s.objectives
        assert hand(other, 0) == mine, "built from the seat's view only"
    assert GAME.render_hand(GAME.view(s, None), NAMES[:3], [], english) is None


def states() -> list[tuple[str, S.AnasaziState]]:
    two = random_playout(GAME, 2, seed=3, rng=random.Random(3), keep_states=True)
    four = random_playout(GAME, 4, seed=4, rng=random.Random(4), keep_states=True)
    return [
        ("2p start", two.states[0]),
        ("2p middle", two.states[len(two.states) // 2]),
        ("4p start", four.states[0]),
        ("4p middle", four.states[len(four.states) // 2]),
        ("4p end", four.final),
    ]


def test_every_text_is_at_least_11_px_on_a_400_px_phone(drawn: list[tuple[str, float]]) -> None:
    for label, s in states():
        names = NAMES[: s.n_players]
        pictures = [lambda s=s, names=names: GAME.render_table(GAME.view(s, None), names, english)]
        pictures += [lambda s=s, seat=seat: hand(s, seat) for seat in range(s.n_players)]
        for draw in pictures:
            drawn.clear()
            png = draw()
            assert png is not None and drawn
            width = Image.open(io.BytesIO(png)).width
            text, size = min(drawn, key=lambda d: d[1])
            assert size * 400 / width >= 11, f"{label}: {text!r} is {size * 400 / width:.1f} px on a phone"


def distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def test_camp_colours_stay_apart_from_cube_and_marker_colours() -> None:
    for seat in R.SEAT_RGB:
        for other in (*R.CUBE_RGB, R.HIGHLIGHT, R.OFFER, R.TOWER_GREY):
            assert distance(seat, other) > 85, (seat, other)
    for a in range(4):
        for b in range(a):
            assert distance(R.SEAT_RGB[a], R.SEAT_RGB[b]) > 85


def test_four_player_hand_picture_ends_on_the_background_not_a_black_band() -> None:
    # a hand picture shows its seat's objective above the players: with four players the panel ran past
    # the canvas, and its last rows came out black
    png = hand(S.playing(4), 0)
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    bottom_row = {picture.getpixel((x, picture.height - 1)) for x in range(picture.width)}
    assert bottom_row == {drawing.BACKGROUND}


def _first_best_spots(view: Any, marks: list[Any], texts: list[str], width: Any, height: float) -> list[Any]:
    """The label boxes ``place_tags`` must choose, scored the plain way: every candidate spot of every label gets
    its whole score (what it covers, the mesas it covers, what its line crosses, how far it moved), and the first
    lowest wins. ``place_tags`` skips counting where a spot can no longer win; the choice must be the same."""
    from games.anasazi import geometry as G
    from games.anasazi import tags as T

    boxes, towers = G.pieces(view)
    solid = boxes + [G.bounds(t) for t in towers]
    margins, mesas = T._board_boxes()
    boxes += margins
    offered = T.rings(marks)
    chosen: list[Any] = []
    for m, text in zip(marks, texts, strict=True):
        if m.kind == "tower":
            chosen.append(None)
            continue
        x, y = T.anchor(m)
        own = G.square(x, y, 22) if m.kind == "row" else T.rings([m])[0]
        others = [b for b in offered if b != own]
        w, h = width(text) + 2 * T.TAG_PAD, T.TAG_H
        taken = [b for b in chosen if b is not None]
        scored = []
        for offsets in T._OFFSETS:
            for k, dx, dy in offsets:
                cx, cy = x + dx, y + dy
                box = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
                if box[0] < 0 or box[2] > G.WIDTH or box[1] < 0 or box[3] > height:
                    continue
                wide = (box[0] - T.GAP, box[1] - T.GAP, box[2] + T.GAP, box[3] + T.GAP)
                hard = sum(G.overlaps(box, b) for b in (*boxes, *others)) + sum(G.overlaps(wide, b) for b in taken)
                hard += sum(G.overlaps(box, G.bounds(t)) and G.box_meets_polygon(box, t) for t in towers)
                soft = sum(G.overlaps(box, b) and G.box_meets_polygon(box, t) for b, t in mesas)
                end = (min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3]))
                crossed = sum(G.segment_meets_box((x, y), end, b) for b in solid if not G.overlaps(b, own))
                scored.append(((hard, soft, crossed, k), box))
        best = min(scored, key=lambda s: s[0])  # the first of the lowest
        chosen.append(best[1])
    return chosen


def test_each_label_goes_to_the_first_best_spot_of_the_plain_scoring() -> None:
    """Placing labels skips counting what cannot matter (a spot that already covers more than the best one);
    the spots it chooses are those of scoring every spot in full (hands of 2 and 4 players over whole games)."""
    from games.anasazi import tags as T

    font = drawing.font(R.SMALL, bold=True)
    checked = 0
    for n, seed in ((2, 5), (4, 7)):
        states = random_playout(GAME, n, seed=seed, rng=random.Random(seed), keep_states=True).states
        for s in states[:: max(1, len(states) // 5)]:
            for seat in sorted(GAME.to_act(s)):
                view = GAME.view(s, seat)
                marks = place_marks(view, legal(s, seat))
                texts = [english(m.text) for m in marks]
                placed = T.place_tags(view, marks, texts, font.getlength, R.PANEL_TOP - 20)
                expected = _first_best_spots(view, marks, texts, font.getlength, R.PANEL_TOP - 20)
                assert [t.box if t is not None else None for t in placed] == expected
                checked += sum(t is not None for t in placed)
    assert checked > 40, checked
