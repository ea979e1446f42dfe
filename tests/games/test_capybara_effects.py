"""Capybara Cookie Club: card and token effects and the teapot (RULINGS decisions 6–10)."""

from __future__ import annotations

from bot.i18n import english
from games.capybara import GAME
from games.capybara.cards import CAPYBARA_CARD
from games.capybara.scenario import build_state, cards, cd
from games.capybara.state import Accept, Discard, PassCard, Play, RefuseWithTeapot, State, Target
from games.contract import Event

# tokens clockwise from the cookie token at index 0
CIRCLE = ["cookies", "sloth", "toucan", "anteater", "armadillo", "tapir", "turtle", "capuchin"]


def public(events: list[Event]) -> str:
    return "\n".join(english(e.text) for e in events if e.audience is None)


def seen_by(events: list[Event], seat: int) -> str:
    return "\n".join(english(e.text) for e in events if e.visible_to(seat))


def play(state: State, seat: int, card: str, pile: int) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, Play(card=cd(card), pile=pile))


# ---------------------------------------------------------------- 6. tapir and the teapot


def _tapir_state(teapot: int | None = None, n: int = 3) -> State:
    hands = [["tapir 2", "capybara", "sloth 5"], ["anteater 1", "toucan 5"], ["toucan 2", "toucan 3"]][:n]
    return build_state(hands, piles=[["sloth 1"], ["capuchin 3"]], teapot=teapot)


def test_tapir_passes_a_chosen_card_even_a_capybara_face_down_to_the_left() -> None:
    s, _ = play(_tapir_state(), 0, "tapir 2", 0)
    assert s.phase == "pass_card" and GAME.to_act(s) == frozenset({0})
    assert GAME.legal_actions(s, 0) == [PassCard(card=cd("sloth 5")), PassCard(card=CAPYBARA_CARD)]
    s2, events = GAME.apply(s, 0, PassCard(card=CAPYBARA_CARD))
    assert s2.hands[0] == cards(["sloth 5"])
    assert sorted(s2.hands[1]) == sorted(cards(["anteater 1", "toucan 5", "capybara"]))
    assert "capybara" not in public(events) and "passes a card face down" in public(events)
    assert "capybara" in seen_by(events, 1) and "capybara" in seen_by(events, 0)
    assert "capybara" not in seen_by(events, 2)
    assert GAME.to_act(s2) == frozenset({1})


def test_teapot_holder_refuses_a_tapir_card_it_moves_on_unseen_and_the_teapot_returns() -> None:
    s, _ = play(_tapir_state(teapot=1), 0, "tapir 2", 0)
    s, events = GAME.apply(s, 0, PassCard(card=CAPYBARA_CARD))
    # a separate decision of the teapot holder
    assert s.phase == "teapot_tapir" and GAME.to_act(s) == frozenset({1})
    assert GAME.legal_actions(s, 0) == []
    assert GAME.legal_actions(s, 1) == [RefuseWithTeapot(), Accept()]
    assert GAME.view(s, 1).transit_card is None and GAME.view(s, 0).transit_card == CAPYBARA_CARD
    assert "capybara" not in seen_by(events, 1)
    s2, events = GAME.apply(s, 1, RefuseWithTeapot())
    assert s2.teapot is None
    assert sorted(s2.hands[1]) == sorted(cards(["anteater 1", "toucan 5"]))
    assert sorted(s2.hands[2]) == sorted(cards(["toucan 2", "toucan 3", "capybara"]))
    assert "capybara" not in seen_by(events, 1) and "capybara" in seen_by(events, 2)
    assert GAME.to_act(s2) == frozenset({1})  # then the turn passes on as usual


def test_teapot_holder_may_accept_the_card_and_keep_the_teapot() -> None:
    s, _ = play(_tapir_state(teapot=1), 0, "tapir 2", 0)
    s, _ = GAME.apply(s, 0, PassCard(card=cd("sloth 5")))
    s2, _ = GAME.apply(s, 1, Accept())
    assert s2.teapot == 1 and cd("sloth 5") in s2.hands[1]
    assert GAME.to_act(s2) == frozenset({1})


def test_with_two_players_a_refused_card_comes_back_to_its_passer() -> None:
    s, _ = play(_tapir_state(teapot=1, n=2), 0, "tapir 2", 0)
    s, _ = GAME.apply(s, 0, PassCard(card=CAPYBARA_CARD))
    s2, _ = GAME.apply(s, 1, RefuseWithTeapot())
    assert sorted(s2.hands[0]) == sorted(cards(["sloth 5", "capybara"]))
    assert s2.teapot is None


# ---------------------------------------------------------------- 7. olive turtle


