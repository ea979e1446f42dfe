"""Anasazi's ``/game rules`` picture: the board of a fresh two-player game, its parts numbered.

The points are pixels of ``render.render_table`` at ``SEED`` (the board is fixed; the cubes and towers
on it depend on the seed)."""

from __future__ import annotations

from games.rules_picture import Callout
from games.words import msg

SEED = 7
CALLOUTS = [
    Callout(200, 100, msg("anasazi-rules-pic-lattice")),
    Callout(727, 100, msg("anasazi-rules-pic-post")),
    Callout(167, 306, msg("anasazi-rules-pic-mesa")),
    Callout(622, 522, msg("anasazi-rules-pic-great-mesa")),
    Callout(183, 444, msg("anasazi-rules-pic-cube")),
    Callout(442, 889, msg("anasazi-rules-pic-tower")),
    Callout(622, 333, msg("anasazi-rules-pic-valley")),
    Callout(117, 1051, msg("anasazi-rules-pic-track")),
    Callout(1045, 1050, msg("anasazi-rules-pic-markers")),
    Callout(1045, 1113, msg("anasazi-rules-pic-bonus")),
]
