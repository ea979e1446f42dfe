"""The fields puzzle: plain-logic deductions, explanations and a solution counter.

A puzzle is the grid plus groups of cells. An *exact* group is a known region
of n squares (its fields are 1..n once each); an *open* group is a partly
discovered region (its fields differ, but its size is not known yet). Cells in
no group are squares whose region is unknown. Everywhere, equal fields never
touch (king moves). Candidates are bit masks over bits 1..5.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.pachamama import components as C
from games.pachamama.grid import Grid

ALL_FIELDS = (1 << (C.MAX_REGION_SIZE + 1)) - 2  # bits 1..5
FULL = [(1 << (n + 1)) - 2 for n in range(C.MAX_REGION_SIZE + 2)]  # FULL[n]: bits 1..n
VALUES = tuple(range(1, C.MAX_REGION_SIZE + 1))


def values_of(mask: int) -> list[int]:
    return [v for v in VALUES if (mask >> v) & 1]


@dataclass
class Deduction:
    """One step of reasoning, for people and for the AI."""

    cell: int
    value: int
    placed: bool  # True: the cell holds value; False: value is ruled out there
    reason: str


@dataclass
class Puzzle:
    grid: Grid
    groups: list[tuple[list[int], bool]]  # (cells, exact)
    group_of: list[int] = field(init=False)
    peers: list[tuple[int, ...]] = field(init=False)

    def __post_init__(self) -> None:
        # A cell outside every group has its king neighbours as peers (the grid keeps them sorted),
        # so only grouped cells need a set; this runs for every decision of the AI.
        king = self.grid.king
        self.group_of = group_of = [-1] * self.grid.n
        peers = list(king)
        for g, (cells, _) in enumerate(self.groups):
            for c in cells:
                group_of[c] = g
        for c, g in enumerate(group_of):
            if g >= 0:
                s = set(king[c])
                s.update(self.groups[g][0])
                s.discard(c)
                peers[c] = tuple(sorted(s))
        self.peers = peers
        self.exact_groups = [cells for cells, exact in self.groups if exact]

    def push_group(self, cells: list[int], peers: tuple[tuple[int, ...], ...] | None = None) -> None:
        """Add an exact group (a region just placed); ``pop_group`` undoes it.

        ``peers`` (optional, precomputed) gives each cell's king neighbours and group mates.
        """
        g = len(self.groups)
        self.groups.append((cells, True))
        self.exact_groups.append(cells)
        for k, c in enumerate(cells):
            self.group_of[c] = g
            self.peers[c] = peers[k] if peers is not None else tuple(sorted(set(self.grid.king[c]).union(cells) - {c}))

    def pop_group(self) -> None:
        cells, _ = self.groups.pop()
        self.exact_groups.pop()
        for c in cells:
            self.group_of[c] = -1
            self.peers[c] = self.grid.king[c]

    def size_of(self, cell: int) -> int:
        g = self.group_of[cell]
        return len(self.groups[g][0]) if g >= 0 else 0

    def initial(self) -> list[int]:
        out = [ALL_FIELDS] * self.grid.n
        for cells in self.exact_groups:
            for c in cells:
                out[c] = FULL[len(cells)]
        return out


def logic_solve(
    p: Puzzle, cands: list[int], steps: list[Deduction] | None = None, changed: list[int] | None = None
) -> list[int] | None:
    """Apply the plain-logic rules until nothing changes; None on a contradiction.

    Rules: a placed value leaves its neighbours and region mates (naked single);
    a value with one place left in a region goes there (hidden single); a square
    touching every place of a value in a region cannot hold it (touch-all); two
    squares of a region with the same two candidates keep them (naked pair).
    ``changed`` (optional) lists the only cells that differ from a fixed point of
    the same rules, so the work starts there.
    """
    c = list(cands)
    n = len(c)
    label = p.grid.label
    peers = p.peers
    king_bits = p.grid.king_bits
    group_of = p.group_of
    groups = p.groups
    look = range(n) if changed is None else changed
    queue = []
    for i in look:
        m = c[i]
        if not m:
            return None
        if not m & (m - 1):
            queue.append(i)
    if changed is None:
        dirty = {g for g, (_, exact) in enumerate(groups) if exact}
    else:
        dirty = {group_of[i] for i in changed if group_of[i] >= 0 and groups[group_of[i]][1]}
    while queue or dirty:
        # naked singles: a placed value leaves every peer
        while queue:
            i = queue.pop()
            m = c[i]
            for j in peers[i]:
                cj = c[j]
                if cj & m:
                    cj &= ~m
                    if not cj:
                        return None
                    c[j] = cj
                    g = group_of[j]
                    if g >= 0:
                        dirty.add(g)
                    if not cj & (cj - 1):
                        queue.append(j)
                    if steps is not None:
                        v = m.bit_length() - 1
                        steps.append(Deduction(j, v, False, f"{label(j)} is not {v}: {label(i)} is {v}"))
        while dirty and not queue:
            g = dirty.pop()
            cells, exact = groups[g]
            if not exact:
                continue
            size = len(cells)
            for v in range(1, size + 1):
                bit = 1 << v
                count = 0
                first = -1
                common = -1
                for i in cells:
                    if c[i] & bit:
                        count += 1
                        first = i
                        common &= king_bits[i]
                if not count:
                    return None
                if count == 1:
                    if c[first] != bit:
                        c[first] = bit
                        queue.append(first)
                        dirty.add(g)  # the other values of this group lost a place
                        if steps is not None:
                            steps.append(
                                Deduction(
                                    first, v, True, f"{label(first)} is {v}: the only place for {v} in its region"
                                )
                            )
                    continue
                while common > 0:
                    j = (common & -common).bit_length() - 1
                    common &= common - 1
                    cj = c[j]
                    if cj & bit:
                        cj &= ~bit
                        if not cj:
                            return None
                        c[j] = cj
                        h = group_of[j]
                        if h >= 0:
                            dirty.add(h)
                        if not cj & (cj - 1):
                            queue.append(j)
                        if steps is not None:
                            steps.append(
                                Deduction(
                                    j,
                                    v,
                                    False,
                                    f"{label(j)} is not {v}: it touches every place of {v} in the region of "
                                    f"{label(cells[0])}",
                                )
                            )
            if size >= 3:
                pairs: dict[int, int] = {}
                for i in cells:
                    m = c[i]
                    rest = m & (m - 1)
                    if rest and not rest & (rest - 1):  # exactly two candidates
                        pairs[m] = pairs.get(m, 0) + 1
                for m, k in pairs.items():
                    if k == 2:
                        for i in cells:
                            ci = c[i]
                            if ci != m and ci & m:
                                ci &= ~m
                                if not ci:
                                    return None
                                c[i] = ci
                                dirty.add(g)
                                if not ci & (ci - 1):
                                    queue.append(i)
    if steps is not None:
        for i in range(n):
            m = c[i]
            if not m & (m - 1) and cands[i] != m and not any(s.placed and s.cell == i for s in steps):
                v = m.bit_length() - 1
                steps.append(Deduction(i, v, True, f"{label(i)} is {v}: every other value is ruled out"))
    return c


def count_solutions(p: Puzzle, cands: list[int], limit: int = 2) -> int:
    """How many complete fillings fit (logic first, then search), stopping at ``limit``."""
    found = 0

    def search(cs: list[int]) -> None:
        nonlocal found
        solved = logic_solve(p, cs)
        if solved is None:
            return
        best = -1
        best_count = 99
        for i, m in enumerate(solved):
            if m & (m - 1):
                k = bin(m).count("1")
                if k < best_count:
                    best, best_count = i, k
        if best < 0:
            found += 1
            return
        for v in values_of(solved[best]):
            if found >= limit:
                return
            nxt = list(solved)
            nxt[best] = 1 << v
            search(nxt)

    search(list(cands))
    return min(found, limit)


def first_solution(p: Puzzle, cands: list[int]) -> list[int] | None:
    """Some complete filling (values, not masks), or None."""

    def search(cs: list[int]) -> list[int] | None:
        solved = logic_solve(p, cs)
        if solved is None:
            return None
        open_cells = [i for i, m in enumerate(solved) if m & (m - 1)]
        if not open_cells:
            return [m.bit_length() - 1 for m in solved]
        best = min(open_cells, key=lambda i: bin(solved[i]).count("1"))
        for v in values_of(solved[best]):
            nxt = list(solved)
            nxt[best] = 1 << v
            out = search(nxt)
            if out is not None:
                return out
        return None

    return search(list(cands))
