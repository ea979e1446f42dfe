"""Card codes and their names: a card is ``animal id × 10 + value`` (see components)."""

from __future__ import annotations

from collections.abc import Iterable

from games.capybara.components import ANIMALS, CAPYBARA, COOKIE_TOKEN

CAPYBARA_CARD = CAPYBARA * 10 + 7

#: animal id -> display name; the capybara card last
NAMES: tuple[str, ...] = (
    "anteater",
    "armadillo",
    "toucan",
    "tapir",
    "sloth",
    "capuchin monkey",
    "olive turtle",
    "capybara",
)
EMOJI: tuple[str, ...] = ("🐜", "🦔", "🐦", "🐗", "🦥", "🐒", "🐢", "🦫")
TOKEN_EMOJI: dict[str, str] = {**{a: EMOJI[i] for i, a in enumerate(ANIMALS)}, COOKIE_TOKEN: "🍪"}
TOKEN_NAMES: dict[str, str] = {**{a: NAMES[i] for i, a in enumerate(ANIMALS)}, COOKIE_TOKEN: "cookies"}


def animal_of(card: int) -> int:
    return card // 10


def value_of(card: int) -> int:
    return card % 10


def card_name(card: int) -> str:
    """'olive turtle 3' — for event text."""
    return f"{NAMES[animal_of(card)]} {value_of(card)}"


def card_label(card: int) -> str:
    """'🐢 olive turtle 3' — the emoji with its name, for text that has room."""
    return f"{EMOJI[animal_of(card)]} {card_name(card)}"


def card_short(card: int) -> str:
    """'🐢3' — for buttons and compact lines."""
    return f"{EMOJI[animal_of(card)]}{value_of(card)}"


def animal_index(name: str) -> int:
    return ANIMALS.index(name)


def bill(hand: Iterable[int]) -> int:
    """What a hand costs at round end: the highest card of each animal, all capybaras as one 7."""
    best: dict[int, int] = {}
    for c in hand:
        a = c // 10
        v = c % 10
        if v > best.get(a, 0):
            best[a] = v
    return sum(best.values())


def billed_cards(hand: Iterable[int]) -> list[int]:
    """The cards laid out at scoring: one highest card per animal (one capybara at most)."""
    best: dict[int, int] = {}
    for c in hand:
        if c % 10 > best.get(c // 10, 0):
            best[c // 10] = c % 10
    return sorted(a * 10 + v for a, v in best.items())
