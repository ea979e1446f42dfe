"""Pydantic models of Der Schatz der Inka: options, state, actions and the public view."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from games.contract import RngState

Phase = Literal["move", "browse", "banish", "bonus", "take", "give", "stuck", "over"]
Dir = Literal["N", "E", "S", "W"]

#: ``Option.to`` for the camp (the carrier's winning move)
CAMP = -2
#: a pawn's position on the windrose
ON_WINDROSE = -1


class InkaOptions(BaseModel):
    """No variants: the rulebook game."""


class Player(BaseModel):
    pos: int = ON_WINDROSE  # a cell, or ON_WINDROSE
    cards: list[int]  # compass cards held: N, E, S, W
    rescue: bool = True  # the rescue card, until used
    guides: int = 0  # Native guides kept
    swamp: bool = False  # skips the next turn
    fever: bool = False  # one die only on the next turn
    fever_now: bool = False  # one die only on this turn
    machete: bool = False  # the next move costs no cards


class Option(BaseModel):
    """One legal move: where to, which directions it pays (bits N1 E2 S4 W8), rescue card, a die choice."""

    to: int
    pay: int
    rescue: bool
    die: int  # 0: first die, 1: second die, 2: their sum
    area: int = -1  # -1: offered at the first step; else the zone (0–8) to browse for it


class InkaState(BaseModel):
    n_players: int
    players: list[Player]
    depot: list[int]  # compass cards in the depot: N, E, S, W
    event_stack: list[str]  # top of the stack last (hidden order)
    event_discard: list[str] = Field(default_factory=list)
    risk_stack: list[str]
    risk_discard: list[str] = Field(default_factory=list)
    temples: list[str]  # content per temple space (board.TEMPLES order); hidden until opened
    opened: list[bool]
    carrier: int | None = None
    first: int  # who began; a round ends when play returns to this seat
    current: int
    round: int = 1
    phase: Phase = "move"
    dice: tuple[int, int] = (1, 1)
    bonus_move: bool = False  # the move now is the new carrier's extra roll
    free: bool = False  # this move costs no cards (a pair, or Machete)
    options: list[Option] = Field(default_factory=list)
    zone: int | None = None  # the area being browsed
    move_start: int | None = None  # where the last move began (for Lost)
    last_move: tuple[int, int] | None = None  # (from, to) of the last move, for the picture
    pending: list[str] = Field(default_factory=list)  # steps still to resolve after a move
    banish_seat: int | None = None  # the pawn waiting for an island
    take_left: int = 0
    take_scout: int = 0  # >0: the next pick takes this many of one direction
    give_left: int = 0
    winner: int | None = None
    undecided: bool = False  # ended by the round cap
    last_card: str | None = None
    rng: RngState


# ---------------------------------------------------------------- actions


class Move(BaseModel):
    """Move the pawn: ``to`` is a coordinate ("A5") or "camp"; ``pay`` the directions paid ("NWS")."""

    kind: Literal["move"] = "move"
    to: str
    pay: str = ""
    rescue: bool = False


class Browse(BaseModel):
    """Show the moves ending in one area of the board (a UI step)."""

    kind: Literal["browse"] = "browse"
    zone: int


class Back(BaseModel):
    kind: Literal["back"] = "back"


class Reroll(BaseModel):
    """Use a Native guide: roll both dice again."""

    kind: Literal["reroll"] = "reroll"


class Skip(BaseModel):
    """Unable to move: lose the turn and take 2 cards."""

    kind: Literal["skip"] = "skip"


class Banish(BaseModel):
    kind: Literal["banish"] = "banish"
    island: str


class Bonus(BaseModel):
    """The new carrier's reward: roll again, or end the turn."""

    kind: Literal["bonus"] = "bonus"
    roll: bool


class Take(BaseModel):
    kind: Literal["take"] = "take"
    dir: Dir


class Give(BaseModel):
    kind: Literal["give"] = "give"
    dir: Dir


Action = Annotated[
    Move | Browse | Back | Reroll | Skip | Banish | Bonus | Take | Give,
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------- the view


class InkaView(BaseModel):
    """What a seat (or a spectator, seat None) may know: everything but the stacks' order and closed temples."""

    seat: int | None
    n_players: int
    players: list[Player]
    depot: list[int]
    event_left: int
    event_discard: list[str]
    risk_left: int
    risk_discard: list[str]
    temples: list[str | None]  # None: still closed
    carrier: int | None
    first: int
    current: int
    round: int
    phase: Phase
    dice: tuple[int, int]
    bonus_move: bool
    free: bool
    options: list[Option]
    zone: int | None
    move_start: int | None
    last_move: tuple[int, int] | None
    pending: list[str]
    banish_seat: int | None
    take_left: int
    take_scout: int
    give_left: int
    winner: int | None
    undecided: bool
    last_card: str | None


def clone(s: InkaState) -> InkaState:
    """A copy safe to change: fresh lists and players; options are shared (always replaced, never edited)."""
    return s.model_copy(
        update={
            "players": [p.model_copy(update={"cards": list(p.cards)}) for p in s.players],
            "depot": list(s.depot),
            "event_stack": list(s.event_stack),
            "event_discard": list(s.event_discard),
            "risk_stack": list(s.risk_stack),
            "risk_discard": list(s.risk_discard),
            "temples": list(s.temples),
            "opened": list(s.opened),
            "pending": list(s.pending),
            "rng": s.rng.model_copy(),
        }
    )
