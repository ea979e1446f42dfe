"""Tournaments (issue 37), pure: pairings and standings from results. No Discord, no store, no clock.

Players are Discord user ids (any ints). A game of a round is a :class:`Result`: the players in
seat order and each one's place (1 = first, ties share the best place). The rules, as
``/game tournament`` states them:

- **Points per game.** Places are scored evenly from 1 (first) to 0 (last) whatever the pod's
  size: in a pod of ``n`` the ``q``-th of ``n`` scores ``(n - q) / (n - 1)``; tied players share
  the mean of the places they fill. Two players: a win 1, a draw ½, a loss 0.
- **Forfeits.** A player whose seat was forfeited (their clock ran out, or they left) is placed
  last at that table, behind everyone who played on; the others keep their order.
- **Byes.** When the players do not divide into pods of the game's seat count, the players with
  the lowest standing who have had no bye yet sit out the round; a bye counts as a win (1 point)
  and gives no opponent (nothing to Buchholz or head-to-head).
- **Swiss pairing.** By points, then rating, then id; each pod is filled from the top of the
  list with the nearest players who have not met anyone in it yet; when that is impossible, the
  pairing with the fewest repeated meetings is taken.
- **Round robin.** Two-player: the circle method, every pair meets once (a bye a round when the
  number is odd). Pods: rounds of pods chosen to bring together pairs that have not met, until
  every pair has met at least once.
- **Standings.** Points, then Buchholz (the sum of the points of everyone one has met; Swiss and
  round robin alike), then head-to-head among the tied players (the pairwise results of the
  games between them), then rating, then id (so the order is always the same).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations

BYE_POINTS = Fraction(1)
#: nodes the pairing search may visit before settling for the best pairing found (or a greedy one)
SEARCH_LIMIT = 20000


@dataclass(frozen=True)
class Result:
    """One game of a round, or a bye (one player, ``bye=True``)."""

    round: int
    players: tuple[int, ...]
    places: tuple[int, ...]
    bye: bool = False


@dataclass(frozen=True)
class Pairing:
    """A round: the pods (players in seat order) and who sits out with a bye."""

    pods: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...] = ()

    @property
    def players(self) -> list[int]:
        return [p for pod in self.pods for p in pod] + list(self.byes)


@dataclass
class Standing:
    player: int
    points: Fraction
    buchholz: Fraction
    head_to_head: Fraction
    place: int = 0
    games: int = 0
    byes: int = 0
    opponents: list[int] = field(default_factory=list)


def places_from(ranks: Sequence[int], forfeited: Iterable[int] = ()) -> tuple[int, ...]:
    """Each seat's tournament place from the game's ranks (1 = first, ties share): forfeited seats
    last (tied among themselves), the others in the game's order among themselves."""
    gone = set(forfeited)
    playing = [r for s, r in enumerate(ranks) if s not in gone]
    places = []
    for seat, rank in enumerate(ranks):
        if seat in gone:
            places.append(len(playing) + 1)
        else:
            places.append(1 + sum(1 for other in playing if other < rank))
    return tuple(places)


def place_points(places: Sequence[int]) -> list[Fraction]:
    """Points of each seat for its place (see the module's rules)."""
    n = len(places)
    if n < 2:
        return [BYE_POINTS] * n
    out = []
    for place in places:
        tied = sum(1 for p in places if p == place)
        filled = range(place, place + tied)  # the positions the tied players fill
        out.append(sum((Fraction(n - q, n - 1) for q in filled), Fraction(0)) / tied)
    return out


def pairwise(result: Result, a: int, b: int) -> Fraction:
    """What ``a`` scored against ``b`` at this table: 1 ahead, ½ tied, 0 behind."""
    pa = result.places[result.players.index(a)]
    pb = result.places[result.players.index(b)]
    return Fraction(1) if pa < pb else Fraction(1, 2) if pa == pb else Fraction(0)


def points(results: Iterable[Result]) -> dict[int, Fraction]:
    total: dict[int, Fraction] = {}
    for result in results:
        for player, got in zip(result.players, place_points(result.places), strict=True):
            total[player] = total.get(player, Fraction(0)) + got
    return total


def met(results: Iterable[Result]) -> dict[frozenset[int], int]:
    """How often each pair has played at one table."""
    count: dict[frozenset[int], int] = {}
    for result in results:
        if result.bye:
            continue
        for a, b in combinations(result.players, 2):
            key = frozenset((a, b))
            count[key] = count.get(key, 0) + 1
    return count


def standings(
    players: Sequence[int], results: Sequence[Result], ratings: dict[int, float] | None = None
) -> list[Standing]:
    """Everyone's standing, best first; ``place`` is shared only by players equal in every tie-break
    but rating and id."""
    ratings = ratings or {}
    score = points(results)
    rows = {p: Standing(p, score.get(p, Fraction(0)), Fraction(0), Fraction(0)) for p in players}
    for result in results:
        for p in result.players:
            if p not in rows:
                continue
            if result.bye:
                rows[p].byes += 1
                continue
            rows[p].games += 1
            rows[p].opponents += [o for o in result.players if o != p]
    for row in rows.values():
        row.buchholz = sum((score.get(o, Fraction(0)) for o in row.opponents), Fraction(0))
    # head-to-head: among the players equal in points and Buchholz
    groups: dict[tuple[Fraction, Fraction], list[int]] = {}
    for row in rows.values():
        groups.setdefault((row.points, row.buchholz), []).append(row.player)
    for group in groups.values():
        if len(group) < 2:
            continue
        tied = set(group)
        for result in results:
            if result.bye:
                continue
            inside = [p for p in result.players if p in tied]
            for a in inside:
                for b in inside:
                    if a != b:
                        rows[a].head_to_head += pairwise(result, a, b)
    ranked = sorted(
        rows.values(),
        key=lambda r: (-r.points, -r.buchholz, -r.head_to_head, -ratings.get(r.player, 0.0), r.player),
    )
    for i, row in enumerate(ranked):
        before = ranked[i - 1] if i else None
        same = before is not None and (before.points, before.buchholz, before.head_to_head) == (
            row.points,
            row.buchholz,
            row.head_to_head,
        )
        row.place = before.place if same and before is not None else i + 1
    return ranked


