"""Anasazi rules, one test (or a few) per RULINGS decision and setup step."""

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
from games.anasazi.moves import BACK, CAMP, EXPEDITIONS, PLACES, ROWS, legal
from games.anasazi.scoring import outcome_of, scores
from games.anasazi.state import Build, Row
from games.contract import IllegalAction

RED, BLUE, WHITE, YELLOW = range(4)
T3, T6, T15 = 2, 5, 14


@contextmanager
def refused(pattern: str) -> Iterator[None]:
    """``pytest.raises(IllegalAction, match=pattern)``, matched against the reason in English."""
    with pytest.raises(IllegalAction) as caught:
        yield
    assert re.search(pattern, english(caught.value.reason)), english(caught.value.reason)


def kinds(s: S.AnasaziState, seat: int) -> set[str]:
    return {a.kind for a in legal(s, seat)}


# ---------------------------------------------------------------- setup


@pytest.mark.parametrize("n", [1, 5])
def test_decision_1_two_to_four_players(n: int) -> None:
    with pytest.raises(ValueError):
        GAME.setup(n, 1)


def test_setup_two_rounds_of_camps_in_seat_order_without_looks() -> None:
    s = GAME.setup(3, 4)
    order = []
    sites = iter(["B10", "K9", "K13", "C21", "J20", "L14"])
    while s.stage == "camps":
        seat = s.current
        order.append(seat)
        assert kinds(s, seat) == {"row"}, "no Back before the first pick of a setup camp"
        s, events = S.camp(s, seat, next(sites))
        assert all("looked" not in english(e.text) for e in events)
    first = order[0]
    assert order == [(first + k) % 3 for k in range(3)] * 2
    assert all(p.camps_left == C.CAMPS_PER_PLAYER - 2 for p in s.seats)
    assert s.stage == "looks" and GAME.to_act(s) == frozenset({0, 1, 2})


def test_setup_looks_three_different_towers_at_once_and_skip() -> None:
    s = GAME.setup(2, 5)
    for site in ("B10", "K9", "K13", "C21"):
        s, _ = S.camp(s, s.current, site)
    assert GAME.to_act(s) == frozenset({0, 1})
    s, _ = S.act(s, 1, S.LOOKS[0])
    assert S.LOOKS[0] not in legal(s, 1), "three different towers"
    s, _ = S.act(s, 1, S.LOOKS[1], S.LOOKS[2])
    assert GAME.to_act(s) == frozenset({0}) and legal(s, 1) == []
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, S.LOOKS[3])
    s, _ = S.act(s, 0, S.LOOKS[5], S.SKIP)
    assert s.stage == "play" and s.current == s.first and s.actions_left == 2
    assert s.seats[0].looks == [5] and s.seats[1].looks == [0, 1, 2]


# ---------------------------------------------------------------- turns


def test_decision_2_two_actions_then_the_next_player() -> None:
    s = S.playing(3, first=1)
    s, _ = S.camp(s, 1, "K9")
    s, _ = S.act(s, 1, S.SKIP)
    assert s.current == 1 and s.actions_left == 1
    s, _ = S.marker(s, 1, 0, "B18")
    assert s.current == 2 and s.actions_left == 2


def test_decision_2_a_player_without_action_passes_and_all_passing_ends_the_game() -> None:
    s = S.playing(2)
    s.markers_left = 0  # artificial: nobody can lay a marker, only seat 0 has a camp left
    s.seats[0].camps_left = 1
    s.seats[1].camps_left = 0
    s, events = S.camp(s, 0, "K9")
    s, events = S.act(s, 0, S.SKIP)
    text = "\n".join(english(e.text) for e in events)
    assert "no second action" in text and "<seat:1> has no legal action" in text
    assert s.stage == "over" and english(s.end_reason) == "no player can act"


# ---------------------------------------------------------------- camps


def test_decision_3_camp_sites_exclude_the_great_mesa_posts_and_their_neighbours() -> None:
    s = S.playing(2)
    offered = set()
    for r in range(len(B.ROWS)):
        t, _ = S.act(s, 0, CAMP, ROWS[r]) if ROWS[r] in legal(S.act(s, 0, CAMP)[0], 0) else (None, None)
        if t is not None:
            offered |= {a.node for a in legal(t, 0) if a.kind == "build"}
    assert offered == set(B.CAMP_SITES)
    assert not offered & set(B.GM_INTERIOR) and not offered & set(B.POSTS)
    assert not offered & {n for p in B.POSTS for n in B.NEIGHBOURS[p]}


