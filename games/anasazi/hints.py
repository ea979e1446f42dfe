"""Anasazi hints: why a move is good, in plain words from the seat's view (issue 36).

``explain`` names what the move takes or sets up: the cubes a marker takes and what they are worth to
this seat (their colour's empty track spaces, double in its objective colour), the towers it moves to
the track, the camp it covers for a steal, the mesa it reaches first; for a camp, the steal it prepares
beside an explorer and the look it gives; for a steal, what the cube is worth and the majority it
decides; for a look, where the unseen tower stands. It reads the view only (never the state), so a
hint never tells what the seat cannot see. ``context`` is the position line for a move without one.
"""

from __future__ import annotations

from typing import Any

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import end_of, free_sites, gain_of, step, touched
from games.anasazi.present import ends_the_game
from games.anasazi.state import AnasaziView
from games.anasazi.texts import tower_name
from games.contract import seat_ref
from games.words import Msg, Text, and_list, cat, msg


def context(view: AnasaziView, seat: int, action: Any) -> Text | None:
    others = [i for i in range(view.n_players) if i != seat]
    if not others:
        return None
    me = view.seats[seat]
    rival = max(others, key=lambda i: (sum(view.seats[i].cubes), -i))
    return msg(
        "anasazi-hint-context",
        cubes=sum(me.cubes),
        camps=me.camps_left,
        rival=seat_ref(rival),
        rival_cubes=sum(view.seats[rival].cubes),
        actions=view.actions_left,
    )


# ---------------------------------------------------------------- what things are worth to the seat


def worth(view: AnasaziView, colour: int) -> int:
    """Points one cube of ``colour`` is worth to the viewing seat now (objective colour double)."""
    value = C.TRACK_SPACES - len(view.track[colour])
    return value * (C.OBJECTIVE_FACTOR if view.objective == colour else 1)


def cube_text(view: AnasaziView, colour: int) -> Msg:
    goal = "yes" if view.objective == colour else "no"
    return msg("anasazi-why-cube", cube=msg(C.CUBE_ACC[colour]), points=worth(view, colour), goal=goal)


def tower_text(view: AnasaziView, seat: int, tower: int) -> Msg:
    colour = view.known.get(tower)
    if colour is None:
        return msg("anasazi-why-tower-unknown", tower=tower_name(tower))
    mine = view.seats[seat].cubes[colour]
    theirs = sum(p.cubes[colour] for i, p in enumerate(view.seats) if i != seat)
    return msg(
        "anasazi-why-tower-known",
        tower=tower_name(tower),
        emoji=C.COLOUR_EMOJI[colour],
        colour=msg(C.COLOUR_NAME[colour]),
        value=C.TRACK_SPACES - len(view.track[colour]) - 1,
        mine=mine,
        theirs=theirs,
    )


def steal_victims(view: AnasaziView, seat: int) -> list[int]:
    return [i for i in range(view.n_players) if i != seat and sum(view.seats[i].cubes) > 0]


def richest(view: AnasaziView, seat: int) -> int | None:
    victims = steal_victims(view, seat)
    return max(victims, key=lambda i: (sum(view.seats[i].cubes), -i)) if victims else None


def mesa_arg(mesa: int) -> str:
    return B.MESAS[mesa].name


class MarkerGain:
    """What a marker to ``node`` along ``edge`` takes, read from the view: items to name and points."""

    def __init__(self, view: AnasaziView, seat: int, node: int, edge: int) -> None:
        g = gain_of(view, seat, node, edge)
        self.node = node
        self.cubes = g.cubes
        self.towers = g.towers
        self.points = sum(worth(view, c) for c in g.cubes)
        self.cover = g.steal and bool(steal_victims(view, seat))
        self.first_mesa = g.first_mesa if g.first_mesa is not None and not ends_the_game(view, g.towers) else None
        items: list[Text] = [cube_text(view, c) for c in g.cubes]
        items += [tower_text(view, seat, t) for t in g.towers]
        if self.cover:
            items.append(msg("anasazi-why-cover", point=B.NAMES[node]))
        if self.first_mesa is not None:
            items.append(msg("anasazi-why-first-mesa", mesa=mesa_arg(self.first_mesa)))
        self.items = items

    @property
    def rank(self) -> tuple[int, int]:
        return (self.points, len(self.items))


