"""The lobby: join, leave, seat limits, host-only controls, cancel (SimCord)."""

from __future__ import annotations

from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, fresh, labels, open_table


async def test_new_table_shows_lobby_with_the_five_buttons(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara")
    message = fresh(world.channel, lobby.id)
    assert labels(message) == ["Join", "Leave", "Add AI", "Start", "Cancel"]
    text = embed_text(message)
    assert "Capybara Cookie Club" in text and f"**Ana** (<@{world.ana.id}>) 👑" in text and "Seats (1/5)" in text


async def test_join_and_leave(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    assert f"<@{world.bo.id}>" in embed_text(fresh(world.channel, lobby.id))
    again = await world.bo.click(lobby, label="Join")
    assert again.ephemeral and again.response.content == "You already have a seat at this table."
    left = await world.bo.click(lobby, label="Leave")
    assert left.acknowledged and not left.ephemeral
    assert f"<@{world.bo.id}>" not in embed_text(fresh(world.channel, lobby.id))
    stranger = await world.dee.click(lobby, label="Leave")
    assert stranger.ephemeral and "don't have a seat" in stranger.response.content


async def test_seat_limit_comes_from_the_engine(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo, world.cy, ai=2)
    assert "Seats (5/5)" in embed_text(fresh(world.channel, lobby.id))
    full = await world.dee.click(lobby, label="Join")
    assert full.ephemeral and full.response.content == "This table is full (5 seats)."
    more_ai = await world.ana.click(lobby, label="Add AI")
    assert more_ai.ephemeral and "full" in more_ai.response.content


async def test_only_the_host_starts_adds_ai_or_cancels(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    before = embed_text(fresh(world.channel, lobby.id))
    for label, answer in (
        ("Start", "Only the host can start this game."),
        ("Add AI", "Only the host can add AI players."),
        ("Cancel", "Only the host (or someone with Manage Server) can cancel this table."),
    ):
        result = await world.bo.click(lobby, label=label)
        assert result.ephemeral and result.response.content == answer
        # nobody else sees the refusal, and the lobby did not change
        assert all(m.id != result.response.id for m in world.channel.history(viewer=world.cy))
        assert embed_text(fresh(world.channel, lobby.id)) == before


async def test_start_needs_the_minimum_players(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara")
    result = await world.ana.click(lobby, label="Start")
    assert result.ephemeral and "needs at least 2 players" in result.response.content
    assert labels(fresh(world.channel, lobby.id))[0] == "Join"


async def test_host_cancels_the_lobby(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    result = await world.ana.click(lobby, label="Cancel")
    assert result.acknowledged
    closed = fresh(world.channel, lobby.id)
    assert "cancelled" in embed_text(closed) and labels(closed) == []
    listed = await world.ana.slash(world.channel, "game list")
    assert "No open tables" in listed.response.content


async def test_game_list_and_cancel_command(world: World) -> None:
    first = await open_table(world.channel, world.ana, "capybara")
    await open_table(world.channel, world.bo, "capybara")
    listed = await world.cy.slash(world.channel, "game list")
    assert listed.ephemeral and listed.response.content.count("Capybara Cookie Club") == 2
    assert f"/{first.id}" in listed.response.content  # a jump link to the table
    ambiguous = await world.ana.slash(world.channel, "game cancel")
    assert "Several tables are open here" in ambiguous.response.content
    denied = await world.cy.slash(world.channel, "game cancel", table=1)
    assert "Only the host" in denied.response.content
    done = await world.ana.slash(world.channel, "game cancel", table=1)
    assert done.response.content == "Table #1 is cancelled."
    assert "cancelled" in embed_text(fresh(world.channel, first.id))


async def test_rules_command_names_the_proposals(world: World) -> None:
    result = await world.dee.slash(world.channel, "game rules", game="capybara")
    assert result.ephemeral
    text = embed_text(result.response)
    assert "Our proposals" in text and "77" in text


async def test_a_variant_is_offered_and_used(world: World) -> None:
    offered = await world.ana.autocomplete(world.channel, "game new", "variant", "", game="pachamama")
    assert [c["value"] for c in offered] == ["short"]
    bad = await world.ana.slash(world.channel, "game new", game="capybara", variant="short")
    assert bad.ephemeral and "has no variant `short`" in bad.response.content
    result = await world.ana.slash(world.channel, "game new", game="pachamama", variant="short")
    assert "the short game: a 5×5 land" in embed_text(result.response)
    await world.bo.click(result.response, label="Join")
    await world.ana.click(result.response, label="Start")
    table = await world.env.bot.service.table(1)
    state = await world.env.bot.service.state_of(table)
    assert state.short is True


async def test_the_lobby_names_players_even_where_mentions_do_not_render(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    text = embed_text(fresh(world.channel, lobby.id))
    assert "Hosted by **Ana**" in text and "**Bo**" in text


async def test_cancelling_a_running_game_asks_first(world: World) -> None:
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    await world.ana.click(lobby, label="Start")
    asked = await world.ana.slash(world.channel, "game cancel")
    assert asked.ephemeral and "End **Capybara Cookie Club** #1 for everyone?" in asked.response.content
    assert "no winner" in asked.response.content and "history" in asked.response.content
    table = await world.env.bot.service.table(1)
    assert table.status == "running", "nothing happens before confirming"
    denied = await world.bo.slash(world.channel, "game cancel")
    assert "Only the host" in denied.response.content
    done = await world.ana.click(asked.response, label="Yes, end it")
    assert done.response.content == "Table #1 is cancelled."
    assert (await world.env.bot.service.table(1)).status == "cancelled"
    assert "cancelled" in embed_text(fresh(world.channel, lobby.id))
