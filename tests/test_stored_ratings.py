"""Ratings stored between restarts (issue 40, migrations 014 and 015): the first leaderboard and the first
/game stats chart after a restart read them instead of rating every game again, and they always equal a
full replay of the games."""

from __future__ import annotations

from typing import Any

import pytest

from bot import ratings as ratings_module
from bot.privacy import Privacy
from bot.ratings import Rater, RatingBook, Ratings, compute
from bot.service import TableService
from db.privacy import FORMER_PLAYER
from db.store import Store
from db.stored_ratings import RatingWrite
from tests.finished_games import finished_game, seat_table
from tests.pg_fixtures import sql
from tests.test_ratings import play_one

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


def chart(ratings: Ratings, player: str) -> list[int]:
    """A player's shown rating after each of their games, as a replay of every game gives it."""
    return list(ratings.history.get(player, []))


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
    assert restarted.history["u:1"] == full.history["u:1"]


async def test_the_stats_chart_after_a_restart_is_read_not_rated_again(service: TableService, rated: list[int]) -> None:
    store = service.store
    for seed, users in enumerate(([1, 2, 3], [2, 3], [3, 1])):
        await finished_game(service, GAME, users, seed=seed)
    await RatingBook(store).ratings(1, GAME, history=False)  # a leaderboard stored them
    rated.clear()

    restarted = RatingBook(store)
    replay = await replayed(store)
    for player in ("u:1", "u:2", "u:3"):
        assert await restarted.series(1, GAME, player) == chart(replay, player)
    assert len(chart(replay, "u:3")) == 3 and await restarted.series(1, GAME, "u:4") == []
    assert rated == [], "the first /game stats after a restart rated every game again"

    later = (await finished_game(service, GAME, [1, 2], seed=7)).id  # finished while the bot was down
    replay = await replayed(store)
    assert await RatingBook(store).series(1, GAME, "u:1") == chart(replay, "u:1")
    assert rated == [later], "only the game finished since the stored mark is rated"
    rated.clear()
    restarted = RatingBook(store)  # the new game's points were added to the stored charts
    assert [await restarted.series(1, GAME, p) for p in ("u:1", "u:2", "u:3")] == [
        chart(replay, p) for p in ("u:1", "u:2", "u:3")
    ]
    assert len(chart(replay, "u:1")) == 3 and rated == []


async def test_a_leaderboard_keeps_no_game_by_game_ratings_in_memory(service: TableService) -> None:
    """A busy server's game-by-game ratings are half a million points a game (187 MiB resident at 161,844
    games, ``python -m bench.history``): once stored, they are read from storage for a chart."""
    store = service.store
    for seed in range(3):
        await finished_game(service, GAME, [1, 2], seed=seed)
    book = RatingBook(store)
    cached = await book.ratings(1, GAME, history=False)
    assert cached.counted == 3 and not any(cached.history.values()), "every game's ratings kept in memory"
    await finished_game(service, GAME, [2, 1], seed=4)
    assert not any((await book.ratings(1, GAME, history=False)).history.values())
    replay = await replayed(store)
    assert [await book.series(1, GAME, p) for p in ("u:1", "u:2")] == [chart(replay, p) for p in ("u:1", "u:2")]


