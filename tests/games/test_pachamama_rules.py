"""Pachamama rules: one test per RULINGS decision, on states built by hand."""

from __future__ import annotations

import pytest

from bot.i18n import english
from games.contract import IllegalAction
from games.pachamama import GAME
from games.pachamama import components as C
from games.pachamama.grid import grid_for
from games.pachamama.state import (
    Aim,
    Back,
    Divine,
    EndTurn,
    Go,
    KeepCubes,
    Leave,
    Look,
    Offer,
    PachamamaOptions,
    PachamamaState,
    Pick,
    Stop,
    Trade,
)

GRID = grid_for(False)
SWAMP, DESERT, MOUNTAIN, FOREST = range(4)


def sq(label: str) -> int:
    return GRID.cell(label)


def blank(n: int = 2, seed: int = 1) -> PachamamaState:
    """A real game whose land is fully hidden again: nothing discovered, cultivated or revealed."""
    s = GAME.setup(n, seed)
    return s.model_copy(
        update={
            "revealed": [],
            "discovered": [False] * GRID.n,
            "cultivated": [False] * GRID.n,
            "cultivator": [-1] * GRID.n,
        }
    )


def stand(s: PachamamaState, seat: int, k: int, label: str) -> None:
    """Put explorer k of seat on a (discovered) square."""
    c = sq(label)
    s.seats[seat].explorers[k] = c
    s.discovered[c] = True


def cultivate(s: PachamamaState, *labels: str) -> None:
    for label in labels:
        c = sq(label)
        s.discovered[c] = True
        s.cultivated[c] = True


def goes(s: PachamamaState, seat: int = 0) -> set[str]:
    return {GRID.label(a.cell) for a in GAME.legal_actions(s, seat) if a.kind == "go"}


def play(s: PachamamaState, seat: int, *actions: object) -> tuple[PachamamaState, list[str]]:
    texts: list[str] = []
    for a in actions:
        s, events = GAME.apply(s, seat, a)
        texts += [english(e.text) for e in events]
        GAME.check_invariants(s)
    return s, texts


# ---------------------------------------------------------------- setup and pieces


@pytest.mark.parametrize(("n", "explorers"), [(2, 5), (3, 4), (4, 3)])
def test_explorers_per_player_start_off_the_land(n: int, explorers: int) -> None:
    s = GAME.setup(n, 7)
    assert all(p.explorers == [None] * explorers for p in s.seats)
    assert C.EXPLORERS_PER_PLAYER[n] == explorers


def test_revealed_squares_are_cultivated_and_owned_by_nobody() -> None:
    s = GAME.setup(3, 11)
    assert C.MIN_REVEALED <= len(s.revealed) <= C.MAX_REVEALED
    view = GAME.view(s, None)
    for c in s.revealed:
        assert s.discovered[c] and s.cultivated[c] and s.cultivator[c] == -1
        assert view.land[c] == s.land[c] and view.field[c] == s.field[c]


def test_short_option_is_a_5x5_land() -> None:
    s = GAME.setup(2, 3, PachamamaOptions(short=True))
    assert (s.width, s.height, len(s.land)) == (5, 5, 25)


# ---------------------------------------------------------------- decision 1: a turn


def test_decision1_a_turn_is_one_action_then_the_next_player() -> None:
    s = blank()
    s, _ = play(s, 0, Pick(explorer=0), Go(cell=sq("A1")))
    assert s.current == 1 and s.phase == "main"
    assert GAME.legal_actions(s, 0) == []
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, Pick(explorer=1))


def test_decision1_back_undoes_a_choice_before_it_counts() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    s, _ = play(s, 0, Pick(explorer=0), Back())
    assert s.phase == "main" and s.current == 0 and s.seats[0].explorers[0] == sq("C3")


# ---------------------------------------------------------------- decision 2: movement


def test_decision2_off_the_land_an_explorer_enters_on_any_free_edge_square() -> None:
    s = blank()
    stand(s, 1, 0, "A1")  # an opponent occupies one edge square
    ends = goes(play(s, 0, Pick(explorer=0))[0])
    edge = {GRID.label(c) for c in GRID.edge}
    assert ends == edge - {"A1"}
    assert "C3" not in ends


