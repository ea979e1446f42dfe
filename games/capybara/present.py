"""Text presentation: the public table, a player's hand, and the controls for a decision."""

from __future__ import annotations

from collections import Counter
from math import ceil

from games.capybara.cards import (
    ANIMAL,
    EMOJI,
    TOKEN_EMOJI,
    TOKEN_NAMES,
    animal_of,
    bill,
    card_label,
    card_name,
    card_title,
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
from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref
from games.words import Text, and_list, cat, lines, msg

MAX_ROWS = 5

#: who the table waits for, and for what (public wording), by phase
WAITING = {
    "turn": "capybara-wait-turn",
    "play_or_pass": "capybara-wait-play-or-pass",
    "extra_play": "capybara-wait-extra-play",
    "pass_card": "capybara-wait-pass-card",
    "discard": "capybara-wait-discard",
    "target": "capybara-wait-target",
}
#: what the deciding player reads in their hand, by phase (the teapot's own below)
PROMPT = {
    "turn": "capybara-prompt-turn",
    "extra_play": "capybara-prompt-extra-play",
    "pass_card": "capybara-prompt-pass-card",
    "discard": "capybara-prompt-discard",
    "target": "capybara-prompt-target",
    "teapot_anteater": "capybara-prompt-teapot-anteater",
}
PLACEHOLDER = {
    "play": "capybara-select-play",
    "pass": "capybara-select-pass",
    "discard": "capybara-select-discard",
}


def waiting_line(view: View) -> Text:
    """Who we wait for, and for what (public wording)."""
    if view.phase == "over" or view.decider is None:
        winners = view.winners or []
        return msg("capybara-over", winners=and_list([seat_ref(p) for p in winners]), count=len(winners))
    a, d = seat_ref(view.active), seat_ref(view.decider)
    if view.phase == "teapot_tapir":
        return msg("capybara-wait-teapot-tapir", holder=d, passer=seat_ref(view.transit_from or 0))
    if view.phase == "teapot_anteater":
        return msg("capybara-wait-teapot-anteater", holder=d)
    return msg(WAITING[view.phase], player=a)


def circle_line(view: View) -> Text:
    """The tokens clockwise, each with its name; the one under the capybara figure in bold."""
    parts: list[Text] = []
    for i, t in enumerate(view.tokens):
        token = cat(TOKEN_EMOJI[t], msg(TOKEN_NAMES[t]), sep=" ")
        parts.append(msg("capybara-circle-here", token=token) if i == view.figure else token)
    return cat(cat(*parts, sep=" → "), "↩", sep=" ")


def table_face(view: View) -> TableFace:
    tops = [p[-1] for p in view.piles]
    equal = view.phase != "over" and value_of(tops[0]) == value_of(tops[1])
    discard = (
        msg("capybara-table-discard", count=len(view.discard), top=card_label(view.discard[-1]))
        if view.discard
        else msg("capybara-table-discard-empty")
    )
    piles = msg(
        "capybara-table-piles",
        left=card_label(tops[0]),
        left_count=len(view.piles[0]),
        right=card_label(tops[1]),
        right_count=len(view.piles[1]),
    )
    head: list[Text] = [
        cat(
            msg("capybara-table-round", round=view.round_no),
            msg("capybara-table-draw", count=view.draw_size),
            discard,
            sep=" · ",
        ),
        cat(piles, msg("capybara-table-equal") if equal else None, sep=" · "),
        msg("capybara-table-circle", circle=circle_line(view)),
        msg("capybara-table-teapot-middle")
        if view.teapot is None
        else msg("capybara-table-teapot-with", player=seat_ref(view.teapot)),
    ]
    if view.transit_from is not None and view.phase == "teapot_tapir":
        head.append(
            msg("capybara-table-transit", passer=seat_ref(view.transit_from), holder=seat_ref(view.decider or 0))
        )
    players: list[Text] = []
    for p in range(view.n_players):
        mark = "▶️" if view.decider == p else "▫️"
        line = msg(
            "capybara-table-player", mark=mark, player=seat_ref(p), cookies=view.cookies[p], cards=view.hand_sizes[p]
        )
        players.append(cat(line, msg("capybara-table-teapot-mark") if view.teapot == p else None, sep=" · "))
    fields: list[tuple[Text, Text]] = [(msg("capybara-field-players"), lines(players))]
    if view.last_round is not None:
        fields.append((msg("capybara-field-scoring", round=view.last_round.round_no), last_round_text(view)))
    return TableFace(description=cat(lines(head), waiting_line(view), sep="\n\n"), fields=fields)


def last_round_text(view: View) -> Text:
    r = view.last_round
    assert r is not None
    out: list[Text] = []
    if r.ender is None:
        out.append(msg("capybara-scoring-no-winner"))
    elif r.revealed:
        out.append(
            msg(
                "capybara-scoring-went-out-revealed",
                player=seat_ref(r.ender),
                card=card_label(r.revealed),
                cookies=value_of(r.revealed),
            )
        )
    else:
        out.append(msg("capybara-scoring-went-out", player=seat_ref(r.ender)))
    for pay in r.payments:
        shown = cat(*(card_label(c) for c in pay.cards), sep=", ") if pay.cards else msg("capybara-no-cards")
        if pay.paid < pay.bill:
            out.append(
                msg("capybara-scoring-paid-short", player=seat_ref(pay.seat), cards=shown, paid=pay.paid, due=pay.bill)
            )
        else:
            out.append(msg("capybara-scoring-paid", player=seat_ref(pay.seat), cards=shown, paid=pay.paid))
    return lines(out)


def hand_lines(hand: list[int]) -> list[Text]:
    """Cards grouped by animal, values sorted."""
    groups: dict[int, list[int]] = {}
    for c in sorted(hand):
        groups.setdefault(animal_of(c), []).append(value_of(c))
    return [
        msg("capybara-hand-group", emoji=EMOJI[a], animal=msg(ANIMAL[a]), values=" · ".join(str(v) for v in values))
        for a, values in sorted(groups.items())
    ]


def hand_face(view: View) -> HandFace:
    hand = view.hand or []
    cards: list[Text] = [msg("capybara-hand-head", count=len(hand), cost=bill(hand))]
    cards += hand_lines(hand) or [msg("capybara-hand-empty")]
    tops = [p[-1] for p in view.piles]
    mine = view.cookies[view.seat or 0]
    more: list[Text] = [msg("capybara-hand-piles", left=card_label(tops[0]), right=card_label(tops[1]), cookies=mine)]
    for (holder, c), k in sorted(Counter(view.known).items()):
        if k == 1:
            more.append(msg("capybara-hand-known", holder=seat_ref(holder), card=card_name(c)))
        else:
            more.append(msg("capybara-hand-known-copies", holder=seat_ref(holder), card=card_name(c), copies=k))
    if view.transit_card is not None:
        more.append(msg("capybara-hand-transit", card=card_name(view.transit_card), holder=seat_ref(view.decider or 0)))
    goal = msg("capybara-hand-goal") if view.phase != "over" else None
    return HandFace(description=cat(lines(cards), lines(more), goal, sep="\n\n"), prompt=_prompt(view))


def _prompt(view: View) -> Text:
    if view.decider is None or view.decider != view.seat:
        return waiting_line(view)
    if view.phase == "play_or_pass":
        fits = plays_for(view.hand or [], view.piles)
        return msg("capybara-prompt-play-or-pass" if fits else "capybara-prompt-drew-nothing-fits")
    if view.phase == "teapot_tapir":
        return msg("capybara-prompt-teapot-tapir", passer=seat_ref(view.transit_from or 0))
    tops = [value_of(p[-1]) for p in view.piles]
    if view.phase == "turn" and tops[0] == tops[1]:  # rulebook: equal tops take any value but the capybara
        return msg("capybara-prompt-turn-equal", value=tops[0])
    return msg(PROMPT[view.phase]) if view.phase in PROMPT else ""


def controls(view: View, actions: list[Action]) -> list[ControlGroup]:
    if not actions:
        return []
    cards: list[Choice] = []
    other: list[Choice] = []
    verb = "play"
    for i, a in enumerate(actions):
        if isinstance(a, Play):
            cards.append(
                Choice(
                    label=msg("capybara-button-play", card=card_title(a.card), pile=a.pile),
                    action=i,
                    emoji=EMOJI[animal_of(a.card)],
                    style="primary",
                )
            )
        elif isinstance(a, (PassCard, Discard)):
            verb = "pass" if isinstance(a, PassCard) else "discard"
            label = msg(
                "capybara-button-pass-card" if isinstance(a, PassCard) else "capybara-button-discard",
                card=card_name(a.card),
            )
            cards.append(Choice(label=label, action=i, emoji=EMOJI[animal_of(a.card)], style="primary"))
        elif isinstance(a, Draw):
            other.append(Choice(label=msg("capybara-button-draw"), action=i, emoji="🂠", style="success"))
        elif isinstance(a, Pass):
            other.append(Choice(label=msg("capybara-button-pass"), action=i, emoji="⏭️", style="danger"))
        elif isinstance(a, Target):
            label = msg("capybara-button-target", player=seat_ref(a.seat), cookies=view.cookies[a.seat])
            other.append(Choice(label=label, action=i, emoji="🐜"))
        elif isinstance(a, RefuseWithTeapot):
            other.append(Choice(label=msg("capybara-button-refuse"), action=i, emoji="🫖", style="success"))
        else:
            assert isinstance(a, Accept)
            label = msg("capybara-button-accept-card" if view.phase == "teapot_tapir" else "capybara-button-pay")
            other.append(Choice(label=label, action=i, emoji="✋", style="secondary"))
    groups: list[ControlGroup] = []
    other_rows = ceil(len(other) / 5)
    if cards:
        if ceil(len(cards) / 5) + other_rows <= MAX_ROWS:
            groups.append(ControlGroup(kind="buttons", choices=cards))
        else:
            groups.append(ControlGroup(kind="select", placeholder=msg(PLACEHOLDER[verb]), choices=cards))
    if other:
        groups.append(ControlGroup(kind="buttons", choices=other))
    return groups


def score_breakdown(cookies: list[int], tallies: list[list[int]], last_round: RoundResult | None) -> list[Text]:
    """One line per player: their cookies, what they gained and paid and why, and their last bill."""
    if not tallies:  # a game saved before tallies were kept
        return [msg("capybara-breakdown-total", player=seat_ref(p), cookies=c) for p, c in enumerate(cookies)]
    out: list[Text] = []
    for p, t in enumerate(tallies):
        parts: list[Text | None] = [
            msg("capybara-breakdown-start", player=seat_ref(p), cookies=cookies[p], start=t[T_START]),
            msg("capybara-breakdown-ended", gain=t[T_ENDED_GAIN], rounds=t[T_ENDED]) if t[T_ENDED] else None,
            msg("capybara-breakdown-token", gain=t[T_TOKEN_GAIN]) if t[T_TOKEN_GAIN] else None,
            msg("capybara-breakdown-anteater", lost=t[T_ANTEATER]) if t[T_ANTEATER] else None,
            msg("capybara-breakdown-hand", paid=t[T_HAND_PAID]) if t[T_HAND_PAID] else None,
        ]
        pay = next((x for x in last_round.payments if x.seat == p), None) if last_round else None
        if pay is not None and pay.cards:
            shown = cat(*(card_name(c) for c in pay.cards), sep=", ")
            if pay.paid < pay.bill:
                parts.append(msg("capybara-breakdown-last-short", cards=shown, paid=pay.paid, due=pay.bill))
            else:
                parts.append(msg("capybara-breakdown-last", cards=shown, paid=pay.paid))
        out.append(cat(*parts, sep=" "))
    return out
