"""Hints: the move the AI would choose for a seat, and why, from what that seat can see.

``hint(game, state, seat, rng)`` runs the normal AI's search (``games.ai.decide``) with a fixed
number of iterations (and, unless ``iterations`` is given, at most ``HINT_TIME_BUDGET`` seconds), and
explains the choice with a message (never a sentence) naming the concrete things of the position:

* the move, by the label its button carries (the card, the place, the bid);
* what the move does in this position, in plain words (``games.<id>.hints.explain``): what it
  scores, costs or denies and to whom, naming the cards, places, numbers and players involved;
* how it fared in the games the search played out from the seat's view, in one short sentence;
* for a game (or a move) without an explanation, one line about the position from the seat's view
  (``games.<id>.hints.context``): pile tops, points, coins, dice, whatever that game's player weighs.

Fairness: the search reads the true state only through ``view``, ``legal_actions`` and
``determinize`` (which depends only on the view and the rng), and the reason only through the
view; ``tests/test_hints.py`` checks that changing what the seat cannot see changes nothing.
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.ai import decide
from games.contract import Game
from games.words import Text, cat, msg

#: search iterations per hint: what the normal AI reaches in about half a second (docs/ai.md)
HINT_ITERATIONS: dict[str, int] = {"capybara": 100, "chachapoya": 50, "anasazi": 300, "pachamama": 100, "inka": 100}
DEFAULT_ITERATIONS = 100
#: the search's seed when the caller gives no rng: a hint asked twice is the same hint
HINT_SEED = 36
#: seconds: a hint without an explicit iteration count also stops here (the bot answers within 2 s on a
#: busy machine); with ``iterations=`` given, the search never reads the clock and replays exactly
HINT_TIME_BUDGET = 1.4


@dataclass(frozen=True)
class Hint:
    """The suggested action, its index in ``legal_actions``, the move's label and the reason."""

    action: Any
    index: int
    move: Text
    reason: Text
    elapsed: float  # seconds spent deciding
    chance: int | None = None  # the chosen move's rating in the search, in percent (None: no search)


def _hints_module(game_id: str) -> Any:
    try:
        return importlib.import_module(f"games.{game_id}.hints")
    except ModuleNotFoundError as missing:
        if missing.name != f"games.{game_id}.hints":
            raise  # a broken import inside the module is a bug, not "no hints module"
        return None


def _context(game_id: str) -> Callable[[Any, int, Any], Text | None]:
    module = _hints_module(game_id)
    return getattr(module, "context", None) or (lambda view, seat, action: None)


def _explain(game_id: str) -> Callable[[Any, int, Any, list[Any]], Text | None]:
    """``explain(view, seat, action, actions)``: the plain why of ``action`` from ``view`` alone, or None.

    It is what follows "<the move's button>: " in the hint, one or two short sentences, e.g. "the
    idol is worth 7 to you and Bo has only 2 coins left, so 3 wins it." It must name concrete things of
    the position (cards, places, numbers, players by ``seat_ref``) and read nothing but ``view``.
    """
    module = _hints_module(game_id)
    return getattr(module, "explain", None) or (lambda view, seat, action, actions: None)


def move_label(game: Game[Any, Any, Any], view: Any, actions: list[Any], index: int) -> Text:
    """What the hand's control for ``actions[index]`` says (its label, and its detail if any)."""
    for group in game.controls(view, actions):
        for choice in group.choices:
            if choice.action == index:
                if choice.description:
                    return msg("hint-move-detail", move=choice.label, detail=choice.description)
                return choice.label
    return msg("hint-move-number", number=index + 1)


def _percent(mean: float) -> int:
    return max(0, min(100, round(mean * 100)))


def hint(
    game: Game[Any, Any, Any],
    state: Any,
    seat: int,
    rng: random.Random | None = None,
    *,
    iterations: int | None = None,
) -> Hint:
    """The hint for ``seat`` (which must be awaited in ``state``), built only from what it can see."""
    started = time.perf_counter()
    actions = game.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has no decision to make")
    view = game.view(state, seat)
    seed = rng.getrandbits(32) if rng is not None else HINT_SEED
    budget = iterations if iterations is not None else HINT_ITERATIONS.get(game.id, DEFAULT_ITERATIONS)
    clock = None if iterations is not None else HINT_TIME_BUDGET
    decision = decide(game, state, seat, level="normal", seed=seed, iterations=budget, time_budget=clock)
    keys = [game.dump_action(a) for a in actions]
    chosen_key = game.dump_action(decision.action)
    index = keys.index(chosen_key)
    move = move_label(game, view, actions, index)
    explained = _explain(game.id)(view, seat, decision.action, actions)
    context = None if explained is not None else _context(game.id)(view, seat, decision.action)
    chance: int | None = None
    if decision.search is None:
        why: Text = msg("hint-why-only", move=move, moves=len(actions))
    elif explained is not None:
        why = _odds(decision, chosen_key, keys, game, view, actions)
        chance = _chance(decision, chosen_key)
    else:
        stats = {s.key: s for s in decision.search.stats}
        mine = stats.get(chosen_key)
        others = [s for s in decision.search.stats if s.key != chosen_key and s.visits > 0 and s.key in keys]
        runner = max(others, key=lambda s: (s.mean, s.visits), default=None)
        chance = _percent(mine.mean) if mine is not None and mine.visits else None
        if mine is None or not mine.visits or runner is None:
            why = msg("hint-why-searched", move=move, games=decision.iterations, moves=len(actions))
        else:
            alt = move_label(game, view, actions, keys.index(runner.key))
            args: dict[str, Any] = {
                "move": move,
                "chance": _percent(mine.mean),
                "games": decision.iterations,
                "tried": mine.visits,
                "alt": alt,
                "alt_chance": _percent(runner.mean),
            }
            close = _percent(runner.mean) >= _percent(mine.mean)
            why = msg("hint-why-close" if close else "hint-why", **args)
    if explained is not None:
        reason = cat(msg("hint-explained", move=move, why=explained), why, sep=" ")
    else:
        reason = cat(why, context, sep=" ")
    return Hint(
        action=decision.action,
        index=index,
        move=move,
        reason=reason,
        elapsed=time.perf_counter() - started,
        chance=chance,
    )


def _chance(decision: Any, chosen_key: str) -> int | None:
    mine = next((s for s in decision.search.stats if s.key == chosen_key), None)
    return _percent(mine.mean) if mine is not None and mine.visits else None


def _odds(
    decision: Any, chosen_key: str, keys: list[str], game: Game[Any, Any, Any], view: Any, actions: list[Any]
) -> Text:
    """After a plain explanation, one short sentence on how the move fared in the search."""
    chance = _chance(decision, chosen_key)
    others = [s for s in decision.search.stats if s.key != chosen_key and s.visits > 0 and s.key in keys]
    runner = max(others, key=lambda s: (s.mean, s.visits), default=None)
    if chance is None or runner is None:
        return msg("hint-odds-searched", games=decision.iterations)
    alt = move_label(game, view, actions, keys.index(runner.key))
    alt_chance = _percent(runner.mean)
    mine = next(s for s in decision.search.stats if s.key == chosen_key)
    # the search picks the move it tried most, not the best mean: a runner-up ahead on fewer tries is
    # said as such (its figure rests on fewer games), an equal one as a tie
    odds = "hint-odds" if alt_chance < chance else "hint-odds-close" if alt_chance == chance else "hint-odds-fewer"
    return msg(
        odds,
        chance=chance,
        games=decision.iterations,
        tried=mine.visits,
        alt=alt,
        alt_chance=alt_chance,
        alt_tried=runner.visits,
    )
