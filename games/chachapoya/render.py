"""The table picture (PNG): the offer, each player's collection, hands, tokens and bids.

Drawn for a phone: 600 px wide with no text under 18 px, so every word is at least
12 px tall when a phone shows the picture 400 px wide. One panel per player.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from games.chachapoya import components as C
from games.chachapoya.bidding import describe
from games.chachapoya.text import CARD_LABEL, CHIP, COLOUR, minus, treasure
from games.chachapoya.view import ChachapoyaView, PlayerView, TypeView
from games.contract import fill_seat_refs
from games.drawing import INK, MUTED, SEAT_COLOURS, Font, font, new_canvas, text_width, to_png
from games.words import Text, Words, cat, msg

WIDTH = 600
PAD = 16
SMALL = 18  # the usual smallest type: 12 px at 400 px wide
FLOOR = 17  # a long word may shrink to this and no further: 11 px at 400 px wide
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

Colour = tuple[int, int, int]


def _plain(text: str) -> str:
    """Drop characters the font cannot draw (emoji outside the basic plane)."""
    kept = "".join(ch for ch in text if ord(ch) <= 0xFFFF and not 0xFE00 <= ord(ch) <= 0xFE0F)
    return " ".join(kept.split())


def _ink_on(colour: Colour) -> Colour:
    r, g, b = colour
    return (20, 20, 20) if r * 0.3 + g * 0.59 + b * 0.11 > 140 else (250, 250, 250)


def _centre(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    text: str,
    size: int,
    fill: Colour,
    bold: bool = True,
    width: float | None = None,
) -> None:
    """``text`` centred on ``x``; with ``width``, made to fit: smaller (never under ``FLOOR``), then
    in the regular weight, and only then cut (a long word in German or Polish)."""
    f = font(size, bold)
    if width is not None:
        tries = [(s, b) for b in dict.fromkeys((bold, False)) for s in range(size, FLOOR - 1, -1)]
        f = next((font(s, b) for s, b in tries if text_width(draw, text, font(s, b)) <= width), font(FLOOR, False))
        text = _fit(draw, text, f, width)
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


def treasure_card(draw: ImageDraw.ImageDraw, x: int, y: int, key: str, words: Words) -> None:
    t = C.BY_KEY[key]
    ink = _ink_on(t.colour)
    draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, fill=t.colour, outline=(20, 20, 20), width=3)
    draw.text((x + 10, y + 6), str(t.corner), font=font(26, True), fill=ink)
    _centre(draw, x + CARD_W / 2, y + CARD_H - 32, words(msg(CARD_LABEL[key])), SMALL, ink, width=CARD_W - 8)
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


def _chip_text(t: TypeView, words: Words) -> str:
    pts = "X" if t.points is None else str(t.points)
    n = f"{t.count - 1}+1" if t.token else str(t.count)
    name = words(msg(CHIP[t.key]))
    return f"{name} ×{n}: {pts}".replace("-", "−") + (" !" if t.near_x and not t.token else "")


def _chip_width(draw: ImageDraw.ImageDraw, t: TypeView, words: Words) -> float:
    return text_width(draw, _chip_text(t, words), font(SMALL, True)) + 20 + (28 if t.token else 0)


def _chip(draw: ImageDraw.ImageDraw, x: float, y: float, t: TypeView, words: Words) -> float:
    colour = C.BY_KEY[t.key].colour
    w = _chip_width(draw, t, words)
    danger = t.points is None or (t.near_x and not t.token)
    draw.rounded_rectangle(
        (x, y, x + w, y + CHIP_H - 4),
        radius=8,
        fill=colour,
        outline=DANGER if danger else (20, 20, 20),
        width=4 if danger else 2,
    )
    draw.text((x + 10, y + 5), _chip_text(t, words), font=font(SMALL, True), fill=_ink_on(colour))
    if t.token:
        _diamond(draw, x + w - 30, y + (CHIP_H - 4) / 2, 10)
    return w


def _name_chip(draw: ImageDraw.ImageDraw, x: float, y: float, key: str, words: Words, width: float) -> None:
    colour = C.BY_KEY[key].colour
    name = words(treasure(key))
    text = _fit(draw, name[:1].upper() + name[1:], font(SMALL, True), width - 20)
    w = text_width(draw, text, font(SMALL, True)) + 20
    draw.rounded_rectangle((x, y, x + w, y + CHIP_H - 4), radius=8, fill=colour, outline=(20, 20, 20), width=2)
    draw.text((x + 10, y + 5), text, font=font(SMALL, True), fill=_ink_on(colour))


def _chip_rows(draw: ImageDraw.ImageDraw, types: list[TypeView], width: float, words: Words) -> int:
    rows, x = 1, 0.0
    for t in types:
        w = _chip_width(draw, t, words)
        if x and x + w > width:
            rows, x = rows + 1, 0.0
        x += w + 8
    return rows


# ---- sections -----------------------------------------------------------------------------


def _header(draw: ImageDraw.ImageDraw, v: ChachapoyaView, words: Words) -> int:
    if v.phase == "over":
        title = words(msg("chachapoya-pic-game-over"))
        info = words(msg("chachapoya-pic-after", n=v.round_no))
    else:
        said = "chachapoya-pic-last-round" if v.last_round else "chachapoya-pic-round"
        title = words(msg(said, n=v.round_no))
        info = words(msg("chachapoya-pic-info", treasures=v.treasures_left, adventurers=v.adventurers_left))
    draw.text((PAD, PAD), _fit(draw, title, font(32, True), WIDTH - 2 * PAD), font=font(32, True), fill=INK)
    draw.text((PAD, PAD + 44), _fit(draw, info, font(BODY), WIDTH - 2 * PAD), font=font(BODY), fill=MUTED)
    return PAD + 44 + LINE + 10


def _offer_height(v: ChachapoyaView) -> int:
    if v.phase == "over" or not (v.offer or v.shown):
        return 0
    return 36 + CARD_H + 34 + 14


def _offer(draw: ImageDraw.ImageDraw, v: ChachapoyaView, y: int, words: Words) -> int:
    if not _offer_height(v):
        return y
    choosing = v.phase == "offer"
    if choosing:
        said = "chachapoya-pic-turned-up-choose"
    else:
        said = "chachapoya-pic-on-offer" if v.offer else "chachapoya-pic-turned-up"
    if v.last_round and v.offer:
        # a Dictator or a Tracker bid wins only one of the cards, even in the last round
        said = "chachapoya-pic-last-one" if v.phase == "pick" else "chachapoya-pic-last-all"
    title = _fit(draw, words(msg(said)), font(22, True), WIDTH - 2 * PAD)
    draw.text((PAD, y), title, font=font(22, True), fill=INK)
    y += 36
    x = PAD
    big = [(True, key) for key in v.shown] if choosing or not v.offer else [(o.face_up, o.card) for o in v.offer]
    for face_up, card in big:
        if face_up and card:
            treasure_card(draw, x, y, card, words)
            scale = "·".join([*(str(pts) for pts in C.BY_KEY[card].scale), "X"]).replace("-", "−")
            _centre(draw, x + CARD_W / 2, y + CARD_H + 6, scale, SMALL, MUTED, bold=False)
        else:
            card_back(draw, x, y)
            face_down = words(msg("chachapoya-pic-face-down"))
            _centre(draw, x + CARD_W / 2, y + CARD_H + 6, face_down, SMALL, MUTED, bold=False, width=CARD_W + CARD_GAP)
        x += CARD_W + CARD_GAP
    if v.shown and v.offer and not choosing:
        # the three turned up this round: one was buried, one is the face-down card
        sx = x + 4
        room = WIDTH - PAD - sx
        f = font(SMALL)
        draw.text((sx, y), _fit(draw, words(msg("chachapoya-pic-side-turned-up")), f, room), font=f, fill=MUTED)
        for i, key in enumerate(v.shown):
            _name_chip(draw, sx, y + 30 + i * CHIP_H, key, words, room)
        buried = _fit(draw, words(msg("chachapoya-pic-side-buried")), f, room)
        draw.text((sx, y + 34 + 3 * CHIP_H), buried, font=f, fill=MUTED)
        down = _fit(draw, words(msg("chachapoya-pic-side-face-down")), f, room)
        draw.text((sx, y + 34 + 3 * CHIP_H + 24), down, font=f, fill=MUTED)
    return y + CARD_H + 34 + 14


def _status(v: ChachapoyaView, p: PlayerView) -> tuple[Text, Colour]:
    if v.phase == "over":
        if p.penalties:
            listed = cat(*(cat(what, minus(pts), sep=" ") for what, pts in p.penalties), sep=" · ")
            return msg("chachapoya-pic-penalties", penalties=listed), DANGER
        return "", MUTED
    if v.phase == "bid" and p.bidding:
        if p.has_bid:
            return msg("chachapoya-pic-bid-in", n=p.bid_size), GOOD
        return msg("chachapoya-pic-bidding"), MUTED
    if v.phase == "bid" and not p.bidding:
        return msg("chachapoya-pic-sits-out"), MUTED
    if p.seat in v.awaiting:
        return msg("chachapoya-pic-to-decide"), MUTED
    if p.last_bid:
        return msg("chachapoya-pic-last-bid", bid=describe(p.last_bid)), MUTED
    return "", MUTED


INNER = WIDTH - 2 * PAD - 40  # text width inside a panel


def _panel_lines(
    draw: ImageDraw.ImageDraw, v: ChachapoyaView, p: PlayerView, words: Words
) -> tuple[int, list[str], Colour]:
    """Rows of chips, wrapped status lines and their colour."""
    if p.eliminated and not p.out_by_token:
        return 0, [], MUTED
    chips = _chip_rows(draw, p.collection, INNER, words) if p.collection else 1
    said, tint = _status(v, p)
    if p.out_by_token:
        said, tint = msg("chachapoya-pic-token-x", treasure=msg(COLOUR[p.out_by_token])), DANGER
    text = words(said)
    return chips, _wrap(draw, _plain(text), font(SMALL), INNER) if text else [], tint


def _panel_height(draw: ImageDraw.ImageDraw, v: ChachapoyaView, p: PlayerView, words: Words) -> int:
    chips, status, _ = _panel_lines(draw, v, p, words)
    if p.eliminated and not p.out_by_token:
        return 10 + 36 + LINE + 14
    return 10 + 36 + LINE + 8 + chips * CHIP_H + len(status) * 24 + 14


def _player(draw: ImageDraw.ImageDraw, v: ChachapoyaView, p: PlayerView, name: str, y: int, words: Words) -> int:
    height = _panel_height(draw, v, p, words)
    colour = SEAT_COLOURS[p.seat % len(SEAT_COLOURS)]
    draw.rounded_rectangle((PAD, y, WIDTH - PAD, y + height - 10), radius=14, fill=PANEL)
    draw.rectangle((PAD, y, PAD + 8, y + height - 10), fill=colour)
    nx, right = PAD + 22, WIDTH - PAD - 14
    # line 1: name, and the score (or ELIMINATED) on the right
    big = font(24, True)
    if p.eliminated:
        score, score_ink = words(msg("chachapoya-pic-eliminated")), DANGER
    elif v.scores:
        score, score_ink = words(msg("chachapoya-pic-final", n=minus(int(v.scores[p.seat])))), INK
    else:
        score, score_ink = words(msg("chachapoya-n-points", n=p.points)).replace("-", "−"), INK
    score_w = text_width(draw, score, big)
    label = _plain(name) or words(msg("chachapoya-pic-player", n=p.seat + 1))
    if p.seat in v.winners:
        label = "★ " + label
    draw.text((nx, y + 10), _fit(draw, label, big, right - nx - score_w - 16), font=big, fill=colour)
    _right(draw, right, y + 10, score, big, score_ink)
    ly = y + 10 + 36
    body = font(BODY)
    if p.eliminated and not p.out_by_token:
        if p.eliminated_round:
            when = words(msg("chachapoya-pic-out-since", round=p.eliminated_round))
        else:
            when = words(msg("chachapoya-pic-out"))
        draw.text((nx, ly), _fit(draw, when, body, right - nx), font=body, fill=MUTED)
        return height
    # line 2: hand size, token, starting player
    draw.rounded_rectangle((nx, ly + 1, nx + 18, ly + 25), radius=4, fill=BACK, outline=BACK_LINE, width=2)
    hand = words(msg("chachapoya-pic-in-hand", n=p.hand_size))
    draw.text((nx + 26, ly), hand, font=body, fill=INK)
    tx = nx + 26 + text_width(draw, hand, body) + 20
    starts = words(msg("chachapoya-pic-starts")) if p.seat == v.starting and v.phase != "over" else ""
    starts_w = text_width(draw, starts, font(SMALL, True)) + 12 if starts else 0
    if p.token or p.token_on:
        _diamond(draw, tx, ly + 13, 11)
        said = msg("chachapoya-pic-token-on", treasure=msg(COLOUR[p.token_on])) if p.token_on else None
        word = words(said or msg("chachapoya-pic-token"))
        word = _fit(draw, word, font(SMALL), right - starts_w - tx - 28)
        draw.text((tx + 28, ly + 1), word, font=font(SMALL), fill=MUTED)
    if starts:
        _right(draw, right, ly + 1, starts, font(SMALL, True), MUTED)
    # the collection, as chips that wrap
    cy = ly + LINE + 8
    if not p.collection:
        draw.text((nx, cy + 4), words(msg("chachapoya-no-treasures")), font=font(SMALL), fill=MUTED)
    cx = float(nx)
    for t in p.collection:
        w = _chip_width(draw, t, words)
        if cx > nx and cx + w > nx + INNER:
            cx, cy = float(nx), cy + CHIP_H
        _chip(draw, cx, cy, t, words)
        cx += w + 8
    sy = cy + CHIP_H
    _, status, tint = _panel_lines(draw, v, p, words)
    for line in status:
        draw.text((nx, sy), line, font=font(SMALL), fill=tint)
        sy += 24
    return height


def render_table(v: ChachapoyaView, names: Sequence[str], words: Words) -> bytes:
    _, measure = new_canvas(1, 1)
    said = words(msg("chachapoya-pic-last-reveal", text=v.resolution)) if v.resolution else ""
    reveal = _plain(fill_seat_refs(said, list(names))) if said else ""
    resolution = _wrap(measure, reveal, font(BODY), WIDTH - 2 * PAD) if reveal else []
    heights = [_panel_height(measure, v, p, words) for p in v.players]
    height = PAD + 44 + LINE + 10 + _offer_height(v) + sum(heights) + LINE * len(resolution) + PAD
    image, draw = new_canvas(WIDTH, height)
    y = _header(draw, v, words)
    y = _offer(draw, v, y, words)
    for p in v.players:
        name = names[p.seat] if p.seat < len(names) else ""
        y += _player(draw, v, p, name, y, words)
    for line in resolution:
        draw.text((PAD, y), line, font=font(BODY), fill=INK)
        y += LINE
    return to_png(image)
