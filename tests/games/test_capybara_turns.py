"""Capybara Cookie Club: turns, legal plays and round ends (RULINGS decisions 1–5, 11–13)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from bot.i18n import english
from games.capybara import GAME
from games.capybara.cards import CAPYBARA_CARD
from games.capybara.scenario import build_state, cards, cd
from games.capybara.state import Draw, Pass, Play, State
from games.contract import Event, IllegalAction


def public(events: list[Event]) -> str:
    return "\n".join(english(e.text) for e in events if e.audience is None)


@contextmanager
def refused(match: str) -> Iterator[None]:
    """Like ``pytest.raises(IllegalAction, match=…)``, on the reason's English."""
    with pytest.raises(IllegalAction) as caught:
        yield
    assert re.search(match, english(caught.value.reason)), english(caught.value.reason)


def play(state: State, seat: int, card: str, pile: int) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, Play(card=cd(card), pile=pile))


# ---------------------------------------------------------------- 1. the turn


def test_turn_play_one_card_and_the_turn_passes_left() -> None:
    s = build_state([["sloth 2", "tapir 5"], ["anteater 1", "toucan 1"], ["toucan 2", "toucan 3"]])
    s2, events = play(s, 0, "sloth 2", 0)
    assert s2.piles[0][-1] == cd("sloth 2")
    assert s2.hands[0] == cards(["tapir 5"])
    assert s2.teapot == 0  # the sloth's effect
    assert GAME.to_act(s2) == frozenset({1}) and s2.phase == "turn"
    assert "plays the sloth 2 on the left pile" in public(events)


def test_drawing_is_allowed_even_when_a_play_is_possible_then_play_or_pass() -> None:
    s = build_state([["sloth 2", "tapir 5"], ["anteater 1", "toucan 1"]], draw=["toucan 4"])
    assert Draw() in GAME.legal_actions(s, 0) and Play(card=cd("sloth 2"), pile=0) in GAME.legal_actions(s, 0)
    s2, events = GAME.apply(s, 0, Draw())
    assert sorted(s2.hands[0]) == sorted(cards(["sloth 2", "tapir 5", "toucan 4"]))
    assert s2.phase == "play_or_pass" and GAME.to_act(s2) == frozenset({0})
    assert set(map(GAME.dump_action, GAME.legal_actions(s2, 0))) == {
        GAME.dump_action(a) for a in (Play(card=cd("sloth 2"), pile=0), Play(card=cd("toucan 4"), pile=1), Pass())
    }
    # the drawn card is told to the drawer only
    assert any(e.audience == (0,) and "toucan 4" in english(e.text) for e in events)
    assert "toucan 4" not in public(events)
    s3, _ = GAME.apply(s2, 0, Pass())
    assert GAME.to_act(s3) == frozenset({1}) and len(s3.hands[0]) == 3


def test_passing_without_drawing_is_refused() -> None:
    s = build_state([["sloth 2", "tapir 5"], ["anteater 1", "toucan 1"]])
    assert Pass() not in GAME.legal_actions(s, 0)
    with refused("draw"):
        GAME.apply(s, 0, Pass())


def test_drawing_a_card_that_cannot_be_played_leaves_the_pass_to_the_drawer() -> None:
    s = build_state([["tapir 5", "capybara"], ["anteater 1", "toucan 1"]], draw=["sloth 5"])
    assert GAME.legal_actions(s, 0) == [Draw()]
    s2, _ = GAME.apply(s, 0, Draw())
    assert s2.phase == "play_or_pass" and GAME.legal_actions(s2, 0) == [Pass()]
    assert "no card of yours fits" in english(GAME.hand_face(GAME.view(s2, 0)).prompt)  # told privately
    s3, events = GAME.apply(s2, 0, Pass())
    assert GAME.to_act(s3) == frozenset({1}) and len(s3.hands[0]) == 3
    assert public(events) == "<seat:0> passes."


