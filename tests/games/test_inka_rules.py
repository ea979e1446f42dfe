"""One test per numbered decision of RULINGS "Der Schatz der Inka" (the examples are in test_inka_examples)."""

from __future__ import annotations

import random

import pytest

from bot.i18n import english
from games.contract import IllegalAction
from games.inka import board as B
from games.inka import components as C
from games.inka.moves import pay_text
from games.inka.scenario import GAME, closed_temple_with, play_move, position, roll
from games.inka.state import CAMP, ON_WINDROSE, Banish, Bonus, Move, Reroll, Skip, Take
from games.inka.transitions import end_turn


def dest_cells(s) -> set[int]:
    return {o.to for o in s.options}


def test_d1_first_player_is_random_and_play_goes_clockwise() -> None:
    firsts = {GAME.setup(4, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    s, _ = roll(position(3, at={0: "K13"}), (3, 3))
    s, _ = play_move(s, Move(to=B.coord(s.options[0].to), pay=""))
    while s.current == 0 and s.phase != "move":  # resolve any card pick
        s, _ = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    assert s.current == 1


def test_d2_setup() -> None:
    for n in range(2, 7):
        s = GAME.setup(n, 9)
        assert all(p.cards == [5, 5, 5, 5] and p.rescue and p.pos == ON_WINDROSE for p in s.players)
        assert s.depot == [40 - 5 * n] * 4
        assert len(s.event_stack) == 17 and len(s.risk_stack) == 17
        assert sorted(s.temples) == sorted(["compass"] * 4 + ["inca"] * 4 + ["treasure"]) and not any(s.opened)
    with pytest.raises(ValueError):
        GAME.setup(7, 1)


def test_d3_swamp_loses_the_turn_and_dice_are_rolled_publicly() -> None:
    s = position(3, at={0: "K13", 1: "A1", 2: "U1"})
    s.players[1].swamp = True
    s, events = roll(s, (3, 3))
    assert any("rolled 3 and 3" in english(e.text) and e.audience is None for e in events)
    s, events = play_move(s, Move(to="K10", pay=""))
    while s.current == 0:
        s, events = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    assert s.current == 2 and not s.players[1].swamp
    assert any("swamp" in english(e.text) for e in events)


def test_d4_fever_and_carrier_use_one_die() -> None:
    s = position(2, at={0: "K13", 1: "A1"})
    s.players[0].fever_now = True
    s, _ = roll(s, (2, 3))
    assert {o.die for o in s.options} <= {0, 1}
    hunter, _ = roll(position(2, at={0: "K13", 1: "A1"}), (2, 3))
    assert 2 in {o.die for o in hunter.options}


def test_d5_simple_paths_leave_the_field_and_pass_over_pawns() -> None:
    s, _ = roll(position(3, at={0: "N13", 1: "N14", 2: "A1"}), (2, 5))
    assert B.cell_of("N13") not in dest_cells(s)
    assert B.cell_of("N15") in dest_cells(s)  # over the pawn on N14
    # passing a compass field draws nothing: N13 -> N12 -> ... only the last field counts
    assert B.cell_of("N14") not in dest_cells(s)  # occupied by a hunter, no hit


def test_d6_one_card_per_direction_and_missing_cards() -> None:
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}, cards={0: [0, 5, 5, 5]}), (4, 5))
    assert s.options and all(not o.pay & 1 for o in s.options)
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}), (4, 5))
    assert all(1 <= bin(o.pay).count("1") <= 4 for o in s.options)
    s = position(2, at={0: "K13", 1: "A1"}, cards={0: [0, 0, 0, 0]})
    s.players[0].machete = True
    s, _ = roll(s, (2, 3))
    assert s.options and s.free and all(o.pay == 0 for o in s.options)
    after, _ = play_move(s, Move(to=B.coord(s.options[0].to), pay=""))
    assert not after.players[0].machete


def test_d7_windrose_exit_and_c1_does_not_block() -> None:
    s, _ = roll(position(2, at={0: None, 1: "C1"}), (4, 2))
    assert B.cell_of("A5") in dest_cells(s) and B.cell_of("C1") not in dest_cells(s)
    s, _ = roll(position(2, at={0: None, 1: None}), (1, 1))
    assert {B.coord(c) for c in dest_cells(s)} == {"A1", "B1", "D1", "E1"}  # C1 + 1 or 2 more steps


def test_d8_obstacles_and_islands_are_never_entered() -> None:
    rng = random.Random(3)
    for _ in range(40):
        start = rng.choice([c for c in range(B.N_CELLS) if B.IS_LAND[c]])
        s, _ = roll(position(2, at={0: B.coord(start), 1: "A1" if start != B.cell_of("A1") else "A2"}), (5, 6))
        for o in s.options:
            assert o.to == CAMP or B.IS_LAND[o.to]


