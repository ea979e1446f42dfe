"""Every event and risk card does what its text says (RULINGS decks)."""

from __future__ import annotations

from games.inka import board as B
from games.inka.moves import move_action
from games.inka.scenario import GAME, play_move, position, roll
from games.inka.state import Give, InkaState, Move, Take


def draw(card: str, *, deck: str, n: int = 2, hand: list[int] | None = None) -> InkaState:
    """Seat 0 lands on a compass (A5) or Inca field (A12) with a pair, ``card`` on top of that stack."""
    start, field = ("A4", "A5") if deck == "event" else ("A13", "A12")
    at: dict[int, str | None] = {0: start, **{i: None for i in range(1, n)}}
    s = position(n, at=at, cards={0: hand} if hand else None)
    stack = s.event_stack if deck == "event" else s.risk_stack
    stack.remove(card)
    stack.append(card)
    s, _ = roll(s, (1, 1))
    after, _ = play_move(s, Move(to=field, pay=""))
    return after


def test_supply_drop_and_friendly_tribe_give_one_of_each() -> None:
    assert draw("Supply drop", deck="event").players[0].cards == [6, 6, 6, 6]
    assert draw("Friendly tribe", deck="risk").players[0].cards == [6, 6, 6, 6]


def test_trails_give_fixed_cards() -> None:
    assert draw("North–south trail", deck="event").players[0].cards == [7, 5, 7, 5]
    assert draw("East–west trail", deck="event").players[0].cards == [5, 7, 5, 7]


def test_choice_cards_are_picked_one_at_a_time() -> None:
    for card, deck, n in (
        ("Pack mule", "event", 2),
        ("Trading post", "event", 3),
        ("Great depot", "event", 5),
        ("Hidden cache", "risk", 3),
    ):
        s = draw(card, deck=deck)
        assert s.phase == "take" and s.take_left == n, card
        for _ in range(n):
            s, _ = GAME.apply(s, 0, Take(dir="E"))
        assert s.players[0].cards == [5, 5 + n, 5, 5] and s.current == 1, card


def test_scout_takes_three_of_one_direction() -> None:
    s = draw("Scout", deck="event")
    s, _ = GAME.apply(s, 0, Take(dir="W"))
    assert s.players[0].cards == [5, 5, 5, 8] and s.current == 1


def test_supply_caravan_gives_everyone_one_of_each() -> None:
    s = draw("Supply caravan", deck="event", n=3)
    assert all(p.cards == [6, 6, 6, 6] for p in s.players)


def test_jaguar_returns_one_of_each_held() -> None:
    s = draw("Jaguar", deck="risk", hand=[2, 0, 1, 3])
    assert s.players[0].cards == [1, 0, 0, 2]


def test_porters_desert_returns_two_of_your_choice_or_all() -> None:
    s = draw("Porters desert", deck="risk")
    assert s.phase == "give" and s.give_left == 2
    s, _ = GAME.apply(s, 0, Give(dir="S"))
    s, _ = GAME.apply(s, 0, Give(dir="S"))
    assert s.players[0].cards == [5, 5, 3, 5]
    poor = draw("Porters desert", deck="risk", hand=[0, 1, 0, 0])
    assert poor.give_left == 1 and GAME.legal_actions(poor, 0) == [Give(dir="E")]


def test_swamp_fever_machete_flags() -> None:
    assert draw("Swamp", deck="risk").players[0].swamp
    assert draw("Fever", deck="risk").players[0].fever
    assert draw("Machete", deck="risk").players[0].machete


def test_native_guide_is_kept_until_used() -> None:
    s = draw("Native guide", deck="risk")
    assert s.players[0].guides == 1 and "Native guide" not in s.risk_discard
    GAME.check_invariants(s)


def test_lost_goes_back_unless_the_start_is_taken() -> None:
    s = draw("Lost", deck="risk")
    assert s.players[0].pos == B.cell_of("A13")
    # from the windrose, anyone may go back
    w = position(2, at={0: None, 1: "U1"})
    w.risk_stack.remove("Lost")
    w.risk_stack.append("Lost")
    w, _ = roll(w, (3, 4))
    inca = next(o for o in w.options if B.KIND[o.to] == "inca")
    back, _ = play_move(w, move_action(inca.to, inca.pay, inca.rescue))
    assert back.players[0].pos == -1 and back.risk_discard == ["Lost"]
    # the start field taken meanwhile: stay
    t = position(3, at={0: "A13", 1: "U1", 2: "U2"})
    t.risk_stack.remove("Lost")
    t.risk_stack.append("Lost")
    t, _ = roll(t, (1, 1))
    t.move_start = B.cell_of("U2")
    from games.inka.transitions import draw_risk

    t.players[0].pos = B.cell_of("A12")
    draw_risk(t, [])
    assert t.players[0].pos == B.cell_of("A12")
