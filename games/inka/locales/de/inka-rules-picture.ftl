# /game rules: the names of the numbered parts of the setup picture (games/inka/rules_picture.py)
inka-rules-pic-windrose = Windrose: hier beginnen alle
inka-rules-pic-exit = das Feld mit N: der Weg hinaus
inka-rules-pic-pawns = Spielfiguren
inka-rules-pic-compass = Kompassfeld: Ereigniskarte
inka-rules-pic-inca = Inkafeld: Risikokarte
inka-rules-pic-temple = geschlossener Tempel
inka-rules-pic-water = Wasser
inka-rules-pic-island = Insel
inka-rules-pic-events = Ereigniskarten
inka-rules-pic-risks = Risikokarten
inka-rules-pic-arrow = Pfeilfeld
inka-rules-pic-camp = Lager
inka-rules-pic-depot = Depot der Kompasskarten
