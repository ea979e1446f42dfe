"""Pachamama's ``/game rules`` picture: the land of a fresh two-player game, its parts numbered.

The points are pixels of ``render.render_table`` at ``SEED`` for the standard 9 × 5 land (the revealed
squares depend on the seed: A1 is one at this seed)."""

from __future__ import annotations

from games.rules_picture import Callout
from games.words import msg

SEED = 7
CALLOUTS = [
    Callout(30, 62, msg("pachamama-rules-pic-coordinates")),
    Callout(523, 130, msg("pachamama-rules-pic-undiscovered")),
    Callout(130, 100, msg("pachamama-rules-pic-revealed")),
    Callout(690, 517, msg("pachamama-rules-pic-types")),
    Callout(400, 594, msg("pachamama-rules-pic-explorers")),
    Callout(118, 628, msg("pachamama-rules-pic-cubes")),
    Callout(686, 628, msg("pachamama-rules-pic-diversity")),
    Callout(515, 562, msg("pachamama-rules-pic-points")),
]
