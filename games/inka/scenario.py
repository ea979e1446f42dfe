"""Building positions by hand: the rulebook examples, tests and the docs use these (never play)."""

from __future__ import annotations

import random

from games.contract import Event, RngState
from games.inka import board as B
from games.inka import transitions as T
from games.inka.moves import move_action
from games.inka.rules import InkaGame
from games.inka.state import ON_WINDROSE, Browse, InkaState, Move, clone

GAME = InkaGame()


def position(
    n_players: int = 2,
    *,
    seed: int = 1,
    at: dict[int, str | None] | None = None,
    cards: dict[int, list[int]] | None = None,
    carrier: int | None = None,
    rescue: dict[int, bool] | None = None,
    current: int = 0,
) -> InkaState:
    """A fresh game with pawns placed (``None``: the windrose), hands set and a carrier, before any roll.

    Naming a carrier opens the treasure temple (its content is moved to a temple space not used otherwise).
    """
    s = clone(GAME.setup(n_players, seed))
    for seat, where in (at or {}).items():
        s.players[seat].pos = ON_WINDROSE if where is None else B.cell_of(where)
    for seat, hand in (cards or {}).items():
        for i in range(4):
            s.depot[i] += s.players[seat].cards[i] - hand[i]
        s.players[seat].cards = list(hand)
    for seat, has in (rescue or {}).items():
        s.players[seat].rescue = has
    if carrier is not None:
        k = s.temples.index("treasure")
        s.opened[k] = True
        s.carrier = carrier
    s.current = s.first = current
    s.options, s.phase, s.last_move, s.move_start = [], "move", None, None
    return s


def roll(s: InkaState, dice: tuple[int, int], *, bonus: bool = False) -> tuple[InkaState, list[Event]]:
    """The current seat's roll with fixed dice: the options are offered (or the stuck rules apply)."""
    s = clone(s)
    s.bonus_move = bonus
    events: list[Event] = []
    T.roll_and_offer(s, events, dice)
    return s, events


def closed_temple_with(s: InkaState, content: str, cell: str) -> InkaState:
    """Put ``content`` into the closed temple on ``cell`` (swapping with wherever it was)."""
    s = clone(s)
    k = B.TEMPLES.index(B.cell_of(cell))
    j = k if s.temples[k] == content else s.temples.index(content)
    s.temples[k], s.temples[j] = s.temples[j], s.temples[k]
    return s


def play_move(s: InkaState, move: Move) -> tuple[InkaState, list[Event]]:
    """Make a move as a player would click it: through its area first when the first step does not list it."""
    seat = s.current
    if move not in GAME.legal_actions(s, seat):
        option = next(o for o in s.options if move_action(o.to, o.pay, o.rescue) == move)
        s, _ = GAME.apply(s, seat, Browse(zone=option.area))
    return GAME.apply(s, seat, move)


def perturb_hidden(state: InkaState, seat: int, rng: random.Random) -> InkaState:
    """A copy differing only in what nobody at the table can know (from the rulebook, not determinize).

    Compass cards, the depot and opened temples lie open; hidden are the order of the two face-down
    stacks, what the closed temples hold, and the seed that decides future dice and reshuffles.
    ``seat`` knows no more than anyone else.
    """
    s = clone(state)
    rng.shuffle(s.event_stack)
    rng.shuffle(s.risk_stack)
    closed = [k for k, opened in enumerate(state.opened) if not opened]
    contents = [state.temples[k] for k in closed]
    rng.shuffle(contents)
    for k, content in zip(closed, contents, strict=True):
        s.temples[k] = content
    s.rng = RngState(seed=rng.randrange(1 << 62), counter=rng.randrange(1000))
    return s
