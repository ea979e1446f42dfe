"""The position line of a Chachapoya hint: points by the scales, the treasures left and shown."""

from __future__ import annotations

from typing import Any

from games.chachapoya.text import treasure
from games.chachapoya.view import ChachapoyaView
from games.contract import seat_ref
from games.words import Text, and_list, cat, msg


def context(view: ChachapoyaView, seat: int, action: Any) -> Text | None:
    players = {p.seat: p for p in view.players}
    me = players.get(seat)
    others = [p for p in view.players if p.seat != seat and not p.eliminated]
    if me is None:
        return None
    if others:
        rival = max(others, key=lambda p: (p.points, -p.seat))
        standing: Text = msg(
            "chachapoya-hint-context",
            points=me.points,
            rival=seat_ref(rival.seat),
            rival_points=rival.points,
            left=view.treasures_left,
        )
    else:
        standing = msg("chachapoya-hint-alone", points=me.points, left=view.treasures_left)
    shown = msg("chachapoya-hint-shown", treasures=and_list(treasure(k) for k in view.shown)) if view.shown else None
    return cat(standing, shown, sep=" ")
