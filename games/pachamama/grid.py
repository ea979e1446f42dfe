"""Geometry of the land: cells, labels and neighbour tables.

Cells are numbered column by column (``x * height + y``), so scanning cells in
index order sweeps the narrow side first, which keeps the search frontier short.
"""

from __future__ import annotations

from functools import lru_cache

from games.pachamama import components as C


class Grid:
    """Neighbour tables of a ``width`` × ``height`` land (built once per size)."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.n = width * height
        n, h = self.n, height
        self.orth: list[tuple[int, ...]] = []
        self.king: list[tuple[int, ...]] = []
        self.king_bits: list[int] = []
        for i in range(n):
            x, y = divmod(i, h)
            orth = []
            king = []
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if (dx, dy) == (0, 0):
                        continue
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < width and 0 <= ny < height:
                        j = nx * h + ny
                        king.append(j)
                        if dx == 0 or dy == 0:
                            orth.append(j)
            self.orth.append(tuple(orth))
            self.king.append(tuple(king))
            self.king_bits.append(sum(1 << j for j in king))
        self.edge = tuple(i for i in range(n) if i // h in (0, width - 1) or i % h in (0, height - 1))

    def label(self, cell: int) -> str:
        x, y = divmod(cell, self.height)
        return f"{chr(ord('A') + x)}{y + 1}"

    def cell(self, label: str) -> int:
        """The cell of a label such as "C4"."""
        x = ord(label[0].upper()) - ord("A")
        y = int(label[1:]) - 1
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError(f"{label} is off the land")
        return x * self.height + y

    def xy(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.height)


@lru_cache(maxsize=8)
def grid_of(width: int, height: int) -> Grid:
    return Grid(width, height)


def grid_for(short: bool) -> Grid:
    return grid_of(*(C.GRID_SHORT if short else C.GRID_LONG))


def regions_of(grid: Grid, land: list[int]) -> list[list[int]]:
    """Orthogonally connected groups of one land type, in order of their first cell."""
    seen = [False] * grid.n
    out: list[list[int]] = []
    for start in range(grid.n):
        if seen[start]:
            continue
        seen[start] = True
        region = [start]
        k = 0
        while k < len(region):
            c = region[k]
            k += 1
            for j in grid.orth[c]:
                if not seen[j] and land[j] == land[start]:
                    seen[j] = True
                    region.append(j)
        out.append(sorted(region))
    return out