def test_decision2_entering_can_run_on_along_cultivated_squares() -> None:
    s = blank()
    cultivate(s, "A3", "B3")
    ends = goes(play(s, 0, Pick(explorer=0))[0])
    assert {"C3", "B2", "B4"} <= ends  # reached through the cultivated A3 and B3


def test_decision2_chain_along_cultivated_squares_and_own_explorers() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    stand(s, 0, 1, "E3")  # own explorer on an uncultivated square: a stepping stone
    cultivate(s, "D3")
    ends = goes(play(s, 0, Pick(explorer=0))[0])
    # one step anywhere, on along D3 (cultivated, free: also a stop) and through E3 (own explorer)
    assert {"B3", "C2", "C4", "D3", "D2", "D4", "E2", "E4", "F3"} == ends
    assert "E3" not in ends  # never onto an explorer


def test_decision2_an_opponent_blocks_the_chain() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    cultivate(s, "D3", "E3", "F3")
    stand(s, 1, 0, "E3")
    ends = goes(play(s, 0, Pick(explorer=0))[0])
    assert "D3" in ends and "E3" not in ends and "F3" not in ends and "G3" not in ends
    assert "E2" not in ends  # only reachable through the opponent


def test_decision2_leaving_the_land_is_an_action() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    s1 = play(s, 0, Pick(explorer=0))[0]
    assert Leave() in GAME.legal_actions(s1, 0)
    s2, texts = play(s1, 0, Leave())
    assert s2.seats[0].explorers[0] is None and s2.current == 1
    assert "off the land at C3" in texts[0]
    # an explorer off the land cannot "leave"
    assert Leave() not in GAME.legal_actions(play(blank(), 0, Pick(explorer=0))[0], 0)


# ---------------------------------------------------------------- decision 3: explore


def test_decision3_explore_reveals_the_land_type_to_everyone_and_gives_a_cube() -> None:
    s = blank()
    c = sq("A2")
    t = s.land[c]
    s, texts = play(s, 0, Pick(explorer=0), Go(cell=c))
    assert s.discovered[c]
    assert GAME.view(s, None).land[c] == t and GAME.view(s, 1).land[c] == t
    assert GAME.view(s, None).field[c] is None  # the field stays hidden
    assert s.seats[0].cubes[t] == 1 and sum(s.seats[0].cubes) == 1
    assert texts == [f"<seat:0> explores A2: {C.LAND_TYPES[t]}, and takes a {C.LAND_TYPES[t]} cube."]


def test_decision3_at_four_cubes_trade_two_for_one_of_your_choice_then_take_the_new_cube() -> None:
    s = blank()
    c = sq("A2")
    new = s.land[c]
    others = [t for t in range(4) if t != new]
    s.seats[0].cubes = [0, 0, 0, 0]
    s.seats[0].cubes[others[0]] = 2
    s.seats[0].cubes[others[1]] = 2
    s, _ = play(s, 0, Pick(explorer=0), Go(cell=c))
    assert s.phase == "trade" and s.current == 0 and s.pending_cube == new
    trade = Trade(give=(others[0], others[1]), take=others[2])
    assert trade in GAME.legal_actions(s, 0) and KeepCubes() in GAME.legal_actions(s, 0)
    s, texts = play(s, 0, trade)
    assert s.seats[0].cubes == [1, 1, 1, 1]  # four different cubes: an offering is now possible
    assert "trades" in texts[0]
    assert s.phase == "after" and Offer(reward="action") in GAME.legal_actions(s, 0)


def test_decision3_at_four_cubes_without_a_trade_the_new_cube_is_lost() -> None:
    s = blank()
    c = sq("A2")
    new = s.land[c]
    other = (new + 1) % 4
    s.seats[0].cubes = [0, 0, 0, 0]
    s.seats[0].cubes[other] = 4
    s, texts = play(s, 0, Pick(explorer=0), Go(cell=c), KeepCubes())
    assert s.seats[0].cubes[other] == 4 and sum(s.seats[0].cubes) == 4
    assert s.current == 1
    assert f"the {C.LAND_TYPES[new]} cube is lost" in texts[-1]


def test_decision3_trades_offer_each_result_once() -> None:
    from games.pachamama.legal import trades

    options = trades([4, 0, 0, 0], new=1)
    results = set()
    for t in options:
        after = [4, 0, 0, 0]
        for g in t.give:
            after[g] -= 1
        after[t.take] += 1
        after[1] += 1
        results.add(tuple(after))
    assert len(results) == len(options) and (4, 0, 0, 0) not in results
    assert (2, 1, 1, 0) in results and (3, 1, 0, 0) in results


