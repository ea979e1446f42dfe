"""Chachapoya's ``/game rules`` picture: the table of a fresh two-player game, its parts numbered.

The points are pixels of ``render.render_table`` at ``SEED`` (the first round's three treasures are
turned up; the layout does not depend on the deal). No badge sits where a language's longer words
may reach: the token's is at the end of its row."""

from __future__ import annotations

from games.rules_picture import Callout
from games.words import msg

SEED = 7
CALLOUTS = [
    Callout(565, 72, msg("chachapoya-rules-pic-decks")),
    Callout(445, 210, msg("chachapoya-rules-pic-turned-up")),
    Callout(445, 300, msg("chachapoya-rules-pic-scale")),
    Callout(26, 390, msg("chachapoya-rules-pic-hand")),
    Callout(565, 390, msg("chachapoya-rules-pic-token")),
    Callout(405, 357, msg("chachapoya-rules-pic-points")),
    Callout(455, 520, msg("chachapoya-rules-pic-starts")),
]
