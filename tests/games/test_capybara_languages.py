"""Capybara Cookie Club in English, German and Polish (issue 31): every word from the catalogues.

Whole random games are rendered in each language under the strict renderer (a missing id or
argument raises): every event, refusal, table and hand face, control, breakdown line, the rules
and the proposals. German and Polish keep no English sentence, Discord's limits hold, and the
table picture stays readable on a phone with nothing cut or overlapping.
"""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw

from bot import i18n
from bot.i18n import render
from games.capybara import GAME
from games.capybara import render as picture
from games.capybara.scenario import build_state, cd
from games.capybara.state import Draw, Pass, Play, State, Target
from games.contract import Event, IllegalAction
from games.testing import random_playout
from games.words import Text, msg

LANGS = ("en", "de", "pl")
#: English words that are neither German nor Polish: none may be left in a translated text
ENGLISH = re.compile(
    r"\b(the|your|you|and|with|card|cards|cookies|pile|draw|draws|plays|passes|teapot|round|turn|left|right|"
    r"wins|share|anteater|armadillo|sloth|capuchin|turtle|token|reveals|chooses|must|holds)\b",
    re.IGNORECASE,
)
NAMES = ["Ania", "Bartłomiej Żółkiewski", "Czesław", "Dorota", "Ewa (AI)"]


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "strict", True)


def _english_left(text: str) -> list[str]:
    return ENGLISH.findall(text.replace("Capybara Cookie Club", ""))


def _texts_of_a_game(n_players: int, seed: int) -> Iterator[tuple[str, Text]]:
    """(what, text) for everything a game shows: events, faces, controls, refusals, the result."""
    state, rng = GAME.setup(n_players, seed), random.Random(seed)
    states: list[State] = [state]
    events: list[Event] = []
    while not GAME.is_over(state):
        seat = next(iter(GAME.to_act(state)))
        state, new = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        states.append(state)
        events += new
    for e in events:
        yield "event", e.text
    for s in [*states[::2], states[-1]]:
        table = GAME.table_face(GAME.view(s, None))
        yield "table", table.description
        for name, value in table.fields:
            yield "field name", name
            yield "field", value
        for seat in range(s.n_players):
            view = GAME.view(s, seat)
            hand = GAME.hand_face(view)
            yield "hand", hand.description
            yield "prompt", hand.prompt
            for group in GAME.controls(view, GAME.legal_actions(s, seat)):
                yield "placeholder" if group.kind == "select" else "group", group.placeholder
                for choice in group.choices:
                    yield ("option" if group.kind == "select" else "button"), choice.label
        if not GAME.is_over(s):
            seat = next(iter(GAME.to_act(s)))
            wrong = (seat + 1) % s.n_players
            for who, action in ((wrong, Draw()), (seat, Pass()), (seat, Draw()), (seat, Target(seat=seat))):
                for card in (s.hands[seat][0], 999):
                    for act in (action, Play(card=card, pile=0)):
                        try:
                            GAME.apply(s, who, act)
                        except IllegalAction as refused:
                            yield "refusal", refused.reason
    outcome = GAME.outcome(states[-1])
    assert outcome is not None
    for line in outcome.breakdown:
        yield "breakdown", line


@pytest.mark.parametrize(("n_players", "seed"), [(2, 1), (3, 7), (5, 3)])
def test_a_whole_game_reads_in_every_language(n_players: int, seed: int) -> None:
    seen: dict[str, set[str]] = {lang: set() for lang in LANGS}
    for what, text in _texts_of_a_game(n_players, seed):
        for lang in LANGS:
            shown = render(text, lang)
            seen[lang].add(shown)
            assert "capybara-" not in shown, f"{lang} {what}: an id shown as text: {shown}"
            if what == "button":
                assert 0 < len(shown) <= 80, f"{lang} button: {shown}"
            if what == "option":
                assert 0 < len(shown) <= 100, f"{lang} option: {shown}"
            if what in ("placeholder", "button", "option", "field name"):
                assert shown, f"{lang} {what} is empty"
            if lang != "en":
                assert not _english_left(shown), f"{lang} {what}: English left in {shown!r}"
    # the three languages really differ
    assert len(seen["de"] & seen["en"]) < len(seen["en"]) / 10
    assert len(seen["pl"] & seen["en"]) < len(seen["en"]) / 10


def test_rules_summary_proposals_and_title_in_every_language() -> None:
    for lang in LANGS:
        for text in (GAME.rules_summary, GAME.proposals):
            shown = render(text, lang)
            assert len(shown.splitlines()) >= 5 and "capybara-" not in shown
            if lang != "en":
                assert not _english_left(shown), f"{lang}: English left in {shown!r}"
        assert render(msg("capybara-title"), lang) == "Capybara Cookie Club"
    assert "teapot" in render(GAME.rules_summary, "en")
    assert "Teekanne" in render(GAME.rules_summary, "de") and "czajniczek" in render(GAME.rules_summary, "pl")


