"""Pachamama in every language (issue 31): whole games rendered in English, German and Polish.

Every event, face, control, breakdown and rules text renders with the renderer strict (a missing id or
argument raises), the German and Polish texts hold no English sentence, the controls keep Discord's
limits, and the pictures draw in Polish.
"""

from __future__ import annotations

import io
import random
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from PIL import Image

from bot.i18n import PSEUDO, render, words_for
from games.contract import IllegalAction, fill_seat_refs
from games.pachamama import GAME
from games.pachamama.state import PachamamaOptions, PachamamaState
from games.words import Text, msg

LANGS = ("en", "de", "pl")
NAMES = ["Ana", "Bo", "Cy", "Dee"]
LOCALES = Path(__file__).resolve().parents[2] / "games" / "pachamama" / "locales"
#: words of English sentences that are neither German nor Polish words
ENGLISH = re.compile(
    r"\b(the|your|you|and|with|cubes?|explorers?|points?|squares?|fields?|divin\w*|offerings?|turn|wheel|"
    r"undiscovered|swamp|desert|mountain|forest|trades?|takes?|moves?|look|choose|lost|right)\b"
)
#: kinds the games below prefer, with how often, so that offerings, looks, trades and divinations happen
RARE = ((("offer", "look"), 1.0), (("aim", "divine"), 0.5), (("trade",), 0.03))


def _english_words(text: str) -> list[str]:
    return ENGLISH.findall(text)


def _kinds_after(cubes: list[int], trade: Any, pending: int | None) -> int:
    after = list(cubes)
    for g in trade.give:
        after[g] -= 1
    after[trade.take] += 1
    if pending is not None:
        after[pending] += 1
    return sum(1 for k in after if k)


def _playout(n: int, seed: int, short: bool) -> tuple[list[PachamamaState], list[Text]]:
    """A random game that prefers offerings, looks, trades and divinations; its states and event texts."""
    rng = random.Random(seed)
    s = GAME.setup(n, seed, PachamamaOptions(short=short))
    states, said = [s], []
    while GAME.to_act(s):
        seat = s.current
        actions = GAME.legal_actions(s, seat)
        explore = [a for a in actions if a.kind == "go" and not s.discovered[a.cell]]
        action = rng.choice(explore or [a for a in actions if a.kind != "trade"] or actions)
        for kinds, chance in RARE:
            rare = [a for a in actions if a.kind in kinds]
            if rare and rng.random() < chance:
                action = rng.choice(rare)
                break
        trades = [a for a in actions if a.kind == "trade"]
        if s.phase == "trade" and trades and rng.random() < 0.8:  # towards four different cubes
            action = max(trades, key=lambda a: _kinds_after(s.seats[seat].cubes, a, s.pending_cube))
        s, events = GAME.apply(s, seat, action)
        states.append(s)
        said += [e.text for e in events]
    return states, said


@pytest.fixture(scope="module")
def games() -> list[tuple[list[PachamamaState], list[Text]]]:
    return [_playout(2, 31, False), _playout(3, 32, True), _playout(4, 33, False)]


def _texts(states: list[PachamamaState], said: list[Text]) -> list[Text]:
    """Every text a player can read in these games."""
    out: list[Text] = [*said, GAME.rules_summary, GAME.proposals, *(d for d, _ in GAME.variants.values())]
    for s in states[::2] + states[-1:]:
        face = GAME.table_face(GAME.view(s, None))
        out += [face.description, *(t for pair in face.fields for t in pair)]
        for seat in range(s.n_players):
            hand = GAME.hand_face(GAME.view(s, seat))
            out += [hand.description, hand.prompt]
        for group in GAME.controls(GAME.view(s, s.current), GAME.legal_actions(s, s.current)):
            out.append(group.placeholder)
            out += [t for c in group.choices for t in (c.label, c.description) if t is not None]
        for seat in range(s.n_players):
            for action in (GAME.legal_actions(states[0], 0) + GAME.legal_actions(s, s.current))[:4]:
                try:
                    GAME.apply(s, seat, action)
                except IllegalAction as refused:
                    out.append(refused.reason)
    outcome = GAME.outcome(states[-1])
    assert outcome is not None
    return out + list(outcome.breakdown)


def test_every_text_of_whole_games_renders_in_every_language(games: Any) -> None:
    for states, said in games:
        texts = _texts(states, said)
        assert len(texts) > 200
        for lang in LANGS:
            for text in texts:
                shown = fill_seat_refs(render(text, lang), NAMES)
                assert "pachamama-" not in shown and "<seat:" not in shown
                if lang != "en":
                    assert not _english_words(shown), f"English in {lang}: {shown!r}"


def test_the_games_played_the_rare_moves(games: Any) -> None:
    ids = {t.id for _, said in games for t in said if hasattr(t, "id")}
    for wanted in ("pachamama-offering-action", "pachamama-offering-look", "pachamama-looked", "pachamama-traded"):
        assert wanted in ids
    assert {"pachamama-divined-right", "pachamama-divined-wrong", "pachamama-final-start"} <= ids


def test_controls_keep_discords_limits_in_every_language(games: Any) -> None:
    for states, _ in games:
        for s in states:
            for group in GAME.controls(GAME.view(s, s.current), GAME.legal_actions(s, s.current)):
                for lang in LANGS:
                    assert len(render(group.placeholder, lang)) <= 150
                    for c in group.choices:
                        label = render(c.label, lang)
                        assert len(label) <= (80 if group.kind == "buttons" else 100), label
                        assert len(render(c.description, lang)) <= 100


class _Variables(Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.found.add(node.id.name)


def _catalogue(lang: str) -> dict[str, set[str]]:
    resource = FluentParser().parse((LOCALES / lang / "pachamama.ftl").read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)], f"{lang}: a syntax error"
    out = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            seen = _Variables()
            seen.visit(entry)
            out[entry.id.name] = seen.found
    return out


def test_the_catalogues_have_the_same_ids_and_variables_and_every_id_is_used() -> None:
    english = _catalogue("en")
    for lang in ("de", "pl"):
        assert _catalogue(lang) == english, lang
    code = "".join(p.read_text(encoding="utf-8") for p in LOCALES.parent.glob("*.py"))
    assert set(english) <= set(re.findall(r'"(pachamama-[a-z0-9-]+)"', code))


@pytest.mark.parametrize("value", [0, 1, 2, 3, 4, 5, 22])
def test_every_message_renders_with_any_number_in_every_language(value: int) -> None:
    for key, variables in _catalogue("en").items():
        text = msg(key, **{v: value for v in variables})
        for lang in LANGS:
            shown = render(text, lang)
            assert shown
            if lang != "en":
                assert not _english_words(shown), f"English in {lang}: {shown!r}"


def test_pictures_draw_in_polish(games: Any) -> None:
    words = words_for("pl")
    for states, _ in games:
        for s in (states[0], states[len(states) // 2], states[-1]):
            names = NAMES[: s.n_players]
            png = GAME.render_table(GAME.view(s, None), names, words)
            assert png is not None and Image.open(io.BytesIO(png)).width > 0
            seat = s.current
            hand = GAME.render_hand(GAME.view(s, seat), names, GAME.legal_actions(s, seat), words)
            assert hand is not None and hand[:8] == b"\x89PNG\r\n\x1a\n"


def test_rules_and_proposals_fit_an_embed_in_every_language() -> None:
    for lang in (*LANGS, PSEUDO):
        assert 200 < len(render(GAME.rules_summary, lang)) <= 4000
        assert len(render(GAME.proposals, lang)) <= 1024, f"the proposals fill one embed field ({lang})"
