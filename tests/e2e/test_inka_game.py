"""Der Schatz der Inka through Discord (SimCord): board picture, DMs and My hand, two-step moves, restarts."""

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
from tests.e2e.helpers import (
    controls,
    embed_text,
    fresh,
    hand_message,
    labels,
    open_table,
    play_to_the_end,
    press_action,
    table_state,
)

INKA = GAMES["inka"]


async def _play_until_browse(world: World, lobby_id: int, members: dict[int, object]) -> tuple[int, object]:
    """Play (heuristically) until a human must choose a move with more than 25 options; open an area."""
    for _ in range(400):
        table, state = await table_state(world.env.bot, 1)
        assert table.status == "running"
        seat = next(s for s in table.seats if not s.is_ai and s.seat in INKA.waiting_for(state))
        member = members[seat.user_id]  # type: ignore[index]
        actions = INKA.legal_actions(state, seat.seat)
        browse = [i for i, a in enumerate(actions) if a.kind == "browse"]
        message = hand_message(member)
        if state.phase == "move" and browse:
            result = await press_action(member.user, message, browse[0])  # type: ignore[attr-defined]
            assert result.acknowledged and not result.response.content
            return seat.seat, member
        choice = INKA.heuristic_action(INKA.view(state, seat.seat), actions, __import__("random").Random(1))
        index = actions.index(choice) if choice is not None else 0
        if actions[index].kind == "browse":  # never open an area here: that is the step under test
            index = next(i for i, a in enumerate(actions) if a.kind != "browse")
        result = await press_action(member.user, message, index)  # type: ignore[attr-defined]
        assert result.acknowledged and not result.response.content
    raise AssertionError("no move with more than 25 options came up")


@pytest.mark.simcord(settle_timeout=30)
async def test_two_humans_and_an_ai_play_to_the_treasure_with_restarts(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    lobby = await open_table(world.channel, world.ana, "inka", world.bo, ai=1)
    await world.ana.click(lobby, label="Start")
    first = fresh(world.channel, lobby.id)
    assert first.attachments and first.attachments[0].filename == "table.png"
    assert "Der Schatz der Inka" in embed_text(first) and "My hand" in labels(first)

    # a move in two steps: the area is chosen, then the bot restarts, then the field is chosen
    members = {m.id: m for m in (world.ana, world.bo)}
    seat, member = await _play_until_browse(world, lobby.id, members)
    _table, state = await table_state(world.env.bot, 1)
    assert state.phase == "browse" and state.current == seat
    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.store.close()
    message = hand_message(member)
    shown = controls(message)
    assert any(c.get("type") == 3 for c in shown), "the area's fields are still offered after the restart"
    _table, state = await table_state(world.env.bot, 1)
    actions = INKA.legal_actions(state, seat)
    pick = next(i for i, a in enumerate(actions) if a.kind == "move")
    result = await press_action(member.user, message, pick)  # type: ignore[attr-defined]
    assert result.acknowledged and not result.response.content, "the second step works after a restart"

    # more play, a restart between turns, then the rest through DMs and My hand
    await play_to_the_end(world, INKA, 1, lobby.id, max_moves=8, stop_early=True)
    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.store.close()
    moves = await play_to_the_end(world, INKA, 1, lobby.id, my_hand=lambda move: move % 3 == 0)
    assert moves > 0

    final = fresh(world.channel, lobby.id)
    text = embed_text(final)
    assert "game over" in text.lower()
    assert labels(final) == []
    table, state = await table_state(world.env.bot, 1)
    assert table.status == "finished" and any(a.by_ai for a in await world.env.bot.store.actions(1))
    assert state.winner is not None

    png = INKA.render_table(INKA.view(state, None), seat_names(table, bold=False, emoji=False), english)
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
    folder = Path(os.environ.get("GAMEHOST_PNG_DIR", tempfile.gettempdir()))
    (folder / "inka_finished_board.png").write_bytes(png)
