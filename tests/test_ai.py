"""The AI players: legal moves, no peeking at hidden state, games that end, replayable decisions."""

from __future__ import annotations

import random
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from games import GAMES
from games.ai import LEVELS, Level, choose_action, config_for, decide
from games.arena import (
    MATCHUPS,
    Match,
    Result,
    deterministic_budget,
    full_budget,
    is_undecided,
    matches,
    percentile,
    play_match,
    run,
    table,
    wilson,
)
from games.contract import Game, Outcome
from games.ismcts import soft_reward
from games.testing import random_playout
from tests.toy_game import ToyGame, ToyState

GAME_IDS = sorted(GAMES)


def _decision_points(game: Game[Any, Any, Any], n: int, seed: int, every: int) -> list[tuple[Any, int]]:
    """(state, awaited seat) pairs with a real choice, taken along a random game."""
    playout = random_playout(game, n, seed, random.Random(seed), keep_states=True)
    points: list[tuple[Any, int]] = []
    for i, state in enumerate(playout.states):
        if i % every:
            continue
        for seat in sorted(game.waiting_for(state)):
            if len(game.legal_actions(state, seat)) > 1:
                points.append((state, seat))
                break
    return points


def _keys(game: Game[Any, Any, Any], actions: list[Any]) -> set[str]:
    return {game.dump_action(a) for a in actions}


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", LEVELS)
def test_ai_moves_are_always_legal(game_id: str, level: Level) -> None:
    game = GAMES[game_id]
    checked = 0
    for n in sorted({game.min_players, game.max_players}):
        for state, seat in _decision_points(game, n, seed=31 + n, every=3)[:10]:
            action = choose_action(game, state, seat, level=level, seed=checked, iterations=10)
            assert game.dump_action(action) in _keys(game, game.legal_actions(state, seat))
            game.apply(state, seat, action)  # accepted by the engine
            checked += 1
    assert checked >= 12


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ai_plays_the_same_in_every_world_consistent_with_its_view(game_id: str) -> None:
    """Swap the true hidden state for another one the seat cannot tell apart: same decision."""
    game = GAMES[game_id]
    differing = 0
    for n in (2, game.max_players):
        for k, (state, seat) in enumerate(_decision_points(game, n, seed=7 + n, every=7)[:5]):
            other = game.determinize(state, seat, random.Random(1000 + k))
            assert game.view(other, seat) == game.view(state, seat)
            differing += game.dump_state(other) != game.dump_state(state)
            for level in LEVELS:
                picks = [
                    game.dump_action(choose_action(game, s, seat, level=level, seed=k, iterations=16))
                    for s in (state, other)
                ]
                assert picks[0] == picks[1], f"{level} AI of seat {seat} saw more than its view"
            # the reason it holds: sampled worlds depend only on the view and the rng
            worlds = [game.dump_state(game.determinize(s, seat, random.Random(5))) for s in (state, other)]
            assert worlds[0] == worlds[1]
    assert differing >= 6, "the swapped states must really differ in what the seat cannot see"


