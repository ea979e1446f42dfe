"""The engine suite's own checks catch what they are there for: an engine whose determinize, refused
actions or legal moves change the state they were given fails the deep checks (``games.testing``), which
look at the state once after each kind of call rather than after every call."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.i18n import english
from games.capybara.game import CapybaraGame
from games.contract import IllegalAction
from games.testing import check_step


class DeterminizeChangesItsInput(CapybaraGame):
    def determinize(self, state: Any, seat: int, rng: random.Random) -> Any:
        world = super().determinize(state, seat, rng)
        if seat == 1:  # the last seat of two: every other call of the loop is already done
            state.cookies[0] += 1
        return world


class RefusalChangesTheState(CapybaraGame):
    def apply(self, state: Any, seat: int, action: Any) -> Any:
        try:
            return super().apply(state, seat, action)
        except IllegalAction:
            state.discard.append(state.draw_pile[0])
            raise


class MoveChangesItsInput(CapybaraGame):
    calls = 0

    def apply(self, state: Any, seat: int, action: Any) -> Any:
        after = super().apply(state, seat, action)
        self.calls += 1
        if self.calls > 1:  # not the step that leads to the checked state
            state.round_no += 1
        return after


def checked(game: CapybaraGame) -> None:
    """A few steps of a two-player game with the deep checks at each."""
    state = game.setup(2, seed=3)
    rng = random.Random(3)
    pool: dict[str, Any] = {}
    for _ in range(6):
        step = check_step(game, state, rng, pool, deep=True, words=[english])
        assert step is not None
        state, _ = game.apply(state, *step)


@pytest.mark.parametrize(
    ("broken", "found"),
    [
        (DeterminizeChangesItsInput, "determinize must not mutate its input"),
        (RefusalChangesTheState, "a refused action must leave the state unchanged"),
        (MoveChangesItsInput, "apply must not mutate its input"),
    ],
)
def test_an_engine_that_changes_what_it_was_given_fails_the_deep_checks(broken: type[CapybaraGame], found: str) -> None:
    with pytest.raises(AssertionError, match=found):
        checked(broken())


def test_the_same_steps_of_the_real_engine_pass() -> None:
    checked(CapybaraGame())
