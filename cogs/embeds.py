"""Embeds from a game's faces and the table's records: the lobby, the table, the final table, a hand.

Every text comes from the catalogues (``bot.i18n``) in the language it is given: the server's for
public messages, the reader's for a hand.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from datetime import datetime
from functools import lru_cache
from typing import Any

import discord

from bot.alt_text import clip_alt
from bot.clock import PACE_HEADINGS, PACES, VACATION_PACES
from bot.i18n import SOURCE, render, t
from cogs.names import escape_name, seat_names
from db.pace import WaitRecord
from db.store import TableRecord
from games.contract import Game, Outcome, fill_seat_refs
from games.words import Text, and_list, duration, is_empty

NO_MENTIONS = discord.AllowedMentions.none()
COLOUR = discord.Colour.from_rgb(230, 159, 0)
STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
HAND_IMAGE = "hand.png"
TABLE_IMAGE = "table.png"

#: The offline playground (Settings.playground, applied when the cogs load): its page shows one channel,
#: so no DMs and no discord.com links, and its clock is simulated, so deadlines are absolute times.
PLAYGROUND = False


def due_stamp(moment: datetime) -> str:
    """A deadline as a Discord timestamp: "in 5 minutes" on Discord; the date and time in the playground,
    whose simulated clock and the browser's disagree about "now"."""
    return f"<t:{int(moment.timestamp())}:{'f' if PLAYGROUND else 'R'}>"


def message_link(guild_id: int | None, channel_id: int, message_id: int) -> str | None:
    """A link to a message on discord.com; None in the playground, whose page cannot follow it."""
    if PLAYGROUND:
        return None
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def join_names(names: Sequence[str], lang: str = SOURCE) -> str:
    """ "Ana", "Ana and Bo", "Ana, Bo and Cy", in ``lang`` ("Ana, Bo und Cy")."""
    return render(and_list(list(names)), lang)


def chunk_lines(lines: Sequence[str], limit: int = 1024) -> list[str]:
    """Lines packed into as few embed field values (≤ ``limit`` characters each) as they need."""
    chunks: list[str] = []
    for line in lines:
        line = clip(line, limit)
        if chunks and len(chunks[-1]) + 1 + len(line) <= limit:
            chunks[-1] += "\n" + line
        else:
            chunks.append(line)
    return chunks


def fill(text: Text, table: TableRecord, lang: str = SOURCE) -> str:
    """An engine's or the service's text in ``lang``, with the seats' names in."""
    return fill_seat_refs(render(text, lang), seat_names(table))


# ---- embeds ---------------------------------------------------------------


def embed_mention(user_id: int | None) -> str:
    """A member's mention after their name in an embed: " (<@id>)" on Discord; nothing in the playground,
    whose page shows a mention inside an embed as raw ``<@…>`` (Discord does too, for a member it has not
    loaded: so the name always comes first)."""
    return "" if PLAYGROUND or user_id is None else f" (<@{user_id}>)"


def game_title(game: Game[Any, Any, Any], lang: str = SOURCE) -> str:
    """A game's name in ``lang`` (its catalogue's ``<id>-title``; a game without one: its English title)."""
    return render(game.title_text or game.title, lang)


AI_LEVELS = {"easy": "ui-ai-level-easy", "normal": "ui-ai-level-normal", "hard": "ui-ai-level-hard"}


def ai_level_name(level: str | None, lang: str = SOURCE) -> str:
    key = AI_LEVELS.get(level or "")
    return t(key, lang) if key else str(level)


def lobby_embed(game: Game[Any, Any, Any], table: TableRecord, lang: str = SOURCE) -> discord.Embed:
    names = seat_names(table, bold=False, emoji=False)
    seats = "\n".join(
        f"{i + 1}. "
        + (
            f"🤖 {names[i]} ({ai_level_name(s.ai_level, lang)})"
            if s.is_ai
            else f"**{names[i]}**{embed_mention(s.user_id)}"
        )
        + (" 👑" if s.user_id == table.host_id else "")
        for i, s in enumerate(table.seats)
    )
    host = next((names[i] for i, s in enumerate(table.seats) if s.user_id == table.host_id), None)
    embed = discord.Embed(
        title=t("ui-lobby-title", lang, game=game_title(game, lang)),
        description=t(
            "ui-lobby-description",
            lang,
            host=f"**{host}**{embed_mention(table.host_id)}",
            min=game.min_players,
            max=game.max_players,
        ),
        colour=COLOUR,
    )
    embed.add_field(
        name=t("ui-lobby-seats", lang, taken=len(table.seats), max=game.max_players), value=seats or "—", inline=False
    )
    embed.add_field(name=t("ui-pace", lang), value=pace_text(table, lang), inline=False)
    variant = table.options.get("variant")
    if variant and variant in game.variants:
        embed.add_field(
            name=t("ui-variant", lang), value=f"**{variant}**: {render(game.variants[variant][0], lang)}", inline=False
        )
    add_hints_note(embed, table, lang)
    embed.set_footer(text=t("ui-lobby-footer", lang, table=table.id, game=game.id))
    return embed


