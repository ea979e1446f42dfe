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
from games.contract import Game, Outcome
from games.replay import Export, Step, export_document, jump_points, replay_steps, round_of
from games.words import Text, msg


class ReplayError(Exception):
    """A refusal to show the user, as a message the cog renders in the reader's language."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason  # as TableError's


@dataclass
class Replay:
    table: TableRecord
    game: Game[Any, Any, Any]
    steps: list[Step]
    jumps: list[tuple[Text, int]]

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    def outcome(self, stored: Outcome | None) -> Outcome | None:
        """The outcome to show: the stored one, or for a game finished before texts were messages (its
        breakdown stored as English strings), the one this replay rebuilds, whose texts are messages."""
        if stored is None or not any(isinstance(line, str) for line in stored.breakdown):
            return stored
        return self.game.outcome(self.steps[-1].state) or stored


def jump_marks(game: Game[Any, Any, Any], steps: list[Step]) -> list[tuple[Text, int]]:
    """``games.replay.jump_points`` with labels as messages: "Round 3 (step 41)", or "Step 41"."""
    marks = jump_points(game, steps)
    rounds = [round_of(game.view(steps[i].state, None)) for _, i in marks]
    by_round = len(marks) > 1 and all(r is not None for r in rounds) and len(set(rounds)) == len(marks)
    if by_round:
        return [
            (msg("history-jump-round-label", round=r or 0, step=i), i) for r, (_, i) in zip(rounds, marks, strict=True)
        ]
    return [(msg("history-jump-step-label", step=i), i) for _, i in marks]


def may_see(table: TableRecord, guild_id: int | None, user_id: int) -> bool:
    """Finished tables are shown in their own server, and anywhere to those who played them."""
    return (guild_id is not None and table.guild_id == guild_id) or table.seat_of(user_id) is not None


async def finished_table(store: Store, table_id: int, guild_id: int | None, user_id: int) -> TableRecord:
    table = await store.get_table(table_id)
    if table is None or not may_see(table, guild_id, user_id):
        raise ReplayError(msg("history-no-such-game", table=str(table_id)))
    if table.status != "finished" or table.seed is None:
        raise ReplayError(msg("history-not-finished", table=str(table_id)))
    if table.game not in GAMES:
        raise ReplayError(msg("history-game-gone", table=str(table_id)))
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
        replay = Replay(table, game, steps, jump_marks(game, steps))
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
