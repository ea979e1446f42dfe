"""Finished tables as replays and exports, rebuilt from seed and log (never from stored images).

No Discord here: the history cog renders what these return. Replays are deterministic, so
the small cache of rebuilt steps is only a hint; any process rebuilds the same steps.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from db.store import ActionRecord, Store, TableRecord
from games import GAMES
from games.contract import Game, Outcome
from games.replay import Export, Step, export_document, jump_points, replay_steps, round_of
from games.words import Text, msg


class ReplayError(Exception):
    """A refusal to show the user, as a message the cog renders in the reader's language."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason  # as TableError's


#: what ``bot.absence`` adds to the name of a player whose seat an AI takes over ("Ana" -> "Ana (AI)")
AI_MARK = " (AI)"


@dataclass(frozen=True)
class Handover:
    """A seat a player left (or forfeited) to an AI: named ``player`` before ``step``, the first step
    the AI played in it, and by the seat's own name ("Ana (AI)") from there."""

    seat: int
    player: str
    step: int


def handovers(table: TableRecord, actions: Sequence[ActionRecord]) -> dict[int, Handover]:
    """The seats an AI took over from a player, by seat, read from the move log.

    A seat given to an AI is renamed with ``AI_MARK`` (seats the lobby gave an AI are named
    "AI 1"...) and, since migration 006, remembers the version at which it changed hands
    (``ai_since``). For games from before, the log says which moves the AI made
    (``by_ai``): the AI took over with its first move after the player's own last one (with no AI
    move after it, at the end of the game).
    """
    found = {}
    for seat in table.seats:
        if not seat.is_ai or not seat.name.endswith(AI_MARK) or seat.name == AI_MARK:
            continue
        if seat.ai_since is not None:  # stored since migration 006: the AI's seat from the next step on
            # a table version; steps count the moves that stand (an undo's two rows are no step)
            step = 1 + sum(1 for a in actions if a.seq <= seat.ai_since)
            found[seat.seat] = Handover(seat.seat, seat.name.removesuffix(AI_MARK), step)
            continue
        moves = [(step, a.by_ai) for step, a in enumerate(actions, start=1) if a.seat == seat.seat]
        own = max((step for step, by_ai in moves if not by_ai), default=0)
        first = next((step for step, by_ai in moves if by_ai and step > own), len(actions))
        found[seat.seat] = Handover(seat.seat, seat.name.removesuffix(AI_MARK), first)
    return found


@dataclass
class Replay:
    table: TableRecord
    game: Game[Any, Any, Any]
    steps: list[Step]
    jumps: list[tuple[Text, int]]
    handovers: dict[int, Handover] = field(default_factory=dict)

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    def seats_at(self, step: int) -> list[tuple[str, bool]]:
        """Each seat's (name, is it an AI) as it was at ``step``: "Ana" (a player) until the AI took her
        seat, "Ana (AI)" (an AI) from there."""
        out = []
        for seat in self.table.seats:
            handover = self.handovers.get(seat.seat)
            if handover is not None and step < handover.step:
                out.append((handover.player, False))
            else:
                out.append((seat.name, seat.is_ai))
        return out

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
            return Replay(table, cached.game, cached.steps, cached.jumps, cached.handovers)
        game = GAMES[table.game]
        actions = await self.store.actions(table.id)
        log = [(a.seat, game.load_action(a.action)) for a in actions]
        assert table.seed is not None
        steps = replay_steps(game, len(table.seats), table.seed, game.options_from(table.options), log)
        replay = Replay(table, game, steps, jump_marks(game, steps), handovers(table, actions))
        self._cache[table_id] = replay
        while len(self._cache) > self.size:
            self._cache.popitem(last=False)
        return replay


async def export_of(store: Store, table: TableRecord) -> Export:
    """The downloadable JSON document of a finished table."""
    game = GAMES[table.game]
    assert table.seed is not None
    actions = await store.actions(table.id)
    taken = handovers(table, actions)
    return export_document(
        game,
        table=table.id,
        # the moves that stand, numbered from 1: a game with undos exports as the same game without them
        version=len(actions),
        options=table.options,
        seed=table.seed,
        seats=[(s.name, s.ai_level) for s in table.seats],
        handovers={h.seat: (h.player, h.step) for h in taken.values()},
        actions=[(step, a.seat, a.action) for step, a in enumerate(actions, start=1)],
        outcome=table.outcome,
    )
