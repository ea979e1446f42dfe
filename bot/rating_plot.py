"""A small rating-over-time chart (PNG, Pillow), one line per game, readable on a phone."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import SOURCE, t
from games.drawing import BACKGROUND, INK, MUTED, SEAT_COLOURS, Font, font, new_canvas, text_width, to_png

WIDTH, HEIGHT = 800, 460
LEFT, RIGHT, TOP, BOTTOM = 96, 24, 72, 60
GRID = (80, 83, 90)


def nice_ticks(low: float, high: float, count: int = 4) -> list[int]:
    """Round tick values covering [low, high]."""
    span = max(high - low, 1.0)
    step = 10
    for candidate in (10, 20, 25, 50, 100, 200, 250, 500, 1000):
        step = candidate
        if span / candidate <= count:
            break
    first = int(low // step) * step
    ticks = []
    value = first
    while value <= high + step:
        ticks.append(value)
        if value >= high:
            break
        value += step
    return ticks


def legend_layout(legends: Sequence[str], label_font: Font) -> list[tuple[str, float, int]]:
    """(text, x, row offset) per legend entry, wrapping rows at the picture's width."""
    _, draw = new_canvas(1, 1)
    out: list[tuple[str, float, int]] = []
    x, dy = float(LEFT), 0
    for text in legends:
        width = text_width(draw, text, label_font) + 30
        if x + width > WIDTH - RIGHT and x > LEFT:
            x, dy = float(LEFT), dy + 38
        out.append((text, x, dy))
        x += width + 28
    return out


def rating_chart(title: str, lines: Sequence[tuple[str, Sequence[int]]], lang: str = SOURCE) -> bytes:
    """``lines``: (label, ratings game by game) per game; the x axis counts that game's rated games.

    ``title`` and the labels come in ``lang`` already; the picture's own words are drawn in ``lang``."""
    label_font = font(26)
    legends = legend_layout([f"{label}: {series[-1]}" for label, series in lines if series], label_font)
    height = HEIGHT + (legends[-1][2] if legends else 0)
    image, draw = new_canvas(WIDTH, height)
    draw.text((LEFT, 14), title, font=font(30, bold=True), fill=INK)
    values = [v for _, series in lines for v in series]
    if not values:
        draw.text((LEFT, height // 2), t("history-chart-empty", lang), font=font(28), fill=MUTED)
        return to_png(image)
    ticks = nice_ticks(min(values), max(values))
    low, high = ticks[0], ticks[-1] if ticks[-1] > ticks[0] else ticks[0] + 10
    longest = max(len(series) for _, series in lines)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def at(i: int, value: float) -> tuple[float, float]:
        x = LEFT + (plot_w * i / max(longest - 1, 1) if longest > 1 else plot_w / 2)
        y = TOP + plot_h * (1 - (value - low) / (high - low))
        return x, y

    for tick in ticks:
        _, y = at(0, tick)
        draw.line([(LEFT, y), (WIDTH - RIGHT, y)], fill=GRID, width=2)
        text = str(tick)
        draw.text((LEFT - 12 - text_width(draw, text, label_font), y - 14), text, font=label_font, fill=MUTED)
    for n, (_, series) in enumerate(lines):
        colour = SEAT_COLOURS[n % len(SEAT_COLOURS)]
        points = [at(i, v) for i, v in enumerate(series)]
        if len(points) > 1:
            draw.line(points, fill=colour, width=6, joint="curve")
        for x, y in points[-1:] if len(points) > 12 else points:
            draw.ellipse([x - 7, y - 7, x + 7, y + 7], fill=colour, outline=BACKGROUND, width=2)
        # the line's number at its end and in its legend swatch: the lines are told apart without colour too
        number = str(n + 1)
        ex, ey = points[-1]
        lx = ex + 10 if ex + 40 < WIDTH else ex - 30  # inside the picture
        draw.text((lx, ey - 34), number, font=label_font, fill=colour, stroke_width=3, stroke_fill=BACKGROUND)
        legend, x, dy = legends[n]
        y = HEIGHT - BOTTOM + 16 + dy
        draw.rectangle([x, y + 2, x + 24, y + 28], fill=colour)
        draw.text((x + 12, y + 15), number, font=label_font, fill=BACKGROUND, anchor="mm")
        draw.text((x + 30, y), legend, font=label_font, fill=INK)
    return to_png(image)
