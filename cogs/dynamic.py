"""What every persistent control shares: strict parsing of its custom id, the private answer to a broken
one, and the stopped view that holds DynamicItems (split out of ``cogs.ui``, issue 35)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.i18n import t
from cogs.language import reader_lang

# Templates accept anything after the prefix and parse it strictly, so a damaged or forged
# custom_id gets a clear private answer instead of "This interaction failed".

BROKEN = t("ui-broken")  # in English; each reader gets it in their language
_NUMBER = re.compile(r"[0-9]{1,19}")
_MAX_ID = 2**63 - 1  # SQLite's INTEGER range


def parse_ids(text: str, count: int) -> list[int] | None:
    """``count`` colon-separated ids in SQLite's range, or None."""
    parts = text.split(":")
    if len(parts) != count or not all(_NUMBER.fullmatch(p) for p in parts):
        return None
    numbers = [int(p) for p in parts]
    return numbers if all(n <= _MAX_ID for n in numbers) else None


async def answer_broken(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message(t("ui-broken", await reader_lang(interaction)), ephemeral=True)


def persistent_view() -> discord.ui.View:
    """A view whose items are all DynamicItems, so it needs no place in memory.

    Stopped before it is sent: discord.py then neither keeps it in its view
    store nor arms the 15-minute timer it gives ephemeral views; clicks are
    routed by custom_id through the registered DynamicItems, the same path
    as after a restart.
    """
    view = discord.ui.View(timeout=None)
    view.stop()
    return view
