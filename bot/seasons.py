"""Seasons (issue 37): a season's leaderboard is the ratings of the games that finished between
its start and its end, everyone starting it at the same rating; at its end every game's final
leaderboard is archived (JSON) and shown from the archive from then on. No Discord here."""

from __future__ import annotations

import json
from typing import Any

from bot.ratings import Rater, Ratings, rate_stored

#: players kept in a season's archive, per game
ARCHIVED = 20


async def season_ratings(store: Any, guild_id: int, game: str, start: str, end: str | None = None) -> Ratings:
    """Ratings from the games that finished in the season (at or after ``start``, before ``end``), read and
    rated a page at a time as the server's own ratings are (a season of a busy server is many games)."""
    ratings = Ratings(mark=(start, 0))  # (ended_at, id) after (start, 0): ended at or after the start
    await rate_stored(store, Rater(), ratings, guild_id, game, until=end)
    return ratings


def board_rows(ratings: Ratings) -> list[dict[str, Any]]:
    return [
        {"place": place, "name": p.name, "rating": p.rating, "games": p.games, "wins": p.wins, "ai": p.key}
        if p.is_ai
        else {"place": place, "name": p.name, "rating": p.rating, "games": p.games, "wins": p.wins}
        for place, p in ratings.leaderboard()[:ARCHIVED]
    ]


def archive(boards: dict[str, Ratings]) -> str:
    """Every game's final leaderboard of a season, as stored."""
    return json.dumps({game: board_rows(r) for game, r in sorted(boards.items()) if r.players})


def archived(final: str | None, game: str) -> list[dict[str, Any]]:
    return list(json.loads(final or "{}").get(game, []))
