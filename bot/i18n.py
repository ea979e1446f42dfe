"""The one renderer: a message (``games.words``) into text in a language.

Catalogues are Project Fluent files beside their code: the bot's in
``bot/locales/<lang>/``, each game's in ``games/<id>/locales/<lang>/``. A
language is a folder of ``bot/locales``: adding one is adding catalogue files,
no code. Fluent keeps plural and grammatical choices inside each translation
(Polish has three plural forms, German its cases), with CLDR plural rules from
Babel; lists and durations come from Babel's CLDR data too.

Bundles are built with ``use_isolating=False``: Fluent otherwise wraps every
argument in invisible Unicode isolation marks, which count against Discord's
length limits and break text checks.

``PSEUDO`` is a test language made from English: every text is accented,
bracketed in ``⟦ ⟧`` and about 40 % longer, so a test can see both that nothing
reaches Discord without the catalogue and that nothing breaks a length limit.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from datetime import timedelta
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import babel.dates
import babel.lists
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

from games.words import DURATION_ID, LIST_ID, Cat, Msg, Text, message

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "en"  # the language every other catalogue translates
PSEUDO = "qps"  # a test language (the "qps-ploc" pseudo-locale tag), never offered to people

#: Raise on a missing message or argument instead of logging it (the test suite sets it).
strict = False


def catalogue_dirs() -> list[Path]:
    """Every folder that holds a ``<lang>/`` catalogue: the bot's, then each game's."""
    return [ROOT / "bot" / "locales", *sorted(p for p in (ROOT / "games").glob("*/locales") if p.is_dir())]


def languages() -> list[str]:
    """The languages people can have: one per folder of ``bot/locales``, English first."""
    return list(_languages())


@cache
def _languages() -> tuple[str, ...]:
    # read once: every interaction asks (language_of), and listing the folder each time was 3 % of a game
    found = sorted(p.name for p in (ROOT / "bot" / "locales").iterdir() if p.is_dir())
    return (SOURCE, *(lang for lang in found if lang != SOURCE))


def catalogue_files(lang: str) -> list[Path]:
    return [f for d in catalogue_dirs() for f in sorted((d / lang).glob("*.ftl"))]


def language_of(locale: object) -> str:
    """A supported language for a Discord locale (``"de"``, ``"pl"``, ``"en-US"``; unknown ones: English)."""
    code = str(getattr(locale, "value", locale) or "").replace("_", "-")
    if code == PSEUDO:
        return PSEUDO
    base = code.split("-")[0].lower()
    return base if base in _languages() else SOURCE


# ---- pseudo-locale ----------------------------------------------------------

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒǧĥíĵķłɱñóƥʠřšťúṽŵẋýžÁƁÇĐÉƑǦĤÍĴĶŁṀÑÓƤɊŘŠŤÚṼŴẊÝŽ",
)


class _Pseudo(Transformer):  # type: ignore[misc]
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        text = node.value
        letters = sum(c.isalpha() for c in text)
        node.value = text.translate(_ACCENTED) + "~" * math.ceil(letters * 0.4)
        return node  # type: ignore[no-any-return]


def pseudo_source(english: str) -> str:
    """An English catalogue turned into the pseudo-locale: accented, marked ⟦…⟧, ~40 % longer."""
    resource = FluentParser().parse(english)
    resource = _Pseudo().visit(resource)
    for entry in resource.body:
        for pattern in _patterns(entry):
            pattern.elements.insert(0, ast.TextElement("⟦"))
            pattern.elements.append(ast.TextElement("⟧"))
    return FluentSerializer().serialize(resource)  # type: ignore[no-any-return]


def _patterns(entry: Any) -> list[Any]:
    if not isinstance(entry, ast.Message | ast.Term):
        return []
    found = [entry.value] if entry.value is not None else []
    return found + [a.value for a in entry.attributes]


# ---- bundles ----------------------------------------------------------------


@cache
def bundle(lang: str) -> FluentBundle:
    """Every catalogue of ``lang`` in one bundle (ids are unique across the bot and the games)."""
    locale = SOURCE if lang == PSEUDO else lang
    result = FluentBundle([locale], use_isolating=False)
    for path in catalogue_files(SOURCE if lang == PSEUDO else lang):
        source = path.read_text(encoding="utf-8")
        result.add_resource(FluentResource(pseudo_source(source) if lang == PSEUDO else source))
    return result


def warm() -> None:
    """Build every language's bundle ahead of the first text (a process's start-up)."""
    for lang in languages():
        bundle(lang)


def _babel_locale(lang: str) -> str:
    return SOURCE if lang == PSEUDO else lang


def render(text: Text | None, lang: str = SOURCE) -> str:
    """``text`` in ``lang``; a message missing from ``lang``'s catalogue falls back to English."""
    if text is None:
        return ""
    if isinstance(text, str):
        return text
    if isinstance(text, Cat):
        return text.sep.join(s for s in (render(p, lang) for p in text.parts) if s)
    if text.id == LIST_ID:
        items = [render(v, lang) for k, v in text.args.items() if k != "style"]
        if lang == PSEUDO and len(items) > 1:  # the pattern's own words marked, the items left as they are
            return ", ".join(items[:-1]) + " ⟦áñđ~⟧ " + items[-1]
        style = str(text.args.get("style", "standard"))
        return babel.lists.format_list(items, style=style, locale=_babel_locale(lang)) if items else ""
    if text.id == DURATION_ID:
        return _duration(float(text.args["seconds"]), lang)  # type: ignore[arg-type]
    return _format(text, lang)


@lru_cache(maxsize=4096)
def _duration(seconds: float, lang: str) -> str:
    """A duration in ``lang``'s words (Babel's CLDR data), kept: every table card states its pace's times and
    every hand its bank's, at each repaint, and Babel took 50 µs a duration (a fifth of a table card's text)."""
    words = str(babel.dates.format_timedelta(timedelta(seconds=seconds), locale=_babel_locale(lang)))
    return f"⟦{words.translate(_ACCENTED)}~~⟧" if lang == PSEUDO else words


#: formatted messages kept (a message id with its arguments, in a language): a table's lines, a hand's
#: prompts and labels are formatted again at every repaint of every seat's hand, and Fluent's
#: formatting was a sixth of an e2e game's time. Bounded: about 4 MB at a few hundred bytes an entry.
FORMATTED_CACHE_SIZE = 16384


@lru_cache(maxsize=FORMATTED_CACHE_SIZE)
def _format(message: Msg, lang: str) -> str:
    args = {k: v if isinstance(v, int | float) else render(v, lang) for k, v in message.args.items()}
    for tried in (lang, SOURCE):
        b = bundle(tried)
        if not b.has_message(message.id):
            continue
        value, errors = b.format_pattern(b.get_message(message.id).value, args)
        if errors:
            _complain(f"{message.id} in {tried}: {errors}")
        return str(value)
    _complain(f"no message {message.id!r} in any catalogue")
    return message.id


def _complain(problem: str) -> None:
    if strict:
        raise LookupError(problem)
    log.error("catalogue: %s", problem)


def words_for(lang: str) -> Callable[[Text], str]:
    """A ``games.words.Words`` for ``lang``: what a game's drawing code gets to write its labels."""
    return lambda text: render(text, lang)


def t(id: str, lang: str = SOURCE, /, **args: Any) -> str:
    """Shortcut for the bot's own texts: ``t("lobby-title", lang, game=...)``."""
    return render(message(id, args), lang)


#: English, for tests and tools that read what a player would read.
english = words_for(SOURCE)
