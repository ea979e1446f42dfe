"""Text faces and controls: the Discord embed, the private hand, buttons and selects."""

from __future__ import annotations

from typing import Any

from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref
from games.pachamama import components as C
from games.pachamama.grid import grid_of
from games.pachamama.state import PachamamaView
from games.words import Text, cat, lines, msg

SEAT_DOTS = ("🟠", "🔵", "🟢", "🟡")
UNDISCOVERED = "⬛"
DIGITS = ("0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣")
LETTERS = "🇦🇧🇨🇩🇪🇫🇬🇭🇮"

#: the table's status line while the current player is asked for something
PHASE_WAIT = {
    "main": "pachamama-wait-main",
    "destination": "pachamama-wait-destination",
    "value": "pachamama-wait-value",
    "more": "pachamama-wait-more",
    "trade": "pachamama-wait-trade",
    "peek": "pachamama-wait-peek",
    "after": "pachamama-wait-after",
    "final": "pachamama-wait-final",
}


def cubes_text(cubes: list[int]) -> Text:
    out = "".join(C.CUBE_EMOJI[t] * k for t, k in enumerate(cubes))
    return out or msg("pachamama-no-cubes")


def cell_text(view: PachamamaView, cell: int) -> Text:
    """ "C4 · forest" / "C4 · undiscovered" (plus the field when cultivated)."""
    grid = grid_of(view.width, view.height)
    t = view.land[cell]
    f = view.field[cell]
    if t is None:
        return cat(grid.label(cell), msg("pachamama-undiscovered"), sep=" · ")
    return cat(
        grid.label(cell),
        msg("pachamama-land", land=t),
        msg("pachamama-field", field=f) if f is not None else None,
        sep=" · ",
    )


def emoji_grid(view: PachamamaView) -> str:
    grid = grid_of(view.width, view.height)
    at = {c: s for s, p in enumerate(view.players) for c in p.explorers if c is not None}
    # no row labels: keycap digits would read as fields; rows run 1–5 from the top
    rows = ["".join(LETTERS[x] + "\u200b" for x in range(view.width))]
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
        rows.append("".join(row))
    return "\n".join(rows)


def table_face(view: PachamamaView) -> TableFace:
    known = sum(1 for t in view.land if t is not None)
    head = msg("pachamama-table-head", size=f"{view.width}×{view.height}", known=known, total=len(view.land))
    status: Text
    if view.phase == "over":
        status = msg("pachamama-table-over")
    else:
        status = msg(PHASE_WAIT.get(view.phase, "pachamama-wait-play"), player=seat_ref(view.current))
        if view.final_round:
            status = cat(msg("pachamama-final-round"), status, sep=" ")
        elif view.actions_left > 1:
            status = cat(status, msg("pachamama-actions-left", count=view.actions_left), sep=" ")
    description = cat(lines([head, status]), lines([emoji_grid(view), msg("pachamama-legend")]), sep="\n\n")
    fields: list[tuple[Text, Text]] = []
    for i, p in enumerate(view.players):
        on_land = sum(1 for c in p.explorers if c is not None)
        tracks = " ".join(f"{v + 1}:{lvl}" for v, lvl in enumerate(p.tracks))
        value = lines(
            [
                msg("pachamama-panel-points", score=p.score),
                cubes_text(p.cubes),
                msg("pachamama-panel-explorers", on=on_land, off=len(p.explorers) - on_land),
                f"🌈 {tracks}",
                msg("pachamama-panel-offerings", count=p.offerings) if p.offerings else None,
            ]
        )
        fields.append((f"{SEAT_DOTS[i % len(SEAT_DOTS)]} {seat_ref(i)}", value))
    return TableFace(description=description, fields=fields)


def hand_face(view: PachamamaView) -> HandFace:
    seat = view.seat
    if seat is None:
        return HandFace(description=msg("pachamama-watching"))
    grid = grid_of(view.width, view.height)
    me = view.players[seat]
    off = sum(1 for c in me.explorers if c is None)
    on = cat(*(grid.label(c) for c in me.explorers if c is not None), sep=", ")
    spots = cat(
        on if off < len(me.explorers) else None, msg("pachamama-off-the-land", count=off) if off else None, sep=" · "
    )
    rows: list[Text | None] = [
        cat(SEAT_DOTS[seat % len(SEAT_DOTS)], msg("pachamama-hand-points", score=me.score), sep=" "),
        msg("pachamama-hand-cubes", cubes=cubes_text(me.cubes), held=sum(me.cubes), limit=C.CUBE_LIMIT),
        msg("pachamama-hand-explorers", spots=spots),
        msg("pachamama-hand-diversity", tracks=" · ".join(f"{v + 1}→{lvl}" for v, lvl in enumerate(me.tracks))),
    ]
    if view.my_peeks:
        seen = cat(
            *(
                msg("pachamama-hand-look", square=grid.label(p.cell), land=p.land, field=p.field)
                for p in sorted(view.my_peeks, key=lambda p: p.cell)
            ),
            sep=", ",
        )
        rows.append(msg("pachamama-hand-looks", looks=seen))
    if view.phase != "over":
        rows.append(msg("pachamama-hand-goal"))
    prompt: Text = ""
    if view.phase != "over" and view.current == seat:
        prompt = _prompt(view, seat)
    elif view.phase != "over":
        prompt = msg("pachamama-waiting", player=seat_ref(view.current))
    return HandFace(description=lines(rows), prompt=prompt)


