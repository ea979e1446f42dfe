"""The lesson of each kind of decision in this game (``/game learn``, issue 36): its phase -> message id."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "main": "pachamama-lesson-main",
    "destination": "pachamama-lesson-destination",
    "value": "pachamama-lesson-value",
    "more": "pachamama-lesson-more",
    "after": "pachamama-lesson-after",
    "trade": "pachamama-lesson-trade",
    "final": "pachamama-lesson-final",
    "peek": "pachamama-lesson-peek",
}
