"""The table picture: two piles, the token circle with the capybara figure, the teapot, the players."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from games import drawing
from games.capybara.cards import NAMES, TOKEN_NAMES, animal_of, value_of
from games.capybara.components import ANIMALS, COOKIE_TOKEN
from games.capybara.state import View
from games.contract import fill_seat_refs, seat_ref

WIDTH, HEIGHT = 1000, 780
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

Draw = ImageDraw.ImageDraw


def render(view: View, names: Sequence[str]) -> bytes:
    image, d = drawing.new_canvas(WIDTH, HEIGHT)
    _header(d, view, names)
    _circle(d, view, names)
    _piles(d, view)
    _players(d, view, names)
    return drawing.to_png(image)


def status_text(view: View, names: Sequence[str]) -> str:
    if view.phase == "over" or view.decider is None:
        won = " and ".join(names[p] for p in view.winners or [])
        return f"Game over: {won} {'share the win' if len(view.winners or []) > 1 else 'wins'}!"
    a, dname = names[view.active], names[view.decider]
    text = {
        "turn": f"{a}'s turn: play a card or draw",
        "play_or_pass": f"{a} drew: play a card or pass",
        "extra_play": f"{a} plays again (armadillo)",
        "pass_card": f"{a} picks a card to pass (tapir)",
        "discard": f"{a} picks a card to discard (olive turtle)",
        "target": f"{a} picks who the anteater visits",
        "teapot_tapir": f"{dname}: refuse the tapir card with the teapot?",
        "teapot_anteater": f"{dname}: refuse the anteater with the teapot?",
    }[view.phase]
    return fill_seat_refs(text, names) if "<seat:" in text else text


def _header(d: Draw, view: View, names: Sequence[str]) -> None:
    d.text((24, 16), "Capybara Cookie Club", font=drawing.font(30, True), fill=drawing.INK)
    rnd = f"Round {view.round_no}"
    f = drawing.font(26, True)
    d.text((WIDTH - 24 - drawing.text_width(d, rnd, f), 18), rnd, font=f, fill=drawing.MUTED)
    colour = drawing.INK if view.decider is None else drawing.SEAT_COLOURS[view.decider]
    d.text((24, 58), status_text(view, names), font=drawing.font(24, True), fill=colour)


# ---------------------------------------------------------------- the token circle


def _circle(d: Draw, view: View, names: Sequence[str]) -> None:
    cx, cy, radius, r_tok = 255, 345, 182, 54
    d.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), outline=RING, width=4)
    n = len(view.tokens)
    centres = []
    for i in range(n):
        ang = -math.pi / 2 + 2 * math.pi * i / n  # first token at the top, then clockwise
        centres.append((cx + radius * math.cos(ang), cy + radius * math.sin(ang)))
    for i in range(n):  # clockwise arrowheads between tokens
        ang = -math.pi / 2 + 2 * math.pi * (i + 0.5) / n
        ax, ay = cx + radius * math.cos(ang), cy + radius * math.sin(ang)
        tx, ty = -math.sin(ang), math.cos(ang)  # clockwise tangent (screen coordinates)
        nx, ny = math.cos(ang), math.sin(ang)
        tip = (ax + 11 * tx, ay + 11 * ty)
        d.polygon(
            [tip, (ax - 7 * tx + 8 * nx, ay - 7 * ty + 8 * ny), (ax - 7 * tx - 8 * nx, ay - 7 * ty - 8 * ny)],
            fill=RING,
        )
    for i, (x, y) in enumerate(centres):
        _token(d, view.tokens[i], x, y, r_tok, here=i == view.figure)
    fx, fy = centres[view.figure]
    # the figure sits on the token, nudged towards the centre so it never leaves the picture
    _capybara_figure(d, fx + (cx - fx) * 0.40, fy + (cy - fy) * 0.40)
    if view.teapot is None:
        _teapot(d, cx, cy - 6, 1.0)
        _centred(d, "teapot", cx, cy + 40, drawing.font(18), drawing.MUTED)
    else:  # say in the middle where the teapot went
        holder = fill_seat_refs(seat_ref(view.teapot), names)
        if len(holder) > 10:
            holder = holder[:9] + "…"
        _centred(d, "teapot with", cx, cy - 12, drawing.font(18), drawing.MUTED)
        colour = drawing.SEAT_COLOURS[view.teapot % len(drawing.SEAT_COLOURS)]
        _centred(d, holder, cx, cy + 14, drawing.font(20, True), colour)


def _token(d: Draw, token: str, x: float, y: float, r: int, *, here: bool) -> None:
    if here:
        d.ellipse((x - r - 9, y - r - 9, x + r + 9, y + r + 9), outline=drawing.INK, width=5)
    if token == COOKIE_TOKEN:
        d.ellipse((x - r, y - r, x + r, y + r), fill=COOKIE, outline=DARK, width=3)
        for dx, dy in ((-22, -18), (14, -26), (20, 8), (-8, 14), (-28, 10), (6, 30), (30, -6)):
            d.ellipse((x + dx - 5, y + dy - 5, x + dx + 5, y + dy + 5), fill=CHIP)
        return
    a = ANIMALS.index(token)
    d.ellipse((x - r, y - r, x + r, y + r), fill=ANIMAL_COLOURS[a], outline=DARK, width=3)
    words = TOKEN_NAMES[token].split()
    f = drawing.font(16 if max(len(w) for w in words) > 7 else 18, True)
    for k, w in enumerate(words):
        _centred(d, w, x, y + (k - (len(words) - 1) / 2) * 20, f, DARK)


def _capybara_figure(d: Draw, x: float, y: float) -> None:
    """A small brown capybara: body, head, ear, eye, legs."""
    body = (166, 112, 64)
    outline = (60, 36, 18)
    d.rounded_rectangle((x - 30, y - 14, x + 18, y + 14), radius=13, fill=body, outline=outline, width=3)
    d.rounded_rectangle((x + 6, y - 22, x + 36, y + 4), radius=9, fill=body, outline=outline, width=3)
    d.ellipse((x + 9, y - 29, x + 19, y - 19), fill=body, outline=outline, width=2)
    d.ellipse((x + 24, y - 15, x + 29, y - 10), fill=outline)
    for lx in (x - 22, x + 6):
        d.rectangle((lx, y + 12, lx + 7, y + 21), fill=outline)


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


# ---------------------------------------------------------------- piles


def _card(d: Draw, x: float, y: float, w: int, h: int, card: int) -> None:
    a, v = animal_of(card), value_of(card)
    d.rounded_rectangle((x + 5, y + 6, x + w + 5, y + h + 6), radius=14, fill=(25, 26, 29))
    d.rounded_rectangle((x, y, x + w, y + h), radius=14, fill=ANIMAL_COLOURS[a], outline=drawing.INK, width=4)
    small = drawing.font(max(16, h // 9), True)
    d.text((x + 12, y + 8), str(v), font=small, fill=DARK)
    d.text((x + w - 12 - drawing.text_width(d, str(v), small), y + 8), str(v), font=small, fill=DARK)
    _centred(d, str(v), x + w / 2, y + h * 0.45, drawing.font(int(h * 0.42), True), DARK)
    words = NAMES[a].split()
    f = drawing.font(max(14, h // 10) if len(words) == 1 else max(13, h // 12), True)
    for k, word in enumerate(words):
        _centred(d, word, x + w / 2, y + h * 0.8 + (k - (len(words) - 1) / 2) * (h // 10), f, DARK)


def _piles(d: Draw, view: View) -> None:
    x0, y0, w, h = 540, 110, 190, 265
    label = drawing.font(20)
    tops = [p[-1] for p in view.piles]
    for i, side in enumerate(("left pile", "right pile")):
        x = x0 + i * (w + 30)
        for k in range(min(len(view.piles[i]) - 1, 3)):  # a hint of the cards beneath
            off = 6 * (min(len(view.piles[i]) - 1, 3) - k)
            d.rounded_rectangle(
                (x + off, y0 - off, x + w + off, y0 + h - off),
                radius=14,
                fill=(80, 82, 90),
                outline=(120, 122, 130),
                width=2,
            )
        _card(d, x, y0, w, h, tops[i])
        _centred(d, f"{side} · {len(view.piles[i])}", x + w / 2, y0 + h + 26, label, drawing.MUTED)
    if value_of(tops[0]) == value_of(tops[1]):
        _centred(
            d,
            "equal tops: any card 1-5 may go",
            x0 + w + 15,
            y0 + h + 58,
            drawing.font(20, True),
            (247, 192, 62),
        )
    # draw pile and discard
    by, bw, bh = 460, 110, 150
    bx = 560
    d.rounded_rectangle((bx + 4, by + 5, bx + bw + 4, by + bh + 5), radius=10, fill=(25, 26, 29))
    d.rounded_rectangle((bx, by, bx + bw, by + bh), radius=10, fill=(58, 74, 140), outline=drawing.INK, width=3)
    d.rounded_rectangle((bx + 10, by + 10, bx + bw - 10, by + bh - 10), radius=8, outline=(120, 140, 210), width=2)
    _centred(d, str(view.draw_size), bx + bw / 2, by + bh / 2, drawing.font(40, True), drawing.INK)
    _centred(d, "draw pile", bx + bw / 2, by + bh + 22, label, drawing.MUTED)
    dx = 770
    if view.discard:
        _card(d, dx, by, bw, bh, view.discard[-1])
    else:
        d.rounded_rectangle((dx, by, dx + bw, by + bh), radius=10, outline=RING, width=3)
    _centred(d, f"discard · {len(view.discard)}", dx + bw / 2, by + bh + 22, label, drawing.MUTED)


# ---------------------------------------------------------------- players


def _players(d: Draw, view: View, names: Sequence[str]) -> None:
    n = view.n_players
    top, bottom, margin, gap = 650, HEIGHT - 14, 14, 10
    w = (WIDTH - 2 * margin - gap * (n - 1)) / n
    for p in range(n):
        x = margin + p * (w + gap)
        colour = drawing.SEAT_COLOURS[p % len(drawing.SEAT_COLOURS)]
        deciding = view.decider == p
        fill = tuple(int(c * 0.28 + b * 0.72) for c, b in zip(colour, drawing.BACKGROUND, strict=True))
        d.rounded_rectangle(
            (x, top, x + w, bottom),
            radius=12,
            fill=fill if deciding else (38, 40, 44),
            outline=colour,
            width=6 if deciding else 3,
        )
        name = fill_seat_refs(seat_ref(p), names)
        f = drawing.font(22, True)
        room = w - 24 - (44 if view.teapot == p or p in (view.winners or []) else 0)
        while drawing.text_width(d, name, f) > room and len(name) > 3:
            name = name[:-2] + "…"
        d.text((x + 12, top + 8), name, font=f, fill=colour)
        # cookies: a small cookie and the total
        cy = top + 62
        d.ellipse((x + 12, cy - 15, x + 42, cy + 15), fill=COOKIE, outline=DARK, width=2)
        for ox, oy in ((-6, -5), (5, 3), (-1, 8), (6, -7)):
            d.ellipse((x + 27 + ox - 2, cy + oy - 2, x + 27 + ox + 2, cy + oy + 2), fill=CHIP)
        big = drawing.font(32, True)
        d.text((x + 50, cy - 19), str(view.cookies[p]), font=big, fill=drawing.INK)
        # hand size: a fan of card backs, clear of the cookie total
        hx = max(x + 12 + (w - 24) * 0.52, x + 58 + drawing.text_width(d, str(view.cookies[p]), big))
        for k in range(min(view.hand_sizes[p], 4)):
            d.rounded_rectangle(
                (hx + 7 * k, cy - 16, hx + 7 * k + 20, cy + 14),
                radius=3,
                fill=(58, 74, 140),
                outline=drawing.INK,
                width=1,
            )
        d.text(
            (hx + 7 * min(view.hand_sizes[p], 4) + 20, cy - 15),
            str(view.hand_sizes[p]),
            font=drawing.font(26, True),
            fill=drawing.INK,
        )
        small = drawing.font(15)
        d.text((x + 12, cy + 22), "cookies", font=small, fill=drawing.MUTED)
        delta = _last_round_change(view, p)
        if delta:
            sign_colour = (120, 210, 120) if delta > 0 else (240, 110, 100)
            d.text(
                (x + 74, cy + 21),
                f"{delta:+d}".replace("-", "−"),
                font=drawing.font(16, True),
                fill=sign_colour,
            )
        d.text((hx, cy + 22), "cards", font=small, fill=drawing.MUTED)
        if view.teapot == p:
            _teapot(d, x + w - 36, top + 26, 0.55)
        if p in (view.winners or []):
            _crown(d, x + w - 34, top + 22)


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
        (x - 20, y + 12),
        (x - 20, y - 8),
        (x - 10, y + 2),
        (x, y - 14),
        (x + 10, y + 2),
        (x + 20, y - 8),
        (x + 20, y + 12),
    ]
    d.polygon(pts, fill=gold, outline=outline)


def _centred(d: Draw, text: str, x: float, y: float, f: drawing.Font, fill: tuple[int, int, int]) -> None:
    d.text((x, y), text, font=f, fill=fill, anchor="mm")
