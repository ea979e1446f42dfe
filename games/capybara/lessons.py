"""The lesson of each kind of decision in this game (``/game learn``, issue 36): its phase -> message id."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "turn": "capybara-lesson-turn",
    "play_or_pass": "capybara-lesson-play-or-pass",
    "extra_play": "capybara-lesson-extra-play",
    "pass_card": "capybara-lesson-pass-card",
    "discard": "capybara-lesson-discard",
    "target": "capybara-lesson-target",
    "teapot_tapir": "capybara-lesson-teapot-tapir",
    "teapot_anteater": "capybara-lesson-teapot-anteater",
}
