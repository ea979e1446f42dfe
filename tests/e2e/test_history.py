"""After the game through Discord (SimCord): history, replays, export, stats and leaderboard."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable
from typing import Any

import discord
import pytest

from bot.app import GameHostBot
from bot.i18n import english
from bot.ratings import Rater
from cogs.ui import BROKEN, persistent_view, seat_names
from games import GAMES
from games.contract import fill_seat_refs
from games.replay import Export, check_export
from tests.e2e.conftest import World
from tests.e2e.helpers import components, embed_text, fresh, is_v2, open_table, restart, texts
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


async def step_through(world: World, member: Any, table_id: int) -> list[tuple[str, bytes | None]]:
    """Open the replay and press ▶ until it is disabled; (text, picture) of every step shown."""
    opened = await member.slash(world.channel, "game replay", table=table_id)
    assert opened.ephemeral, opened.response.content
    message = opened.response
    seen = [(embed_text(message), image_bytes(world, message))]
    while not button(message, "▶").get("disabled"):
        result = await member.click(message, custom_id=button(message, "▶")["custom_id"])
        assert result.acknowledged and result.response.ephemeral
        message = result.response
        seen.append((embed_text(message), image_bytes(world, message)))
    return seen


async def stored_steps(world: World, table_id: int) -> tuple[Any, list[Any], list[tuple[int, Any]]]:
    """The table, every state and the (seat, action) log, straight from the engine."""
    service = world.env.bot.service
    table = await service.table(table_id)
    game = GAMES[table.game]
    log = [(a.seat, game.load_action(a.action)) for a in await service.store.actions(table_id)]
    state = game.setup(len(table.seats), table.seed, game.options_from(table.options))
    states = [state]
    for seat, action in log:
        state, _ = game.apply(state, seat, action)
        states.append(state)
    return table, states, log


async def test_replay_steps_through_every_action_and_ends_on_the_final_table(world: World) -> None:
    lobby, table_id = await finish_game(world, "capybara", world.bo, world.cy, seed=2)
    table, states, log = await stored_steps(world, table_id)
    seen = await step_through(world, world.cy, table_id)
    assert len(seen) == len(log) + 1 == table.version + 1
    for step, (text, _) in enumerate(seen):
        assert f"Step {step} of {len(log)}" in text
    final_text, final_picture = seen[-1]
    game = GAMES["capybara"]
    stored = await world.env.bot.service.state_of(table)
    assert states[-1] == stored  # rebuilt from seed and log, the replay ends on the stored table
    face = game.table_face(game.view(stored, None))
    assert fill_seat_refs(english(face.description), seat_names(table)) in final_text
    table_message = fresh(world.channel, lobby.id)
    assert final_picture is not None and final_picture == image_bytes(world, table_message)
    outcome = world.env.bot.service.outcome(table)
    assert outcome is not None and "Final scores" in final_text
    assert all(f"{seat_names(table)[w]}: " in final_text for w in outcome.winners)
    assert "Final scores" not in seen[-2][0]


async def test_replay_controls_jump_and_survive_a_restart(world: World, bot_factory: Any) -> None:
    _, table_id = await finish_game(world, "chachapoya", world.bo, seed=3)
    _, states, log = await stored_steps(world, table_id)
    opened = await world.bo.slash(world.channel, "game replay", table=table_id)
    message = opened.response
    assert [c.get("label") for c in components(message) if c.get("type") == 2] == ["⏮", "◀", "▶", "⏭"]
    assert button(message, "⏮").get("disabled") and button(message, "◀").get("disabled")
    last = (await world.bo.click(message, custom_id=button(message, "⏭")["custom_id"])).response
    assert f"Step {len(log)} of {len(log)}" in embed_text(last)
    assert button(last, "▶").get("disabled") and button(last, "⏭").get("disabled")

    old = world.env.bot
    await world.env.restart_bot(bot_factory())  # the replay's state lives in its custom_ids
    await old.store.close()
    back = await world.bo.click(last, custom_id=button(last, "◀")["custom_id"])
    assert back.acknowledged and f"Step {len(log) - 1} of {len(log)}" in embed_text(back.response)
    jump = next(c for c in components(back.response) if c.get("type") == 3)
    assert jump["placeholder"] == "Jump to a round…"
    round_three = next(o for o in jump["options"] if o["label"].startswith("Round 3"))
    step = int(round_three["value"])
    picked = await world.bo.select(back.response, [round_three["value"]], custom_id=jump["custom_id"])
    assert f"Step {step} of {len(log)}" in embed_text(picked.response)
    assert states[step].round_no == 3 and states[step - 1].round_no == 2  # the round's first step
    first = await world.bo.click(picked.response, custom_id=button(picked.response, "⏮")["custom_id"])
    assert "Step 0 of" in embed_text(first.response) and "the table as dealt" in embed_text(first.response)


async def test_replays_and_exports_stay_in_their_server(world: World) -> None:
    _, table_id = await finish_game(world, "chachapoya", world.bo, seed=3)
    elsewhere = world.env.create_guild("Elsewhere")
    room = elsewhere.create_text_channel("room")
    stranger = elsewhere.add_member(world.env.create_user("eve", global_name="Eve"))
    for command in ("game replay", "game export"):
        refused = await stranger.slash(room, command, table=table_id)
        assert refused.ephemeral and refused.response.content.startswith(f"There is no finished game #{table_id}")
    not_over = await open_table(world.channel, world.ana, "capybara", world.bo)
    assert (await world.ana.click(not_over, label="Start")).acknowledged
    early = await world.ana.slash(world.channel, "game replay", table=table_id + 1)
    assert "has not finished" in early.response.content
    mine = await world.bo.user.slash("game replay", table=table_id)  # a player may replay it from DMs
    assert mine.acknowledged and "Step 0 of" in embed_text(mine.response)
    typed = await world.ana.autocomplete(world.channel, "game replay", "table", "")
    assert [c["value"] for c in typed] == [table_id]


@pytest.mark.parametrize(
    "custom_id",
    ["replay:1:x:n", "replay:1:2:z", "replay:1:2", "replay:-1:0:n", "hist:0:0:-:0", "hist:1:0:nogame:0", "rjump:x"],
)
async def test_a_forged_history_control_gets_a_clear_answer(world: World, custom_id: str) -> None:
    view = persistent_view()
    view.add_item(discord.ui.Button(label="forged", custom_id=custom_id))
    await world.env.bot.get_channel(world.channel.id).send("forged", view=view)  # type: ignore[union-attr]
    result = await world.bo.click(world.channel.history()[-1], custom_id=custom_id)
    assert result.acknowledged and result.ephemeral and result.response.content == BROKEN


async def test_export_downloads_a_file_the_cli_checks(world: World) -> None:
    _, table_id = await finish_game(world, "chachapoya", world.bo, world.cy, seed=4)
    result = await world.cy.slash(world.channel, "game export", table=table_id)
    assert result.ephemeral
    (attachment,) = result.response.attachments
    assert attachment.filename == f"chachapoya-{table_id}.json"
    data = json.loads(world.env.backend.cdn.get(attachment.url))
    assert [s["name"] for s in data["seats"]] == ["Ana", "Bo", "Cy"]
    checked = check_export(Export.model_validate(data), GAMES)
    assert checked.problems == [] and checked.outcome == world.env.bot.service.outcome(
        await world.env.bot.service.table(table_id)
    )


async def test_history_pages_with_buttons(world: World) -> None:
    ids = [(await finish_game(world, "chachapoya", world.bo, seed=s))[1] for s in range(7)]
    first = await world.cy.slash(world.channel, "game history")
    text = embed_text(first.response)
    assert "Page 1 of 2 · 7 finished games" in text
    assert [f"#{i} ·" in text for i in reversed(ids)] == [True] * 5 + [False] * 2  # newest first
    assert button(first.response, "◀ Newer").get("disabled")
    older = await world.cy.click(first.response, custom_id=button(first.response, "Older ▶")["custom_id"])
    text = embed_text(older.response)
    assert "Page 2 of 2" in text and f"#{ids[0]} ·" in text and f"#{ids[-1]} ·" not in text
    replay = await world.cy.click(older.response, label=f"Replay #{ids[0]}")
    assert replay.ephemeral and f"table #{ids[0]} · replay" in embed_text(replay.response)
    only_capybara = await world.cy.slash(world.channel, "game history", game="capybara")
    assert "No finished games yet" in embed_text(only_capybara.response)


async def test_stats_and_leaderboard(world: World) -> None:
    for seed in range(3):
        await finish_game(world, "chachapoya", world.bo, seed=seed)
    stats = await world.ana.slash(world.channel, "game stats")
    text = embed_text(stats.response)
    assert "3 games played" in text and "rating **" in text and "average place" in text
    assert stats.response.attachments[0].filename == "ratings.png"
    board = await world.cy.slash(world.channel, "game leaderboard", game="chachapoya")
    text = embed_text(board.response)
    assert "**Ana**" in text and "**Bo**" in text and "3 games" in text and "3 rated games" in text
    empty = await world.cy.slash(world.channel, "game stats", member=world.cy)
    assert "no finished games here yet" in embed_text(empty.response)


async def test_stats_after_a_restart_show_the_same_chart_without_rating_every_game_again(
    world: World, bot_factory: Callable[[], GameHostBot], monkeypatch: pytest.MonkeyPatch
) -> None:
    for seed in range(2):
        await finish_game(world, "chachapoya", world.bo, seed=seed)
    before = await world.ana.slash(world.channel, "game stats")
    assert "2 games played" in embed_text(before.response)
    await restart(world, bot_factory)
    rated: list[int] = []
    apply = Rater.apply
    monkeypatch.setattr(Rater, "apply", lambda self, ratings, game: rated.append(game.id) or apply(self, ratings, game))
    after = await world.ana.slash(world.channel, "game stats")
    assert embed_text(after.response) == embed_text(before.response)
    chart = image_bytes(world, after.response)
    assert chart is not None and chart == image_bytes(world, before.response), "the chart drawn again differs"
    assert rated == [], "the first /game stats after a restart rated every game of the server again"


def private_texts(game: Any, states: list[Any], log: list[tuple[int, Any]], names: list[str]) -> list[str]:
    """Every event only some seats could see, as it would read with names filled in."""
    texts = []
    for state, (seat, action) in zip(states, log, strict=False):
        _, events = game.apply(state, seat, action)
        texts += [fill_seat_refs(english(e.text), names) for e in events if e.audience is not None]
    return texts


async def test_chachapoya_replay_shows_no_bid_before_its_reveal(world: World) -> None:
    from games.chachapoya.bidding import canonical, describe
    from games.chachapoya.state import BidAction

    _, table_id = await finish_game(world, "chachapoya", world.bo, world.cy, seed=5)
    table, states, log = await stored_steps(world, table_id)
    seen = [text for text, _ in await step_through(world, world.dee, table_id)]  # a bystander replays it
    names = seat_names(table)
    secrets = private_texts(GAMES["chachapoya"], states, log, names)
    assert secrets, "Chachapoya tells the starting player what they buried"
    assert not [s for s in secrets if any(s in text for text in seen)]

    reveals = [k for k, text in enumerate(seen) if "Bids revealed:" in text.split("\n\n")[0]]
    checked = 0
    for k, (seat, action) in enumerate(log, start=1):
        if not isinstance(action, BidAction):
            continue
        reveal = next(r for r in reveals if r >= k)
        phrase = f"{names[seat]} {english(describe(canonical(action.cards)))}"
        for step in range(k, reveal):  # laid face down: no more visible than before it was laid
            assert seen[step].count(phrase) <= seen[k - 1].count(phrase), (step, phrase)
        later = [j for j, (s, a) in enumerate(log[k:reveal], start=k + 1) if s == seat and isinstance(a, BidAction)]
        if not later:  # the bid that stood is shown at its reveal
            assert phrase in seen[reveal]
            checked += 1
    assert checked >= 10


async def test_capybara_replay_shows_hands_only_at_scoring(world: World) -> None:
    from games.capybara.present import hand_lines

    _, table_id = await finish_game(world, "capybara", world.bo, world.cy, seed=6)
    table, states, log = await stored_steps(world, table_id)
    seen = [text for text, _ in await step_through(world, world.dee, table_id)]
    names = seat_names(table)
    secrets = private_texts(GAMES["capybara"], states, log, names)
    assert secrets, "Capybara tells each player which card they drew"
    assert not [s for s in secrets if any(s in text for text in seen)]
    for step, text in enumerate(seen):
        for hand in states[step].hands:
            assert not [line for line in map(english, hand_lines(hand)) if line in text], step
    scored = [s for s in range(1, len(states)) if states[s].last_round != states[s - 1].last_round]
    shown = [s for s, text in enumerate(seen) if " shows " in text.split("\n\n")[0]]
    assert scored and shown == scored  # cards are shown only in a round's scoring


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_every_game_replays_to_its_final_table(world: World, game_id: str) -> None:
    lobby, table_id = await finish_game(world, game_id, world.bo, seed=8)
    opened = await world.bo.slash(world.channel, "game replay", table=table_id)
    assert opened.ephemeral and "Step 0 of" in embed_text(opened.response)
    last = (await world.bo.click(opened.response, custom_id=button(opened.response, "⏭")["custom_id"])).response
    table = await world.env.bot.service.table(table_id)
    assert f"Step {table.version} of {table.version}" in embed_text(last) and "Final scores" in embed_text(last)
    assert is_v2(last) and sum(map(len, texts(last))) <= 4000, "within a V2 message's text limit"
    picture = image_bytes(world, last)
    assert picture is not None and picture == image_bytes(world, fresh(world.channel, lobby.id))
