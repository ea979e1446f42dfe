"""The shared engine suite: properties every game in the registry must keep.

``tests/test_engine_contract.py`` runs these over ``GAMES``; the benchmark and
the AI reuse ``random_playout``. A new game gets every check for free.
"""

from __future__ import annotations

import random
import unicodedata
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.contract import Game, IllegalAction
from games.words import Words, is_empty

MAX_STEPS = 20_000


@dataclass
class Playout:
    seed: int
    n_players: int
    log: list[tuple[int, Any]] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)
    final: Any = None


def random_playout(
    game: Game[Any, Any, Any],
    n_players: int,
    seed: int,
    rng: random.Random,
    *,
    keep_states: bool = False,
    options: Any = None,
) -> Playout:
    """Play uniformly random legal actions until the game ends."""
    state = game.setup(n_players, seed, options)
    playout = Playout(seed=seed, n_players=n_players)
    for _ in range(MAX_STEPS):
        if keep_states:
            playout.states.append(state)
        awaited = game.to_act(state)
        if not awaited:
            playout.final = state
            return playout
        seat = rng.choice(sorted(awaited))
        actions = game.legal_actions(state, seat)
        assert actions, f"seat {seat} is awaited but has no legal action"
        action = rng.choice(actions)
        state, _ = game.apply(state, seat, action)
        playout.log.append((seat, action))
    raise AssertionError(f"{game.id}: no end after {MAX_STEPS} actions (seed {seed})")


Policy = Callable[[Game[Any, Any, Any], Any, int, list[Any], random.Random], Any]


def policy_playout(
    game: Game[Any, Any, Any],
    n_players: int,
    seed: int,
    rng: random.Random,
    policies: Sequence[Policy],
) -> int:
    """Play ``policies[seat]`` at each seat, as a table of AI seats does; returns the number of steps.

    Only the seats ``waiting_for`` names act, as AI seats and deadlines do (a secret choice
    already made is not revised). Fails when the game has not ended after ``MAX_STEPS``.
    """
    state = game.setup(n_players, seed)
    for step in range(MAX_STEPS):
        if game.is_over(state):
            return step
        seat = min(game.waiting_for(state))
        actions = game.legal_actions(state, seat)
        state, _ = game.apply(state, seat, policies[seat](game, state, seat, actions, rng))
    raise AssertionError(f"{game.id}: no end after {MAX_STEPS} actions (seed {seed}, {n_players} players)")


def heuristic_policy(game: Game[Any, Any, Any], state: Any, seat: int, actions: list[Any], rng: random.Random) -> Any:
    """The game's heuristic on the seat's own view (a random legal action where it has no opinion)."""
    pick = game.heuristic_action(game.view(state, seat), actions, rng)
    return pick if pick is not None else rng.choice(actions)


def random_policy(game: Game[Any, Any, Any], state: Any, seat: int, actions: list[Any], rng: random.Random) -> Any:
    return rng.choice(actions)


def dump(game: Game[Any, Any, Any], state: Any) -> str:
    return game.dump_state(state)


def check_step(
    game: Game[Any, Any, Any],
    state: Any,
    rng: random.Random,
    action_pool: dict[str, Any],
    *,
    deep: bool,
    words: Sequence[Words] = (),
) -> tuple[int, Any] | None:
    """Check the contract on one state and take one random step.

    Returns the (seat, action) taken, or None when the game is over. ``deep``
    adds the costly checks (no leaks, JSON round trip, illegal actions,
    presentation). ``words``: renderers (one per language, the test's to give:
    games cannot render) that every text of the deep checks must go through,
    within Discord's limits.
    """
    game.check_invariants(state)
    awaited = game.to_act(state)
    outcome = game.outcome(state)
    assert (outcome is None) == bool(awaited), "to_act is empty exactly when the game is over"
    waiting = game.waiting_for(state)
    assert waiting <= awaited and bool(waiting) == bool(awaited), "waiting_for is a non-empty part of to_act"
    n_players = _n_players(game, state)
    before = dump(game, state)

    for seat in range(n_players):
        actions = game.legal_actions(state, seat)
        if seat not in awaited:
            assert actions == [], f"seat {seat} is not awaited but has legal actions"
        else:
            assert actions, f"awaited seat {seat} has no legal action"
        for a in actions:
            action_pool.setdefault(game.dump_action(a), a)

    if deep:
        _deep_checks(game, state, before, rng, action_pool, awaited, n_players, words)
    assert dump(game, state) == before, "checks must not mutate the state"

    if not awaited:
        assert outcome is not None
        # A game may end with no winner (Inka's round cap, RULINGS 21): every seat is ranked, and any
        # winner holds first place.
        assert len(outcome.ranks) == n_players and len(outcome.scores) == n_players
        assert all(outcome.ranks[w] == 1 for w in outcome.winners)
        assert len(set(outcome.winners)) == len(outcome.winners) and set(outcome.winners) <= set(range(n_players))
        return None
    seat = rng.choice(sorted(awaited))
    action = rng.choice(game.legal_actions(state, seat))
    return seat, action


