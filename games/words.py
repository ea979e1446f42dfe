"""Words as message ids: what engines say, before anyone's language is known.

Engines never build a sentence. They return a :class:`Msg`, an id from the game's
catalogue (``games/<id>/locales/<lang>/<id>.ftl``, Project Fluent) plus named
arguments, the way Board Game Arena's logs carry ``${player} bids ${coins}``.
The bot renders it at the edge (a cog, a picture's labels) in the reader's
language with ``bot.i18n``; nothing else turns a message into text.

Argument values are numbers, other messages (a card's name inside a sentence),
seat references (``seat_ref(i)``, replaced by a name after rendering) or short
symbols (an emoji, a coordinate like ``H7``): a plain ``str`` argument is
inserted as it is, never translated, so it must not hold words.

Some texts are several messages in a row (a table's lines): :class:`Cat` joins
texts with a separator. Lists ("Ana, Bo and Cy") and durations use the
locale's own forms through :func:`and_list` and :func:`duration`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Union

from pydantic import ConfigDict, Field, TypeAdapter

from games.fieldwise import FieldwiseEq, as_validated


class Msg(FieldwiseEq):
    """A message id with its arguments."""

    model_config = ConfigDict(frozen=True)

    id: str
    args: dict[str, Arg] = Field(default_factory=dict)

    def __hash__(self) -> int:
        # every argument is hashable (numbers, strings, Msg, Cat); their repr was a pydantic repr of the
        # whole nested text, the most of a formatted message's cost once texts are cached by message
        return hash((self.id, tuple(sorted(self.args.items()))))


class Cat(FieldwiseEq):
    """Texts shown one after another, joined by ``sep`` (a newline, " · ", ...)."""

    model_config = ConfigDict(frozen=True)

    parts: tuple[Text, ...]
    sep: str = ""

    def __hash__(self) -> int:
        return hash((self.parts, self.sep))


#: Anything a player can read: a message, messages joined, or a symbol that needs no words ("🃏 3", "H7").
Text = Union[str, Msg, Cat]  # noqa: UP007 (a forward-referenced union pydantic resolves by name)
Arg = Union[int, float, str, Msg, Cat]  # noqa: UP007

Msg.model_rebuild()
Cat.model_rebuild()

#: What the edge hands an engine's drawing code: turns a text into the reader's language.
Words = Callable[[Text], str]

#: Ids the renderer answers itself, with the locale's CLDR data (Babel), for every game.
LIST_ID = "@list"
DURATION_ID = "@duration"


#: Argument types pydantic's validation keeps as they are (no coercion: the very object). A text made only of
#: these is built without running it (``message``); anything else (a bool, a list, a subclass of
#: str) is validated, and so refused or coerced as before.
_KEPT_ARGS = frozenset({int, float, str, Msg, Cat})
KEPT_TEXTS = frozenset({str, Msg, Cat})


def message(id: str, args: dict[str, Arg]) -> Msg:
    """``Msg(id=id, args=args)``, built as pydantic's validation builds it when that would change nothing.

    Texts are built at every repaint of every hand and table (some 60 for a Capybara hand): checking each argument
    against the five types of ``Arg`` was most of building a message holding a message (3.3 µs; 1.5 without)
    and building texts 5 % of the event loop's work at 100 clicks a second (3 % without). ``args`` is kept,
    not copied, as validation would: pass a dict of your own that nothing changes afterwards.
    """
    if type(id) is not str or any(type(v) not in _KEPT_ARGS for v in args.values()):
        return Msg(id=id, args=args)
    return as_validated(Msg, {"id": id, "args": args}, {"id", "args"})


def msg(id: str, /, **args: Arg) -> Msg:
    """The message ``id`` with keyword arguments: ``msg("inka-rolled", player=seat_ref(0), steps=4)``."""
    return message(id, args)


def cat(*parts: Text | None, sep: str = "") -> Text:
    """``parts`` (``None`` and empty ones skipped) joined by ``sep``."""
    # not ``p not in (None, "")``: that compares every message with None and "", a call each
    kept = tuple(p for p in parts if p is not None and not (isinstance(p, str) and not p))
    if len(kept) == 1:
        return kept[0]  # type: ignore[return-value]
    if type(sep) is not str or any(type(p) not in KEPT_TEXTS for p in kept):
        return Cat(parts=kept, sep=sep)  # type: ignore[arg-type]
    # as ``message``: validating a tuple of kept texts (it keeps them) was a third of the suite's pydantic time
    # (16 s of 1,460 in a profile of make test), and texts are joined at every repaint of every hand
    return as_validated(Cat, {"parts": kept, "sep": sep}, {"parts", "sep"})


def lines(parts: Iterable[Text | None]) -> Text:
    """One text per line."""
    return cat(*parts, sep="\n")


def and_list(items: Iterable[Text], style: str = "standard") -> Msg:
    """ "A, B and C" in the reader's language (Babel's list patterns); ``style="or"`` for "A, B or C"."""
    return message(LIST_ID, {"style": style, **{str(i): item for i, item in enumerate(items)}})


def duration(seconds: float) -> Msg:
    """ "3 hours", "2 Tage", "5 minut": the largest whole unit, in the reader's language."""
    return message(DURATION_ID, {"seconds": float(seconds)})


def is_empty(text: Text | None) -> bool:
    return text is None or text == "" or (isinstance(text, Cat) and all(is_empty(p) for p in text.parts))


_TEXT = TypeAdapter(Text)
STORED_PREFIX = "msg:"  # a stored text that is a message; anything else is a line stored before messages


def dump_text(text: Text) -> str:
    """A text as one string for a database column (see :func:`load_text`)."""
    return STORED_PREFIX + _TEXT.dump_json(text).decode()


def load_text(stored: str) -> Text:
    """The text :func:`dump_text` stored; an older row, English already, comes back as it is."""
    if stored.startswith(STORED_PREFIX):
        return _TEXT.validate_json(stored[len(STORED_PREFIX) :])
    return stored
