"""Chachapoya hints in plain words (issue 36): an independent checker of every claim a hint makes.

``games.chachapoya.hints.explain`` reads the seat's view only. Here its English claims are parsed
back and checked by other means: what treasures are worth is measured by letting the engine's own
rules hand them to the seat (``rules.take``, Curse choices played out with ``GAME.apply``) and
counting the collection with ``scoring.collection_points``; offers, draws and tokens are checked by
applying the move; cards and bids are read from the true state.

No tests here (pytest does not collect this module): ``test_chachapoya_hint_claims.py`` runs ``check``
over every legal move of random positions, ``test_chachapoya_hints.py`` over one named position per kind
of decision.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from bot.i18n import english
from games.chachapoya import GAME
from games.chachapoya import components as C
from games.chachapoya import rules as R
from games.chachapoya import scenario as S
from games.chachapoya.bidding import legal_bids
from games.chachapoya.hints import explain
from games.chachapoya.scoring import collection_points, score_player
from games.chachapoya.state import (
    BidAction,
    CurseAction,
    OfferAction,
    PickAction,
    PlaceTokenAction,
    SpendTokenAction,
    State,
    TrackerDrawAction,
    clone,
)
from games.chachapoya.text import tname
from games.contract import fill_seat_refs

NAMES = ["Ana", "Bo", "Cy", "Di"]
KEY = {english(tname(k)): k for k in C.TREASURE_ORDER}
T = "(" + "|".join(re.escape(n) for n in sorted(KEY, key=len, reverse=True)) + ")"
P = r"(-?\d+ points?|an X that knocks you out)"


def said(state: State, seat: int, action: Any) -> str | None:
    text = explain(GAME.view(state, seat), seat, action, GAME.legal_actions(state, seat))
    return None if text is None else fill_seat_refs(english(text), NAMES)


def pts(text: str) -> int | None:
    return None if text.startswith("an X") else int(text.split()[0])


# ---------------------------------------------------------------- independent measures


def true_gain(state: State, seat: int, cards: list[str]) -> int | None:
    """What the engine's rules make of ``seat`` taking ``cards`` now: the change of its collection's
    points (the best of the Curse choices it would be offered), None if it is eliminated."""
    s = clone(state)
    s.awaiting = []
    before = collection_points(state.collections[seat])
    R.take(s, [], seat, list(cards))
    results: list[int | None] = []

    def settle(t: State) -> None:
        if t.phase == "curse" and seat in t.awaiting:
            for a in GAME.legal_actions(t, seat):
                settle(GAME.apply(t, seat, a)[0])
        else:
            results.append(None if t.eliminated[seat] else collection_points(t.collections[seat]) - before)

    settle(s)
    scored = [r for r in results if r is not None]
    return max(scored) if scored else None


def bid_total(cards: tuple[str, ...]) -> int | None:
    numbers = [int(c) for c in cards if c.isdigit()]
    if not numbers:
        return None
    return numbers[0] * len(numbers) + (numbers[0] if C.TRACKER in cards else 0)


def gain_claim(state: State, seat: int, cards: list[str], claim: str) -> None:
    assert pts(claim) == true_gain(state, seat, cards), (cards, claim)


def face_down_card(state: State) -> str:
    return next(slot.card for slot in state.offer if not slot.up)


def face_up_card(state: State) -> str:
    return next(slot.card for slot in state.offer if slot.up)


def candidates(state: State) -> list[str]:
    """The two shown cards that were not turned face up (buried and face down, in some order)."""
    pool = list(state.shown)
    pool.remove(face_up_card(state))
    return pool


# ---------------------------------------------------------------- the claims, parsed and checked


def check_prize(state: State, seat: int, text: str) -> int:
    """The part of a bid's reason that says what winning takes; returns the number of claims checked."""
    if m := re.search(rf"winning takes the {T} and the {T}: {P} to you", text):
        up, down = KEY[m[1]], KEY[m[2]]
        assert (up, down) == (face_up_card(state), face_down_card(state)), text
        gain_claim(state, seat, [up, down], m[3])
        return 1
    if m := re.search(
        rf"winning takes the {T} and the face-down card: {P} to you if that is the {T}, {P} if it is", text
    ):
        up, a = KEY[m[1]], KEY[m[3]]
        b = KEY[re.search(rf"if it is the {T}", text)[1]]  # type: ignore[index]
        assert up == face_up_card(state) and sorted([a, b]) == sorted(candidates(state)) and a != b, text
        assert face_down_card(state) in (a, b) and seat != state.offerer
        gain_claim(state, seat, [up, a], m[2])
        gain_claim(state, seat, [up, b], m[4])
        return 1
    if m := re.search(r"winning (?:takes the|lets you pick one of the) (\d+) face-down treasures", text):
        assert state.last_round and int(m[1]) == len(state.offer) and not any(s.up for s in state.offer)
        return 1
    if m := re.search(rf"winning lets you pick the {T} \({P} to you\) or the {T} \({P}\)", text):
        up, down = KEY[m[1]], KEY[m[3]]
        assert (up, down) == (face_up_card(state), face_down_card(state)), text
        gain_claim(state, seat, [up], m[2])
        gain_claim(state, seat, [down], m[4])
        return 1
    if m := re.search(rf"winning lets you pick the {T} \({P} to you\) or the face-down card, the {T} or the {T}", text):
        assert KEY[m[1]] == face_up_card(state) and sorted([KEY[m[3]], KEY[m[4]]]) == sorted(candidates(state))
        gain_claim(state, seat, [KEY[m[1]]], m[2])
        return 1
    if m := re.search(rf"the face-up {T} is worth {P} to you", text):
        assert KEY[m[1]] == face_up_card(state)
        gain_claim(state, seat, [KEY[m[1]]], m[2])
        return 1
    return 0


