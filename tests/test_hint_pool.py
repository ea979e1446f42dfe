"""A hint is searched in the AI's worker processes and comes back as the direct call gives it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio

from bot.ai_pool import AiPool
from bot.i18n import english
from games import GAMES
from games.hints import hint
from games.testing import awaited_states
from games.words import load_text


@pytest_asyncio.fixture
async def pool() -> AsyncIterator[AiPool]:
    pool = AiPool(1)
    yield pool
    pool.shutdown()


async def test_the_pool_gives_the_hint_the_direct_call_gives(pool: AiPool) -> None:
    game = GAMES["capybara"]
    for state, seat in awaited_states(game, 2):
        direct = hint(game, state, seat, iterations=40)  # counted, not timed: the same in any process
        action, index, reason = await pool.hint("capybara", game.dump_state(state), seat, 40)
        assert action == game.dump_action(direct.action)
        assert game.dump_action(game.legal_actions(state, seat)[index]) == action
        assert english(load_text(reason)) == english(direct.reason)
