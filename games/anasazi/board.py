"""The fixed board of Anasazi: a triangular lattice, its mesas, pueblos, towers, posts and camp sites.

This is the one data table of the layout (RULINGS, "Anasazi", "The board graph"). Nodes are the
points of a triangular lattice inside a hexagon of radius 6, in axial coordinates (q, r), r from
−6 (row A, top) to 6 (row M). A node is named by its row letter and its column ``2q + r + 13``.
An expedition marker is one edge; it touches the one or two unit triangles beside that edge.
Everything is computed once at import time into plain tuples, so the engine only indexes.
"""

from __future__ import annotations

from dataclasses import dataclass

RADIUS = 6
ROWS = "ABCDEFGHIJKLM"

#: → ↘ ↙ ← ↖ ↗ (RULINGS: directions)
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
ARROWS = ("→", "↘", "↙", "←", "↖", "↗")


def _dist(q: int, r: int) -> int:
    return max(abs(q), abs(r), abs(q + r))


def rotate(q: int, r: int, times: int = 1) -> tuple[int, int]:
    """ρ turns the board 60° clockwise: ρ(q, r) = (−r, q + r)."""
    for _ in range(times % 6):
        q, r = -r, q + r
    return q, r


COORDS: tuple[tuple[int, int], ...] = tuple(
    (q, r) for r in range(-RADIUS, RADIUS + 1) for q in range(-RADIUS, RADIUS + 1) if _dist(q, r) <= RADIUS
)
INDEX: dict[tuple[int, int], int] = {c: i for i, c in enumerate(COORDS)}
N_NODES = len(COORDS)


def node_name(node: int) -> str:
    q, r = COORDS[node]
    return f"{ROWS[r + RADIUS]}{2 * q + r + 13}"


NAMES: tuple[str, ...] = tuple(node_name(i) for i in range(N_NODES))
BY_NAME: dict[str, int] = {n: i for i, n in enumerate(NAMES)}
ROW_OF: tuple[int, ...] = tuple(r + RADIUS for _, r in COORDS)


def node(name: str) -> int:
    """The node called ``name`` (e.g. "G13")."""
    return BY_NAME[name]


# ---------------------------------------------------------------- edges

_edges: list[tuple[int, int]] = []
_edge_at: dict[tuple[int, int], int] = {}
for _i, (_q, _r) in enumerate(COORDS):
    for _dq, _dr in DIRECTIONS[:3]:  # each edge once: from its start along → ↘ ↙
        _j = INDEX.get((_q + _dq, _r + _dr))
        if _j is not None:
            _edge_at[(_i, _j)] = _edge_at[(_j, _i)] = len(_edges)
            _edges.append((_i, _j))
EDGES: tuple[tuple[int, int], ...] = tuple(_edges)
N_EDGES = len(EDGES)


def edge_between(a: int, b: int) -> int:
    return _edge_at[(a, b)]


#: STEPS[node][d] = (neighbour, edge) along direction d, or None at the rim
STEPS: tuple[tuple[tuple[int, int] | None, ...], ...] = tuple(
    tuple(
        (INDEX[(q + dq, r + dr)], _edge_at[(INDEX[(q, r)], INDEX[(q + dq, r + dr)])])
        if (q + dq, r + dr) in INDEX
        else None
        for dq, dr in DIRECTIONS
    )
    for q, r in COORDS
)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(s[0] for s in steps if s is not None) for steps in STEPS)

# ---------------------------------------------------------------- triangles

_tris: list[tuple[int, int, int]] = []
for _q, _r in [(q, r) for r in range(-RADIUS - 1, RADIUS + 1) for q in range(-RADIUS - 1, RADIUS + 1)]:
    for _shape in (((0, 0), (1, 0), (0, 1)), ((1, 0), (0, 1), (1, 1))):
        _pts = [(_q + a, _r + b) for a, b in _shape]
        if all(p in INDEX for p in _pts):
            _tris.append(tuple(sorted(INDEX[p] for p in _pts)))  # type: ignore[arg-type]
TRIANGLES: tuple[tuple[int, int, int], ...] = tuple(_tris)
TRI_AT: dict[frozenset[int], int] = {frozenset(t): i for i, t in enumerate(TRIANGLES)}

#: triangles beside each edge (one at the rim, else two)
EDGE_TRIS: tuple[tuple[int, ...], ...] = tuple(
    tuple(t for t, tri in enumerate(TRIANGLES) if a in tri and b in tri) for a, b in EDGES
)


