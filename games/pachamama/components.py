"""Every number of Pachamama in one table.

Items marked (P) are our proposals (RULINGS "P"); (R) comes from the rulebook.
"""

from __future__ import annotations

#: the four land types, in a fixed order (index = land id) (R)
LAND_TYPES: tuple[str, ...] = ("swamp", "desert", "mountain", "forest")
LAND_EMOJI: tuple[str, ...] = ("🟦", "🟨", "🟫", "🟩")
#: a cube of each land type; four different ones make an offering (R)
CUBE_EMOJI: tuple[str, ...] = ("💧", "🌵", "⛰️", "🌲")

#: (columns, rows) of the land: the long game A–I × 1–5, the short option A–E × 1–5 (RULINGS)
GRID_LONG: tuple[int, int] = (9, 5)
GRID_SHORT: tuple[int, int] = (5, 5)

#: a region holds 1..MAX_REGION_SIZE squares, so fields run 1..5 (R)
MAX_REGION_SIZE = 5
#: at most this many squares of one land type (P: "about 15" on 5×9, scaled for 5×5)
MAX_SQUARES_PER_TYPE_LONG = 15
MAX_SQUARES_PER_TYPE_SHORT = 9
#: how strongly the land search prefers each region size when it places a region (P: mostly big
#: regions, since every region needs a 1 and 1s never touch; also the prior of the worlds an AI imagines)
REGION_SIZE_WEIGHTS: dict[int, float] = {1: 0.1, 2: 0.3, 3: 1.0, 4: 3.0, 5: 20.0}
#: revealed squares (land type + field shown, cultivated, owned by nobody) (P)
MIN_REVEALED = 5
MAX_REVEALED = 12

#: explorers per player by player count (P, as Tiwanaku)
EXPLORERS_PER_PLAYER: dict[int, int] = {2: 5, 3: 4, 4: 3}
MIN_PLAYERS = 2
MAX_PLAYERS = 4

#: a player holds at most this many offering cubes (R)
CUBE_LIMIT = 4
#: an offering spends this many different cubes (R)
OFFERING_CUBES = 4

#: diversity scale: one track per field value, stones climb levels 0..DIVERSITY_TOP (P, Tiwanaku)
DIVERSITY_TOP = 5
#: points for an advance when the stone already stands at the top (P)
DIVERSITY_TOP_POINTS = 1
#: each cube left at the end scores this much (R)
CUBE_END_POINTS = 1
