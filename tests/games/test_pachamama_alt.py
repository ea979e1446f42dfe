"""Pachamama's alt text at its longest (issue 40's note): whole, written for listening, every offered square said.

The positions are the longest of seeded random games (``tests.alt_positions``). What a hand's buttons offer is
worked out here from the legal actions and the state, not from the alt code.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.alt_text import ALT_LIMIT
from games import GAMES
from tests.alt_positions import LONG_NAMES, NAMES, Position, longest_positions

GAME = GAMES["pachamama"]
#: how each language starts the sentence of the offered squares (the catalogue's pachamama-alt-offered)
OFFERED = {"en": "Your buttons offer ", "de": "Deine Knöpfe bieten ", "pl": "Twoje przyciski proponują "}
#: a run of one column's squares said as a range (pachamama-alt-range)
RANGE = {
    "en": r"\b([A-I][1-5]) to ([A-I][1-5])\b",
    "de": r"\b([A-I][1-5]) bis ([A-I][1-5])\b",
    "pl": r"\bod ([A-I][1-5]) do ([A-I][1-5])\b",
}


def label(state: Any, cell: int) -> str:
    x, y = divmod(cell, state.height)  # cells run column by column: A1, A2, ... then B1
    return f"{'ABCDEFGHI'[x]}{y + 1}"


def offered_squares(state: Any, seat: int) -> set[str]:
    """Every square a button offers: where an explorer may go or look, and where a pickable one stands."""
    out = set()
    for action in GAME.legal_actions(state, seat):
        if action.kind in ("go", "look"):
            out.add(label(state, action.cell))
        elif action.kind in ("pick", "aim"):
            cell = state.seats[seat].explorers[action.explorer]
            if cell is not None:
                out.add(label(state, cell))
    return out


def squares_in(listed: str, lang: str) -> set[str]:
    """The squares a list names, one by one or inside a range of one column ("B2 to B4")."""
    covered = set(re.findall(r"\b[A-I][1-5]\b", listed))
    for first, last in re.findall(RANGE[lang], listed):
        assert first[0] == last[0] and first[1] < last[1], "a range runs down one column"
        covered |= {f"{first[0]}{y}" for y in range(int(first[1]), int(last[1]) + 1)}
    return covered


def said(text: str, lang: str) -> tuple[set[str], int]:
    """The squares the offered sentence names, and the count of those it leaves out (0 if none)."""
    if OFFERED[lang] not in text:
        return set(), 0
    sentence = text.split(OFFERED[lang], 1)[1].split(". ", 1)[0]
    named = squares_in(sentence, lang)
    counts = [int(n) for n in re.findall(r"(?<![A-I])\b(\d+)\b", sentence)]
    assert len(counts) <= 1, sentence
    return named, sum(counts)


def hands() -> list[Position]:
    return [p for p in longest_positions("pachamama") if p.seat is not None]


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_every_offered_square_is_named_or_counted_at_the_longest_hands(lang: str) -> None:
    checked = 0
    for p in hands():
        expected = offered_squares(p.state, p.seat)
        for names in (NAMES, LONG_NAMES):
            text = p.text(lang, names)
            assert len(text) <= ALT_LIMIT
            named, left_out = said(text, lang)
            assert named <= expected, f"a square no button offers: {sorted(named - expected)}"
            assert len(named) + left_out == len(expected), f"{sorted(expected)} against {text}"
            if names is NAMES:  # with everyday names nothing needs leaving out
                assert named == expected, text
            checked += bool(expected)
    assert checked, "some longest hand offers squares"


def test_the_land_is_said_in_ranges_and_fields_by_whose_they_are() -> None:
    """Late in a game: every discovered square in its type's list (column ranges), the fields grouped by player."""
    table = max((p for p in longest_positions("pachamama") if p.seat is None), key=lambda p: len(p.text("en")))
    state = table.state
    text = table.text("en")
    hidden = sum(1 for c in range(state.width * state.height) if not state.discovered[c])
    assert re.search(rf"\b{hidden} squares? undiscovered\.", text), text
    # every square of the land is in its type's list, named or inside a range of its column
    for t, name in enumerate(["Swamp", "Desert", "Mountain", "Forest"]):
        cells = [c for c in range(state.width * state.height) if state.land[c] == t and state.discovered[c]]
        if not cells:
            continue
        listed = text.split(f"{name}: ", 1)[1].split(".", 1)[0]
        covered = squares_in(listed, "en")
        assert covered == {label(state, c) for c in cells}, (name, listed)
    # each cultivated field under its player's name, with its value
    fields = text.split("Fields: ", 1)[1]
    for c, owner in enumerate(state.cultivator):
        if owner >= 0 and state.cultivated[c]:
            group = fields.split(f"{NAMES[owner]} has ", 1)[1].split(";", 1)[0].split(".", 1)[0]
            assert f"{label(state, c)} ({state.field[c]})" in group, (label(state, c), group)


def test_a_list_too_long_for_discord_says_how_many_it_leaves_out() -> None:
    """Names of hundreds of characters (more than Discord allows) force the lists short: each says what it dropped."""
    p = max((p for p in longest_positions("pachamama") if p.seat is None), key=lambda p: len(p.text("en")))
    names = [name * 12 for name in NAMES]
    text = p.text("en", names)
    assert len(text) <= ALT_LIMIT and not text.endswith("…"), len(text)
    assert re.search(r"\d+ (more )?(squares?|fields?)\b", text), text
