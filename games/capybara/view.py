"""What each seat may know, and worlds consistent with it (determinize)."""

from __future__ import annotations

import random
from collections import Counter

from games.capybara.rules import copy_state
from games.capybara.state import State, View
from games.contract import RngState


def make_view(s: State, seat: int | None) -> View:
    over = s.phase == "over"
    winners = None
    if over:
        best = max(s.cookies)
        winners = [p for p in range(s.n_players) if s.cookies[p] == best]
    return View(
        seat=seat,
        n_players=s.n_players,
        round_no=s.round_no,
        phase=s.phase,
        active=s.active,
        decider=None if over else s.decider,
        cookies=list(s.cookies),
        hand_sizes=[len(h) for h in s.hands],
        hand=None if seat is None else sorted(s.hands[seat]),
        piles=[list(p) for p in s.piles],
        discard=list(s.discard),
        draw_size=len(s.draw_pile),
        tokens=list(s.tokens),
        figure=s.figure,
        teapot=s.teapot,
        transit_from=s.transit_from,
        transit_card=s.transit if seat is not None and seat == s.transit_from else None,
        known=sorted((h, c) for o, h, c in s.known if o == seat),
        last_round=s.last_round,
        winners=winners,
    )


def determinize(s: State, seat: int, rng: random.Random) -> State:
    """Reshuffle every card ``seat`` cannot see: other hands, the draw pile, a card in transit.

    Hand sizes stay; cards ``seat`` passed with a tapir and knows to be held stay with their holder.
    Other seats' tapir knowledge is dropped: it may not hold in the new world.
    """
    w = copy_state(s)
    mine = Counter((h, c) for o, h, c in s.known if o == seat)
    kept: dict[int, list[int]] = {}
    pool: list[int] = []
    for p in range(s.n_players):
        if p == seat:
            continue
        keep: list[int] = []
        for c in w.hands[p]:
            if mine[(p, c)] > 0:
                mine[(p, c)] -= 1
                keep.append(c)
            else:
                pool.append(c)
        kept[p] = sorted(keep)
    pool += w.draw_pile
    hidden_transit = w.transit is not None and w.transit_from != seat
    if hidden_transit:
        assert w.transit is not None
        pool.append(w.transit)
    # Sorted first, and a fresh seed: the world then depends only on this seat's view and ``rng``
    # (the AI's "never reads hidden state" test); the true seed would also predict the next deals.
    pool.sort()
    rng.shuffle(pool)
    w.rng = RngState(seed=rng.getrandbits(62))
    for p, keep in kept.items():
        need = len(w.hands[p]) - len(keep)
        w.hands[p] = keep + [pool.pop() for _ in range(need)]
    if hidden_transit:
        w.transit = pool.pop()
    w.draw_pile = pool
    w.known = [k for k in w.known if k[0] == seat]
    return w
