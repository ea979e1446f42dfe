"""Alt text of every game's pictures over random playouts (issue 35).

What the bot attaches (``bot.alt_text``) is non-empty, within Discord's 1,024 characters, names every
player, and says nothing a seat cannot see: two states that differ only in what the seat cannot see
(a world ``determinize`` draws for it: other seats' hidden cards, the stacks' order) give it the same
hand description, and anyone the same table description.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.alt_text import ALT_LIMIT, clip_alt, hand_alt, table_alt
from games import GAMES
from tests.alt_positions import LONG_NAMES, longest_positions

NAMES = ["Xanthe", "Yorick", "Quill", "Wren", "Juno", "Odile"]
GAME_IDS = sorted(GAMES)


def sampled_states(game_id: str, playouts: int = 6, steps: int = 80) -> list[Any]:
    """States along random games, every few steps (Inka's random games last too long to play out)."""
    game = GAMES[game_id]
    out = []
    for k in range(playouts):
        rng = random.Random(k)
        n = game.min_players + k % (game.max_players - game.min_players + 1)
        state = game.setup(n, 1000 + k)
        for step in range(steps):
            awaited = game.to_act(state)
            if step % 7 == 3 or not awaited:
                out.append(state)
            if not awaited:
                break
            seat = rng.choice(sorted(awaited))
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return out


@pytest.mark.parametrize("lang", ["en", "de", "pl"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_alt_text_is_short_and_names_everyone(game_id: str, lang: str) -> None:
    game = GAMES[game_id]
    for state in sampled_states(game_id, playouts=3):
        n = state.n_players
        names = NAMES[:n]
        table = table_alt(game, game.view(state, None), names, lang)
        assert 0 < len(table) <= ALT_LIMIT
        assert all(name in table for name in names), table
        for seat in range(n):
            hand = hand_alt(game, game.view(state, seat), names, game.legal_actions(state, seat), lang)
            assert 0 < len(hand) <= ALT_LIMIT
            assert all(name in hand for name in names), hand


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_alt_text_says_nothing_a_seat_cannot_see(game_id: str) -> None:
    game = GAMES[game_id]
    rng = random.Random(7)
    changed = 0
    for state in sampled_states(game_id):
        names = NAMES[: state.n_players]
        table = table_alt(game, game.view(state, None), names)
        for seat in range(state.n_players):
            other = game.determinize(state, seat, rng)  # the same for this seat, other seats' secrets redrawn
            changed += game.dump_state(other) != game.dump_state(state)
            mine = hand_alt(game, game.view(state, seat), names, game.legal_actions(state, seat))
            again = hand_alt(game, game.view(other, seat), names, game.legal_actions(other, seat))
            assert mine == again, f"seat {seat}'s alt text tells its two worlds apart"
            assert table_alt(game, game.view(other, None), names) == table
            # what others hold in secret: a seat's description lists its own hand only
            for them in range(state.n_players):
                if them != seat:
                    assert f"{names[them]}'s hand" not in mine and f"Hand von {names[them]}" not in mine
    if game_id != "inka":  # Inka hides only the stacks' order
        assert changed, "the check compared different worlds"


@pytest.mark.parametrize("game_id", ["capybara", "chachapoya"])
def test_a_hand_describes_its_own_secret_cards_and_no_one_elses(game_id: str) -> None:
    """Independent of the views: a seat's description lists its own hidden cards; two worlds in which
    another seat's hidden hand differs give the same description."""
    game = GAMES[game_id]
    state = game.setup(3, 11)
    names = NAMES[:3]
    rng = random.Random(3)
    described = hand_alt(game, game.view(state, 0), names, game.legal_actions(state, 0))
    assert described.startswith(f"{names[0]}'s hand:")
    # seat 1's secret hand swapped with cards from the stack: seat 0's description is unchanged
    worlds = {game.dump_state(game.determinize(state, 0, rng)) for _ in range(5)}
    hands_of_seat_1 = {str(game.load_state(w).hands[1]) for w in worlds}
    assert len(hands_of_seat_1) > 1, "the worlds differ in seat 1's hand"
    for w in worlds:
        world = game.load_state(w)
        assert hand_alt(game, game.view(world, 0), names, game.legal_actions(world, 0)) == described


def test_clipping_keeps_whole_words_and_says_so() -> None:
    long = " ".join(f"word{i}" for i in range(400))
    clipped = clip_alt(long)
    assert len(clipped) <= ALT_LIMIT and clipped.endswith("…")
    assert clipped[:-1].split()[-1] in long.split(), "cut at a word boundary"
    assert clip_alt("short text") == "short text"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_longest_alt_texts_fit_whole_in_every_language(game_id: str) -> None:
    """Issue 40's note: at the longest positions of seeded random games (every player count), every table and
    hand alt text fits Discord's 1,024 characters as the game writes it, before ``clip_alt`` could cut it, in
    English, German and Polish, with everyday names and with the longest Discord allows (32 characters)."""
    for position in longest_positions(game_id):
        for lang, names in [(lang, names) for lang in ["en", "de", "pl"] for names in (NAMES, LONG_NAMES)]:
            text = position.text(lang, names)
            where = f"{game_id} {position.state.n_players}p step {position.step} seat {position.seat} {lang}"
            assert len(text) <= ALT_LIMIT, f"{where}: {len(text)} characters: {text}"
            assert clip_alt(text) == text and not text.endswith("…"), where
            assert all(name in text for name in names[: position.state.n_players]), where
