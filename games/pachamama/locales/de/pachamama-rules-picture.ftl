# /game rules: the names of the numbered parts of the setup picture (games/pachamama/rules_picture.py)
pachamama-rules-pic-coordinates = das Land: Spalten A–I, Reihen 1–5
pachamama-rules-pic-undiscovered = unentdecktes Feld
pachamama-rules-pic-revealed = zu Beginn aufgedeckt, mit seinem Acker
pachamama-rules-pic-types = Landarten: Sumpf, Wüste, Gebirge, Wald
pachamama-rules-pic-explorers = Entdecker: im Land, draußen
pachamama-rules-pic-cubes = Würfel
pachamama-rules-pic-diversity = Vielfaltsbonus
pachamama-rules-pic-points = Punkte
