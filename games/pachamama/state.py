"""Pydantic models of Pachamama: options, state, actions and views."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from games.contract import RngState
from games.fieldwise import FieldwiseEq


class PachamamaOptions(BaseModel):
    #: the short game: a 5×5 land (A–E × 1–5) instead of 5×9
    short: bool = False


Phase = Literal["main", "destination", "value", "more", "trade", "peek", "after", "final", "over"]


class Peek(BaseModel):
    """A look at the wheel bought with an offering: private to its player."""

    cell: int
    land: int
    field: int


class Seat(BaseModel):
    explorers: list[int | None]  # a cell, or None when off the land
    cubes: list[int]  # how many cubes of each land type
    score: int = 0
    field_points: int = 0
    bonus_points: int = 0
    penalty_points: int = 0
    cube_points: int = 0
    tracks: list[int]  # diversity level per field value (index 0 = field 1)
    peeks: list[Peek] = Field(default_factory=list)
    offerings: int = 0


class PachamamaState(BaseModel):
    n_players: int
    short: bool
    width: int
    height: int
    # the wheel: the engine's secret, shown only where discovered / cultivated
    land: list[int]
    field: list[int]
    revealed: list[int]
    discovered: list[bool]
    cultivated: list[bool]
    cultivator: list[int]  # seat that cultivated the square, -1 for nobody
    seats: list[Seat]
    current: int = 0
    phase: Phase = "main"
    chosen: int | None = None  # the explorer being moved or divining
    back_to: Phase | None = None  # where "Back" (or a finished peek) returns
    actions_left: int = 1
    offered: bool = False
    chain: bool = False  # a divination action is under way (after a right guess)
    pending_cube: int | None = None  # the cube waiting on a trade decision
    final_round: bool = False
    final_queue: list[int] = Field(default_factory=list)
    rng: RngState


# ---------------------------------------------------------------- actions


class _Move(FieldwiseEq):
    """An action (``apply`` looks each up among the legal ones: pydantic's own comparison was a sixth of it)."""


class Pick(_Move):
    """Choose an explorer to move (or to enter the land)."""

    kind: Literal["pick"] = "pick"
    explorer: int


class Go(_Move):
    """Move the chosen explorer to a square: Explore if undiscovered, else Move."""

    kind: Literal["go"] = "go"
    cell: int


class Leave(_Move):
    kind: Literal["leave"] = "leave"


class Aim(_Move):
    """Start a divination with the explorer standing on an uncultivated square."""

    kind: Literal["aim"] = "aim"
    explorer: int


class Divine(_Move):
    kind: Literal["divine"] = "divine"
    value: int


class Offer(_Move):
    kind: Literal["offer"] = "offer"
    reward: Literal["action", "peek"]


class Look(_Move):
    """The square an offering peeks at."""

    kind: Literal["look"] = "look"
    cell: int


class Trade(_Move):
    """At four cubes: give two, take one of your choice, then take the new cube."""

    kind: Literal["trade"] = "trade"
    give: tuple[int, int]
    take: int


class KeepCubes(_Move):
    """At four cubes: keep them and let the new cube go."""

    kind: Literal["keep"] = "keep"


class Back(_Move):
    kind: Literal["back"] = "back"


class Stop(_Move):
    """Stop divining (or pass on the final divination)."""

    kind: Literal["stop"] = "stop"


class EndTurn(_Move):
    kind: Literal["end"] = "end"


Action = Annotated[
    Pick | Go | Leave | Aim | Divine | Offer | Look | Trade | KeepCubes | Back | Stop | EndTurn,
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------- views


class PlayerView(BaseModel):
    explorers: list[int | None]
    cubes: list[int]
    score: int
    field_points: int
    bonus_points: int
    penalty_points: int
    cube_points: int
    tracks: list[int]
    offerings: int
    peek_count: int


class PachamamaView(BaseModel):
    """What one seat (or a spectator, seat None) may know."""

    seat: int | None
    n_players: int
    short: bool
    width: int
    height: int
    land: list[int | None]  # discovered land types
    field: list[int | None]  # cultivated fields
    cultivator: list[int]
    revealed: list[int]
    players: list[PlayerView]
    my_peeks: list[Peek]
    current: int
    phase: Phase
    chosen: int | None
    back_to: Phase | None
    actions_left: int
    offered: bool
    chain: bool
    pending_cube: int | None
    final_round: bool
    final_queue: list[int]
