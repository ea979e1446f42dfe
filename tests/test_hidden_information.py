"""Nothing hidden slips out: an independent check, for every game and every seat.

Each game writes ``games.<id>.scenario.perturb_hidden(state, seat, rng)``: the same
table with everything ``seat`` cannot know drawn again (other hands, secret choices,
unseen deck order, private looks, the seed of future draws), written from the rules
and never through ``determinize``. A player in ``seat`` must not be able to tell the two
states apart: not from their view, their hand text or picture, the public table, the
public lines, their legal moves, nor through the AI that plays for them.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from typing import Any

import pytest

from bot.i18n import english
from games import GAMES
from games.ai import decide
from games.contract import Game
from games.testing import random_playout

SAMPLED_STATES = 8
AI_STATES = 4
PICTURE_STATES = 2
AI_ITERATIONS = 40

Perturb = Callable[[Any, int, random.Random], Any]


def perturber(game_id: str) -> Perturb:
    module = importlib.import_module(f"games.{game_id}.scenario")
    perturb = getattr(module, "perturb_hidden", None)
    assert perturb is not None, f"games.{game_id}.scenario must provide perturb_hidden(state, seat, rng)"
    return perturb


def sensible_playout(game: Game[Any, Any, Any], n: int, seed: int) -> list[Any]:
    """A game of mostly heuristic moves: random moves rarely make the secrets worth hiding
    (Pachamama's private looks, a bid that matters), sensible players do."""
    rng = random.Random(seed)
    state = game.setup(n, seed)
    states = []
    while game.to_act(state) and len(states) < 5000:
        states.append(state)
        seat = rng.choice(sorted(game.to_act(state)))
        actions = game.legal_actions(state, seat)
        pick = game.heuristic_action(game.view(state, seat), actions, rng) if rng.random() < 0.8 else None
        state, _ = game.apply(state, seat, pick if pick is not None else rng.choice(actions))
    return states


def sampled_states(game: Game[Any, Any, Any], n: int) -> list[Any]:
    """Unfinished states spread over a random game and a sensible one."""
    states: list[Any] = []
    for seed in (21, 22):
        if seed == 21:
            running = sensible_playout(game, n, seed)
        else:
            playout = random_playout(game, n, seed=seed, rng=random.Random(seed), keep_states=True)
            running = [s for s in playout.states if game.to_act(s)]
        step = max(1, len(running) // (SAMPLED_STATES // 2))
        states += running[::step][: SAMPLED_STATES // 2]
    return states


def dumped_view(game: Game[Any, Any, Any], state: Any, seat: int | None) -> str:
    return game.view(state, seat).model_dump_json()


def dumped_actions(game: Game[Any, Any, Any], state: Any, seat: int) -> list[str]:
    return [game.dump_action(a) for a in game.legal_actions(state, seat)] if seat in game.to_act(state) else []


def without_rng(game: Game[Any, Any, Any], state: Any) -> str:
    return game.dump_state(state.model_copy(update={"rng": None}) if hasattr(state, "rng") else state)


def search_record(game: Game[Any, Any, Any], state: Any, seat: int, seed: int) -> list[Any]:
    """The AI's choice and its whole search (visits and values of every root move).

    The search is seeded and counts iterations (no clock), so the same view must give the same
    record exactly: a sampled world that leaks anything shifts a visit count or a value even
    where the chosen move survives.
    """
    decision = decide(game, state, seat, level="normal", seed=seed, iterations=AI_ITERATIONS)
    stats = [] if decision.search is None else [repr(s) for s in decision.search.stats]
    return [game.dump_action(decision.action), *stats]


def seen_lines(events: list[Any], seat: int) -> list[str]:
    return [e.text for e in events if e.visible_to(seat)]


def check_same_lines(game: Game[Any, Any, Any], true: Any, other: Any, seat: int, rng: random.Random) -> None:
    """Moves legal in both states announce the same lines to ``seat`` unless they reveal something.

    A move that shows ``seat`` something new (a reveal, a card drawn) changes its view,
    and then different lines are expected; otherwise the lines must be the same.
    """
    for mover in sorted(game.to_act(true) & game.to_act(other)):
        both = sorted(set(dumped_actions(game, true, mover)) & set(dumped_actions(game, other, mover)))
        for text in rng.sample(both, min(3, len(both))):
            action = game.load_action(text)
            after_true, lines_true = game.apply(true, mover, action)
            after_other, lines_other = game.apply(other, mover, action)
            if dumped_view(game, after_true, seat) != dumped_view(game, after_other, seat):
                continue
            assert seen_lines(lines_true, seat) == seen_lines(lines_other, seat), (
                f"seat {mover}'s move {text} reads differently to seat {seat} depending on hidden information"
            )


@pytest.mark.parametrize(
    ("game_id", "n"),
    [
        pytest.param(game_id, n, id=f"{game_id}-{n}p")
        for game_id, game in GAMES.items()
        for n in sorted({game.min_players, game.max_players})
    ],
)
def test_hidden_information_cannot_be_told_apart(game_id: str, n: int) -> None:
    game = GAMES[game_id]
    perturb = perturber(game_id)
    names = [f"Player {i + 1}" for i in range(n)]
    rng = random.Random(f"{game_id}:{n}")
    changed = ai_checks = 0
    states = sampled_states(game, n)
    for index, true in enumerate(states):
        for seat in range(n):
            other = perturb(true, seat, random.Random(rng.random()))
            game.check_invariants(other)
            moved = without_rng(game, other) != without_rng(game, true)
            changed += moved
            where = f"{game_id} {n}p, state {index}, seat {seat}"
            assert dumped_view(game, other, seat) == dumped_view(game, true, seat), f"{where}: view"
            assert dumped_view(game, other, None) == dumped_view(game, true, None), f"{where}: public view"
            view = game.view(true, seat)
            assert game.hand_face(game.view(other, seat)) == game.hand_face(view), f"{where}: hand text"
            assert game.table_face(game.view(other, None)) == game.table_face(game.view(true, None)), f"{where}"
            assert dumped_actions(game, other, seat) == dumped_actions(game, true, seat), f"{where}: legal moves"
            check_same_lines(game, true, other, seat, rng)
            if index < PICTURE_STATES:
                actions = game.legal_actions(true, seat) if seat in game.to_act(true) else []
                other_actions = game.legal_actions(other, seat) if seat in game.to_act(other) else []
                assert game.render_hand(game.view(other, seat), names, other_actions, english) == game.render_hand(
                    view, names, actions, english
                ), f"{where}: hand picture"
                assert game.render_table(game.view(other, None), names, english) == game.render_table(
                    game.view(true, None), names, english
                ), f"{where}: table picture"
            if seat in game.to_act(true) and (moved or index < 2) and ai_checks < AI_STATES * n:
                ai_checks += 1
                seed = rng.randrange(1 << 30)
                searches = [search_record(game, s, seat, seed) for s in (true, other)]
                assert searches[0] == searches[1], f"{where}: the AI's search depends on hidden information"
    # The check means something only if the perturbation really moves hidden things.
    assert changed >= len(states) * n // 3, f"perturb_hidden changed only {changed} of {len(states) * n} states"
