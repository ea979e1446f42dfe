"""Shared Pillow helpers for table pictures: fonts, seat colours, PNG output.

Pictures are read on phones: draw large (text >= 18 px at 1x), high contrast,
and keep images around 1000 px wide.
"""

from __future__ import annotations

import io
import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, ParamSpec

from PIL import Image, ImageDraw, ImageFont
from zlib_ng import zlib_ng

_FONT_FILES = {
    False: ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    True: ("DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
}

#: one colour per seat: Okabe-Ito's orange, sky blue, green, yellow, pink and vermilion moved just enough that
#: every pair differs by ΔE2000 >= 15 under normal vision and simulated protanopia, deuteranopia and
#: tritanopia (Okabe-Ito's own went down to 7.9 under tritanopia; ``python -m bench.palette``,
#: tests/test_palette.py). All light enough for the dark digits drawn on them (OKLab L >= 0.62).
SEAT_COLOURS = [
    (246, 149, 0),  # orange
    (91, 204, 232),  # sky blue
    (0, 159, 114),  # green
    (246, 250, 64),  # yellow
    (178, 116, 164),  # mauve
    (234, 59, 68),  # red
]
BACKGROUND = (47, 49, 54)  # Discord's dark theme, so the picture blends in
INK = (240, 240, 240)
MUTED = (170, 170, 170)

P = ParamSpec("P")
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> Font:
    """DejaVu Sans when the system has it, else Pillow's bundled scalable font."""
    for candidate in _FONT_FILES[bold]:
        path = Path(candidate)
        if path.is_absolute() and not path.exists():
            continue
        try:
            return LabelFont(candidate, size)
        except OSError:
            continue
    return ImageFont.load_default(size)


#: rendered labels kept, in all fonts together (a label in a font at a sub-pixel start; about 2 KiB each,
#: some 8 MiB at most in each process that draws), and their widths
LABELS_KEPT = 4096
_MASKS: OrderedDict[tuple[Any, ...], tuple[Any, tuple[int, int]]] = OrderedDict()
_LENGTHS: OrderedDict[tuple[Any, ...], float] = OrderedDict()
_KEPT_LOCK = threading.Lock()  # pictures are drawn in threads when there are no picture workers


def _keep(kept: OrderedDict[tuple[Any, ...], Any], key: tuple[Any, ...], value: Any) -> Any:
    """``value`` kept under ``key``, the oldest dropped beyond ``LABELS_KEPT``."""
    with _KEPT_LOCK:
        kept[key] = value
        while len(kept) > LABELS_KEPT:
            kept.popitem(last=False)
    return value


class LabelFont(ImageFont.FreeTypeFont):
    """A font that renders each label once: the same names, numbers and headings are drawn on every
    picture of a game, and rendering them again was a fifth of drawing a table (FreeType's render and
    the bitmap it fills). Widths are kept the same way (every label is measured before it is placed)."""

    def _key(self, text: str | bytes, mode: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
        listed = (tuple(a) if isinstance(a, list) else a for a in args)  # features come as a list
        return (self.path, self.size, self.index, text, mode, *listed, *sorted(kwargs.items()))

    def getmask2(self, text: str | bytes, mode: str = "", *args: Any, **kwargs: Any) -> tuple[Any, tuple[int, int]]:
        if mode == "RGBA":  # a colour glyph's bitmap is changed by the caller (ImageDraw.text fills its alpha)
            return super().getmask2(text, mode, *args, **kwargs)
        key = self._key(text, mode, args, kwargs)
        with _KEPT_LOCK:
            found = _MASKS.get(key)
            if found is not None:
                _MASKS.move_to_end(key)
                return found
        return _keep(_MASKS, key, super().getmask2(text, mode, *args, **kwargs))

    def getlength(self, text: str | bytes, mode: str = "", *args: Any, **kwargs: Any) -> float:
        key = self._key(text, mode, args, kwargs)
        found = _LENGTHS.get(key)
        return found if found is not None else _keep(_LENGTHS, key, super().getlength(text, mode, *args, **kwargs))


#: the layers drawn once and kept (``layer``): tests that spy on what a picture draws forget them first
_LAYERS: list[Any] = []


def layer(maxsize: int) -> Callable[[Callable[P, Image.Image]], Callable[P, Image.Image]]:
    """A part of a picture that depends only on its arguments (a board's ground, its margin labels), drawn
    once per arguments and kept, the last ``maxsize`` of them: pictures paste it instead of drawing it at
    every move. The image returned is shared: paste it, never draw on it."""

    def keep(draw: Callable[P, Image.Image]) -> Callable[P, Image.Image]:
        kept = lru_cache(maxsize=maxsize)(draw)
        _LAYERS.append(kept)
        return kept  # type: ignore[return-value]

    return keep


def forget_layers() -> None:
    """Drop every kept layer (``layer``): the next picture draws them again."""
    for kept in _LAYERS:
        kept.cache_clear()


class Canvas(ImageDraw.ImageDraw):
    """Pillow's drawing, with thick polygon outlines at the cost of the polygon.

    For a polygon's outline wider than 1 px Pillow allocates and clears a mask the size of the whole picture
    (on an Anasazi board 1.6 MB for each tower, tent and emptied sector: an eighth of drawing it), fills the
    polygon in it, and draws the outline through it. Here one mask is kept (as large as the largest picture
    yet, one byte a pixel) and the polygon wiped from it after: the same calls, the same pixels."""

    def polygon(self, xy: Any, fill: Any = None, outline: Any = None, width: int = 1) -> None:
        ink, fill_ink = self._getink(outline, fill)
        # no mask needed, or another thread drawing through it (pictures are drawn in threads when there are
        # no picture workers): Pillow's own way
        if ink is None or ink == fill_ink or width <= 1 or not _MASK_LOCK.acquire(blocking=False):
            super().polygon(xy, fill, outline, width)
            return
        try:
            if fill_ink is not None:
                self.draw.draw_polygon(xy, fill_ink, 1)
            mask = _blank_mask(*self.im.size)
            mask.draw.draw_polygon(xy, mask._getink(1)[0], 1)
            self.draw.draw_polygon(xy, ink, 0, width * 2 - 1, mask.im)  # as ImageDraw.polygon does
            mask.draw.draw_polygon(xy, mask._getink(0)[0], 1)  # blank again: the same pixels, cleared
        finally:
            _MASK_LOCK.release()


_MASK_LOCK = threading.Lock()
_MASK: list[ImageDraw.ImageDraw] = []  # the kept mask, once drawn through


def _blank_mask(width: int, height: int) -> ImageDraw.ImageDraw:
    """The blank "1" mask, at least ``width`` x ``height`` (Pillow reads it at the picture's coordinates,
    so a larger one serves), with its ImageDraw. Called under ``_MASK_LOCK``."""
    if not _MASK or _MASK[0].im.size[0] < width or _MASK[0].im.size[1] < height:
        old = _MASK[0].im.size if _MASK else (0, 0)
        _MASK[:] = [ImageDraw.Draw(Image.new("1", (max(width, old[0]), max(height, old[1]))))]
    return _MASK[0]


def new_canvas(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), BACKGROUND)
    return image, Canvas(image)


def text_width(draw: ImageDraw.ImageDraw, text: str, f: Font) -> float:
    return draw.textlength(text, font=f)


def to_png(image: Image.Image, height: int | None = None) -> bytes:
    """The picture as a PNG: every row unfiltered, deflated by zlib-ng a band of rows at a time; only its top
    ``height`` rows if given.

    Pillow's encoder tries every PNG row filter on every row and keeps the best: for our flat-coloured
    pictures that search was most of the encoding (a Capybara table: 57 ms of filtering even with no
    compression at all, against 26 ms to deflate the raw rows), and the unfiltered rows deflate as small
    (66 KiB against 68). Drawing happens at every move; the file is sent once.

    In bands because the whole picture's bytes at once (the pixels, the rows with their filter bytes,
    and that again with the first one put in front: some 2 MB each for a Capybara table) were three
    fresh blocks per picture that the allocator handed back to the system and took again, page by
    page: two million page faults in a tournament test's run, most of its system time. A band's
    blocks are small enough to be reused. The deflated stream is the same, byte for byte.
    ``height`` cuts a canvas drawn taller than its picture turned out without copying it first (``Image.crop``).
    """
    if height is not None and (height > image.height or image.mode not in _PNG_COLOUR_TYPES):
        image, height = image.crop((0, 0, image.width, height)), None  # rows below the canvas black, as before
    if image.mode not in _PNG_COLOUR_TYPES:
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", compress_level=1)
        return buffer.getvalue()
    width = image.width
    height = image.height if height is None else height
    # Pillow's raw encoder pads each row it writes to ``stride`` bytes with zeros: one byte more than the row
    # gives every row followed by a 0, which is every row after the first led by its filter byte 0 (none).
    # So the stream is a 0, then the rows as written, less the very last byte. Joining the rows with their
    # filter bytes in Python instead was a fifth of the encoding (62 pictures of every game: 4.5 to 3.9 ms).
    stride = width * len(image.mode) + 1  # "L", "RGB", "RGBA": a byte a channel
    # zlib-ng's level 2 deflates these rows as small as zlib's level 1 in a third of the time (an Anasazi board:
    # 170 KB either way, 8 ms against 26)
    deflate = zlib_ng.compressobj(2)
    idat = [deflate.compress(b"\x00")]
    band = max(1, _PNG_BAND_BYTES // (4 * max(1, width)))  # rows; Pillow keeps a pixel in four bytes (RGB too)
    for top in range(0, height, band):
        bottom = min(height, top + band)
        rows = image.crop((0, top, width, bottom)).tobytes("raw", image.mode, stride)
        idat.append(deflate.compress(memoryview(rows)[:-1] if bottom == height else rows))
    idat.append(deflate.flush())
    header = struct.pack(">IIBBBBB", width, height, 8, _PNG_COLOUR_TYPES[image.mode], 0, 0, 0)
    return b"".join(
        (b"\x89PNG\r\n\x1a\n", _chunk(b"IHDR", header), _chunk(b"IDAT", b"".join(idat)), _chunk(b"IEND", b""))
    )


#: the pixels encoded at a time: under 128 KiB, glibc's threshold for giving a freed block back to the system
#: instead of keeping it for reuse
_PNG_BAND_BYTES = 96 * 1024


#: PNG colour types of the 8-bit Pillow modes written directly (anything else goes through Pillow)
_PNG_COLOUR_TYPES = {"L": 0, "RGB": 2, "RGBA": 6}


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


# ---- annotated pictures (/game rules) ------------------------------------------

#: a callout's badge: dark numbers on yellow stand out on every board we draw
BADGE_FILL = (255, 214, 10)
BADGE_INK = (20, 20, 20)


def annotate(base: bytes, callouts: list[tuple[int, int, str]]) -> bytes:
    """``base`` (a PNG) with a numbered badge at each callout's point and, below it, the legend
    "number: label". Sizes follow the picture's width so the legend reads on a phone (the picture
    is shown about 400 px wide there): text about 4 % of the width, never below 24 px. The badges are
    yellow squares, unlike any piece a game draws (Pachamama's fields are white discs)."""
    picture = Image.open(io.BytesIO(base)).convert("RGB")
    width, height = picture.size
    size = max(24, round(width * 0.04))
    radius = round(size * 0.75)
    f = font(size, bold=True)
    draw = ImageDraw.Draw(picture)
    for number, (x, y, _) in enumerate(callouts, start=1):
        _badge(draw, x, y, radius, str(number), f)
    gap = round(size * 0.5)
    line_height = round(size * 1.25)
    # two columns when every label fits on one line in half the width, else one, wrapping long labels
    labels = [label for _, _, label in callouts]
    indent = 2 * radius + gap
    columns = 2 if all(indent + text_width(draw, label, f) <= width // 2 - 2 * gap for label in labels) else 1
    column_width = width // columns
    wrapped = [_wrap(draw, label, f, column_width - indent - 2 * gap) for label in labels]
    heights = [max(2 * radius, len(lines) * line_height) + gap for lines in wrapped]
    per_column = -(-len(labels) // columns)
    column_heights = [sum(heights[c * per_column : (c + 1) * per_column]) for c in range(columns)]
    legend_height = gap + max(column_heights, default=0) + gap
    out = Image.new("RGB", (width, height + legend_height), BACKGROUND)
    out.paste(picture, (0, 0))
    draw = ImageDraw.Draw(out)
    draw.line([(0, height), (width, height)], fill=MUTED, width=2)
    for column in range(columns):
        y = height + gap
        for i in range(column * per_column, min(len(labels), (column + 1) * per_column)):
            x = gap + column * column_width
            _badge(draw, x + radius, y + radius, radius, str(i + 1), f)
            for n, line in enumerate(wrapped[i]):
                top = y + radius - line_height // 2 + n * line_height
                draw.text((x + indent, top + line_height // 2), line, font=f, fill=INK, anchor="lm")
            y += heights[i]
    return to_png(out)


def _wrap(draw: ImageDraw.ImageDraw, text: str, f: Font, room: float) -> list[str]:
    """``text`` in lines no wider than ``room`` (a word longer than that stays whole)."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(draw, f"{lines[-1]} {word}", f) <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def _badge(draw: ImageDraw.ImageDraw, x: int, y: int, radius: int, number: str, f: Font) -> None:
    box = [x - radius, y - radius, x + radius, y + radius]
    draw.rounded_rectangle(box, radius=radius // 3, fill=BADGE_FILL, outline=BADGE_INK, width=3)
    draw.text((x, y), number, font=f, fill=BADGE_INK, anchor="mm")