def _after_draw_public(drawn: str) -> tuple[str, str]:
    """Public lines of a draw and a pass, and the state's phase after the draw."""
    s = build_state([["tapir 5", "capybara"], ["anteater 1", "toucan 1"]], draw=[drawn])
    s2, drew = GAME.apply(s, 0, Draw())
    phase = s2.phase
    _, passed = GAME.apply(s2, 0, Pass())
    return public(drew) + "\n" + public(passed), phase


def test_a_pass_after_a_draw_reads_the_same_whether_a_card_fitted_or_not() -> None:
    """Issue 15: "cannot play and passes" against "passes" told everyone what the hand held."""
    fitting = _after_draw_public("anteater 2")  # fits the sloth 1
    unfitting = _after_draw_public("sloth 5")
    assert fitting == unfitting
    assert "cannot" not in fitting[0]


def test_out_of_turn_actions_are_refused_and_change_nothing() -> None:
    s = build_state([["sloth 2", "tapir 5"], ["anteater 1", "sloth 2"]])
    before = GAME.dump_state(s)
    assert GAME.legal_actions(s, 1) == []
    with refused("not your decision"):
        play(s, 1, "sloth 2", 0)
    assert GAME.dump_state(s) == before


# ---------------------------------------------------------------- 2. legal plays


def test_a_card_must_be_exactly_one_higher_and_one_follows_five() -> None:
    s = build_state(
        [["sloth 2", "sloth 3", "tapir 1", "tapir 4", "capybara"], ["anteater 1"]],
        piles=[["toucan 1"], ["capuchin 5"]],
    )
    legal = GAME.legal_actions(s, 0)
    assert Play(card=cd("sloth 2"), pile=0) in legal
    assert Play(card=cd("tapir 1"), pile=1) in legal  # 1 follows 5
    assert Play(card=cd("sloth 3"), pile=0) not in legal
    assert Play(card=cd("tapir 4"), pile=1) not in legal
    assert not any(isinstance(a, Play) and a.card == CAPYBARA_CARD for a in legal)
    with refused("needs a 2"):
        play(s, 0, "sloth 3", 0)
    with refused("capybara"):
        GAME.apply(s, 0, Play(card=CAPYBARA_CARD, pile=0))


def test_equal_tops_let_any_card_from_one_to_five_go_on_either_pile() -> None:
    s = build_state(
        [["sloth 5", "anteater 1", "capybara", "tapir 3"], ["anteater 2"]],
        piles=[["toucan 3"], ["capuchin 3"]],
    )
    plays = {(a.card, a.pile) for a in GAME.legal_actions(s, 0) if isinstance(a, Play)}
    expected = {(cd(c), p) for c in ("sloth 5", "anteater 1", "tapir 3") for p in (0, 1)}
    assert plays == expected


def test_identical_cards_give_one_action() -> None:
    s = build_state([["sloth 2", "sloth 2", "tapir 5"], ["anteater 1"]])
    plays = [a for a in GAME.legal_actions(s, 0) if isinstance(a, Play)]
    assert plays == [Play(card=cd("sloth 2"), pile=0)]


# ---------------------------------------------------------------- 3. capybara as a starting top (P)


def test_a_capybara_never_starts_a_pile() -> None:
    # 7 of 77 cards are capybaras: without the rule some of these 600 tops would be one
    for seed in range(300):
        s = GAME.setup(2, seed)
        assert all(p[-1] != CAPYBARA_CARD for p in s.piles)
        GAME.check_invariants(s)


# ---------------------------------------------------------------- 4. armadillo


def test_armadillo_extra_play_is_compulsory_when_legal() -> None:
    s = build_state(
        [["armadillo 2", "sloth 3", "tapir 4", "toucan 5"], ["anteater 1"]],
        piles=[["toucan 1"], ["capuchin 3"]],
    )
    s2, _ = play(s, 0, "armadillo 2", 0)
    assert s2.phase == "extra_play" and GAME.to_act(s2) == frozenset({0})
    legal = GAME.legal_actions(s2, 0)
    assert Draw() not in legal and Pass() not in legal
    assert set(map(GAME.dump_action, legal)) == {
        GAME.dump_action(Play(card=cd("sloth 3"), pile=0)),
        GAME.dump_action(Play(card=cd("tapir 4"), pile=1)),
    }


