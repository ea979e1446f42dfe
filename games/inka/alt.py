"""Alt text for Inka's board pictures, read from the same view they are drawn from.

Whose move and the dice first, then each pawn (number, place, compass cards), the treasure, the depot,
the opened temples and the last move. A hand picture is the same public board with the places the
seat's menus offer named on it: its alt text says those places first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.contract import seat_ref, spoken
from games.inka import board as B
from games.inka.present import cards_line, place_marks, status_line, where
from games.inka.state import InkaView
from games.inka.texts import TEMPLE_CONTENT
from games.words import Text, Words, and_list, cat, msg


def _public(view: InkaView) -> list[Text]:
    out: list[Text] = [status_line(view)]
    for i, p in enumerate(view.players):
        flags = [
            msg("inka-carrier") if view.carrier == i else None,
            msg("inka-alt-rescue") if p.rescue else None,
            msg("inka-guides", n=p.guides) if p.guides else None,
            msg("inka-flag-swamp") if p.swamp else None,
            msg("inka-flag-fever") if p.fever else None,
            msg("inka-flag-one-die") if p.fever_now else None,
            msg("inka-flag-machete") if p.machete else None,
        ]
        about = cat(cards_line(p.cards), *flags, sep=", ")
        out.append(msg("inka-alt-player", player=seat_ref(i), n=i + 1, place=where(p.pos), about=about))
    out.append(msg("inka-alt-depot", cards=cards_line(view.depot), events=view.event_left, risks=view.risk_left))
    opened = [
        cat(B.coord(c), msg(TEMPLE_CONTENT[t]), sep=" ") for c, t in zip(B.TEMPLES, view.temples, strict=True) if t
    ]
    out.append(msg("inka-alt-temples", temples=and_list(opened), count=len(opened)))
    if view.last_move is not None:
        a, b = view.last_move
        out.append(msg("inka-alt-last-move", start=where(a), end=where(b)))
    return out


def describe_table(view: InkaView, names: Sequence[str], words: Words) -> str:
    return spoken(cat(msg("inka-alt-table"), *_public(view), sep=" "), names, words)


def describe_hand(view: InkaView, names: Sequence[str], actions: list[Any], words: Words) -> str:
    if view.seat is None:
        return describe_table(view, names, words)
    marks = place_marks(view, actions)
    head = msg("inka-alt-hand", player=seat_ref(view.seat), n=view.seat + 1)
    offered = msg("inka-alt-offered", places=and_list(m.text for m in marks)) if marks else None
    return spoken(cat(head, offered, *_public(view), sep=" "), names, words)
