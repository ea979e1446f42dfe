"""Text faces and controls: the public embed, the private hand, buttons and selects (RULINGS, "Discord UI")."""

from __future__ import annotations

from typing import Any, NamedTuple

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import end_of, free_sites, gain_of, step
from games.anasazi.scoring import scores, values_of
from games.anasazi.state import AnasaziView
from games.contract import Choice, ControlGroup, HandFace, TableFace, seat_ref
from games.words import Msg, Text, and_list, cat, lines, msg

#: what the player to act is doing, for the status line
PHASE_WAIT = {
    "action": "anasazi-wait-action",
    "camp_row": "anasazi-wait-camp-row",
    "camp_node": "anasazi-wait-camp-node",
    "look": "anasazi-wait-look",
    "direction": "anasazi-wait-direction",
    "steal": "anasazi-wait-steal",
    "look_mesa": "anasazi-wait-look-mesa",
}


def cubes_text(cubes: list[int]) -> Text:
    out = " ".join(f"{C.COLOUR_EMOJI[c]}×{k}" for c, k in enumerate(cubes) if k)
    return out or msg("anasazi-no-cubes")


def colour(c: int) -> Msg:
    """A colour's name ("red")."""
    return msg(C.COLOUR_NAME[c])


def tracks_text(view: AnasaziView) -> Text:
    values = values_of(view.track)
    return cat(
        *(
            msg(
                "anasazi-track",
                emoji=C.COLOUR_EMOJI[c],
                colour=colour(c),
                value=values[c],
                towers=len(view.track[c]),
            )
            for c in range(C.N_COLOURS)
        ),
        sep=" · ",
    )


def dot(seat: int) -> str:
    return C.SEAT_DOTS[seat % len(C.SEAT_DOTS)]


def markers_left(view: AnasaziView) -> Msg:
    return msg("anasazi-markers-left", left=view.markers_left, total=C.MARKERS)


def hidden_towers(view: AnasaziView) -> Msg:
    return msg("anasazi-hidden-towers", n=sum(view.tower_on_board))


def camps_left(n: int) -> Msg:
    return msg("anasazi-camps-left", n=n)


#: the status line's messages: on the table, and in plain words for listening (alt text: the table's ⏳ and 🏁
#: would be read out as "hourglass" and "chequered flag")
_STATUS = {
    "over": "anasazi-status-over",
    "camps": "anasazi-status-setup-camps",
    "looks": "anasazi-status-setup-looks",
    "turn": "anasazi-status-turn",
}
_SPOKEN_STATUS = {
    "over": "anasazi-alt-status-over",
    "camps": "anasazi-alt-status-setup-camps",
    "looks": "anasazi-alt-status-setup-looks",
    "turn": "anasazi-alt-status-turn",
}


def status_line(view: AnasaziView, spoken: bool = False) -> Text:
    """Whose move and what is asked (``spoken``: the alt text's plain words)."""
    ids = _SPOKEN_STATUS if spoken else _STATUS
    if view.stage == "over":
        return msg(ids["over"], reason=view.end_reason)
    if view.stage == "camps":
        return msg(
            ids["camps"],
            player=seat_ref(view.current),
            done=view.setup_turn + 1,
            total=C.SETUP_CAMPS * view.n_players,
        )
    if view.stage == "looks":
        waiting = and_list(seat_ref(i) for i, p in enumerate(view.seats) if p.setup_looks > 0)
        return msg(ids["looks"], players=waiting)
    return msg(
        ids["turn"],
        player=seat_ref(view.current),
        what=msg(PHASE_WAIT.get(view.phase, "anasazi-wait-play")),
        action=C.ACTIONS_PER_TURN - view.actions_left + 1,
        total=C.ACTIONS_PER_TURN,
    )


def table_face(view: AnasaziView) -> TableFace:
    head = cat(msg("anasazi-table-title"), markers_left(view), hidden_towers(view), sep=" · ")
    text = cat(lines([head, status_line(view)]), msg("anasazi-cube-values", values=tracks_text(view)), sep="\n\n")
    fields: list[tuple[Text, Text]] = []
    for i, p in enumerate(view.seats):
        looked = ", ".join(f"T{t + 1}" for t in sorted(set(p.looks))) or msg("anasazi-none")
        value = lines([cubes_text(p.cubes), camps_left(p.camps_left), msg("anasazi-looked-at", towers=looked)])
        fields.append((f"{dot(i)} {seat_ref(i)}", value))
    return TableFace(description=text, fields=fields)


