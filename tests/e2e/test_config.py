"""/game config through Discord (SimCord): only admins, every setting changes new tables only (issue 37)."""

from __future__ import annotations

import random
from typing import Any

import discord

from cogs.ui import BROKEN, persistent_view
from tests.e2e.conftest import World
from tests.e2e.helpers import components, embed_text, fresh, open_table
from tests.e2e.test_history import finish_game, painted
from tests.finished_games import play_out


def admin(world: World) -> Any:
    role = world.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("boss", global_name="Boss"), roles=[role])


def select_of(message: Any, prefix: str) -> dict[str, Any]:
    return next(c for c in components(message) if str(c.get("custom_id", "")).startswith(prefix))


async def change(boss: Any, channel: Any, setting: str, values: list[Any]) -> Any:
    """Open the panel, pick ``setting``, choose ``values`` in its control; the panel after."""
    panel = await boss.slash(channel, "game config")
    assert panel.ephemeral, panel.response.content
    picked = await boss.select(panel.response, [setting], custom_id="cfg:pick")
    assert picked.acknowledged
    control = next(
        c for c in components(picked.response) if c.get("type") in (3, 5, 6, 7, 8) and c.get("custom_id") != "cfg:pick"
    )
    done = await boss.select(picked.response, values, custom_id=control["custom_id"])
    assert done.acknowledged and done.response.content.startswith("✅"), done.response.content
    return done


async def newest_table(world: World) -> Any:
    tables = await world.env.bot.service.store.tables_in_guild(world.guild.id)
    return tables[-1]


async def test_only_admins_see_or_change_the_settings(world: World) -> None:
    denied = await world.bo.slash(world.channel, "game config")
    assert denied.ephemeral
    assert denied.response.content.startswith("🔒 Only the server's admins (Manage Server)")
    boss = admin(world)
    panel = await boss.slash(world.channel, "game config")
    assert panel.ephemeral
    text = panel.response.content
    for line in (
        "**Default pace:** daily",
        "**When a bank runs out:** the AI plays that move for them",
        "**Channels where tables may be opened:** any channel",
        "**Play-by-play:** in a thread on the table",
        "**Host role (may open tables):** everyone",
        "**Language of public messages:** the server's Discord language",
        "**Games with AI seats and ratings:** only the humans are rated, among themselves",
        "**Announcement channel:** none",
        "No changes yet",
    ):
        assert line in text, (line, text)
    assert await world.env.bot.service.store._exec("SELECT COUNT(*) FROM server_setting_changes") == [(0,)]


async def test_pace_and_when_late_reach_new_tables_only_and_the_log_names_who(world: World) -> None:
    boss = admin(world)
    running = await open_table(world.channel, world.ana, "chachapoya", world.bo)
    await world.ana.click(running, label="Start")
    before = await newest_table(world)
    await change(boss, world.channel, "pace", ["relaxed"])
    done = await change(boss, world.channel, "when_late", ["forfeit"])
    assert "**Default pace:** relaxed" in done.response.content
    assert "**When a bank runs out:** they forfeit: an AI takes their seat" in done.response.content
    log_lines = [line for line in done.response.content.splitlines() if f"<@{boss.id}>:" in line]
    assert len(log_lines) == 2 and "<t:" in log_lines[0]
    assert "When a bank runs out → they forfeit" in log_lines[0] and "Default pace → relaxed" in log_lines[1]

    lobby = await open_table(world.channel, world.cy, "chachapoya", world.dee)
    new = await newest_table(world)
    assert (new.pace, new.on_timeout) == ("relaxed", "forfeit")
    assert "⏱️ Relaxed: " in embed_text(fresh(world.channel, lobby.id))
    chosen = await world.cy.slash(world.channel, "game new", game="inka", pace="live", when_late="ai")
    assert chosen.acknowledged
    explicit = await newest_table(world)
    assert (explicit.pace, explicit.on_timeout) == ("live", "ai")  # a host's choice beats the default
    again = await world.env.bot.service.table(before.id)
    assert (again.pace, again.on_timeout, again.status) == ("daily", "ai", "running")

    for n in range(10):  # the panel shows the last ten changes only
        await change(boss, world.channel, "pace", ["daily" if n % 2 else "none"])
    panel = await boss.slash(world.channel, "game config")
    assert len([line for line in panel.response.content.splitlines() if f"<@{boss.id}>:" in line]) == 10
    assert "When a bank runs out → they forfeit" not in panel.response.content


