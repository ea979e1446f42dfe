"""Inka's player text: 1 vs many, a prompt that names where the pawn stands (issues 15, 16)."""

from __future__ import annotations

from bot.i18n import english
from games.inka.scenario import GAME, position, roll


def test_one_card_to_take_or_return_reads_singular() -> None:
    s = position(2)
    s.phase, s.take_left = "take", 1
    view = GAME.view(s, 0)
    assert english(GAME.hand_face(view).prompt) == "Take 1 more card from the depot."
    assert "to take 1 card from the depot." in english(GAME.table_face(view).description)
    s.phase, s.give_left, s.take_left = "give", 1, 0
    view = GAME.view(s, 0)
    assert english(GAME.hand_face(view).prompt) == "Return 1 more card to the depot."
    assert "to return 1 card to the depot." in english(GAME.table_face(view).description)
    s.phase, s.give_left = "take", 0
    s.take_left, s.take_scout = 2, 2
    assert english(GAME.hand_face(GAME.view(s, 0)).prompt) == "Take 2 cards of one direction from the depot."


def test_one_option_and_one_card_left_in_a_stack_read_singular() -> None:
    s, _ = roll(position(2, at={0: "A1", 1: "K9"}), (1, 1))
    n = len(s.options)
    word = "option" if n == 1 else "options"
    assert f": {n} {word}. Where to from A1?" in english(GAME.hand_face(GAME.view(s, 0)).prompt)
    s.risk_stack = s.risk_stack[:1]
    s.event_stack = s.event_stack[:2]
    face = english(GAME.table_face(GAME.view(s, None)).description)
    assert "🧭 2 event cards left · ☀️ 1 risk card left" in face


def test_rules_text_is_for_players_not_a_map_of_the_code() -> None:
    for text in (english(GAME.rules_summary), english(GAME.proposals)):
        assert "games/" not in text and ".py" not in text and "RULINGS" not in text
