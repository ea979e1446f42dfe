"""Every worked example of the Chachapoya rulebook, as a named test."""

from __future__ import annotations

import pytest

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya import components as C
from games.chachapoya import rules as R
from games.chachapoya.scenario import at_scoring, build_state
from games.chachapoya.scoring import score_player
from games.chachapoya.state import (
    BidAction,
    CurseAction,
    OfferAction,
    PickAction,
    PlaceTokenAction,
    SpendTokenAction,
    State,
)
from games.contract import Event


def bid(state: State, seat: int, *cards: str) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, BidAction(cards=tuple(cards)))


def treasure_choices(state: State, seat: int) -> set[str]:
    """The treasure types offered to a token placement or a Curse choice."""
    return {a.treasure for a in GAME.legal_actions(state, seat) if isinstance(a, PlaceTokenAction | CurseAction)}


def public_text(events: list[Event]) -> str:
    return "\n".join(english(e.text) for e in events if e.audience is None)


def test_rulebook_example_tie_john_ann_betty() -> None:
    # John 0, Ann 1, Tim 2, Betty 3: John and Ann both bid two 9s (18), Tim a 7, Betty a 17.
    s = build_state(
        [["9", "9", "7"], ["9", "9", "11"], ["7", "11", "11"], ["17", "7", "7"]],
        face_up="green",
        face_down=["red"],
        buried="blue",
        shown=["blue", "green", "red"],
    )
    s, _ = bid(s, 0, "9", "9")
    s, _ = bid(s, 1, "9", "9")
    s, _ = bid(s, 2, "7")
    s, events = bid(s, 3, "17")
    text = public_text(events)
    assert "<seat:0>'s and <seat:1>'s 18s knock each other out" in text
    assert "<seat:3> wins with 17 and takes both treasures" in text
    assert sorted(s.collections[3]) == ["green", "red"]
    assert s.collections[0] == s.collections[1] == s.collections[2] == []


def test_rulebook_example_spy_lucy_wins_with_two_sevens() -> None:
    # Lucy 0 plays two 7s, Betty 1 the Russian Spy, John 2 a 31: the Spy makes Lucy's low bid win.
    s = build_state(
        [["7", "7", "9"], ["spy", "9", "9"], ["31", "7", "7"]],
        face_up="yellow",
        face_down=["gold"],
        buried="red",
        shown=["yellow", "gold", "red"],
    )
    s, _ = bid(s, 0, "7", "7")
    s, _ = bid(s, 1, "spy")
    s, events = bid(s, 2, "31")
    text = public_text(events)
    assert "<seat:1>'s Russian Spy reverses the order" in text
    assert "<seat:0> wins with 14 and takes both treasures" in text
    assert sorted(s.collections[0]) == ["gold", "yellow"]
    assert s.collections[2] == []


def test_rulebook_example_round_ann_amy_john_tim() -> None:
    # Ann 0 starts, Amy 1, John 2, Tim 3. Tim already holds a blue idol.
    draws = ["7", "9", "11", "7", "9", "7", "9", "11", "7", "7", "9", "9"]
    s = build_state(
        [["spy", "7", "9", "17"], ["11", "11", "7"], ["9", "9", "7", "7", "11"], ["7", "tracker", "9", "9"]],
        collections=[[], [], [], ["blue"]],
        deck=["blue", "green", "warriors", "gold", "gold", "yellow", "red"],
        draw=draws,
        open_bid=False,
    )
    events: list[Event] = []
    R.begin_round(s, events)
    assert s.phase == "offer" and GAME.to_act(s) == {0}
    assert s.shown == ["blue", "green", "warriors"]
    # Ann buries the blue idol, shows the green one and lays the Grim Warriors face down.
    s, events = GAME.apply(s, 0, OfferAction(bury="blue", face_up="green"))
    tim_view = GAME.view(s, 3)
    assert [(o.face_up, o.card) for o in tim_view.offer] == [(True, "green"), (False, None)]
    assert GAME.view(s, 0).my_face_down == "warriors" and GAME.view(s, 0).my_buried == "blue"
    assert "warriors" not in public_text(events).split("offers")[1]

    s, _ = bid(s, 0, "spy")
    s, _ = bid(s, 1, "11", "11")
    s, _ = bid(s, 2, "9", "9")
    s, events = bid(s, 3, "7", "tracker")
    text = public_text(events)
    assert "<seat:0>'s Russian Spy reverses the order: the lowest unique bid wins" in text
    assert "<seat:3> wins with 14, but with a Tracker takes only one treasure" in text
    assert s.phase == "pick" and GAME.to_act(s) == {3}

    # Tim gambles on the face-down card: the green idol goes back under the deck.
    s, events = GAME.apply(s, 3, PickAction(index=1))
    assert sorted(s.collections[3]) == ["blue", "warriors"]
    assert [d.card for d in s.deck[-2:]] == ["blue", "green"]
    text = public_text(events)
    assert "<seat:3> draws 3 adventurer cards for the Grim Warriors" in text
    assert "<seat:1> fills up to 3" in text
    assert len(s.hands[3]) == 2 + 3 + 1
    assert len(s.hands[1]) == 3
    assert len(s.hands[0]) == 4
    # Everyone holding a token with fewer than 8 cards is asked; Ann spends hers and fills to 8.
    assert s.phase == "spend_token" and GAME.to_act(s) == {0, 1, 2, 3}
    s, events = GAME.apply(s, 0, SpendTokenAction(spend=True))
    assert len(s.hands[0]) == 8 and not s.tokens[0]
    for seat in (1, 2, 3):
        s, events = GAME.apply(s, seat, SpendTokenAction(spend=False))
    # The player to the left of the starting player starts the next round.
    assert s.starting == 1 and s.phase == "offer" and s.round_no == 6


