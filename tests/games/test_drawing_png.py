"""games.drawing.to_png writes the PNG itself (unfiltered rows, zlib level 1): any viewer decodes it to
exactly the pixels drawn."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from games.drawing import to_png


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "L", "P", "1"])
def test_a_picture_decodes_to_exactly_the_pixels_drawn(mode: str) -> None:
    rng = random.Random(mode)
    image = Image.new("RGB", (37, 23))
    image.putdata([(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(37 * 23)])
    image = image.convert(mode)
    png = to_png(image)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    decoded = Image.open(io.BytesIO(png))
    decoded.load()  # checks every chunk's CRC and the deflate stream
    assert decoded.size == image.size
    assert decoded.convert(image.mode).tobytes() == image.tobytes()


def test_an_empty_row_picture_is_still_a_png() -> None:
    image = Image.new("RGB", (1, 1), (10, 20, 30))
    assert Image.open(io.BytesIO(to_png(image))).getpixel((0, 0)) == (10, 20, 30)
