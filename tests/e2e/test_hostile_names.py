"""Members whose display names are markup (issue 29, item 2): names are escaped wherever they
enter a message, and a pinging message pings exactly the seated humans it means.

A nickname ``<@someone>`` must not make the bot ping that someone; ``[Free nitro](https://…)``
must not become a masked link; ``**``, backticks, ``||``, ``# `` and ``<t:0:R>`` must not restyle
the lobby, the table, the thread, the hands or the after-game answers. The escaped text still
reads as the name: Discord's unescaping (a backslash before punctuation dropped, the invisible
zero-width space that breaks ``@everyone`` aside) gives the name back as typed.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import discord
import pytest

from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import dms, embed_text, fresh, is_card, open_table, play_to_the_end
from tests.e2e.test_history import button, painted
from tests.finished_games import play_out

NITRO = "[Free nitro](https://example.co)"  # 32 characters: a nickname's longest
#: a third seat's name per game, so that the five games together show every hostile pattern
THIRD = {
    "capybara": "# **bold** `tick` ||spoiler||",
    "chachapoya": "-# <t:0:R> __under__ ~~gone~~",
    "pachamama": "> quote <#1> <@&1> <:e:1> \\o/",
    "inka": "@here 1. list </game new:1>",
    "anasazi": "*it* _it_ ```code``` <t:0:F>",
}


def unescaped(text: str) -> str:
    """What Discord shows of escaped text: no backslash before punctuation, no zero-width space."""
    return re.sub(r"\\([^0-9A-Za-z\s])", r"\1", text).replace("\u200b", "")


def pings_in(text: str) -> set[int]:
    """The user ids a text really mentions (one escaped with a backslash or a zero-width space is none)."""
    return {int(i) for i in re.findall(r"(?<!\\)<@!?(\d+)>", text)}


def hostile_world(env: Any, third: str) -> tuple[World, dict[int, str]]:
    """A server where the victim (not seated) is named by another member's nickname."""
    guild = env.create_guild("Game Night")
    channel = guild.create_text_channel("games")
    victim = guild.add_member(env.create_user("dee", global_name="Dee"))
    ana = guild.add_member(env.create_user("ana", global_name="Ana"), nick=NITRO)
    bo = guild.add_member(env.create_user("bo", global_name=f"<@{victim.id}> @everyone"))
    cy = guild.add_member(env.create_user("cy", global_name="Cy"), nick=third)
    names = {ana.id: NITRO, bo.id: f"<@{victim.id}> @everyone", cy.id: third}
    return World(env, guild, channel, ana, bo, cy, victim), names


def texts_of(message: Any) -> str:
    return "\n".join(p for p in (message.content or "", embed_text(message)) if p)


def everything_sent(world: World) -> list[tuple[int, Any]]:
    """(channel id, message) of every message the bot sent: channel, threads, DMs, private answers."""
    bot_id = world.env.bot.user.id
    found: dict[int, tuple[int, Any]] = {}
    places = [(world.channel, [None, world.ana, world.bo, world.cy, world.dee])]
    places += [(t, [None]) for t in world.channel.threads]
    for place, viewers in places:
        for viewer in viewers:
            for m in place.history(viewer=viewer) if viewer else place.history():
                found[m.id] = (place.id, m)
    for member in (world.ana, world.bo, world.cy, world.dee):
        for m in dms(member):
            found[m.id] = (m.channel.id, m)
    return [(c, m) for c, m in found.values() if m.author.id == bot_id]


def check_pings(world: World, seated: set[int]) -> int:
    """Every message pings exactly the seated humans it mentions on purpose; nobody else, no role, no @everyone."""
    pinging = 0
    threads = {t.id for t in world.channel.threads}
    for channel_id, message in everything_sent(world):
        stored = world.env.backend.get_message(channel_id, message.id)
        pinged = set(stored.ping_user_ids)
        assert world.dee.id not in pinged, f"the bystander was pinged by: {message.content!r}"
        meant = pings_in(message.content or "") & seated
        assert pinged <= meant, message.content
        if channel_id in threads:  # a play-by-play line pings whom it mentions; other messages nobody
            assert pinged == meant, message.content
        assert not stored.ping_role_ids and not stored.mention_everyone, message.content
        pinging += bool(pinged)
    return pinging


def check_escaped(text: str, names: dict[int, str], *, shown: bool = True) -> None:
    """No hostile name raw in ``text``; each readable as typed once unescaped (if ``shown``)."""
    for name in names.values():
        assert name not in text, f"raw {name!r} in {text!r}"
        if shown:
            assert name in unescaped(text), f"{name!r} not readable in {text!r}"
    if shown and NITRO in names.values():
        assert r"\[Free nitro\]" in text, text
    assert not re.search(r"(?<!\\)\[[^\]]*\]\(https://example", text), f"a name's masked link in {text!r}"


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_hostile_names_are_escaped_and_ping_nobody_else(simcord_env: Any, game_id: str) -> None:
    world, names = hostile_world(simcord_env, THIRD[game_id])
    seated = set(names)
    lobby = await open_table(world.channel, world.ana, game_id, world.bo, world.cy, ai=1)
    check_escaped(embed_text(fresh(world.channel, lobby.id)), names)  # the lobby
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    check_escaped(embed_text(fresh(world.channel, lobby.id)), names)  # the table

    await play_to_the_end(
        world, GAMES[game_id], 1, lobby.id, my_hand=lambda move: move % 4 == 1, max_moves=24, stop_early=True
    )
    await painted(world)
    (thread,) = world.channel.threads
    assert not any(n in thread.name for n in names.values())  # a thread title holds no name
    lines = "\n".join(m.content for m in thread.history())
    check_escaped(lines, names)  # the play-by-play names every seat: "begins: A, B, C and AI 1"

    mine = await world.bo.slash(world.channel, "game mine")
    listed = await world.cy.slash(world.channel, "game list")
    for answer in (mine, listed):
        check_escaped(answer.response.content, names, shown=False)

    for _, message in everything_sent(world):
        check_escaped(texts_of(message), names, shown=False)
    for member in (world.ana, world.bo, world.cy):
        hands = [m for m in dms(member) if is_card(m)] + [
            m for m in world.channel.history(viewer=member) if is_card(m) and "your hand" in embed_text(m)
        ]
        assert hands, "a hand in DMs or a My hand copy"
    assert check_pings(world, seated) > 0, "the your-move lines ping the seated humans they name"


