"""/game history's Older and Newer buttons (issue 40): a page is found from the table next to it, not by
walking every game before it, and buttons posted before that (a page number) still work."""

from __future__ import annotations

import random
import re
from typing import Any

import discord
import pytest

from bot.service import TableService
from cogs.ui import BROKEN, persistent_view
from tests.e2e.conftest import World
from tests.e2e.helpers import components, embed_text
from tests.finished_games import finished_game

GAME = "chachapoya"


def button(message: Any, label: str) -> dict[str, Any]:
    return next(c for c in components(message) if c.get("type") == 2 and c.get("label") == label)


def shown(message: Any) -> list[int]:
    """The table numbers a history page lists, top to bottom."""
    return [int(n) for n in re.findall(r"#(\d+) ·", embed_text(message))]


async def finished(world: World, count: int, seed: int = 0) -> list[int]:
    """``count`` games by Ana and Bo played to their end on the bot's database, through a table service of the
    test's own: the bot is not told of their moves (it would send every move's hands and table, nearly all of these
    tests' time, and nothing here looks at them). /game history reads them from the database like any game."""
    bot = world.env.bot
    service = TableService(bot.service.store, clock=bot.service.clock, rng=random.Random(seed))
    players = [world.ana.id, world.bo.id]
    return [(await finished_game(service, GAME, players, seed=seed + s, guild=world.guild.id)).id for s in range(count)]


async def press(world: World, message: Any, label: str) -> Any:
    result = await world.cy.click(message, custom_id=button(message, label)["custom_id"])
    assert result.acknowledged and not result.response.content, result.response.content
    return result.response


async def test_older_and_newer_walk_the_pages_and_back(world: World) -> None:
    newest_first = list(reversed(await finished(world, 12)))
    page = (await world.cy.slash(world.channel, "game history")).response
    assert shown(page) == newest_first[:5] and "Page 1 of 3 · 12 finished games" in embed_text(page)
    page = await press(world, page, "Older ▶")
    assert shown(page) == newest_first[5:10] and "Page 2 of 3" in embed_text(page)
    older = button(page, "Older ▶")["custom_id"]
    assert older.endswith(f":o{newest_first[9]}") and len(older) <= 100  # carries the last table shown
    page = await press(world, page, "Older ▶")
    assert shown(page) == newest_first[10:] and "Page 3 of 3" in embed_text(page)
    assert button(page, "Older ▶").get("disabled") and not button(page, "◀ Newer").get("disabled")
    page = await press(world, page, "◀ Newer")
    assert shown(page) == newest_first[5:10] and "Page 2 of 3" in embed_text(page)
    page = await press(world, page, "◀ Newer")
    assert shown(page) == newest_first[:5] and "Page 1 of 3" in embed_text(page)
    assert button(page, "◀ Newer").get("disabled")


async def test_games_finishing_between_clicks_neither_repeat_nor_skip_a_game(world: World) -> None:
    newest_first = list(reversed(await finished(world, 12)))
    first = (await world.cy.slash(world.channel, "game history")).response
    later = await finished(world, 3, seed=20)  # while the reader looks at page 1
    second = await press(world, first, "Older ▶")
    assert shown(second) == newest_first[5:10], "a page counted from the top would repeat three games"
    assert "15 finished games" in embed_text(second)
    top = await press(world, second, "◀ Newer")
    assert shown(top) == list(reversed(later)) + newest_first[:2]  # the newest games, as /game history shows


@pytest.mark.parametrize("with_game", [False, True])
async def test_a_button_posted_before_with_a_page_number_still_opens_that_page(world: World, with_game: bool) -> None:
    newest_first = list(reversed(await finished(world, 12)))
    custom_id = f"hist:{world.guild.id}:0:{GAME if with_game else '-'}:1"  # the old form: scope and page
    view = persistent_view()
    view.add_item(discord.ui.Button(label="Older ▶", custom_id=custom_id))
    await world.env.bot.get_channel(world.channel.id).send("history", view=view)  # type: ignore[union-attr]
    result = await world.cy.click(world.channel.history()[-1], custom_id=custom_id)
    assert result.acknowledged and shown(result.response) == newest_first[5:10]
    assert "Page 2 of 3" in embed_text(result.response)


async def test_a_page_whose_table_is_gone_opens_by_its_number(world: World) -> None:
    newest_first = list(reversed(await finished(world, 12)))
    page = await press(world, (await world.cy.slash(world.channel, "game history")).response, "Older ▶")
    store: Any = world.env.bot.service.store
    await store._exec("DELETE FROM tables WHERE id = ?", (newest_first[9],))  # the table the Older button names
    third = await press(world, page, "Older ▶")
    assert shown(third) == newest_first[11:] and "Page 3 of 3" in embed_text(third)  # 11 games left: page 3


@pytest.mark.parametrize("tail", ["x5", "o", "o5:1", "5", "n-1", "o99999999999999999999"])
async def test_a_forged_page_key_gets_a_clear_answer(world: World, tail: str) -> None:
    custom_id = f"hist:{world.guild.id}:0:-:1:{tail}"
    view = persistent_view()
    view.add_item(discord.ui.Button(label="forged", custom_id=custom_id))
    await world.env.bot.get_channel(world.channel.id).send("forged", view=view)  # type: ignore[union-attr]
    result = await world.bo.click(world.channel.history()[-1], custom_id=custom_id)
    assert result.acknowledged and result.ephemeral and result.response.content == BROKEN
