"""Pachamama hints in plain words (issue 36): one named position per kind of decision.

Each test sets up a position by hand and asserts the exact English sentence the hint gives for a
move. Every claim of every explanation is checked against the true state over whole games in
``test_pachamama_hint_claims.py`` (the checker is ``pachamama_hint_claims.py``).
"""

from __future__ import annotations

from games.pachamama import GAME
from games.pachamama.grid import grid_for, regions_of
from games.pachamama.state import (
    Aim,
    Divine,
    EndTurn,
    Go,
    KeepCubes,
    Leave,
    Look,
    Offer,
    PachamamaState,
    Peek,
    Pick,
    Stop,
    Trade,
)
from tests.games.pachamama_hint_claims import said, walk

GRID = grid_for(False)


def sq(label: str) -> int:
    return GRID.cell(label)


# ------------------------------------------------------------------ positions


def blank(n: int = 2, seed: int = 1) -> PachamamaState:
    """A real game whose land is hidden again: nothing discovered, cultivated or revealed."""
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
    c = sq(label)
    s.seats[seat].explorers[k] = c
    s.discovered[c] = True


def looked(s: PachamamaState, seat: int, label: str) -> None:
    c = sq(label)
    s.discovered[c] = True
    s.seats[seat].peeks.append(Peek(cell=c, land=s.land[c], field=s.field[c]))


def cultivate(s: PachamamaState, label: str) -> None:
    c = sq(label)
    s.discovered[c] = s.cultivated[c] = True


# ------------------------------------------------------------------ each kind of decision, one sentence


def test_divining_a_square_you_looked_at_names_its_field_and_the_points() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    looked(s, 0, "C3")
    field = s.field[sq("C3")]
    assert said(s, 0, Aim(explorer=0)) == (
        f"C3 must be {field}, as you saw it on the wheel with an offering: a right divination scores "
        f"{field + 1} points ({field} + 1 for diversity)."
    )
    s, _ = GAME.apply(s, 0, Aim(explorer=0))
    assert said(s, 0, Divine(value=field)).startswith(f"C3 must be {field}")


def test_a_sure_square_names_the_fields_around_that_rule_out_the_rest() -> None:
    s = blank()
    target = next(c for c in range(GRID.n) if s.field[c] == 1 and len(GRID.king[c]) == 8)
    for j in GRID.king[target]:
        cultivate(s, GRID.label(j))
    region = next(r for r in regions_of(GRID, s.land) if target in r)
    for j in region:
        cultivate(s, GRID.label(j))
    s.cultivated[target] = False
    s.seats[0].explorers[0] = target
    text = said(s, 0, Aim(explorer=0))
    assert text.startswith(f"{GRID.label(target)} must be 1, as ")
    assert "rule out" in text and "a right divination scores 2 points (1 + 1 for diversity)." in text


def test_a_guess_says_what_is_open_what_it_wins_and_what_a_miss_costs() -> None:
    s = blank()
    stand(s, 0, 0, "E3")  # nothing around E3 is known: any field 1–5
    s, _ = GAME.apply(s, 0, Aim(explorer=0))
    assert said(s, 0, Divine(value=5)) == (
        "as far as you can see, E3 could still be 1, 2, 3, 4, or 5: naming 5 scores 6 points if right; "
        "if wrong, you lose the true field (1, 2, 3, or 4) and your turn ends."
    )


def test_entering_names_the_undiscovered_squares_in_reach_and_the_cube() -> None:
    s = blank()
    s.seats[0].cubes = [1, 1, 0, 0]
    text = said(s, 0, Pick(explorer=0))
    assert text == (
        "this explorer can reach 24 undiscovered squares, such as A1, A2, and A3. Exploring reveals the land "
        "type and gives you a cube of it: 3 of the 4 you may hold."
    )


def test_exploring_says_the_cube_and_at_the_limit_the_trade() -> None:
    s = blank()
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    assert said(s, 0, Go(cell=sq("A1"))) == (
        "A1 is one of the 45 undiscovered squares. Exploring reveals the land type and gives you a cube of it: "
        "1 of the 4 you may hold."
    )
    s.seats[0].cubes = [2, 2, 0, 0]
    assert said(s, 0, Go(cell=sq("A1"))).endswith(
        "but you already hold 4 cubes: trade 2 for 1 first, or the new one is lost."
    )


def test_exploring_where_the_fields_around_leave_the_fewest_values() -> None:
    s = blank()
    for label in ("A2", "B1", "B2"):
        cultivate(s, label)
    left = sorted({1, 2, 3, 4, 5} - {s.field[sq(x)] for x in ("A2", "B1", "B2")})
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    others = [c for c in walk(s, 0, None) if not s.discovered[c] and c != sq("A1")]
    assert said(s, 0, Go(cell=sq("A1"))) == (
        f"the fields around A1 leave it only {left[0]} or {left[1]}, fewer values than at any of the "
        f"{len(others)} other squares you can explore. Exploring reveals the land type and gives you a cube of "
        "it: 1 of the 4 you may hold."
    )


