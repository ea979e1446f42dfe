"""A game started is a game finished: whole games over (virtual) days with a player who never clicks.

For every registered game, Ana plays from her DMs while Bo never answers. Each of Bo's
decisions waits its full 12 hours; then the AI plays it for him (``when_late: ai``) or takes
his seat (``forfeit``). The bot is restarted every few steps, between any two of them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import discord
import pytest

from bot.app import GameHostBot
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, hand_message, press_action, press_random, restart, table_state

# The daily pace without vacation days: Bo's bank (1 day, then the 1-day increment) runs out each time the
# test moves the clock to his due time. Every timer the bot sleeps on is hours long, so SimCord parks it
# at once (a sleep shorter than the settle timeout is waited out in real time: a live pace's one-minute
# increments made each of Bo's turns a real minute long).
RESTART_EVERY = 7  # steps between restarts (a step: Ana's click, or Bo's deadline passing)
MAX_STEPS = 1500

# An AI search can take a few seconds on a busy machine, and a bank that ran out in the middle of a turn has
# the AI play the rest of that turn (Anasazi: up to six steps) in one settle. No pictures (tests/e2e/conftest.py):
# nothing here looks at them, and they were a quarter of this file's CPU (88 -> 66 s).
pytestmark = [pytest.mark.simcord(settle_timeout=120), pytest.mark.usefixtures("no_pictures")]

CASES = [pytest.param(game_id, policy, id=f"{game_id}-{policy}") for game_id in GAMES for policy in ("ai", "forfeit")]


@pytest.mark.parametrize(("game_id", "policy"), CASES)
async def test_a_game_with_an_absent_player_reaches_its_result(
    world: World, bot_factory: Callable[[], GameHostBot], game_id: str, policy: str
) -> None:
    game = GAMES[game_id]
    rng = random.Random(game_id)
    opened = await world.ana.slash(
        world.channel, "game new", game=game_id, pace="daily", vacation="off", when_late=policy
    )
    lobby = opened.response
    assert (await world.bo.click(lobby, label="Join")).acknowledged
    assert (await world.ana.click(lobby, label="Start")).acknowledged

    expiries = restarts = clicks = 0
    for step in range(MAX_STEPS):
        if step and step % RESTART_EVERY == 0:
            await restart(world, bot_factory)
            restarts += 1
        bot = world.env.bot
        await bot.service.wait_idle()
        table, state = await table_state(bot, 1)
        if table.status == "finished":
            break
        waiting = game.waiting_for(state)
        ana = table.seat_of(world.ana.id)
        if ana in waiting:
            actions = game.legal_actions(state, ana)
            choice = game.heuristic_action(game.view(state, ana), actions, rng)
            if choice is None or rng.random() < 0.2:
                result = await press_random(world.ana.user, hand_message(world.ana), rng)
            else:
                result = await press_action(world.ana.user, hand_message(world.ana), actions.index(choice))
            assert result.acknowledged and not result.response.content, result.response.content
            clicks += 1
            continue
        waits = {w.seat: w for w in await bot.store.waits(1)}
        assert waiting <= waits.keys(), f"every awaited seat has a wait: {sorted(waiting)} vs {sorted(waits)}"
        assert all(waits[s].due_at is not None for s in waiting), "every awaited decision has a deadline"
        before = table.version
        due = max(waits[s].due_at for s in waiting if waits[s].due_at is not None)
        await world.env.advance_time((due - discord.utils.utcnow()).total_seconds() + 1)
        await world.env.bot.service.wait_idle()
        after, _ = await table_state(world.env.bot, 1)
        assert after.version > before or after.status == "finished", "a passed deadline always moves the game"
        expiries += 1
    else:
        pytest.fail(f"{game_id} did not end in {MAX_STEPS} steps")

    table, _ = await table_state(world.env.bot, 1)
    assert table.status == "finished" and table.outcome
    shown = fresh(world.channel, table.message_id or lobby.id)
    assert "game over" in embed_text(shown), "the table shows the result"
    assert "My hand" not in str(shown.components), "a finished table offers no My hand"
    assert "Game over" in embed_text(hand_message(world.ana)), "Ana's hand shows the end too"
    log = await world.env.bot.store.actions(1)
    assert expiries >= 1 and restarts >= 1 and clicks >= 1
    if policy == "forfeit":
        assert table.seat_of(world.bo.id) is None and table.seats[1].is_ai, "Bo's seat went to an AI"
        assert "(AI)" in table.seats[1].name
    else:
        assert table.seat_of(world.bo.id) == 1, "with 'the AI plays for them', Bo keeps his seat"
        assert all(a.by_ai for a in log if a.seat == 1), "every move of Bo's was made by the AI"
        assert sum(1 for a in log if a.seat == 1) >= expiries - 1
    print(f"{game_id}/{policy}: {len(log)} moves, {clicks} clicks, {expiries} deadlines, {restarts} restarts")
