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

from collections.abc import Callable, Sequence
from functools import cache
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


def _common(view: AnasaziView, words: Words) -> Callable[[int, int], list[str]]:
    """The public board's sentences in the reader's words, naming at most ``camps_each`` camps of each
    player and the first ``explorers`` explorers out (and counting the rest).

    Only the players' and the explorers' sentences depend on how much is named: the others are put into
    words once, and each length of a list once, not again at every length :func:`fit` tries (rebuilding
    and rewording the whole board at each try was a quarter of the engine suite's Anasazi games). A text
    joins its parts' words with its separator, skipping empty ones, so joining these strings later gives
    the very text that putting the whole into words at once gives.
    """
    camps = [_camps(view, i) for i in range(len(view.seats))]
    cubes = [_counts(p.cubes) for p in view.seats]

    @cache
    def players(camps_each: int) -> list[str]:
        out = []
        for i, p in enumerate(view.seats):
            named = _listed(camps[i], camps_each, "anasazi-alt-more-places") if camps[i] else msg("anasazi-alt-none")
            line = msg(
                "anasazi-alt-player", player=seat_ref(i), n=i + 1, camps=named, left=p.camps_left, cubes=cubes[i]
            )
            out.append(words(line))
        return out

    board_state = [
        words(t)
        for t in (
            msg("anasazi-alt-values", values=and_list(_values(view))),
            _sentence(markers_left(view)),
            _sentence(hidden_towers(view)),
        )
    ]
    ends = _explorers(view)

    @cache
    def explorers(named: int) -> list[str]:
        if not ends:
            return []
        return [words(msg("anasazi-alt-explorers", where=_listed(ends, named, "anasazi-alt-more-explorers")))]

    board = [0] * C.N_COLOURS
    for colour in view.cube:
        if colour >= 0:
            board[colour] += 1
    board_cubes = words(msg("anasazi-alt-board-cubes", cubes=_counts(board)))

    def sentences(camps_each: int, named: int) -> list[str]:
        return [*players(camps_each), *board_state, *explorers(named), board_cubes]

    return sentences


def describe_table(view: AnasaziView, names: Sequence[str], words: Words) -> str:
    public = _common(view, words)
    head = [words(msg("anasazi-alt-table")), words(_sentence(status_line(view, spoken=True)))]

    def text(keep: Sequence[int]) -> str:
        return spoken(cat(*head, *public(*keep), sep=" "), names, words)

    return fit(text, [_most_camps(view), len(_explorers(view))])


def _most_camps(view: AnasaziView) -> int:
    return max((len(_camps(view, i)) for i in range(len(view.seats))), default=0)


def describe_hand(view: AnasaziView, names: Sequence[str], actions: list[Any], words: Words) -> str:
    if view.seat is None:
        return describe_table(view, names, words)
    places = [m.text for m in place_marks(view, actions)]
    objective = (
        words(_sentence(msg("anasazi-picture-objective", colour=msg(C.COLOUR_NAME[view.objective]))))
        if view.objective is not None
        else None
    )
    known = [
        msg("anasazi-alt-tower", n=tower + 1, colour=msg(C.COLOUR_NAME[colour]))
        for tower, colour in sorted(view.known.items())
        if view.tower_on_board[tower]
    ]
    status = _sentence(status_line(view, spoken=True))
    head = [words(msg("anasazi-alt-hand", player=seat_ref(view.seat))), words(status)]
    public = _common(view, words)

    @cache
    def offered(n_places: int) -> str:
        return words(msg("anasazi-alt-offered", places=_listed(places, n_places, "anasazi-alt-more-places")))

    @cache
    def looked(n_known: int) -> str:
        return words(msg("anasazi-alt-looked", towers=_listed(known, n_known, "anasazi-alt-more-towers")))

    def text(keep: Sequence[int]) -> str:
        n_places, n_known, n_camps, n_explorers = keep
        parts = [
            *head,
            offered(n_places) if places else None,
            objective,
            looked(n_known) if known else None,
        ]
        return spoken(cat(*parts, *public(n_camps, n_explorers), sep=" "), names, words)

    return fit(text, [len(places), len(known), _most_camps(view), len(_explorers(view))])