def test_decision_3_no_camp_on_a_camp_an_explorer_or_a_covered_node() -> None:
    s = S.playing(2)
    s = S.put_camp(s, 1, "K9")
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s, _ = S.act(s, 0, CAMP, Row(row=B.ROW_OF[B.node("B14")]))
    assert B.node("B14") not in {a.node for a in legal(s, 0) if a.kind == "build"}, "covered by a marker"
    s, _ = S.act(s, 0, BACK, Row(row=B.ROW_OF[B.node("C13")]))
    assert B.node("C13") not in {a.node for a in legal(s, 0) if a.kind == "build"}, "an explorer"
    s, _ = S.act(s, 0, BACK, Row(row=B.ROW_OF[B.node("K9")]))
    assert B.node("K9") not in {a.node for a in legal(s, 0) if a.kind == "build"}, "a camp"
    with refused("already a camp"):
        GAME.apply(s, 0, Build(node=B.node("K9")))


def test_decision_3_a_camp_in_play_gives_a_look_at_any_tower() -> None:
    s = S.playing(2)
    s, events = S.camp(s, 0, "K9")
    assert s.phase == "look" and {a.tower for a in legal(s, 0) if a.kind == "look"} == set(range(16))
    assert any(english(e.text) == "⛺ <seat:0> builds a camp at K9." for e in events)
    s, events = S.act(s, 0, S.LOOKS[9])
    assert s.seats[0].looks == [9] and s.actions_left == 1


def test_back_returns_from_every_multi_step_choice() -> None:
    s = S.playing(2)
    a, _ = S.act(s, 0, CAMP)
    assert BACK in legal(a, 0)
    b, _ = S.act(a, 0, BACK)
    assert b.phase == "action"
    c, _ = S.act(a, 0, ROWS[10], BACK)
    assert c.phase == "camp_row"
    d, _ = S.act(s, 0, EXPEDITIONS[3], BACK)
    assert d.phase == "action" and d.actions_left == 2 and d.paths == s.paths


# ---------------------------------------------------------------- markers


def test_decision_4_a_marker_from_an_unused_post_starts_that_expedition_once() -> None:
    s = S.playing(2)
    assert {a.expedition for a in legal(s, 0) if a.kind == "expedition"} == set(range(6))
    s, _ = S.marker(s, 0, 3, "L8")
    assert s.paths[3] == [B.node("M7"), B.node("L8")] and s.markers_left == 53
    s, _ = S.act(s, 0, EXPEDITIONS[3])
    assert {B.NAMES[s2[0]] for d in range(6) if (s2 := B.STEPS[B.node("L8")][d])} >= {"M7"}
    assert B.node("M7") not in [B.STEPS[B.node("L8")][a.direction][0] for a in legal(s, 0) if a.kind == "place"]


def test_decision_4_anyone_may_extend_any_expedition() -> None:
    s = S.playing(2)
    s, _ = S.marker(s, 0, 0, "B18")
    s, _ = S.marker(s, 0, 0, "B16")
    s, _ = S.marker(s, 1, 0, "B14")
    assert s.paths[0][-1] == B.node("B14")


def test_decision_6_collecting_a_cube_face_up_and_a_tower_onto_its_track() -> None:
    s = S.playing(2)
    s = S.set_tower(s, T3, WHITE)
    s = S.set_cube(s, "C11-C13-D12", YELLOW)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s, events = S.marker(s, 0, 0, "D12")
    assert s.seats[0].cubes == [0, 0, 0, 1]
    assert s.track[WHITE] == [T3] and not s.tower_on_board[T3]
    assert "T3, which is ⬜ white (white cubes are now worth 4)" in english(events[0].text)
    assert events[0].audience is None
    assert s.cube[S.sector_at("C11-C13-D12").cube_slot] == -1


def test_decision_7_steal_choice_of_player_and_colour_or_nothing() -> None:
    s = S.playing(3)
    s = S.give(s, 1, RED, 1)
    s = S.give(s, 2, RED, 2)
    s = S.give(s, 2, WHITE, 1)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s, _ = S.marker(s, 0, 0, "B12")
    options = {(a.victim, a.colour) for a in legal(s, 0) if a.kind == "steal"}
    assert options == {(1, RED), (2, RED), (2, WHITE)}
    declined, events = S.act(s, 0, S.TAKE_NOTHING)
    assert "takes nothing" in english(events[0].text) and declined.seats[0].cubes == [0, 0, 0, 0]
    assert B.node("B12") in declined.covered


def test_decision_7_nothing_to_steal_when_no_opponent_holds_a_cube() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s = S.put_camp(s, 0, "B12")
    s, events = S.marker(s, 0, 0, "B12")
    assert s.phase == "action" and "nobody has a cube" in english(events[-1].text)
    assert B.node("B12") in s.covered, "the camp's one steal is used up"