#: share of a random game's steps that get the deep checks (beyond the games checked deeply at every step)
DEEP_SHARE = 0.01


def checked_playout(
    game: Game[Any, Any, Any],
    n_players: int,
    seed: int,
    rng: random.Random,
    action_pool: dict[str, Any],
    *,
    deep: bool,
    words: Sequence[Words],
) -> None:
    """One random game from ``seed`` with the contract checked at every step (:func:`check_step`): the deep
    checks at every step if ``deep``, else at a ``DEEP_SHARE`` of them drawn from ``rng``; every event it
    raises is rendered by one of ``words`` (drawn from ``rng``) and names only seats of the game."""
    state = game.setup(n_players, seed=seed)
    for _ in range(MAX_STEPS):
        step = check_step(game, state, rng, action_pool, deep=deep or rng.random() < DEEP_SHARE, words=words)
        if step is None:
            return
        seat, action = step
        state, events = game.apply(state, seat, action)
        say = rng.choice(words)
        for e in events:
            assert say(e.text) and (e.audience is None or all(0 <= s < n_players for s in e.audience))
    raise AssertionError(f"{game.id}: seed {seed} did not end within {MAX_STEPS} actions")


def unspoken(alt: str) -> list[str]:
    """What a screen reader would read out as a symbol's name in alt text: emoji and other pictographs
    ("hourglass not done"), middle dots, Markdown stars. Alt text says it in words."""
    return sorted(ch for ch in set(alt) if unicodedata.category(ch) == "So" or ch in "·•*")


def _nth_outside(k: int, skipped: list[int]) -> int:
    """The ``k``-th place (from 0) of a list that is not one of the ``skipped`` places (ascending)."""
    for place in skipped:
        if place > k:
            break
        k += 1
    return k


def _n_players(game: Game[Any, Any, Any], state: Any) -> int:
    n = getattr(state, "n_players", None)
    if isinstance(n, int):
        return n
    raise AssertionError(f"{game.id}: the state must expose n_players")


