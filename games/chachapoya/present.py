"""Text presentation: the public table embed, a player's hand, and their controls."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.chachapoya import components as C
from games.chachapoya.bidding import describe, has_tracker, is_pair, leader_of
from games.chachapoya.state import (
    BidAction,
    CurseAction,
    OfferAction,
    PickAction,
    PlaceTokenAction,
    SpendTokenAction,
    TrackerDrawAction,
)
from games.chachapoya.text import CHIP, minus, tname, treasure
from games.chachapoya.view import ChachapoyaView, PlayerView, TypeView
from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref
from games.words import Text, and_list, cat, lines, msg

TRACKER_EMOJI = "🎭"
FACE_DOWN = "🂠"


def refs(seats: list[int]) -> Text:
    return and_list([seat_ref(p) for p in seats])


def offer_line(v: ChachapoyaView) -> Text:
    if not v.offer:
        return ""
    down = sum(1 for o in v.offer if not o.face_up)
    parts: list[Text] = [msg("chachapoya-offer-up", treasure=tname(o.card)) for o in v.offer if o.face_up and o.card]
    if down:
        parts.append(cat(FACE_DOWN, msg("chachapoya-offer-down", n=down), sep=" "))
    items = cat(*parts, sep=" + ")
    if v.last_round and v.phase == "pick" and v.deciding is not None:
        # a Dictator or a Tracker bid wins only one of the cards, even in the last round
        return msg("chachapoya-on-offer-takes-one", items=items, player=seat_ref(v.deciding))
    if v.last_round:
        return msg("chachapoya-on-offer-takes-all", items=items)
    return msg("chachapoya-on-offer", items=items)


WAITING = {
    "offer": "chachapoya-wait-offer",
    "bid": "chachapoya-wait-bid",
    "pick": "chachapoya-wait-pick",
    "curse": "chachapoya-wait-curse",
    "tracker_draw": "chachapoya-wait-tracker-draw",
    "spend_token": "chachapoya-wait-spend-token",
    "place_token": "chachapoya-wait-place-token",
}


def waiting_line(v: ChachapoyaView) -> Text:
    if v.phase not in WAITING:
        return ""
    missing = [p.seat for p in v.players if p.bidding and not p.has_bid]
    who = refs(missing if v.phase == "bid" else v.awaiting)
    return msg(WAITING[v.phase], players=who, n=len(v.awaiting), draw=C.TRACKER_PAIR_DRAW, fill=C.TOKEN_FILL)


def collection_text(types: list[TypeView]) -> Text:
    if not types:
        return msg("chachapoya-no-treasures")
    parts = []
    for t in types:
        emoji = C.BY_KEY[t.key].emoji
        if t.token:  # at the end: the token is one more card
            pts = "X" if t.points is None else t.points
            parts.append(f"{emoji}×{t.count - 1}+💎 ({pts})")
            continue
        warn = " ⚠️" if t.near_x else ""
        parts.append(f"{emoji}×{t.count} ({t.points}){warn}")
    return " · ".join(parts)


def penalty_text(p: PlayerView) -> Text:
    return cat(*(cat(what, minus(points), sep=" ") for what, points in p.penalties), sep=" · ")


def eliminated_text(p: PlayerView) -> Text:
    if p.out_by_token:
        return msg("chachapoya-out-by-token", treasure=tname(p.out_by_token))
    if p.eliminated_round:
        return msg("chachapoya-out-in-round", round=p.eliminated_round)
    return msg("chachapoya-out")


STALL_WARNING = 5  # rounds before the no-treasure ending that the table starts counting down


def points_line(points: int) -> Text:
    """ "⭐ 3 points"."""
    return cat("⭐", msg("chachapoya-n-points", n=points), sep=" ")


def table_face(v: ChachapoyaView) -> TableFace:
    if v.phase == "over":
        head = msg("chachapoya-head-over", rounds=v.round_no, winners=and_list([seat_ref(w) for w in v.winners]))
    else:
        head = msg(
            "chachapoya-head-last-round" if v.last_round else "chachapoya-head-round",
            round=v.round_no,
            player=seat_ref(v.starting),
            treasures=v.treasures_left,
            adventurers=v.adventurers_left,
        )
    rows: list[Text] = [head]
    if v.shown and v.phase != "over":
        rows.append(msg("chachapoya-turned-up", treasures=cat(*(tname(k) for k in v.shown), sep=" · ")))
    if v.offer:
        rows.append(offer_line(v))
    if v.phase == "bid":
        marks: list[Text] = []
        for p in v.players:
            if p.bidding:
                if p.has_bid:
                    marks.append(msg("chachapoya-bid-mark", player=seat_ref(p.seat), n=p.bid_size))
                else:
                    marks.append(f"⏳ {seat_ref(p.seat)}")
        rows.append(msg("chachapoya-bids-line", marks=cat(*marks, sep=" · ")))
    rows.append(waiting_line(v))
    if v.resolution:
        rows.append(msg("chachapoya-last-reveal", text=v.resolution))
    if v.phase != "over" and v.rounds_without_treasure >= C.STALL_ROUNDS - STALL_WARNING:
        rows.append(msg("chachapoya-stall-warning", n=v.rounds_without_treasure, max=C.STALL_ROUNDS))
    if v.phase == "over":
        rows += v.final
    fields: list[tuple[Text, Text]] = []
    for p in v.players:
        start = "🚩 " if p.seat == v.starting and v.phase != "over" else ""
        if p.eliminated:
            value: list[Text] = [eliminated_text(p)]
            if p.out_by_token:
                value.append(collection_text(p.collection))
            fields.append((f"{start}{seat_ref(p.seat)}", lines(value)))
            continue
        token: Text | None = None
        if p.token:
            token = msg("chachapoya-field-token")
        elif p.token_on:
            token = msg("chachapoya-field-token-on", emoji=C.BY_KEY[p.token_on].emoji)
        cards = cat(cat("🃏", msg("chachapoya-n-cards", n=p.hand_size), sep=" "), token, sep=" · ")
        value = [cards, collection_text(p.collection), *score_lines(v, p)]
        if p.last_bid and v.phase not in ("bid", "over"):
            value.append(msg("chachapoya-field-last-bid", bid=describe(p.last_bid)))
        fields.append((f"{start}{seat_ref(p.seat)}", lines(value)))
    return TableFace(description=lines(rows), fields=fields)


def score_lines(v: ChachapoyaView, p: PlayerView) -> list[Text]:
    """Points by the scales during the game; at the end, the penalties and the final score."""
    if not v.scores:
        return [points_line(p.points)]
    penalties: list[Text] = [cat("➖", penalty_text(p), sep=" ")] if p.penalties else []
    return [*penalties, msg("chachapoya-final-score", n=int(v.scores[p.seat]))]


def hand_text(hand: list[str]) -> list[Text]:
    counts = Counter(hand)
    rows: list[Text] = []
    numbered = [
        msg("chachapoya-hand-value", value=v, n=counts[str(v)], max=C.LIMITS[v]) for v in C.VALUES if counts[str(v)]
    ]
    if numbered:
        rows.append(msg("chachapoya-hand-adventurers", cards=cat(*numbered, sep=" · ")))
    if counts[C.TRACKER]:
        rows.append(cat(TRACKER_EMOJI, msg("chachapoya-hand-trackers", n=counts[C.TRACKER]), sep=" "))
    leaders = [cat(C.LEADER_EMOJI[k], describe((k,), article=False), sep=" ") for k in C.LEADERS if counts[k]]
    if leaders:
        rows.append(msg("chachapoya-hand-leaders", leaders=cat(*leaders, sep=" · ")))
    return rows or [msg("chachapoya-no-adventurers")]


def the_face_up(key: str) -> Text:
    """ "the face-up 🟢 green idol"."""
    return msg("chachapoya-the-face-up", treasure=tname(key))


def offered_words(v: ChachapoyaView) -> Text:
    """ "the face-up 🟢 green idol and 1 face-down card", "3 face-down treasures"."""
    up = [the_face_up(o.card) for o in v.offer if o.face_up and o.card]
    down = sum(1 for o in v.offer if not o.face_up)
    if not up:
        return msg("chachapoya-n-face-down-treasures", n=down)
    return and_list([*up, *([msg("chachapoya-n-face-down-cards", n=down)] if down else [])])


def ask(v: ChachapoyaView, me: PlayerView) -> Text:
    """What the seat is asked now, naming the treasures and cards in question."""
    phase = v.phase
    if phase == "offer":
        return msg("chachapoya-ask-offer", treasures=and_list([tname(k) for k in v.shown]))
    if phase == "bid":
        return msg("chachapoya-ask-bid", offer=offered_words(v))
    if phase == "pick":
        if v.last_round or not any(o.face_up for o in v.offer):
            return msg("chachapoya-ask-pick-blind", n=len(v.offer))
        choices = [the_face_up(o.card) for o in v.offer if o.face_up and o.card]
        choices.append(msg("chachapoya-the-face-down-card"))
        return msg("chachapoya-ask-pick", choices=and_list(choices, style="or"))
    if phase == "curse":
        return msg("chachapoya-ask-curse", options=and_list([tname(k) for k in v.curse_options], style="or"))
    if phase == "tracker_draw":
        return msg("chachapoya-ask-tracker-draw", n=C.TRACKER_PAIR_DRAW)
    if phase == "spend_token":
        need = C.TOKEN_FILL - me.hand_size
        return msg("chachapoya-ask-spend-token", n=me.hand_size, need=need, fill=C.TOKEN_FILL)
    if phase == "place_token":
        options = and_list([tname(t.key) for t in me.collection if t.key != "curse"], style="or")
        return msg("chachapoya-ask-place-token", options=options)
    return ""


def hand_face(v: ChachapoyaView) -> HandFace:
    hand = v.hand or []
    rows: list[Text] = [msg("chachapoya-your-adventurers", n=len(hand)), *hand_text(hand)]
    if v.my_bid is not None:
        rows.append(msg("chachapoya-your-bid", bid=describe(v.my_bid)))
    if v.my_buried or v.my_face_down:
        known: list[Text] = []
        if v.my_buried:
            known.append(msg("chachapoya-you-buried-short", treasure=tname(v.my_buried)))
        if v.my_face_down:
            known.append(msg("chachapoya-face-down-is", treasure=tname(v.my_face_down)))
        rows.append(msg("chachapoya-your-offer", known=cat(*known, sep="; ")))
    me = v.players[v.seat] if v.seat is not None else None
    # your treasures and score, as the table shows them
    if me is not None and me.eliminated:
        rows.append(msg("chachapoya-your-treasures", text=eliminated_text(me)))
        if me.out_by_token:
            rows.append(collection_text(me.collection))
    elif me is not None and v.scores:
        rows += [msg("chachapoya-your-treasures", text=collection_text(me.collection)), *score_lines(v, me)]
    elif me is not None:
        mine = cat(collection_text(me.collection), points_line(me.points), sep=" · ")
        rows.append(msg("chachapoya-your-treasures", text=mine))
        if me.token:
            rows.append(msg("chachapoya-still-token"))
    if v.offer:
        rows.append(offer_line(v))
    if v.phase != "over" and not (me is not None and me.eliminated):
        rows.append(msg("chachapoya-hand-goal"))
    prompt: Text = msg("chachapoya-nothing-to-do")
    if me is not None and me.eliminated:
        prompt = msg("chachapoya-you-are-out")
    elif me is not None and v.seat in v.awaiting:
        prompt = ask(v, me)
    elif v.phase == "over":
        prompt = msg("chachapoya-over")
    return HandFace(description=lines(rows), prompt=prompt)


def _third(v: ChachapoyaView, offer: OfferAction) -> Text:
    rest = list(v.shown)
    for key in (offer.bury, offer.face_up):
        if key in rest:
            rest.remove(key)
    return msg(CHIP[rest[0]]) if rest else "?"


def _bid_label(cards: tuple[str, ...]) -> Text:
    return describe(cards, article=False)


def controls(v: ChachapoyaView, actions: list[Any]) -> list[ControlGroup]:
    if not actions:
        return []
    first = actions[0]
    if isinstance(first, BidAction):
        return _bid_controls(v, actions)
    if isinstance(first, OfferAction):
        choices = [
            Choice(
                label=msg("chachapoya-btn-offer", bury=msg(CHIP[a.bury]), up=msg(CHIP[a.face_up]), hide=_third(v, a)),
                action=i,
                emoji=C.BY_KEY[a.face_up].emoji,
            )
            for i, a in enumerate(actions)
        ]
        return [ControlGroup(kind="buttons", choices=choices)]
    if isinstance(first, PickAction):
        choices = []
        downs = 0
        for i, a in enumerate(actions):
            card = v.offer[a.index]
            if card.face_up and card.card:
                choices.append(
                    Choice(
                        label=msg("chachapoya-btn-take-up", treasure=treasure(card.card)),
                        action=i,
                        emoji=C.BY_KEY[card.card].emoji,
                        style="primary",
                    )
                )
            else:
                downs += 1
                if v.offer and not v.last_round:
                    label: Text = msg("chachapoya-btn-take-down")
                else:
                    label = msg("chachapoya-btn-face-down-n", n=downs)
                choices.append(Choice(label=label, action=i, emoji=FACE_DOWN))
        return [ControlGroup(kind="buttons", choices=choices)]
    if isinstance(first, CurseAction):
        return [
            ControlGroup(
                kind="buttons",
                choices=[
                    Choice(
                        label=msg("chachapoya-btn-lose", treasure=treasure(a.treasure)),
                        action=i,
                        emoji=C.BY_KEY[a.treasure].emoji,
                        style="danger",
                    )
                    for i, a in enumerate(actions)
                ],
            )
        ]
    if isinstance(first, TrackerDrawAction):
        return [
            ControlGroup(
                kind="buttons",
                choices=[
                    Choice(
                        label=msg("chachapoya-btn-draw", n=C.TRACKER_PAIR_DRAW)
                        if a.draw
                        else msg("chachapoya-btn-draw-nothing"),
                        action=i,
                        style="primary" if a.draw else "secondary",
                        emoji="🃏" if a.draw else None,
                    )
                    for i, a in enumerate(actions)
                ],
            )
        ]
    if isinstance(first, SpendTokenAction):
        return [
            ControlGroup(
                kind="buttons",
                choices=[
                    Choice(
                        label=msg("chachapoya-btn-spend", n=C.TOKEN_FILL) if a.spend else msg("chachapoya-btn-keep"),
                        action=i,
                        emoji="💎",
                        style="primary" if a.spend else "secondary",
                    )
                    for i, a in enumerate(actions)
                ],
            )
        ]
    if isinstance(first, PlaceTokenAction):
        me = v.players[v.seat] if v.seat is not None else None
        have = Counter({t.key: t.count for t in me.collection}) if me else Counter()
        choices = []
        for i, a in enumerate(actions):
            pts = C.scale_points(a.treasure, have[a.treasure] + 1)
            after = msg("chachapoya-x-eliminated") if pts is None else msg("chachapoya-n-points", n=pts)
            choices.append(
                Choice(
                    label=msg("chachapoya-btn-place", treasure=treasure(a.treasure), after=after),
                    action=i,
                    emoji=C.BY_KEY[a.treasure].emoji,
                    style="danger" if pts is None else "secondary",
                )
            )
        return [ControlGroup(kind="buttons", choices=choices)]
    return [ControlGroup(kind="select", choices=[Choice(label=str(a), action=i) for i, a in enumerate(actions)])]


def _bid_controls(v: ChachapoyaView, actions: list[Any]) -> list[ControlGroup]:
    plain: list[Choice] = []
    tracked: list[Choice] = []
    buttons: list[Choice] = []
    mine = tuple(v.my_bid) if v.my_bid is not None else None
    for i, a in enumerate(actions):
        cards = a.cards
        current = cards == mine

        def label(text: Text, current: bool = current) -> Text:
            return msg("chachapoya-your-bid-mark", label=text) if current else text

        leader = leader_of(cards)
        if leader:
            buttons.append(
                Choice(
                    label=label(_bid_label(cards)),
                    action=i,
                    emoji=C.LEADER_EMOJI[leader],
                    style="danger",
                )
            )
        elif is_pair(cards):
            buttons.append(
                Choice(label=label(msg("chachapoya-btn-pair")), action=i, emoji=TRACKER_EMOJI, style="primary")
            )
        elif has_tracker(cards):
            n = len(cards)
            tracked.append(
                Choice(
                    label=label(_bid_label(cards)),
                    action=i,
                    emoji=TRACKER_EMOJI,
                    description=msg("chachapoya-desc-tracked", n=n),
                )
            )
        else:
            n = len(cards)
            plain.append(Choice(label=label(_bid_label(cards)), action=i, description=msg("chachapoya-n-cards", n=n)))
    groups = []
    if plain:
        groups.append(ControlGroup(kind="select", placeholder=msg("chachapoya-ph-numbered"), choices=plain))
    if tracked:
        groups.append(ControlGroup(kind="select", placeholder=msg("chachapoya-ph-tracked"), choices=tracked))
    if buttons:
        groups.append(ControlGroup(kind="buttons", choices=buttons))
    return groups
