"""Anasazi hints in plain words (issue 36): one named position per kind of decision.

Each test builds a position by hand (or names a found one), asserts the exact English sentence the
hint gives for a move, and checks every claim in it against the true state with
``anasazi_hint_claims.check``. The same checker runs over random positions in
``test_anasazi_hint_claims.py``.
"""

from __future__ import annotations

import random
import re
from typing import Any

from bot.i18n import english
from games.anasazi import GAME
from games.anasazi import board as B
from games.anasazi import scenario as S
from games.anasazi.moves import CAMP, EXPEDITIONS, LOOKS, PLACES, SKIP, STEALS, TAKE_NOTHING
from games.anasazi.state import Build, Row
from games.contract import fill_seat_refs
from games.hints import hint
from games.testing import random_playout
from tests.games.anasazi_hint_claims import NAMES, check, said

RED, BLUE, WHITE, YELLOW = range(4)


def n1(objective: int = YELLOW) -> Any:
    """Two players, Ana to act; expedition ① ends at C13 beside mesa N1: a 🟥 red cube on C11-C13-D12
    (beside tower T3, whose colour Ana has not seen) and a 🟦 blue one on C13-C15-D14."""
    s = S.playing(2)
    s.objectives = [objective, RED]
    s = S.set_cube(s, "C11-C13-D12", RED)
    s = S.set_cube(s, "C13-C15-D14", BLUE)
    return S.lay_path(s, 0, "C13")


def explained(state: Any, seat: int, action: Any) -> str:
    text = said(state, seat, action)
    assert text is not None
    assert check(state, seat, action, text) >= 1
    return text


def direction(state: Any, target: str) -> Any:
    return PLACES[S.direction_to(state, state.chosen, target)]


def test_a_marker_names_the_cube_its_worth_and_the_tower_it_takes() -> None:
    s, _ = GAME.apply(n1(), 0, EXPEDITIONS[0])
    assert explained(s, 0, direction(s, "D12")) == (
        "the marker ends at D12 and takes a 🟥 red cube worth 5 to you and tower T3, whose colour you have not seen."
    )


def test_a_marker_onto_a_known_tower_says_what_it_does_to_that_colour() -> None:
    s = S.set_tower(n1(), 2, BLUE)
    s.seats[0].looks = [2]
    s = S.give(S.give(s, 1, BLUE, 2), 0, YELLOW, 1)
    s = S.set_cube(s, "C13-C15-D14", YELLOW)  # Ana's objective: 🟨 is worth double
    s, _ = GAME.apply(s, 0, EXPEDITIONS[0])
    assert explained(s, 0, direction(s, "D14")) == (
        "the marker ends at D14 and takes a 🟨 yellow cube worth 10 to you (your objective colour) and tower T3,"
        " which you know is 🟦 blue, so 🟦 cubes drop to 4 (you hold 0, the others 2)."
    )


def test_the_richest_marker_says_it_is_the_most_of_the_directions() -> None:
    """A found position: the 32nd state of random game 0 (two players)."""
    state = random_playout(GAME, 2, 0, random.Random(0), keep_states=True).states[31]
    assert state.phase == "direction" and state.current == 0
    assert explained(state, 0, PLACES[2]) == (
        "the marker ends at B8 and takes a ⬜ white cube worth 5 to you. That is 5 points in cubes,"
        " the most of your 2 directions."
    )


def test_a_marker_that_takes_nothing_names_what_the_next_one_can_take() -> None:
    s, _ = GAME.apply(n1(), 0, EXPEDITIONS[0])
    assert explained(s, 0, direction(s, "B12")) == (
        "it takes nothing yet, but from B12 your next marker on this expedition can take"
        " a ⬜ white cube worth 5 to you."
    )


def test_a_marker_far_from_everything_says_how_far_the_nearest_cube_is() -> None:
    s, _ = GAME.apply(n1(), 0, EXPEDITIONS[5])
    assert explained(s, 0, direction(s, "B6")) == (
        "it only leads expedition ⑥ on to B6; the nearest cube left, a ⬜ white cube on mesa N12,"
        " is at least 2 markers away from there."
    )


def test_an_expedition_names_its_best_marker_and_beats_the_others() -> None:
    assert explained(n1(), 0, EXPEDITIONS[0]) == (
        "one marker of expedition ① from C13 (→ C15) can take a 🟦 blue cube worth 5 to you and a look at a tower,"
        " as the first onto mesa N1. That is 5 points in cubes, more than one marker of any other of the"
        " 6 expeditions you can lead takes."
    )


def test_an_unused_post_far_from_any_cube_says_so() -> None:
    assert explained(n1(), 0, EXPEDITIONS[5]) == (
        "no marker of expedition ⑥ takes anything now; the nearest cube left, a 🟨 yellow cube on mesa O6,"
        " is at least 2 markers from A7."
    )


def test_a_camp_names_the_steal_it_prepares_and_the_look() -> None:
    s = S.give(n1(), 1, BLUE, 2)
    assert explained(s, 0, CAMP) == (
        "you have 7 camps left, and 5 free sites lie one step from an explorer. A camp at B12 can be covered"
        " next turn by expedition ① from C13, to take a cube from Bo, who holds 2 cubes. A camp also lets you"
        " look at one of the 16 towers you have not seen."
    )


