"""Pachamama hints in plain words (issue 36): every claim checked over the positions of whole games.

Every legal move of every position of four games that seek out every phase is explained and each
claim is checked against the true state by ``pachamama_hint_claims.check``; explanations ignore what
the seat cannot see, read in German and Polish, come quickly, and nearly every hint has one. The
named positions, one per kind of decision, are in ``test_pachamama_hints.py``.
"""

from __future__ import annotations

import random
import re
import statistics
import time

import pytest

from bot.i18n import english, render
from games.contract import fill_seat_refs
from games.hints import hint
from games.pachamama import GAME
from games.pachamama.hints import explain
from games.pachamama.scenario import perturb_hidden
from games.pachamama.state import PachamamaState
from tests.games.pachamama_hint_claims import NAMES, check
from tests.test_hints import decision_points


def biased_playout(n: int, seed: int) -> list[PachamamaState]:
    """A random game that often makes offerings, looks, trades and divinations (so every phase comes up)."""
    rng = random.Random(seed)
    s = GAME.setup(n, seed)
    states = [s]
    while GAME.to_act(s):
        actions = GAME.legal_actions(s, s.current)
        rare = [a for a in actions if a.kind in ("offer", "look", "aim", "divine")]
        new = [a for a in actions if a.kind == "go" and not s.discovered[a.cell]]
        if rare and rng.random() < 0.6:
            action = rng.choice(rare)
        elif s.phase == "trade" and rng.random() < 0.7:
            action = rng.choice(actions)
        else:
            action = rng.choice(new or [a for a in actions if a.kind != "trade"] or actions)
        s, _ = GAME.apply(s, s.current, action)
        states.append(s)
    return states


@pytest.fixture(scope="module")
def positions() -> list[PachamamaState]:
    out: list[PachamamaState] = []
    for n, seed in ((2, 361), (3, 362), (4, 363), (2, 364)):
        out += [s for s in biased_playout(n, seed) if s.phase != "over"]
    return out


def test_every_claim_of_every_explanation_is_true(positions: list[PachamamaState]) -> None:
    """All legal actions of every position of four games that seek out every phase."""
    ids: set[str] = set()
    kinds_said: set[tuple[str, str]] = set()
    for s in positions:
        seat = s.current
        actions = GAME.legal_actions(s, seat)
        view = GAME.view(s, seat)
        for action in actions:
            text = explain(view, seat, action, actions)
            if text is None:
                continue
            kinds_said.add((s.phase, action.kind))
            ids |= check(s, seat, action, text)
    must = {
        ("main", "pick"),
        ("main", "aim"),
        ("main", "offer"),
        ("main", "trade"),
        ("destination", "go"),
        ("destination", "leave"),
        ("value", "divine"),
        ("more", "aim"),
        ("more", "stop"),
        ("trade", "trade"),
        ("trade", "keep"),
        ("peek", "look"),
        ("after", "offer"),
        ("after", "end"),
        ("final", "aim"),
        ("final", "stop"),
    }
    assert must <= kinds_said, must - kinds_said
    core = {
        "pachamama-hint-divine-sure",
        "pachamama-hint-guess",
        "pachamama-hint-reach-new",
        "pachamama-hint-reach-sure",
        "pachamama-hint-park",
        "pachamama-hint-why-region",
        "pachamama-hint-why-around",
        "pachamama-hint-trade-new",
        "pachamama-hint-offer-action",
    }
    assert core <= ids, core - ids


def test_an_explanation_ignores_what_the_seat_cannot_see(positions: list[PachamamaState]) -> None:
    rng = random.Random(36)
    for s in rng.sample(positions, 12):
        seat = s.current
        other = perturb_hidden(s, seat, rng)
        actions = GAME.legal_actions(s, seat)
        for action in actions:
            assert explain(GAME.view(other, seat), seat, action, actions) == explain(
                GAME.view(s, seat), seat, action, actions
            )


#: English words that are neither German nor Polish ones
ENGLISH = re.compile(r"\b(the|your|you|and|cubes?|explorers?|points?|squares?|fields?|divin\w*|turn|could|must)\b")


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_explanations_read_in_german_and_polish(positions: list[PachamamaState], lang: str) -> None:
    """Every message renders (the renderer is strict in tests) and no English sentence slips through."""
    for s in positions[::3]:
        seat = s.current
        actions = GAME.legal_actions(s, seat)
        for action in actions:
            text = explain(GAME.view(s, seat), seat, action, actions)
            shown = fill_seat_refs(render(text, lang), NAMES)
            assert not ENGLISH.findall(shown) and "{" not in shown, shown


# ------------------------------------------------------------------ the hint as a player reads it


def test_nearly_every_hint_is_explained_with_a_number_or_a_name() -> None:
    points = decision_points(GAME, 2, 100, 80) + decision_points(GAME, 4, 200, 20)
    explained = 0
    for i, (state, seat) in enumerate(points):
        h = hint(GAME, state, seat, random.Random(i), iterations=3)
        actions = GAME.legal_actions(state, seat)
        text = explain(GAME.view(state, seat), seat, h.action, actions)
        if text is None:
            continue
        explained += 1
        shown = fill_seat_refs(english(text), NAMES)
        assert any(ch.isdigit() for ch in shown) or any(name in shown for name in NAMES), shown
        check(state, seat, h.action, text)
    assert explained >= 0.95 * len(points), explained


def test_explaining_is_quick(positions: list[PachamamaState]) -> None:
    seconds = []
    for s in positions[::5]:
        actions = GAME.legal_actions(s, s.current)
        view = GAME.view(s, s.current)
        start = time.perf_counter()
        explain(view, s.current, actions[0], actions)
        seconds.append(time.perf_counter() - start)
    assert statistics.median(seconds) < 0.05 and max(seconds) < 0.5


def test_ten_hints_for_a_reader(capsys: pytest.CaptureFixture[str]) -> None:
    """The whole reason as the hint shows it: the move's button, why, and the playouts."""
    lines = []
    for i, (state, seat) in enumerate(decision_points(GAME, 2, 36, 10)):
        h = hint(GAME, state, seat, random.Random(i), iterations=20)
        reason = fill_seat_refs(english(h.reason), NAMES)
        assert reason.count(":") >= 1 and any(ch.isdigit() for ch in reason)
        lines.append(f"pachamama · {NAMES[seat]}: {reason}")
    with capsys.disabled():
        print("\n" + "\n".join(lines))
    assert len(lines) == 10