def marker_gains(view: AnasaziView, seat: int, exp: int) -> dict[int, MarkerGain]:
    """Direction -> what a marker of expedition ``exp`` takes, for every legal direction."""
    out = {}
    for d in range(len(B.DIRECTIONS)):
        st = step(view, seat, exp, d)
        if st is not None:
            out[d] = MarkerGain(view, seat, *st)
    return out


def follow_up(view: AnasaziView, seat: int, exp: int, node: int, edge: int) -> list[Text]:
    """What the best next marker of ``exp`` takes after one to ``node`` along ``edge``: cubes and towers
    (sectors ``edge`` empties first are not counted twice)."""
    taken = set(B.EDGE_SECTORS[edge])
    ends = {p[-1] for k, p in enumerate(view.paths) if p and k != exp}
    best: tuple[int, int] = (0, 0)
    best_items: list[Text] = []
    for st in B.STEPS[node]:
        if st is None:
            continue
        nb, e = st
        owner = view.camps.get(nb, -1)
        if e == edge or e in view.used or nb in B.POST_SET or nb in view.built or nb in ends:
            continue
        if owner not in (-1, seat):
            continue
        cubes, towers = [], []
        for sec in B.EDGE_SECTORS[e]:
            if sec in taken:
                continue
            sector = B.SECTORS[sec]
            if sector.tower is not None and view.tower_on_board[sector.tower]:
                towers.append(sector.tower)
            elif sector.cube_slot is not None and view.cube[sector.cube_slot] >= 0:
                cubes.append(view.cube[sector.cube_slot])
        rank = (sum(worth(view, c) for c in cubes), len(cubes) + len(towers))
        if rank > best:
            best = rank
            best_items = [cube_text(view, c) for c in cubes] + [tower_text(view, seat, t) for t in towers]
    return best_items


def hex_distance(a: int, b: int) -> int:
    (q1, r1), (q2, r2) = B.COORDS[a], B.COORDS[b]
    return max(abs(q1 - q2), abs(r1 - r2), abs(q1 + r1 - q2 - r2))


def nearest_cube(view: AnasaziView, node: int) -> tuple[int, int, int] | None:
    """(markers at least, colour, mesa) of the cube left nearest ``node``: a marker takes a cube by
    running along a side of its triangle, so it is one marker more than the way to a corner."""
    best = None
    for slot, colour in enumerate(view.cube):
        if colour < 0:
            continue
        sector = B.SECTORS[B.CUBE_SECTOR[slot]]
        far = 1 + min(hex_distance(node, n) for n in B.TRIANGLES[sector.triangle])
        if best is None or far < best[0]:
            best = (far, colour, sector.mesa)
    return best


def around(view: AnasaziView, node: int) -> tuple[list[int], list[int]]:
    """(cube colours, towers) in the pueblo triangles that have ``node`` as a corner: what markers
    along the edges from a camp there would take."""
    cubes, towers = [], []
    for t, tri in enumerate(B.TRIANGLES):
        if node not in tri or t not in B.SECTOR_OF_TRI:
            continue
        sector = B.SECTORS[B.SECTOR_OF_TRI[t]]
        if sector.tower is not None and view.tower_on_board[sector.tower]:
            towers.append(sector.tower)
        elif sector.cube_slot is not None and view.cube[sector.cube_slot] >= 0:
            cubes.append(view.cube[sector.cube_slot])
    return cubes, towers


def beside_explorer(view: AnasaziView, site: int) -> int | None:
    """The expedition whose explorer stands one step from ``site`` (lowest post first), or None."""
    for k, p in enumerate(view.paths):
        if p and site in B.NEIGHBOURS[p[-1]]:
            return k
    return None


def unseen(view: AnasaziView) -> int:
    return sum(1 for t in range(B.N_TOWERS) if view.tower_on_board[t] and t not in view.known)


# ---------------------------------------------------------------- the explanations


def explain(view: AnasaziView, seat: int, action: Any, actions: list[Any]) -> Text | None:
    kind = action.kind
    if kind == "place" and view.chosen is not None:
        return _place(view, seat, action, actions)
    if kind == "expedition":
        return _expedition(view, seat, action, actions)
    if kind == "camp":
        return _camp(view, seat)
    if kind == "row":
        return _row(view, seat, action.row)
    if kind == "build":
        return _build(view, seat, action.node)
    if kind == "steal":
        return _steal(view, seat, action, actions)
    if kind == "take_nothing":
        best = max((worth(view, a.colour) for a in actions if a.kind == "steal"), default=0)
        return msg("anasazi-why-take-nothing", points=best)
    if kind == "look":
        return _look(view, seat, action.tower)
    if kind == "skip":
        on_board = sum(view.tower_on_board)
        return msg("anasazi-why-skip", known=on_board - unseen(view), towers=on_board)
    return None  # Back only undoes a choice: nothing to say about the position


