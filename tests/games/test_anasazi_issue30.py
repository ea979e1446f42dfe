"""Anasazi items of issue 30: a second action's pass, and what a player is told."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PIL import ImageDraw

from bot.i18n import PSEUDO, english, languages, render
from games.anasazi import GAME
from games.anasazi import board as B
from games.anasazi import render as R
from games.anasazi import scenario as S
from games.anasazi.moves import CAMP, EXPEDITIONS, PLACES, ROWS, directions, legal, step

#: the corner pattern that seals an explorer beside its post: post A7, then B8, A9, A11, B10 and
#: back to A9, whose four edges are then the post's and three markers; turned to each corner.
SEAL = ("B8", "A9", "A11", "B10", "A9")


def _turned(name: str, times: int) -> str:
    return B.NAMES[B.INDEX[B.rotate(*B.COORDS[B.node(name)], times)]]


def _one_exit_left() -> S.AnasaziState:
    """Expeditions ①–⑤ sealed at their corners; ⑥ ends at A9 with one exit, the camp site A11.

    Seat 1 has built all seven camps, seat 0 six: seat 0's seventh camp at A11 is the last thing
    anyone can build, and it shuts ⑥'s only exit for this turn (rulebook 4.2) and for seat 1.
    """
    s = S.playing(2, first=0)
    for k in range(5):
        times = next(t for t in range(6) if _turned("A7", t) == B.POST_NAMES[k])
        s = S.lay(s, k, *(_turned(n, times) for n in SEAL))
    s = S.lay(s, 5, "A9", "B10", "B8", "A9")
    for site in ("D4", "D6", "D8", "D10", "D12", "D14", "D16"):
        s = S.put_camp(s, 1, site)
    for site in ("J4", "J6", "J8", "J10", "J12", "J14"):
        s = S.put_camp(s, 0, site)
    return s


def test_decision_2_a_pass_of_the_second_action_does_not_count_towards_the_end() -> None:
    """RULINGS decision 2: "A player with no legal action passes the rest of the turn. If every
    player passes in a row, the game ends." Rulebook 4.2: "You may not place an expedition marker on
    a base camp on the turn in which you placed that base camp. You must wait at least until your
    next turn." A player who acted this turn has not passed the turn: when seat 1 then passes, seat 0
    covers the camp next turn, and the game goes on with markers in the supply."""
    s = _one_exit_left()
    assert S.can_reach(s, 0, 5, "A11")
    s, _ = S.camp(s, 0, "A11")  # the seventh camp: ⑥'s only exit, and seat 0's last camp
    s, events = S.act(s, 0, S.SKIP)  # no look
    text = "\n".join(english(e.text) for e in events)
    assert "<seat:0> has no second action" in text and "<seat:1> has no legal action" in text
    assert s.stage == "play", f"the game ended: {english(s.end_reason)}"
    assert s.current == 0 and s.actions_left == 2 and EXPEDITIONS[5] in legal(s, 0)
    s, events = S.marker(s, 0, 5, "A11")
    assert s.paths[5][-1] == B.node("A11") and B.node("A11") in s.covered


def _at_setup_looks() -> S.AnasaziState:
    s = GAME.setup(2, 5)
    for site in ("B10", "K9", "K13", "C21"):
        s, _ = S.camp(s, s.current, site)
    return s


def test_setup_skip_says_it_gives_up_every_look_left() -> None:
    """RULINGS, setup 5: "Each player secretly looks at 3 different towers"; one click on Skip ends
    them all (RULINGS proposal: "Skip gives up the rest"), so the button and the prompt say so."""
    s = _at_setup_looks()
    view = GAME.view(s, 0)
    skip = [english(c.label) for g in GAME.controls(view, legal(s, 0)) for c in g.choices][-1]
    assert skip == "Skip all 3 looks"
    assert english(GAME.hand_face(view).prompt) == "Choose a tower to look at (3 looks left), or skip all 3 at once."
    s, _ = S.act(s, 0, S.LOOKS[0], S.LOOKS[1])
    view = GAME.view(s, 0)
    skip = [english(c.label) for g in GAME.controls(view, legal(s, 0)) for c in g.choices][-1]
    assert skip == "Skip your last look"
    assert english(GAME.hand_face(view).prompt) == "Choose a tower to look at (your last look), or skip it."
    s, _ = S.act(s, 0, S.SKIP)
    assert s.seats[0].setup_looks == 0 and s.seats[0].looks == [0, 1]


def test_rules_summary_states_the_setup_the_camp_wait_and_no_shared_edge() -> None:
    """/game rules must tell a newcomer the setup (rulebook 3.0: two base camps each, an objective
    card, "secretly looks at the background colour of any three towers"), rulebook 4.2 ("You may not
    place an expedition marker on a base camp on the turn in which you placed that base camp") and
    RULINGS decision 5 ("An edge carries at most one marker"), and still fit one embed (4,000)."""
    text = english(GAME.rules_summary)
    assert "**Setup**" in text and "builds a camp, twice round" in text
    assert "secret objective colour" in text and "three different towers" in text
    assert "not on the turn you build it" in text
    assert "never share an edge" in text
    for lang in [*languages(), PSEUDO]:
        assert len(render(GAME.rules_summary, lang)) <= 4000, lang


def test_a_revealed_tower_says_its_colours_cubes_are_now_worth_less() -> None:
    """RULINGS decision 12: "A cube is worth the empty spaces on its colour's track". A tower is
    worth nothing itself: the line must say that it is the blue cubes that are now worth 4."""
    s = S.set_tower(S.playing(2), 2, 1)  # T3 is blue
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s, events = S.marker(s, 0, 0, "D12")
    line = english(events[0].text)
    assert "🗼 T3, which is 🟦 blue (blue cubes are now worth 4)" in line, line
    assert "(now worth 4)" not in line


def _labels(s: S.AnasaziState, seat: int) -> list[str]:
    return [english(c.label) for g in GAME.controls(GAME.view(s, seat), legal(s, seat)) for c in g.choices]


def test_the_last_marker_promises_no_look() -> None:
    """RULINGS decision 11: "the game ends at once when the 54th marker is placed ... Its look and the
    rest of the turn are lost." So the 54th marker's button shows no 👁 (a first arrival's look)."""
    s = S.playing(2)
    s = S.set_cube(s, "C11-C13-D12", 0)
    s = S.set_cube(s, "C13-C15-D14", 1)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s, _ = S.act(s, 0, EXPEDITIONS[0])
    assert _labels(s, 0)[0] == "→ C15 🟦👁", "with markers to spare, the first onto N1 looks"
    k = 1  # lay the other markers far away (rows G–M), on expeditions ② onwards
    while s.markers_left > 1:
        ends = [d for d in directions(s, 0, k) if B.ROW_OF[step(s, 0, k, d)[0]] >= 6]
        if not ends:
            k += 1
            continue
        s = S.lay(s, k, B.NAMES[step(s, 0, k, ends[0])[0]])
    assert _labels(s, 0) == ["→ C15 🟦", "↘ D14 🟦🗼", "↙ D12 🟥🗼", "← C11 🟥", "↖ B12 ⛺", "Back"]
    s, events = S.act(s, 0, PLACES[0])
    assert s.stage == "over" and not any("look" in english(e.text) for e in events)


def test_a_marker_taking_a_tower_known_to_be_the_fourth_of_its_colour_promises_no_look() -> None:
    """RULINGS decision 11: the game also ends at once "when the 4th tower of one colour reaches the
    track", and the look is lost. A player who knows T1 is the last red tower sees no 👁 on the marker
    that takes it, though it is the first onto the great mesa (where T2 still stands)."""
    s = S.to_track(S.set_tower(S.playing(2), 0, 0), 0, 3, keep=(0,))  # T1 red, three reds on the track
    s = S.lay_path(s, 0, "E13")
    s, _ = S.act(s, 0, EXPEDITIONS[0])
    f14 = next(x for x in _labels(s, 0) if "F14" in x)
    assert f14.endswith("🗼👁"), "not knowing T1's colour, the first onto the great mesa looks at T2"
    s.seats[0].looks = [0]  # seat 0 looked at T1 during setup
    f14 = next(x for x in _labels(s, 0) if "F14" in x)
    assert f14.endswith("🗼"), f14


def test_camp_row_buttons_say_their_number_counts_free_camp_sites() -> None:
    """RULINGS, Discord UI: the camp-row buttons show "how many sites are free"; "G·6" read like a
    point of the board (like G13), so the button says what the number is."""
    s, _ = S.act(S.playing(2), 0, CAMP)
    rows = _labels(s, 0)
    assert rows[0] == "A: 3 sites" and "G: 6 sites" in rows and rows[-1] == "Back"
    assert not any("·" in r for r in rows)


def test_the_hand_ends_with_the_goal() -> None:
    """Rulebook 5.0: "The player with the most victory points wins the game! In case of a tie, the
    player among those tied with the most treasures is the winner." The hand says so in one line."""
    s = S.playing(2)
    hand = english(GAME.hand_face(GAME.view(s, 0)).description).splitlines()
    assert hand[-1] == "🎯 Goal: score the most points with the treasure cubes you collect (on a tie, most cubes wins)."


def test_the_look_menu_names_each_tower_as_the_picture_shows_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rulebook: each player "secretly looks at the background colour of any three towers". The picture
    numbers the towers and letters the rows; the look menu names each tower by that number and the rows
    it stands between ("Tower 3 · rows C–D"), the great mesa in words, never a code the picture lacks
    ("T1 · GM", "N5")."""
    drawn: list[tuple[str, float, float]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, what: Any, *args: Any, **kwargs: Any) -> Any:
        drawn.append((str(what), float(xy[0]), float(xy[1])))
        return original(self, xy, what, *args, **kwargs)

    s = _at_setup_looks()
    seat = s.current
    view, actions = GAME.view(s, seat), legal(s, seat)
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    GAME.render_hand(view, ["Ann", "Bruno"], actions, english)
    row_y = {t: y for t, x, y in drawn if len(t) == 1 and t in B.ROWS and x < R.WIDTH / 2}
    (menu,) = [g for g in GAME.controls(view, actions) if g.kind == "select"]
    labels = [english(c.label) for c in menu.choices]
    assert len(labels) == B.N_TOWERS
    gm = next(i for i, m in enumerate(B.MESAS) if m.name == "GM")
    great = [R.xy(n) for t, m in enumerate(B.MESA_OF_TRI) if m == gm for n in B.TRIANGLES[t]]
    for label in labels:
        found = re.fullmatch(r"Tower (\d+) · (?:rows ([A-M])–([A-M])|on the great mesa, in the centre)", label)
        assert found, label
        number, top, bottom = found.groups()
        (x, y) = next((x, y) for t, x, y in drawn if t == number and R.TOP < y < R.BOARD_BOTTOM)  # on the tower
        if top is None:
            assert min(p[0] for p in great) <= x <= max(p[0] for p in great), label
            assert min(p[1] for p in great) <= y <= max(p[1] for p in great), label
        else:
            assert row_y[top] < y < row_y[bottom], label


def _triangle_points(tri: int, shrink: float) -> list[tuple[float, float]]:
    """Points spread over a lattice triangle of the picture, ``shrink`` of the way to its edges."""
    (ax, ay), (bx, by), (cx, cy) = (R.xy(n) for n in B.TRIANGLES[tri])
    mx, my = (ax + bx + cx) / 3, (ay + by + cy) / 3
    out = []
    for i in range(11):
        for j in range(11 - i):
            u, v = i / 10, j / 10
            px, py = ax + u * (bx - ax) + v * (cx - ax), ay + u * (by - ay) + v * (cy - ay)
            out.append((mx + (px - mx) * shrink, my + (py - my) * shrink))
    return out


def _labels_drawn(monkeypatch: pytest.MonkeyPatch, s: Any, seat: int) -> list[tuple[float, float, float, float]]:
    """The boxes of the labels a hand picture writes on offered places (dark boxes with a white edge)."""
    boxes: list[tuple[float, float, float, float]] = []
    original = ImageDraw.ImageDraw.rounded_rectangle

    def rounded(self: ImageDraw.ImageDraw, xy: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("outline") == R.OFFER:
            boxes.append(tuple(float(v) for v in xy))  # type: ignore[arg-type]
        return original(self, xy, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(ImageDraw.ImageDraw, "rounded_rectangle", rounded)
        GAME.render_hand(GAME.view(s, seat), ["Ann", "Bruno", "Cid"], legal(s, seat), english)
    return boxes


def _crowded_hand_pictures() -> list[tuple[str, Any, int]]:
    """Offered places where the board is full: every start post, camp rows, the camp sites of rows E, G
    and I, an explorer's next points, and a game under way."""
    s = S.playing(2)
    out = [("posts", s, 0)]
    camp, _ = S.act(s, 0, CAMP)
    out.append(("rows", camp, 0))
    for row in (4, 6, 8):
        built, _ = S.act(s, 0, CAMP, ROWS[row])
        out.append((f"row {B.ROWS[row]}", built, 0))
    out.append(("directions", S.act(s, 0, EXPEDITIONS[0])[0], 0))
    laid = S.lay(S.playing(2), 0, "B18", "B16", "B14", "C13")
    laid = S.put_camp(laid, 0, "B12")
    out.append(("from C13", S.act(laid, 0, EXPEDITIONS[0])[0], 0))
    rng = random.Random(3)
    game = GAME.setup(3, 9)
    for _ in range(90):
        seat = min(GAME.waiting_for(game))
        game, _ = GAME.apply(game, seat, rng.choice(legal(game, seat)))
    seat = min(GAME.waiting_for(game))
    out.append(("under way", game, seat))
    return out


@pytest.mark.parametrize(("name", "s", "seat"), _crowded_hand_pictures(), ids=lambda v: v if isinstance(v, str) else "")
def test_hand_picture_labels_cover_no_cube_tower_mesa_or_other_label(
    monkeypatch: pytest.MonkeyPatch, name: str, s: Any, seat: int
) -> None:
    """Rulebook: pueblos on the mesas hold the cubes and the towers a player is after. The hand picture's
    labels ("G15", "② start", the row letters) must leave them in view: no label box covers a cube, a
    tower, any part of a mesa, a post, an explorer, a camp, a row letter or another label."""
    labels = _labels_drawn(monkeypatch, s, seat)
    assert labels, name
    view = GAME.view(s, seat)

    def covers(box: tuple[float, float, float, float], x: float, y: float) -> bool:
        return box[0] < x < box[2] and box[1] < y < box[3]

    def meets(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]

    def around(x: float, y: float, half: float) -> tuple[float, float, float, float]:
        return x - half, y - half, x + half, y + half

    things: list[tuple[str, tuple[float, float, float, float]]] = []
    for sector in B.SECTORS:
        if sector.tower is None and sector.cube_slot is not None and view.cube[sector.cube_slot] >= 0:
            corners = [R.xy(n) for n in B.TRIANGLES[sector.triangle]]
            x, y = sum(p[0] for p in corners) / 3, sum(p[1] for p in corners) / 3
            down = sorted(p[1] for p in corners)[0] == sorted(p[1] for p in corners)[1]
            things.append(("a cube", around(x, y + (3 if down else 0), R.SIDE * 0.21)))
    for n in (*B.POSTS, *view.camps, *(p[-1] for p in view.paths if len(p) > 1)):
        things.append((f"the piece on {B.NAMES[n]}", around(*R.xy(n), R.SIDE * 0.3)))
    for row in range(len(B.ROWS)):
        nodes = [n for n in range(B.N_NODES) if B.ROW_OF[n] == row]
        (lx, y), (rx, _) = R.xy(nodes[0]), R.xy(nodes[-1])
        things += [(f"row letter {B.ROWS[row]}", around(x, y, 12)) for x in (lx - R.SIDE * 0.6, rx + R.SIDE * 0.6)]
    for box in labels:
        assert [what for what, thing in things if meets(box, thing)] == [], (name, box)
        for sector in B.SECTORS:
            if sector.tower is not None and view.tower_on_board[sector.tower]:
                points = _triangle_points(sector.triangle, 0.8)
                assert not any(covers(box, x, y) for x, y in points), (name, box, f"tower {sector.tower + 1}")
        for t, mesa in enumerate(B.MESA_OF_TRI):
            if mesa is not None:
                assert not any(covers(box, x, y) for x, y in _triangle_points(t, 0.9)), (name, box, "a mesa")
        assert [other for other in labels if other != box and meets(box, other)] == [], (name, box)
