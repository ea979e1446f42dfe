"""Seasons through Discord (SimCord): /game season start|end by admins, the leaderboard of the running
season beside all time, and an ended season's archive under /game leaderboard season:<name>."""

from __future__ import annotations

import random

import discord

from tests.e2e.conftest import World
from tests.e2e.helpers import container_texts
from tests.e2e.test_history import finish_game
from tests.finished_games import play_out


async def boards(world: World, **options: str) -> list[str]:
    shown = await world.dee.slash(world.channel, "game leaderboard", game="chachapoya", **options)
    assert shown.ephemeral, shown.response.content
    return container_texts(shown.response) or [shown.response.content]


async def test_a_season_has_its_own_leaderboard_and_is_archived_when_it_ends(world: World) -> None:
    env = world.env
    role = world.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(env.create_user("boss", global_name="Boss"), roles=[role])
    denied = await world.bo.slash(world.channel, "game season start", name="Spring")
    assert denied.ephemeral and denied.response.content.startswith("🔒 Only the server's admins")
    assert (await boss.slash(world.channel, "game season end")).response.content.startswith("No season is running")

    await finish_game(world, "chachapoya", world.bo, seed=1)  # Ana and Bo, before the season
    await env.advance_time(60)
    started = await boss.slash(world.channel, "game season start", name="Spring")
    assert started.response.content.startswith("🏁 Season **Spring** has started")
    again = await boss.slash(world.channel, "game season start", name="Summer")
    assert again.response.content.startswith("A season is running already")
    before = await boards(world)
    assert len(before) == 2 and before[0].startswith("Season Spring (running): Chachapoya")
    assert "No rated games here yet" in before[0], before[0]
    assert "**Ana**" in before[1] and "**Bo**" in before[1]

    await env.advance_time(60)
    lobby = await world.cy.slash(world.channel, "game new", game="chachapoya")
    await world.dee.click(lobby.response, label="Join")
    await world.cy.click(lobby.response, label="Start")
    table = (await env.bot.service.store.tables_in_guild(world.guild.id))[-1]
    await play_out(env.bot.service, table.id, random.Random(2))
    await env.bot.service.wait_idle()
    during = await boards(world)
    assert "**Cy**" in during[0] and "**Dee**" in during[0] and "**Ana**" not in during[0], during[0]
    assert all(f"**{n}**" in during[1] for n in ("Ana", "Bo", "Cy", "Dee"))

    await env.advance_time(60)
    ended = await boss.slash(world.channel, "game season end")
    assert ended.response.content.startswith("🏁 Season **Spring** has ended")
    assert "Chachapoya: 🥇" in ended.response.content
    await env.advance_time(60)
    await finish_game(world, "chachapoya", world.cy, seed=3)  # after the season: Ana and Cy
    archived = await boards(world, season="Spring")
    assert len(archived) == 1 and archived[0].startswith("Season Spring (final): Chachapoya")
    assert "**Cy**" in archived[0] and "**Dee**" in archived[0] and "**Ana**" not in archived[0]
    assert "1 game" in archived[0]
    now = await boards(world)
    assert len(now) == 1 and "**Ana**" in now[0]  # no season runs: all time only
    unknown = await world.dee.slash(world.channel, "game leaderboard", game="chachapoya", season="Nope")
    assert unknown.ephemeral and "no season called **Nope**" in unknown.response.content
    taken = await boss.slash(world.channel, "game season start", name="Spring")
    assert taken.response.content.startswith("There was a season called **Spring** already")
