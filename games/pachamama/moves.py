"""Where explorers may go (RULINGS decision 2).

A move is a chain of orthogonal steps. Every square passed through must be
cultivated or hold one of the mover's own explorers; the last square must hold
no explorer; an opponent's explorer is never entered or passed. An explorer
off the land enters on a free edge square (its first step).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.pachamama.grid import Grid


def occupancy(explorers: Sequence[Sequence[int | None]]) -> dict[int, int]:
    """Cell -> seat of the explorer standing there."""
    return {cell: seat for seat, mine in enumerate(explorers) for cell in mine if cell is not None}


def destinations(
    grid: Grid,
    cultivated: Sequence[bool],
    explorers: Sequence[Sequence[int | None]],
    seat: int,
    start: int | None,
) -> list[int]:
    """Every square the explorer at ``start`` (None: off the land) can end a move on, sorted."""
    occ = occupancy(explorers)
    ends: set[int] = set()
    frontier: list[int] = []
    if start is None:
        for e in grid.edge:
            if e not in occ:
                ends.add(e)
                if cultivated[e]:
                    frontier.append(e)
    else:
        frontier.append(start)
    seen = set(frontier)
    while frontier:
        c = frontier.pop()
        for j in grid.orth[c]:
            if j == start or j in seen:
                continue
            who = occ.get(j)
            if who is None:
                ends.add(j)
                if cultivated[j]:
                    seen.add(j)
                    frontier.append(j)
            elif who == seat:
                seen.add(j)
                frontier.append(j)
    return sorted(ends)
