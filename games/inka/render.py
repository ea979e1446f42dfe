"""The board picture (RULINGS UI "Board PNG"): fields with a fill and a glyph each, pawns, the last move."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from games.drawing import BACKGROUND, INK, MUTED, SEAT_COLOURS, font, new_canvas, text_width, to_png
from games.inka import board as B
from games.inka.moves import target_kind
from games.inka.state import CAMP, ON_WINDROSE, InkaView

CELL = 44
MARGIN = 34
FOOTER = 64
WIDTH = 2 * MARGIN + B.W * CELL
HEIGHT = 2 * MARGIN + B.H * CELL + FOOTER

FILL = {
    "plain": (38, 92, 48),
    "compass": (96, 160, 150),
    "inca": (168, 104, 40),
    "temple": (120, 120, 120),
    "water": (40, 96, 178),
    "island": (204, 184, 120),
    "windrose": (64, 56, 48),
    "event_stack": (86, 64, 120),
    "risk_stack": (128, 44, 44),
    "camp": (170, 140, 84),
}
DIR_COLOURS = {"N": (240, 210, 40), "E": (220, 50, 40), "S": (40, 170, 70), "W": (50, 110, 230)}
GOLD = (255, 200, 0)
OUTLINE = (255, 255, 255)


def origin(cell: int) -> tuple[int, int]:
    return MARGIN + (cell % B.W) * CELL, MARGIN + (cell // B.W) * CELL


def centre(cell: int) -> tuple[float, float]:
    x, y = origin(cell)
    return x + CELL / 2, y + CELL / 2


def _star(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour: tuple[int, int, int]) -> None:
    """A four-pointed compass star."""
    pts = []
    for k in range(8):
        ang = math.pi / 4 * k - math.pi / 2
        rad = r if k % 2 == 0 else r * 0.32
        pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    d.polygon(pts, fill=colour, outline=(20, 40, 40))


def _sun(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    for k in range(8):
        ang = math.pi / 4 * k
        d.line(
            [
                (cx + r * 0.5 * math.cos(ang), cy + r * 0.5 * math.sin(ang)),
                (cx + r * math.cos(ang), cy + r * math.sin(ang)),
            ],
            fill=(255, 220, 80),
            width=3,
        )
    d.ellipse([cx - r * 0.45, cy - r * 0.45, cx + r * 0.45, cy + r * 0.45], fill=(255, 220, 80), outline=(90, 50, 0))


def _pyramid(
    d: ImageDraw.ImageDraw, x: int, y: int, fill: tuple[int, int, int] | None, outline: tuple[int, int, int]
) -> None:
    pts = [(x + CELL / 2, y + 5), (x + CELL - 5, y + CELL - 6), (x + 5, y + CELL - 6)]
    d.polygon(pts, fill=fill, outline=outline, width=2)
    for k in (1, 2):
        yy = y + 5 + (CELL - 11) * k / 3
        half = (CELL - 10) / 2 * k / 3
        d.line([(x + CELL / 2 - half, yy), (x + CELL / 2 + half, yy)], fill=outline, width=1)


def _field(d: ImageDraw.ImageDraw, view: InkaView, cell: int) -> None:
    kind = B.KIND[cell]
    x, y = origin(cell)
    d.rectangle([x, y, x + CELL, y + CELL], fill=FILL.get(kind, FILL["plain"]), outline=(20, 50, 28))
    cx, cy = x + CELL / 2, y + CELL / 2
    if kind == "compass":
        _star(d, cx, cy, CELL * 0.4, (245, 245, 235))
    elif kind == "inca":
        _sun(d, cx, cy, CELL * 0.42)
    elif kind == "water":
        for k in (0.35, 0.65):
            yy = y + CELL * k
            pts = [(x + 4 + i * 4, yy + (3 if i % 2 else -3)) for i in range(10)]
            d.line(pts, fill=(150, 200, 255), width=2)
    elif kind == "island":
        d.rectangle([x, y, x + CELL, y + CELL], fill=FILL["water"])
        d.ellipse([x + 5, y + 8, x + CELL - 5, y + CELL - 5], fill=FILL["island"], outline=(90, 70, 30), width=2)
        d.line([(cx, cy + 8), (cx + 2, cy - 10)], fill=(90, 60, 20), width=3)
        d.polygon([(cx + 2, cy - 12), (cx - 10, cy - 6), (cx + 14, cy - 6)], fill=(40, 140, 60))
    elif kind == "temple":
        k = B.TEMPLES.index(cell)
        content = view.temples[k]
        if content is None:
            _pyramid(d, x, y, (170, 170, 170), (40, 40, 40))
            f = font(18, bold=True)
            d.text((cx, cy + 6), "?", fill=(20, 20, 20), font=f, anchor="mm")
        elif content == "treasure":
            d.rectangle([x, y, x + CELL, y + CELL], fill=FILL["plain"], outline=(20, 50, 28))
            _pyramid(d, x, y, None, (220, 220, 220))
        else:
            d.rectangle([x, y, x + CELL, y + CELL], fill=FILL[content], outline=(20, 50, 28))
            _pyramid(d, x, y, None, (235, 235, 235))
            if content == "compass":
                _star(d, cx, cy + 5, CELL * 0.24, (245, 245, 235))
            else:
                _sun(d, cx, cy + 5, CELL * 0.26)
    if cell == B.ARROW:
        d.polygon(
            [
                (x + 8, cy - 6),
                (x + 24, cy - 6),
                (x + 24, cy - 13),
                (x + 38, cy),
                (x + 24, cy + 13),
                (x + 24, cy + 6),
                (x + 8, cy + 6),
            ],
            fill=GOLD,
            outline=(60, 40, 0),
        )
    if cell == B.N_CELL:
        d.text(
            (cx, cy),
            "N",
            fill=DIR_COLOURS["N"],
            font=font(24, bold=True),
            anchor="mm",
            stroke_width=2,
            stroke_fill=(0, 0, 0),
        )


def _blocks(d: ImageDraw.ImageDraw, view: InkaView) -> None:
    """The windrose, both stacks and the camp, drawn over their 3×3 / 2×3 blocks."""
    # windrose B2:D4
    x0, y0 = origin(B.cell_of("B2"))
    cx, cy = x0 + 1.5 * CELL, y0 + 1.5 * CELL
    d.ellipse([cx - 58, cy - 58, cx + 58, cy + 58], outline=(200, 190, 170), width=2)
    for name, (dx, dy) in (("N", (0, -1)), ("E", (1, 0)), ("S", (0, 1)), ("W", (-1, 0))):
        tip = (cx + dx * 60, cy + dy * 60)
        side = (-dy * 12, dx * 12)
        d.polygon(
            [tip, (cx + side[0], cy + side[1]), (cx - side[0], cy - side[1])], fill=DIR_COLOURS[name], outline=(0, 0, 0)
        )
        d.text(
            (cx + dx * 44 + side[0] * 1.2, cy + dy * 44 + side[1] * 1.2),
            name,
            fill=INK,
            font=font(14, bold=True),
            anchor="mm",
        )
    # stacks
    for top, label, left, colour in (
        ("H8", "EVENT", view.event_left, (200, 180, 255)),
        ("M8", "RISK", view.risk_left, (255, 170, 170)),
    ):
        x0, y0 = origin(B.cell_of(top))
        for k in range(3):
            d.rounded_rectangle(
                [x0 + 12 - k * 3, y0 + 20 - k * 3, x0 + 2 * CELL - 12 - k * 3, y0 + 3 * CELL - 30 - k * 3],
                radius=6,
                fill=(40, 30, 50),
                outline=colour,
                width=2,
            )
        d.text((x0 + CELL, y0 + 1.3 * CELL), label, fill=colour, font=font(14, bold=True), anchor="mm")
        d.text((x0 + CELL, y0 + 2.0 * CELL), str(left), fill=INK, font=font(28, bold=True), anchor="mm")
    # camp S16:U18
    x0, y0 = origin(B.cell_of("S16"))
    cx = x0 + 1.5 * CELL
    d.polygon(
        [(cx, y0 + 16), (x0 + 3 * CELL - 18, y0 + 2.4 * CELL), (x0 + 18, y0 + 2.4 * CELL)],
        fill=(230, 210, 160),
        outline=(60, 40, 10),
        width=3,
    )
    d.polygon([(cx, y0 + 1.2 * CELL), (cx + 16, y0 + 2.4 * CELL), (cx - 16, y0 + 2.4 * CELL)], fill=(60, 40, 10))
    d.text((cx, y0 + 2.75 * CELL), "CAMP", fill=(40, 20, 0), font=font(18, bold=True), anchor="mm")


def _zones(d: ImageDraw.ImageDraw, view: InkaView) -> None:
    if not any(o.area >= 0 for o in view.options):
        return
    colour = (255, 255, 255)
    for cols in (7, 14):
        x = MARGIN + cols * CELL
        for yy in range(MARGIN, MARGIN + B.H * CELL, 12):
            d.line([(x, yy), (x, yy + 6)], fill=colour, width=2)
    for rows in (6, 12):
        y = MARGIN + rows * CELL
        for xx in range(MARGIN, MARGIN + B.W * CELL, 12):
            d.line([(xx, y), (xx + 6, y)], fill=colour, width=2)
    f = font(18, bold=True)
    for z, name in enumerate(B.ZONE_NAMES):
        x = MARGIN + B.ZONE_COLS[z % 3][0] * CELL + 4
        y = MARGIN + B.ZONE_ROWS[z // 3][0] * CELL + 2
        d.text((x, y), name, fill=(255, 255, 255), font=f, stroke_width=3, stroke_fill=(0, 0, 0))


def _targets(d: ImageDraw.ImageDraw, view: InkaView) -> None:
    if view.phase not in ("move", "browse"):
        return
    cells = {}
    for o in view.options:
        if view.phase == "browse" and o.area != view.zone:
            continue
        cell = B.cell_of("S17") if o.to == CAMP else o.to
        cells[cell] = target_kind(view, o.to) not in ("plain",)
    for cell, special in cells.items():
        x, y = origin(cell)
        d.rectangle([x + 2, y + 2, x + CELL - 2, y + CELL - 2], outline=OUTLINE, width=3)
        if special:
            d.ellipse([x - 3, y - 3, x + CELL + 3, y + CELL + 3], outline=GOLD, width=3)


def _last_move(d: ImageDraw.ImageDraw, view: InkaView) -> None:
    if view.last_move is None:
        return
    a, b = view.last_move
    ax, ay = centre(B.N_CELL) if a == ON_WINDROSE else centre(a)
    if a == ON_WINDROSE:
        ax, ay = centre(B.cell_of("C3"))
    bx, by = centre(B.cell_of("C3")) if b == ON_WINDROSE else centre(b)
    d.line([(ax, ay), (bx, by)], fill=(255, 255, 255), width=4)
    ang = math.atan2(by - ay, bx - ax)
    head = [(bx, by)] + [(bx - 18 * math.cos(ang + s), by - 18 * math.sin(ang + s)) for s in (0.45, -0.45)]
    d.polygon(head, fill=(255, 255, 255))
    d.ellipse([ax - 6, ay - 6, ax + 6, ay + 6], fill=(255, 255, 255))


def _pawns(d: ImageDraw.ImageDraw, view: InkaView) -> None:
    f = font(18, bold=True)
    rose = [i for i, p in enumerate(view.players) if p.pos == ON_WINDROSE]
    x0, y0 = origin(B.cell_of("B2"))
    for k, i in enumerate(rose):  # a cluster on the windrose
        cx = x0 + 0.6 * CELL + (k % 3) * 0.9 * CELL
        cy = y0 + 0.9 * CELL + (k // 3) * 1.2 * CELL
        _pawn(d, view, i, cx, cy, f)
    for i, p in enumerate(view.players):
        if p.pos >= 0:
            cx, cy = centre(p.pos)
            _pawn(d, view, i, cx, cy, f)


def _pawn(d: ImageDraw.ImageDraw, view: InkaView, i: int, cx: float, cy: float, f: object) -> None:
    r = 15
    if view.carrier == i:
        d.ellipse([cx - r - 6, cy - r - 6, cx + r + 6, cy + r + 6], fill=GOLD, outline=(0, 0, 0), width=2)
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=SEAT_COLOURS[i], outline=(0, 0, 0), width=3)
    d.text((cx, cy + 1), str(i + 1), fill=(0, 0, 0), font=f, anchor="mm")  # type: ignore[arg-type]


def _coordinates(d: ImageDraw.ImageDraw) -> None:
    f = font(18, bold=True)
    for x in range(B.W):
        cx = MARGIN + x * CELL + CELL / 2
        for y in (MARGIN / 2, MARGIN + B.H * CELL + MARGIN / 2):
            d.text((cx, y), B.LETTERS[x], fill=INK, font=f, anchor="mm")
    for y in range(B.H):
        cy = MARGIN + y * CELL + CELL / 2
        for x in (MARGIN / 2, MARGIN + B.W * CELL + MARGIN / 2):
            d.text((x, cy), str(y + 1), fill=INK, font=font(16, bold=True), anchor="mm")


def _footer(d: ImageDraw.ImageDraw, view: InkaView, names: Sequence[str]) -> None:
    y = MARGIN * 2 + B.H * CELL + 4
    f = font(20, bold=True)
    a, b = view.dice
    head = f"Round {view.round} · dice {a} · {b}" if view.phase != "over" else "Game over"
    d.text((MARGIN, y), head, fill=INK, font=f)
    x = MARGIN + text_width(d, head, f) + 24
    d.text((x, y), "Depot", fill=MUTED, font=f)
    x += text_width(d, "Depot", f) + 10
    for name, n in zip("NESW", view.depot, strict=True):
        d.text((x, y), f"{name} {n}", fill=DIR_COLOURS[name], font=f)
        x += text_width(d, f"{name} {n}", f) + 14
    y += 30
    x = MARGIN
    small = font(18)
    for i, name in enumerate(names[: view.n_players]):
        label = f"{i + 1} {name}" + (" (treasure)" if view.carrier == i else "")
        d.ellipse(
            [x, y + 2, x + 16, y + 18], fill=SEAT_COLOURS[i], outline=GOLD if view.carrier == i else (0, 0, 0), width=2
        )
        d.text((x + 22, y), label[:22], fill=INK, font=small)
        x += 22 + text_width(d, label[:22], small) + 18
        if x > WIDTH - 120:
            break


def render_table(view: InkaView, names: Sequence[str]) -> bytes:
    image, d = new_canvas(WIDTH, HEIGHT)
    d.rectangle([0, 0, WIDTH, HEIGHT], fill=BACKGROUND)
    for cell in range(B.N_CELLS):
        _field(d, view, cell)
    _blocks(d, view)
    _zones(d, view)
    _targets(d, view)
    _last_move(d, view)
    _pawns(d, view)
    _coordinates(d)
    _footer(d, view, names)
    return to_png(image)
