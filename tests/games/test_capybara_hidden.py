"""Capybara Cookie Club: hidden information (issue 15).

``perturb_hidden`` changes only what a seat cannot know; then nothing that seat sees may change:
its view, its hand and the table as text and picture, its legal actions, and the lines it is told
after the same action.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.i18n import english
from games.ai import choose_action
from games.capybara import GAME
from games.capybara.scenario import perturb_hidden
from games.capybara.state import State
from games.testing import random_playout


def sampled_states(n_players: int, seed: int, every: int = 5) -> list[State]:
    playout = random_playout(GAME, n_players, seed, random.Random(seed), keep_states=True)
    return [s for s in playout.states[::every] if not GAME.is_over(s)]


def seen(events: list[Any], seat: int) -> list[str]:
    return [english(e.text) for e in events if e.visible_to(seat)]


@pytest.mark.parametrize("n_players", [2, 5])
def test_perturb_hidden_keeps_what_the_seat_knows_and_changes_the_rest(n_players: int) -> None:
    rng = random.Random(n_players)
    changed = total = 0
    for state in sampled_states(n_players, 40 + n_players):
        for seat in range(n_players):
            other = perturb_hidden(state, seat, rng)
            GAME.check_invariants(other)
            assert GAME.view(other, seat) == GAME.view(state, seat)
            assert GAME.view(other, None) == GAME.view(state, None)
            assert GAME.hand_face(GAME.view(other, seat)) == GAME.hand_face(GAME.view(state, seat))
            assert GAME.legal_actions(other, seat) == GAME.legal_actions(state, seat)
            assert GAME.legal_actions(other, state.decider), "the seat deciding keeps a choice"
            assert sorted(map(len, other.hands)) == sorted(map(len, state.hands))
            total += 1
            changed += other != state
    assert changed >= 0.9 * total, f"only {changed} of {total} states changed"


@pytest.mark.parametrize("n_players", [2, 4])
def test_the_same_action_tells_a_seat_the_same_whatever_it_cannot_see(n_players: int) -> None:
    rng = random.Random(7)
    compared = 0
    for state in sampled_states(n_players, 60 + n_players, every=1):
        actor = state.decider
        for seat in range(n_players):
            other = perturb_hidden(state, seat, rng)
            for action in GAME.legal_actions(state, actor):
                if action not in GAME.legal_actions(other, actor):
                    continue  # another seat's card, not in its hand in the other world
                after, events = GAME.apply(state, actor, action)
                after_other, events_other = GAME.apply(other, actor, action)
                if GAME.view(after, seat) != GAME.view(after_other, seat):
                    continue  # e.g. the seat drew a different card
                assert seen(events, seat) == seen(events_other, seat), (seat, action)
                compared += 1
    assert compared > 100


@pytest.mark.parametrize("n_players", [2, 5])
def test_the_ai_chooses_the_same_whatever_it_cannot_see(n_players: int) -> None:
    rng = random.Random(3)
    decisions = 0
    for state in sampled_states(n_players, 80 + n_players, every=4)[:25]:
        seat = state.decider
        if len(GAME.legal_actions(state, seat)) < 2:
            continue
        other = perturb_hidden(state, seat, rng)
        mine = choose_action(GAME, state, seat, level="normal", seed=5, iterations=40)
        theirs = choose_action(GAME, other, seat, level="normal", seed=5, iterations=40)
        assert mine == theirs
        decisions += 1
    assert decisions >= 5
