"""Ratings (openskill Plackett–Luce) recomputed from stored outcomes, per server and game."""

from __future__ import annotations

import asyncio
import itertools
import random
from typing import Any

import pytest

from bot.ratings import TARGET, RatingBook, compute
from bot.seasons import season_ratings
from bot.service import TableService
from games.contract import Outcome
from tests.finished_games import finished_game, seat_table

GAME = "chachapoya"


def winner_and_loser(outcome_json: str | None, users: list[int]) -> tuple[int, int]:
    outcome = Outcome.model_validate_json(outcome_json or "")
    best = min(range(len(users)), key=lambda s: outcome.ranks[s])
    worst = max(range(len(users)), key=lambda s: outcome.ranks[s])
    assert outcome.ranks[best] < outcome.ranks[worst], "a tie: pick another seed"
    return users[best], users[worst]


async def test_winner_rises_loser_falls(service: TableService) -> None:
    book = RatingBook(service.store)
    table = await finished_game(service, GAME, [1, 2], seed=3)
    winner, loser = winner_and_loser(table.outcome, [1, 2])
    ratings = await book.ratings(1, GAME)
    assert ratings.players[f"u:{winner}"].rating > TARGET > ratings.players[f"u:{loser}"].rating
    before = {k: p.rating for k, p in ratings.players.items()}

    table = await finished_game(service, GAME, [1, 2], seed=4)  # a second game: ratings move from there
    winner, loser = winner_and_loser(table.outcome, [1, 2])
    ratings = await book.ratings(1, GAME)
    assert ratings.players[f"u:{winner}"].rating > before[f"u:{winner}"]
    assert ratings.players[f"u:{loser}"].rating < before[f"u:{loser}"]
    assert ratings.counted == 2 and ratings.players[f"u:{winner}"].games == 2


async def test_recomputation_gives_the_same_figures(service: TableService) -> None:
    book = RatingBook(service.store)
    for seed, users in enumerate(([1, 2, 3], [2, 3], [1, 3], [3, 1, 2])):
        await finished_game(service, GAME, users, seed=seed)
        await book.ratings(1, GAME)  # caught up game by game, as the bot does
    cached = await book.ratings(1, GAME)
    fresh = compute(await service.store.finished_games(1, GAME))
    again = await RatingBook(service.store).ratings(1, GAME)  # a restarted bot
    figures = {k: (p.mu, p.sigma, p.games, p.wins) for k, p in cached.players.items()}
    assert figures == {k: (p.mu, p.sigma, p.games, p.wins) for k, p in fresh.players.items()}
    assert figures == {k: (p.mu, p.sigma, p.games, p.wins) for k, p in again.players.items()}
    assert cached.history["u:1"] == again.history["u:1"]


async def test_a_cancelled_game_changes_nothing(service: TableService) -> None:
    book = RatingBook(service.store)
    await finished_game(service, GAME, [1, 2], seed=3)
    before = {k: (p.mu, p.sigma, p.games) for k, p in (await book.ratings(1, GAME)).players.items()}
    table_id = await seat_table(service, GAME, [1, 2])
    await service.start(table_id, 1)
    for _ in range(10):  # ten moves, then the host ends the game
        table = await service.table(table_id)
        game = service.game(GAME)
        seat = min(game.waiting_for(await service.state_of(table)))
        await service.act(table_id, table.seats[seat].user_id or 0, 0, table.decisions.get(seat, table.version))
    await service.cancel(table_id, 1)
    after = await book.ratings(1, GAME)
    assert {k: (p.mu, p.sigma, p.games) for k, p in after.players.items()} == before
    assert after.counted == 1


async def test_a_game_every_human_left_does_not_count(service: TableService) -> None:
    book = RatingBook(service.store)
    await finished_game(service, GAME, [1, 2], seed=3)
    before = {k: (p.mu, p.sigma, p.games) for k, p in (await book.ratings(1, GAME)).players.items()}
    table_id = await seat_table(service, GAME, [1, 2])
    await service.start(table_id, 1)
    await service.leave_game(table_id, 1)
    await service.leave_game(table_id, 2)  # AIs finish the game
    await service.wait_idle()
    assert (await service.table(table_id)).status == "finished"
    after = await book.ratings(1, GAME)
    assert {k: (p.mu, p.sigma, p.games) for k, p in after.players.items()} == before
    assert after.seen == 2 and after.counted == 1


async def test_ai_seats_rate_as_one_player_per_level(service: TableService) -> None:
    table_id = await seat_table(service, GAME, [1])
    await service.add_ai(table_id, 1, "easy")
    await service.add_ai(table_id, 1, "easy")
    await service.start(table_id, 1)

    async def human_moves() -> None:
        while (await service.table(table_id)).status == "running":
            await service.wait_idle()
            table = await service.table(table_id)
            if table.status != "running":
                return
            await play_one(service, table_id)

    await human_moves()
    ratings = await RatingBook(service.store).ratings(1, GAME)
    assert set(ratings.players) == {"u:1", "ai:easy"}
    assert ratings.players["ai:easy"].games == 1 and ratings.players["ai:easy"].name == "AI (easy)"


async def play_one(service: TableService, table_id: int) -> None:
    """One human decision (the only human is user 1), if one is awaited."""
    table = await service.table(table_id)
    game = service.game(table.game)
    state = await service.state_of(table)
    if 0 not in game.waiting_for(state):
        return
    actions = game.legal_actions(state, 0)
    pick = game.heuristic_action(game.view(state, 0), actions, random.Random(table.version))
    await service.act(
        table_id, 1, actions.index(pick) if pick is not None else 0, table.decisions.get(0, table.version)
    )


