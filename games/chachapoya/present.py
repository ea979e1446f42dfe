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
from games.chachapoya.text import and_list, count, minus
from games.chachapoya.view import ChachapoyaView, PlayerView, TypeView
from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref

TRACKER_EMOJI = "🎭"
FACE_DOWN = "🂠"


def tname(key: str) -> str:
    t = C.BY_KEY[key]
    return f"{t.emoji} {t.name}"


def refs(seats: list[int]) -> str:
    return ", ".join(seat_ref(p) for p in seats)


def offer_line(v: ChachapoyaView) -> str:
    if not v.offer:
        return ""
    down = sum(1 for o in v.offer if not o.face_up)
    up = [tname(o.card) for o in v.offer if o.face_up and o.card]
    parts = [f"{u} (face up)" for u in up]
    if down:
        parts.append(f"{FACE_DOWN} {down} face down")
    suffix = ""
    if v.last_round and v.phase == "pick" and v.deciding is not None:
        # a Dictator or a Tracker bid wins only one of the cards, even in the last round
        suffix = f" — {seat_ref(v.deciding)} takes one of them"
    elif v.last_round:
        suffix = " — the winner takes them all"
    return "**On offer:** " + " + ".join(parts) + suffix


def waiting_line(v: ChachapoyaView) -> str:
    who = refs(v.awaiting)
    missing = refs([p.seat for p in v.players if p.bidding and not p.has_bid])
    return {
        "offer": f"⏳ {who} is choosing which treasure to bury and which to show.",
        "bid": f"⏳ Waiting for bids from {missing}. Bids can be changed until the last one is in.",
        "pick": f"⏳ {who} chooses which treasure to take.",
        "curse": f"⏳ {who} chooses which treasure the Curse takes.",
        "tracker_draw": f"⏳ {who} decides whether to draw 3 cards for the Tracker pair.",
        "spend_token": f"⏳ {who}: spend the Hidden Treasure token to fill up to 8?",
        "place_token": f"⏳ {who}: where does the Hidden Treasure token go?",
        "over": "",
    }.get(v.phase, "")


def collection_text(types: list[TypeView]) -> str:
    if not types:
        return "no treasures yet"
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


def penalty_text(p: PlayerView) -> str:
    return " · ".join(f"{what} {minus(points)}" for what, points in p.penalties)


def eliminated_text(p: PlayerView) -> str:
    if p.out_by_token:
        return f"❌ eliminated at scoring: the token makes {tname(p.out_by_token)} an X"
    return f"❌ eliminated in round {p.eliminated_round}" if p.eliminated_round else "❌ eliminated"


STALL_WARNING = 5  # rounds before the no-treasure ending that the table starts counting down


def table_face(v: ChachapoyaView) -> TableFace:
    if v.phase == "over":
        head = f"🏁 **Game over after {count(v.round_no, 'round')}** · 🏆 " + and_list([seat_ref(w) for w in v.winners])
    else:
        head = f"🏺 **{'Last round' if v.last_round else 'Round'} {v.round_no}** · {seat_ref(v.starting)} starts"
        head += f" · 📦 {count(v.treasures_left, 'treasure')} left"
        head += f" · 🃏 {count(v.adventurers_left, 'adventurer')} in the deck"
    lines = [head]
    if v.shown and v.phase != "over":
        lines.append("Turned up: " + " · ".join(tname(k) for k in v.shown))
    if v.offer:
        lines.append(offer_line(v))
    if v.phase == "bid":
        marks = []
        for p in v.players:
            if p.bidding:
                cards = f" ({p.bid_size} card{'s' if p.bid_size != 1 else ''})" if p.has_bid else ""
                marks.append(f"{'✅' if p.has_bid else '⏳'} {seat_ref(p.seat)}{cards}")
        lines.append("**Bids:** " + " · ".join(marks))
    if waiting_line(v):
        lines.append(waiting_line(v))
    if v.resolution:
        lines.append(f"📜 Last reveal: {v.resolution}")
    if v.phase != "over" and v.rounds_without_treasure >= C.STALL_ROUNDS - STALL_WARNING:
        lines.append(
            f"⚠️ No treasure taken for {count(v.rounds_without_treasure, 'round')} in a row: "
            f"after {C.STALL_ROUNDS} the game ends."
        )
    if v.phase == "over":
        lines += v.final
    fields = []
    for p in v.players:
        start = "🚩 " if p.seat == v.starting and v.phase != "over" else ""
        if p.eliminated:
            value = [eliminated_text(p)]
            if p.out_by_token:
                value.append(collection_text(p.collection))
            fields.append((f"{start}{seat_ref(p.seat)}", "\n".join(value)))
            continue
        token = " · 💎 token" if p.token else (f" · 💎 on {C.BY_KEY[p.token_on].emoji}" if p.token_on else "")
        value = [f"🃏 {count(p.hand_size, 'card')}{token}", collection_text(p.collection), *score_lines(v, p)]
        if p.last_bid and v.phase not in ("bid", "over"):
            value.append(f"Last bid: {describe(p.last_bid)}")
        fields.append((f"{start}{seat_ref(p.seat)}", "\n".join(value)))
    return TableFace(description="\n".join(lines), fields=fields)


