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

if TYPE_CHECKING:
    from db.pace import ClockSettings

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
    """user id -> {what -> value}, bounded."""

    def __init__(self, size: int = MEMBERS_CACHED) -> None:
        self._entries: LRUCache[int, dict[str, Any]] = LRUCache(size)

    def get(self, user_id: int, what: str) -> Any:
        entry = self._entries.get(user_id)
        return _MISSING if entry is None else entry.get(what, _MISSING)

    def put(self, user_id: int, what: str, value: Any) -> None:
        entry = self._entries.get(user_id)
        if entry is None:
            self._entries[user_id] = entry = {}
        entry[what] = value

    def clear(self) -> None:
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


class CachedMemberSettings:
    """Mixed in front of the SQLite store's queries: the reads of a member's settings, cached."""

    _members: MemberCache

    async def notify_settings(self, user_id: int) -> tuple[str | None, bool, str | None]:
        hit = self._members.get(user_id, "notify")
        if hit is _MISSING:
            hit = await super().notify_settings(user_id)  # type: ignore[misc]
            self._members.put(user_id, "notify", hit)
        return hit  # type: ignore[no-any-return]

    async def muted_tables(self, user_id: int) -> set[int]:
        hit = self._members.get(user_id, "mutes")
        if hit is _MISSING:
            hit = frozenset(await super().muted_tables(user_id))  # type: ignore[misc]
            self._members.put(user_id, "mutes", hit)
        return set(hit)  # the caller's own copy

    async def dashboard(self, user_id: int) -> tuple[int, int] | None:
        hit = self._members.get(user_id, "dashboard")
        if hit is _MISSING:
            hit = await super().dashboard(user_id)  # type: ignore[misc]
            self._members.put(user_id, "dashboard", hit)
        return hit  # type: ignore[no-any-return]

    async def clock_settings(self, user_ids: Sequence[int]) -> dict[int, ClockSettings]:
        """As the store's (members never seen are left out), those not cached read in one query."""
        found: dict[int, ClockSettings] = {}
        missing = []
        for user_id in user_ids:
            hit = self._members.get(user_id, "clock")
            if hit is _MISSING:
                missing.append(user_id)
            elif hit is not None:
                found[user_id] = hit
        if missing:
            read = await super().clock_settings(missing)  # type: ignore[misc]
            for user_id in missing:
                self._members.put(user_id, "clock", read.get(user_id))  # None: never seen, defaults
            found.update(read)
        return found
