"""The teapot: an out-of-turn decision asked of the right player (SimCord)."""

from __future__ import annotations

from games import GAMES
from games.capybara.scenario import build_state, cards
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    controls,
    embed_text,
    fresh,
    hand_message,
    labels,
    open_table,
    set_position,
    table_state,
)

CAPYBARA = GAMES["capybara"]


async def test_teapot_holder_refuses_the_tapir_card_and_it_moves_on(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo, world.cy)
    await world.ana.click(lobby, label="Start")
    bot = world.env.bot
    position = build_state(
        [["tapir 2", "sloth 5", "sloth 4", "toucan 1"], ["armadillo 1", "toucan 2"], ["anteater 1", "sloth 3"]],
        piles=(("sloth 1",), ("toucan 3",)),
        teapot=1,  # Bo holds the teapot
        active=0,
    )
    await set_position(bot, 1, position)

    ana_hand = hand_message(world.ana)
    assert "Tapir 2 → left" in labels(ana_hand)
    assert controls(hand_message(world.bo)) == [] and controls(hand_message(world.cy)) == []

    await world.ana.user.click(ana_hand, label="Tapir 2 → left")
    pass_labels = labels(hand_message(world.ana))
    assert "Pass sloth 5" in pass_labels, pass_labels
    await world.ana.user.click(hand_message(world.ana), label="Pass sloth 5")

    # now only Bo is asked, out of turn: refuse or accept; Ana waits
    _, state = await table_state(bot, 1)
    assert CAPYBARA.waiting_for(state) == {1}
    assert controls(hand_message(world.ana)) == []
    bo_hand = hand_message(world.bo)
    assert "Refuse with the teapot" in labels(bo_hand)
    assert "sloth 5" not in embed_text(bo_hand).lower(), "Bo must not see the card he may refuse"
    table_text = embed_text(fresh(world.channel, lobby.id))
    assert "holds the teapot" in table_text and "sloth 5" not in table_text.lower()

    refused = await world.bo.user.click(bo_hand, label="Refuse with the teapot")
    assert refused.acknowledged and not refused.response.content
    _, state = await table_state(bot, 1)
    assert state.teapot is None, "the teapot returns to the middle"
    assert cards(["sloth 5"])[0] in state.hands[2], "the card moved on to Cy"
    assert cards(["sloth 5"])[0] not in state.hands[1]
    assert "**sloth**: 3 · 5" in embed_text(hand_message(world.cy))
    assert "🫖 Teapot: in the middle" in embed_text(fresh(world.channel, lobby.id))
