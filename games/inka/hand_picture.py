"""The hand picture: the board with the places the mover's menus offer, named as the menus name them.

When the offered places lie close together (a browsed area, a short move) the picture zooms in on
them at twice the size, so each cell is wide enough to hold its name at a size a phone can read.
Otherwise it is the whole board with each name beside its ringed cell.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from games.drawing import INK, font, new_canvas
from games.inka import board as B
from games.inka import render as R
from games.inka.present import Mark
from games.inka.state import CAMP, InkaView
from games.words import Words

ZOOM = 2
ZCELL = R.CELL * ZOOM
ZMARGIN = R.MARGIN
MAX_COLS = 10  # a zoomed picture stays narrower than the table's, so its text floor holds
MAX_ROWS = 9
MIN_COLS, MIN_ROWS = 8, 6
TAG = 34  # a cell's name in a zoomed picture (a zoomed cell is 88 px wide)


def _cell(m: Mark) -> int:
    return B.cell_of("T17") if m.target == CAMP else m.target


def _window(view: InkaView, marks: list[Mark]) -> tuple[int, int, int, int] | None:
    """Columns x0..x1 and rows y0..y1 to zoom on, or None when the places are too spread out."""
    if not marks or any(m.kind != "cell" for m in marks):
        return None
    cells = [_cell(m) for m in marks]
    me = view.players[view.current].pos
    for group in ([*cells, me], cells) if me >= 0 else (cells,):  # the mover's pawn too, if it fits
        xs, ys = [c % B.W for c in group], [c // B.W for c in group]
        x0, x1 = max(0, min(xs) - 1), min(B.W - 1, max(xs) + 1)
        y0, y1 = max(0, min(ys) - 1), min(B.H - 1, max(ys) + 1)
        if x1 - x0 + 1 <= MAX_COLS and y1 - y0 + 1 <= MAX_ROWS:
            break
    else:
        return None
    while x1 - x0 + 1 < MIN_COLS:
        x0, x1 = x0 - 1, x1 + 1
    while y1 - y0 + 1 < MIN_ROWS:
        y0, y1 = y0 - 1, y1 + 1
    dx = max(0, -x0) - max(0, x1 - (B.W - 1))
    dy = max(0, -y0) - max(0, y1 - (B.H - 1))
    x0, x1, y0, y1 = x0 + dx, x1 + dx, y0 + dy, y1 + dy
    return max(0, x0), min(B.W - 1, x1), max(0, y0), min(B.H - 1, y1)


def _zoomed(
    view: InkaView, names: Sequence[str], marks: list[Mark], window: tuple[int, int, int, int], words: Words
) -> bytes:
    x0, x1, y0, y1 = window
    base, _ = R.board(view, [], words, coordinates=False)  # the margins are cut off below
    box = (R.MARGIN + x0 * R.CELL, R.MARGIN + y0 * R.CELL, R.MARGIN + (x1 + 1) * R.CELL, R.MARGIN + (y1 + 1) * R.CELL)
    # Bicubic: at twice the size it looks as Lanczos does (compared side by side, and at a phone's 400 px), in
    # less than half the time (Lanczos was 9 ms of a zoomed hand's 20)
    region = base.crop(box).resize(((x1 - x0 + 1) * ZCELL, (y1 - y0 + 1) * ZCELL), Image.Resampling.BICUBIC)
    width = region.width + 2 * ZMARGIN
    image, d = new_canvas(width, region.height + 2 * ZMARGIN + 6 * R.LINE)
    image.paste(region, (ZMARGIN, ZMARGIN))
    f = font(R.SMALL, bold=True)
    bottom_y = ZMARGIN + region.height
    for x in range(x0, x1 + 1):
        cx = ZMARGIN + (x - x0 + 0.5) * ZCELL
        for y in (ZMARGIN / 2, bottom_y + ZMARGIN / 2):
            d.text((cx, y), B.LETTERS[x], fill=INK, font=f, anchor="mm")
    for y in range(y0, y1 + 1):
        cy = ZMARGIN + (y - y0 + 0.5) * ZCELL
        for x in (ZMARGIN / 2, width - ZMARGIN / 2):
            d.text((x, cy), str(y + 1), fill=INK, font=f, anchor="mm")
    tag_font = font(TAG, bold=True)
    for m in marks:
        cell = _cell(m)
        left = ZMARGIN + (cell % B.W - x0) * ZCELL
        top = ZMARGIN + (cell // B.W - y0) * ZCELL
        if m.target == CAMP:
            d.rectangle([left - ZCELL, top - ZCELL, left + 2 * ZCELL, top + 2 * ZCELL], outline=R.GOLD, width=6)
        else:
            d.rectangle([left, top, left + ZCELL, top + ZCELL], outline=(0, 0, 0), width=9)
            d.rectangle([left + 3, top + 3, left + ZCELL - 3, top + ZCELL - 3], outline=R.GOLD, width=5)
        text = words(m.text)
        w = d.textlength(text, font=tag_font)
        cx, cy = left + ZCELL / 2, top + ZCELL - TAG * 0.7 - 5
        room = (ZMARGIN + w / 2 + 4, ZMARGIN + region.width - w / 2 - 4)  # a long name stays on the board
        cx = min(max(cx, room[0]), room[1]) if room[0] <= room[1] else width / 2
        tag = (cx - w / 2 - 4, cy - TAG * 0.68, cx + w / 2 + 4, cy + TAG * 0.68)
        d.rounded_rectangle(tag, radius=6, fill=(15, 15, 15), outline=R.GOLD, width=2)
        d.text((cx, cy), text, fill=(255, 255, 255), font=tag_font, anchor="mm")
    return R.with_footer(image, d, view, names, bottom_y + ZMARGIN, words)


def render_hand(view: InkaView, names: Sequence[str], marks: list[Mark], words: Words) -> bytes:
    """Zoomed on the offered places when they lie close together, else the whole board."""
    window = _window(view, marks)
    if window is None:
        return R.render_table(view, names, words, marks)
    return _zoomed(view, names, marks, window, words)
