"""Text presentation: the public table, a player's hand, and the controls for a decision."""

from __future__ import annotations

from math import ceil

from games.capybara.cards import EMOJI, NAMES, TOKEN_EMOJI, animal_of, bill, card_name, card_short, value_of
from games.capybara.rules import plays_for
from games.capybara.state import (
    Accept,
    Action,
    Discard,
    Draw,
    Pass,
    PassCard,
    Play,
    RefuseWithTeapot,
    Target,
    View,
)
from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref

PILE_SIDE = ("left", "right")
MAX_ROWS = 5


def waiting_line(view: View) -> str:
    """Who we wait for, and for what (public wording)."""
    if view.phase == "over" or view.decider is None:
        winners = " and ".join(seat_ref(p) for p in view.winners or [])
        return f"🏆 Game over: {winners} {'share the win' if len(view.winners or []) > 1 else 'wins'}!"
    a, d = seat_ref(view.active), seat_ref(view.decider)
    return {
        "turn": f"▶️ {a}'s turn: play a card or draw.",
        "play_or_pass": f"▶️ {a} drew and may play a card or pass.",
        "extra_play": f"🦔 {a} must play another card (armadillo).",
        "pass_card": f"🐗 {a} chooses a card for the tapir to pass left.",
        "discard": f"🐢 {a} chooses a card to discard (olive turtle).",
        "target": f"🐜 {a} chooses who the anteater visits.",
        "teapot_tapir": f"🫖 {d} holds the teapot: refuse the card {seat_ref(view.transit_from or 0)} "
        "passed, or accept it?",
        "teapot_anteater": f"🫖 {d} holds the teapot: refuse the anteater, or return 1 🍪?",
    }[view.phase]


def circle_line(view: View) -> str:
    parts = []
    for i, t in enumerate(view.tokens):
        e = TOKEN_EMOJI[t]
        parts.append(f"**[🦫{e}]**" if i == view.figure else e)
    return " → ".join(parts) + " ↩"


def table_face(view: View) -> TableFace:
    tops = [p[-1] for p in view.piles]
    equal = value_of(tops[0]) == value_of(tops[1])
    lines = [
        f"**Round {view.round_no}** · 🂠 draw pile **{view.draw_size}** · 🗑️ discard "
        + (f"**{len(view.discard)}** (top {card_short(view.discard[-1])})" if view.discard else "empty"),
        f"**Piles:** left {card_short(tops[0])} ({len(view.piles[0])}) · right {card_short(tops[1])} "
        f"({len(view.piles[1])})" + (" · ✨ equal tops: any card 1–5 may go" if equal else ""),
        f"**Circle** (clockwise): {circle_line(view)}",
        "🫖 Teapot: " + ("in the middle" if view.teapot is None else f"in front of {seat_ref(view.teapot)}"),
    ]
    if view.transit_from is not None and view.phase == "teapot_tapir":
        lines.append(f"🐗 A face-down card from {seat_ref(view.transit_from)} waits for {seat_ref(view.decider or 0)}.")
    lines += ["", waiting_line(view)]
    players = []
    for p in range(view.n_players):
        mark = "▶️" if view.decider == p else "▫️"
        tea = " 🫖" if view.teapot == p else ""
        players.append(f"{mark} {seat_ref(p)} · 🍪 **{view.cookies[p]}** · 🃏 {view.hand_sizes[p]}{tea}")
    fields = [("Players", "\n".join(players))]
    if view.last_round is not None:
        fields.append((f"Round {view.last_round.round_no} scoring", last_round_text(view)))
    return TableFace(description="\n".join(lines), fields=fields)


def last_round_text(view: View) -> str:
    r = view.last_round
    assert r is not None
    out = []
    if r.ender is None:
        out.append("No one could play or draw: no winner.")
    else:
        got = f" revealed {card_short(r.revealed)} → +{value_of(r.revealed)} 🍪" if r.revealed else ""
        out.append(f"🎉 {seat_ref(r.ender)} went out;{got}")
    for pay in r.payments:
        shown = " ".join(card_short(c) for c in pay.cards) or "—"
        short = f" (owed {pay.bill})" if pay.paid < pay.bill else ""
        out.append(f"{seat_ref(pay.seat)}: {shown} → −{pay.paid} 🍪{short}")
    return "\n".join(out)


