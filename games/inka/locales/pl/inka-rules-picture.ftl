# /game rules: the names of the numbered parts of the setup picture (games/inka/rules_picture.py)
inka-rules-pic-windrose = róża wiatrów: tu wszyscy zaczynają
inka-rules-pic-exit = pole z literą N: wyjście
inka-rules-pic-pawns = pionki
inka-rules-pic-compass = pole kompasu: karta wydarzeń
inka-rules-pic-inca = pole Inków: karta ryzyka
inka-rules-pic-temple = zamknięta świątynia
inka-rules-pic-water = woda
inka-rules-pic-island = wyspa
inka-rules-pic-events = karty wydarzeń
inka-rules-pic-risks = karty ryzyka
inka-rules-pic-arrow = pole ze strzałką
inka-rules-pic-camp = obóz
inka-rules-pic-depot = zapas kart kompasu
