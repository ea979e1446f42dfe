"""Pure rules engines and the registry of games.

``GAMES`` maps a registry id (the slug used in commands) to its engine.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from games.contract import Event, Game, IllegalAction, Outcome, seat_ref

GAMES: dict[str, Game[Any, Any, Any]] = {}


def register(game: Game[Any, Any, Any]) -> None:
    if game.id in GAMES:
        raise ValueError(f"game id {game.id!r} registered twice")
    GAMES[game.id] = game


#: registry ids, in the order /game new offers them; a package not written yet is skipped
GAME_PACKAGES = ("capybara", "chachapoya", "pachamama", "inka", "anasazi")


def _load_registry() -> None:
    # Each game package exposes GAME; a package that exists but fails to import raises.
    for name in GAME_PACKAGES:
        if importlib.util.find_spec(f"games.{name}") is None:
            continue
        register(importlib.import_module(f"games.{name}").GAME)


_load_registry()

__all__ = ["GAMES", "Event", "Game", "IllegalAction", "Outcome", "register", "seat_ref"]
