"""The board picture, drawn from a view only (RULINGS, "Board PNG").

Valleys dark with a faint lattice, mesas brown (the Great Mesa lighter), cubes as lettered squares,
towers as grey numbered triangles (never coloured until they reach the track, except in a player's own
hand picture for the towers that player has looked at), posts as white discs, paths as thick lines,
explorers as dark discs with their expedition number, camps as tents in seat colours, the last turn's
markers highlighted, and below the board the four tracks and the players.

Read on a phone the picture is about 400 px wide, so no text is smaller than ``SMALL`` (11 px there).
The hand picture (``render_hand``) is the same board from one seat's view with the places its
buttons offer ringed and labelled as the buttons are.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PIL import Image, ImageDraw

from games import drawing
from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.geometry import BIG, BOARD_BOTTOM, ROW_H, SIDE, SMALL, TOP, WIDTH, margin_labels, xy
from games.anasazi.geometry import centroid as _centroid
from games.anasazi.geometry import points_down as _points_down
from games.anasazi.present import Mark, hidden_towers, markers_left
from games.anasazi.scoring import bonus_owners, values_of
from games.anasazi.state import AnasaziView
from games.anasazi.tags import Tag, place_tags
from games.words import Words, msg

__all__ = ["BOARD_BOTTOM", "ROW_H", "SIDE", "TOP", "WIDTH", "render_hand", "render_table", "xy"]

PANEL_TOP = int(BOARD_BOTTOM + 100)
LINE = SMALL + 16

VALLEY = (52, 58, 50)
LATTICE = (74, 82, 70)
MESA = (150, 98, 58)
GREAT_MESA = (186, 134, 86)
MESA_EDGE = (58, 34, 18)
EMPTY_SECTOR = (214, 190, 150)
PATH = (236, 222, 186)
#: the last turn's markers: lime, unlike any seat colour or cube colour
HIGHLIGHT = (170, 255, 40)
#: places a hand picture offers
OFFER = (255, 255, 255)
TOWER_GREY = (120, 124, 130)
EXPLORER = (24, 24, 24)
CUBE_RGB = ((214, 52, 52), (52, 110, 220), (240, 240, 240), (236, 200, 40))
CUBE_INK = ((255, 255, 255), (255, 255, 255), (20, 20, 20), (20, 20, 20))
#: camp colours: orange, cyan, green, purple (far from the red, blue, white and yellow of the cubes); the
#: purple was magenta (220, 80, 200), 6.1 ΔE2000 from the orange under tritanopia: now every pair is >= 15
#: under normal vision and simulated protanopia, deuteranopia and tritanopia (``python -m bench.palette``)
SEAT_RGB = ((240, 120, 0), (0, 210, 230), (0, 158, 115), (182, 83, 217))


def _seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_RGB[seat % len(SEAT_RGB)]


def _tower_sector(d: ImageDraw.ImageDraw, tri: int, fill: tuple[int, int, int], label: str) -> None:
    """A tower still on the board: its sector filled, its number in the middle."""
    x, y = _centroid(tri)
    pts = [xy(n) for n in B.TRIANGLES[tri]]
    inner = [(x + (px - x) * 0.86, y + (py - y) * 0.86) for px, py in pts]
    d.polygon(inner, fill=fill, outline=(20, 20, 20), width=3)
    ink = (255, 255, 255) if sum(fill) < 450 else (20, 20, 20)
    dy = -4 if _points_down(tri) else 6
    d.text((x, y + dy), label, font=drawing.font(SMALL, bold=True), fill=ink, anchor="mm")


def _tower(d: ImageDraw.ImageDraw, x: float, y: float, size: float, fill: tuple[int, int, int], label: str) -> None:
    """A tower glyph (a keep with battlements) on the track, with its number inside."""
    w, h = size * 0.9, size
    left, top = x - w / 2, y - h / 2 + size * 0.12
    d.rectangle((left, top, left + w, y + h / 2), fill=fill, outline=(20, 20, 20), width=2)
    step = w / 5
    for k in (0, 2, 4):
        d.rectangle((left + k * step, top - size * 0.18, left + (k + 1) * step, top), fill=fill, outline=(20, 20, 20))
    ink = (255, 255, 255) if sum(fill) < 450 else (20, 20, 20)
    d.text((x, y + size * 0.14), label, font=drawing.font(SMALL, bold=True), fill=ink, anchor="mm")


def _letters(words: Words) -> tuple[str, ...]:
    """The letter on each colour's cubes, so colours read without colour vision (R, B, W, Y in English)."""
    return tuple(words(msg(i)) for i in C.COLOUR_LETTER)


