"""Anasazi information, presentation and AI: views, determinize, controls, hand, picture, heuristic."""

from __future__ import annotations

import random
import re

from bot.i18n import english
from cogs.layout import plan_rows
from games.anasazi import GAME
from games.anasazi import board as B
from games.anasazi import scenario as S
from games.anasazi.moves import CAMP, EXPEDITIONS, ROWS, legal
from games.testing import random_playout

RED, BLUE, WHITE, YELLOW = range(4)
COLOUR_WORDS = re.compile(r"\b(red|blue|white|yellow)\b")


def labels(s: S.AnasaziState, seat: int) -> list[str]:
    view = GAME.view(s, seat)
    groups = GAME.controls(view, legal(s, seat))
    plan_rows(groups)
    return [english(c.label) for g in groups for c in g.choices]


def test_decision_14_views_show_only_ones_own_objective_and_seen_colours() -> None:
    s = S.playing(3)
    s.seats[1].looks = [4, 9]
    s = S.to_track(s, s.tower_colour[0], 1)
    for seat in range(3):
        view = GAME.view(s, seat)
        assert view.objective == s.objectives[seat]
        assert set(view.known) == ({4, 9} - {0} if seat == 1 else set())
        assert "tower_colour" not in view.model_dump() and "objectives" not in view.model_dump()
    spectator = GAME.view(s, None)
    assert spectator.objective is None and spectator.known == {}
    assert spectator.revealed == {0: s.tower_colour[0]}, "towers on the track are public"
    assert spectator.seats[1].looks == [4, 9], "who looked at which tower is public"


def test_decision_15_determinize_keeps_what_the_seat_knows_and_redraws_the_rest() -> None:
    s = S.playing(4, seed=9)
    s.seats[0].looks = [1, 2, 3]
    s = S.to_track(s, RED, 2, keep=(1, 2, 3))
    worlds = [GAME.determinize(s, 0, random.Random(k)) for k in range(40)]
    for w in worlds:
        GAME.check_invariants(w)
        assert GAME.view(w, 0) == GAME.view(s, 0)
        assert [w.tower_colour[t] for t in (1, 2, 3)] == [s.tower_colour[t] for t in (1, 2, 3)]
        assert w.track == s.track and w.objectives[0] == s.objectives[0]
        assert w.rng.seed != s.rng.seed, "a fresh seed, never the true one"
        cards = sorted(w.objectives)
        assert all(cards.count(c) <= 2 for c in range(4))
    assert len({tuple(w.tower_colour) for w in worlds}) > 10
    assert len({tuple(w.objectives) for w in worlds}) > 3
    # the world depends only on the view: a state the seat cannot tell apart gives the same world
    other = GAME.determinize(s, 0, random.Random(99))
    a = GAME.determinize(s, 0, random.Random(5))
    b = GAME.determinize(other, 0, random.Random(5))
    assert GAME.dump_state(a) == GAME.dump_state(b)


def test_ui_action_buttons_camp_expeditions_and_starts() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16")
    assert labels(s, 0) == ["🏕 Camp (7 left)", "① B16", "② start", "③ start", "④ start", "⑤ start", "⑥ start"]
    assert len(plan_rows(GAME.controls(GAME.view(s, 0), legal(s, 0)))) == 2


def test_ui_camp_rows_show_free_sites_then_nodes_with_back() -> None:
    s = S.playing(2)
    s, _ = S.act(s, 0, CAMP)
    rows = labels(s, 0)
    assert rows[0] == "A: 3 sites" and "G: 6 sites" in rows and rows[-1] == "Back"
    assert [len(r) for r in B.SITES_BY_ROW] == [3, 4, 9, 10, 11, 8, 6, 8, 11, 10, 9, 4, 3]
    s, _ = S.act(s, 0, ROWS[6])
    assert labels(s, 0) == ["G5", "G7", "G9", "G17", "G19", "G21", "Back"]  # not G3, G23 (beside posts)


def test_ui_direction_labels_say_what_a_marker_gains() -> None:
    s = S.playing(2)
    s = S.set_cube(s, "C11-C13-D12", RED)
    s = S.set_cube(s, "C13-C15-D14", BLUE)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s, _ = S.act(s, 0, EXPEDITIONS[0])
    got = labels(s, 0)
    # first onto N1 gives a look only if a tower is left there after the marker
    assert got == ["→ C15 🟦👁", "↘ D14 🟦🗼", "↙ D12 🟥🗼", "← C11 🟥👁", "↖ B12 ⛺", "Back"]


