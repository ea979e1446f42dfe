"""The lobby message's controls and the lobby's private questions: Join / Leave / Add AI / Start / Cancel,
the AI level, and the confirmations (split out of ``cogs.ui``, issue 35). Custom ids unchanged."""

from __future__ import annotations

import re
from typing import Any, ClassVar

import discord

from bot.i18n import SOURCE, t
from cogs.dynamic import answer_broken, parse_ids, persistent_view


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


def lobby_view(table_id: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    for op in ("join", "leave", "ai", "start", "cancel"):
        view.add_item(LobbyButton(table_id, op, lang))
    return view
