"""A button or slash command the bot answers after Discord's 3 s (a very busy bot): Discord shows the member
"This interaction failed" and refuses the answer; the bot stops there and logs one warning, not an error
with a traceback (an error logged fails any test here: tests/conftest.py)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Iterator
from typing import Any, TypeVar

import discord
import pytest

from bot.late_answers import LateAnswers, came_too_late
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, open_table

TOO_LATE = "came after Discord's 3 s"
T = TypeVar("T")


class Lateness:
    """While ``on``, every answer to an interaction reaches Discord 4 s after the click (its clock moves on)."""

    on = False

    async def answered_late(self, caplog: pytest.LogCaptureFixture, interaction: Awaitable[T]) -> T:
        """A click or slash command whose answers all come 4 s late, with the warnings it logs captured."""
        caplog.clear()
        self.on = True
        try:
            with caplog.at_level(logging.WARNING):
                return await interaction
        finally:
            self.on = False


@pytest.fixture
def lateness(world: World) -> Iterator[Lateness]:
    adapter = discord.webhook.async_.AsyncWebhookAdapter
    real_answer = adapter.create_interaction_response
    switch = Lateness()

    def answer(self: Any, *args: Any, **kwargs: Any) -> Any:
        if switch.on:
            world.env.backend.advance_clock(4.0)
        return real_answer(self, *args, **kwargs)

    adapter.create_interaction_response = answer  # type: ignore[method-assign]
    try:
        yield switch
    finally:
        adapter.create_interaction_response = real_answer  # type: ignore[method-assign]


def one_late_warning(caplog: pytest.LogCaptureFixture) -> logging.LogRecord:
    """The one line a late answer leaves in the log: a warning with no traceback, and no error beside it."""
    late = [r for r in caplog.records if TOO_LATE in r.getMessage()]
    assert [r.levelname for r in late] == ["WARNING"] and late[0].exc_info is None
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    return late[0]


async def test_a_start_clicked_too_late_starts_nothing_and_is_a_warning(
    world: World, caplog: pytest.LogCaptureFixture, lateness: Lateness
) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    result = await lateness.answered_late(caplog, world.ana.click(lobby, label="Start"))
    assert not result.acknowledged, "Discord refused the late answer: the member saw the click fail"
    table = await world.env.bot.service.table(1)
    assert table.status == "lobby", "nothing was started behind the member's back"
    assert "LobbyButton" in one_late_warning(caplog).getMessage(), "it names what was clicked"


async def test_a_join_clicked_too_late_keeps_the_seat_and_the_lobby_card_shows_it(
    world: World, caplog: pytest.LogCaptureFixture, lateness: Lateness
) -> None:
    """The seat is saved before the answer: a late answer must not leave the card saying the seat is free."""
    lobby = await open_table(world.channel, world.ana, "capybara")
    result = await lateness.answered_late(caplog, world.bo.click(lobby, label="Join"))
    assert not result.acknowledged, "Discord refused the late answer: the member saw the click fail"
    table = await world.env.bot.service.table(1)
    assert [s.user_id for s in table.seats] == [world.ana.id, world.bo.id], "the join the member asked for is kept"
    card = fresh(world.channel, lobby.id)
    assert "Bo" in embed_text(card), "the lobby card shows the seat taken"
    one_late_warning(caplog)
    # and a second click now says they are seated already, as an answer in time would
    again = await world.bo.click(fresh(world.channel, lobby.id), label="Join")
    assert again.ephemeral


async def test_a_table_opened_too_late_still_gets_its_lobby_in_the_channel(
    world: World, caplog: pytest.LogCaptureFixture, lateness: Lateness
) -> None:
    """/game new makes the table before it answers: a late answer must not leave a lobby no one can see."""
    result = await lateness.answered_late(caplog, world.ana.slash(world.channel, "game new", game="capybara"))
    assert not result.acknowledged
    table = await world.env.bot.service.table(1)
    lobbies = [m for m in world.channel.history() if m.id == table.message_id]
    assert lobbies, "the lobby was posted in the channel and recorded as the table's message"
    assert (await world.bo.click(lobbies[0], label="Join")).acknowledged, "and it can be joined"
    assert [s.user_id for s in (await world.env.bot.service.table(1)).seats] == [world.ana.id, world.bo.id]
    one_late_warning(caplog)
    assert [came_too_late(e) for e in world.env.errors] == [True]  # as Discord's client shows it failed


async def test_a_slash_command_answered_too_late_is_a_warning(
    world: World, caplog: pytest.LogCaptureFixture, lateness: Lateness
) -> None:
    result = await lateness.answered_late(caplog, world.dee.slash(world.channel, "game rules", game="capybara"))
    assert not result.acknowledged
    assert "rules" in one_late_warning(caplog).getMessage()
    # SimCord records what a slash command raised, as Discord's client would show it failed: that one only
    assert [came_too_late(e) for e in world.env.errors] == [True]


def test_other_errors_stay_errors_with_their_traceback() -> None:
    def record(error: Exception) -> logging.LogRecord:
        try:
            raise error
        except Exception as exc:
            return logging.LogRecord(
                "discord.ui.view",
                logging.ERROR,
                __file__,
                1,
                "Ignoring exception in view",
                (),
                (type(exc), exc, exc.__traceback__),
            )

    response = type("Response", (), {"status": 404, "reason": "Not Found"})()
    for error in (RuntimeError("boom"), discord.NotFound(response, {"code": 10008, "message": "Unknown Message"})):
        kept = record(error)
        assert LateAnswers().filter(kept)
        assert kept.levelno == logging.ERROR and kept.exc_info is not None
    late = record(discord.NotFound(response, {"code": 10062, "message": "Unknown interaction"}))
    assert LateAnswers().filter(late) and late.levelno == logging.WARNING and late.exc_info is None
