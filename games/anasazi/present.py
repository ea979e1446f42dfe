"""Text faces and controls: the public embed, the private hand, buttons and selects (RULINGS, "Discord UI")."""

from __future__ import annotations

from typing import Any, NamedTuple

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import end_of, free_sites, gain_of, step
from games.anasazi.scoring import scores, values_of
from games.anasazi.state import AnasaziView
from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref

PHASE_WAIT = {
    "action": "choose an action",
    "camp_row": "choose a camp row",
    "camp_node": "choose a camp site",
    "look": "look at a tower",
    "direction": "choose where the marker goes",
    "steal": "decide what to steal",
    "look_mesa": "look at a tower on the mesa",
}


def plural(n: int, word: str) -> str:
    """ "1 camp", "2 camps", "0 camps"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def cubes_text(cubes: list[int]) -> str:
    out = " ".join(f"{C.COLOUR_EMOJI[c]}×{k}" for c, k in enumerate(cubes) if k)
    return out or "no cubes"


def tracks_text(view: AnasaziView) -> str:
    values = values_of(view.track)
    return " · ".join(
        f"{C.COLOUR_EMOJI[c]} {C.COLOURS[c]} {values[c]} ({len(view.track[c])}🗼)" for c in range(C.N_COLOURS)
    )


def dot(seat: int) -> str:
    return C.SEAT_DOTS[seat % len(C.SEAT_DOTS)]


def status_line(view: AnasaziView) -> str:
    if view.stage == "over":
        return f"🏁 The game is over: {view.end_reason}."
    if view.stage == "camps":
        done = f"{view.setup_turn + 1}/{2 * view.n_players}"
        return f"⏳ Setup: {seat_ref(view.current)} builds a starting camp ({done})."
    if view.stage == "looks":
        waiting = ", ".join(seat_ref(i) for i, p in enumerate(view.seats) if p.setup_looks > 0)
        return f"⏳ Setup: secret looks at towers — waiting for {waiting}."
    action = C.ACTIONS_PER_TURN - view.actions_left + 1
    return f"⏳ {seat_ref(view.current)} to {PHASE_WAIT.get(view.phase, 'play')} (action {action} of 2)."


def table_face(view: AnasaziView) -> TableFace:
    head = (
        f"🏜 **Anasazi** · {view.markers_left} of {C.MARKERS} markers left · "
        f"{plural(sum(view.tower_on_board), 'hidden tower')} on the board"
    )
    lines = [head, status_line(view), "", "Cube values: " + tracks_text(view)]
    fields = []
    for i, p in enumerate(view.seats):
        looked = ", ".join(f"T{t + 1}" for t in sorted(set(p.looks))) or "none"
        value = f"{cubes_text(p.cubes)}\n⛺ {plural(p.camps_left, 'camp')} left\n👁 looked at: {looked}"
        fields.append((f"{dot(i)} {seat_ref(i)}", value))
    return TableFace(description="\n".join(lines), fields=fields)


def hand_face(view: AnasaziView) -> HandFace:
    seat = view.seat
    if seat is None:
        return HandFace(description="You are watching.")
    me = view.seats[seat]
    lines = [
        f"{dot(seat)} Your objective: **{C.COLOUR_EMOJI[view.objective or 0]} {C.COLOURS[view.objective or 0]}** "
        "(those cubes count double)."
    ]
    if view.known:
        known = ", ".join(
            f"T{t + 1} ({B.mesa_of_tower(t)}) {C.COLOUR_EMOJI[c]} {C.COLOURS[c]}" for t, c in sorted(view.known.items())
        )
        lines.append(f"👁 Towers you know: {known}")
    else:
        lines.append("👁 You know no hidden tower yet.")
    lines.append(f"Your cubes: {cubes_text(me.cubes)} · ⛺ {plural(me.camps_left, 'camp')} left")
    objectives: list[int | None] = [None] * view.n_players
    objectives[seat] = view.objective
    now = scores([p.cubes for p in view.seats], objectives, view.track)[seat]
    lines.append(f"⭐ If the game ended now you would score **{now.points}**.")
    lines.append("Cube values: " + tracks_text(view))
    return HandFace(description="\n".join(lines), prompt=_prompt(view, seat))


def _prompt(view: AnasaziView, seat: int) -> str:
    if view.stage == "over":
        return ""
    if view.stage == "looks":
        left = view.seats[seat].setup_looks
        return f"Choose a tower to look at ({left} left), or skip." if left else "Waiting for the others' looks."
    if view.current != seat:
        return f"Waiting for {seat_ref(view.current)}."
    exp = view.chosen if view.phase == "direction" and view.chosen is not None else None
    here = B.NAMES[view.paths[view.chosen][-1]] if view.phase == "steal" and view.chosen is not None else "?"
    mesa = B.MESAS[view.look_mesa].name if view.look_mesa is not None else "?"
    return {
        "action": f"Your turn, action {C.ACTIONS_PER_TURN - view.actions_left + 1} of 2: build a camp or lay a marker.",
        "camp_row": "Which row for your camp?",
        "camp_node": f"Which point of row {B.ROWS[view.chosen or 0]}?",
        "look": (
            f"Your camp at {B.NAMES[view.built[-1]]} stands: look at any tower on the board, or skip."
            if view.built
            else "Look at any tower on the board, or skip."
        ),
        "direction": (
            f"Where does expedition {B.POST_GLYPHS[exp]} go from {B.NAMES[end_of(view, exp)]}?"
            if exp is not None
            else ""
        ),
        "steal": f"You covered your camp at {here}: take a cube from another player, or nothing.",
        "look_mesa": f"First onto mesa {mesa}: look at a tower on it, or skip.",
    }.get(view.phase, "")


def tower_label(view: AnasaziView, tower: int) -> str:
    label = f"T{tower + 1} · {B.mesa_of_tower(tower)}"
    if tower in view.known:
        label += f" · you know: {C.COLOURS[view.known[tower]]}"
    return label


def marker_label(view: AnasaziView, seat: int, direction: int) -> str:
    exp = view.chosen or 0
    st = step(view, seat, exp, direction)
    assert st is not None
    node, edge = st
    g = gain_of(view, seat, node, edge)
    marks = "".join(C.COLOUR_EMOJI[c] for c in g.cubes) + "🗼" * len(g.towers)
    if g.steal:
        marks += "⛺"
    if g.first_mesa is not None:
        marks += "👁"
    return f"{B.ARROWS[direction]} {B.NAMES[node]}" + (f" {marks}" if marks else "")


def controls(view: AnasaziView, actions: list[Any]) -> list[ControlGroup]:
    seat = view.seat
    if not actions or seat is None:
        return []
    main: list[Choice] = []
    selects: list[Choice] = []
    misc: list[Choice] = []
    for i, a in enumerate(actions):
        k = a.kind
        if k == "camp":
            label = f"🏕 Camp ({view.seats[seat].camps_left} left)"
            main.append(Choice(label=label, action=i, style="success"))
        elif k == "expedition":
            e = a.expedition
            label = f"{B.POST_GLYPHS[e]} {B.NAMES[end_of(view, e)]}" if view.paths[e] else f"{B.POST_GLYPHS[e]} start"
            main.append(Choice(label=label, action=i, style="primary"))
        elif k == "row":
            main.append(Choice(label=f"{B.ROWS[a.row]}·{len(free_sites(view, a.row))}", action=i))
        elif k == "build":
            main.append(Choice(label=B.NAMES[a.node], action=i, style="primary"))
        elif k == "place":
            main.append(Choice(label=marker_label(view, seat, a.direction), action=i, style="primary"))
        elif k == "steal":
            held = view.seats[a.victim].cubes[a.colour]
            main.append(Choice(label=f"{C.COLOUR_EMOJI[a.colour]} from {seat_ref(a.victim)} ({held})", action=i))
        elif k == "look":
            if view.phase == "look_mesa":
                main.append(Choice(label=f"Look at T{a.tower + 1}", action=i, style="primary"))
            else:
                selects.append(Choice(label=tower_label(view, a.tower), action=i))
        else:
            label, emoji = {
                "skip": ("Skip", "⏭️"),
                "take_nothing": ("Take nothing", "✋"),
                "back": ("Back", "↩️"),
            }[k]
            misc.append(Choice(label=label, emoji=emoji, action=i))
    groups = []
    if main:
        groups.append(ControlGroup(kind="buttons", choices=main))
    if selects:
        groups.append(ControlGroup(kind="select", placeholder="Look at a tower…", choices=selects))
    if misc:
        groups.append(ControlGroup(kind="buttons", choices=misc))
    return groups


# ---------------------------------------------------------------- places on the hand picture


class Mark(NamedTuple):
    """One offered place on the hand picture, named as its button is.

    ``kind``: "node" (a camp site, or where a marker would end; ``source`` is where it starts),
    "row" (a camp row: ``sites`` are its free camp sites, ``target`` the row), "post" (an expedition:
    its explorer or post) or "tower" (the tower's number is on it already).
    """

    kind: str
    target: int
    text: str
    source: int | None = None
    sites: tuple[int, ...] = ()


def place_text(label: str) -> str:
    """The words of a button label that name its place ("→ G15 🟥🗼" → "G15", "① B16" → "B16")."""
    head = label.split(" · ")[0]
    words = [w for w in head.split() if w[0].isalnum() and all(c.isalnum() or c in "·:" for c in w)]
    return " ".join(words)


def place_marks(view: AnasaziView, actions: list[Any]) -> list[Mark]:
    """The places ``actions`` offer, labelled from the very labels ``controls`` gives their buttons."""
    seat = view.seat
    marks: list[Mark] = []
    if seat is None:
        return marks
    for group in controls(view, actions):
        for choice in group.choices:
            a = actions[choice.action]
            text = place_text(choice.label)
            if a.kind == "build":
                marks.append(Mark("node", a.node, text))
            elif a.kind == "place":
                exp = view.chosen or 0
                st = step(view, seat, exp, a.direction)
                if st is not None:
                    marks.append(Mark("node", st[0], text, source=end_of(view, exp)))
            elif a.kind == "row":
                sites = tuple(free_sites(view, a.row))
                marks.append(Mark("row", a.row, text, sites=sites))
            elif a.kind == "expedition":
                marks.append(Mark("post", end_of(view, a.expedition), text))
            elif a.kind == "look":
                marks.append(Mark("tower", a.tower, f"T{a.tower + 1}"))
    return marks
