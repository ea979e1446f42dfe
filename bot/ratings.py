"""Ratings per server and game: openskill's Plackett–Luce model over the stored outcomes.

Ratings are never stored as truth: they are recomputed from the finished tables, in the
order they finished (``ended_at``, then table id), so any figure can be reproduced from the
database. ``RatingBook`` keeps the result per (server, game) as a cache, marked by the last
finished table it includes; each request catches up with the tables finished since (the
rating is "updated when a game finishes" the next time anyone looks) and recomputes from
scratch if the database no longer matches the mark (another process, a restored backup).

The cache is also stored (migration 014, db/stored_ratings.py: each player's figures) so the first
leaderboard after a restart reads them instead of rating every game of the server again (16 s for
161,844 games). A stored copy is used only if the finished tables up to its mark are as many as it
read; a forget (db/privacy.py) passes a player's row to her alias. Each player's row also holds their shown rating
after each of their games (migration 015), appended by every write, which /game stats draws: read
for one player (``RatingBook.series``), or the games rated again where a row does not have it whole.
Once stored, the cache keeps the figures only, not every game's ratings (187 MiB for one busy game).

Who is rated:
- a human seat (a Discord user) is that user;
- an AI seat is one pseudo-player per level ("AI (easy)", "AI (normal)", "AI (hard)") in each
  server and game; several AI seats of one level at a table each play as that level's rating
  and the level then takes the average of their updates. A seat whose player left (handed
  to an AI) is rated as that AI level: the human who left is no longer at the table;
- a finished table with no human seat left (all-AI tables, or every human left) does not
  count; cancelled tables never finish and never count.

A table opened with /game new keeps its server's ``ai_ratings`` setting (bot.server_config, issue
37) in its options: "humans" (the default) rates only the human seats, ranked among themselves,
and the AI seats stay unrated (a table then counts if two humans finished it); "none": a table
with an AI seat counts for nobody; "all": as above, AI seats rated per level. Tables opened before
the setting existed have none in their options and count as "all", as they did.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from bot.server_config import RATINGS_KEY
from db.history import FinishedGame, FinishedSeat
from db.stored_ratings import RatingWrite, StoredRatings

#: games rated between two yields to the event loop (about 0.1 ms of openskill each)
RATE_SLICE = 25
#: finished games read at a time: a busy server's 160,000 read at once held the loop for each of the two
#: steps that made them into objects (about half a second each), and the store's thread for the read
RATE_PAGE = 2000

#: shown rating = TARGET + ALPHA * (mu - 3 sigma): a newcomer shows 1000
ALPHA = 40.0
TARGET = 1000.0


def display(mu: float, sigma: float) -> int:
    return round(TARGET + ALPHA * (mu - 3.0 * sigma))


def player_key(seat: FinishedSeat) -> str:
    return f"u:{seat.user_id}" if seat.user_id is not None else f"ai:{seat.ai_level or 'normal'}"


def ai_name(level: str) -> str:
    return f"AI ({level})"


@dataclass
class PlayerRating:
    key: str
    name: str
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0

    @property
    def rating(self) -> int:
        return display(self.mu, self.sigma)

    @property
    def is_ai(self) -> bool:
        return self.key.startswith("ai:")

    @property
    def user_id(self) -> int | None:
        return int(self.key[2:]) if self.key.startswith("u:") else None


@dataclass
class Ratings:
    """Everyone's rating in one server and game, and each one's rating after each game rated (all of them,
    or, once they are stored, only those rated since: ``complete``)."""

    players: dict[str, PlayerRating] = field(default_factory=dict)
    history: dict[str, list[int]] = field(default_factory=dict)  # the shown rating after each game
    seen: int = 0  # finished tables read (counted or not)
    counted: int = 0  # finished tables that changed ratings
    mark: tuple[str, int] | None = None  # (ended_at, id) of the last finished table read
    complete: bool = True  # ``history`` holds every game (False: only those since the figures were stored)
    version: int = 0  # the stored copy these ratings were read from or written as (rating_marks.version)

    @classmethod
    def from_stored(cls, stored: StoredRatings) -> Ratings:
        players = {row[0]: PlayerRating(*row) for row in stored.players}
        return cls(players, {}, stored.seen, stored.counted, stored.mark, complete=False, version=stored.version)

    def leaderboard(self, *, humans_only: bool = False) -> list[tuple[int, PlayerRating]]:
        """(place, player), best first; equal shown ratings share a place."""
        ranked = sorted(
            (p for p in self.players.values() if not (humans_only and p.is_ai)),
            key=lambda p: (-p.rating, -p.games, p.name.lower(), p.key),
        )
        out: list[tuple[int, PlayerRating]] = []
        for i, p in enumerate(ranked):
            place = out[-1][0] if out and out[-1][1].rating == p.rating else i + 1
            out.append((place, p))
        return out


def ai_mode(game: FinishedGame) -> str:
    """How the table's AI seats count ("all" for tables from before the server setting)."""
    return str(game.options.get(RATINGS_KEY, "all"))


