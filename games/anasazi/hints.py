"""The position line of an Anasazi hint: cubes held, camps left, and the actions left this turn."""

from __future__ import annotations

from typing import Any

from games.anasazi.state import AnasaziView
from games.contract import seat_ref
from games.words import Text, msg


def context(view: AnasaziView, seat: int, action: Any) -> Text | None:
    others = [i for i in range(view.n_players) if i != seat]
    if not others:
        return None
    me = view.seats[seat]
    rival = max(others, key=lambda i: (sum(view.seats[i].cubes), -i))
    return msg(
        "anasazi-hint-context",
        cubes=sum(me.cubes),
        camps=me.camps_left,
        rival=seat_ref(rival),
        rival_cubes=sum(view.seats[rival].cubes),
        actions=view.actions_left,
    )
