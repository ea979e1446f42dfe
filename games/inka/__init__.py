"""Der Schatz der Inka: find the temple treasure and carry it to the camp (registry id ``inka``)."""

from __future__ import annotations

from games.inka.rules import InkaGame

GAME = InkaGame()

__all__ = ["GAME", "InkaGame"]
