"""Anasazi's player text: 1 vs many, and prompts that name the place they ask about (issues 15, 16)."""

from __future__ import annotations

from bot.i18n import english
from games.anasazi import GAME
from games.anasazi import scenario as S
from games.anasazi.moves import EXPEDITIONS
from games.anasazi.scoring import outcome_of

RED, BLUE, WHITE, YELLOW = range(4)


def test_one_camp_left_and_one_hidden_tower_read_singular() -> None:
    s = S.playing(2)
    s.seats[0].camps_left = 1
    s.tower_on_board = [True] + [False] * 15  # (the face only counts them)
    face = GAME.table_face(GAME.view(s, None))
    fields = [english(value) for _, value in face.fields]
    assert "1 hidden tower on the board" in english(face.description)
    assert "⛺ 1 camp left" in fields[0] and "⛺ 7 camps left" in fields[1]
    assert "⛺ 1 camp left" in english(GAME.hand_face(GAME.view(s, 0)).description)


def test_final_lines_say_1_point_and_1_cube() -> None:
    s = S.playing(2)
    s.objectives = [BLUE, BLUE]
    s = S.give(s, 0, RED, 1)
    s = S.give(s, 1, RED, 1)  # a tie: nobody takes the red bonus
    s = S.to_track(s, RED, 4)
    s.stage = "over"
    lines = [english(line) for line in outcome_of(s).breakdown]
    assert "<seat:0>: 1 point, 1 cube (🟥×1)" in lines


def test_prompts_name_the_expedition_the_camp_and_the_mesa() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s, _ = S.act(s, 0, EXPEDITIONS[0])
    assert english(GAME.hand_face(GAME.view(s, 0)).prompt) == "Where does expedition ① go from C13?"
    t = S.give(S.playing(2), 1, BLUE, 1)
    t = S.lay(t, 0, "B18", "B16", "B14", "C13")
    t = S.put_camp(t, 0, "B12")
    t, _ = S.marker(t, 0, 0, "B12")
    assert t.phase == "steal"
    assert english(GAME.hand_face(GAME.view(t, 0)).prompt).startswith("You covered your camp at B12:")
    u, _ = S.camp(S.playing(2), 0, "K9")
    assert u.phase == "look"
    assert english(GAME.hand_face(GAME.view(u, 0)).prompt).startswith("Your camp at K9 stands:")


def test_first_onto_a_mesa_prompt_names_the_mesa() -> None:
    s = S.playing(2)
    s.phase, s.look_mesa = "look_mesa", 1
    assert (
        english(GAME.hand_face(GAME.view(s, 0)).prompt)
        == f"First onto mesa {S.B.MESAS[1].name}: look at a tower on it, or skip."
    )


def test_rules_text_is_for_players_not_a_map_of_the_code() -> None:
    for text in (english(GAME.rules_summary), english(GAME.proposals)):
        assert "games/" not in text and ".py" not in text and "RULINGS" not in text
