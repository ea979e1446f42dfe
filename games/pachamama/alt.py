"""Alt text for Pachamama's pictures, read from the same view they are drawn from.

The table first (whose move, then each player: points, explorers, cubes), then the land square by square
grouped by type, so the facts a screen-reader user needs for their next move come before the long list.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.contract import seat_ref, spoken
from games.pachamama import components as C
from games.pachamama.grid import grid_of
from games.pachamama.render import _title, offered_places
from games.pachamama.state import PachamamaView
from games.words import Text, Words, and_list, cat, msg


def _players(view: PachamamaView) -> list[Text]:
    grid = grid_of(view.width, view.height)
    out: list[Text] = []
    for i, p in enumerate(view.players):
        on = [grid.label(c) for c in p.explorers if c is not None]
        cubes = [msg("pachamama-land", land=t) for t in range(len(C.LAND_TYPES)) for _ in range(p.cubes[t])]
        out.append(
            msg(
                "pachamama-alt-player",
                player=seat_ref(i),
                score=p.score,
                squares=and_list(on) if on else msg("pachamama-alt-nowhere"),
                off=sum(1 for c in p.explorers if c is None),
                cubes=and_list(cubes) if cubes else msg("pachamama-no-cubes"),
                offerings=p.offerings,
            )
        )
    return out


def _land(view: PachamamaView, peeks: dict[int, Any]) -> list[Text]:
    grid = grid_of(view.width, view.height)
    out: list[Text] = []
    for t in range(len(C.LAND_TYPES)):
        squares: list[Text] = []
        for c in range(grid.n):
            if view.land[c] != t:
                continue
            f = view.field[c]
            if f is None:
                squares.append(grid.label(c))
            elif view.cultivator[c] < 0:
                squares.append(msg("pachamama-alt-field-revealed", square=grid.label(c), field=f))
            else:
                squares.append(
                    msg("pachamama-alt-field", square=grid.label(c), field=f, player=seat_ref(view.cultivator[c]))
                )
        if squares:
            out.append(msg("pachamama-alt-type", land=t, squares=and_list(squares)))
    looked = [
        msg("pachamama-alt-look", square=grid.label(c), land=pk.land, field=pk.field)
        for c, pk in sorted(peeks.items())
        if view.land[c] is None
    ]
    if looked:
        out.append(msg("pachamama-alt-looks", squares=and_list(looked)))
    hidden = sum(1 for c in range(grid.n) if view.land[c] is None)
    out.append(msg("pachamama-alt-undiscovered", count=hidden))
    return out


def describe_table(view: PachamamaView, names: Sequence[str], words: Words) -> str:
    head = msg("pachamama-alt-table", width=view.width, height=view.height)
    text = cat(head, _title(view, names, words) + ".", *_players(view), *_land(view, {}), sep=" ")
    return spoken(text, names, words)


def describe_hand(view: PachamamaView, names: Sequence[str], actions: Sequence[Any], words: Words) -> str:
    if view.seat is None:
        return describe_table(view, names, words)
    places = sorted(offered_places(view, actions).values())
    head = msg("pachamama-alt-hand", player=seat_ref(view.seat), width=view.width, height=view.height)
    offered = msg("pachamama-alt-offered", squares=and_list(places)) if places else None
    peeks = {pk.cell: pk for pk in view.my_peeks}
    text = cat(head, offered, *_players(view), *_land(view, peeks), sep=" ")
    return spoken(text, names, words)
