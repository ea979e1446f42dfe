"""The Chachapoya state, its actions and options (pydantic models).

Treasure cards whose identity some players do not know (the deck, the setup
discards, face-down offers) are ``Slot``s carrying one knowledge tag per seat:
``-1`` means that seat knows the card exactly, ``0`` means it lies in the big
unknown pool, and any other number is a class of slots whose cards the seat
knows as a group but not one by one (the buried card and the face-down card,
seen together when the three treasures were turned up). ``determinize``
reshuffles cards only within a seat's classes, so sampled worlds agree with
everything that seat has seen.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from games.contract import RngState
from games.words import Text

Phase = Literal["offer", "bid", "tracker_draw", "pick", "curse", "spend_token", "place_token", "over"]


class Options(BaseModel):
    """Chachapoya has no variants: the 2-player rules follow from the player count."""


class Slot(BaseModel):
    """A treasure card that may be hidden; frozen so copies can share it."""

    model_config = ConfigDict(frozen=True)

    card: str
    tags: tuple[int, ...]  # per seat: -1 known, 0 unknown pool, k > 0 a class (see module doc)
    up: bool = False  # lies face up in the offer
    buried: bool = False  # the card the starting player buried this round


class State(BaseModel):
    n_players: int
    rng: RngState
    round_no: int = 1
    starting: int = 0
    phase: Phase = "offer"
    awaiting: list[int] = Field(default_factory=list)
    last_round: bool = False
    rebid: bool = False  # 2 players, two Leaders: the same treasures are bid for again
    next_class: int = 1

    # treasures (deck index 0 is the top)
    deck: list[Slot] = Field(default_factory=list)
    box_unseen: list[str] = Field(default_factory=list)  # setup discards, never seen
    box: list[str] = Field(default_factory=list)  # boxed face up (Curse, eliminations)
    drawn: list[str] = Field(default_factory=list)  # in the starting player's hand while they choose
    shown: list[str] = Field(default_factory=list)  # the three turned up this round (public record)
    offer: list[Slot] = Field(default_factory=list)
    offerer: int | None = None
    collections: list[list[str]] = Field(default_factory=list)
    taken_now: list[str] = Field(default_factory=list)  # the winner's cards this round (the Curse spares them)
    winner: int | None = None
    curses_left: int = 0
    warriors_left: int = 0

    # adventurers
    adv_deck: list[str] = Field(default_factory=list)
    adv_discard: list[str] = Field(default_factory=list)  # seen when bids were revealed
    adv_unseen: list[str] = Field(default_factory=list)  # eliminated hands, discarded face down
    hands: list[list[str]] = Field(default_factory=list)
    bids: list[list[str] | None] = Field(default_factory=list)  # pending, secret
    last_bids: list[list[str] | None] = Field(default_factory=list)  # revealed
    resolution: Text = ""  # the last reveal's outcome, a message (old snapshots: English text)

    # Hidden Treasure tokens
    tokens: list[bool] = Field(default_factory=list)
    tokens_boxed: int = 0
    token_on: list[str | None] = Field(default_factory=list)

    eliminated: list[bool] = Field(default_factory=list)
    eliminated_round: list[int] = Field(default_factory=list)
    unresolved_leaders: list[int] = Field(default_factory=list)  # last-round Leaders without effect
    no_more_bids: bool = False  # nobody could bid: the game ended early
    rounds_without_treasure: int = 0  # consecutive rounds nobody took a treasure (STALL_ROUNDS ends it)


def _fresh(value: Any) -> Any:
    """Copy the mutable containers of a field; frozen models and scalars are shared."""
    if isinstance(value, list):
        return [list(v) if isinstance(v, list) else v for v in value]
    if isinstance(value, RngState):
        return value.model_copy()
    return value


def clone(state: State) -> State:
    """A copy that shares nothing mutable with ``state`` (much faster than a deep copy)."""
    return state.model_copy(update={name: _fresh(getattr(state, name)) for name in State.model_fields})


# ---- actions ---------------------------------------------------------------


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True)


class OfferAction(_Action):
    """The starting player buries ``bury`` and lays ``face_up`` face up (the third lies face down)."""

    kind: Literal["offer"] = "offer"
    bury: str
    face_up: str


class BidAction(_Action):
    """Cards laid face down as a bid (codes "7".."31", "tracker", or a Leader)."""

    kind: Literal["bid"] = "bid"
    cards: tuple[str, ...]


class PickAction(_Action):
    """A one-card winner takes ``offer[index]``."""

    kind: Literal["pick"] = "pick"
    index: int


class CurseAction(_Action):
    """A Curse discards one of the tied most valuable types."""

    kind: Literal["curse"] = "curse"
    treasure: str


class TrackerDrawAction(_Action):
    kind: Literal["tracker_draw"] = "tracker_draw"
    draw: bool


class SpendTokenAction(_Action):
    kind: Literal["spend_token"] = "spend_token"
    spend: bool


class PlaceTokenAction(_Action):
    kind: Literal["place_token"] = "place_token"
    treasure: str


Action = Annotated[
    OfferAction | BidAction | PickAction | CurseAction | TrackerDrawAction | SpendTokenAction | PlaceTokenAction,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
