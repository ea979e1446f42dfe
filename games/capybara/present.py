"""Text presentation: the public table, a player's hand, and the controls for a decision."""

from __future__ import annotations

from collections import Counter
from math import ceil

from games.capybara.cards import (
    EMOJI,
    NAMES,
    TOKEN_EMOJI,
    TOKEN_NAMES,
    animal_of,
    bill,
    card_label,
    card_name,
    value_of,
)
from games.capybara.rules import plays_for
from games.capybara.state import (
    T_ANTEATER,
    T_ENDED,
    T_ENDED_GAIN,
    T_HAND_PAID,
    T_START,
    T_TOKEN_GAIN,
    Accept,
    Action,
    Discard,
    Draw,
    Pass,
    PassCard,
    Play,
    RefuseWithTeapot,
    RoundResult,
    Target,
    View,
)
from games.capybara.words import names_and, plural
from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref

PILE_SIDE = ("left", "right")
MAX_ROWS = 5


def waiting_line(view: View) -> str:
    """Who we wait for, and for what (public wording)."""
    if view.phase == "over" or view.decider is None:
        winners = names_and(view.winners or [])
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
        "teapot_anteater": f"🫖 {d} holds the teapot: refuse the anteater, or return 1 cookie?",
    }[view.phase]


def circle_line(view: View) -> str:
    """The tokens clockwise, each with its name; the one under the capybara figure in bold."""
    parts = []
    for i, t in enumerate(view.tokens):
        token = f"{TOKEN_EMOJI[t]} {TOKEN_NAMES[t]}"
        parts.append(f"**[🦫 on {token}]**" if i == view.figure else token)
    return " → ".join(parts) + " ↩"


def table_face(view: View) -> TableFace:
    tops = [p[-1] for p in view.piles]
    equal = view.phase != "over" and value_of(tops[0]) == value_of(tops[1])
    lines = [
        f"**Round {view.round_no}** · 🂠 draw pile **{plural(view.draw_size, 'card')}** · 🗑️ discard "
        + (f"**{len(view.discard)}** (top: {card_label(view.discard[-1])})" if view.discard else "empty"),
        f"**Piles:** left {card_label(tops[0])} ({plural(len(view.piles[0]), 'card')}) · right "
        f"{card_label(tops[1])} ({plural(len(view.piles[1]), 'card')})"
        + (" · ✨ equal tops: any card 1–5 may go" if equal else ""),
        f"**Circle** (clockwise; 🦫 is the capybara figure): {circle_line(view)}",
        "🫖 Teapot: " + ("in the middle" if view.teapot is None else f"in front of {seat_ref(view.teapot)}"),
    ]
    if view.transit_from is not None and view.phase == "teapot_tapir":
        lines.append(
            f"🐗 A face-down tapir card from {seat_ref(view.transit_from)} waits for {seat_ref(view.decider or 0)}."
        )
    lines += ["", waiting_line(view)]
    players = []
    for p in range(view.n_players):
        mark = "▶️" if view.decider == p else "▫️"
        tea = " · 🫖 teapot" if view.teapot == p else ""
        cookies, cards = plural(view.cookies[p], "cookie"), plural(view.hand_sizes[p], "card")
        players.append(f"{mark} {seat_ref(p)} · 🍪 **{cookies}** · 🃏 {cards}{tea}")
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
        got = (
            f": revealed the {card_label(r.revealed)} → +{plural(value_of(r.revealed), 'cookie')}" if r.revealed else ""
        )
        out.append(f"🎉 {seat_ref(r.ender)} went out{got}")
    for pay in r.payments:
        shown = ", ".join(card_label(c) for c in pay.cards) or "no cards"
        short = f" (owed {pay.bill}: all they had)" if pay.paid < pay.bill else ""
        out.append(f"{seat_ref(pay.seat)}: {shown} → −{plural(pay.paid, 'cookie')}{short}")
    return "\n".join(out)


def hand_lines(hand: list[int]) -> list[str]:
    """Cards grouped by animal, values sorted."""
    groups: dict[int, list[int]] = {}
    for c in sorted(hand):
        groups.setdefault(animal_of(c), []).append(value_of(c))
    return [f"{EMOJI[a]} **{NAMES[a]}**: " + " · ".join(str(v) for v in values) for a, values in sorted(groups.items())]


def hand_face(view: View) -> HandFace:
    hand = view.hand or []
    lines = [f"**Your hand** ({plural(len(hand), 'card')} · it would cost {plural(bill(hand), 'cookie')} now)"]
    lines += hand_lines(hand) or ["(empty)"]
    tops = [p[-1] for p in view.piles]
    mine = view.cookies[view.seat or 0]
    lines.append(
        f"\nPiles: left {card_label(tops[0])} · right {card_label(tops[1])} · 🍪 you have {plural(mine, 'cookie')}"
    )
    for (holder, c), k in sorted(Counter(view.known).items()):
        copies = "the" if k == 1 else f"{k} ×"
        lines.append(f"🐗 {seat_ref(holder)} still holds {copies} {card_name(c)} you passed with a tapir.")
    if view.transit_card is not None:
        lines.append(
            f"🐗 Your {card_name(view.transit_card)} (tapir) waits for {seat_ref(view.decider or 0)}'s teapot."
        )
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
        "target": "Anteater: choose who returns 1 cookie.",
        "teapot_tapir": f"{seat_ref(view.transit_from or 0)} passes you a face-down card. Refuse it with the "
        "teapot (it moves on to your left and the teapot returns to the middle), or accept it?",
        "teapot_anteater": "The anteater wants 1 cookie. Refuse with the teapot (it returns to the middle), or pay?",
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
            label = f"{seat_ref(a.seat)} ({plural(view.cookies[a.seat], 'cookie')})"
            other.append(Choice(label=label, action=i, emoji="🐜"))
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


def score_breakdown(cookies: list[int], tallies: list[list[int]], last_round: RoundResult | None) -> list[str]:
    """One line per player: their cookies, what they gained and paid and why, and their last bill."""
    if not tallies:  # a game saved before tallies were kept
        return [f"{seat_ref(p)}: {plural(c, 'cookie')}" for p, c in enumerate(cookies)]
    lines = []
    for p, t in enumerate(tallies):
        line = f"{seat_ref(p)}: **{plural(cookies[p], 'cookie')}** = {t[T_START]} at the start"
        if t[T_ENDED]:
            line += f" + {t[T_ENDED_GAIN]} for ending {plural(t[T_ENDED], 'round')}"
        if t[T_TOKEN_GAIN]:
            line += f" + {t[T_TOKEN_GAIN]} from the cookie token"
        if t[T_ANTEATER]:
            line += f" − {t[T_ANTEATER]} to anteaters"
        if t[T_HAND_PAID]:
            line += f" − {t[T_HAND_PAID]} for cards left in hand"
        pay = next((x for x in last_round.payments if x.seat == p), None) if last_round else None
        if pay is not None and pay.cards:
            shown = ", ".join(card_name(c) for c in pay.cards)
            short = f" of {pay.bill}, all they had" if pay.paid < pay.bill else ""
            line += f" · last round {shown}: −{pay.paid}{short}"
        lines.append(line)
    return lines
