"""The move generator against an independent brute-force enumerator, on every start and length 1–12.

The oracle walks every simple orthogonal path straight from the rules (RULINGS 5, 7–10), with its own
reading of the board rows, and keeps the Pareto-minimal (directions, rescue) per end. It shares no code
with ``games.inka.paths`` but the board text.
"""

from __future__ import annotations

import pytest

from games.inka import components as C
from games.inka.paths import WINDROSE, computed_afresh

WIDTH, HEIGHT = len(C.BOARD_ROWS[0]), len(C.BOARD_ROWS)
LAND_SYMBOLS = set(".nCXT>")
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N E S W -> bits 1 2 4 8


def _symbol(x: int, y: int) -> str:
    return C.BOARD_ROWS[y][x]


#: per field index: (direction bit, neighbour index, neighbour symbol) for the fields on the board
NEXT = [
    [
        (bit, (y + dy) * WIDTH + x + dx, _symbol(x + dx, y + dy))
        for bit, (dx, dy) in enumerate(STEPS)
        if 0 <= x + dx < WIDTH and 0 <= y + dy < HEIGHT
    ]
    for y in range(HEIGHT)
    for x in range(WIDTH)
]


def _oracle(sx: int, sy: int, windrose: bool, max_len: int = 12) -> dict[int, set[tuple[int, int, int]]]:
    """{length: {(end index, directions, rescue)}} over every simple path, then Pareto per end."""
    found: dict[int, set[tuple[int, int, int]]] = {k: set() for k in range(1, max_len + 1)}
    island = _symbol(sx, sy) == "I" and not windrose
    pool = {(sy + dy) * WIDTH + sx + dx for dx in (-1, 0, 1) for dy in (-1, 0, 1)} if island else set()

    # mode: "land" (no water yet), "island" (crossing the start island's pool), "water" (rescue run), "after"
    def walk(cell: int, visited: int, mask: int, mode: str, depth: int) -> None:
        if depth and (mode == "land" or mode == "after") and cell not in pool:
            found[depth].add((cell, mask, 1 if mode == "after" else 0))
        if depth == max_len:
            return
        for bit, n, sym in NEXT[cell]:
            if visited >> n & 1:
                continue
            if sym in LAND_SYMBOLS:
                nmode = "after" if mode in ("water", "after") else "land"
            elif sym == "~":
                if mode == "island":
                    if n not in pool:
                        continue
                    nmode = "island"
                elif mode in ("land", "water"):
                    nmode = "water"
                else:
                    continue
            else:  # islands, the windrose, the stacks and the camp are never entered by a move
                continue
            walk(n, visited | 1 << n, mask | 1 << bit, nmode, depth + 1)

    if windrose:  # standing on C1 with NORTH used (RULINGS 7)
        walk(2, 1 << 2, 1, "land", 0)
    else:
        start = sy * WIDTH + sx
        walk(start, 1 << start, 0, "island" if island else "land", 0)
    out = {}
    for k, triples in found.items():
        keep = set()
        for end, mask, r in triples:
            if not any(e2 == end and (m2, r2) != (mask, r) and m2 & mask == m2 and r2 <= r for e2, m2, r2 in triples):
                keep.add((end, mask, r))
        out[k] = keep
    return out


STARTS = [(x, y) for y in range(HEIGHT) for x in range(WIDTH) if _symbol(x, y) in LAND_SYMBOLS | {"I"}]
CHUNKS = 12


def test_every_start_is_covered() -> None:
    assert len(STARTS) + 1 == 294  # 289 land fields, 4 islands and the windrose


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_generator_equals_brute_force(chunk: int) -> None:
    """All 294 starts (the windrose too) × lengths 1–12, in chunks: not one difference (each computed afresh)."""
    starts = STARTS[chunk::CHUNKS]
    cases = [(x, y, False) for x, y in starts] + ([(2, 0, True)] if chunk == 0 else [])
    with computed_afresh() as paths:
        for x, y, windrose in cases:
            expected = _oracle(x, y, windrose)
            start = WINDROSE if windrose else y * WIDTH + x
            for length in range(1, 13):
                assert paths(start, length) == expected[length], (x, y, windrose, length)
