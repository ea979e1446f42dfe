"""Alt text for Anasazi's pictures, read from the same view they are drawn from.

Whose move first, then each player (tent number, camps, cubes), the cube values, the supply, the
explorers and the cubes still on the pueblos; a hand adds what only that seat knows (its objective and
the towers it looked at) and the places its buttons offer. Within Discord's 1,024 characters (issue
40's note): cube colours nobody holds and empty tracks go unsaid, and should the text still not fit (long names, a
wordy language), the explorers, then each player's camps, then the towers looked at, then the offered
places are shortened, each
saying how many it left out (``games.alt_fit``), never a silent cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.alt_fit import fit, shortened
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
    """ "red 2 and yellow 1": the colours there are (a list of zeros says nothing a listener needs)."""
    held = [
        msg("anasazi-alt-count", colour=msg(C.COLOUR_NAME[c]), n=counts[c]) for c in range(C.N_COLOURS) if counts[c]
    ]
    return and_list(held) if held else msg("anasazi-alt-none")


def _listed(items: Sequence[Text], keep: int, more: str) -> Text:
    """The first ``keep`` items and how many more (``more``: the message counting them)."""
    if keep == 0:
        return msg(more, n=len(items), listed=0)
    return and_list(shortened(items, keep, lambda n: msg(more, n=n, listed=1)))


def _values(view: AnasaziView) -> list[Text]:
    """What a cube of each colour is worth, and how many towers its track holds (the panel's rows)."""
    values = values_of(view.track)
    return [
        msg("anasazi-alt-value", colour=msg(C.COLOUR_NAME[c]), value=values[c], towers=len(view.track[c]))
        for c in range(C.N_COLOURS)
    ]


def _explorers(view: AnasaziView) -> list[Text]:
    # an explorer is drawn once it has left its post (a path of two nodes or more)
    return [msg("anasazi-alt-explorer", n=k + 1, node=B.NAMES[p[-1]]) for k, p in enumerate(view.paths) if len(p) > 1]


def _camps(view: AnasaziView, seat: int) -> list[str]:
    return sorted(B.NAMES[node] for node, s in view.camps.items() if s == seat)


def _common(view: AnasaziView, camps_each: int, explorers: int) -> list[Text]:
    """The public board, naming at most ``camps_each`` camps of each player and the first ``explorers``
    explorers out (and counting the rest)."""
    out: list[Text] = []
    for i, p in enumerate(view.seats):
        camps = _camps(view, i)
        out.append(
            msg(
                "anasazi-alt-player",
                player=seat_ref(i),
                n=i + 1,
                camps=_listed(camps, camps_each, "anasazi-alt-more-places") if camps else msg("anasazi-alt-none"),
                left=p.camps_left,
                cubes=_counts(p.cubes),
            )
        )
    out += [
        msg("anasazi-alt-values", values=and_list(_values(view))),
        _sentence(markers_left(view)),
        _sentence(hidden_towers(view)),
    ]
    ends = _explorers(view)
    if ends:
        out.append(msg("anasazi-alt-explorers", where=_listed(ends, explorers, "anasazi-alt-more-explorers")))
    board = [0] * C.N_COLOURS
    for colour in view.cube:
        if colour >= 0:
            board[colour] += 1
    out.append(msg("anasazi-alt-board-cubes", cubes=_counts(board)))
    return out


def describe_table(view: AnasaziView, names: Sequence[str], words: Words) -> str:
    def text(keep: Sequence[int]) -> str:
        public = _common(view, *keep)
        return spoken(
            cat(msg("anasazi-alt-table"), _sentence(status_line(view, spoken=True)), *public, sep=" "), names, words
        )

    return fit(text, [_most_camps(view), len(_explorers(view))])


def _most_camps(view: AnasaziView) -> int:
    return max((len(_camps(view, i)) for i in range(len(view.seats))), default=0)


def describe_hand(view: AnasaziView, names: Sequence[str], actions: list[Any], words: Words) -> str:
    if view.seat is None:
        return describe_table(view, names, words)
    places = [m.text for m in place_marks(view, actions)]
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
    head = msg("anasazi-alt-hand", player=seat_ref(view.seat))

    def text(keep: Sequence[int]) -> str:
        n_places, n_known, n_camps, n_explorers = keep
        offered = msg("anasazi-alt-offered", places=_listed(places, n_places, "anasazi-alt-more-places"))
        looked = msg("anasazi-alt-looked", towers=_listed(known, n_known, "anasazi-alt-more-towers"))
        parts = [
            head,
            _sentence(status_line(view, spoken=True)),
            offered if places else None,
            objective,
            looked if known else None,
        ]
        return spoken(cat(*parts, *_common(view, n_camps, n_explorers), sep=" "), names, words)

    return fit(text, [len(places), len(known), _most_camps(view), len(_explorers(view))])
