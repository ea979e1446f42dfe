"""The shared engine suite, run over every game in the registry."""

from __future__ import annotations

import io
import os
import random
from typing import Any

import pytest
from PIL import Image

from bot.i18n import PSEUDO, english, languages, words_for
from games import GAMES, rules_picture
from games.contract import Game
from games.testing import (
    check_undo,
    checked_playout,
    determinize_resamples,
    heuristic_policy,
    policy_playout,
    random_playout,
    random_policy,
)

#: every text the suite meets is rendered in one of these (strict: a missing id or argument fails)
EVERY_LANGUAGE = [words_for(lang) for lang in [*languages(), PSEUDO]]
#: ``ENGINE_PLAYOUTS`` set (``make soak``: 200): that many random games of every game, Inka's capped as below
PLAYOUTS_SET = "ENGINE_PLAYOUTS" in os.environ
PLAYOUTS = int(os.environ.get("ENGINE_PLAYOUTS", "200"))
DEEP_PLAYOUTS = int(os.environ.get("ENGINE_DEEP_PLAYOUTS", "6"))
POLICY_PLAYOUTS = int(os.environ.get("ENGINE_POLICY_PLAYOUTS", "20"))
#: Random Inka games almost never find the treasure, so each runs to the 150-round cap
#: (450-1,400 checked steps, 10-50x another game's): fewer of them check as many steps.
LONG_RANDOM_GAMES = {"inka": 10}
#: The random games ``make test`` plays beside the deep-checked ones, by their place i (seed 1000 + i) among the 200
#: of ``make soak``: with the deep-checked games they reach every branch (arc) of the game's code that all the 200
#: reach, the other games adding none. Chosen game by game with coverage.py,
#: ``python -m bench.playout_coverage GAME PLAYERS`` (2026-12-06), which prints this choice and, with ``--check``,
#: fails when the games here no longer reach every branch (``make soak`` runs it: a change of a game's code can
#: move its branches to other games).
COVERING_GAMES: dict[tuple[str, int], tuple[int, ...]] = {
    ("capybara", 2): (),
    ("capybara", 3): (53,),
    ("capybara", 4): (35, 110, 165),
    ("capybara", 5): (),
    ("chachapoya", 2): (8, 31, 100, 168),
    ("chachapoya", 3): (6, 37, 47, 77),
    ("chachapoya", 4): (13, 14, 23, 94),
    ("pachamama", 2): (7, 62, 137, 150),
    ("pachamama", 3): (7, 13, 20, 38, 162),
    ("pachamama", 4): (7, 19, 62, 158, 186),
    ("inka", 2): (4, 7, 8),
    ("inka", 3): (4, 7),
    ("inka", 4): (),
    ("inka", 5): (7,),
    ("inka", 6): (4, 9),
    ("anasazi", 2): (9,),
    ("anasazi", 3): (9, 30, 121),
    ("anasazi", 4): (11,),
}


#: Pachamama's determinize searches a land consistent with what a seat knows, for every seat of every deep-checked
#: state: 70 % of the 4-player case's time (profiled), which was the longest test of the suite. Each random game
#: is some 500 steps: two whole games checked at every step (about 1,000 consecutive states, setup to final
#: scoring) plus the 1 % of deep steps of the other games cover the rules the four more whole games did again
#: (in ``make soak`` about 1,000 states of 198 different lands; in ``make test`` every branch those reach).
COSTLY_DEEP_GAMES = {"pachamama": 2}


def playouts(game_id: str) -> int:
    """The random games of ``game_id`` ``make soak`` plays per player count (the places ``random_games`` draws from)."""
    return min(PLAYOUTS, LONG_RANDOM_GAMES.get(game_id, PLAYOUTS))


