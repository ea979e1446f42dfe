"""Telling the painting process that a table changed, across processes.

One process paints a table (the one holding its server's shard, ``bot.shards``);
another process that changes it (a worker's AI move or deadline, a DM click
taken on shard 0) rings the bell with the table's id. On PostgreSQL the bell is
``NOTIFY``; it is only a wake-up: what to paint is read from the tables
themselves (``painted`` behind ``status:version``, lines still in the outbox), so
a painter that was disconnected catches up from the database when it listens
again. On SQLite there is one process, and nobody to tell.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

import asyncpg

log = logging.getLogger(__name__)

CHANNEL = "gamehost_tables"
FIRST_RETRY = 0.5  # seconds before listening again after the connection was lost
LONGEST_RETRY = 30.0

OnTable = Callable[[int], None]
OnConnect = Callable[[], Awaitable[None]]


class Bell(Protocol):
    async def ring(self, table_id: int) -> None: ...
    async def listen(self, on_table: OnTable, on_connect: OnConnect) -> None: ...
    async def close(self) -> None: ...


class NoBell:
    """One process (SQLite): it paints every table it changes."""

    async def ring(self, table_id: int) -> None:
        return None

    async def listen(self, on_table: OnTable, on_connect: OnConnect) -> None:
        return None

    async def close(self) -> None:
        return None


class PgBell:
    """``NOTIFY`` / ``LISTEN`` on a connection of its own (a pooled one would drop its listeners)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._ringer: asyncpg.Connection | None = None
        self._ring_lock = asyncio.Lock()
        self._listener: asyncio.Task[None] | None = None
        self._on_table: list[OnTable] = []
        self._on_connect: list[OnConnect] = []
        self.connected = asyncio.Event()  # listening now (tests wait for it)

    async def ring(self, table_id: int) -> None:
        """Wake the painters. A bell that cannot ring loses nothing: the painter's catch-up finds the table."""
        async with self._ring_lock:
            for attempt in (1, 2):
                try:
                    if self._ringer is None or self._ringer.is_closed():
                        self._ringer = await asyncpg.connect(self.url, timeout=10)
                    await self._ringer.execute("SELECT pg_notify($1, $2)", CHANNEL, str(table_id))
                    return
                except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as exc:
                    self._ringer = None
                    if attempt == 2:
                        log.warning(
                            "table %s: could not announce a change (%s); painters catch up later", table_id, exc
                        )

    async def listen(self, on_table: OnTable, on_connect: OnConnect) -> None:
        """Call ``on_table(id)`` for every ring, and ``on_connect()`` whenever listening (re)starts.

        Several parts of a process may listen (the painter, a worker's AI); they share one connection.
        """
        self._on_table.append(on_table)
        self._on_connect.append(on_connect)
        if self._listener is None or self._listener.done():
            self._listener = asyncio.create_task(self._keep_listening(), name="table-bell")
        elif self.connected.is_set():
            await on_connect()

    async def _keep_listening(self) -> None:
        delay = FIRST_RETRY
        while True:
            conn: asyncpg.Connection | None = None
            try:
                conn = await asyncpg.connect(self.url, timeout=10)
                lost = asyncio.Event()
                conn.add_termination_listener(lambda _conn, lost=lost: lost.set())

                def rung(_conn: object, pid: int, _channel: str, payload: str) -> None:
                    if self._ringer is not None and pid == self._ringer.get_server_pid():
                        return  # our own ring: this process already acted on its change
                    with contextlib.suppress(ValueError):
                        table_id = int(payload)
                        for on_table in list(self._on_table):
                            on_table(table_id)

                await conn.add_listener(CHANNEL, rung)
                self.connected.set()
                for on_connect in list(self._on_connect):
                    await on_connect()  # whatever changed while nobody listened
                delay = FIRST_RETRY
                await self._until_lost(lost)
                log.warning("lost the connection that listens for table changes; listening again")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("cannot listen for table changes (%s); trying again in %.0f s", exc, delay)
            finally:
                self.connected.clear()
                if conn is not None and not conn.is_closed():
                    conn.terminate()
            await asyncio.sleep(delay)
            delay = min(delay * 2, LONGEST_RETRY)

    async def _until_lost(self, lost: asyncio.Event) -> None:
        """Listening: notifications arrive as callbacks until the connection is lost."""
        await lost.wait()

    async def close(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._listener
            self._listener = None
        if self._ringer is not None:
            self._ringer.terminate()
            self._ringer = None


def make_bell(database_url: str | None) -> Bell:
    return PgBell(database_url) if database_url else NoBell()