def check_bid(state: State, seat: int, action: BidAction, text: str) -> int:
    cards = action.cards
    checked = 0
    bids = [a for a in GAME.legal_actions(state, seat) if isinstance(a, BidAction)]
    totals = {t for a in bids if (t := bid_total(a.cards)) is not None}
    if m := re.match(r"a total of (\d+)( with a Tracker)?, ", text):
        value = int(m[1])
        assert value == bid_total(cards) and bool(m[2]) == (C.TRACKER in cards)
        rest = text[m.end() :]
        if n := re.match(r"the highest of your (\d+) possible totals", rest):
            assert int(n[1]) == len(totals) and value == max(totals)
        elif n := re.match(r"(\d+) of your (\d+) possible totals (?:is|are) higher", rest):
            assert int(n[2]) == len(totals) and int(n[1]) == sum(1 for t in totals if t > value)
        else:
            assert rest.startswith("your only possible total") and totals == {value}
        checked += 1
    elif m := re.match(r"the (Chinese Mafia|Dictator|Russian Spy) ", text):
        assert cards == ({"Chinese Mafia": "mafia", "Dictator": "dictator", "Russian Spy": "spy"}[m[1]],)
        checked += 1
    elif m := re.match(r"two Trackers send the (\d+) treasures back under the deck, .* draw (\d+) cards", text):
        assert cards == (C.TRACKER, C.TRACKER) and int(m[1]) == len(state.offer)
        after, _ = GAME.apply(state, seat, action)
        if after.phase == "tracker_draw":  # the pair was the only one: the treasures went back
            assert not after.offer and after.awaiting == [seat]
        checked += 1
    prize = check_prize(state, seat, text)
    assert prize or text.startswith(("the Russian Spy", "two Trackers")), text  # the others say what winning takes
    checked += prize
    held = len(state.hands[seat]) + len(state.bids[seat] or [])
    if m := re.search(r"It spends (\d+) of your (\d+) adventurer cards", text):
        assert int(m[1]) == len(cards) and int(m[2]) == held
        checked += 1
    if re.search(r"It spends your only adventurer card", text):
        assert held == 1 == len(cards)
        checked += 1
    if "numbered cards left in hand score nothing" in text:
        s = clone(state)
        s.hands[seat] = ["31"]
        assert state.last_round and score_player(s, seat).points == collection_points(s.collections[seat])
    if m := re.search(r"the Leader would cost you (\d+) points at the end", text):
        s = clone(state)
        s.hands[seat] = [cards[0]]
        assert state.last_round and score_player(s, seat).points == collection_points(s.collections[seat]) - int(m[1])
        checked += 1
    others = [p for p in state.awaiting if p != seat]
    if m := re.search(r"cards laid down so far: (.*?)(?:, and (\d+) players? (?:is|are) still to bid)?(?:;|\.$)", text):
        laid = re.findall(r"(Ana|Bo|Cy|Di) (\d+)", m[1])
        assert laid
        for name, n in laid:
            assert len(state.bids[NAMES.index(name)] or []) == int(n)
        assert sorted(NAMES.index(name) for name, _ in laid) == sorted(p for p in others if state.bids[p] is not None)
        assert int(m[2] or 0) == sum(1 for p in others if state.bids[p] is None)
        checked += 1
    if m := re.search(r"no numbered bid with that many cards beats (\d+)", text):
        every = legal_bids(C.adventurer_deck())
        for p in others:
            size = len(state.bids[p] or [])
            best = max((t for b in every if len(b) == size and (t := bid_total(b)) is not None), default=0)
            assert best < int(m[1]) == bid_total(cards)
        checked += 1
    return checked