def deep_playouts(game_id: str) -> int:
    return min(DEEP_PLAYOUTS, COSTLY_DEEP_GAMES.get(game_id, DEEP_PLAYOUTS), playouts(game_id) // 3)


def random_games(game_id: str, n_players: int) -> list[int]:
    """The places of the random games played: in ``make soak`` all of them, in ``make test`` the deep-checkable ones
    (the first; ``deep_games`` says which are deep-checked) and the ``COVERING_GAMES``."""
    if PLAYOUTS_SET or (game_id, n_players) not in COVERING_GAMES:
        return list(range(playouts(game_id)))
    return sorted({*range(deep_playouts(game_id)), *COVERING_GAMES[game_id, n_players]})


#: Of the first ``deep_playouts`` random games (the deep-checkable ones), those ``make test`` deep-checks at every
#: step, by place; it plays the others with the sampled checks (a ``DEEP_SHARE`` of their steps deep), as every
#: other random game. With them and the ``COVERING_GAMES`` they reach every branch of the game's code that all the
#: deep-checkable games deep-checked reach (``make soak`` deep-checks all of them). Chosen with coverage.py by
#: ``python -m bench.playout_coverage GAME PLAYERS`` (2026-12-07), whose ``--check`` fails when they no longer do.
#: A case not listed deep-checks all of them.
DEEP_GAMES: dict[tuple[str, int], tuple[int, ...]] = {
    ("capybara", 2): (3,),
    ("capybara", 3): (0,),
    ("capybara", 4): (2, 3),
    ("capybara", 5): (1, 4),
    ("chachapoya", 2): (0, 2),
    ("chachapoya", 3): (1, 4),
    ("chachapoya", 4): (0, 2),
    ("pachamama", 2): (0, 1),
    ("pachamama", 3): (0,),
    ("pachamama", 4): (0,),
    ("inka", 2): (1, 2),
    ("inka", 3): (1,),
    ("inka", 4): (0, 1, 2),
    ("inka", 5): (0, 1),
    ("inka", 6): (0,),
    ("anasazi", 2): (0, 2, 5),
    ("anasazi", 3): (1, 3),
    ("anasazi", 4): (0, 1, 3),
}


def deep_games(game_id: str, n_players: int) -> frozenset[int]:
    """The places of the random games deep-checked at every step."""
    deep_checkable = frozenset(range(deep_playouts(game_id)))
    if PLAYOUTS_SET or (game_id, n_players) not in DEEP_GAMES:
        return deep_checkable
    return deep_checkable.intersection(DEEP_GAMES[game_id, n_players])  # ENGINE_DEEP_PLAYOUTS may allow fewer


def play_random_game(game_id: str, n_players: int, place: int, deep: bool | None = None) -> None:
    """The random game at ``place``: its own draws and its own pool of actions seen (the illegal actions tried
    come from it), so it is the same game whichever others are played. ``deep``: checked deeply at every step
    (default: if ``deep_games`` has it); a game played with and without that is not the same game (its draws
    differ)."""
    rng = random.Random(f"{game_id}:{n_players}:{place}")
    if deep is None:
        deep = place in deep_games(game_id, n_players)
    checked_playout(GAMES[game_id], n_players, 1000 + place, rng, {}, deep=deep, words=EVERY_LANGUAGE)


CASES = [
    pytest.param(game_id, n, id=f"{game_id}-{n}p")
    for game_id, game in GAMES.items()
    for n in range(game.min_players, game.max_players + 1)
]


@pytest.mark.parametrize(("game_id", "n_players"), CASES)
def test_random_playouts_keep_the_contract(game_id: str, n_players: int) -> None:
    """Random games end; every step keeps the contract; a sample gets the deep checks."""
    for place in random_games(game_id, n_players):
        play_random_game(game_id, n_players, place)


@pytest.mark.parametrize(("game_id", "n_players"), CASES)
def test_games_played_by_heuristic_players_end(game_id: str, n_players: int) -> None:
    """A table of AI seats (or of absent players the AI plays for) must finish.

    Random players rarely reach the positions a purposeful player steers into: a
    Chachapoya seat that hoarded the adventurer deck once played Tracker pairs for
    1,500 rounds. Each game here: heuristic players, one seat random in every other game.
    """
    game = GAMES[game_id]
    rng = random.Random(f"policies:{game_id}:{n_players}")
    for i in range(POLICY_PLAYOUTS):
        policies = [heuristic_policy] * n_players
        if i % 2:
            policies[i % n_players] = random_policy
        policy_playout(game, n_players, seed=3000 + i, rng=rng, policies=policies)


@pytest.mark.parametrize(("game_id", "n_players"), CASES)
def test_replay_from_seed_and_log_reproduces_the_game(game_id: str, n_players: int) -> None:
    game = GAMES[game_id]
    for i in range(5):
        playout = random_playout(game, n_players, seed=77 + i, rng=random.Random(i))
        log = [(seat, game.load_action(game.dump_action(a))) for seat, a in playout.log]
        replayed = game.replay(n_players, playout.seed, None, log)
        assert game.dump_state(replayed) == game.dump_state(playout.final)
        assert game.outcome(replayed) == game.outcome(playout.final)


@pytest.mark.parametrize(("game_id", "n_players"), CASES)
def test_determinize_really_resamples_hidden_information(game_id: str, n_players: int) -> None:
    game = GAMES[game_id]
    playout = random_playout(game, n_players, seed=5, rng=random.Random(5), keep_states=True)
    assert determinize_resamples(game, playout.states[:50], random.Random(1))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_seed_decides_the_setup(game_id: str) -> None:
    game = GAMES[game_id]
    n = game.min_players
    assert game.dump_state(game.setup(n, 1)) == game.dump_state(game.setup(n, 1))
    assert len({game.dump_state(game.setup(n, s)) for s in range(5)}) > 1


@pytest.mark.parametrize("game_id", list(GAMES))
def test_player_counts_outside_the_limits_are_refused(game_id: str) -> None:
    game = GAMES[game_id]
    for n in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(ValueError):
            game.setup(n, 1)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_metadata_and_rules_text(game_id: str) -> None:
    game = GAMES[game_id]
    assert game.id == game_id and game.title
    assert 1 <= game.min_players <= game.max_players
    for say in EVERY_LANGUAGE:
        assert len(say(game.rules_summary)) > 200, "/game rules needs a summary in our own words"
        assert say(game.proposals), "/game rules lists which component counts are proposals"
        assert len(say(game.rules_summary)) <= 4000 and len(say(game.proposals)) <= 1024, "they fit an embed"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_table_picture_is_a_png(game_id: str) -> None:
    game = GAMES[game_id]
    n = game.max_players
    playout = random_playout(game, n, seed=3, rng=random.Random(3), keep_states=True)
    names = [f"Player {i + 1}" for i in range(n)]
    for state in (playout.states[0], playout.states[len(playout.states) // 2], playout.final):
        png = game.render_table(game.view(state, None), names, english)
        if png is not None:
            assert png[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_rules_picture_is_a_png_with_its_parts_named(game_id: str) -> None:
    """/game rules shows every game's setup with numbered parts (issue 36): a PNG a phone can show,
    whose callouts lie on the table picture they annotate and are named in every language."""
    game = GAMES[game_id]
    labels = game.rules_labels()
    assert len(labels) >= 5
    own = rules_picture.module_of(game_id)
    assert own is not None
    base = game.render_table(game.view(game.setup(2, own.SEED), None), ["Player 1", "Player 2"], english)
    assert base is not None
    base_width, base_height = Image.open(io.BytesIO(base)).size
    for callout in own.CALLOUTS:
        assert 0 <= callout.x < base_width and 0 <= callout.y < base_height, callout
    for words in EVERY_LANGUAGE:
        assert all(words(label).strip() for label in labels)
        png = game.render_rules(words)
        assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = Image.open(io.BytesIO(png)).size
        # as wide as the table picture, taller by the legend (a line per part at most)
        assert width == base_width and base_height < height < base_height + 2 * len(labels) * width // 10


@pytest.mark.parametrize(("game_id", "n_players"), CASES)
def test_controls_fit_in_one_discord_message(game_id: str, n_players: int) -> None:
    """Every decision's controls fit 5 rows (buttons 5 a row, selects 25 options)."""
    from cogs.layout import plan_rows

    game = GAMES[game_id]
    # Every third decision of 20 random games; of a long game (Inka's run to the round cap) every decision of 4:
    # more decisions than every third of 10 in every player count, as many needing the most rows, in 70 % of the time
    games, stride = (4, 1) if game_id in LONG_RANDOM_GAMES else (20, 3)
    for seed in range(min(games, playouts(game_id))):
        playout = random_playout(game, n_players, seed=seed, rng=random.Random(seed), keep_states=True)
        for state in playout.states[::stride]:
            for seat in game.to_act(state):
                view = game.view(state, seat)
                plan_rows(game.controls(view, game.legal_actions(state, seat)))


#: random games whose steps the undo property checks, per case; at most this many steps per game are checked
UNDO_PLAYOUTS = int(os.environ.get("ENGINE_UNDO_PLAYOUTS", "2"))
UNDO_STEPS = 120


@pytest.mark.parametrize("game_id", list(GAMES))
def test_undo_is_declared_exactly_for_the_moves_that_show_nothing(game_id: str) -> None:
    """Every sampled step declared undoable restores its state, views and actions and visibly drew,
    rolled, revealed and scored nothing; every step declared not undoable visibly did one of those."""
    game: Game[Any, Any, Any] = GAMES[game_id]
    seen: dict[bool, int] = {True: 0, False: 0}
    cautious: list[str] = []  # declared not undoable, though nothing visibly happened
    for n_players in sorted({game.min_players, game.max_players}):
        rng = random.Random(f"undo:{game_id}:{n_players}")
        for i in range(UNDO_PLAYOUTS):
            playout = random_playout(game, n_players, seed=500 + i, rng=rng, keep_states=True)
            steps = list(range(len(playout.log)))
            for index in sorted(rng.sample(steps, min(UNDO_STEPS // (UNDO_PLAYOUTS * 2), len(steps)))):
                seat, action = playout.log[index]
                declared, effects = check_undo(game, playout.states[index], seat, action, rng)
                seen[declared] += 1
                if not declared and not effects:
                    cautious.append(game.dump_action(action))
    assert seen[True] and seen[False], f"both kinds of step are met: {seen}"
    # An engine may refuse an undo that shows nothing only where the hidden thing was already deducible
    # (the last card of a pile, a tower every seat has located, a Pachamama square whose land follows
    # from its neighbours, an armadillo's extra play in a world where every hand has a card that fits),
    # so that the sampled worlds could not tell: a minority of its refusals.
    # Pachamama's determinize keeps most of the wheel (a land consistent with what a seat knows is
    # searched near the true one), so its sampled worlds rarely show what a discovery or a divination
    # reveals: its refusals are checked by the rule tests of tests/test_undo_rules.py instead.
    if game_id != "pachamama":
        assert len(cautious) <= max(1, seen[False] // 3), f"refused undos that show nothing: {cautious}"
