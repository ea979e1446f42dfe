"""After the game through Discord (SimCord): history, replays, export, stats and leaderboard."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from cogs.ui import seat_names
from tests.e2e.conftest import World
from tests.e2e.helpers import components, embed_text, open_table
from tests.finished_games import play_out


async def finish_game(world: World, game: str, *joiners: Any, seed: int = 1) -> tuple[Any, int]:
    """A table opened and started through Discord, its moves applied through the service."""
    lobby = await open_table(world.channel, world.ana, game, *joiners)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    service = world.env.bot.service
    table = (await service.store.tables_in_guild(world.guild.id))[-1]
    await play_out(service, table.id, random.Random(seed))
    await service.wait_idle()
    await painted(world)
    return lobby, table.id


async def painted(world: World) -> None:
    """Wait until the table painter has shown every move (moves made through the service skip Discord)."""
    cog: Any = world.env.bot.get_cog("Play")
    while True:
        tasks = [t for w in cog.workers.values() for t in (w.painter, w.poster) if t is not None and not t.done()]
        if not tasks:
            return
        await asyncio.gather(*tasks, return_exceptions=True)


def button(message: Any, label: str) -> dict[str, Any]:
    return next(c for c in components(message) if c.get("type") == 2 and c.get("label") == label)


def image_bytes(world: World, message: Any) -> bytes | None:
    attachments = message.attachments
    if not attachments:
        return None
    return world.env.backend.cdn.get(attachments[0].url)


async def test_a_finished_game_is_in_each_players_history_with_its_winner(world: World) -> None:
    lobby, table_id = await finish_game(world, "chachapoya", world.bo, seed=3)
    table = await world.env.bot.service.table(table_id)
    outcome = world.env.bot.service.outcome(table)
    assert outcome is not None
    names = seat_names(table)
    winners = " and ".join(names[w] for w in outcome.winners)
    for member in (world.ana, world.bo):
        shown = await member.slash(world.channel, "game history", member=member)
        assert shown.ephemeral
        text = embed_text(shown.response)
        assert f"#{table_id} · Chachapoya" in text
        assert f"🏆 Winner{'s' if len(outcome.winners) > 1 else ''}: {winners}" in text
        assert f"/{lobby.id})" in text  # the link to the table message
        assert f"Replay #{table_id}" in [c.get("label") for c in components(shown.response)]
    nobody = await world.cy.slash(world.channel, "game history", member=world.cy)
    assert "No finished games yet" in embed_text(nobody.response)
    mine = await world.ana.user.slash("game history")  # in DMs: every server
    assert f"#{table_id} · Chachapoya" in embed_text(mine.response)
