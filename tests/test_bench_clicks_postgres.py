"""bench/clicks.py's second set-up, a gateway and a worker process on PostgreSQL, deals its tables and measures
clicks: it stopped at the deal's first click ("bot did not settle while advancing time"), so `make bench`
printed it as "not measured", and nothing noticed."""

from __future__ import annotations

from pathlib import Path

from bench import clicks
from bot import Settings


async def test_the_gateway_and_worker_set_up_measures_clicks(pg_url: str, tmp_path: Path) -> None:
    settings = Settings(
        _env_file=None,  # type: ignore[call-arg]
        database_path=tmp_path / "unused.sqlite3",
        database_url=pg_url,
        play_ai=False,  # the worker process plays the AI seats
        ai_pause_seconds=0,
    )
    with clicks._worker(pg_url):
        rows = await clicks._one_bot(settings, 3, 1, (20,), 1.0, 1, with_threads=False)
    ((label, acks, hands, lags, unanswered, *_),) = rows
    assert label.startswith("gateway + worker, PostgreSQL")
    assert acks and hands and lags, "clicks were made, acknowledged and their hands shown"
    assert unanswered == 0
