"""Der Schatz der Inka, issue 30: the round cap's result, moves sent directly, texts that read well."""

from __future__ import annotations

import random

from bot.i18n import english
from games.contract import fill_seat_refs
from games.inka import components as C
from games.inka.scenario import GAME, position, roll
from games.inka.state import InkaState, Move
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