def _cube(d: ImageDraw.ImageDraw, x: float, y: float, size: float, colour: int, letter: str) -> None:
    h = size / 2
    d.rectangle((x - h, y - h, x + h, y + h), fill=CUBE_RGB[colour], outline=(15, 15, 15), width=2)
    font = drawing.font(max(SMALL, int(size * 0.75)), bold=True)
    d.text((x, y + 1), letter, font=font, fill=CUBE_INK[colour], anchor="mm")


def _tent(d: ImageDraw.ImageDraw, x: float, y: float, size: float, seat: int) -> None:
    h = size / 2
    colour = _seat_colour(seat)
    d.polygon([(x - h, y + h * 0.8), (x, y - h), (x + h, y + h * 0.8)], fill=colour, outline=(15, 15, 15), width=2)
    d.text((x, y + h * 0.3), str(seat + 1), font=drawing.font(SMALL, bold=True), fill=(15, 15, 15), anchor="mm")


@drawing.layer(maxsize=1)
def _static_board() -> Image.Image:
    """What every picture shows the same: the valley, its lattice, the mesas with their outlines, and the
    margin labels (digits and row letters, in no language). Drawn once in each process that draws (about
    5.5 MB) and pasted: drawing them was a third of drawing a picture."""
    image, d = drawing.new_canvas(WIDTH, PANEL_TOP)
    _ground(d)
    _labels(d)  # before the sectors: nothing on the board reaches the margins
    return image


def _ground(d: ImageDraw.ImageDraw) -> None:
    corners = [xy(B.node(n)) for n in ("A7", "A19", "G25", "M19", "M7", "G1")]
    d.polygon(corners, fill=VALLEY)
    for a, b in B.EDGES:
        d.line((xy(a), xy(b)), fill=LATTICE, width=1)
    # mesas, then their outlines (edges with a mesa triangle on one side only)
    for t, mesa in enumerate(B.MESA_OF_TRI):
        if mesa is not None:
            fill = GREAT_MESA if B.MESAS[mesa].name == "GM" else MESA
            d.polygon([xy(n) for n in B.TRIANGLES[t]], fill=fill)
    for e, tris in enumerate(B.EDGE_TRIS):
        mesas = [B.MESA_OF_TRI[t] for t in tris if B.MESA_OF_TRI[t] is not None]
        if len(mesas) == 1 or (len(mesas) == 2 and mesas[0] != mesas[1]):
            a, b = B.EDGES[e]
            d.line((xy(a), xy(b)), fill=MESA_EDGE, width=4)
    for e in B.DIVIDERS:
        a, b = B.EDGES[e]
        d.line((xy(a), xy(b)), fill=MESA_EDGE, width=2)


def _sectors(d: ImageDraw.ImageDraw, view: AnasaziView, private: bool, letters: tuple[str, ...]) -> None:
    # pueblo sectors: cubes, towers, or an outline once emptied
    for sector in B.SECTORS:
        x, y = _centroid(sector.triangle)
        y += 3 if sector.role != "T" and _points_down(sector.triangle) else 0
        if sector.tower is not None:
            if view.tower_on_board[sector.tower]:
                known = view.known.get(sector.tower) if private else None
                fill = TOWER_GREY if known is None else CUBE_RGB[known]
                _tower_sector(d, sector.triangle, fill, str(sector.tower + 1))
                continue
        elif sector.cube_slot is not None and view.cube[sector.cube_slot] >= 0:
            colour = view.cube[sector.cube_slot]
            _cube(d, x, y, SIDE * 0.42, colour, letters[colour])
            continue
        pts = [xy(n) for n in B.TRIANGLES[sector.triangle]]
        inner = [(x + (px - x) * 0.55, y + (py - y) * 0.55) for px, py in pts]
        d.polygon(inner, outline=EMPTY_SECTOR, width=2)


def _labels(d: ImageDraw.ImageDraw) -> None:
    """Row letters on both sides, column numbers (odd and even on two lines) above and below."""
    for text, centre, size in margin_labels():
        font = drawing.font(size, bold=True) if size == BIG else drawing.font(size)
        d.text(centre, text, font=font, fill=drawing.MUTED, anchor="mm")


