"""The rulebook's worked examples (RULINGS "Rulebook examples as tests"), one named test each."""

from __future__ import annotations

from bot.i18n import english
from games.inka import board as B
from games.inka.moves import lengths, pay_text
from games.inka.paths import paths
from games.inka.scenario import GAME, closed_temple_with, play_move, position, roll
from games.inka.state import CAMP, Bonus, Move, Take


def dests(s) -> set[str]:
    return {"camp" if o.to == CAMP else B.coord(o.to) for o in s.options}


def test_example_1_four_and_two() -> None:
    """A hunter may move exactly 2, 4 or 6 fields; a carrier 2 or 4."""
    assert sorted(n for n, _ in lengths((4, 2), one_die=False)) == [2, 4, 6]
    assert sorted(n for n, _ in lengths((4, 2), one_die=True)) == [2, 4]
    for carrier in (None, 0):
        s, _ = roll(position(2, at={0: "K13", 1: "A1"}, carrier=carrier), (4, 2))
        allowed = (2, 4) if carrier == 0 else (2, 4, 6)
        reach = {end for n in allowed for end, _m, _r in paths(B.cell_of("K13"), n)}
        assert {o.to for o in s.options} == reach
        if carrier == 0:
            assert {o.die for o in s.options} <= {0, 1}


def test_example_2_windrose_four_and_two() -> None:
    """N field, 2 W, 4 S: pays N, W and S, lands on the compass field A5, only via the sum."""
    s, _ = roll(position(2, at={0: None, 1: None}), (4, 2))
    assert dests(s) == {"A1", "A3", "A5", "E1", "E3", "E5", "F2", "F4", "G1", "G3", "H2"}
    assert all(o.pay & 1 for o in s.options), "every exit pays NORTH"
    a5 = [o for o in s.options if o.to == B.cell_of("A5")]
    assert len(a5) == 1 and pay_text(a5[0].pay) == "NSW" and a5[0].die == 2
    move = Move(to="A5", pay="NSW")
    assert move in GAME.legal_actions(s, 0)
    s.event_stack.remove("Scout")
    s.event_stack.append("Scout")  # on top: a gain that waits for a pick, so the payment shows
    after, events = play_move(s, move)
    me = after.players[0]
    assert me.pos == B.cell_of("A5")
    assert me.cards == [4, 5, 4, 4] and after.depot == [s.depot[0] + 1, s.depot[1], s.depot[2] + 1, s.depot[3] + 1]
    assert after.event_discard == ["Scout"] and any("event card" in english(e.text) for e in events)
    assert after.phase == "take" and after.take_scout == 3


def test_example_3_pair_is_free() -> None:
    """3+3: every move is free; with no cards, K13 has 18 moves with 2+2 and none with 2+3."""
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}), (3, 3))
    assert s.options and all(o.pay == 0 for o in s.options)
    broke = position(2, at={0: "K13", 1: "A1"}, cards={0: [0, 0, 0, 0]})
    pair, _ = roll(broke, (2, 2))
    assert len(pair.options) == 18
    odd, _ = roll(broke, (2, 3))
    assert odd.options == [] and odd.phase == "take"


def test_example_4_carrier_three_and_six() -> None:
    """The carrier moves 3 or 6 (never 5 or 9); ending on a compass field pays and draws an event card."""
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}, carrier=0), (3, 6))
    start = B.cell_of("K13")
    three_six = {e for n in (3, 6) for e, _m, _r in paths(start, n)}
    assert {o.to for o in s.options} == three_six
    five_or_nine = {e for n in (5, 9) for e, _m, _r in paths(start, n)} - three_six
    assert not five_or_nine & {o.to for o in s.options}
    compass = next(o for o in s.options if B.KIND[o.to] == "compass")
    move = Move(to=B.coord(compass.to), pay=pay_text(compass.pay), rescue=compass.rescue)
    after, events = play_move(s, move)
    assert sum(after.players[0].cards) <= 20 or after.event_discard
    assert len(after.event_discard) == 1 and any("event card" in english(e.text) for e in events)
    assert compass.pay  # not a pair: the carrier pays like everyone


def test_example_5_temples() -> None:
    """Passing leaves a temple closed; landing opens it; the treasure makes a carrier and a plain field."""
    s = closed_temple_with(position(2, at={0: "G5", 1: "A1"}), "treasure", "G3")
    s, _ = roll(s, (1, 4))  # G5 -> G4 -> G3 -> G2 -> G1 passes G3
    after, _ = play_move(s, Move(to="G1", pay="N"))
    assert not after.opened[B.TEMPLES.index(B.cell_of("G3"))]
    s, _ = roll(s, (2, 5))
    after, events = play_move(s, Move(to="G3", pay="N"))
    assert after.opened[B.TEMPLES.index(B.cell_of("G3"))] and after.carrier == 0
    assert any("TREASURE" in english(e.text) for e in events)
    assert GAME.view(after, 1).temples[B.TEMPLES.index(B.cell_of("G3"))] == "treasure"
    from games.inka.moves import field_kind

    assert field_kind(after, B.cell_of("G3")) == "plain"


