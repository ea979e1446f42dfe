"""Ratings stored between restarts (issue 40, migration 014): the first leaderboard after a restart
reads them instead of rating every game again, and they always equal a full replay of the games."""

from __future__ import annotations

from typing import Any

import pytest

from bot.privacy import Privacy
from bot.ratings import Rater, RatingBook, Ratings, compute
from bot.service import TableService
from db.store import Store
from db.stored_ratings import RatingWrite
from tests.finished_games import finished_game
from tests.pg_fixtures import sql

GAME = "chachapoya"
ZO = 4242424242424242


@pytest.fixture
def rated(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The ids of the games a RatingBook rates from here on (a replay by ``compute`` is not counted)."""
    seen: list[int] = []

    class Counting(Rater):
        def apply(self, ratings: Ratings, game: Any) -> list[str]:
            seen.append(game.id)
            return super().apply(ratings, game)

    init = RatingBook.__init__

    def counting_book(self: RatingBook, store: Any) -> None:
        init(self, store)
        self.rater = Counting()

    monkeypatch.setattr(RatingBook, "__init__", counting_book)
    return seen


def figures(ratings: Ratings) -> dict[str, tuple[str, float, float, int, int]]:
    return {k: (p.name, p.mu, p.sigma, p.games, p.wins) for k, p in ratings.players.items()}


async def replayed(store: Store, guild: int = 1) -> Ratings:
    return compute(await store.finished_games(guild, GAME))


async def test_a_restarted_bot_reads_stored_ratings_equal_to_a_replay(service: TableService, rated: list[int]) -> None:
    store = service.store
    players = ([1, 2, 3], [2, 3], [3, 1])
    ids = [(await finished_game(service, GAME, users, seed=s)).id for s, users in enumerate(players)]
    first = await RatingBook(store).ratings(1, GAME, history=False)
    assert rated == ids and first.counted == 3
    rated.clear()

    restarted = await RatingBook(store).ratings(1, GAME, history=False)
    assert rated == [], "the first leaderboard after a restart rated games again"
    assert figures(restarted) == figures(await replayed(store)) and (restarted.seen, restarted.counted) == (3, 3)
    assert [place for place, _ in restarted.leaderboard()] == [place for place, _ in first.leaderboard()]

    later = (await finished_game(service, GAME, [1, 2], seed=7)).id  # a game finishes while the bot is down
    again = await RatingBook(store).ratings(1, GAME, history=False)
    assert rated == [later], "only the game finished since the stored mark is rated"
    assert figures(again) == figures(await replayed(store)) and again.counted == 4
    assert figures(await RatingBook(store).ratings(1, GAME, history=False)) == figures(again)


async def test_a_chart_after_a_restart_still_has_every_game(service: TableService) -> None:
    store = service.store
    for seed in range(3):
        await finished_game(service, GAME, [1, 2], seed=seed)
    book = RatingBook(store)
    await book.ratings(1, GAME, history=False)
    full = await book.ratings(1, GAME)  # /game stats draws each one's rating game by game
    assert len(full.history["u:1"]) == 3 and full.complete
    restarted = await RatingBook(store).ratings(1, GAME)
    assert [p.rating for p in restarted.history["u:1"]] == [p.rating for p in full.history["u:1"]]


async def test_a_stored_copy_the_games_no_longer_match_is_rebuilt(service: TableService, rated: list[int]) -> None:
    store = service.store
    for seed in range(2):
        await finished_game(service, GAME, [1, 2], seed=seed)
    await RatingBook(store).ratings(1, GAME, history=False)
    # a game that finished "before" the stored mark (clock skew between processes, a restored backup)
    late = await finished_game(service, GAME, [2, 3], seed=5)
    await sql(store, "UPDATE tables SET ended_at = ? WHERE id = ?", "2000-01-01T00:00:00+00:00", late.id)
    rated.clear()
    restarted = await RatingBook(store).ratings(1, GAME, history=False)
    assert len(rated) == 3, "every game is rated again"
    assert figures(restarted) == figures(await replayed(store)) and "u:3" in restarted.players


async def test_a_forgotten_player_is_renamed_in_the_stored_ratings_as_in_a_replay(service: TableService) -> None:
    store = service.store
    await finished_game(service, GAME, [1, ZO], seed=1)
    await finished_game(service, GAME, [ZO, 2], seed=2)
    await finished_game(service, GAME, [1, 2], seed=3, guild=2)  # another server: untouched
    book = RatingBook(store)
    before = figures(await book.ratings(1, GAME, history=False))
    await book.ratings(2, GAME, history=False)
    await Privacy(service, book).forget(ZO, [f"user{ZO}"])
    book.forget()  # what cogs.privacy does once a forget is done

    rows = await sql(store, "SELECT player, name FROM ratings")
    assert not [r for r in rows if str(ZO) in r[0] or str(ZO) in r[1]], "the stored ratings still name her"
    for fresh in (RatingBook(store), book):  # a restarted bot, and the one that forgot
        after = figures(await fresh.ratings(1, GAME, history=False))
        assert after == figures(await replayed(store))
        (alias,) = [k for k in after if k.startswith("u:-")]
        others = {k: v for k, v in before.items() if k != f"u:{ZO}"}
        assert after.pop(alias)[1:] == before[f"u:{ZO}"][1:] and after == others


async def test_a_write_over_a_copy_that_moved_on_stands_down(service: TableService) -> None:
    store = service.store
    await finished_game(service, GAME, [1, 2], seed=1)
    write = RatingWrite(1, GAME, expected=0, seen=1, counted=1, mark=("x", 1), players=[], replace=True)
    assert await store.save_ratings(write) == 1
    assert await store.save_ratings(write) is None, "a second writer that read version 0 overwrote version 1"
    stored = await store.load_ratings(1, GAME)
    assert (stored.version, stored.seen, stored.mark) == (1, 1, ("x", 1))