def _deep_checks(
    game: Game[Any, Any, Any],
    state: Any,
    before: str,
    rng: random.Random,
    action_pool: dict[str, Any],
    awaited: frozenset[int],
    n_players: int,
    words: Sequence[Words],
) -> None:
    """``before``: the state's JSON (``dump``)."""
    # one language per state, chosen without drawing from ``rng`` (the playouts stay the ones they were)
    say = words[zlib.crc32(before.encode()) % len(words)] if words else None

    def shown(text: Any, limit: int) -> None:
        assert not is_empty(text), "a text that shows nothing"
        if say is not None:
            assert 0 < len(say(text)) <= limit, f"{say(text)!r} is longer than {limit}"

    # JSON round trip
    again = game.load_state(before)
    assert again == state and dump(game, again) == before, "state JSON round trip"

    # no leaks: a seat's view is the same in every world consistent with it. Each seat's view and legal actions
    # are asked for once and shared by the checks below, which asked again each (3 views and 4 lists a seat).
    spectator = game.view(state, None)
    views = [game.view(state, seat) for seat in range(n_players)]
    legal_actions = [game.legal_actions(state, seat) for seat in range(n_players)]
    for seat in range(n_players):
        mine = views[seat]
        world = game.determinize(state, seat, random.Random(rng.random()))
        game.check_invariants(world)
        assert game.view(world, seat) == mine, f"seat {seat}'s view differs in a determinized world (leak)"
        assert game.view(world, None) == spectator, "the spectator view differs in a determinized world"
        assert game.to_act(world) == awaited, "determinize must keep whose turn it is"
        assert {game.dump_action(a) for a in game.legal_actions(world, seat)} == {
            game.dump_action(a) for a in legal_actions[seat]
        }, "a seat's legal actions must follow from its view"
    # Once per loop, not per call: the state's JSON was 7 % of Inka 6p's random playouts, written some 45 times
    # a state. A change by any call stays until the state is dumped (no call puts back what another changed).
    assert dump(game, state) == before, "determinize must not mutate its input"

    # presentation reads views only and offers exactly the legal actions
    face = game.table_face(spectator)
    shown(face.description, 4000)
    for name, value in face.fields:
        shown(name, 256)
        shown(value, 1024)
    for seat in range(n_players):
        view = views[seat]
        hand = game.hand_face(view)
        shown(hand.description, 4000)
        if not is_empty(hand.prompt):
            shown(hand.prompt, 1000)
        actions = legal_actions[seat]
        groups = game.controls(view, actions)
        offered = [c.action for g in groups for c in g.choices]
        assert sorted(set(offered)) == list(range(len(actions))), "controls must offer every legal action"
        assert len(offered) == len(set(offered)), "each action is offered once"
        for g in groups:
            if g.kind == "select":
                shown(g.placeholder, 140)  # room for a "(1/2)" of a split menu
            for c in g.choices:
                shown(c.label, 80 if g.kind == "buttons" else 100)  # button labels hold 80, options 100
                if c.description is not None:
                    shown(c.description, 100)

    # every picture has alt text (issue 35): a game that draws its table describes it and every hand, from the
    # same views, naming each player; the bot clips it to Discord's 1,024 characters
    if say is not None and type(game).render_table is not Game.render_table:
        names = [f"Seat{i}Name" for i in range(n_players)]
        table_alt = game.describe_table(spectator, names, say)
        assert table_alt.strip(), "a table picture without alt text"
        assert all(name in table_alt for name in names), f"the table's alt text names every player: {table_alt!r}"
        assert not unspoken(table_alt), f"the table's alt text reads out symbols {unspoken(table_alt)}: {table_alt!r}"
        for seat in range(n_players):
            hand_alt = game.describe_hand(views[seat], names, legal_actions[seat], say)
            assert hand_alt.strip() and names[seat] in hand_alt, f"seat {seat}'s hand alt text: {hand_alt!r}"
            assert not unspoken(hand_alt), f"seat {seat}'s alt text reads out symbols {unspoken(hand_alt)}"

    # illegal actions are refused with a reason and change nothing: a sample of the pool's actions that are
    # not legal. A long game's pool holds thousands, and listing them for every seat was a twentieth of the
    # deep checks: the sample draws places among them instead (``sample`` draws the same numbers from ``rng``
    # for a range as for a list as long), each found past the legal actions that come before it in the pool.
    pool = list(action_pool.values())
    # each key's place (a comprehension took 3 times longer)
    place = dict(zip(action_pool, range(len(action_pool)), strict=True))
    for seat in range(n_players):
        legal = {game.dump_action(a) for a in legal_actions[seat]}
        skipped = sorted(place[key] for key in legal if key in place)
        n_illegal = len(pool) - len(skipped)
        drawn = [pool[_nth_outside(k, skipped)] for k in rng.sample(range(n_illegal), min(5, n_illegal))]
        for a in drawn:
            try:
                game.apply(state, seat, a)
            except IllegalAction as exc:
                shown(exc.reason, 1900)  # an IllegalAction carries a reason a player can read
            else:
                raise AssertionError(f"illegal action accepted: seat {seat}, {game.dump_action(a)}")
    assert dump(game, state) == before, "a refused action must leave the state unchanged"

    # applying a legal action never mutates the input
    for seat in sorted(awaited):
        game.apply(state, seat, rng.choice(legal_actions[seat]))
    assert dump(game, state) == before, "apply must not mutate its input"


