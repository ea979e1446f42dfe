"""The rows a store hands out: a table and its seats, and how a ``tables`` row becomes a record.

Shared by the stores (:mod:`db.store`, :mod:`db.pg_store`) and their query mixins
(:mod:`db.history`), which import it rather than each other.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

TableStatus = str  # 'lobby' | 'running' | 'finished' | 'cancelled'


@dataclass
class SeatRecord:
    seat: int
    user_id: int | None
    name: str
    ai_level: str | None = None
    dm_channel_id: int | None = None
    dm_message_id: int | None = None
    dm_closed: bool = False
    hand_version: int | None = None  # the version the DM hand shows
    bank_seconds: float | None = None  # the seat's time bank while its clock is stopped; None: the pace's start
    ai_since: int | None = None  # the table version at which an AI took this seat over from its player

    @property
    def is_ai(self) -> bool:
        return self.user_id is None


@dataclass
class TableRecord:
    id: int
    game: str
    guild_id: int | None
    channel_id: int
    message_id: int | None
    thread_id: int | None
    host_id: int
    options: dict[str, Any]
    status: TableStatus
    seed: int | None
    version: int
    outcome: str | None
    created_at: str
    started_at: str | None = None
    ended_at: str | None = None
    move_seconds: int | None = None  # the move deadline; None: no deadline
    on_timeout: str = "ai"  # 'ai' plays the decision | 'forfeit' hands the seat to an AI
    remind_share: float = 0.25  # remind when this share of the deadline is left
    #: seat -> the version at which its current decision began (its buttons carry this number)
    decisions: dict[int, int] = field(default_factory=dict)
    painted: str | None = None  # 'status:version' that the table message shows
    pace: str | None = None  # a name in bot.clock.PACES; None: a table from before paces (move_seconds)
    vacation: bool = True  # a player's vacation day may stand in for an empty bank
    seats: list[SeatRecord] = field(default_factory=list)

    @property
    def shown_as(self) -> str:
        """What ``painted`` says once the table message shows this record."""
        return f"{self.status}:{self.version}"

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    @property
    def humans(self) -> list[SeatRecord]:
        return [s for s in self.seats if not s.is_ai]


_TABLE_COLUMNS = (
    "id, game, guild_id, channel_id, message_id, thread_id, host_id, options, status, seed, version,"
    " outcome, created_at, started_at, ended_at, move_seconds, on_timeout, remind_share, decisions, painted,"
    " pace, vacation"
)


def _table(row: Any) -> TableRecord:
    return TableRecord(
        id=row[0],
        game=row[1],
        guild_id=row[2],
        channel_id=row[3],
        message_id=row[4],
        thread_id=row[5],
        host_id=row[6],
        options=json.loads(row[7]),
        status=row[8],
        seed=row[9],
        version=row[10],
        outcome=row[11],
        created_at=row[12],
        started_at=row[13],
        ended_at=row[14],
        move_seconds=row[15],
        on_timeout=row[16],
        remind_share=row[17],
        decisions={int(seat): int(since) for seat, since in json.loads(row[18] or "{}").items()},
        painted=row[19],
        pace=row[20],
        vacation=bool(row[21]),
    )
