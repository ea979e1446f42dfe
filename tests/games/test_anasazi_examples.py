"""The eleven "Tests from the rulebook" of RULINGS (Anasazi), as named tests."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from bot.i18n import english
from games.anasazi import GAME
from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi import scenario as S
from games.anasazi.moves import EXPEDITIONS, PLACES, legal
from games.anasazi.scoring import outcome_of, scores
from games.contract import IllegalAction

RED, BLUE, WHITE, YELLOW = range(4)
T3, T6 = 2, 5  # tower indices (T1 = 0)


@contextmanager
def refused(pattern: str) -> Iterator[None]:
    """``pytest.raises(IllegalAction, match=pattern)``, matched against the reason in English."""
    with pytest.raises(IllegalAction) as caught:
        yield
    assert re.search(pattern, english(caught.value.reason)), english(caught.value.reason)


def test_01_setup_diagram_counts_posts_and_camp_sites() -> None:
    assert (B.N_NODES, B.N_EDGES, len(B.TRIANGLES)) == (127, 342, 216)
    assert B.N_MESAS == 28 and sorted(len(m.triangles) for m in B.MESAS) == [1] * 6 + [2] * 9 + [3] * 12 + [24]
    assert B.N_PUEBLOS == 44 and len(B.SECTORS) == 60 and B.N_TOWERS == 16 and B.N_CUBE_SLOTS == 44
    assert len(B.DIVIDERS) == 16
    assert [B.NAMES[p] for p in B.POSTS] == ["A19", "G25", "M19", "M7", "G1", "A7"]
    assert len(B.CAMP_SITES) == 96
    s = GAME.setup(4, 7)
    assert s.markers_left == C.MARKERS == 54
    assert all(p.camps_left == 7 for p in s.seats)
    assert sorted(s.tower_colour) == [c for c in range(4) for _ in range(4)]
    assert sorted(s.cube) == [c for c in range(4) for _ in range(11)]
    assert len(s.objectives) == 4 and all(s.objectives.count(c) <= 2 for c in range(4))


def test_02_scoring_example_three_white_towers() -> None:
    track = [[], [], [0, 1, 2], []]
    both = [[0, 0, 1, 0], [0, 0, 1, 0]]  # tied on white, so no bonus cube
    assert [r.points for r in scores(both, [None, WHITE], track)] == [2, 4]


def _n1(end: str) -> S.AnasaziState:
    """Expedition ① ends at ``end`` beside N1 (tower T3); N1's cubes are red (C) and blue (S)."""
    s = S.playing(2)
    s = S.set_cube(s, "C11-C13-D12", RED)
    s = S.set_cube(s, "C13-C15-D14", BLUE)
    return S.lay_path(s, 0, end)


@pytest.mark.parametrize(
    ("start", "end", "cubes", "tower"),
    [
        ("C13", "D12", [RED], True),  # the divider: both halves
        ("D14", "D12", [], True),  # a side of the tower sector only
        ("C13", "C11", [RED], False),  # a side of the treasure sector only
        ("C13", "D14", [BLUE], True),  # between the tower sector and the single pueblo
    ],
)
def test_03_two_sector_pueblo_on_n1(start: str, end: str, cubes: list[int], tower: bool) -> None:
    s = _n1(start)
    s, _ = S.marker(s, 0, 0, end)
    taken = [c for c in range(4) for _ in range(s.seats[0].cubes[c])]
    assert taken == cubes
    assert (not s.tower_on_board[T3]) == tower
    if tower:
        assert T3 in s.track[s.tower_colour[T3]]


