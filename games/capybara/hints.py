"""Capybara hints: why a move, in plain words from the seat's view, and the position line.

``explain`` reads only the view (hand, pile tops, cookies, hand sizes, the teapot, the token
circle): what the move does to the hand's bill (what the hand would cost at the round's end), what
the card's effect then does and to whom, and, for the other decisions, the numbers they turn on.
"""

from __future__ import annotations

from typing import Any

from games.capybara import components as C
from games.capybara.cards import (
    CAPYBARA_CARD,
    TOKEN_IN_SENTENCE,
    animal_name,
    animal_of,
    bill,
    card_name,
    value_of,
)
from games.capybara.rules import plays_for
from games.capybara.state import (
    Accept,
    Discard,
    Draw,
    Pass,
    PassCard,
    Play,
    RefuseWithTeapot,
    Target,
    View,
)
from games.contract import seat_ref
from games.words import Text, and_list, cat, msg

ANTEATER, ARMADILLO, TOUCAN, TAPIR, SLOTH, CAPUCHIN, TURTLE = range(7)
#: the steps the capybara figure moves for a toucan and a capuchin monkey (card or token)
STEPS = {TOUCAN: 2, CAPUCHIN: 1}


def context(view: View, seat: int, action: Any) -> Text | None:
    others = [i for i in range(view.n_players) if i != seat]
    if not others or view.hand is None or not all(view.piles):
        return None
    # the rival worth watching: the one closest to emptying their hand (and so to ending the round)
    rival = min(others, key=lambda i: (view.hand_sizes[i], -view.cookies[i], i))
    return msg(
        "capybara-hint-context",
        left=card_name(view.piles[0][-1]),
        right=card_name(view.piles[1][-1]),
        cards=len(view.hand),
        cookies=view.cookies[seat],
        rival=seat_ref(rival),
        rival_cards=view.hand_sizes[rival],
        rival_cookies=view.cookies[rival],
    )


def explain(view: View, seat: int, action: Any, actions: list[Any]) -> Text | None:
    """The plain why of ``action`` for ``seat``, from ``view`` alone (see the module doc)."""
    if view.hand is None or view.seat != seat or not all(view.piles):
        return None
    hand = list(view.hand)
    if isinstance(action, Play):
        return _play(view, seat, hand, action, actions)
    if isinstance(action, (Draw, Pass)):
        return _draw_or_pass(view, hand, isinstance(action, Draw))
    if isinstance(action, (PassCard, Discard)):
        return _shed(view, seat, hand, action, actions)
    if isinstance(action, Target):
        return _target(view, action, actions)
    if isinstance(action, (RefuseWithTeapot, Accept)):
        refuse = isinstance(action, RefuseWithTeapot)
        if view.phase == "teapot_tapir":
            return _teapot_card(view, seat, hand, refuse)
        if view.phase == "teapot_anteater":
            key = "capybara-why-refuse-anteater" if refuse else "capybara-why-pay-anteater"
            return msg(key, cookies=view.cookies[seat])
    return None


# ---------------------------------------------------------------- the bill


def _without(hand: list[int], card: int) -> list[int]:
    rest = list(hand)
    rest.remove(card)
    return rest


def _saving(hand: list[int], card: int) -> int:
    return bill(hand) - bill(_without(hand, card))


def _bill_clause(hand: list[int], card: int, choices: list[int]) -> Text:
    """What losing ``card`` does to the bill, and how that ranks among the ``choices`` (distinct cards)."""
    before, after = bill(hand), bill(_without(hand, card))
    if before == after:
        # a card of the same animal at least as high still counts (or another capybara)
        kept = max(c for c in _without(hand, card) if animal_of(c) == animal_of(card))
        return msg("capybara-why-no-cut", bill=before, kept=card_name(kept), left=len(hand) - 1)
    cut = before - after
    best = len(choices) > 1 and all(_saving(hand, c) < cut for c in choices if c != card)
    return msg(
        "capybara-why-cut-best" if best else "capybara-why-cut",
        before=before,
        after=after,
        choices=len(choices),
        left=len(hand) - 1,
    )


# ---------------------------------------------------------------- playing a card


