"""Anasazi through Discord (SimCord): two players and an AI seat, DMs and My hand, a restart,
and no privately seen tower colour or objective in any public message."""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.app import GameHostBot
from bot.i18n import english
from cogs.ui import seat_names
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, labels, open_table, play_to_the_end, table_state

ANASAZI = GAMES["anasazi"]
COLOURS = ("red", "blue", "white", "yellow")
TOWER_AND_COLOUR = re.compile(r"\bT(\d+)\b[^.\n]{0,40}?\b(red|blue|white|yellow)\b")


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def public_lines(world: World) -> list[str]:
    """Every line of text the bot sent or edited in the channel or its threads (not DMs)."""
    dm_channels = {m.user.dm_channel.id for m in (world.ana, world.bo, world.cy, world.dee) if m.user.dm_channel}
    lines: list[str] = []
    for entry in world.env.http_requests:
        if entry.method in ("POST", "PATCH") and entry.path.startswith("/channels/"):
            if int(entry.path.split("/")[2]) in dm_channels:
                continue
            for text in _strings(entry.json):
                lines += text.splitlines()
    return lines


def private_lines(world: World) -> list[str]:
    out: list[str] = []
    for m in (world.ana, world.bo):
        for message in m.user.dm_channel.history() if m.user.dm_channel else []:
            out += embed_text(message).splitlines() + (message.content or "").splitlines()
    return out


@pytest.mark.simcord(settle_timeout=30)
async def test_two_players_and_an_ai_seat_play_to_the_final_scores_with_a_restart(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    lobby = await open_table(world.channel, world.ana, "anasazi", world.bo, ai=1)
    await world.ana.click(lobby, label="Start")
    first = fresh(world.channel, lobby.id)
    assert first.attachments and first.attachments[0].filename == "table.png"
    assert "Anasazi" in embed_text(first)

    await play_to_the_end(world, ANASAZI, 1, lobby.id, max_moves=40, stop_early=True)
    _, middle = await table_state(world.env.bot, 1)
    assert middle.stage == "play", "setup camps and looks are done through the hands"
    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.store.close()
    moves = await play_to_the_end(world, ANASAZI, 1, lobby.id, my_hand=lambda move: move % 3 == 0)
    assert moves > 0

    final = fresh(world.channel, lobby.id)
    text = embed_text(final)
    assert "game over" in text and "Winner" in text
    assert labels(final) == []
    table, state = await table_state(world.env.bot, 1)
    assert table.status == "finished" and state.stage == "over"
    assert any(a.by_ai for a in await world.env.bot.store.actions(1))

    public = public_lines(world)
    # looks are announced in public, naming the tower but never its colour
    looks = [line for line in public if "looked at T" in line]
    assert looks, "looks are announced publicly"
    assert all(not any(c in line for c in COLOURS) for line in looks)
    # a tower is named with a colour in public only once it stands on the track
    for line in public:
        for m in TOWER_AND_COLOUR.finditer(line):
            tower, colour = int(m.group(1)) - 1, COLOURS.index(m.group(2))
            assert tower in state.track[colour], f"a hidden tower's colour went public: {line}"
    assert not any("objective" in line.lower() for line in public), "objectives stay private"
    # ... while the players' DMs did show their objective and the colours they saw
    private = private_lines(world)
    assert any("Your objective" in line for line in private)
    assert any(re.search(r"T\d+ \(\w+\) \S+ (red|blue|white|yellow)", line) for line in private)

    png = ANASAZI.render_table(ANASAZI.view(state, None), seat_names(table, bold=False, emoji=False), english)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    folder = Path(os.environ.get("GAMEHOST_PNG_DIR", tempfile.gettempdir()))
    (folder / "anasazi_finished_board.png").write_bytes(png)
    json.dumps(public)  # the collected text is plain strings
