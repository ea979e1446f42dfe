"""Text faces and controls: the Discord embed, the private hand, buttons and selects."""

from __future__ import annotations

from typing import Any

from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref
from games.pachamama import components as C
from games.pachamama.grid import grid_of
from games.pachamama.state import PachamamaView
from games.pachamama.texts import plural

SEAT_DOTS = ("🟠", "🔵", "🟢", "🟡")
UNDISCOVERED = "⬛"
DIGITS = ("0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣")
LETTERS = "🇦🇧🇨🇩🇪🇫🇬🇭🇮"

PHASE_WAIT = {
    "main": "choose an action",
    "destination": "choose where the explorer goes",
    "value": "name a field",
    "more": "divine again or stop",
    "trade": "decide about the new cube",
    "peek": "choose a square to look at",
    "after": "make an offering or end the turn",
    "final": "make a final divination",
}


def cubes_text(cubes: list[int]) -> str:
    out = "".join(C.CUBE_EMOJI[t] * k for t, k in enumerate(cubes))
    return out or "no cubes"


def cell_text(view: PachamamaView, cell: int) -> str:
    """ "C4 · forest" / "C4 · undiscovered" (plus the field when cultivated)."""
    grid = grid_of(view.width, view.height)
    t = view.land[cell]
    f = view.field[cell]
    if t is None:
        return f"{grid.label(cell)} · undiscovered"
    return f"{grid.label(cell)} · {C.LAND_TYPES[t]}" + (f" · field {f}" if f is not None else "")


def emoji_grid(view: PachamamaView) -> str:
    grid = grid_of(view.width, view.height)
    at = {c: s for s, p in enumerate(view.players) for c in p.explorers if c is not None}
    # no row labels: keycap digits would read as fields; rows run 1–5 from the top
    lines = ["".join(LETTERS[x] + "\u200b" for x in range(view.width))]
    for y in range(view.height):
        row: list[str] = []
        for x in range(view.width):
            c = x * grid.height + y
            f, t = view.field[c], view.land[c]
            if c in at:
                row.append(SEAT_DOTS[at[c] % len(SEAT_DOTS)])
            elif f is not None:
                row.append(DIGITS[f])
            elif t is not None:
                row.append(C.LAND_EMOJI[t])
            else:
                row.append(UNDISCOVERED)
        lines.append("".join(row))
    return "\n".join(lines)


def table_face(view: PachamamaView) -> TableFace:
    known = sum(1 for t in view.land if t is not None)
    size = f"{view.width}×{view.height}"
    head = f"🌄 **Pachamama** · {size} land · {known}/{len(view.land)} squares discovered"
    if view.phase == "over":
        status = "🏁 The game is over."
    else:
        wait = PHASE_WAIT.get(view.phase, "play")
        status = f"⏳ {seat_ref(view.current)} to {wait}."
        if view.final_round:
            status = "🌕 **Final divinations.** " + status
        elif view.actions_left > 1:
            status += f" ({view.actions_left} actions left this turn)"
    legend = (
        "🟦 swamp · 🟨 desert · 🟫 mountain · 🟩 forest · ⬛ undiscovered · 1️⃣–5️⃣ cultivated field · "
        "🟠🔵🟢🟡 explorers · rows 1–5 from the top"
    )
    description = "\n".join([head, status, "", emoji_grid(view), legend])
    fields = []
    for i, p in enumerate(view.players):
        on_land = sum(1 for c in p.explorers if c is not None)
        tracks = " ".join(f"{v + 1}:{lvl}" for v, lvl in enumerate(p.tracks))
        value = (
            f"⭐ **{p.score}** point{'' if abs(p.score) == 1 else 's'}\n{cubes_text(p.cubes)}\n"
            f"🚶 {on_land} on the land, {len(p.explorers) - on_land} off\n🌈 {tracks}"
        )
        if p.offerings:
            value += f"\n🎁 {plural(p.offerings, 'offering')}"
        fields.append((f"{SEAT_DOTS[i % len(SEAT_DOTS)]} {seat_ref(i)}", value))
    return TableFace(description=description, fields=fields)


def hand_face(view: PachamamaView) -> HandFace:
    seat = view.seat
    if seat is None:
        return HandFace(description="You are watching.")
    grid = grid_of(view.width, view.height)
    me = view.players[seat]
    spots = [grid.label(c) if c is not None else "off the land" for c in me.explorers]
    lines = [
        f"{SEAT_DOTS[seat % len(SEAT_DOTS)]} You have **{me.score}** point{'' if abs(me.score) == 1 else 's'}.",
        f"Cubes: {cubes_text(me.cubes)} ({sum(me.cubes)}/{C.CUBE_LIMIT})",
        "Explorers: " + ", ".join(spots),
        "Diversity: " + " · ".join(f"{v + 1}→{lvl}" for v, lvl in enumerate(me.tracks)),
    ]
    if view.my_peeks:
        seen = ", ".join(
            f"{grid.label(p.cell)} {C.LAND_TYPES[p.land]} {p.field}"
            for p in sorted(view.my_peeks, key=lambda p: p.cell)
        )
        lines.append(f"🔍 Your looks at the wheel: {seen}")
    prompt = ""
    if view.phase != "over" and view.current == seat:
        prompt = _prompt(view, seat)
    elif view.phase != "over":
        prompt = f"Waiting for {seat_ref(view.current)}."
    return HandFace(description="\n".join(lines), prompt=prompt)


