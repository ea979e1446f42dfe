"""Pictures: the public table (land, explorers, fields, a panel per player) and a player's hand.

Both are read on phones, where Discord shows an image about 400 px wide: every text is drawn
at least ``MIN_TEXT_PX * width / 400`` px tall, and marker colours stay far from seat colours.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PIL import ImageDraw

from games import drawing
from games.contract import fill_seat_refs, seat_ref
from games.pachamama import components as C
from games.pachamama.grid import grid_of
from games.pachamama.state import PachamamaView, Peek
from games.words import Words, and_list, msg

#: smallest text on a phone showing the picture 400 px wide
MIN_TEXT_PX = 11
TABLE_WIDTH = 720  # text >= 20 px
HAND_WIDTH = 600  # text >= 17 px
LAND_RGB = ((58, 120, 170), (222, 186, 98), (146, 128, 116), (62, 130, 70))
LAND_DARK = ((30, 70, 110), (150, 115, 40), (90, 76, 68), (28, 78, 36))
BLANK = (92, 88, 80)
BLANK_EDGE = (72, 68, 62)
REGION_LINE = (20, 20, 20)
DISC = (250, 248, 240)
#: markers, all far from every seat colour (tests check the distance)
REVEALED_RING = (20, 20, 20)  # revealed at the start, owned by nobody: a black ring
LOOK_DISC = (35, 35, 40)  # a square you looked at: a dark disc with a white number
OFFERED = (255, 255, 255)  # a place your buttons offer: a white frame and its label
MARKER_COLOURS = {"revealed": REVEALED_RING, "look": LOOK_DISC, "offered": OFFERED}

Box = Callable[[int], tuple[int, int, int, int]]


def min_font(width: int) -> int:
    """The smallest font size that reads as ``MIN_TEXT_PX`` on a 400-px-wide phone."""
    return -(-MIN_TEXT_PX * width // 400)


def _seat_colour(seat: int) -> tuple[int, int, int]:
    return drawing.SEAT_COLOURS[seat % len(drawing.SEAT_COLOURS)]


def _icon(d: ImageDraw.ImageDraw, t: int, x: int, y: int, s: int) -> None:
    """A small land-type glyph (so types read without colour too) with top-left (x, y), size s."""
    ink = LAND_DARK[t]
    if t == 0:  # swamp: waves
        for k in range(3):
            yy = y + 3 + k * s // 3
            d.arc((x, yy, x + s // 2, yy + s // 4), 180, 360, fill=ink, width=2)
            d.arc((x + s // 2, yy, x + s, yy + s // 4), 0, 180, fill=ink, width=2)
    elif t == 1:  # desert: dunes of dots
        for k in range(3):
            for j in range(3 - k):
                cx, cy = x + 3 + j * s // 3 + k * s // 6, y + s - 3 - k * s // 3
                d.ellipse((cx - 2, cy - 2, cx + 2, cy + 2), fill=ink)
    elif t == 2:  # mountain
        d.polygon([(x, y + s), (x + s // 2, y), (x + s, y + s)], fill=ink)
        d.polygon([(x + s // 2 - 4, y + 7), (x + s // 2, y), (x + s // 2 + 4, y + 7)], fill=(235, 235, 235))
    else:  # forest: a tree
        d.polygon([(x + 2, y + s * 3 // 4), (x + s // 2, y), (x + s - 2, y + s * 3 // 4)], fill=ink)
        d.rectangle((x + s // 2 - 2, y + s * 3 // 4, x + s // 2 + 2, y + s), fill=ink)


def _pawn(d: ImageDraw.ImageDraw, cx: int, bottom: int, h: int, seat: int) -> None:
    """Seat ``seat``'s pawn standing on (cx, bottom), h pixels tall: its colour, and its seat number on the
    body so that players are told apart without colour vision too."""
    colour = _seat_colour(seat)
    r = h // 5
    outline = (15, 15, 15)
    d.ellipse((cx - h // 3 - 2, bottom - 4, cx + h // 3 + 2, bottom + 2), fill=(25, 25, 25))
    d.polygon(
        [
            (cx - h // 3, bottom),
            (cx - h // 8, bottom - h * 3 // 5),
            (cx + h // 8, bottom - h * 3 // 5),
            (cx + h // 3, bottom),
        ],
        fill=colour,
        outline=outline,
        width=2,
    )
    d.ellipse((cx - r, bottom - h, cx + r, bottom - h + 2 * r), fill=colour, outline=outline, width=2)
    number = drawing.font(max(20, h * 11 // 20), bold=True)
    d.text(
        (cx, bottom - h * 3 // 10),
        str(seat + 1),
        font=number,
        fill=(10, 10, 10),
        anchor="mm",
        stroke_width=2,
        stroke_fill=(245, 245, 245),
    )


def _owner_badge(d: ImageDraw.ImageDraw, x1: int, y0: int, seat: int) -> None:
    """The seat number of a field's cultivator in the square's top right corner, on the seat's colour
    (the disc's ring says it by colour alone)."""
    size = 24
    box = (x1 - size - 2, y0 + 2, x1 - 2, y0 + size + 2)
    d.rounded_rectangle(box, radius=5, fill=_seat_colour(seat), outline=(15, 15, 15), width=2)
    centre = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2 + 1)
    d.text(centre, str(seat + 1), font=drawing.font(20, bold=True), fill=(10, 10, 10), anchor="mm")


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


