"""The bot's garbage-collection policy: full passes walk only what is new, and nothing leaks for good."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from bot.collector import FreezingCollector


class Cycle:
    """An object that only the cycle collector can free (it refers to itself)."""

    def __init__(self) -> None:
        self.me = self


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Iterator[Clock]:
    yield Clock()


@pytest.fixture
def collector(clock: Clock, nothing_frozen_meanwhile: None) -> Iterator[FreezingCollector]:
    gc.collect()
    collector = FreezingCollector(rescan_every=3600.0, clock=clock)
    collector.install()
    try:
        yield collector
    finally:
        collector.uninstall()  # gc is the whole process's: leave it as it was
    assert collector._on_collect not in gc.callbacks
    assert gc.get_freeze_count() == 0


def test_a_full_pass_freezes_what_survived_it(collector: FreezingCollector) -> None:
    kept = [Cycle() for _ in range(100)]
    gc.collect()
    assert collector.full_passes == 1
    assert gc.get_freeze_count() >= len(kept)  # left out of the next passes
    before = gc.get_freeze_count()
    garbage = weakref.ref(Cycle())  # new after the freeze: the next full pass still frees it
    assert garbage() is not None
    gc.collect()
    assert garbage() is None
    assert gc.get_freeze_count() >= before


def test_a_cycle_dropped_after_its_freeze_is_freed_at_the_next_rescan(
    collector: FreezingCollector, clock: Clock
) -> None:
    old = Cycle()
    gc.collect()  # `old` survives and is frozen
    dropped = weakref.ref(old)
    del old
    gc.collect()
    assert dropped() is not None  # frozen: this pass did not walk it (the price of short passes)
    clock.now += 3600.0
    gc.collect()  # the rescan's turn: everything is unfrozen once...
    assert gc.get_freeze_count() == 0
    gc.collect()  # ...and the next full pass walks the whole heap
    assert dropped() is None


def test_young_collections_freeze_nothing(collector: FreezingCollector) -> None:
    frozen = gc.get_freeze_count()  # what the test process's own collector froze before (tests/conftest.py)
    gc.collect(0)
    gc.collect(1)
    assert collector.full_passes == 0
    assert gc.get_freeze_count() == frozen
