"""Every click gets an answer: damaged or forged component ids are refused privately, and nothing breaks."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from cogs.ui import BROKEN, persistent_view
from tests.e2e.conftest import World
from tests.e2e.helpers import open_table

BUTTONS = [
    "act:-1:0:0",  # a negative number
    "act:1:99999999999999999999:0",  # past SQLite's integer range (20 digits)
    "act:1:9223372036854775808:0",  # 19 digits, one past the range
    "act:1:0",  # a part missing
    "act:1:0:0:0",  # a part too many
    "hand:abc",
    "hand:-2",
    "lobby:1:explode",  # an unknown lobby operation
    "lobby:x:join",
    "confirm:1:nuke:5",
    "confirm:1:leave",
    "somebody-else:1",  # not one of ours at all
]
SELECTS = [("pick:1:0:0", "abc"), ("pick:1:0:0", "-1"), ("pick:-1:0:0", "0"), ("ailevel:-3", "easy")]


async def forged_message(world: World) -> Any:
    """A message from the bot carrying the forged controls (as a damaged client could send)."""
    view = persistent_view()
    for i, custom_id in enumerate(BUTTONS):
        view.add_item(discord.ui.Button(label=f"b{i}", custom_id=custom_id, row=i // 5))
    await world.env.bot.get_channel(world.channel.id).send("forged", view=view)  # type: ignore[union-attr]
    return world.channel.history()[-1]


@pytest.mark.parametrize("custom_id", BUTTONS)
async def test_a_malformed_button_gets_a_clear_private_answer(world: World, custom_id: str) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    message = await forged_message(world)
    result = await world.bo.click(message, custom_id=custom_id)
    assert result.acknowledged and result.ephemeral
    assert result.response.content == BROKEN
    table = await world.env.bot.service.table(1)
    assert table.status == "lobby" and len(table.seats) == 2, "nothing changed"
    assert lobby is not None


@pytest.mark.parametrize(("custom_id", "value"), SELECTS)
async def test_a_malformed_select_gets_a_clear_private_answer(world: World, custom_id: str, value: str) -> None:
    view = persistent_view()
    view.add_item(discord.ui.Select(custom_id=custom_id, options=[discord.SelectOption(label=value, value=value)]))
    await world.env.bot.get_channel(world.channel.id).send("forged", view=view)  # type: ignore[union-attr]
    message = world.channel.history()[-1]
    result = await world.bo.select(message, [value], custom_id=custom_id)
    assert result.acknowledged and result.ephemeral
    assert result.response.content == BROKEN
