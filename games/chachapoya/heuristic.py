"""A quick, legal, scale-aware policy for AI seats (reads only the seat's view).

Bids are chosen by a one-step estimate: for every legal bid, the chance it wins
(against a model of the other bids from the public number of cards each player
laid down, with equal totals knocking each other out as the rules say) times what
the treasures it would take are worth to this seat, minus what the spent cards
would still be worth in later rounds (nothing in the last round). What treasures
are worth is judged on the whole collection at once: two cards of one type
together, Curses taking the most valuable earlier treasure, and an X (elimination)
costing everything held.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations_with_replacement, product
from typing import Any

from games.chachapoya import components as C
from games.chachapoya.bidding import has_tracker, is_pair, leader_of, total
from games.chachapoya.scoring import score_player
from games.chachapoya.state import (
    BidAction,
    CurseAction,
    OfferAction,
    PickAction,
    PlaceTokenAction,
    SpendTokenAction,
    State,
    TrackerDrawAction,
)
from games.chachapoya.view import ChachapoyaView
from games.ismcts import soft_reward

X_PENALTY = -40  # how bad reaching an X feels (elimination), for a single card's ``gain``
ELIMINATION_MARGIN = 15.0  # an X loses everything held, and this much more
WARRIOR_DRAW_VALUE = 2.0  # three adventurer cards drawn for a Grim Warriors
#: what a numbered card in hand is worth while many rounds remain: BASE + value * PER_POINT
CARD_BASE = 0.8
CARD_PER_POINT = 0.07
#: rounds left at which a card in hand keeps its full worth
ROUNDS_FULL_WORTH = 6
SPY_RISK = 0.05  # chance another player's Spy reverses the order, when the Spy is not in my hand
SEARCH_BIDS = 8  # bids the search considers (the best by the one-step estimate, and a few others)
DENIAL = 0.0  # weight of what winning keeps from the others
OPPONENT_RANDOM_BIDS = 0.4  # share of uniformly random bids in the search's model of the others
#: the AI levels' search settings in this game (``Game.level_search``; ``iterations`` is a ceiling).
#: Against normal at 200, hard with 4x the iterations placed first in 7 of 14 two-player games with
#: the default longer playouts (16), 21 of 40 with normal's (12): the same opponent. With playouts of
#: 12 it placed first in 28 of 40 against normal at 50, which beats random and easy players as 200 did.
#: Normal's 50 iterations give each bid a handful of samples: it leaves the heuristic's bid only when
#: another is better by 2 standard errors (not 1), or a lucky sample makes it bid into an X. Against
#: random players at 3 players: 78 of 87 first with 2, 68 of 90 with 1, 71 of 83 never leaving it.
LEVEL_SEARCH: dict[str, dict[str, Any]] = {
    "normal": {"iterations": 50, "confidence": 2.0},
    "hard": {"rollout_depth": 12},
}


def gain(have: Counter[str], key: str) -> float:
    """Points one more card of ``key`` adds (an X is very bad)."""
    return take_value(have, [key], single_x=True)


def collection_score(have: Counter[str]) -> int | None:
    """Points of a collection by the scales; None if any type is at X."""
    points = 0
    for key, n in have.items():
        if n <= 0:
            continue
        p = C.scale_points(key, n)
        if p is None:
            return None
        points += p
    return points


def take_value(have: Counter[str], cards: list[str], *, single_x: bool = False) -> float:
    """What taking ``cards`` together is worth: the collection's points after minus before.

    Each Curse discards one card of the most valuable earlier type (by corner value; the
    one whose loss costs least among ties), Grim Warriors draw cards, and an X (too many of
    a type, or a third Curse) costs everything held plus a margin.
    """
    key = tuple(sorted((k, n) for k, n in have.items() if n > 0))
    return _take_value(key, tuple(sorted(cards)), single_x)


@lru_cache(maxsize=65536)
def _take_value(held: tuple[tuple[str, int], ...], cards: tuple[str, ...], single_x: bool) -> float:
    have = Counter(dict(held))
    before = collection_score(have) or 0
    after = Counter(have)
    for _ in range(cards.count("curse")):
        earlier = [k for k in after if after[k] > 0 and k != "curse" and have[k] > 0]
        if earlier:
            top = max(C.BY_KEY[k].corner for k in earlier)
            tied = [k for k in earlier if C.BY_KEY[k].corner == top]
            lost = min(tied, key=lambda k: (C.scale_points(k, after[k]) or 0) - (C.scale_points(k, after[k] - 1) or 0))
            after[lost] -= 1
    for c in cards:
        after[c] += 1
    score = collection_score(after)
    if score is None:
        return float(X_PENALTY) if single_x else -(max(0, before) + ELIMINATION_MARGIN)
    return score - before + WARRIOR_DRAW_VALUE * cards.count("warriors")


def _mine(v: ChachapoyaView) -> Counter[str]:
    me = v.players[v.seat] if v.seat is not None else None
    return Counter({t.key: t.count for t in me.collection}) if me else Counter()


def _unseen(v: ChachapoyaView) -> Counter[str]:
    """Treasures not in sight of this seat (deck, setup discards, face-down offers), by type."""
    unseen = Counter({t.key: t.copies for t in C.TREASURES})
    unseen.subtract(v.boxed)
    for p in v.players:
        unseen.subtract({t.key: t.count for t in p.collection})
    for o in v.offer:
        if o.face_up and o.card:
            unseen[o.card] -= 1
    return Counter({k: n for k, n in unseen.items() if n > 0})


def _face_down_options(v: ChachapoyaView) -> list[tuple[str, float]]:
    """The face-down card as (card, probability) pairs, from what this seat knows."""
    if v.my_face_down:
        return [(v.my_face_down, 1.0)]
    if v.shown and not v.last_round:
        pool = list(v.shown)
        for o in v.offer:
            if o.face_up and o.card in pool:
                pool.remove(o.card)
        if pool:
            return [(k, 1 / len(pool)) for k in pool]
    unseen = _unseen(v)
    size = sum(unseen.values())
    return [(k, n / size) for k, n in unseen.items()] if size else []


def _expected(have: Counter[str], known: list[str], hidden: list[tuple[str, float]]) -> float:
    """Expected value of taking ``known`` plus one hidden card drawn from ``hidden``."""
    if not hidden:
        return take_value(have, known)
    return sum(p * take_value(have, [*known, k]) for k, p in hidden)


def _blind_value(have: Counter[str], unseen: Counter[str], m: int) -> float:
    """Expected value of taking ``m`` cards drawn blind from ``unseen`` (the last round)."""
    return _blind(
        tuple(sorted((k, n) for k, n in have.items() if n > 0)),
        tuple(sorted((k, n) for k, n in unseen.items() if n > 0)),
        m,
    )


@lru_cache(maxsize=8192)
def _blind(held: tuple[tuple[str, int], ...], pool: tuple[tuple[str, int], ...], m: int) -> float:
    have, unseen = Counter(dict(held)), Counter(dict(pool))
    size = sum(unseen.values())
    if size < m or m <= 0:
        return 0.0
    value = 0.0
    denom = math.comb(size, m)
    for combo in combinations_with_replacement(sorted(unseen), m):
        counts = Counter(combo)
        ways = 1
        for k, c in counts.items():
            ways *= math.comb(unseen[k], c)
        if ways:
            value += ways / denom * take_value(have, list(combo))
    return value


def offer_values(v: ChachapoyaView, have: Counter[str]) -> tuple[float, float]:
    """(value of taking every offered treasure, value of taking the better single one)."""
    if not v.offer:
        return 0.0, 0.0
    ups = [o.card for o in v.offer if o.face_up and o.card]
    downs = [o for o in v.offer if not (o.face_up and o.card)]
    if v.last_round and not v.my_face_down:
        unseen = _unseen(v)
        both = _blind_value(have, unseen, len(v.offer))
        one = _blind_value(have, unseen, 1)
        return both, one
    hidden = _face_down_options(v) if downs else []
    both = _expected(have, ups, hidden)
    singles = [take_value(have, [k]) for k in ups]
    if hidden:
        singles.append(_expected(have, [], hidden))
    return both, max(singles, default=0.0)


def offer_value(v: ChachapoyaView, have: Counter[str]) -> float:
    return offer_values(v, have)[0]


def choose(v: ChachapoyaView, actions: list[Any], rng: random.Random) -> Any:
    if not actions:
        return None
    first = actions[0]
    have = _mine(v)
    if isinstance(first, BidAction):
        return _bid(v, actions, have, rng)
    if isinstance(first, OfferAction):
        # keep the best card for me face down, show the next, bury the worst
        return max(actions, key=lambda a: -gain(have, a.bury) * 2 + gain(have, a.face_up))
    if isinstance(first, PickAction):
        hidden = _face_down_options(v)

        def worth(a: PickAction) -> float:
            card = v.offer[a.index]
            if card.face_up and card.card:
                return take_value(have, [card.card])
            if v.last_round and not v.my_face_down:
                return _blind_value(have, _unseen(v), 1)
            return _expected(have, [], hidden)

        return max(actions, key=worth)
    if isinstance(first, CurseAction):
        return max(actions, key=lambda a: _after_loss(have, a.treasure))
    if isinstance(first, TrackerDrawAction):
        return next(a for a in actions if a.draw != v.last_round)
    if isinstance(first, SpendTokenAction):
        me = v.players[v.seat] if v.seat is not None else None
        spend = False
        if me is not None and not v.last_round:
            worth_later = max((gain(have, k) for k in have if k != "curse"), default=0.0)
            cards = (C.TOKEN_FILL - me.hand_size) * _card_worth(v, "9")
            spend = cards > max(2.0, worth_later)
        return next(a for a in actions if a.spend == spend)
    if isinstance(first, PlaceTokenAction):
        return max(actions, key=lambda a: gain(have, a.treasure))
    return rng.choice(actions)


def _after_loss(have: Counter[str], key: str) -> float:
    after = Counter(have)
    after[key] -= 1
    return collection_score(after) or 0


def _rounds_left(v: ChachapoyaView) -> float:
    return 0.0 if v.last_round else max(0.5, v.treasures_left / 2)


def _card_worth(v: ChachapoyaView, card: str) -> float:
    """What a card in hand is still worth for later rounds (nothing after the last round)."""
    share = min(1.0, _rounds_left(v) / ROUNDS_FULL_WORTH)
    if card.isdigit():
        return share * (CARD_BASE + int(card) * CARD_PER_POINT)
    if card == C.TRACKER:  # -1 at the end, some use before
        return share * 0.8 - (1 - share) * 1.0
    # a Leader: strong while rounds remain, -3 if still held at the end
    return share * 4.0 - (1 - share) * 3.0


#: bid sizes of a player who has not bid yet (or a plain guess), with weights
_UNKNOWN_SIZES = ((1, 0.35), (2, 0.35), (3, 0.2), (4, 0.1))
#: how common each value is in the adventurer deck: an opponent's cards are drawn from it
_COPIES = {a.value: a.copies for a in C.ADVENTURER_VALUES}
#: every total a numbered bid can have (a Tracker counts as one more card of the value)
_ALL_TOTALS = tuple(sorted({v * k for v in C.VALUES for k in range(1, C.LIMITS[v] + 1)}))


@cache
def _total_weights(size: int | None) -> tuple[tuple[int, float], ...]:
    """An opponent's numbered total as (total, probability), from the public number of cards it bid
    (None: not bid yet). Values are weighted by their copies in the deck, within their limits."""
    sizes = _UNKNOWN_SIZES if size is None else ((size, 1.0),)
    out: Counter[int] = Counter()
    for k, w in sizes:
        values = [v for v in C.VALUES if k <= C.LIMITS[v]] or [C.VALUES[0]]
        copies = sum(_COPIES[v] for v in values)
        for v in values:
            out[v * k] += w * _COPIES[v] / copies
    return tuple(sorted(out.items()))


def win_chances(sizes: Sequence[int | None]) -> dict[int, tuple[float, float]]:
    """For every total I could bid: (chance it is the highest *unique* total, chance it is the lowest
    unique one), against opponents who bid ``sizes`` cards (None: not yet known), in any order."""
    return _win_table(tuple(sorted(sizes, key=lambda k: (k is None, k or 0))))


@lru_cache(maxsize=512)
def _win_table(sizes: tuple[int | None, ...]) -> dict[int, tuple[float, float]]:
    """``win_chances`` for ``sizes`` in a fixed order (one cache entry per set of opponents).

    Equal totals knock each other out (the rulebook's "laughing third party"), so a low bid wins
    whenever the higher bids tie with each other; the lowest unique total is what a Spy makes win.
    Exact over the opponents' totals (at most three opponents of about twenty totals each).
    """
    high = dict.fromkeys(_ALL_TOTALS, 0.0)
    low = dict.fromkeys(_ALL_TOTALS, 0.0)
    for combo in product(*(_total_weights(s) for s in sizes)):
        p = 1.0
        seen: Counter[int] = Counter()
        for t, w in combo:
            p *= w
            seen[t] += 1
        unique = [t for t, c in seen.items() if c == 1]
        top = max(unique, default=0)
        bottom = min(unique, default=10**6)
        for t in _ALL_TOTALS:
            if t in seen:
                continue  # tied with somebody: knocked out
            if t > top:
                high[t] += p
            if t < bottom:
                low[t] += p
    return {t: (high[t], low[t]) for t in _ALL_TOTALS}


def _bid(v: ChachapoyaView, actions: list[BidAction], have: Counter[str], rng: random.Random) -> BidAction:
    if v.my_bid is not None:  # already bid: keep it
        for a in actions:
            if list(a.cards) == v.my_bid:
                return a
    scored = [(w, rng.random(), a) for w, a in zip(bid_worths(v, actions, have), actions, strict=True)]
    return max(scored, key=lambda x: (x[0], x[1]))[2]


def search_candidates(v: ChachapoyaView, actions: list[Any]) -> list[Any]:
    """The bids worth a search: the ``SEARCH_BIDS`` best by the one-step estimate, plus the
    cheapest bid and every bid that never wins (Spy, Tracker pair). Other decisions: all."""
    if len(actions) <= SEARCH_BIDS or not isinstance(actions[0], BidAction) or v.my_bid is not None:
        return actions
    worths = bid_worths(v, actions, _mine(v))
    order = sorted(range(len(actions)), key=lambda i: -worths[i])
    keep = set(order[:SEARCH_BIDS])
    cheapest = min(range(len(actions)), key=lambda i: (len(actions[i].cards), total(actions[i].cards) or 99))
    keep.add(cheapest)
    keep |= {i for i, a in enumerate(actions) if is_pair(a.cards) or leader_of(a.cards) == "spy"}
    return [a for i, a in enumerate(actions) if i in keep]


def bid_worths(v: ChachapoyaView, actions: list[BidAction], have: Counter[str]) -> list[float]:
    """The one-step estimate of every bid (see the module doc)."""
    both, one = offer_values(v, have)
    others = [p for p in v.players if p.seat != v.seat and p.bidding]
    sizes = [p.bid_size if p.has_bid else None for p in others]
    hand = Counter(v.hand or [])
    spy_risk = SPY_RISK if hand["spy"] == 0 and others else 0.0
    leader_risk = 0.06 * len(others)  # a later Leader or a Tracker pair spoils a Leader
    # what winning keeps from the others (an opponent's gain is a loss in rank)
    kept = 0.0
    if DENIAL and others:
        theirs = [offer_values(v, Counter({t.key: t.count for t in p.collection}))[0] for p in others]
        kept = DENIAL * sum(max(0.0, x) for x in theirs) / len(others) / len(others)

    chances = win_chances(sizes)

    def worth(a: BidAction) -> float:
        cards = list(a.cards)
        cost = sum(_card_worth(v, c) for c in cards)
        leader = leader_of(cards)
        if leader == "mafia":
            return (1 - leader_risk) * (both + kept) - cost
        if leader == "dictator":
            return (1 - leader_risk) * (one + kept) - cost
        if leader == "spy":  # never wins; the lowest unique bid does
            return -cost
        if is_pair(cards):  # nobody wins, three cards drawn
            return 3 * _card_worth(v, "9") - cost - 0.5
        t = total(cards) or 0
        high, low = chances.get(t, (0.0, 0.0))
        p_win = (1 - spy_risk) * high + spy_risk * low
        prize = one if has_tracker(cards) else both
        return p_win * (prize + kept) - cost

    return [worth(a) for a in actions]


def opponent_action(s: State, seat: int, actions: list[Any], rng: random.Random) -> Any:
    """How the search models *another* player's decision: secret bids are a mixture of the
    heuristic and a uniformly random legal bid (``OPPONENT_RANDOM_BIDS``), so the search stays
    sound against players who bid nothing like the heuristic. None: the heuristic decides."""
    if s.phase == "bid" and rng.random() < OPPONENT_RANDOM_BIDS:
        return rng.choice(actions)
    return None


def evaluate(s: State, seat: int) -> float:
    """Expected share of opponents beaten, from the points each player would score now.

    Points include the penalties for cards in hand; an unplayed Leader is worth a little more than
    its penalty while treasures remain. The score gap counts for less the more treasures are left
    (fitted on heuristic self-play). Only called on worlds sampled by ``determinize``, so reading
    every hand is fair.
    """
    out = frozenset(p for p in range(s.n_players) if s.eliminated[p])
    left = len(s.deck)
    share = 0.0 if s.last_round else min(1.0, left / 2 / ROUNDS_FULL_WORTH)
    scores: list[float] = []
    for p in range(s.n_players):
        if p in out:
            scores.append(0.0)
            continue
        result = score_player(s, p)
        if result.busted:
            out |= {p}
        cards = s.hands[p] + (s.bids[p] or [])
        hand = sum(_hand_bonus(c, share) for c in cards)
        token = TOKEN_VALUE if s.tokens[p] and not s.token_on[p] else 0.0
        scores.append(result.points + hand + token)
    return soft_reward(scores, seat, 4.0 + left, out)


TOKEN_VALUE = 3.0  # an unused Hidden Treasure token: a card more at the end, or a full hand


def _hand_bonus(card: str, share: float) -> float:
    """A card in hand on top of its end penalty (already in the points): worth while rounds remain."""
    if card.isdigit():
        return share * (CARD_BASE + int(card) * CARD_PER_POINT)
    if card == C.TRACKER:
        return share * 1.8
    return share * 7.0
