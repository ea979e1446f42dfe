"""Members' settings as this process last read or wrote them: one SQLite process writes every one of them.

A click reads its players' notification mode, mutes, clock settings and "Your turns" list DM
(``dashboards``) several times over: from the notifications, the pings of the play-by-play,
the clock of the move. On SQLite the bot is one process (docs: "SQLite in one process"; a
worker or a second gateway needs PostgreSQL), so every write of these rows goes through this
process's store, which drops the cache whenever it writes them (``SqliteStore._exec`` and
``_transaction``): a value here is never behind the database. PostgreSQL's store, shared by
several processes, does not cache them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cachetools import LRUCache

from db.pace import _CLOCK_COLUMNS, ClockSettings, _clock

if TYPE_CHECKING:
    import sqlite3
    from collections.abc import Callable

#: members whose settings are kept, the most recently read (each a few small rows)
MEMBERS_CACHED = 8192
#: a statement that may change what is cached here (all of it is dropped then: such writes are rare)
WRITES_MEMBERS = re.compile(
    r"^\s*(INSERT|UPDATE|DELETE|REPLACE)\b.*\b(user_settings|mutes|dashboards)\b", re.IGNORECASE | re.DOTALL
)
#: the upserts of a member's languages, which this cache does not hold (one comes with a member's first click)
_LANGUAGE_ONLY = re.compile(
    r"^\s*INSERT INTO user_settings \(user_id, (client_)?language\) VALUES \(\?, \?\)"
    r"\s*ON CONFLICT \(user_id\) DO UPDATE SET (client_)?language = excluded\.(client_)?language\s*$"
)
_MISSING = object()


def writes_members(sql: str) -> bool:
    """Whether a statement may change what is cached here."""
    return bool(WRITES_MEMBERS.match(sql)) and not _LANGUAGE_ONLY.match(sql)


class MemberCache:
    """user id -> {what -> value}, bounded. ``generation`` counts the clears: a read that began before a
    clear may have read the rows as they were before the write, and is not kept (see ``put``)."""

    def __init__(self, size: int = MEMBERS_CACHED) -> None:
        self._entries: LRUCache[int, dict[str, Any]] = LRUCache(size)
        self.generation = 0

    def get(self, user_id: int, what: str) -> Any:
        entry = self._entries.get(user_id)
        return _MISSING if entry is None else entry.get(what, _MISSING)

    def put(self, generation: int, user_id: int, values: dict[str, Any]) -> None:
        """Keep ``values`` read since ``generation`` began (else a write came meanwhile: they may be old)."""
        if generation == self.generation:
            self._entries[user_id] = values

    def clear(self) -> None:
        self.generation += 1
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


#: what is kept of a member (``what`` in :meth:`MemberCache.get`), each read for many members in one hop
_SETTINGS = f"SELECT user_id, notify_mode, notify, digest_times, {_CLOCK_COLUMNS} FROM user_settings WHERE user_id IN"
_MUTES = "SELECT user_id, table_id FROM mutes WHERE user_id IN"
_DASHBOARDS = "SELECT user_id, channel_id, message_id FROM dashboards WHERE user_id IN"


def _read_members(raw: sqlite3.Connection, user_ids: list[int]) -> dict[int, dict[str, Any]]:
    """Everything kept of these members, as :class:`db.notifications.NotificationQueries` and
    :meth:`db.pace.PaceStore.clock_settings` read it (members never seen: their defaults)."""
    marks = ",".join("?" * len(user_ids))
    found: dict[int, dict[str, Any]] = {
        u: {"notify": (None, True, None), "clock": None, "mutes": frozenset(), "dashboard": None} for u in user_ids
    }
    for r in raw.execute(f"{_SETTINGS} ({marks})", user_ids):
        found[r[0]]["notify"] = (r[1], bool(r[2]), r[3])
        found[r[0]]["clock"] = _clock(r[4:])
    mutes: dict[int, set[int]] = {}
    for user_id, table_id in raw.execute(f"{_MUTES} ({marks})", user_ids):
        mutes.setdefault(user_id, set()).add(int(table_id))
    for user_id, tables in mutes.items():
        found[user_id]["mutes"] = frozenset(tables)
    for user_id, channel_id, message_id in raw.execute(f"{_DASHBOARDS} ({marks})", user_ids):
        found[user_id]["dashboard"] = (int(channel_id), int(message_id))
    return found


class CachedMemberSettings:
    """Mixed in front of the SQLite store's queries: the reads of a member's settings, cached; a member
    not cached has all of them read in one hop (their first click reads them all anyway)."""

    _members: MemberCache

    if TYPE_CHECKING:  # provided by SqliteStore

        async def _reads(self, work: Callable[[sqlite3.Connection], Any]) -> Any: ...

    async def _member(self, user_ids: Sequence[int], what: str) -> dict[int, Any]:
        """``what`` of each of these members, from the cache or read (all of them at once)."""
        known = {u: self._members.get(u, what) for u in user_ids}
        missing = sorted({u for u, value in known.items() if value is _MISSING})
        if missing:
            generation = self._members.generation
            read = await self._reads(lambda raw: _read_members(raw, missing))
            for user_id, values in read.items():
                self._members.put(generation, user_id, values)
                known[user_id] = values[what]
        return known

    async def notify_settings(self, user_id: int) -> tuple[str | None, bool, str | None]:
        return (await self._member([user_id], "notify"))[user_id]  # type: ignore[no-any-return]

    async def muted_tables(self, user_id: int) -> set[int]:
        return set((await self._member([user_id], "mutes"))[user_id])  # the caller's own copy

    async def dashboard(self, user_id: int) -> tuple[int, int] | None:
        return (await self._member([user_id], "dashboard"))[user_id]  # type: ignore[no-any-return]

    async def clock_settings(self, user_ids: Sequence[int]) -> dict[int, ClockSettings]:
        """As the store's: members never seen are left out."""
        found = await self._member(user_ids, "clock") if user_ids else {}
        return {u: settings for u, settings in found.items() if settings is not None}
