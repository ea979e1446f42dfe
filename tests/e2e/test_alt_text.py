"""Every picture the bot sends carries alt text a screen reader reads (issue 35).

SimCord keeps an uploaded file's ``description`` on the message's attachment (``Attachment.description``),
as Discord does: these tests read it from the messages members receive.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.alt_text import ALT_LIMIT
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import fresh, gallery, hand_message, is_v2, open_table, press_random, table_state
from tests.e2e.test_history import finish_game, painted, step_through


def alt_of(message: Any, filename: str) -> str:
    (picture,) = [a for a in message.attachments if a.filename == filename]
    assert picture.description, f"{filename} has no alt text"
    assert len(picture.description) <= ALT_LIMIT
    if is_v2(message):  # a V2 card shows the picture as a gallery item, which carries the same alt text
        shown = [item for item in gallery(message) if item["media"]["url"] == picture.url]
        assert [item.get("description") for item in shown] == [picture.description], "the card's picture has it"
    return str(picture.description)


async def test_the_table_the_dm_hand_and_my_hand_carry_alt_text_that_follows_the_game(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "pachamama", world.bo)
    await world.ana.click(lobby, label="Start")
    rng = random.Random(3)
    tables: set[str] = set()
    offers = 0
    for _ in range(8):
        await painted(world)
        table, state = await table_state(world.env.bot, 1)
        alt = alt_of(fresh(world.channel, table.message_id), "table.png")
        assert alt.startswith("Pachamama, 9 by 5 land.")
        assert "Ana:" in alt and "Bo:" in alt, "every player is named"
        tables.add(alt)
        awaited = sorted(GAMES["pachamama"].waiting_for(state))[0]
        member, name = (world.ana, "Ana") if table.seats[awaited].user_id == world.ana.id else (world.bo, "Bo")
        hand = alt_of(hand_message(member), "hand.png")
        assert hand.startswith(f"{name}'s land as you know it")
        offers += "Your buttons offer" in hand
        assert (await press_random(member.user, hand_message(member), rng)).acknowledged
    assert len(tables) > 1, "the table's alt text follows the moves"
    assert offers, "a hand whose buttons offer squares says which"
    shown = await world.ana.click(fresh(world.channel, lobby.id), label="My hand")
    assert alt_of(shown.response, "hand.png").startswith("Ana's land as you know it")


@pytest.mark.parametrize(("game_id", "start"), [("anasazi", "The board as"), ("inka", "The board for")])
async def test_board_games_describe_the_table_and_the_hand_board(world: World, game_id: str, start: str) -> None:
    lobby = await open_table(world.channel, world.ana, game_id, world.bo)
    await world.ana.click(lobby, label="Start")
    table, state = await table_state(world.env.bot, 1)
    alt = alt_of(fresh(world.channel, table.message_id), "table.png")
    assert "Ana" in alt and "Bo" in alt
    awaited = sorted(GAMES[game_id].waiting_for(state))[0]
    member, name = (world.ana, "Ana") if table.seats[awaited].user_id == world.ana.id else (world.bo, "Bo")
    hand = alt_of(hand_message(member), "hand.png")
    assert hand.startswith(f"{start} {name}")


async def test_the_replay_and_the_stats_chart_carry_alt_text(world: World) -> None:
    _, table_id = await finish_game(world, "capybara", world.bo, seed=2)
    steps = await step_through(world, world.ana, table_id)
    assert len(steps) > 2
    opened = await world.ana.slash(world.channel, "game replay", table=table_id)
    assert alt_of(opened.response, "replay.png").startswith("Capybara table, round 1.")
    stats = await world.ana.slash(world.channel, "game stats")
    chart = alt_of(stats.response, "ratings.png")
    assert chart.startswith("Chart: Ana") and "Capybara" in chart and "over 1 game." in chart


@pytest.mark.parametrize("in_language", ["de"], indirect=True)
async def test_alt_text_in_german(world_in: World, in_language: str) -> None:
    world = world_in
    for member in (world.ana, world.bo):  # their DMs in German too (else their Discord app's language, as last seen)
        await world.env.bot.languages.choose(member.id, "de")
    lobby = (await world.ana.slash(world.channel, "game new", game="pachamama")).response
    assert (await world.bo.click(lobby, custom_id="lobby:1:join")).acknowledged
    assert (await world.ana.click(lobby, custom_id="lobby:1:start")).acknowledged
    table, state = await table_state(world.env.bot, 1)
    alt = alt_of(fresh(world.channel, table.message_id), "table.png")
    assert alt.startswith("Pachamama, Land 9 mal 5.") and "Punkt" in alt and "unentdeckt" in alt
    assert "points" not in alt and "undiscovered" not in alt
    awaited = sorted(GAMES["pachamama"].waiting_for(state))[0]
    member, name = (world.ana, "Ana") if table.seats[awaited].user_id == world.ana.id else (world.bo, "Bo")
    assert alt_of(hand_message(member), "hand.png").startswith(f"Das Land von {name}, wie du es kennst")
