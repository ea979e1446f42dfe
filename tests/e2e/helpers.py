"""Helpers for driving the bot through SimCord like a person would."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import discord
from simcord.results import to_discord_message

from bot.app import GameHostBot
from games.contract import Game


def fresh(channel: Any, message_id: int) -> discord.Message:
    """The current state of a channel message."""
    return next(m for m in channel.history() if m.id == message_id)


def dms(member: Any) -> list[discord.Message]:
    """A member's DMs with the bot, oldest first."""
    return list(member.user.dm_channel.history())


V2 = 1 << 15  # the message flag of a Components V2 message


def _tree(message: Any) -> list[dict[str, Any]]:
    """A message's components as dicts, every nested one (rows, containers, sections) in wire order."""
    out: list[dict[str, Any]] = []

    def walk(items: Any) -> None:
        for item in items or []:
            d = item if isinstance(item, dict) else item.to_dict()
            out.append(d)
            walk(d.get("components"))
            if isinstance(d.get("accessory"), dict):
                walk([d["accessory"]])

    walk(message.components)
    return out


def is_v2(message: Any) -> bool:
    flags = message.flags if isinstance(message.flags, int) else message.flags.value
    return bool(flags & V2)


def is_card(message: Any) -> bool:
    """A message the bot lays out (an embed, or a Components V2 card), not a plain line of text."""
    return bool(message.embeds) or is_v2(message)


def components(message: Any) -> list[dict[str, Any]]:
    """Flat list of a message's controls as dicts (label, custom_id, options...): buttons and selects,
    in action rows of a classic message or anywhere in a V2 layout."""
    return [c for c in _tree(message) if c.get("type") in (2, 3, 5, 6, 7, 8)]


def labels(message: Any) -> list[str]:
    return [c.get("label", "") for c in components(message) if c.get("type") == 2]


def embed_text(message: Any) -> str:
    """Everything a message shows as text: an embed's title, description, fields and footer, or the text
    displays of a V2 card."""
    embeds = message.embeds or []
    parts: list[str] = []
    for e in embeds:
        d = e if isinstance(e, dict) else e.to_dict()
        parts += [d.get("title", ""), d.get("description", "")]
        for f in d.get("fields", []):
            parts += [f.get("name", ""), f.get("value", "")]
        parts.append((d.get("footer") or {}).get("text", ""))
    parts += [c.get("content", "") for c in _tree(message) if c.get("type") == 10]
    return "\n".join(p for p in parts if p)


def field_value(message: Any, name: str) -> str | None:
    """The value under the heading ``name``: an embed's field, or the bold name over its text in a V2 card."""
    for e in message.embeds or []:
        d = e if isinstance(e, dict) else e.to_dict()
        for f in d.get("fields", []):
            if f.get("name") == name:
                return str(f.get("value"))
    for c in _tree(message):
        head = f"**{name}**\n"
        if c.get("type") == 10 and head in c.get("content", ""):
            return c["content"].split(head, 1)[1].split("\n\n**", 1)[0]
    return None


def texts(message: Any) -> list[str]:
    """The text displays of a V2 card, in order."""
    return [c.get("content", "") for c in _tree(message) if c.get("type") == 10]


def container_texts(message: Any) -> list[str]:
    """Per container of a V2 card (a leaderboard's season, then all time), its text, the heading unmarked."""
    out = []
    for top in message.components or []:
        d = top if isinstance(top, dict) else top.to_dict()
        if d.get("type") == 17:
            out.append("\n".join(texts(type("Card", (), {"components": d["components"]}))).removeprefix("## "))
    return out


def gallery(message: Any) -> list[dict[str, Any]]:
    """The items of a V2 card's media galleries (``media``, ``description``: the picture's alt text)."""
    return [item for c in _tree(message) if c.get("type") == 12 for item in c.get("items", [])]


def hand_message(member: Any) -> discord.Message:
    """The member's DM hand message (the bot keeps one, edited in place).

    Looks only at the newest card (your-move DMs are plain text): turning the whole DM history into
    discord.py messages at every move made long games quadratic.
    """
    env = member.user._env
    channel = env.backend.get_dm_channel(member.user.id)
    stored = env.backend.messages.get(channel.id, {})
    newest = next((m for _, m in sorted(stored.items(), reverse=True) if m.embeds or int(m.flags) & V2), None)
    assert newest is not None, "no hand DM"
    return to_discord_message(env, newest)


async def restart(world: Any, bot_factory: Callable[[], GameHostBot]) -> None:
    """The bot restarted on the same database: a new process's bot takes over, the old one's store closed."""
    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.service.shutdown()
    await old.store.close()


