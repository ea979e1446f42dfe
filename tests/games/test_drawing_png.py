"""games.drawing.to_png writes the PNG itself (unfiltered rows, deflated by zlib-ng): any viewer decodes it to
exactly the pixels drawn."""

from __future__ import annotations

import io
import random
import struct
import zlib

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


@pytest.mark.parametrize("mode", ["RGB", "L", "P"])
def test_a_picture_cut_to_a_height_is_its_top_rows(mode: str) -> None:
    rng = random.Random(mode)
    image = Image.new("RGB", (37, 23))
    image.putdata([(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(37 * 23)])
    image = image.convert(mode)
    decoded = Image.open(io.BytesIO(to_png(image, height=15)))
    assert decoded.size == (37, 15)
    assert decoded.convert(mode).tobytes() == image.crop((0, 0, 37, 15)).tobytes()
    assert to_png(image, height=30) == to_png(image.crop((0, 0, 37, 30))), "below the canvas as Image.crop fills it"


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "L"])
@pytest.mark.parametrize("height", [400, 81 * 4, 200])
def test_a_picture_of_several_bands_decodes_to_exactly_the_pixels_drawn(mode: str, height: int) -> None:
    """Rows are encoded a band at a time (81 rows of a 300 px picture): every band's rows, the last one's too,
    whether or not the picture ends at a band's end, and with a cut height inside the last band."""
    rng = random.Random(f"{mode}{height}")
    image = Image.new("RGB", (300, 400))
    image.putdata([(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(300 * 400)])
    image = image.convert(mode)
    png = to_png(image, height=height)
    decoded = Image.open(io.BytesIO(png))
    decoded.load()
    assert decoded.size == (300, height) and decoded.mode == mode
    assert decoded.tobytes() == image.crop((0, 0, 300, height)).tobytes()
    # Pillow ignores data past the last row; a strict decoder (libpng: "Too much image data") does not
    rows = zlib.decompress(b"".join(data for kind, data in chunks(png) if kind == b"IDAT"))
    stride = 1 + 300 * len(mode)
    assert len(rows) == height * stride, "exactly the picture's rows, each led by its filter byte"
    assert set(rows[::stride]) == {0}, "every row unfiltered"


def chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """A PNG's chunks, read here from the file format (not through Pillow), each CRC checked."""
    found, at = [], 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind, data = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        assert struct.unpack(">I", png[at + 8 + length : at + 12 + length])[0] == zlib.crc32(kind + data)
        found.append((kind, data))
        at += 12 + length
    return found


def test_an_empty_row_picture_is_still_a_png() -> None:
    image = Image.new("RGB", (1, 1), (10, 20, 30))
    assert Image.open(io.BytesIO(to_png(image))).getpixel((0, 0)) == (10, 20, 30)


def test_labels_kept_by_the_font_draw_exactly_what_freetype_draws() -> None:
    """games.drawing.font keeps each rendered label: a label drawn again (and among others, at fractional
    positions, anchored, in two colours) is pixel for pixel what a fresh FreeType font draws."""
    from PIL import ImageDraw, ImageFont

    from games.drawing import LabelFont, font

    kept = font(22)
    assert isinstance(kept, LabelFont), "the picture font keeps its labels"
    plain = ImageFont.truetype(kept.path, 22)
    labels = [("Ana · 12 🍪", (3, 4), None), ("Łódź Gäste", (10.5, 40.25), "la"), ("99", (150, 80), "mm")]
    pictures = []
    for f in (plain, kept, kept):  # the second pass with ``kept`` draws from what it kept
        image = Image.new("RGB", (300, 120), (47, 49, 54))
        draw = ImageDraw.Draw(image)
        for colour in ((240, 240, 240), (246, 149, 0)):
            for text, xy, anchor in labels:
                draw.text(xy, text, font=f, fill=colour, anchor=anchor)
                assert draw.textlength(text, font=f) == plain.getlength(text)
        pictures.append(image.tobytes())
    assert pictures[0] == pictures[1] == pictures[2]
    assert len(set(pictures[0])) > 2, "something was drawn"


def test_the_labels_kept_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot that draws for weeks meets every member's name: the kept labels stay within their bound."""
    from PIL import ImageDraw

    from games import drawing

    monkeypatch.setattr(drawing, "LABELS_KEPT", 5)
    draw = ImageDraw.Draw(Image.new("RGB", (200, 40)))
    for i in range(20):
        draw.text((0, 0), f"Member {i}", font=drawing.font(18), fill=(255, 255, 255))
        draw.textlength(f"Member {i}", font=drawing.font(18))
    assert len(drawing._MASKS) <= 5 and len(drawing._LENGTHS) <= 5
