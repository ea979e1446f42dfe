"""The position line of a Der Schatz der Inka hint: the dice, the compass cards and guides held."""

from __future__ import annotations

from typing import Any

from games.contract import seat_ref
from games.inka.state import InkaView
from games.words import Text, msg


def context(view: InkaView, seat: int, action: Any) -> Text | None:
    me = view.players[seat]
    others = [i for i in range(view.n_players) if i != seat]
    if not others:
        return None
    rival = max(others, key=lambda i: (sum(view.players[i].cards), -i))
    return msg(
        "inka-hint-context",
        a=view.dice[0],
        b=view.dice[1],
        cards=sum(me.cards),
        guides=me.guides,
        rival=seat_ref(rival),
        rival_cards=sum(view.players[rival].cards),
    )