def check_offer(state: State, seat: int, action: OfferAction, text: str) -> int:
    m = re.fullmatch(
        rf"you keep the {T} face down \({P} to you\), show the {T} \({P}\) and bury the {T} \({P}\)"
        rf"(, the one worth least to you)?\. Whoever wins the bid takes the two on offer: {P} to you\.",
        text,
    )
    assert m, text
    after, _ = GAME.apply(state, seat, action)
    down, up, bury = KEY[m[1]], KEY[m[3]], KEY[m[5]]
    assert (face_down_card(after), face_up_card(after)) == (down, up)
    assert next(s.card for s in after.deck if s.buried) == bury
    gains = [true_gain(state, seat, [k]) for k in (down, up, bury)]
    assert [pts(m[2]), pts(m[4]), pts(m[6])] == gains
    worth = [-999 if g is None else g for g in gains]
    assert bool(m[7]) == (worth[2] < min(worth[:2]))
    gain_claim(state, seat, [up, down], m[8])
    return 3


def check_pick(state: State, seat: int, action: PickAction, text: str) -> int:
    card = state.offer[action.index]
    if m := re.fullmatch(r"the (\d+) treasures lie face down and nobody has seen them, .*", text):
        assert state.last_round and int(m[1]) == len(state.offer) and not card.up
        return 1
    checked = 0
    if m := re.match(rf"the {T} is worth {P} to you", text):
        assert card.up and card.card == KEY[m[1]]
        gain_claim(state, seat, [card.card], m[2])
        checked += 1
        if n := re.search(rf"the face-down {T} would be worth {P}\.$", text):
            assert face_down_card(state) == KEY[n[1]]
            gain_claim(state, seat, [KEY[n[1]]], n[2])
            checked += 1
        if n := re.search(rf"the face-down card, the {T} or the {T}, would be worth {P} or {P}\.$", text):
            a, b = KEY[n[1]], KEY[n[2]]
            assert sorted([a, b]) == sorted(candidates(state)) and face_down_card(state) in (a, b)
            gain_claim(state, seat, [a], n[3])
            gain_claim(state, seat, [b], n[4])
            checked += 1
    elif m := re.match(rf"it is the {T} you hid, worth {P} to you", text):
        assert not card.up and card.card == KEY[m[1]] and seat == state.offerer
        gain_claim(state, seat, [card.card], m[2])
        checked += 1
    elif m := re.match(rf"it must be the {T}, as both cards not turned face up were, worth {P} to you", text):
        assert not card.up and card.card == KEY[m[1]] and candidates(state) == [card.card] * 2
        gain_claim(state, seat, [card.card], m[2])
        checked += 1
    elif m := re.match(rf"it is the {T} \({P} to you\) or the {T} \({P}\)", text):
        a, b = KEY[m[1]], KEY[m[3]]
        assert not card.up and card.card in (a, b) and sorted([a, b]) == sorted(candidates(state))
        gain_claim(state, seat, [a], m[2])
        gain_claim(state, seat, [b], m[4])
        checked += 1
    if m := re.search(rf"against {P} for the face-up {T}", text):
        assert face_up_card(state) == KEY[m[2]]
        gain_claim(state, seat, [KEY[m[2]]], m[1])
        checked += 1
    # and the engine hands over that very card
    after, _ = GAME.apply(state, seat, action)
    if not after.eliminated[seat]:
        assert (Counter(after.collections[seat]) - Counter(state.collections[seat]))[card.card] >= (
            0 if card.card == "curse" else 1
        )
    return checked