def test_rulebook_scoring_example_betty_lucy_tim() -> None:
    # Betty 0, Lucy 1, Tim 2. Betty and Tim used their tokens; Lucy forgot hers.
    collections = [
        ["blue", "blue", "green", "gold", "warriors", "warriors"],
        ["red"] * 4 + ["green"] * 4,
        ["blue", "blue", "yellow", "yellow", "yellow", "red", "red"],
    ]
    hands = [["7", "9"], ["tracker", "tracker"], ["mafia"]]
    s, _ = at_scoring(collections, hands, tokens=[False, True, False])
    assert score_player(s, 1).points == 8  # before the token: 10 + 0 - 2
    assert GAME.to_act(s) == {1}
    options = treasure_choices(s, 1)
    assert options == {"green", "red"}
    for choice in ("green", "red"):
        end, _ = GAME.apply(s, 1, PlaceTokenAction(treasure=choice))
        outcome = GAME.outcome(end)
        assert outcome is not None
        assert outcome.scores[0] == 14 and outcome.scores[2] == 17
        assert outcome.eliminated == [1]
        assert outcome.winners == [2]


def test_rulebook_scoring_example_ann_lucy_john_tim() -> None:
    # Ann 0, Lucy 1, John 2, Tim 3; everyone still holds the token.
    collections = [
        ["blue", "blue", "green", "gold", "gold", "warriors", "warriors", "warriors"],
        ["red"] * 4 + ["gold"] * 4 + ["curse"],
        ["yellow"] * 3 + ["green"] * 2 + ["warriors"] * 2,
        ["red", "red", "yellow", "yellow", "yellow", "blue"],
    ]
    hands = [["tracker", "tracker"], ["7"], ["9"], ["dictator"]]
    s, _ = at_scoring(collections, hands)
    assert GAME.to_act(s) == {0, 1, 2, 3}
    assert "curse" not in treasure_choices(s, 1)
    assert score_player(s, 3).points == 9  # before Tim's token
    for seat, choice in ((0, "green"), (1, "gold"), (2, "green"), (3, "blue")):
        s, _ = GAME.apply(s, seat, PlaceTokenAction(treasure=choice))
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert [outcome.scores[p] for p in (0, 2, 3)] == [12, 5, 17]
    assert outcome.eliminated == [1]
    assert outcome.winners == [3]
    assert outcome.ranks == [2, 4, 3, 1]
    assert any(english(line).startswith("<seat:1>") and "eliminated" in english(line) for line in outcome.breakdown)


@pytest.mark.parametrize(("count", "points"), [(1, 5), (2, 10), (3, 0), (4, None), (5, None)])
def test_rulebook_example_yellow_idol_scale(count: int, points: int | None) -> None:
    assert C.scale_points("yellow", count) == points


def test_rulebook_example_yellow_idol_two_at_once_eliminates() -> None:
    # "an unlucky bidding can bring you two of the same cards": 3 yellow idols + 2 more is out.
    s = build_state(
        [["31", "7"], ["7", "9"]],
        collections=[["yellow"] * 3, []],
        face_up="yellow",
        face_down=["yellow"],
        buried="gold",
        shown=["yellow", "yellow", "gold"],
    )
    s, _ = bid(s, 0, "31")
    s, events = bid(s, 1, "7")
    assert s.eliminated[0]
    assert "eliminated" in public_text(events)


def test_rulebook_example_amy_token_on_three_red_idols() -> None:
    s, events = at_scoring([["red"] * 3, ["gold"]], [["7"], ["9"]], tokens=[True, False])
    # Red is Amy's only type, so the token goes there without asking.
    assert s.token_on[0] == "red"
    assert "<seat:0> puts the Hidden Treasure token on their" in public_text(events)
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.scores[0] == 10
