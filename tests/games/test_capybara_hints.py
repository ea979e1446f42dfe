"""Capybara hints (issue 36): each kind of decision explained in plain words, and every claim true.

The named tests pin the exact English of one hand-built position per kind of decision. The
truth tests read the numbers back out of the English and check them against the engine: the
action applied to the real state (``GAME.apply``), the cards actually held, and a hand's cost
computed here from the rulebook (the highest card of each animal, all capybaras as one 7),
not with the helpers the explanations use.
"""

from __future__ import annotations

import random
import re
import statistics
import time
from collections import Counter
from typing import Any

import pytest

from bot.i18n import english
from games.capybara import GAME
from games.capybara.hints import explain
from games.capybara.scenario import build_state, cd, perturb_hidden
from games.capybara.state import (
    T_TOKEN_GAIN,
    Accept,
    Discard,
    Draw,
    Pass,
    PassCard,
    Play,
    RefuseWithTeapot,
    State,
    Target,
)
from games.contract import fill_seat_refs
from games.hints import hint
from tests.test_hints import decision_points

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
ANIMALS = ["anteater", "armadillo", "toucan", "tapir", "sloth", "capuchin monkey", "olive turtle", "capybara"]
TOKENS = {"anteater": "anteater", "armadillo": "armadillo", "toucan": "toucan", "tapir": "tapir"}
TOKENS |= {"sloth": "sloth", "capuchin": "capuchin monkey", "turtle": "olive turtle", "cookies": "cookie"}


def why(state: State, seat: int, action: Any) -> str:
    """The explanation of ``action`` for ``seat``, in English with names filled in."""
    text = explain(GAME.view(state, seat), seat, action, GAME.legal_actions(state, seat))
    assert text is not None
    return fill_seat_refs(english(text), NAMES[: state.n_players])


