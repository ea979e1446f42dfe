"""Helpers for driving the bot through SimCord like a person would."""

from __future__ import annotations

from typing import Any

import discord
import simcord

from bot.app import GameHostBot


def fresh(channel: Any, message_id: int) -> discord.Message:
    """The current state of a channel message."""
    return next(m for m in channel.history() if m.id == message_id)


def dms(member: Any) -> list[discord.Message]:
    """A member's DMs with the bot, oldest first."""
    return list(member.user.dm_channel.history())


def components(message: Any) -> list[dict[str, Any]]:
    """Flat list of a message's components as dicts (label, custom_id, options...)."""
    rows = message.components or []
    out: list[dict[str, Any]] = []
    for row in rows:
        children = row["components"] if isinstance(row, dict) else row.children
        for child in children:
            out.append(child if isinstance(child, dict) else child.to_dict())
    return out


def labels(message: Any) -> list[str]:
    return [c.get("label", "") for c in components(message) if c.get("type") == 2]


def embed_text(message: Any) -> str:
    """Everything an embed shows as text: title, description, fields, footer."""
    embeds = message.embeds or []
    parts: list[str] = []
    for e in embeds:
        d = e if isinstance(e, dict) else e.to_dict()
        parts += [d.get("title", ""), d.get("description", "")]
        for f in d.get("fields", []):
            parts += [f.get("name", ""), f.get("value", "")]
        parts.append((d.get("footer") or {}).get("text", ""))
    return "\n".join(p for p in parts if p)


def hand_message(member: Any) -> discord.Message:
    """The member's DM hand message (the bot keeps one, edited in place)."""
    inbox = [m for m in dms(member) if m.embeds and "your hand" in (m.embeds[0].title or "")]
    assert inbox, "no hand DM"
    return inbox[-1]


async def open_table(channel: Any, host: Any, game: str, *joiners: Any, ai: int = 0) -> simcord.results.ResponseMessage:  # type: ignore[name-defined]
    result = await host.slash(channel, "game new", game=game)
    assert result.acknowledged
    lobby = result.response
    for member in joiners:
        assert (await member.click(lobby, label="Join")).acknowledged
    for _ in range(ai):
        assert (await host.click(lobby, label="Add AI")).acknowledged
    return lobby


async def click_first_action(actor: Any, message: Any) -> Any:
    """Press the first control on a hand message: a button, else the first option of a select."""
    for c in components(message):
        if c.get("type") == 2 and c.get("custom_id", "").startswith("act:"):
            return await actor.click(message, custom_id=c["custom_id"])
        if c.get("type") == 3:
            return await actor.select(message, [c["options"][0]["value"]], custom_id=c["custom_id"])
    raise AssertionError("no control to press")


def has_controls(message: Any) -> bool:
    return any(
        (c.get("type") == 2 and c.get("custom_id", "").startswith("act:")) or c.get("type") == 3
        for c in components(message)
    )


async def table_state(bot: GameHostBot, table_id: int) -> tuple[Any, Any]:
    table = await bot.service.table(table_id)
    return table, await bot.service.state_of(table)
