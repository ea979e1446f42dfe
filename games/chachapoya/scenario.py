"""Exact positions for tests and examples: name the cards that matter, the rest fill the piles.

Treasures are type keys ("blue", "warriors", …); adventurers are codes ("7", "tracker", "spy", …).
Every one of the 45 treasures and 50 adventurers is always somewhere, so invariants hold.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from games.chachapoya import components as C
from games.chachapoya import rules as R
from games.chachapoya.state import Slot, State
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
