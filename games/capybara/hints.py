"""The position line of a Capybara hint: the pile tops, the hands and the cookies (from the seat's view)."""

from __future__ import annotations

from typing import Any

from games.capybara.cards import card_name
from games.capybara.state import View
from games.contract import seat_ref
from games.words import Text, msg


def context(view: View, seat: int, action: Any) -> Text | None:
    others = [i for i in range(view.n_players) if i != seat]
    if not others or view.hand is None or not all(view.piles):
        return None
    # the rival worth watching: the one closest to emptying their hand (and so to ending the round)
    rival = min(others, key=lambda i: (view.hand_sizes[i], -view.cookies[i], i))
    return msg(
        "capybara-hint-context",
        left=card_name(view.piles[0][-1]),
        right=card_name(view.piles[1][-1]),
        cards=len(view.hand),
        cookies=view.cookies[seat],
        rival=seat_ref(rival),
        rival_cards=view.hand_sizes[rival],
        rival_cookies=view.cookies[rival],
    )
