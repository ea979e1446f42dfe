"""The lobby, the slash commands and /game settings in German and Polish (issue 31).

SimCord sends every interaction with locale ``en-US``; :func:`speaking` makes it send another
one, as a member whose Discord app is in German or Polish would.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import pytest
import simcord.interactions

from bot.i18n import SOURCE, languages, t
from cogs.embeds import game_title
from cogs.translator import CatalogueTranslator
from cogs.ui import persistent_view
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    components,
    embed_text,
    fresh,
    hand_message,
    labels,
    open_table,
    press_action,
    table_state,
    texts,
)

OTHERS = [lang for lang in languages() if lang != SOURCE]  # de, pl


# ---- the synced commands ------------------------------------------------------


def valid_name(name: str) -> bool:
    """Discord's rule for a localized command or option name: 1-32 of ^[-_\\p{L}\\p{N}]+$, lowercase."""
    return 1 <= len(name) <= 32 and all(c in "-_" or c.isalpha() or c.isdigit() for c in name) and name == name.lower()


def walk(payload: dict[str, Any], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """A command and each of its subcommands and options, with where they are."""
    where = f"{path} {payload['name']}".strip()
    yield where, payload
    for option in payload.get("options") or []:
        yield from walk(option, where)


async def test_every_command_and_option_has_a_german_and_polish_name_and_description(world: World) -> None:
    synced = list(world.env.backend.commands[None].values())
    assert synced, "the bot synced its commands"
    seen = 0
    for command in synced:
        for where, item in walk(command):
            seen += 1
            for lang in OTHERS:
                name = (item.get("name_localizations") or {}).get(lang)
                about = (item.get("description_localizations") or {}).get(lang)
                assert name and valid_name(name), f"{where}: {lang} name {name!r}"
                assert about and len(about) <= 100, f"{where}: {lang} description {about!r}"
                assert about != item["description"], f"{where}: {lang} description not translated"
            for choice in item.get("choices") or []:
                for lang in OTHERS:
                    shown = (choice.get("name_localizations") or {}).get(lang)
                    assert shown and len(shown) <= 100, f"{where}: choice {choice['name']!r} in {lang}"
    assert seen > 30
    game = next(c for c in synced if c["name"] == "game")
    assert game["name_localizations"] == {"de": "spiel", "pl": "gra"}
    new = next(o for o in game["options"] if o["name"] == "new")
    pace = next(o for o in new["options"] if o["name"] == "pace")
    assert [c["value"] for c in pace["choices"]] == ["live", "daily", "relaxed", "none"], "the four paces"
    daily = next(c for c in pace["choices"] if c["value"] == "daily")
    assert daily["name_localizations"] == {  # CLDR's durations in each language
        "de": "täglich: 1 Tag zu Beginn, +1 Tag pro Zug, höchstens 3 Tage",
        "pl": "dzienne: 1 dzień na start, +1 dzień za ruch, najwyżej 3 dni",
    }


async def test_the_translator_answers_nothing_in_english_and_names_options_alike(world: World) -> None:
    tree = world.env.bot.tree
    assert isinstance(tree.translator, CatalogueTranslator)
    group = tree.get_command("game")
    assert isinstance(group, discord.app_commands.Group)
    context = discord.app_commands.TranslationContext(discord.app_commands.TranslationContextLocation.group_name, group)
    assert (
        await tree.translator.translate(
            discord.app_commands.locale_str("game"), discord.Locale.american_english, context
        )
        is None
    )
    assert (
        await tree.translator.translate(discord.app_commands.locale_str("game"), discord.Locale.polish, context)
        == "gra"
    )
    assert (
        await tree.translator.translate(discord.app_commands.locale_str("game"), discord.Locale.french, context) is None
    )


# ---- the lobby and private answers ----------------------------------------------


async def test_a_german_server_gets_a_german_lobby_and_german_answers(world: World, speaking: Any) -> None:
    speaking("de")
    lobby = await open_table(world.channel, world.ana, "capybara")
    message = fresh(world.channel, lobby.id)
    assert labels(message)[0] != "Join"
    assert "Seats" not in embed_text(message)
    joined = await world.bo.click(lobby, label=labels(message)[0])
    assert joined.acknowledged and f"<@{world.bo.id}>" in embed_text(fresh(world.channel, lobby.id))
    listed = await world.cy.slash(world.channel, "game list")
    assert listed.ephemeral and "Lobby, offen zum Beitreten, 2 am Tisch" in listed.response.content
    rules = await world.dee.slash(world.channel, "game rules", game="capybara")
    assert "Regeln in Kürze" in embed_text(rules.response).splitlines()[0]
    assert "Unsere Vorschläge" in embed_text(rules.response)
    asked = await world.ana.click(lobby, label=labels(message)[2])  # Add AI
    assert asked.ephemeral and asked.response.content.startswith("Welcher KI-Spieler?")
    mine = await world.bo.slash(world.channel, "game mine")
    assert "Lobby, 2 am Tisch" in mine.response.content
    cancel = await world.bo.slash(world.channel, "game cancel")
    assert (
        cancel.response.content == "Nur der Gastgeber (oder wer „Server verwalten“ darf) kann diesen Tisch abbrechen."
    )
    off = await world.bo.slash(world.channel, "game settings", notifications="off")
    assert "Benachrichtigungen: **aus**" in off.response.content


async def test_polish_confirmations_and_refusals(world: World, speaking: Any) -> None:
    speaking("pl")
    lobby = await open_table(world.channel, world.ana, "capybara")
    assert (await world.bo.click(lobby, custom_id="lobby:1:join")).acknowledged
    await world.ana.click(lobby, label=labels(fresh(world.channel, lobby.id))[3])  # Start
    asked = await world.ana.slash(world.channel, "game cancel")
    assert asked.ephemeral and asked.response.content.startswith("Zakończyć **")
    assert "dla wszystkich?" in asked.response.content
    done = await world.ana.click(asked.response, label=labels(asked.response)[0])
    assert done.response.content == "Stół #1 został anulowany."
    nothing = await world.cy.slash(world.channel, "game leave")
    assert nothing.response.content == "Nie toczy się tu gra o tym numerze."
    empty = await world.cy.slash(world.channel, "game mine")
    assert empty.response.content == "Nie masz otwartych stołów. Otwórz stół poleceniem `/gra nowa`."
    offered = await world.ana.autocomplete(world.channel, "game new", "variant", "", game="pachamama")
    assert [c["value"] for c in offered] == ["short"]


@pytest.fixture
def forged(monkeypatch: pytest.MonkeyPatch) -> None:
    """Slash options go on the wire as given, as a modified client would send them."""
    monkeypatch.setattr(simcord.interactions, "validate_option_value", lambda name, option, value: value)


async def test_a_forged_option_is_refused_in_the_readers_language(world: World, speaking: Any, forged: None) -> None:
    speaking("de")
    result = await world.ana.slash(world.channel, "game new", game="capybara", when_late="nothing")
    assert result.ephemeral
    text = result.response.content
    assert "Nichts wurde geändert" in text and "`bei_verspätung`" in text, text
    assert "`die KI spielt diesen Zug für sie`" in text, "the choices as the reader's Discord shows them"
    speaking("pl")
    result = await world.ana.slash(world.channel, "game new", game="capybara", pace="hourly")
    assert "Nic nie zmieniono" in result.response.content and "`tempo`" in result.response.content
    assert "`dzienne: 1 dzień na start" in result.response.content


# ---- /game settings ---------------------------------------------------------------


def language_select(message: Any) -> dict[str, Any]:
    return next(c for c in components(message) if c.get("type") == 3)


async def test_settings_choose_polish_and_private_answers_follow(world: World) -> None:
    panel = await world.bo.slash(world.channel, "game settings")
    assert panel.ephemeral
    assert "Language: as your Discord app (now **English**)" in panel.response.content
    assert "Notifications: **every move**" in panel.response.content
    select = language_select(panel.response)
    assert select["custom_id"] == "settings:lang"
    assert [o["value"] for o in select["options"]] == ["auto", "en", "de", "pl"]
    assert [o["label"] for o in select["options"]][1:] == ["English", "Deutsch", "Polski"]

    chose = await world.bo.select(panel.response, ["pl"], custom_id="settings:lang")
    assert chose.acknowledged
    content = chose.response.content
    assert content.startswith("✅ Od teraz odpowiadam ci w języku: Polski."), content
    assert "Język: **Polski**" in content and "Powiadomienia: **każdy ruch**" in content
    assert await world.env.bot.languages.chosen(world.bo.id) == "pl"

    # The interaction still says en-US: the choice wins for private answers.
    mine = await world.bo.slash(world.channel, "game mine")
    assert mine.response.content == "Nie masz otwartych stołów. Otwórz stół poleceniem `/gra nowa`."
    assert (await world.ana.slash(world.channel, "game mine")).response.content.startswith("You have no open tables")

    # DMs off from the panel, answered in Polish; the settings command agrees.
    button = next(c for c in components(chose.response) if c.get("type") == 2)
    assert button["custom_id"] == "settings:dms:off"
    off = await world.bo.click(chose.response, custom_id="settings:dms:off")
    assert "Powiadomienia: **wyłączone**" in off.response.content
    assert not await world.env.bot.service.store.notify_enabled(world.bo.id)
    on = await world.bo.slash(world.channel, "game settings", notifications="every")
    assert "Powiadomienia: **każdy ruch**" in on.response.content

    # Back to following the Discord app: English again, said in English.
    back = await world.bo.select(off.response, ["auto"], custom_id="settings:lang")
    assert back.response.content.startswith("✅ From now on I answer you in your Discord app's language (English).")
    assert await world.env.bot.languages.chosen(world.bo.id) is None


async def test_settings_follow_the_app_language_and_survive_a_restart(world: World, speaking: Any) -> None:
    speaking("de")
    panel = await world.cy.slash(world.channel, "game settings")
    assert "Sprache: wie deine Discord-App (jetzt **Deutsch**)" in panel.response.content
    assert language_select(panel.response)["placeholder"] == "Wähle deine Sprache …"
    # A panel from before a restart: only its custom_ids are left; the DynamicItems answer it.
    view = persistent_view()
    view.add_item(discord.ui.Select(custom_id="settings:lang", options=[discord.SelectOption(label="pl", value="pl")]))
    view.add_item(discord.ui.Button(label="x", custom_id="settings:dms:off"))
    view.add_item(discord.ui.Button(label="y", custom_id="settings:nonsense"))
    await world.env.bot.get_channel(world.channel.id).send("old panel", view=view)  # type: ignore[union-attr]
    old = world.channel.history()[-1]
    broken = await world.cy.click(old, custom_id="settings:nonsense")
    assert broken.ephemeral and broken.response.content == t("ui-broken", "de")  # answered once, by this file
    chose = await world.cy.select(old, ["pl"], custom_id="settings:lang")
    assert chose.response.content.startswith("✅ Od teraz")
    off = await world.cy.click(old, custom_id="settings:dms:off")
    assert "wyłączone" in off.response.content


async def test_a_move_from_an_app_now_in_german_is_answered_with_a_german_hand(world: World, speaking: Any) -> None:
    """The reader's language is read beside the move (cogs/play.py): the clicked hand must still come back in
    the language of the app that clicked, remembered for the DMs that follow."""
    lobby = await open_table(world.channel, world.ana, "capybara", world.bo)
    assert (await world.ana.click(lobby, label="Start")).acknowledged
    bot = world.env.bot
    capybara = bot.service.game("capybara")
    table, state = await table_state(bot, 1)
    awaited = next(s for s in table.seats if s.seat in capybara.waiting_for(state))
    mover = world.ana if awaited.user_id == world.ana.id else world.bo
    title = {lang: t("ui-hand-title", lang, game=game_title(capybara, lang), table=1) for lang in (SOURCE, "de")}
    assert title[SOURCE] != title["de"]
    english = "\n".join(texts(hand_message(mover)))
    assert title[SOURCE] in english, english
    speaking("de")  # their Discord app is set to German now
    result = await press_action(mover.user, hand_message(mover), 0)
    assert result.acknowledged
    table, _ = await table_state(bot, 1)
    assert table.version == 1, "the move was made"
    german = "\n".join(texts(hand_message(mover)))
    assert title["de"] in german and title[SOURCE] not in german, german
    assert await bot.languages.of_user(mover.id) == "de", "remembered for the DMs it sends on its own"
