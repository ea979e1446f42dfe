"""The board picture (RULINGS UI "Board PNG"): fields with a fill and a glyph each, pawns, the last move.

Read on a phone the picture is about 400 px wide, so no text is smaller than ``SMALL`` (11 px there).
The hand picture (``render_hand``) is the same board with the places the mover's menus offer named
as the menus name them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from games.drawing import INK, MUTED, SEAT_COLOURS, font, layer, new_canvas, text_width, to_png
from games.inka import board as B
from games.inka.moves import target_kind
from games.inka.present import Mark
from games.inka.state import CAMP, ON_WINDROSE, InkaView
from games.inka.texts import DIR_SHORT, ZONE_NAME
from games.words import Words, msg

CELL = 44
MARGIN = 46
WIDTH = 2 * MARGIN + B.W * CELL
SMALL = math.ceil(WIDTH * 11 / 400)  # the smallest text: 11 px on a 400-px-wide phone
LINE = SMALL + 12
BOARD_BOTTOM = 2 * MARGIN + B.H * CELL

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
#: where the compass cards of events come from and where the Inca signs of risks come from
STACK_SIGN = {"event": "compass", "risk": "inca"}


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
    d: ImageDraw.ImageDraw,
    x: int,
    y: int,
    fill: tuple[int, int, int] | None,
    outline: tuple[int, int, int],
    width: int = 2,
) -> None:
    pts = [(x + CELL / 2, y + 5), (x + CELL - 5, y + CELL - 6), (x + 5, y + CELL - 6)]
    d.polygon(pts, fill=fill, outline=outline, width=width)
    for k in (1, 2):
        yy = y + 5 + (CELL - 11) * k / 3
        half = (CELL - 10) / 2 * k / 3
        d.line([(x + CELL / 2 - half, yy), (x + CELL / 2 + half, yy)], fill=outline, width=max(1, width // 2))


def _field(d: ImageDraw.ImageDraw, cell: int, content: str | None = None) -> None:
    """A field; a temple's ``content`` None while it is closed."""
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
        if content is None:
            _pyramid(d, x, y, (170, 170, 170), (40, 40, 40))
            # a large white "?" ringed in black: still legible when the board is shown 400 px wide
            f = font(round(CELL * 0.75), bold=True)
            d.text((cx, cy + 5), "?", fill=(255, 255, 255), font=f, anchor="mm", stroke_width=3, stroke_fill=(0, 0, 0))
        elif content == "treasure":
            d.rectangle([x, y, x + CELL, y + CELL], fill=FILL["plain"], outline=(20, 50, 28))
            _pyramid(d, x, y, None, (245, 245, 235), width=5)  # the emptied temple: a bold outline
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
            font=font(SMALL + 2, bold=True),
            anchor="mm",
            stroke_width=2,
            stroke_fill=(0, 0, 0),
        )


#: the windrose's arrows, by the letter beside each
_ROSE = (("N", (0, -1)), ("E", (1, 0)), ("S", (0, 1)), ("W", (-1, 0)))
#: the two stacks: their top-left field, the cards and the colour of their edges
_STACKS = (("H8", "event", (200, 180, 255)), ("M8", "risk", (255, 170, 170)))


