"""A player who left mid-game is named as they were in the replay and the export (issue 30).

When Bo leaves, an AI takes his seat as "Bo (AI)". The replay shows "Bo" for every step before
the AI played his seat and "Bo (AI) 🤖" from its first move there; the export says the same.
"""

from __future__ import annotations

import json
import random
from typing import Any

from bot.i18n import english
from bot.pictures import Picture
from games import GAMES
from games.replay import Export, check_export, report
from tests.e2e.conftest import World
from tests.e2e.helpers import embed_text, open_table
from tests.e2e.test_history import button, image_bytes, painted


async def play_until_bo_leaves(world: World, game_id: str, moves_before: int, seed: int = 4) -> tuple[int, int]:
    """Ana, Bo and Cy play; after ``moves_before`` moves Bo leaves with /game leave and an AI plays his
    seat to the end. Returns the table id and Bo's seat."""
    lobby = await open_table(world.channel, world.ana, game_id, world.bo, world.cy)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    service = world.env.bot.service
    table = (await service.store.tables_in_guild(world.guild.id))[-1]
    bo_seat = table.seat_of(world.bo.id)
    assert bo_seat is not None
    rng = random.Random(seed)
    left = False
    while True:
        table = await service.table(table.id)
        if table.status != "running":
            break
        if not left and table.version >= moves_before:
            asked = await world.bo.slash(world.channel, "game leave")
            assert (await world.bo.click(asked.response, label="Yes, leave the game")).acknowledged
            left = True
            continue
        game = service.game(table.game)
        state: Any = await service.state_of(table)
        seat = min(game.waiting_for(state))
        user = table.seats[seat].user_id
        if user is None:
            await service.wait_idle()  # the AI in Bo's seat
            continue
        actions = game.legal_actions(state, seat)
        pick = game.heuristic_action(game.view(state, seat), actions, rng)
        index = actions.index(pick) if pick is not None else rng.randrange(len(actions))
        await service.act(table.id, user, index, table.decisions.get(seat, table.version))
    await service.wait_idle()
    await painted(world)
    assert left
    return table.id, bo_seat


async def test_the_replay_names_a_player_who_left_as_himself_until_the_ai_took_his_seat(
    world: World, monkeypatch: Any
) -> None:
    table_id, bo = await play_until_bo_leaves(world, "capybara", moves_before=6)
    service = world.env.bot.service
    table = await service.table(table_id)
    assert table.seats[bo].name == "Bo (AI)"
    log = await service.store.actions(table_id)
    own = [a.seq for a in log if a.seat == bo and not a.by_ai]
    by_ai = [a.seq for a in log if a.seat == bo and a.by_ai]
    assert own and by_ai and max(own) < min(by_ai), "Bo moved, then left, then the AI moved for him"
    took_over = min(by_ai)

    drawn: list[list[str]] = []  # the names each replay picture is drawn with
    pictures = world.env.bot.pictures
    table_picture = pictures.table

    async def spy(game: Any, view: Any, names: list[str], *args: Any, **kwargs: Any) -> Picture | None:
        drawn.append(list(names))
        return await table_picture(game, view, names, *args, **kwargs)

    monkeypatch.setattr(pictures, "table", spy)
    opened = await world.cy.slash(world.channel, "game replay", table=table_id)
    message = opened.response
    seen = [embed_text(message)]
    while not button(message, "▶").get("disabled"):
        message = (await world.cy.click(message, custom_id=button(message, "▶")["custom_id"])).response
        seen.append(embed_text(message))
    assert len(seen) == len(drawn) == table.version + 1
    assert image_bytes(world, message) is not None

    for step in own:  # his own moves: "Bo moved", never the AI's name
        assert "· **Bo** moved" in seen[step], step
    for step in range(took_over):
        assert "Bo (AI)" not in seen[step], step
        assert drawn[step][bo] == "Bo", step
    for step in by_ai:
        assert "· **Bo (AI) 🤖** moved" in seen[step], step
    for step in range(took_over, len(seen)):
        assert drawn[step][bo] == "Bo (AI)", step
    assert "**Bo (AI) 🤖**: " in seen[-1]  # the final scores: the seat as it ended

    exported = await world.cy.slash(world.channel, "game export", table=table_id)
    (attachment,) = exported.response.attachments
    doc = Export.model_validate(json.loads(world.env.backend.cdn.get(attachment.url)))
    seat = doc.seats[bo]
    assert (seat.name, seat.player, seat.ai_from) == ("Bo (AI)", "Bo", took_over)
    checked = check_export(doc, GAMES)
    assert checked.problems == []
    printed = report(doc, checked, GAMES, english).splitlines()
    assert printed[0].endswith("3 players: Ana, Bo, Cy")
    assert f"Step {max(own)} · Bo" in printed and f"Step {took_over} · Bo (AI)" in printed


def test_the_stored_handover_wins_over_an_earlier_ai_move_for_a_timeout() -> None:
    """The AI played Bo's seat once when his clock ran out (step 3), he played on (step 5), then left
    at version 6: the replay names him "Bo" up to step 6 and the AI from step 7. Read from the move
    log alone (games stored before migration 006), the timeout would look like the handover."""
    from bot.replays import handovers
    from db.store import ActionRecord, SeatRecord, TableRecord

    def table(ai_since: int | None) -> TableRecord:
        seats = [SeatRecord(0, 1, "Ana"), SeatRecord(1, None, "Bo (AI)", ai_level="normal", ai_since=ai_since)]
        return TableRecord(1, "capybara", 1, 1, None, None, 1, {}, "finished", 1, 8, None, "", seats=seats)

    log = [ActionRecord(n, seat, "{}", by_ai, "") for n, seat, by_ai in (
        (1, 0, False), (2, 1, False), (3, 1, True), (4, 0, False), (5, 1, False), (6, 0, False), (7, 1, True),
        (8, 0, False),
    )]  # fmt: skip
    assert handovers(table(6), log)[1].step == 7, "stored: the AI from the step after the handover"
    assert handovers(table(None), log)[1].step == 7, "inferred: the AI's first move after his last own one"
    early = [ActionRecord(n, seat, "{}", by_ai, "") for n, seat, by_ai in (
        (1, 0, False), (2, 1, False), (3, 1, True), (4, 0, False), (5, 0, False), (6, 0, False), (7, 1, True),
    )]  # fmt: skip
    assert handovers(table(None), early)[1].step == 3, "inferred: the timeout at step 3 looks like the handover"
    assert handovers(table(5), early)[1].step == 6, "stored: he was still at the table until version 5"
