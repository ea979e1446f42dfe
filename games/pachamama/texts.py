"""Rules summary and proposals for /game rules (our own words)."""

from __future__ import annotations

from games.pachamama import components as C

RULES_SUMMARY = f"""\
**Pachamama** — explore a hidden land and guess what grows where.

The land (A–I × 1–5, or A–E × 1–5 in the short game) is split into **regions** of 1–5 squares of one \
land type (swamp, desert, mountain, forest); regions of one type never touch. A region of n squares holds \
the fields **1..n** once each, and equal fields never touch, not even diagonally. A few squares start \
revealed and cultivated.

On your turn do **one** thing:
• **Explore** — move an explorer onto an undiscovered square: its land type is revealed and you take a \
cube of that type (at most {C.CUBE_LIMIT}; at the limit you may first trade 2 cubes for 1).
• **Move** — move an explorer onto a discovered square, or off the land. Explorers step one square, or run \
along cultivated squares and your own explorers; never through an opponent.
• **Divine** — name the field under one of your explorers. Right: score it plus a diversity bonus, and you \
may divine with another explorer. Wrong: the true field is placed, you lose its value, your turn ends.

Once per turn, four different cubes buy an **offering**: an extra action, or a private look at any square.

When the last square is discovered, everyone (from the discoverer on) makes one final divination; each \
cube left scores {C.CUBE_END_POINTS}. Most points wins; ties share the win.
"""

PROPOSALS = f"""\
- The land is generated fresh from the seed: regions of 1–{C.MAX_REGION_SIZE} squares (mostly large), at most \
{C.MAX_SQUARES_PER_TYPE_LONG} squares of one type ({C.MAX_SQUARES_PER_TYPE_SHORT} on the short 5×5 land), \
{C.MIN_REVEALED}–{C.MAX_REVEALED} revealed squares that make the fields follow by plain logic.
- Explorers per player: {C.EXPLORERS_PER_PLAYER[2]} / {C.EXPLORERS_PER_PLAYER[3]} / \
{C.EXPLORERS_PER_PLAYER[4]} with 2 / 3 / 4 players (as in Tiwanaku).
- Diversity scale: one track per field value, levels 0–{C.DIVERSITY_TOP}; a right divination of v moves \
your stone on track v up one level and scores the number of your stones now on that level; at the top, \
each further advance scores {C.DIVERSITY_TOP_POINTS}.
- The cube trade (2 for 1 of your choice) happens only when a new cube arrives at {C.CUBE_LIMIT} cubes.
- A wrong divination ends the whole turn, including an extra action bought with an offering.
- Discovering the last square ends that turn at once; the final divinations allow no offerings.
- Ties share the win.
"""
