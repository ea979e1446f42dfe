"""Chachapoya hidden information: perturb_hidden changes only what the observing seat cannot know."""

from __future__ import annotations

import random

import pytest

from bot.i18n import english
from games.ai import choose_action
from games.chachapoya import GAME
from games.chachapoya.scenario import build_state, perturb_hidden
from games.chachapoya.state import BidAction, State
from games.testing import random_playout

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def sampled_states(n: int, games: int = 2, every: int = 13) -> list[State]:
    states: list[State] = []
    for seed in range(games):
        playout = random_playout(GAME, n, seed=seed, rng=random.Random(seed), keep_states=True)
        states += [*playout.states[::every], playout.final]
    return states


def seen_by(state: State, seat: int) -> tuple[object, ...]:
    view = GAME.view(state, seat)
    public = GAME.view(state, None)
    return (
        view,
        public,
        GAME.hand_face(view),
        GAME.table_face(public),
        GAME.legal_actions(state, seat),
    )


@pytest.mark.parametrize("n", [2, 4])
def test_perturbed_states_look_the_same_to_the_seat_and_stay_valid(n: int) -> None:
    rng = random.Random(n)
    changed = total = 0
    for state in sampled_states(n):
        for seat in range(n):
            other = perturb_hidden(state, seat, rng)
            GAME.check_invariants(other)
            assert seen_by(other, seat) == seen_by(state, seat)
            if seat == 0:  # the picture is drawn from the public view alone
                names = NAMES[:n]
                assert GAME.render_table(GAME.view(other, None), names, english) == GAME.render_table(
                    GAME.view(state, None), names, english
                )
            assert other.rng.seed != state.rng.seed
            total += 1
            changed += other.model_copy(update={"rng": state.rng}) != state
            # the same move in both worlds tells the seat the same, unless its view then differs
            awaited = sorted(GAME.to_act(state))
            if awaited:
                mover = awaited[0]
                both = [a for a in GAME.legal_actions(state, mover) if a in GAME.legal_actions(other, mover)]
                if both:
                    action = rng.choice(both)
                    after, events = GAME.apply(state, mover, action)
                    after2, events2 = GAME.apply(other, mover, action)
                    if GAME.view(after, seat) == GAME.view(after2, seat):
                        assert [e for e in events if e.visible_to(seat)] == [e for e in events2 if e.visible_to(seat)]
    assert changed > total * 0.6, f"only {changed} of {total} perturbations changed more than the seed"


def test_other_hands_and_pending_bids_are_dealt_again_within_the_public_sizes() -> None:
    s = build_state(
        [["7", "7", "9"], ["11", "11", "9", "tracker"], ["17", "31", "spy"]],
        face_up="green",
        face_down=["red"],
        buried="blue",
        shown=["green", "red", "blue"],
    )
    s, _ = GAME.apply(s, 1, BidAction(cards=("11", "11")))
    seen = set()
    for k in range(20):
        other = perturb_hidden(s, 0, random.Random(k))
        assert other.hands[0] == s.hands[0] and other.bids[0] == s.bids[0]
        assert [len(h) for h in other.hands] == [len(h) for h in s.hands]
        assert other.bids[1] is not None and len(other.bids[1]) == 2
        assert BidAction(cards=tuple(other.bids[1])) in GAME.legal_actions(other, 1)
        assert other.adv_discard == s.adv_discard
        seen.add((tuple(other.hands[1]), tuple(other.hands[2]), tuple(other.bids[1])))
    assert len(seen) > 10


def test_the_buried_and_face_down_cards_swap_only_for_those_who_did_not_offer() -> None:
    s = build_state(
        [["7"], ["9"], ["11"]],
        face_up="green",
        face_down=["red"],
        buried="blue",
        shown=["green", "red", "blue"],
    )
    for k in range(10):
        mine = perturb_hidden(s, 0, random.Random(k))  # seat 0 made the offer
        assert mine.offer == s.offer and mine.deck[-1] == s.deck[-1]
    swapped = {perturb_hidden(s, 1, random.Random(k)).offer[1].card for k in range(20)}
    assert swapped == {"red", "blue"}


def test_the_ai_decides_the_same_in_a_perturbed_world() -> None:
    for state in sampled_states(3, games=1, every=15):
        for seat in sorted(GAME.waiting_for(state)):
            other = perturb_hidden(state, seat, random.Random(seat))
            mine = choose_action(GAME, state, seat, level="normal", seed=5, iterations=40)
            theirs = choose_action(GAME, other, seat, level="normal", seed=5, iterations=40)
            assert mine == theirs
