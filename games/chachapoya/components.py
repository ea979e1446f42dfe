"""Every Chachapoya component count and scale, in one table.

Marks follow RULINGS.md: R = stated in the rulebook, D = derived from a worked
example, P = our proposal. A better source corrects a number here and nowhere
else.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TreasureType:
    key: str
    name: str
    emoji: str
    copies: int
    corner: int  # the value in the upper left corner (the Curse discards the highest)
    scale: tuple[int, ...]  # points for 1, 2, 3 … cards; one card more than the scale holds is X
    colour: tuple[int, int, int]  # for the table picture


@dataclass(frozen=True)
class AdventurerValue:
    value: int
    copies: int
    limit: int  # most cards of this value in one bid (a Tracker counts as one more)


# (mark per field in the comment: copies, corner, scale)
TREASURES: tuple[TreasureType, ...] = (
    TreasureType("yellow", "yellow idol", "🟡", 7, 5, (5, 10, 0), (235, 200, 60)),  # P, D, D
    TreasureType("blue", "blue idol", "🔵", 5, 7, (7, 15), (70, 140, 230)),  # P, D, D (+X P)
    TreasureType("green", "green idol", "🟢", 7, 3, (3, 6, 10, 0), (80, 185, 95)),  # P, D, D
    TreasureType("red", "red idol", "🔴", 7, 2, (2, 5, 7, 10), (220, 75, 65)),  # P, P, P/D
    TreasureType("gold", "gold", "🪙", 8, 1, (1, 3, 6, 10), (205, 165, 40)),  # P, D, D/P
    TreasureType("warriors", "Grim Warriors", "⚔️", 7, 0, (0, -5, -10, -15), (150, 150, 160)),  # P, R, D/P
    TreasureType("curse", "Curse", "💀", 4, 0, (0, 0), (150, 80, 190)),  # P, P, P (third is X: R)
)
TREASURE_TOTAL = 45  # R
SETUP_DISCARDS = {2: 15, 3: 10, 4: 5}  # R: treasure cards boxed unseen at setup

ADVENTURER_VALUES: tuple[AdventurerValue, ...] = (
    AdventurerValue(7, 14, 5),  # P, P
    AdventurerValue(9, 11, 4),  # P, P (at least 3: D)
    AdventurerValue(11, 8, 3),  # P, P (D through the Tracker example)
    AdventurerValue(17, 5, 2),  # P, R
    AdventurerValue(31, 3, 1),  # P, P
)
TRACKER = "tracker"
TRACKER_COPIES = 6  # P
LEADERS = ("mafia", "dictator", "spy")  # R: one of each
LEADER_NAMES = {"mafia": "Chinese Mafia", "dictator": "Dictator", "spy": "Russian Spy"}
LEADER_EMOJI = {"mafia": "🐉", "dictator": "🎖️", "spy": "🕵️"}
ADVENTURER_TOTAL = 50  # R

HAND_START = 8  # R
HAND_MINIMUM = 3  # R: filled after each round's draws
TOKEN_FILL = 8  # R: the Hidden Treasure token fills the hand to this
WARRIOR_DRAW = 3  # R: cards drawn per Grim Warriors taken
TRACKER_PAIR_DRAW = 3  # R
MAX_BID_CARDS = 5  # R
LAST_ROUND_MAX = 3  # R: a round starting with 2 or 3 treasures left is the last

PENALTY_TRACKER = -1  # R: per Tracker left in hand
PENALTY_LEADER = -3  # R: per Leader left in hand
PENALTY_UNRESOLVED_LEADER = -5  # R: per Leader played in the last round without effect
CURSES_TO_ELIMINATE = 3  # R
STALL_ROUNDS = 15  # P: this many rounds in a row with no treasure taken end the game

BY_KEY: dict[str, TreasureType] = {t.key: t for t in TREASURES}
TREASURE_ORDER: tuple[str, ...] = tuple(t.key for t in TREASURES)
LIMITS: dict[int, int] = {a.value: a.limit for a in ADVENTURER_VALUES}
VALUES: tuple[int, ...] = tuple(a.value for a in ADVENTURER_VALUES)


def adventurer_deck() -> list[str]:
    """All 50 adventurer cards as codes: "7".."31", "tracker", and the Leader keys."""
    cards = [str(a.value) for a in ADVENTURER_VALUES for _ in range(a.copies)]
    cards += [TRACKER] * TRACKER_COPIES
    cards += list(LEADERS)
    return cards


def treasure_deck() -> list[str]:
    return [t.key for t in TREASURES for _ in range(t.copies)]


def scale_points(key: str, count: int) -> int | None:
    """Points for ``count`` cards of a type; None means X (eliminated)."""
    scale = BY_KEY[key].scale
    if count <= 0:
        return 0
    if count > len(scale):
        return None
    return scale[count - 1]


def is_leader(card: str) -> bool:
    return card in LEADERS


def card_value(card: str) -> int | None:
    return int(card) if card.isdigit() else None


assert len(treasure_deck()) == TREASURE_TOTAL
assert len(adventurer_deck()) == ADVENTURER_TOTAL