def cost(hand: list[int]) -> int:
    """What a hand pays at the round's end, from the rulebook: the highest card of each animal
    (values are the code's last digit), and the capybaras together as one 7."""
    highest: dict[int, int] = {}
    for c in hand:
        highest[c // 10] = max(highest.get(c // 10, 0), c % 10)
    return sum(highest.values())


def without(hand: list[int], card: int) -> list[int]:
    return list((Counter(hand) - Counter([card])).elements())


def name(card: int) -> str:
    return f"{ANIMALS[card // 10]} {card % 10}"


def after(state: State, seat: int, action: Any) -> State:
    return GAME.apply(state, seat, action)[0]


# ---------------------------------------------------------------- one position per kind of decision


def test_a_card_that_sets_the_anteater_on_the_only_rival() -> None:
    s = build_state([["anteater 2", "toucan 4", "sloth 3"], ["tapir 1", "tapir 2"]], cookies=[20, 9])
    assert why(s, 0, Play(card=cd("anteater 2"), pile=0)) == (
        "it cuts your hand's cost at the round's end from 9 to 7 cookies, with 2 cards left. "
        "The anteater then takes 1 of Bo's 9 cookies."
    )


def test_an_armadillo_and_the_extra_play_it_forces() -> None:
    s = build_state([["armadillo 5", "toucan 2", "sloth 1"], ["tapir 1"]], piles=[["sloth 4"], ["tapir 1"]])
    assert why(s, 0, Play(card=cd("armadillo 5"), pile=0)) == (
        "it cuts your hand's cost at the round's end from 8 to 3 cookies, more than any other of the 2 cards "
        "you can choose, with 2 cards left. The armadillo then makes you play again, and toucan 2 and sloth 1 fit."
    )
    extra = after(s, 0, Play(card=cd("armadillo 5"), pile=0))
    assert extra.phase == "extra_play"
    assert why(extra, 0, Play(card=cd("toucan 2"), pile=1)) == (
        "it cuts your hand's cost at the round's end from 3 to 1 cookie, more than any other of the 2 cards "
        "you can choose, with 1 card left. The toucan moves the capybara figure 2 tokens on, to the armadillo "
        "token. The armadillo then makes you play again, and sloth 1 fits."
    )
    again = after(extra, 0, Play(card=cd("toucan 2"), pile=1))
    assert again.tokens[again.figure] == "armadillo" and again.phase == "extra_play"


def test_the_last_card_ends_the_round() -> None:
    s = build_state([["sloth 2"], ["capybara", "anteater 5", "toucan 5"], ["tapir 1"]])
    assert why(s, 0, Play(card=cd("sloth 2"), pile=0)) == (
        "it is your last card, so the round ends now: you gain the value of the card you reveal, "
        "and the 2 others pay for the cards still held, Bo for 3 cards."
    )


def test_a_capuchin_monkey_that_moves_the_figure_onto_the_cookie_token() -> None:
    s = build_state([["capuchin 2", "tapir 5"], ["toucan 1"]], figure="turtle")
    assert why(s, 0, Play(card=cd("capuchin 2"), pile=0)) == (
        "it cuts your hand's cost at the round's end from 7 to 5 cookies, with 1 card left. The capuchin monkey "
        "moves the capybara figure 1 token on, to the cookie token. There you reveal the top card of the draw "
        "pile and gain its value, 1 to 7 cookies."
    )


def test_a_toucan_whose_token_moves_the_figure_on() -> None:
    circle = ["cookies", "sloth", "toucan", "anteater", "armadillo", "tapir", "turtle", "capuchin"]
    s = build_state([["toucan 2", "sloth 5"], ["anteater 1"]], tokens=circle, figure="tapir")
    assert why(s, 0, Play(card=cd("toucan 2"), pile=0)) == (
        "it cuts your hand's cost at the round's end from 7 to 5 cookies, with 1 card left. The toucan moves the "
        "capybara figure to the capuchin monkey token, which moves it on to the cookie token. There you reveal "
        "the top card of the draw pile and gain its value, 1 to 7 cookies."
    )
    moved = after(s, 0, Play(card=cd("toucan 2"), pile=0))
    assert moved.tokens[moved.figure] == "cookies" and moved.cookies[0] > 25


def test_a_tapir_towards_the_teapot_and_the_card_it_passes() -> None:
    s = build_state([["tapir 2", "capybara", "sloth 5"], ["anteater 1", "toucan 5"], ["toucan 2"]], teapot=1)
    assert why(s, 0, Play(card=cd("tapir 2"), pile=0)) == (
        "it cuts your hand's cost at the round's end from 14 to 12 cookies, with 2 cards left. Then the tapir "
        "passes a card of your choice to Bo, who holds the teapot and may refuse it: your capybara 7 would take "
        "7 cookies off your hand's cost."
    )
    choosing = after(s, 0, Play(card=cd("tapir 2"), pile=0))
    assert why(choosing, 0, PassCard(card=cd("capybara"))) == (
        "it cuts your hand's cost at the round's end from 12 to 5 cookies, more than any other of the 2 cards "
        "you can choose, with 1 card left. Bo holds the teapot and may refuse it; it then goes on to Cy."
    )


def test_the_teapot_holder_refuses_or_accepts_a_tapir_card() -> None:
    s = build_state([["tapir 2", "capybara", "sloth 5"], ["anteater 1", "toucan 5"], ["toucan 2"]], teapot=1)
    s = after(after(s, 0, Play(card=cd("tapir 2"), pile=0)), 0, PassCard(card=cd("capybara")))
    assert s.phase == "teapot_tapir"
    assert why(s, 1, RefuseWithTeapot()) == (
        "the face-down card from Ana could add up to 7 cookies to your hand's cost of 6; refused, it goes on "
        "to Cy and the teapot back to the middle."
    )
    assert (
        why(s, 1, Accept())
        == "you keep the teapot for later; the card from Ana adds at most 7 cookies to your hand's cost of 6."
    )


def test_a_sloth_that_takes_the_teapot_from_a_rival() -> None:
    s = build_state([["sloth 2", "toucan 4"], ["tapir 1"]], teapot=1)
    assert why(s, 0, Play(card=cd("sloth 2"), pile=0)) == (
        "it cuts your hand's cost at the round's end from 6 to 4 cookies, with 1 card left. The sloth then takes "
        "the teapot from Bo for you, to refuse a later tapir card or anteater."
    )


def test_an_olive_turtle_and_the_discard_it_asks_for() -> None:
    s = build_state([["turtle 2", "capybara", "toucan 3"], ["tapir 1"]], draw=["toucan 5"])
    assert why(s, 0, Play(card=cd("turtle 2"), pile=0)) == (
        "it cuts your hand's cost at the round's end from 12 to 10 cookies, with 2 cards left. Then the olive "
        "turtle makes you draw a card and discard one: your capybara 7 would take 7 cookies off your hand's cost."
    )
    s = after(s, 0, Play(card=cd("turtle 2"), pile=0))
    assert s.phase == "discard"
    assert why(s, 0, Discard(card=cd("capybara"))) == (
        "it cuts your hand's cost at the round's end from 12 to 5 cookies, more than any other of the 3 cards "
        "you can choose, with 2 cards left."
    )
    assert why(s, 0, Discard(card=cd("toucan 3"))) == (
        "your hand still costs 12 cookies at the round's end, as your other toucan 5 still counts, "
        "but you have 2 cards left."
    )


def test_drawing_when_nothing_fits_and_passing_after_the_draw() -> None:
    s = build_state([["toucan 5", "capybara"], ["tapir 1"]], draw=["sloth 1"])
    assert (
        why(s, 0, Draw()) == "none of your 2 cards fits (the left pile needs a 2 and the right pile a 4), so you draw."
    )
    assert check(s, 0, Draw(), why(s, 0, Draw())) == ["nothing fits"]
    s = after(s, 0, Draw())
    assert s.phase == "play_or_pass"
    assert (
        why(s, 0, Pass())
        == "even after the draw none of your 3 cards fits (the left pile needs a 2 and the right pile a 4)."
    )
    assert check(s, 0, Pass(), why(s, 0, Pass())) == ["nothing fits"]


def test_drawing_instead_of_a_play_that_saves_nothing() -> None:
    s = build_state([["toucan 2", "toucan 5"], ["tapir 1"]])
    assert why(s, 0, Draw()) == (
        "playing toucan 2 would take nothing off your hand's cost of 5; you draw instead and keep it for a later turn."
    )


def test_choosing_the_anteaters_victim_and_the_teapot() -> None:
    s = build_state([["anteater 2", "toucan 4"], ["tapir 1"], ["sloth 1"]], cookies=[10, 12, 8], teapot=1)
    assert why(s, 0, Play(card=cd("anteater 2"), pile=0)) == (
        "it cuts your hand's cost at the round's end from 6 to 4 cookies, with 1 card left. Then you choose which "
        "of 2 players gives the anteater 1 cookie; Bo has the most, 12."
    )
    s = after(s, 0, Play(card=cd("anteater 2"), pile=0))
    assert s.phase == "target"
    assert (
        why(s, 0, Target(seat=2))
        == "Cy gives up 1 of 8 cookies, though Bo has 12. Bo holds the teapot and could refuse the anteater."
    )
    assert why(s, 0, Target(seat=1)) == (
        "Bo has 12 cookies, the most of the 2 players the anteater may visit. "
        "Bo may refuse with the teapot, but it then goes back to the middle."
    )


def test_the_teapot_holder_refuses_or_pays_the_anteater() -> None:
    s = build_state([["anteater 2", "toucan 4"], ["tapir 1"], ["sloth 1"]], cookies=[10, 12, 8], teapot=1)
    s = after(after(s, 0, Play(card=cd("anteater 2"), pile=0)), 0, Target(seat=1))
    assert s.phase == "teapot_anteater"
    assert why(s, 1, RefuseWithTeapot()) == "you keep all 12 of your cookies, and the teapot goes back to the middle."
    assert (
        why(s, 1, Accept())
        == "you pay 1 of your 12 cookies and keep the teapot, to refuse a later tapir card or anteater."
    )


def test_the_whole_hint_reads_as_move_reason_and_playouts() -> None:
    s = build_state([["sloth 2"], ["capybara", "anteater 5", "toucan 5"]])
    h = hint(GAME, s, 0, random.Random(1), iterations=20)
    text = fill_seat_refs(english(h.reason), NAMES[:2])
    assert text.startswith(
        "Sloth 2 → left: it is your last card, so the round ends now: you gain the value of the card you reveal, "
        "and the other player pays for the cards still held, Bo for 3 cards. In 20 games played out"
    ), text


# ---------------------------------------------------------------- every claim checked against the engine


def code(card: str) -> int:
    """'capuchin monkey 3' -> the card's code (animal id × 10 + value)."""
    animal, _, value = card.rpartition(" ")
    return ANIMALS.index(animal) * 10 + int(value)


def seat_of(player: str) -> int:
    return NAMES.index(player)


def listed(text: str) -> list[str]:
    """'a, b, and c' / 'a and b' / 'a' -> the items."""
    return [x for x in re.split(r", and |, | and ", text) if x]


def distinct_choices(state: State, seat: int) -> list[int]:
    acts = GAME.legal_actions(state, seat)
    return sorted({a.card for a in acts if isinstance(a, (Play, PassCard, Discard))})


def saving(hand: list[int], card: int) -> int:
    return cost(hand) - cost(without(hand, card))


def check(state: State, seat: int, action: Any, text: str) -> list[str]:
    """Assert every claim of ``text`` (the English explanation of ``action``); return the claims checked."""
    hand = list(state.hands[seat])
    n = state.n_players
    s2 = after(state, seat, action)
    same_round = s2.round_no == state.round_no and s2.phase != "over"
    done: list[str] = []
    rest = without(hand, action.card) if isinstance(action, (Play, PassCard, Discard)) else hand

    if m := re.match(
        r"it cuts your hand's cost at the round's end from (\d+) to (\d+) cookies?"
        r"(, more than any other of the (\d+) cards you can choose)?, with (\d+) cards? left\.",
        text,
    ):
        before, now, best, choices, left = m.groups()
        assert int(before) == cost(hand) and int(now) == cost(rest) < int(before), text
        assert int(left) == len(hand) - 1, text
        if same_round and len(s2.hands[seat]) == len(hand) - 1 and isinstance(action, (Play, Discard)):
            assert Counter(s2.hands[seat]) == Counter(rest) and cost(s2.hands[seat]) == int(now), text
        others = [c for c in distinct_choices(state, seat) if c != action.card]
        if best:
            assert int(choices) == len(others) + 1 and all(saving(hand, c) < saving(hand, action.card) for c in others)
        else:
            assert not others or any(saving(hand, c) >= saving(hand, action.card) for c in others), text
        done.append("cut")
    if m := re.match(
        r"your hand still costs (\d+) cookies? at the round's end, as your other (.+?) still counts, "
        r"but you have (\d+) cards? left\.",
        text,
    ):
        bill, kept, left = m.groups()
        assert int(bill) == cost(hand) == cost(rest) and int(left) == len(hand) - 1, text
        assert code(kept) in rest and code(kept) // 10 == action.card // 10, text
        done.append("no cut")
    if m := re.match(
        r"it is your last card, so the round ends now: .*? pay.? for the cards still held, (\w+) for (\d+)", text
    ):
        assert len(hand) == 1 and s2.last_round is not None and s2.last_round.ender == seat, text
        assert s2.last_round.round_no == state.round_no, text
        rival, cards = m.groups()
        assert len(state.hands[seat_of(rival)]) == int(cards) == max(len(state.hands[p]) for p in range(n) if p != seat)
        assert ("the other player pays" in text) == (n == 2), text
        done.append("last card")
    if m := re.search(r"\((the left pile needs a (\d) and the right pile a (\d)|both piles show (\d).*?)\)", text):
        tops = [p[-1] % 10 for p in state.piles]
        if m.group(2):
            assert [int(m.group(2)), int(m.group(3))] == [1 if t == 5 else t + 1 for t in tops], text
        else:
            assert tops == [int(m.group(4))] * 2, text
        assert not [a for a in GAME.legal_actions(state, seat) if isinstance(a, Play)], text
        assert re.search(rf"(none of your {len(hand)} cards fits|your only card does not fit)", text), text
        done.append("nothing fits")
    if m := re.match(r"playing (.+?) would take (nothing|at most (\d+) cookies?) off your hand's cost of (\d+);", text):
        fits = sorted({a.card for a in GAME.legal_actions(state, seat) if isinstance(a, Play)})
        assert sorted(code(c) for c in listed(m.group(1))) == fits, text
        assert int(m.group(3) or 0) == max(saving(hand, c) for c in fits) and int(m.group(4)) == cost(hand), text
        done.append("keeps the plays")
    if m := re.match(r"(\w+) (?:has|gives up 1 of) (\d+) cookies", text):
        targets = [a.seat for a in GAME.legal_actions(state, seat) if isinstance(a, Target)]
        victim, cookies = seat_of(m.group(1)), int(m.group(2))
        assert victim == action.seat and state.cookies[victim] == cookies, text
        most = max(state.cookies[p] for p in targets)
        if "the most of the" in text:
            assert cookies == most and [state.cookies[p] for p in targets].count(most) == 1, text
        elif "no fewer than any" in text:
            assert cookies == most, text
        else:
            richest = re.search(r"though (\w+) has (\d+)\.", text)
            assert richest and state.cookies[seat_of(richest.group(1))] == int(richest.group(2)) == most > cookies
        assert s2.cookies[victim] == cookies - 1 or (s2.phase == "teapot_anteater" and s2.decider == victim), text
        if holder := re.search(r"(\w+) (?:may refuse with the teapot|holds the teapot and could refuse)", text):
            assert state.teapot == seat_of(holder.group(1)), text
        else:
            assert state.teapot not in targets, text
        done.append("target")
    if m := re.search(
        r"could add up to (\d+) cookies? to your hand's cost of (\d+); refused, it goes (?:on|back) to (\w+)", text
    ):
        most, bill, onward = int(m.group(1)), int(m.group(2)), seat_of(m.group(3))
        assert bill == cost(hand) and onward == (seat + 1) % n and s2.teapot is None, text
        assert len(s2.hands[onward]) == len(state.hands[onward]) + 1, text
        # "up to": no card of the game adds more, and some card adds exactly that much
        assert max(cost([*hand, c]) - bill for c in range(11, 78) if c % 10 in (1, 2, 3, 4, 5) or c == 77) == most
        done.append("refuse card")
    if m := re.search(r"adds at most (\d+) cookies? to your hand's cost of (\d+)\.", text):
        most, bill = int(m.group(1)), int(m.group(2))
        assert bill == cost(hand) and s2.teapot == seat, text
        assert cost(s2.hands[seat]) - bill <= most, text
        if "you already hold a capybara" in text:
            assert 77 in hand, text
        done.append("accept card")
    if m := re.match(r"you keep all (\d+) of your cookies", text):
        assert int(m.group(1)) == state.cookies[seat] == s2.cookies[seat] and s2.teapot is None, text
        done.append("refuse anteater")
    if m := re.match(r"you pay 1 of your (\d+) cookies and keep the teapot", text):
        assert int(m.group(1)) == state.cookies[seat] == s2.cookies[seat] + 1 and s2.teapot == seat, text
        done.append("pay anteater")
    if m := re.search(r"It goes to (\w+), who then holds (\d+) cards?\.", text):
        receiver = seat_of(m.group(1))
        assert receiver == (seat + 1) % n and len(s2.hands[receiver]) == int(m.group(2)), text
        done.append("passed")
    if m := re.search(
        r"(\w+) holds the teapot and may refuse it; it then (?:goes on to (\w+)|comes back to you)", text
    ):
        assert s2.phase == "teapot_tapir" and s2.decider == seat_of(m.group(1)) == state.teapot, text
        done.append("passed to the teapot")
    done += _check_effects(state, seat, action, text, s2, rest)
    return done


def _check_effects(state: State, seat: int, action: Any, text: str, s2: State, rest: list[int]) -> list[str]:
    n = state.n_players
    done: list[str] = []
    if m := re.search(r"The anteater then takes 1 of (\w+)'s (\d+) cookies\.", text):
        p = seat_of(m.group(1))
        assert state.cookies[p] == int(m.group(2)) and s2.cookies[p] == int(m.group(2)) - 1, text
        done.append("anteater")
    if m := re.search(r"The anteater then visits (\w+), who has (\d+)", text):
        p = seat_of(m.group(1))
        assert state.cookies[p] == int(m.group(2)) and s2.phase == "teapot_anteater" and s2.decider == p, text
        done.append("anteater")
    if m := re.search(
        r"Then you choose which of (\d+) players gives the anteater 1 cookie; (\w+) has the most, (\d+)\.", text
    ):
        targets = [a.seat for a in GAME.legal_actions(s2, seat) if isinstance(a, Target)]
        assert s2.phase == "target" and len(targets) == int(m.group(1)), text
        assert state.cookies[seat_of(m.group(2))] == int(m.group(3)) == max(state.cookies[p] for p in targets)
        done.append("anteater")
    if "The anteater finds no one else" in text:
        assert all(state.cookies[p] < 2 for p in range(n) if p != seat), text
        done.append("anteater")
    if m := re.search(r"The anteater token then asks 1 cookie of (.+?)\.", text):
        named = sorted(seat_of(p) for p in listed(m.group(1)))
        assert named == [p for p in range(n) if p != seat and state.cookies[p] >= 2], text
        assert all(s2.cookies[p] == state.cookies[p] - 1 for p in named if p != state.teapot), text
        done.append("anteater token")
    if m := re.search(r"The armadillo then makes you play again, and (.+?) fits?\.", text):
        again = sorted({a.card for a in GAME.legal_actions(s2, seat) if isinstance(a, Play)})
        assert s2.phase == "extra_play" and sorted(code(c) for c in listed(m.group(1))) == again, text
        done.append("armadillo")
    if "so the armadillo makes you draw a card" in text:
        assert s2.phase == "play_or_pass" and len(s2.hands[seat]) == len(rest) + 1, text
        done.append("armadillo")
    if m := re.search(
        r"moves the capybara figure (?:\d+ tokens? on, to|to the (.+?) token, which moves it on to) the (.+?) token\.",
        text,
    ):
        assert TOKENS[s2.tokens[s2.figure]] == m.group(2), text
        if m.group(1):
            via = [TOKENS[t] for t in state.tokens].index(m.group(1))
            assert state.tokens[via] in ("toucan", "capuchin"), text
        if m.group(2) == "cookie" and s2.tallies:
            gain = s2.tallies[seat][T_TOKEN_GAIN] - state.tallies[seat][T_TOKEN_GAIN]
            assert 1 <= gain <= 7 or not (state.draw_pile or state.discard), text
        done.append("figure")
    if m := re.search(
        r"Then the tapir passes a card of your choice to (\w+)(, who holds the teapot)?[^:.]*"
        r"(?:: your (.+?) would take (\d+) cookies?)?",
        text,
    ):
        left = (seat + 1) % n
        assert s2.phase == "pass_card" and seat_of(m.group(1)) == left, text
        assert bool(m.group(2)) == (state.teapot == left), text
        if m.group(3):
            assert saving(rest, code(m.group(3))) == int(m.group(4)) == max(saving(rest, c) for c in rest), text
        else:
            assert max(saving(rest, c) for c in rest) == 0, text
        done.append("tapir")
    if m := re.search(r"Then the tapir passes your last card, the (.+?), to (\w+), and the round ends", text):
        assert rest == [code(m.group(1))] and s2.last_round is not None and s2.last_round.ender == seat, text
        done.append("tapir")
    if "the sloth changes nothing" in text:
        assert state.teapot == seat == s2.teapot, text
        done.append("sloth")
    if m := re.search(r"The sloth then (?:brings you the teapot from the middle|takes the teapot from (\w+))", text):
        before = seat_of(m.group(1)) if m.group(1) else None
        assert state.teapot == before and s2.teapot == seat, text
        done.append("sloth")
    if m := re.search(
        r"Then the olive turtle makes you draw a card and discard one(?:: your (.+?) would take (\d+))?", text
    ):
        assert s2.phase == "discard" and len(s2.hands[seat]) == len(rest) + 1, text
        best = max(saving(rest, c) for c in rest)
        assert (int(m.group(2)) if m.group(1) else 0) == best, text
        if m.group(1):
            assert saving(rest, code(m.group(1))) == best, text
        done.append("turtle")
    return done


def _points(count_2p: int, count_many: int, seed: int) -> list[tuple[State, int]]:
    return decision_points(GAME, 2, seed, count_2p) + decision_points(GAME, 4, seed + 1000, count_many)


def test_every_claim_of_every_explanation_holds_in_the_engine() -> None:
    """Each legal move at 150 decision points from random games, each explanation's numbers checked."""
    checked: Counter[str] = Counter()
    unchecked = []
    for state, seat in _points(100, 50, 3600):
        for action in GAME.legal_actions(state, seat):
            text = why(state, seat, action)
            kinds = check(state, seat, action, text)
            checked.update(kinds)
            if not kinds:
                unchecked.append(text)
    assert unchecked == [], "every explanation makes a claim the checks read"
    # (nothing fits: then drawing or passing is the only move, never a decision point; see the named test)
    for kind in ("cut", "no cut", "last card", "keeps the plays", "target", "passed", "figure"):
        assert checked[kind] > 0, (kind, checked)
    for kind in ("anteater", "armadillo", "tapir", "sloth", "turtle"):
        assert checked[kind] > 0, (kind, checked)


def test_the_teapot_claims_hold_in_the_engine() -> None:
    """The teapot's decisions are rare in random games: seek them out over more games."""
    checked: Counter[str] = Counter()
    for state, seat in _points(400, 200, 9000):
        if state.phase in ("teapot_tapir", "teapot_anteater"):
            for action in GAME.legal_actions(state, seat):
                checked.update(check(state, seat, action, why(state, seat, action)))
    assert {"refuse card", "accept card", "refuse anteater", "pay anteater"} <= set(checked), checked


def test_the_hinted_move_is_explained_with_numbers_or_names() -> None:
    """About 100 hints: the hinted move has an explanation at least 95 % of the time, with a digit or a name."""
    points = _points(70, 30, 100)
    explained = 0
    for i, (state, seat) in enumerate(points):
        h = hint(GAME, state, seat, random.Random(i), iterations=3)
        text = explain(GAME.view(state, seat), seat, h.action, GAME.legal_actions(state, seat))
        if text is None:
            continue
        shown = fill_seat_refs(english(text), NAMES[: state.n_players])
        assert re.search(r"\d", shown) or any(nm in shown for nm in NAMES[: state.n_players]), shown
        explained += 1
    assert explained >= 0.95 * len(points)


def test_an_explanation_reads_only_what_the_seat_sees() -> None:
    """Redeal what the seat cannot see (perturb_hidden): every move's explanation stays the same."""
    for k, (state, seat) in enumerate(_points(30, 20, 77)):
        other = perturb_hidden(state, seat, random.Random(k))
        assert GAME.view(other, seat) == GAME.view(state, seat)
        for action in GAME.legal_actions(state, seat):
            assert why(other, seat, action) == why(state, seat, action)


def test_explaining_is_cheap() -> None:
    """Well under the 50 ms a hint may spend on its words (the search takes the rest of the 2 s)."""
    times = []
    for state, seat in _points(60, 40, 5):
        view, actions = GAME.view(state, seat), GAME.legal_actions(state, seat)
        for action in actions:
            started = time.perf_counter()
            explain(view, seat, action, actions)
            times.append(time.perf_counter() - started)
    times.sort()
    assert statistics.median(times) < 0.005 and times[int(0.99 * len(times))] < 0.05, (
        times[len(times) // 2],
        times[-1],
    )


def test_ten_explained_hints_for_a_reader(capsys: pytest.CaptureFixture[str]) -> None:
    """Printed even without -s: real hints (a shorter search than the bot's), as a player reads them."""
    out = []
    for i, (state, seat) in enumerate(_points(6, 4, 36)):
        h = hint(GAME, state, seat, random.Random(i), iterations=30)
        out.append(f"capybara · {NAMES[seat]}: {fill_seat_refs(english(h.reason), NAMES[: state.n_players])}")
    with capsys.disabled():
        print("\n" + "\n".join(out))
    assert len(out) == 10 and all(re.search(r": .*\d", line) for line in out)
