"""The table picture: two piles, the token circle with the capybara figure, the teapot, the players.

Drawn for a phone, which shows it about 400 px wide: the picture is 720 px wide and no text is
smaller than 20 px (11 px on the phone). The circle of tokens is drawn as a clockwise track
around the teapot's place; the players are one row each, under column headings.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from games import drawing
from games.capybara.cards import animal_of, value_of
from games.capybara.components import ANIMALS, COOKIE_TOKEN
from games.capybara.state import View
from games.contract import fill_seat_refs, seat_ref
from games.words import Words, and_list, msg

WIDTH = 720
MARGIN = 16
SMALL = 20  # the smallest text: 20 * 400 / 720 = 11.1 px on a phone
#: one colour per animal id (the capybara last), light enough for dark text
ANIMAL_COLOURS = (
    (214, 137, 99),  # anteater
    (168, 172, 186),  # armadillo
    (247, 192, 62),  # toucan
    (160, 138, 205),  # tapir
    (196, 168, 122),  # sloth
    (226, 118, 112),  # capuchin
    (158, 180, 82),  # olive turtle
    (166, 112, 64),  # capybara
)
COOKIE = (214, 160, 92)
CHIP = (92, 56, 30)
DARK = (30, 31, 35)
TEAPOT = (86, 188, 170)
RING = (95, 98, 108)
PANEL = (38, 40, 44)
GAIN, LOSS = (120, 210, 120), (240, 110, 100)

# layout, top to bottom
PILES_TOP, PILE_W, PILE_H = 98, 150, 196
CIRCLE_TOP, CELL_W, CELL_H, CELL_GAP = PILES_TOP + PILE_H + 104, 190, 72, 24
PLAYERS_TOP = CIRCLE_TOP + 3 * CELL_H + 2 * CELL_GAP + 24
ROW_H = 54
#: the circle's eight places, clockwise from the top left, as (column, row) of a 3 × 3 grid
TRACK = ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1))
#: the players' columns: name, cookies, cards, the last round's scoring (not the whole round's change)
COLUMNS = (MARGIN + 14, 330, 470, 596)

Draw = ImageDraw.ImageDraw


def height(n_players: int) -> int:
    return PLAYERS_TOP + 34 + n_players * ROW_H + MARGIN


def render(view: View, names: Sequence[str], words: Words) -> bytes:
    image, d = drawing.new_canvas(WIDTH, height(view.n_players))
    _header(d, view, names, words)
    _piles(image, d, view, words)
    _circle(image, d, view, names, words)
    _players(d, view, names, words)
    return drawing.to_png(image)


#: the picture's status line by phase (the names are filled in after the words)
STATUS = {
    "turn": "capybara-pic-turn",
    "play_or_pass": "capybara-pic-play-or-pass",
    "extra_play": "capybara-pic-extra-play",
    "pass_card": "capybara-pic-pass-card",
    "discard": "capybara-pic-discard-card",
    "target": "capybara-pic-target",
    "teapot_tapir": "capybara-pic-teapot-tapir",
    "teapot_anteater": "capybara-pic-teapot-anteater",
}


def status_text(view: View, names: Sequence[str], words: Words) -> str:
    if view.phase == "over" or view.decider is None:
        winners = view.winners or []
        text = words(msg("capybara-pic-over", winners=and_list([seat_ref(p) for p in winners]), count=len(winners)))
    else:
        who = view.decider if view.phase.startswith("teapot") else view.active
        text = words(msg(STATUS[view.phase], player=seat_ref(who)))
    return fill_seat_refs(text, names)


def fit(d: Draw, text: str, f: drawing.Font, room: float) -> str:
    """``text`` cut with an ellipsis to ``room`` pixels."""
    if drawing.text_width(d, text, f) <= room:
        return text
    while len(text) > 1 and drawing.text_width(d, text + "…", f) > room:
        text = text[:-1]
    return text.rstrip() + "…"


def fitted_font(d: Draw, texts: Sequence[str], room: float, size: int, smallest: int = SMALL) -> drawing.Font:
    """The largest bold font from ``size`` down to ``smallest`` in which every text fits ``room``
    (German and Polish words run longer than English ones)."""
    for s in range(size, smallest - 1, -1):
        f = drawing.font(s, True)
        if all(drawing.text_width(d, t, f) <= room for t in texts):
            return f
    return drawing.font(smallest, True)


#: animal id -> its name on the picture, one line per place it may break (the capybara card last)
PICTURE_NAME = (
    "capybara-pic-name-anteater",
    "capybara-pic-name-armadillo",
    "capybara-pic-name-toucan",
    "capybara-pic-name-tapir",
    "capybara-pic-name-sloth",
    "capybara-pic-name-capuchin",
    "capybara-pic-name-turtle",
    "capybara-pic-name-capybara",
)
PICTURE_TOKEN_NAME = {**{a: PICTURE_NAME[i] for i, a in enumerate(ANIMALS)}, COOKIE_TOKEN: "capybara-pic-name-cookies"}


def name_lines(d: Draw, name: str, room: float, size: int = 22, smallest: int = 16) -> tuple[drawing.Font, list[str]]:
    """A name broken into at most three lines that fit ``room``, in the largest font that allows it.

    The catalogue writes the name one piece per line, each line a place it may break: a piece
    ending in "-" joins the next one without a space ("Ameisen-" + "bär"), others with a space.
    Pieces are joined as long as the line fits, so a short name stays on one line.
    """
    pieces = [p.strip() for p in name.splitlines() if p.strip()] or [name]
    for s in range(size, smallest - 1, -1):
        f = drawing.font(s, True)
        out = [pieces[0]]
        for piece in pieces[1:]:
            joined = out[-1][:-1] + piece if out[-1].endswith("-") else f"{out[-1]} {piece}"
            if drawing.text_width(d, joined, f) <= room:
                out[-1] = joined
            else:
                out.append(piece)
        if len(out) <= 3 and all(drawing.text_width(d, line, f) <= room for line in out):
            return f, out
    f = drawing.font(smallest, True)
    return f, [fit(d, line, f, room) for line in pieces[:3]]


def _header(d: Draw, view: View, names: Sequence[str], words: Words) -> None:
    rnd = words(msg("capybara-pic-round", round=view.round_no))
    f = drawing.font(26, True)
    rnd_w = drawing.text_width(d, rnd, f)
    title = drawing.font(30, True)
    d.text(
        (MARGIN, 12),
        fit(d, words(msg("capybara-title")), title, WIDTH - 3 * MARGIN - rnd_w),
        font=title,
        fill=drawing.INK,
    )
    d.text((WIDTH - MARGIN - rnd_w, 14), rnd, font=f, fill=drawing.MUTED)
    colour = drawing.INK if view.decider is None else drawing.SEAT_COLOURS[view.decider]
    status = drawing.font(24, True)
    short = [fit(d, name, status, 250) for name in names]  # long names give way to what is asked
    line = status_text(view, short, words)
    status = fitted_font(d, [line], WIDTH - 2 * MARGIN, 24)
    d.text((MARGIN, 54), fit(d, line, status, WIDTH - 2 * MARGIN), font=status, fill=colour)


# ---------------------------------------------------------------- piles


#: Cards' faces (but their values) and the circle's tokens are drawn once per process and pasted: drawing them
#: was two fifths of a table picture's time, and a Capybara table is drawn at every move (pasted, a picture
#: takes about a tenth less: ``python -m bench.pictures``). Kept: 64 of each, some 10 MB at most in a process.
#: Tests that spy on the drawing calls switch it off; the picture is the same either way, byte for byte
#: (tests/games/test_capybara_picture.py).
PASTE_FACES = True
#: a face drawn on a clear ground and pasted through its own alpha: every pixel it draws is opaque (Pillow
#: draws shapes without anti-aliasing, and the names' anti-aliased edges fall on the face's own colour)
CLEAR = (0, 0, 0, 0)


def _card(image: Image.Image, d: Draw, x: int, y: int, w: int, h: int, card: int, words: Words) -> None:
    a, v = animal_of(card), value_of(card)
    name = words(msg(PICTURE_NAME[a]))
    if PASTE_FACES:
        face = _card_face(a, w, h, name)
        image.paste(face, (x, y), face)
    else:
        _draw_card_face(d, x, y, w, h, a, name)
    corner = drawing.font(22, True)
    d.text((x + 10, y + 6), str(v), font=corner, fill=DARK)
    d.text((x + w - 10 - drawing.text_width(d, str(v), corner), y + 6), str(v), font=corner, fill=DARK)
    _centred(d, str(v), x + w / 2, y + h * 0.42, drawing.font(int(h * 0.40), True), DARK)


@drawing.layer(maxsize=64)
def _card_face(animal: int, w: int, h: int, name: str) -> Image.Image:
    """A card of ``animal`` with its shadow and ``name``, at (0, 0) of a clear picture: paste it through itself."""
    face = Image.new("RGBA", (w + 6, h + 7), CLEAR)  # the shadow reaches (w + 5, h + 6)
    _draw_card_face(drawing.Canvas(face), 0, 0, w, h, animal, name)
    return face


def _draw_card_face(d: Draw, x: int, y: int, w: int, h: int, animal: int, name: str) -> None:
    d.rounded_rectangle((x + 5, y + 6, x + w + 5, y + h + 6), radius=14, fill=(25, 26, 29))
    d.rounded_rectangle((x, y, x + w, y + h), radius=14, fill=ANIMAL_COLOURS[animal], outline=drawing.INK, width=4)
    f, lines = name_lines(d, name, w - 16)
    step = 24 if len(lines) < 3 else 22
    for k, part in enumerate(lines):
        _centred(d, part, x + w / 2, y + h * 0.80 + (k - (len(lines) - 1) / 2) * step, f, DARK)


def _piles(image: Image.Image, d: Draw, view: View, words: Words) -> None:
    label = drawing.font(SMALL)
    tops = [p[-1] for p in view.piles]
    for i in range(2):
        x = MARGIN + i * (PILE_W + 16)
        beneath = min(len(view.piles[i]) - 1, 3)
        for k in range(beneath):  # a hint of the cards beneath
            off = 6 * (beneath - k)
            d.rounded_rectangle(
                (x + off, PILES_TOP - off, x + PILE_W + off, PILES_TOP + PILE_H - off),
                radius=14,
                fill=(80, 82, 90),
                outline=(120, 122, 130),
                width=2,
            )
        _card(image, d, x, PILES_TOP, PILE_W, PILE_H, tops[i], words)
        text = words(msg("capybara-pic-pile", pile=i, count=len(view.piles[i])))
        _centred(d, fit(d, text, label, PILE_W + 12), x + PILE_W / 2, PILES_TOP + PILE_H + 24, label, drawing.MUTED)
    if view.phase != "over" and value_of(tops[0]) == value_of(tops[1]):
        equal = words(msg("capybara-pic-equal"))
        d.text(
            (MARGIN, PILES_TOP + PILE_H + 52),
            fit(d, equal, drawing.font(SMALL, True), WIDTH - 2 * MARGIN),
            font=drawing.font(SMALL, True),
            fill=(247, 192, 62),
            anchor="lm",
        )
    # the draw pile and the discard pile
    bw, bh = 150, 170
    by = PILES_TOP + PILE_H - bh
    bx = WIDTH - MARGIN - 2 * bw - 28
    d.rounded_rectangle((bx + 4, by + 5, bx + bw + 4, by + bh + 5), radius=10, fill=(25, 26, 29))
    d.rounded_rectangle((bx, by, bx + bw, by + bh), radius=10, fill=(58, 74, 140), outline=drawing.INK, width=3)
    d.rounded_rectangle((bx + 10, by + 10, bx + bw - 10, by + bh - 10), radius=8, outline=(120, 140, 210), width=2)
    _centred(d, str(view.draw_size), bx + bw / 2, by + bh / 2, drawing.font(44, True), drawing.INK)
    draw_label = fit(d, words(msg("capybara-pic-draw-pile")), label, bw + 24)
    _centred(d, draw_label, bx + bw / 2, PILES_TOP + PILE_H + 24, label, drawing.MUTED)
    dx = bx + bw + 28
    if view.discard:
        _card(image, d, dx, by, bw, bh, view.discard[-1], words)
    else:
        d.rounded_rectangle((dx, by, dx + bw, by + bh), radius=10, outline=RING, width=3)
    discard = fit(d, words(msg("capybara-pic-discard", count=len(view.discard))), label, bw + 24)
    _centred(d, discard, dx + bw / 2, PILES_TOP + PILE_H + 24, label, drawing.MUTED)


# ---------------------------------------------------------------- the token circle


def cell_box(col: int, row: int) -> tuple[float, float, float, float]:
    x0 = (WIDTH - 3 * CELL_W - 2 * CELL_GAP) / 2 + col * (CELL_W + CELL_GAP)
    y0 = CIRCLE_TOP + row * (CELL_H + CELL_GAP)
    return x0, y0, x0 + CELL_W, y0 + CELL_H


def _circle(image: Image.Image, d: Draw, view: View, names: Sequence[str], words: Words) -> None:
    label = drawing.font(SMALL)
    heading = fit(d, words(msg("capybara-pic-circle")), label, WIDTH - 2 * MARGIN)
    d.text((MARGIN, CIRCLE_TOP - 32), heading, font=label, fill=drawing.MUTED)
    for i in range(len(TRACK)):  # clockwise arrowheads in the gaps
        a, b = cell_box(*TRACK[i]), cell_box(*TRACK[(i + 1) % len(TRACK)])
        ax, ay = (a[0] + a[2]) / 2, (a[1] + a[3]) / 2
        bx, by = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
        dx, dy = (bx > ax) - (bx < ax), (by > ay) - (by < ay)
        # the middle of the gap between the two cells
        mx = (a[2] + b[0]) / 2 if dx > 0 else (b[2] + a[0]) / 2 if dx < 0 else ax
        my = (a[3] + b[1]) / 2 if dy > 0 else (b[3] + a[1]) / 2 if dy < 0 else ay
        tip = (mx + 10 * dx, my + 10 * dy)
        side = ((mx - 8 * dx) - 9 * dy, (my - 8 * dy) + 9 * dx), ((mx - 8 * dx) + 9 * dy, (my - 8 * dy) - 9 * dx)
        d.polygon([tip, *side], fill=drawing.MUTED)
    for i, token in enumerate(view.tokens):
        _token(image, d, token, cell_box(*TRACK[i]), words, here=i == view.figure)
    x0, y0, x1, y1 = cell_box(1, 1)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    if view.teapot is None:
        _teapot(d, x0 + 34, cy + 6, 0.7)
        teapot = words(msg("capybara-pic-teapot"))
        room = x1 - 2 - (x0 + 70)
        f = fitted_font(d, [teapot], room, 22)
        d.text((x0 + 70, cy), fit(d, teapot, f, room), font=f, fill=TEAPOT, anchor="lm")
    else:  # say in the middle where the teapot went
        holder = fill_seat_refs(seat_ref(view.teapot), names)
        colour = drawing.SEAT_COLOURS[view.teapot % len(drawing.SEAT_COLOURS)]
        with_text = words(msg("capybara-pic-teapot-with"))
        _centred(d, fit(d, with_text, label, CELL_W + CELL_GAP), cx, cy - 14, label, drawing.MUTED)
        f = drawing.font(22, True)
        _centred(d, fit(d, holder, f, CELL_W + CELL_GAP), cx, cy + 14, f, colour)


def _token(
    image: Image.Image, d: Draw, token: str, box: tuple[float, float, float, float], words: Words, *, here: bool
) -> None:
    name = words(msg(PICTURE_TOKEN_NAME[token]))
    if not PASTE_FACES:
        _draw_token(d, token, box, name, here=here)
        return
    x0, y0 = int(box[0]), int(box[1])
    face = _token_face(token, name, here)
    image.paste(face, (x0 - TOKEN_RING, y0 - TOKEN_RING), face)


#: how far the ring around the token the capybara figure stands on reaches out of the token's box
TOKEN_RING = 7


@drawing.layer(maxsize=64)
def _token_face(token: str, name: str, here: bool) -> Image.Image:
    """The token named ``name`` (with the figure and its ring if ``here``) at (TOKEN_RING, TOKEN_RING) of a clear
    picture: paste it through itself."""
    face = Image.new("RGBA", (CELL_W + 2 * TOKEN_RING + 1, CELL_H + 2 * TOKEN_RING + 1), CLEAR)
    box = (TOKEN_RING, TOKEN_RING, TOKEN_RING + CELL_W, TOKEN_RING + CELL_H)
    _draw_token(drawing.Canvas(face), token, box, name, here=here)
    return face


def _draw_token(d: Draw, token: str, box: tuple[float, float, float, float], name: str, *, here: bool) -> None:
    x0, y0, x1, y1 = box
    fill = COOKIE if token == COOKIE_TOKEN else ANIMAL_COLOURS[ANIMALS.index(token)]
    if here:
        ring = TOKEN_RING
        d.rounded_rectangle((x0 - ring, y0 - ring, x1 + ring, y1 + ring), radius=20, outline=drawing.INK, width=5)
    d.rounded_rectangle(box, radius=16, fill=fill, outline=DARK, width=3)
    # the capybara figure stands at the token's left, the name to its right: never on each other
    left = x0 + 8
    if here:
        _capybara_figure(d, x0 + 36, (y0 + y1) / 2 + 4)
        left = x0 + 74
    room = x1 - 8 - left
    f, lines = name_lines(d, name, room)
    step = 24 if len(lines) < 3 else 21
    cx, cy = (left + x1 - 8) / 2, (y0 + y1) / 2
    if token == COOKIE_TOKEN:  # chocolate chips along the edges, clear of the figure and the name
        half = max(drawing.text_width(d, part, f) for part in lines) / 2 + 6
        chips = ((CELL_W - 14, 14), (CELL_W - 28, 60))
        for dx, dy in chips if here else (*chips, (14, 14), (24, 58), (30, 36)):
            if abs(x0 + dx - cx) > half or abs(y0 + dy - cy) > step / 2 * len(lines) + 4:
                d.ellipse((x0 + dx - 4, y0 + dy - 4, x0 + dx + 4, y0 + dy + 4), fill=CHIP)
    for k, part in enumerate(lines):
        _centred(d, part, cx, cy + (k - (len(lines) - 1) / 2) * step, f, DARK)


def _capybara_figure(d: Draw, x: float, y: float) -> None:
    """A small brown capybara (about 56 × 40 px): body, head, ear, eye, legs."""
    body = (166, 112, 64)
    outline = (60, 36, 18)
    d.rounded_rectangle((x - 26, y - 12, x + 14, y + 12), radius=11, fill=body, outline=outline, width=3)
    d.rounded_rectangle((x + 4, y - 19, x + 30, y + 3), radius=8, fill=body, outline=outline, width=3)
    d.ellipse((x + 7, y - 25, x + 16, y - 16), fill=body, outline=outline, width=2)
    d.ellipse((x + 20, y - 13, x + 25, y - 8), fill=outline)
    for lx in (x - 19, x + 4):
        d.rectangle((lx, y + 10, lx + 6, y + 18), fill=outline)


def _teapot(d: Draw, x: float, y: float, s: float) -> None:
    outline = (20, 70, 64)
    d.polygon(
        [(x + 20 * s, y), (x + 42 * s, y - 20 * s), (x + 44 * s, y - 14 * s), (x + 24 * s, y + 10 * s)],
        fill=TEAPOT,
        outline=outline,
    )
    d.arc((x - 44 * s, y - 16 * s, x - 14 * s, y + 16 * s), 90, 270, fill=outline, width=max(2, int(5 * s)))
    d.ellipse((x - 28 * s, y - 22 * s, x + 28 * s, y + 22 * s), fill=TEAPOT, outline=outline, width=3)
    d.ellipse((x - 12 * s, y - 30 * s, x + 12 * s, y - 18 * s), fill=TEAPOT, outline=outline, width=2)
    d.ellipse((x - 4 * s, y - 36 * s, x + 4 * s, y - 28 * s), fill=outline)


# ---------------------------------------------------------------- players


HEADINGS = ("capybara-pic-cookies", "capybara-pic-cards", "capybara-pic-scoring")


def _players(d: Draw, view: View, names: Sequence[str], words: Words) -> None:
    label = drawing.font(SMALL)
    head_y = PLAYERS_TOP + 14
    headings = HEADINGS if view.last_round is not None else HEADINGS[:2]
    rooms = (COLUMNS[2] - COLUMNS[1] - 8, COLUMNS[3] - COLUMNS[2] - 8, WIDTH - MARGIN - COLUMNS[3])
    for x, heading, room in zip(COLUMNS[1:], headings, rooms, strict=False):
        d.text((x, head_y), fit(d, words(msg(heading)), label, room), font=label, fill=drawing.MUTED, anchor="lm")
    for p in range(view.n_players):
        top = PLAYERS_TOP + 34 + p * ROW_H
        bottom, cy = top + ROW_H - 6, top + (ROW_H - 6) / 2
        colour = drawing.SEAT_COLOURS[p % len(drawing.SEAT_COLOURS)]
        deciding = view.decider == p
        fill = tuple(int(c * 0.28 + b * 0.72) for c, b in zip(colour, drawing.BACKGROUND, strict=True))
        d.rounded_rectangle(
            (MARGIN, top, WIDTH - MARGIN, bottom),
            radius=10,
            fill=fill if deciding else PANEL,
            outline=colour,
            width=4 if deciding else 2,
        )
        marks = (view.teapot == p) + (p in (view.winners or []))
        f = drawing.font(24, True)
        name = fit(d, fill_seat_refs(seat_ref(p), names), f, COLUMNS[1] - COLUMNS[0] - 20 - 50 * marks)
        d.text((COLUMNS[0], cy), name, font=f, fill=colour, anchor="lm")
        mx = COLUMNS[0] + drawing.text_width(d, name, f) + 28
        if view.teapot == p:
            _teapot(d, mx, cy + 4, 0.5)
            mx += 50
        if p in (view.winners or []):
            _crown(d, mx, cy)
        number = drawing.font(26, True)
        # cookies: a small cookie and the total
        x = COLUMNS[1]
        d.ellipse((x, cy - 13, x + 26, cy + 13), fill=COOKIE, outline=DARK, width=2)
        for ox, oy in ((-5, -4), (4, 3), (-1, 7), (5, -6)):
            d.ellipse((x + 13 + ox - 2, cy + oy - 2, x + 13 + ox + 2, cy + oy + 2), fill=CHIP)
        d.text((x + 34, cy), str(view.cookies[p]), font=number, fill=drawing.INK, anchor="lm")
        # hand size: a fan of card backs and the count
        x = COLUMNS[2]
        fan = min(view.hand_sizes[p], 3)
        for k in range(fan):
            d.rounded_rectangle(
                (x + 7 * k, cy - 14, x + 7 * k + 18, cy + 12), radius=3, fill=(58, 74, 140), outline=drawing.INK
            )
        d.text((x + 7 * fan + 24, cy), str(view.hand_sizes[p]), font=number, fill=drawing.INK, anchor="lm")
        delta = _last_round_change(view, p)
        if view.last_round is not None:
            text = f"{delta:+d}".replace("-", "−") if delta else "0"
            hue = GAIN if delta > 0 else LOSS if delta < 0 else drawing.MUTED
            d.text((COLUMNS[3], cy), text, font=drawing.font(24, True), fill=hue, anchor="lm")


def _last_round_change(view: View, seat: int) -> int:
    """Cookies won (+) or paid (−) at the last round's scoring."""
    r = view.last_round
    if r is None:
        return 0
    if r.ender == seat:
        return value_of(r.revealed) if r.revealed is not None else 0
    return -sum(pay.paid for pay in r.payments if pay.seat == seat)


def _crown(d: Draw, x: float, y: float) -> None:
    gold, outline = (247, 200, 60), (120, 90, 10)
    pts = [
        (x - 18, y + 11),
        (x - 18, y - 7),
        (x - 9, y + 2),
        (x, y - 13),
        (x + 9, y + 2),
        (x + 18, y - 7),
        (x + 18, y + 11),
    ]
    d.polygon(pts, fill=gold, outline=outline)


def _centred(d: Draw, text: str, x: float, y: float, f: drawing.Font, fill: tuple[int, int, int]) -> None:
    d.text((x, y), text, font=f, fill=fill, anchor="mm")