def _blocks(d: ImageDraw.ImageDraw) -> None:
    """The windrose, both stacks and the camp, drawn over their 3×3 / 2×3 blocks (their words and counts
    are ``_block_words``)."""
    # windrose B2:D4: the arrows in the colours of the cards
    x0, y0 = origin(B.cell_of("B2"))
    cx, cy = x0 + 1.5 * CELL, y0 + 1.5 * CELL
    d.ellipse([cx - 58, cy - 58, cx + 58, cy + 58], outline=(200, 190, 170), width=2)
    for name, (dx, dy) in _ROSE:
        tip = (cx + dx * 60, cy + dy * 60)
        side = (-dy * 12, dx * 12)
        d.polygon(
            [tip, (cx + side[0], cy + side[1]), (cx - side[0], cy - side[1])], fill=DIR_COLOURS[name], outline=(0, 0, 0)
        )
    # stacks: the sign of the fields that draw from them
    for top, kind, colour in _STACKS:
        x0, y0 = origin(B.cell_of(top))
        for k in range(3):
            d.rounded_rectangle(
                [x0 + 12 - k * 3, y0 + 20 - k * 3, x0 + 2 * CELL - 12 - k * 3, y0 + 3 * CELL - 30 - k * 3],
                radius=6,
                fill=(40, 30, 50),
                outline=colour,
                width=2,
            )
        if STACK_SIGN[kind] == "compass":
            _star(d, x0 + CELL - 6, y0 + 1.15 * CELL, CELL * 0.38, (245, 245, 235))
        else:
            _sun(d, x0 + CELL - 6, y0 + 1.15 * CELL, CELL * 0.4)
    # camp S16:U18
    x0, y0 = origin(B.cell_of("S16"))
    cx = x0 + 1.5 * CELL
    d.polygon(
        [(cx, y0 + 12), (x0 + 3 * CELL - 18, y0 + 2.3 * CELL), (x0 + 18, y0 + 2.3 * CELL)],
        fill=(230, 210, 160),
        outline=(60, 40, 10),
        width=3,
    )
    d.polygon([(cx, y0 + 1.2 * CELL), (cx + 16, y0 + 2.3 * CELL), (cx - 16, y0 + 2.3 * CELL)], fill=(60, 40, 10))


def _block_words(d: ImageDraw.ImageDraw, view: InkaView, words: Words) -> None:
    """The windrose's letters, the cards left on each stack, and the camp's name."""
    x0, y0 = origin(B.cell_of("B2"))
    cx, cy = x0 + 1.5 * CELL, y0 + 1.5 * CELL
    f = font(SMALL, bold=True)
    for name, (dx, dy) in _ROSE:  # each letter beside its arrow
        lx, ly = cx + dx * 36 - dy * 30, cy + dy * 36 + dx * 30
        d.text(
            (lx, ly), words(msg(DIR_SHORT[name])), fill=INK, font=f, anchor="mm", stroke_width=2, stroke_fill=(0, 0, 0)
        )
    for (top, _, _), left in zip(_STACKS, (view.event_left, view.risk_left), strict=True):
        x0, y0 = origin(B.cell_of(top))
        d.text((x0 + CELL - 6, y0 + 2.05 * CELL), str(left), fill=INK, font=font(SMALL + 2, bold=True), anchor="mm")
    x0, y0 = origin(B.cell_of("S16"))
    camp = words(msg("inka-pic-camp"))
    d.text((x0 + 1.5 * CELL, y0 + 2.68 * CELL), camp, fill=(40, 20, 0), font=font(SMALL, bold=True), anchor="mm")


def _zones(d: ImageDraw.ImageDraw, view: InkaView, words: Words) -> None:
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
    f = font(SMALL, bold=True)
    for z, name in enumerate(ZONE_NAME):
        x = MARGIN + B.ZONE_COLS[z % 3][0] * CELL + 4
        y = MARGIN + B.ZONE_ROWS[z // 3][0] * CELL + 2
        d.text((x, y), words(msg(name)), fill=(255, 255, 255), font=f, stroke_width=3, stroke_fill=(0, 0, 0))


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
    f = font(SMALL, bold=True)
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
    r = 19
    if view.carrier == i:  # a gold halo behind a black ring, so even the yellow pawn shows it
        d.ellipse([cx - r - 9, cy - r - 9, cx + r + 9, cy + r + 9], fill=GOLD, outline=(0, 0, 0), width=2)
        d.ellipse([cx - r - 4, cy - r - 4, cx + r + 4, cy + r + 4], fill=(0, 0, 0))
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=SEAT_COLOURS[i], outline=(0, 0, 0), width=3)
    d.text((cx, cy + 1), str(i + 1), fill=(0, 0, 0), font=f, anchor="mm")  # type: ignore[arg-type]


