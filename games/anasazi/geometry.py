"""Where things are on the board picture: the lattice in pixels, and the boxes of what is drawn on it.

Shared by the picture (``games.anasazi.render``) and the placing of a hand picture's labels
(``games.anasazi.tags``), which must know what a label would cover.
"""

from __future__ import annotations

import math

from games.anasazi import board as B
from games.anasazi.state import AnasaziView

SIDE = 80  # pixels between neighbouring nodes
WIDTH = int(13.6 * SIDE)  # twelve node spacings across, plus the row letters
SMALL = math.ceil(WIDTH * 11 / 400)  # the smallest text: 11 px on a 400-px-wide phone
BIG = SMALL + 4
ROW_H = SIDE * math.sqrt(3) / 2
TOP = 100  # y of row A (two staggered lines of column numbers above)
BOARD_BOTTOM = TOP + 12 * ROW_H
CUBE = SIDE * 0.42  # a cube's side on the board
POST_R = SIDE * 0.3  # a post's (and an explorer's) radius
TENT = SIDE * 0.62  # a camp's size

Box = tuple[float, float, float, float]  # left, top, right, bottom
Point = tuple[float, float]


def xy(node: int) -> Point:
    q, r = B.COORDS[node]
    return WIDTH / 2 + (q + r / 2) * SIDE, TOP + (r + B.RADIUS) * ROW_H


def centroid(tri: int) -> Point:
    pts = [xy(n) for n in B.TRIANGLES[tri]]
    return sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3


def points_down(tri: int) -> bool:
    ys = sorted(xy(n)[1] for n in B.TRIANGLES[tri])
    return ys[0] == ys[1]


def tower_polygon(tri: int) -> list[Point]:
    """A tower's filled triangle: its sector, a little inside the lattice lines."""
    x, y = centroid(tri)
    return [(x + (px - x) * 0.86, y + (py - y) * 0.86) for px, py in (xy(n) for n in B.TRIANGLES[tri])]


def cube_centre(tri: int) -> Point:
    x, y = centroid(tri)
    return x, y + (3 if points_down(tri) else 0)


def square(x: float, y: float, side: float) -> Box:
    return x - side / 2, y - side / 2, x + side / 2, y + side / 2


def pieces(view: AnasaziView) -> tuple[list[Box], list[list[Point]]]:
    """What a label must not cover: the boxes of cubes, posts, explorers and camps, and towers' triangles."""
    boxes: list[Box] = []
    towers: list[list[Point]] = []
    for sector in B.SECTORS:
        if sector.tower is not None and view.tower_on_board[sector.tower]:
            towers.append(tower_polygon(sector.triangle))
        elif sector.tower is None and sector.cube_slot is not None and view.cube[sector.cube_slot] >= 0:
            boxes.append(square(*cube_centre(sector.triangle), CUBE))
    ends = [path[-1] for path in view.paths if len(path) > 1]
    boxes += [square(*xy(n), 2 * POST_R) for n in (*B.POSTS, *ends)]
    boxes += [square(*xy(n), TENT) for n in view.camps]
    return boxes, towers


def mesa_triangles() -> list[list[Point]]:
    """Every mesa triangle of the board (a label should leave the mesas' pueblos in view)."""
    return [[xy(n) for n in B.TRIANGLES[t]] for t, mesa in enumerate(B.MESA_OF_TRI) if mesa is not None]


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def box_meets_polygon(box: Box, polygon: list[Point]) -> bool:
    """Whether a box and a convex polygon overlap (more than touch): no axis separates them."""
    corners = [(box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3])]
    axes = [(1.0, 0.0), (0.0, 1.0)]
    for (ax, ay), (bx, by) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        axes.append((ay - by, bx - ax))
    for nx, ny in axes:
        a = [nx * x + ny * y for x, y in corners]
        b = [nx * x + ny * y for x, y in polygon]
        if max(a) <= min(b) + 1e-6 or max(b) <= min(a) + 1e-6:
            return False
    return True


def margin_labels() -> list[tuple[str, Point, int]]:
    """The row letters (both sides, ``BIG``) and column numbers (above and below, ``SMALL``) round the board:
    (text, centre, size)."""
    out: list[tuple[str, Point, int]] = []
    for row in range(len(B.ROWS)):
        nodes = [n for n in range(B.N_NODES) if B.ROW_OF[n] == row]
        (lx, y), (rx, _) = xy(nodes[0]), xy(nodes[-1])
        out += [(B.ROWS[row], (lx - SIDE * 0.6, y), BIG), (B.ROWS[row], (rx + SIDE * 0.6, y), BIG)]
    for col in range(1, 26):  # odd and even columns on two lines, so neighbours never touch
        x = WIDTH / 2 + (col - 13) * SIDE / 2
        out_by = 72 if col % 2 else 42
        out += [(str(col), (x, TOP - out_by), SMALL), (str(col), (x, BOARD_BOTTOM + out_by), SMALL)]
    return out


def margin_boxes() -> list[Box]:
    """Boxes round the row letters and column numbers (a digit or letter is at most its size wide)."""
    return [
        (x - 0.5 * size * len(text), y - 0.6 * size, x + 0.5 * size * len(text), y + 0.6 * size)
        for text, (x, y), size in margin_labels()
    ]


def segment_meets_box(a: Point, b: Point, box: Box) -> bool:
    """Whether the segment a–b passes through the inside of ``box`` (Liang–Barsky clipping)."""
    (x0, y0), (dx, dy) = a, (b[0] - a[0], b[1] - a[1])
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - box[0]), (dx, box[2] - x0), (-dy, y0 - box[1]), (dy, box[3] - y0)):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low >= high:
            return False
    return True


def bounds(polygon: list[Point]) -> Box:
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    return min(xs), min(ys), max(xs), max(ys)
