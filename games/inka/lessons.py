"""The lesson of each kind of decision in this game (``/game learn``, issue 36): its phase -> message id."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "move": "inka-lesson-move",
    "browse": "inka-lesson-browse",
    "take": "inka-lesson-take",
    "give": "inka-lesson-give",
    "stuck": "inka-lesson-stuck",
    "banish": "inka-lesson-banish",
    "bonus": "inka-lesson-bonus",
}
