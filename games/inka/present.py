"""Text faces and controls: the table embed, the hand summary, buttons and selects (RULINGS UI)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref
from games.inka import board as B
from games.inka import components as C
from games.inka.moves import DIR_LETTERS, option_zone, pay_text, split_options, target_kind
from games.inka.state import CAMP, ON_WINDROSE, InkaView, Option
from games.inka.texts import (
    DIR_NAME,
    DIR_SHORT,
    TEMPLE_CONTENT,
    ZONE_NAME,
    card_name,
    dir_letter,
    dirs_text,
    island_name,
    zone_label,
)
from games.words import Text, cat, lines, msg

SEAT_DOTS = ("🟠", "🔵", "🟢", "🟡", "🟣", "🔴")
EMOJI = C.DIR_EMOJI
KIND_LABEL = {
    "camp": "inka-kind-camp",
    "temple": "inka-kind-temple",
    "compass": "inka-kind-compass",
    "inca": "inka-kind-inca",
    "plain": "inka-kind-plain",
}


def pay_words(bits: int) -> Text:
    """What a move costs, by the letters the picture writes: "N and W"."""
    return dirs_text(pay_text(bits))


def cards_line(cards: Sequence[int]) -> Text:
    """Compass cards per direction with the letters the picture writes: "N 30, E 30, S 30, W 30"."""
    return _cards_line(tuple(cards))


#: a hand of cards' line, kept: every seat's table, hand and alt text writes each pawn's and the depot's
#: line, and building its eight messages was a seventh of a random game's deep checks. Texts are frozen,
#: so one is shared safely; bounded, as a long-lived bot sees ever more hands.
@lru_cache(maxsize=4096)
def _cards_line(cards: tuple[int, ...]) -> Text:
    return cat(
        *(msg("inka-cards-of", dir=msg(DIR_SHORT[d]), n=n) for d, n in zip(C.DIRECTIONS, cards, strict=True)), sep=", "
    )


def distance_text(dice: tuple[int, int], die: int) -> Text:
    """How far an option goes, in words: "🎲 2 fields", "🎲 6 fields (4+2)"."""
    a, b = dice
    return msg("inka-distance-sum", n=a + b, a=a, b=b) if die == 2 else msg("inka-distance", n=dice[die])


def where(pos: int) -> Text:
    return msg("inka-windrose") if pos == ON_WINDROSE else B.coord(pos)


def option_label(view: InkaView, o: Option) -> Text:
    if o.to == CAMP:
        return msg("inka-kind-camp")
    kind = target_kind(view, o.to)
    if kind == "hit":
        other = next(i for i, p in enumerate(view.players) if p.pos == o.to and i != view.current)
        what = msg("inka-opt-take-treasure") if view.carrier == other else msg("inka-opt-banish", other=seat_ref(other))
        return cat(B.coord(o.to), what, sep=" · ")
    return cat(B.coord(o.to), msg(KIND_LABEL[kind]), sep=" · ")


def option_description(view: InkaView, o: Option) -> Text:
    if view.free:
        cost = msg("inka-cost-pair") if view.dice[0] == view.dice[1] else msg("inka-cost-machete")
    else:
        cost = msg("inka-cost-pays", dirs=pay_words(o.pay))
    return cat(distance_text(view.dice, o.die), cost, msg("inka-cost-rescue") if o.rescue else None, sep=" · ")


#: the status line's messages by phase: on the table, and in plain words for listening (alt text: the
#: table's ⏳ and · would be read out as "hourglass" and "middle dot")
_STATUS = {
    "won": "inka-status-won",
    "called-off": "inka-status-called-off",
    "move": "inka-status-move",
    "banish": "inka-status-banish",
    "bonus": "inka-status-bonus",
    "take": "inka-status-take",
    "give": "inka-status-give",
    "stuck": "inka-status-stuck",
}
_SPOKEN_STATUS = {
    "won": "inka-alt-status-won",
    "called-off": "inka-alt-status-called-off",
    "move": "inka-alt-status-move",
    "banish": "inka-alt-status-banish",
    "bonus": "inka-alt-status-bonus",
    "take": "inka-alt-status-take",
    "give": "inka-alt-status-give",
    "stuck": "inka-alt-status-stuck",
}


def status_line(view: InkaView, spoken: bool = False) -> Text:
    """Whose move and what is asked (``spoken``: the alt text's plain words)."""
    ids = _SPOKEN_STATUS if spoken else _STATUS
    if view.phase == "over":
        if view.winner is not None:
            return msg(ids["won"], player=seat_ref(view.winner))
        return msg(ids["called-off"])
    who = seat_ref(view.current)
    a, b = view.dice
    r = view.round
    if view.phase in ("move", "browse"):
        return msg(ids["move"], round=r, player=who, a=a, b=b)
    if view.phase == "banish":
        return msg(ids["banish"], round=r, player=who, other=seat_ref(view.banish_seat or 0))
    if view.phase == "bonus":
        return msg(ids["bonus"], round=r, player=who)
    if view.phase == "take":
        return msg(ids["take"], round=r, player=who, n=view.take_left)
    if view.phase == "give":
        return msg(ids["give"], round=r, player=who, n=view.give_left)
    return msg(ids["stuck"], round=r, player=who, a=a, b=b)


def player_line(view: InkaView, i: int) -> Text:
    p = view.players[i]
    bits: list[Text | None] = [
        msg("inka-carrier") if view.carrier == i else None,
        cat("📍 ", where(p.pos)),
        cards_line(p.cards),
        "🛟" if p.rescue else None,
        msg("inka-guides", n=p.guides) if p.guides else None,
        msg("inka-flag-swamp") if p.swamp else None,
        msg("inka-flag-fever") if p.fever else None,
        msg("inka-flag-one-die") if p.fever_now else None,
        msg("inka-flag-machete") if p.machete else None,
    ]
    return cat(*bits, sep=" · ")


def table_face(view: InkaView) -> TableFace:
    opened = [
        cat(B.coord(c), msg(TEMPLE_CONTENT[t]), sep=" ")
        for c, t in zip(B.TEMPLES, view.temples, strict=True)
        if t is not None
    ]
    rows: list[Text | None] = [
        cat("🗺️ **", msg("inka-title"), "**"),
        status_line(view),
        msg("inka-depot-line", cards=cards_line(view.depot), events=view.event_left, risks=view.risk_left),
        msg("inka-opened-temples", temples=cat(*opened, sep=", ")) if opened else msg("inka-opened-none"),
        msg("inka-last-card", card=card_name(view.last_card)) if view.last_card else None,
    ]
    fields: list[tuple[Text, Text]] = [
        (f"{SEAT_DOTS[i]} {i + 1} · {seat_ref(i)}" + (" ◀" if i == view.current else ""), player_line(view, i))
        for i in range(view.n_players)
    ]
    return TableFace(description=lines(rows), fields=fields)


def hand_face(view: InkaView) -> HandFace:
    seat = view.seat
    if seat is None:
        return HandFace(description=msg("inka-watching"))
    me = view.players[seat]
    description = cat(msg("inka-you-are-pawn", dot=SEAT_DOTS[seat], n=seat + 1), player_line(view, seat), sep=" ")
    if view.phase != "over":  # what the player is trying to do, in one line (rulebook: the only winner)
        description = cat(description, msg("inka-hand-goal"), sep="\n\n")
    if view.phase == "over" or view.current != seat:
        prompt: Text = "" if view.phase == "over" else msg("inka-waiting-for", player=seat_ref(view.current))
        return HandFace(description=description, prompt=prompt)
    a, b = view.dice
    prompt = ""
    if view.phase in ("move", "browse"):
        n = len(view.options)
        rule = msg("inka-rule-one-die") if view.carrier == seat or me.fever_now else msg("inka-rule-one-or-sum")
        if me.pos == ON_WINDROSE:
            prompt = msg("inka-prompt-move-windrose", a=a, b=b, rule=rule, n=n)
        else:
            prompt = msg("inka-prompt-move", a=a, b=b, rule=rule, n=n, cell=B.coord(me.pos))
        if view.phase == "browse" and view.zone is not None:
            prompt = msg("inka-prompt-browse", a=a, b=b, zone=zone_label(view.zone))
    elif view.phase == "banish":
        prompt = msg("inka-prompt-banish", other=seat_ref(view.banish_seat or 0))
    elif view.phase == "bonus":
        prompt = msg("inka-prompt-bonus")
    elif view.phase == "take":
        if view.take_scout:
            prompt = msg("inka-prompt-take-scout", n=view.take_scout)
        else:
            prompt = msg("inka-prompt-take", n=view.take_left)
    elif view.phase == "give":
        prompt = msg("inka-prompt-give", n=view.give_left)
    elif view.phase == "stuck":
        prompt = msg("inka-prompt-stuck", a=a, b=b)
    return HandFace(description=description, prompt=prompt)


def _index(actions: list[Any]) -> dict[str, int]:
    out = {}
    for i, a in enumerate(actions):
        if a.kind == "move":
            out[f"move:{a.to}:{a.pay}:{a.rescue}"] = i
        else:
            out[f"{a.kind}:{getattr(a, 'zone', getattr(a, 'island', getattr(a, 'dir', getattr(a, 'roll', ''))))}"] = i
    return out


def _key(o: Option) -> str:
    to = "camp" if o.to == CAMP else B.coord(o.to)
    pay = "".join(d for i, d in enumerate(DIR_LETTERS) if o.pay >> i & 1)
    return f"move:{to}:{pay}:{o.rescue}"


def _move_choice(view: InkaView, o: Option, i: int) -> Choice:
    return Choice(label=option_label(view, o), action=i, description=option_description(view, o))


def controls(view: InkaView, actions: list[Any]) -> list[ControlGroup]:
    if not actions or view.seat is None:
        return []
    index = _index(actions)
    groups: list[ControlGroup] = []
    a, b = view.dice
    if view.phase == "move":
        shown, zones = split_options(view)
        moves = [_move_choice(view, o, index[_key(o)]) for o in shown]
        if not zones:
            groups.append(ControlGroup(kind="select", placeholder=msg("inka-where-to", a=a, b=b), choices=moves))
        else:
            if moves:
                groups.append(ControlGroup(kind="select", placeholder=msg("inka-special-fields"), choices=moves))
            groups.append(
                ControlGroup(
                    kind="select",
                    placeholder=msg("inka-other-fields"),
                    choices=[
                        Choice(
                            label=cat(zone_label(z), msg("inka-options", n=len(opts)), sep=" · "),
                            action=index[f"browse:{z}"],
                            emoji="🗺️",
                        )
                        for z, opts in zones.items()
                    ],
                )
            )
        if "reroll:" in index:
            groups.append(_buttons([Choice(label=msg("inka-btn-reroll"), emoji="🎲", action=index["reroll:"])]))
    elif view.phase == "browse":
        _shown, zones = split_options(view)
        opts = zones.get(view.zone if view.zone is not None else -1, [])
        assert all(option_zone(o) == view.zone for o in opts)
        choices = [_move_choice(view, o, index[_key(o)]) for o in opts]
        if choices:
            groups.append(ControlGroup(kind="select", placeholder=msg("inka-where-to", a=a, b=b), choices=choices))
        groups.append(_buttons([Choice(label=msg("inka-btn-back"), emoji="↩️", action=index["back:"])]))
    elif view.phase == "banish":
        groups.append(
            _buttons(
                [
                    Choice(
                        label=cat(act.island, island_name(act.island), sep=" · "),
                        emoji="🏝️",
                        action=i,
                        style="primary",
                    )
                    for i, act in enumerate(actions)
                ]
            )
        )
    elif view.phase == "bonus":
        groups.append(
            _buttons(
                [
                    Choice(label=msg("inka-btn-roll-again"), emoji="🎲", action=index["bonus:True"], style="success"),
                    Choice(label=msg("inka-btn-end-turn"), emoji="⏭️", action=index["bonus:False"]),
                ]
            )
        )
    elif view.phase in ("take", "give"):
        me = view.players[view.seat]
        choices = []
        for i, act in enumerate(actions):
            d = C.DIRECTIONS.index(act.dir)
            letter, name = dir_letter(act.dir), msg(DIR_NAME[act.dir])  # "N (north)": the picture writes "N 30"
            if view.phase == "take":
                label = msg("inka-btn-take", dir=letter, name=name, n=view.depot[d])
            else:
                label = msg("inka-btn-return", dir=letter, name=name, n=me.cards[d])
            choices.append(Choice(label=label, emoji=EMOJI[act.dir], action=i, style="primary"))
        groups.append(_buttons(choices))
    elif view.phase == "stuck":
        groups.append(
            _buttons(
                [
                    Choice(label=msg("inka-btn-reroll"), emoji="🎲", action=index["reroll:"], style="success"),
                    Choice(label=msg("inka-btn-skip"), emoji="⏭️", action=index["skip:"]),
                ]
            )
        )
    return groups


def _buttons(choices: list[Choice]) -> ControlGroup:
    return ControlGroup(kind="buttons", choices=choices)


# ---------------------------------------------------------------- places on the hand picture


class Mark(NamedTuple):
    """An offered place on the hand picture: a cell (``CAMP`` for the camp) or a zone, and its menu words."""

    kind: str  # "cell" or "zone"
    target: int
    text: Text


def place_marks(view: InkaView, actions: list[Any], spoken: bool = False) -> list[Mark]:
    """The places ``actions`` offer, named as ``controls`` names them (one per place): a cell by its
    coordinate, the camp as the camp, an area by its name and its number of options ("NW · 20 options";
    ``spoken``, for alt text: "NW (20 options)", a dot being read out as "middle dot")."""
    marks: dict[tuple[str, int], Mark] = {}
    for group in controls(view, actions):
        for choice in group.choices:
            a = actions[choice.action]
            if a.kind == "move":
                to = CAMP if a.to == "camp" else B.cell_of(a.to)
                text: Text = msg("inka-mark-camp") if to == CAMP else a.to
                marks.setdefault(("cell", to), Mark("cell", to, text))
            elif a.kind == "banish":
                to = B.cell_of(a.island)
                marks.setdefault(("cell", to), Mark("cell", to, a.island))
            elif a.kind == "browse":
                n = sum(1 for o in view.options if o.area == a.zone)
                options = msg("inka-options", n=n)
                if spoken:
                    text = msg("inka-alt-zone", zone=msg(ZONE_NAME[a.zone]), options=options)
                else:
                    text = cat(msg(ZONE_NAME[a.zone]), options, sep=" · ")
                marks.setdefault(("zone", a.zone), Mark("zone", a.zone, text))
    return list(marks.values())
