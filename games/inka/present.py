"""Text faces and controls: the table embed, the hand summary, buttons and selects (RULINGS UI)."""

from __future__ import annotations

from typing import Any, NamedTuple

from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref
from games.inka import board as B
from games.inka import components as C
from games.inka.moves import DIR_LETTERS, option_zone, split_options, target_kind
from games.inka.state import CAMP, ON_WINDROSE, InkaView, Option
from games.inka.transitions import die_text

SEAT_DOTS = ("🟠", "🔵", "🟢", "🟡", "🟣", "🔴")
EMOJI = C.DIR_EMOJI
KIND_LABEL = {
    "camp": "⛺ camp: win",
    "temple": "🛕 closed temple",
    "compass": "🧭 compass",
    "inca": "☀️ Inca",
    "plain": "jungle",
}


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards", "0 cards"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def pay_emoji(bits: int) -> str:
    return "".join(EMOJI[d] for i, d in enumerate(DIR_LETTERS) if bits >> i & 1)


def cards_line(cards: list[int]) -> str:
    return " ".join(f"{EMOJI[d]}{n}" for d, n in zip(C.DIRECTIONS, cards, strict=True))


def where(pos: int) -> str:
    return "windrose" if pos == ON_WINDROSE else B.coord(pos)


def option_label(view: InkaView, o: Option) -> str:
    if o.to == CAMP:
        return "⛺ camp: win"
    kind = target_kind(view, o.to)
    if kind == "hit":
        other = next(i for i, p in enumerate(view.players) if p.pos == o.to and i != view.current)
        what = "💍 take the treasure" if view.carrier == other else f"🏝️ banish {seat_ref(other)}"
        return f"{B.coord(o.to)} · {what}"
    return f"{B.coord(o.to)} · {KIND_LABEL[kind]}"


def option_description(view: InkaView, o: Option) -> str:
    if view.free:
        cost = "free (pair)" if view.dice[0] == view.dice[1] else "free (Machete)"
    else:
        cost = "pays " + pay_emoji(o.pay)
    text = f"{die_text(view.dice, o.die)} · {cost}"
    if o.rescue:
        text += " · 🛟 uses your rescue card"
    return text


def status_line(view: InkaView) -> str:
    if view.phase == "over":
        if view.winner is not None:
            return f"🏁 {seat_ref(view.winner)} brought the treasure into the camp and wins!"
        return "🏁 The expedition was called off: nobody won."
    who = seat_ref(view.current)
    a, b = view.dice
    wait = {
        "move": f"to move (rolled {a} · {b})",
        "browse": f"to move (rolled {a} · {b})",
        "banish": f"to banish {seat_ref(view.banish_seat or 0)} to an island",
        "bonus": "to roll again or end the turn",
        "take": f"to take {plural(view.take_left, 'card')} from the depot",
        "give": f"to return {plural(view.give_left, 'card')} to the depot",
        "stuck": f"who cannot move (rolled {a} · {b}): roll again with the guide or skip",
    }[view.phase]
    return f"⏳ Round {view.round} · {who} {wait}."


def player_line(view: InkaView, i: int) -> str:
    p = view.players[i]
    bits = [f"📍 {where(p.pos)}", cards_line(p.cards)]
    if view.carrier == i:
        bits.insert(0, "💍 **carrier**")
    if p.rescue:
        bits.append("🛟")
    if p.guides:
        bits.append(f"🧭 guide×{p.guides}")
    for flag, text in (
        (p.swamp, "🐊 Swamp"),
        (p.fever, "🤒 Fever"),
        (p.fever_now, "🤒 one die"),
        (p.machete, "🔪 Machete"),
    ):
        if flag:
            bits.append(text)
    return " · ".join(bits)


def table_face(view: InkaView) -> TableFace:
    opened = [f"{B.coord(c)} {t}" for c, t in zip(B.TEMPLES, view.temples, strict=True) if t is not None]
    lines = [
        "🗺️ **Der Schatz der Inka**",
        status_line(view),
        f"📦 Depot: {cards_line(view.depot)} · 🧭 {plural(view.event_left, 'event card')} left"
        f" · ☀️ {plural(view.risk_left, 'risk card')} left",
        f"🛕 Opened temples: {', '.join(opened) if opened else 'none'}",
    ]
    if view.last_card:
        lines.append(f"🃏 Last card: {view.last_card}")
    fields = [
        (f"{SEAT_DOTS[i]} {i + 1} · {seat_ref(i)}" + (" ◀" if i == view.current else ""), player_line(view, i))
        for i in range(view.n_players)
    ]
    return TableFace(description="\n".join(lines), fields=fields)