async def test_channels_and_host_role_limit_who_opens_tables_where(world: World) -> None:
    boss = admin(world)
    other = world.guild.create_text_channel("tournaments")
    running = await open_table(world.channel, world.ana, "chachapoya", world.bo)
    await world.ana.click(running, label="Start")
    await change(boss, world.channel, "channels", [other])
    refused = await world.bo.slash(world.channel, "game new", game="chachapoya")
    assert refused.ephemeral
    assert refused.response.content.startswith(f"🚫 Tables are opened only in <#{other.id}>")
    assert len(await world.env.bot.service.store.tables_in_guild(world.guild.id)) == 1
    assert not (await world.bo.slash(other, "game new", game="chachapoya")).ephemeral
    assert not (await boss.slash(world.channel, "game new", game="inka")).ephemeral  # admins anywhere
    # the table already running in the channel plays on
    shown = await world.bo.click(fresh(world.channel, running.id), label="My hand")
    assert shown.ephemeral and not shown.response.content.startswith("🚫")

    hosts = world.guild.create_role("hosts")
    cy_host = world.guild.add_member(world.env.create_user("cyhost", global_name="Hosty"), roles=[hosts])
    await change(boss, world.channel, "host_role", [hosts])
    refused = await world.dee.slash(other, "game new", game="chachapoya")
    assert refused.ephemeral and refused.response.content.startswith(f"🚫 Only members with the role <@&{hosts.id}>")
    assert not (await cy_host.slash(other, "game new", game="chachapoya")).ephemeral

    panel = await boss.slash(world.channel, "game config")
    picked = await boss.select(panel.response, ["host_role"], custom_id="cfg:pick")
    cleared = await boss.click(picked.response, custom_id="cfgclear:host_role")
    assert "**Host role (may open tables):** everyone" in cleared.response.content
    assert not (await world.dee.slash(other, "game new", game="chachapoya")).ephemeral


async def test_play_by_play_in_the_channel_for_new_tables_only(world: World) -> None:
    boss = admin(world)
    first = await open_table(world.channel, world.ana, "chachapoya", world.bo)
    await world.ana.click(first, label="Start")
    threaded = await newest_table(world)
    await change(boss, world.channel, "play_by_play", ["channel"])
    second = await open_table(world.channel, world.cy, "chachapoya", world.dee)
    await world.cy.click(second, label="Start")
    plain = await newest_table(world)
    assert (await world.env.bot.service.table(threaded.id)).thread_id is not None
    assert (await world.env.bot.service.table(plain.id)).thread_id is None
    # the first table keeps its thread when it is repainted after the change
    await world.env.bot.get_cog("Play").repaint(threaded.id)  # type: ignore[union-attr]
    assert (await world.env.bot.service.table(threaded.id)).thread_id is not None


async def test_the_servers_language_for_public_messages(world: World) -> None:
    boss = admin(world)
    english = await open_table(world.channel, world.ana, "chachapoya")
    assert "Players" in embed_text(fresh(world.channel, english.id)) or "players" in embed_text(
        fresh(world.channel, english.id)
    )
    done = await change(boss, world.channel, "language", ["de"])
    assert "**Language of public messages:** Deutsch" in done.response.content
    german = await open_table(world.channel, world.bo, "chachapoya")
    text = embed_text(fresh(world.channel, german.id))
    assert "Spieler" in text, text
    labels = [c.get("label") for c in components(fresh(world.channel, german.id))]
    assert "Beitreten" in labels, labels
    private = await world.cy.slash(world.channel, "game config")  # private answers stay the reader's
    assert private.response.content.startswith("🔒 Only the server's admins")


async def test_ai_ratings_setting_is_kept_by_each_new_table(world: World) -> None:
    boss = admin(world)
    await open_table(world.channel, world.ana, "chachapoya", ai=1)
    default = await newest_table(world)
    await change(boss, world.channel, "ai_ratings", ["none"])
    await open_table(world.channel, world.bo, "chachapoya", ai=1)
    changed = await newest_table(world)
    assert default.options["server_ratings"] == "humans"
    assert changed.options["server_ratings"] == "none"
    assert (await world.env.bot.service.table(default.id)).options["server_ratings"] == "humans"


async def test_finished_games_are_announced_where_the_table_was_told(world: World) -> None:
    boss = admin(world)
    news = world.guild.create_text_channel("news")
    old_lobby = await open_table(world.channel, world.cy, "chachapoya", world.dee)
    await world.cy.click(old_lobby, label="Start")
    old = await newest_table(world)
    await change(boss, world.channel, "announce", [news])
    _, table_id = await finish_game(world, "chachapoya", world.bo, seed=3)
    table = await world.env.bot.service.table(table_id)
    outcome = world.env.bot.service.outcome(table)
    assert outcome is not None
    posted = [m.content for m in news.history()]
    assert len(posted) == 1 and posted[0].startswith(f"🏁 Chachapoya (table #{table_id}) is over.")
    assert all(table.seats[w].name in posted[0] for w in outcome.winners)
    await play_out(world.env.bot.service, old.id, random.Random(5))  # opened before: not announced
    await world.env.bot.service.wait_idle()
    await painted(world)
    assert len(news.history()) == 1


async def test_forged_or_old_controls_get_a_private_answer(world: World) -> None:
    boss = admin(world)
    view = persistent_view()
    forged = ["cfgclear:nope", "tour:abc:join", "tour:999:start", "tour:1:explode"]
    for i, custom_id in enumerate([*forged, "cfgclear:host_role"]):
        view.add_item(discord.ui.Button(label=f"b{i}", custom_id=custom_id))
    await world.env.bot.get_channel(world.channel.id).send("forged", view=view)  # type: ignore[union-attr]
    message = world.channel.history()[-1]
    for custom_id in forged:
        answer = await boss.click(message, custom_id=custom_id)
        assert answer.ephemeral and answer.response.content == BROKEN, (custom_id, answer.response.content)
    denied = await world.bo.click(message, custom_id="cfgclear:host_role")  # a real control, not an admin
    assert denied.ephemeral and denied.response.content.startswith("🔒 Only the server's admins")
    assert await world.env.bot.store._exec("SELECT COUNT(*) FROM server_setting_changes") == [(0,)]
