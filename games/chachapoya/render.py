"""The table picture (PNG): the offer, each player's collection, hands, tokens and bids.

Drawn for a phone: 600 px wide with no text under 18 px, so every word is at least
12 px tall when a phone shows the picture 400 px wide. One panel per player.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from games.chachapoya import components as C
from games.chachapoya.bidding import describe
from games.chachapoya.text import count, minus
from games.chachapoya.view import ChachapoyaView, PlayerView, TypeView
from games.contract import fill_seat_refs
from games.drawing import INK, MUTED, SEAT_COLOURS, Font, font, new_canvas, text_width, to_png
from games.words import Words

WIDTH = 600
PAD = 16
SMALL = 18  # the smallest type anywhere: 12 px at 400 px wide
BODY = 20
CARD_W, CARD_H = 112, 150
CARD_GAP = 30
CHIP_H = 34
LINE = 28
BACK = (92, 64, 44)
BACK_LINE = (160, 120, 80)
PANEL = (60, 63, 70)
DANGER = (240, 90, 90)
GOOD = (120, 210, 120)
TOKEN = (90, 200, 230)
SHORT = {
    "yellow": "YELLOW",
    "blue": "BLUE",
    "green": "GREEN",
    "red": "RED",
    "gold": "GOLD",
    "warriors": "WARRIOR",
    "curse": "CURSE",
}
CHIP_NAME = {
    "yellow": "Yellow",
    "blue": "Blue",
    "green": "Green",
    "red": "Red",
    "gold": "Gold",
    "warriors": "Warriors",
    "curse": "Curse",
}

Colour = tuple[int, int, int]


def _plain(text: str) -> str:
    """Drop characters the font cannot draw (emoji outside the basic plane)."""
    kept = "".join(ch for ch in text if ord(ch) <= 0xFFFF and not 0xFE00 <= ord(ch) <= 0xFE0F)
    return " ".join(kept.split())


def _ink_on(colour: Colour) -> Colour:
    r, g, b = colour
    return (20, 20, 20) if r * 0.3 + g * 0.59 + b * 0.11 > 140 else (250, 250, 250)


def _centre(
    draw: ImageDraw.ImageDraw, x: float, y: float, text: str, size: int, fill: Colour, bold: bool = True
) -> None:
    f = font(size, bold)
    draw.text((x - text_width(draw, text, f) / 2, y), text, font=f, fill=fill)


def _right(draw: ImageDraw.ImageDraw, x: float, y: float, text: str, f: Font, fill: Colour) -> None:
    draw.text((x - text_width(draw, text, f), y), text, font=f, fill=fill)


def _fit(draw: ImageDraw.ImageDraw, text: str, f: Font, width: float) -> str:
    """``text`` shortened with an ellipsis until it fits ``width``."""
    if text_width(draw, text, f) <= width:
        return text
    while text and text_width(draw, text + "…", f) > width:
        text = text[:-1]
    return text + "…"


def _wrap(draw: ImageDraw.ImageDraw, text: str, f: Font, width: float) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(draw, f"{lines[-1]} {word}", f) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def _diamond(draw: ImageDraw.ImageDraw, x: float, cy: float, d: float) -> None:
    draw.polygon([(x + d, cy - d), (x + 2 * d, cy), (x + d, cy + d), (x, cy)], fill=TOKEN, outline=(20, 20, 20))


def treasure_card(draw: ImageDraw.ImageDraw, x: int, y: int, key: str) -> None:
    t = C.BY_KEY[key]
    ink = _ink_on(t.colour)
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, fill=t.colour, outline=(20, 20, 20), width=3)
    draw.text((x + 10, y + 6), str(t.corner), font=font(26, True), fill=ink)
    _centre(draw, x + CARD_W / 2, y + CARD_H - 32, SHORT[key], SMALL, ink)
    # a simple mark: an idol, a coin, crossed spears or a ring
    cx, cy = x + CARD_W // 2, y + CARD_H // 2 - 6
    r = CARD_W // 6
    if key == "warriors":
        draw.line((cx - r, cy - r, cx + r, cy + r), fill=ink, width=5)
        draw.line((cx + r, cy - r, cx - r, cy + r), fill=ink, width=5)
    elif key == "curse":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=5)
        draw.line((cx - r // 2, cy, cx + r // 2, cy), fill=ink, width=4)
    elif key == "gold":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=4)
        draw.ellipse((cx - r // 2, cy - r // 2, cx + r // 2, cy + r // 2), fill=ink)
    else:
        draw.ellipse((cx - r // 2, cy - r, cx + r // 2, cy), fill=ink)
        draw.rectangle((cx - r // 2 - 4, cy + 2, cx + r // 2 + 4, cy + r + 4), fill=ink)


def card_back(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, fill=BACK, outline=(20, 20, 20), width=3)
    draw.rounded_rectangle((x + 10, y + 10, x + CARD_W - 10, y + CARD_H - 10), radius=8, outline=BACK_LINE, width=3)
    _centre(draw, x + CARD_W / 2, y + CARD_H / 2 - 24, "?", 40, BACK_LINE)


def _chip_text(t: TypeView) -> str:
    pts = "X" if t.points is None else str(t.points)
    n = f"{t.count - 1}+1" if t.token else str(t.count)
    return f"{CHIP_NAME[t.key]} ×{n}: {pts}".replace("-", "−") + (" !" if t.near_x and not t.token else "")


def _chip_width(draw: ImageDraw.ImageDraw, t: TypeView) -> float:
    return text_width(draw, _chip_text(t), font(SMALL, True)) + 20 + (28 if t.token else 0)


def _chip(draw: ImageDraw.ImageDraw, x: float, y: float, t: TypeView) -> float:
    colour = C.BY_KEY[t.key].colour
    w = _chip_width(draw, t)
    danger = t.points is None or (t.near_x and not t.token)
    draw.rounded_rectangle(
        (x, y, x + w, y + CHIP_H - 4),
        radius=8,
        fill=colour,
        outline=DANGER if danger else (20, 20, 20),
        width=4 if danger else 2,
    )
    draw.text((x + 10, y + 5), _chip_text(t), font=font(SMALL, True), fill=_ink_on(colour))
    if t.token:
        _diamond(draw, x + w - 30, y + (CHIP_H - 4) / 2, 10)
    return w


def _name_chip(draw: ImageDraw.ImageDraw, x: float, y: float, key: str) -> None:
    colour = C.BY_KEY[key].colour
    text = C.BY_KEY[key].name[:1].upper() + C.BY_KEY[key].name[1:]
    w = text_width(draw, text, font(SMALL, True)) + 20
    draw.rounded_rectangle((x, y, x + w, y + CHIP_H - 4), radius=8, fill=colour, outline=(20, 20, 20), width=2)
    draw.text((x + 10, y + 5), text, font=font(SMALL, True), fill=_ink_on(colour))


def _chip_rows(draw: ImageDraw.ImageDraw, types: list[TypeView], width: float) -> int:
    rows, x = 1, 0.0
    for t in types:
        w = _chip_width(draw, t)
        if x and x + w > width:
            rows, x = rows + 1, 0.0
        x += w + 8
    return rows


# ---- sections -----------------------------------------------------------------------------


def _header(draw: ImageDraw.ImageDraw, v: ChachapoyaView) -> int:
    title = "GAME OVER" if v.phase == "over" else f"{'LAST ROUND' if v.last_round else 'ROUND'} {v.round_no}"
    draw.text((PAD, PAD), title, font=font(32, True), fill=INK)
    if v.phase == "over":
        info = f"after {count(v.round_no, 'round')}"
    else:
        info = f"{count(v.treasures_left, 'treasure')} left · deck: {count(v.adventurers_left, 'adventurer')}"
    draw.text((PAD, PAD + 44), info, font=font(BODY), fill=MUTED)
    return PAD + 44 + LINE + 10


def _offer_height(v: ChachapoyaView) -> int:
    if v.phase == "over" or not (v.offer or v.shown):
        return 0
    return 36 + CARD_H + 34 + 14


def _offer(draw: ImageDraw.ImageDraw, v: ChachapoyaView, y: int) -> int:
    if not _offer_height(v):
        return y
    choosing = v.phase == "offer"
    title = "TURNED UP: ONE WILL BE BURIED" if choosing else "ON OFFER" if v.offer else "TURNED UP THIS ROUND"
    if v.last_round and v.offer:
        # a Dictator or a Tracker bid wins only one of the cards, even in the last round
        title = "LAST ROUND: WINNER TAKES ONE" if v.phase == "pick" else "LAST ROUND: WINNER TAKES ALL"
    draw.text((PAD, y), title, font=font(22, True), fill=INK)
    y += 36
    x = PAD
    big = [(True, key) for key in v.shown] if choosing or not v.offer else [(o.face_up, o.card) for o in v.offer]
    for face_up, card in big:
        if face_up and card:
            treasure_card(draw, x, y, card)
            scale = "·".join([*(str(pts) for pts in C.BY_KEY[card].scale), "X"]).replace("-", "−")
            _centre(draw, x + CARD_W / 2, y + CARD_H + 6, scale, SMALL, MUTED, bold=False)
        else:
            card_back(draw, x, y)
            _centre(draw, x + CARD_W / 2, y + CARD_H + 6, "face down", SMALL, MUTED, bold=False)
        x += CARD_W + CARD_GAP
    if v.shown and v.offer and not choosing:
        # the three turned up this round: one was buried, one is the face-down card
        sx = x + 4
        f = font(SMALL)
        draw.text((sx, y), "Turned up:", font=f, fill=MUTED)
        for i, key in enumerate(v.shown):
            _name_chip(draw, sx, y + 30 + i * CHIP_H, key)
        draw.text((sx, y + 34 + 3 * CHIP_H), "1 of them buried,", font=f, fill=MUTED)
        draw.text((sx, y + 34 + 3 * CHIP_H + 24), "1 face down", font=f, fill=MUTED)
    return y + CARD_H + 34 + 14


def _status(v: ChachapoyaView, p: PlayerView) -> tuple[str, Colour]:
    if v.phase == "over":
        if p.penalties:
            return "Penalties: " + " · ".join(f"{what} {minus(pts)}" for what, pts in p.penalties), DANGER
        return "", MUTED
    if v.phase == "bid" and p.bidding:
        return (f"bid in: {count(p.bid_size, 'card')}", GOOD) if p.has_bid else ("bidding…", MUTED)
    if v.phase == "bid" and not p.bidding:
        return "no card to bid: sits this bid out", MUTED
    if p.seat in v.awaiting:
        return "to decide…", MUTED
    if p.last_bid:
        return "last bid: " + describe(p.last_bid), MUTED
    return "", MUTED


INNER = WIDTH - 2 * PAD - 40  # text width inside a panel


def _panel_lines(draw: ImageDraw.ImageDraw, v: ChachapoyaView, p: PlayerView) -> tuple[int, list[str], Colour]:
    """Rows of chips, wrapped status lines and their colour."""
    if p.eliminated and not p.out_by_token:
        return 0, [], MUTED
    chips = _chip_rows(draw, p.collection, INNER) if p.collection else 1
    text, tint = _status(v, p)
    if p.out_by_token:
        text, tint = f"The token makes {CHIP_NAME[p.out_by_token].lower()} an X.", DANGER
    return chips, _wrap(draw, _plain(text), font(SMALL), INNER) if text else [], tint


def _panel_height(draw: ImageDraw.ImageDraw, v: ChachapoyaView, p: PlayerView) -> int:
    chips, status, _ = _panel_lines(draw, v, p)
    if p.eliminated and not p.out_by_token:
        return 10 + 36 + LINE + 14
    return 10 + 36 + LINE + 8 + chips * CHIP_H + len(status) * 24 + 14


def _player(draw: ImageDraw.ImageDraw, v: ChachapoyaView, p: PlayerView, name: str, y: int) -> int:
    height = _panel_height(draw, v, p)
    colour = SEAT_COLOURS[p.seat % len(SEAT_COLOURS)]
    draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + height - 10), radius=14, fill=PANEL)
    draw.rectangle((PAD, y, PAD + 8, y + height - 10), fill=colour)
    nx, right = PAD + 22, WIDTH - PAD - 14
    # line 1: name, and the score (or ELIMINATED) on the right
    big = font(24, True)
    if p.eliminated:
        score, score_ink = "ELIMINATED", DANGER
    elif v.scores:
        score, score_ink = f"Final: {int(v.scores[p.seat])}".replace("-", "−"), INK
    else:
        score, score_ink = count(p.points, "point").replace("-", "−"), INK
    score_w = text_width(draw, score, big)
    label = _plain(name) or f"Player {p.seat + 1}"
    if p.seat in v.winners:
        label = "★ " + label
    draw.text((nx, y + 10), _fit(draw, label, big, right - nx - score_w - 16), font=big, fill=colour)
    _right(draw, right, y + 10, score, big, score_ink)
    ly = y + 10 + 36
    body = font(BODY)
    if p.eliminated and not p.out_by_token:
        when = f"out since round {p.eliminated_round}" if p.eliminated_round else "out of the game"
        draw.text((nx, ly), when, font=body, fill=MUTED)
        return height
    # line 2: hand size, token, starting player
    draw.rounded_rectangle((nx, ly + 1, nx + 18, ly + 25), radius=4, fill=BACK, outline=BACK_LINE, width=2)
    hand = f"{count(p.hand_size, 'card')} in hand"
    draw.text((nx + 26, ly), hand, font=body, fill=INK)
    tx = nx + 26 + text_width(draw, hand, body) + 20
    if p.token or p.token_on:
        _diamond(draw, tx, ly + 13, 11)
        word = f"token on {CHIP_NAME[p.token_on].lower()}" if p.token_on else "token"
        draw.text((tx + 28, ly + 1), word, font=font(SMALL), fill=MUTED)
    if p.seat == v.starting and v.phase != "over":
        _right(draw, right, ly + 1, "starts", font(SMALL, True), MUTED)
    # the collection, as chips that wrap
    cy = ly + LINE + 8
    if not p.collection:
        draw.text((nx, cy + 4), "no treasures yet", font=font(SMALL), fill=MUTED)
    cx = float(nx)
    for t in p.collection:
        w = _chip_width(draw, t)
        if cx > nx and cx + w > nx + INNER:
            cx, cy = float(nx), cy + CHIP_H
        _chip(draw, cx, cy, t)
        cx += w + 8
    sy = cy + CHIP_H
    _, status, tint = _panel_lines(draw, v, p)
    for line in status:
        draw.text((nx, sy), line, font=font(SMALL), fill=tint)
        sy += 24
    return height


def render_table(v: ChachapoyaView, names: Sequence[str], words: Words) -> bytes:
    _, measure = new_canvas(1, 1)
    reveal = _plain("Last reveal: " + fill_seat_refs(v.resolution, list(names))) if v.resolution else ""
    resolution = _wrap(measure, reveal, font(BODY), WIDTH - 2 * PAD) if reveal else []
    heights = [_panel_height(measure, v, p) for p in v.players]
    height = PAD + 44 + LINE + 10 + _offer_height(v) + sum(heights) + LINE * len(resolution) + PAD
    image, draw = new_canvas(WIDTH, height)
    y = _header(draw, v)
    y = _offer(draw, v, y)
    for p in v.players:
        name = names[p.seat] if p.seat < len(names) else f"Player {p.seat + 1}"
        y += _player(draw, v, p, name, y)
    for line in resolution:
        draw.text((PAD, y), line, font=font(BODY), fill=INK)
        y += LINE
    return to_png(image)