def test_a_row_and_a_site_beside_an_explorer() -> None:
    s, _ = GAME.apply(S.give(n1(), 1, BLUE, 2), 0, CAMP)
    assert explained(s, 0, Row(row=1)) == (
        "row B has 2 free sites. A camp at B12 can be covered next turn by expedition ① from C13, to take a cube"
        " from Bo, who holds 2 cubes."
    )
    s, _ = GAME.apply(s, 0, Row(row=1))
    assert explained(s, 0, Build(node=B.node("B12"))) == (
        "expedition ① can cover a camp here from C13 next turn, to take a cube from Bo, who holds 2 cubes."
        " A camp also lets you look at one of the 16 towers you have not seen."
    )


def test_a_starting_camp_names_the_cubes_and_towers_around_it() -> None:
    s = GAME.setup(2, 3)
    s.objectives = [YELLOW, RED]
    assert s.current == 1  # Bo builds first; 🟥 red is his objective
    assert explained(s, 1, Row(row=2)) == (
        "row C has 9 free sites. Markers along the edges from C9 would take 2 cubes worth 10 to you and 1 tower."
    )
    s, _ = GAME.apply(s, 1, Row(row=3))
    assert explained(s, 1, Build(node=B.node("D8"))) == (
        "markers along the edges from D8 would take 2 cubes worth 15 to you and 1 tower."
        " You will have 6 camps left for the game."
    )


def steal_position() -> Any:
    """Ana covers her camp at B12 with ①; Bo holds a 🟥 red cube (Ana's objective) and two 🟦 blue ones."""
    s = S.give(S.give(n1(objective=RED), 1, RED, 1), 1, BLUE, 2)
    s = S.put_camp(s, 0, "B12")
    s, _ = S.marker(s, 0, 0, "B12")
    assert s.phase == "steal"
    return s


def test_a_steal_names_the_worth_the_victim_and_the_majority_it_wins() -> None:
    s = steal_position()
    assert explained(s, 0, STEALS[(1, RED)]) == (
        "it is worth 10 to you (your objective colour), the most of the cubes on offer, and Bo keeps 0 🟥."
        " It also gives you the most 🟥 cubes (1 against 0), which wins their bonus cube."
    )
    assert explained(s, 0, STEALS[(1, BLUE)]) == "it is worth 5 to you, and Bo keeps 1 🟦."
    assert explained(s, 0, TAKE_NOTHING) == "you give up the steal; no cube on offer is worth more than 10 to you."


def setup_looks() -> Any:
    """Both starting camps of both players built (Bo first: A13 and M11; Ana: D8 and J22), the looks under way."""
    s = GAME.setup(2, 3)
    for name in ("A13", "D8", "M11", "J22"):
        s, _ = S.camp(s, s.current, name)
    assert s.stage == "looks"
    return s


def test_a_setup_look_names_the_tower_and_how_near_it_stands() -> None:
    s = setup_looks()
    assert explained(s, 0, LOOKS[2]) == (
        "you have not seen T3 on mesa N1 yet, and it stands 2 steps from your camp at D8;"
        " 15 other towers stay hidden from you."
    )
    s, _ = GAME.apply(s, 0, LOOKS[2])
    assert explained(s, 0, SKIP) == "you already know 1 of the 16 towers on the board."


def test_a_look_after_a_camp_and_a_look_on_a_mesa_reached_first() -> None:
    s, _ = S.camp(S.give(n1(), 1, BLUE, 2), 0, "K9")
    assert s.phase == "look"
    assert explained(s, 0, LOOKS[2]) == (
        "you have not seen T3 on mesa N1 yet, and it stands right beside the explorer of ① at C13;"
        " 15 other towers stay hidden from you."
    )
    s, _ = S.marker(n1(), 0, 0, "C15")
    assert s.phase == "look_mesa"
    assert explained(s, 0, LOOKS[2]) == (
        "you have not seen T3 on mesa N1 yet, and it stands 1 step from the explorer of ① at C15;"
        " 15 other towers stay hidden from you."
    )


def test_going_back_is_not_explained() -> None:
    s, _ = GAME.apply(n1(), 0, EXPEDITIONS[0])
    assert said(s, 0, GAME.legal_actions(s, 0)[-1]) is None  # Back: no move on the board


def test_the_whole_hint_reads_move_why_and_odds() -> None:
    """The real hint on a named position: the button, the plain why, then one sentence on the playouts."""
    s = steal_position()
    h = hint(GAME, s, 0, random.Random(1), iterations=20)
    reason = fill_seat_refs(english(h.reason), NAMES)
    why = said(s, 0, h.action)
    assert why is not None and check(s, 0, h.action, why) >= 1
    assert re.fullmatch(
        r"(🟥|🟦) from Bo \(\d\): " + re.escape(why) + r" In \d+ games played out from what you can see it came out"
        r" ahead \d+ % of the time; .+ \d+ %\.",
        reason,
    ), reason