def test_olive_turtle_draws_one_then_discards_any_card_face_up() -> None:
    s = build_state(
        [["turtle 2", "capybara", "sloth 5"], ["anteater 1"]],
        piles=[["sloth 1"], ["tapir 3"]],
        draw=["toucan 4"],
    )
    s, events = play(s, 0, "turtle 2", 0)
    assert s.phase == "discard" and cd("toucan 4") in s.hands[0]
    assert GAME.legal_actions(s, 0) == [Discard(card=c) for c in sorted(cards(["toucan 4", "sloth 5", "capybara"]))]
    s2, events = GAME.apply(s, 0, Discard(card=CAPYBARA_CARD))
    assert s2.discard[-1] == CAPYBARA_CARD
    assert sorted(s2.hands[0]) == sorted(cards(["toucan 4", "sloth 5"]))
    assert "discards the capybara" in public(events)
    assert GAME.view(s2, None).discard[-1] == CAPYBARA_CARD


# ---------------------------------------------------------------- 8. anteater card and token


def _anteater_state(cookies: list[int], teapot: int | None = None) -> State:
    return build_state(
        [["anteater 2", "tapir 5"], ["sloth 4"], ["sloth 4"]],
        piles=[["sloth 1"], ["tapir 3"]],
        cookies=cookies,
        teapot=teapot,
    )


def test_anteater_card_lets_the_player_choose_among_those_with_two_cookies_or_more() -> None:
    s, _ = play(_anteater_state([10, 4, 5]), 0, "anteater 2", 0)
    assert s.phase == "target" and GAME.legal_actions(s, 0) == [Target(seat=1), Target(seat=2)]
    s2, _ = GAME.apply(s, 0, Target(seat=2))
    assert s2.cookies == [10, 4, 4]


def test_anteater_cannot_take_a_last_cookie() -> None:
    s, _ = play(_anteater_state([10, 1, 5]), 0, "anteater 2", 0)  # one eligible player: no choice
    assert s.cookies == [10, 1, 4] and GAME.to_act(s) == frozenset({1})


def test_anteater_card_with_no_one_eligible_has_no_effect() -> None:
    s, events = play(_anteater_state([10, 1, 1]), 0, "anteater 2", 0)
    assert s.cookies == [10, 1, 1] and "no effect" in public(events)


def test_teapot_holder_refuses_the_anteater_card_by_returning_the_teapot() -> None:
    s, _ = play(_anteater_state([10, 4, 5], teapot=1), 0, "anteater 2", 0)
    s, _ = GAME.apply(s, 0, Target(seat=1))
    assert s.phase == "teapot_anteater" and GAME.to_act(s) == frozenset({1})
    assert GAME.legal_actions(s, 1) == [RefuseWithTeapot(), Accept()]
    refused, _ = GAME.apply(s, 1, RefuseWithTeapot())
    assert refused.cookies == [10, 4, 5] and refused.teapot is None
    paid, _ = GAME.apply(s, 1, Accept())
    assert paid.cookies == [10, 3, 5] and paid.teapot == 1


def test_anteater_token_takes_one_from_every_other_player_and_the_teapot_holder_may_refuse() -> None:
    s = build_state(
        [["capuchin 2", "tapir 5"], ["sloth 4"], ["sloth 4"], ["sloth 5"]],
        piles=[["sloth 1"], ["tapir 3"]],
        tokens=["cookies", "anteater", *[t for t in CIRCLE if t not in ("cookies", "anteater")]],
        cookies=[10, 6, 1, 5],
        teapot=3,
    )
    s2, _ = play(s, 0, "capuchin 2", 0)
    assert s2.tokens[s2.figure] == "anteater"
    assert s2.cookies == [10, 5, 1, 5]  # player 2 keeps their last cookie; player 3 decides
    assert GAME.to_act(s2) == frozenset({3}) and s2.phase == "teapot_anteater"
    s3, _ = GAME.apply(s2, 3, RefuseWithTeapot())
    assert s3.cookies == [10, 5, 1, 5] and s3.teapot is None
    assert GAME.to_act(s3) == frozenset({1})


# ---------------------------------------------------------------- 9. sloth and the teapot across rounds


def test_sloth_takes_the_teapot_from_the_middle_or_from_another_player() -> None:
    hands = [["sloth 2", "sloth 3", "tapir 5"], ["anteater 1"], ["anteater 1"]]
    s = build_state(hands, piles=[["sloth 1"], ["tapir 3"]], teapot=2)
    s2, events = play(s, 0, "sloth 2", 0)
    assert s2.teapot == 0 and "takes the teapot" in public(events)
    s = build_state(hands, piles=[["sloth 1"], ["tapir 3"]])
    s2, _ = play(s, 0, "sloth 2", 0)
    assert s2.teapot == 0