def _prompt(view: PachamamaView, seat: int) -> str:
    """What the seat is asked now, naming the square it is about."""
    grid = grid_of(view.width, view.height)
    me = view.players[seat]
    spot = me.explorers[view.chosen] if view.chosen is not None else None
    where = grid.label(spot) if spot is not None else None
    can_trade = not view.final_round and sum(me.cubes) >= 2  # no trades in the final divinations
    trade = " You may also trade 2 cubes for 1 of another type." if can_trade else ""
    if view.phase == "main":
        return "Your turn: move or enter with an explorer, or divine where one stands." + trade
    if view.phase == "destination":
        who = f"your explorer on {where}" if where else "your explorer entering the land"
        return f"Where does {who} go? Undiscovered squares are explored."
    if view.phase == "value":
        return f"Which field grows on {where}?" if where else "Which field grows there?"
    if view.phase == "more":
        return "Right! Divine with another explorer, or stop." + trade
    if view.phase == "trade" and view.pending_cube is not None:
        found = f"{where} is {C.LAND_TYPES[view.pending_cube]}" if where else "The new square"
        return (
            f"{found}, but you hold {C.CUBE_LIMIT} cubes: trade 2 of them for 1 of your choice and take the"
            f" {C.LAND_TYPES[view.pending_cube]} cube, or keep yours and let it go."
        )
    if view.phase == "peek":
        return "Which square do you look at? You will see its land type and field."
    if view.phase == "after":
        return "Make an offering, or end your turn." + trade
    if view.phase == "final":
        return "Final divination: pick an explorer, or pass."
    return ""


def controls(view: PachamamaView, actions: list[Any]) -> list[ControlGroup]:
    if not actions or view.seat is None:
        return []
    grid = grid_of(view.width, view.height)
    me = view.players[view.seat]
    groups: dict[str, ControlGroup] = {}

    def add(key: str, kind: str, placeholder: str, choice: Choice) -> None:
        if key not in groups:
            groups[key] = ControlGroup(kind=kind, placeholder=placeholder, choices=[])  # type: ignore[arg-type]
        groups[key].choices.append(choice)

    for i, a in enumerate(actions):
        k = a.kind
        if k == "pick":
            cell = me.explorers[a.explorer]
            label = "Enter the land" if cell is None else f"Move from {grid.label(cell)}"
            add("pick", "buttons", "", Choice(label=label, action=i, emoji="🚶", style="primary"))
        elif k == "aim":
            cell = me.explorers[a.explorer]
            assert cell is not None
            add(
                "aim",
                "buttons",
                "",
                Choice(label=f"Divine at {grid.label(cell)}", action=i, emoji="🔮", style="success"),
            )
        elif k == "offer":
            label = "Offering: extra action" if a.reward == "action" else "Offering: look at the wheel"
            add("offer", "buttons", "", Choice(label=label, action=i, emoji="🎁"))
        elif k == "go":
            explore = view.land[a.cell] is None
            key = "explore" if explore else "move"
            add(
                key,
                "select",
                "Explore an undiscovered square…" if explore else "Move to a discovered square…",
                Choice(label=cell_text(view, a.cell), action=i, description="explore" if explore else "move"),
            )
        elif k == "look":
            add("look", "select", "Look at a square…", Choice(label=cell_text(view, a.cell), action=i))
        elif k == "divine":
            add("divine", "buttons", "", Choice(label=f"Field {a.value}", action=i, emoji="🌱", style="primary"))
        elif k == "trade":
            gave = "+".join(C.CUBE_EMOJI[g] for g in a.give)
            names = " + ".join(C.LAND_TYPES[g] for g in a.give)
            add(
                "trade",
                "select",
                "Trade two cubes for one…",
                Choice(
                    label=f"Give {names}, take {C.LAND_TYPES[a.take]}",
                    action=i,
                    description=f"{gave} → {C.CUBE_EMOJI[a.take]}",
                ),
            )
        else:
            label, emoji, style = {
                "leave": ("Leave the land", "🚪", "secondary"),
                "keep": ("Keep my cubes (lose the new one)", "✋", "secondary"),
                "back": ("Back", "↩️", "secondary"),
                "stop": ("Pass" if view.phase == "final" else "Stop divining", "✋", "secondary"),
                "end": ("End turn", "⏭️", "secondary"),
            }[k]
            add("misc", "buttons", "", Choice(label=label, action=i, emoji=emoji, style=style))  # type: ignore[arg-type]
    order = ["pick", "aim", "divine", "offer", "explore", "move", "look", "trade", "misc"]
    return [groups[k] for k in order if k in groups]
