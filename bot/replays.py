"""Finished tables as replays and exports, rebuilt from seed and log (never from stored images).

No Discord here: the history cog renders what these return. Replays are deterministic, so
the small cache of rebuilt steps is only a hint; any process rebuilds the same steps.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from db.store import Store, TableRecord
from games import GAMES
from games.contract import Game
from games.replay import Export, Step, export_document, jump_points, replay_steps


class ReplayError(Exception):
    """A refusal to show the user as it is."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass
class Replay:
    table: TableRecord
    game: Game[Any, Any, Any]
    steps: list[Step]
    jumps: list[tuple[str, int]]

    @property
    def last(self) -> int:
        return len(self.steps) - 1


def may_see(table: TableRecord, guild_id: int | None, user_id: int) -> bool:
    """Finished tables are shown in their own server, and anywhere to those who played them."""
    return (guild_id is not None and table.guild_id == guild_id) or table.seat_of(user_id) is not None


async def finished_table(store: Store, table_id: int, guild_id: int | None, user_id: int) -> TableRecord:
    table = await store.get_table(table_id)
    if table is None or not may_see(table, guild_id, user_id):
        raise ReplayError(f"There is no finished game #{table_id} here. `/game history` lists them.")
    if table.status != "finished" or table.seed is None:
        raise ReplayError(f"Game #{table_id} has not finished, so it cannot be replayed or exported yet.")
    if table.game not in GAMES:
        raise ReplayError(f"Game #{table_id} is of a game this bot no longer hosts.")
    return table


class ReplayBook:
    """Rebuilds replays; keeps the few most recent in memory."""

    def __init__(self, store: Store, size: int = 8) -> None:
        self.store = store
        self.size = size
        self._cache: OrderedDict[int, Replay] = OrderedDict()

    async def replay(self, table_id: int, guild_id: int | None, user_id: int) -> Replay:
        table = await finished_table(self.store, table_id, guild_id, user_id)
        cached = self._cache.get(table_id)
        if cached is not None and cached.table.version == table.version:
            self._cache.move_to_end(table_id)
            return Replay(table, cached.game, cached.steps, cached.jumps)
        game = GAMES[table.game]
        log = [(a.seat, game.load_action(a.action)) for a in await self.store.actions(table.id)]
        assert table.seed is not None
        steps = replay_steps(game, len(table.seats), table.seed, game.options_from(table.options), log)
        replay = Replay(table, game, steps, jump_points(game, steps))
        self._cache[table_id] = replay
        while len(self._cache) > self.size:
            self._cache.popitem(last=False)
        return replay


async def export_of(store: Store, table: TableRecord) -> Export:
    """The downloadable JSON document of a finished table."""
    game = GAMES[table.game]
    assert table.seed is not None
    actions = await store.actions(table.id)
    return export_document(
        game,
        table=table.id,
        version=table.version,
        options=table.options,
        seed=table.seed,
        seats=[(s.name, s.ai_level) for s in table.seats],
        actions=[(a.seq, a.seat, a.action) for a in actions],
        outcome=table.outcome,
    )
