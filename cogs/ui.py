"""Shared Discord UI: embeds from a game's faces, persistent components.

Every component is a ``DynamicItem`` whose custom_id carries what the click
needs (table id, version, choice), so buttons keep working after a restart:
the click reloads the table from the database.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from bot.i18n import SOURCE, render, t
from cogs.language import reader_lang
from cogs.layout import plan_rows
from cogs.names import escape_name, pinging, plain_names, seat_mentions, seat_names  # noqa: F401  (imported from here too)
from db.pace import WaitRecord
from db.store import TableRecord
from games.contract import ControlGroup, Game, Outcome, fill_seat_refs
from games.words import Text, and_list, duration, is_empty

if TYPE_CHECKING:
    from bot.app import GameHostBot

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
    embed.set_footer(text=t("ui-lobby-footer", lang, table=table.id, game=game.id))
    return embed


def duration_text(seconds: int, lang: str = SOURCE) -> str:
    """A move's time, in the locale's words (Babel): "24 hours", "3 Tage", "30 minut"."""
    return render(duration(seconds), lang)


def pace_text(table: TableRecord, lang: str = SOURCE) -> str:
    if not table.move_seconds:
        return t("ui-pace-none", lang)
    late = "ui-pace-late-ai" if table.on_timeout == "ai" else "ui-pace-late-forfeit"
    return t("ui-pace-per-decision", lang, time=duration_text(table.move_seconds, lang), late=t(late, lang))


def deadline_lines(table: TableRecord, waits: Sequence[WaitRecord], lang: str = SOURCE) -> str:
    """Who is being waited for, with the deadline as a Discord timestamp (which Discord shows in the
    reader's own language)."""
    names = seat_names(table)
    lines = []
    for wait in waits:
        if wait.due_at is not None and not table.seats[wait.seat].is_ai:  # an AI seat moves by itself
            lines.append(t("ui-due", lang, player=names[wait.seat], when=due_stamp(wait.due_at)))
    return "\n".join(lines)


def running_embed(
    game: Game[Any, Any, Any],
    table: TableRecord,
    view: Any,
    *,
    with_image: bool,
    waits: Sequence[WaitRecord] = (),
    lang: str = SOURCE,
) -> discord.Embed:
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
) -> discord.Embed:
    """A seat's hand, in the reader's ``lang``. ``live_until``: a private copy in the channel, kept current
    only until then. ``news``: what happened since the player's last decision, which the hand opens with
    (on a phone a player reads the hand, not the thread)."""
    face = game.hand_face(view)
    parts = [t("hand-since-your-move", lang) + "\n" + news + "\n"] if news else []
    parts.append(fill(face.description, table, lang))
    if awaited and not is_empty(face.prompt):
        parts.append(f"\n👉 {fill(face.prompt, table, lang)}")
    elif not awaited and table.status == "running":
        parts.append("\n" + t("ui-hand-idle-below" if live_until else "ui-hand-idle-updates", lang))
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


def png_file(data: bytes, filename: str = TABLE_IMAGE) -> discord.File:
    return discord.File(io.BytesIO(data), filename=filename)


