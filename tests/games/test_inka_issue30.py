"""Der Schatz der Inka, issue 30: the round cap's result, moves sent directly, texts that read well."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot.i18n import english, words_for
from games.contract import IllegalAction, fill_seat_refs
from games.inka import board as B
from games.inka import components as C
from games.inka import render as R
from games.inka.moves import move_action
from games.inka.scenario import GAME, play_move, position, roll
from games.inka.state import Give, InkaState, Move, Take
from games.inka.transitions import end_turn
from games.testing import check_step


def capped(n: int = 2) -> InkaState:
    s = position(n, at={0: "K13", 1: "A1"})
    s.round, s.current = C.ROUND_CAP, n - 1
    end_turn(s, [])
    return s


def test_round_cap_nobody_wins_and_the_table_says_so() -> None:
    """RULINGS 21: "After 150 rounds without a winner nobody wins (`winners=[]`)." The rulebook's only
    winner is the expedition that brings the temple treasure back to the camp."""
    s = capped(2)
    out = GAME.outcome(s)
    assert out is not None
    assert out.winners == []
    assert out.ranks == [1, 1]  # nobody placed above anybody
    assert [english(line) for line in out.breakdown] == ["Nobody brought the treasure home in 150 rounds: nobody wins."]


def test_the_engine_suite_accepts_a_game_nobody_won() -> None:
    """The shared suite must allow RULINGS 21's ending (adjust the suite, never the rule)."""
    assert check_step(GAME, capped(2), random.Random(1), {}, deep=False) is None


def test_two_player_loser_is_second_not_shared_second() -> None:
    """Rulebook: the expedition that brings the treasure into the camp wins; with two players the other is
    simply second, with three or more the others share second place."""
    s, _ = roll(position(2, at={0: "R17", 1: "A1"}, carrier=0), (1, 4))
    after, _ = GAME.apply(s, 0, Move(to="camp", pay="E"))
    out = GAME.outcome(after)
    assert out is not None and out.winners == [0]
    assert fill_seat_refs(english(out.breakdown[1]), ["Ana", "Ben"]) == "Ben: second place"

    s, _ = roll(position(3, at={0: "R17", 1: "A1", 2: "A2"}, carrier=0), (1, 4))
    after, _ = GAME.apply(s, 0, Move(to="camp", pay="E"))
    out = GAME.outcome(after)
    assert out is not None and english(out.breakdown[1]).endswith(": second place (shared)")


def _an_area_move(s: InkaState) -> Move:
    o = next(o for o in s.options if o.area >= 0)
    return move_action(o.to, o.pay, o.rescue)


def test_a_possible_move_sent_directly_is_refused_with_the_real_reason() -> None:
    """Rulebook: a move of exactly one die, the other, or their sum, paid with one card per direction used,
    is allowed. Such a move sent without opening its area (a replayed action, a direct apply) is not
    "not possible with this roll and your cards": the refusal says to open its area (or go Back) first."""
    s, _ = roll(position(2, at={0: "K9", 1: "A1"}), (5, 6))
    assert s.phase == "move" and any(o.area >= 0 for o in s.options), "a roll with areas"
    move = _an_area_move(s)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(s, 0, move)
    text = english(refused.value.reason)
    assert "not possible" not in text
    assert text.startswith("That move is possible, but it is listed under an area: open ")
    area = next(
        a
        for a in GAME.legal_actions(s, 0)
        if a.kind == "browse" and move in GAME.legal_actions(GAME.apply(s, 0, a)[0], 0)
    )
    browsing, _ = GAME.apply(s, 0, area)
    GAME.apply(browsing, 0, move)  # opened, the same move is taken

    other = next(b for b in GAME.legal_actions(s, 0) if b.kind == "browse" and b != area)
    elsewhere, _ = GAME.apply(s, 0, other)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(elsewhere, 0, move)
    assert english(refused.value.reason) == (
        "That move is possible, but not from the list open now: click Back and choose it there."
    )
    with pytest.raises(IllegalAction) as refused:  # a move that really is impossible keeps its reason
        GAME.apply(s, 0, Move(to="U18"))
    assert english(refused.value.reason) == "That move is not possible with this roll and your cards."