async def test_after_the_game_every_answer_escapes_names(simcord_env: Any) -> None:
    world, names = hostile_world(simcord_env, THIRD["capybara"])
    seated = set(names)
    lobby = await open_table(world.channel, world.ana, "chachapoya", world.bo, world.cy)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    service = world.env.bot.service
    (table,) = await service.store.tables_in_guild(world.guild.id)
    await play_out(service, table.id, random.Random(3))
    await service.wait_idle()
    await painted(world)
    final = embed_text(fresh(world.channel, lobby.id))
    assert "game over" in final
    check_escaped(final, names)

    history = await world.bo.slash(world.channel, "game history")
    check_escaped(embed_text(history.response), names)
    own = await world.ana.slash(world.channel, "game history", member=world.ana)
    check_escaped(embed_text(own.response), names)  # the title names Ana too

    opened = await world.cy.slash(world.channel, "game replay", table=table.id)
    check_escaped(embed_text(opened.response), names, shown=False)
    last = (await world.cy.click(opened.response, custom_id=button(opened.response, "⏭")["custom_id"])).response
    assert "Final scores" in embed_text(last)
    check_escaped(embed_text(last), names)

    exported = await world.bo.slash(world.channel, "game export", table=table.id)
    check_escaped(exported.response.content, names, shown=False)
    (attachment,) = exported.response.attachments
    data = json.loads(world.env.backend.cdn.get(attachment.url))
    assert [s["name"] for s in data["seats"]] == list(names.values())  # a file is data: the names as typed

    for member in (world.ana, world.bo, world.cy):
        stats = await world.dee.slash(world.channel, "game stats", member=member)
        check_escaped(embed_text(stats.response), {member.id: names[member.id]})
    board = await world.dee.slash(world.channel, "game leaderboard", game="chachapoya")
    check_escaped(embed_text(board.response), names)

    for _, message in everything_sent(world):
        check_escaped(texts_of(message), names, shown=False)
    check_pings(world, seated)


async def test_leaving_players_are_named_escaped_in_the_thread(simcord_env: Any) -> None:
    """The service names a leaving player as they were (``<name:…>``): shown escaped, pinging nobody;
    a name spelling the service's own placeholders is only text."""
    world, names = hostile_world(simcord_env, "<mention:0> <seat:1> <name:x>")
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo, world.cy)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    for member in (world.bo, world.cy):
        asked = await member.slash(world.channel, "game leave")
        assert (await member.click(asked.response, label="Yes, leave the game")).acknowledged
    await painted(world)
    (thread,) = world.channel.threads
    left = [m.content for m in thread.history() if m.content.startswith("🚪")]
    assert len(left) == 2, left
    check_escaped("\n".join(left[:1]), {world.bo.id: names[world.bo.id]})
    assert left[1] == "🚪 **\\<mention:0> \\<seat:1> \\<name:x>** left the game; an AI plays on for them."
    check_escaped(embed_text(fresh(world.channel, lobby.id)), names)  # "… (AI) 🤖" seats on the table
    check_pings(world, set(names))


def test_the_escape_neutralises_every_hostile_pattern() -> None:
    from cogs.ui import escape_name

    victim = 145607444398080012
    cases = {
        NITRO: r"\[Free nitro\]",
        f"<@{victim}>": "\\<@",
        f"<@!{victim}>": "\\<@",
        f"<@&{victim}>": "\\<@",
        "**bold**": r"\*\*bold\*\*",
        "`tick`": r"\`tick\`",
        "```code```": r"\`\`\`code\`\`\`",
        "||spoiler||": r"\|\|spoiler\|\|",
        "# Heading": r"\# Heading",
        "## Heading": r"\## Heading",
        "-# subtext": r"\-# subtext",
        "> quote": r"\> quote",
        ">>> quote": r"\>>> quote",
        "<t:0:R>": r"\<t:0:R>",
        "<#123456789012345678>": "\\<",
        "<:emoji:123456789012345678>": r"\<:emoji:",
        "<a:emoji:123456789012345678>": r"\<a:emoji:",
        "</game new:123>": r"\</game",
        "<https://example.com>": r"\<https",
        "@everyone": "@\u200beveryone",
        "@here": "@\u200bhere",
        "__under__": r"\_\_under\_\_",
        "~~gone~~": r"\~\~gone\~\~",
        "*it*": r"\*it\*",
        "1. list": r"1\. list",
        "- item": r"\- item",
        "back\\slash": r"back\\slash",
        "Ana": "Ana",
    }
    for name, expected in cases.items():
        escaped = escape_name(name)
        assert expected in escaped, (name, escaped)
        assert unescaped(escaped) == name, (name, escaped)
        assert not pings_in(escaped)
        assert "<t:" not in escaped.replace("\\<t:", "")
        assert not re.search(r"(?<!\\)\[[^\]]*\]\(", escaped)
    assert escape_name("two\nlines") == "two lines"  # a name never starts a line of its own
    assert discord.utils.escape_markdown("Ana") == escape_name("Ana") == "Ana"
