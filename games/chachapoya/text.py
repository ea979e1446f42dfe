"""Player-facing words: names of the components as message ids, the rules summary and our proposals.

Every text is a message of the catalogues in ``games/chachapoya/locales/<lang>/chachapoya.ftl``;
ids chosen by data are written out in full in the dicts below.
"""

from __future__ import annotations

from games.chachapoya import components as C
from games.words import Msg, Text, cat, msg

TITLE = msg("chachapoya-title")

#: a treasure type's name in a sentence ("yellow idol")
TREASURE = {
    "yellow": "chachapoya-treasure-yellow",
    "blue": "chachapoya-treasure-blue",
    "green": "chachapoya-treasure-green",
    "red": "chachapoya-treasure-red",
    "gold": "chachapoya-treasure-gold",
    "warriors": "chachapoya-treasure-warriors",
    "curse": "chachapoya-treasure-curse",
}
#: the label at the foot of a treasure card in the picture ("YELLOW")
CARD_LABEL = {
    "yellow": "chachapoya-card-yellow",
    "blue": "chachapoya-card-blue",
    "green": "chachapoya-card-green",
    "red": "chachapoya-card-red",
    "gold": "chachapoya-card-gold",
    "warriors": "chachapoya-card-warriors",
    "curse": "chachapoya-card-curse",
}
#: a type on a chip of the picture ("Yellow ×2: 10")
CHIP = {
    "yellow": "chachapoya-chip-yellow",
    "blue": "chachapoya-chip-blue",
    "green": "chachapoya-chip-green",
    "red": "chachapoya-chip-red",
    "gold": "chachapoya-chip-gold",
    "warriors": "chachapoya-chip-warriors",
    "curse": "chachapoya-chip-curse",
}
#: a type inside a short sentence of the picture ("token on blue")
COLOUR = {
    "yellow": "chachapoya-colour-yellow",
    "blue": "chachapoya-colour-blue",
    "green": "chachapoya-colour-green",
    "red": "chachapoya-colour-red",
    "gold": "chachapoya-colour-gold",
    "warriors": "chachapoya-colour-warriors",
    "curse": "chachapoya-colour-curse",
}
LEADER = {
    "mafia": "chachapoya-leader-mafia",
    "dictator": "chachapoya-leader-dictator",
    "spy": "chachapoya-leader-spy",
}


def treasure(key: str) -> Msg:
    """A treasure type's name, without its emoji: "green idol"."""
    return msg(TREASURE[key])


def tname(key: str) -> Text:
    """A treasure type's emoji and name: "🟢 green idol"."""
    return cat(C.BY_KEY[key].emoji, treasure(key), sep=" ")


def leader(key: str) -> Msg:
    return msg(LEADER[key])


def minus(n: int) -> str:
    """A number with a true minus sign (U+2212) when negative: "−5"."""
    return str(n).replace("-", "−")


def _limits() -> Text:
    """ "five 7s, four 9s, …": the most cards of each value in one bid."""
    return cat(*(msg("chachapoya-limit", n=a.limit, value=a.value) for a in C.ADVENTURER_VALUES), sep=", ")


def _treasure_copies() -> Text:
    """ "7 yellow, 5 blue, …": the treasure cards in the game."""
    return msg("chachapoya-copies-treasures", **{t.key: t.copies for t in C.TREASURES})


def _adventurer_copies() -> Text:
    counts = cat(
        *(
            msg("chachapoya-copies-value-first" if i == 0 else "chachapoya-copies-value", n=a.copies, value=a.value)
            for i, a in enumerate(C.ADVENTURER_VALUES)
        ),
        sep=", ",
    )
    return msg("chachapoya-copies-adventurers", counts=counts, trackers=C.TRACKER_COPIES)


_RED, _GOLD, _WAR = C.BY_KEY["red"].scale, C.BY_KEY["gold"].scale, C.BY_KEY["warriors"].scale

RULES_SUMMARY = msg(
    "chachapoya-rules",
    limits=_limits(),
    tracker_penalty=minus(C.PENALTY_TRACKER),
    leader_penalty=minus(C.PENALTY_LEADER),
    wasted_penalty=minus(C.PENALTY_UNRESOLVED_LEADER),
)

PROPOSALS = msg(
    "chachapoya-proposals",
    treasures=_treasure_copies(),
    red_corner=C.BY_KEY["red"].corner,
    curse_corner=C.BY_KEY["curse"].corner,
    red_one=_RED[0],
    red_three=_RED[2],
    gold_three=_GOLD[2],
    warriors_four=minus(_WAR[3]),
    adventurers=_adventurer_copies(),
    limits=_limits(),
    stall=C.STALL_ROUNDS,
    wasted_penalty=minus(C.PENALTY_UNRESOLVED_LEADER),
)