# ---------------------------------------------------------------- decision 4: move


def test_decision4_a_move_onto_a_discovered_square_reveals_nothing() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    s.discovered[sq("C4")] = True
    before = list(s.discovered)
    s, texts = play(s, 0, Pick(explorer=0), Go(cell=sq("C4")))
    assert s.discovered == before and sum(s.seats[0].cubes) == 0
    assert texts == ["<seat:0> moves an explorer to C4."]


# ---------------------------------------------------------------- decision 5: divination


def _diviner(seat_score: int = 0) -> tuple[PachamamaState, int, int]:
    """Seat 0 with explorers on two discovered, uncultivated squares."""
    s = blank()
    stand(s, 0, 0, "C3")
    stand(s, 0, 1, "G2")
    s.seats[0].score = seat_score
    s.seats[0].field_points = seat_score
    return s, sq("C3"), s.field[sq("C3")]


def test_decision5_right_divination_scores_the_field_and_may_go_on() -> None:
    s, c, f = _diviner()
    s, texts = play(s, 0, Aim(explorer=0), Divine(value=f))
    assert s.cultivated[c] and s.cultivator[c] == 0
    assert s.seats[0].score == f + 1  # the field, plus 1 for the first stone on level 1
    assert s.seats[0].tracks[f - 1] == 1
    assert s.current == 0 and s.phase == "more"  # may divine with another explorer
    assert Aim(explorer=1) in GAME.legal_actions(s, 0) and Stop() in GAME.legal_actions(s, 0)
    assert texts[-1].startswith(f"<seat:0> divines {f} at C3: right!")
    s, _ = play(s, 0, Stop())
    assert s.current == 1


def test_decision5_wrong_divination_places_the_true_field_loses_it_and_ends_the_turn() -> None:
    s, c, f = _diviner()
    wrong = 1 if f != 1 else 2
    s, texts = play(s, 0, Aim(explorer=0), Divine(value=wrong))
    assert s.cultivated[c] and GAME.view(s, None).field[c] == f  # the true field is placed anyway
    assert s.seats[0].score == -f  # scores go below zero
    assert s.current == 1  # no further divination with G2
    assert texts[-1].endswith(f"but it is {f}: −{f} points. The turn ends.")


def test_decision5_rulebook_note_scores_can_go_below_zero() -> None:
    s, _c, f = _diviner(seat_score=1)
    wrong = 1 if f != 1 else 2
    s, _ = play(s, 0, Aim(explorer=0), Divine(value=wrong))
    assert s.seats[0].score == 1 - f < 1
    assert GAME.view(s, None).players[0].score == 1 - f


def test_decision5_after_a_right_guess_continue_with_another_explorer_after_a_wrong_one_stop() -> None:
    s, _c, f = _diviner()
    g = sq("G2")
    s, _ = play(s, 0, Aim(explorer=0), Divine(value=f))
    right_second = s.field[g]
    s2, _ = play(s, 0, Aim(explorer=1), Divine(value=right_second))
    assert s2.seats[0].score > s.seats[0].score and s2.current == 1  # nobody left to divine: turn over
    wrong_second = 1 if right_second != 1 else 2
    s3, _ = play(s, 0, Aim(explorer=1), Divine(value=wrong_second))
    assert s3.current == 1 and s3.seats[0].score == s.seats[0].score - right_second


def test_decision5_only_explorers_on_discovered_uncultivated_squares_can_divine() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    cultivate(s, "C3")
    assert not any(a.kind == "aim" for a in GAME.legal_actions(s, 0))
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, Aim(explorer=0))


# ---------------------------------------------------------------- decision 6: diversity scale


def _divine_value(v: int, tracks: list[int]) -> int:
    """Bonus for a right divination of v with the given diversity levels."""
    s = blank()
    stand(s, 0, 0, "C3")
    s.field[sq("C3")] = v  # the wheel is the engine's: set it for the example (not a legal land)
    s.seats[0].tracks = list(tracks)
    s, _ = GAME.apply(s, 0, Aim(explorer=0))
    s, _ = GAME.apply(s, 0, Divine(value=v))
    return s.seats[0].bonus_points