def test_options_name_the_distance_in_words_apart_from_the_field() -> None:
    """Rulebook: move exactly one die, the other, or their sum. An option's label names the field and its
    description opens with the distance in words, so the two never read as one ("jungle2")."""
    s, _ = roll(position(2, at={0: "E14", 1: "A1"}), (1, 2))
    choices = [c for g in GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0)) for c in g.choices]
    e13 = next(c for c in choices if english(c.label) == "E13 · jungle")
    assert e13.description is not None
    description = english(e13.description)
    assert description.startswith(("🎲 1 field ·", "🎲 2 fields ·", "🎲 3 fields (1+2) ·")), description
    for c in choices:
        if c.description is not None:
            assert not english(c.description)[0].isdigit(), "a distance glued to the field's name"


def test_the_roll_line_says_what_was_rolled_once() -> None:
    """Rulebook: on your turn both dice are rolled. The thread says so plainly (not "… for a roll")."""
    _, events = roll(position(2, at={0: "E14", 1: "A1"}), (4, 3))
    said = [english(e.text) for e in events]
    assert "🎲 <seat:0> rolled 4 and 3." in said, said
    _, events = roll(position(2, at={0: "E14", 1: "A1"}), (4, 4))
    assert "🎲 <seat:0> rolled 4 and 4 (a pair: free)." in [english(e.text) for e in events]


