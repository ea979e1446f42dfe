"""The lesson of each kind of decision in this game (``/game learn``, issue 36): its phase -> message id."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "camp_row": "anasazi-lesson-camp-row",
    "camp_node": "anasazi-lesson-camp-node",
    "setup_look": "anasazi-lesson-setup-look",
    "action": "anasazi-lesson-action",
    "direction": "anasazi-lesson-direction",
    "look": "anasazi-lesson-look",
    "look_mesa": "anasazi-lesson-look-mesa",
    "steal": "anasazi-lesson-steal",
}
