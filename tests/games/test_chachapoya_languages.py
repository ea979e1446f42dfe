"""Chachapoya in every language: whole games rendered in English, German and Polish.

Every text the engine gives (thread lines, table, hand, prompts, controls, the score breakdown,
the rules) renders with no missing message or argument (the suite runs the renderer strict),
German and Polish read with no English sentence left, and the pictures draw in Polish.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from PIL import ImageDraw

from bot.i18n import render, words_for
from games.chachapoya import GAME
from games.chachapoya.scenario import at_scoring, build_state
from games.chachapoya.state import BidAction, State
from games.testing import random_playout
from games.words import Text, msg

LOCALES = Path(GAME.__module__.replace(".", "/")).parent / "locales"
LANGUAGES = ("en", "de", "pl")
WITH_PSEUDO = (*LANGUAGES, "qps")  # the pseudo-locale: every text marked and about 40 % longer
#: words of English sentences that are neither German nor Polish words
ENGLISH = re.compile(
    r"\b(the|your|and|you|with|takes|wins|cards?|treasures?|round|bids?|draws?|face|token|"
    r"hand|points?|nobody|eliminated|Trackers?|Leaders?|adventurers?|offer|choose|idol)\b"
)
NAMES = ["Zbigniew Łukasiewicz", "Jürgen", "Małgorzata", "Ola"]


def texts_of_a_game(n: int, seed: int) -> Iterator[Text]:
    """Every text a random game shows: events, table and hands, prompts, controls, the outcome."""
    play = random_playout(GAME, n, seed=seed, rng=random.Random(seed), keep_states=True)
    state = GAME.setup(n, seed)
    for seat, action in play.log:
        state, events = GAME.apply(state, seat, action)
        yield from (e.text for e in events)
    for s in [*play.states, play.final]:
        yield from faces(s)
    outcome = GAME.outcome(play.final)
    assert outcome is not None
    yield from outcome.breakdown


def faces(s: State) -> Iterator[Text]:
    table = GAME.table_face(GAME.view(s, None))
    yield table.description
    for name, value in table.fields:
        yield name
        yield value
    for seat in range(s.n_players):
        view = GAME.view(s, seat)
        hand = GAME.hand_face(view)
        yield hand.description
        yield hand.prompt
        for group in GAME.controls(view, GAME.legal_actions(s, seat)):
            yield group.placeholder
            for choice in group.choices:
                yield choice.label
                if choice.description is not None:
                    yield choice.description


def special_states() -> list[State]:
    """Positions a short random game seldom reaches: scoring with penalties, a last-round pick, a curse."""
    scored, _ = at_scoring(
        [["blue", "blue", "gold"], ["green", "green"], []],
        [["tracker", "tracker", "spy"], ["7"], ["tracker", "mafia"]],
        tokens=[True, True, False],
        unresolved_leaders=[0, 0, 1],
    )
    last = build_state([["dictator", "9", "tracker"], ["7"], ["9"]], face_down=["gold", "red", "green"], deck=[])
    last = last.model_copy(update={"last_round": True})
    for seat, cards in ((0, ("dictator",)), (1, ("7",)), (2, ("9",))):
        last, _ = GAME.apply(last, seat, BidAction(cards=cards))
    return [scored, last]


def all_texts() -> list[Text]:
    texts: list[Text] = [GAME.rules_summary, GAME.proposals]
    for n, seed in ((2, 1), (3, 2), (4, 3), (4, 8)):
        texts += texts_of_a_game(n, seed)
    for s in special_states():
        texts += faces(s)
    unique: dict[str, Text] = {}
    for t in texts:
        unique.setdefault(repr(t), t)
    return list(unique.values())


@pytest.fixture(scope="module")
def texts() -> list[Text]:
    return all_texts()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_of_whole_games_renders(texts: list[Text], lang: str) -> None:
    rendered = [render(t, lang) for t in texts]
    assert all(isinstance(r, str) for r in rendered)
    assert not [r for r in rendered if "chachapoya-" in r or "{" in r], "an id or a placeable shows"


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_german_and_polish_have_no_english_sentence(texts: list[Text], lang: str) -> None:
    english_left = sorted({r for r in (render(t, lang) for t in texts) if ENGLISH.search(r)})
    assert not english_left, english_left[:5]


@pytest.mark.parametrize("lang", WITH_PSEUDO)
def test_rules_texts_fit_the_rules_message_in_every_language(lang: str) -> None:
    summary = 4000 if lang == "qps" else 1800  # an embed holds 4000; real languages keep the game's own 1800
    assert len(render(GAME.rules_summary, lang)) <= summary and len(render(GAME.proposals, lang)) <= 1024


@pytest.mark.parametrize("lang", WITH_PSEUDO)
def test_controls_fit_discord_in_every_language(texts: list[Text], lang: str) -> None:
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        play = random_playout(GAME, n, seed=seed, rng=random.Random(seed), keep_states=True)
        for s in play.states:
            for seat in GAME.to_act(s):
                for group in GAME.controls(GAME.view(s, seat), GAME.legal_actions(s, seat)):
                    limit = 100 if group.kind == "select" else 80
                    assert len(render(group.placeholder, lang)) <= 150
                    for c in group.choices:
                        assert len(render(c.label, lang)) <= limit, render(c.label, lang)
                        assert len(render(c.description, lang)) <= 100


def test_every_offer_button_fits_in_every_language() -> None:
    """The longest names together: bury, show and hide as one label (at most 80 characters)."""
    from games.chachapoya import components as C
    from games.chachapoya.present import controls

    for lang in WITH_PSEUDO:
        for a in C.TREASURE_ORDER:
            for b in C.TREASURE_ORDER:
                s = GAME.setup(2, 1).model_copy(update={"drawn": [a, b, "warriors"], "shown": [a, b, "warriors"]})
                seat = s.starting
                for group in controls(GAME.view(s, seat), GAME.legal_actions(s, seat)):
                    for c in group.choices:
                        assert len(render(c.label, lang)) <= 80, render(c.label, lang)


class _Variables(Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        self.found: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.found.add(node.id.name)


def catalogue(lang: str) -> dict[str, set[str]]:
    resource = FluentParser().parse((LOCALES / lang / "chachapoya.ftl").read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)], f"{lang}: a syntax error"
    messages = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            seen = _Variables()
            seen.visit(entry)
            messages[entry.id.name] = seen.found
    return messages


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_translations_have_the_english_keys_and_variables(lang: str) -> None:
    source, translated = catalogue("en"), catalogue(lang)
    assert set(translated) == set(source)
    assert {k: v for k, v in translated.items() if v != source[k]} == {}


def test_every_message_id_is_used_in_the_code() -> None:
    code = "\n".join(p.read_text(encoding="utf-8") for p in LOCALES.parent.glob("*.py"))
    unused = [key for key in catalogue("en") if f'"{key}"' not in code]
    assert not unused


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    texts: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: object, text: str, *args: object, **kwargs: object) -> None:
        texts.append(text)
        original(self, xy, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    return texts


def test_table_pictures_draw_in_polish(drawn: list[str]) -> None:
    words = words_for("pl")
    play = random_playout(GAME, 4, seed=3, rng=random.Random(3), keep_states=True)
    for s in [*play.states[:: max(1, len(play.states) // 12)], play.final, *special_states()]:
        png = GAME.render_table(GAME.view(s, None), NAMES[: s.n_players], words)
        assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
    assert "KONIEC GRY" in drawn
    english_left = sorted({t for t in drawn if ENGLISH.search(t)})
    assert not english_left, english_left[:5]
    meant = {words(msg("chachapoya-pic-bidding")), words(msg("chachapoya-pic-to-decide"))}  # end with "…"
    assert not [t for t in drawn if t.endswith("…") and t not in meant], "a label was cut"


def test_hand_pictures_draw_in_polish() -> None:
    """Chachapoya draws no hand picture: the hand is text (checked above in Polish)."""
    view = GAME.view(GAME.setup(3, 1), 0)
    assert GAME.render_hand(view, NAMES[:3], GAME.legal_actions(GAME.setup(3, 1), 0), words_for("pl")) is None
