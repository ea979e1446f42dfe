"""Capybara Cookie Club: event and table texts use the rulebook's words (issue 39)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PIL import ImageDraw

from bot.i18n import english
from games.capybara import GAME, render
from games.capybara.scenario import build_state, cd
from games.capybara.state import Accept, Play, Target
from games.contract import Event
from games.testing import random_playout


def public(events: list[Event]) -> str:
    return "\n".join(english(e.text) for e in events if e.audience is None)


def test_the_capybara_moves_name_the_token_count_and_the_rulebook_animal() -> None:
    circle = ["cookies", "sloth", "turtle", "anteater", "armadillo", "tapir", "toucan", "capuchin"]
    s = build_state([["toucan 2", "tapir 5"], ["anteater 1"]], tokens=circle, draw=["sloth 4"])
    _, events = GAME.apply(s, 0, Play(card=cd("toucan 2"), pile=0))
    assert "The capybara moves 2 tokens clockwise to the olive turtle token." in public(events)
    s = build_state([["capuchin 2", "tapir 5"], ["anteater 1"]], tokens=circle, figure="toucan", draw=["sloth 4"])
    _, events = GAME.apply(s, 0, Play(card=cd("capuchin 2"), pile=0))
    assert "The capybara moves 1 token clockwise to the capuchin monkey token." in public(events)
    assert "turtle token" not in public(events) and " capuchin token" not in public(events)


def test_a_teapot_holder_who_keeps_it_returns_the_cookie_to_the_general_supply() -> None:
    hands = [["anteater 2", "tapir 5"], ["sloth 4"], ["sloth 5"]]
    s = build_state(hands, piles=[["sloth 1"], ["tapir 3"]], cookies=[10, 4, 5], teapot=1)
    s, _ = GAME.apply(s, 0, Play(card=cd("anteater 2"), pile=0))
    s, _ = GAME.apply(s, 0, Target(seat=1))
    _, events = GAME.apply(s, 1, Accept())
    assert "🐜 Anteater: <seat:1> keeps the teapot and returns 1 cookie to the general supply." in public(events)
    assert "to the anteater" not in public(events)


def test_equal_tops_are_not_announced_once_the_game_is_over() -> None:
    s = build_state([["tapir 5"], ["anteater 1"]], piles=[["sloth 3"], ["tapir 3"]])
    assert "equal tops" in "\n".join(english(GAME.table_face(GAME.view(s, None)).description).splitlines())
    s.phase = "over"
    assert "equal tops" not in english(GAME.table_face(GAME.view(s, None)).description)


def _picture_texts(monkeypatch: pytest.MonkeyPatch, s: Any) -> list[str]:
    seen: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, t: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append(str(t))
        return original(self, xy, t, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    render.render(GAME.view(s, None), ["Ana", "Bruno", "Carla", "Dora"], english)
    monkeypatch.undo()
    return seen


def test_the_picture_names_its_column_for_the_scoring_it_shows_and_no_equal_tops_at_the_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    states = random_playout(GAME, 4, 34, random.Random(4), keep_states=True).states
    scored = next(s for s in states if s.last_round is not None and s.phase != "over")
    texts = _picture_texts(monkeypatch, scored)
    assert "scoring" in texts and "last round" not in texts
    over = states[-1].model_copy(deep=True)
    assert over.phase == "over"
    over.piles = [[*over.piles[0], cd("sloth 3")], [*over.piles[1], cd("tapir 3")]]
    assert not any("equal tops" in t for t in _picture_texts(monkeypatch, over))


def test_the_hand_prompt_says_any_card_may_go_when_both_tops_are_equal() -> None:
    # rulebook: "If the tops of both piles show cards of the same value, the player may place
    # on one of them a card of any value except the capybara card!"
    s = build_state([["sloth 5", "capybara", "tapir 3"], ["anteater 2"]], piles=[["toucan 3"], ["capuchin 3"]])
    prompt = english(GAME.hand_face(GAME.view(s, 0)).prompt)
    assert "exactly one higher" not in prompt
    assert "any card 1–5" in prompt and "either pile" in prompt and "capybara" in prompt
    # unequal tops: the ordinary rule, "exactly one higher"
    s = build_state([["sloth 5", "tapir 3"], ["anteater 2"]], piles=[["toucan 3"], ["capuchin 4"]])
    assert "exactly one higher" in english(GAME.hand_face(GAME.view(s, 0)).prompt)


def test_the_hand_says_what_a_player_is_trying_to_do() -> None:
    # rulebook, Goal of the Game: "The winner is the player who has gathered the most of them [cookies]
    # at the end of the whole game"; the players' goal is "to be left with the fewest of them [cards] in hand"
    s = GAME.setup(3, 7)
    hand = english(GAME.hand_face(GAME.view(s, 1)).description)
    goal = [line for line in hand.splitlines() if line.startswith("🎯")]
    assert goal == [
        "🎯 Goal: have the most 🍪 cookies when the game ends. "
        "Be first to shed your cards: the others pay for the cards they still hold."
    ]
