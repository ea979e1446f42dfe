"""Information-set Monte Carlo tree search over the engine contract (single observer).

The searching seat never sees the true state. Every iteration draws one world
with ``determinize(state, seat, rng)`` (a full state consistent with the seat's
view) and plays it out:

* **Tree** — only the searching seat's own decisions. A node is reached by the
  sequence of the seat's own actions (keyed by ``dump_action``), whatever the
  world, its draws or the other seats did in between, so one tree gathers the
  statistics of every sampled world. Actions legal in some worlds only are
  handled with availability counts: a child's exploration term grows with the
  number of visits in which it *could* have been chosen (UCB with availability).
* **Other seats** act by their own policy (the game's ``heuristic_action`` on
  *their* view of the world, with some random moves). That is how simultaneous
  decisions stay fair: a seat still bidding chooses from its own view, which
  never shows the searching seat's secret bid, and the searching seat's choice
  in the tree never depends on theirs (its key holds only its own actions).
* **Playouts** continue with the same policy for everyone, up to a depth; then
  the game's ``evaluate(world, seat)`` estimates the reward (or, without it, the
  playout runs to the end). Finished games score ``Outcome.reward(seat)``.
  A node below the root grows children only after a few visits; until then the
  policy plays the seat's later decisions too (random expansions would be worse).
* **Optional per-game hooks** (looked up with ``getattr``; a game without them searches
  exactly as before): ``opponent_action(world, seat, actions, rng)`` models how the *other*
  seats act (None: their heuristic), e.g. secret bids drawn from a mixture of the heuristic
  and random legal bids so the search stays sound against players unlike the heuristic;
  ``search_candidates(view, actions)`` narrows the root to the actions worth searching (from
  the seat's own view), so a decision with many actions searches its plausible ones deeper;
  ``search_settings(view, config)`` returns the level's ``SearchConfig`` adjusted for the game
  (from the seat's own view): e.g. fewer random playout moves where a random move is a blunder
  no real player makes, or a stricter ``confidence`` where the heuristic is hard to beat.
* **The heuristic as a default.** The game's heuristic choice on the seat's own
  view is tried first and favoured early (a bias fading with its visits), and the
  search leaves it only for an action whose mean reward is higher by more than
  ``confidence`` standard errors. Rewards are noisy (a few hundred sampled games
  per decision), so the AI seldom plays worse than its heuristic.

The result depends only on the seat's view, its legal actions, ``determinize``
and the seed — provided ``determinize`` depends only on the view and its rng.
A search stopped by the clock also depends on timing; one capped by an
iteration count alone is replayable.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from games.contract import Game

#: a playout still running after this many actions is scored as a draw (no engine gets near it)
MAX_PLAYOUT_STEPS = 20_000


@dataclass(slots=True)
class Node:
    """Statistics of one action of the searching seat (the edge into this node) and what follows."""

    visits: int = 0
    total: float = 0.0
    squares: float = 0.0  # sum of squared rewards (for the confidence of root actions)
    avail: int = 0  # visits of the parent in which this action was legal
    children: dict[str, Node] = field(default_factory=dict)

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def variance_of_mean(self) -> float:
        if self.visits < 2:
            return 0.25
        mean = self.total / self.visits
        return max(0.0, self.squares / self.visits - mean * mean) / (self.visits - 1)


@dataclass(frozen=True)
class SearchConfig:
    """How hard to think. Whichever of ``iterations`` / ``time_budget`` runs out first stops the search."""

    iterations: int | None = 400  # None: only the clock stops the search
    time_budget: float | None = 0.5  # seconds of wall time; None: only the count stops it
    rollout_depth: int = 12  # playout actions before ``evaluate`` is asked
    epsilon: float = 0.15  # share of uniformly random moves in the playout policy
    exploration: float = 0.7  # UCB constant (rewards lie in [0, 1])
    min_iterations: int = 8  # even a tiny time budget gets this many iterations
    expand_after: int = 4  # a node below the root grows children once reached this often
    prior: float = 1.0  # root bonus of the heuristic's own choice, fading as 1 / visits
    #: leave the heuristic's choice only for an action better by this many standard errors
    confidence: float = 1.0


@dataclass
class ActionStats:
    key: str
    visits: int
    mean: float


@dataclass
class SearchResult:
    action: Any
    iterations: int
    elapsed: float
    stats: list[ActionStats]  # root actions, most visited first


def soft_reward(scores: list[float], seat: int, scale: float, out: frozenset[int] = frozenset()) -> float:
    """An estimate of ``Outcome.reward(seat)`` from provisional scores, for ``evaluate`` hooks.

    ``Outcome.reward`` is the share of the other players ranked below ``seat``; here each other
    player is beaten with a logistic probability of the score gap (``scale`` points make it 73 %).
    Seats in ``out`` (eliminated) rank last.
    """
    n = len(scores)
    if n <= 1:
        return 1.0
    if seat in out:
        return 0.0
    beaten = 0.0
    for other in range(n):
        if other == seat:
            continue
        if other in out:
            beaten += 1.0
            continue
        gap = (scores[seat] - scores[other]) / scale
        beaten += 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, gap))))
    return beaten / (n - 1)


def policy_action(
    game: Game[Any, Any, Any],
    world: Any,
    seat: int,
    rng: random.Random,
    epsilon: float,
    searcher: int | None = None,
) -> Any:
    """The playout policy: the game's heuristic on ``seat``'s own view, or a random move.

    A seat other than the ``searcher`` first asks the game's optional ``opponent_action(world,
    seat, actions, rng)`` hook (a model of how *other* players may act, e.g. a mixture of
    heuristic and random secret bids); it reads only that seat's view and legal actions, and
    returning None falls back on the heuristic.
    """
    actions = game.legal_actions(world, seat)
    if len(actions) == 1:
        return actions[0]
    if searcher is not None and seat != searcher:
        hook = getattr(game, "opponent_action", None)
        if hook is not None:
            pick = hook(world, seat, actions, rng)
            if pick is not None:
                return pick
    if rng.random() >= epsilon:
        pick = game.heuristic_action(game.view(world, seat), actions, rng)
        if pick is not None:
            return pick
    return rng.choice(actions)


class _Search:
    def __init__(
        self, game: Game[Any, Any, Any], state: Any, seat: int, rng: random.Random, config: SearchConfig
    ) -> None:
        self.game = game
        self.state = state
        self.seat = seat
        self.rng = rng
        tune = getattr(game, "search_settings", None)
        if tune is not None:
            # optional hook: the game adjusts the level's settings from the seat's own view
            config = tune(game.view(state, seat), config) or config
        self.config = config
        self.root = Node()
        self.root_actions = game.legal_actions(state, seat)
        narrow = getattr(game, "search_candidates", None)
        if narrow is not None and len(self.root_actions) > 1:
            # optional hook: the actions worth searching, from the seat's own view (progressive
            # widening in its simplest form: many-action decisions get fewer, deeper-searched ones)
            self.root_actions = narrow(game.view(state, seat), self.root_actions) or self.root_actions
        self.root_keys = [game.dump_action(a) for a in self.root_actions]
        self.default_key = self._default()

    def _default(self) -> str | None:
        """The heuristic's choice from the seat's own view: searched first, kept unless beaten."""
        pick = self.game.heuristic_action(self.game.view(self.state, self.seat), self.root_actions, self.rng)
        key = None if pick is None else self.game.dump_action(pick)
        return key if key in self.root_keys else None

    # ---- one iteration -----------------------------------------------------
    def iterate(self) -> None:
        game, me, rng = self.game, self.seat, self.rng
        world = game.determinize(self.state, me, rng)
        node, path = self.root, [self.root]
        first = True
        expanded = False
        while not expanded:
            waiting = game.waiting_for(world)
            if not waiting:
                break
            if first or me in waiting:
                if first:
                    actions, keys = self.root_actions, self.root_keys
                    first = False
                else:
                    if node.visits < self.config.expand_after:
                        break  # a young node: the playout policy decides from here
                    actions = game.legal_actions(world, me)
                    keys = [game.dump_action(a) for a in actions]
                index, expanded = self._select(node, keys, world, actions)
                node = node.children[keys[index]]
                path.append(node)
                world, _ = game.apply(world, me, actions[index])
            else:
                other = min(waiting)
                world, _ = game.apply(world, other, policy_action(game, world, other, rng, self.config.epsilon, me))
        value = self._playout(world)
        self.root.visits += 1
        for n in path[1:]:
            n.visits += 1
            n.total += value
            n.squares += value * value

    def _select(self, node: Node, keys: list[str], world: Any, actions: list[Any]) -> tuple[int, bool]:
        """The index of the action to follow, and whether it was a new (expanded) child."""
        untried: list[int] = []
        for i, key in enumerate(keys):
            child = node.children.get(key)
            if child is None:
                untried.append(i)
            else:
                child.avail += 1
        if untried:
            index = self._expansion(node, keys, untried, world, actions)
            node.children[keys[index]] = Node(avail=1)
            return index, True
        c = self.config.exploration
        favour = self.default_key if node is self.root else None
        best, best_score = 0, -math.inf
        for i, key in enumerate(keys):
            child = node.children[key]
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if key == favour:
                score += self.config.prior / (child.visits + 1)
            if score > best_score:
                best, best_score = i, score
        return best, False

    def _expansion(self, node: Node, keys: list[str], untried: list[int], world: Any, actions: list[Any]) -> int:
        """Which new action to try: the heuristic's choice first, then the others at random."""
        if not node.children:
            if node is self.root:
                key = self.default_key
            else:
                pick = self.game.heuristic_action(self.game.view(world, self.seat), actions, self.rng)
                key = None if pick is None else self.game.dump_action(pick)
            if key is not None and key in keys:
                return keys.index(key)
        return untried[self.rng.randrange(len(untried))] if len(untried) > 1 else untried[0]

    def _playout(self, world: Any) -> float:
        game, rng, me, eps = self.game, self.rng, self.seat, self.config.epsilon
        depth = self.config.rollout_depth
        for step in range(MAX_PLAYOUT_STEPS):
            waiting = game.waiting_for(world)
            if not waiting:
                outcome = game.outcome(world)
                assert outcome is not None, "a game with no seat to act has an outcome"
                return outcome.reward(me)
            if step >= depth:
                estimate = game.evaluate(world, me)
                if estimate is not None:
                    return estimate
                depth = MAX_PLAYOUT_STEPS  # no evaluation: play to the end
            seat = min(waiting)
            world, _ = game.apply(world, seat, policy_action(game, world, seat, rng, eps, me))
        return 0.5

    # ---- the whole search ----------------------------------------------------
    def run(self, start: float | None = None) -> SearchResult:
        """Iterate until the budget runs out; ``start``: when the decision began (the set-up counts)."""
        cfg = self.config
        if start is None:
            start = time.perf_counter()  # budgeting only: the clock never enters the game
        deadline = None if cfg.time_budget is None else start + cfg.time_budget
        cap = cfg.iterations
        done = 0
        while cap is None or done < cap:
            if deadline is not None and done >= cfg.min_iterations and time.perf_counter() >= deadline:
                break
            self.iterate()
            done += 1
            if cap is not None and done % 8 == 0 and self._decided(cap - done):
                break
        return self._result(done, time.perf_counter() - start)

    def _decided(self, remaining: int) -> bool:
        """True when no remaining iteration could change the choice: the heuristic's leads for good."""
        ranked = sorted(self.root.children.items(), key=lambda kv: -kv[1].visits)
        if len(ranked) < len(self.root_keys):
            return False
        leader_is_default = self.default_key is None or ranked[0][0] == self.default_key
        return leader_is_default and ranked[0][1].visits - ranked[1][1].visits > remaining

    def _result(self, iterations: int, elapsed: float) -> SearchResult:
        stats = [
            ActionStats(key=k, visits=c.visits, mean=c.mean())
            for k in self.root_keys
            if (c := self.root.children.get(k)) is not None
        ]
        order = {k: i for i, k in enumerate(self.root_keys)}
        stats.sort(key=lambda s: (-s.visits, -s.mean, order[s.key]))
        best = stats[0].key if stats else self.root_keys[0]
        fallback = self.default_key
        default = self.root.children.get(fallback) if fallback is not None else None
        if fallback is not None and default is not None and best != fallback:
            # Search values are noisy: leave the heuristic only for a clearly better action.
            chosen = self.root.children[best]
            margin = self.config.confidence * math.sqrt(chosen.variance_of_mean() + default.variance_of_mean())
            if chosen.mean() - default.mean() <= margin:
                best = fallback
        return SearchResult(action=self.root_actions[order[best]], iterations=iterations, elapsed=elapsed, stats=stats)


def search(game: Game[Any, Any, Any], state: Any, seat: int, rng: random.Random, config: SearchConfig) -> SearchResult:
    """Search ``seat``'s decision in ``state`` and return the most visited action with statistics.

    Reads from ``state`` only the seat's legal actions, its view and worlds from ``determinize``.
    """
    start = time.perf_counter()  # the set-up (candidates, the heuristic's choice) is part of the budget
    s = _Search(game, state, seat, rng, config)
    if len(s.root_actions) == 0:
        raise ValueError(f"seat {seat} has no decision to make")
    if len(s.root_actions) == 1:
        return SearchResult(action=s.root_actions[0], iterations=0, elapsed=0.0, stats=[])
    return s.run(start)
