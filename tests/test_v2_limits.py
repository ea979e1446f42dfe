"""Discord's Components V2 limits hold on the largest cards of every game (issue 35), without Discord.

The table card and the hand card are built with the bot's own builders (``cogs.embeds`` for the text,
``cogs.ui`` for the controls, ``cogs.hints`` and ``cogs.undo`` for the extra buttons, ``cogs.cards`` for the
layout), for the most players a game takes, over positions of random games late into them, with the longest
names Discord allows, every optional part present (deadlines, closed DMs, hints note, news, a lesson, a
picture with alt text), in every language. Each card must have at most 40 components counted as Discord
counts them (the container, every text, gallery, row, button and select), at most 10 gallery items, and
at most 4,000 characters of text in all. ``-s`` prints the largest figures per game.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.alt_text import hand_alt, table_alt
from cogs.cards import MAX_COMPONENTS, MAX_GALLERY, MAX_TEXT, card_message, component_count, gallery_sizes, text_length
from cogs.embeds import HAND_IMAGE, finished_embed, hand_embed, png_file, running_embed
from cogs.hints import HintButton
from cogs.layout import plan_rows
from cogs.names import plain_names
from cogs.ui import controls_view, table_view
from cogs.undo import with_undo
from db.pace import WaitRecord
from db.records import SeatRecord, TableRecord
from games import GAMES

LANGS = ("en", "de", "pl")
NOW = datetime(2026, 12, 4, tzinfo=UTC)
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 64  # the limits do not depend on what the picture shows
#: 32 characters, Discord's longest display name, with markdown that escaping lengthens
NAMES = [f"*_Player{i}_*`~|>#[x](y)" + "w" * 8 for i in range(6)]


def late_states(game_id: str, n: int, playouts: int = 3, steps: int = 400) -> list[Any]:
    """Positions along random games of ``n`` players, the later ones kept (Inka's games do not end at random)."""
    game = GAMES[game_id]
    out = []
    for k in range(playouts):
        rng = random.Random(k)
        state = game.setup(n, 500 + k)
        for step in range(steps):
            awaited = game.to_act(state)
            if not awaited:
                out.append(state)
                break
            if step % 23 == 5:
                out.append(state)
            seat = rng.choice(sorted(awaited))
            state, _ = game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    return out


def a_table(game_id: str, n: int, status: str = "running") -> TableRecord:
    seats = [SeatRecord(i, 10_000 + i, NAMES[i], dm_closed=True, dm_channel_id=1, dm_message_id=2) for i in range(n)]
    return TableRecord(
        id=987_654_321,
        game=game_id,
        guild_id=123_456_789_012_345_678,
        channel_id=223_456_789_012_345_678,
        message_id=323_456_789_012_345_678,
        thread_id=None,
        host_id=10_000,
        options={"hints": True},
        status=status,  # type: ignore[arg-type]
        seed=1,
        version=9_999,
        outcome=None,
        created_at="2026-12-04",
        pace="daily",  # a vacation pace: its text is the longest
        decisions={i: 9_990 for i in range(n)},
        seats=seats,
    )


def check(view: Any) -> tuple[int, int]:
    components, text = component_count(view), text_length(view)
    assert components <= MAX_COMPONENTS, view.to_components()
    assert text <= MAX_TEXT
    assert all(size <= MAX_GALLERY for size in gallery_sizes(view))
    return components, text


def larger(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return max(a[0], b[0]), max(a[1], b[1])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_largest_table_and_hand_cards_of_every_game_fit_discords_v2_limits(game_id: str) -> None:
    game = GAMES[game_id]
    n = game.max_players
    table = a_table(game_id, n)
    names = plain_names(table, emoji=False)
    waits = [WaitRecord(table.id, s, 1, NOW, None, NOW + timedelta(hours=s + 1), False, False) for s in range(n)]
    most = {"table": (0, 0), "hand": (0, 0), "rows": 0}
    for state in late_states(game_id, n):
        public = game.view(state, None)
        for lang in LANGS:
            picture = png_file(PNG, description=table_alt(game, public, names, lang))
            if game.is_over(state):
                over = a_table(game_id, n, "finished")
                outcome = game.outcome(state)
                embed = finished_embed(game, over, outcome, public, with_image=True, lang=lang)
                made = card_message(embed, files=[picture])
            else:
                # the last play-by-play lines at their longest: three lines of 400 characters each
                recent = ["▶ " + "w" * 398] * 3
                embed = running_embed(game, table, public, with_image=True, waits=waits, recent=recent, lang=lang)
                made = card_message(embed, files=[picture], controls=table_view(table.id, lang))
            most["table"] = larger(most["table"], check(made["view"]))
            for seat in game.to_act(state):
                view = game.view(state, seat)
                actions = game.legal_actions(state, seat)
                groups = game.controls(view, actions)
                hand = hand_embed(
                    game,
                    table,
                    seat,
                    view,
                    awaited=True,
                    live_until=NOW,
                    lang=lang,
                    news="📰 " + "x" * 1200,  # the most news a hand shows (clipped there)
                    clock="⏳ <t:1:R>",
                )
                hand.add_field(name="🎓", value="y" * 1024, inline=False)  # a lesson's explanation, at its longest
                controls = controls_view(table, seat, groups, lang)
                if controls is not None and len(controls.children) < 25:
                    controls.add_item(HintButton(table.id, 1, lang))  # as cogs.hints adds it when there is room
                controls = with_undo(controls, table, lang)
                drawn = png_file(PNG, HAND_IMAGE, description=hand_alt(game, view, names, actions, lang))
                made = card_message(hand, files=[drawn], controls=controls)
                most["hand"] = larger(most["hand"], check(made["view"]))
                most["rows"] = max(most["rows"], len(plan_rows(list(groups))))
    print(
        f"{game_id} ({n} players): table {most['table']}, hand {most['hand']} (most components, most text);",
        f"{most['rows']} rows",
    )
    assert most["hand"][0] > 0, "a hand was checked"


def test_a_card_fits_a_text_too_long_for_it_by_clipping_the_longest_part() -> None:
    import discord

    embed = discord.Embed(title="T", description="d" * 4000)
    embed.add_field(name="f", value="v" * 1000)
    view = card_message(embed)["view"]
    texts = [c.content for c in view.walk_children() if isinstance(c, discord.ui.TextDisplay)]
    assert text_length(view) <= MAX_TEXT
    assert texts[0].endswith("…") and texts[1] == "**f**\n" + "v" * 1000, "the field stays whole, the long text is cut"
