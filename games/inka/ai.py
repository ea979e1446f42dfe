"""AI hooks: a greedy heuristic for playouts (temples, the carrier, the camp) and an evaluation.

Distances are walking distances over land (islands left through their pool), ignoring cards.
"""

from __future__ import annotations

import math
import random
from collections import deque
from typing import Any

from games.inka import board as B
from games.inka.moves import field_kind, move_action
from games.inka.state import CAMP, ON_WINDROSE, Browse, InkaState, InkaView, Option

FAR = 60
CARRIER_DANGER = 80  # points a carrier gives up per unit of a hunter's chance to hit it next
HUNT_REACH = 60  # points a hunter gains per unit of its chance to hit the carrier next turn
SEARCH_WIDTH = 6  # the AI searches this many of a roll's moves (the heuristic's best)


def _bfs(src: int) -> list[int]:
    """Walking distances from ``src`` over land. Water is never walked, except an island's own pool
    when ``src`` is that island (leaving it is free of the rescue card): a pool is no bridge for
    anyone else, or the AI would head for a river it cannot cross."""
    dist = [FAR] * B.N_CELLS
    dist[src] = 0
    pool = B.POOL.get(src, frozenset())
    queue = deque([src])
    while queue:
        c = queue.popleft()
        leaving = c == src or c in pool
        for _d, n in B.NEIGHBOURS[c]:
            if dist[n] == FAR and (B.IS_LAND[n] or (leaving and n in pool)):
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


DIST = {c: _bfs(c) for c in range(B.N_CELLS) if B.IS_LAND[c] or B.KIND[c] == "island"}

#: detour a hunter can add to a walking distance and still land exactly (an out-and-back step)
HIT_SLACK = 2
#: carrier's look-ahead: fields it is expected to advance before a hunter moves again
CARRIER_STRIDE = 4


def _hit_chance(d: int) -> float:
    """Chance that a hunter at walking distance ``d`` can land exactly on a field with the next roll.

    A grid path between two fields has the parity of their distance, so a length works if it is
    at least ``d``, of the same parity and within ``HIT_SLACK`` of it (any die or the sum).
    """
    if d <= 0:
        return 0.0
    hits = 0
    for a in range(1, 7):
        for b in range(1, 7):
            if any(n >= d and (n - d) % 2 == 0 and n - d <= HIT_SLACK for n in (a, b, a + b)):
                hits += 1
    return hits / 36


HIT_CHANCE = [_hit_chance(d) for d in range(FAR + 3)]


def _toward_arrow(c: int) -> int:
    """The next field on a shortest walk from ``c`` to the arrow (``c`` itself at the arrow)."""
    here = DIST[c][B.ARROW]
    for _d, n in B.NEIGHBOURS[c]:
        if n in DIST and DIST[n][B.ARROW] < here and B.IS_LAND[n]:
            return n
    for _d, n in B.NEIGHBOURS[c]:
        if n in DIST and DIST[n][B.ARROW] < here:
            return n
    return c


NEXT_TO_ARROW = {c: _toward_arrow(c) for c in DIST}


def ahead_of(pos: int, steps: int) -> int:
    """Where a carrier at ``pos`` is expected to be after walking ``steps`` fields towards the arrow."""
    if pos == ON_WINDROSE:
        pos = B.N_CELL
    if pos not in NEXT_TO_ARROW:
        return pos
    for _ in range(steps):
        pos = NEXT_TO_ARROW[pos]
    return pos


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


class _Scorer:
    """Scores a mover's options from its view; what all options share is worked out once."""

    def __init__(self, view: InkaView) -> None:
        self.view = view
        me = view.players[view.current]
        self.cards = me.cards
        self.total = sum(me.cards)
        self.carrier = view.carrier
        self.others = {p.pos: i for i, p in enumerate(view.players) if i != view.current}
        self.temples = _closed_temples(view) if view.carrier is None else []
        self.hunters = [p.pos for i, p in enumerate(view.players) if i != view.carrier]
        self.target = -1
        if view.carrier is not None and view.carrier != view.current:
            # meet the carrier where it is heading: close enough to land on it next turn
            self.target = ahead_of(view.players[view.carrier].pos, CARRIER_STRIDE)
        self.pay_cost = [0.0] * 16
        for mask in range(16):
            for i in range(4):
                if mask >> i & 1:
                    self.pay_cost[mask] += 3 + 12 / max(1, me.cards[i])

    def kind(self, to: int) -> str:
        if to == CAMP:
            return "camp"
        if to in self.others:
            return "hit"
        return field_kind(self.view, to)

    def score(self, o: Option) -> float:
        to = o.to
        kind = self.kind(to)
        if kind == "camp":
            return 10_000.0
        score = 0.0
        carrier = self.carrier
        if carrier is None:
            temples = self.temples
            if kind == "temple":
                score += 300 + 200 / max(1, len(temples))
            elif temples:
                score -= 6 * min(dist(to, t) for t in temples)
        elif carrier == self.view.current:
            score -= 10 * dist(to, B.ARROW)
            for pos in self.hunters:
                if pos != to:
                    score -= CARRIER_DANGER * HIT_CHANCE[min(dist(pos, to), FAR)]
            if kind == "hit":
                score += 40
        elif kind == "hit":
            score += 2_000
        else:
            d = dist(to, self.target)
            score += HUNT_REACH * HIT_CHANCE[min(d, FAR)] - 7 * d
        if kind == "compass":
            score += 15 + max(0, 20 - self.total)
        elif kind == "inca":
            score += 2 if self.total > 12 else -4
        score -= self.pay_cost[o.pay]
        if o.rescue:
            score -= 20
        return score