def _play(view: View, seat: int, hand: list[int], play: Play, actions: list[Any]) -> Text:
    rest = _without(hand, play.card)
    if not rest:
        others = [p for p in range(view.n_players) if p != seat]
        rival = max(others, key=lambda p: (view.hand_sizes[p], -p))
        return msg(
            "capybara-why-last-card",
            rival=seat_ref(rival),
            rival_cards=view.hand_sizes[rival],
            count=len(others),
        )
    choices = sorted({a.card for a in actions if isinstance(a, Play)})
    tops = [view.piles[0][-1], view.piles[1][-1]]
    tops[play.pile] = play.card
    effect = _effect(view, seat, rest, tops, animal_of(play.card), token=False)
    return cat(_bill_clause(hand, play.card, choices), effect, sep=" ")


def _effect(view: View, seat: int, rest: list[int], tops: list[int], animal: int, *, token: bool) -> Text | None:
    """The sentence on what the card (or token) ``animal`` then does, as the rules resolve it."""
    if animal == ANTEATER:
        return _anteater(view, seat, token=token)
    if animal == ARMADILLO:
        follow = sorted({p.card for p in plays_for(rest, [[tops[0]], [tops[1]]])})
        if follow:
            names = and_list([card_name(c) for c in follow])
            return msg("capybara-why-armadillo-follow", cards=names, count=len(follow))
        return msg("capybara-why-armadillo-draw")
    if animal in STEPS and not token:
        return _figure(view, seat, rest, tops, animal)
    if animal == TAPIR:
        left = (seat + 1) % view.n_players
        if len(rest) == 1:
            return msg("capybara-why-tapir-last", card=card_name(rest[0]), player=seat_ref(left))
        best = max(sorted(set(rest)), key=lambda c: (_saving(rest, c), c))
        key = "capybara-why-tapir-teapot" if view.teapot == left else "capybara-why-tapir"
        return msg(key, player=seat_ref(left), card=card_name(best), saving=_saving(rest, best))
    if animal == SLOTH:
        if view.teapot == seat:
            return msg("capybara-why-sloth-kept")
        if view.teapot is None:
            return msg("capybara-why-sloth-middle")
        return msg("capybara-why-sloth-from", player=seat_ref(view.teapot))
    if animal == TURTLE:
        best = max(sorted(set(rest)), key=lambda c: (_saving(rest, c), c))
        return msg("capybara-why-turtle", card=card_name(best), saving=_saving(rest, best))
    return None  # a toucan or capuchin token never comes here (the figure follows them first)


def _anteater(view: View, seat: int, *, token: bool) -> Text:
    targets = [p for p in range(view.n_players) if p != seat and view.cookies[p] >= 2]
    if not targets:
        return msg("capybara-why-anteater-none")
    if token:
        names = and_list([seat_ref(p) for p in targets])
        return msg("capybara-why-anteater-token", players=names)
    if len(targets) == 1:
        victim = targets[0]
        key = "capybara-why-anteater-one-teapot" if view.teapot == victim else "capybara-why-anteater-one"
        return msg(key, player=seat_ref(victim), cookies=view.cookies[victim])
    richest = max(targets, key=lambda p: (view.cookies[p], -p))
    return msg(
        "capybara-why-anteater-choose", player=seat_ref(richest), cookies=view.cookies[richest], count=len(targets)
    )


def _figure(view: View, seat: int, rest: list[int], tops: list[int], animal: int) -> Text:
    """Where the toucan or capuchin monkey moves the capybara figure, and what that token does."""
    n = len(view.tokens)
    pos = (view.figure + STEPS[animal]) % n
    via = None
    for _ in range(n):  # a toucan or capuchin token moves the figure on (at most once: one of each)
        name = view.tokens[pos]
        if name == C.COOKIE_TOKEN or C.ANIMALS.index(name) not in STEPS:
            break
        via = name
        pos = (pos + STEPS[C.ANIMALS.index(name)]) % n
    landing = view.tokens[pos]
    token = msg(TOKEN_IN_SENTENCE[landing])
    if via is None:
        moves = msg("capybara-why-figure", animal=animal_name(animal), steps=STEPS[animal], token=token)
    else:
        moves = msg("capybara-why-figure-via", animal=animal_name(animal), via=msg(TOKEN_IN_SENTENCE[via]), token=token)
    if landing == C.COOKIE_TOKEN:
        gain = msg("capybara-why-cookie-token")
        return cat(moves, gain, sep=" ")
    return cat(moves, _effect(view, seat, rest, tops, C.ANIMALS.index(landing), token=True), sep=" ")