def _board(
    d: ImageDraw.ImageDraw,
    view: PachamamaView,
    left: int,
    top: int,
    cell: int,
    peeks: Sequence[Peek] = (),
    framed: Sequence[int] = (),
) -> Box:
    """Column letters, row numbers, squares, region borders, fields and explorers; returns the square boxes.

    ``peeks`` (the seat's own looks) show their land type and field on a dark disc. On ``framed``
    squares (which get a label in their top corner) the disc sits lower and smaller.
    """
    grid = grid_of(view.width, view.height)
    label_font = drawing.font(max(22, min_font(TABLE_WIDTH)), bold=True)
    for x in range(view.width):
        d.text(
            (left + x * cell + cell // 2, top - 16), chr(ord("A") + x), font=label_font, fill=drawing.INK, anchor="mm"
        )
    for y in range(view.height):
        d.text((left - 20, top + y * cell + cell // 2), str(y + 1), font=label_font, fill=drawing.INK, anchor="mm")

    def box(c: int) -> tuple[int, int, int, int]:
        x, y = grid.xy(c)
        return left + x * cell, top + y * cell, left + (x + 1) * cell, top + (y + 1) * cell

    looked = {pk.cell: pk for pk in peeks}
    for c in range(grid.n):
        x0, y0, x1, y1 = box(c)
        t = view.land[c]
        if t is None and c in looked:
            t = looked[c].land
            d.rectangle((x0, y0, x1, y1), fill=BLANK, outline=BLANK_EDGE, width=2)
            d.rectangle((x0 + 6, y0 + 6, x1 - 6, y1 - 6), fill=LAND_RGB[t])  # seen, not yet discovered
            _icon(d, t, x0 + 8, y0 + 8, cell // 5)
        elif t is None:
            d.rectangle((x0, y0, x1, y1), fill=BLANK, outline=BLANK_EDGE, width=2)
        else:
            d.rectangle((x0, y0, x1, y1), fill=LAND_RGB[t], outline=LAND_DARK[t], width=1)
            _icon(d, t, x0 + 5, y0 + 5, cell // 5)

    # region outlines: every known border between different types, thick around complete regions
    in_complete = {c for g in _known_regions(view) for c in g}
    for c in range(grid.n):
        t = view.land[c]
        if t is None:
            continue
        x0, y0, x1, y1 = box(c)
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
                d.line(line, fill=REGION_LINE, width=4)
            elif other is not None:
                d.line(line, fill=REGION_LINE, width=2)

    number = drawing.font(cell * 2 // 5, bold=True)
    at = {pos: s for s, p in enumerate(view.players) for pos in p.explorers if pos is not None}
    lower = set(framed)
    for c in range(grid.n):
        x0, y0, x1, y1 = box(c)
        cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
        r = cell * 3 // 10
        if c in lower:
            r, cy = cell // 4, cy + cell // 8
        tx = cx - (cell // 8 if c in at else 0)
        f = view.field[c]
        if f is not None:
            owner = view.cultivator[c]
            ring = REVEALED_RING if owner < 0 else _seat_colour(owner)
            d.ellipse((tx - r, cy - r, tx + r, cy + r), fill=DISC, outline=ring, width=max(3, cell // 18))
            d.text((tx, cy + 1), str(f), font=number, fill=(30, 30, 30), anchor="mm")
            if owner >= 0:
                _owner_badge(d, x1, y0, owner)
        elif c in looked:
            d.ellipse((tx - r, cy - r, tx + r, cy + r), fill=LOOK_DISC, outline=(235, 235, 235), width=2)
            d.text((tx, cy + 1), str(looked[c].field), font=number, fill=(245, 245, 245), anchor="mm")
        if c in at:
            px = x1 - cell // 5 if (f is not None or c in looked) else cx
            _pawn(d, px, y1 - 6, cell * 11 // 20, at[c])
    return box


def _legend(
    d: ImageDraw.ImageDraw, view: PachamamaView, y: int, width: int, size: int, look: bool, words: Words
) -> int:
    """The land types and markers in rows that fit ``width``; returns the y below it."""
    f = drawing.font(size)
    swatch = size + 6
    items: list[tuple[str, Callable[[int, int], None]]] = []
    for t in range(len(C.LAND_TYPES)):
        name = words(msg("pachamama-land", land=t))

        def land(x: int, yy: int, t: int = t) -> None:
            d.rectangle((x, yy, x + swatch, yy + swatch), fill=LAND_RGB[t], outline=(20, 20, 20))
            _icon(d, t, x + 4, yy + 4, swatch - 8)

        items.append((name, land))

    def blank(x: int, yy: int) -> None:
        d.rectangle((x, yy, x + swatch, yy + swatch), fill=BLANK, outline=(20, 20, 20))

    def revealed(x: int, yy: int) -> None:
        d.ellipse((x, yy, x + swatch, yy + swatch), fill=DISC, outline=REVEALED_RING, width=4)

    def seen(x: int, yy: int) -> None:
        d.ellipse((x, yy, x + swatch, yy + swatch), fill=LOOK_DISC, outline=(235, 235, 235), width=2)

    items += [(words(msg("pachamama-undiscovered")), blank), (words(msg("pachamama-pic-revealed")), revealed)]
    if look:
        items.append((words(msg("pachamama-pic-your-look")), seen))
    x = 16
    for name, draw in items:
        w = swatch + 8 + int(drawing.text_width(d, name, f)) + 18
        if x + w > width - 8:
            x, y = 16, y + swatch + 10
        draw(x, y)
        d.text((x + swatch + 8, y + swatch // 2), name, font=f, fill=drawing.INK, anchor="lm")
        x += w
    return y + swatch + 12


def _fit(d: ImageDraw.ImageDraw, text: str, size: int, smallest: int, width: int, bold: bool = True) -> Any:
    """The biggest font from ``size`` down to ``smallest`` in which ``text`` fits ``width``."""
    for s in range(size, smallest - 1, -1):
        f = drawing.font(s, bold=bold)
        if drawing.text_width(d, text, f) <= width:
            return f
    return drawing.font(smallest, bold=bold)


def _title(view: PachamamaView, names: Sequence[str], words: Words) -> str:
    if view.phase == "over":
        best = max(p.score for p in view.players)
        winners = [seat_ref(i) for i, p in enumerate(view.players) if p.score == best]
        title = words(msg("pachamama-pic-over", winners=and_list(winners), count=len(winners)))
    elif view.final_round:
        title = words(msg("pachamama-pic-final", player=seat_ref(view.current)))
    else:
        title = words(msg("pachamama-pic-to-play", player=seat_ref(view.current)))
    return fill_seat_refs(title, names)


def render_table(view: PachamamaView, names: Sequence[str], words: Words) -> bytes:
    width = TABLE_WIDTH
    small = min_font(width)  # 20
    cell = 72 if view.width > 5 else 110
    grid_w = cell * view.width
    left = (width - grid_w - 40) // 2 + 40
    top = 60 + 34
    rows_h = 136
    # measure the legend on a scratch canvas, then draw for real
    _, scratch = drawing.new_canvas(width, 10)
    legend_h = _legend(scratch, view, 0, width, small, look=False, words=words)
    ly = top + cell * view.height + 14
    height = ly + legend_h + rows_h * view.n_players + 10
    image, d = drawing.new_canvas(width, height)

    title = _title(view, names, words)
    d.text((width // 2, 30), title, font=_fit(d, title, 30, small, width - 24), fill=drawing.INK, anchor="mm")
    _board(d, view, left, top, cell)
    y = _legend(d, view, ly, width, small, look=False, words=words)

    name_font = drawing.font(26, bold=True)
    text_font = drawing.font(small)
    digit_font = drawing.font(small, bold=True)
    cubes_label = words(msg("pachamama-pic-cubes"))
    diversity_label = words(msg("pachamama-pic-diversity"))
    # the cubes start after their label, the diversity label after the cubes, its bars after it
    cubes_x = max(86, 16 + int(drawing.text_width(d, cubes_label, text_font)) + 10)
    diversity_x = max(250, cubes_x + 38 * C.CUBE_LIMIT + 12)
    bars_x = max(350, diversity_x + int(drawing.text_width(d, diversity_label, text_font)) + 10)
    for i, p in enumerate(view.players):
        colour = _seat_colour(i)
        if view.phase != "over" and i == view.current:
            d.rounded_rectangle((6, y - 2, width - 6, y + rows_h - 8), radius=10, outline=colour, width=3)
        _pawn(d, 34, y + 60, 46, i)
        name = fill_seat_refs(seat_ref(i), names)
        d.text((66, y + 6), name[:18], font=name_font, fill=colour)
        points = words(msg("pachamama-pic-points", score=p.score))
        d.text((width - 20, y + 20), points, font=name_font, fill=drawing.INK, anchor="rm")
        off = sum(1 for c in p.explorers if c is None)
        info = words(msg("pachamama-pic-explorers", on=len(p.explorers) - off, off=off))
        if p.offerings:
            info += " · " + words(msg("pachamama-pic-offerings", count=p.offerings))
        d.text((66, y + 40), info, font=text_font, fill=drawing.MUTED)
        # cubes
        by = y + 70
        d.text((16, by + 16), cubes_label, font=text_font, fill=drawing.MUTED, anchor="lm")
        cx = cubes_x
        held = [t for t in range(len(C.LAND_TYPES)) for _ in range(p.cubes[t])]
        for k in range(C.CUBE_LIMIT):
            if k < len(held):
                t = held[k]
                d.rectangle((cx, by, cx + 32, by + 32), fill=LAND_RGB[t], outline=(15, 15, 15), width=2)
                _icon(d, t, cx + 6, by + 6, 20)
            else:
                d.rectangle((cx, by, cx + 32, by + 32), outline=(110, 110, 110), width=1)
            cx += 38
        # diversity: one bar per field value, its level inside, the value under it
        d.text((diversity_x, by + 16), diversity_label, font=text_font, fill=drawing.MUTED, anchor="lm")
        bx = bars_x
        for v, level in enumerate(p.tracks):
            d.rectangle((bx, by, bx + 44, by + 32), outline=(120, 120, 120), width=1)
            if level:
                w = 42 * level // C.DIVERSITY_TOP
                d.rectangle((bx + 1, by + 1, bx + 1 + w, by + 31), fill=colour)
            d.text(
                (bx + 22, by + 16),
                str(level),
                font=digit_font,
                fill=drawing.INK,
                anchor="mm",
                stroke_width=2,
                stroke_fill=(20, 20, 20),
            )
            d.text((bx + 22, by + 46), str(v + 1), font=text_font, fill=drawing.MUTED, anchor="mm")
            bx += 54
        y += rows_h
    return drawing.to_png(image)


# ---------------------------------------------------------------- the hand picture


def offered_places(view: PachamamaView, actions: Sequence[Any]) -> dict[int, str]:
    """Square -> label for every square the actions offer, named as their buttons name it."""
    grid = grid_of(view.width, view.height)
    out: dict[int, str] = {}
    seat = view.seat
    for a in actions:
        cell: int | None = None
        if a.kind in ("go", "look"):
            cell = a.cell
        elif a.kind in ("pick", "aim") and seat is not None:
            cell = view.players[seat].explorers[a.explorer]
        if cell is not None:
            out[cell] = grid.label(cell)
    return out


PHASE_CAPTION = {
    "main": "pachamama-caption-main",
    "destination": "pachamama-caption-destination",
    "peek": "pachamama-caption-peek",
    "more": "pachamama-caption-more",
    "final": "pachamama-caption-final",
    "value": "pachamama-caption-value",
}


def render_hand(view: PachamamaView, names: Sequence[str], actions: Sequence[Any], words: Words) -> bytes | None:
    """The land as this seat knows it (its own looks shown), the places its buttons offer framed and labelled."""
    if view.seat is None:
        return None
    width = HAND_WIDTH
    small = min_font(width)  # 17
    cell = 60 if view.width > 5 else 96
    grid_w = cell * view.width
    left = (width - grid_w - 40) // 2 + 40
    top = 56 + 30
    caption = ""
    places = offered_places(view, actions)
    if view.phase == "value" and view.chosen is not None:
        spot = view.players[view.seat].explorers[view.chosen]
        if spot is not None:
            places = {spot: grid_of(view.width, view.height).label(spot)}
    if places:
        caption = words(msg(PHASE_CAPTION.get(view.phase, "pachamama-caption-other")))
    _, scratch = drawing.new_canvas(width, 10)
    legend_h = _legend(scratch, view, 0, width, small, look=bool(view.my_peeks), words=words)
    ly = top + cell * view.height + 14 + (small + 16 if caption else 0)
    height = ly + legend_h
    image, d = drawing.new_canvas(width, height)

    if view.phase != "over" and view.current != view.seat:
        said = msg("pachamama-pic-your-land-waiting", player=seat_ref(view.seat), current=seat_ref(view.current))
    else:
        said = msg("pachamama-pic-your-land", player=seat_ref(view.seat))
    head = fill_seat_refs(words(said), names)
    d.text((width // 2, 26), head, font=_fit(d, head, 26, small, width - 20), fill=_seat_colour(view.seat), anchor="mm")
    box = _board(d, view, left, top, cell, view.my_peeks, framed=list(places))
    badge = drawing.font(max(small + 1, cell * 3 // 10), bold=True)
    for c, label in sorted(places.items()):
        x0, y0, x1, y1 = box(c)
        d.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=(10, 10, 10), width=6)
        d.rectangle((x0 + 3, y0 + 3, x1 - 3, y1 - 3), outline=OFFERED, width=3)
        tw = int(drawing.text_width(d, label, badge))
        bx, by = x0 + 4, y0 + 4
        d.rectangle((bx, by, bx + tw + 6, by + badge.size + 4), fill=OFFERED)
        d.text((bx + 3, by + 2), label, font=badge, fill=(10, 10, 10))
    y = top + cell * view.height + 12
    if caption:
        caption_font = _fit(d, caption, small, small, width - 24, bold=False)
        d.text((16, y + small // 2 + 2), caption, font=caption_font, fill=drawing.INK, anchor="lm")
        y += small + 16
    _legend(d, view, y, width, small, look=bool(view.my_peeks), words=words)
    return drawing.to_png(image)