def score_option(view: InkaView, o: Option) -> float:
    """How much the mover likes option ``o`` (the heuristic's points; higher is better)."""
    return _Scorer(view).score(o)


def best_option(view: InkaView) -> Option | None:
    if not view.options:
        return None
    scorer = _Scorer(view)
    return max(view.options, key=lambda o: (scorer.score(o), -o.to, -o.pay))


def search_candidates(view: InkaView, actions: list[Any]) -> list[Any]:
    """The actions worth searching: the moves to the heuristic's ``SEARCH_WIDTH`` best destinations
    (through their area when the first step does not list them), and a guide's reroll."""
    if view.phase not in ("move", "browse"):
        return actions
    if len(actions) <= SEARCH_WIDTH:  # never Back (a UI step: Browse, Back, Browse... for ever)
        return [a for a in actions if a.kind != "back"] or actions
    scorer = _Scorer(view)
    ranked = sorted(view.options, key=lambda o: (-scorer.score(o), o.to, o.pay))[:SEARCH_WIDTH]
    keep = []
    for o in ranked:
        move = move_action(o.to, o.pay, o.rescue)
        keep.append(move if move in actions else Browse(zone=o.area))
    keep += [a for a in actions if a.kind == "reroll"]
    out = [a for a in actions if a in keep]
    return out or actions


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
        # send the pawn far from the carrier (whoever that is now) and from the arrow
        anchor = me.pos if view.carrier is None else view.players[view.carrier].pos
        return max(
            actions, key=lambda a: (dist(B.cell_of(a.island), anchor) + dist(B.cell_of(a.island), B.ARROW), a.island)
        )
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


def _carrier_base(d_arrow: int) -> float:
    """A carrier's chance to bring the treasure home from ``d_arrow`` fields, no hunter about to strike
    (heuristic self-play, 2 players: ~0.45 from 12 fields or more, ~0.8 next to the arrow)."""
    return CARRIER_FAR + (CARRIER_NEAR - CARRIER_FAR) * max(0, 12 - d_arrow) / 12


CARRIER_FAR = 0.45
CARRIER_NEAR = 0.95
#: a hunter moving before the carrier's next turn strikes with this share of its dice chance
#: (cards and obstacles spoil some); one moving after the carrier, from a field this much further
STRIKE_SHARE = 0.8
LATE_SHARE = 0.4
LATE_EXTRA = 3


def win_chances(state: InkaState) -> list[float]:
    """Each seat's estimated chance to win from here (they sum to 1).

    With a carrier: its chance falls with its distance from the arrow and with each hunter's chance to
    land on it before its next turn; the rest goes to the hunters, the nearer the likelier. Before the
    treasure is found: equal shares. A short hand spoils any chance. Checked against heuristic
    self-play (Brier score, 2 and 4 players).
    """
    n = state.n_players
    players = state.players
    hands = [0.6 + 0.4 * min(sum(p.cards), 12) / 12 for p in players]
    carrier = state.carrier
    if carrier is None:
        # who opens the treasure temple first is a lottery (nearness to temples predicted nothing)
        total = sum(hands)
        return [h / total for h in hands]
    cpos = players[carrier].pos
    keep = _carrier_base(dist(cpos, B.ARROW)) * (0.7 + 0.3 * hands[carrier])
    # seats moving before the carrier's next turn (the mover included, unless it is the carrier)
    before = set()
    seat = state.current
    while seat != carrier:
        before.add(seat)
        seat = (seat + 1) % n
    closeness = [0.0] * n
    for i, p in enumerate(players):
        if i == carrier:
            continue
        d = dist(p.pos, cpos)
        if i in before:
            strike = STRIKE_SHARE * HIT_CHANCE[min(d, FAR)]
        else:
            strike = LATE_SHARE * HIT_CHANCE[min(d + LATE_EXTRA, FAR)]
        keep *= 1 - strike * hands[i]
        closeness[i] = hands[i] * (1 + 0.3 * strike + 0.3 * math.exp(-d / 8))
    keep **= 1 + 0.25 * (n - 2)  # more hunters, more ways to lose it (fitted at 4 players)
    out = [0.0] * n
    out[carrier] = keep
    total = sum(closeness)
    for i in range(n):
        if i != carrier:
            out[i] = (1 - keep) * (closeness[i] / total if total > 0 else 1 / (n - 1))
    return out


def evaluate(state: InkaState, seat: int) -> float:
    """Estimated ``Outcome.reward``: a win is 1; a loss shares second place, (n − 2) / (n − 1)."""
    n = state.n_players
    if state.phase == "over":
        if state.winner is None:
            return 1.0  # everyone shares first place
        return 1.0 if state.winner == seat else (n - 2) / (n - 1)
    win = win_chances(state)[seat]
    return win + (1 - win) * (n - 2) / (n - 1)