def test_d9_rescue_card_is_used_once() -> None:
    s, _ = roll(position(2, at={0: "A9", 1: "U1"}), (2, 5))
    after, _ = play_move(s, Move(to="A11", pay="S", rescue=True))
    assert not after.players[0].rescue
    assert all(not o.rescue for o in roll(position(2, at={0: "A9"}, rescue={0: False}), (2, 5))[0].options)


def test_d10_island_exit_is_free_and_the_rescue_card_stays_usable() -> None:
    s, _ = roll(position(2, at={0: "D11", 1: "U1"}), (2, 6))
    assert s.options and all(not o.rescue for o in s.options)
    assert B.cell_of("D11") not in dest_cells(s)
    from games.inka.paths import paths

    later_rescue = [
        (island, n) for island in B.ISLANDS for n in range(1, 13) if any(r for _e, _m, r in paths(island, n))
    ]
    assert later_rescue, "a move from an island may still use the rescue card on a later run"


def test_d11_only_pareto_minimal_payments() -> None:
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}), (5, 6))
    by_dest: dict[int, list[tuple[int, bool]]] = {}
    for o in s.options:
        by_dest.setdefault(o.to, []).append((o.pay, o.rescue))
    twice = 0
    for choices in by_dest.values():
        twice += len(choices) > 1
        for p, r in choices:
            assert not any((p2, r2) != (p, r) and p2 & p == p2 and r2 <= r for p2, r2 in choices)
    assert twice, "some destination offers two incomparable payments"


def test_d12_at_most_one_card_per_move() -> None:
    s = position(2, at={0: "A4", 1: "U1"})
    s.event_stack.remove("Supply drop")
    s.event_stack.append("Supply drop")
    s, _ = roll(s, (1, 1))
    after, _ = play_move(s, Move(to="A5", pay=""))
    assert after.event_discard == ["Supply drop"] and after.risk_discard == []


def test_d13_open_temple_acts_as_its_sign() -> None:
    s = closed_temple_with(position(2, at={0: "G4", 1: "U1"}), "compass", "G3")
    s, _ = roll(s, (1, 1))
    after, events = play_move(s, Move(to="G3", pay=""))
    assert after.opened[B.TEMPLES.index(B.cell_of("G3"))] and len(after.event_discard) == 1
    assert any("compass sign" in english(e.text) for e in events)
    # coming back later draws an event card again
    again = position(2, at={0: "G4", 1: "U1"})
    again.temples, again.opened = list(after.temples), list(after.opened)
    again, _ = roll(again, (1, 1))
    again, _ = play_move(again, Move(to="G3", pay=""))
    assert len(again.event_discard) == 1


def test_d14_empty_stacks_are_rebuilt_from_the_discards() -> None:
    s = position(2, at={0: "A4", 1: "U1"})
    s.event_discard, s.event_stack = s.event_stack, []
    s, _ = roll(s, (1, 1))
    after, _ = play_move(s, Move(to="A5", pay=""))
    assert len(after.event_stack) == 16 and len(after.event_discard) == 1


def test_d15_no_hits_before_the_treasure_and_never_among_hunters() -> None:
    s, _ = roll(position(2, at={0: "N13", 1: "N15"}), (2, 5))
    assert B.cell_of("N15") not in dest_cells(s)
    s, _ = roll(position(3, at={0: "N13", 1: "N15", 2: "A1"}, carrier=2), (2, 5))
    assert B.cell_of("N15") not in dest_cells(s)


def test_d16_bonus_roll_is_optional_and_gives_no_second_bonus() -> None:
    s = position(3, at={0: "N13", 1: "N15", 2: "N17"}, carrier=1)
    s, _ = roll(s, (2, 5))
    s, _ = play_move(s, Move(to="N15", pay="S"))
    s, _ = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    assert s.phase == "bonus"
    ended, _ = GAME.apply(s, 0, Bonus(roll=False))
    assert ended.current == 1
    # a bonus move that hits gives no further roll
    s.phase = "move"
    s2, _ = roll(s, (2, 6), bonus=True)
    assert s2.bonus_move and {o.die for o in s2.options} <= {0, 1}
    hit = Move(to="N17", pay="S")  # the carrier banishes the hunter on N17
    s3, _ = play_move(s2, hit)
    s3, _ = GAME.apply(s3, 0, GAME.legal_actions(s3, 0)[0])
    assert s3.current != 0 or s3.phase != "bonus"


def test_d17_carrier_chooses_the_island_for_a_hunter() -> None:
    s, _ = roll(position(3, at={0: "N13", 1: "N15", 2: "A1"}, carrier=0), (2, 5))
    s, _ = play_move(s, Move(to="N15", pay="S"))
    assert s.phase == "banish" and s.current == 0
    assert GAME.legal_actions(s, 0) == [Banish(island=B.coord(i)) for i in B.ISLANDS]
    s, _ = GAME.apply(s, 0, Banish(island="J15"))
    assert s.players[1].pos == B.cell_of("J15")