def tri(names: str) -> int:
    """The triangle "C11-C13-D12" (any order, hyphen or non-breaking hyphen)."""
    parts = names.replace("\u2011", "-").split("-")
    return TRI_AT[frozenset(node(p) for p in parts)]


def _rotate_tri(t: int, times: int) -> int:
    return TRI_AT[frozenset(INDEX[rotate(*COORDS[n], times)] for n in TRIANGLES[t])]


# ---------------------------------------------------------------- mesas, pueblos, sectors

Role = str  # "T" tower sector, "C" treasure sector of a divided pueblo, "S" single pueblo, "." plain


@dataclass(frozen=True)
class Mesa:
    name: str
    triangles: tuple[int, ...]


@dataclass(frozen=True)
class Sector:
    """A pueblo sector: one triangle. ``tower`` is set on T sectors (0 = T1)."""

    index: int
    triangle: int
    role: Role
    mesa: int
    pueblo: int
    tower: int | None
    cube_slot: int | None  # index into the 44 treasure places (C and S sectors)


def _layout() -> tuple[list[Mesa], list[tuple[int, Role, int | None]]]:
    """(mesas, [(triangle, role, tower number or None)]) exactly as the RULINGS table gives them."""
    mesas: list[Mesa] = []
    roles: list[tuple[int, Role, int | None, int]] = []  # triangle, role, tower, mesa

    def add(name: str, tris: list[tuple[int, Role, int | None]]) -> None:
        m = len(mesas)
        mesas.append(Mesa(name, tuple(t for t, _, _ in tris)))
        roles.extend((t, role, tower, m) for t, role, tower in tris)

    # GM: every triangle whose corners all lie within distance 2 of G13
    special: dict[int, tuple[Role, int | None]] = {
        tri("E13-F12-F14"): ("T", 1),
        tri("E11-E13-F12"): ("C", 1),
        tri("H12-H14-I13"): ("T", 2),
        tri("H14-I13-I15"): ("C", 2),
        tri("F16-G15-G17"): ("S", None),
        tri("G9-G11-H10"): ("S", None),
        tri("E11-F10-F12"): ("S", None),
    }
    gm = [t for t, tr in enumerate(TRIANGLES) if all(_dist(*COORDS[n]) <= 2 for n in tr)]
    add("GM", [(t, *special.get(t, (".", None))) for t in gm])

    n1 = [(tri("C11-C13-D12"), "C"), (tri("C13-D12-D14"), "T"), (tri("C13-C15-D14"), "S")]
    n2 = [(tri("B16-C15-C17"), "C"), (tri("C15-C17-D16"), "T"), (tri("C17-D16-D18"), "S")]
    n_mesas: dict[int, list[tuple[int, Role, int | None]]] = {}
    for k in range(1, 13):
        base, times = (n1, (k - 1) // 2) if k % 2 else (n2, (k - 2) // 2)
        n_mesas[k] = [(_rotate_tri(t, times), role, (k + 2) if role in "TC" else None) for t, role in base]
    o1 = [(tri("A19-B18-B20"), "."), (tri("B18-B20-C19"), "S")]
    o7 = [(tri("A11-A13-B12"), "S")]
    o8 = [(tri("A13-A15-B14"), "S")]
    o9 = [(tri("D20-D22-E21"), "C"), (tri("D22-E21-E23"), "T")]
    o_mesas: dict[int, list[tuple[int, Role, int | None]]] = {}
    for k in range(1, 7):
        o_mesas[k] = [(_rotate_tri(t, k - 1), role, None) for t, role in o1]
    for k, base, times in ((7, o7, 0), (8, o8, 0), (10, o7, 2), (11, o8, 2), (13, o7, 4), (14, o8, 4)):
        o_mesas[k] = [(_rotate_tri(t, times), role, None) for t, role in base]
    o_mesas[9] = [(t, role, 15) for t, role in o9]
    o_mesas[12] = [(_rotate_tri(t, 2), role, 16) for t, role in o9]
    # O15 = ρ⁴(O9) with the roles S and · (no tower)
    o_mesas[15] = [(_rotate_tri(t, 4), "S" if role == "C" else ".", None) for t, role in o9]
    for k in range(1, 13):
        add(f"N{k}", n_mesas[k])
    for k in range(1, 16):
        add(f"O{k}", o_mesas[k])
    return mesas, [(t, role, tower) for t, role, tower, _ in roles]


_mesas, _roles = _layout()
MESAS: tuple[Mesa, ...] = tuple(_mesas)
N_MESAS = len(MESAS)
MESA_OF_TRI: tuple[int | None, ...] = tuple(
    next((m for m, mesa in enumerate(MESAS) if t in mesa.triangles), None) for t in range(len(TRIANGLES))
)


def _sectors() -> tuple[Sector, ...]:
    """Number the sectors: divided pueblos by tower (T then C), then the singles in board order."""
    out: list[Sector] = []
    pueblo_of_tower: dict[int, int] = {}
    n_pueblos = 0
    slots = 0
    items = sorted(
        ((t, role, tag) for t, role, tag in _roles if role != "."),
        key=lambda x: (x[1] == "S", 0 if x[2] is None else x[2], x[1] != "T", x[0]),
    )
    for t, role, tag in items:
        mesa = MESA_OF_TRI[t]
        assert mesa is not None
        if role == "S":
            pueblo, n_pueblos = n_pueblos, n_pueblos + 1
        else:
            assert tag is not None
            if tag not in pueblo_of_tower:
                pueblo_of_tower[tag], n_pueblos = n_pueblos, n_pueblos + 1
            pueblo = pueblo_of_tower[tag]
        slot = None
        if role in ("C", "S"):
            slot, slots = slots, slots + 1
        out.append(Sector(len(out), t, role, mesa, pueblo, tag - 1 if role == "T" and tag else None, slot))
    return tuple(out)


SECTORS: tuple[Sector, ...] = _sectors()
N_TOWERS = 16
N_CUBE_SLOTS = sum(1 for s in SECTORS if s.cube_slot is not None)
N_PUEBLOS = len({s.pueblo for s in SECTORS})
SECTOR_OF_TRI: dict[int, int] = {s.triangle: s.index for s in SECTORS}
TOWER_SECTOR: tuple[int, ...] = tuple(next(s.index for s in SECTORS if s.tower == k) for k in range(N_TOWERS))
TOWER_MESA: tuple[int, ...] = tuple(SECTORS[TOWER_SECTOR[k]].mesa for k in range(N_TOWERS))
CUBE_SECTOR: tuple[int, ...] = tuple(next(s.index for s in SECTORS if s.cube_slot == k) for k in range(N_CUBE_SLOTS))
#: sectors touched by each edge, and the mesa it touches (at most one)
EDGE_SECTORS: tuple[tuple[int, ...], ...] = tuple(
    tuple(SECTOR_OF_TRI[t] for t in tris if t in SECTOR_OF_TRI) for tris in EDGE_TRIS
)
EDGE_MESA: tuple[int | None, ...] = tuple(
    next((MESA_OF_TRI[t] for t in tris if MESA_OF_TRI[t] is not None), None) for tris in EDGE_TRIS
)
#: towers standing on each mesa at the start
MESA_TOWERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k in range(N_TOWERS) if TOWER_MESA[k] == m) for m in range(N_MESAS)
)
#: edges between the two sectors of a divided pueblo
DIVIDERS: tuple[int, ...] = tuple(
    e for e, secs in enumerate(EDGE_SECTORS) if len(secs) == 2 and SECTORS[secs[0]].pueblo == SECTORS[secs[1]].pueblo
)