def score_lines(v: ChachapoyaView, p: PlayerView) -> list[str]:
    """Points by the scales during the game; at the end, the penalties and the final score."""
    if not v.scores:
        return [f"⭐ {count(p.points, 'point')}"]
    penalties = [f"➖ {penalty_text(p)}"] if p.penalties else []
    return [*penalties, f"⭐ final score {int(v.scores[p.seat])}"]


def hand_text(hand: list[str]) -> list[str]:
    counts = Counter(hand)
    lines = []
    numbered = [f"**{v}** ×{counts[str(v)]} (max {C.LIMITS[v]})" for v in C.VALUES if counts[str(v)]]
    if numbered:
        lines.append("Adventurers: " + " · ".join(numbered))
    if counts[C.TRACKER]:
        lines.append(f"{TRACKER_EMOJI} Trackers ×{counts[C.TRACKER]}")
    leaders = [f"{C.LEADER_EMOJI[k]} {C.LEADER_NAMES[k]}" for k in C.LEADERS if counts[k]]
    if leaders:
        lines.append("Leaders: " + " · ".join(leaders))
    return lines or ["No adventurer cards."]


def offered_words(v: ChachapoyaView) -> str:
    """ "the face-up 🟢 green idol and 1 face-down card", "3 face-down treasures"."""
    up = [f"the face-up {tname(o.card)}" for o in v.offer if o.face_up and o.card]
    down = sum(1 for o in v.offer if not o.face_up)
    if not up:
        return count(down, "face-down treasure")
    return and_list([*up, *([count(down, "face-down card")] if down else [])])


def ask(v: ChachapoyaView, me: PlayerView) -> str:
    """What the seat is asked now, naming the treasures and cards in question."""
    phase = v.phase
    if phase == "offer":
        return (
            "Bury one treasure and choose which of the other two lies face up: "
            f"you turned up {and_list([tname(k) for k in v.shown])}."
        )
    if phase == "bid":
        return f"Choose your bid for {offered_words(v)}. You can change it until the last bid is in."
    if phase == "pick":
        if v.last_round or not any(o.face_up for o in v.offer):
            return f"You win one treasure: choose one of the {count(len(v.offer), 'face-down card')}, unseen."
        choices = [f"the face-up {tname(o.card)}" for o in v.offer if o.face_up and o.card] + ["the face-down card"]
        return f"You win one treasure: take {' or '.join(choices)}."
    if phase == "curse":
        options = " or ".join(tname(k) for k in v.curse_options)
        return f"The Curse takes one of your most valuable earlier treasures: choose {options}."
    if phase == "tracker_draw":
        return "Your two Trackers cancelled the round. Draw 3 adventurer cards?"
    if phase == "spend_token":
        need = C.TOKEN_FILL - me.hand_size
        return (
            f"You hold {count(me.hand_size, 'adventurer card')}. Spend your Hidden Treasure token now to draw "
            f"{need} and fill your hand up to {C.TOKEN_FILL}? (It is gone afterwards.)"
        )
    if phase == "place_token":
        options = " or ".join(tname(t.key) for t in me.collection if t.key != "curse")
        return f"Put your Hidden Treasure token on your {options}: it counts as one more card of that type."
    return ""