def determinize_resamples(game: Game[Any, Any, Any], states: list[Any], rng: random.Random) -> bool:
    """True if determinize produced a world different from the true one at least once."""
    for state in states:
        for seat in range(_n_players(game, state)):
            world = game.determinize(state, seat, random.Random(rng.random()))
            if dump(game, world) != dump(game, state):
                return True
    return False


def awaited_states(game: Game[Any, Any, Any], count: int) -> list[tuple[Any, int]]:
    """Up to ``count`` states of a random game where some seat has more than one choice (AI tests, bench)."""
    playout = random_playout(game, game.min_players, seed=4, rng=random.Random(4), keep_states=True)
    found = []
    for state in playout.states:
        for seat in sorted(game.to_act(state)):
            if len(game.legal_actions(state, seat)) > 1:
                found.append((state, seat))
                break
    return found[:: max(1, len(found) // count)][:count]


def observed_effects(
    game: Game[Any, Any, Any],
    before: Any,
    seat: int,
    action: Any,
    after: Any,
    events: Sequence[Any],
    rng: random.Random,
    *,
    worlds: int = 3,
) -> set[str]:
    """What a step visibly did, found without asking the engine's ``undoable``.

    ``rng``: the random position moved (a die, a shuffle, a draw); ``over``: the game ended;
    ``round``: the spectator's round number changed (a round ended and was scored); ``reveal``: some
    seat's view after the step is not the same in every world it could not tell from ``before``
    (the same action applied in a world ``determinize`` draws for that seat shows it something
    else: a card drawn or looked at, a hidden tile, a secret choice revealed); ``private``: an event
    told some seat something only it may know.
    """
    # imported here: games.replay imports this module's neighbours, not the other way round
    from games.replay import round_of

    found: set[str] = set()
    if getattr(before, "rng", None) != getattr(after, "rng", None):
        found.add("rng")
    if game.outcome(after) is not None:
        found.add("over")
    if round_of(game.view(before, None)) != round_of(game.view(after, None)):
        found.add("round")
    if any(e.audience is not None and set(e.audience) - {seat} for e in events):
        found.add("private")  # another seat was told something only it may know
    key = game.dump_action(action)
    for observer in range(_n_players(game, before)):
        seen = game.view(after, observer)
        for _ in range(worlds):
            world = game.determinize(before, observer, random.Random(rng.random()))
            if key not in {game.dump_action(a) for a in game.legal_actions(world, seat)}:
                continue  # the mover's hand differs in this world: what they chose is the move itself
            world_after, _ = game.apply(world, seat, game.load_action(key))
            if game.view(world_after, observer) != seen:
                found.add("reveal")
                break
    return found


def check_undo(
    game: Game[Any, Any, Any], before: Any, seat: int, action: Any, rng: random.Random
) -> tuple[bool, set[str]]:
    """The undo property of one step; returns (declared undoable, observed effects).

    Declared undoable: the step shows no effect, and the state before it, restored from its JSON
    (what the service does: it reloads the snapshot before the withdrawn move), has the same legal
    actions and the same view for every seat and a spectator. Declared not undoable: the step shows
    an effect (it drew, rolled, revealed, scored or ended the game): the caller counts those that
    show none (an engine may be cautious where a hidden thing could be deduced, e.g. the last card of
    a pile), since no single step proves the engine wrong there.
    """
    after, events = game.apply(before, seat, action)
    declared = game.undoable(before, seat, action, after)
    effects = observed_effects(game, before, seat, action, after, events, rng)
    if declared:
        assert not effects, f"{game.id}: {game.dump_action(action)} is declared undoable but {sorted(effects)}"
        restored = game.load_state(dump(game, before))
        assert dump(game, restored) == dump(game, before), "the state before is restored as it was"
        n_players = _n_players(game, before)
        for s in range(n_players):
            assert [game.dump_action(a) for a in game.legal_actions(restored, s)] == [
                game.dump_action(a) for a in game.legal_actions(before, s)
            ], "the restored state offers the same actions"
        for s in [*range(n_players), None]:
            assert game.view(restored, s) == game.view(before, s), "the restored state shows the same"
        assert game.to_act(restored) == game.to_act(before)
    return declared, effects
