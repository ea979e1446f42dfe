"""`python -m bot`: the real bot with DISCORD_TOKEN, else the offline playground."""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.app import create_bot
from bot.config import Settings
from db.schema import StoreError, check_database


def main() -> None:
    settings = Settings()
    try:
        check_database(settings.database_path)  # one clear line, before anything touches the file
    except StoreError as exc:
        sys.exit(f"Cannot start: {exc}")
    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if settings.discord_token is None:
        from bot.playground import run_playground

        asyncio.run(run_playground(settings))
        return
    bot = create_bot(settings)
    bot.run(settings.discord_token.get_secret_value(), log_handler=None)


if __name__ == "__main__":
    main()
