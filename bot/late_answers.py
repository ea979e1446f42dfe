"""An interaction answered after Discord's 3 s is a warning, not an error with a traceback.

On a very busy bot a click can wait longer than Discord lets an interaction go unanswered. Discord then
shows the member "This interaction failed" and refuses the late answer with Unknown Interaction (10062),
which the callback raises from its ``defer()`` or ``send_message()``, so it stops there and does nothing
more. discord.py logs that as an error with a traceback ("Ignoring exception in ..."), which tells an admin
something broke when the bot was only slow. The move click says so itself (``cogs.play.on_action``); this
filter does it for every other control and slash command, in one place instead of at each of their answers.
"""

from __future__ import annotations

import logging

import discord

UNKNOWN_INTERACTION = 10062  # an interaction answered after its 3 s

#: the loggers discord.py reports a failed callback with: buttons, selects and modals; slash commands
CALLBACK_LOGGERS = ("discord.ui.view", "discord.ui.modal", "discord.app_commands.tree")


def came_too_late(error: BaseException | None) -> bool:
    """Whether ``error`` (or what it wraps: a slash command's ``CommandInvokeError``) is Discord refusing
    an answer that came after the interaction's 3 s."""
    seen = 0
    while error is not None and seen < 5:
        if isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION:
            return True
        error = getattr(error, "original", None) or error.__cause__
        seen += 1
    return False


class LateAnswers(logging.Filter):
    """Turns discord.py's error record for a callback that answered too late into a one-line warning."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if record.levelno >= logging.ERROR and came_too_late(error):
            what = record.getMessage()
            record.msg = "%s: it came after Discord's 3 s (the member saw it fail), so it stopped there"
            record.args = (what.removeprefix("Ignoring exception in ").strip(),)
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.exc_info = record.exc_text = None
        return True


def install() -> None:
    """Once per process (the bot does it as it is built): a second call adds nothing."""
    for name in CALLBACK_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, LateAnswers) for f in logger.filters):
            logger.addFilter(LateAnswers())
