"""A table opened with hints on is unrated (issue 36), on SQLite and PostgreSQL alike."""

from __future__ import annotations

import random

from bot.ratings import RatingBook
from bot.service import TableService
from tests.finished_games import finished_game, play_out

GAME = "capybara"


async def test_a_finished_hint_table_changes_no_rating(service: TableService) -> None:
    book = RatingBook(service.store)
    await finished_game(service, GAME, [1, 2], seed=3)
    before = {k: (p.mu, p.sigma, p.games) for k, p in (await book.ratings(1, GAME)).players.items()}

    table = await service.open_table(GAME, 1, 10, 1, "user1", hints=True)
    assert table.options.get("hints") is True
    await service.join(table.id, 2, "user2")
    await service.start(table.id, 1)
    finished = await play_out(service, table.id, random.Random(4))
    assert finished.status == "finished"

    after = await book.ratings(1, GAME)
    assert {k: (p.mu, p.sigma, p.games) for k, p in after.players.items()} == before
    assert after.seen == 2 and after.counted == 1

    await finished_game(service, GAME, [1, 2], seed=5)  # a table without hints counts again
    assert (await book.ratings(1, GAME)).counted == 2


async def test_a_table_without_hints_stores_no_hints_option(service: TableService) -> None:
    table = await service.open_table(GAME, 1, 10, 1, "user1")
    assert "hints" not in table.options
