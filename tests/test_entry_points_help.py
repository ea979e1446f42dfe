"""Every ``python -m`` entry point answers ``--help``: usage, its arguments and the settings it reads, exit 0.

Each one is run as a user would (a subprocess from the project root, with a timeout), so a module that
ignored its arguments and started its real work (the bot, a benchmark, a cluster) fails here by
timing out or by printing something other than a usage.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.config import Settings

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 60  # seconds: imports only; starting the real work would take longer or never end

#: module -> words its --help must show (its real arguments and the environment settings it reads)
ENTRY_POINTS: dict[str, list[str]] = {
    "bot": ["DISCORD_TOKEN", "DATABASE_PATH", "DATABASE_URL", "ROLE"],
    "bot.replay_file": ["FILE.json"],
    "games.arena": [
        "--games",
        "--quick",
        "--full",
        "--iterations",
        "--players",
        "--matchup",
        "--jobs",
        "--game",
        "--results",
    ],
    "bench": ["BENCH_GATEWAY_WORKER", "TEST_DATABASE_URL", "PG_BIN"],
    "bench.acting": [],
    "bench.ai_decisions": [],
    "bench.clicks": ["--small", "BENCH_GATEWAY_WORKER", "TEST_DATABASE_URL", "PG_BIN"],
    "bench.engines": [],
    "bench.gil_convoy": [],
    "bench.history": [],
    "bench.hints": ["--games", "--decisions", "--game", "--show"],
    "bench.timers": [],
    "bench.inka_moves": [],
    "bench.playout_coverage": ["game", "players", "--games", "--check"],
    "bench.memory": ["--tables"],
    "bench.own_move": [],
    "bench.pachamama_landgen": ["--seeds"],
    "bench.palette": [],
    "bench.pg_acting": ["TEST_DATABASE_URL", "DATABASE_URL", "PG_BIN"],
    "bench.pictures": [],
    "bench.startup": [],
    "tests.pg_cluster": ["COMMAND", "TEST_DATABASE_URL", "PG_BIN"],
    "tests.crash_driver": ["DB", "ACKS", "SEED", "--finish"],
    "tests.deadline_worker": ["URL", "LEASE_SECONDS"],
    "tests.playground_driver": ["--full", "--moves", "--cores", "--cold"],
    "tests.zygote": ["MODULE"],
}


def _env(tmp_path: Path) -> dict[str, str]:
    """No token and a database path of our own: if the bot started anyway, it would show there."""
    env = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DATABASE_URL", "ROLE", "SHARD_IDS"}}
    env["DATABASE_PATH"] = str(tmp_path / "data" / "must-not-exist.sqlite3")
    env["PLAYGROUND_PORT"] = "0"
    return env


def _run(module: str, *args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            [sys.executable, "-m", module, *args],
            cwd=ROOT,
            env=_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"python -m {module} {' '.join(args)} was still running after {TIMEOUT} s: {exc.stdout!r}")


def test_every_tool_with_a_main_block_is_listed() -> None:
    """A new script under bench/ or games/ with a ``__main__`` block gets a --help test too."""
    found = {"bot", "bench"}
    for folder in ("bench", "games"):
        for path in (ROOT / folder).glob("*.py"):
            source = path.read_text(encoding="utf-8")
            if path.name != "__main__.py" and re.search(r'^if __name__ == "__main__":', source, re.MULTILINE):
                found.add(f"{folder}.{path.stem}")
    assert found <= set(ENTRY_POINTS), sorted(found - set(ENTRY_POINTS))


@pytest.mark.parametrize("module", list(ENTRY_POINTS))
def test_help_prints_usage_arguments_and_settings(module: str, tmp_path: Path) -> None:
    done = _run(module, "--help", tmp_path=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("usage: python -m "), done.stdout[:500] + done.stderr[-2000:]
    for word in ENTRY_POINTS[module]:
        assert word in done.stdout, f"{word} missing from:\n{done.stdout}"
    assert not (tmp_path / "data").exists()  # nothing was started or created


def test_bot_help_lists_every_setting_and_starts_nothing(tmp_path: Path) -> None:
    began = time.monotonic()
    done = _run("bot", "--help", tmp_path=tmp_path)
    took = time.monotonic() - began
    assert done.returncode == 0, done.stdout + done.stderr
    assert took < 20, f"python -m bot --help took {took:.1f} s"
    assert not (tmp_path / "data").exists()  # no database opened, no playground
    assert "playground" not in done.stderr.lower() and "http://127.0.0.1" not in done.stdout
    for name in Settings.model_fields:
        assert re.search(rf"\b{name.upper()}\b", done.stdout), f"{name.upper()} missing from:\n{done.stdout}"


def test_bot_help_gives_every_setting_a_meaning() -> None:
    from bot.__main__ import SETTING_MEANINGS

    assert set(SETTING_MEANINGS) == set(Settings.model_fields)
    assert all(meaning.strip() and "\n" not in meaning for meaning in SETTING_MEANINGS.values())


def test_bot_refuses_an_unknown_argument_with_exit_2(tmp_path: Path) -> None:
    done = _run("bot", "--no-such-option", tmp_path=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "unrecognized arguments: --no-such-option" in done.stderr
    assert done.stderr.startswith("usage: python -m bot")
    assert not (tmp_path / "data").exists()


def test_replay_help_is_not_read_as_a_file_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bot.replay_file import main

    with pytest.raises(SystemExit) as exited:
        main(["--help"])
    assert exited.value.code == 0
    out, err = capsys.readouterr()
    assert out.startswith("usage: python -m bot.replay_file") and "cannot read" not in out + err
    done = _run("bot.replay_file", "--help", tmp_path=tmp_path)
    assert done.returncode == 0 and "cannot read --help" not in done.stderr, done.stderr


def test_replay_still_reports_an_unreadable_file_with_exit_2(tmp_path: Path) -> None:
    done = _run("bot.replay_file", str(tmp_path / "missing.json"), tmp_path=tmp_path)
    assert done.returncode == 2 and "cannot read" in done.stderr, done.stdout + done.stderr
