"""Whole games of all five games through SimCord in German, in Polish and in the pseudo-locale (issue 31).

Every text the bot sends is read back from what it handed Discord (SimCord's record of REST calls:
messages, edits, interaction answers, thread names), not from the bot's own data:

- pseudo-locale (``qps``): every catalogue text comes accented and bracketed ``⟦…⟧``, about 40 % longer.
  Once names, mentions, links, timestamps and emoji are taken out, no plain ASCII word may remain
  (it would have bypassed the catalogue), and every ``⟦`` must keep its ``⟧`` (nothing was cut to fit
  a Discord limit) while staying within Discord's limits;
- German and Polish: no English word that is in neither language appears.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.i18n import PSEUDO
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import components, play_to_the_end

GAME_IDS = ["chachapoya", "capybara", "pachamama", "inka", "anasazi"]
NAMES = ("Ana", "Bo", "Cy", "Dee")

#: where Discord shows text, and its limit there (https://discord.com/developers/docs/resources/message)
LIMITS = {
    "content": 2000,
    "title": 256,
    "description": 4096,
    "label": 80,
    "placeholder": 150,
    "text display": 4000,  # a V2 card's text (and 4,000 for the whole card: SimCord checks that)
    "alt text": 1024,  # a V2 gallery item's description: the picture's alt text, as on its attachment
}
FIELD_LIMITS = {"name": 256, "value": 1024}
#: English words that are neither German nor Polish words: one of them in a German or Polish text is a leak
ENGLISH = re.compile(
    r"\b(the|your|you|and|with|has|have|are|of|for|cards?|turn|move|player|players|round|points|wins|nobody|"
    r"waiting|choose|take|takes|left|table|game|over)\b",
    re.IGNORECASE,
)
NOT_WORDS = re.compile(
    r"<(?:@[!&]?|#|t:|a?:\w+:)[^>]*>|https?://\S+|\[[^\]]*\]\(https?://[^)]*\)|`[^`]*`|/game \w+|\w+:~*[a-z]+"
)


def texts_sent(env: Any) -> Iterator[tuple[str, str]]:
    """(where, text) for every text in every payload the bot sent to Discord, but command sync."""
    for request in env.http_requests:
        if "/commands" in request.path or request.json is None:
            continue
        yield from _walk(request.json, "")


def _walk(node: Any, key: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        if node.get("type") == 10 and isinstance(node.get("content"), str):  # a V2 card's text display
            yield "text display", node["content"]
            return
        if isinstance(node.get("media"), dict):  # a V2 gallery item: its alt text
            if node.get("description"):
                yield "alt text", node["description"]
            return
        if "custom_id" in node and node.get("type") == 3:  # a select: its options
            for option in node.get("options", []):
                yield "option label", option.get("label", "")
                if option.get("description"):
                    yield "option description", option["description"]
        for k, v in node.items():
            if k in ("attachments", "allowed_mentions", "emoji", "options", "custom_id", "url", "image"):
                continue
            if k == "fields" and isinstance(v, list):
                for field in v:
                    yield "field name", field.get("name", "")
                    yield "field value", field.get("value", "")
                continue
            yield from _walk(v, k)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item, key)
    elif isinstance(node, str) and key in ("content", "title", "description", "label", "placeholder", "text", "name"):
        yield key, node


def limit_of(where: str) -> int:
    if where.startswith("option"):
        return 100
    if where.startswith("field"):
        return FIELD_LIMITS[where.split()[1]]
    return LIMITS.get(where, 2048)


def unmarked(text: str, names: list[str]) -> list[str]:
    """Words in ``text`` that came from no catalogue (in the pseudo-locale)."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = NOT_WORDS.sub(" ", text)
    return re.findall(r"[A-Za-z]{2,}", text)


async def play_a_whole_game(world: World, game_id: str) -> list[str]:
    """Ana against one easy AI, from the slash command to the final table; returns the seats' names."""
    opened = await world.ana.slash(world.channel, "game new", game=game_id)
    assert opened.acknowledged and not opened.ephemeral, opened.response.content
    lobby = opened.response
    asked = await world.ana.click(lobby, custom_id="lobby:1:ai")
    select = next(c for c in components(asked.response) if c.get("type") == 3)
    assert (await world.ana.select(asked.response, ["easy"], custom_id=select["custom_id"])).acknowledged
    assert (await world.ana.click(lobby, custom_id="lobby:1:start")).acknowledged
    shown = await world.ana.click(lobby, custom_id="hand:1")  # the ephemeral My hand, too
    assert shown.ephemeral
    await play_to_the_end(world, GAMES[game_id], 1, lobby.id)
    table = await world.env.bot.service.table(1)
    assert table.status == "finished"
    return [s.name for s in table.seats]


@pytest.mark.parametrize("in_language", [PSEUDO], indirect=True)
@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_in_the_pseudo_locale_every_text_comes_from_the_catalogue_and_fits(
    world_in: World, simcord_bot: Any, game_id: str
) -> None:
    names = await play_a_whole_game(world_in, game_id)
    checked = 0
    for where, text in texts_sent(world_in.env):
        if not text.strip():
            continue
        checked += 1
        # alt text is clipped at a word on purpose (bot.alt_text: the most useful facts first), and says so;
        # its last word may then be the first half of a name ("AI" of "AI 1")
        cut = where == "alt text" and text.endswith("…")
        whole = text
        if cut:  # names out first (a whole one may end it), then the last word
            for name in sorted(names, key=len, reverse=True):
                whole = whole.replace(name, " ")
            whole = whole.rsplit(" ", 1)[0]
        assert unmarked(whole, names) == [], f"text that bypassed the catalogue in a {where}: {text!r}"
        assert cut or text.count("⟦") == text.count("⟧"), f"a {where} was cut to fit: {text!r}"
        assert len(text) <= limit_of(where), f"a {where} longer than Discord allows: {len(text)}"
    assert checked > 50


@pytest.mark.parametrize("in_language", ["de", "pl"], indirect=True)
@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_a_whole_game_in_german_and_in_polish_has_no_english_left(
    world_in: World, simcord_bot: Any, game_id: str, in_language: str, no_pictures: None
) -> None:
    # Pictures hold no sentence Discord sees (their labels are checked in German and Polish by each game's
    # tests/games/test_<game>_languages.py, and drawn here in the pseudo-locale): half the time of a game.
    names = await play_a_whole_game(world_in, game_id)
    leaks = []
    for where, text in texts_sent(world_in.env):
        cleaned = NOT_WORDS.sub(" ", text)
        for name in names:
            cleaned = cleaned.replace(name, " ")
        found = ENGLISH.findall(cleaned)
        if found:
            leaks.append(f"{where}: {text!r}")
    assert leaks == [], f"English in a game in {in_language}:\n" + "\n".join(leaks[:20])
