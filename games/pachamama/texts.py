"""Rules summary and proposals for /game rules (our own words)."""

from __future__ import annotations

from games.pachamama import components as C


def plural(n: int, word: str) -> str:
    """ "1 point", "2 points", "-1 point", "0 points"."""
    return f"{n} {word}" if abs(n) == 1 else f"{n} {word}s"


RULES_SUMMARY = f"""\
**Pachamama** — explore a hidden land and guess what grows where.

The land (A–I × 1–5, or A–E × 1–5 in the short game) is split into **regions** of 1–5 squares of one \
land type (swamp, desert, mountain, forest); regions of one type never touch. A region of n squares holds \
the fields **1..n** once each, and equal fields never touch, not even diagonally. A few squares start \
revealed and cultivated.

On your turn do **one** thing:
• **Explore** — move an explorer onto an undiscovered square: its land type is revealed and you take a \
cube of that type (at most {C.CUBE_LIMIT}; at the limit you may first trade 2 cubes for 1, else the new cube is lost).
• **Move** — move an explorer onto a discovered square, or off the land. Explorers step one square, or run \
along cultivated squares and your own explorers; never through an opponent.
• **Divine** — name the field under one of your explorers. Right: score it plus a diversity bonus, and you \
may divine with another explorer. Wrong: the true field is placed, you lose its value, your turn ends.

Once per turn, four different cubes buy an **offering**: an extra action, or a private look at any square.
On your turn you may also **trade** 2 cubes for 1 of another type, as often as you like.

When the last square is discovered, everyone (from the discoverer on) makes one final divination; each \
cube left scores {plural(C.CUBE_END_POINTS, "point")}. Most points wins; ties share the win.
"""

PROPOSALS = f"""\
- The land is generated fresh from the seed: regions of 1–{C.MAX_REGION_SIZE} squares (mostly large), at most \
{C.MAX_SQUARES_PER_TYPE_LONG} squares of one type ({C.MAX_SQUARES_PER_TYPE_SHORT} on the short 5×5 land), \
{C.MIN_REVEALED}–{C.MAX_REVEALED} revealed squares that make the fields follow by plain logic.
- Explorers per player: {C.EXPLORERS_PER_PLAYER[2]} / {C.EXPLORERS_PER_PLAYER[3]} / \
{C.EXPLORERS_PER_PLAYER[4]} with 2 / 3 / 4 players (as in Tiwanaku).
- Diversity scale: one track per field value, levels 0–{C.DIVERSITY_TOP}; a right divination of v moves \
your stone on track v up one level and scores the number of your stones now on that level; at the top, \
each further advance scores {plural(C.DIVERSITY_TOP_POINTS, "point")}.
- "At any time, a player may trade 2 cubes for another": you may trade 2 cubes for 1 of another type \
whenever you have a choice to make on your turn (before your action, between divinations, or while the \
turn waits for an offering), and at {C.CUBE_LIMIT} cubes just before a new cube arrives. A turn does not \
stop only to offer a trade, and nobody trades on another player's turn: cubes are used only on your own \
turn, so a trade then changes nothing a trade at the start of your turn could not. No trades in the final \
divinations (each cube then scores 1, and offerings are over).
- A wrong divination ends the whole turn, including an extra action bought with an offering.
- Discovering the last square ends that turn at once; the final divinations allow no offerings.
- Ties share the win.
"""
