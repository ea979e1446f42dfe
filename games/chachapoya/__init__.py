"""Chachapoya: bid with adventurers for treasures, without going bust (2–4 players)."""

from __future__ import annotations

from games.chachapoya.game import Chachapoya

GAME = Chachapoya()

__all__ = ["GAME", "Chachapoya"]