def test_04_own_camp_steal_once_never_on_an_opponents_camp_and_extended_by_anyone() -> None:
    s = S.playing(2)
    s = S.give(s, 1, BLUE, 2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s = S.put_camp(s, 1, "C11")
    assert not S.can_reach(s, 0, 0, "C11"), "no marker may end on an opponent's camp"
    with refused("another player's camp"):
        S.marker(s, 0, 0, "C11")
    s, _ = S.marker(s, 0, 0, "B12")
    assert s.phase == "steal"
    assert S.STEALS[(1, BLUE)] in legal(s, 0) and S.TAKE_NOTHING in legal(s, 0)
    s, events = S.act(s, 0, S.STEALS[(1, BLUE)])
    assert s.seats[0].cubes[BLUE] == 1 and s.seats[1].cubes[BLUE] == 1
    assert "takes a 🟦 blue cube from <seat:1>" in english(events[-1].text)
    s, _ = S.camp(s, 0, "K9")
    s, _ = S.act(s, 0, S.SKIP)
    # the next player extends the expedition whose explorer stands on the camp
    assert s.current == 1
    s, _ = S.marker(s, 1, 0, "B10")
    s, _ = S.camp(s, 1, "K11")
    s, _ = S.act(s, 1, S.SKIP)
    # a second marker ending on the covered camp offers nothing
    s = S.lay(s, 5, "A9", "A11")
    s, _ = S.marker(s, 0, 5, "B12")
    assert s.phase != "steal" and s.seats[0].cubes[BLUE] == 1


def test_05_a_camp_built_this_turn_cannot_be_covered_until_the_next_turn() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s, _ = S.camp(s, 0, "B12")
    s, _ = S.act(s, 0, S.SKIP)
    assert not S.can_reach(s, 0, 0, "B12")
    chosen, _ = S.act(s, 0, EXPEDITIONS[0])
    with refused("this turn"):
        GAME.apply(chosen, 0, PLACES[S.direction_to(s, 0, "B12")])
    s, _ = S.camp(s, 0, "K9")
    s, _ = S.act(s, 0, S.SKIP)
    s, _ = S.camp(s, 1, "K11")
    s, _ = S.act(s, 1, S.SKIP)
    s, _ = S.camp(s, 1, "K13")
    s, _ = S.act(s, 1, S.SKIP)
    assert s.current == 0 and S.can_reach(s, 0, 0, "B12"), "from the next turn on the camp may be covered"
    s, events = S.marker(s, 0, 0, "B12")
    assert s.covered == [B.node("B12")] and "nobody has a cube" in english(events[-1].text)


def test_06_crossing_meets_at_a_point_never_along_an_edge_or_on_an_explorer() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.lay(s, 5, "A9", "A11", "B12")
    assert not S.can_reach(s, 0, 5, "C13"), "never onto another expedition's explorer"
    s, _ = S.marker(s, 0, 5, "B14")  # a node expedition ① passed through
    assert B.node("B14") in s.paths[0] and s.paths[5][-1] == B.node("B14")
    assert not S.can_reach(s, 0, 5, "B16"), "B14–B16 already carries ①'s marker"
    assert not S.can_reach(s, 0, 5, "C13")
    assert S.can_reach(s, 0, 5, "C15")


def test_07_first_marker_onto_n4_offers_a_look_at_t6_a_later_one_does_not() -> None:
    n4 = next(m for m, mesa in enumerate(B.MESAS) if mesa.name == "N4")
    assert B.MESA_TOWERS[n4] == (T6,) and B.mesa_of_tower(T6) == "N4"
    s = S.playing(2)
    s = S.lay(s, 1, "G23", "F22")
    s, events = S.marker(s, 0, 1, "G21")  # F22–G21 borders N4's treasure sector
    assert s.mesa_reached[n4] and s.phase == "look_mesa"
    assert [a.tower for a in legal(s, 0) if a.kind == "look"] == [T6]
    assert any("first onto mesa N4" in english(e.text) for e in events)
    s, _ = S.act(s, 0, S.LOOKS[T6])
    assert T6 in s.seats[0].looks and s.actions_left == 1
    s, _ = S.marker(s, 0, 1, "H20")  # G21–H20 borders N4's single pueblo: no second look
    assert s.phase == "action" and s.current == 1
    assert s.tower_on_board[T6]


def test_08_end_by_the_54th_marker_loses_the_second_action_and_the_4th_tower_still_collects() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s.markers_left = 1
    s, _ = S.marker(s, 0, 0, "B12")
    assert s.stage == "over" and GAME.outcome(s) is not None
    assert s.actions_left == 2 and GAME.to_act(s) == frozenset(), "the second action is lost"
    assert "54th marker" in english(s.end_reason)
    # T3 is the 4th red tower: the marker C13–D12 still takes the cube beside it
    s = S.playing(2)
    s = S.set_tower(s, T3, RED)
    s = S.to_track(s, RED, 3, keep=(T3,))
    s = S.set_cube(s, "C11-C13-D12", BLUE)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s, _ = S.marker(s, 0, 0, "D12")
    assert s.stage == "over" and "fourth red tower" in english(s.end_reason)
    assert s.seats[0].cubes[BLUE] == 1 and len(s.track[RED]) == 4


def test_09_bonus_cubes_tie_gives_nobody_sole_majority_takes_and_doubles() -> None:
    s = S.playing(3)
    s = S.give(s, 0, BLUE, 3)
    s = S.give(s, 1, BLUE, 3)
    s.objectives = [RED, RED, BLUE]
    result = scores([p.cubes for p in s.seats], list(s.objectives), s.track)
    assert all(BLUE not in r.bonus for r in result)
    assert result[0].points == result[1].points == 15
    s = S.give(s, 2, BLUE, 4)
    result = scores([p.cubes for p in s.seats], list(s.objectives), s.track)
    assert result[2].bonus == [BLUE] and result[2].points == (4 + 1) * 5 * 2
    assert result[0].points == 15


def test_10_tie_on_points_the_player_with_more_cubes_wins() -> None:
    s = S.to_track(S.playing(2), RED, 3)  # red is worth 2, yellow 5
    s = S.give(s, 0, YELLOW, 1)  # 1 yellow + the yellow bonus: 2 × 5 = 10 points, 2 cubes
    s = S.give(s, 1, RED, 4)  # 4 red + the red bonus: 5 × 2 = 10 points, 5 cubes
    s.objectives = [BLUE, BLUE]
    s.stage = "over"
    outcome = outcome_of(s)
    assert outcome.scores == [10.0, 10.0]
    assert outcome.winners == [1] and outcome.ranks == [2, 1]


def test_11_no_marker_may_enter_an_unused_post() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "A17", "A15", "A13", "A11", "A9")  # A9 is beside post ⑥ (A7), still unused
    assert not S.can_reach(s, 0, 0, "A7")
    chosen, _ = S.act(s, 0, EXPEDITIONS[0])
    with refused("post"):
        GAME.apply(chosen, 0, PLACES[S.direction_to(s, 0, "A7")])
