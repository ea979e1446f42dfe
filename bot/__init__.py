"""The bot process: settings, the application core and start-up."""

from bot.app import GameHostBot, create_bot
from bot.config import Settings

__all__ = ["GameHostBot", "Settings", "create_bot"]