def test_ui_steal_and_look_controls() -> None:
    s = S.playing(3)
    s = S.give(s, 1, BLUE, 3)
    s = S.give(s, 2, RED, 1)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s, _ = S.marker(s, 0, 0, "B12")
    assert labels(s, 0) == ["🟦 from <seat:1> (3)", "🟥 from <seat:2> (1)", "Take nothing"]
    s = S.playing(2)
    s.seats[0].looks = [6]
    s = S.set_tower(s, 6, BLUE)
    s, _ = S.camp(s, 0, "K9")
    groups = GAME.controls(GAME.view(s, 0), legal(s, 0))
    assert groups[0].kind == "select" and len(groups[0].choices) == 16
    assert english(groups[0].choices[6].label) == "Tower 7 · rows H–I · you know: blue"
    assert english(groups[0].choices[0].label) == "Tower 1 · on the great mesa, in the centre"  # issue 30
    assert [english(c.label) for c in groups[1].choices] == ["Skip"]


def test_hand_shows_objective_known_towers_cubes_and_score_now() -> None:
    s = S.playing(2)
    s.objectives = [WHITE, RED]
    s.seats[0].looks = [6]
    s = S.set_tower(s, 6, BLUE)
    s = S.give(s, 0, WHITE, 2)
    hand = english(GAME.hand_face(GAME.view(s, 0)).description)
    assert "Your objective: **⬜ white**" in hand
    assert "T7 (N5) 🟦 blue" in hand
    assert "⬜×2" in hand
    assert "score **30**" in hand  # 2 white + the white bonus, worth 5, doubled
    other = english(GAME.hand_face(GAME.view(s, 1)).description)
    assert "T7" not in other and "You know no hidden tower" in other


def test_public_text_never_names_a_hidden_colour() -> None:
    """Over random games: public events name a colour only for towers on the track, and never in a look."""
    for seed in range(6):
        s = GAME.setup(2 + seed % 3, seed)
        rng = random.Random(seed)
        while GAME.to_act(s):
            seat = min(GAME.to_act(s))
            s, events = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
            for e in events:
                if e.audience is not None:
                    continue
                text = english(e.text)
                if "looked at" in text:
                    assert not COLOUR_WORDS.search(text)
                for m in re.finditer(r"T(\d+), which is \S+ (\w+)", text):
                    tower, colour = int(m.group(1)) - 1, m.group(2)
                    assert (
                        not s.tower_on_board[tower]
                        and tower in s.track[("red", "blue", "white", "yellow").index(colour)]
                    )
            face = GAME.table_face(GAME.view(s, None))
            assert "objective" not in english(face.description).lower()


def test_the_picture_is_drawn_from_the_public_view_only() -> None:
    playout = random_playout(GAME, 3, seed=4, rng=random.Random(4), keep_states=True)
    state = playout.states[len(playout.states) // 2]
    names = ["Ana", "Bo", "Cy"]
    public = GAME.render_table(GAME.view(state, None), names, english)
    assert public[:8] == b"\x89PNG\r\n\x1a\n"
    assert GAME.render_table(GAME.view(state, 0), names, english) == public
    world = GAME.determinize(state, 1, random.Random(3))
    assert GAME.render_table(GAME.view(world, None), names, english) == public


def test_decision_16_the_heuristic_takes_what_a_marker_offers() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s, _ = S.act(s, 0, EXPEDITIONS[0])
    pick = GAME.heuristic_action(GAME.view(s, 0), legal(s, 0), random.Random(1))
    assert pick.kind == "place"
    node = B.STEPS[B.node("C13")][pick.direction][0]
    assert B.NAMES[node] in ("C11", "C15", "D12", "D14"), "a marker that takes a cube"


def test_evaluate_is_a_reward_estimate() -> None:
    playout = random_playout(GAME, 4, seed=2, rng=random.Random(2), keep_states=True)
    for state in playout.states[::40]:
        for seat in range(4):
            assert 0.0 <= GAME.evaluate(state, seat) <= 1.0
