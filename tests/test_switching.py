"""The bot process hands the interpreter to its other threads (the store's) within 0.5 ms, not CPython's 5."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import bot.__main__ as entry
import bot.playground
from bot.collector import FreezingCollector
from bot.switching import SWITCH_SECONDS, hand_over_sooner


@pytest.fixture
def switch_interval_kept() -> Iterator[None]:
    before = sys.getswitchinterval()
    yield
    sys.setswitchinterval(before)


def test_hand_over_sooner_sets_the_interval_and_returns_the_one_before(switch_interval_kept: None) -> None:
    sys.setswitchinterval(0.005)
    assert hand_over_sooner() == pytest.approx(0.005)
    assert sys.getswitchinterval() == pytest.approx(SWITCH_SECONDS)
    assert SWITCH_SECONDS <= 0.001


def test_python_m_bot_runs_with_the_short_interval(
    switch_interval_kept: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen: list[float] = []

    async def playground(settings: object) -> None:  # what the playground would run with
        seen.append(sys.getswitchinterval())

    sys.setswitchinterval(0.005)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "bot.sqlite3"))
    monkeypatch.setattr(bot.playground, "run_playground", playground)
    monkeypatch.setattr(FreezingCollector, "install", lambda self: None)  # not in a shared test process
    entry.main([])
    assert seen == [pytest.approx(SWITCH_SECONDS)]
