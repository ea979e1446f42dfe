"""Alt text for Capybara's table picture, read from the same view it is drawn from.

What the picture shows, the most useful first: whose move, the two piles' top cards, each player's
cookies and cards, the token circle with the capybara figure, the teapot, the draw and discard piles.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.capybara.cards import TOKEN_NAMES, animal_name, animal_of, card_name, value_of
from games.capybara.render import status_text
from games.capybara.state import View
from games.contract import seat_ref, spoken
from games.words import Text, Words, and_list, cat, msg


def _public(view: View) -> list[Text]:
    out: list[Text] = [
        msg("capybara-alt-piles", left=card_name(view.piles[0][-1]), right=card_name(view.piles[1][-1])),
    ]
    for p in range(view.n_players):
        out.append(
            msg(
                "capybara-alt-player",
                player=seat_ref(p),
                cookies=view.cookies[p],
                cards=view.hand_sizes[p],
                teapot=1 if view.teapot == p else 0,
            )
        )
    tokens = [
        msg("capybara-alt-here", token=msg(TOKEN_NAMES[t])) if i == view.figure else msg(TOKEN_NAMES[t])
        for i, t in enumerate(view.tokens)
    ]
    out.append(msg("capybara-alt-circle", tokens=and_list(tokens)))
    if view.teapot is None:
        out.append(msg("capybara-alt-teapot-free"))
    top = card_name(view.discard[-1]) if view.discard else msg("capybara-alt-nothing")
    out.append(msg("capybara-alt-stacks", draw=view.draw_size, discards=len(view.discard), top=top))
    return out


def describe_table(view: View, names: Sequence[str], words: Words) -> str:
    head = msg("capybara-alt-table", round=view.round_no)
    return spoken(cat(head, status_text(view, names, words) + ".", *_public(view), sep=" "), names, words)


def describe_hand(view: View, names: Sequence[str], actions: list[Any], words: Words) -> str:
    if view.seat is None or view.hand is None:
        return describe_table(view, names, words)
    groups: dict[int, list[int]] = {}
    for c in sorted(view.hand):
        groups.setdefault(animal_of(c), []).append(value_of(c))
    held = [
        msg("capybara-alt-group", animal=animal_name(a), values=", ".join(map(str, v)))
        for a, v in sorted(groups.items())
    ]
    mine = msg("capybara-alt-hand", player=seat_ref(view.seat), cards=cat(*held, sep="; ") if held else "—")
    return spoken(cat(mine, status_text(view, names, words) + ".", *_public(view), sep=" "), names, words)
