"""Pachamama AI hooks: divination values, parking explorers, final guesses, evaluate, a strength smoke."""

from __future__ import annotations

import random

from games.ismcts import policy_action
from games.pachamama import GAME
from games.pachamama import ai as AI
from games.pachamama.grid import grid_for
from games.pachamama.state import Aim, Divine, Go, Leave, PachamamaState, Peek, Pick, Trade

GRID = grid_for(False)


def sq(label: str) -> int:
    return GRID.cell(label)


def blank(n: int = 2, seed: int = 1) -> PachamamaState:
    """A real game whose land is fully hidden again: nothing discovered, cultivated or revealed."""
    s = GAME.setup(n, seed)
    return s.model_copy(
        update={
            "revealed": [],
            "discovered": [False] * GRID.n,
            "cultivated": [False] * GRID.n,
            "cultivator": [-1] * GRID.n,
        }
    )


def stand(s: PachamamaState, seat: int, k: int, label: str) -> None:
    c = sq(label)
    s.seats[seat].explorers[k] = c
    s.discovered[c] = True


def looked(s: PachamamaState, seat: int, label: str) -> None:
    """``seat`` has looked at the square (an offering): its field is sure for that seat."""
    c = sq(label)
    s.discovered[c] = True
    s.seats[seat].peeks.append(Peek(cell=c, land=s.land[c], field=s.field[c]))


def choice(s: PachamamaState, seat: int = 0) -> object:
    return GAME.heuristic_action(GAME.view(s, seat), GAME.legal_actions(s, seat), random.Random(1))


def test_divination_gain_is_the_field_plus_the_diversity_bonus() -> None:
    assert AI.divination_gain([0, 0, 0, 0, 0], 3) == 3 + 1
    assert AI.divination_gain([1, 1, 0, 0, 0], 3) == 3 + 3  # the rulebook's three stones on level 1
    assert AI.divination_gain([1, 1, 0, 0, 0], 2) == 2 + 1  # stone 2 alone on level 2
    assert AI.divination_gain([0, 0, 0, 5, 0], 4) == 4 + 1  # at the top each advance scores 1


def test_the_heuristic_parks_another_explorer_on_a_sure_square_before_divining() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    looked(s, 0, "C3")  # explorer 0 already stands on a sure square
    stand(s, 0, 1, "E3")
    looked(s, 0, "D3")  # a free sure square explorer 1 can step onto
    assert choice(s) == Pick(explorer=1)
    s, _ = GAME.apply(s, 0, Pick(explorer=1))
    assert choice(s) == Go(cell=sq("D3"))


def test_the_heuristic_divines_once_no_explorer_can_reach_a_sure_square() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    looked(s, 0, "C3")
    stand(s, 0, 1, "E3")
    assert choice(s) == Aim(explorer=0)


def test_the_heuristic_names_the_field_it_is_sure_of() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    looked(s, 0, "C3")
    s, _ = GAME.apply(s, 0, Aim(explorer=0))
    pick = choice(s)
    assert pick is not None and pick.kind == "divine" and pick.value == s.field[sq("C3")]


def test_a_final_guess_only_when_it_pays_on_average() -> None:
    # two values left, nothing on the tracks: name the 2 (right: 2 + 1, wrong: -1) -> +1 on average
    assert AI.best_guess([0, 0, 0, 0, 0], [1, 2]) == (2, 1.0)
    # five values left: a miss costs more than a hit brings
    value, points = AI.best_guess([0, 0, 0, 0, 0], [1, 2, 3, 4, 5])
    assert value == 5 and points < 0


