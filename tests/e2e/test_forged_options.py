"""A modified client sends slash options outside what the command declares: refused, privately,
and nothing changes.

SimCord's ``slash`` refuses such values itself (as Discord's own client would not offer them),
so :func:`forged` lets the raw value through to the wire, as a modified client would send it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import simcord.interactions

from tests.e2e.conftest import World

REFUSED = "Nothing was changed"


@pytest.fixture
def forged(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Slash options go on the wire as given: no check of type, choices or range by SimCord."""
    check = simcord.interactions.validate_option_value
    snowflakes = simcord.interactions._SNOWFLAKE_TYPES

    def as_given(command_name: str, option: dict[str, Any], value: Any) -> Any:
        if option["type"] in snowflakes:
            return check(command_name, option, value)  # members still resolve as Discord sends them
        return value

    monkeypatch.setattr(simcord.interactions, "validate_option_value", as_given)
    yield


async def tables(world: World) -> int:
    rows = await world.env.bot.store._exec("SELECT COUNT(*) FROM tables")
    return int(rows[0][0])


def assert_refused(result: Any, option: str) -> None:
    assert result.acknowledged and result.ephemeral, "a private answer"
    assert REFUSED in result.response.content and f"`{option}`" in result.response.content, result.response.content


@pytest.mark.parametrize(
    "options, bad",
    [
        ({"game": "capybara", "pace": "hourly"}, "pace"),
        ({"game": "capybara", "pace": 3600}, "pace"),
        ({"game": "capybara", "pace": True}, "pace"),
        ({"game": "capybara", "vacation": "maybe"}, "vacation"),
        ({"game": "capybara", "when_late": "nothing"}, "when_late"),
        ({"game": "chess"}, "game"),
        ({"game": 1}, "game"),
    ],
)
async def test_game_new_with_a_forged_option_opens_no_table(
    world: World, forged: None, options: dict[str, Any], bad: str
) -> None:
    result = await world.ana.slash(world.channel, "game new", **options)
    assert_refused(result, bad)
    assert await tables(world) == 0, "no table opened"
    assert [m for m in world.channel.history() if not m.flags.ephemeral] == [], "nothing posted in the channel"


async def test_game_new_with_declared_options_still_opens_a_table(world: World, forged: None) -> None:
    result = await world.ana.slash(world.channel, "game new", game="capybara", pace="live", when_late="forfeit")
    assert result.acknowledged and not result.ephemeral
    assert await tables(world) == 1


@pytest.mark.parametrize("setting", ["maybe", "ON", ""])
async def test_a_forged_notifications_mode_changes_nothing(world: World, forged: None, setting: str) -> None:
    store = world.env.bot.store
    result = await world.bo.slash(world.channel, "game settings", notifications=setting)
    assert_refused(result, "notifications")
    assert await store.notify_mode(world.bo.id) == "every", "still every move (the default)"
    assert await store._exec("SELECT * FROM user_settings") == [], "no setting written"
    await world.bo.slash(world.channel, "game settings", notifications="off")
    result = await world.bo.slash(world.channel, "game settings", notifications=setting)
    assert_refused(result, "notifications")
    assert await store.notify_mode(world.bo.id) == "off", "still off"


@pytest.mark.parametrize("command", ["game rules", "game leaderboard", "game history"])
async def test_a_forged_game_choice_is_refused_by_every_command_that_offers_games(
    world: World, forged: None, command: str
) -> None:
    result = await world.ana.slash(world.channel, command, game="chess")
    assert_refused(result, "game")


@pytest.mark.parametrize("command", ["game replay", "game export", "game cancel", "game leave"])
async def test_a_table_number_beyond_discord_integers_is_refused(world: World, forged: None, command: str) -> None:
    result = await world.ana.slash(world.channel, command, table=2**63)
    assert_refused(result, "table")


async def test_an_option_the_command_does_not_declare_is_refused(
    world: World, forged: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SimCord will not send an undeclared name even when forging: add it to the wire options."""
    original = simcord.interactions.nest_options

    def with_extra(command: dict[str, Any], nesting: list[str], leaf: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return original(command, nesting, [*leaf, {"name": "seats", "type": 4, "value": 99}])

    monkeypatch.setattr(simcord.interactions, "nest_options", with_extra)
    result = await world.ana.slash(world.channel, "game new", game="capybara")
    assert result.acknowledged and result.ephemeral and REFUSED in result.response.content
    assert await tables(world) == 0
