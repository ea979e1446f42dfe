"""Capybara Cookie Club: components and set-up (RULINGS "Components")."""

from __future__ import annotations

from collections import Counter

import pytest

from games.capybara import GAME
from games.capybara import components as C
from games.capybara.cards import CAPYBARA_CARD, animal_of, value_of


def test_the_deck_holds_77_cards_two_of_each_animal_value_and_seven_capybaras() -> None:
    deck = Counter(C.full_deck())
    assert sum(deck.values()) == 77
    assert deck[CAPYBARA_CARD] == 7 and value_of(CAPYBARA_CARD) == 7
    animals = [c for c in deck if c != CAPYBARA_CARD]
    assert len(animals) == 7 * 5 and all(deck[c] == 2 for c in animals)
    assert {animal_of(c) for c in animals} == set(range(7)) and {value_of(c) for c in animals} == {
        1,
        2,
        3,
        4,
        5,
    }


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_deals_seven_cards_reveals_two_piles_and_gives_25_cookies(n: int) -> None:
    s = GAME.setup(n, 42)
    assert [len(h) for h in s.hands] == [7] * n
    assert [len(p) for p in s.piles] == [1, 1] and s.discard == []
    assert len(s.draw_pile) == 77 - 7 * n - 2
    assert s.cookies == [25] * n and s.teapot is None and s.round_no == 1
    assert sorted(s.tokens) == sorted(C.TOKENS) and len(s.tokens) == 8
    assert s.tokens[s.figure] == "cookies"  # the capybara figure starts on the cookie token
    GAME.check_invariants(s)


def test_the_token_circle_and_the_first_player_are_random() -> None:
    setups = [GAME.setup(4, seed) for seed in range(30)]
    assert len({tuple(s.tokens) for s in setups}) > 20
    assert {s.active for s in setups} == {0, 1, 2, 3}


def test_player_counts_are_two_to_five() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    with pytest.raises(ValueError):
        GAME.setup(6, 1)
    assert GAME.id == "capybara" and GAME.title == "Capybara Cookie Club"
