"""Export a finished game and replay it with ``python -m bot.replay_file``: one game of every registered game."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.i18n import english
from bot.replay_file import main
from bot.replays import export_of
from bot.service import TableService
from db.store import SqliteStore
from games import GAMES
from games.contract import Outcome, fill_seat_refs
from games.replay import Export, check_export, report
from tests.finished_games import Ticking, finished_game

ROOT = Path(__file__).resolve().parent.parent


@pytest_asyncio.fixture
async def service(tmp_path: Path) -> AsyncIterator[TableService]:
    store = SqliteStore(tmp_path / "replay.sqlite3")
    await store.open()
    svc = TableService(store, clock=Ticking(), rng=random.Random(3))
    yield svc
    await svc.shutdown()
    await store.close()


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_export_replays_to_the_stored_outcome(service: TableService, tmp_path: Path, game_id: str) -> None:
    players = [101, 102, 103][: max(2, GAMES[game_id].min_players)]
    table = await finished_game(service, game_id, players, seed=5)
    assert table.status == "finished" and table.outcome is not None
    doc = await export_of(service.store, table)
    data = json.loads(doc.model_dump_json())
    assert set(data) >= {"game", "version", "options", "seed", "seats", "actions", "outcome"}
    assert [s["name"] for s in data["seats"]] == [f"user{u}" for u in players]
    assert data["version"] == len(data["actions"]) == table.version
    path = tmp_path / f"{game_id}.json"
    path.write_text(doc.model_dump_json(indent=2))

    done = subprocess.run(
        [sys.executable, "-m", "bot.replay_file", str(path)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "OK:" in out and "Final scores:" in out
    stored = Outcome.model_validate_json(table.outcome)
    names = [f"user{u}" for u in players]
    for seat, score in enumerate(stored.scores):  # every player's stored final score is printed
        assert f"{names[seat]}: {int(score) if float(score).is_integer() else score}" in out
    # each step's public lines are printed, names filled in, e.g. the last action's
    checked = check_export(Export.model_validate(data), GAMES)
    for line in checked.steps[-1].lines:
        assert fill_seat_refs(english(line), names) in out


async def test_a_tampered_export_is_caught(service: TableService, tmp_path: Path) -> None:
    table = await finished_game(service, "chachapoya", [101, 102], seed=2)
    doc = await export_of(service.store, table)
    assert doc.outcome is not None
    doc.outcome["scores"] = [s + 1 for s in doc.outcome["scores"]]  # claim other scores
    checked = check_export(doc, GAMES)
    assert checked.problems and "differs from the stored one" in checked.problems[0]
    assert "MISMATCH" in report(doc, checked, GAMES, english)
    path = tmp_path / "forged.json"
    path.write_text(doc.model_dump_json())
    assert main([str(path)]) == 1

    doc = await export_of(service.store, table)
    doc.actions = doc.actions[:-1]  # the game no longer reaches its end
    doc.version -= 1
    assert check_export(doc, GAMES).problems


def test_unreadable_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nonsense.json"
    path.write_text("{not json")
    assert main([str(path)]) == 2
    assert "cannot read" in capsys.readouterr().err
