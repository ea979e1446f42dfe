"""Alt text for Anasazi's pictures, read from the same view they are drawn from.

Whose move first, then each player (tent number, camps, cubes), the cube values, the supply, the
explorers and the cubes still on the pueblos; a hand adds what only that seat knows (its objective and
the towers it looked at) and the places its buttons offer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.present import hidden_towers, markers_left, place_marks, status_line
from games.anasazi.scoring import values_of
from games.anasazi.state import AnasaziView
from games.contract import seat_ref, spoken
from games.words import Text, Words, and_list, cat, msg


def _sentence(text: Text) -> Text:
    """A message of the table's text (which has no full stop) as a sentence of the alt text."""
    return cat(text, ".")


def _counts(counts: Sequence[int]) -> Text:
    return and_list(msg("anasazi-alt-count", colour=msg(C.COLOUR_NAME[c]), n=counts[c]) for c in range(C.N_COLOURS))


def _values(view: AnasaziView) -> list[Text]:
    """What a cube of each colour is worth, and how many towers its track holds (the panel's rows)."""
    values = values_of(view.track)
    return [
        msg("anasazi-alt-value", colour=msg(C.COLOUR_NAME[c]), value=values[c], towers=len(view.track[c]))
        for c in range(C.N_COLOURS)
    ]


def _common(view: AnasaziView) -> list[Text]:
    out: list[Text] = []
    for i, p in enumerate(view.seats):
        camps = sorted(B.NAMES[node] for node, seat in view.camps.items() if seat == i)
        out.append(
            msg(
                "anasazi-alt-player",
                player=seat_ref(i),
                n=i + 1,
                camps=and_list(camps) if camps else msg("anasazi-alt-none"),
                left=p.camps_left,
                cubes=_counts(p.cubes),
            )
        )
    out += [
        msg("anasazi-alt-values", values=and_list(_values(view))),
        _sentence(markers_left(view)),
        _sentence(hidden_towers(view)),
    ]
    # an explorer is drawn once it has left its post (a path of two nodes or more)
    ends = [msg("anasazi-alt-explorer", n=k + 1, node=B.NAMES[p[-1]]) for k, p in enumerate(view.paths) if len(p) > 1]
    if ends:
        out.append(msg("anasazi-alt-explorers", where=and_list(ends)))
    board = [0] * C.N_COLOURS
    for colour in view.cube:
        if colour >= 0:
            board[colour] += 1
    out.append(msg("anasazi-alt-board-cubes", cubes=_counts(board)))
    return out


def describe_table(view: AnasaziView, names: Sequence[str], words: Words) -> str:
    text = cat(msg("anasazi-alt-table"), _sentence(status_line(view)), *_common(view), sep=" ")
    return spoken(text, names, words)


def describe_hand(view: AnasaziView, names: Sequence[str], actions: list[Any], words: Words) -> str:
    if view.seat is None:
        return describe_table(view, names, words)
    marks = place_marks(view, actions)
    offered = msg("anasazi-alt-offered", places=and_list(m.text for m in marks)) if marks else None
    objective = (
        _sentence(msg("anasazi-picture-objective", colour=msg(C.COLOUR_NAME[view.objective])))
        if view.objective is not None
        else None
    )
    known = [
        msg("anasazi-alt-tower", n=tower + 1, colour=msg(C.COLOUR_NAME[colour]))
        for tower, colour in sorted(view.known.items())
        if view.tower_on_board[tower]
    ]
    looked = msg("anasazi-alt-looked", towers=and_list(known)) if known else None
    head = msg("anasazi-alt-hand", player=seat_ref(view.seat))
    text = cat(head, _sentence(status_line(view)), offered, objective, looked, *_common(view), sep=" ")
    return spoken(text, names, words)
