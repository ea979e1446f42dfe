"""The table card shows the last few play-by-play lines (issue 35), as the thread shows them, naming
players without pinging them, and they are still there after a restart."""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.app import GameHostBot
from db.delivery import RECENT_LINES
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, hand_message, open_table, press_random, table_state


def thread_texts(world: World, thread_id: int) -> list[str]:
    (thread,) = [t for t in world.channel.threads if t.id == thread_id]
    # a post carries the lines of one change: the card keeps lines, so compare line by line
    return [line for m in thread.history() for line in m.content.splitlines() if line]


async def test_the_table_card_shows_the_last_lines_of_the_thread_and_keeps_them_across_a_restart(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    rng = random.Random(35)
    members = {world.ana.id: world.ana, world.bo.id: world.bo}
    for _ in range(6):
        table, state = await table_state(world.env.bot, 1)
        seat = min(world.env.bot.service.game("capybara").waiting_for(state))
        member = members[table.seats[seat].user_id]  # type: ignore[index]
        assert (await press_random(member.user, hand_message(member), rng)).acknowledged

    table, _ = await table_state(world.env.bot, 1)
    assert table.thread_id is not None
    posted = thread_texts(world, table.thread_id)
    assert len(posted) > RECENT_LINES, "six moves make more lines than the card keeps"
    card = fresh(world.channel, lobby.id)
    text = embed_text(card)
    assert "Last moves" in text
    shown = text.split("Last moves", 1)[1]
    # the thread pings the player to move; the card names them in bold and pings nobody
    expected = [line.replace(f"<@{world.ana.id}>", "**Ana**").replace(f"<@{world.bo.id}>", "**Bo**") for line in posted]
    for line in expected[-RECENT_LINES:]:
        assert line in shown, (line, shown)
    assert expected[-RECENT_LINES - 1] not in shown, "only the last few"
    assert world.env.backend.get_message(world.channel.id, lobby.id).ping_user_ids == []

    old = world.env.bot
    await world.env.restart_bot(bot_factory())
    await old.service.shutdown()
    await old.store.close()
    table, state = await table_state(world.env.bot, 1)
    seat = min(world.env.bot.service.game("capybara").waiting_for(state))
    member = members[table.seats[seat].user_id]  # type: ignore[index]
    assert (await press_random(member.user, hand_message(member), rng)).acknowledged
    posted = thread_texts(world, table.thread_id)  # type: ignore[arg-type]
    shown = embed_text(fresh(world.channel, lobby.id)).split("Last moves", 1)[1]
    expected = [line.replace(f"<@{world.ana.id}>", "**Ana**").replace(f"<@{world.bo.id}>", "**Bo**") for line in posted]
    for line in expected[-RECENT_LINES:]:
        assert line in shown, "after the restart the card still shows the last lines, the new one included"
