"""Which moves each engine lets its mover take back, from the rules (issue 34).

The shared suite (tests/test_engine_contract.py) checks every engine's declaration against what a step
visibly did; these name the decisions the rules single out.
"""

from __future__ import annotations

import json
import random
from typing import Any

from games import GAMES
from games.testing import random_playout


def steps(game_id: str, n_players: int = 2, games: int = 2) -> list[tuple[Any, int, Any, Any]]:
    game = GAMES[game_id]
    found = []
    for seed in range(games):
        playout = random_playout(game, n_players, seed=700 + seed, rng=random.Random(seed), keep_states=True)
        for index, (seat, action) in enumerate(playout.log):
            before = playout.states[index]
            after = playout.states[index + 1] if index + 1 < len(playout.states) else playout.final
            found.append((before, seat, action, after))
    return found


def kind(game_id: str, action: Any) -> str:
    return str(json.loads(GAMES[game_id].dump_action(action)).get("kind"))


def test_pachamama_a_discovery_and_a_divination_are_final_a_pick_is_not() -> None:
    game = GAMES["pachamama"]
    checked = {"divine": 0, "discover": 0, "pick": 0}
    for before, seat, action, after in steps("pachamama"):
        if kind("pachamama", action) == "divine":
            checked["divine"] += 1
            assert not game.undoable(before, seat, action, after)
        elif after.discovered != before.discovered:
            checked["discover"] += 1
            assert not game.undoable(before, seat, action, after)
        elif kind("pachamama", action) == "pick":
            checked["pick"] += 1
            assert game.undoable(before, seat, action, after)
    assert all(checked.values()), checked


def test_chachapoya_a_bid_can_be_taken_back_until_the_reveal() -> None:
    game = GAMES["chachapoya"]
    open_bids = last_bids = 0
    for before, seat, action, after in steps("chachapoya", n_players=3):
        if before.phase != "bid":
            continue
        if after.phase == "bid" and after.round_no == before.round_no:
            open_bids += 1
            assert game.undoable(before, seat, action, after)
        else:  # the last bid: every bid is revealed (and the round may be over at once)
            last_bids += 1
            assert not game.undoable(before, seat, action, after)
    assert open_bids and last_bids


def test_no_engine_lets_a_move_that_ends_the_game_or_rolls_be_taken_back() -> None:
    for game_id in GAMES:
        game = GAMES[game_id]
        for before, seat, action, after in steps(game_id, games=1):
            if game.outcome(after) is not None or before.rng != after.rng:
                assert not game.undoable(before, seat, action, after), (game_id, game.dump_action(action))
