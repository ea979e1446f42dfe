"""Der Schatz der Inka: the board and the decks, as one data table (RULINGS "Der Schatz der Inka").

The 18 board rows are the single source of the board; every other fact about a field
(its type, the temple spaces, islands, the camp) is derived from them in ``board.py``.
"""

from __future__ import annotations

MIN_PLAYERS, MAX_PLAYERS = 2, 6
WIDTH, HEIGHT = 21, 18

#: row 1 (north) first; columns A–U. Symbols below.
BOARD_ROWS = (
    "..n..CX.~.C..........",
    ".WWW....~...X.T..X.C.",
    ".WWW..T.~~~........T.",
    ".WWW...X~I~.~~~~X...C",
    "C...C...~~~....C.....",
    "...X...C..~C.X....C..",
    ".....X....~.....~~~~~",
    ".C.T...EEX..RR..~I~..",
    "....C..EE...RR.T~~~X.",
    "~~~~~X.EE.C.RR.C~...C",
    "..~I~..CT..X..X.~....",
    "X.~~~~~......X..~...X",
    "..X.....~..C.....C...",
    "C...C.X.~~~..........",
    "........~I~TC..~X...C",
    "..T....X~~~...X~..KKK",
    ".X....CT..~....~.>KKK",
    "....X.....~X....C.KKK",
)

#: symbol -> field type
SYMBOLS = {
    ".": "plain",
    "n": "plain",  # C1, the field marked N
    ">": "plain",  # R17, the arrow field (plain for hunters)
    "C": "compass",
    "X": "inca",
    "T": "temple",
    "~": "water",
    "I": "island",
    "W": "windrose",
    "E": "event_stack",
    "R": "risk_stack",
    "K": "camp",
}

N_FIELD = "C1"
ARROW_FIELD = "R17"

#: compass directions: index, letter, emoji, (dx, dy); row numbers grow southwards
DIRECTIONS = ("N", "E", "S", "W")
DIR_EMOJI = {"N": "⬆️", "E": "➡️", "S": "⬇️", "W": "⬅️"}
DIR_STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}

CARDS_PER_DIRECTION = 40  # 160 compass cards (R), split evenly (P)
START_CARDS = 5  # of each direction per player (R)

#: the temple contents: 4 compass sign, 4 Inca sign, 1 treasure (R)
TEMPLE_CONTENTS = ("compass",) * 4 + ("inca",) * 4 + ("treasure",)

# ---------------------------------------------------------------- the decks (P)
# effect kinds: "each" n of each direction; "choice" n picks of your choice;
# "fixed" given directions; "scout" n of one direction of your choice; "caravan" every player 1 of each.

#: event cards: name -> (count, effect kind, amount or directions, text)
EVENT_CARDS: dict[str, tuple[int, str, object, str]] = {
    "Supply drop": (4, "each", 1, "take 1 card of each direction"),
    "Pack mule": (3, "choice", 2, "take 2 cards of your choice"),
    "North–south trail": (2, "fixed", "NNSS", "take 2 NORTH and 2 SOUTH"),
    "East–west trail": (2, "fixed", "EEWW", "take 2 EAST and 2 WEST"),
    "Scout": (2, "scout", 3, "take 3 cards of one direction of your choice"),
    "Trading post": (2, "choice", 3, "take 3 cards of your choice"),
    "Great depot": (1, "choice", 5, "take 5 cards of your choice"),
    "Supply caravan": (1, "caravan", 1, "every player, clockwise from you, takes 1 card of each direction"),
}

#: risk cards: name -> (count, effect kind, amount, text)
RISK_CARDS: dict[str, tuple[int, str, int, str]] = {
    "Jaguar": (3, "lose_each", 1, "return 1 card of each direction you hold"),
    "Porters desert": (2, "give", 2, "return 2 cards of your choice"),
    "Swamp": (2, "swamp", 0, "skip your next turn"),
    "Lost": (2, "lost", 0, "go back to where this move started"),
    "Fever": (1, "fever", 0, "on your next turn you may use one die only"),
    "Hidden cache": (2, "choice", 3, "take 3 cards of your choice"),
    "Native guide": (2, "guide", 0, "keep: once, right after a roll of yours, roll both dice again"),
    "Machete": (2, "machete", 0, "your next move costs no cards"),
    "Friendly tribe": (1, "each", 1, "take 1 card of each direction"),
}

RESCUE_CARDS = 6  # one per player (R)

#: digital only (P): after this many rounds without a winner the game ends undecided
ROUND_CAP = 150


def deck(cards: dict[str, tuple[int, str, object, str]] | dict[str, tuple[int, str, int, str]]) -> list[str]:
    """Every card of a deck by name, in table order (shuffled by the setup)."""
    return [name for name, (count, *_rest) in cards.items() for _ in range(count)]


assert len(deck(EVENT_CARDS)) == 17 and len(deck(RISK_CARDS)) == 17
assert len(BOARD_ROWS) == HEIGHT and all(len(r) == WIDTH for r in BOARD_ROWS)
