"""Anasazi's perturb_hidden: it changes only what the observing seat cannot know."""

from __future__ import annotations

import random

from games.ai import choose_action
from games.anasazi import GAME
from games.anasazi import scenario as S
from games.testing import random_playout


def sampled(n_players: int, seed: int) -> list[S.AnasaziState]:
    playout = random_playout(GAME, n_players, seed=seed, rng=random.Random(seed), keep_states=True)
    return playout.states[:: max(1, len(playout.states) // 8)]


def test_perturb_hidden_keeps_the_seats_view_and_changes_the_secrets() -> None:
    changed = total = 0
    for n in (2, 4):
        for s in sampled(n, seed=20 + n):
            for seat in range(n):
                p = S.perturb_hidden(s, seat, random.Random(total))
                total += 1
                GAME.check_invariants(p)
                assert GAME.view(p, seat) == GAME.view(s, seat)
                assert GAME.view(p, None) == GAME.view(s, None)
                assert GAME.hand_face(GAME.view(p, seat)) == GAME.hand_face(GAME.view(s, seat))
                assert GAME.legal_actions(p, seat) == GAME.legal_actions(s, seat)
                assert p.objectives[seat] == s.objectives[seat]
                for t in s.seats[seat].looks:
                    assert p.tower_colour[t] == s.tower_colour[t], "a tower the seat looked at keeps its colour"
                changed += p.model_dump() != s.model_dump()
    assert changed == total


def test_perturb_hidden_redraws_other_objectives_and_unseen_towers() -> None:
    s = S.playing(4, seed=3)
    s.seats[0].looks = [0, 1, 2]
    worlds = [S.perturb_hidden(s, 0, random.Random(k)) for k in range(30)]
    assert len({tuple(w.objectives[1:]) for w in worlds}) > 3
    assert len({tuple(w.tower_colour[3:]) for w in worlds}) > 10
    assert all(w.tower_colour[:3] == s.tower_colour[:3] for w in worlds)
    assert all(sorted(w.tower_colour) == sorted(s.tower_colour) for w in worlds)
    assert all(w.rng.seed != s.rng.seed for w in worlds)


def test_perturb_hidden_leaves_the_ai_choice_alone() -> None:
    s = sampled(2, seed=5)[3]
    seat = min(GAME.to_act(s))
    p = S.perturb_hidden(s, seat, random.Random(1))
    a = choose_action(GAME, s, seat, level="normal", seed=4, iterations=30)
    b = choose_action(GAME, p, seat, level="normal", seed=4, iterations=30)
    assert a == b