async def test_leaderboard_places_share_ties(service: TableService) -> None:
    await finished_game(service, GAME, [1, 2, 3], seed=1)
    ratings = await RatingBook(service.store).ratings(1, GAME)
    board = ratings.leaderboard()
    assert [p.rating for _, p in board] == sorted((p.rating for _, p in board), reverse=True)
    for (place_a, a), (place_b, b) in itertools.pairwise(board):
        assert (place_a == place_b) == (a.rating == b.rating)
    other_server = await RatingBook(service.store).ratings(2, GAME)
    assert other_server.players == {}


def test_the_rating_chart_is_a_png_that_grows_with_its_legend() -> None:
    from io import BytesIO

    from PIL import Image

    from bot.rating_plot import rating_chart

    empty = Image.open(BytesIO(rating_chart("Ana", [])))
    one = Image.open(BytesIO(rating_chart("Ana", [("Chachapoya", [1000, 1137])])))
    many = Image.open(BytesIO(rating_chart("Ana", [(f"Game number {i}", [1000, 990 + i]) for i in range(5)])))
    assert empty.format == one.format == "PNG" and one.size == (800, 460)
    assert many.size[0] == 800 and many.size[1] > one.size[1]  # legend rows wrap below the plot


async def test_a_game_nobody_won_counts_as_played_by_all_won_by_none(service: TableService) -> None:
    """Der Schatz der Inka, RULINGS 21: "After 150 rounds without a winner nobody wins (`winners=[]`)."
    Ratings, stats, the final table and the history page count it as played by every seat, won by none."""
    from cogs.history import history_embed
    from cogs.ui import finished_embed
    from games import GAMES
    from games.inka import components as C
    from games.inka.scenario import position
    from games.inka.transitions import end_turn

    capped = position(2, at={0: "K13", 1: "A1"})
    capped.round, capped.current = C.ROUND_CAP, 1
    end_turn(capped, [])
    nobody = GAMES["inka"].outcome(capped)
    assert nobody is not None
    table = await finished_game(service, GAME, [1, 2], seed=3)  # any finished table, given the cap's result
    store: Any = service.store
    if hasattr(store, "_exec"):  # SQLite
        await store._exec("UPDATE tables SET outcome = ? WHERE id = ?", (nobody.model_dump_json(), table.id))
    else:  # PostgreSQL
        await store._execute("UPDATE tables SET outcome = $1 WHERE id = $2", nobody.model_dump_json(), table.id)

    ratings = await RatingBook(service.store).ratings(1, GAME)
    assert ratings.counted == 1
    assert {k: (p.games, p.wins) for k, p in ratings.players.items()} == {"u:1": (1, 0), "u:2": (1, 0)}
    for user in (1, 2):
        [stats] = await service.store.player_stats(1, user)
        assert (stats.played, stats.won) == (1, 0)

    table = await service.table(table.id)
    final = finished_embed(GAMES["inka"], table, nobody, None, with_image=False)
    assert final.description is not None
    assert final.description.startswith("🏆 Nobody won.") and "🥇" not in final.description
    page = history_embed([table], 1, 0, "History", lambda _: nobody)
    assert "🏆 Nobody won." in page.fields[0].value and "Winner" not in page.fields[0].value


async def test_a_long_recompute_lets_other_work_run_between_slices(monkeypatch: Any) -> None:
    """Issue 40: after a restart the first leaderboard of a busy server rates every game it ever
    finished (100,000s: seconds of CPU); clicks must be served meanwhile, not wait for the end."""
    from bot import ratings as module
    from db.history import FinishedGame, FinishedSeat
    from db.stored_ratings import StoredRatings

    monkeypatch.setattr(module, "RATE_SLICE", 10)
    games = [
        FinishedGame(
            i,
            f"2026-01-01T00:{i // 60:02d}:{i % 60:02d}",
            '{"ranks": [1, 2], "winners": [0]}',
            [FinishedSeat(0, 1 + i % 3, None, "a"), FinishedSeat(1, 4, None, "b")],
        )
        for i in range(1, 101)
    ]

    class Store:
        async def count_finished(self, guild_id: int, game: str, *, through: tuple[str, int]) -> int:
            return len(games)

        async def finished_games(self, guild_id: int, game: str, *, after: Any = None, limit: Any = None) -> list[Any]:
            return games if after is None else []

        async def load_ratings(self, guild_id: int, game: str) -> StoredRatings:
            return StoredRatings()  # nothing stored: every game is rated

        async def save_ratings(self, write: Any) -> int:
            return 1

    ticks = 0

    async def clicks() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    clicking = asyncio.create_task(clicks())
    await asyncio.sleep(0)
    before = ticks
    ratings = await RatingBook(Store()).ratings(1, GAME)
    during = ticks - before
    clicking.cancel()
    assert ratings.counted == 100
    assert during >= 9, f"other work ran {during} times while 100 games were rated"


async def test_a_seasons_ratings_rate_the_games_that_ended_within_it(
    service: TableService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read and rated a page at a time as the server's own (pages of two here): from the season's start,
    included, to its end, excluded."""
    from bot import ratings as module

    monkeypatch.setattr(module, "RATE_PAGE", 2)
    for i in range(6):
        await finished_game(service, GAME, [1 + i % 3, 4], seed=i)
    games = await service.store.finished_games(1, GAME)
    start, end = games[1].ended_at, games[5].ended_at
    season = await season_ratings(service.store, 1, GAME, start, end)
    expected = compute(games[1:5])
    assert season.counted == 4 and set(season.players) == set(expected.players)
    assert {k: (p.mu, p.sigma, p.games) for k, p in season.players.items()} == {
        k: (p.mu, p.sigma, p.games) for k, p in expected.players.items()
    }
