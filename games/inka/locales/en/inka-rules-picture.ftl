# /game rules: the names of the numbered parts of the setup picture (games/inka/rules_picture.py)
inka-rules-pic-windrose = windrose: everyone starts here
inka-rules-pic-exit = the field marked N: the way out
inka-rules-pic-pawns = pawns
inka-rules-pic-compass = compass field: event card
inka-rules-pic-inca = Inca field: risk card
inka-rules-pic-temple = closed temple
inka-rules-pic-water = water
inka-rules-pic-island = island
inka-rules-pic-events = event cards
inka-rules-pic-risks = risk cards
inka-rules-pic-arrow = arrow field
inka-rules-pic-camp = camp
inka-rules-pic-depot = depot of compass cards
