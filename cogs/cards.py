"""Components V2 messages ("cards"): one container holding a message's text, picture and controls (issue 35).

The message builders (``cogs.embeds``: table, hand, lobby, history…) keep describing a message as an embed
(title, description, fields, footer, picture) plus a classic view of buttons and selects; ``card`` lays
that out as one Components V2 container:

- the title as a heading over the description, then the fields, each name in bold over its value;
- the picture in a media gallery whose item carries the attachment's alt text (``bot.alt_text``: a
  screen reader reads an attachment's description in a gallery, not inside an embed);
- the controls as action rows inside the container (the same DynamicItems, so every custom id keeps
  working, on old messages and across restarts);
- the footer as subtext.

A V2 message can never go back to plain content or embeds, so every later edit of such a message (the
table moved, a seat left, the game was cancelled) is a card too: ``notice``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from cogs.embeds import NO_MENTIONS

#: Discord's limits for a V2 message: components in all (nested ones count), characters of text in all,
#: items in one gallery
MAX_COMPONENTS = 40
MAX_TEXT = 4000
MAX_GALLERY = 10
BUTTONS_PER_ROW = 5


def _fit(parts: list[str], limit: int = MAX_TEXT) -> list[str]:
    """Clip the longest texts until they add up to ``limit`` characters (one text display each)."""
    parts = list(parts)
    while sum(map(len, parts)) > limit:
        longest = max(range(len(parts)), key=lambda i: len(parts[i]))
        over = sum(map(len, parts)) - limit
        keep = max(len(parts[longest]) - over - 1, 0)
        parts[longest] = parts[longest][:keep].rstrip() + "…"
    return parts


def _rows(view: discord.ui.View) -> list[list[discord.ui.Item[Any]]]:
    """A classic view's items by row, as Discord would place them: an item with a row goes there, the
    others fill the first row with room (a select takes a whole row)."""
    rows: dict[int, list[discord.ui.Item[Any]]] = {}
    widths: dict[int, int] = {}
    for child in view.children:
        inner = getattr(child, "item", child)  # a DynamicItem's own row may read None: its component's is set
        row = inner.row
        if row is None:
            row = next(r for r in range(len(view.children) + 1) if widths.get(r, 0) + inner.width <= BUTTONS_PER_ROW)
        rows.setdefault(row, []).append(child)
        widths[row] = widths.get(row, 0) + inner.width
    return [rows[r] for r in sorted(rows)]


def layout() -> discord.ui.LayoutView:
    """An empty layout of DynamicItems only, stopped for the reason ``cogs.ui.persistent_view`` gives."""
    view = discord.ui.LayoutView(timeout=None)
    view.stop()
    return view


def _parts(embed: discord.Embed) -> list[str]:
    """An embed's text in three parts: the title as a heading over the description, the fields, the footer."""
    head = f"## {embed.title}" if embed.title else ""
    if embed.description:
        head = f"{head}\n{embed.description}".strip()
    fields = "\n\n".join(f"**{f.name}**\n{f.value}" if f.name else str(f.value) for f in embed.fields)
    footer = f"-# {embed.footer.text}" if embed.footer and embed.footer.text else ""
    return [head, fields, footer]


def card(
    embeds: discord.Embed | Sequence[discord.Embed],
    *,
    files: Sequence[discord.File] = (),
    controls: discord.ui.View | None = None,
) -> discord.ui.LayoutView:
    """Each embed's text as one V2 container (a leaderboard's season and all time: two), the last one
    with the pictures (``files``, with their alt text) and the ``controls``."""
    embeds = [embeds] if isinstance(embeds, discord.Embed) else list(embeds)
    texts = _fit([part for embed in embeds for part in _parts(embed)])
    view = layout()
    for number, embed in enumerate(embeds):
        head, fields, footer = texts[3 * number : 3 * number + 3]
        colour = embed.colour.value if embed.colour is not None else None
        box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
        for text in (head, fields):
            if text.strip():
                box.add_item(discord.ui.TextDisplay(text))
        if number == len(embeds) - 1:
            _add_pictures(box, files)
            if controls is not None:
                _add_controls(box, controls)
        if footer.strip():
            box.add_item(discord.ui.TextDisplay(footer))
        view.add_item(box)
    return view


def _add_pictures(box: discord.ui.Container[Any], files: Sequence[discord.File]) -> None:
    pictures = [f for f in files if f.filename.lower().endswith((".png", ".jpg", ".jpeg", ".gif", ".webp"))]
    if pictures:
        gallery: discord.ui.MediaGallery[Any] = discord.ui.MediaGallery()
        for picture in pictures[:MAX_GALLERY]:
            gallery.add_item(media=f"attachment://{picture.filename}", description=picture.description or None)
        box.add_item(gallery)


def _add_controls(box: discord.ui.Container[Any], controls: discord.ui.View) -> None:
    for items in _rows(controls):
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for item in items:
            controls.remove_item(item)
            row.add_item(item)
        box.add_item(row)


def card_message(
    embed: discord.Embed | Sequence[discord.Embed],
    *,
    files: Sequence[discord.File] = (),
    controls: discord.ui.View | None = None,
) -> dict[str, Any]:
    """Edit kwargs turning a message (embed or V2 already) into this card: no content, no embeds, the
    pictures uploaded anew, nobody pinged by the names in it."""
    return {
        "content": None,
        "embeds": [],
        "view": card(embed, files=files, controls=controls),
        "attachments": list(files),
        "allowed_mentions": NO_MENTIONS,
    }


def notice(text: str, title: str = "", colour: discord.Colour | None = None) -> dict[str, Any]:
    """Edit kwargs for a card saying only ``text`` (what a V2 message becomes instead of plain content)."""
    return card_message(discord.Embed(title=title or None, description=text, colour=colour))


def as_new(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Edit kwargs as kwargs of a message sent anew (``files``, not ``attachments``; nothing None)."""
    fresh = {k: v for k, v in kwargs.items() if v is not None and k != "attachments"}
    if kwargs.get("attachments"):
        fresh["files"] = kwargs["attachments"]
    return fresh


def component_count(view: discord.ui.BaseView) -> int:
    """Components in a message as Discord counts them: every container, text, gallery, row, button, select."""
    return sum(1 for _ in view.walk_children())


def text_length(view: discord.ui.BaseView) -> int:
    return sum(len(c.content) for c in view.walk_children() if isinstance(c, discord.ui.TextDisplay))


def gallery_sizes(view: discord.ui.BaseView) -> list[int]:
    return [len(c.items) for c in view.walk_children() if isinstance(c, discord.ui.MediaGallery)]
