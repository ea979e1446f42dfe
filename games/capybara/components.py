"""Every component count and proposed decision of Capybara Cookie Club, in one table.

RULINGS marks each number R (rulebook) or P (our proposal). Keep every P value here,
so a better source can correct it in one place.
"""

from __future__ import annotations

from typing import Final

#: the seven animals that appear on cards and tokens, in a fixed order (index = animal id)
ANIMALS: Final[tuple[str, ...]] = (
    "anteater",
    "armadillo",
    "toucan",
    "tapir",
    "sloth",
    "capuchin",
    "turtle",
)
#: the capybara card's animal id (cards only; there is no capybara token)
CAPYBARA: Final[int] = len(ANIMALS)

VALUES: Final[tuple[int, ...]] = (1, 2, 3, 4, 5)  # R: values 1–5, 1 follows 5
COPIES_PER_VALUE: Final[int] = 2  # P: 7 animals × 5 values × 2 copies = 70
CAPYBARA_CARDS: Final[int] = 7  # P (R that there are several): 70 + 7 = 77 cards (R)
CAPYBARA_VALUE: Final[int] = 7  # R
TOTAL_CARDS: Final[int] = 77  # R

HAND_SIZE: Final[int] = 7  # R
STARTING_COOKIES: Final[int] = 25  # R; the supply is unlimited and makes change (P)

COOKIE_TOKEN: Final[str] = "cookies"
#: the 8 tokens of the circle (R): the seven animals and the cookie token
TOKENS: Final[tuple[str, ...]] = (*ANIMALS, COOKIE_TOKEN)
FIGURE_START: Final[str] = COOKIE_TOKEN  # R: the capybara figure starts on the cookie token

#: a capybara revealed as a starting pile top is shuffled back and another revealed (P)
RESHUFFLE_CAPYBARA_STARTING_TOP: Final[bool] = True
#: nothing to draw and no one able to play for a full circuit: the round ends with no winner (P);
#: every player then pays for their hand as usual (P)
STUCK_ROUND_EVERYONE_PAYS: Final[bool] = True
#: the first round's starting player is drawn at random from the seed (P: "the biggest tea enthusiast")
RANDOM_FIRST_PLAYER: Final[bool] = True


def card(animal: int, value: int) -> int:
    """A card's code: animal id × 10 + value (copies of a card share one code)."""
    return animal * 10 + value


def full_deck() -> list[int]:
    """The 77 cards, unshuffled."""
    deck = [card(a, v) for a in range(len(ANIMALS)) for v in VALUES for _ in range(COPIES_PER_VALUE)]
    deck += [card(CAPYBARA, CAPYBARA_VALUE)] * CAPYBARA_CARDS
    assert len(deck) == TOTAL_CARDS
    return deck
