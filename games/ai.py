"""AI players over the engine contract.

An AI seat may read only what its player could: its ``view``, its
``legal_actions`` and worlds sampled by ``determinize``. ``choose_action`` is
the one entry point the bot calls (from a worker thread).
"""

from __future__ import annotations

import random
from typing import Any, Literal

from games.contract import Game

Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "normal", "hard")


def choose_action(
    game: Game[Any, Any, Any],
    state: Any,
    seat: int,
    *,
    level: Level = "normal",
    seed: int = 0,
) -> Any:
    """Pick a legal action for ``seat``.

    ``state`` is the true state, but only three things are read from it: the
    seat's view, its legal actions, and determinized worlds.
    """
    rng = random.Random(seed)
    actions = game.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has no decision to make")
    if len(actions) == 1:
        return actions[0]
    if level != "easy" or rng.random() < 0.7:
        pick = game.heuristic_action(game.view(state, seat), actions, rng)
        if pick is not None:
            return pick
    return rng.choice(actions)