def test_armadillos_chain_three_cards_in_one_turn() -> None:
    s = build_state(
        [["armadillo 2", "armadillo 3", "sloth 4", "toucan 4", "capybara"], ["anteater 1"]],
        piles=[["toucan 1"], ["capuchin 2"]],
    )
    s, _ = play(s, 0, "armadillo 2", 0)
    assert s.phase == "extra_play"  # equal tops (2 and 2): anything goes
    s, _ = play(s, 0, "armadillo 3", 0)
    assert s.phase == "extra_play"
    s, _ = play(s, 0, "sloth 4", 0)
    assert s.hands[0] == cards(["toucan 4", "capybara"])
    assert s.teapot == 0 and GAME.to_act(s) == frozenset({1})


def test_armadillo_without_extra_play_draws_then_may_play_or_pass() -> None:
    s = build_state(
        [["armadillo 2", "tapir 5", "capybara"], ["anteater 1"]],
        piles=[["toucan 1"], ["capuchin 1"]],
        draw=["sloth 3"],
    )
    s2, events = play(s, 0, "armadillo 2", 0)
    assert cd("sloth 3") in s2.hands[0]
    assert s2.phase == "play_or_pass" and Pass() in GAME.legal_actions(s2, 0)
    assert "draws a card" in public(events)
    s3, _ = GAME.apply(s2, 0, Pass())
    assert GAME.to_act(s3) == frozenset({1})


def test_armadillo_draw_that_cannot_be_played_leaves_only_the_pass() -> None:
    s = build_state(
        [["armadillo 2", "tapir 5"], ["anteater 1"]],
        piles=[["toucan 1"], ["capuchin 1"]],
        draw=["sloth 5"],
    )
    s2, _ = play(s, 0, "armadillo 2", 0)
    assert sorted(s2.hands[0]) == sorted(cards(["tapir 5", "sloth 5"]))
    assert s2.phase == "play_or_pass" and GAME.legal_actions(s2, 0) == [Pass()]
    s3, _ = GAME.apply(s2, 0, Pass())
    assert GAME.to_act(s3) == frozenset({1})


def _armadillo_public(hand: list[str]) -> tuple[str, str]:
    """The public lines of playing an armadillo, and what the game waits for next."""
    s = build_state([["armadillo 2", *hand], ["anteater 1", "sloth 1"]], piles=[["toucan 1"], ["capuchin 1"]])
    s2, events = play(s, 0, "armadillo 2", 0)  # tops 2 and 1: a 3 fits left, a 2 fits right
    return public(events), s2.phase


def test_the_armadillo_extra_play_reads_the_same_with_one_or_two_fitting_cards() -> None:
    """Issue 15: "the extra play is forced" told everyone that only one card fitted."""
    one = _armadillo_public(["sloth 3", "capybara", "tapir 5"])
    two = _armadillo_public(["sloth 3", "capybara", "toucan 2"])
    assert one == two
    assert one[1] == "extra_play" and "forced" not in one[0]


# ---------------------------------------------------------------- 5. the last card


def test_playing_the_last_card_ends_the_round_and_skips_its_effect() -> None:
    s = build_state(
        [["sloth 2"], ["anteater 1", "toucan 5"], ["tapir 4"]],
        piles=[["toucan 1"], ["capuchin 3"]],
        draw=["capuchin 4"],
        cookies=[10, 10, 10],
    )
    s2, events = play(s, 0, "sloth 2", 0)
    assert s2.teapot is None  # the sloth did not take the teapot
    assert s2.round_no == 2 and s2.last_round is not None and s2.last_round.ender == 0
    assert s2.cookies == [14, 4, 6]
    assert "effect is skipped" in public(events)


def test_armadillo_extra_play_of_the_last_card_ends_the_round() -> None:
    s = build_state(
        [["armadillo 2", "anteater 3"], ["tapir 4"]],
        piles=[["toucan 1"], ["capuchin 4"]],
        draw=["sloth 1"],
        cookies=[10, 10],
    )
    s2, _ = play(s, 0, "armadillo 2", 0)
    assert s2.phase == "extra_play"  # the anteater 3 is the only extra play: the player makes it
    s2, _ = play(s2, 0, "anteater 3", 0)
    assert s2.last_round is not None and s2.last_round.ender == 0
    assert s2.cookies == [11, 6]  # no anteater cookie taken; tapir 4 paid


