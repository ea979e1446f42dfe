"""History, replays, export, stats and leaderboard in German and Polish (issue 31).

Every answer here is private, so it follows the reader's Discord client language: SimCord sends
every interaction with the locale ``en-US``; the ``speaking`` fixture (tests/conftest.py) sends another one instead.
Games are finished through the table service (no public table message in the server's language).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.i18n import render
from bot.pictures import Picture
from cogs.ui import seat_names
from games import GAMES
from games.contract import fill_seat_refs
from tests.e2e.conftest import World
from tests.e2e.helpers import components, embed_text
from tests.e2e.test_history import painted
from tests.finished_games import finished_game

GAME = "capybara"
ENGLISH = ("Step ", "Page ", "Players:", "Winner", "Final scores", "finished game", "Replayed from", "Jump to")


async def finish(world: World, seed: int = 1) -> Any:
    service = world.env.bot.service
    return await finished_game(service, GAME, [world.ana.id, world.bo.id], seed=seed, guild=world.guild.id)


def button(message: Any, label: str) -> dict[str, Any]:
    return next(c for c in components(message) if c.get("type") == 2 and c.get("label") == label)


def english_left(text: str) -> list[str]:
    return [word for word in ENGLISH if word in text]


async def test_history_replay_export_stats_and_leaderboard_in_german(
    world: World, speaking: Any, monkeypatch: Any
) -> None:
    table = await finish(world)
    await painted(world)  # the table's own last picture is drawn (in the server's language)
    speaking("de")
    pictures = world.env.bot.pictures
    drawn_in: list[str] = []  # the language each replay picture's labels are drawn in
    draw = pictures.table

    async def spy(game: Any, view: Any, names: list[str], lang: str = "en") -> Picture | None:
        drawn_in.append(lang)
        return await draw(game, view, names, lang)

    monkeypatch.setattr(pictures, "table", spy)
    shown = await world.ana.slash(world.channel, "game history")
    assert shown.ephemeral
    text = embed_text(shown.response)
    assert "Beendete Partien auf diesem Server" in text
    assert "Seite 1 von 1 · 1 beendete Partie · neueste zuerst" in text
    assert "Spieler: " in text and "🏆 Sieger: " in text and "(Tischnachricht gelöscht)" in text
    assert not english_left(text), english_left(text)
    assert f"Wiederholung #{table.id}" in [c.get("label") for c in components(shown.response)]

    drawn_in.clear()  # from here on, only the replay draws
    opened = await world.ana.click(shown.response, label=f"Wiederholung #{table.id}")
    assert opened.ephemeral
    text = embed_text(opened.response)
    assert f"**Schritt 0 von {table.version}** · der Tisch wie ausgeteilt" in text
    assert f"· Tisch #{table.id} · Wiederholung" in text
    assert "Aus dem Spielprotokoll wiederholt" in text
    jump = next(c for c in components(opened.response) if c.get("type") == 3)
    assert jump["placeholder"] in ("Zu einer Runde springen…", "Zu einem Schritt springen…")
    assert all(o["label"].startswith(("Runde ", "Schritt ")) for o in jump["options"])
    last = await world.ana.click(opened.response, custom_id=button(opened.response, "⏭")["custom_id"])
    text = embed_text(last.response)
    assert f"**Schritt {table.version} von {table.version}** · Zug von " in text and "🏁 Endstand" in text
    assert drawn_in and set(drawn_in) == {"de"}, "the replay's pictures are labelled in German too"
    assert not english_left(text), english_left(text)

    refused = await world.ana.slash(world.channel, "game replay", table=table.id + 99)
    assert refused.response.content.startswith(f"Hier gibt es keine beendete Partie #{table.id + 99}.")

    exported = await world.ana.slash(world.channel, "game export", table=table.id)
    assert "Mit dem Code des Bots kann jeder die Partie nachspielen" in exported.response.content

    stats = await world.ana.slash(world.channel, "game stats")
    text = embed_text(stats.response)
    assert "· Partien auf diesem Server" in text and "1 Partie gespielt" in text and "Platz im Schnitt " in text
    assert "Wertung **" in text and "Neue beginnen bei 1000" in text
    nobody = await world.cy.slash(world.channel, "game stats")
    assert "hat hier noch keine beendeten Partien." in embed_text(nobody.response)

    board = await world.ana.slash(world.channel, "game leaderboard", game=GAME)
    text = embed_text(board.response)
    assert "· Bestenliste" in text and "1 Partie, " in text and "1 gewertete Partie · " in text
    empty = await world.ana.slash(world.channel, "game leaderboard", game="inka")
    assert "Noch keine gewerteten Partien hier" in embed_text(empty.response)


async def test_a_game_stored_with_an_english_breakdown_replays_in_polish(world: World, speaking: Any) -> None:
    table = await finish(world, seed=2)
    store = world.env.bot.service.store
    stored = json.loads(table.outcome)
    stored["breakdown"] = ["<seat:0>: 3 cookies (an old English line)", "<seat:1>: 0 cookies"]
    await store.db.execute("UPDATE tables SET outcome = ? WHERE id = ?", (json.dumps(stored), table.id))
    table = await world.env.bot.service.table(table.id)
    assert "an old English line" in (table.outcome or "")

    speaking("pl")
    opened = await world.bo.slash(world.channel, "game replay", table=table.id)
    last = await world.bo.click(opened.response, custom_id=button(opened.response, "⏭")["custom_id"])
    text = embed_text(last.response)
    assert f"**Krok {table.version} z {table.version}** · ruch: " in text and "🏁 Wyniki końcowe" in text
    assert "an old English line" not in text
    game = GAMES[GAME]
    state = await world.env.bot.service.state_of(table)
    rebuilt = game.outcome(state)
    assert rebuilt is not None and rebuilt.breakdown
    assert fill_seat_refs(render(rebuilt.breakdown[0], "pl"), seat_names(table)) in text  # rebuilt, in Polish
    assert not english_left(text), english_left(text)

    listed = await world.bo.slash(world.channel, "game history")
    text = embed_text(listed.response)
    assert "Strona 1 z 1 · 1 zakończona gra · od najnowszych" in text and "🏆 Zwycięzca: " in text
    assert not english_left(text), english_left(text)


def test_the_ratings_picture_draws_its_words_in_the_language_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.rating_plot

    asked: list[tuple[str, str]] = []
    original = bot.rating_plot.t

    def spy(id: str, lang: str = "en", /, **args: Any) -> str:
        asked.append((id, lang))
        return original(id, lang, **args)

    monkeypatch.setattr(bot.rating_plot, "t", spy)
    assert bot.rating_plot.rating_chart("Ana", [], "pl").startswith(b"\x89PNG")
    assert asked == [("history-chart-empty", "pl")]
