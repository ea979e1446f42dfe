"""Running tournaments (issue 37): results from the tables, the next round, standings. No Discord.

The cog (cogs/tournaments.py) posts and starts the tables this opens and renders the standings.
Every step reads the store again, so a restart, or another process, continues where it was.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

from bot.ratings import RatingBook
from bot.server_config import ServerConfig, table_options
from bot.tournaments import Pairing, Result, places_from, round_robin, standings, swiss_round
from db.tournaments import TournamentRecord, tournament_store
from games import GAMES

#: players a tournament takes at most
MAX_PLAYERS = 32
FORMATS = ("swiss", "round-robin")


def min_players(seats: int) -> int:
    """Fewest players to start: more than one pod's worth (two pods, or a pod and a bye)."""
    return seats + 1


@dataclass
class RoundOpened:
    number: int
    tables: list[int]
    byes: list[int]


class TournamentRunner:
    def __init__(self, service: Any) -> None:
        self.service = service
        self.db = tournament_store(service.store)
        self.ratings = RatingBook(service.store)
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    async def results(self, tournament: TournamentRecord) -> list[Result]:
        """Every game of the tournament with a result (finished tables and byes), oldest first.

        A seat no longer held by the player paired there (their clock forfeited it, or they left)
        is placed last; a cancelled table gives no result."""
        out = []
        for game in await self.db.games(tournament.id):
            if game.table_id is None:
                out.append(Result(game.round, tuple(game.players), (1,), bye=True))
                continue
            table = await self.service.store.get_table(game.table_id)
            if table is None or table.status != "finished" or not table.outcome:
                continue
            ranks = json.loads(table.outcome)["ranks"]
            gone = {s.seat for s in table.seats if s.user_id != game.players[s.seat]}
            out.append(Result(game.round, tuple(game.players), places_from(ranks, gone)))
        return out

    async def player_ratings(self, tournament: TournamentRecord) -> dict[int, float]:
        book = await self.ratings.ratings(tournament.guild_id, tournament.game, history=False)
        return {p.user_id: float(p.rating) for p in book.players.values() if p.user_id is not None}

    async def standings(self, tournament: TournamentRecord) -> list[Any]:
        players = [e.user_id for e in await self.db.players(tournament.id)]
        return standings(players, await self.results(tournament), await self.player_ratings(tournament))

    async def round_over(self, tournament: TournamentRecord) -> bool:
        """Every table of the round in play has ended (finished or cancelled)."""
        for game in await self.db.games(tournament.id):
            if game.round != tournament.round or game.table_id is None:
                continue
            table = await self.service.store.get_table(game.table_id)
            if table is not None and table.status in ("lobby", "running"):
                return False
        return True

    async def lobbies(self, tournament: TournamentRecord) -> list[int]:
        """Tables of the round in play still to post or start (a crash came between opening and starting)."""
        found = []
        for game in await self.db.games(tournament.id):
            if game.round != tournament.round or game.table_id is None:
                continue
            table = await self.service.store.get_table(game.table_id)
            if table is not None and (table.status == "lobby" or table.message_id is None):
                found.append(table.id)
        return found

    async def pairing(self, tournament: TournamentRecord) -> Pairing | None:
        """The next round's pairing; None: the tournament is over."""
        entrants = await self.db.players(tournament.id)
        active = [e.user_id for e in entrants if e.left_round is None]
        number = tournament.round + 1
        if tournament.format == "round-robin":
            schedule = round_robin([e.user_id for e in entrants], tournament.seats)
            if number > len(schedule):  # a round robin lasts as long as its schedule
                return None
            planned = schedule[number - 1]
            pods = tuple(pod for pod in planned.pods if all(p in active for p in pod))
            # a pod with a player who left: the others get a bye (a game they were owed)
            owed = [p for pod in planned.pods if pod not in pods for p in pod if p in active]
            return Pairing(pods, tuple(b for b in [*planned.byes, *owed] if b in active))
        if number > tournament.rounds or len(active) < 2:
            return None
        return swiss_round(
            active, await self.results(tournament), await self.player_ratings(tournament), tournament.seats
        )

    async def advance(self, tournament_id: int, config: ServerConfig) -> RoundOpened | None:
        """Open the next round if the one in play is over (or the tournament starts); finish the
        tournament after its last round. None: nothing to do now (or another process did it)."""
        async with self.lock(tournament_id):
            tournament = await self.db.get(tournament_id)
            if tournament is None or tournament.status not in ("signup", "running"):
                return None
            if tournament.status == "running" and not await self.round_over(tournament):
                return None
            pairing = await self.pairing(tournament)
            if pairing is None:
                await self.db.finish(tournament)
                return RoundOpened(tournament.round, [], [])
            names = {e.user_id: e.name for e in await self.db.players(tournament.id)}
            options = {**GAMES[tournament.game].options_from({}).model_dump(mode="json"), **table_options(config)}
            options["tournament"] = tournament.id
            tables = await self.db.open_round(
                tournament, list(pairing.pods), list(pairing.byes), names, options, self.service.clock()
            )
            if tables is None:
                return None
            return RoundOpened(tournament.round + 1, tables, list(pairing.byes))
