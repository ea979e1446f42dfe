"""Alt text that fits Discord's 1,024 characters with nothing silently lost (issue 40's note).

Discord holds at most ``ALT_LIMIT`` characters of a picture's description. A game's alt text lists what
its picture shows, and late in a game some lists get long (a land's squares, the places a hand offers);
clipping the end would drop its tail unannounced. So a game's alt module writes its text from lists it
may shorten and hands :func:`fit` a function that writes it keeping the first ``k`` items of each list:
:func:`fit` keeps as many as fit, shortening the last list first (the texts put what matters for the
next move first), and every shortened list says in its own words how many items it left out
(:func:`shortened`). The length is measured on the finished text, in the reader's language and with
the players' real names, so a long name or a wordy language is what makes a list shorter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

#: Discord's limit on an attachment's (and a media gallery item's) description
ALT_LIMIT = 1024

T = TypeVar("T")


def one_line(text: str) -> str:
    """The text as sent: one line, single spaces (``bot.alt_text.clip_alt`` measures it so)."""
    return " ".join(text.split())


def shortened(items: Sequence[T], keep: int, more: Callable[[int], T]) -> list[T]:
    """The first ``keep`` items, then ``more(left_out)`` when some were left out."""
    if keep >= len(items):
        return list(items)
    return [*items[:keep], more(len(items) - keep)]


def fit(write: Callable[[Sequence[int]], str], sizes: Sequence[int], limit: int = ALT_LIMIT) -> str:
    """``write(keep)`` with the most items kept that fit in ``limit`` characters.

    ``sizes`` are the lists' lengths; ``write`` gets how many items of each to keep. The last list is
    shortened first, down to none, then the one before it, and so on; a text that does not fit even
    with every list emptied comes back as short as it gets (``clip_alt`` is the last resort).
    """
    keep = list(sizes)
    text = write(keep)
    for i in reversed(range(len(sizes))):
        if len(one_line(text)) <= limit:
            return text
        if keep[i] == 0:
            continue
        # the most items of list i that fit, by bisection (a list's text grows with its items)
        low, high = 0, keep[i]  # ``high`` items do not fit
        best: str | None = None
        while low < high:
            middle = (low + high) // 2
            keep[i] = middle
            attempt = write(keep)
            if len(one_line(attempt)) <= limit:
                best, low = attempt, middle + 1
            else:
                high = middle
        keep[i] = low - 1 if best is not None else 0
        text = best if best is not None else write(keep)
    return text
