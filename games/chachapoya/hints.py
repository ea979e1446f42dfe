"""Chachapoya hints: the plain why of a move, and the position line when there is none.

``explain`` reads the seat's view only (its hand, its own collection, the offer as it sees it, the
public card counts) and says what the move takes, costs or risks in points by the seat's scales:
"a total of 22, the highest of your 5 possible totals; winning takes the 🔵 blue idol and the
🟡 yellow idol: 12 points to you." Worths count a Curse as the loss of the seat's most valuable
earlier treasure (the least costly of the tied ones) and an X as elimination.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.chachapoya import components as C
from games.chachapoya.bidding import has_tracker, is_pair, leader_of, total
from games.chachapoya.state import (
    BidAction,
    CurseAction,
    OfferAction,
    PickAction,
    PlaceTokenAction,
    SpendTokenAction,
    TrackerDrawAction,
)
from games.chachapoya.text import leader, tname, treasure
from games.chachapoya.view import ChachapoyaView, PlayerView
from games.contract import seat_ref
from games.words import Text, and_list, cat, msg

#: the highest numbered total a bid of so many cards can reach (a Tracker counts as one more card)
MAX_TOTAL = {k: max(v * k for v in C.VALUES if C.LIMITS[v] >= k) for k in range(1, C.MAX_BID_CARDS + 1)}


def context(view: ChachapoyaView, seat: int, action: Any) -> Text | None:
    players = {p.seat: p for p in view.players}
    me = players.get(seat)
    others = [p for p in view.players if p.seat != seat and not p.eliminated]
    if me is None:
        return None
    if others:
        rival = max(others, key=lambda p: (p.points, -p.seat))
        standing: Text = msg(
            "chachapoya-hint-context",
            points=me.points,
            rival=seat_ref(rival.seat),
            rival_points=rival.points,
            left=view.treasures_left,
        )
    else:
        standing = msg("chachapoya-hint-alone", points=me.points, left=view.treasures_left)
    shown = msg("chachapoya-hint-shown", treasures=and_list(treasure(k) for k in view.shown)) if view.shown else None
    return cat(standing, shown, sep=" ")


# ---------------------------------------------------------------- points by the scales


def _score(counts: Counter[str]) -> int | None:
    """Points of a collection by the scales; None when a type is at X."""
    points = 0
    for key, n in counts.items():
        if n > 0:
            p = C.scale_points(key, n)
            if p is None:
                return None
            points += p
    return points


def _after_take(have: Counter[str], cards: list[str]) -> int | None:
    """The collection's points after taking ``cards`` (each Curse discards one earlier treasure of the
    highest corner value, the player choosing the cheapest loss among ties); None at X."""
    curses = cards.count("curse")
    best: int | None = None
    found = False

    def walk(earlier: Counter[str], left: int) -> None:
        nonlocal best, found
        keys = [k for k in earlier if earlier[k] > 0 and k != "curse"]
        if left == 0 or not keys:
            after = Counter(earlier)  # what is left of the earlier treasures, and the new ones
            after.update(cards)
            score = _score(after)
            if not found or (score is not None and (best is None or score > best)):
                best, found = score, True
            return
        top = max(C.BY_KEY[k].corner for k in keys)
        for k in keys:
            if C.BY_KEY[k].corner == top:
                walk(earlier - Counter({k: 1}), left - 1)

    walk(Counter(have), curses)
    return best


def _gain(have: Counter[str], cards: list[str]) -> int | None:
    """Points ``cards`` add to the collection (negative: they cost); None: they put it at X."""
    after = _after_take(have, cards)
    return None if after is None else after - (_score(have) or 0)


def _rank(points: int | None) -> int:
    """A worth for comparisons: an X below everything."""
    return -999 if points is None else points


def _pts(points: int | None) -> Text:
    return msg("chachapoya-hint-x") if points is None else msg("chachapoya-hint-points", n=points)


def _me(view: ChachapoyaView, seat: int) -> PlayerView | None:
    return next((p for p in view.players if p.seat == seat), None)


def _have(me: PlayerView) -> Counter[str]:
    return Counter({t.key: t.count for t in me.collection})


def _face_down(view: ChachapoyaView) -> tuple[str | None, list[str]]:
    """(the face-down card if this seat knows it, else None; the two cards it may be, else []).

    The offerer knows it; the others know it when the two cards not turned face up were alike."""
    if view.last_round:
        return None, []
    if view.my_face_down:
        return view.my_face_down, []
    ups = [o.card for o in view.offer if o.face_up and o.card]
    pool = list(view.shown)
    for card in ups:
        if card not in pool:
            return None, []
        pool.remove(card)
    if len(pool) != 2:
        return None, []
    if pool[0] == pool[1]:  # buried and face-down alike: everyone knows it
        return pool[0], []
    return None, sorted(pool, key=C.TREASURE_ORDER.index)


# ---------------------------------------------------------------- the decisions


def explain(view: ChachapoyaView, seat: int, action: Any, actions: list[Any]) -> Text | None:
    why = _why(view, seat, action, actions)
    return None if why is None else cat(why, ".")


def _why(view: ChachapoyaView, seat: int, action: Any, actions: list[Any]) -> Text | None:
    me = _me(view, seat)
    if me is None or me.eliminated:
        return None
    have = _have(me)
    if isinstance(action, BidAction):
        return _bid(view, me, have, action, actions)
    if isinstance(action, OfferAction):
        return _offer(view, have, action)
    if isinstance(action, PickAction):
        return _pick(view, have, action)
    if isinstance(action, CurseAction):
        return _curse(view, have, action)
    if isinstance(action, TrackerDrawAction):
        return _tracker_draw(view, me, action)
    if isinstance(action, SpendTokenAction):
        return _spend(view, me, have, action)
    if isinstance(action, PlaceTokenAction):
        return _place(have, action, actions)
    return None


def _offer(view: ChachapoyaView, have: Counter[str], a: OfferAction) -> Text | None:
    rest = list(view.shown)
    for card in (a.bury, a.face_up):
        if card not in rest:
            return None
        rest.remove(card)
    if len(rest) != 1:
        return None
    down = rest[0]
    g_down, g_up, g_bury = (_gain(have, [k]) for k in (down, a.face_up, a.bury))
    rank = [_rank(g) for g in (g_down, g_up, g_bury)]
    least = rank[2] < min(rank[0], rank[1])
    return msg(
        "chachapoya-hint-offer",
        down=tname(down),
        down_pts=_pts(g_down),
        up=tname(a.face_up),
        up_pts=_pts(g_up),
        bury=tname(a.bury),
        bury_pts=_pts(g_bury),
        least="yes" if least else "no",
        both=_pts(_gain(have, [a.face_up, down])),
    )


def _prize(view: ChachapoyaView, have: Counter[str], one: bool) -> Text | None:
    """What winning the bid takes, and what it is worth to the seat."""
    n = len(view.offer)
    if not n:
        return None
    if view.last_round:
        return msg("chachapoya-hint-prize-one-blind" if one else "chachapoya-hint-prize-blind", n=n)
    ups = [o.card for o in view.offer if o.face_up and o.card]
    if len(ups) != 1 or n != 2:
        return None
    up = ups[0]
    known, maybe = _face_down(view)
    if one:
        if known:
            return msg(
                "chachapoya-hint-prize-one-known",
                up=tname(up),
                up_pts=_pts(_gain(have, [up])),
                down=tname(known),
                down_pts=_pts(_gain(have, [known])),
            )
        if maybe:
            return msg(
                "chachapoya-hint-prize-one-guess",
                up=tname(up),
                up_pts=_pts(_gain(have, [up])),
                a=tname(maybe[0]),
                b=tname(maybe[1]),
            )
        return msg("chachapoya-hint-prize-one-up", up=tname(up), up_pts=_pts(_gain(have, [up])))
    if known:
        return msg("chachapoya-hint-prize-both", up=tname(up), down=tname(known), pts=_pts(_gain(have, [up, known])))
    if maybe:
        return msg(
            "chachapoya-hint-prize-guess",
            up=tname(up),
            up_pts=_pts(_gain(have, [up])),
            a=tname(maybe[0]),
            b=tname(maybe[1]),
            a_pts=_pts(_gain(have, [up, maybe[0]])),
            b_pts=_pts(_gain(have, [up, maybe[1]])),
        )
    return msg("chachapoya-hint-prize-up", up=tname(up), up_pts=_pts(_gain(have, [up])))


def _bid(view: ChachapoyaView, me: PlayerView, have: Counter[str], a: BidAction, actions: list[Any]) -> Text | None:
    cards = list(a.cards)
    held = me.hand_size + (len(view.my_bid) if view.my_bid else 0)
    others = [p for p in view.players if p.seat != me.seat and p.bidding]
    laid = [p for p in others if p.has_bid]
    kind = leader_of(cards)
    if kind == "spy":
        head: Text = msg("chachapoya-hint-bid-spy", leader=leader(kind))
        prize = None
    elif kind is not None:
        head = msg("chachapoya-hint-bid-leader", leader=leader(kind), one="yes" if kind == "dictator" else "no")
        prize = _prize(view, have, kind == "dictator")
    elif is_pair(cards):
        ups = [o.card for o in view.offer if o.face_up and o.card]
        head = msg("chachapoya-hint-bid-pair", n=len(view.offer), draw=C.TRACKER_PAIR_DRAW)
        prize = msg("chachapoya-hint-pair-up", up=tname(ups[0]), pts=_pts(_gain(have, [ups[0]]))) if ups else None
    else:
        value = total(cards) or 0
        totals = {t for b in actions if (t := total(b.cards)) is not None}
        higher = sum(1 for t in totals if t > value)
        head = msg(
            "chachapoya-hint-bid-total",
            total=value,
            higher=higher,
            totals=len(totals),
            tracker="yes" if has_tracker(cards) else "no",
        )
        prize = _prize(view, have, has_tracker(cards))
    first = cat(head, prize, _warriors(view) if prize is not None else None, sep="; ")
    # the second sentence: what it spends, and what the others have laid down
    spend = msg("chachapoya-hint-spend", k=len(cards), hand=held)
    if view.last_round and total(cards) is not None:
        spend = msg("chachapoya-hint-spend-last", k=len(cards), hand=held)
    elif view.last_round and kind is not None:
        spend = msg("chachapoya-hint-spend-leader", penalty=-C.PENALTY_LEADER)
    shown_laid = None
    if laid:
        shown_laid = msg(
            "chachapoya-hint-laid",
            players=and_list(msg("chachapoya-hint-laid-one", player=seat_ref(p.seat), n=p.bid_size) for p in laid),
            waiting=len(others) - len(laid),
        )
    beats = None
    mine = total(cards)
    if mine is not None and laid and len(laid) == len(others) and all(mine > MAX_TOTAL[p.bid_size] for p in laid):
        beats = msg("chachapoya-hint-unbeaten", total=mine)
    return cat(cat(first, "."), cat(spend, shown_laid, beats, sep="; "), sep=" ")


def _warriors(view: ChachapoyaView) -> Text | None:
    """Grim Warriors score nothing at first but draw cards: say so when one may be taken."""
    known, maybe = _face_down(view)
    named = [o.card for o in view.offer if o.face_up and o.card] + ([known] if known else []) + maybe
    return msg("chachapoya-hint-warriors", n=C.WARRIOR_DRAW) if "warriors" in named else None


def _pick(view: ChachapoyaView, have: Counter[str], a: PickAction) -> Text | None:
    if a.index >= len(view.offer):
        return None
    card = view.offer[a.index]
    if view.last_round and not (card.face_up and card.card):
        return msg("chachapoya-hint-pick-blind", n=len(view.offer))
    ups = [o.card for o in view.offer if o.face_up and o.card]
    up = ups[0] if ups else None
    known, maybe = _face_down(view)
    if card.face_up and card.card:
        mine = msg("chachapoya-hint-pick-up", up=tname(card.card), pts=_pts(_gain(have, [card.card])))
        if known:
            other: Text | None = msg("chachapoya-hint-other-known", down=tname(known), pts=_pts(_gain(have, [known])))
        elif maybe:
            other = msg(
                "chachapoya-hint-other-guess",
                a=tname(maybe[0]),
                a_pts=_pts(_gain(have, [maybe[0]])),
                b=tname(maybe[1]),
                b_pts=_pts(_gain(have, [maybe[1]])),
            )
        else:
            other = None
        return cat(mine, other, _warriors(view), sep="; ")
    against = msg("chachapoya-hint-against", up=tname(up), pts=_pts(_gain(have, [up]))) if up else None
    if known:
        said = "chachapoya-hint-pick-known" if view.my_face_down else "chachapoya-hint-pick-sure"
        mine = msg(said, down=tname(known), pts=_pts(_gain(have, [known])))
    elif maybe:
        mine = msg(
            "chachapoya-hint-pick-guess",
            a=tname(maybe[0]),
            a_pts=_pts(_gain(have, [maybe[0]])),
            b=tname(maybe[1]),
            b_pts=_pts(_gain(have, [maybe[1]])),
        )
    else:
        return None
    return cat(cat(mine, against, sep=", "), _warriors(view), sep="; ")


def _loss(have: Counter[str], key: str) -> tuple[int, int | None, int | None]:
    """(cards of ``key`` held, the type's points now, after losing one); None: at X."""
    n = have[key]
    return n, C.scale_points(key, n), C.scale_points(key, n - 1)


def _curse(view: ChachapoyaView, have: Counter[str], a: CurseAction) -> Text | None:
    n, before, after = _loss(have, a.treasure)
    if n <= 0:
        return None
    mine = msg(
        "chachapoya-hint-curse",
        treasure=tname(a.treasure),
        n=n,
        left=n - 1,
        before=_pts(before),
        after=_pts(after),
    )
    others = []
    for key in view.curse_options:
        if key != a.treasure and have[key] > 0:
            m, b, c = _loss(have, key)
            others.append(msg("chachapoya-hint-curse-other", treasure=tname(key), n=m, before=_pts(b), after=_pts(c)))
    return cat(mine, and_list(others) if others else None, sep="; ")


def _tracker_draw(view: ChachapoyaView, me: PlayerView, a: TrackerDrawAction) -> Text:
    if view.last_round:
        return msg(
            "chachapoya-hint-draw-last",
            draw="yes" if a.draw else "no",
            n=C.TRACKER_PAIR_DRAW,
            tracker=-C.PENALTY_TRACKER,
            leader=-C.PENALTY_LEADER,
        )
    return msg(
        "chachapoya-hint-draw",
        draw="yes" if a.draw else "no",
        n=C.TRACKER_PAIR_DRAW,
        hand=me.hand_size,
        left=view.treasures_left,
    )


def _best_token(have: Counter[str]) -> tuple[str, int | None] | None:
    """The type where one more card adds most (the token at the end), and what it adds."""
    keys = [k for k in C.TREASURE_ORDER if have[k] > 0 and k != "curse"]
    if not keys:
        return None
    gains = {k: _gain(have, [k]) for k in keys}
    key = max(keys, key=lambda k: _rank(gains[k]))
    return key, gains[key]


def _spend(view: ChachapoyaView, me: PlayerView, have: Counter[str], a: SpendTokenAction) -> Text:
    fill = C.TOKEN_FILL - me.hand_size
    best = _best_token(have)
    later = (
        msg("chachapoya-hint-token-later", treasure=tname(best[0]), pts=_pts(best[1]))
        if best
        else msg("chachapoya-hint-token-nothing")
    )
    head = msg(
        "chachapoya-hint-spend-token" if a.spend else "chachapoya-hint-keep-token",
        hand=me.hand_size,
        fill=C.TOKEN_FILL,
        n=fill,
    )
    return cat(head, later, sep="; ")


def _place(have: Counter[str], a: PlaceTokenAction, actions: list[Any]) -> Text:
    n = have[a.treasure]
    gains = {b.treasure: _gain(have, [b.treasure]) for b in actions if isinstance(b, PlaceTokenAction)}
    rank = {k: _rank(g) for k, g in gains.items()}
    best = len(gains) > 1 and all(rank[a.treasure] > g for k, g in rank.items() if k != a.treasure)
    return msg(
        "chachapoya-hint-place",
        treasure=tname(a.treasure),
        n=n,
        more=n + 1,
        before=_pts(C.scale_points(a.treasure, n)),
        after=_pts(C.scale_points(a.treasure, n + 1)),
        best="yes" if best else "no",
        choices=len(gains),
    )
