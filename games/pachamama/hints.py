"""The position line of a Pachamama hint: the scores as they stand and the actions left this turn."""

from __future__ import annotations

from typing import Any

from games.contract import seat_ref
from games.pachamama.state import PachamamaView
from games.words import Text, msg


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
