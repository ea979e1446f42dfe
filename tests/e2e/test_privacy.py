"""A player's data through Discord (SimCord): /game privacy, mydata, forget-me, forget-server."""

from __future__ import annotations

import json
import random
from datetime import timedelta
from typing import Any

import discord
import pytest

from bot.privacy import GUILD_GRACE
from cogs.ui import persistent_view
from db.privacy import FORMER_PLAYER
from games import GAMES
from games.replay import Export, check_export
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, open_table
from tests.e2e.test_history import finish_game
from tests.finished_games import play_out
from tests.privacy_search import found

NAME, LOGIN = "Zofia Quillfeather", "zofiaq"


def zofia(world: World) -> Any:
    return world.guild.add_member(world.env.create_user(LOGIN, global_name=NAME))


async def export_json(world: World, member: Any, table_id: int) -> dict[str, Any]:
    result = await member.slash(world.channel, "game export", table=table_id)
    assert result.ephemeral, result.response.content
    (attachment,) = result.response.attachments
    return json.loads(world.env.backend.cdn.get(attachment.url))


async def test_privacy_says_what_is_kept_privately(world: World) -> None:
    result = await world.bo.slash(world.channel, "game privacy")
    assert result.ephemeral
    text = result.response.content
    for words in ("Discord user id", "your moves", "time zone, quiet hours", "30 days", "docs/privacy.md"):
        assert words in text, words
    assert all(m.id != result.response.id for m in world.channel.history())


async def test_privacy_and_the_confirmation_in_the_readers_language(world: World, speaking: Any) -> None:
    speaking("de")
    result = await world.bo.slash(world.channel, "game privacy")
    assert result.ephemeral and "Was dieser Bot über dich speichert" in result.response.content
    assert "30 Tage" in result.response.content
    speaking("pl")
    asked = await world.cy.slash(world.channel, "game forget-me")
    assert "Zapomnieć o tobie?" in asked.response.content
    no = await world.cy.click(asked.response, label="Anuluj")
    assert "Nic nie zostało zmienione" in no.response.content


async def test_mydata_with_nothing_kept_says_so_and_sends_no_file(world: World) -> None:
    result = await world.dee.slash(world.channel, "game mydata")
    assert result.ephemeral
    assert "keeps nothing about you" in result.response.content
    assert result.response.attachments == []


async def test_mydata_is_the_players_own_games_moves_ratings_and_settings(world: World) -> None:
    zo = zofia(world)
    await zo.slash(world.channel, "game settings", time_zone="Europe/Warsaw")
    _, table_id = await finish_game(world, "chachapoya", zo, seed=5)
    result = await zo.slash(world.channel, "game mydata")
    assert result.ephemeral and "1 game" in result.response.content
    (attachment,) = result.response.attachments
    data = json.loads(world.env.backend.cdn.get(attachment.url))
    assert data["user_id"] == zo.id
    assert data["settings"]["time_zone"] == "Europe/Warsaw"
    (game,) = data["games"]
    assert game["table"] == table_id and game["status"] == "finished"
    assert [(p["name"], p["you"]) for p in game["players"]] == [("Ana", False), (NAME, True)]
    actions = await world.env.bot.store.actions(table_id)
    assert len(game["your_moves"]) == sum(a.seat == game["your_seat"] for a in actions) > 0
    (rating,) = data["ratings"]
    assert rating["game"] == "chachapoya" and rating["games"] == 1
    assert data["muted_tables"] == [] and data["followed_tables"] == []
    # Ana's file is hers: Zofia's moves are not in it, her settings are not either
    other = await world.ana.slash(world.channel, "game mydata")
    theirs = json.loads(world.env.backend.cdn.get(other.response.attachments[0].url))
    assert theirs["settings"]["time_zone"] is None
    assert len(theirs["games"][0]["your_moves"]) == len(actions) - len(game["your_moves"])


async def test_mydata_holds_the_tables_a_player_muted_or_follows(world: World) -> None:
    """Someone who only follows a table (no seat, no settings) is still someone the bot keeps data about."""
    _, watched = await finish_game(world, "chachapoya", world.cy, seed=7)
    _, playing = await finish_game(world, "chachapoya", world.bo, seed=8)
    await world.env.bot.store.follow(world.dee.id, watched)
    result = await world.dee.slash(world.channel, "game mydata")
    (attachment,) = result.response.attachments
    data = json.loads(world.env.backend.cdn.get(attachment.url))
    assert data["followed_tables"] == [watched] and data["games"] == []
    await world.env.bot.store.toggle_mute(world.bo.id, playing)
    bo = await world.bo.slash(world.channel, "game mydata")
    assert json.loads(world.env.backend.cdn.get(bo.response.attachments[0].url))["muted_tables"] == [playing]