def rated_seats(game: FinishedGame) -> list[FinishedSeat]:
    """The seats whose ratings the table changes (empty: it does not count, e.g. a hint table)."""
    if game.unrated:
        return []
    humans = [s for s in game.seats if s.user_id is not None]
    mode = ai_mode(game)
    if mode == "humans":
        seats = humans
    elif mode == "none" and len(humans) < len(game.seats):
        seats = []
    else:
        seats = list(game.seats)
    return seats if humans and len(seats) >= 2 else []


def counts(game: FinishedGame) -> bool:
    """A finished table changes ratings only if a human still held a seat at the end (and, by the
    table's AI setting, enough seats are rated), and never a table whose players could ask for hints
    (issue 36)."""
    return bool(rated_seats(game))


class Rater:
    """Applies finished games to a :class:`Ratings`, in order."""

    def __init__(self) -> None:
        self.model = PlackettLuce()

    def apply(self, ratings: Ratings, game: FinishedGame) -> list[str]:
        """Rate one game; the keys of the players it changed."""
        ratings.seen += 1
        ratings.mark = (game.ended_at, game.id)
        seats = rated_seats(game)
        if not seats:
            return []
        outcome: dict[str, Any] = json.loads(game.outcome)
        ranks: list[int] = outcome["ranks"]
        winners = set(outcome.get("winners", []))
        teams = []
        keys = []
        for seat in seats:
            key = player_key(seat)
            current = ratings.players.get(key)
            if current is None:
                fresh = self.model.rating()
                name = seat.name if seat.user_id is not None else ai_name(seat.ai_level or "normal")
                current = PlayerRating(key, name, fresh.mu, fresh.sigma)
                ratings.players[key] = current
            elif seat.user_id is not None:
                current.name = seat.name  # the latest display name
            keys.append(key)
            teams.append([self.model.rating(mu=current.mu, sigma=current.sigma)])
        rated = self.model.rate(teams, ranks=[ranks[s.seat] for s in seats])
        updates: dict[str, list[tuple[float, float]]] = {}
        for key, team in zip(keys, rated, strict=True):
            updates.setdefault(key, []).append((team[0].mu, team[0].sigma))
        for seat, key in zip(seats, keys, strict=True):
            player = ratings.players[key]
            player.games += 1
            player.wins += seat.seat in winners
        for key, values in updates.items():
            player = ratings.players[key]
            player.mu = sum(v[0] for v in values) / len(values)
            player.sigma = sum(v[1] for v in values) / len(values)
            player.games -= len(values) - 1  # several seats of one AI level: one game for that level
            ratings.history.setdefault(key, []).append(player.rating)
        ratings.counted += 1
        return keys


async def rate_stored(
    store: Any, rater: Rater, ratings: Ratings, guild_id: int, game: str, *, until: str | None = None
) -> dict[str, int]:
    """Rate the stored finished games after ``ratings.mark`` (those that ended before ``until``), in finished
    order, a page at a time; the points each player got (a point a game).

    A recompute from scratch rates every game of a server (100,000s at a busy one: seconds of CPU): clicks
    are served between slices, and a page's rows are made into objects a page at a time.
    """
    added: dict[str, int] = {}
    read = 0
    while True:
        page = await store.finished_games(guild_id, game, after=ratings.mark, limit=RATE_PAGE)
        for finished in page:  # each game moves the mark: the next page starts after it
            if until is not None and finished.ended_at >= until:
                return added
            for player in set(rater.apply(ratings, finished)):
                added[player] = added.get(player, 0) + 1
            read += 1
            if read % RATE_SLICE == 0:
                await asyncio.sleep(0)
        if len(page) < RATE_PAGE:
            return added


