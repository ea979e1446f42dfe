"""bot/tournaments.py: points, byes, Swiss and round-robin pairings, standings with tie-breaks."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction as F
from itertools import combinations

import pytest

from bot.tournaments import Pairing, Result, place_points, places_from, round_robin, standings, swiss_round


def test_place_points_score_first_one_and_last_zero_whatever_the_size() -> None:
    assert place_points([1, 2]) == [1, 0]
    assert place_points([2, 1]) == [0, 1]
    assert place_points([1, 1]) == [F(1, 2), F(1, 2)]
    assert place_points([1, 2, 3, 4]) == [1, F(2, 3), F(1, 3), 0]
    assert place_points([1, 1, 3]) == [F(3, 4), F(3, 4), 0]
    assert place_points([2, 1, 2]) == [F(1, 4), 1, F(1, 4)]


def test_a_forfeited_seat_is_last_and_the_others_keep_their_order() -> None:
    assert places_from([2, 1, 3]) == (2, 1, 3)
    assert places_from([2, 1, 3], forfeited={1}) == (1, 3, 2)
    assert places_from([1, 2], forfeited={0}) == (2, 1)
    assert places_from([1, 1, 3], forfeited={0, 1}) == (2, 2, 1)


def play(pairing: Pairing, number: int, rng: random.Random) -> list[Result]:
    out = []
    for pod in pairing.pods:
        places = list(range(1, len(pod) + 1))
        rng.shuffle(places)
        out.append(Result(number, pod, tuple(places)))
    out += [Result(number, (p,), (1,), bye=True) for p in pairing.byes]
    return out


@pytest.mark.parametrize("seed", range(20))
def test_swiss_pairs_by_score_and_never_repeats_while_it_can(seed: int) -> None:
    rng = random.Random(seed)
    players = list(range(1, 9))
    ratings = {p: rng.uniform(900, 1100) for p in players}
    results: list[Result] = []
    for number in (1, 2, 3):
        pairing = swiss_round(players, results, ratings)
        assert sorted(pairing.players) == players and not pairing.byes
        if number == 1:  # all on zero: by rating, the best two first
            best = sorted(players, key=lambda p: -ratings[p])
            assert pairing.pods[0] == (best[0], best[1])
        seen = Counter(frozenset(pair) for r in results for pair in combinations(r.players, 2))
        assert all(seen[frozenset(pod)] == 0 for pod in pairing.pods)
        results += play(pairing, number, rng)
    # after three rounds of eight, the undefeated player is alone at the top
    table = standings(players, results, ratings)
    assert table[0].points == 3 and table[1].points < 3


def test_swiss_byes_go_to_the_lowest_without_one_and_count_as_a_win() -> None:
    players = list(range(1, 8))
    ratings = {p: 1000.0 - p for p in players}  # 1 is the best rated
    results: list[Result] = []
    byes = []
    for number in (1, 2, 3):
        pairing = swiss_round(players, results, ratings)
        assert len(pairing.byes) == 1
        byes.append(pairing.byes[0])
        results += [Result(number, pod, (1, 2)) for pod in pairing.pods]  # the better-rated seat wins
        results += [Result(number, (p,), (1,), bye=True) for p in pairing.byes]
    assert byes[0] == 7  # the lowest rated on no points
    assert len(set(byes)) == 3
    table = {s.player: s for s in standings(players, results, ratings)}
    assert table[7].byes == 1 and table[7].points >= 1


def test_pods_of_three_with_a_bye_and_the_fewest_repeats_when_unavoidable() -> None:
    players = list(range(1, 11))
    pairing = swiss_round(players, [], {}, seats=3)
    assert [len(p) for p in pairing.pods] == [3, 3, 3] and pairing.byes == (10,)
    four = [1, 2, 3, 4]
    results: list[Result] = []
    for number in range(1, 5):  # three rounds exhaust the pairs of four players; the fourth repeats
        pairing = swiss_round(four, results, {})
        assert sorted(pairing.players) == four
        results += [Result(number, pod, (1, 2)) for pod in pairing.pods]
    counts = Counter(frozenset(r.players) for r in results)
    assert sorted(counts.values()) == [1, 1, 1, 1, 2, 2]


def test_round_robin_pairs_meet_exactly_once_with_a_bye_each_when_odd() -> None:
    rounds = round_robin([11, 12, 13, 14, 15])
    assert len(rounds) == 5
    pairs = Counter(frozenset(pod) for r in rounds for pod in r.pods)
    assert set(pairs) == {frozenset(p) for p in combinations([11, 12, 13, 14, 15], 2)}
    assert set(pairs.values()) == {1}
    assert sorted(b for r in rounds for b in r.byes) == [11, 12, 13, 14, 15]
    assert len(round_robin([1, 2, 3, 4])) == 3


def test_round_robin_in_pods_brings_every_pair_together() -> None:
    rounds = round_robin([1, 2, 3, 4, 5], seats=3)
    together = {frozenset(pair) for r in rounds for pod in r.pods for pair in combinations(pod, 2)}
    assert together == {frozenset(p) for p in combinations([1, 2, 3, 4, 5], 2)}
    assert len(rounds) <= 5
    assert all(len(r.byes) == 2 for r in rounds)


def test_standings_points_then_buchholz_then_head_to_head() -> None:
    # round 1: A beats B, C beats D; round 2: A beats C, D beats B; round 3: B beats C, D beats A
    a, b, c, d = 1, 2, 3, 4
    results = [
        Result(1, (a, b), (1, 2)),
        Result(1, (c, d), (1, 2)),
        Result(2, (a, c), (1, 2)),
        Result(2, (d, b), (1, 2)),
        Result(3, (b, c), (1, 2)),
        Result(3, (d, a), (1, 2)),
    ]
    table = standings([a, b, c, d], results)
    # points: A 2, D 2, B 1, C 1; Buchholz: A = B+C+D = 4, D = C+B+A = 4: tied, D beat A head-to-head
    assert [s.player for s in table] == [d, a, b, c] or [s.player for s in table] == [d, a, c, b]
    assert (table[0].points, table[0].buchholz, table[0].head_to_head) == (2, 4, 1)
    assert (table[1].points, table[1].buchholz, table[1].head_to_head) == (2, 4, 0)
    # B and C: 1 point each, Buchholz B = A+D+C = 5, C = D+A+B = 5, B beat C
    assert [s.player for s in table[2:]] == [b, c]
    assert [s.place for s in table] == [1, 2, 3, 4]
