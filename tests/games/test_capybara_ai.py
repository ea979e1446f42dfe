"""Capybara Cookie Club AI hooks: the policy, the evaluation of a sampled world, a strength smoke."""

from __future__ import annotations

import random

from games.capybara import GAME
from games.capybara import heuristic as H
from games.capybara.scenario import build_state, cd
from games.capybara.state import Draw, Play, State
from games.ismcts import policy_action


def test_the_heuristic_plays_the_last_card_that_ends_the_round() -> None:
    s = build_state([["sloth 2"], ["anteater 1", "toucan 1", "tapir 5"]], piles=[["sloth 1"], ["tapir 3"]])
    actions = GAME.legal_actions(s, 0)
    assert Draw() in actions
    assert GAME.heuristic_action(GAME.view(s, 0), actions, random.Random(1)) == Play(card=cd("sloth 2"), pile=0)


def test_the_heuristic_sheds_a_capybara_first_with_a_tapir() -> None:
    s = build_state([["sloth 2", "capybara", "toucan 1"], ["anteater 1", "toucan 2"]], phase="pass_card")
    pick = GAME.heuristic_action(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(1))
    assert pick is not None and pick.card == cd("capybara")


def _about_to_go_out(cookies: list[int]) -> State:
    # seat 0 holds one card that fits; seat 1 holds a heavy hand (its bill: 7 + 5 + 5 + 4 + 5 = 26)
    return build_state(
        [["sloth 2"], ["capybara", "anteater 5", "toucan 5", "tapir 4", "turtle 5"]],
        piles=[["sloth 1"], ["tapir 3"]],
        cookies=cookies,
    )


def test_projected_cookies_expect_the_short_hand_to_end_the_round() -> None:
    s = _about_to_go_out([25, 25])
    mine, theirs = H.projected_cookies(s)
    # one card against five: seat 0 ends the round 77 % of the time (gains ~3.4), seat 1 pays 26
    assert mine > 25 - 2 and theirs < 25 - 15
    assert GAME.evaluate(s, 0) > 0.75 and GAME.evaluate(s, 1) < 0.25
    assert GAME.evaluate(s, 0) + GAME.evaluate(s, 1) == 1.0


def test_evaluate_is_a_wide_estimate_early_and_sharpens_near_the_end() -> None:
    # the same projected lead means more when the game is about to end (someone near 0)
    early = build_state([["sloth 2", "toucan 1"], ["sloth 3", "toucan 2"]], cookies=[30, 25])
    late = build_state([["sloth 2", "toucan 1"], ["sloth 3", "toucan 2"]], cookies=[10, 5])
    assert 0.5 < GAME.evaluate(early, 0) < GAME.evaluate(late, 0) < 1.0
    assert GAME.evaluate(early, 0) < 0.7  # a 5-cookie lead with rounds to go is far from a win


def test_evaluate_counts_all_capybaras_as_one_seven() -> None:
    three = build_state([["capybara", "capybara", "capybara"], ["sloth 3", "toucan 2", "tapir 1"]])
    mixed = build_state([["capybara", "toucan 1", "tapir 1"], ["sloth 3", "toucan 2", "tapir 1"]])
    # equal hand sizes (a fair chance each to end the round): a bill of 7 against 7 + 1 + 1
    assert H.projected_cookies(mixed)[0] < H.projected_cookies(three)[0] == 25 + 0.5 * 3.4 - 0.5 * 7


def test_smoke_the_policy_beats_random_players() -> None:
    wins = 0
    for i in range(6):
        n = 2 if i < 4 else 4
        s = GAME.setup(n, 500 + i)
        rng = random.Random(i)
        me = i % n
        while not GAME.is_over(s):
            seat = s.decider
            actions = GAME.legal_actions(s, seat)
            action = policy_action(GAME, s, seat, rng, 0.0) if seat == me else rng.choice(actions)
            s, _ = GAME.apply(s, seat, action)
        outcome = GAME.outcome(s)
        assert outcome is not None
        wins += me in outcome.winners
    assert wins >= 5
