"""Card codes and their names: a card is ``animal id × 10 + value`` (see components)."""

from __future__ import annotations

from collections.abc import Iterable

from games.capybara.components import ANIMALS, CAPYBARA, COOKIE_TOKEN
from games.words import Msg, Text, cat, msg

CAPYBARA_CARD = CAPYBARA * 10 + 7

#: animal id -> the message naming it inside a sentence; the capybara card last
ANIMAL: tuple[str, ...] = (
    "capybara-animal-anteater",
    "capybara-animal-armadillo",
    "capybara-animal-toucan",
    "capybara-animal-tapir",
    "capybara-animal-sloth",
    "capybara-animal-capuchin",
    "capybara-animal-turtle",
    "capybara-animal-capybara",
)
#: animal id -> its name at the start of a button ("Olive turtle 3 → left")
ANIMAL_CAP: tuple[str, ...] = (
    "capybara-animal-anteater-cap",
    "capybara-animal-armadillo-cap",
    "capybara-animal-toucan-cap",
    "capybara-animal-tapir-cap",
    "capybara-animal-sloth-cap",
    "capybara-animal-capuchin-cap",
    "capybara-animal-turtle-cap",
    "capybara-animal-capybara-cap",
)
EMOJI: tuple[str, ...] = ("🐜", "🦔", "🐦", "🐗", "🦥", "🐒", "🐢", "🦫")
TOKEN_EMOJI: dict[str, str] = {**{a: EMOJI[i] for i, a in enumerate(ANIMALS)}, COOKIE_TOKEN: "🍪"}
#: token -> its name on the circle (the cookie token: "cookies")
TOKEN_NAMES: dict[str, str] = {**{a: ANIMAL[i] for i, a in enumerate(ANIMALS)}, COOKIE_TOKEN: "capybara-token-cookies"}
#: token -> its name in "moves … to the X token" (the cookie token: "cookie", the rulebook's name)
TOKEN_IN_SENTENCE: dict[str, str] = {**TOKEN_NAMES, COOKIE_TOKEN: "capybara-token-cookie"}


def animal_of(card: int) -> int:
    return card // 10


def value_of(card: int) -> int:
    return card % 10


def animal_name(animal: int) -> Msg:
    return msg(ANIMAL[animal])


def card_name(card: int) -> Msg:
    """'olive turtle 3' — for event text."""
    return msg("capybara-card", animal=animal_name(animal_of(card)), value=value_of(card))


def card_title(card: int) -> Msg:
    """'Olive turtle 3' — at the start of a button."""
    return msg("capybara-card", animal=msg(ANIMAL_CAP[animal_of(card)]), value=value_of(card))


def card_label(card: int) -> Text:
    """'🐢 olive turtle 3' — the emoji with its name, for text that has room."""
    return cat(EMOJI[animal_of(card)], card_name(card), sep=" ")


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