def type_points(key: str, n: int) -> int | None:
    """A type's points by the engine's final scoring of a collection holding just ``n`` of it."""
    s = S.build_state([["7"], ["7"]], collections=[[key] * n, []], open_bid=False)
    result = score_player(s, 0)
    return None if result.busted else result.points


def check_curse(state: State, seat: int, action: CurseAction, text: str) -> int:
    m = re.match(rf"your {T} cards drop from (\d+) to (\d+): {P} become {P}", text)
    assert m, text
    key, n, left = KEY[m[1]], int(m[2]), int(m[3])
    after, _ = GAME.apply(state, seat, action)
    assert key == action.treasure and state.collections[seat].count(key) == n
    assert after.collections[seat].count(key) == left == n - 1 and key in after.box
    assert pts(m[4]) == type_points(key, n) and pts(m[5]) == type_points(key, left)
    return 1


def check_draw(state: State, seat: int, action: TrackerDrawAction, text: str) -> int:
    after, _ = GAME.apply(state, seat, action)
    drawn = len(after.hands[seat]) - len(state.hands[seat])
    if m := re.match(
        r"(\d+) more adventurer cards for the (\d+) treasures still in the deck; you hold (\d+) now", text
    ):
        assert action.draw and not state.last_round and int(m[2]) == len(state.deck)
        assert int(m[3]) == len(state.hands[seat]) and drawn >= min(int(m[1]), 1)
        return 1
    if m := re.match(r"you keep your (\d+) cards as they are; (\d+) treasures are still in the deck", text):
        assert not action.draw and int(m[1]) == len(state.hands[seat]) and int(m[2]) == len(state.deck)
        assert drawn <= 1  # at most the round's own card
        return 1
    m = re.match(r"this is the last round, .*: (\d+) point for a Tracker, (\d+) for a Leader", text)
    assert m and state.last_round, text
    assert after.phase in ("place_token", "over")  # the game ends with this round
    s = clone(state)
    s.hands[seat] = [C.TRACKER, "spy"]
    assert score_player(s, seat).points == collection_points(s.collections[seat]) - int(m[1]) - int(m[2])
    return 1