def test_decision6_diversity_example_three_stones_on_level_one() -> None:
    # stones of fields 1 and 2 already on level 1; a right 3 lifts stone 3 to level 1:
    # three of the player's stones now stand on that level, so the bonus is 3 (plus the 3 points)
    assert _divine_value(3, [1, 1, 0, 0, 0]) == 3


def test_decision6_diversity_counts_only_stones_on_the_new_level() -> None:
    assert _divine_value(2, [1, 1, 0, 0, 0]) == 1  # stone 2 alone on level 2
    assert _divine_value(5, [2, 2, 1, 1, 1]) == 3  # stone 5 joins stones 1 and 2 on level 2


def test_decision6_at_the_top_each_advance_scores_one() -> None:
    assert _divine_value(4, [0, 0, 0, C.DIVERSITY_TOP, 0]) == C.DIVERSITY_TOP_POINTS


# ---------------------------------------------------------------- decision 7: offering


def test_decision7_offering_for_an_extra_action() -> None:
    s = blank()
    s.seats[0].cubes = [1, 1, 1, 1]
    s, texts = play(s, 0, Offer(reward="action"))
    assert s.seats[0].cubes == [0, 0, 0, 0] and s.actions_left == 2
    assert texts == ["<seat:0> makes an offering to Pachamama for an extra action."]
    assert Offer(reward="action") not in GAME.legal_actions(s, 0)  # once per turn
    s, _ = play(s, 0, Pick(explorer=0), Go(cell=sq("A1")))
    assert s.current == 0 and s.phase == "main"  # the extra action
    s, _ = play(s, 0, Pick(explorer=1), Go(cell=sq("A2")))
    assert s.current == 1


def test_decision7_offering_needs_four_different_cubes() -> None:
    s = blank()
    s.seats[0].cubes = [2, 1, 1, 0]
    assert not any(a.kind == "offer" for a in GAME.legal_actions(s, 0))
    with pytest.raises(IllegalAction):
        GAME.apply(s, 0, Offer(reward="peek"))


def test_decision7_offering_for_a_peek_only_its_player_sees() -> None:
    s = blank()
    s.seats[0].cubes = [1, 1, 1, 1]
    c = sq("E3")
    s, _ = GAME.apply(s, 0, Offer(reward="peek"))
    assert s.phase == "peek" and Look(cell=c) in GAME.legal_actions(s, 0)
    s, events = GAME.apply(s, 0, Look(cell=c))
    public = [e for e in events if e.audience is None]
    private = [e for e in events if e.audience is not None]
    assert [english(e.text) for e in public] == ["<seat:0> makes an offering to Pachamama for a look at the wheel."]
    assert private[0].audience == (0,)
    assert english(private[0].text) == f"The wheel shows E3: {C.LAND_TYPES[s.land[c]]}, field {s.field[c]}."
    assert [(p.cell, p.land, p.field) for p in GAME.view(s, 0).my_peeks] == [(c, s.land[c], s.field[c])]
    assert GAME.view(s, 1).my_peeks == [] and GAME.view(s, None).my_peeks == []
    assert GAME.view(s, 1).land[c] is None and GAME.view(s, 1).field[c] is None
    assert s.phase == "main" and s.current == 0  # the turn's action is still to come
    assert Look(cell=c) not in GAME.legal_actions(s, 0)


def test_decision7_offering_after_the_action() -> None:
    s = blank()
    s.seats[0].cubes = [1, 1, 1, 1]
    stand(s, 0, 0, "C3")
    s.discovered[sq("C4")] = True
    s, _ = play(s, 0, Pick(explorer=0), Go(cell=sq("C4")))
    assert s.phase == "after" and s.current == 0
    assert EndTurn() in GAME.legal_actions(s, 0)
    s, _ = play(s, 0, Offer(reward="action"))
    assert s.phase == "main" and s.current == 0


# ---------------------------------------------------------------- decision 8: the end


