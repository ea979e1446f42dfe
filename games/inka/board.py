"""The board's geometry, derived from ``components.BOARD_ROWS``: cells, field types, zones."""

from __future__ import annotations

from games.inka import components as C

W, H = C.WIDTH, C.HEIGHT
N_CELLS = W * H
LETTERS = "ABCDEFGHIJKLMNOPQRSTU"


def cell_of(coord: str) -> int:
    """ "C1" -> cell index (row-major, row 1 first)."""
    return (int(coord[1:]) - 1) * W + LETTERS.index(coord[0].upper())


def coord(cell: int) -> str:
    return f"{LETTERS[cell % W]}{cell // W + 1}"


def xy(cell: int) -> tuple[int, int]:
    return cell % W, cell // W


KIND: list[str] = [C.SYMBOLS[ch] for row in C.BOARD_ROWS for ch in row]

LAND_KINDS = frozenset({"plain", "compass", "inca", "temple"})
IS_LAND = [k in LAND_KINDS for k in KIND]
IS_WATER = [k == "water" for k in KIND]
ISLANDS = [c for c in range(N_CELLS) if KIND[c] == "island"]
TEMPLES = [c for c in range(N_CELLS) if KIND[c] == "temple"]
WINDROSE = [c for c in range(N_CELLS) if KIND[c] == "windrose"]
CAMP = [c for c in range(N_CELLS) if KIND[c] == "camp"]
N_CELL = cell_of(C.N_FIELD)
ARROW = cell_of(C.ARROW_FIELD)

#: the four directions in the order of ``components.DIRECTIONS``, as bits N=1 E=2 S=4 W=8
DIR_BITS = {d: 1 << i for i, d in enumerate(C.DIRECTIONS)}
EAST_BIT = DIR_BITS["E"]
NORTH_BIT = DIR_BITS["N"]


def step(cell: int, d: int) -> int:
    """The neighbour of ``cell`` in direction index ``d`` (0 N, 1 E, 2 S, 3 W), or -1 off the board."""
    x, y = cell % W, cell // W
    dx, dy = C.DIR_STEP[C.DIRECTIONS[d]]
    x, y = x + dx, y + dy
    if 0 <= x < W and 0 <= y < H:
        return y * W + x
    return -1


NEIGHBOURS: list[tuple[tuple[int, int], ...]] = [
    tuple((d, n) for d in range(4) if (n := step(c, d)) >= 0) for c in range(N_CELLS)
]


def _pool(island: int) -> frozenset[int]:
    x, y = xy(island)
    return frozenset(
        (y + dy) * W + x + dx
        for dx in (-1, 0, 1)
        for dy in (-1, 0, 1)
        if (dx or dy) and 0 <= x + dx < W and 0 <= y + dy < H and IS_WATER[(y + dy) * W + x + dx]
    )


#: the water fields around each island (its 3×3 pool), crossed for free when leaving it
POOL = {i: _pool(i) for i in ISLANDS}

#: cells a move may start from: land, islands, and the windrose (represented by C1 with NORTH used)
STARTS = [c for c in range(N_CELLS) if IS_LAND[c] or KIND[c] == "island"]

# ---------------------------------------------------------------- zones (UI)
ZONE_COLS = ((0, 7), (7, 14), (14, 21))
ZONE_ROWS = ((0, 6), (6, 12), (12, 18))


def zone_of(cell: int) -> int:
    x, y = xy(cell)
    return (y // 6) * 3 + x // 7


def manhattan(a: int, b: int) -> int:
    return abs(a % W - b % W) + abs(a // W - b // W)
