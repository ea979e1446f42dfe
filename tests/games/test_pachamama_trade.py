"""Pachamama cube trade: "At any time, a player may trade 2 Offering Cubes for another." (rulebook)."""

from __future__ import annotations

from bot.i18n import english
from games.pachamama import GAME
from games.pachamama.grid import grid_for
from games.pachamama.state import Aim, Divine, EndTurn, Go, PachamamaState, Pick, Trade
from tests.games.test_pachamama_rules import _almost_done, blank, play, sq, stand

GRID = grid_for(False)
SWAMP, DESERT, MOUNTAIN, FOREST = range(4)


def _trades(s: PachamamaState, seat: int = 0) -> list[Trade]:
    return [a for a in GAME.legal_actions(s, seat) if a.kind == "trade"]


def test_trade_two_cubes_for_another_before_the_action() -> None:
    s = blank()
    s.seats[0].cubes = [2, 1, 0, 0]
    swap = Trade(give=(SWAMP, SWAMP), take=FOREST)
    assert swap in _trades(s)
    s, texts = play(s, 0, swap)
    assert s.seats[0].cubes == [0, 1, 0, 1]
    assert s.phase == "main" and s.current == 0 and s.actions_left == 1  # the trade is no action
    assert texts == ["<seat:0> trades 2 swamp cubes for a forest cube."]
    assert Pick(explorer=0) in GAME.legal_actions(s, 0)


def test_trade_after_the_action_while_the_turn_is_still_open() -> None:
    s = blank()
    s.seats[0].cubes = [1, 1, 1, 1]
    stand(s, 0, 0, "C3")
    s.discovered[sq("C4")] = True
    s, _ = play(s, 0, Pick(explorer=0), Go(cell=sq("C4")))
    assert s.phase == "after" and EndTurn() in GAME.legal_actions(s, 0)
    assert Trade(give=(SWAMP, DESERT), take=FOREST) in _trades(s)


def test_trade_gives_two_cubes_for_one_of_another_type_each_result_once() -> None:
    s = blank()
    s.seats[0].cubes = [2, 1, 1, 0]
    results = set()
    for t in _trades(s):
        assert t.take not in t.give
        after = list(s.seats[0].cubes)
        for g in t.give:
            after[g] -= 1
        after[t.take] += 1
        results.add(tuple(after))
    assert len(results) == len(_trades(s))
    assert (0, 1, 1, 1) in results and (1, 0, 1, 1) in results


def test_no_trade_with_fewer_than_two_cubes_out_of_turn_or_in_the_final_divinations() -> None:
    s = blank()
    s.seats[0].cubes = [1, 0, 0, 0]
    s.seats[1].cubes = [2, 0, 0, 0]
    assert not _trades(s, 0) and not _trades(s, 1)
    final = _almost_done()
    final, _ = play(final, 1, Pick(explorer=0), Go(cell=sq("A1")))
    assert final.final_round
    for seat in range(final.n_players):
        assert not _trades(final, seat)


def test_the_prompt_after_a_right_final_divination_offers_no_trade() -> None:
    s = _almost_done()
    s.seats[1].cubes = [1, 1, 1, 0]
    s, _ = play(s, 1, Pick(explorer=0), Go(cell=sq("A1")))
    assert s.final_round and s.phase == "final"
    s, _ = play(s, 1, Aim(explorer=0), Divine(value=s.field[sq("A1")]))
    assert s.phase == "more" and sum(s.seats[1].cubes) >= 2 and not _trades(s, 1)
    prompt = english(GAME.hand_face(GAME.view(s, 1)).prompt)
    assert prompt == "Right! Divine with another explorer, or stop."
    assert "trade" not in prompt