def _pieces(d: ImageDraw.ImageDraw, view: AnasaziView) -> None:
    for node, seat in view.camps.items():  # camps first: a path covering one is drawn over it
        x, y = xy(node)
        _tent(d, x, y, SIDE * 0.62, seat)
    highlight = set(view.last_edges) | set(view.turn_edges)
    for e in view.used:
        a, b = B.EDGES[e]
        if e in highlight:
            d.line((xy(a), xy(b)), fill=HIGHLIGHT, width=15)
        d.line((xy(a), xy(b)), fill=PATH, width=7)
    for path in view.paths:  # round joints
        for n in path[1:-1]:
            x, y = xy(n)
            d.ellipse((x - 4, y - 4, x + 4, y + 4), fill=PATH)
    post_font = drawing.font(SMALL, bold=True)
    r = SIDE * 0.3
    for k, post in enumerate(B.POSTS):
        x, y = xy(post)
        d.ellipse((x - r, y - r, x + r, y + r), fill=(250, 250, 250), outline=(20, 20, 20), width=2)
        d.text((x, y + 1), str(k + 1), font=post_font, fill=(20, 20, 20), anchor="mm")
    for k, path in enumerate(view.paths):
        if len(path) > 1:
            x, y = xy(path[-1])
            ring = HIGHLIGHT if any(e in highlight for e in _path_edges(path)[-1:]) else (250, 250, 250)
            d.ellipse((x - r, y - r, x + r, y + r), fill=EXPLORER, outline=ring, width=4)
            d.text((x, y + 1), str(k + 1), font=post_font, fill=(250, 250, 250), anchor="mm")


def _path_edges(path: list[int]) -> list[int]:
    return [B.edge_between(a, b) for a, b in itertools.pairwise(path)]


def _objective_shown(view: AnasaziView, private: bool) -> int | None:
    """The colour of the objective a hand picture shows its seat (None on the table picture)."""
    return view.objective if private and view.seat is not None else None


