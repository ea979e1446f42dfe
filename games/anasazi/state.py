"""Pydantic models of Anasazi: options, state, actions and views.

Nodes, edges, sectors, towers and mesas are indices into ``games.anasazi.board``; colours are
indices into ``components.COLOURS``; expeditions are numbered 0–5 after their posts ①–⑥.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from games.contract import RngState
from games.words import Text


class AnasaziOptions(BaseModel):
    pass


Stage = Literal["camps", "looks", "play", "over"]
Phase = Literal["action", "camp_row", "camp_node", "look", "direction", "steal", "look_mesa", "setup_look"]


class Seat(BaseModel):
    cubes: list[int]  # per colour, taken or stolen (bonus cubes are added only when scoring)
    camps_left: int
    looks: list[int] = Field(default_factory=list)  # towers looked at (public: which; private: the colour)
    setup_looks: int = 0  # setup looks still to take


class AnasaziState(BaseModel):
    n_players: int
    first: int
    tower_colour: list[int]  # hidden until a tower reaches the track
    tower_on_board: list[bool]
    track: list[list[int]]  # per colour, towers in the order they arrived
    cube: list[int]  # per treasure place (board.CUBE_SECTOR): its colour, or -1 once taken
    objectives: list[int]  # private: one per seat
    seats: list[Seat]
    camps: dict[int, int]  # node -> the seat whose camp stands there
    covered: list[int]  # nodes of camps their owner has covered (each gives one steal)
    paths: list[list[int]]  # per expedition: its nodes from the post (empty while the post is unused)
    used: dict[int, int]  # edge -> the expedition whose marker lies there
    markers_left: int
    mesa_reached: list[bool]
    stage: Stage = "camps"
    phase: Phase = "camp_row"
    current: int = 0
    actions_left: int = 2
    chosen: int | None = None  # the camp row or the expedition being placed
    look_mesa: int | None = None  # a first arrival's look waiting behind a steal
    built: list[int] = Field(default_factory=list)  # camps the current player built this turn
    turn_edges: list[int] = Field(default_factory=list)
    last_edges: list[int] = Field(default_factory=list)  # the previous turn's markers (highlighted)
    setup_turn: int = 0  # setup camps built so far
    passes: int = 0  # players in a row who had no legal action
    end_reason: Text = ""  # a message (older snapshots: English text)
    rng: RngState


# ---------------------------------------------------------------- actions


class _Act(BaseModel):
    model_config = ConfigDict(frozen=True)


class Camp(_Act):
    """Start building a camp: the row comes next."""

    kind: Literal["camp"] = "camp"


class Row(_Act):
    kind: Literal["row"] = "row"
    row: int


class Build(_Act):
    kind: Literal["build"] = "build"
    node: int


class Expedition(_Act):
    """Choose an expedition to extend (or an unused post to start one)."""

    kind: Literal["expedition"] = "expedition"
    expedition: int


class Place(_Act):
    """Lay a marker from the chosen expedition's end along a direction (board.DIRECTIONS)."""

    kind: Literal["place"] = "place"
    direction: int


class Steal(_Act):
    kind: Literal["steal"] = "steal"
    victim: int
    colour: int


class TakeNothing(_Act):
    kind: Literal["take_nothing"] = "take_nothing"


class Look(_Act):
    kind: Literal["look"] = "look"
    tower: int


class Skip(_Act):
    kind: Literal["skip"] = "skip"


class Back(_Act):
    kind: Literal["back"] = "back"


Action = Annotated[
    Camp | Row | Build | Expedition | Place | Steal | TakeNothing | Look | Skip | Back,
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------- views


class PlayerView(BaseModel):
    cubes: list[int]
    camps_left: int
    looks: list[int]
    setup_looks: int


class AnasaziView(BaseModel):
    """What one seat (or a spectator, seat None) may know."""

    seat: int | None
    n_players: int
    first: int
    stage: Stage
    phase: Phase
    current: int
    actions_left: int
    chosen: int | None
    look_mesa: int | None
    tower_on_board: list[bool]
    track: list[list[int]]
    revealed: dict[int, int]  # tower -> colour, for towers on the track (public)
    known: dict[int, int]  # tower -> colour, towers on the board this seat has looked at
    objective: int | None  # this seat's objective colour
    cube: list[int]
    seats: list[PlayerView]
    camps: dict[int, int]
    covered: list[int]
    paths: list[list[int]]
    used: dict[int, int]
    markers_left: int
    mesa_reached: list[bool]
    built: list[int]
    turn_edges: list[int]
    last_edges: list[int]
    setup_turn: int
    passes: int
    end_reason: Text