async def open_table(channel: Any, host: Any, game: str, *joiners: Any, ai: int = 0, ai_level: str = "easy") -> Any:
    result = await host.slash(channel, "game new", game=game)
    assert result.acknowledged
    lobby = result.response
    for member in joiners:
        assert (await member.click(lobby, label="Join")).acknowledged
    for _ in range(ai):  # easy AIs by default: end-to-end tests are about the bot, not the search
        await add_ai(host, lobby, ai_level)
    return lobby


async def add_ai(host: Any, lobby: Any, level: str = "normal") -> Any:
    """Press Add AI and choose the level in the private select that comes up."""
    asked = await host.click(lobby, label="Add AI")
    assert asked.ephemeral, asked.response.content
    select = next(c for c in components(asked.response) if c.get("type") == 3)
    chosen = await host.select(asked.response, [level], custom_id=select["custom_id"])
    assert chosen.acknowledged and chosen.response.content.startswith("🤖 Added")
    return chosen


async def table_state(bot: GameHostBot, table_id: int) -> tuple[Any, Any]:
    table = await bot.service.table(table_id)
    return table, await bot.service.state_of(table)


def controls(message: Any) -> list[dict[str, Any]]:
    """The game controls on a hand message: action buttons and select menus."""
    return [
        c
        for c in components(message)
        if (c.get("type") == 2 and c.get("custom_id", "").startswith("act:")) or c.get("type") == 3
    ]


async def press(actor: Any, message: Any, control: dict[str, Any], option: int = 0) -> Any:
    """Press a button, or pick the ``option``-th entry of a select menu."""
    if control.get("type") == 3:
        value = control["options"][option % len(control["options"])]["value"]
        return await actor.select(message, [value], custom_id=control["custom_id"])
    return await actor.click(message, custom_id=control["custom_id"])


async def press_random(actor: Any, message: Any, rng: random.Random) -> Any:
    found = controls(message)
    assert found, "no control to press"
    return await press(actor, message, rng.choice(found), rng.randrange(25))


async def press_action(actor: Any, message: Any, index: int) -> Any:
    """Press the control for legal action ``index`` (a button or a select option)."""
    for c in controls(message):
        if c.get("type") == 2 and c["custom_id"].endswith(f":{index}"):
            return await actor.click(message, custom_id=c["custom_id"])
        if c.get("type") == 3 and any(o["value"] == str(index) for o in c["options"]):
            return await actor.select(message, [str(index)], custom_id=c["custom_id"])
    raise AssertionError(f"action {index} is not offered")


async def set_position(bot: GameHostBot, table_id: int, state: Any) -> None:
    """Test setup: put a running table in an exact position, then show it."""
    table = await bot.service.table(table_id)
    game = bot.service.game(table.game)
    await bot.store._exec("UPDATE snapshots SET state = ? WHERE table_id = ?", (game.dump_state(state), table_id))
    bot.service._states.pop(table_id, None)
    await bot.get_cog("Play").repaint(table_id)  # type: ignore[union-attr]


async def play_to_the_end(
    world: Any,
    game: Game[Any, Any, Any],
    table_id: int,
    lobby_id: int,
    *,
    my_hand: Callable[[int], bool] = lambda move: False,
    max_moves: int = 3000,
    seed: int = 7,
    stop_early: bool = False,
) -> int:
    """Humans play sensibly (the engine's heuristic, a random control one time in five),
    from their DM, or from My hand when ``my_hand(move)`` or their DMs are closed."""
    rng = random.Random(seed)
    members = {m.id: m for m in (world.ana, world.bo, world.cy, world.dee)}
    for move in range(max_moves):
        table, state = await table_state(world.env.bot, table_id)
        if table.status == "finished":
            print(f"game over after {move} human moves")
            return move
        waiting = [s for s in table.seats if not s.is_ai and s.seat in game.waiting_for(state)]
        assert waiting, "AI seats move by themselves; the game must be waiting for a human"
        member = members[waiting[0].user_id]  # type: ignore[index]
        if my_hand(move) or waiting[0].dm_closed:
            shown = await member.click(fresh(world.channel, lobby_id), label="My hand")
            assert shown.ephemeral
            actor, message = member, shown.response
        else:
            actor, message = member.user, hand_message(member)
        seat = waiting[0].seat
        actions = game.legal_actions(state, seat)
        choice = game.heuristic_action(game.view(state, seat), actions, rng)
        if choice is None or rng.random() < 0.2:
            result = await press_random(actor, message, rng)
        else:
            result = await press_action(actor, message, actions.index(choice))
        assert result.acknowledged
        assert not result.response.content, f"a legal click was refused: {result.response.content}"
    if stop_early:
        return max_moves
    raise AssertionError("the game did not end")
