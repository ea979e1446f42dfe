"""``/game rules`` shows an annotated setup picture for every game (issue 36), with alt text in the
reader's language that names the labelled parts."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot.i18n import render
from games import GAMES
from tests.e2e.conftest import World
from tests.e2e.helpers import gallery


def rules_picture(result: Any, game_id: str) -> Any:
    assert result.acknowledged and result.ephemeral
    attachments = [a for a in result.response.attachments if a.filename == f"rules-{game_id}.png"]
    assert len(attachments) == 1, [a.filename for a in result.response.attachments]
    return attachments[0]


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_rules_answer_with_a_described_picture(world: World, game_id: str) -> None:
    result = await world.dee.slash(world.channel, "game rules", game=game_id)
    picture = rules_picture(result, game_id)
    assert picture.description and 0 < len(picture.description) <= 1024
    # the alt text names the labelled parts (every game's picture has at least five)
    # the alt text names every numbered part, in the order of the badges
    labels = [render(label, "en") for label in GAMES[game_id].rules_labels()]
    assert all(f"{n} {label}" in picture.description for n, label in enumerate(labels, start=1)), picture.description
    data = await picture.read()
    width, height = Image.open(io.BytesIO(data)).size
    assert 500 <= width <= 1200 and height > width // 2
    # the card shows that picture, with the same alt text
    (shown,) = gallery(result.response)
    assert shown["media"]["url"] == picture.url and shown["description"] == picture.description


async def test_the_picture_and_its_description_follow_the_readers_language(world: World, speaking: Any) -> None:
    english = rules_picture(await world.dee.slash(world.channel, "game rules", game="inka"), "inka")
    speaking("de")
    german = rules_picture(await world.dee.slash(world.channel, "game rules", game="inka"), "inka")
    assert "Windrose" in german.description and "Ereigniskarten" in german.description
    assert "windrose" in english.description and "event cards" in english.description
    assert "event cards" not in german.description and "Partie zu zweit" in german.description
    # the legend is drawn in the reader's language: the German picture differs from the English one
    assert await german.read() != await english.read()