async def test_forget_me_cancelled_changes_nothing(world: World) -> None:
    zo = zofia(world)
    await finish_game(world, "chachapoya", zo, seed=6)
    asked = await zo.slash(world.channel, "game forget-me")
    assert asked.ephemeral and "Forget you?" in asked.response.content
    before = await found(world.env.bot.store, zo.id, [NAME])
    # the same button where someone else can press it (a forged or shared message): not hers to press
    custom_id = f"privacy:me:{zo.id}:yes"
    view = persistent_view()
    view.add_item(discord.ui.Button(label="Forget me", custom_id=custom_id))
    await world.env.bot.get_channel(world.channel.id).send("forged", view=view)  # type: ignore[union-attr]
    other = await world.ana.click(world.channel.history()[-1], custom_id=custom_id)
    assert other.ephemeral and "for the player who asked" in other.response.content
    cancelled = await zo.click(asked.response, label="Cancel")
    assert "Nothing was changed" in cancelled.response.content
    assert await found(world.env.bot.store, zo.id, [NAME]) == before != []


async def test_forget_me_leaves_games_and_leaves_nothing_behind(world: World) -> None:
    env, store = world.env, world.env.bot.store
    zo = zofia(world)
    await zo.slash(world.channel, "game settings", time_zone="Europe/Warsaw", quiet_hours="22:00-07:00")
    _, finished = await finish_game(world, "chachapoya", zo, world.bo, seed=7)
    lobby = await open_table(world.channel, world.ana, "capybara", zo, world.cy)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    running = (await store.tables_in_guild(world.guild.id))[-1].id
    ratings = world.env.bot.get_cog("History").ratings  # type: ignore[union-attr]
    before_board = {p.key: p.rating for p in (await ratings.ratings(world.guild.id, "chachapoya")).players.values()}
    before = await export_json(world, world.bo, finished)
    zo_seat = next(s for s in before["seats"] if s["name"] == NAME)

    asked = await zo.slash(world.channel, "game forget-me")
    assert f"#{running}" in asked.response.content and "an AI plays on" in asked.response.content
    done = await zo.click(asked.response, label="Forget me")
    assert done.acknowledged and "the bot has forgotten you" in done.response.content

    # nowhere in the database: every table, every column
    assert await found(store, zo.id, [NAME, LOGIN]) == []
    # the running table goes on with an AI in her seat
    table = await env.bot.service.table(running)
    assert table.status == "running" and table.seats[1].is_ai and table.seats[1].name == FORMER_PLAYER + " (AI)"
    # the finished game still exports and replays, naming the former player; the others are as they were
    after = await export_json(world, world.bo, finished)
    seat = after["seats"][zo_seat_index(before)]
    assert seat["name"] == FORMER_PLAYER and [s["name"] for s in after["seats"]] == ["Ana", FORMER_PLAYER, "Bo"]
    assert {k: v for k, v in after.items() if k != "seats"} == {k: v for k, v in before.items() if k != "seats"}
    assert check_export(Export.model_validate(after), GAMES).problems == []
    replay = await world.ana.slash(world.channel, "game replay", table=finished)
    assert replay.acknowledged and FORMER_PLAYER in embed_text(replay.response)
    board = {p.key: p.rating for p in (await ratings.ratings(world.guild.id, "chachapoya")).players.values()}
    assert board[f"u:{world.ana.id}"] == before_board[f"u:{world.ana.id}"]
    assert board[f"u:{world.bo.id}"] == before_board[f"u:{world.bo.id}"]
    assert f"u:{zo.id}" not in board and sorted(board.values()) == sorted(before_board.values())
    for command, options in (("game leaderboard", {"game": "chachapoya"}), ("game history", {})):
        shown = embed_text((await world.cy.slash(world.channel, command, **options)).response)
        assert FORMER_PLAYER in shown and "Zofia" not in shown, command
    # coming back: a fresh start
    again = await zo.slash(world.channel, "game mydata")
    assert "keeps nothing about you" in again.response.content
    stats = await zo.slash(world.channel, "game stats")
    assert stats.acknowledged
    print("BEFORE", json.dumps(zo_seat), "AFTER", json.dumps(seat))


def zo_seat_index(doc: dict[str, Any]) -> int:
    return next(i for i, s in enumerate(doc["seats"]) if s["name"] == NAME)


class Killed(Exception):
    """The process dying: nothing after it runs (the store keeps what was committed)."""


