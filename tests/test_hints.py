"""Hints (issue 36): the AI's move for a seat and why, fair, concrete and strong enough to learn from."""

from __future__ import annotations

import importlib
import random
import re
from typing import Any

import pytest

from bench.hints import hint_game
from bot.i18n import english
from games import GAMES
from games.contract import Game, fill_seat_refs
from games.hints import hint
from games.testing import random_playout

GAME_IDS = sorted(GAMES)
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]
#: the search is cut short in the tests (the bot's hints search ``games.hints.HINT_ITERATIONS``):
#: fairness and the wording do not depend on how long it searches
FAIR_ITERATIONS = 20
CHEAP_ITERATIONS = 3
READ_ITERATIONS = 30


def decision_points(game: Game[Any, Any, Any], n: int, seed: int, count: int) -> list[tuple[Any, int]]:
    """``count`` (state, awaited seat) pairs with a real choice, spread over random games."""
    points: list[tuple[Any, int]] = []
    while len(points) < count:
        playout = random_playout(game, n, seed, random.Random(seed), keep_states=True)
        seed += 1
        for state in playout.states[1::3]:
            for seat in sorted(game.waiting_for(state)):
                if len(game.legal_actions(state, seat)) > 1:
                    points.append((state, seat))
                    break
    return points[:count]


def shown(game: Game[Any, Any, Any], text: Any, n: int) -> str:
    return fill_seat_refs(english(text), NAMES[:n])


def button_of(game: Game[Any, Any, Any], state: Any, seat: int, key: str) -> str:
    """The label on the hand's control for the action ``key`` (read here from the controls)."""
    actions = game.legal_actions(state, seat)
    index = [game.dump_action(a) for a in actions].index(key)
    for group in game.controls(game.view(state, seat), actions):
        for choice in group.choices:
            if choice.action == index:
                return fill_seat_refs(english(choice.label), NAMES)
    raise AssertionError(f"no control plays {key}")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_hint_ignores_what_the_player_cannot_see(game_id: str) -> None:
    """Redeal everything the seat cannot know (the game's own perturb_hidden, written without
    determinize): the hinted move and its reason stay the same."""
    game = GAMES[game_id]
    perturb = importlib.import_module(f"games.{game_id}.scenario").perturb_hidden
    differing = 0
    for k, (state, seat) in enumerate(decision_points(game, 2, 360, 4)):
        other = perturb(state, seat, random.Random(k))
        assert game.view(other, seat) == game.view(state, seat)
        differing += game.dump_state(other) != game.dump_state(state)
        hints = [hint(game, s, seat, random.Random(k), iterations=FAIR_ITERATIONS) for s in (state, other)]
        assert game.dump_action(hints[0].action) == game.dump_action(hints[1].action)
        assert shown(game, hints[0].reason, 2) == shown(game, hints[1].reason, 2)
    assert differing >= 2, "the perturbed states must really differ in what the seat cannot see"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_reason_names_the_move_and_numbers_of_the_position(game_id: str) -> None:
    """200 hints a game: the reason names the hinted move as its button does (a card, a place, a bid)
    and at least one number of the position; the move is legal."""
    game = GAMES[game_id]
    points = decision_points(game, 2, 100, 150) + decision_points(game, game.max_players, 200, 50)
    assert len(points) == 200
    for i, (state, seat) in enumerate(points):
        h = hint(game, state, seat, random.Random(i), iterations=CHEAP_ITERATIONS)
        key = game.dump_action(h.action)
        assert key in [game.dump_action(a) for a in game.legal_actions(state, seat)]
        reason = shown(game, h.reason, game.max_players)
        assert button_of(game, state, seat, key) in reason, reason
        assert re.search(r"\d", reason), reason
        assert "<seat:" not in reason and "{" not in reason, reason


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ten_reasons_per_game_for_a_reader_to_judge(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Printed even without -s. A shorter search than the bot's (bench.hints prints the real ones)."""
    game = GAMES[game_id]
    lines = []
    for i, (state, seat) in enumerate(decision_points(game, 2, 36, 10)):
        h = hint(game, state, seat, random.Random(i), iterations=READ_ITERATIONS)
        lines.append(f"{game_id} · {NAMES[seat]}: {shown(game, h.reason, 2)}")
    with capsys.disabled():
        print("\n" + "\n".join(lines))
    assert len(lines) == 10 and all(len(line) > 40 for line in lines)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seat_that_plays_the_hint_beats_a_random_player(game_id: str) -> None:
    """A small sample with a short search (the full figure, at the bot's hint budget: python -m bench.hints)."""
    game = GAMES[game_id]
    assert [hint_game(game, 500 + g, g % 2, iterations=10) for g in range(2)] == [True, True]
