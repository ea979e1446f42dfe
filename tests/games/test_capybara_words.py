"""Capybara Cookie Club: the words players read (issue 16 and issue 15's text items).

Every emoji comes with its name, counts agree with their nouns, a tie lists its winners as
English does, a tapir pass is told once, and the final breakdown says what each player won and
paid, and why.
"""

from __future__ import annotations

import random
import re

from bot.i18n import english
from games.capybara import GAME
from games.capybara.scenario import build_state, cd
from games.capybara.state import Accept, PassCard, Play, State
from games.contract import Event

#: each emoji the texts use, and the word that must stand beside it on the same line
MEANING = {
    "🐜": "anteater",
    "🦔": "armadillo",
    "🐦": "toucan",
    "🐗": "tapir",
    "🦥": "sloth",
    "🐒": "capuchin",
    "🐢": "olive turtle",
    "🦫": "capybara",
    "🍪": "cookie",
    "🫖": "teapot",
    "🃏": "card",
    "🂠": "draw pile",
    "🗑️": "discard",
}
BAD_PLURAL = re.compile(r"(?<![\d.])1 (cards|cookies|points|rounds)\b|\bx1\b")


def _playout(n: int, seed: int) -> tuple[list[State], list[Event]]:
    rng = random.Random(seed)
    state = GAME.setup(n, seed)
    states, events = [state], []
    while not GAME.is_over(state):
        seat = state.decider
        state, new = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
        states.append(state)
        events += new
    return states, events


def _texts(states: list[State]) -> list[str]:
    out = []
    for s in states:
        table = GAME.table_face(GAME.view(s, None))
        out += [english(table.description), *(english(v) for _, v in table.fields)]
        if not GAME.is_over(s):
            hand = GAME.hand_face(GAME.view(s, s.decider))
            out += [english(hand.description), english(hand.prompt)]
    return out


def test_every_emoji_on_the_table_and_in_the_hand_is_named_beside_it() -> None:
    states, events = _playout(4, 3)
    lines = [line for text in _texts(states[::3]) + [english(e.text) for e in events] for line in text.splitlines()]
    for line in lines:
        for emoji, name in MEANING.items():
            if emoji in line:
                assert name in line.lower(), f"{emoji} without '{name}': {line}"


def test_counts_agree_with_their_nouns() -> None:
    s = build_state([["sloth 2"], ["tapir 1", "tapir 2"]], cookies=[1, 25])
    hand = english(GAME.hand_face(GAME.view(s, 0)).description)
    assert "(1 card ·" in hand
    table = GAME.table_face(GAME.view(s, None))
    assert "🍪 **1 cookie** · 🃏 1 card" in english(table.fields[0][1])
    for seed in (1, 2):
        states, events = _playout(5, seed)
        outcome = GAME.outcome(states[-1])
        assert outcome is not None
        for text in _texts(states) + [english(e.text) for e in events] + [english(b) for b in outcome.breakdown]:
            assert not BAD_PLURAL.search(text), text


def test_a_three_way_tie_reads_as_english() -> None:
    # player 0 ends the round (+2: 11); player 1 pays 7 (0); players 2 and 3 pay 2 and 1 (11 each)
    s = build_state([["sloth 2"], ["capybara"], ["tapir 2"], ["tapir 1"]], cookies=[9, 7, 13, 12], draw=["toucan 2"])
    s2, events = GAME.apply(s, 0, Play(card=cd("sloth 2"), pile=0))
    assert s2.cookies == [11, 0, 11, 11]
    ended = "\n".join(english(e.text) for e in events)
    assert "<seat:0>, <seat:2>, and <seat:3> share the win" in ended
    assert "<seat:0>, <seat:2>, and <seat:3> share the win" in english(GAME.hand_face(GAME.view(s2, 1)).prompt)
    assert " and <seat:2> and " not in ended


def test_a_tapir_card_the_teapot_holder_keeps_is_told_to_its_passer_once() -> None:
    """Issue 16: the passer's hand said "You pass the sloth 5 to Bo." twice."""
    s = build_state(
        [["tapir 2", "capybara", "sloth 5"], ["anteater 1", "toucan 5"], ["toucan 2", "toucan 3"]],
        piles=[["sloth 1"], ["capuchin 3"]],
        teapot=1,
    )
    s, first = GAME.apply(s, 0, Play(card=cd("tapir 2"), pile=0))
    s, passed = GAME.apply(s, 0, PassCard(card=cd("sloth 5")))
    s, kept = GAME.apply(s, 1, Accept())
    told = [english(e.text) for e in first + passed + kept if e.audience == (0,)]
    assert len(told) == len(set(told)), told
    assert told == ["You pass the sloth 5 to <seat:1>.", "Your sloth 5 ends up with <seat:1>."]
    hand = english(GAME.hand_face(GAME.view(s, 0)).description)
    assert "<seat:1> still holds the sloth 5 you passed with a tapir." in hand
    assert hand.count("sloth 5") == 1


def test_the_final_breakdown_says_what_each_player_won_and_paid_and_why() -> None:
    """Issue 16: "How the scores came about" only repeated the totals."""
    s = build_state([["sloth 2"], ["capybara", "tapir 5"], ["anteater 1"]], cookies=[10, 3, 9], draw=["sloth 5"])
    s2, _ = GAME.apply(s, 0, Play(card=cd("sloth 2"), pile=0))
    outcome = GAME.outcome(s2)
    assert outcome is not None
    assert [english(b) for b in outcome.breakdown] == [
        "<seat:0>: **15 cookies** = 10 at the start + 5 for ending 1 round",
        "<seat:1>: **0 cookies** = 3 at the start − 3 for cards left in hand · "
        "last round tapir 5, capybara 7: −3 of 12, all they had",
        "<seat:2>: **8 cookies** = 9 at the start − 1 for cards left in hand · last round anteater 1: −1",
    ]


def test_every_breakdown_line_adds_up_to_the_final_cookies() -> None:
    for n, seed in ((2, 5), (5, 6)):
        states, _ = _playout(n, seed)
        outcome = GAME.outcome(states[-1])
        assert outcome is not None
        for p, line in enumerate(map(english, outcome.breakdown)):
            total = int(re.search(r"\*\*(\d+) cookies?\*\*", line).group(1))  # type: ignore[union-attr]
            sums = line.split("=")[1].split("·")[0]
            terms = [int(n) for n in re.findall(r"^\s*(\d+)", sums)]
            terms += [int(n) for n in re.findall(r"\+ (\d+)", sums)] + [-int(n) for n in re.findall(r"− (\d+)", sums)]
            assert sum(terms) == total == states[-1].cookies[p], line