def hand_face(v: ChachapoyaView) -> HandFace:
    hand = v.hand or []
    lines = [f"**Your adventurers** ({count(len(hand), 'card')})", *hand_text(hand)]
    if v.my_bid is not None:
        lines.append(f"**Your bid:** {describe(v.my_bid)} — you can change it until the last bid is in.")
    if v.my_buried or v.my_face_down:
        known = []
        if v.my_buried:
            known.append(f"you buried {tname(v.my_buried)}")
        if v.my_face_down:
            known.append(f"the face-down card is {tname(v.my_face_down)}")
        lines.append("**Your offer:** " + "; ".join(known) + ".")
    me = v.players[v.seat] if v.seat is not None else None
    # your treasures and score, as the table shows them
    if me is not None and me.eliminated:
        lines.append(f"**Your treasures:** {eliminated_text(me)}")
        if me.out_by_token:
            lines.append(collection_text(me.collection))
    elif me is not None and v.scores:
        lines += [f"**Your treasures:** {collection_text(me.collection)}", *score_lines(v, me)]
    elif me is not None:
        lines.append(f"**Your treasures:** {collection_text(me.collection)} · ⭐ {count(me.points, 'point')}")
        if me.token:
            lines.append("💎 You still hold your Hidden Treasure token.")
    if v.offer:
        lines.append(offer_line(v))
    prompt = "Nothing to do right now."
    if me is not None and me.eliminated:
        prompt = "You are out of the game."
    elif me is not None and v.seat in v.awaiting:
        prompt = ask(v, me)
    elif v.phase == "over":
        prompt = "The game is over."
    return HandFace(description="\n".join(lines), prompt=prompt)


def _third(v: ChachapoyaView, offer: OfferAction) -> str:
    rest = list(v.shown)
    for key in (offer.bury, offer.face_up):
        if key in rest:
            rest.remove(key)
    return C.BY_KEY[rest[0]].name if rest else "?"


def _bid_label(cards: tuple[str, ...]) -> str:
    return describe(cards).removeprefix("the ")


def controls(v: ChachapoyaView, actions: list[Any]) -> list[ControlGroup]:
    if not actions:
        return []
    first = actions[0]
    if isinstance(first, BidAction):
        return _bid_controls(v, actions)
    if isinstance(first, OfferAction):
        choices = [
            Choice(
                label=f"Bury {C.BY_KEY[a.bury].name} · show {C.BY_KEY[a.face_up].name} · hide {_third(v, a)}",
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
                        label=f"Take the face-up {C.BY_KEY[card.card].name}",
                        action=i,
                        emoji=C.BY_KEY[card.card].emoji,
                        style="primary",
                    )
                )
            else:
                downs += 1
                label = "Take the face-down card" if v.offer and not v.last_round else f"Face-down card {downs}"
                choices.append(Choice(label=label, action=i, emoji=FACE_DOWN))
        return [ControlGroup(kind="buttons", choices=choices)]
    if isinstance(first, CurseAction):
        return [
            ControlGroup(
                kind="buttons",
                choices=[
                    Choice(
                        label=f"Lose a {C.BY_KEY[a.treasure].name}",
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
                        label="Draw 3 cards" if a.draw else "Draw nothing",
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
                        label="Spend token: fill up to 8" if a.spend else "Keep the token",
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
            after = "X — eliminated!" if pts is None else count(pts, "point")
            choices.append(
                Choice(
                    label=f"On {C.BY_KEY[a.treasure].name}: {after}",
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
        current = " (your bid)" if cards == mine else ""
        leader = leader_of(cards)
        if leader:
            buttons.append(
                Choice(
                    label=C.LEADER_NAMES[leader] + current,
                    action=i,
                    emoji=C.LEADER_EMOJI[leader],
                    style="danger",
                )
            )
        elif is_pair(cards):
            buttons.append(Choice(label="2 Trackers" + current, action=i, emoji=TRACKER_EMOJI, style="primary"))
        elif has_tracker(cards):
            n = len(cards)
            tracked.append(
                Choice(
                    label=_bid_label(cards) + current,
                    action=i,
                    emoji=TRACKER_EMOJI,
                    description=f"{n} cards; wins only one treasure",
                )
            )
        else:
            n = len(cards)
            plain.append(
                Choice(label=_bid_label(cards) + current, action=i, description=f"{n} card{'s' if n > 1 else ''}")
            )
    groups = []
    if plain:
        groups.append(ControlGroup(kind="select", placeholder="Numbered bid…", choices=plain))
    if tracked:
        groups.append(ControlGroup(kind="select", placeholder="With a Tracker…", choices=tracked))
    if buttons:
        groups.append(ControlGroup(kind="buttons", choices=buttons))
    return groups