def hand_face(view: AnasaziView) -> HandFace:
    seat = view.seat
    if seat is None:
        return HandFace(description=msg("anasazi-watching"))
    me = view.seats[seat]
    objective = view.objective or 0
    out: list[Text] = [
        msg("anasazi-hand-objective", dot=dot(seat), emoji=C.COLOUR_EMOJI[objective], colour=colour(objective)),
    ]
    if view.known:
        known = cat(
            *(
                cat(f"T{t + 1} (", mesa_short(B.mesa_of_tower(t)), f") {C.COLOUR_EMOJI[c]} ", colour(c))
                for t, c in sorted(view.known.items())
            ),
            sep=", ",
        )
        out.append(msg("anasazi-hand-known", towers=known))
    else:
        out.append(msg("anasazi-hand-known-none"))
    out.append(cat(msg("anasazi-hand-cubes", cubes=cubes_text(me.cubes)), camps_left(me.camps_left), sep=" · "))
    objectives: list[int | None] = [None] * view.n_players
    objectives[seat] = view.objective
    now = scores([p.cubes for p in view.seats], objectives, view.track)[seat]
    out.append(msg("anasazi-hand-score", points=now.points))
    out.append(msg("anasazi-cube-values", values=tracks_text(view)))
    if view.stage != "over":
        out.append(msg("anasazi-hand-goal"))  # what a player is trying to do (rulebook 5.0), last as in every game
    return HandFace(description=lines(out), prompt=_prompt(view, seat))


def _prompt(view: AnasaziView, seat: int) -> Text:
    if view.stage == "over":
        return ""
    if view.stage == "looks":
        left = view.seats[seat].setup_looks
        return msg("anasazi-prompt-looks", left=left) if left else msg("anasazi-prompt-looks-waiting")
    if view.current != seat:
        return msg("anasazi-prompt-waiting-for", player=seat_ref(view.current))
    phase = view.phase
    if phase == "action":
        return msg("anasazi-prompt-action", action=C.ACTIONS_PER_TURN - view.actions_left + 1, total=C.ACTIONS_PER_TURN)
    if phase == "camp_row":
        return msg("anasazi-prompt-camp-row")
    if phase == "camp_node":
        return msg("anasazi-prompt-camp-node", row=B.ROWS[view.chosen or 0])
    if phase == "look":
        if view.built:
            return msg("anasazi-prompt-look-camp", point=B.NAMES[view.built[-1]])
        return msg("anasazi-prompt-look")
    if phase == "direction":
        if view.chosen is None:
            return ""
        exp = view.chosen
        return msg("anasazi-prompt-direction", expedition=B.POST_GLYPHS[exp], point=B.NAMES[end_of(view, exp)])
    if phase == "steal":
        here = B.NAMES[view.paths[view.chosen][-1]] if view.chosen is not None else "?"
        return msg("anasazi-prompt-steal", point=here)
    if phase == "look_mesa":
        mesa = B.MESAS[view.look_mesa].name if view.look_mesa is not None else "?"
        return msg("anasazi-prompt-look-mesa", mesa=mesa)
    return ""


def mesa_short(name: str) -> Msg:
    """A mesa's name on a label: its board name ("N5"), the great mesa in words (the picture marks no "GM")."""
    return msg("anasazi-mesa-short", mesa=name)


def tower_rows(tower: int) -> str:
    """The two rows a tower's triangle spans, as the picture letters them: "C–D"."""
    tri = B.SECTORS[B.TOWER_SECTOR[tower]].triangle
    rows = sorted({B.ROW_OF[n] for n in B.TRIANGLES[tri]})
    return "–".join(B.ROWS[r] for r in rows)


def tower_label(view: AnasaziView, tower: int) -> Text:
    """A tower as the picture shows it: its number (drawn on it) and where it stands, by the picture's row
    letters or, on the great mesa, in words: "Tower 3 · rows C–D", "Tower 1 · on the great mesa, in the centre"."""
    where = msg("anasazi-tower-where", mesa=B.mesa_of_tower(tower), rows=tower_rows(tower))
    label = cat(msg("anasazi-tower-numbered", n=tower + 1), where, sep=" · ")
    if tower in view.known:
        return cat(label, msg("anasazi-you-know", colour=colour(view.known[tower])), sep=" · ")
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
    if g.first_mesa is not None and not ends_the_game(view, g.towers):
        marks += "👁"
    return f"{B.ARROWS[direction]} {B.NAMES[node]}" + (f" {marks}" if marks else "")