def test_plurals_follow_each_language() -> None:
    def cookies(n: int, lang: str) -> str:
        return render(msg("capybara-button-target", player="<seat:1>", cookies=n), lang)

    assert [cookies(n, "en") for n in (1, 2)] == ["<seat:1> (1 cookie)", "<seat:1> (2 cookies)"]
    assert [cookies(n, "de") for n in (1, 2)] == ["<seat:1> (1 Keks)", "<seat:1> (2 Kekse)"]
    assert [cookies(n, "pl") for n in (1, 2, 5, 22, 25)] == [
        "<seat:1> (1 ciasteczko)",
        "<seat:1> (2 ciasteczka)",
        "<seat:1> (5 ciasteczek)",
        "<seat:1> (22 ciasteczka)",
        "<seat:1> (25 ciasteczek)",
    ]


def test_a_tie_lists_its_winners_in_each_language() -> None:
    s = build_state([["sloth 2"], ["capybara"], ["tapir 2"], ["tapir 1"]], cookies=[9, 7, 13, 12], draw=["toucan 2"])
    _, events = GAME.apply(s, 0, Play(card=cd("sloth 2"), pile=0))
    last = events[-1].text
    assert "<seat:0>, <seat:2> und <seat:3> teilen sich den Sieg mit 11 Keksen." in render(last, "de")
    assert "<seat:0>, <seat:2> i <seat:3> dzielą się zwycięstwem" in render(last, "pl")


# ---------------------------------------------------------------- pictures


Box = tuple[float, float, float, float]


def _drawn(
    monkeypatch: pytest.MonkeyPatch, state: State, lang: str, n: int
) -> tuple[list[tuple[str, float, Box]], Any]:
    seen: list[tuple[str, float, Box]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, t: Any, *args: Any, **kwargs: Any) -> Any:
        font, anchor = kwargs.get("font"), kwargs.get("anchor")
        seen.append((str(t), float(font.size), self.textbbox(xy, str(t), font=font, anchor=anchor)))  # type: ignore[union-attr]
        return original(self, xy, t, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    monkeypatch.setattr(picture, "PASTE_FACES", False)  # every text drawn where it shows (the same picture)
    png = GAME.render_table(GAME.view(state, None), NAMES[:n], i18n.words_for(lang))
    monkeypatch.undo()
    monkeypatch.setattr(i18n, "strict", True)
    return seen, png


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("lang", ["pl", "de"])
@pytest.mark.parametrize("n_players", [2, 5])
def test_the_table_picture_in_polish_and_german_is_readable_and_nothing_is_cut(
    monkeypatch: pytest.MonkeyPatch, lang: str, n_players: int
) -> None:
    playout = random_playout(GAME, n_players, 30 + n_players, random.Random(n_players), keep_states=True)
    scored = [s for s in playout.states if s.last_round is not None]
    picked = [playout.states[0], playout.final, *scored[-1:]]
    picked += [playout.states[0].model_copy(update={"figure": k}) for k in range(8)]  # the figure on every token
    for state in picked:
        texts, png = _drawn(monkeypatch, state, lang, n_players)
        assert png is not None
        width, height = Image.open(io.BytesIO(png)).size
        for i, (text, size, box) in enumerate(texts):
            assert size * 400 / width >= 11, f"{lang}: {text!r} is {size * 400 / width:.1f} px on a phone"
            assert box[0] >= 0 and box[1] >= 0 and box[2] <= width and box[3] <= height, f"{lang}: {text!r} cut"
            for other, _, other_box in texts[i + 1 :]:
                assert not _overlap(box, other_box), f"{lang}: {text!r} overlaps {other!r}"
            if not any(name[:4] in text for name in NAMES):  # only a long player's name may be shortened
                assert "…" not in text, f"{lang}: {text!r} was shortened"
            if lang != "en":
                assert not _english_left(text), f"{lang}: English left in the picture: {text!r}"
        drawn = " ".join(t for t, _, _ in texts)
        for animal in picture.PICTURE_NAME[:7]:  # every token of the circle is named, whole
            whole = render(msg(animal), lang)
            pieces = [p.rstrip("-") for p in whole.splitlines()]
            assert all(p in drawn for p in pieces), f"{lang}: {whole!r} not drawn whole"


def test_capybara_has_no_hand_picture() -> None:
    """The hand is text only (the table picture shows everything public); nothing to translate there."""
    assert not GAME.has_hand_picture
