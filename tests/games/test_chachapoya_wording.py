"""Chachapoya wording: 1 card / 2 cards, lists of names, and prompts that name what they ask about."""

from __future__ import annotations

import random
import re

import pytest

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya import components as C
from games.chachapoya.present import tname
from games.chachapoya.scenario import at_scoring, build_state
from games.chachapoya.state import BidAction, State
from games.contract import Event
from games.testing import random_playout
from games.words import and_list

ONE_PLURAL = re.compile(r"(?<![\d.])[−-]?1 (?:[\w-]+ )?(cards|points|treasures|adventurers|rounds|Trackers|Leaders)\b")


def offer_state(**kw: object) -> State:
    return build_state(
        [["7", "7", "9"], ["11", "9"], ["17"]],
        face_up="green",
        face_down=["red"],
        buried="blue",
        shown=["green", "red", "blue"],
        **kw,  # type: ignore[arg-type]
    )


def texts_of_a_game(n: int, seed: int) -> list[str]:
    """Every public line, table, hand and prompt a random game shows."""
    rng = random.Random(seed)
    s = GAME.setup(n, seed)
    out: list[str] = []
    while GAME.to_act(s):
        public = GAME.table_face(GAME.view(s, None))
        out += [english(public.description), *(english(v) for _, v in public.fields)]
        for seat in range(n):
            hand = GAME.hand_face(GAME.view(s, seat))
            out += [english(hand.description), english(hand.prompt)]
        seat = rng.choice(sorted(GAME.to_act(s)))
        s, events = GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
        out += [english(e.text) for e in events]
    out += english(GAME.table_face(GAME.view(s, None)).description).splitlines()
    return out


def test_no_text_says_one_with_a_plural() -> None:
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        bad = sorted({t for t in texts_of_a_game(n, seed) if ONE_PLURAL.search(t)})
        assert not bad, bad[:5]


def test_one_card_and_one_point_are_singular() -> None:
    s = offer_state(collections=[["gold"], [], []])
    field = english(GAME.table_face(GAME.view(s, None)).fields[2][1])
    assert "🃏 1 card" in field and "1 cards" not in field
    assert "⭐ 1 point" in english(GAME.table_face(GAME.view(s, None)).fields[0][1])
    assert "(1 card)" in english(GAME.hand_face(GAME.view(s, 2)).description)


def test_several_names_are_listed_with_commas_and_one_and() -> None:
    s, events = at_scoring([["blue"], ["blue"], ["blue"]], [["7"], ["9"], ["11"]], tokens=[False] * 3)
    line = "\n".join(english(e.text) for e in events)
    three = english(and_list(["<seat:0>", "<seat:1>", "<seat:2>"]))  # English's list form, from the CLDR
    assert three.startswith("<seat:0>, <seat:1>") and three.count(" and ") == 1
    assert f"{three} share the win" in line
    assert f"🏆 {three}" in english(GAME.table_face(GAME.view(s, None)).description)


def test_several_players_fill_up_to_three_with_one_verb() -> None:
    s = build_state([["31"], ["7"], ["9"]], face_up="green", face_down=["red"], tokens=[False] * 3)
    events: list[Event] = []
    for seat, cards in ((0, ("31",)), (1, ("7",)), (2, ("9",))):
        s, events = GAME.apply(s, seat, BidAction(cards=cards))
    text = "\n".join(english(e.text) for e in events)
    three = english(and_list(["<seat:0>", "<seat:1>", "<seat:2>"]))  # English's list form, from the CLDR
    assert "<seat:1> and <seat:2> fill up to 3" in text or f"{three} fill up to 3" in text


def test_offer_prompt_names_the_three_treasures() -> None:
    s = GAME.setup(3, 4)
    seat = next(iter(GAME.to_act(s)))
    prompt = english(GAME.hand_face(GAME.view(s, seat)).prompt)
    assert prompt.startswith("Bury one treasure") and len(s.shown) == 3
    for key in s.shown:
        assert english(tname(key)) in prompt


def test_bid_prompt_names_the_treasures_on_offer() -> None:
    prompt = english(GAME.hand_face(GAME.view(offer_state(), 1)).prompt)
    assert prompt.startswith("Choose your bid for the face-up 🟢 green idol and 1 face-down card.")


def test_pick_prompt_names_the_face_up_treasure() -> None:
    s = build_state(
        [["9", "tracker"], ["7"]], face_up="green", face_down=["red"], buried="blue", shown=["green", "red", "blue"]
    )
    s, _ = GAME.apply(s, 0, BidAction(cards=("9", "tracker")))
    s, _ = GAME.apply(s, 1, BidAction(cards=("7",)))
    assert s.phase == "pick"
    prompt = english(GAME.hand_face(GAME.view(s, 0)).prompt)
    assert prompt == "You win one treasure: take the face-up 🟢 green idol or the face-down card."


def test_token_prompt_names_the_treasures_to_choose_from() -> None:
    s, _ = at_scoring([["green", "green", "red", "curse"], ["gold"]], [["7"], ["9"]], tokens=[True, False])
    assert s.phase == "place_token"
    prompt = english(GAME.hand_face(GAME.view(s, 0)).prompt)
    assert prompt.startswith("Put your Hidden Treasure token on your 🟢 green idol or 🔴 red idol:")


def test_curse_prompt_names_the_treasures_it_may_take(monkeypatch: pytest.MonkeyPatch) -> None:
    # No two types tie on corner value with our numbers; give green the red idol's value, as the rules test does.
    tied = {**C.BY_KEY, "green": C.BY_KEY["green"].__class__(**{**C.BY_KEY["green"].__dict__, "corner": 2})}
    monkeypatch.setattr(C, "BY_KEY", tied)
    s = build_state(
        [["31"], ["7"]],
        face_up="curse",
        face_down=["gold"],
        buried="blue",
        shown=["curse", "gold", "blue"],
        collections=[["green", "red"], []],
    )
    s, _ = GAME.apply(s, 0, BidAction(cards=("31",)))
    s, _ = GAME.apply(s, 1, BidAction(cards=("7",)))
    assert s.phase == "curse"
    prompt = english(GAME.hand_face(GAME.view(s, 0)).prompt)
    assert prompt.endswith("choose 🟢 green idol or 🔴 red idol.")


def test_spend_token_prompt_says_how_many_cards_it_brings() -> None:
    for seed in range(30):
        play = random_playout(GAME, 2, seed=seed, rng=random.Random(seed), keep_states=True)
        for s in play.states:
            if s.phase == "spend_token":
                seat = s.awaiting[0]
                held = len(s.hands[seat])
                prompt = english(GAME.hand_face(GAME.view(s, seat)).prompt)
                assert f"You hold {held} adventurer card" in prompt and f"draw {8 - held} and" in prompt
                return
    raise AssertionError("no token decision in 30 games")