def hand_lines(hand: list[int]) -> list[str]:
    """Cards grouped by animal, values sorted."""
    groups: dict[int, list[int]] = {}
    for c in sorted(hand):
        groups.setdefault(animal_of(c), []).append(value_of(c))
    return [f"{EMOJI[a]} **{NAMES[a]}**: " + " · ".join(str(v) for v in values) for a, values in sorted(groups.items())]


def hand_face(view: View) -> HandFace:
    hand = view.hand or []
    lines = [f"**Your hand** ({len(hand)} cards · it would cost {bill(hand)} 🍪 now)"]
    lines += hand_lines(hand) or ["(empty)"]
    tops = [p[-1] for p in view.piles]
    mine = view.cookies[view.seat or 0]
    lines.append(f"\nPiles: left {card_short(tops[0])} · right {card_short(tops[1])} · 🍪 you have {mine}")
    for holder, c in view.known:
        lines.append(f"🐗 You passed the {card_name(c)} to {seat_ref(holder)}.")
    if view.transit_card is not None:
        lines.append(f"🐗 Your {card_name(view.transit_card)} waits for {seat_ref(view.decider or 0)}'s teapot.")
    return HandFace(description="\n".join(lines), prompt=_prompt(view))


def _prompt(view: View) -> str:
    if view.decider is None or view.decider != view.seat:
        return waiting_line(view)
    return {
        "turn": "Your turn: play a card exactly one higher than a pile's top (1 follows 5), or draw.",
        "play_or_pass": "You drew: play a card, or pass."
        if plays_for(view.hand or [], view.piles)
        else "You drew, and no card of yours fits a pile: pass.",
        "extra_play": "Armadillo: you must play another card.",
        "pass_card": "Tapir: choose the card to pass face down to your left.",
        "discard": "Olive turtle: choose a card to discard face up.",
        "target": "Anteater: choose who returns 1 🍪.",
        "teapot_tapir": f"{seat_ref(view.transit_from or 0)} passes you a face-down card. Refuse it with the "
        "teapot (it moves on to your left and the teapot returns to the middle), or accept it?",
        "teapot_anteater": "The anteater wants 1 🍪. Refuse with the teapot (it returns to the middle), or pay?",
        "over": "",
    }[view.phase]


def controls(view: View, actions: list[Action]) -> list[ControlGroup]:
    if not actions:
        return []
    cards: list[Choice] = []
    other: list[Choice] = []
    verb = "Play"
    for i, a in enumerate(actions):
        if isinstance(a, Play):
            cards.append(
                Choice(
                    label=f"{NAMES[animal_of(a.card)].capitalize()} {value_of(a.card)} → {PILE_SIDE[a.pile]}",
                    action=i,
                    emoji=EMOJI[animal_of(a.card)],
                    style="primary",
                )
            )
        elif isinstance(a, (PassCard, Discard)):
            verb = "Pass" if isinstance(a, PassCard) else "Discard"
            label = f"{verb} {NAMES[animal_of(a.card)]} {value_of(a.card)}"
            cards.append(Choice(label=label, action=i, emoji=EMOJI[animal_of(a.card)], style="primary"))
        elif isinstance(a, Draw):
            other.append(Choice(label="Draw", action=i, emoji="🂠", style="success"))
        elif isinstance(a, Pass):
            other.append(Choice(label="Pass", action=i, emoji="⏭️", style="danger"))
        elif isinstance(a, Target):
            other.append(Choice(label=f"{seat_ref(a.seat)} ({view.cookies[a.seat]} cookies)", action=i, emoji="🐜"))
        elif isinstance(a, RefuseWithTeapot):
            other.append(Choice(label="Refuse with the teapot", action=i, emoji="🫖", style="success"))
        else:
            assert isinstance(a, Accept)
            label = "Accept the card" if view.phase == "teapot_tapir" else "Pay 1 cookie"
            other.append(Choice(label=label, action=i, emoji="✋", style="secondary"))
    groups: list[ControlGroup] = []
    other_rows = ceil(len(other) / 5)
    if cards:
        if ceil(len(cards) / 5) + other_rows <= MAX_ROWS:
            groups.append(ControlGroup(kind="buttons", choices=cards))
        else:
            placeholder = {"Play": "Play a card…", "Pass": "Card to pass…", "Discard": "Card to discard…"}[verb]
            groups.append(ControlGroup(kind="select", placeholder=placeholder, choices=cards))
    if other:
        groups.append(ControlGroup(kind="buttons", choices=other))
    return groups