def _place(view: AnasaziView, seat: int, action: Any, actions: list[Any]) -> Text:
    exp = view.chosen
    assert exp is not None
    gains = marker_gains(view, seat, exp)
    mine = gains[action.direction]
    point = B.NAMES[mine.node]
    if mine.items:
        head = msg("anasazi-why-place", point=point, gains=and_list(mine.items))
        others = [g for d, g in gains.items() if d != action.direction]
        if others and mine.points > 0 and all(mine.points > g.points for g in others):
            return cat(head, msg("anasazi-why-place-most", points=mine.points, n=len(gains)), sep=" ")
        return head
    edge = B.STEPS[end_of(view, exp)][action.direction][1]  # type: ignore[index]
    later = follow_up(view, seat, exp, mine.node, edge)
    if later:
        return msg("anasazi-why-place-later", point=point, gains=and_list(later))
    return _far(view, "anasazi-why-place-far", mine.node, expedition=B.POST_GLYPHS[exp], point=point)


def _far(view: AnasaziView, message: str, node: int, **args: Any) -> Text:
    near = nearest_cube(view, node)
    if near is None:
        return msg("anasazi-why-no-cubes-left", **args)
    far, colour, mesa = near
    return msg(message, **args, n=far, cube=msg(C.CUBE_NOM[colour]), mesa=mesa_arg(mesa))


def _expedition(view: AnasaziView, seat: int, action: Any, actions: list[Any]) -> Text:
    exp = action.expedition
    gains = marker_gains(view, seat, exp)
    point = B.NAMES[end_of(view, exp)]
    glyph = B.POST_GLYPHS[exp]
    best_dir = max(gains, key=lambda d: gains[d].rank)
    best = gains[best_dir]
    if not best.items:
        return _far(view, "anasazi-why-expedition-far", end_of(view, exp), expedition=glyph, point=point)
    head = msg(
        "anasazi-why-expedition",
        expedition=glyph,
        point=point,
        gains=and_list(best.items),
        to=f"{B.ARROWS[best_dir]} {B.NAMES[best.node]}",
    )
    rivals = [
        max((g.points for g in marker_gains(view, seat, a.expedition).values()), default=0)
        for a in actions
        if a.kind == "expedition" and a.expedition != exp
    ]
    if rivals and best.points > 0 and all(best.points > p for p in rivals):
        return cat(head, msg("anasazi-why-expedition-most", points=best.points, n=len(rivals) + 1), sep=" ")
    return head


def _near_sites(view: AnasaziView, rows: Any) -> list[tuple[int, int]]:
    """(site, expedition) of free sites in ``rows`` one step from an explorer."""
    covered = touched(view)
    out = []
    for r in rows:
        for n in free_sites(view, r, covered):
            k = beside_explorer(view, n)
            if k is not None:
                out.append((n, k))
    return out


def _steal_clause(view: AnasaziView, seat: int, site: int, exp: int, lead: bool = False) -> Text | None:
    """The steal a camp at ``site`` prepares; ``lead``: worded to open the explanation."""
    victim = richest(view, seat)
    if victim is None:
        return None
    return msg(
        "anasazi-why-build-steal" if lead else "anasazi-why-camp-steal",
        site=B.NAMES[site],
        expedition=B.POST_GLYPHS[exp],
        explorer=B.NAMES[view.paths[exp][-1]],
        victim=seat_ref(victim),
        held=sum(view.seats[victim].cubes),
    )


def _look_clause(view: AnasaziView) -> Text | None:
    hidden = unseen(view)
    return msg("anasazi-why-camp-look", towers=hidden) if hidden else None


def _camp(view: AnasaziView, seat: int) -> Text:
    left = view.seats[seat].camps_left
    near = _near_sites(view, range(len(B.ROWS)))
    first = msg("anasazi-why-camp", camps=left, sites=len(near))
    if near:
        site, exp = near[0]
        return cat(first, _steal_clause(view, seat, site, exp), _look_clause(view), sep=" ")
    return cat(first, _look_clause(view), sep=" ")


