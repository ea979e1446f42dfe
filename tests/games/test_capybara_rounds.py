"""Capybara Cookie Club: the rulebook's round example, scoring, new rounds and the game's end
(RULINGS decisions 12–13)."""

from __future__ import annotations

import pytest

from bot.i18n import english
from games.capybara import GAME, rules
from games.capybara import components as C
from games.capybara.scenario import build_state, cards, cd
from games.capybara.state import Play, State
from games.contract import Event

ADAM, PAULINA, TATIANA, TOMEK = range(4)


def public(events: list[Event]) -> str:
    return "\n".join(english(e.text) for e in events if e.audience is None)


def test_rulebook_example_adam_paulina_tatiana_tomek() -> None:
    s = build_state(
        [
            ["olive turtle 2"],  # Adam's last card
            ["capuchin 2", "capuchin 4"],  # Paulina
            ["anteater 2", "toucan 1", "armadillo 3"],  # Tatiana
            ["sloth 1", "capybara", "capybara"],  # Tomek
        ],
        piles=[["sloth 1"], ["tapir 3"]],
        draw=["sloth 2"],
        active=ADAM,
    )
    s2, events = GAME.apply(s, ADAM, Play(card=cd("olive turtle 2"), pile=0))
    text = public(events)
    # 1. his last card: the olive turtle's effect is skipped (no draw, no discard), the round ends
    assert "last card: its effect is skipped" in text and "draws a card" not in text
    # 2. Adam reveals the top card, a sloth 2: two cookies
    assert "reveals the sloth 2 and gains 2" in text
    # 3. the others pay the highest card of each animal; all capybaras count as one
    result = s2.last_round
    assert result is not None and result.ender == ADAM and result.revealed == cd("sloth 2")
    paid = {p.seat: (p.paid, sorted(p.cards)) for p in result.payments}
    assert paid[PAULINA] == (4, cards(["capuchin 4"]))
    assert paid[TATIANA] == (6, sorted(cards(["anteater 2", "toucan 1", "armadillo 3"])))
    assert paid[TOMEK] == (8, sorted(cards(["sloth 1", "capybara"])))
    assert s2.cookies == [27, 21, 19, 17]
    # everyone still has cookies: a new round, started by Tomek who has the fewest
    assert s2.round_no == 2 and GAME.to_act(s2) == frozenset({TOMEK}) and not GAME.is_over(s2)


# ---------------------------------------------------------------- 12. paying; 13. next round and game end


def _round_end(hands: list[list[str]], cookies: list[int], reveal: str = "sloth 5") -> tuple[State, list[Event]]:
    """Player 0 plays their last card (sloth 2 on sloth 1) and ends the round."""
    s = build_state([["sloth 2"], *hands], piles=[["sloth 1"], ["tapir 3"]], draw=[reveal], cookies=cookies)
    return GAME.apply(s, 0, Play(card=cd("sloth 2"), pile=0))


def test_a_player_who_cannot_pay_in_full_pays_everything_and_the_game_ends() -> None:
    s, events = _round_end([["capybara", "tapir 5"], ["anteater 1"]], [10, 3, 9])
    assert s.cookies == [15, 0, 8]
    assert "pays 3 cookies (of 12: all they had)" in public(events)
    assert GAME.is_over(s) and GAME.to_act(s) == frozenset()
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == [0] and outcome.ranks == [1, 3, 2]


def test_most_cookies_wins_and_ties_share_the_victory() -> None:
    s, events = _round_end([["anteater 2"], ["capybara"]], [20, 27, 3])
    assert s.cookies == [25, 25, 0]
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.winners == [0, 1] and outcome.ranks == [1, 1, 3]
    assert "share the win" in public(events)


def test_the_game_goes_on_while_everyone_keeps_a_cookie() -> None:
    s, _ = _round_end([["capybara", "tapir 5"], ["anteater 1"]], [10, 13, 9])
    assert s.cookies == [15, 1, 8] and not GAME.is_over(s) and s.round_no == 2


def test_new_round_keeps_the_pile_tops_reshuffles_the_rest_and_deals_seven() -> None:
    s, _ = _round_end([["capybara", "tapir 5"], ["anteater 1"]], [10, 20, 20])
    assert s.piles == [cards(["sloth 2"]), cards(["tapir 3"])]
    assert [len(h) for h in s.hands] == [7, 7, 7]
    assert s.discard == [] and len(s.draw_pile) == 77 - 2 - 21
    assert s.known == [] and s.phase == "turn"
    GAME.check_invariants(s)


def test_new_round_fewest_cookies_starts_and_ties_are_drawn_at_random() -> None:
    s, events = _round_end([["capybara"], ["anteater 1"]], [10, 20, 20])
    assert GAME.to_act(s) == frozenset({1}) and "has the fewest cookies" in public(events)
    starters: set[int] = set()
    for seed in range(40):
        s = build_state(
            [["sloth 2"], ["tapir 5"], ["tapir 5"], ["anteater 1"]],
            piles=[["sloth 1"], ["tapir 3"]],
            cookies=[10, 20, 20, 20],
            seed=seed,
        )
        s2, _ = GAME.apply(s, 0, Play(card=cd("sloth 2"), pile=0))
        assert s2.cookies[1:] == [15, 15, 19]
        starters |= GAME.to_act(s2)
    assert starters == {1, 2}


# ---------------------------------------------------------------- issue 15: rules text and proposals


def test_the_rules_summary_says_where_the_teapot_goes_between_rounds() -> None:
    text = english(GAME.rules_summary)
    assert "puts the teapot back in the middle if it stands in front of them" in text  # the ender's teapot
    assert "stays with its holder from round to round" in text


def _round_with_no_winner() -> State:
    """A round that ends with no winner (no one could play or draw), scored at once."""
    s = build_state([["capybara", "tapir 3"], ["capybara", "sloth 1"]], cookies=[20, 9])
    rules._end_round(s, None, [])
    return s


def test_the_stuck_round_payment_follows_its_proposal_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15: STUCK_ROUND_EVERYONE_PAYS was never read."""
    assert _round_with_no_winner().cookies == [10, 1]  # the proposal as shipped: everyone pays
    monkeypatch.setattr(C, "STUCK_ROUND_EVERYONE_PAYS", False)
    s = _round_with_no_winner()
    assert s.cookies == [20, 9] and s.last_round is not None and s.last_round.payments == []


def test_the_olive_turtle_always_finds_a_card_so_its_discard_never_empties_a_hand() -> None:
    """Issue 15: the proposal "a discard that empties the hand ends the round" described a case
    that cannot occur; with nothing to draw or reshuffle, the card under the turtle is drawn."""
    s = build_state([["turtle 2", "capybara"], ["anteater 1", "sloth 5"]], piles=[["sloth 1"], ["tapir 3"]])
    s.hands[1] += s.draw_pile  # nothing to draw, nothing to reshuffle but what gets played
    s.draw_pile = []
    GAME.check_invariants(s)
    s2, _ = GAME.apply(s, 0, Play(card=cd("turtle 2"), pile=0))
    assert s2.phase == "discard" and sorted(s2.hands[0]) == sorted(cards(["capybara", "sloth 1"]))
    assert "discard" not in english(GAME.proposals)  # the proposal is gone
    assert not hasattr(C, "EMPTY_HAND_BY_DISCARD_ENDS_ROUND")
