"""A quick, legal, scale-aware policy for AI seats (reads only the seat's view)."""

from __future__ import annotations

import random
from collections import Counter
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

X_PENALTY = -40  # how bad reaching an X feels (elimination)


def gain(have: Counter[str], key: str) -> int:
    """Points one more card of ``key`` adds (an X is very bad)."""
    before = C.scale_points(key, have[key]) or 0
    after = C.scale_points(key, have[key] + 1)
    if after is None:
        return X_PENALTY
    if key == "curse":
        top = max((C.BY_KEY[k].corner for k in have if k != "curse" and have[k]), default=0)
        return -top - (2 if have[key] else 0)
    if key == "warriors":
        return after - before + 2  # three more adventurers
    return after - before


def _mine(v: ChachapoyaView) -> Counter[str]:
    me = v.players[v.seat] if v.seat is not None else None
    return Counter({t.key: t.count for t in me.collection}) if me else Counter()


def _face_down_guess(v: ChachapoyaView, have: Counter[str]) -> float:
    """Expected gain of the face-down card, from what this seat knows."""
    if v.my_face_down:
        return gain(have, v.my_face_down)
    if v.shown and not v.last_round:
        pool = list(v.shown)
        for o in v.offer:
            if o.face_up and o.card in pool:
                pool.remove(o.card)
        if pool:
            return sum(gain(have, k) for k in pool) / len(pool)
    # otherwise: any treasure not in sight
    unseen = Counter({t.key: t.copies for t in C.TREASURES})
    unseen.subtract(v.boxed)
    for p in v.players:
        unseen.subtract({t.key: t.count for t in p.collection})
    weights = {k: n for k, n in unseen.items() if n > 0}
    size = sum(weights.values())
    return sum(n * gain(have, k) for k, n in weights.items()) / size if size else 0.0


def offer_value(v: ChachapoyaView, have: Counter[str]) -> float:
    value = 0.0
    for o in v.offer:
        value += gain(have, o.card) if o.face_up and o.card else _face_down_guess(v, have)
    return value


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

        def worth(a: PickAction) -> float:
            card = v.offer[a.index]
            return gain(have, card.card) if card.face_up and card.card else _face_down_guess(v, have)

        return max(actions, key=worth)
    if isinstance(first, CurseAction):
        return min(actions, key=lambda a: C.scale_points(a.treasure, have[a.treasure]) or 0)
    if isinstance(first, TrackerDrawAction):
        return next(a for a in actions if a.draw != v.last_round)
    if isinstance(first, SpendTokenAction):
        me = v.players[v.seat] if v.seat is not None else None
        spend = me is not None and me.hand_size <= 4 and v.treasures_left > 8
        return next(a for a in actions if a.spend == spend)
    if isinstance(first, PlaceTokenAction):
        return max(actions, key=lambda a: gain(have, a.treasure))
    return rng.choice(actions)


def _bid(v: ChachapoyaView, actions: list[BidAction], have: Counter[str], rng: random.Random) -> BidAction:
    if v.my_bid is not None:  # already bid: keep it
        for a in actions:
            if list(a.cards) == v.my_bid:
                return a
    value = offer_value(v, have)
    late = v.last_round or v.treasures_left <= 6
    hand = Counter(v.hand or [])
    leaders = [a for a in actions if leader_of(a.cards)]
    pairs = [a for a in actions if is_pair(a.cards)]
    numbered = [a for a in actions if total(a.cards) is not None]
    if value < 0:
        if pairs and (hand[C.TRACKER] >= 2):
            return pairs[0]
        spy = [a for a in leaders if a.cards == ("spy",)]
        if spy and late:
            return spy[0]
        # bid as little as possible, never a Leader
        return min(numbered or actions, key=lambda a: (len(a.cards), total(a.cards) or 0))
    if leaders and (late or value >= 12):
        for kind in ("mafia", "dictator"):
            for a in leaders:
                if a.cards == (kind,):
                    return a
        if late:
            return leaders[0]
    if not numbered:
        return rng.choice(actions)
    target = 8 + 3 * value + rng.uniform(-6, 6)
    per_card = 6 + value

    def cost(a: BidAction) -> float:
        t = total(a.cards) or 0
        tracker_bonus = -3 if has_tracker(a.cards) else 0  # Trackers in hand cost points at the end
        return abs(t - target) + per_card * 0.0 + len(a.cards) * 2 + tracker_bonus

    return min(numbered, key=cost)


def evaluate(s: State, seat: int) -> float:
    """Expected share of opponents beaten, from the points each player would score now.

    Points include the penalties for cards in hand; an unplayed Leader is worth a little more than
    its penalty while treasures remain. The score gap counts for less the more treasures are left
    (fitted on heuristic self-play). Only called on worlds sampled by ``determinize``, so reading
    every hand is fair.
    """
    out = frozenset(p for p in range(s.n_players) if s.eliminated[p])
    left = len(s.deck)
    scores: list[float] = []
    for p in range(s.n_players):
        if p in out:
            scores.append(0.0)
            continue
        result = score_player(s, p)
        if result.busted:
            out |= {p}
        leaders = sum(1 for c in s.hands[p] + (s.bids[p] or []) if C.is_leader(c))
        scores.append(result.points + min(1.0, left / 30) * 2 * leaders)
    return soft_reward(scores, seat, 4.0 + left, out)