def test_the_table_counts_compass_cards_with_the_pictures_letters(monkeypatch: pytest.MonkeyPatch) -> None:
    """The depot (rulebook: the compass cards not held lie in the depot) reads the same in the table as in
    the picture: the picture writes "N 30", so the table writes "N 30", not "⬆️30"."""
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, what: Any, *args: Any, **kwargs: Any) -> Any:
        drawn.append(str(what))
        return original(self, xy, what, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    view = GAME.view(position(2, at={0: "E14", 1: "A1"}), 0)
    GAME.render_table(view, ["Ann", "Bruno"], english)
    counts = [f"{d} {n}" for d, n in zip("NESW", view.depot, strict=True)]
    assert all(c in drawn for c in counts), drawn  # the picture's depot
    depot = next(line for line in english(GAME.table_face(view).description).splitlines() if "Depot" in line)
    assert depot.startswith("📦 Depot: " + ", ".join(counts) + " · "), depot


def test_the_hand_says_what_the_player_is_trying_to_do() -> None:
    """Rulebook: the only winner is the expedition that brings the temple treasure back to the camp. The
    hand says so in one line, whether it is the player's turn or not."""
    s, _ = roll(position(2, at={0: "E14", 1: "A1"}), (1, 2))
    goal = (
        "🎯 Goal: bring the temple treasure back to the camp. Open temples to find it; "
        "whoever carries it into the ⛺ camp wins."
    )
    for seat in (0, 1):
        assert goal in english(GAME.hand_face(GAME.view(s, seat)).description).splitlines()


def _at_400_px(s: InkaState) -> tuple[Image.Image, float]:
    png = GAME.render_table(GAME.view(s, 0), ["Ann", "Bruno"], english)
    im = Image.open(io.BytesIO(png)).convert("L")
    scale = 400 / im.width
    return im.resize((400, round(im.height * scale)), Image.Resampling.LANCZOS), scale


def _cell_pixels(small: Image.Image, scale: float, cell: int, inner: float = 1.0) -> list[int]:
    """The grey values of a cell's middle (``inner`` of its width and height) in the 400-px picture."""
    x, y = R.origin(cell)
    cx, cy, half = (x + R.CELL / 2) * scale, (y + R.CELL / 2) * scale, R.CELL * scale * inner / 2
    return [
        int(small.getpixel((i, j)))  # type: ignore[arg-type]
        for i in range(round(cx - half), round(cx + half))
        for j in range(round(cy - half), round(cy + half))
    ]


def test_closed_temples_and_the_emptied_treasure_temple_show_at_400_px() -> None:
    """Rulebook: landing exactly on a closed temple opens it; the treasure temple, once emptied, is still a
    temple on the board. On a phone (400 px wide) the "?" of a closed temple and the emptied temple's outline
    must stand out: measured in the downscaled picture."""
    s = position(2, at={0: "E14", 1: "A1"})
    k = s.temples.index("treasure")
    s.opened[k], s.carrier = True, 0
    small, scale = _at_400_px(s)
    grey = 170  # the closed pyramid's fill
    for i, cell in enumerate(B.TEMPLES):
        if not s.opened[i]:
            middle = _cell_pixels(small, scale, cell, inner=0.5)
            standing_out = sum(1 for p in middle if abs(p - grey) > 100)
            assert standing_out >= 24, f"the '?' on {B.coord(cell)}: {standing_out} px stand out"
    green = round(0.299 * 38 + 0.587 * 92 + 0.114 * 48)  # the jungle around the emptied temple
    outline = sum(1 for p in _cell_pixels(small, scale, B.TEMPLES[k]) if p - green > 100)
    assert outline >= 40, f"the emptied temple's outline: {outline} px"


ARROWS = ("⬆", "➡", "⬇", "⬅")


def _drawn_words(monkeypatch: pytest.MonkeyPatch, s: InkaState, lang: str) -> list[str]:
    """Every text the table picture draws, in ``lang``."""
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, what: Any, *args: Any, **kwargs: Any) -> Any:
        drawn.append(str(what))
        return original(self, xy, what, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(ImageDraw.ImageDraw, "text", text)
        GAME.render_table(GAME.view(s, 0), ["Ann", "Bruno"], words_for(lang))
    return drawn


@pytest.mark.parametrize(
    ("lang", "letters", "pays", "take", "give", "took", "gave"),
    [
        (
            "en",
            "NESW",
            "pays N, S, and W",
            "Take E (east): depot 30",
            "Return S (south): you hold 5",
            "takes 1 E",
            "returns 1 S",
        ),
        (
            "de",
            "NOSW",
            "zahlt N, S und W",
            "O (Ost) nehmen: Depot 30",
            "S (Süd) abgeben: du hast 5",
            "nimmt 1 O",
            "legt 1 S",
        ),
        (
            "pl",
            "NESW",
            "płacisz N, S i W",
            "Weź E (wschód): w zapasie 30",
            "Oddaj S (południe): masz 5",
            "bierze 1 E",
            "odkłada 1 S",
        ),
    ],
    ids=["en", "de", "pl"],
)
def test_costs_buttons_and_lines_name_directions_by_the_pictures_letters(
    monkeypatch: pytest.MonkeyPatch, lang: str, letters: str, pays: str, take: str, give: str, took: str, gave: str
) -> None:
    """Rulebook: each direction used costs one compass card of it. The picture writes the directions as
    letters ("N 30 E 30 S 30 W 30" under the board, N on the windrose; German O for east); what a move costs,
    the take and return buttons and the thread's lines use those letters too, never arrows a player must
    translate."""
    say = words_for(lang)
    s, _ = roll(position(2, at={0: None, 1: None}), (4, 2))
    drawn = _drawn_words(monkeypatch, s, lang)
    assert [f"{d} 30" for d in letters] == [w for w in drawn if w[:1] in letters and w[1:] == " 30"]
    choices = [c for g in GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0)) for c in g.choices]
    a5 = next(c for c in choices if say(c.label).startswith("A5"))
    assert a5.description is not None and say(a5.description).endswith(f" · {pays}")
    _, events = play_move(s, Move(to="A5", pay="NSW"))
    assert f" {pays.split(' ', 1)[1]})." in " ".join(say(e.text) for e in events)  # "… (pays N, S, and W)."

    t = position(2)
    t.phase, t.take_left = "take", 1
    buttons = {say(c.label): c for g in GAME.controls(GAME.view(t, 0), GAME.legal_actions(t, 0)) for c in g.choices}
    assert take in buttons
    _, events = GAME.apply(t, 0, Take(dir="E"))
    assert any(say(e.text).startswith(f"<seat:0> {took} ") for e in events)
    g = position(2)
    g.phase, g.give_left = "give", 1
    buttons = {say(c.label): c for c in GAME.controls(GAME.view(g, 0), GAME.legal_actions(g, 0))[0].choices}
    assert give in buttons
    _, events = GAME.apply(g, 0, Give(dir="S"))
    assert any(say(e.text).startswith(f"<seat:0> {gave} ") for e in events)

    rng = random.Random(2)  # 150 steps of a game: no arrow in any text a player reads
    state = GAME.setup(3, 7)
    for _ in range(150):
        seat = min(GAME.waiting_for(state))
        view = GAME.view(state, seat)
        texts: list[Any] = [GAME.table_face(view).description, GAME.hand_face(view).prompt]
        texts += [
            x
            for g in GAME.controls(view, GAME.legal_actions(state, seat))
            for c in g.choices
            for x in (c.label, c.description)
        ]
        state, events = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        texts += [e.text for e in events]
        assert not [say(x) for x in texts if x is not None and any(a in say(x) for a in ARROWS)]