def test_the_teapot_returns_to_the_middle_when_its_holder_ends_the_round() -> None:
    s = build_state(
        [["sloth 2"], ["anteater 1"], ["anteater 1"]],
        piles=[["sloth 1"], ["tapir 3"]],
        teapot=0,
        draw=["tapir 1"],
    )
    s2, events = play(s, 0, "sloth 2", 0)
    assert s2.round_no == 2 and s2.teapot is None and "teapot returns to the middle" in public(events)
    # another player's teapot stays across the round
    s = build_state(
        [["sloth 2"], ["anteater 1"], ["anteater 1"]],
        piles=[["sloth 1"], ["tapir 3"]],
        teapot=2,
        draw=["tapir 1"],
    )
    s2, _ = play(s, 0, "sloth 2", 0)
    assert s2.round_no == 2 and s2.teapot == 2


# ---------------------------------------------------------------- 10. capuchin, toucan and tokens


def test_capuchin_moves_the_capybara_one_token_and_resolves_it_for_the_active_player() -> None:
    s = build_state(
        [["capuchin 2", "tapir 5"], ["anteater 1"]], piles=[["sloth 1"], ["tapir 3"]], tokens=CIRCLE, teapot=1
    )
    s2, events = play(s, 0, "capuchin 2", 0)
    assert s2.figure == 1 and s2.tokens[1] == "sloth"
    assert s2.teapot == 0  # the sloth token: the active player takes the teapot
    assert "moves 1 token clockwise to the sloth token" in public(events)


def test_toucan_moves_two_tokens_and_the_cookie_token_pays_the_revealed_value() -> None:
    circle = ["turtle", "capuchin", "cookies", "sloth", "toucan", "anteater", "armadillo", "tapir"]
    s = build_state(
        [["toucan 2", "tapir 5"], ["anteater 1"]],
        piles=[["sloth 1"], ["tapir 3"]],
        tokens=circle,
        figure="turtle",
        draw=["sloth 4", "anteater 2"],
        cookies=[10, 10],
    )
    s2, events = play(s, 0, "toucan 2", 0)
    assert s2.tokens[s2.figure] == "cookies"
    assert s2.cookies == [14, 10] and s2.discard[-1] == cd("sloth 4")
    assert s2.hands[0] == cards(["tapir 5"])  # revealed, not drawn
    assert "reveals the sloth 4 and gains 4" in public(events)


def test_the_capybara_wraps_around_and_token_chains_resolve() -> None:
    # from the capuchin token (last) a capuchin card goes to the cookie token... here: a chain
    circle = ["toucan", "sloth", "cookies", "anteater", "armadillo", "tapir", "turtle", "capuchin"]
    s = build_state(
        [["capuchin 2", "tapir 5"], ["anteater 1"]],
        piles=[["sloth 1"], ["tapir 3"]],
        tokens=circle,
        figure="capuchin",
        draw=["sloth 3"],
        cookies=[10, 10],
    )
    s2, events = play(s, 0, "capuchin 2", 0)
    # capuchin card: 1 step onto the toucan token (wrapping), which moves 2 more to the cookie token
    assert s2.tokens[s2.figure] == "cookies" and s2.cookies == [13, 10]
    assert "to the toucan token" in public(events) and "to the cookie token" in public(events)


def test_armadillo_token_gives_an_extra_play() -> None:
    circle = ["cookies", "armadillo", "sloth", "toucan", "anteater", "tapir", "turtle", "capuchin"]
    s = build_state(
        [["capuchin 2", "sloth 3", "toucan 4", "capybara"], ["anteater 1"]],
        piles=[["sloth 1"], ["tapir 2"]],
        tokens=circle,
    )
    s2, _ = play(s, 0, "capuchin 2", 0)  # tops 2 and 2: any card may follow
    assert s2.phase == "extra_play" and GAME.to_act(s2) == frozenset({0})


def test_tapir_and_turtle_tokens_act_for_the_active_player() -> None:
    circle = ["cookies", "tapir", "turtle", "sloth", "toucan", "anteater", "armadillo", "capuchin"]
    base = {"piles": [["sloth 1"], ["tapir 3"]], "tokens": circle, "draw": ["toucan 1"]}
    s = build_state([["capuchin 2", "sloth 5", "capybara"], ["anteater 1"]], **base)  # type: ignore[arg-type]
    s2, _ = play(s, 0, "capuchin 2", 0)
    assert s2.phase == "pass_card" and s2.decider == 0
    s = build_state([["toucan 2", "sloth 5", "capybara"], ["anteater 1"]], **base)  # type: ignore[arg-type]
    s2, _ = play(s, 0, "toucan 2", 0)
    assert s2.phase == "discard" and cd("toucan 1") in s2.hands[0]


def test_a_tapir_with_identical_cards_left_still_asks_which_to_pass() -> None:
    """Issue 15: passing at once when every card left is the same told everyone the hand."""
    s = build_state(
        [["tapir 2", "sloth 5", "sloth 5"], ["anteater 1", "toucan 5"]], piles=[["sloth 1"], ["capuchin 3"]]
    )
    s2, events = play(s, 0, "tapir 2", 0)
    assert s2.phase == "pass_card" and GAME.legal_actions(s2, 0) == [PassCard(card=cd("sloth 5"))]
    assert "passes a card" not in public(events)