def compute(games: list[FinishedGame]) -> Ratings:
    """Ratings from scratch over finished games given in finished order."""
    ratings = Ratings()
    rater = Rater()
    for game in games:
        rater.apply(ratings, game)
    return ratings


class RatingBook:
    """Cached ratings per (server, game), checked against the database on every request, and stored."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.rater = Rater()
        self._cache: dict[tuple[int, str], Ratings] = {}
        self._locks: dict[tuple[int, str], asyncio.Lock] = {}

    async def ratings(self, guild_id: int, game: str, *, history: bool = True) -> Ratings:
        """Everyone's ratings, caught up. ``history=False``: the figures are enough (a leaderboard), so
        they may come from storage, whose ratings hold no game-by-game history (``complete`` False)."""
        key = (guild_id, game)
        async with self._locks.setdefault(key, asyncio.Lock()):  # one catch-up at a time per key
            return await self._catch_up(key, history)

    async def _still_valid(self, key: tuple[int, str], ratings: Ratings) -> bool:
        # A table finishing "in the past" (clock skew between processes) or one deleted breaks the order.
        return ratings.mark is None or await self.store.count_finished(*key, through=ratings.mark) == ratings.seen

    async def _still_current(self, key: tuple[int, str], ratings: Ratings) -> bool:
        """Cached ratings still valid, and no other process stored ratings or forgot a player since: a forget
        changes seats, not the count, and another process's cache named the forgotten player until it ended."""
        return await self.store.rating_version(*key) == ratings.version and await self._still_valid(key, ratings)

    async def _catch_up(self, key: tuple[int, str], history: bool) -> Ratings:
        guild_id, game = key
        cached = self._cache.get(key)
        if cached is not None and ((history and not cached.complete) or not await self._still_current(key, cached)):
            cached = None
        rebuilt = cached is None
        if cached is None:
            stored = await self.store.load_ratings(guild_id, game)
            cached = Ratings(version=stored.version)
            if not history and stored.usable:
                from_store = Ratings.from_stored(stored)
                if await self._still_valid(key, from_store):
                    cached, rebuilt = from_store, False
        seen = cached.seen
        added = await rate_stored(self.store, self.rater, cached, guild_id, game)
        read = cached.seen - seen
        self._cache[key] = cached
        stored = True
        if cached.mark is not None and (rebuilt or read):
            stored = await self._store(key, cached, added, rebuilt)
        if not history and stored:
            # the charts are stored with the figures (``series`` reads them): a busy server's game-by-game
            # history (half a million points a game at 1,000,000 tables) is not kept in memory for ever
            cached.history, cached.complete = {}, False
        return cached

    async def _store(self, key: tuple[int, str], ratings: Ratings, added: dict[str, int], rebuilt: bool) -> bool:
        """Store what the catch-up changed; False if the stored copy moved on meanwhile (nothing written)."""
        # a rebuild rated every game: each player's points are all new (and written whole)
        players = ratings.players.values() if rebuilt else (ratings.players[k] for k in sorted(added))
        version = await self.store.save_ratings(
            RatingWrite(
                *key,
                expected=ratings.version,
                seen=ratings.seen,
                counted=ratings.counted,
                mark=ratings.mark or ("", 0),
                players=[
                    (p.key, p.name, p.mu, p.sigma, p.games, p.wins, _joined(ratings.history[p.key][-added[p.key] :]))
                    for p in players
                ],
                replace=rebuilt,
            )
        )
        # None: the stored copy moved on (another process, a forget); these figures stay this process's own
        if version is not None:
            ratings.version = version
        return version is not None

    async def series(self, guild_id: int, game: str, player: str) -> list[int]:
        """``player``'s shown rating after each of their games, oldest first (/game stats' chart): stored
        (or in memory, while a write of them stood down), else the games rated again."""
        ratings = await self.ratings(guild_id, game, history=False)
        rated = ratings.players.get(player)
        if rated is None:
            return []
        if not ratings.complete:
            # as the figures, a replay of the games in their order, as this process or another stored it
            stored = await self.store.load_rating_series(guild_id, game, player)
            if stored is not None:
                return stored
            ratings = await self.ratings(guild_id, game)  # not stored whole: rated again, stored whole
        return list(ratings.history.get(player, []))

    def forget(self) -> None:
        self._cache.clear()


def _joined(points: list[int]) -> str:
    return ",".join(map(str, points))
