"""Capybara's ``/game rules`` picture: the table of a fresh two-player game, its parts numbered.

The points are pixels of ``render.render`` at ``SEED`` (the layout does not depend on the deal)."""

from __future__ import annotations

from games.rules_picture import Callout
from games.words import msg

SEED = 7
CALLOUTS = [
    Callout(150, 108, msg("capybara-rules-pic-pile", pile="left")),
    Callout(316, 108, msg("capybara-rules-pic-pile", pile="right")),
    Callout(510, 132, msg("capybara-rules-pic-draw-pile")),
    Callout(688, 132, msg("capybara-rules-pic-discard")),
    Callout(27, 434, msg("capybara-rules-pic-circle")),
    Callout(255, 530, msg("capybara-rules-pic-teapot")),
    Callout(478, 592, msg("capybara-rules-pic-capybara")),
    Callout(300, 744, msg("capybara-rules-pic-cookies")),
    Callout(448, 744, msg("capybara-rules-pic-hand")),
]