# ---- persistent components ----------------------------------------------
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


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lobby:(?P<args>.*)"):
    LABELS: ClassVar[dict[str, tuple[str, discord.ButtonStyle]]] = {
        "join": ("ui-lobby-join", discord.ButtonStyle.success),
        "leave": ("ui-lobby-leave", discord.ButtonStyle.secondary),
        "ai": ("ui-lobby-add-ai", discord.ButtonStyle.secondary),
        "start": ("ui-lobby-start", discord.ButtonStyle.primary),
        "cancel": ("ui-lobby-cancel", discord.ButtonStyle.danger),
    }

    def __init__(self, table_id: int, op: str, lang: str = SOURCE) -> None:
        key, style = self.LABELS.get(op, ("", discord.ButtonStyle.secondary))
        label = t(key, lang) if key else "?"
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"lobby:{table_id}:{op}"))
        self.table_id = table_id
        self.op = op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> LobbyButton:
        table, _, op = match["args"].partition(":")
        ids = parse_ids(table, 1)
        return cls(ids[0] if ids else 0, op if ids and op in cls.LABELS else "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if not self.op:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Lobby")
        await cog.on_lobby_button(interaction, self.table_id, self.op)  # type: ignore[union-attr]


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hand:(?P<args>.*)"):
    """The table's "My hand" button: an ephemeral copy of the DM hand."""

    def __init__(self, table_id: int, lang: str = SOURCE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("ui-my-hand", lang), emoji="🃏", style=discord.ButtonStyle.primary, custom_id=f"hand:{table_id}"
            )
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> HandButton:
        ids = parse_ids(match["args"], 1)
        return cls(ids[0] if ids else -1)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.table_id < 0:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Play")
        await cog.on_my_hand(interaction, self.table_id)  # type: ignore[union-attr]


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"act:(?P<args>.*)"):
    """One legal action, valid only for the seat's decision it was offered for.

    custom_id ``act:<table>:<decision>:<index>``; the decision number is the seat's own (the
    version at which its current decision began), so other players' moves leave it valid.
    """

    def __init__(self, table_id: int, decision: int, index: int, button: discord.ui.Button[Any] | None = None) -> None:
        super().__init__(button or discord.ui.Button(label="…", custom_id=f"act:{table_id}:{decision}:{index}"))
        self.table_id, self.decision, self.index = table_id, decision, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ActionButton:
        ids = parse_ids(match["args"], 3) or [-1, -1, -1]
        return cls(*ids)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.table_id < 0:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Play")
        await cog.on_action(interaction, self.table_id, self.decision, self.index)  # type: ignore[union-attr]


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"pick:(?P<args>.*)"):
    """A select menu of legal actions (``pick:<table>:<decision>:<row>``); each option's value is an action index."""

    def __init__(self, table_id: int, decision: int, row: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"pick:{table_id}:{decision}:{row}"))
        self.table_id, self.decision = table_id, decision

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> ActionSelect:
        ids = parse_ids(match["args"], 3) or [-1, -1, -1]
        return cls(*ids)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if not values:
            await interaction.response.send_message(
                t("ui-nothing-chosen", await reader_lang(interaction)), ephemeral=True
            )
            return
        index = parse_ids(str(values[0]), 1)
        if self.table_id < 0 or index is None:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Play")
        await cog.on_action(interaction, self.table_id, self.decision, index[0])  # type: ignore[union-attr]


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"confirm:(?P<args>.*)"):
    """Confirms leaving a game (op "leave"), removing a player ("kick") or ending a running game ("cancel")."""

    OPS: ClassVar[dict[str, str]] = {
        "leave": "ui-confirm-leave",
        "kick": "ui-confirm-kick",
        "cancel": "ui-confirm-cancel",
    }

    def __init__(self, table_id: int, op: str, user_id: int, lang: str = SOURCE) -> None:
        key = self.OPS.get(op)
        label = t(key, lang) if key else "?"
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.danger, custom_id=f"confirm:{table_id}:{op}:{user_id}"
            )
        )
        self.table_id, self.op, self.user_id = table_id, op, user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ConfirmButton:
        parts = match["args"].split(":")
        ids = parse_ids(f"{parts[0]}:{parts[-1]}", 2) if len(parts) == 3 else None
        if ids is None or parts[1] not in cls.OPS:
            return cls(0, "", 0)
        return cls(ids[0], parts[1], ids[1])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if not self.op:
            await answer_broken(interaction)
            return
        cog = interaction.client.get_cog("Lobby")
        await cog.on_confirm(interaction, self.table_id, self.op, self.user_id)  # type: ignore[union-attr]


