"""AI players over the engine contract: the one entry point the bot calls.

An AI seat may read only what its player could: its ``view``, its
``legal_actions`` and worlds sampled by ``determinize`` (see ``games.ismcts``).
``choose_action`` runs in a worker thread (``asyncio.to_thread``); it is pure
apart from reading the clock to keep to its time budget.

Levels, chosen per AI seat:

* ``easy`` — no search: the game's heuristic, with a random move now and then.
* ``normal`` — information-set MCTS, about half a second per decision at most.
* ``hard`` — the same search with more iterations, longer playouts and up to 2 s.

A game may adjust a level's search (``Game.level_search``: level → ``SearchConfig``
fields, ``iterations`` a ceiling on any budget): where the search finds its best move
early (Capybara: within 400 iterations, a quarter of a second), normal is capped lower
so that hard is a stronger opponent, not the same one.

Replaying a decision: the same state, seed and level give the same action as
long as the search ends on its iteration count, not its clock. Pass
``iterations=`` (and no ``time_budget``) for a decision that never depends on timing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Literal

from games.contract import Game
from games.ismcts import SearchConfig, SearchResult, search

Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "normal", "hard")

#: probability that an easy AI plays a uniformly random legal move instead of the heuristic
EASY_RANDOM_MOVES = 0.3

#: the search behind each level (easy does not search)
LEVEL_SEARCH: dict[Level, SearchConfig] = {
    "normal": SearchConfig(iterations=400, time_budget=0.5, rollout_depth=12, epsilon=0.15),
    "hard": SearchConfig(iterations=2500, time_budget=2.0, rollout_depth=16, epsilon=0.15, confidence=1.0),
}


@dataclass
class Decision:
    """An AI's choice and how it was reached (the arena prints these figures)."""

    action: Any
    level: Level
    iterations: int  # search iterations run (0: no search)
    elapsed: float  # seconds spent searching
    search: SearchResult | None = None


def config_for(
    level: Level,
    *,
    time_budget: float | None = None,
    iterations: int | None = None,
    game: Game[Any, Any, Any] | None = None,
) -> SearchConfig:
    """The search of ``level``, with the caller's budget if given.

    Only ``iterations``: no clock (replayable). Only ``time_budget``: no iteration cap.
    Both: whichever runs out first. Neither: the level's defaults. Then ``game``'s settings for
    the level apply (``Game.level_search``); its ``iterations``, if any, is a ceiling.
    """
    base = LEVEL_SEARCH["hard" if level == "hard" else "normal"]
    if iterations is not None and time_budget is None:
        config = replace(base, iterations=iterations, time_budget=None)
    elif time_budget is not None and iterations is None:
        config = replace(base, iterations=None, time_budget=time_budget)
    elif iterations is not None and time_budget is not None:
        config = replace(base, iterations=iterations, time_budget=time_budget)
    else:
        config = base
    settings = dict(game.level_search.get(level, {})) if game is not None else {}
    ceiling = settings.pop("iterations", None)
    if ceiling is not None and (config.iterations is None or config.iterations > ceiling):
        config = replace(config, iterations=ceiling)
    return replace(config, **settings) if settings else config


def decide(
    game: Game[Any, Any, Any],
    state: Any,
    seat: int,
    *,
    level: Level = "normal",
    seed: int = 0,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> Decision:
    """Like ``choose_action``, with the search's figures."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}")
    rng = random.Random(seed)
    actions = game.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has no decision to make")
    if len(actions) == 1:
        return Decision(action=actions[0], level=level, iterations=0, elapsed=0.0)
    if level == "easy":
        return Decision(action=_easy(game, state, seat, actions, rng), level=level, iterations=0, elapsed=0.0)
    config = config_for(level, time_budget=time_budget, iterations=iterations, game=game)
    result = search(game, state, seat, rng, config)
    return Decision(
        action=result.action, level=level, iterations=result.iterations, elapsed=result.elapsed, search=result
    )


def choose_action(
    game: Game[Any, Any, Any],
    state: Any,
    seat: int,
    *,
    level: Level = "normal",
    seed: int = 0,
    time_budget: float | None = None,
    iterations: int | None = None,
) -> Any:
    """Pick a legal action for ``seat`` (which must be awaited in ``state``).

    ``state`` is the true state, but only the seat's view, its legal actions and
    determinized worlds are read from it. ``time_budget`` (seconds) and
    ``iterations`` override the level's search budget (see ``config_for``).
    """
    return decide(game, state, seat, level=level, seed=seed, time_budget=time_budget, iterations=iterations).action


def _easy(game: Game[Any, Any, Any], state: Any, seat: int, actions: list[Any], rng: random.Random) -> Any:
    if rng.random() >= EASY_RANDOM_MOVES:
        pick = game.heuristic_action(game.view(state, seat), actions, rng)
        if pick is not None:
            return pick
    return rng.choice(actions)
