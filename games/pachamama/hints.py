"""Pachamama hints: why a move, in plain words from the seat's view (issue 36).

``explain`` says what the hinted move does in this position: the square whose field the seat
can be sure of (and why: a look, the fields around it, the only place left in its region), the
points a right divination scores with its diversity bonus, the cube an exploration brings, the
types of cube a trade leaves, what an offering costs and buys. It reads the view only (the
discovered land, the cultivated fields, the seat's own looks), as the AI does (``ai.deduce``).
``context`` is the position line for a move ``explain`` cannot speak for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.contract import seat_ref
from games.pachamama import components as C
from games.pachamama.ai import best_guess, divination_gain, known_puzzle
from games.pachamama.grid import Grid, grid_of
from games.pachamama.legal import trades
from games.pachamama.moves import destinations
from games.pachamama.solver import ALL_FIELDS, FULL, Puzzle, logic_solve, values_of
from games.pachamama.state import PachamamaView, PlayerView
from games.words import Text, and_list, cat, msg

#: squares named as examples of where an explorer can go
EXAMPLES = 3


def context(view: PachamamaView, seat: int, action: Any) -> Text | None:
    others = [i for i in range(view.n_players) if i != seat]
    if not others:
        return None
    rival = max(others, key=lambda i: (view.players[i].score, -i))
    return msg(
        "pachamama-hint-context",
        score=view.players[seat].score,
        rival=seat_ref(rival),
        rival_score=view.players[rival].score,
        actions=view.actions_left,
    )


@dataclass
class _Seen:
    """What the seat knows: the land, its deductions, its explorers."""

    view: PachamamaView
    seat: int
    grid: Grid
    puzzle: Puzzle
    cands: list[int]  # candidate masks (bits 1..5) after plain logic
    fields: list[int | None]  # cultivated fields and the seat's looks

    @property
    def me(self) -> PlayerView:
        return self.view.players[self.seat]

    def label(self, cell: int) -> str:
        return self.grid.label(cell)

    def sure(self, cell: int) -> int | None:
        """The field of an uncultivated square the seat can be sure of, else None."""
        m = self.cands[cell]
        if self.view.field[cell] is not None or not m or m & (m - 1):
            return None
        return m.bit_length() - 1

    def options(self, cell: int) -> list[int]:
        return values_of(self.cands[cell])

    def reach(self, start: int | None) -> list[int]:
        cultivated = [f is not None for f in self.view.field]
        return destinations(self.grid, cultivated, [p.explorers for p in self.view.players], self.seat, start)

    def rivals_reaching(self, cell: int) -> list[int]:
        """The other seats with an explorer (on the land, or one off it) that can end a move on ``cell``."""
        cultivated = [f is not None for f in self.view.field]
        explorers = [p.explorers for p in self.view.players]
        out = []
        for other, p in enumerate(self.view.players):
            if other == self.seat:
                continue
            starts = {c for c in p.explorers if c is not None} | ({None} if None in p.explorers else set())
            if any(cell in destinations(self.grid, cultivated, explorers, other, st) for st in starts):
                out.append(other)
        return out

    def kinds(self) -> int:
        return sum(1 for k in self.me.cubes if k)


def _seen(view: PachamamaView, seat: int) -> _Seen:
    puzzle, cands = known_puzzle(view)
    solved = logic_solve(puzzle, cands)
    fields: list[int | None] = list(view.field)
    for pk in view.my_peeks:
        fields[pk.cell] = pk.field
    grid = grid_of(view.width, view.height)
    return _Seen(view, seat, grid, puzzle, solved if solved is not None else cands, fields)


def explain(view: PachamamaView, seat: int, action: Any, actions: list[Any]) -> Text | None:
    """Why ``action``, in one or two sentences naming squares, fields, points and cubes."""
    if seat is None or not 0 <= seat < view.n_players:
        return None
    k = _seen(view, seat)
    said = _EXPLAIN.get(action.kind)
    return said(k, action, actions) if said is not None else None


# ------------------------------------------------------------------ why a field is sure


def _why_sure(k: _Seen, cell: int, value: int) -> Text:
    """Why the seat can be sure ``cell`` holds ``value``: a look, the fields around, its region."""
    if any(pk.cell == cell for pk in k.view.my_peeks):
        return msg("pachamama-hint-why-look")
    g = k.puzzle.group_of[cell]
    exact = g >= 0 and k.puzzle.groups[g][1]
    size = len(k.puzzle.groups[g][0]) if exact else 0
    if exact and size == 1:
        return msg("pachamama-hint-why-single")
    base = FULL[size] if exact else ALL_FIELDS
    # the squares around (and in its region) that rule the other values out: known fields first,
    # then fields the seat works out (sure by the same logic), each value named once
    ruling: dict[int, tuple[int, bool]] = {}  # value ruled out -> (square, worked out)
    for worked in (False, True):
        for j in k.puzzle.peers[cell]:
            m = k.cands[j]
            f = k.fields[j] if not worked else (m.bit_length() - 1 if m and not m & (m - 1) else None)
            if f is not None and f != value and (base >> f) & 1 and f not in ruling:
                ruling[f] = (j, worked)
        if base & ~sum(1 << f for f in ruling) == 1 << value:
            known = and_list(
                [
                    msg("pachamama-hint-field-worked" if w else "pachamama-hint-field-at", field=f, square=k.label(j))
                    for f, (j, w) in sorted(ruling.items())
                ]
            )
            if exact:
                return msg("pachamama-hint-why-region", size=size, known=known, count=len(ruling))
            return msg("pachamama-hint-why-around", known=known, count=len(ruling))
    if exact and all(not (k.cands[j] >> value) & 1 for j in k.puzzle.groups[g][0] if j != cell):
        return msg("pachamama-hint-why-only-place", field=value, size=size)
    return msg("pachamama-hint-why-logic", count=sum(1 for f in k.fields if f is not None))


def _sure_text(k: _Seen, cell: int, value: int) -> Text:
    """ "D4 must be 3, as …" """
    return msg("pachamama-hint-must", square=k.label(cell), field=value, why=_why_sure(k, cell, value))


def _gain(k: _Seen, value: int) -> tuple[int, int]:
    """(points, bonus) of a right divination of ``value`` for the seat now."""
    points = divination_gain(k.me.tracks, value)
    return points, points - value


def _squares(k: _Seen, cells: list[int]) -> Text:
    return and_list([k.label(c) for c in cells])


def _or_values(values: list[int]) -> Text:
    return and_list([str(v) for v in values], style="or")


# ------------------------------------------------------------------ divinations


def _divine_sure(k: _Seen, cell: int, value: int, chain: bool) -> Text:
    points, bonus = _gain(k, value)
    said = msg("pachamama-hint-divine-sure", must=_sure_text(k, cell, value), points=points, field=value, bonus=bonus)
    if not chain:
        return said
    parked = [c for c in k.me.explorers if c is not None and c != cell and k.view.land[c] is not None and k.sure(c)]
    return cat(said, msg("pachamama-hint-divine-more", squares=_squares(k, parked)) if parked else None, sep=" ")


def _guess(k: _Seen, cell: int, value: int | None) -> Text | None:
    """A divination where the seat cannot be sure: what naming ``value`` (or the best guess) wins and risks."""
    options = k.options(cell)
    if not options:
        return None
    if value is None:
        value = best_guess(k.me.tracks, options)[0]
    if value not in options:
        return msg("pachamama-hint-ruled-out", square=k.label(cell), field=value, options=_or_values(options))
    points, _ = _gain(k, value)
    losses = [v for v in options if v != value]
    return msg(
        "pachamama-hint-guess-final" if k.view.final_round else "pachamama-hint-guess",
        square=k.label(cell),
        options=_or_values(options),
        field=value,
        points=points,
        losses=_or_values(losses),
    )


def _divination(k: _Seen, cell: int, value: int | None) -> Text | None:
    sure = k.sure(cell)
    if sure is not None and (value is None or value == sure):
        return _divine_sure(k, cell, sure, chain=value is None and not k.view.final_round)
    return _guess(k, cell, value)


def _aim(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    cell = k.me.explorers[action.explorer]
    return _divination(k, cell, None) if cell is not None else None


def _divine(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    cell = k.me.explorers[k.view.chosen] if k.view.chosen is not None else None
    return _divination(k, cell, action.value) if cell is not None else None


def _divinable(k: _Seen) -> list[int]:
    return [c for c in k.me.explorers if c is not None and k.view.land[c] is not None and k.view.field[c] is None]


def _stop(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    spots = _divinable(k)
    if not spots:
        return None
    sure = [c for c in spots if k.sure(c) is not None]
    if k.view.phase == "final":
        if sure:
            cell = max(sure, key=lambda c: (_gain(k, k.sure(c) or 0)[0], -c))
            return msg("pachamama-hint-pass-sure", square=k.label(cell), points=_gain(k, k.sure(cell) or 0)[0])
        guesses = [(best_guess(k.me.tracks, k.options(c))[1], c) for c in spots if k.options(c)]
        if not guesses:
            return None
        cell = max(guesses)[1]
        value = best_guess(k.me.tracks, k.options(cell))[0]
        losses = [v for v in k.options(cell) if v != value]
        return msg(
            "pachamama-hint-pass",
            square=k.label(cell),
            options=_or_values(k.options(cell)),
            field=value,
            points=_gain(k, value)[0],
            losses=_or_values(losses),
        )
    if sure:
        return msg("pachamama-hint-stop-keep", squares=_squares(k, sure), count=len(sure))
    return msg("pachamama-hint-stop", squares=_squares(k, spots), count=len(spots))


# ------------------------------------------------------------------ moving explorers


def _cube_text(k: _Seen) -> Text:
    held = sum(k.me.cubes)
    if held >= C.CUBE_LIMIT:
        return msg("pachamama-hint-cube-full", limit=C.CUBE_LIMIT)
    return msg("pachamama-hint-cube-take", after=held + 1, limit=C.CUBE_LIMIT)


def _best_sure(k: _Seen, cells: list[int]) -> tuple[int, int] | None:
    """(square, field): the free sure square among ``cells`` whose divination scores most."""
    found = [(c, v) for c in cells if k.view.land[c] is not None and (v := k.sure(c)) is not None]
    return max(found, key=lambda cv: (_gain(k, cv[1])[0], -cv[0])) if found else None


def _pick(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    start = k.me.explorers[action.explorer]
    ends = k.reach(start)
    best = _best_sure(k, ends)
    if best is not None:
        cell, value = best
        why = _why_sure(k, cell, value)
        said = msg("pachamama-hint-reach-sure", square=k.label(cell), field=value, why=why, points=_gain(k, value)[0])
        return cat(said, _race(k, cell), sep=" ")
    new = [c for c in ends if k.view.land[c] is None]
    if new:
        shown = sorted(new, key=lambda c: (len(k.options(c)), c))[:EXAMPLES]
        said = msg(
            "pachamama-hint-reach-new" if len(new) > EXAMPLES else "pachamama-hint-reach-new-all",
            count=len(new),
            squares=_squares(k, sorted(shown)),
        )
        return cat(said, _cube_text(k), sep=" ")
    return msg("pachamama-hint-reach-moves", count=len(ends))


def _race(k: _Seen, cell: int) -> Text:
    """Who else could park on ``cell``: a parked explorer is never displaced, so the first one keeps it."""
    rivals = k.rivals_reaching(cell)
    if rivals:
        players = and_list([seat_ref(i) for i in rivals])
        return msg("pachamama-hint-rivals-reach", players=players, square=k.label(cell), count=len(rivals))
    return msg("pachamama-hint-nobody-reaches", square=k.label(cell))


def _go(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    cell = action.cell
    square = k.label(cell)
    if k.view.land[cell] is None:
        options = k.options(cell)
        hidden = sum(1 for t in k.view.land if t is None)
        others = [a.cell for a in actions if a.kind == "go" and a.cell != cell and k.view.land[a.cell] is None]
        if 0 < len(options) < min((len(k.options(c)) for c in others), default=0):
            # the AI explores where the fields around leave the fewest values: the field may follow soonest
            said = msg("pachamama-hint-explore-fewest", square=square, options=_or_values(options), count=len(others))
        elif 0 < len(options) < C.MAX_REGION_SIZE:
            said = msg("pachamama-hint-explore-open", square=square, options=_or_values(options))
        else:
            said = msg("pachamama-hint-explore", square=square, count=hidden)
        last = msg("pachamama-hint-explore-last") if hidden == 1 else None
        return cat(said, _cube_text(k), last, sep=" ")
    value = k.sure(cell)
    if value is not None:
        said = msg("pachamama-hint-park", must=_sure_text(k, cell, value), points=_gain(k, value)[0])
        return cat(said, _race(k, cell), sep=" ")
    field = k.view.field[cell]
    if field is None:
        return msg("pachamama-hint-move-open", square=square, options=_or_values(k.options(cell)))
    # a cultivated square: a stepping stone; count the undiscovered squares in reach from there
    if k.view.chosen is None:
        return None
    explorers = [list(p.explorers) for p in k.view.players]
    explorers[k.seat][k.view.chosen] = cell
    cultivated = [f is not None for f in k.view.field]
    onward = destinations(k.grid, cultivated, explorers, k.seat, cell)
    new = sum(1 for c in onward if k.view.land[c] is None)
    return msg("pachamama-hint-move-cultivated", square=square, field=field, count=new)


def _free_edges_after_leaving(k: _Seen, cell: int) -> int:
    occupied = {c for p in k.view.players for c in p.explorers if c is not None} - {cell}
    return sum(1 for e in k.grid.edge if e not in occupied)


def _leave(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    cell = k.me.explorers[k.view.chosen] if k.view.chosen is not None else None
    if cell is None:
        return None
    edges = _free_edges_after_leaving(k, cell)
    field = k.view.field[cell]
    if field is not None:
        return msg("pachamama-hint-leave-cultivated", square=k.label(cell), field=field, count=edges)
    sure = k.sure(cell)
    if sure is not None:
        return msg("pachamama-hint-leave-sure", square=k.label(cell), field=sure, count=edges)
    return msg("pachamama-hint-leave", square=k.label(cell), options=_or_values(k.options(cell)), count=edges)


def _back(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    phase = k.view.phase
    spot = k.me.explorers[k.view.chosen] if k.view.chosen is not None else None
    if phase == "destination":
        ends = [a.cell for a in actions if a.kind == "go"]
        if any(k.view.land[c] is None or k.sure(c) is not None for c in ends):
            return None  # nothing true to say against every square in reach
        if spot is None:
            return msg("pachamama-hint-back-enter", count=len(ends))
        return msg("pachamama-hint-back-move", square=k.label(spot), count=len(ends))
    if phase == "value" and spot is not None and k.sure(spot) is None and k.options(spot):
        return msg("pachamama-hint-back-value", square=k.label(spot), options=_or_values(k.options(spot)))
    if phase == "peek":
        return msg("pachamama-hint-back-look", held=sum(k.me.cubes))
    return None


# ------------------------------------------------------------------ offerings, looks and cubes


def _sure_in_reach(k: _Seen) -> list[int]:
    """Free squares with a field the seat knows that one of its explorers can reach (one per explorer off)."""
    found: set[int] = set()
    off_done = False
    for start in k.me.explorers:
        if start is None:
            if off_done:
                continue
            off_done = True
        found.update(c for c in k.reach(start) if k.view.land[c] is not None and k.sure(c) is not None)
    return sorted(found)


def _offer(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    cost = C.OFFERING_CUBES
    if action.reward == "action":
        before = k.view.actions_left
        said = msg("pachamama-hint-offer-action", cost=cost, after=before + 1, before=before)
        targets = _sure_in_reach(k)
        parked = [c for c in _divinable(k) if k.sure(c) is not None]
        then: Text | None = None
        if targets:
            then = msg("pachamama-hint-then-reach", squares=_squares(k, targets[:EXAMPLES]), count=len(targets))
        elif parked:
            then = msg("pachamama-hint-then-divine", squares=_squares(k, parked), count=len(parked))
        return cat(said, then, sep=" ")
    spots = [c for c in _divinable(k) if k.sure(c) is None and k.options(c)]
    if spots:
        cell = spots[0]
        return msg(
            "pachamama-hint-offer-look-spot", cost=cost, square=k.label(cell), options=_or_values(k.options(cell))
        )
    peeked = {pk.cell for pk in k.view.my_peeks}
    lookable = sum(1 for c in range(k.grid.n) if k.view.field[c] is None and c not in peeked)
    return msg("pachamama-hint-offer-look", cost=cost, count=lookable)


def _look(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    cell = action.cell
    square = k.label(cell)
    if k.view.land[cell] is None:
        return msg("pachamama-hint-look-hidden", square=square)
    sure = k.sure(cell)
    if sure is not None:
        return msg("pachamama-hint-look-sure", square=square, field=sure)
    options = _or_values(k.options(cell))
    if cell in k.me.explorers:
        return msg("pachamama-hint-look-spot", square=square, options=options)
    return msg("pachamama-hint-look-open", square=square, options=options)


def _kinds_after(cubes: list[int], give: tuple[int, ...], take: int | None, new: int | None) -> int:
    after = list(cubes)
    for g in give:
        after[g] -= 1
    for t in (take, new):
        if t is not None:
            after[t] += 1
    return sum(1 for n in after if n)


def _give(action: Any) -> Text:
    a, b = action.give
    return msg("pachamama-cubes-two", land=a) if a == b else msg("pachamama-cubes-pair", first=a, second=b)


def _trade(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    cubes = k.me.cubes
    new = k.view.pending_cube
    before = k.kinds() if new is None else _kinds_after(cubes, (), None, None)
    after = _kinds_after(cubes, action.give, action.take, new)
    take = msg("pachamama-a-cube", land=action.take)
    if new is None:
        # a free trade leaves at most 3 cubes, so it never completes the four an offering needs
        return msg("pachamama-hint-trade", give=_give(action), take=take, after=after, before=before)
    return msg(
        "pachamama-hint-trade-new",
        give=_give(action),
        take=take,
        land=msg("pachamama-land", land=new),
        after=after,
        before=before,
    )


def _keep(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    new = k.view.pending_cube
    if new is None:
        return None
    kinds = k.kinds()
    best = max((_kinds_after(k.me.cubes, t.give, t.take, new) for t in trades(k.me.cubes, new)), default=kinds)
    land = msg("pachamama-land", land=new)
    if best <= kinds:
        return msg("pachamama-hint-keep", kinds=kinds, land=land)
    return msg("pachamama-hint-keep-worse", kinds=kinds, land=land, best=best)


def _end(k: _Seen, action: Any, actions: list[Any]) -> Text | None:
    held = sum(k.me.cubes)
    return msg("pachamama-hint-end", held=held, kinds=k.kinds(), points=held * C.CUBE_END_POINTS)


_EXPLAIN = {
    "pick": _pick,
    "go": _go,
    "leave": _leave,
    "aim": _aim,
    "divine": _divine,
    "offer": _offer,
    "look": _look,
    "trade": _trade,
    "keep": _keep,
    "back": _back,
    "stop": _stop,
    "end": _end,
}