def test_example_6_hits() -> None:
    """A hunter on the carrier takes the treasure, banishes, draws the field's card, gets the bonus roll."""
    s = position(3, at={0: "N13", 1: "N15", 2: "A1"}, carrier=1)  # N15 is plain; move 2 south
    cards_before = list(s.players[1].cards)
    s, _ = roll(s, (2, 5))
    hit = Move(to="N15", pay="S")
    assert hit in GAME.legal_actions(s, 0)
    after, _ = GAME.apply(s, 0, hit)
    assert after.carrier == 0 and after.phase == "banish"
    island = GAME.legal_actions(after, 0)[0]
    after, _ = GAME.apply(after, 0, island)
    assert after.players[1].pos == B.cell_of(island.island) and after.players[1].cards == cards_before
    assert after.phase == "bonus" and GAME.legal_actions(after, 0) == [Bonus(roll=True), Bonus(roll=False)]
    # on a special field the hunter draws its card before the bonus roll
    s = position(3, at={0: "K11", 1: "K13", 2: "A1"}, carrier=1)
    s.players[1].pos = B.cell_of("L13")  # L13 is a compass field
    s, _ = roll(s, (1, 2))
    after, _ = play_move(s, Move(to="L13", pay="ES"))
    after, _ = GAME.apply(after, 0, GAME.legal_actions(after, 0)[0])
    assert len(after.event_discard) == 1
    # the carrier landing on a hunter banishes it; a hunter never ends on a hunter
    s, _ = roll(position(3, at={0: "N13", 1: "N15", 2: "K11"}, carrier=0), (2, 5))
    assert Move(to="N15", pay="S") in GAME.legal_actions(s, 0)
    after, _ = play_move(s, Move(to="N15", pay="S"))
    assert after.phase == "banish" and after.banish_seat == 1 and after.carrier == 0
    s, _ = roll(position(3, at={0: "N13", 1: "N15", 2: "K11"}, carrier=2), (2, 5))
    assert B.cell_of("N15") not in {o.to for o in s.options}


def test_example_7_island() -> None:
    """From J4 with 1+3 the pawn reaches J1 paying only N, without the rescue card."""
    s, _ = roll(position(2, at={0: "J4", 1: "A1"}), (1, 3))
    j1 = [o for o in s.options if o.to == B.cell_of("J1")]
    assert [(pay_text(o.pay), o.rescue) for o in j1] == [("N", False)]
    after, _ = play_move(s, Move(to="J1", pay="N"))
    assert after.players[0].rescue


def test_example_8_rescue_card() -> None:
    """From A9 with 2+5, A11 is offered only with the rescue card (paying S), which is then gone."""
    s, _ = roll(position(2, at={0: "A9", 1: "U1"}), (2, 5))
    a11 = [o for o in s.options if o.to == B.cell_of("A11")]
    assert [(pay_text(o.pay), o.rescue) for o in a11] == [("S", True)]
    after, _ = play_move(s, Move(to="A11", pay="S", rescue=True))
    assert not after.players[0].rescue
    again, _ = roll(position(2, at={0: "A9", 1: "U1"}, rescue={0: False}), (2, 5))
    assert B.cell_of("A11") not in {o.to for o in again.options}


def test_example_9_camp() -> None:
    """Carrier on R17 with 1+4 wins (pays E); on Q17 2+5 wins, 3+5 cannot; hunters never get the camp."""
    s, _ = roll(position(2, at={0: "R17", 1: "A1"}, carrier=0), (1, 4))
    assert [(o.to, pay_text(o.pay)) for o in s.options] == [(CAMP, "E")]
    after, _ = play_move(s, Move(to="camp", pay="E"))
    assert GAME.outcome(after).winners == [0]
    s, _ = roll(position(2, at={0: "Q17", 1: "A1"}, carrier=0), (2, 5))
    assert dests(s) == {"camp"}
    s, _ = roll(position(2, at={0: "Q17", 1: "A1"}, carrier=0), (3, 5))
    assert "camp" not in dests(s) and s.options
    s, _ = roll(position(2, at={0: "Q17", 1: "A1"}, carrier=1), (2, 5))
    assert "camp" not in dests(s)


def test_example_10_stuck() -> None:
    """No cards and 2+3: the turn is lost and the player takes 2 cards of their choice."""
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}, cards={0: [0, 0, 0, 0]}), (2, 3))
    assert s.phase == "take" and s.take_left == 2 and s.current == 0
    s, _ = GAME.apply(s, 0, Take(dir="N"))
    s, _ = GAME.apply(s, 0, Take(dir="W"))
    assert s.players[0].cards == [1, 0, 0, 1] and s.current == 1
    # fewer if the depot lacks them
    poor = position(2, at={0: "K13", 1: "A1"}, cards={0: [0, 0, 0, 0], 1: [29, 30, 30, 30]})
    poor.depot = [1, 0, 0, 0]
    poor.players[1].cards = [39, 40, 40, 40]
    s, _ = roll(poor, (2, 3))
    assert s.take_left == 1 and GAME.legal_actions(s, 0) == [Take(dir="N")]
    s, _ = GAME.apply(s, 0, Take(dir="N"))
    assert s.players[0].cards == [1, 0, 0, 0] and s.current == 1


def test_example_11_lost() -> None:
    """Lost: the pawn returns to its start field and draws no card there, even on a special field."""
    s = position(2, at={0: "A5", 1: "U1"})  # A5 is a compass field
    s.risk_stack.remove("Lost")
    s.risk_stack.append("Lost")  # on top
    s, _ = roll(s, (2, 6))
    inca = next(o for o in s.options if B.KIND[o.to] == "inca")
    after, _ = play_move(s, Move(to=B.coord(inca.to), pay=pay_text(inca.pay), rescue=inca.rescue))
    assert after.players[0].pos == B.cell_of("A5")
    assert after.risk_discard == ["Lost"] and after.event_discard == []
    assert after.current == 1
