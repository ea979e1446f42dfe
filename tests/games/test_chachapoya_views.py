"""Chachapoya views, determinization, presentation and the AI heuristic."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya.bidding import legal_bids
from games.chachapoya.scenario import build_state
from games.chachapoya.state import BidAction, State
from games.testing import random_playout

HANDS = [["7", "7", "9", "tracker", "spy"], ["11", "11", "9"], ["17", "7", "tracker", "tracker"]]


def bid_cards(action: object) -> tuple[str, ...]:
    assert isinstance(action, BidAction)
    return action.cards


def table(*, face_up: str = "green", **kw: Any) -> State:
    return build_state(HANDS, face_up=face_up, face_down=["red"], buried="blue", shown=[face_up, "red", "blue"], **kw)


def test_pending_bids_stay_hidden_and_are_resampled_legally() -> None:
    s = table()
    s, _ = GAME.apply(s, 1, BidAction(cards=("11", "11")))
    assert GAME.view(s, 0).players[1].bid_size == 2
    assert GAME.view(s, 0).my_bid is None and "11" not in GAME.view(s, 0).model_dump_json().split('"hand"')[0]
    worlds = [GAME.determinize(s, 0, random.Random(k)) for k in range(30)]
    for w in worlds:
        GAME.check_invariants(w)
        assert w.hands[0] == s.hands[0]
        assert w.bids[1] is not None and len(w.bids[1]) == 2
        assert tuple(sorted(w.bids[1])) in {tuple(sorted(b)) for b in legal_bids(w.bids[1])}
        assert [len(h) for h in w.hands] == [len(h) for h in s.hands]
        assert GAME.view(w, 0) == GAME.view(s, 0)
        assert GAME.view(w, None) == GAME.view(s, None)
    assert len({tuple(w.bids[1] or ()) for w in worlds}) > 1


def test_own_bid_is_kept_in_own_worlds() -> None:
    s = table()
    s, _ = GAME.apply(s, 0, BidAction(cards=("7", "7", "tracker")))
    for k in range(10):
        w = GAME.determinize(s, 0, random.Random(k))
        assert w.bids[0] == s.bids[0] and w.hands[0] == s.hands[0]


def test_bid_controls_group_numbered_tracker_and_leader_bids() -> None:
    s = build_state(
        [
            ["7"] * 5 + ["9"] * 4 + ["11"] * 3 + ["17"] * 2 + ["31", "tracker", "tracker", "spy", "mafia"],
            ["9"],
        ],
        face_up="green",
        face_down=["red"],
    )
    actions = GAME.legal_actions(s, 0)
    groups = GAME.controls(GAME.view(s, 0), actions)
    assert [english(g.placeholder) for g in groups[:2]] == ["Numbered bid…", "With a Tracker…"]
    assert len(groups[0].choices) == 15 and len(groups[1].choices) == 10
    assert [english(c.label) for c in groups[2].choices] == ["2 Trackers", "Chinese Mafia", "Russian Spy"]
    offered = sorted(c.action for g in groups for c in g.choices)
    assert offered == list(range(len(actions)))
    assert "2× 11 + Tracker (33)" in [english(c.label) for c in groups[1].choices]


def test_hand_face_groups_cards_with_their_limits() -> None:
    s = table()
    face = GAME.hand_face(GAME.view(s, 0))
    description, prompt = english(face.description), english(face.prompt)
    assert "**7** ×2 (max 5)" in description and "**9** ×1 (max 4)" in description
    assert "Trackers ×1" in description and "Russian Spy" in description
    assert "change it" in prompt


def test_table_face_flags_a_type_one_card_from_x() -> None:
    s = table(collections=[["blue", "blue"], [], []])
    face = GAME.table_face(GAME.view(s, None))
    assert "🔵×2 (15) ⚠️" in english(dict(face.fields)["🚩 <seat:0>"])
    description = english(face.description)
    assert "⏳ <seat:0>" in description and "🟢 green idol (face up)" in description


def test_table_picture_renders_for_every_phase() -> None:
    playout = random_playout(GAME, 4, seed=11, rng=random.Random(11), keep_states=True)
    phases: dict[str, State] = {}
    for st in [*playout.states, playout.final]:
        phases.setdefault(st.phase, st)
    for st in phases.values():
        png = GAME.render_table(GAME.view(st, None), ["Ann", "Amy", "John", "Tim"], english)
        assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"


def test_heuristic_never_chases_a_treasure_that_would_be_an_x() -> None:
    s = table(face_up="blue", collections=[["blue", "blue"], [], []])
    actions = GAME.legal_actions(s, 0)
    for k in range(10):
        choice = GAME.heuristic_action(GAME.view(s, 0), actions, random.Random(k))
        assert choice in actions
        # a Tracker bid that wins takes one treasure (the red, not the third blue); else bid least
        assert isinstance(choice, BidAction)
        assert "tracker" in choice.cards or choice.cards == ("7",), choice.cards
        assert not {"mafia", "dictator"} & set(choice.cards)  # no Leader wasted


def test_heuristic_keeps_leaders_for_later_and_keeps_its_bid() -> None:
    s = build_state([["7", "9", "mafia", "dictator"], ["9"]], face_up="gold", face_down=["red"], deck_size=25)
    actions = GAME.legal_actions(s, 0)
    picks = {bid_cards(GAME.heuristic_action(GAME.view(s, 0), actions, random.Random(k))) for k in range(20)}
    assert not picks & {("mafia",), ("dictator",)}
    s, _ = GAME.apply(s, 0, BidAction(cards=("9",)))
    again = GAME.heuristic_action(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(1))
    assert again == BidAction(cards=("9",))


def test_heuristic_plays_legal_games_to_the_end() -> None:
    for n in (2, 3, 4):
        s = GAME.setup(n, 7)
        rng = random.Random(n)
        for _ in range(5000):
            awaited = sorted(GAME.waiting_for(s))
            if not awaited:
                break
            seat = awaited[0]
            actions = GAME.legal_actions(s, seat)
            action = GAME.heuristic_action(GAME.view(s, seat), actions, rng)
            assert action in actions
            s, _ = GAME.apply(s, seat, action)
        assert GAME.outcome(s) is not None


def test_scenario_states_keep_every_component() -> None:
    s = table(collections=[["gold"], ["curse"], []])
    GAME.check_invariants(s)
    assert Counter(c for c in s.box_unseen).total() + len(s.deck) + 4 == 45


def test_summary_and_proposals_name_the_component_counts() -> None:
    assert "14 of value 7" in english(GAME.proposals)
    assert "Tracker" in english(GAME.rules_summary) and len(english(GAME.rules_summary)) <= 1800
