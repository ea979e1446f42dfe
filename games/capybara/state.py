"""State, actions, options and views of Capybara Cookie Club (pydantic models)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, TypeAdapter

from games.contract import RngState

#: what the game waits for; ``decider`` says who decides
Phase = Literal[
    "turn",  # active player: play a card or draw
    "play_or_pass",  # after a draw: play a card or pass
    "extra_play",  # armadillo: a compulsory extra play
    "pass_card",  # tapir: choose the card to pass left
    "discard",  # olive turtle: choose the card to discard
    "target",  # anteater card: choose the player who returns a cookie
    "teapot_tapir",  # teapot holder: refuse the passed card or keep it
    "teapot_anteater",  # teapot holder: refuse the anteater or pay
    "over",
]


class Options(BaseModel):
    """No variants: the rulebook game."""


class Payment(BaseModel):
    """One player's bill at a round's end (public: hands are shown at scoring)."""

    seat: int
    cards: list[int]  # the highest card of each animal held
    bill: int
    paid: int


class RoundResult(BaseModel):
    round_no: int
    ender: int | None  # None: the round ended with no winner (no one could play or draw)
    revealed: int | None  # the card the ender revealed (its value = cookies gained)
    payments: list[Payment]


class State(BaseModel):
    n_players: int
    rng: RngState
    round_no: int = 1
    cookies: list[int]
    hands: list[list[int]]
    draw_pile: list[int]  # the top card is the last element
    piles: list[list[int]]  # the two face-up piles, tops last
    discard: list[int]
    tokens: list[str]  # the circle, clockwise
    figure: int  # index in ``tokens`` of the token under the capybara figure
    teapot: int | None = None  # the seat it stands in front of; None: in the middle
    active: int
    phase: Phase = "turn"
    decider: int = 0
    transit: int | None = None  # a tapir card waiting for the teapot holder's decision
    transit_from: int | None = None
    #: (observer, holder, card): the observer passed that card with a tapir and it is still held
    known: list[tuple[int, int, int]] = Field(default_factory=list)
    last_round: RoundResult | None = None
    #: per seat, where its cookies came from and went (public): see the ``T_*`` indices
    tallies: list[list[int]] = Field(default_factory=list)


#: indices of a seat's tally: cookies at the start, rounds it ended, cookies gained by ending them,
#: cookies gained on the cookie token, cookies taken by anteaters, cookies paid for cards left in hand
T_START, T_ENDED, T_ENDED_GAIN, T_TOKEN_GAIN, T_ANTEATER, T_HAND_PAID = range(6)


def new_tallies(cookies: list[int]) -> list[list[int]]:
    return [[c, 0, 0, 0, 0, 0] for c in cookies]


class Play(BaseModel):
    kind: Literal["play"] = "play"
    card: int
    pile: int


class Draw(BaseModel):
    kind: Literal["draw"] = "draw"


class Pass(BaseModel):
    kind: Literal["pass"] = "pass"


class PassCard(BaseModel):
    """Tapir: the card passed face down to the left."""

    kind: Literal["pass_card"] = "pass_card"
    card: int


class Discard(BaseModel):
    """Olive turtle: the card discarded face up."""

    kind: Literal["discard"] = "discard"
    card: int


class Target(BaseModel):
    """Anteater card: the player who returns a cookie."""

    kind: Literal["target"] = "target"
    seat: int


class RefuseWithTeapot(BaseModel):
    kind: Literal["refuse_with_teapot"] = "refuse_with_teapot"


class Accept(BaseModel):
    kind: Literal["accept"] = "accept"


Action = Annotated[
    Play | Draw | Pass | PassCard | Discard | Target | RefuseWithTeapot | Accept,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


class View(BaseModel):
    """What one seat (or a spectator, ``seat`` None) may know."""

    seat: int | None
    n_players: int
    round_no: int
    phase: Phase
    active: int
    decider: int | None  # None once the game is over
    cookies: list[int]
    hand_sizes: list[int]
    hand: list[int] | None  # sorted; None for a spectator
    piles: list[list[int]]  # cards played this round are public
    discard: list[int]
    draw_size: int
    tokens: list[str]
    figure: int
    teapot: int | None
    #: a tapir card waits for the teapot holder (public: that it exists, not which)
    transit_from: int | None
    transit_card: int | None  # only the passer sees it
    #: (holder, card) this seat passed with a tapir and knows to be still held
    known: list[tuple[int, int]]
    last_round: RoundResult | None
    winners: list[int] | None