def ends_the_game(view: AnasaziView, towers: list[int]) -> bool:
    """Whether a marker taking ``towers`` surely ends the game, so its look is lost (RULINGS 11):
    it is the last marker, or it takes a tower the seat knows to be the fourth of its colour."""
    if view.markers_left <= 1:
        return True
    arriving = [0] * C.N_COLOURS
    for t in towers:
        if t in view.known:
            arriving[view.known[t]] += 1
    return any(len(view.track[c]) + arriving[c] >= C.TOWERS_PER_COLOUR for c in range(C.N_COLOURS))


def expedition_label(view: AnasaziView, e: int) -> Text:
    """ "① B16" (its explorer's point), or "② start" for an unused post."""
    if view.paths[e]:
        return f"{B.POST_GLYPHS[e]} {B.NAMES[end_of(view, e)]}"
    return msg("anasazi-button-start", post=B.POST_GLYPHS[e])


#: the buttons that need no place: (message, emoji)
MISC = {
    "skip": ("anasazi-button-skip", "⏭️"),
    "take_nothing": ("anasazi-button-take-nothing", "✋"),
    "back": ("anasazi-button-back", "↩️"),
}


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
            label = msg("anasazi-button-camp", left=view.seats[seat].camps_left)
            main.append(Choice(label=label, action=i, style="success"))
        elif k == "expedition":
            main.append(Choice(label=expedition_label(view, a.expedition), action=i, style="primary"))
        elif k == "row":
            label = msg("anasazi-button-row", row=B.ROWS[a.row], sites=len(free_sites(view, a.row)))
            main.append(Choice(label=label, action=i))
        elif k == "build":
            main.append(Choice(label=B.NAMES[a.node], action=i, style="primary"))
        elif k == "place":
            main.append(Choice(label=marker_label(view, seat, a.direction), action=i, style="primary"))
        elif k == "steal":
            held = view.seats[a.victim].cubes[a.colour]
            label = msg("anasazi-button-steal", cube=C.COLOUR_EMOJI[a.colour], player=seat_ref(a.victim), held=held)
            main.append(Choice(label=label, action=i))
        elif k == "look":
            if view.phase == "look_mesa":
                label = msg("anasazi-button-look", tower=a.tower + 1)  # "Look at tower 3": its number
                main.append(Choice(label=label, action=i, style="primary"))
            else:
                selects.append(Choice(label=tower_label(view, a.tower), action=i))
        elif k == "skip" and view.stage == "looks":
            # one click gives up every setup look left, and says so
            label = msg("anasazi-button-skip-looks", left=view.seats[seat].setup_looks)
            misc.append(Choice(label=label, emoji=MISC[k][1], action=i))
        else:
            label_id, emoji = MISC[k]
            misc.append(Choice(label=msg(label_id), emoji=emoji, action=i))
    groups = []
    if main:
        groups.append(ControlGroup(kind="buttons", choices=main))
    if selects:
        groups.append(ControlGroup(kind="select", placeholder=msg("anasazi-look-placeholder"), choices=selects))
    if misc:
        groups.append(ControlGroup(kind="buttons", choices=misc))
    return groups


# ---------------------------------------------------------------- places on the hand picture


class Mark(NamedTuple):
    """One offered place on the hand picture, named as its button is.

    ``kind``: "node" (a camp site, or where a marker would end; ``source`` is where it starts),
    "row" (a camp row: ``sites`` are its free camp sites, ``target`` the row), "post" (an expedition:
    its explorer or post) or "tower" (the tower's number is on it already). ``text`` is a message
    where the button's is one ("② start"), else the place's symbol ("G15").
    """

    kind: str
    target: int
    text: Text
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
            text = place_text(choice.label) if isinstance(choice.label, str) else choice.label
            if a.kind == "build":
                marks.append(Mark("node", a.node, text))
            elif a.kind == "place":
                exp = view.chosen or 0
                st = step(view, seat, exp, a.direction)
                if st is not None:
                    marks.append(Mark("node", st[0], text, source=end_of(view, exp)))
            elif a.kind == "row":
                sites = tuple(free_sites(view, a.row))
                # the row's letter, as the button names it ("G: 6 sites"): the rings count the sites
                marks.append(Mark("row", a.row, B.ROWS[a.row], sites=sites))
            elif a.kind == "expedition":
                marks.append(Mark("post", end_of(view, a.expedition), text))
            elif a.kind == "look":
                marks.append(Mark("tower", a.tower, f"T{a.tower + 1}"))
    return marks
