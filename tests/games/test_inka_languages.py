"""Der Schatz der Inka in every language (issue 31): a whole game's texts and pictures in English,
German and Polish, rendered strictly (a missing id or argument fails), with no English left in de/pl."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from PIL import Image

from bot import i18n
from bot.i18n import render, words_for
from games.contract import IllegalAction
from games.inka import rules
from games.inka.scenario import GAME, position, roll
from games.inka.state import Back, Banish, Bonus, Browse, Give, InkaState, Move, Reroll, Skip, Take
from games.words import Text, msg

LANGS = ("en", "de", "pl")
LOCALES = Path(rules.__file__).resolve().parent / "locales"
#: English words that are not German or Polish words too: none may be left in a de/pl text
ENGLISH = (
    " the ",
    " your ",
    " and ",
    " with ",
    " from ",
    " of ",
    " cards",
    " roll",
    " move",
    " turn",
    " take",
    " you ",
)
NAMES = ["Ann", "Bruno", "Cid", "Dora", "Eve", "Fay"]


def no_english(text: str, lang: str) -> None:
    if lang == "en":
        return
    padded = " " + re.sub(r"[^\w]+", " ", text.lower()) + " "
    left = [w for w in ENGLISH if w in padded]
    assert not left, f"English {left} in {lang}: {text!r}"


def shown(text: Text | None, lang: str, limit: int | None = None) -> str:
    out = render(text, lang)
    assert "inka-" not in out, f"an id left in {lang}: {out!r}"
    no_english(out, lang)
    if limit is not None:
        assert len(out) <= limit, f"{out!r} is longer than {limit} in {lang}"
    return out


def everything_shown(state: InkaState, lang: str) -> None:
    """The table, every seat's hand and the mover's controls, in ``lang``."""
    table = GAME.table_face(GAME.view(state, None))
    shown(table.description, lang)
    for name, value in table.fields:
        shown(name, lang, 256)
        shown(value, lang, 1024)
    for seat in range(state.n_players):
        view = GAME.view(state, seat)
        hand = GAME.hand_face(view)
        shown(hand.description, lang)
        shown(hand.prompt, lang)
        for group in GAME.controls(view, GAME.legal_actions(state, seat)):
            shown(group.placeholder, lang, 150)
            for choice in group.choices:
                shown(choice.label, lang, 80 if group.kind == "buttons" else 100)
                shown(choice.description, lang, 100)


def heuristic_game(n_players: int, seed: int) -> tuple[list[InkaState], list[Any]]:
    """A whole game as AI seats play it: every state and every event."""
    rng = random.Random(seed)
    state = GAME.setup(n_players, seed)
    states, events = [state], []
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        actions = GAME.legal_actions(state, seat)
        action = GAME.heuristic_action(GAME.view(state, seat), actions, rng) or rng.choice(actions)
        state, new = GAME.apply(state, seat, action)
        states.append(state)
        events += new
    return states, events


@pytest.fixture(scope="module")
def game() -> tuple[list[InkaState], list[Any]]:
    return heuristic_game(4, 11)


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_reads_in_every_language(lang: str, game: tuple[list[InkaState], list[Any]]) -> None:
    assert i18n.strict
    states, events = game
    assert GAME.outcome(states[-1]) is not None and states[-1].winner is not None
    for event in events:
        shown(event.text, lang)
    for state in [*states[:: max(1, len(states) // 150)], states[-1]]:
        everything_shown(state, lang)
    outcome = GAME.outcome(states[-1])
    assert outcome is not None
    for line in outcome.breakdown:
        shown(line, lang)
    shown(GAME.rules_summary, lang)
    shown(GAME.proposals, lang)
    shown(msg("inka-title"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_rare_moments_read_in_every_language(lang: str) -> None:
    """What a short game may not show: a hit, banishing, the bonus roll, being stuck, card picks, the
    round cap, refusals, and every card."""
    s, _ = roll(position(3, at={0: "N13", 1: "N15", 2: "A1"}, carrier=1), (2, 5))
    everything_shown(s, lang)
    s, events = GAME.apply(s, 0, Move(to="N15", pay="S"))
    assert s.phase == "banish"
    everything_shown(s, lang)
    island = next(a for a in GAME.legal_actions(s, 0) if isinstance(a, Banish))
    s, more = GAME.apply(s, 0, island)
    events += more
    if s.phase == "bonus":
        everything_shown(s, lang)
        _, more = GAME.apply(s, 0, Bonus(roll=False))
        events += more
    for event in events:
        shown(event.text, lang)

    big, _ = roll(position(2, at={0: "K13", 1: "A1"}), (5, 6))
    everything_shown(big, lang)
    zone = next(a for a in GAME.legal_actions(big, 0) if isinstance(a, Browse))
    browsing, _ = GAME.apply(big, 0, zone)
    everything_shown(browsing, lang)

    for phase, field in (("take", "take_left"), ("give", "give_left"), ("take", "take_scout")):
        t = position(2)
        t.phase = phase
        setattr(t, field, 2)
        if field == "take_scout":
            t.take_left = 1
        everything_shown(t, lang)
        act = GAME.legal_actions(t, 0)[0]
        assert isinstance(act, Take | Give)
        _, evs = GAME.apply(t, 0, act)
        for event in evs:
            shown(event.text, lang)

    stuck = position(2, at={0: "K13", 1: "A1"})
    stuck.phase, stuck.dice = "stuck", (6, 6)
    stuck.players[0].guides = 1
    everything_shown(stuck, lang)
    for act in (Skip(), Reroll()):
        _, evs = GAME.apply(stuck, 0, act)
        for event in evs:
            shown(event.text, lang)

    over = position(2)
    over.phase, over.undecided, over.round = "over", True, 151
    everything_shown(over, lang)
    outcome = GAME.outcome(over)
    assert outcome is not None
    for line in outcome.breakdown:
        shown(line, lang)

    for action in (Move(to="A1"), Browse(zone=0), Back(), Reroll(), Banish(island="J4"), Take(dir="N"), Give(dir="W")):
        shown(rules.why_illegal(position(2), action), lang)
    shown(rules.why_illegal(position(2), Skip()), lang)
    for seat, state in ((1, position(2)), (0, over)):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, seat, Skip())
        shown(refused.value.reason, lang)


def _catalogue(lang: str) -> list[ast.Message]:
    resource = FluentParser().parse((LOCALES / lang / "inka.ftl").read_text(encoding="utf-8"))
    assert not [e for e in resource.body if isinstance(e, ast.Junk)]
    return [e for e in resource.body if isinstance(e, ast.Message)]


def _variables(message: ast.Message) -> set[str]:
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, ast.VariableReference):
            found.add(node.id.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for item in value if isinstance(value, list) else [value]:
                    walk(item)

    walk(message)
    return found


@pytest.mark.parametrize("lang", ("de", "pl"))
def test_every_message_is_translated_with_the_same_arguments(lang: str) -> None:
    english = {m.id.name: _variables(m) for m in _catalogue("en")}
    other = {m.id.name: _variables(m) for m in _catalogue(lang)}
    assert set(other) == set(english)
    assert {k: v for k, v in other.items() if english[k] != v} == {}
    for name, variables in english.items():
        for n in (1, 2, 5, 22):  # every plural form
            args: dict[str, Any] = {v: n for v in variables}
            shown(msg(name, **args), lang)


def test_pictures_are_drawn_in_polish() -> None:
    words = words_for("pl")
    states, _ = heuristic_game(6, 5)
    for state in (states[0], states[len(states) // 2], states[-1]):
        png = GAME.render_table(GAME.view(state, None), NAMES[: state.n_players], words)
        assert Image.open(io.BytesIO(png)).width > 900
    big, _ = roll(position(2, at={0: "J15", 1: "A1"}, carrier=0), (6, 6))
    for s in (big, roll(position(2, at={0: "E14", 1: "A1"}), (1, 2))[0]):
        png = GAME.render_hand(GAME.view(s, 0), NAMES[:2], GAME.legal_actions(s, 0), words)
        assert png is not None and png[:4] == b"\x89PNG"
