"""`python -m bot`: the real bot with DISCORD_TOKEN, else the offline playground."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys
import textwrap

from bot.collector import FreezingCollector
from bot.config import Settings
from bot.shards import ShardError, Shards
from db.schema import StoreError, check_database

# The bot itself (discord.py, every cog, the games) and asyncpg are imported where they are used: ``--help`` and
# a setting refused answer before them (`--help` in 0.8 s instead of 1.5 on a busy 2-core machine).

#: one line per setting of bot/config.py for ``--help`` (tests/test_entry_points_help.py keeps it complete)
SETTING_MEANINGS: dict[str, str] = {
    "discord_token": "the bot token; unset or empty: the offline playground instead of Discord",
    "database_path": "the SQLite file; its folder is created on start",
    "database_url": "PostgreSQL instead of the SQLite file (postgresql://user:password@host:5432/db); unset: SQLite",
    "dev_guild_id": "a server to sync slash commands to at once (global sync can take up to an hour)",
    "log_level": "logging level: DEBUG, INFO, WARNING or ERROR",
    "ai_pause_seconds": "seconds an AI seat waits before moving, so people can follow the game",
    "undo_grace_seconds": "seconds an AI seat waits after a move that can still be taken back (Undo) before it answers",
    "use_threads": "play-by-play lines in a thread on the table message (false: in the channel)",
    "ai_iterations": "cap on AI search iterations per decision (unset: each level's own budget)",
    "ai_workers": "processes for AI searches (unset: one per CPU core; 0: in a thread of the bot)",
    "picture_workers": "processes drawing table and hand pictures (unset: one per CPU core; 0: in a thread)",
    "shard_count": "Discord shards in all",
    "shard_ids": "the shards this process runs, 0-1 or 0,2 (unset: all); fewer than all needs DATABASE_URL",
    "role": "gateway (connects to Discord) or worker (plays AI seats, fires deadlines; needs DATABASE_URL)",
    "play_ai": "false: this gateway leaves AI seats to worker processes (it answers clicks and paints)",
    "members_intent": "a member who leaves the server leaves their games (privileged intent, enable it in the portal)",
    "privacy_url": "where the bot's privacy policy is published (docs/privacy.md, adapted); /game privacy links it",
    "playground_port": "port of the offline playground's browser page (127.0.0.1 only)",
    "playground": "set by the offline playground itself, not by hand",
}


def _default(value: object) -> str:
    if value is None:
        return "unset"
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def parser() -> argparse.ArgumentParser:
    lines = ["settings (environment variables, or a .env file in the working directory; bot/config.py):"]
    for name, field in Settings.model_fields.items():
        lines.append(f"  {name.upper()} (default: {_default(field.default)})")
        lines.append(f"      {SETTING_MEANINGS.get(name, 'see bot/config.py')}")
    description = (
        "The game host bot: board and card games in Discord channels. With DISCORD_TOKEN it connects to"
        " Discord; without one it starts the offline playground (the real bot against SimCord's simulated"
        " Discord, in a browser page on 127.0.0.1). ROLE=worker starts a worker process instead (no"
        " gateway; needs DATABASE_URL). It takes no arguments: everything is set by the settings below."
    )
    return argparse.ArgumentParser(
        prog="python -m bot",
        description=textwrap.fill(description, width=100),
        epilog="\n".join(lines),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def main(argv: list[str] | None = None) -> None:
    parser().parse_args(argv)  # --help prints the settings and exits; an unknown argument exits 2
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
            from db.pg_store import check_postgres

            asyncio.run(check_postgres(settings.database_url))  # reachable, and not from a newer bot
        else:
            # One clear line, before anything touches the file. The store checks again when it opens; a large
            # file's pages after a crash are read while the bot serves, and the bot stops if they are damaged.
            check_database(settings.database_path)
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
    from bot.app import create_bot

    bot = create_bot(settings)
    bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    if bot.stopped_because is not None:
        sys.exit(f"Stopped: {bot.stopped_because}")


if __name__ == "__main__":
    main()
