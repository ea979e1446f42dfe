"""Exact positions for tests and examples: name the cards that matter, the rest fill the piles.

Treasures are type keys ("blue", "warriors", …); adventurers are codes ("7", "tracker", "spy", …).
Every one of the 45 treasures and 50 adventurers is always somewhere, so invariants hold.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from games.chachapoya import components as C
from games.chachapoya import rules as R
from games.chachapoya.bidding import has_legal_bid, legal_bids
from games.chachapoya.state import Slot, State, clone
from games.contract import Event, RngState


def _left(full: list[str], named: list[str]) -> list[str]:
    left = Counter(full)
    left.subtract(Counter(named))
    assert all(k >= 0 for k in left.values()), f"more copies named than exist: {-left}"
    return sorted(left.elements())


def build_state(
    hands: Sequence[Sequence[str]],
    *,
    collections: Sequence[Sequence[str]] | None = None,
    face_up: str | None = None,
    face_down: Sequence[str] = (),
    shown: Sequence[str] | None = None,
    buried: str | None = None,
    deck: Sequence[str] | None = None,
    deck_size: int = 20,
    draw: Sequence[str] = (),
    discard: Sequence[str] = (),
    rest: str = "draw",
    starting: int = 0,
    tokens: Sequence[bool] | None = None,
    eliminated: Sequence[int] = (),
    last_round: bool = False,
    round_no: int = 5,
    seed: int = 1,
    open_bid: bool = True,
) -> State:
    """A position at the start of a bid (the offer already made).

    ``deck`` lists the treasure deck top first (default: ``deck_size`` unnamed cards, with
    ``buried`` at the bottom); ``draw`` is the top of the adventurer deck. Unnamed adventurers
    go under the adventurer deck (``rest="draw"``) or onto the discard pile (``"discard"``);
    unnamed treasures fill the deck and then the box of unseen setup discards.
    """
    n = len(hands)
    cols = [list(c) for c in (collections or [[] for _ in range(n)])]
    offered = ([face_up] if face_up else []) + list(face_down)
    named_t = [c for col in cols for c in col] + offered + ([buried] if buried else []) + list(deck or [])
    spare_t = _left(C.treasure_deck(), named_t)
    if deck is None:
        deck_cards = spare_t[: max(0, deck_size - (1 if buried else 0))] + ([buried] if buried else [])
        spare_t = spare_t[len(deck_cards) - (1 if buried else 0) :]
    else:
        deck_cards = list(deck) + ([buried] if buried else [])
    named_a = [c for h in hands for c in h] + list(draw) + list(discard)
    spare_a = _left(C.adventurer_deck(), named_a)
    offerer = None if last_round or not face_up else starting
    hidden_tags = tuple(-1 if q == offerer else 1 for q in range(n))
    deck_slots = [Slot(card=c, tags=(0,) * n) for c in deck_cards]
    if buried:
        deck_slots[-1] = Slot(card=buried, tags=hidden_tags, buried=True)
    offer = [Slot(card=face_up, tags=(-1,) * n, up=True)] if face_up else []
    offer += [Slot(card=c, tags=hidden_tags if face_up else (0,) * n) for c in face_down]
    s = State(
        n_players=n,
        rng=RngState(seed=seed),
        round_no=round_no,
        starting=starting,
        last_round=last_round,
        next_class=2,
        deck=deck_slots,
        box_unseen=spare_t,
        shown=list(shown) if shown is not None else [],
        offer=offer,
        offerer=offerer,
        collections=cols,
        adv_deck=list(draw) + (spare_a if rest == "draw" else []),
        adv_discard=list(discard) + (spare_a if rest == "discard" else []),
        hands=[list(h) for h in hands],
        bids=[None] * n,
        last_bids=[None] * n,
        tokens=list(tokens) if tokens is not None else [True] * n,
        token_on=[None] * n,
        eliminated=[p in eliminated for p in range(n)],
        eliminated_round=[1 if p in eliminated else 0 for p in range(n)],
        unresolved_leaders=[0] * n,
    )
    for p in eliminated:
        s.tokens[p] = False
    s.tokens_boxed = n - sum(s.tokens)
    if open_bid:
        R.open_bidding(s, [])
    return s


def at_scoring(
    collections: Sequence[Sequence[str]],
    hands: Sequence[Sequence[str]],
    *,
    tokens: Sequence[bool] | None = None,
    unresolved_leaders: Sequence[int] | None = None,
    eliminated: Sequence[int] = (),
) -> tuple[State, list[Event]]:
    """A finished last round: the game goes to final scoring (token placement first)."""
    s = build_state(
        hands,
        collections=collections,
        tokens=tokens,
        eliminated=eliminated,
        deck=[],
        last_round=True,
        open_bid=False,
    )
    if unresolved_leaders is not None:
        s.unresolved_leaders = list(unresolved_leaders)
    ev: list[Event] = []
    R.final_scoring(s, ev)
    return s, ev


def lone_bidder(n_players: int, *, rounds_without_treasure: int = 0) -> State:
    """Seat 0 holds every adventurer card but one Tracker for each other player, who cannot bid.

    Found in AI self-play: seat 0 played a Tracker pair every round, drew its own pair back from
    the discard, and the treasure deck never shrank (the stall ending stops it).
    """
    mine = list(C.adventurer_deck())
    for _ in range(n_players - 1):
        mine.remove(C.TRACKER)
    s = build_state(
        [mine] + [[C.TRACKER] for _ in range(n_players - 1)],
        face_up="gold",
        face_down=["green"],
        buried="red",
        shown=["gold", "green", "red"],
        tokens=[False] * n_players,
    )
    s.rounds_without_treasure = rounds_without_treasure
    return s


# ---- hidden information --------------------------------------------------------------------


def perturb_hidden(state: State, seat: int, rng: random.Random) -> State:
    """A copy that differs only in what ``seat`` cannot know (written from the rules, not from determinize).

    Hidden from ``seat``: the order and identity of treasures it never saw (the deck and the
    cards boxed unseen at setup), which of two cards it saw turned up was buried and which lies
    face down (unless it made the offer), the other players' hands and bids not yet revealed
    (bid sizes are public and stay; each stays a legal bid), the adventurer deck and the hands
    discarded face down, and the seed that decides future reshuffles.
    """
    s = clone(state)
    seed = rng.getrandbits(62)
    s.rng = RngState(seed=seed if seed != state.rng.seed else seed + 1)
    _swap_unseen_treasures(s, seat, rng)
    if s.phase == "over":
        # Hands were counted for penalties: only the piles nobody sees may change.
        _deal_back(s, rng, list(s.adv_deck) + list(s.adv_unseen))
    else:
        _redeal_adventurers(s, seat, rng)
    return s


def _swap_unseen_treasures(s: State, seat: int, rng: random.Random) -> None:
    """Shuffle face-down treasures among places ``seat`` cannot tell apart."""
    groups: dict[int, list[tuple[list[Slot], int]]] = {}
    for slots in (s.deck, s.offer):
        for i, slot in enumerate(slots):
            knows = slot.tags[seat]
            if not slot.up and knows != -1:
                groups.setdefault(knows, []).append((slots, i))
    unknown = groups.get(0, [])
    for places in groups.values():
        cards = [slots[i].card for slots, i in places]
        if places is unknown:
            cards += s.box_unseen
        rng.shuffle(cards)
        for slots, i in places:
            slots[i] = slots[i].model_copy(update={"card": cards.pop()})
        if places is unknown:
            s.box_unseen = cards
    if not unknown:
        rng.shuffle(s.box_unseen)


def _redeal_adventurers(s: State, seat: int, rng: random.Random) -> None:
    """Deal the other players' unrevealed cards again from everything ``seat`` has not seen."""
    # A player who sat this bid out is known to hold no biddable card: keep that hand.
    sitting_out = {p for p in range(s.n_players) if s.phase == "bid" and p not in s.awaiting}
    others = [p for p in range(s.n_players) if p != seat and p not in sitting_out and not s.eliminated[p]]
    unseen = list(s.adv_deck) + list(s.adv_unseen)
    for p in others:
        unseen += s.hands[p] + (s.bids[p] or [])
    for _ in range(30):
        cards = list(unseen)
        rng.shuffle(cards)
        bids: dict[int, list[str]] = {}
        for p in others:
            if s.bids[p] is None:
                continue
            fits = [b for b in legal_bids(cards) if len(b) == len(s.bids[p] or [])]
            if not fits:
                break
            bids[p] = list(rng.choice(fits))
            for c in bids[p]:
                cards.remove(c)
        else:
            hands = {}
            for p in others:
                hands[p], cards = cards[: len(s.hands[p])], cards[len(s.hands[p]) :]
            if all(has_legal_bid(hands[p] + bids.get(p, [])) for p in others if p in s.awaiting and s.phase == "bid"):
                for p in others:
                    s.hands[p] = hands[p]
                    if p in bids:
                        s.bids[p] = bids[p]
                _deal_back(s, rng, cards)
                return
    # No other deal fits (rare, tiny hands): only the unseen piles change.
    _deal_back(s, rng, list(s.adv_deck) + list(s.adv_unseen))


def _deal_back(s: State, rng: random.Random, cards: list[str]) -> None:
    """Lay ``cards`` out again as the hands discarded face down and the adventurer deck (sizes kept)."""
    rng.shuffle(cards)
    k = len(s.adv_unseen)
    s.adv_unseen, s.adv_deck = cards[:k], cards[k:]
