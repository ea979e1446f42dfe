"""AI hooks: a greedy heuristic for playouts (temples, the carrier, the camp) and an evaluation.

Distances are walking distances over land (islands left through their pool), ignoring cards.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from games.contract import Outcome
from games.inka import board as B
from games.inka.moves import move_action, target_kind
from games.inka.state import CAMP, ON_WINDROSE, Browse, InkaState, InkaView, Option

FAR = 60


def _walkable(c: int) -> bool:
    return B.IS_LAND[c] or B.KIND[c] == "island" or any(c in p for p in B.POOL.values())


def _bfs(src: int) -> list[int]:
    dist = [FAR] * B.N_CELLS
    dist[src] = 0
    queue = deque([src])
    while queue:
        c = queue.popleft()
        for _d, n in B.NEIGHBOURS[c]:
            if dist[n] == FAR and _walkable(n):
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


DIST = {c: _bfs(c) for c in range(B.N_CELLS) if _walkable(c)}


def dist(a: int, b: int) -> int:
    """Walking distance between two positions (the windrose counts as one step before C1)."""
    extra = 0
    if a == ON_WINDROSE:
        a, extra = B.N_CELL, 1
    if b == ON_WINDROSE:
        b, extra = B.N_CELL, extra + 1
    if b == CAMP:
        b, extra = B.ARROW, extra + 1
    return DIST[a][b] + extra if a in DIST else FAR


def _closed_temples(view: InkaView | InkaState) -> list[int]:
    if isinstance(view, InkaState):
        return [c for c, o in zip(B.TEMPLES, view.opened, strict=True) if not o]
    return [c for c, t in zip(B.TEMPLES, view.temples, strict=True) if t is None]


def score_option(view: InkaView, o: Option) -> float:
    me = view.players[view.current]
    kind = target_kind(view, o.to)
    if kind == "camp":
        return 10_000.0
    score = 0.0
    carrier = view.carrier
    to = o.to
    if carrier is None:
        temples = _closed_temples(view)
        if kind == "temple":
            score += 300 + 200 / max(1, len(temples))
        elif temples:
            score -= 6 * min(dist(to, t) for t in temples)
    elif carrier == view.current:
        score -= 10 * dist(to, B.ARROW)
        for i, p in enumerate(view.players):
            if i != carrier:
                d = dist(p.pos, to)
                if d <= 12:
                    score -= 25 if d > 6 else 45
        if kind == "hit":
            score += 40
    else:
        if kind == "hit":
            score += 2_000
        else:
            score -= 7 * dist(to, view.players[carrier].pos)
    total = sum(me.cards)
    if kind == "compass":
        score += 15 + max(0, 20 - total)
    elif kind == "inca":
        score += 2 if total > 12 else -4
    for i in range(4):
        if o.pay >> i & 1:
            held = me.cards[i]
            score -= 3 + 12 / max(1, held)
    if o.rescue:
        score -= 20
    return score


def best_option(view: InkaView) -> Option | None:
    if not view.options:
        return None
    return max(view.options, key=lambda o: (score_option(view, o), -o.to, -o.pay))


def heuristic_action(view: InkaView, actions: list[Any], rng: random.Random) -> Any | None:
    if view.seat is None or view.seat != view.current or not actions:
        return None
    me = view.players[view.seat]
    phase = view.phase
    if phase in ("move", "browse"):
        best = best_option(view)
        if best is None:
            return None
        if me.guides and phase == "move" and score_option(view, best) < -150 and view.carrier == view.seat:
            reroll = next((a for a in actions if a.kind == "reroll"), None)
            if reroll is not None:
                return reroll
        want = move_action(best.to, best.pay, best.rescue)
        if want in actions:
            return want
        if phase == "move":
            return Browse(zone=best.area) if Browse(zone=best.area) in actions else None
        return next((a for a in actions if a.kind == "back"), None)
    if phase == "stuck":
        return next((a for a in actions if a.kind == "reroll"), None)
    if phase == "bonus":
        return next((a for a in actions if a.kind == "bonus" and a.roll), None)
    if phase == "banish":
        anchor = me.pos
        return max(actions, key=lambda a: (dist(anchor, B.cell_of(a.island)), a.island))
    if phase in ("take", "give"):
        need = needed_directions(view, view.seat)

        def worth(a: Any) -> tuple[int, str]:
            i = "NESW".index(a.dir)
            return (me.cards[i] - (3 if i in need else 0), a.dir)

        return min(actions, key=worth) if phase == "take" else max(actions, key=worth)
    return None


def needed_directions(view: InkaView, seat: int) -> set[int]:
    """The directions (0 N, 1 E, 2 S, 3 W) towards the seat's goal: the camp, the carrier or a temple."""
    me = view.players[seat]
    pos = B.N_CELL if me.pos == ON_WINDROSE else me.pos
    if view.carrier == seat:
        goal = B.ARROW
    elif view.carrier is not None:
        goal = view.players[view.carrier].pos
    else:
        temples = _closed_temples(view)
        goal = min(temples, key=lambda t: dist(pos, t)) if temples else B.ARROW
    if goal < 0:
        return set()
    (x0, y0), (x1, y1) = B.xy(pos), B.xy(goal)
    need = set()
    if y1 < y0:
        need.add(0)
    if x1 > x0:
        need.add(1)
    if y1 > y0:
        need.add(2)
    if x1 < x0:
        need.add(3)
    return need


def progress(state: InkaState, i: int) -> float:
    """A rough chance-like figure of how close seat ``i`` is to winning."""
    p = state.players[i]
    cards = min(sum(p.cards), 30) / 30
    if state.carrier == i:
        return 0.55 + 0.4 * (1 - min(dist(p.pos, B.ARROW), 40) / 40) + 0.05 * cards
    if state.carrier is not None:
        d = dist(p.pos, state.players[state.carrier].pos)
        return 0.1 + 0.25 * (1 - min(d, 30) / 30) + 0.1 * cards
    temples = _closed_temples(state)
    d = min((dist(p.pos, t) for t in temples), default=FAR)
    return 0.1 + 0.2 * (1 - min(d, 30) / 30) + 0.1 * cards


def evaluate(state: InkaState, seat: int) -> float:
    """Estimated ``Outcome.reward``: the winner takes all, so it is about my share of the chances."""
    n = state.n_players
    if state.phase == "over":
        out: Outcome | None = None
        if state.winner is None:
            return 0.5
        out = Outcome.from_scores([1.0 if i == state.winner else 0.0 for i in range(n)])
        return out.reward(seat)
    weights = [progress(state, i) ** 3 for i in range(n)]
    share = weights[seat] / sum(weights)
    # reward: 1 for the winner, 0 for everyone else (all share second place)
    return share
