"""Pachamama hidden information: determinize and perturb_hidden depend only on what a seat knows."""

from __future__ import annotations

import random

from games.ai import choose_action
from games.pachamama import GAME
from games.pachamama.grid import grid_for, regions_of
from games.pachamama.state import PachamamaState, Peek
from games.testing import random_playout

GRID = grid_for(False)


def _with_secret_look(state: PachamamaState, seat: int, cell: int, seed: int) -> PachamamaState:
    """``state`` where ``seat`` has secretly looked at ``cell`` (and the true RNG seed is ``seed``)."""
    s = state.model_copy(deep=True)
    s.seats[seat].peeks.append(Peek(cell=cell, land=s.land[cell], field=s.field[cell]))
    s.seats[seat].offerings += 1
    s.rng.seed = seed
    return s


def _twins(n: int = 2, seed: int = 5) -> tuple[PachamamaState, PachamamaState]:
    """Two states seat 0 cannot tell apart: seat 1 looked at different squares; different seeds."""
    base = GAME.setup(n, seed)
    hidden = [c for c in range(GRID.n) if not base.discovered[c]]
    return _with_secret_look(base, 1, hidden[0], 111), _with_secret_look(base, 1, hidden[-1], 222)


def test_determinize_does_not_keep_another_seats_secret_look_or_the_true_seed() -> None:
    a, b = _twins()
    assert GAME.view(a, 0) == GAME.view(b, 0)
    for k in range(5):
        wa = GAME.determinize(a, 0, random.Random(k))
        wb = GAME.determinize(b, 0, random.Random(k))
        assert GAME.dump_state(wa) == GAME.dump_state(wb)
        assert wa.rng.seed not in (111, 222)
        GAME.check_invariants(wa)


def test_determinize_keeps_how_many_looks_each_seat_made() -> None:
    a, _ = _twins()
    for k in range(5):
        world = GAME.determinize(a, 0, random.Random(k))
        assert [len(p.peeks) for p in world.seats] == [0, 1]
        assert all(c not in world.revealed for c in (pk.cell for pk in world.seats[1].peeks))


def test_ai_choice_does_not_depend_on_which_square_an_opponent_looked_at() -> None:
    """Seat 1 looked either where one of its explorers stands or at some other square."""
    checked = 0
    for seed in (3, 4):
        states = random_playout(GAME, 2, seed, random.Random(seed), keep_states=True).states
        for state in states[4:100:4]:
            if state.current != 0 or len(GAME.legal_actions(state, 0)) < 2:
                continue
            spots = [c for c in state.seats[1].explorers if c is not None and not state.cultivated[c]]
            others = [c for c in range(GRID.n) if not state.cultivated[c] and c not in spots]
            if not spots or not others:
                continue
            a = _with_secret_look(state, 1, spots[0], 7)
            b = _with_secret_look(state, 1, others[0], 8)
            pick_a = choose_action(GAME, a, 0, level="normal", seed=4, iterations=40)
            pick_b = choose_action(GAME, b, 0, level="normal", seed=4, iterations=40)
            assert pick_a == pick_b
            checked += 1
    assert checked >= 5


def test_determinize_covers_many_lands_at_the_start() -> None:
    """Before the fix, 200 worlds at game start held only 4 distinct lands."""
    s = GAME.setup(2, 5)
    worlds = [GAME.determinize(s, 0, random.Random(k)) for k in range(200)]
    lands = {tuple(w.land) for w in worlds}
    tilings = {tuple(tuple(r) for r in regions_of(GRID, w.land)) for w in worlds}
    fields = {tuple(w.field) for w in worlds}
    assert len(lands) >= 100  # 164 after the fix
    assert len(tilings) >= 80  # 135: the regions themselves vary, not only their colours
    assert len(fields) >= 100  # 147


def test_perturb_hidden_redraws_unseen_land_and_others_looks_but_keeps_the_view(monkeypatch) -> None:
    """Written without the land search of determinize; the land changes where it is still open.

    Once about 30 squares are discovered the land is usually fixed by what everyone knows
    (determinize too finds a single world), so only the first states of each game count.
    """
    import games.pachamama.complete as search
    from games.pachamama.scenario import perturb_hidden

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("perturb_hidden must not go through the land search of determinize")

    monkeypatch.setattr(search, "complete", forbidden)
    land_changed = early = looks_moved = total = 0
    for n, seed in ((2, 3), (4, 6), (3, 22)):
        states = random_playout(GAME, n, seed, random.Random(seed), keep_states=True).states
        for index, state in enumerate(states[:: max(1, len(states) // 8)]):
            for seat in range(n):
                cell = next(c for c in range(GRID.n) if c not in state.revealed)
                s = _with_secret_look(state, (seat + 1) % n, cell, 9)
                other = perturb_hidden(s, seat, random.Random(seat))
                GAME.check_invariants(other)
                assert GAME.view(other, seat) == GAME.view(s, seat)
                assert other.rng.seed != s.rng.seed
                if index < 4:
                    early += 1
                    land_changed += (other.land, other.field) != (s.land, s.field)
                looks_moved += [p.peeks for p in other.seats] != [p.peeks for p in s.seats]
                total += 1
    assert land_changed >= early // 3
    assert looks_moved >= total * 3 // 4
