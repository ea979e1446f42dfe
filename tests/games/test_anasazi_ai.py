"""The Anasazi AI's heuristic (the playouts' policy) and search hooks in named, constructed situations."""

from __future__ import annotations

import random

import pytest

from games.anasazi import GAME
from games.anasazi import scenario as S
from games.anasazi.heuristic import MAJORITY_SHARE, Worth, expected_points

RED, BLUE, WHITE, YELLOW = range(4)


def test_a_cube_that_decides_a_majority_is_worth_more() -> None:
    """Both players hold 2 blue cubes (a tie: nobody gets the blue bonus); seat 0 holds 1 red to the
    other's 3 (out of reach) and 3 white to 1 (already the majority). A blue cube would win the blue
    bonus, so seat 0 values it above a red or a white one of the same worth."""
    s = S.playing(2)
    s.objectives = [YELLOW, YELLOW]
    for seat, colour, count in ((0, BLUE, 2), (1, BLUE, 2), (0, RED, 1), (1, RED, 3), (0, WHITE, 3), (1, WHITE, 1)):
        s = S.give(s, seat, colour, count)
    w = Worth(GAME.view(s, 0))
    assert w.values[BLUE] == w.values[RED] == w.values[WHITE] == 5
    assert w.cube[RED] == w.cube[WHITE] == 5
    assert w.cube[BLUE] == 5 + 5 * MAJORITY_SHARE


def test_one_behind_the_leader_a_cube_is_worth_a_little_more() -> None:
    s = S.playing(2)
    s.objectives = [YELLOW, YELLOW]
    s = S.give(S.give(s, 0, BLUE, 1), 1, BLUE, 2)
    w = Worth(GAME.view(s, 0))
    assert 5 < w.cube[BLUE] < 5 + 5 * MAJORITY_SHARE


def test_opponents_in_the_search_play_their_heuristic_from_their_own_view() -> None:
    """The search models another seat by its heuristic, never by random moves, and what it picks
    depends only on what that seat may know (hidden colours and objectives redrawn: same pick)."""
    state = S.playing(2, seed=4)
    seat = state.current
    actions = GAME.legal_actions(state, seat)
    want = GAME.heuristic_action(GAME.view(state, seat), actions, random.Random(7))
    for k in range(5):
        world = S.perturb_hidden(state, seat, random.Random(k))
        assert GAME.opponent_action(world, seat, actions, random.Random(7)) == want


def test_evaluate_expects_the_towers_still_on_the_board() -> None:
    """Seat 0 holds 3 blue cubes, seat 1 holds 3 red; two red towers are on the track already, so
    today blue is worth 5 and red 3 (15 + 5 bonus against 9 + 3). All four blue towers are still on
    the board: with every marker left, the evaluation expects some of them to come and shrinks the
    blue lead; with no marker left it is the score as it stands."""
    s = S.playing(2)
    s.objectives = [YELLOW, YELLOW]
    s = S.to_track(S.give(S.give(s, 0, BLUE, 3), 1, RED, 3), RED, 2)
    now = [p - 0.03 for p in expected_points(s.model_copy(update={"markers_left": 0}))]
    assert now == pytest.approx([20.0, 12.0])
    early = expected_points(s)
    assert 0 < early[0] - early[1] < now[0] - now[1]
    assert 0.5 < GAME.evaluate(s, 0) < GAME.evaluate(s.model_copy(update={"markers_left": 0}), 0)


def test_the_search_never_goes_back() -> None:
    """Back only undoes the choice of an expedition or a row. Searched, it let the AI choose
    expedition 3, go back, choose it again, for ever (a 4-player arena game never ended)."""
    s, _ = S.act(S.playing(2), 0, S.EXPEDITIONS[2])
    actions = GAME.legal_actions(s, 0)
    assert S.BACK in actions
    narrowed = GAME.search_candidates(GAME.view(s, 0), actions)
    assert narrowed and S.BACK not in narrowed and all(a in actions for a in narrowed)