def _byes(order: list[int], count: int, results: Sequence[Result]) -> list[int]:
    """The ``count`` lowest in ``order`` who have had no bye (then the lowest of those who had)."""
    had = {p for r in results if r.bye for p in r.players}
    fresh = [p for p in reversed(order) if p not in had]
    again = [p for p in reversed(order) if p in had]
    return (fresh + again)[:count]


def _pods(order: list[int], seats: int, met_count: dict[frozenset[int], int]) -> list[tuple[int, ...]]:
    """Pods of ``seats`` from ``order`` (best first): the fewest repeated meetings, the nearest players."""

    def cost(pod: Sequence[int]) -> int:
        return sum(met_count.get(frozenset(pair), 0) for pair in combinations(pod, 2))

    visited = 0

    def search(rest: list[int], budget: int) -> list[tuple[int, ...]] | None:
        nonlocal visited
        if not rest:
            return []
        first, others = rest[0], rest[1:]
        for mates in combinations(others, seats - 1):
            visited += 1
            if visited > SEARCH_LIMIT:
                return None
            pod = (first, *mates)
            spent = cost(pod)
            if spent > budget:
                continue
            left = [p for p in others if p not in mates]
            found = search(left, budget - spent)
            if found is not None:
                return [pod, *found]
        return None

    for budget in range(len(order) * seats + 1):
        visited = 0
        found = search(order, budget)
        if found is not None:
            return found
        if visited > SEARCH_LIMIT:
            break
    return [tuple(order[i : i + seats]) for i in range(0, len(order), seats)]  # greedy, by standing


def swiss_round(
    players: Sequence[int], results: Sequence[Result], ratings: dict[int, float], seats: int = 2
) -> Pairing:
    """The next Swiss round of ``players`` (those still in) after ``results``."""
    score = points(results)
    order = sorted(players, key=lambda p: (-score.get(p, Fraction(0)), -ratings.get(p, 0.0), p))
    byes = _byes(order, len(order) % seats, results)
    rest = [p for p in order if p not in byes]
    return Pairing(tuple(_pods(rest, seats, met(results))), tuple(byes))


def _repeats(pods: Sequence[Sequence[int]], met_count: dict[frozenset[int], int]) -> int:
    return sum(met_count.get(frozenset(pair), 0) for pod in pods for pair in combinations(pod, 2))


def _best_round(
    order: list[int], seats: int, met_count: dict[frozenset[int], int], played: Sequence[Result]
) -> Pairing:
    """A round robin round in pods: who sits out and the pods, for the fewest repeated meetings
    (so the most new pairs), those with the fewest byes sitting out first."""
    had = Counter(p for r in played if r.bye for p in r.players)
    by_byes = sorted(order, key=lambda p: (had[p], order.index(p)))
    best: tuple[tuple[int, int], Pairing] | None = None
    for n, out in enumerate(combinations(by_byes, len(order) % seats)):
        if n >= 200:
            break
        rest = [p for p in order if p not in out]
        pods = _pods(rest, seats, met_count)
        key = (_repeats(pods, met_count), sum(had[p] for p in out))
        if best is None or key < best[0]:
            best = (key, Pairing(tuple(pods), tuple(out)))
    assert best is not None
    return best[1]


def round_robin(players: Sequence[int], seats: int = 2) -> list[Pairing]:
    """Every round of a round robin, in order (see the module's rules)."""
    order = list(players)
    if seats == 2:
        circle: list[int | None] = [*order, None] if len(order) % 2 else list(order)
        rounds = []
        for _ in range(len(circle) - 1):
            pods, byes = [], []
            for i in range(len(circle) // 2):
                a, b = circle[i], circle[-1 - i]
                if a is None or b is None:
                    byes.append(a if b is None else b)
                else:
                    pods.append((a, b))
            rounds.append(Pairing(tuple(pods), tuple(p for p in byes if p is not None)))
            circle = [circle[0], circle[-1], *circle[1:-1]]
        return rounds
    played: list[Result] = []
    rounds = []
    pairs = {frozenset(pair) for pair in combinations(order, 2)}
    while len(rounds) <= len(pairs):  # each round meets at least one new pair
        count = met(played)
        if all(pair in count for pair in pairs):
            return rounds
        pairing = _best_round(order, seats, count, played)
        rounds.append(pairing)
        number = len(rounds)
        played += [Result(number, pod, tuple(range(1, seats + 1))) for pod in pairing.pods]
        played += [Result(number, (p,), (1,), bye=True) for p in pairing.byes]
    return rounds
