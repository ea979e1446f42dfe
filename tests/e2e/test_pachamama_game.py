"""Pachamama through Discord (SimCord): the board picture, DMs and My hand, a restart, an AI seat."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.app import GameHostBot
from bot.i18n import english
from cogs.ui import seat_names
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, labels, open_table, play_to_the_end, table_state

PACHAMAMA = GAMES["pachamama"]


@pytest.mark.simcord(settle_timeout=30)  # an AI move searches several generated lands
async def test_two_players_with_an_ai_seat_to_the_final_scores_with_a_restart(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    lobby = await open_table(world.channel, world.ana, "pachamama", world.bo, ai=1)
    await world.ana.click(lobby, label="Start")
    first = fresh(world.channel, lobby.id)
    assert first.attachments and first.attachments[0].filename == "table.png"
    picture = first.attachments[0].id

    # a few moves, then the bot restarts, then the game is played to its end
    await play_to_the_end(world, PACHAMAMA, 1, lobby.id, max_moves=6, stop_early=True)
    moved = fresh(world.channel, lobby.id)
    assert moved.attachments[0].id != picture, "the board picture is redrawn after moves"
    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.store.close()
    moves = await play_to_the_end(world, PACHAMAMA, 1, lobby.id, my_hand=lambda move: move % 3 == 0)
    assert moves > 0

    final = fresh(world.channel, lobby.id)
    text = embed_text(final)
    assert "game over" in text and "Winner" in text
    assert labels(final) == []
    table, state = await table_state(world.env.bot, 1)
    assert table.status == "finished" and any(a.by_ai for a in await world.env.bot.store.actions(1))

    # the finished board, written where a person can open it
    png = PACHAMAMA.render_table(PACHAMAMA.view(state, None), seat_names(table, bold=False, emoji=False), english)
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
    folder = Path(os.environ.get("GAMEHOST_PNG_DIR", tempfile.gettempdir()))
    (folder / "pachamama_finished_board.png").write_bytes(png)