def confirm_view(table_id: int, op: str, user_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    view.add_item(ConfirmButton(table_id, op, user_id, lang))
    return view


class AiLevelSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"ailevel:(?P<args>.*)"):
    """The level of the AI player the host is adding."""

    def __init__(self, table_id: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"ailevel:{table_id}"))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> AiLevelSelect:
        ids = parse_ids(match["args"], 1)
        return cls(ids[0] if ids else -1)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.table_id < 0:
            await answer_broken(interaction)
            return
        values = (interaction.data or {}).get("values") or ["normal"]  # type: ignore[union-attr]
        cog = interaction.client.get_cog("Lobby")
        await cog.on_ai_level(interaction, self.table_id, str(values[0]))  # type: ignore[union-attr]


class UnknownControl(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    # hist, replay, rjump: cogs/history.py; settings: cogs/settings.py
    template=r"(?!(?:lobby|hand|act|pick|confirm|ailevel|hist|replay|rjump|settings):).*",
):
    """Any other custom_id (none of ours): a clear answer rather than a failed interaction."""

    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="?", custom_id="unknown:"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> UnknownControl:
        return cls()

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await answer_broken(interaction)


def ai_level_view(table_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=f"ailevel:{table_id}",
        placeholder=t("ui-ai-level-placeholder", lang),
        options=[
            discord.SelectOption(
                label=t("ui-ai-level-easy", lang),
                value="easy",
                emoji="🐣",
                description=t("ui-ai-level-easy-about", lang),
            ),
            discord.SelectOption(
                label=t("ui-ai-level-normal", lang),
                value="normal",
                emoji="🤖",
                description=t("ui-ai-level-normal-about", lang),
            ),
            discord.SelectOption(
                label=t("ui-ai-level-hard", lang),
                value="hard",
                emoji="🧠",
                description=t("ui-ai-level-hard-about", lang),
            ),
        ],
    )
    view.add_item(AiLevelSelect(table_id, select))
    return view


DYNAMIC_ITEMS = (LobbyButton, HandButton, ActionButton, ActionSelect, ConfirmButton, AiLevelSelect, UnknownControl)


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


def lobby_view(table_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    for op in ("join", "leave", "ai", "start", "cancel"):
        view.add_item(LobbyButton(table_id, op, lang))
    return view


def table_view(table_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    view.add_item(HandButton(table_id, lang))
    return view


def controls_view(
    table: TableRecord, seat: int, groups: Sequence[ControlGroup], lang: str = SOURCE
) -> discord.ui.View | None:
    """The buttons and selects for one seat's legal actions, in the player's ``lang``, or None if there are none."""
    rows = plan_rows(list(groups))
    if not rows:
        return None
    decision = table.decisions.get(seat, table.version)
    view = persistent_view()
    for r, row in enumerate(rows):
        if row.kind == "buttons":
            for c in row.choices:
                button: discord.ui.Button[Any] = discord.ui.Button(
                    label=clip(fill_plain(c.label, table, lang), 80),
                    emoji=c.emoji,
                    style=STYLES[c.style],
                    custom_id=f"act:{table.id}:{decision}:{c.action}",
                    row=r,
                )
                view.add_item(ActionButton(table.id, decision, c.action, button))
        else:
            options = [
                discord.SelectOption(
                    label=clip(fill_plain(c.label, table, lang), 100),
                    value=str(c.action),
                    emoji=c.emoji,
                    description=clip(fill_plain(c.description, table, lang), 100) if c.description else None,
                )
                for c in row.choices
            ]
            select: discord.ui.Select[Any] = discord.ui.Select(
                custom_id=f"pick:{table.id}:{decision}:{r}",
                placeholder=clip(render(row.placeholder, lang), 150),
                options=options,
                row=r,
            )
            view.add_item(ActionSelect(table.id, decision, r, select))
    return view


def fill_plain(text: Text, table: TableRecord, lang: str = SOURCE) -> str:
    """A label in ``lang``, seat refs as names as typed (labels render no markdown: an escape would show)."""
    return fill_seat_refs(render(text, lang), plain_names(table))


def register_components(bot: GameHostBot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
