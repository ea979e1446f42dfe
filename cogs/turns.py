"""The "Your turns" list: every move a player owes, at every table in every server.

One line per awaited decision: the game, the server, the table number, what is asked (the
hand's own prompt: "your bid", "pick a card"), the time left as a Discord timestamp, a link to
the table, and under the text a button per table that opens that hand (the table's own
``hand:<id>`` button, so it keeps working after a restart and plays through the usual path).
Shown as the one DM the bot keeps per player (``cogs/notify.py``) and by ``/game mine``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import t
from cogs.embeds import clip, due_stamp, fill, game_title, message_link
from cogs.names import escape_name
from cogs.ui import persistent_view
from db.pace import WaitRecord
from db.store import TableRecord
from games import GAMES
from games.words import is_empty

if TYPE_CHECKING:
    from bot.app import GameHostBot

MAX_BUTTONS = 20  # four rows of five; the list's text names every table, the buttons the first twenty
MAX_LINES = 40  # a DM holds 2,000 characters: past this many, "and N more"


@dataclass
class Pending:
    """One decision the player owes."""

    table: TableRecord
    wait: WaitRecord
    muted: bool


def table_link(table: TableRecord) -> str:
    """Where the table is: a link on Discord; the channel's name in the playground (no discord.com there)."""
    link = message_link(table.guild_id, table.channel_id, table.message_id) if table.message_id else None
    return link or f"<#{table.channel_id}>"


async def pending_moves(bot: GameHostBot, user_id: int) -> list[Pending]:
    """What the player owes now, soonest due first: running tables where they hold an awaited seat
    (a table they left or that ended has no such seat, so it is never listed)."""
    store = bot.service.store
    muted = await store.muted_tables(user_id)
    out = []
    for wait in await store.user_waits(user_id):
        table = await store.get_table(wait.table_id)
        if table is None or table.status != "running" or table.seats[wait.seat].user_id != user_id:
            continue
        out.append(Pending(table, wait, table.id in muted))
    far = discord.utils.utcnow().replace(year=9999)
    out.sort(key=lambda p: (p.wait.due_at or far, p.table.id))
    return out


async def asked(bot: GameHostBot, entry: Pending, lang: str) -> str:
    """What the decision is, in the hand's own words (its prompt), short."""
    game = GAMES[entry.table.game]
    try:
        state = await bot.service.state_of(entry.table)
        face = game.hand_face(game.view(state, entry.wait.seat))
    except Exception:  # a table the service cannot read now: the line still says it is their move
        return t("turns-your-move", lang)
    if is_empty(face.prompt):
        return t("turns-your-move", lang)
    text = fill(face.prompt, entry.table, lang).replace("\n", " ").strip().rstrip(":")
    return clip(text, 90)


def server_name(bot: GameHostBot, table: TableRecord, lang: str) -> str:
    guild = bot.get_guild(table.guild_id) if table.guild_id is not None else None
    return escape_name(guild.name) if guild is not None else t("turns-some-server", lang)


async def list_lines(bot: GameHostBot, entries: list[Pending], lang: str) -> list[str]:
    lines = []
    for entry in entries[:MAX_LINES]:
        table, wait = entry.table, entry.wait
        lines.append(
            t(
                "turns-line",
                lang,
                game=game_title(GAMES[table.game], lang),
                server=server_name(bot, table, lang),
                table=table.id,
                asked=await asked(bot, entry, lang),
                due=t("turns-due", lang, when=due_stamp(wait.due_at)) if wait.due_at else t("turns-no-due", lang),
                link=table_link(table),
                muted=" 🔕" if entry.muted else "",
            )
        )
    if len(entries) > MAX_LINES:
        lines.append(t("turns-more", lang, count=len(entries) - MAX_LINES))
    return lines


def hand_buttons(entries: list[Pending], lang: str) -> discord.ui.View:
    """A button per table (the first twenty) that opens that hand, privately."""
    view = persistent_view()
    seen: set[int] = set()
    for entry in entries:
        if entry.table.id in seen or len(seen) >= MAX_BUTTONS:
            continue
        seen.add(entry.table.id)
        label = t("turns-open-hand", lang, game=game_title(GAMES[entry.table.game], lang), table=entry.table.id)
        view.add_item(discord.ui.Button(label=clip(label, 80), emoji="🃏", custom_id=f"hand:{entry.table.id}"))
    return view


async def turns_message(
    bot: GameHostBot, entries: list[Pending], lang: str, *, header: str = "", extra: str = ""
) -> dict[str, Any]:
    """The list as message arguments: ``header`` first (why this DM came), ``extra`` after (a
    follower's digest)."""
    if entries:
        body = [t("turns-title", lang, count=len(entries)), *await list_lines(bot, entries, lang)]
    else:  # a follower's digest for someone who owes nothing: only the tables followed
        body = [] if extra else [t("turns-none", lang)]
    text = "\n".join(part for part in (header, *body, extra) if part)
    return {
        "content": clip(text, 2000),
        "view": hand_buttons(entries, lang),
        "allowed_mentions": discord.AllowedMentions.none(),
    }
