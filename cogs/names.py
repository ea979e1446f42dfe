"""Members' names in messages: escaped as message text, as typed in pictures and labels, and whom a message pings.

A name a member typed is data, never markup: it enters message text only through ``escape_name``.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache

import discord

from db.store import TableRecord

_LITERAL = re.compile(r"([<\[\]])")
_LIST_NUMBER = re.compile(r"^(\d+)\.(?=\s|$)")


@lru_cache(maxsize=4096)  # a pure function of the name; every card and line of every table asks for its names
def escape_name(name: str) -> str:
    """A name someone typed (a display name, a nickname), as message text that shows it as typed and
    does nothing else: no ping, no link, no style. Every name enters message text through here.

    ``discord.utils.escape_markdown`` escapes backslashes, ``* _ ~ | ` `` and, where a line starts,
    ``#`` headings, ``-#`` subtext, ``-`` lists and ``>`` quotes; ``escape_mentions`` breaks
    ``@everyone``, ``@here`` and ``<@id>``, ``<@!id>``, ``<@&id>`` with a zero-width space. They miss
    what is escaped here: every ``<`` (timestamps ``<t:0:R>``, channels ``<#id>``, custom emoji
    ``<:e:id>``, command mentions ``</game new:id>``, ``<https://…>``), every ``[`` and ``]`` (masked
    links ``[text](url)``: escape_markdown escapes only the first bracket, and only of a whole link),
    a numbered list's ``1.`` and line breaks (a name never starts a line of its own).
    """
    flat = " ".join(name.splitlines())
    out = []
    for i, part in enumerate(_LITERAL.split(flat)):  # odd indexes: the characters escaped here
        if i % 2:
            out.append("\\" + part)
        else:
            out.append(discord.utils.escape_mentions(discord.utils.escape_markdown(part, ignore_links=False)))
    return _LIST_NUMBER.sub(r"\1\\.", "".join(out))


def seat_names(table: TableRecord, *, bold: bool = True, emoji: bool = True) -> list[str]:
    """Display names by seat as message text: escaped (see ``escape_name``), bold unless ``bold=False``.

    Pictures and component labels show names as typed: ``plain_names``.
    """
    names = []
    for s in table.seats:
        name = f"{escape_name(s.name)} 🤖" if s.is_ai and emoji else escape_name(s.name)
        names.append(f"**{name}**" if bold else name)
    return names


def plain_names(table: TableRecord, *, emoji: bool = True) -> list[str]:
    """Display names by seat as typed, for what renders no markup: pictures drawn with Pillow
    (``emoji=False``: fonts lack emoji) and button and select labels."""
    return [f"{s.name} 🤖" if s.is_ai and emoji else s.name for s in table.seats]


def pinging(user_ids: Collection[int]) -> discord.AllowedMentions:
    """Pings for exactly these users, the ones a message mentions on purpose: never anyone a name
    spells out, a role or @everyone."""
    if not user_ids:
        return discord.AllowedMentions.none()
    users = [discord.Object(id=i) for i in sorted(user_ids)]
    return discord.AllowedMentions(users=users, roles=False, everyone=False, replied_user=False)


def seat_mentions(table: TableRecord) -> list[str]:
    return [f"<@{s.user_id}>" if s.user_id else f"**{escape_name(s.name)}** 🤖" for s in table.seats]