def add_hints_note(embed: discord.Embed, table: TableRecord, lang: str = SOURCE) -> None:
    """A table whose host allowed hints says so, and that it is unrated (issue 36)."""
    if table.options.get("learn"):
        embed.add_field(name=t("learn-note-name", lang), value=t("learn-note-body", lang), inline=False)
    elif table.options.get("hints"):
        embed.add_field(name=t("hint-unrated-name", lang), value=t("hint-unrated-body", lang), inline=False)


def duration_text(seconds: int, lang: str = SOURCE) -> str:
    """A move's time, in the locale's words (Babel): "24 hours", "3 Tage", "30 minut"."""
    return render(duration(seconds), lang)


def pace_text(table: TableRecord, lang: str = SOURCE) -> str:
    """The table's pace in words: its clock, what a late move costs, vacation days."""
    return _pace_text(table.pace, table.move_seconds, table.on_timeout, table.vacation, lang)


@lru_cache(maxsize=1024)
def _pace_text(pace_name: str | None, move_seconds: int | None, on_timeout: str, vacation: bool, lang: str) -> str:
    """``pace_text`` from the fields it reads, kept: the same few paces are written on every table card at every
    repaint (a fifth of a card's text, formatting four durations and five messages each time)."""
    late = t("ui-pace-late-ai" if on_timeout == "ai" else "ui-pace-late-forfeit", lang)
    if pace_name is None:  # a table from before paces: a fixed time for each decision
        if not move_seconds:
            return t("ui-pace-none", lang)
        return t("ui-pace-per-decision", lang, time=duration_text(move_seconds, lang), late=late)
    pace = PACES[pace_name]
    if pace.bank is None:
        return t("clock-pace-none", lang)
    text = t(
        "clock-pace-bank",
        lang,
        heading=t(PACE_HEADINGS[pace.name], lang),
        bank=duration_text(pace.bank, lang),
        increment=duration_text(pace.increment, lang),
        cap=duration_text(pace.cap or pace.bank, lang),
        late=late,
    )
    if pace.name in VACATION_PACES:
        text += "\n" + t("clock-vacation-on" if vacation else "clock-vacation-off", lang)
    return text


def deadline_lines(table: TableRecord, waits: Sequence[WaitRecord], lang: str = SOURCE) -> str:
    """Who is being waited for, with the time their bank (or deadline) runs out as a Discord timestamp
    (which Discord shows in the reader's own language, counting down)."""
    names = seat_names(table)
    line = "ui-due" if table.pace is None else "clock-runs-out"
    lines = []
    for wait in waits:
        if wait.due_at is not None and not table.seats[wait.seat].is_ai:  # an AI seat moves by itself
            lines.append(t(line, lang, player=names[wait.seat], when=due_stamp(wait.due_at)))
    return "\n".join(lines)


def clip_lines(lines: Sequence[str], limit: int) -> str:
    """The newest lines that fit in ``limit`` characters, oldest first (a long old line gives way)."""
    kept: list[str] = []
    for line in reversed(lines):
        if sum(len(k) + 1 for k in kept) + len(line) > limit:
            break
        kept.insert(0, line)
    return "\n".join(kept) if kept else clip(lines[-1], limit)


def running_embed(
    game: Game[Any, Any, Any],
    table: TableRecord,
    view: Any,
    *,
    with_image: bool,
    waits: Sequence[WaitRecord] = (),
    recent: Sequence[str] = (),
    lang: str = SOURCE,
) -> discord.Embed:
    """``recent``: the last play-by-play lines, rendered for people (names, no pings)."""
    face = game.table_face(view)
    embed = discord.Embed(
        title=t("ui-table-title", lang, game=game_title(game, lang), table=table.id),
        description=clip(fill(face.description, table, lang), 4000),
        colour=COLOUR,
    )
    for name, value in face.fields[:20]:
        embed.add_field(
            name=clip(fill(name, table, lang), 256), value=clip(fill(value, table, lang), 1024) or "—", inline=True
        )
    if recent:
        embed.add_field(name=t("ui-recent", lang), value=clip_lines(recent, 1024), inline=False)
    due = deadline_lines(table, waits, lang)
    embed.add_field(name=t("ui-pace", lang), value=f"{pace_text(table, lang)}\n{due}".strip(), inline=False)
    closed = [s for s in table.seats if s.dm_closed]
    if closed:
        names = ", ".join(f"**{escape_name(s.name)}**{embed_mention(s.user_id)}" for s in closed)
        embed.add_field(
            name=t("ui-dms-closed", lang),
            value=t("ui-dms-closed-body", lang, players=names),
            inline=False,
        )
    add_hints_note(embed, table, lang)
    if with_image:
        embed.set_image(url=f"attachment://{TABLE_IMAGE}")
    # the playground shows no DMs
    where = t("ui-footer-where-playground" if PLAYGROUND else "ui-footer-where", lang)
    embed.set_footer(text=t("ui-table-footer", lang, move=table.version, where=where))
    return embed


