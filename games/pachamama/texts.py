"""Rules summary and proposals for /game rules (our own words, in the catalogues ``locales/*/pachamama.ftl``)."""

from __future__ import annotations

from games.pachamama import components as C
from games.words import Text, cat, lines, msg

RULES_SUMMARY: Text = cat(
    msg("pachamama-rules-intro"),
    msg("pachamama-rules-land"),
    lines(
        [
            msg("pachamama-rules-turn"),
            msg("pachamama-rules-explore", limit=C.CUBE_LIMIT),
            msg("pachamama-rules-move"),
            msg("pachamama-rules-divine"),
        ]
    ),
    lines([msg("pachamama-rules-offering"), msg("pachamama-rules-trade")]),
    msg("pachamama-rules-end", points=C.CUBE_END_POINTS),
    sep="\n\n",
)

PROPOSALS: Text = lines(
    [
        msg(
            "pachamama-proposal-land",
            size=C.MAX_REGION_SIZE,
            long=C.MAX_SQUARES_PER_TYPE_LONG,
            short=C.MAX_SQUARES_PER_TYPE_SHORT,
            fewest=C.MIN_REVEALED,
            most=C.MAX_REVEALED,
        ),
        msg(
            "pachamama-proposal-explorers",
            two=C.EXPLORERS_PER_PLAYER[2],
            three=C.EXPLORERS_PER_PLAYER[3],
            four=C.EXPLORERS_PER_PLAYER[4],
        ),
        msg("pachamama-proposal-diversity", top=C.DIVERSITY_TOP, points=C.DIVERSITY_TOP_POINTS),
        msg("pachamama-proposal-trade", limit=C.CUBE_LIMIT),
        msg("pachamama-proposal-wrong"),
        msg("pachamama-proposal-last"),
        msg("pachamama-proposal-ties"),
    ]
)
