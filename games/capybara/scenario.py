"""Exact positions for tests and examples (name the cards that matter, the rest fill a pile),
and ``perturb_hidden`` for the hidden-information checks.

Cards are written ``("sloth", 2)`` or ``"sloth 2"``; ``"capybara"`` is the capybara card.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from games.capybara import components as C
from games.capybara import rules
from games.capybara.state import Phase, State, new_tallies
from games.contract import RngState

CardSpec = str | tuple[str, int]
_ALIASES = {"capuchin monkey": "capuchin", "olive turtle": "turtle"}


def cd(spec: CardSpec) -> int:
    """A card code from ``"sloth 2"``, ``("sloth", 2)`` or ``"capybara"``."""
    if isinstance(spec, tuple):
        name, value = spec
    elif spec.strip() == "capybara":
        name, value = "capybara", C.CAPYBARA_VALUE
    else:
        name, _, num = spec.strip().rpartition(" ")
        value = int(num)
    name = _ALIASES.get(name, name)
    animal = C.CAPYBARA if name == "capybara" else C.ANIMALS.index(name)
    assert name == "capybara" or name in C.ANIMALS
    return C.card(animal, value)


def cards(specs: Sequence[CardSpec]) -> list[int]:
    return [cd(s) for s in specs]


def build_state(
    hands: Sequence[Sequence[CardSpec]],
    *,
    piles: Sequence[Sequence[CardSpec]] = (("sloth 1",), ("tapir 3",)),
    draw: Sequence[CardSpec] = (),
    discard: Sequence[CardSpec] = (),
    rest: str = "draw",
    cookies: Sequence[int] | None = None,
    tokens: Sequence[str] | None = None,
    figure: str = C.COOKIE_TOKEN,
    teapot: int | None = None,
    active: int = 0,
    phase: Phase = "turn",
    seed: int = 1,
) -> State:
    """A position; piles are listed bottom to top, ``draw`` top first.

    The cards not named go under the draw pile (``rest="draw"``), onto the discard pile
    (``"discard"``), or under the left pile (``"piles"``), so all 77 cards are always present.
    """
    n = len(hands)
    named = [cd(c) for h in hands for c in h] + [cd(c) for p in piles for c in p]
    named += [cd(c) for c in draw] + [cd(c) for c in discard]
    left = Counter(C.full_deck())
    left.subtract(Counter(named))
    assert all(k >= 0 for k in left.values()), f"more copies named than exist: {-left}"
    spare = sorted(left.elements())
    pile_lists = [cards(p) for p in piles]
    draw_pile = [cd(c) for c in reversed(draw)]
    discard_pile = cards(discard)
    if rest == "draw":
        draw_pile = spare + draw_pile
    elif rest == "discard":
        discard_pile = spare + discard_pile
    else:
        pile_lists[0] = spare + pile_lists[0]
    token_list = list(tokens) if tokens is not None else list(C.TOKENS)
    return State(
        n_players=n,
        rng=RngState(seed=seed),
        cookies=list(cookies) if cookies is not None else [C.STARTING_COOKIES] * n,
        tallies=new_tallies(list(cookies) if cookies is not None else [C.STARTING_COOKIES] * n),
        hands=[cards(h) for h in hands],
        draw_pile=draw_pile,
        piles=pile_lists,
        discard=discard_pile,
        tokens=token_list,
        figure=token_list.index(figure),
        teapot=teapot,
        active=active,
        phase=phase,
        decider=active,
    )


def perturb_hidden(state: State, seat: int, rng: random.Random) -> State:
    """A copy of ``state`` that differs only in what ``seat`` cannot know (for the leak checks).

    Written from the rules, independently of ``determinize``: the other seats' cards (hand sizes
    kept) and the draw pile are dealt afresh from their pooled cards, a tapir card waiting for a
    teapot holder is swapped in too unless ``seat`` passed it, and the seed of future shuffles
    changes. What ``seat`` knows stays: its hand, every public card, and each card a tapir passed
    that its passer knows to be still held (so every seat's tapir knowledge stays true). A seat
    that must decide now keeps a legal choice (everyone can see that it is deciding); when a
    fresh deal cannot give it one, only the draw pile's order and the seed change.
    """
    out = state.model_copy(deep=True)
    out.rng = RngState(seed=rng.getrandbits(62))
    pinned: Counter[tuple[int, int]] = Counter()
    for observer in range(state.n_players):
        pinned |= Counter((h, c) for o, h, c in state.known if o == observer)
    others = [p for p in range(state.n_players) if p != seat]
    hidden_transit = state.transit is not None and state.transit_from != seat
    for _ in range(50):
        kept: dict[int, list[int]] = {}
        pool = list(state.draw_pile)
        for p in others:
            keep = Counter({c: k for (h, c), k in pinned.items() if h == p})
            kept[p] = []
            for c in state.hands[p]:
                if keep[c] > 0:
                    keep[c] -= 1
                    kept[p].append(c)
                else:
                    pool.append(c)
        if hidden_transit:
            assert state.transit is not None
            pool.append(state.transit)
        rng.shuffle(pool)
        for p in others:
            out.hands[p] = kept[p] + [pool.pop() for _ in range(len(state.hands[p]) - len(kept[p]))]
        if hidden_transit:
            out.transit = pool.pop()
        out.draw_pile = pool
        if state.phase == "over" or rules.legal_actions(out, state.decider):
            return out
    out.hands = [list(h) for h in state.hands]
    out.transit = state.transit
    out.draw_pile = list(state.draw_pile)
    rng.shuffle(out.draw_pile)
    return out
