"""Der Schatz der Inka, issue 30: the round cap's result, moves sent directly, texts that read well."""

from __future__ import annotations

import random

import pytest

from bot.i18n import english
from games.contract import IllegalAction, fill_seat_refs
from games.inka import components as C
from games.inka.moves import move_action
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
