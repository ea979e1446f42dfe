"""Inka's perturb_hidden: it changes only what nobody at the table can know."""

from __future__ import annotations

import random

from games.ai import choose_action
from games.inka import scenario as S
from games.inka.scenario import GAME
from games.inka.state import InkaState
from games.testing import random_playout


def sampled(n_players: int, seed: int) -> list[InkaState]:
    playout = random_playout(GAME, n_players, seed=seed, rng=random.Random(seed), keep_states=True)
    return playout.states[:: max(1, len(playout.states) // 8)]


def test_perturb_hidden_keeps_every_view_and_changes_the_secrets() -> None:
    changed = total = 0
    for n in (2, 6):
        for s in sampled(n, seed=30 + n):
            for seat in range(n):
                p = S.perturb_hidden(s, seat, random.Random(total))
                total += 1
                GAME.check_invariants(p)
                assert GAME.view(p, seat) == GAME.view(s, seat)
                assert GAME.view(p, None) == GAME.view(s, None)
                assert GAME.legal_actions(p, seat) == GAME.legal_actions(s, seat)
                assert sorted(p.event_stack) == sorted(s.event_stack)
                assert sorted(p.risk_stack) == sorted(s.risk_stack)
                assert sorted(p.temples) == sorted(s.temples)
                for k, opened in enumerate(s.opened):
                    if opened:
                        assert p.temples[k] == s.temples[k], "an opened temple keeps what it showed"
                changed += p.model_dump() != s.model_dump()
    assert changed == total


def test_perturb_hidden_reorders_stacks_and_closed_temples() -> None:
    s = GAME.setup(3, 8)
    worlds = [S.perturb_hidden(s, 1, random.Random(k)) for k in range(20)]
    assert len({tuple(w.event_stack) for w in worlds}) > 10
    assert len({tuple(w.risk_stack) for w in worlds}) > 10
    assert len({tuple(w.temples) for w in worlds}) > 5
    assert all(w.rng.seed != s.rng.seed for w in worlds)


def test_perturb_hidden_leaves_the_ai_choice_alone() -> None:
    s = sampled(2, seed=5)[2]
    seat = min(GAME.to_act(s))
    p = S.perturb_hidden(s, seat, random.Random(1))
    a = choose_action(GAME, s, seat, level="normal", seed=4, iterations=30)
    b = choose_action(GAME, p, seat, level="normal", seed=4, iterations=30)
    assert a == b