def _site_text(view: AnasaziView, site: int, lead: bool = False) -> Text:
    cubes, towers = around(view, site)
    if not cubes and not towers:
        return msg("anasazi-why-build-bare" if lead else "anasazi-why-site-bare", site=B.NAMES[site])
    points = sum(worth(view, c) for c in cubes)
    return msg(
        "anasazi-why-build-site" if lead else "anasazi-why-site",
        site=B.NAMES[site],
        cubes=len(cubes),
        points=points,
        towers=len(towers),
    )


def _row(view: AnasaziView, seat: int, row: int) -> Text:
    sites = free_sites(view, row)
    head = msg("anasazi-why-row", row=B.ROWS[row], sites=len(sites))
    near = _near_sites(view, [row])
    if near and view.stage == "play":
        site, exp = near[0]
        clause = _steal_clause(view, seat, site, exp)
        if clause is not None:
            return cat(head, clause, sep=" ")
    best = max(sites, key=lambda n: (sum(worth(view, c) for c in around(view, n)[0]), -n))
    return cat(head, _site_text(view, best), sep=" ")


def _build(view: AnasaziView, seat: int, node: int) -> Text:
    exp = beside_explorer(view, node)
    clause = _steal_clause(view, seat, node, exp, lead=True) if exp is not None and view.stage == "play" else None
    if clause is None:
        clause = _site_text(view, node, lead=True)
    if view.stage != "play":
        return cat(clause, msg("anasazi-why-setup-camp", camps=view.seats[seat].camps_left - 1), sep=" ")
    return cat(clause, _look_clause(view), sep=" ")


def _steal(view: AnasaziView, seat: int, action: Any, actions: list[Any]) -> Text:
    c, victim = action.colour, action.victim
    options = [a for a in actions if a.kind == "steal"]
    head = msg(
        "anasazi-why-steal",
        points=worth(view, c),
        goal="yes" if view.objective == c else "no",
        best="yes"
        if len({a.colour for a in options}) > 1
        and all(worth(view, c) > worth(view, a.colour) for a in options if a.colour != c)
        else "no",
        victim=seat_ref(victim),
        left=view.seats[victim].cubes[c] - 1,
        emoji=C.COLOUR_EMOJI[c],
    )
    mine = view.seats[seat].cubes[c] + 1
    others = [p.cubes[c] - (i == victim) for i, p in enumerate(view.seats) if i != seat]
    if mine > max(others) and view.seats[seat].cubes[c] <= max(
        p.cubes[c] for i, p in enumerate(view.seats) if i != seat
    ):
        return cat(
            head, msg("anasazi-why-steal-majority", emoji=C.COLOUR_EMOJI[c], mine=mine, theirs=max(others)), sep=" "
        )
    return head


def _look(view: AnasaziView, seat: int, tower: int) -> Text:
    tri = B.TRIANGLES[B.SECTORS[B.TOWER_SECTOR[tower]].triangle]
    places: list[tuple[int, int, str, int]] = []  # (steps, kind order, message, node)
    for k, p in enumerate(view.paths):
        if p:
            places.append((min(hex_distance(p[-1], n) for n in tri), 0, B.POST_GLYPHS[k], p[-1]))
    for node, owner in view.camps.items():
        if owner == seat:
            places.append((min(hex_distance(node, n) for n in tri), 1, "", node))
    hidden = unseen(view) - (tower not in view.known)
    name, mesa = tower_name(tower), B.mesa_of_tower(tower)
    if tower in view.known:
        c = view.known[tower]
        return msg(
            "anasazi-why-look-known", tower=name, emoji=C.COLOUR_EMOJI[c], colour=msg(C.COLOUR_NAME[c]), others=hidden
        )
    if not places:
        return msg("anasazi-why-look", tower=name, mesa=mesa, others=hidden)
    steps, order, glyph, node = min(places, key=lambda p: (p[0], p[1], p[3]))
    where = (
        msg("anasazi-why-near-explorer", expedition=glyph, point=B.NAMES[node])
        if order == 0
        else msg("anasazi-why-near-camp", point=B.NAMES[node])
    )
    return msg("anasazi-why-look-near", tower=name, mesa=mesa, others=hidden, steps=steps, place=where)
