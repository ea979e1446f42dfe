"""What the worker processes' fork server readies once, before it forks any worker.

``bot.workers`` starts its pools' workers from a fork server (``multiprocessing``'s "forkserver"), and
the server imports the modules named by ``set_forkserver_preload`` before its first fork. Every
worker then starts with what this module did already done, instead of doing it itself:

- the games, the AI and the workers' jobs imported (``bot.ai_pool``'s and ``bot.pictures``' functions:
  about half a second);
- every language's catalogue read (``i18n.warm``: about 1.3 s of parsing on a quiet machine).

A picture worker read the catalogues as it started (``PicturePool.prepare``), each worker in its
turn: ``make test`` starts some 40 pool workers, about 55 s of CPU. The server is started once per
process that owns pools, so the bot pays for it once and a replaced worker starts at once.
``PicturePool.prepare`` stays: it is a no-op once the catalogues are read, and reads them if this
preload could not run.
"""

from __future__ import annotations

import logging

import games.ai  # noqa: F401  (the registry, every engine and the AI)
from bot import ai_pool, i18n, pictures  # noqa: F401  (what the workers' jobs are)

try:
    i18n.warm()
except Exception:  # the fork server must start: an exception here would end it, and every pool with it
    logging.getLogger(__name__).exception("catalogues not read ahead; each picture worker reads them")