def test_d18_no_free_island_sends_to_the_windrose() -> None:
    at = {0: "N13", 1: "N15", 2: "J4", 3: "R8", 4: "D11", 5: "J15"}
    s, _ = roll(position(6, at=at, carrier=0), (2, 5))
    s, _ = play_move(s, Move(to="N15", pay="S"))
    assert s.players[1].pos == ON_WINDROSE and s.phase != "banish"


def test_d19_camp_ends_the_game_and_everyone_else_shares_second() -> None:
    s, _ = roll(position(3, at={0: "R17", 1: "A1", 2: "A2"}, carrier=0), (1, 4))
    after, _ = GAME.apply(s, 0, Move(to="camp", pay="E"))
    out = GAME.outcome(after)
    assert out is not None and out.winners == [0] and out.ranks == [1, 2, 2]
    assert GAME.to_act(after) == frozenset()


def test_d20_only_camp_moves_when_the_camp_is_in_reach() -> None:
    s, _ = roll(position(2, at={0: "Q17", 1: "A1"}, carrier=0), (2, 5))
    assert GAME.legal_actions(s, 0) == [Move(to="camp", pay="E")]


def test_d21_round_cap_ends_undecided() -> None:
    s = position(2, at={0: "K13", 1: "A1"})
    s.round = C.ROUND_CAP
    s.current = 1
    end_turn(s, [])
    assert s.phase == "over" and s.undecided
    out = GAME.outcome(s)
    # RULINGS 21: "After 150 rounds without a winner nobody wins (`winners=[]`)."
    assert out is not None and out.winners == [] and out.ranks == [1, 1]


def test_d22_stuck_with_a_guide_may_reroll_or_skip() -> None:
    s = position(2, at={0: "K13", 1: "A1"}, cards={0: [0, 0, 0, 0]})
    s.players[0].guides = 1
    s.risk_stack.remove("Native guide")
    s, _ = roll(s, (2, 3))
    assert s.phase == "stuck" and GAME.legal_actions(s, 0) == [Reroll(), Skip()]
    skipped, _ = GAME.apply(s, 0, Skip())
    assert skipped.phase == "take" and skipped.take_left == 2
    rerolled, _ = GAME.apply(s, 0, Reroll())
    assert rerolled.players[0].guides == 0 and "Native guide" in rerolled.risk_discard


def test_d22_a_player_who_can_move_must() -> None:
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}), (2, 3))
    assert all(a.kind in ("move", "browse") for a in GAME.legal_actions(s, 0))


def test_d23_gains_take_only_what_the_depot_holds() -> None:
    s = position(2, at={0: "A4", 1: "U1"}, cards={1: [35, 30, 36, 35]})
    s.depot = [0, 5, 0, 0]
    s.players[1].cards = [35, 30, 35, 35]
    s.event_stack.remove("Supply drop")
    s.event_stack.append("Supply drop")
    s, _ = roll(s, (1, 1))
    after, _ = play_move(s, Move(to="A5", pay=""))
    assert after.players[0].cards == [5, 6, 5, 5] and after.depot == [0, 4, 0, 0]
    with pytest.raises(IllegalAction):
        GAME.apply(after, after.current, Take(dir="N"))


def test_d24_fever_and_swamp_apply_next_turn_machete_next_move() -> None:
    s = position(2, at={0: "A13", 1: "U1"})
    s.risk_stack.remove("Fever")
    s.risk_stack.append("Fever")
    s, _ = roll(s, (1, 1))
    after, _ = play_move(s, Move(to="A12", pay=""))
    assert after.players[0].fever and not after.players[0].fever_now
    assert after.current == 1


def test_d25_information_hides_only_stack_order_and_closed_temples() -> None:
    s = GAME.setup(3, 4)
    v = GAME.view(s, 0)
    assert v.temples == [None] * 9 and v.event_left == 17 and "event_stack" not in v.model_dump()
    world = GAME.determinize(s, 0, random.Random(2))
    assert GAME.view(world, 0) == v and world.rng.seed != s.rng.seed
    assert sorted(world.event_stack) == sorted(s.event_stack) and world.players == s.players


def test_moves_paid_go_to_the_depot() -> None:
    s, _ = roll(position(2, at={0: "K13", 1: "A1"}), (2, 3))
    o = next(o for o in s.options if bin(o.pay).count("1") == 2 and B.KIND[o.to] == "plain")
    after, _ = play_move(s, Move(to=B.coord(o.to), pay=pay_text(o.pay), rescue=o.rescue))
    assert sum(after.depot) == sum(s.depot) + 2


@pytest.mark.parametrize("n", [2, 6])
def test_games_of_heuristic_players_end_with_a_winner(n: int) -> None:
    s = GAME.setup(n, 42)
    rng = random.Random(42)
    while not GAME.is_over(s):
        acts = GAME.legal_actions(s, s.current)
        action = GAME.heuristic_action(GAME.view(s, s.current), acts, rng) or rng.choice(acts)
        s, _ = GAME.apply(s, s.current, action)
        GAME.check_invariants(s)
    out = GAME.outcome(s)
    assert out is not None and s.winner is not None and out.winners == [s.winner]
    assert s.round < 60
