"""The choice of the random games ``make test`` plays (``bench.playout_coverage``), and the table it fills."""

from __future__ import annotations

from bench.playout_coverage import choose
from games import GAMES
from tests import test_engine_contract as suite


def test_the_choice_reaches_every_branch_with_the_fewest_games() -> None:
    a, b, c, d = (("rules.py", (n, n + 1)) for n in range(4))
    games = {6: {a, b}, 7: {c}, 8: {b, c}, 9: {a}}
    assert choose({a}, games) == [8], "one game adds both missing branches"
    assert choose({a, b, c}, games) == [], "nothing missing: no game"
    assert choose(set(), {6: {a}, 7: {a}, 8: {d}}) == [6, 8], "the earliest of two that add as much"


def test_make_test_plays_the_deep_games_and_the_listed_ones_within_the_soaks_games() -> None:
    for (game_id, players), places in suite.COVERING_GAMES.items():
        game = GAMES[game_id]
        assert game.min_players <= players <= game.max_players, (game_id, players)
        soak = range(suite.playouts(game_id))
        assert set(places) <= set(soak), f"{game_id} {players}p lists a game make soak does not play"
        quick = set(range(suite.deep_playouts(game_id))) | set(places)
        assert set(suite.random_games(game_id, players)) == (set(soak) if suite.PLAYOUTS_SET else quick)
