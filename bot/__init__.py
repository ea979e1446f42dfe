"""The bot process: settings, the application core and start-up.

``GameHostBot``, ``create_bot`` and ``Settings`` are imported when first asked for (PEP 562): a worker
process, a command's ``--help`` or a script that needs only ``bot.i18n`` or ``bot.pictures`` does not
import discord.py and every cog with them (about 0.35 s and 34 MB a process).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.app import GameHostBot, create_bot
    from bot.config import Settings

__all__ = ["GameHostBot", "Settings", "create_bot"]


def __getattr__(name: str) -> Any:
    if name in ("GameHostBot", "create_bot"):
        from bot import app

        return getattr(app, name)
    if name == "Settings":
        from bot.config import Settings

        return Settings
    raise AttributeError(f"module 'bot' has no attribute {name!r}")
