"""Geometry of the land: cells, labels and neighbour tables.

Cells are numbered column by column (``x * height + y``), so scanning cells in
index order sweeps the narrow side first; the generator relies on that order.
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
        # scan-order helpers for the generator: already-scanned neighbours of each cell
        self.up = [i - 1 if i % h else -1 for i in range(n)]
        self.left = [i - h if i >= h else -1 for i in range(n)]
        self.up_left = [i - h - 1 if i >= h and i % h else -1 for i in range(n)]
        self.down_left = [i - h + 1 if i >= h and i % h < h - 1 else -1 for i in range(n)]
        self.later_king = [tuple(j for j in self.king[i] if j > i) for i in range(n)]
        # a cell is "complete" (its orthogonal neighbours all scanned) once this index is assigned
        self.complete_at = [i + h if i // h < width - 1 else (i + 1 if i % h < h - 1 else i) for i in range(n)]
        self.completes = [tuple(j for j in range(n) if self.complete_at[j] == i) for i in range(n)]
        # the 2×2 windows holding each cell, as (a, b, c, d) with a–d and b–c diagonal
        self.windows: list[tuple[tuple[int, int, int, int], ...]] = [() for _ in range(n)]
        for x in range(width - 1):
            for y in range(height - 1):
                a = x * h + y
                w = (a, a + h, a + 1, a + h + 1)
                for c in w:
                    self.windows[c] += (w,)

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
