"""Board games send the board with the hand: a player choosing a square in a DM sees the land."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.i18n import english
from bot.pictures import Pictures
from cogs.ui import TABLE_IMAGE, seat_names
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import controls, fresh, gallery, hand_message, open_table, press_random, table_state


def hand_picture(world: World, message: Any) -> bytes | None:
    pictures = [a for a in message.attachments if a.filename == "hand.png"]
    return world.env.backend.cdn.get(pictures[0].url) if pictures else None


async def test_a_pachamama_hand_carries_the_board_and_follows_the_game(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "pachamama", world.bo)
    await world.ana.click(lobby, label="Start")
    rng = random.Random(5)
    seen: set[bytes] = set()
    for _ in range(6):
        table, state = await table_state(world.env.bot, 1)
        awaited = sorted(GAMES["pachamama"].waiting_for(state))[0]
        member = world.ana if table.seats[awaited].user_id == world.ana.id else world.bo
        hand = hand_message(member)
        (shown,) = gallery(hand)
        assert shown["media"]["url"].endswith("hand.png") and shown["description"], "the card shows the picture"
        picture = hand_picture(world, hand)
        assert picture is not None and picture[:8] == b"\x89PNG\r\n\x1a\n", "the DM hand carries the board"
        assert Image.open(io.BytesIO(picture)).width >= 400
        seen.add(picture)
        assert controls(hand), "the awaited player has buttons beside the picture"
        assert (await press_random(member.user, hand, rng)).acknowledged
    assert len(seen) > 1, "the picture follows the game (offered squares, explorers)"
    # My hand in the channel carries the same picture (answered at once, "thinking", as the
    # picture may wait behind other tables' pictures; then shown privately).
    shown = await world.ana.click(fresh(world.channel, lobby.id), label="My hand")
    assert shown.ephemeral
    assert hand_picture(world, shown.response) is not None


@pytest.mark.simcord(settle_timeout=60)
async def test_pictures_drawn_by_worker_processes_reach_the_table_and_the_hand(world: World) -> None:
    """The bot's default: pictures are drawn in worker processes (here started before the game);
    what a player sees is exactly the game's own drawing of the public view."""
    bot = world.env.bot
    bot.pictures = Pictures(1)
    try:
        assert bot.pictures.pool is not None
        await bot.pictures.pool.warm()
        lobby = await open_table(world.channel, world.ana, "pachamama", world.bo)
        await world.ana.click(lobby, label="Start")
        table, state = await table_state(bot, 1)
        game = GAMES["pachamama"]
        posted = fresh(world.channel, table.message_id)
        shown = [a for a in posted.attachments if a.filename == TABLE_IMAGE]
        assert shown, "the table message carries the board"
        expected = game.render_table(game.view(state, None), seat_names(table, bold=False, emoji=False), english)
        assert world.env.backend.cdn.get(shown[0].url) == expected
        awaited = sorted(game.waiting_for(state))[0]
        member = world.ana if table.seats[awaited].user_id == world.ana.id else world.bo
        assert hand_picture(world, hand_message(member)) is not None, "the DM hand carries its board"
        assert bot.pictures.pool.started and bot.pictures.pool.worker_pids()
    finally:
        bot.pictures.shutdown()
