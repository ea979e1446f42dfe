"""The table picture (PNG): the offer, each player's collection, hands, tokens and bids.

Drawn for a phone: about 1000 px wide, big type, one row per player.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from PIL import ImageDraw

from games.chachapoya import components as C
from games.chachapoya.bidding import describe
from games.chachapoya.view import ChachapoyaView, PlayerView
from games.contract import fill_seat_refs
from games.drawing import INK, MUTED, SEAT_COLOURS, font, new_canvas, text_width, to_png

WIDTH = 1000
PAD = 24
CARD_W, CARD_H = 128, 176
MINI_W, MINI_H = 82, 112
ROW_H = 190
COLLECTION_X = 320
BACK = (92, 64, 44)
BACK_LINE = (160, 120, 80)
PANEL = (60, 63, 70)
DANGER = (240, 80, 80)
GOOD = (120, 210, 120)
SHORT = {
    "yellow": "YELLOW",
    "blue": "BLUE",
    "green": "GREEN",
    "red": "RED",
    "gold": "GOLD",
    "warriors": "WARRIOR",
    "curse": "CURSE",
}


def _plain(text: str) -> str:
    """Drop characters the font cannot draw (emoji outside the basic plane)."""
    kept = "".join(ch for ch in text if ord(ch) <= 0xFFFF and not 0xFE00 <= ord(ch) <= 0xFE0F)
    return " ".join(kept.split())


def _ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = colour
    return (20, 20, 20) if r * 0.3 + g * 0.59 + b * 0.11 > 140 else (250, 250, 250)


def _centre(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    text: str,
    size: int,
    fill: tuple[int, int, int],
    bold: bool = True,
) -> None:
    f = font(size, bold)
    draw.text((x - text_width(draw, text, f) / 2, y), text, font=f, fill=fill)


def treasure_card(draw: ImageDraw.ImageDraw, x: int, y: int, key: str, w: int, h: int, *, mark: bool = True) -> None:
    t = C.BY_KEY[key]
    ink = _ink_on(t.colour)
    draw.rounded_rectangle((x, y, x + w, y + h), radius=12, fill=t.colour, outline=(20, 20, 20), width=3)
    draw.text((x + 10, y + 6), str(t.corner), font=font(max(18, h // 6), True), fill=ink)
    _centre(draw, x + w / 2, y + h - max(22, h // 6) - 8, SHORT[key], max(14, h // 9), ink)
    if not mark:
        return
    # a simple idol mark: a head and body, or crossed spears, or a skull-ish ring
    cx, cy = x + w // 2, y + h // 2 - 4
    r = w // 6
    if key == "warriors":
        draw.line((cx - r, cy - r, cx + r, cy + r), fill=ink, width=5)
        draw.line((cx + r, cy - r, cx - r, cy + r), fill=ink, width=5)
    elif key == "curse":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=5)
        draw.line((cx - r // 2, cy, cx + r // 2, cy), fill=ink, width=4)
    else:
        draw.ellipse((cx - r // 2, cy - r, cx + r // 2, cy), fill=ink)
        draw.rectangle((cx - r // 2 - 4, cy + 2, cx + r // 2 + 4, cy + r + 4), fill=ink)


def card_back(draw: ImageDraw.ImageDraw, x: int, y: int, w: int, h: int) -> None:
    draw.rounded_rectangle((x, y, x + w, y + h), radius=12, fill=BACK, outline=(20, 20, 20), width=3)
    draw.rounded_rectangle((x + 10, y + 10, x + w - 10, y + h - 10), radius=8, outline=BACK_LINE, width=3)
    _centre(draw, x + w / 2, y + h / 2 - 22, "?", 40, BACK_LINE)


def _header(draw: ImageDraw.ImageDraw, v: ChachapoyaView) -> int:
    title = f"{'LAST ROUND' if v.last_round else 'ROUND'} {v.round_no}"
    if v.phase == "over":
        title = "GAME OVER"
    draw.text((PAD, PAD), title, font=font(40, True), fill=INK)
    info = f"Treasures left: {v.treasures_left}   Adventurer deck: {v.adventurers_left}"
    f = font(24)
    draw.text((WIDTH - PAD - text_width(draw, info, f), PAD + 12), info, font=f, fill=MUTED)
    return PAD + 64


def _offer(draw: ImageDraw.ImageDraw, v: ChachapoyaView, y: int) -> int:
    if not v.offer and not v.shown:
        return y
    choosing = v.phase == "offer"
    title = "TURNED UP: ONE WILL BE BURIED" if choosing else "ON OFFER" if v.offer else "TURNED UP THIS ROUND"
    if v.last_round and v.offer:
        title = "LAST ROUND: THE WINNER TAKES ALL"
    draw.text((PAD, y), title, font=font(26, True), fill=INK)
    y += 40
    x = PAD
    big = [(True, key) for key in v.shown] if choosing or not v.offer else [(o.face_up, o.card) for o in v.offer]
    for face_up, card in big:
        if face_up and card:
            treasure_card(draw, x, y, card, CARD_W, CARD_H)
            scale = "·".join([*(str(pts) for pts in C.BY_KEY[card].scale), "X"])
            _centre(draw, x + CARD_W / 2, y + CARD_H + 6, scale, 20, MUTED, bold=False)
        else:
            card_back(draw, x, y, CARD_W, CARD_H)
            _centre(draw, x + CARD_W / 2, y + CARD_H + 6, "face down", 20, MUTED, bold=False)
        x += CARD_W + 24
    if v.shown and v.offer and not choosing:
        # the three turned up this round: one was buried, one is the face-down card
        sx = max(x + 40, WIDTH - PAD - 3 * (MINI_W + 10))
        draw.text((sx, y - 36), "Turned up this round", font=font(20), fill=MUTED)
        for i, key in enumerate(v.shown):
            treasure_card(draw, sx + i * (MINI_W + 10), y, key, MINI_W, MINI_H)
        draw.text((sx, y + MINI_H + 8), "one buried, one face down", font=font(18), fill=MUTED)
    return y + CARD_H + 44


def _status(v: ChachapoyaView, p: PlayerView) -> tuple[str, tuple[int, int, int]]:
    if p.eliminated:
        return "ELIMINATED", DANGER
    if v.phase == "bid" and p.bidding:
        return (
            (f"bid in: {p.bid_size} card{'s' if p.bid_size != 1 else ''}", GOOD) if p.has_bid else ("bidding…", MUTED)
        )
    if p.seat in v.awaiting:
        return "to decide…", MUTED
    if p.last_bid:
        return "bid " + _plain(describe(p.last_bid)), MUTED
    return "", MUTED


def _player_row(draw: ImageDraw.ImageDraw, v: ChachapoyaView, p: PlayerView, name: str, y: int) -> None:
    colour = SEAT_COLOURS[p.seat % len(SEAT_COLOURS)]
    draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + ROW_H - 14), radius=14, fill=PANEL)
    draw.rectangle((PAD, y, PAD + 10, y + ROW_H - 14), fill=colour)
    nx = PAD + 26
    label = _plain(name)[:14] or f"Player {p.seat + 1}"
    if p.seat in v.winners:
        label = "★ " + label
    draw.text((nx, y + 10), label, font=font(30, True), fill=colour)
    if p.eliminated:
        draw.text((nx, y + 56), "ELIMINATED", font=font(28, True), fill=DANGER)
        return
    # points now (final score once the game is over), and who starts
    score = int(v.scores[p.seat]) if v.scores else p.points
    words = f"Final: {score}" if v.scores else f"{score} points"
    draw.text((nx, y + 50), words, font=font(26, True), fill=INK)
    if p.seat == v.starting and v.phase != "over":
        draw.text((nx + 150, y + 54), "starts", font=font(20), fill=MUTED)
    # hand and token
    hy = y + 92
    draw.rounded_rectangle((nx, hy, nx + 30, hy + 40), radius=5, fill=BACK, outline=BACK_LINE, width=2)
    draw.text((nx + 40, hy + 2), f"{p.hand_size}", font=font(30, True), fill=INK)
    tx = nx + 100
    if p.token or p.token_on:
        d = 18
        cy = hy + 20
        draw.polygon([(tx + d, cy - d), (tx + 2 * d, cy), (tx + d, cy + d), (tx, cy)], fill=(90, 200, 230))
        if p.token_on:
            draw.text((tx + 2 * d + 6, cy - 12), f"on {SHORT[p.token_on].lower()}", font=font(20), fill=MUTED)
    status, tint = _status(v, p)
    if status:
        draw.text((nx, y + 142), status, font=font(20), fill=tint)
    # collection: one mini card per type with its count and points
    cx = COLLECTION_X
    if not p.collection:
        draw.text((cx, y + 60), "no treasures yet", font=font(24), fill=MUTED)
    for t in p.collection:
        treasure_card(draw, cx, y + 12, t.key, MINI_W, MINI_H, mark=False)
        ink = _ink_on(C.BY_KEY[t.key].colour)
        _centre(draw, cx + MINI_W / 2, y + 12 + MINI_H // 2 - 26, f"×{t.count}", 38, ink)
        pts = "X" if t.points is None else str(t.points)
        _centre(draw, cx + MINI_W / 2, y + MINI_H + 18, pts, 26, DANGER if t.near_x else INK)
        if t.near_x:
            draw.text((cx + MINI_W - 22, y + 14), "!", font=font(30, True), fill=DANGER)
        cx += MINI_W + 10


def _wrapped(text: str, width: int = 62) -> list[str]:
    return textwrap.wrap(_plain(text), width=width)


def render_table(v: ChachapoyaView, names: Sequence[str]) -> bytes:
    resolution = _wrapped("Last reveal: " + fill_seat_refs(v.resolution, list(names))) if v.resolution else []
    height = 100 + (CARD_H + 90 if (v.offer or v.shown) else 0) + ROW_H * v.n_players + 40 + 34 * len(resolution)
    image, draw = new_canvas(WIDTH, height)
    y = _header(draw, v)
    y = _offer(draw, v, y)
    for p in v.players:
        name = names[p.seat] if p.seat < len(names) else f"Player {p.seat + 1}"
        _player_row(draw, v, p, name, y)
        y += ROW_H
    for line in resolution:
        draw.text((PAD, y), line, font=font(24), fill=INK)
        y += 34
    return to_png(image)
