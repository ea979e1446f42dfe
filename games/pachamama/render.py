"""The table picture: the land grid, explorers, fields, and a panel per player."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from games import drawing
from games.contract import fill_seat_refs, seat_ref
from games.pachamama import components as C
from games.pachamama.grid import grid_of
from games.pachamama.state import PachamamaView

WIDTH = 1000
LAND_RGB = ((58, 120, 170), (222, 186, 98), (146, 128, 116), (62, 130, 70))
LAND_DARK = ((30, 70, 110), (150, 115, 40), (90, 76, 68), (28, 78, 36))
BLANK = (92, 88, 80)
BLANK_EDGE = (72, 68, 62)
GOLD = (235, 200, 90)
REGION_LINE = (20, 20, 20)


def _seat_colour(seat: int) -> tuple[int, int, int]:
    return drawing.SEAT_COLOURS[seat % len(drawing.SEAT_COLOURS)]


def _icon(d: ImageDraw.ImageDraw, t: int, x: int, y: int, s: int) -> None:
    """A small land-type glyph (so types read without colour too) with top-left (x, y), size s."""
    ink = LAND_DARK[t]
    if t == 0:  # swamp: waves
        for k in range(3):
            yy = y + 4 + k * s // 3
            d.arc((x, yy, x + s // 2, yy + s // 4), 180, 360, fill=ink, width=2)
            d.arc((x + s // 2, yy, x + s, yy + s // 4), 0, 180, fill=ink, width=2)
    elif t == 1:  # desert: dunes of dots
        for k in range(3):
            for j in range(3 - k):
                cx, cy = x + 4 + j * s // 3 + k * s // 6, y + s - 4 - k * s // 3
                d.ellipse((cx - 2, cy - 2, cx + 2, cy + 2), fill=ink)
    elif t == 2:  # mountain
        d.polygon([(x, y + s), (x + s // 2, y), (x + s, y + s)], fill=ink)
        d.polygon([(x + s // 2 - 5, y + 9), (x + s // 2, y), (x + s // 2 + 5, y + 9)], fill=(235, 235, 235))
    else:  # forest: a tree
        d.polygon([(x + 2, y + s * 3 // 4), (x + s // 2, y), (x + s - 2, y + s * 3 // 4)], fill=ink)
        d.rectangle((x + s // 2 - 2, y + s * 3 // 4, x + s // 2 + 2, y + s), fill=ink)


def _pawn(d: ImageDraw.ImageDraw, cx: int, bottom: int, h: int, colour: tuple[int, int, int]) -> None:
    """A pawn standing on (cx, bottom), h pixels tall."""
    r = h // 5
    outline = (15, 15, 15)
    d.ellipse((cx - h // 3 - 3, bottom - 5, cx + h // 3 + 3, bottom + 3), fill=(25, 25, 25))
    d.polygon(
        [
            (cx - h // 3, bottom),
            (cx - h // 8, bottom - h * 3 // 5),
            (cx + h // 8, bottom - h * 3 // 5),
            (cx + h // 3, bottom),
        ],
        fill=colour,
        outline=outline,
        width=3,
    )
    d.ellipse((cx - r, bottom - h, cx + r, bottom - h + 2 * r), fill=colour, outline=outline, width=3)


def _known_regions(view: PachamamaView) -> list[set[int]]:
    """Discovered same-type groups whose every side is known: complete regions."""
    grid = grid_of(view.width, view.height)
    seen: set[int] = set()
    out = []
    for start in range(grid.n):
        t = view.land[start]
        if t is None or start in seen:
            continue
        group = {start}
        stack = [start]
        closed = True
        while stack:
            c = stack.pop()
            for j in grid.orth[c]:
                if view.land[j] is None:
                    closed = False
                elif view.land[j] == t and j not in group:
                    group.add(j)
                    stack.append(j)
        seen |= group
        if closed:
            out.append(group)
    return out


def render_table(view: PachamamaView, names: Sequence[str]) -> bytes:
    grid = grid_of(view.width, view.height)
    cell = 96 if view.width > 5 else 130
    label_w = 44
    grid_w = cell * view.width
    left = (WIDTH - grid_w - label_w) // 2 + label_w
    top = 70
    rows_h = 82
    legend_h = 48
    height = top + 36 + cell * view.height + 16 + legend_h + rows_h * view.n_players + 20
    image, d = drawing.new_canvas(WIDTH, height)

    # title
    title_font = drawing.font(30, bold=True)
    if view.phase == "over":
        best = max(p.score for p in view.players)
        winners = [names[i] for i, p in enumerate(view.players) if p.score == best]
        title = "Game over — " + " & ".join(winners) + (" win" if len(winners) > 1 else " wins")
    elif view.final_round:
        title = f"Final divinations — {names[view.current]}"
    else:
        title = f"Pachamama — {names[view.current]} to play"
    title = fill_seat_refs(title, names)
    d.text((WIDTH // 2, 34), title, font=title_font, fill=drawing.INK, anchor="mm")

    # column letters and row numbers
    small = drawing.font(24, bold=True)
    gy = top + 36
    for x in range(view.width):
        d.text((left + x * cell + cell // 2, gy - 18), chr(ord("A") + x), font=small, fill=drawing.INK, anchor="mm")
    for y in range(view.height):
        d.text((left - label_w // 2, gy + y * cell + cell // 2), str(y + 1), font=small, fill=drawing.INK, anchor="mm")

    def box(c: int) -> tuple[int, int, int, int]:
        x, y = grid.xy(c)
        return left + x * cell, gy + y * cell, left + (x + 1) * cell, gy + (y + 1) * cell

    # squares
    for c in range(grid.n):
        x0, y0, x1, y1 = box(c)
        t = view.land[c]
        if t is None:
            d.rectangle((x0, y0, x1, y1), fill=BLANK, outline=BLANK_EDGE, width=2)
        else:
            d.rectangle((x0, y0, x1, y1), fill=LAND_RGB[t], outline=LAND_DARK[t], width=1)
            _icon(d, t, x0 + 7, y0 + 7, cell // 5)

    # region outlines: every known border between different types, thick around complete regions
    complete = _known_regions(view)
    in_complete = {c for g in complete for c in g}
    for c in range(grid.n):
        x0, y0, x1, y1 = box(c)
        t = view.land[c]
        if t is None:
            continue
        x, y = grid.xy(c)
        sides = (
            ((x + 1, y), (x1, y0, x1, y1)),
            ((x, y + 1), (x0, y1, x1, y1)),
            ((x - 1, y), (x0, y0, x0, y1)),
            ((x, y - 1), (x0, y0, x1, y0)),
        )
        for (nx, ny), line in sides:
            inside = 0 <= nx < view.width and 0 <= ny < view.height
            other = view.land[nx * grid.height + ny] if inside else None
            if inside and other == t:
                continue
            if c in in_complete:
                d.line(line, fill=REGION_LINE, width=5)
            elif other is not None:
                d.line(line, fill=REGION_LINE, width=2)

    # fields and explorers
    number = drawing.font(cell * 2 // 5, bold=True)
    at = {pos: s for s, p in enumerate(view.players) for pos in p.explorers if pos is not None}
    for c in range(grid.n):
        x0, y0, x1, y1 = box(c)
        cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
        f = view.field[c]
        if f is not None:
            r = cell * 3 // 10
            owner = view.cultivator[c]
            ring = GOLD if owner < 0 else _seat_colour(owner)
            tx = cx - (cell // 8 if c in at else 0)
            d.ellipse((tx - r, cy - r, tx + r, cy + r), fill=(250, 248, 240), outline=ring, width=5)
            d.text((tx, cy + 1), str(f), font=number, fill=(30, 30, 30), anchor="mm")
        if c in at:
            px = x1 - cell // 5 if f is not None else cx
            _pawn(d, px, y1 - 8, cell * 11 // 20, _seat_colour(at[c]))

    # land legend
    ly = gy + cell * view.height + 16
    legend_font = drawing.font(22)
    items: list[tuple[tuple[int, int, int], str, int | None]] = [
        (LAND_RGB[t], C.LAND_TYPES[t], t) for t in range(len(C.LAND_TYPES))
    ]
    items.append((BLANK, "undiscovered", None))
    x = 30
    for rgb, name, t in items:
        d.rectangle((x, ly, x + 30, ly + 30), fill=rgb, outline=(20, 20, 20))
        if t is not None:
            _icon(d, t, x + 5, ly + 5, 20)
        d.text((x + 38, ly + 15), name, font=legend_font, fill=drawing.INK, anchor="lm")
        x += 52 + int(drawing.text_width(d, name, legend_font)) + 18
    d.ellipse((x, ly + 2, x + 26, ly + 28), fill=(250, 248, 240), outline=GOLD, width=4)
    d.text((x + 34, ly + 15), "revealed", font=legend_font, fill=drawing.INK, anchor="lm")

    # one row per player
    name_font = drawing.font(26, bold=True)
    text_font = drawing.font(22)
    y = ly + legend_h
    for i, p in enumerate(view.players):
        colour = _seat_colour(i)
        if view.phase != "over" and i == view.current:
            d.rounded_rectangle((12, y - 4, WIDTH - 12, y + rows_h - 8), radius=10, outline=colour, width=3)
        _pawn(d, 40, y + 58, 48, colour)
        name = fill_seat_refs(seat_ref(i), names)
        d.text((72, y + 8), name[:18], font=name_font, fill=colour)
        off = sum(1 for c in p.explorers if c is None)
        info = f"{len(p.explorers) - off} on land · {off} off"
        if p.offerings:
            info += f" · {p.offerings} offering" + ("s" if p.offerings > 1 else "")
        d.text((72, y + 40), info, font=text_font, fill=drawing.MUTED)
        d.text((420, y + 22), f"{p.score} pts", font=name_font, fill=drawing.INK, anchor="rm")
        # cubes
        cx = 450
        held = [t for t in range(len(C.LAND_TYPES)) for _ in range(p.cubes[t])]
        for k in range(C.CUBE_LIMIT):
            if k < len(held):
                t = held[k]
                d.rectangle((cx, y + 8, cx + 30, y + 38), fill=LAND_RGB[t], outline=(15, 15, 15), width=2)
                _icon(d, t, cx + 6, y + 13, 18)
            else:
                d.rectangle((cx, y + 8, cx + 30, y + 38), outline=(100, 100, 100), width=1)
            cx += 36
        d.text((450, y + 52), "cubes", font=drawing.font(18), fill=drawing.MUTED, anchor="lm")
        # diversity tracks: one bar per field value
        bx = 640
        for v, level in enumerate(p.tracks):
            d.rectangle((bx, y + 6, bx + 40, y + 46), outline=(110, 110, 110), width=1)
            if level:
                hh = 40 * level // C.DIVERSITY_TOP
                d.rectangle((bx + 1, y + 46 - hh, bx + 39, y + 45), fill=colour)
            d.text(
                (bx + 20, y + 26),
                str(level),
                font=drawing.font(20, bold=True),
                fill=drawing.INK,
                anchor="mm",
                stroke_width=2,
                stroke_fill=(20, 20, 20),
            )
            d.text((bx + 20, y + 58), str(v + 1), font=drawing.font(16), fill=drawing.MUTED, anchor="mm")
            bx += 50
        d.text((bx - 4, y + 58), "diversity", font=drawing.font(16), fill=drawing.MUTED, anchor="lm")
        y += rows_h
    return drawing.to_png(image)
