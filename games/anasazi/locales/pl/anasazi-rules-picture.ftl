# /game rules: the names of the numbered parts of the setup picture (games/anasazi/rules_picture.py)
anasazi-rules-pic-lattice = punkty siatki: rzędy A–M, kolumny 1–25
anasazi-rules-pic-post = punkt startowy: tu wyrusza ekspedycja
anasazi-rules-pic-mesa = płaskowyż z pueblo
anasazi-rules-pic-great-mesa = Wielki Płaskowyż
anasazi-rules-pic-cube = kostka skarbu w pueblo
anasazi-rules-pic-tower = wieża, jej kolor ukryty od spodu
anasazi-rules-pic-valley = dolina: obozy stawia się na jej punktach
anasazi-rules-pic-track = tor wież jednego koloru
anasazi-rules-pic-markers = pozostałe znaczniki
anasazi-rules-pic-bonus = kostki premiowe
