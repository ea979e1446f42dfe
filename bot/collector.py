"""Garbage collection for a long-running bot: full collections that walk only what is new.

CPython frees most objects by reference counting; its cycle collector is for the rest. Its
full (oldest-generation) pass walks every tracked object with the event loop stopped: with a
thousand live tables in one process that is hundreds of thousands of objects, and `make bench`
measured a 0.4–0.5 s stop about every 12 s at 20 clicks/s (every click arriving meanwhile waited).

Here the survivors of each full pass are frozen (``gc.freeze``: left out of later passes), so the
next full pass walks only what survived since: a few tens of milliseconds. Frozen objects are
still freed by reference counting; only a garbage *cycle* among them would wait, so once every
``rescan_every`` seconds everything is unfrozen and the next full pass walks the whole heap
(one long pause every few hours instead of one every few seconds).
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any

OLDEST = 2  # CPython's oldest generation: a collection of it is a full pass

#: how often a full pass walks every object again (cycles among old objects are collected then)
RESCAN_SECONDS = 6 * 3600.0


class FreezingCollector:
    """Installed once per bot process (``python -m bot``), never in tests' shared processes."""

    def __init__(self, rescan_every: float = RESCAN_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        self.rescan_every = rescan_every
        self.clock = clock
        self.since = clock()  # the last time everything was unfrozen
        self.full_passes = 0

    def install(self) -> None:
        if self._on_collect not in gc.callbacks:
            gc.callbacks.append(self._on_collect)

    def uninstall(self) -> None:
        """Stop freezing and give every frozen object back to the collector."""
        self.pause()
        gc.unfreeze()

    def pause(self) -> None:
        """Stop freezing; what is frozen stays frozen until ``install`` and a rescan, or ``uninstall``."""
        if self._on_collect in gc.callbacks:
            gc.callbacks.remove(self._on_collect)

    def _on_collect(self, phase: str, info: dict[str, Any]) -> None:
        if phase != "stop" or info["generation"] != OLDEST:
            return
        self.full_passes += 1
        now = self.clock()
        if now - self.since >= self.rescan_every:
            self.since = now
            gc.unfreeze()  # back in the oldest generation: the next full pass walks them all once
        else:
            gc.freeze()
