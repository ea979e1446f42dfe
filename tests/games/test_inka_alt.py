"""Inka's hand alt text at its longest (issue 40's note): whole, and every place its menus offer said.

The positions are the longest of seeded random games (``tests.alt_positions``). The places are worked out
here from the legal actions (a move's field or the camp, an area to browse, an island to banish to), not
from the alt code: the text names each, or says how many it leaves out.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.alt_text import ALT_LIMIT
from games import GAMES
from tests.alt_positions import LONG_NAMES, NAMES, longest_positions

GAME = GAMES["inka"]
#: the sentence of the offered places (inka-alt-offered), the camp's mark (inka-mark-camp), the count of the rest
OFFERED = {"en": "Your menus offer ", "de": "Deine Menüs bieten ", "pl": "Twoje menu proponują "}
CAMP = {"en": "camp: win", "de": "Lager: Sieg", "pl": "obóz: zwycięstwo"}
LEFT_OUT = {"en": r"(\d+) (?:more )?places?\b", "de": r"(\d+) (?:weitere[sn]? )?Ziele?\b", "pl": r"(\d+) miejsc[ae]?\b"}
COORD = r"\b[A-U](?:1[0-8]|[1-9])\b"


def offered_places(state: Any, seat: int) -> tuple[set[str], int]:
    """The fields (and "camp") the seat's menus offer, and how many areas it may browse."""
    fields: set[str] = set()
    areas: set[int] = set()
    for action in GAME.legal_actions(state, seat):
        if action.kind == "move":
            fields.add(action.to)
        elif action.kind == "banish":
            fields.add(action.island)
        elif action.kind == "browse":
            areas.add(action.zone)
    return fields, len(areas)


def said(text: str, lang: str) -> tuple[set[str], int, int]:
    """The fields (and "camp") the offered sentence names, the areas it names, and how many it leaves out."""
    if OFFERED[lang] not in text:
        return set(), 0, 0
    sentence = text.split(OFFERED[lang], 1)[1].split(". ", 1)[0]
    named = set(re.findall(COORD, sentence)) | ({"camp"} if CAMP[lang] in sentence else set())
    areas = len(re.findall(r"\(\d+ \w+\)", sentence))  # an area is said with its number of moves: "NW (12 options)"
    left_out = [int(n) for n in re.findall(LEFT_OUT[lang], sentence)]
    assert len(left_out) <= 1, sentence
    return named, areas, sum(left_out)


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
def test_every_offered_place_is_named_or_counted_at_the_longest_hands(lang: str) -> None:
    checked = 0
    for p in longest_positions("inka"):
        if p.seat is None:
            continue
        fields, areas = offered_places(p.state, p.seat)
        for names in (NAMES, LONG_NAMES):
            text = p.text(lang, names)
            assert len(text) <= ALT_LIMIT
            named, named_areas, left_out = said(text, lang)
            assert named <= fields, f"a place no menu offers: {sorted(named - fields)}"
            assert named_areas <= areas
            assert len(named) + named_areas + left_out == len(fields) + areas, f"{sorted(fields)}, {areas}: {text}"
            checked += len(fields) + areas > 0
    assert checked, "some longest hand offers places"


def test_places_that_do_not_fit_are_counted() -> None:
    """Names of 36 to 60 characters (longer than Discord allows) leave no room for every place: the text counts
    the ones it leaves out, and still names or counts each."""
    names = [name * 10 for name in NAMES]
    counted = 0
    for p in longest_positions("inka"):
        if p.seat is None:
            continue
        fields, areas = offered_places(p.state, p.seat)
        text = p.text("en", names)
        assert len(text) <= ALT_LIMIT and not text.endswith("…")
        named, named_areas, left_out = said(text, "en")
        assert len(named) + named_areas + left_out == len(fields) + areas, text
        counted += left_out > 0
    assert counted, "some hand left places out"
