"""Server settings (issue 37) without Discord: values checked, stored with their log on SQLite and
PostgreSQL alike, kept by the tables opened under them, and how games with AI seats are rated."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime

from bot.ratings import compute
from bot.server_config import ServerConfig, check, encode_channels, parse, table_options
from bot.service import TableService
from db.admin import admin_store
from db.history import FinishedGame, FinishedSeat
from tests.finished_games import play_out


def test_values_are_checked_and_bad_rows_count_as_unset() -> None:
    assert check("pace", "relaxed") and not check("pace", "fast")
    assert check("when_late", "forfeit") and not check("when_late", "kick")
    assert check("channels", "[1, 2]") and not check("channels", '["1"]') and not check("channels", "{")
    assert check("host_role", "") and check("host_role", "77") and not check("host_role", "-3")
    assert check("language", "auto") and check("language", "pl") and not check("language", "xx")
    assert check("ai_ratings", "none") and not check("ai_ratings", "some")
    assert not check("colour", "red")
    assert parse({}) == ServerConfig()
    config = parse({"pace": "fast", "channels": encode_channels([5, 3, 5]), "host_role": "9", "announce": "x"})
    assert config.pace == "daily" and config.channels == (3, 5) and config.host_role == 9 and config.announce is None
    assert config.allows_channel(3) and not config.allows_channel(4) and config.allows_channel(4, parent_id=5)
    assert ServerConfig().allows_channel(123)
    assert table_options(ServerConfig()) == {"server_log": "thread", "server_ratings": "humans"}


async def test_a_change_is_stored_with_who_and_when_and_the_last_ten_are_listed(service: TableService) -> None:
    db = admin_store(service.store)
    assert await db.settings(1) == {} and await db.changes(1) == []
    when = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
    for n in range(12):
        await db.change(1, "pace", "live" if n % 2 else "relaxed", 100 + n, when)
    await db.change(2, "language", "de", 7, when)
    assert await db.settings(1) == {"pace": "live"}
    changes = await db.changes(1)
    assert len(changes) == 10
    assert [c.user_id for c in changes] == list(range(111, 101, -1))  # newest first
    assert changes[0].changed_at == when.isoformat()
    assert await db.all_languages() == {2: "de"}


async def test_a_table_keeps_the_settings_it_was_opened_with(service: TableService) -> None:
    config = parse({"ai_ratings": "all", "play_by_play": "channel"})
    table = await service.open_table("chachapoya", 1, 10, 1, "ana", server=table_options(config))
    await service.join(table.id, 2, "bo")
    await service.start(table.id, 1)
    await play_out(service, table.id, random.Random(3))
    finished = await service.store.finished_games(1, "chachapoya")
    assert finished[0].options["server_ratings"] == "all"
    assert finished[0].options["server_log"] == "channel"


def game(table_id: int, mode: str | None, seats: list[tuple[int | None, int]]) -> FinishedGame:
    """A finished table: (user id or None for an AI, place) per seat."""
    outcome = {"ranks": [place for _, place in seats], "winners": [i for i, (_, p) in enumerate(seats) if p == 1]}
    options = {} if mode is None else {"server_ratings": mode}
    return FinishedGame(
        table_id,
        f"2026-01-01T00:00:{table_id:02d}",
        json.dumps(outcome),
        [FinishedSeat(i, user, None if user else "normal", f"p{i}") for i, (user, _) in enumerate(seats)],
        options,
    )


def test_ai_seats_and_ratings() -> None:
    seats = [(None, 1), (1, 2), (2, 3)]  # the AI won, then Ana, then Bo
    old = compute([game(1, None, seats)])  # a table from before the setting: every seat rated
    assert set(old.players) == {"ai:normal", "u:1", "u:2"}
    humans = compute([game(1, "humans", seats)])
    assert set(humans.players) == {"u:1", "u:2"}
    assert humans.players["u:1"].rating > humans.players["u:2"].rating  # Ana beat Bo among the humans
    assert humans.players["u:1"].wins == 0  # the AI won the table
    alone = compute([game(1, "humans", [(None, 1), (1, 2)])])  # one human and an AI: nothing to rate
    assert alone.players == {} and alone.counted == 0
    none = compute([game(1, "none", seats), game(2, "none", [(1, 2), (2, 1)])])
    assert set(none.players) == {"u:1", "u:2"} and none.counted == 1 and none.players["u:2"].wins == 1
    everyone = compute([game(1, "all", seats)])
    assert everyone.players["ai:normal"].games == 1
