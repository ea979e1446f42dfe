"""The choice of the random games ``make test`` plays (``bench.playout_coverage``), and the table it fills."""

from __future__ import annotations

from bench.playout_coverage import choose, choose_deep
from games import GAMES
from tests import test_engine_contract as suite


def test_the_choice_reaches_every_branch_with_the_fewest_games() -> None:
    a, b, c, d = (("rules.py", (n, n + 1)) for n in range(4))
    games = {6: {a, b}, 7: {c}, 8: {b, c}, 9: {a}}
    assert choose({a}, games) == [8], "one game adds both missing branches"
    assert choose({a, b, c}, games) == [], "nothing missing: no game"
    assert choose(set(), {6: {a}, 7: {a}, 8: {d}}) == [6, 8], "the earliest of two that add as much"


def test_the_deep_choice_deep_checks_the_fewest_games_the_others_played_with_the_sampled_checks() -> None:
    a, b, c, d, e = (("present.py", (n, n + 1)) for n in range(5))
    deep = {0: {a, b, e}, 1: {a, c}, 2: {a, d}}
    light = {0: {e}, 1: {e}, 2: set()}  # the same places played with the sampled checks (other draws)
    assert choose_deep({a}, deep, light, {a, b, c, d, e}) == [0, 1, 2], "each game's deep checks reach a branch alone"
    assert choose_deep({c, d}, deep, light, {a, b, c, d, e}) == [0], "one deep game and the others' light games"
    assert choose_deep({a, b, c, d}, deep, light, {a, b, c, d, e}) == [], "the light games reach the rest"
    assert choose_deep(set(), {0: {a}, 1: {a}}, {0: set(), 1: set()}, {a}) == [0], "the earliest of two alike"
    # a game deep-checked is not also played light: its light game's branch must come from another
    assert choose_deep(set(), {0: {a}, 1: {a}}, {0: {e}, 1: set()}, {a, e}) == [1]


def test_make_test_plays_the_deep_games_and_the_listed_ones_within_the_soaks_games() -> None:
    for (game_id, players), places in suite.COVERING_GAMES.items():
        game = GAMES[game_id]
        assert game.min_players <= players <= game.max_players, (game_id, players)
        soak = range(suite.playouts(game_id))
        assert set(places) <= set(soak), f"{game_id} {players}p lists a game make soak does not play"
        quick = set(range(suite.deep_playouts(game_id))) | set(places)
        assert set(suite.random_games(game_id, players)) == (set(soak) if suite.PLAYOUTS_SET else quick)


def test_make_test_deep_checks_the_listed_deep_checkable_games() -> None:
    assert set(suite.DEEP_GAMES) == set(suite.COVERING_GAMES), "every case chosen both ways"
    for (game_id, players), places in suite.DEEP_GAMES.items():
        deep_checkable = set(range(suite.deep_playouts(game_id)))
        assert places and set(places) <= deep_checkable, (game_id, players, places)
        assert suite.deep_games(game_id, players) == (deep_checkable if suite.PLAYOUTS_SET else set(places))