# ---------------------------------------------------------------- drawing, passing, shedding


def _need(view: View) -> Text:
    """What the piles take: the value one higher than each top (1 follows 5), or anything on equal tops."""
    left, right = value_of(view.piles[0][-1]), value_of(view.piles[1][-1])
    if left == right:
        return msg("capybara-why-need-any", top=left)
    return msg("capybara-why-need", left=left % 5 + 1, right=right % 5 + 1)


def _draw_or_pass(view: View, hand: list[int], draw: bool) -> Text:
    fits = sorted({p.card for p in plays_for(hand, view.piles)})
    if not fits:
        if all(c == CAPYBARA_CARD for c in hand):
            key = "capybara-why-draw-capybaras" if draw else "capybara-why-pass-capybaras"
            return msg(key, cards=len(hand))
        key = "capybara-why-draw-nothing-fits" if draw else "capybara-why-pass-nothing-fits"
        return msg(key, cards=len(hand), need=_need(view))
    saving = max(_saving(hand, c) for c in fits)
    return msg(
        "capybara-why-draw-keep" if draw else "capybara-why-pass-keep",
        fits=and_list([card_name(c) for c in fits]),
        count=len(fits),
        bill=bill(hand),
        saving=saving,
    )


def _shed(view: View, seat: int, hand: list[int], action: PassCard | Discard, actions: list[Any]) -> Text:
    choices = sorted({a.card for a in actions if isinstance(a, (PassCard, Discard))})
    clause = _bill_clause(hand, action.card, choices)
    if isinstance(action, Discard):
        return clause
    left = (seat + 1) % view.n_players
    if view.teapot == left:
        onward = (left + 1) % view.n_players
        key = "capybara-why-passed-teapot-back" if onward == seat else "capybara-why-passed-teapot"
        receiver = msg(key, player=seat_ref(left), next=seat_ref(onward), cards=view.hand_sizes[left])
    else:
        receiver = msg("capybara-why-passed", player=seat_ref(left), cards=view.hand_sizes[left] + 1)
    return cat(clause, receiver, sep=" ")


# ---------------------------------------------------------------- the anteater's target and the teapot


def _target(view: View, action: Target, actions: list[Any]) -> Text:
    targets = [a.seat for a in actions if isinstance(a, Target)]
    most = max(view.cookies[p] for p in targets)
    chosen = action.seat
    richest = [p for p in targets if view.cookies[p] == most]
    if chosen in richest:
        key = "capybara-why-target-most" if richest == [chosen] else "capybara-why-target-tied"
        main = msg(key, player=seat_ref(chosen), cookies=most, count=len(targets))
    else:
        main = msg(
            "capybara-why-target",
            player=seat_ref(chosen),
            cookies=view.cookies[chosen],
            richest=seat_ref(richest[0]),
            most=most,
        )
    holder = view.teapot if view.teapot in targets else None
    if holder is None:
        return main
    if holder == chosen:
        return cat(main, msg("capybara-why-target-holder", player=seat_ref(holder)), sep=" ")
    return cat(main, msg("capybara-why-target-avoids", player=seat_ref(holder)), sep=" ")


def worst_card(hand: list[int]) -> int:
    """The most a card passed into ``hand`` can add to its bill: a capybara (7) unless one is held,
    else a 5 of the animal whose highest held card is lowest."""
    best: dict[int, int] = {}
    for c in hand:
        best[animal_of(c)] = max(best.get(animal_of(c), 0), value_of(c))
    animals = [5 - best.get(a, 0) for a in range(len(C.ANIMALS))]
    return max([*animals, 0 if C.CAPYBARA in best else C.CAPYBARA_VALUE])


def _teapot_card(view: View, seat: int, hand: list[int], refuse: bool) -> Text:
    passer = view.transit_from if view.transit_from is not None else (seat - 1) % view.n_players
    worst = worst_card(hand)
    if refuse:
        onward = (seat + 1) % view.n_players
        key = "capybara-why-refuse-card-back" if onward == passer else "capybara-why-refuse-card"
        return msg(key, passer=seat_ref(passer), next=seat_ref(onward), most=worst, bill=bill(hand))
    key = "capybara-why-accept-card-capybara" if CAPYBARA_CARD in hand else "capybara-why-accept-card"
    return msg(key, passer=seat_ref(passer), most=worst, bill=bill(hand), cards=len(hand))