@pytest.mark.allow_swallowed_ui_errors  # the "killed" click's exception is logged by discord.py
async def test_forget_me_survives_a_crash_halfway(world: World, bot_factory: Any) -> None:
    """The process dies after the first table was cleaned: the restarted bot finishes the request."""
    env, store = world.env, world.env.bot.store
    zo = zofia(world)
    await zo.slash(world.channel, "game settings", notifications="off")
    for seed in (8, 9, 10):
        await finish_game(world, "chachapoya", zo, seed=seed)
    cog: Any = env.bot.get_cog("Privacy")
    real = cog.privacy.db.scrub_table
    cleaned: list[int] = []

    async def dies_after_one(user_id: int, table_id: int) -> None:
        if cleaned:
            raise Killed
        await real(user_id, table_id)
        cleaned.append(table_id)

    cog.privacy.db.scrub_table = dies_after_one
    asked = await zo.slash(world.channel, "game forget-me")
    await zo.click(asked.response, label="Forget me")
    assert len(cleaned) == 1
    assert (await store._exec("SELECT COUNT(*) FROM forget_requests"))[0][0] == 1
    left = await found(store, zo.id, [NAME])
    assert {t for t, _, _ in left} >= {"seats", "user_settings", "forget_requests", "forget_tables"}

    old = env.bot
    await env.restart_bot(bot_factory())
    await old.store.close()
    await env.advance_time(1)
    assert await found(env.bot.store, zo.id, [NAME, LOGIN]) == []
    tables, total = await env.bot.store.finished_tables(guild_id=world.guild.id)
    assert total == 3 and all([s.name for s in table.seats] == ["Ana", FORMER_PLAYER] for table in tables)


async def test_forget_server_needs_manage_server_and_a_confirmation(world: World) -> None:
    store = world.env.bot.store
    await finish_game(world, "chachapoya", world.bo, seed=11)
    running = await open_table(world.channel, world.ana, "capybara", world.bo)
    assert (await world.ana.click(running, label="Start")).acknowledged
    refused = await world.dee.slash(world.channel, "game forget-server")
    assert refused.ephemeral and "Only a member with Manage Server" in refused.response.content
    admin_role = world.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    boss = world.guild.add_member(world.env.create_user("boss", global_name="Boss"), roles=[admin_role])
    asked = await boss.slash(world.channel, "game forget-server")
    assert asked.ephemeral and "Delete all 2 tables of **Game Night**" in asked.response.content
    custom_id = f"privacy:server:{world.guild.id}:yes"
    view = persistent_view()
    view.add_item(discord.ui.Button(label="Delete everything", custom_id=custom_id))
    await world.env.bot.get_channel(world.channel.id).send("forged", view=view)  # type: ignore[union-attr]
    sneaky = await world.dee.click(world.channel.history()[-1], custom_id=custom_id)
    assert sneaky.ephemeral and "Nothing was changed" in sneaky.response.content
    assert await world.env.bot.get_cog("Privacy").privacy.guild_tables(world.guild.id) == 2  # type: ignore[union-attr]
    no = await boss.click(asked.response, label="Cancel")
    assert no.response.content == "Nothing was deleted."
    yes_ask = await boss.slash(world.channel, "game forget-server")
    done = await boss.click(yes_ask.response, label="Delete everything")
    assert "Deleted 2 tables" in done.response.content
    assert (await store.finished_tables(guild_id=world.guild.id))[1] == 0
    assert await store.tables_in_guild(world.guild.id) == []
    history = await world.bo.slash(world.channel, "game history")
    assert history.acknowledged and "no finished games" in embed_text(history.response).lower()
    gone = await world.bo.click(fresh(world.channel, running.id), label="My hand")  # the old table's button
    assert gone.acknowledged and gone.ephemeral


async def test_a_server_that_removes_the_bot_is_deleted_after_30_days_unless_it_comes_back(world: World) -> None:
    env, store = world.env, world.env.bot.store
    await finish_game(world, "chachapoya", world.bo, seed=12)
    other = env.create_guild("Other Night")
    room = other.create_text_channel("games")
    eve = other.add_member(env.create_user("eve", global_name="Eve"))
    fay = other.add_member(env.create_user("fay", global_name="Fay"))
    lobby = await open_table(room, eve, "chachapoya", fay)
    assert (await eve.click(lobby, label="Start")).acknowledged
    table = (await store.tables_in_guild(other.id))[-1]
    await play_out(env.bot.service, table.id, random.Random(1))
    cog: Any = env.bot.get_cog("Privacy")
    for guild in (world.guild, other):
        await cog.on_guild_remove(env.bot.get_guild(guild.id))
    await env.advance_time((GUILD_GRACE - timedelta(days=1)).total_seconds())
    assert await cog.privacy.guild_tables(world.guild.id) == 1
    await cog.on_guild_join(env.bot.get_guild(world.guild.id))  # added back in time: kept
    await env.advance_time(timedelta(days=2).total_seconds())
    assert await cog.privacy.guild_tables(world.guild.id) == 1
    assert await cog.privacy.guild_tables(other.id) == 0