def _panel_bottom(view: AnasaziView, private: bool) -> int:
    """The bottom y of ``_panel``: the tracks, the objective line in a hand picture, a line per two players."""
    y = PANEL_TOP + 4 * 58 + 30 + (0 if _objective_shown(view, private) is None else LINE + 10)
    return y + ((view.n_players + 1) // 2) * (LINE + 8)


def _panel(
    d: ImageDraw.ImageDraw,
    view: AnasaziView,
    names: Sequence[str],
    private: bool,
    letters: tuple[str, ...],
    words: Words,
) -> None:
    """The tracks, markers, bonus cubes and players below the board, down to ``_panel_bottom``."""
    values = values_of(view.track)
    label = drawing.font(SMALL, bold=True)
    x0, y0 = 30, PANEL_TOP
    for c in range(C.N_COLOURS):
        y = y0 + c * 58
        _cube(d, x0 + 21, y + 23, 40, c, letters[c])
        for k in range(C.TRACK_SPACES):
            bx = x0 + 56 + k * 56
            d.rectangle((bx, y, bx + 50, y + 46), outline=drawing.MUTED, width=2)
            if k < len(view.track[c]):
                tower = view.track[c][k]
                _tower(d, bx + 25, y + 23, 42, CUBE_RGB[c], str(tower + 1))
        d.text((x0 + 56 + 5 * 56 + 10, y + 23), f"= {values[c]}", font=label, fill=drawing.INK, anchor="lm")
    x1 = 470
    d.text((x1, y0 + 20), words(markers_left(view)), font=label, fill=drawing.INK, anchor="lm")
    bonus = words(msg("anasazi-picture-bonus"))
    d.text((x1, y0 + 20 + LINE * 1.4), bonus, font=label, fill=drawing.INK, anchor="lm")
    over = view.stage == "over"
    owners = bonus_owners([p.cubes for p in view.seats]) if over else [None] * C.N_COLOURS
    start = x1 + d.textlength(bonus, font=label) + 36
    for c in range(C.N_COLOURS):
        bx = start + c * (84 if over else 56)
        by = y0 + 20 + LINE * 1.4
        _cube(d, bx, by, 40, c, letters[c])
        if over:  # who took it: a seat number, or – for nobody
            owner = owners[c]
            d.text((bx + 26, by), "–" if owner is None else str(owner + 1), font=label, fill=drawing.INK, anchor="lm")
    d.text((x1, y0 + 20 + LINE * 2.8), words(hidden_towers(view)), font=label, fill=drawing.INK, anchor="lm")
    y = y0 + 4 * 58 + 30
    objective = _objective_shown(view, private)
    if objective is not None:
        _cube(d, x0 + 21, y, 40, objective, letters[objective])
        text = words(msg("anasazi-picture-objective", colour=msg(C.COLOUR_NAME[objective])))
        d.text((x0 + 56, y), text, font=label, fill=drawing.INK, anchor="lm")
        y += LINE + 10
    name_font = drawing.font(SMALL, bold=True)
    for i in range(view.n_players):
        x = x0 + (i % 2) * (WIDTH // 2)
        yy = y + (i // 2) * (LINE + 8)
        _tent(d, x + 21, yy, 40, i)
        name = names[i] if i < len(names) else words(msg("anasazi-player-n", n=i + 1))
        current = view.stage != "over" and (
            view.current == i if view.stage != "looks" else view.seats[i].setup_looks > 0
        )
        d.text((x + 52, yy), ("▶ " if current else "") + name[:22], font=name_font, fill=drawing.INK, anchor="lm")


def _tag(d: ImageDraw.ImageDraw, tag: Tag) -> None:
    """A label on a dark box, white letters: how a hand picture names an offered place; a line leads from
    the place to a label that had to move off it (``games.anasazi.tags``)."""
    if tag.moved:
        x0, y0, x1, y1 = tag.box
        px, py = tag.place
        end = (min(max(px, x0), x1), min(max(py, y0), y1))  # the box's nearest point
        d.line((tag.place, end), fill=(15, 15, 15), width=7)
        d.line((tag.place, end), fill=OFFER, width=3)
    d.rounded_rectangle(tag.box, radius=8, fill=(15, 15, 15), outline=OFFER, width=2)
    d.text(tag.centre, tag.text, font=drawing.font(SMALL, bold=True), fill=OFFER, anchor="mm")


def _ring(d: ImageDraw.ImageDraw, x: float, y: float, r: float, width: int = 5) -> None:
    d.ellipse((x - r - 2, y - r - 2, x + r + 2, y + r + 2), outline=(15, 15, 15), width=width + 4)
    d.ellipse((x - r, y - r, x + r, y + r), outline=OFFER, width=width)


def tags(view: AnasaziView, marks: list[Mark], words: Words) -> list[Tag | None]:
    """Where the hand picture writes each mark's label (``games.anasazi.tags``)."""
    font = drawing.font(SMALL, bold=True)
    texts = [words(m.text) for m in marks]
    return place_tags(view, marks, texts, lambda text: font.getlength(text), PANEL_TOP - 20)


def _marks(d: ImageDraw.ImageDraw, view: AnasaziView, marks: list[Mark], words: Words) -> None:
    """Ring every offered place, then write its button's label where it covers nothing (``tags``)."""
    for m in marks:
        if m.kind == "tower":
            tri = B.SECTORS[B.TOWER_SECTOR[m.target]].triangle
            pts = [xy(n) for n in B.TRIANGLES[tri]]
            d.polygon(pts, outline=(15, 15, 15), width=9)
            d.polygon(pts, outline=OFFER, width=5)
        elif m.kind == "row":
            for n in m.sites:
                x, y = xy(n)
                _ring(d, x, y, 9, width=3)
        elif m.kind == "post":
            x, y = xy(m.target)
            _ring(d, x, y, SIDE * 0.36)
        else:  # a node: a camp site or where a marker would end
            x, y = xy(m.target)
            if m.source is not None:
                sx, sy = xy(m.source)
                d.line(((sx, sy), (x, y)), fill=OFFER, width=3)
            _ring(d, x, y, SIDE * 0.3, width=4)
    for tag in tags(view, marks, words):
        if tag is not None:
            _tag(d, tag)


def _draw(view: AnasaziView, names: Sequence[str], marks: list[Mark] | None, words: Words) -> bytes:
    private = marks is not None
    # the canvas is as tall as the panel needs (no crop: copying the picture again cost as much as a new one)
    image, d = drawing.new_canvas(WIDTH, _panel_bottom(view, private) + 10)
    image.paste(_static_board(), (0, 0))
    letters = _letters(words)
    _sectors(d, view, private, letters)
    _pieces(d, view)
    if marks:
        _marks(d, view, marks, words)
    _panel(d, view, names, private, letters, words)
    return drawing.to_png(image)


def render_table(view: AnasaziView, names: Sequence[str], words: Words) -> bytes:
    return _draw(view, names, None, words)


def render_hand(view: AnasaziView, names: Sequence[str], marks: list[Mark], words: Words) -> bytes:
    """The board as ``view.seat`` knows it (its looked-at towers in colour, its objective) with ``marks``."""
    return _draw(view, names, marks, words)
