"""Pachamama player text: 1 vs many, and prompts that name the square they ask about."""

from __future__ import annotations

from bot.i18n import english
from games.pachamama import GAME
from games.pachamama.state import Aim, Divine, Go, PachamamaState, Pick
from tests.games.test_pachamama_rules import blank, play, sq, stand

GRID_CELLS = range(45)


def _on_a_field(value: int) -> tuple[PachamamaState, int]:
    s = blank()
    cell = next(c for c in GRID_CELLS if s.field[c] == value)
    s.seats[0].explorers[0] = cell
    s.discovered[cell] = True
    return s, cell


def test_a_right_divination_of_1_scores_1_point() -> None:
    s, _ = _on_a_field(1)
    _, texts = play(s, 0, Aim(explorer=0), Divine(value=1))
    assert "+1 point and +1 for diversity" in texts[-1] and "1 points" not in texts[-1]


def test_a_wrong_divination_on_a_1_costs_1_point() -> None:
    s, _ = _on_a_field(1)
    _, texts = play(s, 0, Aim(explorer=0), Divine(value=2))
    assert texts[-1].endswith("but it is 1: −1 point. The turn ends.")


def test_table_hand_and_result_say_1_point_and_1_offering() -> None:
    s = blank()
    p = s.seats[0]
    p.field_points, p.score, p.offerings = 1, 1, 1
    table = GAME.table_face(GAME.view(s, None))
    panel = english(table.fields[0][1])
    assert "**1** point\n" in panel and "1 offering" in panel and "offering(s)" not in panel
    assert "You have **1** point." in english(GAME.hand_face(GAME.view(s, 0)).description)
    s.phase = "over"
    outcome = GAME.outcome(s)
    assert outcome is not None and english(outcome.breakdown[0]).startswith("<seat:0>: 1 point =")
    assert "scores 1 point." in english(GAME.rules_summary)


def test_prompts_name_the_square_they_ask_about() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    s, _ = play(s, 0, Pick(explorer=0))
    assert "your explorer on C3" in english(GAME.hand_face(GAME.view(s, 0)).prompt)
    s = blank()
    stand(s, 0, 0, "C3")
    s, _ = play(s, 0, Aim(explorer=0))
    assert english(GAME.hand_face(GAME.view(s, 0)).prompt) == "Which field grows on C3?"


def test_the_trade_prompt_names_the_explored_square_and_its_cube() -> None:
    s = blank()
    cell = sq("A2")
    new = s.land[cell]
    s.seats[0].cubes = [0, 0, 0, 0]
    s.seats[0].cubes[(new + 1) % 4] = 4
    s, _ = play(s, 0, Pick(explorer=0), Go(cell=cell))
    assert s.phase == "trade"
    name = ("swamp", "desert", "mountain", "forest")[new]
    prompt = english(GAME.hand_face(GAME.view(s, 0)).prompt)
    assert prompt.startswith(f"A2 is {name}, but you hold 4 cubes") and f"take the {name} cube" in prompt


def test_the_hand_counts_the_explorers_off_the_land_instead_of_repeating_it() -> None:
    # rulebook: "Explorers still not engaged on the playground can enter any peripheral square."
    # The hand says once how many are off the land, not "off the land" for each of them (issue 30).
    s = blank()
    hand = english(GAME.hand_face(GAME.view(s, 0)).description)
    assert hand.count("off the land") == 1
    assert "Explorers: 5 off the land" in hand
    stand(s, 0, 0, "C3")
    hand = english(GAME.hand_face(GAME.view(s, 0)).description)
    assert "Explorers: C3 · 4 off the land" in hand


def test_the_hand_says_what_a_player_is_trying_to_do() -> None:
    # rulebook: "The player with the most points is declared the winner", once "there are no more
    # empty spaces on the Playground"; "Your goal: To explore regions ... to develop cultures"
    hand = english(GAME.hand_face(GAME.view(blank(), 0)).description)
    goal = [line for line in hand.splitlines() if line.startswith("🎯")]
    assert goal == [
        "🎯 Goal: the most points when the whole land is discovered: explore it, "
        "and divine the fields under your explorers."
    ]
