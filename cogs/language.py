"""Whose language a text is in.

Private texts (an ephemeral answer, a hand, a DM) are in the reader's
language: the one they chose in ``/game settings``, else their Discord
client's (the interaction's ``locale``, remembered so that DMs the bot sends
on its own later, like reminders, use it too). Public texts (the lobby, the
table, its thread and picture) are in the server's language: the one its admins chose in
``/game config``, else ``guild.preferred_locale``.
"""

from __future__ import annotations

import time
from typing import Any

import discord
from cachetools import LRUCache

from bot.i18n import SOURCE, language_of
from db.store import Store

CACHE_SECONDS = 60.0  # another process may change a member's choice; read it again after this
USERS_CACHED = 4096  # members whose languages are kept: the most recently read (else one per member ever seen)


class Languages:
    """Members' languages, read from the store and cached briefly."""

    def __init__(self, store: Store, cached: int = USERS_CACHED) -> None:
        self.store = store
        self._cache: LRUCache[int, tuple[float, str | None, str | None]] = LRUCache(cached)

    async def _get(self, user_id: int) -> tuple[str | None, str | None]:
        hit = self._cache.get(user_id)
        if hit is not None and time.monotonic() - hit[0] < CACHE_SECONDS:
            return hit[1], hit[2]
        chosen, seen = await self.store.user_languages(user_id)
        self._cache[user_id] = (time.monotonic(), chosen, seen)
        return chosen, seen

    async def of_reader(self, interaction: discord.Interaction[Any]) -> str:
        """The language of a private answer to ``interaction``; remembers the client's for later DMs."""
        user_id = interaction.user.id
        chosen, seen = await self._get(user_id)
        client = language_of(interaction.locale)
        if client != seen:
            await self.store.remember_client_language(user_id, client)
            self._cache[user_id] = (time.monotonic(), chosen, client)
        return chosen or client

    async def of_user(self, user_id: int) -> str:
        """The language of a DM sent without an interaction."""
        chosen, seen = await self._get(user_id)
        return chosen or seen or SOURCE

    async def chosen(self, user_id: int) -> str | None:
        return (await self._get(user_id))[0]

    async def choose(self, user_id: int, language: str | None) -> None:
        """Fix a member's language (None: follow their Discord client again)."""
        await self.store.set_language(user_id, language)
        self._cache.pop(user_id, None)


async def reader_lang(interaction: discord.Interaction[Any]) -> str:
    """The language of a private answer to ``interaction`` (see :class:`Languages`)."""
    languages: Languages | None = getattr(interaction.client, "languages", None)
    if languages is None:
        return language_of(interaction.locale)
    return await languages.of_reader(interaction)


def chosen_server_lang(bot: Any, guild_id: int | None) -> str | None:
    """The language an admin chose for the server's public messages in /game config (cogs/admin.py
    keeps them in ``bot.server_languages``), None: the server's Discord setting decides."""
    chosen: dict[int, str] = getattr(bot, "server_languages", None) or {}
    return chosen.get(guild_id) if guild_id is not None else None


def server_lang(bot: Any, guild_id: int | None) -> str:
    """The language of a server's public messages (English outside a server or for an unknown one)."""
    chosen = chosen_server_lang(bot, guild_id)
    if chosen is not None:
        return chosen
    guild = bot.get_guild(guild_id) if guild_id is not None else None
    return language_of(guild.preferred_locale) if guild is not None else SOURCE


def interaction_server_lang(interaction: discord.Interaction[Any]) -> str:
    """The language of a public message sent in answer to ``interaction``."""
    if interaction.guild_id is None:
        return language_of(interaction.locale)
    chosen = chosen_server_lang(interaction.client, interaction.guild_id)
    if chosen is not None:
        return chosen
    if interaction.guild_locale is not None:
        return language_of(interaction.guild_locale)
    return server_lang(interaction.client, interaction.guild_id)
