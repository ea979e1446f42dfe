"""The Inka AI's heuristic (the playouts' policy) in named, constructed situations, and a seeded smoke match."""

from __future__ import annotations

import random

import pytest

from games.inka import ai as A
from games.inka import board as B
from games.inka import scenario as S
from games.inka.rules import InkaGame
from games.inka.state import InkaView

GAME = InkaGame()


def _rolled(at: dict[int, str | None], carrier: int | None, current: int, dice: tuple[int, int]) -> InkaView:
    s = S.position(2, at=at, carrier=carrier, current=current)
    s, _ = S.roll(s, dice)
    return GAME.view(s, current)


def _offered(view: InkaView, coord: str) -> bool:
    return any(o.to == B.cell_of(coord) for o in view.options)


def test_hit_chance_follows_dice_and_parity() -> None:
    # 1 field away: a 1 or a 3 on either die (a detour of two); 7 away only the sum 7
    assert A.HIT_CHANCE[1] == pytest.approx(1 - (4 / 6) ** 2)
    assert A.HIT_CHANCE[7] == pytest.approx(10 / 36)  # sums 7 and 9
    assert A.HIT_CHANCE[12] == pytest.approx(1 / 36)
    assert A.HIT_CHANCE[13] == 0.0


def test_carrier_keeps_out_of_a_hunters_easy_reach() -> None:
    """Carrier on N14, a hunter on Q13, rolled 2 and 5. R15 is nearest the arrow but three fields
    from the hunter; the carrier takes a field nearly as close to home and out of easy reach."""
    view = _rolled({0: "N14", 1: "Q13"}, carrier=0, current=0, dice=(2, 5))
    assert _offered(view, "R15")
    best = A.best_option(view)
    assert best is not None
    hunter = B.cell_of("Q13")
    assert A.dist(hunter, best.to) > 4
    assert A.dist(best.to, B.ARROW) <= 4


def test_hunter_heads_the_carrier_off() -> None:
    """Hunter on I12, the carrier on M13 (9 from the arrow), rolled 2 and 4: no hit. Rather than
    follow the carrier from behind (L13), the hunter goes ahead of it, nearer the camp than it is."""
    view = _rolled({0: "I12", 1: "M13"}, carrier=1, current=0, dice=(2, 4))
    assert _offered(view, "L13")
    best = A.best_option(view)
    assert best is not None
    carrier = B.cell_of("M13")
    assert A.dist(best.to, B.ARROW) < A.dist(carrier, B.ARROW)
    assert A.dist(best.to, carrier) <= 4


def test_hunter_always_takes_a_hit() -> None:
    view = _rolled({0: "I12", 1: "M13"}, carrier=1, current=0, dice=(3, 5))
    best = A.best_option(view)
    assert best is not None and best.to == B.cell_of("M13")


def test_banish_sends_the_pawn_far_from_the_carrier_and_the_arrow() -> None:
    """A carrier near the arrow never sends a hunter to R8, the island 9 fields from the arrow."""
    rng = random.Random(0)
    s = S.position(2, at={0: "P16", 1: "Q16"}, carrier=0, current=0)
    s, _ = S.roll(s, (1, 2))
    s, _ = S.play_move(s, next(a for a in GAME.legal_actions(s, 0) if getattr(a, "to", "") == "Q16"))
    assert s.phase == "banish"
    pick = A.heuristic_action(GAME.view(s, 0), GAME.legal_actions(s, 0), rng)
    assert pick is not None and pick.island in ("J4", "D11")