def _prompt(view: PachamamaView, seat: int) -> Text:
    """What the seat is asked now, naming the square it is about."""
    grid = grid_of(view.width, view.height)
    me = view.players[seat]
    spot = me.explorers[view.chosen] if view.chosen is not None else None
    where = grid.label(spot) if spot is not None else None
    can_trade = not view.final_round and sum(me.cubes) >= 2  # no trades in the final divinations
    trade = msg("pachamama-prompt-trade-too") if can_trade else None
    if view.phase == "main":
        return cat(msg("pachamama-prompt-main"), trade, sep=" ")
    if view.phase == "destination":
        if where:
            return msg("pachamama-prompt-destination", square=where)
        return msg("pachamama-prompt-enter")
    if view.phase == "value":
        return msg("pachamama-prompt-value", square=where) if where else msg("pachamama-prompt-value-there")
    if view.phase == "more":
        return cat(msg("pachamama-prompt-more"), trade, sep=" ")
    if view.phase == "trade" and view.pending_cube is not None:
        square = where or "?"
        return msg("pachamama-prompt-trade", square=square, land=view.pending_cube, limit=C.CUBE_LIMIT)
    if view.phase == "peek":
        return msg("pachamama-prompt-peek")
    if view.phase == "after":
        return cat(msg("pachamama-prompt-after"), trade, sep=" ")
    if view.phase == "final":
        return msg("pachamama-prompt-final")
    return ""


#: the buttons that need no square: id, emoji, style
MISC_BUTTONS = {
    "leave": ("pachamama-button-leave", "🚪", "secondary"),
    "keep": ("pachamama-button-keep", "✋", "secondary"),
    "back": ("pachamama-button-back", "↩️", "secondary"),
    "stop": ("pachamama-button-stop", "✋", "secondary"),
    "end": ("pachamama-button-end", "⏭️", "secondary"),
}


def controls(view: PachamamaView, actions: list[Any]) -> list[ControlGroup]:
    if not actions or view.seat is None:
        return []
    grid = grid_of(view.width, view.height)
    me = view.players[view.seat]
    groups: dict[str, ControlGroup] = {}

    def add(key: str, kind: str, placeholder: Text, choice: Choice) -> None:
        if key not in groups:
            groups[key] = ControlGroup(kind=kind, placeholder=placeholder, choices=[])  # type: ignore[arg-type]
        groups[key].choices.append(choice)

    for i, a in enumerate(actions):
        k = a.kind
        if k == "pick":
            cell = me.explorers[a.explorer]
            label = (
                msg("pachamama-button-enter")
                if cell is None
                else msg("pachamama-button-move-from", square=grid.label(cell))
            )
            add("pick", "buttons", "", Choice(label=label, action=i, emoji="🚶", style="primary"))
        elif k == "aim":
            cell = me.explorers[a.explorer]
            assert cell is not None
            add(
                "aim",
                "buttons",
                "",
                Choice(
                    label=msg("pachamama-button-divine-at", square=grid.label(cell)),
                    action=i,
                    emoji="🔮",
                    style="success",
                ),
            )
        elif k == "offer":
            label = msg("pachamama-button-offer-action" if a.reward == "action" else "pachamama-button-offer-look")
            add("offer", "buttons", "", Choice(label=label, action=i, emoji="🎁"))
        elif k == "go":
            explore = view.land[a.cell] is None
            key = "explore" if explore else "move"
            add(
                key,
                "select",
                msg("pachamama-menu-explore" if explore else "pachamama-menu-move"),
                Choice(
                    label=cell_text(view, a.cell),
                    action=i,
                    description=msg("pachamama-option-explore" if explore else "pachamama-option-move"),
                ),
            )
        elif k == "look":
            add(
                "look",
                "select",
                msg("pachamama-menu-look"),
                Choice(label=cell_text(view, a.cell), action=i),
            )
        elif k == "divine":
            add(
                "divine",
                "buttons",
                "",
                Choice(label=msg("pachamama-button-field", field=a.value), action=i, emoji="🌱", style="primary"),
            )
        elif k == "trade":
            gave = "+".join(C.CUBE_EMOJI[g] for g in a.give)
            add(
                "trade",
                "select",
                msg("pachamama-menu-trade"),
                Choice(
                    label=msg("pachamama-option-trade", first=a.give[0], second=a.give[1], take=a.take),
                    action=i,
                    description=f"{gave} → {C.CUBE_EMOJI[a.take]}",
                ),
            )
        else:
            said, emoji, style = MISC_BUTTONS[k]
            if k == "stop" and view.phase == "final":
                said = "pachamama-button-pass"
            add("misc", "buttons", "", Choice(label=msg(said), action=i, emoji=emoji, style=style))  # type: ignore[arg-type]
    order = ["pick", "aim", "divine", "offer", "explore", "move", "look", "trade", "misc"]
    return [groups[k] for k in order if k in groups]