class _Spy:
    """A game that records every look the AI takes at the true state."""

    def __init__(self, game: Game[Any, Any, Any], truth: Any, seat: int) -> None:
        self.game, self.truth, self.seat = game, truth, seat
        self.misuse: list[str] = []
        self.worlds = 0

    def _check(self, name: str, state: Any, seat: int | None = None) -> None:
        allowed = name in ("legal_actions", "view", "determinize") and seat == self.seat
        if state is self.truth and not allowed:
            self.misuse.append(f"{name}(truth, {seat})")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def legal_actions(self, state: Any, seat: int) -> list[Any]:
        self._check("legal_actions", state, seat)
        return self.game.legal_actions(state, seat)

    def view(self, state: Any, seat: int | None) -> Any:
        self._check("view", state, seat)
        return self.game.view(state, seat)

    def determinize(self, state: Any, seat: int, rng: random.Random) -> Any:
        self._check("determinize", state, seat)
        self.worlds += 1
        return self.game.determinize(state, seat, rng)

    def apply(self, state: Any, seat: int, action: Any) -> Any:
        self._check("apply", state, seat)
        return self.game.apply(state, seat, action)

    def waiting_for(self, state: Any) -> frozenset[int]:
        self._check("waiting_for", state)
        return self.game.waiting_for(state)

    def to_act(self, state: Any) -> frozenset[int]:
        self._check("to_act", state)
        return self.game.to_act(state)

    def outcome(self, state: Any) -> Any:
        self._check("outcome", state)
        return self.game.outcome(state)

    def evaluate(self, state: Any, seat: int) -> float | None:
        self._check("evaluate", state, seat)
        return self.game.evaluate(state, seat)

    def dump_state(self, state: Any) -> str:
        self._check("dump_state", state)
        return self.game.dump_state(state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ai_reads_the_true_state_only_through_view_legal_actions_and_determinize(game_id: str) -> None:
    game = GAMES[game_id]
    for state, seat in _decision_points(game, game.max_players, seed=3, every=11)[:4]:
        for level in LEVELS:
            spy = _Spy(game, state, seat)
            decision = decide(spy, state, seat, level=level, seed=1, iterations=8)  # type: ignore[arg-type]
            assert spy.misuse == []
            assert spy.worlds == decision.iterations, "every iteration searches a sampled world"
            assert (decision.iterations > 0) == (level != "easy")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_of_ai_players_only_ends(game_id: str) -> None:
    game = GAMES[game_id]
    for n in sorted({2, game.max_players}):
        state = game.setup(n, seed=100 + n)
        easy: list[Level] = ["easy"] * (n - 2)
        levels: list[Level] = ["normal", "hard", *easy]
        for step in range(20_000):
            waiting = game.waiting_for(state)
            if not waiting:
                break
            seat = min(waiting)
            action = choose_action(game, state, seat, level=levels[seat], seed=step, iterations=4)
            state, _ = game.apply(state, seat, action)
        assert game.is_over(state)
        outcome = game.outcome(state)
        assert outcome is not None and outcome.winners


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seeded_decision_replays(game_id: str) -> None:
    game = GAMES[game_id]
    for state, seat in _decision_points(game, 2, seed=12, every=5)[:3]:
        first = decide(game, state, seat, seed=42, iterations=30)
        again = decide(game, state, seat, seed=42, iterations=30)
        assert game.dump_action(first.action) == game.dump_action(again.action)
        assert first.search is not None and again.search is not None
        assert [(s.key, s.visits) for s in first.search.stats] == [(s.key, s.visits) for s in again.search.stats]


def test_the_time_budget_stops_the_search() -> None:
    game = GAMES[GAME_IDS[0]]
    state, seat = _decision_points(game, 2, seed=4, every=1)[0]
    start = time.perf_counter()
    decision = decide(game, state, seat, time_budget=0.05)
    took = time.perf_counter() - start
    assert took < 0.5
    assert decision.iterations >= config_for("normal").min_iterations


def test_budgets_combine_as_documented() -> None:
    only_count = config_for("normal", iterations=50)
    assert only_count.iterations == 50 and only_count.time_budget is None
    only_clock = config_for("hard", time_budget=0.2)
    assert only_clock.iterations is None and only_clock.time_budget == 0.2
    assert config_for("hard").time_budget is not None and config_for("hard").iterations is not None


def test_a_games_own_settings_adjust_its_levels_and_cap_their_iterations() -> None:
    capybara = GAMES["capybara"]
    ceiling = capybara.level_search["normal"]["iterations"]
    assert config_for("normal", game=capybara).iterations == ceiling
    assert config_for("normal", iterations=4 * ceiling, game=capybara).iterations == ceiling
    clock = config_for("normal", time_budget=0.3, game=capybara)
    assert clock.iterations == ceiling and clock.time_budget == 0.3, "the clock still stops it sooner"
    assert config_for("normal", iterations=ceiling // 2, game=capybara).iterations == ceiling // 2
    assert config_for("hard", iterations=4 * ceiling, game=capybara).iterations == 4 * ceiling
    assert config_for("normal", iterations=4 * ceiling).iterations == 4 * ceiling, "no game, no ceiling"
    chachapoya = GAMES["chachapoya"]
    depth = chachapoya.level_search["hard"]["rollout_depth"]
    assert depth != config_for("hard").rollout_depth
    hard = config_for("hard", iterations=800, game=chachapoya)
    assert hard.rollout_depth == depth and hard.iterations == 800
    others = [g for g in GAMES.values() if not g.level_search]
    plain = config_for("normal", iterations=999)
    assert others and all(config_for("normal", iterations=999, game=g) == plain for g in others)


def test_normal_searches_less_than_hard_where_the_game_caps_it() -> None:
    """Capybara's normal level stops at its ceiling even when given more; hard, given the same
    budget, searches past it (the two levels are different opponents)."""
    game = GAMES["capybara"]
    ceiling = game.level_search["normal"]["iterations"]
    searched: dict[str, list[int]] = {"normal": [], "hard": []}
    for state, seat in _decision_points(game, 2, seed=21, every=3)[:8]:
        for level in ("normal", "hard"):
            decision = decide(game, state, seat, level=level, seed=5, iterations=4 * ceiling)  # type: ignore[arg-type]
            searched[level].append(decision.iterations)
    assert max(searched["normal"]) <= ceiling
    assert max(searched["hard"]) > ceiling


def test_a_seat_with_one_legal_action_gets_it_without_search() -> None:
    game = GAMES[GAME_IDS[0]]
    playout = random_playout(game, 2, 9, random.Random(9), keep_states=True)
    for state in playout.states:
        for seat in sorted(game.waiting_for(state)):
            actions = game.legal_actions(state, seat)
            if len(actions) == 1:
                decision = decide(game, state, seat, iterations=100)
                assert decision.iterations == 0 and decision.action == actions[0]
                return
    pytest.skip("no forced move in this game")


def test_soft_reward_ranks_like_outcome_reward() -> None:
    assert soft_reward([10, 0], 0, 1.0) > 0.99
    assert soft_reward([0, 10], 0, 1.0) < 0.01
    assert soft_reward([5, 5, 5], 1, 3.0) == pytest.approx(0.5)
    assert soft_reward([5, 9, 1], 0, 2.0, out=frozenset({1})) > 0.9  # the eliminated rank last
    assert soft_reward([50, 1], 0, 2.0, out=frozenset({0})) == 0.0


def test_arena_statistics() -> None:
    lo, hi = wilson(9, 10)
    assert 0.59 < lo < 0.60 and 0.98 < hi < 0.99
    assert wilson(0, 10)[0] == 0.0
    assert percentile([3, 1, 2, 4], 50) == 2
    assert percentile([float(i) for i in range(1, 101)], 99) == 99


def test_arena_covers_every_player_count_and_matchup() -> None:
    budget = deterministic_budget(10)
    assert budget.kwargs("normal") == {"iterations": 10, "time_budget": None}  # no clock: load-independent
    assert budget.kwargs("hard")["iterations"] > 10 and budget.kwargs("hard")["time_budget"] is None
    assert full_budget().kwargs("hard")["time_budget"] is not None
    for game_id, game in GAMES.items():
        todo = list(matches([game_id], 1, budget))
        counts = {m.n_players for m in todo}
        assert counts == set(range(game.min_players, game.max_players + 1))
        assert {(m.tested, m.opponent) for m in todo} == set(MATCHUPS)
    only = list(matches(["chachapoya"], 2, budget, players=[2], matchups=["hard vs normal"]))
    assert [(m.n_players, m.name, m.index) for m in only] == [(2, "hard vs normal", 0), (2, "hard vs normal", 1)]


def test_a_deterministic_arena_game_replays() -> None:
    match = Match("chachapoya", 2, "normal", "random", 1, deterministic_budget(2))
    first, again = play_match(match), play_match(match)
    assert first.first == again.first and first.iterations == again.iterations > 0


def test_arena_table_has_a_row_per_player_count_and_matchup() -> None:
    budget = deterministic_budget(2)
    results = [
        Result(Match("chachapoya", n, tested, opponent, 0, budget), True, [0.01, 0.2], 4, 0.21)
        for n in (2, 3)
        for tested, opponent in MATCHUPS
    ]
    out = table(results, ["chachapoya"])
    rows = [line for line in out.splitlines() if " vs " in line]
    assert len(rows) == 2 * len(MATCHUPS) and all("100%" in row for row in rows)
    assert rows[0].startswith("normal vs random") and rows[2].startswith("hard vs normal")


def test_an_arena_run_with_a_results_file_keeps_every_game_and_never_replays_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Evidence runs take hours: a run stopped for time keeps its finished games, spread over every
    cell, and the next run plays only the missing ones (the same cell, number and budgets)."""
    budget = deterministic_budget(2)
    todo = list(matches(["chachapoya"], 4, budget, players=[2], matchups=["normal vs random", "normal vs easy"]))
    path = tmp_path / "results.jsonl"
    played: list[Match] = []
    real = play_match

    def stopped_after_four(match: Match) -> Result:
        if len(played) == 4:
            raise KeyboardInterrupt  # the run is stopped for time
        played.append(match)
        return real(match)

    monkeypatch.setattr("games.arena.play_match", stopped_after_four)
    with pytest.raises(KeyboardInterrupt):
        run(todo, ["chachapoya"], jobs=1, results_path=path)
    assert len(path.read_text().splitlines()) == 4
    assert {m.name for m in played} == {"normal vs random", "normal vs easy"}  # one rotation of each cell first

    played.clear()
    monkeypatch.setattr("games.arena.play_match", lambda m: played.append(m) or real(m))
    results = run(todo, ["chachapoya"], jobs=1, results_path=path)
    assert len(played) == 4 and len(results) == 8  # only the missing games were played
    assert len(path.read_text().splitlines()) == 8
    assert "4 games played" in capsys.readouterr().out
    again = {(r.match.name, r.match.index): r.first for r in results}
    for r in (real(m) for m in todo[:2]):
        assert again[(r.match.name, r.match.index)] == r.first  # read back as played

    played.clear()
    other = list(matches(["chachapoya"], 1, deterministic_budget(3), players=[2], matchups=["normal vs random"]))
    run(other, ["chachapoya"], jobs=1, results_path=path)
    assert len(played) == 1  # another budget is another game


def test_the_arena_hint_seat_plays_exactly_the_bots_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 36 measures the 💡 Hint against random players: the arena's hint seat must play what the
    bot's Hint button would show (``bot.ai_pool.hint_in_worker``, at the hint's iteration count)."""
    from bot.ai_pool import hint_in_worker
    from games import arena
    from games.hints import HINT_ITERATIONS

    asked: list[tuple[str, int, str]] = []
    real = arena.hint

    def recorded(game: Game[Any, Any, Any], state: Any, seat: int, **kwargs: Any) -> Any:
        found = real(game, state, seat, **kwargs)
        asked.append((game.dump_state(state), seat, game.dump_action(found.action)))
        return found

    monkeypatch.setattr(arena, "hint", recorded)
    match = Match("chachapoya", 2, "hint", "random", 1, deterministic_budget(2))
    result = play_match(match)
    assert asked and result.decision_seconds and len(result.decision_seconds) == len(asked)
    assert {seat for _, seat, _ in asked} == {1}  # game 1: the hint plays seat 1, random seat 0
    for state, seat, action in asked[:5]:
        assert hint_in_worker("chachapoya", state, seat, HINT_ITERATIONS["chachapoya"])[0] == action


def test_an_arena_report_tables_the_results_file_and_plays_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    budget = deterministic_budget(2)
    todo = list(matches(["chachapoya"], 2, budget, players=[2], matchups=["normal vs random"]))
    path = tmp_path / "results.jsonl"
    run(todo[:1], ["chachapoya"], jobs=1, results_path=path)
    capsys.readouterr()
    monkeypatch.setattr("games.arena.play_match", lambda m: pytest.fail("a report plays nothing"))
    results = run(todo, ["chachapoya"], jobs=1, results_path=path, play=False)
    assert len(results) == 1
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("normal vs random"))
    assert row.split()[3:5] == ["2", "1"] and "0 games played" in out  # 2 players, 1 game: the one in the file


class _NobodyWins(ToyGame):
    """The toy game ending like Inka's round cap: every seat shares first place."""

    id = "nobody-wins"

    def outcome(self, state: ToyState) -> Outcome | None:
        if self.to_act(state):
            return None
        return Outcome.from_scores([0.0] * len(state.tricks))


def test_an_undecided_game_is_counted_apart_never_as_a_first_place(monkeypatch: pytest.MonkeyPatch) -> None:
    assert is_undecided([0, 1, 2], 3) and not is_undecided([0, 2], 3) and not is_undecided([0], 1)
    monkeypatch.setitem(GAMES, "nobody-wins", _NobodyWins())
    budget = deterministic_budget(4)
    results = [play_match(Match("nobody-wins", 3, "normal", "random", i, budget)) for i in range(3)]
    assert all(r.undecided and not r.first for r in results)
    out = table(results, ["nobody-wins"])
    assert "undec" in out
    row = next(line for line in out.splitlines() if line.startswith("normal vs random"))
    assert row.split()[5] == "0%" and row.split()[7] == "3"  # no first place; 3 undecided
    assert row.split()[8] == "-"  # no decided game: no rate among them


def test_a_shared_first_place_short_of_everyone_still_counts() -> None:
    budget = deterministic_budget(2)
    won = Result(Match("chachapoya", 3, "normal", "random", 0, budget), True, [], 0, 0.0, undecided=False)
    drawn = Result(Match("chachapoya", 3, "normal", "random", 1, budget), False, [], 0, 0.0, undecided=True)
    row = next(line for line in table([won, drawn], ["chachapoya"]).splitlines() if line.startswith("normal"))
    assert row.split()[5] == "50%" and row.split()[7] == "1"


def test_the_decided_rate_leaves_out_the_games_nobody_won() -> None:
    """Two equal players who tie a fifth of their games each place first in 40 %, not 50 %: "hard
    is stronger than normal" is judged by the games somebody won (13 won, 4 lost, 3 tied here)."""
    budget = deterministic_budget(2)
    outcomes = [(True, False)] * 13 + [(False, False)] * 4 + [(False, True)] * 3
    results = [
        Result(Match("pachamama", 2, "hard", "normal", i, budget), first, [], 0, 0.0, undecided=tied)
        for i, (first, tied) in enumerate(outcomes)
    ]
    row = next(line for line in table(results, ["pachamama"]).splitlines() if line.startswith("hard vs normal"))
    cols = row.split()
    assert cols[4:8] == ["20", "65%", "43%–82%", "3"]  # over all games: the interval holds 50 %
    assert cols[8:10] == ["76%", "53%–90%"]  # over the 17 decided ones: it does not


class _TunedToy(ToyGame):
    """The toy game with a ``search_settings`` hook that records what it was given."""

    id = "tuned-toy"

    def __init__(self) -> None:
        self.seen: list[tuple[Any, Any]] = []

    def search_settings(self, view: Any, config: Any) -> Any:
        self.seen.append((view, config))
        return replace(config, iterations=5, epsilon=0.0)


def test_a_game_may_adjust_the_search_settings_from_the_seats_own_view() -> None:
    game = _TunedToy()
    state = game.setup(3, 7)
    decision = decide(game, state, 1, level="normal", seed=3, iterations=50)
    assert decision.iterations == 5  # the hook's settings are the ones searched with
    (view, config), *_ = game.seen
    assert view == game.view(state, 1) and config.iterations == 50 and config.epsilon > 0


class _SlowToNarrow(ToyGame):
    """The toy game whose ``search_candidates`` hook takes a while (like scoring every bid)."""

    id = "slow-toy"

    def search_candidates(self, view: Any, actions: list[Any]) -> list[Any]:
        time.sleep(0.2)
        return actions


def test_the_search_set_up_is_part_of_the_time_budget() -> None:
    game = _SlowToNarrow()
    decision = decide(game, game.setup(3, 7), 0, level="normal", seed=1, time_budget=0.1)
    assert decision.iterations == config_for("normal").min_iterations  # the budget was spent before searching
    assert decision.elapsed >= 0.2