async def test_a_busy_servers_games_are_read_and_rated_a_page_at_a_time(
    service: TableService, rated: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    store = service.store
    monkeypatch.setattr(ratings_module, "RATE_PAGE", 2)
    ids = [(await finished_game(service, GAME, [1 + s % 3, 4], seed=s)).id for s in range(5)]
    # three that ended at the same moment: the pages go on by table id, across a page's end
    await sql(store, "UPDATE tables SET ended_at = ? WHERE id IN (?, ?, ?)", "2026-06-01T00:00:00+00:00", *ids[1:4])
    ids = [*ids[:1], *ids[4:], *ids[1:4]]  # finished order: (ended_at, id)
    paged = await RatingBook(store).ratings(1, GAME, history=False)
    assert rated == ids, "every game rated once, in finished order"
    assert figures(paged) == figures(await replayed(store)) and paged.counted == 5


async def test_an_ai_levels_chart_has_one_rating_a_game_after_a_restart(
    service: TableService, rated: list[int]
) -> None:
    store = service.store
    book = RatingBook(store)
    for _ in range(2):  # two AI seats of one level play as one player, a point a game
        table_id = await seat_table(service, GAME, [1])
        await service.add_ai(table_id, 1, "easy")
        await service.add_ai(table_id, 1, "easy")
        await service.start(table_id, 1)
        while (await service.table(table_id)).status == "running":
            await service.wait_idle()
            await play_one(service, table_id)
        await book.ratings(1, GAME, history=False)  # the first rates it from scratch, the second adds to it
    rated.clear()
    replay = await replayed(store)
    restarted = RatingBook(store)
    assert await restarted.series(1, GAME, "ai:easy") == chart(replay, "ai:easy") and len(chart(replay, "ai:easy")) == 2
    assert await restarted.series(1, GAME, "u:1") == chart(replay, "u:1")
    assert rated == []


async def test_charts_stored_before_they_were_kept_are_rated_again_once(
    service: TableService, rated: list[int]
) -> None:
    store = service.store
    ids = [(await finished_game(service, GAME, [1, 2], seed=seed)).id for seed in range(2)]
    await RatingBook(store).ratings(1, GAME, history=False)
    await sql(store, "UPDATE ratings SET series = NULL")  # rows written before migration 015
    ids.append((await finished_game(service, GAME, [2, 1], seed=3)).id)  # its points go after the unknown ones
    rated.clear()
    replay = await replayed(store)
    assert await RatingBook(store).series(1, GAME, "u:2") == chart(replay, "u:2") and len(chart(replay, "u:2")) == 3
    # the new game caught up (its points appended to the unknown ones), then every game rated again
    assert rated == [ids[2], *ids], "a chart whose start is not known is drawn from every game"
    rated.clear()
    assert await RatingBook(store).series(1, GAME, "u:1") == chart(replay, "u:1")
    assert rated == [], "the games rated again stored every chart whole"


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


async def test_a_forgotten_player_is_renamed_in_the_stored_ratings_as_in_a_replay(
    service: TableService, rated: list[int]
) -> None:
    store = service.store
    await finished_game(service, GAME, [1, ZO], seed=1)
    await finished_game(service, GAME, [ZO, 2], seed=2)
    await finished_game(service, GAME, [1, 2], seed=3, guild=2)  # another server: untouched
    book = RatingBook(store)
    before = figures(await book.ratings(1, GAME, history=False))
    await book.ratings(2, GAME, history=False)
    rated.clear()
    await Privacy(service, book).forget(ZO, [f"user{ZO}"])
    book.forget()  # what cogs.privacy does once a forget is done

    rows = await sql(store, "SELECT player, name FROM ratings")
    assert not [r for r in rows if str(ZO) in r[0] or str(ZO) in r[1]], "the stored ratings still name her"
    for fresh in (RatingBook(store), book):  # a restarted bot, and the one that forgot
        after = figures(await fresh.ratings(1, GAME, history=False))
        assert after == figures(await replayed(store))
        (alias,) = [k for k in after if k.startswith("u:-")]
        assert after[alias][0] == FORMER_PLAYER
        others = {k: v for k, v in before.items() if k != f"u:{ZO}"}
        assert after.pop(alias)[1:] == before[f"u:{ZO}"][1:] and after == others
        assert await fresh.series(1, GAME, alias) == chart(await replayed(store), alias)
        assert await fresh.series(1, GAME, f"u:{ZO}") == [], "her chart is still drawn under her id"
    assert rated == [], "a forget had every game of the server rated again (the rows renamed do as a replay)"


async def test_a_replay_stored_halfway_through_a_forget_is_rebuilt(service: TableService) -> None:
    """Tables are cleaned one at a time: a replay between two of them rates her under both ids."""
    store = service.store
    first = (await finished_game(service, GAME, [1, ZO], seed=1)).id
    second = (await finished_game(service, GAME, [ZO, 2], seed=2)).id
    await RatingBook(store).ratings(1, GAME, history=False)
    privacy = Privacy(service)
    await privacy.db.request_forget(ZO, [f"user{ZO}"], service.clock())
    await privacy.db.scrub_table(ZO, first)
    halfway = await RatingBook(store).ratings(1, GAME)  # rated from scratch and stored: her and her alias
    assert f"u:{ZO}" in halfway.players and len([k for k in halfway.players if k.startswith("u:-")]) == 1
    await privacy.db.scrub_table(ZO, second)
    await privacy.db.finish_forget(ZO)
    after = await RatingBook(store).ratings(1, GAME, history=False)
    assert figures(after) == figures(await replayed(store)) and f"u:{ZO}" not in after.players


async def test_another_process_shows_no_forgotten_player_after_a_forget(service: TableService) -> None:
    store = service.store
    await finished_game(service, GAME, [1, ZO], seed=1)
    await finished_game(service, GAME, [ZO, 2], seed=2)
    elsewhere = RatingBook(store)  # another process (a shard), its ratings in memory
    await elsewhere.ratings(1, GAME, history=False)
    assert await elsewhere.series(1, GAME, f"u:{ZO}")
    here = RatingBook(store)
    await Privacy(service, here).forget(ZO, [f"user{ZO}"])
    here.forget()

    after = await elsewhere.ratings(1, GAME, history=False)
    assert f"u:{ZO}" not in after.players, "another process still rates her under her id"
    assert not [p for p in after.players.values() if str(ZO) in p.name], "another process still shows her name"
    assert figures(after) == figures(await replayed(store))
    assert await elsewhere.series(1, GAME, f"u:{ZO}") == []


async def test_ratings_another_process_stored_since_are_read_not_rated_again(
    service: TableService, rated: list[int]
) -> None:
    store = service.store
    await finished_game(service, GAME, [1, 2], seed=1)
    here, there = RatingBook(store), RatingBook(store)
    await here.ratings(1, GAME, history=False)
    await finished_game(service, GAME, [2, 3], seed=2)
    await there.ratings(1, GAME, history=False)  # rates the new game and stores it
    rated.clear()
    again = await here.ratings(1, GAME, history=False)
    assert rated == [], "this process rated the game the other had stored"
    assert figures(again) == figures(await replayed(store)) and again.counted == 2


async def test_a_write_over_a_copy_that_moved_on_stands_down(service: TableService) -> None:
    store = service.store
    await finished_game(service, GAME, [1, 2], seed=1)
    write = RatingWrite(1, GAME, expected=0, seen=1, counted=1, mark=("x", 1), players=[], replace=True)
    assert await store.save_ratings(write) == 1
    assert await store.save_ratings(write) is None, "a second writer that read version 0 overwrote version 1"
    stored = await store.load_ratings(1, GAME)
    assert (stored.version, stored.seen, stored.mark) == (1, 1, ("x", 1))
