# /game rules: the names of the numbered parts of the setup picture (games/anasazi/rules_picture.py)
anasazi-rules-pic-lattice = Gitterpunkte: Reihen A–M, Spalten 1–25
anasazi-rules-pic-post = Startposten: hier beginnt eine Expedition
anasazi-rules-pic-mesa = Tafelberg mit Pueblos
anasazi-rules-pic-great-mesa = der Große Tafelberg
anasazi-rules-pic-cube = Schatzwürfel in einem Pueblo
anasazi-rules-pic-tower = Turm, seine Farbe unten verborgen
anasazi-rules-pic-valley = Tal: Lager kommen auf seine Punkte
anasazi-rules-pic-track = die Turmleiste einer Farbe
anasazi-rules-pic-markers = übrige Marker
anasazi-rules-pic-bonus = Bonuswürfel