def _coordinates(d: ImageDraw.ImageDraw) -> None:
    f = font(SMALL, bold=True)
    for x in range(B.W):
        cx = MARGIN + x * CELL + CELL / 2
        for y in (MARGIN / 2, MARGIN + B.H * CELL + MARGIN / 2):
            d.text((cx, y), B.LETTERS[x], fill=INK, font=f, anchor="mm")
    for y in range(B.H):
        cy = MARGIN + y * CELL + CELL / 2
        for x in (MARGIN / 2, MARGIN + B.W * CELL + MARGIN / 2):
            d.text((x, cy), str(y + 1), fill=INK, font=f, anchor="mm")


def footer(d: ImageDraw.ImageDraw, view: InkaView, names: Sequence[str], y: float, width: int, words: Words) -> int:
    """Round, dice, depot and the players from ``y`` down; returns the bottom y."""
    y += 6
    f = font(SMALL, bold=True)
    a, b = view.dice
    head = words(msg("inka-pic-round", round=view.round, a=a, b=b) if view.phase != "over" else msg("inka-pic-over"))
    d.text((MARGIN, y), head, fill=INK, font=f)
    x = MARGIN + text_width(d, head, f) + 30
    depot = words(msg("inka-pic-depot"))
    counts = [(f"{words(msg(DIR_SHORT[name]))} {n}", name) for name, n in zip("NESW", view.depot, strict=True)]
    need = text_width(d, depot, f) + 12 + sum(text_width(d, c, f) + 16 for c, _ in counts)
    if x + need > width - MARGIN:  # a longer language: the depot goes on its own line
        x, y = MARGIN, y + LINE
    d.text((x, y), depot, fill=MUTED, font=f)
    x += text_width(d, depot, f) + 12
    for count, name in counts:
        d.text((x, y), count, fill=DIR_COLOURS[name], font=f)
        x += text_width(d, count, f) + 16
    y += LINE
    x = MARGIN
    for i, name in enumerate(names[: view.n_players]):
        label = f"{i + 1} {name[:18]}"
        if view.carrier == i:
            label += " (" + words(msg("inka-pic-treasure")) + ")"
        room = 34 + text_width(d, label, f) + 30
        if x > MARGIN and x + room > width - MARGIN:
            x, y = MARGIN, y + LINE
        if view.carrier == i:
            d.ellipse([x - 3, y + 2, x + 27, y + 32], fill=GOLD)
        d.ellipse([x, y + 5, x + 24, y + 29], fill=SEAT_COLOURS[i], outline=(0, 0, 0), width=2)
        d.text((x + 32, y), label, fill=INK, font=f)
        x += room
    return int(y + LINE)


def _tag_box(d: ImageDraw.ImageDraw, x: float, y: float, text: str) -> tuple[float, float, float, float]:
    w = text_width(d, text, font(SMALL, bold=True))
    return (x - w / 2 - 5, y - SMALL * 0.7, x + w / 2 + 5, y + SMALL * 0.7)