# ---------------------------------------------------------------- posts and camp sites

POST_NAMES = ("A19", "G25", "M19", "M7", "G1", "A7")
POSTS: tuple[int, ...] = tuple(node(n) for n in POST_NAMES)
POST_SET = frozenset(POSTS)
POST_GLYPHS = ("①", "②", "③", "④", "⑤", "⑥")
GM_INTERIOR: tuple[int, ...] = tuple(node(n) for n in ("F12", "F14", "G11", "G13", "G15", "H12", "H14"))
_near_posts = {j for p in POSTS for j in NEIGHBOURS[p]}
CAMP_SITES: tuple[int, ...] = tuple(
    i for i in range(N_NODES) if i not in GM_INTERIOR and i not in POST_SET and i not in _near_posts
)
CAMP_SITE_SET = frozenset(CAMP_SITES)
#: camp sites row by row (row index 0 = A)
SITES_BY_ROW: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in CAMP_SITES if ROW_OF[i] == row) for row in range(len(ROWS))
)


def mesa_of_tower(tower: int) -> str:
    return MESAS[TOWER_MESA[tower]].name


__all__ = [
    "ARROWS",
    "CAMP_SITES",
    "COORDS",
    "DIRECTIONS",
    "EDGES",
    "EDGE_MESA",
    "EDGE_SECTORS",
    "MESAS",
    "NAMES",
    "POSTS",
    "SECTORS",
    "STEPS",
    "TRIANGLES",
    "node",
    "node_name",
]
