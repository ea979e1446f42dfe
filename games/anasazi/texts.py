"""Rules summary, proposals (for /game rules) and the reasons given for refused actions, as messages."""

from __future__ import annotations

from typing import Any

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import can_camp, free_sites, step, touched
from games.contract import seat_ref
from games.words import Text, cat, lines, msg

RULES_SUMMARY: Text = cat(
    msg("anasazi-rules-intro"),
    msg("anasazi-rules-board", mesas=B.N_MESAS),
    msg("anasazi-rules-setup"),
    msg("anasazi-rules-turn", camps=C.CAMPS_PER_PLAYER),
    msg("anasazi-rules-end", markers=C.MARKERS),
    sep="\n\n",
)

PROPOSALS: Text = lines(
    [
        msg(
            "anasazi-proposal-board",
            points=B.N_NODES,
            edges=B.N_EDGES,
            mesas=B.N_MESAS,
            pueblos=B.N_PUEBLOS,
            sites=len(B.CAMP_SITES),
        ),
        msg("anasazi-proposal-looks"),
        msg("anasazi-proposal-pass"),
        msg("anasazi-proposal-steal"),
        msg("anasazi-proposal-camp-look"),
        msg("anasazi-proposal-objectives"),
        msg("anasazi-proposal-ai", share=C.FOLLOW_UP),
    ]
)


def tower_name(tower: int) -> str:
    """A tower's symbol: "T7"."""
    return f"T{tower + 1}"


def why_illegal(s: Any, seat: int, action: Any) -> Text:
    """A message for the player: why ``action`` cannot be taken now."""
    k = action.kind
    phase = s.phase
    if s.stage == "looks":
        if k == "look" and action.tower in s.seats[seat].looks:
            return msg("anasazi-illegal-looked-already", tower=tower_name(action.tower))
        if k == "look" and 0 <= action.tower < B.N_TOWERS and not s.tower_on_board[action.tower]:
            return msg("anasazi-illegal-tower-gone", tower=tower_name(action.tower))
        return msg("anasazi-illegal-choose-look")
    if k == "camp":
        if phase != "action":
            return msg("anasazi-illegal-finish-choice")
        return msg("anasazi-illegal-no-camp-left") if not can_camp(s, seat) else msg("anasazi-illegal-no-camp-now")
    if k == "row":
        if phase != "camp_row":
            return msg("anasazi-illegal-row-only-camp")
        return msg("anasazi-illegal-row-full", row=B.ROWS[action.row] if 0 <= action.row < len(B.ROWS) else "?")
    if k == "build":
        if phase != "camp_node":
            return msg("anasazi-illegal-site-after-row")
        n = action.node
        if not 0 <= n < B.N_NODES:
            return msg("anasazi-illegal-no-point")
        name = B.NAMES[n]
        if n not in B.CAMP_SITE_SET:
            return msg("anasazi-illegal-not-site", point=name)
        if n in s.camps:
            return msg("anasazi-illegal-camp-there", point=name)
        if n in touched(s):
            return msg("anasazi-illegal-marker-covers", point=name)
        if n not in free_sites(s, s.chosen):
            return msg("anasazi-illegal-not-in-row", point=name)
        return msg("anasazi-illegal-cannot-build", point=name)
    if k == "expedition":
        if phase != "action":
            return msg("anasazi-illegal-finish-choice")
        if s.markers_left <= 0:
            return msg("anasazi-illegal-no-marker-left")
        return msg("anasazi-illegal-expedition-blocked", expedition=B.POST_GLYPHS[action.expedition % 6])
    if k == "place":
        if phase != "direction" or s.chosen is None:
            return msg("anasazi-illegal-choose-expedition")
        return _why_no_marker(s, seat, s.chosen, action.direction)
    if k in ("steal", "take_nothing"):
        if phase != "steal":
            return msg("anasazi-illegal-no-steal")
        return msg("anasazi-illegal-no-such-cube", player=seat_ref(action.victim))
    if k in ("look", "skip"):
        if phase not in ("look", "look_mesa"):
            return msg("anasazi-illegal-no-look")
        return msg("anasazi-illegal-tower-not-allowed")
    if k == "back":
        return msg("anasazi-illegal-nothing-back")
    return msg("anasazi-illegal-not-possible")


def _why_no_marker(s: Any, seat: int, exp: int, direction: int) -> Text:
    if not 0 <= direction < len(B.DIRECTIONS):
        return msg("anasazi-illegal-no-direction")
    start = s.paths[exp][-1] if s.paths[exp] else B.POSTS[exp]
    st = B.STEPS[start][direction]
    if st is None:
        return msg("anasazi-illegal-off-edge")
    nb, e = st
    name = B.NAMES[nb]
    if e in s.used:
        return msg("anasazi-illegal-edge-used")
    if nb in B.POST_SET:
        return msg("anasazi-illegal-post", point=name)
    if nb in s.built:
        return msg("anasazi-illegal-built-this-turn", point=name)
    owner = s.camps.get(nb, -1)
    if owner not in (-1, seat):
        return msg("anasazi-illegal-other-camp", point=name, player=seat_ref(owner))
    if step(s, seat, exp, direction) is None:
        return msg("anasazi-illegal-explorer", point=name)
    return msg("anasazi-illegal-marker-not-possible")