def test_heuristic_beats_random_players_smoke() -> None:
    """Seeded 2-player games, the heuristic against a uniformly random player: it wins them all."""
    wins = 0
    for index in range(8):
        rng = random.Random(index)
        me = index % 2
        s = GAME.setup(2, 900 + index // 2)
        while not GAME.is_over(s):
            seat = min(GAME.waiting_for(s))
            actions = GAME.legal_actions(s, seat)
            a = GAME.heuristic_action(GAME.view(s, seat), actions, rng) if seat == me else None
            s, _ = GAME.apply(s, seat, a or rng.choice(actions))
        wins += s.winner == me
    assert wins == 8


def test_a_carrier_at_the_arrow_is_a_likely_winner_far_from_it_a_coin_flip() -> None:
    near = S.position(2, at={0: "Q17", 1: "C3"}, carrier=0, current=0)
    far = S.position(2, at={0: "I11", 1: "K12"}, carrier=0, current=1)  # the hunter, 3 away, moves next
    assert A.win_chances(near)[0] > 0.8
    assert A.win_chances(far)[0] < 0.4
    assert sum(A.win_chances(far)) == pytest.approx(1.0)


def test_evaluate_uses_the_rewards_scale_a_loser_shares_second_place() -> None:
    """At 4 players a loss is still worth 2/3 (second place shared by all losers), so evaluate
    never rates an unfinished game below what losing it would score."""
    s = S.position(4, at={0: "A1", 1: "Q17", 2: "B5", 3: "F5"}, carrier=1, current=1)
    assert 2 / 3 <= GAME.evaluate(s, 0) < GAME.evaluate(s, 1) <= 1.0
    before = S.position(4)
    assert GAME.evaluate(before, 0) == pytest.approx(2 / 3 + 1 / 3 / 4)


def test_the_search_looks_at_the_heuristics_best_few_moves() -> None:
    """A hunter on K13 rolling 5 and 6 has well over a hundred moves; the search gets the best
    few, reached through their area when the first step does not list them, the heuristic's own first."""
    s = S.position(2, at={0: "K13", 1: "C3"}, carrier=1, current=0)
    s, _ = S.roll(s, (5, 6))
    view = GAME.view(s, 0)
    actions = GAME.legal_actions(s, 0)
    narrowed = GAME.search_candidates(view, actions)
    assert len(view.options) > 100
    assert 1 <= len(narrowed) <= A.SEARCH_WIDTH
    assert all(a in actions for a in narrowed)
    assert A.heuristic_action(view, actions, random.Random(0)) in narrowed


def test_opponents_in_the_search_play_their_heuristic() -> None:
    """Another seat in the search plays its heuristic (never a random move), from its own view:
    reshuffled stacks and temples do not change its pick."""
    s = S.position(3, at={0: "K13", 1: "C3", 2: "F5"}, current=1)
    s, _ = S.roll(s, (2, 5))
    actions = GAME.legal_actions(s, 1)
    want = A.heuristic_action(GAME.view(s, 1), actions, random.Random(0))
    for k in range(5):
        world = S.perturb_hidden(s, 1, random.Random(k))
        assert GAME.opponent_action(world, 1, actions, random.Random(0)) == want


def test_an_islands_pool_is_no_bridge_for_walkers() -> None:
    """J15's pool joins the river in column K. Only a pawn leaving the island J15 crosses it free;
    for a pawn on J17 the walk to the arrow goes round the river, so the carrier there does not
    count itself 4 fields from L17 (the bug that kept a carrier pacing by the river for 150 rounds)."""
    J17, L17, J15, J1, J4 = (B.cell_of(c) for c in ("J17", "L17", "J15", "J1", "J4"))
    assert A.dist(J17, B.ARROW) > A.dist(L17, B.ARROW) + 10
    assert A.dist(J17, L17) > 10
    assert A.dist(J15, L17) <= 5  # leaving the island: through the pool
    assert A.dist(J4, J1) == 3  # the rulebook's island example: J3 is the pool, then J2, J1


def test_the_search_never_browses_back() -> None:
    s = S.position(2, at={0: "K13", 1: "C3"}, carrier=1, current=0)
    s, _ = S.roll(s, (5, 6))
    zone = next(a for a in GAME.legal_actions(s, 0) if a.kind == "browse")
    s, _ = GAME.apply(s, 0, zone)
    actions = GAME.legal_actions(s, 0)
    narrowed = GAME.search_candidates(GAME.view(s, 0), actions)
    assert narrowed and all(a.kind == "move" for a in narrowed)
