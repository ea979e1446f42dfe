"""Pachamama: explore a hidden land and divine its fields (registry id ``pachamama``)."""

from __future__ import annotations

from games.pachamama.rules import PachamamaGame

GAME = PachamamaGame()

__all__ = ["GAME", "PachamamaGame"]
