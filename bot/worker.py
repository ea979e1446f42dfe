"""``ROLE=worker``: a process without a Discord gateway that plays AI seats and fires deadlines.

It shares the PostgreSQL database with the gateway processes (it is refused on SQLite).
Every change it makes is announced on the bell (``db.bell``); the process holding the
table's shard paints it. A ring from a gateway (a human moved) wakes the AI seats that
play next. AI decisions and deadlines are claimed in the database, so a worker and the
gateways never make the same one twice.

With ``DISCORD_TOKEN`` it logs in to Discord's REST API only (no gateway, so no events) to
send the your-move and reminder DMs of the changes it makes; without one it sends none
and says so once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal

from bot.app import create_bot
from bot.config import Settings
from bot.service import Change

log = logging.getLogger(__name__)


async def run_worker(settings: Settings, stop: asyncio.Event | None = None) -> None:
    """Run until ``stop`` is set, or SIGTERM / SIGINT."""
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, stop.set)
    bot = create_bot(settings)
    service = bot.service
    try:
        if settings.discord_token is not None:
            # REST only: login runs setup_hook (store, cogs, resume); the Play cog announces every
            # change (it paints none: no shard), the Notify cog sends the DMs.
            await bot.login(settings.discord_token.get_secret_value())
        else:
            log.warning("worker without DISCORD_TOKEN: it plays and fires deadlines but sends no DMs")
            await bot.store.open()

            async def announce(change: Change) -> None:
                await bot.bell.ring(change.table.id)

            service.subscribe(announce)
            service.start_resume()

        async def nothing_missed() -> None:
            return None  # the start-up pass covers what happened while not listening

        await bot.bell.listen(service.wake_ai, nothing_missed)
        log.info("worker running: AI seats and deadlines for every table")
        await stop.wait()
    finally:
        await bot.close()
