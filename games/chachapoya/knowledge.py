"""Determinization: a full state drawn from what one seat knows (for the AI and the leak test)."""

from __future__ import annotations

import random
from collections import Counter

from games.chachapoya import components as C
from games.chachapoya.state import Slot, State, clone
from games.contract import RngState

_ATTEMPTS = 20


def determinize(s: State, seat: int, rng: random.Random) -> State:
    w = clone(s)
    if s.phase == "over":  # hands are shown for scoring; nothing hidden matters any more
        return w
    _resample_treasures(w, seat, rng)
    _resample_adventurers(w, seat, rng)
    # The true seed would predict future reshuffles: give the world its own.
    w.rng = RngState(seed=rng.getrandbits(62))
    return w


def _resample_treasures(w: State, seat: int, rng: random.Random) -> None:
    """Shuffle hidden treasure cards within each knowledge class of ``seat`` (see state.py)."""
    places: dict[int, list[tuple[str, int]]] = {}
    for where, slots in (("deck", w.deck), ("offer", w.offer)):
        for i, slot in enumerate(slots):
            tag = slot.tags[seat]
            if tag != -1 and not slot.up:
                places.setdefault(tag, []).append((where, i))
    for i in range(len(w.box_unseen)):
        places.setdefault(0, []).append(("box", i))

    def card_at(where: str, i: int) -> str:
        return w.box_unseen[i] if where == "box" else (w.deck if where == "deck" else w.offer)[i].card

    for spots in places.values():
        cards = sorted(card_at(where, i) for where, i in spots)  # sorted: the world depends on the view only
        rng.shuffle(cards)
        for (where, i), card in zip(spots, cards, strict=True):
            if where == "box":
                w.box_unseen[i] = card
            else:
                slots = w.deck if where == "deck" else w.offer
                slots[i] = Slot(card=card, tags=slots[i].tags, up=slots[i].up, buried=slots[i].buried)


def _bid_options(pool: Counter[str], k: int) -> list[tuple[str, ...]]:
    """Every legal bid of exactly ``k`` cards from ``pool``, in a fixed order."""
    options: list[tuple[str, ...]] = []
    for v in C.VALUES:
        key = str(v)
        if k <= C.LIMITS[v] and pool[key] >= k:
            options.append((key,) * k)
        if 2 <= k <= C.LIMITS[v] and pool[key] >= k - 1 and pool[C.TRACKER]:
            options.append((key,) * (k - 1) + (C.TRACKER,))
    if k == 2 and pool[C.TRACKER] >= 2:
        options.append((C.TRACKER, C.TRACKER))
    if k == 1:
        options += [(leader,) for leader in C.LEADERS if pool[leader]]
    return options


def _sample_bid(pool: Counter[str], k: int, rng: random.Random) -> tuple[str, ...] | None:
    """A random legal bid of exactly ``k`` cards from ``pool``."""
    options = _bid_options(pool, k)
    return rng.choice(options) if options else None


def _search_bids(pool: Counter[str], sizes: list[int], rng: random.Random) -> list[tuple[str, ...]] | None:
    """Legal bids of the given sizes that fit ``pool`` together, found by backtracking (rarely needed)."""
    if not sizes:
        return []
    options = _bid_options(pool, sizes[0])
    rng.shuffle(options)
    for bid in options:
        left = pool.copy()
        left.subtract(bid)
        rest = _search_bids(left, sizes[1:], rng)
        if rest is not None:
            return [bid, *rest]
    return None


def _resample_adventurers(w: State, seat: int, rng: random.Random) -> None:
    """Other hands, their pending bids, the deck and unseen discards share one unknown pool.

    Each pending bid keeps its public size and stays legal; hand and pile sizes are kept.
    The pool is sorted before sampling, so the world depends only on ``seat``'s view and ``rng``.
    """
    others = [p for p in range(w.n_players) if p != seat]
    pool = list(w.adv_deck) + list(w.adv_unseen)
    for p in others:
        pool += w.hands[p] + (w.bids[p] or [])
    pool.sort()
    bidders = [p for p in others if w.bids[p] is not None]
    new_bids: dict[int, list[str]] = {}
    for _ in range(_ATTEMPTS):
        left = Counter(pool)
        new_bids = {}
        for p in bidders:
            bid = _sample_bid(left, len(w.bids[p] or []), rng)
            if bid is None:
                break
            left.subtract(bid)
            new_bids[p] = list(bid)
        else:
            break
    else:
        # Random draws kept failing: search. The true bids fit, so this always finds some
        # (never falls back on the true bids, which the seat cannot know).
        found = _search_bids(Counter(pool), [len(w.bids[p] or []) for p in bidders], rng)
        assert found is not None, "the true bids fit the pool"
        new_bids = {p: list(bid) for p, bid in zip(bidders, found, strict=True)}
    rest = Counter(pool)
    for chosen in new_bids.values():
        rest.subtract(chosen)
    cards = list(rest.elements())
    rng.shuffle(cards)
    for p in bidders:
        w.bids[p] = new_bids[p]
    for p in others:
        k = len(w.hands[p])
        w.hands[p], cards = cards[:k], cards[k:]
    k = len(w.adv_unseen)
    w.adv_unseen, w.adv_deck = cards[:k], cards[k:]
