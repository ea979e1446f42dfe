"""What a seat may do now: queries shared by the rules, the views and the AI."""

from __future__ import annotations

from typing import Any

from games.pachamama import components as C
from games.pachamama.grid import Grid, grid_of
from games.pachamama.moves import destinations
from games.pachamama.state import (
    Aim,
    Back,
    Divine,
    EndTurn,
    Go,
    KeepCubes,
    Leave,
    Look,
    Offer,
    PachamamaState,
    PachamamaView,
    Peek,
    Pick,
    Stop,
    Trade,
)

N_TYPES = len(C.LAND_TYPES)


def cap_for(short: bool) -> int:
    return C.MAX_SQUARES_PER_TYPE_SHORT if short else C.MAX_SQUARES_PER_TYPE_LONG


def grid_of_state(s: PachamamaState | PachamamaView) -> Grid:
    return grid_of(s.width, s.height)


# ------------------------------------------------------------------ queries (shared with views)


def divinable(s: PachamamaState | PachamamaView, seat: int) -> list[int]:
    """Explorers of ``seat`` standing on a discovered, uncultivated square."""
    explorers = _explorers(s, seat)
    out = []
    for k, cell in enumerate(explorers):
        if cell is not None and _is_discovered(s, cell) and not _is_cultivated(s, cell):
            out.append(k)
    return out


def pickable(s: PachamamaState | PachamamaView, seat: int) -> list[int]:
    """Explorers that can move: all on the land (they can always leave), one of those off it."""
    grid = grid_of_state(s)
    out = []
    off_seen = False
    for k, cell in enumerate(_explorers(s, seat)):
        if cell is not None:
            out.append(k)
        elif not off_seen:
            off_seen = True
            # entering needs a free edge square (its first step); the rest of the path is optional
            occupied = {c for mine in _all_explorers(s) for c in mine if c is not None}
            if any(e not in occupied for e in grid.edge):
                out.append(k)
    return out


def can_offer(s: PachamamaState | PachamamaView, seat: int) -> bool:
    cubes = _cubes(s, seat)
    return not s.offered and not s.final_round and all(c >= 1 for c in cubes) and sum(cubes) >= C.OFFERING_CUBES


def trades(cubes: list[int], new: int) -> list[Trade]:
    """Every distinct result of giving two cubes for one of your choice, then taking ``new``."""
    out: list[Trade] = []
    seen = {tuple(cubes)}  # a trade ending where "keep" ends is no choice
    for a in range(N_TYPES):
        for b in range(a, N_TYPES):
            if cubes[a] < 1 or cubes[b] < 1 or (a == b and cubes[a] < 2):
                continue
            for take in range(N_TYPES):
                after = list(cubes)
                after[a] -= 1
                after[b] -= 1
                after[take] += 1
                after[new] += 1
                key = tuple(after)
                if key not in seen:
                    seen.add(key)
                    out.append(Trade(give=(a, b), take=take))
    return out


def free_trades(cubes: list[int]) -> list[Trade]:
    """Every distinct result of giving two cubes for one of another type (any time in the turn)."""
    out: list[Trade] = []
    seen: set[tuple[int, ...]] = set()
    for a in range(N_TYPES):
        for b in range(a, N_TYPES):
            if cubes[a] < 1 or cubes[b] < 1 or (a == b and cubes[a] < 2):
                continue
            for take in range(N_TYPES):
                if take in (a, b):
                    continue
                after = list(cubes)
                after[a] -= 1
                after[b] -= 1
                after[take] += 1
                if tuple(after) not in seen:
                    seen.add(tuple(after))
                    out.append(Trade(give=(a, b), take=take))
    return out


def can_trade(s: PachamamaState | PachamamaView, seat: int) -> bool:
    """Two cubes or more, on the seat's own turn, outside the final divinations."""
    return not s.final_round and sum(_cubes(s, seat)) >= 2


def _explorers(s: PachamamaState | PachamamaView, seat: int) -> list[int | None]:
    return s.seats[seat].explorers if isinstance(s, PachamamaState) else s.players[seat].explorers


def _all_explorers(s: PachamamaState | PachamamaView) -> list[list[int | None]]:
    return [_explorers(s, i) for i in range(s.n_players)]


def _cubes(s: PachamamaState | PachamamaView, seat: int) -> list[int]:
    return s.seats[seat].cubes if isinstance(s, PachamamaState) else s.players[seat].cubes


def _is_discovered(s: PachamamaState | PachamamaView, cell: int) -> bool:
    return s.discovered[cell] if isinstance(s, PachamamaState) else s.land[cell] is not None


def _is_cultivated(s: PachamamaState | PachamamaView, cell: int) -> bool:
    return s.cultivated[cell] if isinstance(s, PachamamaState) else s.field[cell] is not None


def _cultivated(s: PachamamaState | PachamamaView) -> list[bool]:
    return s.cultivated if isinstance(s, PachamamaState) else [f is not None for f in s.field]


# shared instances: legal_actions runs on every step, and actions are never mutated
_PICK = [Pick(explorer=k) for k in range(max(C.EXPLORERS_PER_PLAYER.values()))]
_AIM = [Aim(explorer=k) for k in range(max(C.EXPLORERS_PER_PLAYER.values()))]
_GO = [Go(cell=c) for c in range(C.GRID_LONG[0] * C.GRID_LONG[1])]
_LOOK = [Look(cell=c) for c in range(C.GRID_LONG[0] * C.GRID_LONG[1])]
_DIVINE = [Divine(value=v) for v in range(1, C.MAX_REGION_SIZE + 1)]
_OFFERS = [Offer(reward="action"), Offer(reward="peek")]
_BACK, _LEAVE, _STOP, _END, _KEEP = Back(), Leave(), Stop(), EndTurn(), KeepCubes()


def legal_in(s: PachamamaState | PachamamaView, seat: int, my_peeks: list[Peek]) -> list[Any]:
    """The legal actions, from public facts plus the seat's own peeks (so views give the same list)."""
    if s.phase == "over" or seat != s.current:
        return []
    grid = grid_of_state(s)
    offers: list[Any] = list(_OFFERS) if can_offer(s, seat) else []
    phase = s.phase
    if phase in ("main", "more", "after") and can_trade(s, seat):
        offers += free_trades(_cubes(s, seat))  # "at any time, a player may trade 2 cubes for another"
    if phase == "main":
        return [_PICK[k] for k in pickable(s, seat)] + [_AIM[k] for k in divinable(s, seat)] + offers
    if phase == "destination":
        assert s.chosen is not None
        start = _explorers(s, seat)[s.chosen]
        acts: list[Any] = [_GO[c] for c in destinations(grid, _cultivated(s), _all_explorers(s), seat, start)]
        if start is not None:
            acts.append(_LEAVE)
        return [*acts, _BACK]
    if phase == "value":
        return [*_DIVINE, _BACK]
    if phase in ("more", "final"):
        return [_AIM[k] for k in divinable(s, seat)] + offers + [_STOP]
    if phase == "trade":
        assert s.pending_cube is not None
        return [*trades(_cubes(s, seat), s.pending_cube), _KEEP]
    if phase == "peek":
        peeked = {p.cell for p in my_peeks}
        return [_LOOK[c] for c in range(grid.n) if not _is_cultivated(s, c) and c not in peeked] + [_BACK]
    if phase == "after":
        return [*offers, _END]
    raise AssertionError(f"unknown phase {phase}")
