"""``games.learning`` (issue 36): every kind of decision a game asks for has its lesson, and the kinds
met are read back from the log exactly as they came up."""

from __future__ import annotations

import random

import pytest

from bot.i18n import english
from games import GAMES
from games.learning import decision_kind, kinds_met, lesson_now, lessons
from games.testing import random_playout
from games.words import msg


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_kind_of_decision_met_in_play_has_a_lesson_that_reads_as_sentences(game_id: str) -> None:
    game = GAMES[game_id]
    seen: set[str] = set()
    for seed in range(3):
        for n in sorted({2, game.max_players}):
            playout = random_playout(game, n, seed, random.Random(seed), keep_states=True)
            for state in playout.states:
                for seat in game.waiting_for(state):
                    kind = decision_kind(game.view(state, seat))
                    assert kind is not None
                    seen.add(kind)
    table = lessons(game_id)
    assert seen <= set(table), f"kinds without a lesson: {sorted(seen - set(table))}"
    for key in table.values():
        text = english(msg(key))
        assert len(text) > 40 and text.endswith("."), text


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_lesson_comes_with_the_first_decision_of_its_kind_only(game_id: str) -> None:
    game = GAMES[game_id]
    playout = random_playout(game, 2, 3, random.Random(3), keep_states=True)
    state = game.setup(2, 3)
    log: list[tuple[int, object]] = []
    shown: list[str] = []
    rng = random.Random(3)
    for _ in range(120):
        if game.is_over(state):
            break
        met = kinds_met(game, 2, 3, None, log, 0)
        lesson = lesson_now(game, state, 0, met)
        if lesson is not None:
            shown.append(lesson[0])
        if 0 in game.waiting_for(state):
            kind = decision_kind(game.view(state, 0))
            assert (lesson is not None) == (kind not in met)
        seat = min(game.waiting_for(state))
        action = rng.choice(game.legal_actions(state, seat))
        log.append((seat, action))
        state, _ = game.apply(state, seat, action)
    assert shown and len(shown) == len(set(shown))
    assert playout.states  # the game runs
