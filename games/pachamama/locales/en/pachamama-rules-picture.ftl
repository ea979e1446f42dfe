# /game rules: the names of the numbered parts of the setup picture (games/pachamama/rules_picture.py)
pachamama-rules-pic-coordinates = the land: columns A–I, rows 1–5
pachamama-rules-pic-undiscovered = undiscovered square
pachamama-rules-pic-revealed = square revealed at start, with its field
pachamama-rules-pic-types = land types: swamp, desert, mountain, forest
pachamama-rules-pic-explorers = explorers: on the land, off it
pachamama-rules-pic-cubes = cubes
pachamama-rules-pic-diversity = diversity bonus
pachamama-rules-pic-points = points
