"""`python -m bot`: the real bot with DISCORD_TOKEN, else the offline playground."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys

from bot.app import create_bot
from bot.collector import FreezingCollector
from bot.config import Settings
from bot.shards import ShardError, Shards
from db.pg_store import check_postgres
from db.schema import StoreError, check_database


def main() -> None:
    settings = Settings()
    try:
        shards = Shards.parse(settings.shard_count, settings.shard_ids)
    except ShardError as exc:
        sys.exit(f"Cannot start: {exc}")
    if settings.role == "worker" and not settings.database_url:
        sys.exit(
            "Cannot start: a worker shares the gateway processes' database: set DATABASE_URL to a PostgreSQL server."
        )
    if not shards.every_shard and not settings.database_url:
        sys.exit(
            f"Cannot start: this process runs shard(s) {settings.shard_ids} of {shards.count}; the processes running"
            " the others must share its database: set DATABASE_URL to a PostgreSQL server."
        )
    try:
        if settings.database_url:
            asyncio.run(check_postgres(settings.database_url))  # reachable, and not from a newer bot
        else:
            check_database(settings.database_path)  # one clear line, before anything touches the file
    except StoreError as exc:
        sys.exit(f"Cannot start: {exc}")
    FreezingCollector().install()  # no full-heap collection pauses in a long-running process
    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if settings.role == "worker":
        from bot.playground import quiet_startup_logs
        from bot.worker import run_worker

        quiet_startup_logs()  # no voice, no gateway: discord.py's start-up warnings say nothing true here
        asyncio.run(run_worker(settings))
        return
    if settings.discord_token is None:
        from bot.playground import quiet_startup_logs, run_playground

        quiet_startup_logs()  # voice and intents warnings say nothing true about the playground
        # Ctrl-C (or a SIGTERM) ends the playground quietly; its temporary folder is gone by then.
        with contextlib.suppress(KeyboardInterrupt, asyncio.CancelledError):
            asyncio.run(run_playground(settings))
        return
    bot = create_bot(settings)
    bot.run(settings.discord_token.get_secret_value(), log_handler=None)


if __name__ == "__main__":
    main()
