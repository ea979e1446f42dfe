"""The annotated setup picture of ``/game rules`` (issue 36), shared by every game.

A game's ``rules_picture`` module names a seed and its callouts: points on the table picture of a
two-player game at that seed, just after ``setup``, each with the message id of the component there,
worded as the rules text words it. The picture is the game's own table picture with a numbered
badge on each point and a legend below (``games.drawing.annotate``). Pure: the same words give the
same bytes, so the bot may cache it per game and language.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from games.drawing import annotate
from games.words import Text, Words, msg

PLAYERS = 2


@dataclass(frozen=True)
class Callout:
    """A labelled point on the setup picture (pixels of the game's table picture)."""

    x: int
    y: int
    label: Text


def render(game: Any, seed: int, callouts: list[Callout], words: Words) -> bytes | None:
    """The table picture of a fresh two-player game at ``seed``, its ``callouts`` numbered and listed.

    ``game`` is a ``games.contract.Game`` (not imported: ``Game.render_rules`` calls this module)."""
    state = game.setup(PLAYERS, seed)
    names = [words(msg("rules-picture-seat", n=seat + 1)) for seat in range(PLAYERS)]
    base = game.render_table(game.view(state, None), names, words)
    if base is None:
        return None
    return annotate(base, [(c.x, c.y, words(c.label)) for c in callouts])


def module_of(game_id: str) -> ModuleType | None:
    """``games.<id>.rules_picture``, or None for a game without one."""
    name = f"games.{game_id}.rules_picture"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise  # the module is there but imports something that is not: not "no picture"
        return None
