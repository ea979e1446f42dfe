"""Message ids of Der Schatz der Inka's words (catalogues in ``locales/<lang>/inka.ftl``), and the rules
summary and proposals for /game rules (our own words), as messages."""

from __future__ import annotations

from games.inka import board as B
from games.inka import components as C
from games.words import Text, and_list, cat, lines, msg

#: card name (the state's key) -> its name in the catalogue
CARD_NAME = {
    "Supply drop": "inka-card-supply-drop",
    "Pack mule": "inka-card-pack-mule",
    "North–south trail": "inka-card-north-south-trail",
    "East–west trail": "inka-card-east-west-trail",
    "Scout": "inka-card-scout",
    "Trading post": "inka-card-trading-post",
    "Great depot": "inka-card-great-depot",
    "Supply caravan": "inka-card-supply-caravan",
    "Jaguar": "inka-card-jaguar",
    "Porters desert": "inka-card-porters-desert",
    "Swamp": "inka-card-swamp",
    "Lost": "inka-card-lost",
    "Fever": "inka-card-fever",
    "Hidden cache": "inka-card-hidden-cache",
    "Native guide": "inka-card-native-guide",
    "Machete": "inka-card-machete",
    "Friendly tribe": "inka-card-friendly-tribe",
}

#: card name -> what it does
CARD_EFFECT = {
    "Supply drop": "inka-effect-each",
    "Pack mule": "inka-effect-choice-2",
    "North–south trail": "inka-effect-north-south",
    "East–west trail": "inka-effect-east-west",
    "Scout": "inka-effect-scout",
    "Trading post": "inka-effect-choice-3",
    "Great depot": "inka-effect-choice-5",
    "Supply caravan": "inka-effect-caravan",
    "Jaguar": "inka-effect-jaguar",
    "Porters desert": "inka-effect-porters",
    "Swamp": "inka-effect-swamp",
    "Lost": "inka-effect-lost",
    "Fever": "inka-effect-fever",
    "Hidden cache": "inka-effect-choice-3",
    "Native guide": "inka-effect-guide",
    "Machete": "inka-effect-machete",
    "Friendly tribe": "inka-effect-each",
}

#: compass direction -> its name on the buttons (north …) and its letter, as the picture writes it (N …);
#: every text names a direction by its letter, so a player finds it in the picture (never ⬆️ …)
DIR_NAME = {"N": "inka-dir-north", "E": "inka-dir-east", "S": "inka-dir-south", "W": "inka-dir-west"}
DIR_SHORT = {"N": "inka-dir-short-n", "E": "inka-dir-short-e", "S": "inka-dir-short-s", "W": "inka-dir-short-w"}

#: island coordinate -> its name on the banishment buttons
ISLAND_NAME = {
    "J4": "inka-island-north",
    "D11": "inka-island-west",
    "J15": "inka-island-south",
    "R8": "inka-island-east",
}

#: the nine areas of the board (``board.zone_of`` numbers), north-west first
ZONE_NAME = (
    "inka-zone-nw",
    "inka-zone-n",
    "inka-zone-ne",
    "inka-zone-w",
    "inka-zone-c",
    "inka-zone-e",
    "inka-zone-sw",
    "inka-zone-s",
    "inka-zone-se",
)

#: what an opened temple held
TEMPLE_CONTENT = {
    "compass": "inka-content-compass",
    "inca": "inka-content-inca",
    "treasure": "inka-content-treasure",
}

assert set(CARD_NAME) == set(C.EVENT_CARDS) | set(C.RISK_CARDS) == set(CARD_EFFECT)
assert set(ISLAND_NAME) == {B.coord(c) for c in B.ISLANDS}


def card_name(name: str) -> Text:
    return msg(CARD_NAME[name])


def card_effect(name: str) -> Text:
    return msg(CARD_EFFECT[name])


def dir_name(d: str) -> Text:
    return msg(DIR_NAME[d])


def dir_letter(d: str) -> Text:
    """A direction by the letter the picture writes ("N"; German "O" for east)."""
    return msg(DIR_SHORT[d])


def dirs_text(letters: str) -> Text:
    """Directions paid, as the picture writes them: "N and W", "N, E and S"."""
    return and_list([dir_letter(d) for d in letters])


def counts_text(counts: list[int]) -> Text:
    """Compass cards gained or lost, by the picture's letters: "2 N, 1 S", or the word for nothing."""
    parts = [msg("inka-count-of", n=n, dir=dir_letter(d)) for d, n in zip("NESW", counts, strict=True) if n]
    return cat(*parts, sep=", ") if parts else msg("inka-nothing")


def island_name(coord: str) -> Text:
    return msg(ISLAND_NAME[coord])


def zone_label(z: int) -> Text:
    """An area's name and its span: "NW · A–G 1–6"."""
    c0, c1 = B.ZONE_COLS[z % 3]
    r0, r1 = B.ZONE_ROWS[z // 3]
    return cat(msg(ZONE_NAME[z]), f"{B.LETTERS[c0]}–{B.LETTERS[c1 - 1]} {r0 + 1}–{r1}", sep=" · ")


RULES_SUMMARY: Text = cat(
    cat("**", msg("inka-title"), "** — ", msg("inka-rules-goal")),
    msg("inka-rules-start", cards=C.START_CARDS),
    msg("inka-rules-fields"),
    msg("inka-rules-carrier"),
    lines(
        [
            msg("inka-rules-rulings"),
            msg("inka-ruling-move"),
            msg("inka-ruling-water"),
            msg("inka-ruling-payments"),
            msg("inka-ruling-banish"),
            msg("inka-ruling-camp"),
            msg("inka-ruling-must-move"),
            msg("inka-ruling-areas"),
            msg("inka-ruling-cards"),
            msg("inka-ruling-public"),
        ]
    ),
    sep="\n\n",
)

#: the component counts and texts that are ours (an embed field: at most 1,024 characters in every language)
PROPOSALS: Text = lines(
    [
        msg("inka-proposal-board"),
        msg("inka-proposal-decks", per_direction=C.CARDS_PER_DIRECTION),
        msg("inka-proposal-first"),
        msg("inka-proposal-cap", rounds=C.ROUND_CAP),
    ]
)