def finished_embed(
    game: Game[Any, Any, Any],
    table: TableRecord,
    outcome: Outcome,
    view: Any,
    *,
    with_image: bool,
    lang: str = SOURCE,
) -> discord.Embed:
    names = seat_names(table)
    order = sorted(range(len(names)), key=lambda i: outcome.ranks[i])
    lines = []
    for i in order:
        # no medals when nobody won (Inka's round cap): a gold medal under "Nobody won." would contradict it
        medal = {1: "🥇", 2: "🥈", 3: "🥉"}.get(outcome.ranks[i], "▫️") if outcome.winners else "▫️"
        out = t("ui-eliminated", lang) if i in outcome.eliminated else ""
        lines.append(f"{medal} {names[i]}: **{_score(outcome.scores[i])}**{out}")
    if outcome.winners:
        head = t(
            "ui-winners",
            lang,
            count=len(outcome.winners),
            winners=join_names([names[w] for w in outcome.winners], lang),
        )
    else:
        head = t("ui-no-winner", lang)
    description = head + "\n\n" + "\n".join(lines)
    embed = discord.Embed(
        title=t("ui-finished-title", lang, game=game_title(game, lang), table=table.id),
        description=clip(description, 4000),
        colour=COLOUR,
    )
    breakdown = chunk_lines([fill(line, table, lang) for line in outcome.breakdown])
    for number, value in enumerate(breakdown[:5]):  # a long breakdown continues, never cut mid-player
        name = t("ui-breakdown-more" if number else "ui-breakdown", lang)
        embed.add_field(name=name, value=value, inline=False)
    add_hints_note(embed, table, lang)
    if with_image:
        embed.set_image(url=f"attachment://{TABLE_IMAGE}")
    embed.set_footer(text=t("ui-finished-footer", lang, moves=table.version))
    return embed


def _score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def closed_embed(game: Game[Any, Any, Any], table: TableRecord, reason: Text, lang: str = SOURCE) -> discord.Embed:
    return discord.Embed(
        title=t("ui-table-title", lang, game=game_title(game, lang), table=table.id),
        description=render(reason, lang),
        colour=discord.Colour.dark_grey(),
    )


def hand_embed(
    game: Game[Any, Any, Any],
    table: TableRecord,
    seat: int,
    view: Any,
    *,
    awaited: bool,
    live_until: datetime | None = None,
    lang: str = SOURCE,
    news: str = "",
    clock: str = "",
) -> discord.Embed:
    """A seat's hand, in the reader's ``lang``. ``live_until``: a private copy in the channel, kept current
    only until then. ``news``: what happened since the player's last decision, which the hand opens with
    (on a phone a player reads the hand, not the thread). ``clock``: their own bank or when it runs out."""
    face = game.hand_face(view)
    parts = [t("hand-since-your-move", lang) + "\n" + news + "\n"] if news else []
    parts.append(fill(face.description, table, lang))
    if awaited and not is_empty(face.prompt):
        parts.append(f"\n👉 {fill(face.prompt, table, lang)}")
    elif not awaited and table.status == "running":
        parts.append("\n" + t("ui-hand-idle-below" if live_until else "ui-hand-idle-updates", lang))
    if clock and table.status == "running":
        parts.append(clock)
    if live_until is not None and table.status == "running":
        # Italics, not `-#` subtext: an embed does not render subtext (the page showed the raw `-#`).
        parts.append(t("ui-hand-live-until", lang, until=f"<t:{int(live_until.timestamp())}:t>"))
    embed = discord.Embed(
        title=t("ui-hand-title", lang, game=game_title(game, lang), table=table.id),
        description=clip("\n".join(parts), 4000),
        colour=COLOUR,
    )
    jump = message_link(table.guild_id, table.channel_id, table.message_id) if table.message_id else None
    if jump and table.guild_id:  # a DM or My hand copy links to its table (not in the playground's page)
        embed.add_field(name=t("ui-hand-table", lang), value=t("ui-hand-jump", lang, url=jump), inline=False)
    embed.set_footer(text=t("ui-hand-footer", lang, seat=seat + 1, move=table.version))
    return embed


def png_file(data: bytes, filename: str = TABLE_IMAGE, *, description: str) -> discord.File:
    """A picture to attach, with its alt text (``bot.alt_text``: every picture the bot sends has one)."""
    return discord.File(io.BytesIO(data), filename=filename, description=clip_alt(description))


def hand_clock(table: TableRecord, seat: int, wait: WaitRecord | None, lang: str = SOURCE) -> str:
    """The player's own clock on their hand: when it runs out if it is running, else what their bank holds."""
    if table.seats[seat].is_ai or table.status != "running":
        return ""
    if wait is not None and wait.due_at is not None:
        return t("clock-hand-runs-out", lang, when=due_stamp(wait.due_at))
    pace = PACES.get(table.pace) if table.pace else None
    if pace is None or pace.bank is None:
        return ""
    bank = table.seats[seat].bank_seconds
    return t("clock-hand-bank", lang, left_time=duration_text(int(pace.bank if bank is None else bank), lang))
