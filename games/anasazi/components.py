"""Component counts and every other number of Anasazi, in one table (RULINGS, "Anasazi").

R = the rulebook says so, D = deduced from it, P = our proposal.
"""

from __future__ import annotations

MIN_PLAYERS = 2  # R
MAX_PLAYERS = 4  # R: four camp colours

COLOURS = ("red", "blue", "white", "yellow")
COLOUR_EMOJI = ("🟥", "🟦", "⬜", "🟨")
N_COLOURS = len(COLOURS)

MARKERS = 54  # R: one shared supply
CAMPS_PER_PLAYER = 7  # R
SETUP_CAMPS = 2  # R: two rounds of one camp each
SETUP_LOOKS = 3  # R: three different towers each
ACTIONS_PER_TURN = 2  # R
TOWERS_PER_COLOUR = 4  # R: 16 towers
CUBES_PER_COLOUR = 12  # R: 48 treasures
BONUS_PER_COLOUR = 1  # R: one bonus treasure per colour on the score tile
BOARD_CUBES_PER_COLOUR = CUBES_PER_COLOUR - BONUS_PER_COLOUR  # D: 11 × 4 = 44 cubes on the pueblos
TRACK_SPACES = 5  # D: a cube is worth the empty spaces of its colour's track
OBJECTIVE_CARDS_PER_COLOUR = 2  # R: 8 cards
OBJECTIVE_FACTOR = 2  # R: objective cubes count double

#: AI (RULINGS decision 16, P): a marker's gain now plus this share of the best follow-up
FOLLOW_UP = 0.8

SEAT_DOTS = ("🟠", "🔵", "🟢", "🟣")  # as render.SEAT_RGB: no yellow, the cubes have it

# ---- message ids (games/anasazi/locales): a colour's name and the phrases that need its grammar

#: the colour on its own ("red", "Rot", "czerwony")
COLOUR_NAME = ("anasazi-colour-red", "anasazi-colour-blue", "anasazi-colour-white", "anasazi-colour-yellow")
#: the letter drawn on a cube of each colour (the colour's initial: R, B, W, Y in English)
COLOUR_LETTER = ("anasazi-letter-red", "anasazi-letter-blue", "anasazi-letter-white", "anasazi-letter-yellow")
#: "a 🟥 red cube" as a subject (German and Polish inflect it)
CUBE_NOM = ("anasazi-cube-red", "anasazi-cube-blue", "anasazi-cube-white", "anasazi-cube-yellow")
#: "a 🟥 red cube" as an object ("takes a ... cube")
CUBE_ACC = ("anasazi-cube-acc-red", "anasazi-cube-acc-blue", "anasazi-cube-acc-white", "anasazi-cube-acc-yellow")
#: the end of the game by the fourth tower of a colour
FOURTH_TOWER = (
    "anasazi-end-fourth-red",
    "anasazi-end-fourth-blue",
    "anasazi-end-fourth-white",
    "anasazi-end-fourth-yellow",
)
