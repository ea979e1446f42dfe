"""Where a hand picture writes the label of each offered place, so that no label covers the board.

A label sits on its place when nothing is under it there; otherwise it moves out along one of
24 directions, step by step, to the nearest spot that covers no cube, tower, post, explorer,
camp, margin letter, other label or other offered place, and if it can, no mesa either; the picture
then draws a line from the place to it. Pure geometry on ``games.anasazi.geometry``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from games.anasazi import geometry as G
from games.anasazi.present import Mark
from games.anasazi.state import AnasaziView

#: a label's height, and the padding left and right of its text
TAG_H = G.SMALL * 1.5
TAG_PAD = 6
#: how far a label may move from its place, in node spacings
STEPS = (0.0, 0.55, 0.8, 1.05, 1.3, 1.6, 1.9, 2.3, 2.7, 3.2)
ANGLES = tuple(math.radians(a) for a in range(-90, 270, 15))  # straight up first, then clockwise
GAP = 4  # pixels kept between two labels


@dataclass(frozen=True)
class Tag:
    """A label: its text, its box, and the place it names (the line's end when the box is elsewhere)."""

    text: str
    box: G.Box
    place: G.Point

    @property
    def centre(self) -> G.Point:
        return (self.box[0] + self.box[2]) / 2, (self.box[1] + self.box[3]) / 2

    @property
    def moved(self) -> bool:
        x, y = self.centre
        return math.hypot(x - self.place[0], y - self.place[1]) > 1


def anchor(m: Mark) -> G.Point:
    """The place a label names: a row's first free camp site, else the mark's node."""
    return G.xy(m.sites[0] if m.kind == "row" else m.target)


def rings(marks: list[Mark]) -> list[G.Box]:
    """The rings the picture draws round the offered places (a row's: round each free site)."""
    out = []
    for m in marks:
        if m.kind == "row":
            out += [G.square(*G.xy(n), 2 * 11) for n in m.sites]
        elif m.kind == "post":
            out.append(G.square(*G.xy(m.target), 2 * (G.SIDE * 0.36 + 2)))
        elif m.kind == "node":
            out.append(G.square(*G.xy(m.target), 2 * (G.SIDE * 0.3 + 2)))
    return out


#: each step's candidate offsets from a place, in the order they are tried: (step index, dx, dy)
_OFFSETS = tuple(
    tuple(
        (k, step * G.SIDE * math.cos(angle), step * G.SIDE * math.sin(angle))
        for angle in (ANGLES if step else ANGLES[:1])
    )
    for k, step in enumerate(STEPS)
)


@lru_cache(maxsize=1)
def _board_boxes() -> tuple[tuple[G.Box, ...], tuple[tuple[G.Box, list[G.Point]], ...]]:
    """What never moves: the margin labels' boxes, and each mesa triangle with its bounds."""
    return tuple(G.margin_boxes()), tuple((G.bounds(t), t) for t in G.mesa_triangles())


def _count_overlaps(box: G.Box, boxes: list[G.Box]) -> int:
    """How many of ``boxes`` overlap ``box`` (``G.overlaps``, inlined: this is the inner loop of placing)."""
    left, top, right, bottom = box
    return sum(1 for b in boxes if left < b[2] and b[0] < right and top < b[3] and b[1] < bottom)


def _meets_any(box: G.Box, boxes: list[G.Box]) -> bool:
    left, top, right, bottom = box
    return any(left < b[2] and b[0] < right and top < b[3] and b[1] < bottom for b in boxes)


def place_tags(
    view: AnasaziView, marks: list[Mark], texts: list[str], width: Callable[[str], float], height: float
) -> list[Tag | None]:
    """A label box for each mark (None for a tower: its number is on it already), placed in order.

    ``texts``: each mark's words; ``width``: a text's width in pixels; ``height``: the picture's height.
    """
    boxes, towers = G.pieces(view)
    solid = boxes + [G.bounds(t) for t in towers]  # what a label's line should not cross
    margins, mesas = _board_boxes()
    boxes += margins
    towers_at = [(G.bounds(t), t) for t in towers]
    offered = rings(marks)
    placed: list[Tag | None] = []
    for m, text in zip(marks, texts, strict=True):
        if m.kind == "tower":
            placed.append(None)
            continue
        x, y = anchor(m)
        own = G.square(x, y, 22) if m.kind == "row" else rings([m])[0]  # its own ring: the place it names
        others = [b for b in offered if b != own]
        w, h = width(text) + 2 * TAG_PAD, TAG_H
        reach = STEPS[-1] * G.SIDE + w + h  # only what a label of this place could touch is looked at
        zone = (x - reach, y - reach, x + reach, y + reach)
        near = [b for b in (*boxes, *others) if G.overlaps(b, zone)]
        taken = [t.box for t in placed if t is not None and G.overlaps(t.box, zone)]
        near_towers = [(b, t) for b, t in towers_at if G.overlaps(b, zone)]
        near_mesas = [(b, t) for b, t in mesas if G.overlaps(b, zone)]
        near_solid = [b for b in solid if G.overlaps(b, zone) and not G.overlaps(b, own)]
        best: tuple[tuple[int, int, int, int], G.Box] | None = None
        for offsets in _OFFSETS:
            for k, dx, dy in offsets:
                cx, cy = x + dx, y + dy
                box = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
                if box[0] < 0 or box[2] > G.WIDTH or box[1] < 0 or box[3] > height:
                    continue
                wide = (box[0] - GAP, box[1] - GAP, box[2] + GAP, box[3] + GAP)
                # a box clear of a tower's bounds is clear of the tower: the cheap test first
                on_tower = (G.overlaps(box, b) and G.box_meets_polygon(box, t) for b, t in near_towers)
                if best is not None and best[0][0] == 0:
                    # a spot that covers nothing is known already: only another such spot can beat it
                    if _meets_any(box, near) or _meets_any(wide, taken) or any(on_tower):
                        continue
                    hard = 0
                else:
                    hard = _count_overlaps(box, near) + _count_overlaps(wide, taken) + sum(on_tower)
                    if best is not None and hard > best[0][0]:
                        continue  # it cannot beat the best spot, whatever the rest: the rest is not counted
                # the mesas it covers, counted only while it could still beat the best spot
                most = best[0][1] if best is not None and hard == best[0][0] else len(near_mesas)
                soft = 0
                left, top, right, bottom = box
                for b, t in near_mesas:
                    if left < b[2] and b[0] < right and top < b[3] and b[1] < bottom and G.box_meets_polygon(box, t):
                        soft += 1
                        if soft > most:
                            break
                if soft > most:
                    continue
                end = (min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3]))
                # a box a pixel clear of the line's bounds is not crossed: the cheap test first
                left, right = min(x, end[0]) - 1, max(x, end[0]) + 1
                top, bottom = min(y, end[1]) - 1, max(y, end[1]) + 1
                crossed = sum(
                    G.segment_meets_box((x, y), end, b)
                    for b in near_solid
                    if b[0] < right and left < b[2] and b[1] < bottom and top < b[3]
                )
                score = (hard, soft, crossed, k)
                if best is None or score < best[0]:
                    best = (score, box)
            if best is not None and best[0][:3] == (0, 0, 0):
                break
        assert best is not None
        placed.append(Tag(text, best[1], (x, y)))
    return placed
