"""Anasazi: expeditions across the mesas to hidden towers and treasure (registry id ``anasazi``)."""

from __future__ import annotations

from games.anasazi.rules import AnasaziGame

GAME = AnasaziGame()

__all__ = ["GAME", "AnasaziGame"]
