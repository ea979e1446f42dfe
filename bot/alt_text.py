"""Alt text for every picture the bot sends, in the reader's language (issue 35).

Discord reads an attachment's ``description`` to screen-reader users; it holds at most 1,024
characters. The games describe their own pictures (``Game.describe_table`` / ``describe_hand``, from
the very view the picture is drawn from); the bot's own pictures (the rating chart, the numbered parts
of the rules picture) are described here.
Every attachment the bot builds takes its description from this module, clipped by :func:`clip_alt`.
The games write their texts to fit (``games.alt_fit``: a long list says how many items it leaves out),
so the clipping is only a last resort.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import SOURCE, render, t, words_for
from games.alt_fit import ALT_LIMIT
from games.contract import Game


def clip_alt(text: str, limit: int = ALT_LIMIT) -> str:
    """``text`` as one line within ``limit`` characters: cut at a word boundary, with an ellipsis."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:  # a word boundary not too far back (else one enormous "word": cut it)
        cut = cut[:space]
    return cut.rstrip(" ,;:·-–") + "…"


def table_alt(game: Game[Any, Any, Any], view: Any, names: Sequence[str], lang: str = SOURCE) -> str:
    """The table picture's alt text (``game.render_table`` of the same public ``view``)."""
    return clip_alt(game.describe_table(view, list(names), words_for(lang)))


def hand_alt(game: Game[Any, Any, Any], view: Any, names: Sequence[str], actions: list[Any], lang: str = SOURCE) -> str:
    """A hand picture's alt text (``game.render_hand`` of the same private ``view`` and ``actions``)."""
    return clip_alt(game.describe_hand(view, list(names), actions, words_for(lang)))


def chart_alt(title: str, lines: Sequence[tuple[str, Sequence[int]]], lang: str = SOURCE) -> str:
    """The rating chart's alt text: per game, where the line starts and ends and over how many games."""
    if not lines:
        return clip_alt(f"{title}. {t('history-chart-empty', lang)}")
    parts = [
        t("alt-chart-line", lang, game=name, start=series[0], end=series[-1], games=len(series) - 1)
        for name, series in lines
    ]
    return clip_alt(t("alt-chart", lang, title=title, lines=" ".join(parts)))


def rules_alt(game: Game[Any, Any, Any], title: str, lang: str = SOURCE) -> str:
    """The ``/game rules`` picture's alt text: its numbered parts, as its legend names them."""
    labels = "; ".join(f"{n} {render(label, lang)}" for n, label in enumerate(game.rules_labels(), start=1))
    return clip_alt(t("rules-picture-alt", lang, game=title, labels=labels))
