"""Anasazi in every language (issue 31): a whole game's texts and pictures in English, German and
Polish, rendered strictly (a missing id or argument fails), with no English left in de/pl."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from PIL import Image, ImageDraw

from bot import i18n
from bot.i18n import render, words_for
from games import drawing
from games.anasazi import GAME, moves
from games.anasazi import scenario as S
from games.anasazi.state import AnasaziState
from games.contract import Event, IllegalAction, fill_seat_refs
from games.words import Text, msg

LANGS = ("en", "de", "pl")
GAME_DIR = Path(moves.__file__).resolve().parent
LOCALES = GAME_DIR / "locales"
NAMES = ["Ann", "Bruno", "Cid", "Dora"]
#: English words that are neither German nor Polish words: none may be left in a de/pl text
ENGLISH = (
    " the ",
    " your ",
    " you ",
    " and ",
    " with ",
    " from ",
    " of ",
    " is ",
    " at ",
    " no ",
    " camp",
    " tower",
    " cube",
    " look",
    " mesa",
    " left ",
    " player",
    " points",
    " choose",
    " skip",
    " back",
    " nothing",
    " waiting",
)
RED, BLUE, WHITE, YELLOW = range(4)


def no_english(text: str, lang: str) -> None:
    if lang == "en":
        return
    padded = " " + re.sub(r"[^\w]+", " ", text.lower()) + " "
    left = [w for w in ENGLISH if w in padded]
    assert not left, f"English {left} in {lang}: {text!r}"


def shown(text: Text | None, lang: str, limit: int | None = None) -> str:
    out = fill_seat_refs(render(text, lang), NAMES)
    assert "anasazi-" not in out, f"an id left in {lang}: {out!r}"
    no_english(out, lang)
    if limit is not None:
        assert len(out) <= limit, f"{out!r} is longer than {limit} in {lang}"
    return out


def everything_shown(state: AnasaziState, lang: str) -> None:
    """The table, every seat's hand and its controls, in ``lang``."""
    table = GAME.table_face(GAME.view(state, None))
    shown(table.description, lang, 4096)
    for name, value in table.fields:
        shown(name, lang, 256)
        shown(value, lang, 1024)
    for seat in range(state.n_players):
        view = GAME.view(state, seat)
        hand = GAME.hand_face(view)
        shown(hand.description, lang, 4096)
        shown(hand.prompt, lang)
        for group in GAME.controls(view, GAME.legal_actions(state, seat)):
            shown(group.placeholder, lang, 150)
            for choice in group.choices:
                shown(choice.label, lang, 80 if group.kind == "buttons" else 100)
                shown(choice.description, lang, 100)


