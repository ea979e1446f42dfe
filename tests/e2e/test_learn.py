"""``/game learn`` (issue 36) through Discord, for every game: a private lesson in the player's DMs,
played to its end by clicking the hinted move every time; each kind of decision is explained on the
hand the first time it comes up, once and only once, and the game ends with a summary."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import english
from games import GAMES
from games.learning import decision_kind, lessons
from games.words import msg
from tests.e2e.conftest import World
from tests.e2e.helpers import components, dms, embed_text, field_value, is_card, table_state

# No pictures (tests/e2e/conftest.py): a lesson is text; drawing was a fifth of this file's CPU (45 -> 36 s)
pytestmark = pytest.mark.usefixtures("no_pictures")

NEW = "📘 New: how this decision works"
MAX_DECISIONS = 400
#: Pachamama's lesson is not played to its end here: a learner following its hints against the easy AI
#: did not finish the short land within ten minutes (see the issue note); its first decisions are checked
PARTLY = {"pachamama": 40}


def lesson_of(message: Any) -> str | None:
    return field_value(message, NEW)


def the_hand(member: Any) -> Any:
    """The lesson's hand: the DM message with the Hint button (the table message has none)."""
    found = [m for m in dms(member) if any(c.get("label") == "Hint" for c in components(m))]
    assert found, "no hand with a Hint button"
    return found[-1]


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_a_lesson_played_by_its_hints_explains_each_kind_of_decision_once(world: World, game_id: str) -> None:
    game = GAMES[game_id]
    started = await world.ana.slash(world.channel, "game learn", game=game_id)
    assert started.acknowledged and started.ephemeral
    assert "Your lesson is ready in your DMs" in started.response.content
    assert [m for m in world.channel.history() if is_card(m)] == [], "nothing of the lesson in the server"

    texts = {kind: english(msg(key)) for kind, key in lessons(game_id).items()}
    explained: list[str] = []  # the kind each lesson shown was for, in order
    met: list[str] = []  # the kinds of decision the learner faced, in order first met
    for _ in range(PARTLY.get(game_id, MAX_DECISIONS)):
        table, state = await table_state(world.env.bot, 1)
        if table.status == "finished":
            break
        assert table.guild_id is None and table.options.get("learn") and table.options.get("hints")
        assert 0 in game.waiting_for(state), "the easy AI moves by itself; the lesson waits for the learner"
        kind = decision_kind(game.view(state, 0))
        assert kind is not None
        first_time = kind not in met
        if first_time:
            met.append(kind)
        hand = the_hand(world.ana)
        shown = lesson_of(hand)
        if shown is not None:
            assert shown == texts[kind], f"the lesson shown is not the one for {kind}"
            assert first_time, f"{kind} explained again"
            explained.append(kind)
        else:
            assert not first_time, f"{kind} came up for the first time unexplained"
        button = next(c for c in components(hand) if c.get("label") == "Hint")
        answer = await world.ana.user.click(hand, custom_id=button["custom_id"])
        assert answer.acknowledged and "💡 Hint" in embed_text(answer.response)
        play = next(c for c in components(answer.response) if c.get("label", "").startswith("Play: "))
        played = await world.ana.user.click(answer.response, custom_id=play["custom_id"])
        assert played.acknowledged and not played.response.content, played.response.content
    else:
        if game_id not in PARTLY:
            raise AssertionError("the lesson did not end")
    assert explained == met and len(set(explained)) == len(explained)
    print(f"{game_id}: {len(met)} kinds explained once each: {', '.join(met)}")
    if game_id in PARTLY:
        return

    final = [m for m in dms(world.ana) if "📘 How your game went" in embed_text(m)]
    assert final, "no summary after the game"
    assert "You finished" in embed_text(final[-1])
    history = await world.env.bot.store.finished_games(world.guild.id, game_id)
    assert history == [], "a lesson is in no server's history"
