"""Der Schatz der Inka's ``/game rules`` picture: the board of a fresh two-player game, its parts numbered.

The points are pixels of ``render.render_table`` at ``SEED`` (the board is fixed; the pawns start on
the windrose)."""

from __future__ import annotations

from games.rules_picture import Callout
from games.words import msg

SEED = 7
CALLOUTS = [
    Callout(206, 108, msg("inka-rules-pic-windrose")),
    Callout(196, 67, msg("inka-rules-pic-exit")),
    Callout(135, 178, msg("inka-rules-pic-pawns")),
    Callout(108, 244, msg("inka-rules-pic-compass")),
    Callout(240, 288, msg("inka-rules-pic-inca")),
    Callout(372, 156, msg("inka-rules-pic-temple")),
    Callout(420, 112, msg("inka-rules-pic-water")),
    Callout(424, 212, msg("inka-rules-pic-island")),
    Callout(330, 410, msg("inka-rules-pic-events")),
    Callout(672, 410, msg("inka-rules-pic-risks")),
    Callout(772, 772, msg("inka-rules-pic-arrow")),
    Callout(860, 690, msg("inka-rules-pic-camp")),
    Callout(985, 906, msg("inka-rules-pic-depot")),
]