def test_moving_onto_a_square_you_looked_at_parks_the_explorer_for_its_points() -> None:
    s = blank()
    stand(s, 0, 0, "C3")
    looked(s, 0, "D3")
    field = s.field[sq("D3")]
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    assert said(s, 0, Go(cell=sq("D3"))) == (
        f"D3 must be {field}, as you saw it on the wheel with an offering: parked there, your explorer scores "
        f"{field + 1} points with a right divination later. No other player's explorer can reach D3 now."
    )
    stand(s, 1, 0, "D2")  # Bo stands next to it
    assert said(s, 0, Go(cell=sq("D3"))).endswith("later. Bo could take D3 otherwise.")


def test_leaving_counts_the_free_edge_squares() -> None:
    s = blank()
    stand(s, 0, 0, "A1")
    cultivate(s, "A1")
    stand(s, 1, 0, "A2")
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    field = s.field[sq("A1")]
    assert said(s, 0, Leave()) == (
        f"A1 is already cultivated ({field}); off the land, your explorer can come back in on any of the 23 free "
        "edge squares."
    )


def test_an_offering_for_an_action_and_for_a_look() -> None:
    s = blank()
    s.seats[0].cubes = [1, 1, 1, 1]
    assert said(s, 0, Offer(reward="action")) == (
        "you pay 4 cubes, one of each land type, and have 2 actions left this turn instead of 1."
    )
    stand(s, 0, 0, "E3")
    assert said(s, 0, Offer(reward="peek")) == (
        "you pay 4 cubes, one of each land type, to see the field under your explorer on E3, which could still "
        "be 1, 2, 3, 4, or 5; then you divine it without risk."
    )
    s, _ = GAME.apply(s, 0, Offer(reward="peek"))
    assert said(s, 0, Look(cell=sq("E3"))) == (
        "your explorer stands on E3, which could still be 1, 2, 3, 4, or 5: after the look you know its field "
        "and divine it without risk."
    )
    assert said(s, 0, Look(cell=sq("A1"))) == (
        "A1 is undiscovered: you see its land type and field before anyone explores it."
    )


def test_trades_count_the_types_of_cube() -> None:
    s = blank()
    s.seats[0].cubes = [3, 1, 0, 0]
    assert said(s, 0, Trade(give=(0, 0), take=2)) == (
        "you give 2 swamp cubes for a mountain cube and then hold 3 types of cube instead of 2."
    )
    s.seats[0].cubes = [3, 0, 1, 0]
    assert said(s, 0, Trade(give=(0, 0), take=1)) == (
        "you give 2 swamp cubes for a desert cube and then hold 3 types of cube instead of 2."
    )
    s.seats[0].cubes = [2, 1, 1, 0]
    assert said(s, 0, Trade(give=(0, 0), take=3)) == (
        "you give 2 swamp cubes for a forest cube and then hold 3 types of cube instead of 3."
    )


def test_a_new_cube_at_the_limit_trade_or_keep() -> None:
    s = blank()
    s.seats[0].cubes = [2, 2, 0, 0]
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    new = next(c for c in GRID.edge if s.land[c] == 3)  # a forest square on the edge
    s, _ = GAME.apply(s, 0, Go(cell=new))
    assert s.phase == "trade"
    assert said(s, 0, Trade(give=(0, 1), take=2)) == (
        "you give a swamp and a desert cube for a mountain cube and take the new forest cube: "
        "4 types of cube, against 2 if you keep yours."
    )
    assert said(s, 0, KeepCubes()) == (
        "you keep your 2 types of cube and let the forest cube go; the best trade would leave 4."
    )


def test_ending_the_turn_keeps_the_cubes_for_their_points() -> None:
    s = blank()
    s.seats[0].cubes = [1, 1, 1, 1]
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    s, _ = GAME.apply(s, 0, Go(cell=sq("E1")))
    s = s.model_copy(update={"current": 0, "phase": "after", "actions_left": 0})
    s.seats[0].cubes = [1, 1, 1, 1]
    assert said(s, 0, EndTurn()) == (
        "you keep your 4 cubes of 4 types: 4 points at the end, or an offering on a later turn."
    )


def test_stopping_and_passing_name_the_squares_and_the_risk() -> None:
    s = blank()
    stand(s, 0, 0, "E3")
    s = s.model_copy(update={"phase": "more", "chain": True})
    assert said(s, 0, Stop()) == (
        "you cannot be sure of the field under your explorer on E3, and a miss costs the true field and ends your turn."
    )
    s = s.model_copy(update={"phase": "final", "chain": False, "final_round": True})
    assert said(s, 0, Aim(explorer=0)) == (
        "as far as you can see, E3 could still be 1, 2, 3, 4, or 5: naming 5 scores 6 points if right; "
        "if wrong, you lose the true field (1, 2, 3, or 4)."
    )
    assert said(s, 0, Stop()) == (
        "E3 could still be 1, 2, 3, 4, or 5: naming 5 would score 6 points if right, but a miss costs the true "
        "field (1, 2, 3, or 4)."
    )
