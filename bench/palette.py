"""Player colours everyone can tell apart (issue 35): `python -m bench.palette`.

For each game's player colours (as many as the game seats), prints the smallest colour difference
(CIEDE2000, ΔE2000) between any two of them under normal vision and under simulated protanopia,
deuteranopia and tritanopia (coloraide's CVD filters, Brettel/Viénot by default), and the pair that
comes closest. ``THRESHOLD`` is what tests/test_palette.py asks of every game: at 12 two colours read as
different at a glance (about 2.3 is the "just noticeable" difference; ~10 is clearly different).

coloraide, rather than colour-science: a small pure-Python package, maintained, with the three
dichromacy filters and ΔE2000 built in; colour-science would bring numpy and scipy for the same numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from coloraide import Color

from bench.cli import parser
from games import GAMES

RGB = tuple[int, int, int]
#: None: normal vision
SIMULATIONS: tuple[str | None, ...] = (None, "protan", "deutan", "tritan")
THRESHOLD = 12.0


def player_colours(game_id: str) -> list[RGB]:
    """The colours a game's pictures give its seats, one per seat of its largest table."""
    from games import drawing

    if game_id == "anasazi":  # its own: no yellow, red, blue or white (the treasure cubes have them)
        from games.anasazi.render import SEAT_RGB

        colours: Sequence[RGB] = SEAT_RGB
    else:
        colours = drawing.SEAT_COLOURS
    n = GAMES[game_id].max_players
    assert len(colours) >= n, f"{game_id}: {n} seats but {len(colours)} colours"
    return [tuple(c) for c in colours[:n]]  # type: ignore[misc]


def _as_seen(rgb: RGB, simulation: str | None) -> Color:
    colour = Color("srgb", [v / 255 for v in rgb])
    return colour.filter(simulation) if simulation else colour


def closest_pair(colours: Sequence[RGB], simulation: str | None) -> tuple[float, int, int]:
    """(ΔE2000, i, j) of the two colours that look most alike under ``simulation``."""
    seen = [_as_seen(c, simulation) for c in colours]
    return min((a.delta_e(b, method="2000"), i, j) for (i, a), (j, b) in combinations(enumerate(seen), 2))


def table() -> list[tuple[str, int, list[tuple[float, int, int]]]]:
    return [(g, len(player_colours(g)), [closest_pair(player_colours(g), s) for s in SIMULATIONS]) for g in GAMES]


def main(argv: list[str] | None = None) -> None:
    parser("bench.palette", __doc__).parse_args(argv)
    print(f"Smallest ΔE2000 between two player colours (threshold {THRESHOLD:g}); closest seats in brackets")
    print(f"{'game':<12}{'seats':>6}" + "".join(f"{(s or 'normal'):>16}" for s in SIMULATIONS))
    for game_id, seats, cells in table():
        row = "".join(f"{f'{d:.1f} ({i + 1}-{j + 1})':>16}" for d, i, j in cells)
        print(f"{game_id:<12}{seats:>6}{row}")


if __name__ == "__main__":
    main()
