"""The lesson of each kind of decision in this game (``/game learn``, issue 36): its phase -> message id."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "offer": "chachapoya-lesson-offer",
    "bid": "chachapoya-lesson-bid",
    "spend_token": "chachapoya-lesson-spend-token",
    "pick": "chachapoya-lesson-pick",
    "tracker_draw": "chachapoya-lesson-tracker-draw",
    "place_token": "chachapoya-lesson-place-token",
}
