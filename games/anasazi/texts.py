"""Rules summary, proposals (for /game rules) and the reasons given for refused actions."""

from __future__ import annotations

from typing import Any

from games.anasazi import board as B
from games.anasazi import components as C
from games.anasazi.moves import can_camp, free_sites, step, touched
from games.contract import seat_ref

RULES_SUMMARY = f"""\
**Anasazi** — lead expeditions across the valleys to the pueblos on the mesas.

The board is a lattice of points (rows A–M, columns 1–25) with {B.N_MESAS} mesas. Pueblos on the mesas hold \
treasure cubes (red, blue, white, yellow) and towers whose colour is hidden underneath. Six expeditions \
start from the posts ①–⑥ on the rim; a marker is one edge of the lattice.

On your turn take **two actions**, in any mix:
• **Camp** — put one of your {C.CAMPS_PER_PLAYER} camps on a free valley point, then look secretly at any tower.
• **Marker** — extend any expedition (or start one from an unused post) by one edge. Every pueblo sector \
the edge borders is emptied: cubes go to you, towers are shown and go on their colour's track. A divided \
pueblo gives both halves only to a marker along its dividing line. Ending on your own camp covers it: the \
first time, take one cube from another player. Never end on another player's camp, a post or an explorer. \
The first marker onto a mesa lets you look at a tower still on it.

The game ends at once with the {C.MARKERS}th marker, or when the fourth tower of one colour reaches the \
track. A cube is worth the empty spaces on its colour's track (1–5), double in your secret objective \
colour; each colour's bonus cube goes to the sole player with the most cubes of it. Most points wins; on a \
tie, most cubes.
"""

PROPOSALS = f"""\
- The board is one fixed layout of our own: a triangular lattice of {B.N_NODES} points and {B.N_EDGES} edges, \
{B.N_MESAS} mesas, {B.N_PUEBLOS} pueblos (16 divided, 28 single), towers T1–T16, posts ①–⑥ at the corners, \
{len(B.CAMP_SITES)} camp sites (not on the Great Mesa, the posts or beside them). A marker is one edge.
- Setup looks are taken by everyone at once; Skip gives up the remaining setup looks.
- A player with no legal action passes the rest of the turn; when every player passes in a row the game ends.
- A covered camp gives its steal once, even when nobody held a cube at the time; declining is allowed.
- A camp gives its look after it is built; the first arrival's look comes after the steal and lapses when the \
game ends or the marker took the mesa's last tower.
- Objective colours are never shown in public, not even in the final scores (each player sees their own).
- The AI plays a marker's gain now plus {C.FOLLOW_UP} × the best follow-up on the same expedition.
"""


def why_illegal(s: Any, seat: int, action: Any) -> str:
    """A sentence for the player: why ``action`` cannot be taken now."""
    k = action.kind
    phase = s.phase
    if s.stage == "looks":
        if k == "look" and action.tower in s.seats[seat].looks:
            return f"You have already looked at T{action.tower + 1}; setup looks are at three different towers."
        if k == "look" and 0 <= action.tower < B.N_TOWERS and not s.tower_on_board[action.tower]:
            return f"T{action.tower + 1} is no longer on the board."
        return "Now choose a tower to look at, or skip."
    if k == "camp":
        if phase != "action":
            return "Finish the choice in hand first (or go back)."
        return "You have no camp left to build." if not can_camp(s, seat) else "You cannot build a camp now."
    if k == "row":
        if phase != "camp_row":
            return "Choose a row only while building a camp."
        return f"Row {B.ROWS[action.row] if 0 <= action.row < len(B.ROWS) else '?'} has no free camp site."
    if k == "build":
        if phase != "camp_node":
            return "Choose a camp site only after choosing its row."
        n = action.node
        if not 0 <= n < B.N_NODES:
            return "There is no such point."
        name = B.NAMES[n]
        if n not in B.CAMP_SITE_SET:
            return f"{name} is not a camp site (the Great Mesa, the posts and their neighbours are not)."
        if n in s.camps:
            return f"There is already a camp at {name}."
        if n in touched(s):
            return f"A marker already covers {name}."
        if n not in free_sites(s, s.chosen):
            return f"{name} is not in the row you chose."
        return f"You cannot build at {name}."
    if k == "expedition":
        if phase != "action":
            return "Finish the choice in hand first (or go back)."
        if s.markers_left <= 0:
            return "No expedition marker is left."
        return f"Expedition {B.POST_GLYPHS[action.expedition % 6]} has no legal marker for you now."
    if k == "place":
        if phase != "direction" or s.chosen is None:
            return "Choose an expedition first."
        return _why_no_marker(s, seat, s.chosen, action.direction)
    if k in ("steal", "take_nothing"):
        if phase != "steal":
            return "There is no camp to cover for a steal now."
        return f"{seat_ref(action.victim)} has no cube of that colour to take."
    if k in ("look", "skip"):
        if phase not in ("look", "look_mesa"):
            return "There is no look to take now."
        return "That tower is not one you may look at now."
    if k == "back":
        return "There is nothing to go back from."
    return "That is not possible now."


def _why_no_marker(s: Any, seat: int, exp: int, direction: int) -> str:
    if not 0 <= direction < len(B.DIRECTIONS):
        return "There is no such direction."
    start = s.paths[exp][-1] if s.paths[exp] else B.POSTS[exp]
    st = B.STEPS[start][direction]
    if st is None:
        return "A marker may not hang over the edge of the play area."
    nb, e = st
    name = B.NAMES[nb]
    if e in s.used:
        return "A marker already lies there: paths may cross at a point, never share an edge."
    if nb in B.POST_SET:
        return f"{name} is a post: no marker may end on a post."
    if nb in s.built:
        return f"You built the camp at {name} this turn; you may cover it from your next turn."
    owner = s.camps.get(nb, -1)
    if owner not in (-1, seat):
        return f"{name} is {seat_ref(owner)}'s camp: no marker may end on another player's camp."
    if step(s, seat, exp, direction) is None:
        return f"An explorer already stands at {name}."
    return "That marker is not possible."