def _overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _marks(d: ImageDraw.ImageDraw, marks: list[Mark], words: Words) -> None:
    """Ring every offered place, then write its menu words beside it where no other label sits."""
    placed: list[tuple[float, float, float, float]] = []
    f = font(SMALL, bold=True)
    for m in marks:
        if m.kind == "cell" and m.target != CAMP:
            x, y = centre(m.target)
            d.rectangle([x - CELL / 2, y - CELL / 2, x + CELL / 2, y + CELL / 2], outline=(0, 0, 0), width=7)
            d.rectangle([x - CELL / 2 + 2, y - CELL / 2 + 2, x + CELL / 2 - 2, y + CELL / 2 - 2], outline=GOLD, width=4)
    for m in sorted(marks, key=lambda m: m.kind != "zone"):  # areas first: cells find room around them
        text = words(m.text)
        if m.kind == "zone":
            x = MARGIN + (B.ZONE_COLS[m.target % 3][0] + 3.5) * CELL
            y = MARGIN + (B.ZONE_ROWS[m.target // 3][0] + 3) * CELL
            spots = [(x, y), (x, y - CELL), (x, y + CELL)]
        else:
            x, y = centre(B.cell_of("T17") if m.target == CAMP else m.target)
            spots = [(x, y - CELL * 0.8), (x, y + CELL * 0.8), (x, y)]
            spots += [(x + s * (CELL / 2 + text_width(d, text, f) / 2 + 6), y) for s in (1, -1)]
        boxes = [_tag_box(d, sx, sy, text) for sx, sy in spots]
        low, high = MARGIN - 4, MARGIN + B.H * CELL + 4  # on the board, never over the coordinates
        inside = [b for b in boxes if b[0] >= low and b[2] <= WIDTH - low and b[1] >= low and b[3] <= high]
        box = next((b for b in inside if not any(_overlaps(b, p) for p in placed)), (inside or boxes)[0])
        placed.append(box)
        d.rounded_rectangle(box, radius=7, fill=(15, 15, 15), outline=GOLD, width=2)
        d.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, fill=(255, 255, 255), font=f, anchor="mm")


@layer(maxsize=1)
def _closed_board() -> Image.Image:
    """The fields with every temple closed, and the shapes of the windrose, stacks and camp: the same on every
    picture but for the temples opened. Drawn once in each process that draws (3.6 MB) and pasted."""
    image, d = new_canvas(WIDTH, BOARD_BOTTOM)
    for cell in range(B.N_CELLS):
        _field(d, cell)
    _blocks(d)
    return image


def board(
    view: InkaView, marks: list[Mark], words: Words, coordinates: bool = True
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """The board with its coordinates (unless ``coordinates`` is False: a zoomed picture writes its own)
    and room below for the footer, ``marks`` labelled on it."""
    image, d = new_canvas(WIDTH, BOARD_BOTTOM + 6 * LINE)
    image.paste(_closed_board(), (0, 0))
    # an opened temple over the closed one: its field covers the cell, and the lines it shares with its
    # neighbours are the same dark green either way (no temple borders a block or an island)
    for cell, content in zip(B.TEMPLES, view.temples, strict=True):
        if content is not None:
            _field(d, cell, content)
    _block_words(d, view, words)
    _zones(d, view, words)
    _targets(d, view)
    _last_move(d, view)
    _pawns(d, view)
    if coordinates:
        _coordinates(d)
    _marks(d, marks, words)
    return image, d


def render_table(view: InkaView, names: Sequence[str], words: Words, marks: list[Mark] | None = None) -> bytes:
    """The whole board and the footer; ``marks`` (a hand picture) named on it."""
    image, d = board(view, marks or [], words)
    return with_footer(image, d, view, names, BOARD_BOTTOM, words)


def with_footer(
    image: Image.Image, d: ImageDraw.ImageDraw, view: InkaView, names: Sequence[str], top: int, words: Words
) -> bytes:
    """The picture as a PNG, ``footer`` drawn from ``top`` down and the canvas cut below it. The canvas leaves
    room for six lines; six long names in a wordy language wrap to more, and the footer's end fell off the
    canvas (black rows instead of its last lines): then it is drawn again on a canvas as tall as it needs."""
    bottom = footer(d, view, names, top, image.width, words)
    if bottom + 8 > image.height:
        taller, d = new_canvas(image.width, bottom + 8)
        taller.paste(image.crop((0, 0, image.width, top)), (0, 0))
        image, bottom = taller, footer(d, view, names, top, image.width, words)
    return to_png(image, height=bottom + 8)