def test_passing_the_last_card_with_a_tapir_token_ends_the_round_and_drops_the_teapot_choice() -> None:
    # capuchin -> tapir token: the active player's only card goes left, to the teapot holder,
    # who gets no refusal: the round is over at once
    s = build_state(
        [["capuchin 2", "capybara"], ["anteater 1", "toucan 5"]],
        piles=[["toucan 1"], ["sloth 4"]],
        tokens=["cookies", "tapir", "anteater", "armadillo", "toucan", "sloth", "capuchin", "turtle"],
        draw=["sloth 3"],
        teapot=1,
        cookies=[10, 20],
    )
    s2, events = play(s, 0, "capuchin 2", 0)
    assert s2.last_round is not None and s2.last_round.ender == 0
    assert s2.cookies == [13, 7]  # player 1 kept the capybara: anteater 1 + toucan 5 + capybara 7
    assert s2.phase == "turn" and s2.round_no == 2
    assert s2.teapot == 1  # never used: it stays in front of its holder for the next round
    assert "refuses" not in public(events)


# ---------------------------------------------------------------- 11. the draw pile runs out


def test_empty_draw_pile_is_rebuilt_keeping_both_tops() -> None:
    s = build_state(
        [["tapir 5", "capybara"], ["anteater 1", "toucan 5"]],
        piles=[["toucan 1", "toucan 2"], ["sloth 3", "sloth 4"]],
        rest="discard",
    )
    assert s.draw_pile == []
    s2, events = GAME.apply(s, 0, Draw())
    assert s2.piles == [cards(["toucan 2"]), cards(["sloth 4"])]
    assert s2.discard == [] and len(s2.draw_pile) == 77 - 4 - 2 - 1
    assert sorted(s2.hands[1]) == sorted(cards(["anteater 1", "toucan 5"]))
    assert "shuffled into a new one" in public(events)
    GAME.check_invariants(s2)


def test_a_player_who_can_neither_play_nor_draw_is_skipped() -> None:
    # tops 1 and 4: only 2s and 5s can be played. Player 0 holds all of them, player 1 none;
    # the last card of the draw pile is a capybara and nothing else can be reshuffled.
    s = build_state([["capybara"], ["capybara"]], piles=[["toucan 1"], ["capuchin 4"]], draw=["capybara"])
    spare = s.draw_pile[:-1]
    s.draw_pile = s.draw_pile[-1:]
    s.hands[0] += [c for c in spare if c % 10 in (2, 5)]
    s.hands[1] += [c for c in spare if c % 10 not in (2, 5)]
    GAME.check_invariants(s)
    s2, events = GAME.apply(s, 0, Draw())  # allowed although player 0 could play
    s3, events = GAME.apply(s2, 0, Pass())
    assert "can neither play nor draw and passes" in public(events)
    assert GAME.to_act(s3) == frozenset({0}) and s3.phase == "turn"
    legal = GAME.legal_actions(s3, 0)
    assert legal and all(isinstance(a, Play) for a in legal)  # no draw, no pass: must play


def test_no_one_able_to_play_or_draw_ends_the_round_with_no_winner() -> None:
    """A safety net (P): with all 77 cards in play someone can always play, so the position is cut down."""
    s = build_state(
        [["capybara", "tapir 3"], ["capybara", "sloth 1"]],
        piles=[["toucan 1"], ["capuchin 4"]],
        cookies=[20, 8],
        phase="play_or_pass",
    )
    s.draw_pile = []  # nothing left to draw or reshuffle
    s2, events = GAME.apply(s, 0, Pass())
    assert "no one can play or draw: the round ends with no winner" in public(events).lower()
    assert s2.last_round is not None and s2.last_round.ender is None and s2.last_round.revealed is None
    assert [p.paid for p in s2.last_round.payments] == [10, 8]  # everyone pays, no one reveals
    assert s2.cookies == [10, 0] and GAME.is_over(s2)
