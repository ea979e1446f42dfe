"""Chachapoya player-facing texts: the rules summary and proposals read as rules, not code."""

from __future__ import annotations

import re

import pytest

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya import components as C

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


SUMMARY = english(GAME.rules_summary)
PROPOSALS = english(GAME.proposals)


@pytest.mark.parametrize("text", [SUMMARY, PROPOSALS], ids=["summary", "proposals"])
def test_rules_texts_name_no_code_or_files(text: str) -> None:
    for code in (".py", "games/", "RULINGS", '"P"', "`", "components"):
        assert code not in text
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), "a code name slipped into the rules text"


@pytest.mark.parametrize("adventurer", C.ADVENTURER_VALUES, ids=lambda a: str(a.value))
def test_proposals_and_summary_list_every_per_bid_limit(adventurer: C.AdventurerValue) -> None:
    plural = "" if adventurer.limit == 1 else "s"
    phrase = f"{WORDS[adventurer.limit]} {adventurer.value}{plural}"
    assert phrase in PROPOSALS
    assert phrase in SUMMARY
    assert f"{adventurer.copies} of" in PROPOSALS


def test_proposals_say_a_hand_without_a_legal_bid_sits_the_bid_out() -> None:
    assert "sit that bid out" in PROPOSALS


def test_proposals_say_x_scores_zero_when_the_token_would_knock_out_everyone() -> None:
    text = PROPOSALS
    assert "knock out every player still in" in text and "scores 0 points" in text


def test_texts_fit_the_rules_message() -> None:
    assert len(SUMMARY) <= 1800 and len(PROPOSALS) <= 1024


def test_summary_gives_the_two_player_rule_that_two_leaders_cancel_and_the_same_treasures_are_bid_for_again() -> None:
    text = " ".join(SUMMARY.split())
    assert "With **two players**, two Leaders cancel each other out" in text
    assert "the same treasures are bid for again" in text


def test_summary_names_the_penalty_for_a_last_round_leader_without_effect() -> None:
    text = " ".join(SUMMARY.split())
    minus = str(C.PENALTY_UNRESOLVED_LEADER).replace("-", "−")
    assert f"{minus} per Leader played in the last round that had no effect" in text


def test_proposals_say_two_leaders_cancelling_in_a_two_player_last_round_each_cost_five() -> None:
    text = " ".join(PROPOSALS.split())
    minus = str(C.PENALTY_UNRESOLVED_LEADER).replace("-", "−")
    assert f"two Leaders cancel each other out (each costs {minus})" in text


def test_the_hand_says_what_a_player_is_trying_to_do() -> None:
    # rulebook: "the player who collected the most points with their spoils is the winner";
    # "X means that if you acquire that amount of a type of treasure, you immediately lose"
    s = GAME.setup(3, 5)
    hand = english(GAME.hand_face(GAME.view(s, 1)).description)
    goal = [line for line in hand.splitlines() if line.startswith("🎯")]
    assert goal == [
        "🎯 Goal: win treasures by bidding and have the most points for them at the end; "
        "one card too many of a kind (an X) knocks you out."
    ]