def test_evaluate_counts_the_divination_waiting_under_a_parked_explorer() -> None:
    s = blank()
    stand(s, 0, 0, "E3")  # explorer 0 on a square whose field seat 0 does not know
    looked(s, 0, "C3")
    s.seats[0].score = s.seats[1].score = 10
    before = GAME.evaluate(s, 0)
    assert before == 0.5
    parked = s.model_copy(deep=True)
    parked.seats[0].explorers[0] = sq("C3")
    gain = AI.divination_gain([0] * 5, s.field[sq("C3")])
    assert GAME.evaluate(parked, 0) > 0.5
    # only what the evaluating seat knows counts: seat 1 never saw seat 0's look
    assert GAME.evaluate(parked, 1) == 0.5
    parked.seats[1].score += gain  # the same points in hand for seat 1: level again
    assert GAME.evaluate(parked, 0) == 0.5


def test_smoke_the_policy_beats_a_sloppier_copy_of_itself() -> None:
    # the easy level's mix: the policy with three moves in ten at random
    wins = 0
    for i in range(4):
        s = GAME.setup(2, 900 + i // 2)
        me = i % 2
        rng = random.Random(i)
        while not GAME.is_over(s):
            seat = s.current
            action = policy_action(GAME, s, seat, rng, 0.0 if seat == me else 0.3)
            s, _ = GAME.apply(s, seat, action)
        outcome = GAME.outcome(s)
        assert outcome is not None
        wins += me in outcome.winners
    assert wins >= 3


def test_the_search_names_only_values_still_possible() -> None:
    s = blank()
    s.cultivated = list(s.discovered)
    for label in ("C3", "C2", "B2", "B3", "B4", "C4", "D4", "D3", "D2"):
        s.discovered[sq(label)] = True
    region = [c for c in range(GRID.n) if s.land[c] == s.land[sq("C3")]]
    s.cultivated = [c in region and c != sq("C3") and c != sq("C2") for c in range(GRID.n)]
    s.discovered = [d or c in region for c, d in enumerate(s.discovered)]
    stand(s, 0, 0, "C3")
    s, _ = GAME.apply(s, 0, Aim(explorer=0))
    actions = GAME.legal_actions(s, 0)
    assert len(actions) == 6  # five values and Back
    open_values = AI.values_of(AI.deduce(GAME.view(s, 0))[sq("C3")])
    kept = GAME.search_candidates(GAME.view(s, 0), actions)
    assert 2 <= len(open_values) < 5
    assert kept == [Divine(value=v) for v in open_values]
    assert Divine(value=s.field[sq("C3")]) in kept


def test_the_search_skips_moves_onto_known_squares_with_nothing_sure() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    s.discovered[sq("C4")] = True  # known land, field unknown: a dead end
    looked(s, 0, "D3")  # sure: worth a move
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    actions = GAME.legal_actions(s, 0)
    kept = GAME.search_candidates(GAME.view(s, 0), actions)
    assert Go(cell=sq("C4")) in actions and Go(cell=sq("C4")) not in kept
    assert Go(cell=sq("D3")) in kept and Go(cell=sq("B3")) in kept and Leave() in kept
    assert choice(s) in kept  # the heuristic's own choice survives


def test_the_search_skips_trades_that_lose_a_kind_of_cube() -> None:
    s = blank()
    s.seats[0].cubes = [3, 1, 0, 0]  # three swamps, a desert
    actions = GAME.legal_actions(s, 0)
    kept = GAME.search_candidates(GAME.view(s, 0), actions)
    assert Trade(give=(0, 1), take=2) in actions and Trade(give=(0, 1), take=2) not in kept  # still two kinds
    assert [a for a in kept if a.kind == "trade"] == [Trade(give=(0, 0), take=2), Trade(give=(0, 0), take=3)]
    assert [a for a in kept if a.kind != "trade"] == [a for a in actions if a.kind != "trade"]


def test_a_sure_value_leaves_the_choice_to_the_search_as_before() -> None:
    # narrowed to one action, the decision would not be searched at all: every action is kept
    s = blank()
    stand(s, 0, 0, "C3")
    looked(s, 0, "C3")
    s, _ = GAME.apply(s, 0, Aim(explorer=0))
    actions = GAME.legal_actions(s, 0)
    assert GAME.search_candidates(GAME.view(s, 0), actions) == actions
