"""Pachamama views, determinize, presentation and the AI heuristic."""

from __future__ import annotations

import random

from bot.i18n import english
from games.pachamama import GAME
from games.pachamama.ai import certain_fields
from games.pachamama.grid import grid_for
from games.pachamama.rules import check_land
from games.pachamama.state import Aim, Divine, Go, Look, Offer, PachamamaOptions, PachamamaState, Pick
from games.testing import random_playout

GRID = grid_for(False)


def _states(n: int, seed: int, short: bool = False) -> list[PachamamaState]:
    p = random_playout(GAME, n, seed, random.Random(seed), keep_states=True, options=PachamamaOptions(short=short))
    return p.states


def _knowledge_kept(state: PachamamaState, world: PachamamaState, seat: int) -> bool:
    for c in range(len(state.land)):
        if state.discovered[c] and world.land[c] != state.land[c]:
            return False
        if state.cultivated[c] and world.field[c] != state.field[c]:
            return False
    return all((world.land[p.cell], world.field[p.cell]) == (p.land, p.field) for p in state.seats[seat].peeks)


def test_determinize_keeps_everything_the_seat_knows_and_redraws_the_rest() -> None:
    changed = 0
    for short in (False, True):
        for n, seed in ((2, 1), (3, 2), (4, 3)):
            states = _states(n, seed, short)
            for state in states[:: max(1, len(states) // 25)]:
                for seat in range(n):
                    world = GAME.determinize(state, seat, random.Random(seat))
                    assert _knowledge_kept(state, world, seat)
                    grid = grid_for(short)
                    check_land(grid, world.land, world.field, 9 if short else 15)
                    assert GAME.view(world, seat) == GAME.view(state, seat)
                    changed += (world.land, world.field) != (state.land, state.field)
    assert changed > 20


def test_determinize_keeps_own_peeks_and_rereads_others() -> None:
    s = GAME.setup(2, 9)
    s.seats[0].cubes = [1, 1, 1, 1]
    target = next(c for c in range(GRID.n) if not s.discovered[c])
    s, _ = GAME.apply(s, 0, Offer(reward="peek"))
    s, _ = GAME.apply(s, 0, Look(cell=target))
    for k in range(6):
        mine = GAME.determinize(s, 0, random.Random(k))
        assert (mine.land[target], mine.field[target]) == (s.land[target], s.field[target])
        theirs = GAME.determinize(s, 1, random.Random(k))
        peek = theirs.seats[0].peeks[0]  # somewhere: seat 1 does not know where seat 0 looked
        assert (peek.land, peek.field) == (theirs.land[peek.cell], theirs.field[peek.cell])  # consistent world
        GAME.check_invariants(theirs)


def test_determinize_early_redraws_undiscovered_land() -> None:
    s = GAME.setup(3, 21)
    worlds = {tuple(GAME.determinize(s, 0, random.Random(k)).land) for k in range(8)}
    assert len(worlds) > 1


def test_certain_fields_are_always_right() -> None:
    checked = 0
    for n, seed in ((2, 4), (3, 5), (4, 6)):
        for state in _states(n, seed)[::5]:
            for seat in range(n):
                for c, f in certain_fields(GAME.view(state, seat)).items():
                    assert state.field[c] == f
                    checked += 1
    assert checked > 500


def test_ai_divines_a_field_it_can_deduce() -> None:
    s = GAME.setup(2, 12)
    s.discovered = [True] * GRID.n  # every land type known: the revealed squares fix every field by logic
    sure = certain_fields(GAME.view(s, 0))
    assert len(sure) == GRID.n
    free = [c for c in range(GRID.n) if not s.cultivated[c]]
    # every explorer already stands on a sure square: none is left to park first (ai.py), so divine
    s.seats[0].explorers = free[: len(s.seats[0].explorers)]
    action = GAME.heuristic_action(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(1))
    assert isinstance(action, Aim)
    target = s.seats[0].explorers[action.explorer]
    s, _ = GAME.apply(s, 0, action)
    action = GAME.heuristic_action(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(1))
    assert action == Divine(value=s.field[target])


def test_ai_beats_random_play() -> None:
    wins = 0
    for g in range(8):
        s = GAME.setup(2, 300 + g)
        rng = random.Random(g)
        ai = g % 2
        while GAME.to_act(s):
            seat = s.current
            actions = GAME.legal_actions(s, seat)
            if seat == ai:
                action = GAME.heuristic_action(GAME.view(s, seat), actions, rng)
                assert action in actions
            else:
                action = rng.choice(actions)
            s, _ = GAME.apply(s, seat, action)
        outcome = GAME.outcome(s)
        assert outcome is not None
        wins += ai in outcome.winners
    assert wins >= 7


def test_controls_fit_discord() -> None:
    for n, seed in ((2, 7), (4, 8)):
        for state in _states(n, seed):
            seat = state.current
            actions = GAME.legal_actions(state, seat)
            groups = GAME.controls(GAME.view(state, seat), actions)
            rows = 0
            buttons = 0
            for g in groups:
                if g.kind == "buttons":
                    buttons += len(g.choices)
                    rows += (len(g.choices) + 4) // 5
                else:
                    rows += (len(g.choices) + 24) // 25
            assert buttons <= 25 and rows <= 5
            assert sorted(c.action for g in groups for c in g.choices) == list(range(len(actions)))


def test_destination_labels_name_the_square_and_what_is_known() -> None:
    from games.pachamama import components as C

    s = GAME.setup(2, 13)
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    actions = GAME.legal_actions(s, 0)
    labels = {english(c.label) for g in GAME.controls(GAME.view(s, 0), actions) for c in g.choices}
    hidden = next(c for c in GRID.edge if not s.discovered[c])
    assert f"{GRID.label(hidden)} · undiscovered" in labels
    s.discovered[hidden] = True
    labels = {english(c.label) for g in GAME.controls(GAME.view(s, 0), actions) for c in g.choices}
    assert f"{GRID.label(hidden)} · {C.LAND_TYPES[s.land[hidden]]}" in labels


def test_faces_and_picture() -> None:
    states = _states(3, 14)
    for state in (states[0], states[len(states) // 2], states[-1]):
        face = GAME.table_face(GAME.view(state, None))
        description = english(face.description)
        fields = " ".join(english(name) + english(value) for name, value in face.fields)
        assert len(description) < 3000 and "<seat:" in description + fields
        hand = GAME.hand_face(GAME.view(state, 0))
        assert "Cubes:" in english(hand.description)
        png = GAME.render_table(GAME.view(state, None), ["Ana", "Ben", "Cleo"], english)
        assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_peek_shows_in_its_players_hand_only() -> None:
    s = GAME.setup(2, 15)
    s.seats[1].cubes = [1, 1, 1, 1]
    s, _ = GAME.apply(s, 0, Pick(explorer=0))
    s, _ = GAME.apply(s, 0, Go(cell=GRID.cell("A1")))
    while s.current != 1:  # finish seat 0's turn if it may still offer
        s, _ = GAME.apply(s, 0, GAME.legal_actions(s, 0)[-1])
    target = next(c for c in range(GRID.n) if not s.discovered[c])
    s, _ = GAME.apply(s, 1, Offer(reward="peek"))
    s, _ = GAME.apply(s, 1, Look(cell=target))
    assert "Your looks at the wheel" in english(GAME.hand_face(GAME.view(s, 1)).description)
    assert "Your looks at the wheel" not in english(GAME.hand_face(GAME.view(s, 0)).description)


def test_recoloured_worlds_keep_every_rule_and_every_known_type() -> None:
    from games.pachamama.complete import ALL_TYPES, recolour

    s = GAME.setup(3, 16)
    tdom = [1 << t if d else ALL_TYPES for t, d in zip(s.land, s.discovered, strict=True)]
    seen = set()
    for k in range(10):
        land = recolour(GRID, list(s.land), tdom, 15, random.Random(k))
        check_land(GRID, land, list(s.field), 15)
        assert all(land[c] == s.land[c] for c in range(GRID.n) if s.discovered[c])
        seen.add(tuple(land))
    assert len(seen) > 1


def test_evaluate_prefers_the_leader() -> None:
    s = GAME.setup(2, 17)
    s.seats[0].score = s.seats[0].field_points = 12
    s.seats[1].cubes = [1, 1, 0, 0]
    lead, trail = GAME.evaluate(s, 0), GAME.evaluate(s, 1)
    assert 0.5 < lead < 1 and 0 < trail < 0.5