def hand_face(view: InkaView) -> HandFace:
    seat = view.seat
    if seat is None:
        return HandFace(description="You are watching.")
    me = view.players[seat]
    lines = [f"{SEAT_DOTS[seat]} You are pawn {seat + 1}. {player_line(view, seat)}"]
    prompt = ""
    if view.phase == "over" or view.current != seat:
        prompt = "" if view.phase == "over" else f"Waiting for {seat_ref(view.current)}."
        return HandFace(description="\n".join(lines), prompt=prompt)
    a, b = view.dice
    if view.phase in ("move", "browse"):
        n = len(view.options)
        rule = "one die" if view.carrier == seat or me.fever_now else "one die or the sum"
        prompt = f"🎲 You rolled {a} · {b} ({rule}): {plural(n, 'option')}. Where to from {where(me.pos)}?"
        if view.phase == "browse" and view.zone is not None:
            prompt = f"🎲 Rolled {a} · {b}. Moves in {B.zone_label(view.zone)}:"
    elif view.phase == "banish":
        prompt = f"Choose the island for {seat_ref(view.banish_seat or 0)}."
    elif view.phase == "bonus":
        prompt = "💍 You took the treasure! Roll again (as the carrier) or end your turn?"
    elif view.phase == "take":
        what = (
            f"{plural(view.take_scout, 'card')} of one direction"
            if view.take_scout
            else f"{plural(view.take_left, 'more card')}"
        )
        prompt = f"Take {what} from the depot."
    elif view.phase == "give":
        prompt = f"Return {plural(view.give_left, 'more card')} to the depot."
    elif view.phase == "stuck":
        prompt = f"You rolled {a} · {b} and cannot move. Roll again with your guide, or skip and take 2 cards."
    return HandFace(description="\n".join(lines), prompt=prompt)


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
            groups.append(ControlGroup(kind="select", placeholder=f"Where to? (rolled {a} · {b})", choices=moves))
        else:
            if moves:
                groups.append(ControlGroup(kind="select", placeholder="⭐ Special fields…", choices=moves))
            groups.append(
                ControlGroup(
                    kind="select",
                    placeholder="🗺️ Other fields by area…",
                    choices=[
                        Choice(
                            label=f"{B.zone_label(z)} · {plural(len(opts), 'option')}",
                            action=index[f"browse:{z}"],
                            emoji="🗺️",
                        )
                        for z, opts in zones.items()
                    ],
                )
            )
        if "reroll:" in index:
            groups.append(_buttons([Choice(label="Reroll (guide)", emoji="🎲", action=index["reroll:"])]))
    elif view.phase == "browse":
        _shown, zones = split_options(view)
        opts = zones.get(view.zone if view.zone is not None else -1, [])
        assert all(option_zone(o) == view.zone for o in opts)
        choices = [_move_choice(view, o, index[_key(o)]) for o in opts]
        if choices:
            groups.append(ControlGroup(kind="select", placeholder=f"Where to? (rolled {a} · {b})", choices=choices))
        groups.append(_buttons([Choice(label="Back", emoji="↩️", action=index["back:"])]))
    elif view.phase == "banish":
        groups.append(
            _buttons(
                [
                    Choice(label=f"{act.island} · {C.ISLAND_NAMES[act.island]}", emoji="🏝️", action=i, style="primary")
                    for i, act in enumerate(actions)
                ]
            )
        )
    elif view.phase == "bonus":
        groups.append(
            _buttons(
                [
                    Choice(label="Roll again", emoji="🎲", action=index["bonus:True"], style="success"),
                    Choice(label="End turn", emoji="⏭️", action=index["bonus:False"]),
                ]
            )
        )
    elif view.phase in ("take", "give"):
        me = view.players[view.seat]
        choices = []
        for i, act in enumerate(actions):
            d = C.DIRECTIONS.index(act.dir)
            count = f"depot {view.depot[d]}" if view.phase == "take" else f"you hold {me.cards[d]}"
            verb = "Take" if view.phase == "take" else "Return"
            choices.append(
                Choice(label=f"{verb} {C.DIR_NAME[act.dir]} ({count})", emoji=EMOJI[act.dir], action=i, style="primary")
            )
        groups.append(_buttons(choices))
    elif view.phase == "stuck":
        groups.append(
            _buttons(
                [
                    Choice(label="Reroll (guide)", emoji="🎲", action=index["reroll:"], style="success"),
                    Choice(label="Skip: take 2 cards", emoji="⏭️", action=index["skip:"]),
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
    text: str


def place_text(label: str) -> str:
    """The words of a menu label that name its place ("A2 · jungle" → "A2", "⛺ camp: win" → "camp: win")."""
    head = label.split(" · ")[0]
    return " ".join(w for w in head.split() if w[0].isalnum())


def place_marks(view: InkaView, actions: list[Any]) -> list[Mark]:
    """The places ``actions`` offer, named from the very labels ``controls`` gives them (one per place)."""
    marks: dict[tuple[str, int], Mark] = {}
    for group in controls(view, actions):
        for choice in group.choices:
            a = actions[choice.action]
            if a.kind == "move":
                to = CAMP if a.to == "camp" else B.cell_of(a.to)
                marks.setdefault(("cell", to), Mark("cell", to, place_text(choice.label)))
            elif a.kind == "banish":
                to = B.cell_of(a.island)
                marks.setdefault(("cell", to), Mark("cell", to, place_text(choice.label)))
            elif a.kind == "browse":
                parts = choice.label.split(" · ")
                marks.setdefault(("zone", a.zone), Mark("zone", a.zone, f"{parts[0]} · {parts[-1]}"))
    return list(marks.values())
