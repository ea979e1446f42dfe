"""Shared Pillow helpers for table pictures: fonts, seat colours, PNG output.

Pictures are read on phones: draw large (text >= 18 px at 1x), high contrast,
and keep images around 1000 px wide.
"""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

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

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> Font:
    """DejaVu Sans when the system has it, else Pillow's bundled scalable font."""
    for candidate in _FONT_FILES[bold]:
        path = Path(candidate)
        if path.is_absolute() and not path.exists():
            continue
        try:
            return ImageFont.truetype(candidate, size)
        except OSError:
            continue
    return ImageFont.load_default(size)


def new_canvas(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), BACKGROUND)
    return image, ImageDraw.Draw(image)


def text_width(draw: ImageDraw.ImageDraw, text: str, f: Font) -> float:
    return draw.textlength(text, font=f)


def to_png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False)
    return buffer.getvalue()
