"""A quick, sensible policy for AI seats, reading only the seat's view."""

from __future__ import annotations

import math
import random
from typing import Any

from games.capybara import components as C
from games.capybara.cards import CAPYBARA_CARD, bill
from games.capybara.state import (
    Accept,
    Action,
    Discard,
    Draw,
    Pass,
    PassCard,
    Play,
    RefuseWithTeapot,
    State,
    Target,
    View,
)
from games.ismcts import soft_reward

ANTEATER, ARMADILLO, TOUCAN, TAPIR, SLOTH, CAPUCHIN, TURTLE = range(7)


def heuristic(view: View, actions: list[Action], rng: random.Random) -> Action | None:
    if not actions or view.hand is None or view.seat is None:
        return None
    hand = list(view.hand)
    me = view.seat
    if view.phase in ("teapot_tapir", "teapot_anteater"):
        return _teapot(view, hand, actions)
    if view.phase == "target":
        targets = [a for a in actions if isinstance(a, Target)]
        # the richest player, preferring one the teapot cannot protect
        return max(targets, key=lambda a: (a.seat != view.teapot, view.cookies[a.seat], rng.random()))
    if view.phase in ("pass_card", "discard"):
        options = [a for a in actions if isinstance(a, (PassCard, Discard))]
        return max(options, key=lambda a: (_shed_gain(hand, a.card), a.card % 10, rng.random()))
    plays = [a for a in actions if isinstance(a, Play)]
    if plays:
        return max(plays, key=lambda a: (_play_score(view, me, hand, a), rng.random()))
    for a in actions:
        if isinstance(a, (Draw, Pass)):
            return a
    return actions[0]


def _teapot(view: View, hand: list[int], actions: list[Action]) -> Action:
    me = view.seat
    assert me is not None
    if view.phase == "teapot_tapir":
        # a passed card is usually a capybara or a high card: refuse it, unless another capybara
        # would cost nothing more (all capybaras count as one 7) and the hand is long anyway
        refuse = not (CAPYBARA_CARD in hand and len(hand) >= 6)
    else:
        # one cookie is cheap: keep the teapot for a tapir, unless cookies run low or the round
        # is about to end (ending it returns the teapot anyway)
        refuse = view.cookies[me] <= 3 or len(hand) <= 2
    want = RefuseWithTeapot if refuse else Accept
    return next(a for a in actions if isinstance(a, want))


def _shed_gain(hand: list[int], card: int) -> float:
    """How much cheaper the hand gets without ``card`` (capybaras and high cards first)."""
    rest = list(hand)
    rest.remove(card)
    return bill(hand) - bill(rest) + 0.1 * (card % 10)


def _play_score(view: View, me: int, hand: list[int], play: Play) -> float:
    card = play.card
    rest = list(hand)
    rest.remove(card)
    if not rest:
        return 1000.0  # going out ends the round in our favour
    score = bill(hand) - bill(rest) + 0.3 * (card % 10)
    piles = [view.piles[0][-1], view.piles[1][-1]]
    piles[play.pile] = card
    if piles[0] % 10 == piles[1] % 10:
        score -= 0.5  # equal tops let the next player play anything
    score += _effect_value(view, me, rest, card // 10, piles, token=False)
    return score


def _effect_value(view: View, me: int, rest: list[int], animal: int, tops: list[int], *, token: bool) -> float:
    others_rich = sum(1 for p in range(view.n_players) if p != me and view.cookies[p] >= 2)
    if animal == ANTEATER:
        return 0.7 * others_rich if token else (1.0 if others_rich else 0.0)
    if animal == ARMADILLO:
        t0, t1 = tops[0] % 10, tops[1] % 10
        follow = [c for c in rest if c != CAPYBARA_CARD and (t0 == t1 or c % 10 in (t0 % 5 + 1, t1 % 5 + 1))]
        if not follow:
            return -1.5  # a dead armadillo forces a draw
        return 1.0 + max(_shed_gain(rest, c) for c in follow)  # a free second card this turn
    if animal == TAPIR:
        return 0.8 * max(_shed_gain(rest, c) for c in set(rest))
    if animal == TURTLE:
        return 0.8 * max(_shed_gain(rest, c) for c in set(rest)) - 0.5
    if animal == SLOTH:
        return 1.5 if view.teapot != me else 0.0
    if animal in (CAPUCHIN, TOUCAN) and not token:
        where = (view.figure + (1 if animal == CAPUCHIN else 2)) % len(view.tokens)
        name = view.tokens[where]
        if name == C.COOKIE_TOKEN:
            return 3.0
        return _effect_value(view, me, rest, C.ANIMALS.index(name), tops, token=True)
    return 0.0


#: the AI levels' search settings in this game (``Game.level_search``; ``iterations`` is a ceiling).
#: Normal's search finds its best move within 400 iterations here (a quarter of a second): hard
#: (up to 2 s) chose no better, and the two levels were the same opponent. At 100 normal is still
#: far ahead of random and easy players, and hard is a stronger opponent than normal.
LEVEL_SEARCH: dict[str, dict[str, Any]] = {"normal": {"iterations": 100}}


# ---------------------------------------------------------------- evaluation

#: the chance of ending the round goes as exp(-OUT_RATE × hand size), shared among the players
OUT_RATE = 0.3
#: the mean value of the card the ender reveals: values 1–5 twice per animal, 7 capybaras of 7
ENDER_GAIN = 3.4
#: margin of doubt of the projected cookies: SCALE + SCALE_PER_COOKIE × the fewest projected cookies
SCALE = 10.0
SCALE_PER_COOKIE = 0.5


def projected_cookies(s: State) -> list[float]:
    """Each player's cookies once the round is scored, in expectation over who ends it.

    The ender gains a revealed card and pays nothing; everyone else pays for their hand. Who
    ends it is guessed from hand sizes alone (fewer cards, likelier).
    """
    weights = [math.exp(-OUT_RATE * len(h)) for h in s.hands]
    total = sum(weights)
    out = []
    for cookies, hand, w in zip(s.cookies, s.hands, weights, strict=True):
        p = w / total
        out.append(max(0.0, cookies + p * ENDER_GAIN - (1.0 - p) * bill(hand)))
    return out


def evaluate(s: State, seat: int) -> float:
    """Share of opponents beaten, from the cookies projected after this round's scoring.

    Only called on worlds sampled by ``determinize``, so every hand may be read. Fitted on
    heuristic self-play (2 and 5 players): the final ranking is hard to foresee many rounds
    ahead, so the margin of doubt is wide, and it narrows only as someone nears 0 (the game
    ends after a scoring that leaves anyone at 0). A sharper estimate predicted the final
    ranking worse than a coin flip.
    """
    projected = projected_cookies(s)
    return soft_reward(projected, seat, SCALE + SCALE_PER_COOKIE * min(projected))
