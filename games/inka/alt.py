"""Alt text for Inka's board pictures, read from the same view they are drawn from.

Whose move and the dice first, then each pawn (number, place, compass cards), the treasure, the depot,
the opened temples and the last move. A hand picture is the same public board with the places the
seat's menus offer named on it: its alt text says those places first. Within Discord's 1,024 characters
(issue 40's note): should a long list of places (up to 50 specials and 9 areas) with six players' long
names not fit, the opened temples and then the places are shortened, each saying how many it left out
(``games.alt_fit``; the menus name every place), never a silent cut.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Any

from games.alt_fit import fit, shortened
from games.contract import seat_ref, spoken
from games.inka import board as B
from games.inka.present import cards_line, place_marks, status_line, where
from games.inka.state import InkaView
from games.inka.texts import TEMPLE_CONTENT
from games.words import Text, Words, and_list, cat, msg


def _opened(view: InkaView) -> tuple[Text, ...]:
    return _opened_temples(tuple(view.temples))


#: the opened temples' names, kept: the table's and every seat's alt text name them, from the same board
@lru_cache(maxsize=1024)
def _opened_temples(temples: tuple[str | None, ...]) -> tuple[Text, ...]:
    return tuple(cat(B.coord(c), msg(TEMPLE_CONTENT[t]), sep=" ") for c, t in zip(B.TEMPLES, temples, strict=True) if t)


def _public(view: InkaView, words: Words) -> Callable[[int], list[str]]:
    """The public board's sentences in the reader's words, naming the first ``temples`` opened temples
    (and counting the rest).

    Only the temples' sentence depends on how many are named: the others are put into words once, not
    again at every length :func:`fit` tries (they were most of a hand's alt text's cost). A text joins
    its parts' words with its separator, skipping empty ones, so joining these strings later gives the
    very text that putting the whole into words at once gives.
    """
    first: list[Text] = [status_line(view, spoken=True)]
    for i, p in enumerate(view.players):
        flags = [
            # plain words for listening: the table's "💍 **carrier**" would be read out with its stars
            msg("inka-alt-carrier") if view.carrier == i else None,
            msg("inka-alt-rescue") if p.rescue else None,
            msg("inka-alt-guides", n=p.guides) if p.guides else None,
            msg("inka-alt-swamp") if p.swamp else None,
            msg("inka-alt-fever") if p.fever else None,
            msg("inka-alt-one-die") if p.fever_now else None,
            msg("inka-alt-machete") if p.machete else None,
        ]
        about = cat(cards_line(p.cards), *flags, sep=", ")
        first.append(msg("inka-alt-player", player=seat_ref(i), n=i + 1, place=where(p.pos), about=about))
    first.append(msg("inka-alt-depot", cards=cards_line(view.depot), events=view.event_left, risks=view.risk_left))
    last: list[Text] = []
    if view.last_move is not None:
        a, b = view.last_move
        last.append(msg("inka-alt-last-move", start=where(a), end=where(b)))
    before, after = [words(t) for t in first], [words(t) for t in last]
    opened = _opened(view)
    more = lambda n: msg("inka-alt-more-temples", n=n)  # noqa: E731

    @cache  # each length once: fit tries the other lists' lengths with this one unchanged
    def sentences(temples: int) -> list[str]:
        named = msg("inka-alt-n-temples", n=len(opened)) if temples == 0 else and_list(shortened(opened, temples, more))
        return [*before, words(msg("inka-alt-temples", temples=named, count=len(opened))), *after]

    return sentences


def describe_table(view: InkaView, names: Sequence[str], words: Words) -> str:
    public = _public(view, words)
    intro = words(msg("inka-alt-table"))

    def text(keep: Sequence[int]) -> str:
        return spoken(cat(intro, *public(keep[0]), sep=" "), names, words)

    return fit(text, [len(_opened(view))])


def describe_hand(view: InkaView, names: Sequence[str], actions: list[Any], words: Words) -> str:
    if view.seat is None:
        return describe_table(view, names, words)
    places = [m.text for m in place_marks(view, actions, spoken=True)]
    head = words(msg("inka-alt-hand", player=seat_ref(view.seat), n=view.seat + 1))
    public = _public(view, words)

    @cache
    def offered(keep: int) -> str:
        if keep == 0:
            return words(msg("inka-alt-offered", places=msg("inka-alt-n-places", n=len(places))))
        more = lambda n: msg("inka-alt-more-places", n=n)  # noqa: E731
        return words(msg("inka-alt-offered", places=and_list(shortened(places, keep, more))))

    def text(keep: Sequence[int]) -> str:
        n_places, n_temples = keep
        return spoken(cat(head, offered(n_places) if places else None, *public(n_temples), sep=" "), names, words)

    return fit(text, [len(places), len(_opened(view))])
