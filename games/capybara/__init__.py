"""Capybara Cookie Club: shed animal cards onto two piles, keep your cookies."""

from games.capybara.game import CapybaraGame

GAME = CapybaraGame()

__all__ = ["GAME", "CapybaraGame"]
