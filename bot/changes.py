"""What the table service hands out: a :class:`Change` at a table, or a :class:`TableError` refusal.

Its own module so that the service's mixins (:mod:`bot.absence`) can build and raise them
without importing :mod:`bot.service`, which imports them. Import them from :mod:`bot.service`
or from here: they are the same objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.i18n import render
from db.pace import WaitRecord
from db.store import TableRecord
from games.contract import Event
from games.words import Text


class TableError(Exception):
    """A refusal, as a message the cogs render in the reader's language (``render(exc.reason, lang)``).

    ``str(exc)`` is the English text, for logs and tracebacks only.
    """

    def __init__(self, reason: Text) -> None:
        super().__init__(render(reason, "en"))
        self.reason = reason


@dataclass
class Change:
    """What changed at a table, for whoever shows tables (the cogs)."""

    table: TableRecord
    kind: str  # lobby | started | acted | finished | cancelled | undone
    state: Any = None
    events: list[Event] = field(default_factory=list)
    actor: int | None = None  # the seat that acted
    by_ai: bool = False  # the actor's move was the AI's (an AI seat, or a deadline that passed)
    by_user: int | None = None  # who cancelled, for a cancellation
    new_waits: list[WaitRecord] = field(default_factory=list)  # seats whose decision is newly awaited
    reminded: list[int] = field(default_factory=list)  # seats reminded of a deadline (kind "reminder")
    #: your-move DMs that waited for the end of quiet hours and are claimed to go now (kind "notify")
    notify_now: list[WaitRecord] = field(default_factory=list)
    #: an undo (kind "undone"): the waits it withdrew whose player had been told "your move"
    taken_back: list[WaitRecord] = field(default_factory=list)
    #: a move this process wrote (kinds "acted", "finished"): the table's waits after it, as written, and
    #: ``table`` is the record as the move left it; whoever shows the table needs to read neither again.
    #: None: read them (the change did not write them, or another process may have changed them since).
    waits: list[WaitRecord] | None = None
