"""The table service speaks in messages: refusals and thread lines in English, German and Polish (issue 31).

The service is below the cogs and builds no sentence: a refusal (:class:`TableError`) carries a
message the cog renders in the reader's language, and the lines it queues for a table's thread
are messages rendered in the server's language when they are posted.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime
from typing import Any

import pytest
import pytest_asyncio

from bot.i18n import render
from bot.service import TableError, TableService
from db.store import Store
from games import GAMES
from games.words import Msg
from tests.e2e.conftest import World, settle_without_idling, sqlite_on_the_loop  # noqa: F401 (fixtures)
from tests.e2e.helpers import components, dms, table_state
from tests.toy_game import GAME as TOY

NOW = datetime(2026, 1, 1, tzinfo=UTC)
HOUR = 3600
BANK = 300  # the live pace's 5-minute bank
#: English words that are neither German nor Polish: one of them in a German or Polish line is a leak
ENGLISH = re.compile(
    r"\b(the|your|you|and|with|has|have|are|of|for|turn|move|player|players|left|table|game|over|time|ran|out|"
    r"seat|begins|luck|after|due|plays)\b",
    re.IGNORECASE,
)
NOT_WORDS = re.compile(r"<(?:@[!&]?|#|t:|a?:\w+:)[^>]*>|`[^`]*`")


# ---- refusals, without Discord ---------------------------------------------------


@pytest_asyncio.fixture
async def service(new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[TableService]:
    monkeypatch.setitem(GAMES, TOY.id, TOY)
    store = new_store()
    await store.open()
    svc = TableService(store, clock=lambda: NOW, rng=random.Random(1))
    yield svc
    await svc.shutdown()
    await store.close()


async def test_a_refusal_is_a_message_rendered_in_each_language(service: TableService) -> None:
    table = await service.open_table("toy", 1, 10, 100, "host")
    with pytest.raises(TableError) as refused:
        await service.start(table.id, 200)
    assert isinstance(refused.value.reason, Msg) and refused.value.reason.id == "service-host-starts"
    assert str(refused.value) == "Only the host can start this game.", "the English text, for logs"
    assert render(refused.value.reason, "de") == "Nur der Gastgeber kann dieses Spiel starten."
    assert render(refused.value.reason, "pl") == "Tylko gospodarz może rozpocząć tę grę."
    with pytest.raises(TableError) as unknown:
        await service.open_table("chess", 1, 10, 100, "host")
    assert render(unknown.value.reason, "de").startswith("Es gibt kein Spiel namens `chess`.")


async def test_a_full_table_counts_its_seats_in_each_language(service: TableService) -> None:
    table = await service.open_table("toy", 1, 10, 100, "host")
    for user in range(101, 101 + TOY.max_players - 1):
        await service.join(table.id, user, f"u{user}")
    with pytest.raises(TableError) as full:
        await service.join(table.id, 999, "late")
    seats = TOY.max_players
    assert str(full.value) == f"This table is full ({seats} seats)."
    assert render(full.value.reason, "de") == f"Dieser Tisch ist voll ({seats} Plätze)."
    polish = {1: "1 miejsce", 2: "2 miejsca", 3: "3 miejsca", 4: "4 miejsca", 5: "5 miejsc", 22: "22 miejsca"}
    assert render(full.value.reason, "pl") == f"Ten stół jest pełny ({polish[seats]})."
    for n, words in polish.items():  # Polish has three plural forms: the catalogue picks them (CLDR)
        shown = render(Msg(id="service-table-full", args={"seats": n}), "pl")
        assert shown == f"Ten stół jest pełny ({words}).", shown


async def test_lines_the_service_queues_are_messages(service: TableService) -> None:
    table = await service.open_table("toy", 1, 10, 100, "host")
    await service.join(table.id, 200, "bo")
    await service.start(table.id, 100)
    lines = [text for _, text in await service.store.pending_lines(table.id)]
    assert lines and all(isinstance(line, Msg) for line in lines), lines
    begins = next(line for line in lines if isinstance(line, Msg) and line.id == "service-begins")
    assert render(begins, "en") == "🎲 **High Card** begins: <seat:0> and <seat:1>. Good luck!"
    assert "beginnt: <seat:0> und <seat:1>. Viel Glück!" in render(begins, "de")
    assert "się zaczyna: <seat:0> i <seat:1>. Powodzenia!" in render(begins, "pl")


# ---- through Discord, in a German and a Polish server -----------------------------


#: a few words of each line the service writes, as the thread shows them in each language
EXPECTED = {
    "de": {
        "begins": "beginnt: ",
        "your move": "(DM oder **Meine Hand**)",
        "reminder": "fällig; danach spielt die KI für dich.",
        "timed out": "ist abgelaufen: Die KI hat dieses eine Mal für sie gespielt.",
        "left": "🚪 **Cy** hat das Spiel verlassen; eine KI spielt für sie weiter.",
        "refusal": "Nur der Gastgeber (oder wer „Server verwalten“ darf) kann jemanden entfernen.",
    },
    "pl": {
        "begins": "się zaczyna: ",
        "your move": "(DM lub **Moja ręka**)",
        "reminder": "; potem AI zagra za ciebie.",
        "timed out": ": czas minął — tym razem ruch wykonało AI.",
        "left": "🚪 **Cy** opuszcza grę; AI gra dalej za tę osobę.",
        "refusal": "Tylko gospodarz (albo ktoś z uprawnieniem „Zarządzanie serwerem”) może usunąć gracza.",
    },
}


@pytest.mark.parametrize("in_language", ["de", "pl"], indirect=True)
async def test_thread_lines_and_refusals_in_the_servers_language(
    world_in: World, simcord_bot: Any, in_language: str
) -> None:
    world = world_in
    opened = await world.ana.slash(world.channel, "game new", game="capybara", pace="live", when_late="ai")
    lobby = opened.response
    for member in (world.bo, world.cy):
        assert (await member.click(lobby, custom_id="lobby:1:join")).acknowledged
    assert (await world.ana.click(lobby, custom_id="lobby:1:start")).acknowledged

    denied = await world.bo.slash(world.channel, "game kick", member=world.cy)  # only the host may
    assert denied.ephemeral and EXPECTED[in_language]["refusal"] in denied.response.content

    await world.env.advance_time(0.75 * BANK + 30)  # the reminder (a quarter of the live pace's 5 minutes left)
    await world.env.advance_time(BANK)  # the bank runs out: the AI plays for whoever was awaited
    await world.env.bot.service.wait_idle()
    asked = await world.cy.slash(world.channel, "game leave")
    (confirm,) = components(asked.response)
    assert (await world.cy.click(asked.response, custom_id=confirm["custom_id"])).acknowledged
    await world.env.bot.service.wait_idle()

    table, _ = await table_state(world.env.bot, 1)
    (thread,) = [t for t in world.channel.threads if t.id == table.thread_id]
    said = "\n".join(m.content for m in thread.history())
    for what, words in EXPECTED[in_language].items():
        if what != "refusal":
            assert words in said, f"the {what} line in {in_language}: {said}"
    leaks = [line for line in said.splitlines() if ENGLISH.search(NOT_WORDS.sub(" ", line))]
    assert leaks == [], f"English in the thread of a server in {in_language}: {leaks}"
    assert dms(world.ana) or dms(world.bo), "the your-move DMs went out"
