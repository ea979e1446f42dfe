"""Seasons (issue 37): a season's leaderboard is the ratings of the games that finished between
its start and its end, everyone starting it at the same rating; at its end every game's final
leaderboard is archived (JSON) and shown from the archive from then on. No Discord here."""

from __future__ import annotations

import json
from typing import Any

from bot.ratings import Ratings, compute
from db.history import FinishedGame

#: players kept in a season's archive, per game
ARCHIVED = 20


def in_window(game: FinishedGame, start: str, end: str | None) -> bool:
    return game.ended_at >= start and (end is None or game.ended_at < end)


def season_ratings(games: list[FinishedGame], start: str, end: str | None = None) -> Ratings:
    """Ratings from the games that finished in the season (given in finished order)."""
    return compute([g for g in games if in_window(g, start, end)])


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
