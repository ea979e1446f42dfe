"""Storage for what players must see: remembered with the change, forgotten once delivered.

The table message and each DM hand record the version they show; play-by-play
lines wait in ``outbox`` until they are posted. A restart or a Discord outage
delays delivery, never loses it: at start-up the bot repaints every table that
is behind (``tables_behind``).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.words import Text, dump_text, load_text

#: play-by-play lines a table card shows (the thread keeps them all)
RECENT_LINES = 3
#: tables looked at per query by ``tables_behind`` (both stores): a click's queries wait for one such
#: query at most (tens of milliseconds), not for a scan of every stored table
BEHIND_CHUNK = 10_000


def add_lines(raw: sqlite3.Connection, table_id: int, lines: Sequence[Text]) -> None:
    """Queue play-by-play lines (messages, rendered when posted), inside the transaction of the change.

    Several lines go in one statement: ``sqlite3`` lets go of the interpreter lock around each row of an
    ``executemany``, and taking it back beside a busy event loop can wait 5 ms (``db/sqlite_batch.py``)."""
    if len(lines) == 1:
        raw.execute("INSERT INTO outbox (table_id, text) VALUES (?, ?)", (table_id, dump_text(lines[0])))
    elif lines:
        raw.execute(
            "INSERT INTO outbox (table_id, text) SELECT ?, value FROM json_each(?) ORDER BY key",
            (table_id, json.dumps([dump_text(line) for line in lines])),
        )


#: a table's last posted lines (at most ``RECENT_LINES``) and every line still to post, each marked, in order
LINES_NOW = (
    "SELECT 0 AS pending, id, text FROM (SELECT id, text FROM recent_lines WHERE table_id = ? ORDER BY id DESC"
    " LIMIT ?) AS posted UNION ALL SELECT 1, id, text FROM outbox WHERE table_id = ? ORDER BY pending, id"
)


@dataclass(frozen=True)
class Lines:
    """A table's play-by-play as one read found it: the card's newest lines and those still to post."""

    recent: list[Text]  # the newest ``RECENT_LINES``, oldest first (as ``recent_lines``)
    pending: list[tuple[int, Text]]  # every line still to post, with its id (as ``pending_lines``)

    @classmethod
    def of_rows(cls, rows: Sequence[Any]) -> Lines:
        """From the rows of ``LINES_NOW`` (pending flag, id, text)."""
        every = [(int(r[0]), int(r[1]), load_text(str(r[2]))) for r in rows]
        return cls(
            recent=[text for _, _, text in every[-RECENT_LINES:]],
            pending=[(line_id, text) for flag, line_id, text in every if flag],
        )


class DeliveryStore:
    """Mixed into the SQLite store; see :class:`db.store.SqliteStore`."""

    if TYPE_CHECKING:  # provided by SqliteStore

        async def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]: ...
        async def _transaction(self, work: Callable[[sqlite3.Connection], Any], *, personal: bool = True) -> Any: ...

    async def pending_lines(self, table_id: int) -> list[tuple[int, Text]]:
        rows = await self._exec("SELECT id, text FROM outbox WHERE table_id = ? ORDER BY id", (table_id,))
        return [(int(r[0]), load_text(str(r[1]))) for r in rows]

    async def delete_lines(self, table_id: int, up_to: int) -> None:
        """Forget the lines delivered (or given up on) up to and including ``up_to``; the newest
        ``RECENT_LINES`` of the table are kept for its card (``recent_lines``)."""

        def move(raw: sqlite3.Connection) -> None:
            raw.execute(
                "INSERT INTO recent_lines (table_id, text)"
                " SELECT table_id, text FROM outbox WHERE table_id = ? AND id <= ? ORDER BY id",
                (table_id, up_to),
            )
            raw.execute(
                "DELETE FROM recent_lines WHERE table_id = ? AND id NOT IN"
                " (SELECT id FROM recent_lines WHERE table_id = ? ORDER BY id DESC LIMIT ?)",
                (table_id, table_id, RECENT_LINES),
            )
            raw.execute("DELETE FROM outbox WHERE table_id = ? AND id <= ?", (table_id, up_to))

        await self._transaction(move, personal=False)

    async def lines_now(self, table_id: int) -> Lines:
        """:meth:`recent_lines` and :meth:`pending_lines` in one trip (a move's repaint and its post need both)."""
        return Lines.of_rows(await self._exec(LINES_NOW, (table_id, RECENT_LINES, table_id)))

    async def recent_lines(self, table_id: int) -> list[Text]:
        """The table's newest ``RECENT_LINES`` public lines, oldest first: posted ones, then any still to post."""
        rows = await self._exec(
            "SELECT text FROM (SELECT 0 AS posted, id, text FROM recent_lines WHERE table_id = ?"
            " UNION ALL SELECT 1, id, text FROM outbox WHERE table_id = ?) ORDER BY posted DESC, id DESC LIMIT ?",
            (table_id, table_id, RECENT_LINES),
        )
        return [load_text(str(r[0])) for r in reversed(rows)]

    async def set_painted(self, table_id: int, painted: str) -> None:
        await self._exec("UPDATE tables SET painted = ? WHERE id = ?", (painted, table_id))

    async def set_hand_version(self, table_id: int, seats: Sequence[int], version: int) -> None:
        marks = ",".join("?" * len(seats))
        await self._exec(
            f"UPDATE seats SET hand_version = ? WHERE table_id = ? AND seat IN ({marks})", (version, table_id, *seats)
        )

    async def set_shown(self, table_id: int, painted: str | None, seats: Sequence[int], version: int) -> None:
        """:meth:`set_painted` (unless None) and :meth:`set_hand_version` (unless no seat) in one hop."""
        if painted is None or not seats:  # one statement or none: no transaction needed
            if painted is not None:
                await self.set_painted(table_id, painted)
            elif seats:
                await self.set_hand_version(table_id, seats, version)
            return
        marks = ",".join("?" * len(seats))

        def shown(raw: sqlite3.Connection) -> None:
            raw.execute("UPDATE tables SET painted = ? WHERE id = ?", (painted, table_id))
            raw.execute(
                f"UPDATE seats SET hand_version = ? WHERE table_id = ? AND seat IN ({marks})",
                (version, table_id, *seats),
            )

        await self._transaction(shown, personal=False)

    async def tables_behind(self) -> list[int]:
        """Started tables whose message, a DM hand or play-by-play lines are not delivered yet.

        Every stored table is looked at, ``BEHIND_CHUNK`` ids per query: one query over a million
        tables held the database thread for seconds, and every click's queries waited behind it.
        """
        top = (await self._exec("SELECT MAX(id) FROM tables"))[0][0] or 0
        found: list[int] = []
        for low in range(1, top + 1, BEHIND_CHUNK):
            rows = await self._exec(
                "SELECT id FROM tables WHERE id BETWEEN ? AND ? AND status IN ('running', 'finished', 'cancelled')"
                " AND (painted IS NOT (status || ':' || version)"
                " OR EXISTS (SELECT 1 FROM outbox WHERE outbox.table_id = tables.id)"
                " OR (status != 'cancelled' AND EXISTS (SELECT 1 FROM seats WHERE seats.table_id = tables.id"
                "   AND seats.user_id IS NOT NULL AND seats.dm_closed = 0"
                "   AND (seats.hand_version IS NULL OR seats.hand_version < tables.version))))"
                " ORDER BY id",
                (low, low + BEHIND_CHUNK - 1),
            )
            found += [int(r[0]) for r in rows]
        return found
