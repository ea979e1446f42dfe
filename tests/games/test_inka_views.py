"""Inka's faces, controls, picture, timeouts and hidden information."""

from __future__ import annotations

import io
import random

from PIL import Image

from bot.i18n import english
from cogs.layout import plan_rows
from games.inka import board as B
from games.inka.scenario import GAME, position, roll
from games.inka.state import Browse, Give, Take
from games.testing import random_playout


def test_many_options_take_two_clicks_specials_first() -> None:
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}), (5, 6))
    assert len(s.options) > 25
    actions = GAME.legal_actions(s, 0)
    groups = GAME.controls(GAME.view(s, 0), actions)
    assert english(groups[0].placeholder).startswith("⭐") and english(groups[1].placeholder).startswith("🗺️")
    assert all(english(c.label).split(" · ")[1] for c in groups[0].choices)
    first = english(groups[0].choices[0].description)
    assert first and ("pays" in first or "free" in first)
    assert any("option" in english(c.label) and "–" in english(c.label) for c in groups[1].choices)
    plan_rows(groups)
    zone = next(a for a in actions if isinstance(a, Browse))
    browsing, _ = GAME.apply(s, 0, zone)
    inner = GAME.legal_actions(browsing, 0)
    assert inner[-1].kind == "back" and all(a.kind == "move" for a in inner[:-1])
    plan_rows(GAME.controls(GAME.view(browsing, 0), inner))
    back, _ = GAME.apply(browsing, 0, inner[-1])
    assert back.phase == "move" and GAME.legal_actions(back, 0) == actions


def test_few_options_one_select() -> None:
    s, _ = roll(position(2, at={0: None, 1: None}), (4, 2))
    groups = GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0))
    assert len(groups) == 1 and english(groups[0].placeholder) == "Where to? (rolled 4 · 2)"
    a5 = next(c for c in groups[0].choices if english(c.label).startswith("A5"))
    assert english(a5.label) == "A5 · 🧭 compass" and english(a5.description) == "🎲 6 fields (4+2) · pays N, S, and W"


def test_option_texts_for_rescue_pair_hit_and_camp() -> None:
    s, _ = roll(position(2, at={0: "A9", 1: "U1"}), (2, 5))
    texts = {
        (english(c.label), english(c.description))
        for g in GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0))
        for c in g.choices
    }
    assert any(d and "🛟 uses your rescue card" in d for _l, d in texts) or any(
        o.rescue and o.area >= 0 for o in s.options
    )
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}), (3, 3))
    descs = [
        english(c.description) for g in GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0)) for c in g.choices
    ]
    assert any(d and "free (pair)" in d for d in descs)
    s, _ = roll(position(2, at={0: "R17", 1: "A1"}, carrier=0), (1, 4))
    (group,) = GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0))
    assert english(group.choices[0].label) == "⛺ camp: win"
    s, _ = roll(position(3, at={0: "N13", 1: "N15", 2: "A1"}, carrier=1), (2, 5))
    labels = [english(c.label) for g in GAME.controls(GAME.view(s, 0), GAME.legal_actions(s, 0)) for c in g.choices]
    assert "N15 · 💍 take the treasure" in labels


def test_table_and_hand_faces() -> None:
    s, _ = roll(position(3, at={0: "K13", 1: "A1", 2: None}, carrier=1), (2, 3))
    face = GAME.table_face(GAME.view(s, None))
    assert "Round 1" in english(face.description) and "Depot" in english(face.description)
    assert "💍 **carrier**" in english(face.fields[1][1]) and "📍 K13" in english(face.fields[0][1])
    hand = GAME.hand_face(GAME.view(s, 0))
    assert "You rolled 2 · 3" in english(hand.prompt)
    assert english(GAME.hand_face(GAME.view(s, 1)).prompt).startswith("Waiting")


def test_timeouts_take_the_rarest_and_give_the_most_held() -> None:
    s = position(2, at={0: "K13", 1: "A1"}, cards={0: [3, 1, 4, 2]})
    s.phase, s.take_left = "take", 2
    assert GAME.timeout_action(s, 0) == Take(dir="E")
    s.phase, s.give_left = "give", 1
    assert GAME.timeout_action(s, 0) == Give(dir="S")
    s.phase = "move"
    assert GAME.timeout_action(s, 0) is None


def test_board_picture_reads_at_phone_size() -> None:
    playout = random_playout(GAME, 6, 3, random.Random(3), keep_states=True)
    for state in (playout.states[0], playout.states[len(playout.states) // 2], playout.final):
        png = GAME.render_table(GAME.view(state, None), [f"P{i}" for i in range(6)], english)
        image = Image.open(io.BytesIO(png))
        assert 950 <= image.width <= 1050
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}), (5, 6))
    assert GAME.render_table(GAME.view(s, None), ["a", "b"], english)[:4] == b"\x89PNG"


def test_determinize_reshuffles_only_stacks_and_closed_temples() -> None:
    s = position(3, at={0: "K13"}, carrier=None)
    s.opened[2] = True
    world = GAME.determinize(s, 1, random.Random(7))
    assert world.temples[2] == s.temples[2]
    assert world.event_stack != s.event_stack or world.risk_stack != s.risk_stack
    assert world.players == s.players and world.depot == s.depot and world.event_discard == s.event_discard
    other = GAME.determinize(world, 1, random.Random(7))
    again = GAME.determinize(s, 1, random.Random(7))
    assert GAME.dump_state(other) == GAME.dump_state(again), "the sampled world depends on the view and the rng only"


def test_view_hides_closed_temples_from_everyone() -> None:
    s = GAME.setup(2, 5)
    for seat in (None, 0, 1):
        view = GAME.view(s, seat)
        assert view.temples == [None] * len(B.TEMPLES)
        assert "treasure" not in view.model_dump_json()
