"""The board picture, drawn from the public view only (RULINGS, "Board PNG").

Valleys dark with a faint lattice, mesas brown (the Great Mesa lighter), cubes as lettered squares,
towers as grey glyphs numbered T1–T16 (never coloured until they reach the track), posts as white
discs, paths as thick lines, explorers as dark discs with their expedition number, camps as tents
in seat colours, the last turn's markers highlighted, and below the board the four tracks.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from PIL import ImageDraw

from games import drawing
from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.scoring import bonus_owners, values_of
from games.anasazi.state import AnasaziView

WIDTH = 1050
SIDE = 76  # pixels between neighbouring nodes
ROW_H = SIDE * math.sqrt(3) / 2
TOP = 62  # y of row A
BOARD_BOTTOM = TOP + 12 * ROW_H
PANEL_TOP = int(BOARD_BOTTOM + 52)
HEIGHT = PANEL_TOP + 200

VALLEY = (52, 58, 50)
LATTICE = (74, 82, 70)
MESA = (150, 98, 58)
GREAT_MESA = (186, 134, 86)
MESA_EDGE = (58, 34, 18)
EMPTY_SECTOR = (214, 190, 150)
PATH = (236, 222, 186)
HIGHLIGHT = (255, 196, 0)
TOWER_GREY = (120, 124, 130)
EXPLORER = (24, 24, 24)
CUBE_RGB = ((214, 52, 52), (52, 110, 220), (240, 240, 240), (236, 200, 40))
CUBE_INK = ((255, 255, 255), (255, 255, 255), (20, 20, 20), (20, 20, 20))


def xy(node: int) -> tuple[float, float]:
    q, r = B.COORDS[node]
    return WIDTH / 2 + (q + r / 2) * SIDE, TOP + (r + B.RADIUS) * ROW_H


def _centroid(tri: int) -> tuple[float, float]:
    pts = [xy(n) for n in B.TRIANGLES[tri]]
    return sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3


def _seat_colour(seat: int) -> tuple[int, int, int]:
    return drawing.SEAT_COLOURS[seat % len(drawing.SEAT_COLOURS)]


def _tower(d: ImageDraw.ImageDraw, x: float, y: float, size: float, fill: tuple[int, int, int], label: str) -> None:
    """A tower glyph (a keep with battlements) centred on (x, y), with its label inside."""
    w, h = size * 0.9, size
    left, top = x - w / 2, y - h / 2 + size * 0.12
    d.rectangle((left, top, left + w, y + h / 2), fill=fill, outline=(20, 20, 20), width=2)
    step = w / 5
    for k in (0, 2, 4):
        d.rectangle((left + k * step, top - size * 0.18, left + (k + 1) * step, top), fill=fill, outline=(20, 20, 20))
    ink = (255, 255, 255) if sum(fill) < 450 else (20, 20, 20)
    d.text((x, y + size * 0.12), label, font=drawing.font(int(size * 0.46), bold=True), fill=ink, anchor="mm")


def _cube(d: ImageDraw.ImageDraw, x: float, y: float, size: float, colour: int) -> None:
    h = size / 2
    d.rectangle((x - h, y - h, x + h, y + h), fill=CUBE_RGB[colour], outline=(15, 15, 15), width=2)
    font = drawing.font(int(size * 0.62), bold=True)
    d.text((x, y + 1), C.COLOUR_LETTERS[colour], font=font, fill=CUBE_INK[colour], anchor="mm")


def _tent(d: ImageDraw.ImageDraw, x: float, y: float, size: float, seat: int) -> None:
    h = size / 2
    colour = _seat_colour(seat)
    d.polygon([(x - h, y + h * 0.8), (x, y - h), (x + h, y + h * 0.8)], fill=colour, outline=(15, 15, 15), width=2)
    font = drawing.font(int(size * 0.5), bold=True)
    d.text((x, y + h * 0.25), str(seat + 1), font=font, fill=(15, 15, 15), anchor="mm")


def _board(d: ImageDraw.ImageDraw, view: AnasaziView) -> None:
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
    # pueblo sectors: cubes, towers, or an outline once emptied
    for sector in B.SECTORS:
        x, y = _centroid(sector.triangle)
        y += 3 if sector.role != "T" and _points_down(sector.triangle) else 0
        if sector.tower is not None:
            if view.tower_on_board[sector.tower]:
                _tower(d, x, y, SIDE * 0.36, TOWER_GREY, str(sector.tower + 1))
                continue
        elif sector.cube_slot is not None and view.cube[sector.cube_slot] >= 0:
            _cube(d, x, y, SIDE * 0.3, view.cube[sector.cube_slot])
            continue
        pts = [xy(n) for n in B.TRIANGLES[sector.triangle]]
        inner = [(x + (px - x) * 0.55, y + (py - y) * 0.55) for px, py in pts]
        d.polygon(inner, outline=EMPTY_SECTOR, width=2)


def _points_down(tri: int) -> bool:
    ys = sorted(xy(n)[1] for n in B.TRIANGLES[tri])
    return ys[0] == ys[1]


def _labels(d: ImageDraw.ImageDraw) -> None:
    font = drawing.font(24, bold=True)
    for row in range(len(B.ROWS)):
        nodes = [n for n in range(B.N_NODES) if B.ROW_OF[n] == row]
        (lx, y), (rx, _) = xy(nodes[0]), xy(nodes[-1])
        d.text((lx - 28, y), B.ROWS[row], font=font, fill=drawing.MUTED, anchor="mm")
        d.text((rx + 28, y), B.ROWS[row], font=font, fill=drawing.MUTED, anchor="mm")
    small = drawing.font(15, bold=True)
    for col in range(1, 26):
        x = WIDTH / 2 + (col - 13) * SIDE / 2
        d.text((x, TOP - 36), str(col), font=small, fill=drawing.MUTED, anchor="mm")
        d.text((x, BOARD_BOTTOM + 36), str(col), font=small, fill=drawing.MUTED, anchor="mm")


def _pieces(d: ImageDraw.ImageDraw, view: AnasaziView) -> None:
    for node, seat in view.camps.items():  # camps first: a path covering one is drawn over it
        x, y = xy(node)
        _tent(d, x, y, SIDE * 0.46, seat)
    highlight = set(view.last_edges) | set(view.turn_edges)
    for e in view.used:
        a, b = B.EDGES[e]
        if e in highlight:
            d.line((xy(a), xy(b)), fill=HIGHLIGHT, width=13)
        d.line((xy(a), xy(b)), fill=PATH, width=7)
    for path in view.paths:  # round joints
        for n in path[1:-1]:
            x, y = xy(n)
            d.ellipse((x - 4, y - 4, x + 4, y + 4), fill=PATH)
    post_font = drawing.font(22, bold=True)
    for k, post in enumerate(B.POSTS):
        x, y = xy(post)
        d.ellipse((x - 17, y - 17, x + 17, y + 17), fill=(250, 250, 250), outline=(20, 20, 20), width=2)
        d.text((x, y + 1), str(k + 1), font=post_font, fill=(20, 20, 20), anchor="mm")
    for k, path in enumerate(view.paths):
        if len(path) > 1:
            x, y = xy(path[-1])
            ring = HIGHLIGHT if any(e in highlight for e in _path_edges(path)[-1:]) else (250, 250, 250)
            d.ellipse((x - 16, y - 16, x + 16, y + 16), fill=EXPLORER, outline=ring, width=3)
            d.text((x, y + 1), str(k + 1), font=post_font, fill=(250, 250, 250), anchor="mm")


def _path_edges(path: list[int]) -> list[int]:
    return [B.edge_between(a, b) for a, b in itertools.pairwise(path)]


def _panel(d: ImageDraw.ImageDraw, view: AnasaziView, names: Sequence[str]) -> None:
    values = values_of(view.track)
    label = drawing.font(22, bold=True)
    x0, y0 = 40, PANEL_TOP
    for c in range(C.N_COLOURS):
        y = y0 + c * 44
        _cube(d, x0 + 14, y + 16, 26, c)
        for k in range(C.TRACK_SPACES):
            bx = x0 + 44 + k * 46
            d.rectangle((bx, y, bx + 38, y + 34), outline=drawing.MUTED, width=2)
            if k < len(view.track[c]):
                tower = view.track[c][k]
                _tower(d, bx + 19, y + 17, 28, CUBE_RGB[c], str(tower + 1))
        d.text((x0 + 44 + 5 * 46 + 8, y + 17), f"= {values[c]}", font=label, fill=drawing.INK, anchor="lm")
    x1 = 420
    d.text(
        (x1, y0 + 10), f"Markers left: {view.markers_left} of {C.MARKERS}", font=label, fill=drawing.INK, anchor="lm"
    )
    d.text((x1, y0 + 54), "Bonus cubes:", font=label, fill=drawing.INK, anchor="lm")
    owners = bonus_owners([p.cubes for p in view.seats]) if view.stage == "over" else [None] * C.N_COLOURS
    for c in range(C.N_COLOURS):
        bx = x1 + 175 + c * (64 if view.stage == "over" else 36)
        _cube(d, bx, y0 + 54, 28, c)
        if view.stage == "over":  # who took it: a seat number, or – for nobody
            owner = owners[c]
            mark = "–" if owner is None else str(owner + 1)
            d.text((bx + 20, y0 + 54), mark, font=label, fill=drawing.INK, anchor="lm")
    hidden = sum(view.tower_on_board)
    d.text((x1, y0 + 98), f"Hidden towers: {hidden}", font=label, fill=drawing.INK, anchor="lm")
    name_font = drawing.font(20, bold=True)
    for i in range(view.n_players):
        y = y0 + 142 + (i // 2) * 34
        x = x1 + (i % 2) * 300
        _tent(d, x + 14, y, 28, i)
        name = names[i] if i < len(names) else f"Player {i + 1}"
        current = view.stage != "over" and (
            view.current == i if view.stage != "looks" else view.seats[i].setup_looks > 0
        )
        d.text((x + 36, y), ("▶ " if current else "") + name[:18], font=name_font, fill=drawing.INK, anchor="lm")


def render_table(view: AnasaziView, names: Sequence[str]) -> bytes:
    image, d = drawing.new_canvas(WIDTH, HEIGHT)
    _board(d, view)
    _labels(d)
    _pieces(d, view)
    _panel(d, view, names)
    return drawing.to_png(image)
