"""`python -m bot`: the real bot with DISCORD_TOKEN, else the offline playground."""

from __future__ import annotations

import asyncio
import logging

from bot.app import create_bot
from bot.config import Settings


def main() -> None:
    settings = Settings()
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
