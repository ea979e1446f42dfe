"""Anasazi hints in plain words (issue 36): every claim checked over random positions.

Every legal move of random positions, and the move the hint's search chooses, is explained and each
claim of the explanation is checked against the true state by ``anasazi_hint_claims.check``; ten whole
hints are printed for a reader. The named positions, one per kind of decision, are in
``test_anasazi_hints.py``.
"""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest

from bot.i18n import english
from games.anasazi import GAME
from games.contract import fill_seat_refs
from games.hints import hint
from games.testing import random_playout
from tests.games.anasazi_hint_claims import NAMES, check, said


def positions(count: int, seed: int = 0) -> list[tuple[Any, int]]:
    out: list[tuple[Any, int]] = []
    while len(out) < count:
        n = 2 + seed % 3
        playout = random_playout(GAME, n, seed, random.Random(seed), keep_states=True)
        seed += 1
        for state in playout.states[1::4]:
            for seat in sorted(GAME.waiting_for(state)):
                if len(GAME.legal_actions(state, seat)) > 1:
                    out.append((state, seat))
                    break
    return out[:count]


def test_every_claim_about_every_legal_move_holds_in_the_real_state() -> None:
    """Over 120 positions of 2-4 players, each legal move's explanation is checked claim by claim."""
    kinds: dict[str, int] = {}
    for state, seat in positions(120, 7):
        for action in GAME.legal_actions(state, seat):
            text = said(state, seat, action)
            if action.kind == "back":
                assert text is None  # going back is no move on the board
                continue
            assert text is not None
            assert check(state, seat, action, text) >= 1, text
            kinds[action.kind] = kinds.get(action.kind, 0) + 1
    assert set(kinds) >= {"camp", "row", "build", "expedition", "place", "look", "skip"}, kinds


def test_the_hinted_move_is_explained_with_numbers_almost_always() -> None:
    """100 decision points, the move the hint's search chooses: explained (>= 95 %), and the reason
    names a number or a player; explaining stays far below 50 ms."""
    explained, slowest = 0, 0.0
    for i, (state, seat) in enumerate(positions(100, 300)):
        action = hint(GAME, state, seat, random.Random(i), iterations=3).action
        took = []
        for _ in range(3):  # the best of three: a busy machine's pauses are not the explanation's cost
            started = time.perf_counter()
            text = said(state, seat, action)
            took.append(time.perf_counter() - started)
        slowest = max(slowest, min(took))
        if text is not None:
            explained += 1
            assert re.search(r"\d|Ana|Bo|Cy|Di", text), text
            assert check(state, seat, action, text) >= 1, text
    assert explained >= 95
    assert slowest < 0.05


def test_ten_explained_hints_for_a_reader(capsys: pytest.CaptureFixture[str]) -> None:
    lines = []
    for i, (state, seat) in enumerate(positions(10, 36)):
        h = hint(GAME, state, seat, random.Random(i), iterations=30)
        reason = fill_seat_refs(english(h.reason), NAMES)
        lines.append(f"anasazi · {NAMES[seat]}: {reason}")
        assert said(state, seat, h.action) in reason  # the plain why is in the hint
    with capsys.disabled():
        print("\n" + "\n".join(lines))
    assert len(lines) == 10