def random_game(n_players: int, seed: int) -> tuple[list[AnasaziState], list[Event]]:
    """A whole game of random legal actions: every state and every event."""
    rng = random.Random(seed)
    state = GAME.setup(n_players, seed)
    states, events = [state], []
    while GAME.to_act(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        state, new = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        states.append(state)
        events += new
    return states, events


@pytest.fixture(scope="module")
def game() -> tuple[list[AnasaziState], list[Event]]:
    return random_game(3, 5)


def every_action() -> list[Any]:
    return [
        moves.CAMP,
        moves.BACK,
        moves.SKIP,
        moves.TAKE_NOTHING,
        *moves.ROWS,
        *moves.BUILDS,
        *moves.EXPEDITIONS,
        *moves.PLACES,
        *moves.LOOKS,
        *moves.STEALS.values(),
    ]


def refusals(states: list[AnasaziState]) -> list[Text]:
    """The reasons given for every action refused in some of ``states`` (each reason once)."""
    found: dict[str, Text] = {}
    for state in [*states[::25], states[-1]]:
        for seat in range(state.n_players):
            legal = GAME.legal_actions(state, seat)
            for action in every_action():
                if action in legal or getattr(action, "victim", 0) >= state.n_players:
                    continue
                with pytest.raises(IllegalAction) as caught:
                    GAME.apply(state, seat, action)
                found.setdefault(render(caught.value.reason), caught.value.reason)
    return list(found.values())


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_reads_in_every_language(lang: str, game: tuple[list[AnasaziState], list[Event]]) -> None:
    assert i18n.strict
    states, events = game
    outcome = GAME.outcome(states[-1])
    assert outcome is not None
    assert any(e.audience is not None for e in events), "private looks are in the game"
    for event in events:
        shown(event.text, lang)
    for state in [*states[:: max(1, len(states) // 120)], states[-1]]:
        everything_shown(state, lang)
    for line in outcome.breakdown:
        shown(line, lang)
    shown(GAME.rules_summary, lang, 4000)  # /game rules: an embed's description
    shown(GAME.proposals, lang, 1024)  # and one of its fields
    shown(msg("anasazi-title"), lang)
    reasons = refusals(states)
    assert len(reasons) > 10
    for reason in reasons:
        shown(reason, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_rare_moments_read_in_every_language(lang: str) -> None:
    """A steal, a first arrival's look, the ends of the game, and every colour."""
    s = S.playing(3)
    s = S.give(s, 1, BLUE, 3)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s, events = S.marker(s, 0, 0, "B12")
    assert s.phase == "steal"
    everything_shown(s, lang)
    stolen, more = S.act(s, 0, S.STEALS[(1, BLUE)])
    _, nothing = S.act(s, 0, S.TAKE_NOTHING)
    everything_shown(stolen, lang)
    s = S.playing(2)
    s.phase, s.look_mesa = "look_mesa", 1
    everything_shown(s, lang)
    for event in [*events, *more, *nothing]:
        shown(event.text, lang)
    ends = [msg(i) for i in ("anasazi-end-no-one-can-act", "anasazi-end-fourth-red", "anasazi-end-fourth-blue")]
    ends += [msg("anasazi-end-fourth-white"), msg("anasazi-end-fourth-yellow"), msg("anasazi-end-last-marker", n=54)]
    for reason in ends:
        shown(msg("anasazi-event-game-ends", reason=reason), lang)
        shown(msg("anasazi-status-over", reason=reason), lang)
    for n in (0, 1, 2, 3, 5, 12, 22, 25):
        shown(msg("anasazi-camps-left", n=n), lang)
        shown(msg("anasazi-hidden-towers", n=n), lang)
        shown(msg("anasazi-hand-score", points=n), lang)
        shown(msg("anasazi-score-line", player="<seat:0>", points=n, cubes=n, detail="🟥×1"), lang)


def test_rules_fit_their_embed_even_in_the_longer_pseudo_language() -> None:
    for lang in (*LANGS, i18n.PSEUDO):
        assert len(render(GAME.rules_summary, lang)) <= 4000
        assert len(render(GAME.proposals, lang)) <= 1024, lang


# ---------------------------------------------------------------- the catalogues


class _Variables(Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def catalogue(lang: str) -> dict[str, set[str]]:
    """id -> the variables its message uses."""
    entries = [  # the game's catalogue files: its texts, hints and lessons
        entry
        for path in sorted((LOCALES / lang).glob("*.ftl"))
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body
    ]
    out = {}
    for entry in entries:
        assert not isinstance(entry, ast.Junk), f"{lang}: {entry.content[:120]}"
        if isinstance(entry, ast.Message):
            found = _Variables()
            found.visit(entry)
            out[entry.id.name] = found.names
    return out


def test_every_language_has_every_message_with_the_same_variables() -> None:
    english = catalogue("en")
    for lang in ("de", "pl"):
        other = catalogue(lang)
        assert set(other) == set(english), lang
        for key, names in english.items():
            assert other[key] == names, f"{lang} {key}: {other[key]} != {names}"


def test_every_message_is_used_and_every_id_used_is_in_the_catalogue() -> None:
    code = "".join(p.read_text(encoding="utf-8") for p in GAME_DIR.rglob("*.py"))
    literals = set(re.findall(r"\"(anasazi-[a-z0-9-]+)\"", code))
    ids = set(catalogue("en"))
    assert all(re.fullmatch(r"anasazi-[a-z0-9-]+", i) for i in ids)
    assert ids - literals == set(), "unused messages"
    assert literals - ids == set(), "ids missing from the catalogue"


# ---------------------------------------------------------------- pictures


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, tuple[float, float, float, float]]]]:
    """Every string the pictures draw, with its box."""
    seen: list[tuple[str, tuple[float, float, float, float]]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        box = self.textbbox(xy, str(text), font=kwargs["font"], anchor=kwargs.get("anchor"))
        seen.append((str(text), box))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    yield seen


def test_the_font_draws_german_and_polish_letters() -> None:
    for bold in (False, True):
        font = drawing.font(30, bold=bold)
        missing = bytes(font.getmask("\U0010fffd"))
        for letter in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻÄÖÜäöüß":
            assert bytes(font.getmask(letter)) != missing, f"no glyph for {letter!r}"


@pytest.mark.parametrize("lang", ["de", "pl"])
def test_pictures_speak_the_language_and_every_label_fits(
    lang: str, game: tuple[list[AnasaziState], list[Event]], drawn: list[tuple[str, Any]]
) -> None:
    states, _ = game
    words = words_for(lang)
    steps = [states[0], states[len(states) // 3], states[2 * len(states) // 3], states[-1]]
    for state in steps:
        pictures = [GAME.render_table(GAME.view(state, None), NAMES[:3], words)]
        for seat in range(state.n_players):
            view = GAME.view(state, seat)
            pictures.append(GAME.render_hand(view, NAMES[:3], GAME.legal_actions(state, seat), words))
        for png in pictures:
            assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
            width = Image.open(io.BytesIO(png)).width
            for text, (left, _, right, _) in drawn:
                no_english(text, lang)
                assert left >= 0 and right <= width, f"{text!r} is cut off ({left:.0f}–{right:.0f} of {width})"
            drawn.clear()
    s = S.playing(2)
    s, _ = S.act(s, 0, moves.EXPEDITIONS[0])
    s, _ = S.act(s, 0, moves.BACK)
    GAME.render_hand(GAME.view(s, 0), NAMES[:2], GAME.legal_actions(s, 0), words)
    texts = {t for t, _ in drawn}
    start = render(msg("anasazi-button-start", post="②"), lang)
    assert start in texts, "an unused post is labelled as its button"