def _almost_done(n: int = 3) -> PachamamaState:
    """Everything discovered but A1; seat 1 stands next to it; everyone has a divinable explorer."""
    s = blank(n)
    s.discovered = [True] * GRID.n
    s.discovered[sq("A1")] = False
    s.cultivated = [True] * GRID.n
    for label in ("C3", "E3", "G3", "A1"):
        s.cultivated[sq(label)] = False
    s.current = 1
    stand(s, 1, 0, "A2")
    stand(s, 0, 0, "C3")
    stand(s, 1, 1, "E3")
    if n > 2:
        stand(s, 2, 0, "G3")
        s.seats[2].cubes = [0, 3, 0, 0]
    s.discovered[sq("A1")] = False
    s.seats[0].cubes = [1, 0, 0, 1]
    return s


def test_decision8_last_discovery_starts_the_final_divinations_from_the_discoverer() -> None:
    s = _almost_done()
    s, texts = play(s, 1, Pick(explorer=0), Go(cell=sq("A1")))
    assert any("whole land is discovered" in t for t in texts)
    assert s.final_round and s.phase == "final" and s.current == 1
    assert not any(a.kind in ("pick", "offer") for a in GAME.legal_actions(s, 1))  # divination only
    # seat 1: A1 right, then E3 right: continuing while right
    f1, f3 = s.field[sq("A1")], s.field[sq("E3")]
    s, _ = play(s, 1, Aim(explorer=0), Divine(value=f1), Aim(explorer=1), Divine(value=f3))
    assert s.current == 2  # then seat 2, then seat 0
    wrong = 1 if s.field[sq("G3")] != 1 else 2
    s, _ = play(s, 2, Aim(explorer=0), Divine(value=wrong))
    assert s.current == 0
    s, _ = play(s, 0, Stop())  # passing is allowed
    assert s.phase == "over" and GAME.to_act(s) == frozenset()


def test_decision8_each_remaining_cube_scores_one_and_most_points_wins() -> None:
    s = _almost_done()
    s, _ = play(s, 1, Pick(explorer=0), Go(cell=sq("A1")), Stop())
    s, _ = play(s, 2, Stop())
    s, _ = play(s, 0, Stop())
    out = GAME.outcome(s)
    assert out is not None
    assert [p.cube_points for p in s.seats] == [2, 1, 3]  # seat 1 got the A1 cube
    assert out.scores == [2, 1, 3] and out.winners == [2]
    assert english(out.breakdown[1]) == (
        "<seat:1>: 1 point = 0 from fields + 0 diversity − 0 for wrong divinations + 1 for cubes"
    )


def test_decision8_ties_share_the_win() -> None:
    s = _almost_done(2)
    s.seats[0].cubes = [0, 0, 0, 0]
    s.seats[1].cubes = [0, 0, 0, 0]
    s.seats[0].score = s.seats[0].field_points = 3
    s.seats[1].score = s.seats[1].field_points = 2  # the A1 cube will tie it
    s, _ = play(s, 1, Pick(explorer=0), Go(cell=sq("A1")), Stop())
    s, _ = play(s, 0, Stop())
    out = GAME.outcome(s)
    assert out is not None and out.winners == [0, 1] and out.ranks == [1, 1]


def test_decision8_players_without_a_divinable_explorer_are_skipped() -> None:
    s = _almost_done()
    s.seats[2].explorers = [None] * len(s.seats[2].explorers)
    s, _ = play(s, 1, Pick(explorer=0), Go(cell=sq("A1")), Stop())
    assert s.current == 0  # seat 2 has nothing to divine


# ---------------------------------------------------------------- decision 9: what is public


def test_decision9_views_show_public_facts_and_never_the_wheel() -> None:
    s = GAME.setup(2, 5)
    s, _ = play(s, 0, Pick(explorer=0), Go(cell=sq("A1")))
    for seat in (None, 0, 1):
        v = GAME.view(s, seat)
        assert all((v.land[c] is None) == (not s.discovered[c]) for c in range(GRID.n))
        assert all((v.field[c] is None) == (not s.cultivated[c]) for c in range(GRID.n))
        assert v.players[0].cubes == s.seats[0].cubes and v.players[0].explorers == s.seats[0].explorers
    assert GAME.view(s, 0).my_peeks == []


def test_illegal_actions_are_refused_with_a_reason() -> None:
    s = blank()
    for seat, action in (
        (1, Pick(explorer=0)),
        (0, Go(cell=sq("C3"))),
        (0, Divine(value=1)),
        (0, Trade(give=(0, 0), take=1)),
    ):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(s, seat, action)
        assert err.value.reason