def check_token(state: State, seat: int, action: SpendTokenAction, text: str) -> int:
    after, _ = GAME.apply(state, seat, action)
    checked = 0
    if m := re.match(r"it fills your hand from (\d+) to (\d+) cards, (\d+) more", text):
        assert action.spend and int(m[1]) == len(state.hands[seat])
        assert len(after.hands[seat]) == int(m[2]) or not after.adv_deck
        assert int(m[3]) == int(m[2]) - int(m[1]) and not after.tokens[seat]
        checked += 1
    if m := re.match(r"you keep it for the end instead of drawing (\d+) cards? now \(you hold (\d+)\)", text):
        assert not action.spend and after.tokens[seat] and int(m[2]) == len(state.hands[seat])
        assert int(m[1]) == C.TOKEN_FILL - len(state.hands[seat])
        checked += 1
    if m := re.search(rf"at the end it would add {P} on your {T}\.$", text):
        held = [k for k in set(state.collections[seat]) if k != "curse"]
        adds: dict[str, int | None] = {}
        for k in held:
            s = clone(state)
            s.token_on[seat] = k
            result = score_player(s, seat)
            adds[k] = None if result.busted else result.points - score_player(state, seat).points
        key = KEY[m[2]]
        assert pts(m[1]) == adds[key]
        ranked = {k: -999 if a is None else a for k, a in adds.items()}
        assert all(a <= ranked[key] for a in ranked.values())
        checked += 1
    if "you hold no treasure it could go on yet" in text:
        assert not [k for k in state.collections[seat] if k != "curse"]
        checked += 1
    return checked


def check_place(state: State, seat: int, action: PlaceTokenAction, text: str) -> int:
    m = re.fullmatch(
        rf"your {T} count as (\d+) instead of (\d+): {P} become {P}(, the most of your (\d+) choices)?\.", text
    )
    assert m, text
    key = KEY[m[1]]
    after, _ = GAME.apply(state, seat, action)
    assert after.token_on[seat] == key == action.treasure
    assert int(m[3]) == state.collections[seat].count(key) and int(m[2]) == int(m[3]) + 1
    assert pts(m[4]) == type_points(key, int(m[3])) and pts(m[5]) == type_points(key, int(m[2]))
    before = score_player(state, seat).points
    gains = {}
    for a in GAME.legal_actions(state, seat):
        assert isinstance(a, PlaceTokenAction)
        s, _ = GAME.apply(state, seat, a)
        result = score_player(s, seat)
        gains[a.treasure] = -999 if result.busted else result.points - before
    if m[6]:
        assert int(m[7]) == len(gains) and all(g < gains[key] for k, g in gains.items() if k != key)
    return 1


def check_warriors(state: State, seat: int, text: str) -> int:
    """ "a ⚔️ Grim Warriors taken also draws you 3 adventurer cards": one is (or may be) on offer, and the
    engine hands that many cards to a player who takes one."""
    m = re.search(r"a ⚔️ Grim Warriors taken also draws you (\d+) adventurer cards", text)
    if not m:
        return 0
    named = [slot.card for slot in state.offer if slot.up] + (candidates(state) if state.shown else [])
    assert "warriors" in named or (state.offerer == seat and face_down_card(state) == "warriors"), text
    s = clone(state)
    s.awaiting = []
    s.adv_deck = s.adv_deck + ["7"] * 3  # enough to draw from
    hand = len(s.hands[seat])
    R.take(s, [], seat, ["warriors"])
    assert s.eliminated[seat] or len(s.hands[seat]) - hand >= int(m[1])
    return 1


def check(state: State, seat: int, action: Any, text: str) -> int:
    """Check every claim ``text`` makes about ``action`` in ``state``; returns how many were checked."""
    return check_warriors(state, seat, text) + check_kind(state, seat, action, text)


def check_kind(state: State, seat: int, action: Any, text: str) -> int:
    if isinstance(action, BidAction):
        return check_bid(state, seat, action, text)
    if isinstance(action, OfferAction):
        return check_offer(state, seat, action, text)
    if isinstance(action, PickAction):
        return check_pick(state, seat, action, text)
    if isinstance(action, CurseAction):
        return check_curse(state, seat, action, text)
    if isinstance(action, TrackerDrawAction):
        return check_draw(state, seat, action, text)
    if isinstance(action, SpendTokenAction):
        return check_token(state, seat, action, text)
    if isinstance(action, PlaceTokenAction):
        return check_place(state, seat, action, text)
    raise AssertionError(action)
