"""Table and hand pictures with their alt text, made off the event loop.

Drawing is pure Python and Pillow work that holds the GIL for milliseconds to tens
of them (CPU per picture with its PNG, 2026-12-05: a Capybara table ~6 ms, an
Anasazi hand ~18 ms, more on a busy machine). In a thread it
delays every other click on the bot; in a worker process (``PICTURE_WORKERS``) it
costs the event loop the pickling of a view. A picture is never lost to a dead
worker: after the pool's own retry, it is drawn in a thread.

A picture's alt text (``bot.alt_text``) is written by the same job, from the same view, names and
language: on the event loop it was a tenth of a millisecond to half of one per picture (a Capybara
table 0.3 ms, Pachamama's 0.5), a few per cent of the loop's work per click at 100 clicks a second.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Literal, NamedTuple

from bot.alt_text import hand_alt, table_alt
from bot.i18n import SOURCE, words_for
from bot.workers import WorkerPool, in_the_background
from games.contract import Game

log = logging.getLogger(__name__)

Kind = Literal["table", "hand", "rules"]


class Picture(NamedTuple):
    """A table or hand picture (PNG) and its alt text, in the reader's language."""

    png: bytes
    alt: str


def draw_in_worker(
    game_id: str, kind: Kind, view: Any, names: list[str], actions: list[Any], lang: str
) -> Picture | bytes | None:
    """Runs in a worker process: the game's own drawing of ``view``, labelled in ``lang``. A table's picture, which
    a repaint waits for and no click does, is drawn in the background (``in_the_background``); a hand's (the
    clicked hand waits for it) and the rules' (a command waits) at the worker's niceness, behind the event loop."""
    from games import GAMES

    if kind == "table":
        return in_the_background(_draw, GAMES[game_id], kind, view, names, actions, lang)
    return _draw(GAMES[game_id], kind, view, names, actions, lang)


def _draw(
    game: Game[Any, Any, Any], kind: Kind, view: Any, names: list[str], actions: list[Any], lang: str
) -> Picture | bytes | None:
    """A table or hand picture with its alt text (None: the game draws none); the rules picture's bytes."""
    if kind == "rules":
        return game.render_rules(words_for(lang))
    if kind == "table":
        png = game.render_table(view, names, words_for(lang))
        return None if png is None else Picture(png, table_alt(game, view, names, lang))
    png = game.render_hand(view, names, actions, words_for(lang))
    return None if png is None else Picture(png, hand_alt(game, view, names, actions, lang))


def read_catalogues() -> None:
    """A picture worker has every catalogue read before its first picture: read on its first picture in a
    language (about a second each, more on a busy machine), that picture and the click behind it waited.
    The fork server reads them once for all its workers (``bot.worker_preload``); then this finds them read."""
    from bot import i18n

    i18n.warm()


class PicturePool(WorkerPool):
    kind = "picture"
    # Behind the event loop: at 50 clicks/s on two cores drawing at the bot's own priority took time slices from
    # the loop; at 100 clicks/s (bench.clicks, 2026-12-07, 3 runs each) the loop's thread still waited for a core
    # 11-13 % of the time behind workers niced 5, 8-10 % at 19, 4-5 % with tables drawn in the background
    # (``draw_in_worker``; ack p99 about 130, 60 and 23 ms). A hand's picture is drawn at this niceness.
    nice = 19
    prepare = staticmethod(read_catalogues)


class Pictures:
    """Where pictures are drawn: a process pool, or a thread when ``workers`` is 0."""

    def __init__(self, workers: int | None = None) -> None:
        self.pool = None if workers == 0 else PicturePool(workers)
        #: /game rules pictures by (game, language): they never change, so each is drawn once
        self._rules: dict[tuple[str, str], bytes | None] = {}

    async def table(self, game: Game[Any, Any, Any], view: Any, names: list[str], lang: str = SOURCE) -> Picture | None:
        """The public table picture (``Game.render_table``) and its alt text, in ``lang``."""
        drawn = await self._draw(game, "table", view, names, [], lang)
        assert not isinstance(drawn, bytes)
        return drawn

    async def hand(
        self, game: Game[Any, Any, Any], view: Any, names: list[str], actions: list[Any], lang: str = SOURCE
    ) -> Picture | None:
        """A seat's hand picture (``Game.render_hand``) and its alt text, in ``lang``."""
        drawn = await self._draw(game, "hand", view, names, actions, lang)
        assert not isinstance(drawn, bytes)
        return drawn

    async def rules(self, game: Game[Any, Any, Any], lang: str = SOURCE) -> bytes | None:
        """The annotated setup picture of ``/game rules`` (``Game.render_rules``), labelled in ``lang``."""
        key = (game.id, lang)
        if key not in self._rules:
            drawn = await self._draw(game, "rules", None, [], [], lang)
            assert not isinstance(drawn, Picture)
            self._rules[key] = drawn
        return self._rules[key]

    async def _draw(
        self, game: Game[Any, Any, Any], kind: Kind, view: Any, names: list[str], actions: list[Any], lang: str
    ) -> Picture | bytes | None:
        if kind == "hand" and not game.has_hand_picture:
            return None  # no trip through the pool: there a hand waited behind every table picture
        if self.pool is not None:
            try:
                return await self.pool.run(draw_in_worker, game.id, kind, view, list(names), list(actions), lang)
            except BrokenProcessPool:
                log.exception("picture workers keep dying; drawing this %s picture in a thread", kind)
        return await asyncio.to_thread(_draw, game, kind, view, list(names), list(actions), lang)

    def shutdown(self) -> None:
        if self.pool is not None:
            self.pool.shutdown()