def test_decision_8_the_first_arrivals_look_lapses_when_the_marker_took_the_last_tower() -> None:
    s = S.playing(2)
    s = S.lay(s, 0, "B18", "B16", "B14", "C13")
    s, events = S.marker(s, 0, 0, "D12")  # the divider: T3, N1's only tower, is taken
    assert any("first onto mesa N1" in english(e.text) for e in events)
    assert s.phase == "action" and s.actions_left == 1


def test_decision_9_collect_then_steal_then_end_then_look() -> None:
    def position(markers_left: int) -> S.AnasaziState:
        s = S.playing(2)
        s = S.give(s, 1, RED, 1)
        s = S.lay(s, 1, "G23", "F22")
        s = S.put_camp(s, 0, "G21")
        s.markers_left = markers_left
        return s

    s, _ = S.marker(position(30), 0, 1, "G21")  # collects N4's cube, covers the camp, first onto N4
    assert sum(s.seats[0].cubes) == 1 and s.phase == "steal"
    s, _ = S.act(s, 0, S.STEALS[(1, RED)])
    assert s.phase == "look_mesa"
    s, _ = S.marker(position(1), 0, 1, "G21")  # the 54th marker
    assert s.phase == "steal" and s.stage == "play", "the last marker still steals"
    s, _ = S.act(s, 0, S.STEALS[(1, RED)])
    assert s.stage == "over" and s.seats[1].cubes[RED] == 0, "and its look is lost"
    assert sum(s.seats[0].cubes) == 2


def test_decision_10_looks_name_the_tower_publicly_and_the_colour_privately() -> None:
    s = S.playing(2)
    s = S.set_tower(s, 6, BLUE)
    s, _ = S.camp(s, 0, "K9")
    s, events = S.act(s, 0, S.LOOKS[6])
    public = [e for e in events if e.audience is None]
    private = [e for e in events if e.audience == (0,)]
    assert english(public[0].text) == "👁 <seat:0> looked at T7 (N5)."
    assert "blue" in english(private[0].text) and all("blue" not in english(e.text) for e in public)
    s, _ = S.camp(s, 0, "K11")
    assert S.LOOKS[6] in legal(s, 0), "a player may look again at a tower they know"


def test_decision_11_the_fourth_tower_of_a_colour_ends_the_game_at_once() -> None:
    s = S.playing(2)
    s = S.set_tower(s, T15, YELLOW)
    s = S.to_track(s, YELLOW, 3, keep=(T15,))
    s = S.lay(s, 0, "B20", "C21", "D22")
    s, _ = S.marker(s, 0, 0, "E21")  # O9's divider: T15 and its cube
    assert s.stage == "over" and "yellow" in english(s.end_reason)
    assert GAME.legal_actions(s, 0) == [] and GAME.to_act(s) == frozenset()


def test_decision_12_values_objectives_and_bonus_cubes() -> None:
    track = [[0], [1, 2], [], [3, 4, 5, 6]]
    result = scores([[2, 1, 0, 0], [0, 0, 3, 1]], [RED, YELLOW], track)
    # seat 0: red 2 + bonus = 3 × 4 × 2, blue 1 + bonus = 2 × 3
    assert result[0].points == 3 * 4 * 2 + 2 * 3 and result[0].bonus == [RED, BLUE]
    # seat 1: white 3 + bonus = 4 × 5, yellow 1 + bonus = 2 × 1 × 2
    assert result[1].points == 4 * 5 + 2 * 1 * 2 and result[1].bonus == [WHITE, YELLOW]


def test_decision_13_a_full_tie_shares_the_win() -> None:
    s = S.playing(2)
    s = S.give(s, 0, RED, 2)
    s = S.give(s, 1, RED, 2)
    s.objectives = [BLUE, BLUE]
    s.stage = "over"
    outcome = outcome_of(s)
    assert outcome.winners == [0, 1] and outcome.ranks == [1, 1]


def test_illegal_actions_are_refused_with_a_reason() -> None:
    s = S.playing(2)
    with refused("turn"):
        GAME.apply(s, 1, CAMP)
    with refused("expedition first"):
        GAME.apply(s, 0, PLACES[0])
    chosen, _ = S.act(s, 0, EXPEDITIONS[0])
    with refused("edge of the play area"):
        GAME.apply(chosen, 0, PLACES[0])  # → from A19 leaves the board
    over = s.model_copy(update={"stage": "over"})
    with refused("over"):
        GAME.apply(over, 0, CAMP)
