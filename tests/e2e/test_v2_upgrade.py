"""Tables and hands posted by the previous release (embeds and classic buttons) go on working, and are
turned into Components V2 cards in place at their next repaint (issue 35).

The old messages are posted here as the previous release did: the same embed builders (``cogs.embeds``,
still the text model of the cards), the picture as the embed's image, the controls in classic rows.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.alt_text import hand_alt, table_alt
from bot.app import GameHostBot
from cogs.embeds import HAND_IMAGE, TABLE_IMAGE, hand_embed, png_file, running_embed
from cogs.names import plain_names
from cogs.ui import controls_view, table_view
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    embed_text,
    fresh,
    gallery,
    hand_message,
    is_v2,
    labels,
    open_table,
    press_random,
    table_state,
)

PACHAMAMA = GAMES["pachamama"]


async def post_as_the_previous_release(world: World) -> tuple[int, int, Any]:
    """The table message and the awaited player's DM hand as the previous release sent them; the table
    and seat now point to these. Returns (table message id, hand message id, the awaited member)."""
    bot = world.env.bot
    table, state = await table_state(bot, 1)
    names = plain_names(table, emoji=False)
    public = PACHAMAMA.view(state, None)
    embed = running_embed(PACHAMAMA, table, public, with_image=True, waits=await bot.store.waits(1))
    drawn = await bot.pictures.table(PACHAMAMA, public, names, "en")
    assert drawn is not None
    picture = png_file(drawn.png, TABLE_IMAGE, description=table_alt(PACHAMAMA, public, names, "en"))
    channel = bot.get_channel(world.channel.id)
    old_table = await channel.send(embed=embed, view=table_view(1), files=[picture])
    await bot.service.attach_message(1, old_table.id, table.thread_id)

    (seat,) = sorted(PACHAMAMA.waiting_for(state))[:1]
    member = world.ana if table.seats[seat].user_id == world.ana.id else world.bo
    view = PACHAMAMA.view(state, seat)
    actions = PACHAMAMA.legal_actions(state, seat)
    hand = hand_embed(PACHAMAMA, table, seat, view, awaited=True)
    hand.set_image(url=f"attachment://{HAND_IMAGE}")
    board = await bot.pictures.hand(PACHAMAMA, view, names, actions, "en")
    assert board is not None
    drawn = png_file(board.png, HAND_IMAGE, description=hand_alt(PACHAMAMA, view, names, actions, "en"))
    controls = controls_view(table, seat, PACHAMAMA.controls(view, actions))
    user = bot.get_user(member.id) or await bot.fetch_user(member.id)
    old_hand = await user.send(embed=hand, view=controls, files=[drawn])
    await bot.service.record_dm(1, seat, old_hand.channel.id, old_hand.id, closed=False)
    return old_table.id, old_hand.id, member


async def test_an_old_embed_table_and_hand_become_v2_cards_in_place_after_the_upgrade(
    world: World, bot_factory: Callable[[], GameHostBot]
) -> None:
    lobby = await open_table(world.channel, world.ana, "pachamama", world.bo)
    await world.ana.click(lobby, label="Start")
    assert is_v2(fresh(world.channel, lobby.id)), "a table this release opens is a card"
    table_id, hand_id, member = await post_as_the_previous_release(world)
    old = fresh(world.channel, table_id)
    assert old.embeds and not is_v2(old) and labels(old) == ["My hand"], "posted as the previous release did"
    old_hand = hand_message(member)
    assert old_hand.id == hand_id and old_hand.embeds and not is_v2(old_hand)

    # the upgrade: a new process (this release) reads the same database
    env = world.env
    before = env.bot
    await env.restart_bot(bot_factory())
    await before.service.shutdown()
    await before.store.close()

    # the old messages' buttons work before anything repainted them
    shown = await member.click(fresh(world.channel, table_id), label="My hand")
    assert shown.ephemeral and is_v2(shown.response) and "your hand" in embed_text(shown.response)
    moved = await press_random(member.user, hand_message(member), random.Random(2))
    assert moved.acknowledged and not moved.response.content, "a click on the old hand's classic button plays"

    table, _ = await table_state(env.bot, 1)
    assert table.message_id == table_id, "converted in place, not reposted"
    card = fresh(world.channel, table_id)
    assert is_v2(card) and not card.embeds and not card.content, "the table message is now a V2 card"
    assert "table #1" in embed_text(card) and labels(card) == ["My hand"]
    (picture,) = gallery(card)
    assert picture["description"].startswith("Pachamama, 9 by 5 land."), "its picture with alt text"
    hand = hand_message(member)
    assert hand.id == hand_id and is_v2(hand) and not hand.embeds, "the DM hand, same message, is a card now"

    # the converted card's button works, also after another restart
    again = env.bot
    await env.restart_bot(bot_factory())
    await again.service.shutdown()
    await again.store.close()
    shown = await world.bo.click(fresh(world.channel, table_id), label="My hand")
    assert shown.ephemeral and is_v2(shown.response) and "your hand" in embed_text(shown.response)
