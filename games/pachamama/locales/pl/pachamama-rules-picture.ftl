# /game rules: the names of the numbered parts of the setup picture (games/pachamama/rules_picture.py)
pachamama-rules-pic-coordinates = kraina: kolumny A–I, rzędy 1–5
pachamama-rules-pic-undiscovered = nieodkryte pole
pachamama-rules-pic-revealed = odkryte na starcie, z uprawą
pachamama-rules-pic-types = rodzaje terenu: bagno, pustynia, góry, las
pachamama-rules-pic-explorers = odkrywcy: w krainie, poza nią
pachamama-rules-pic-cubes = kostki
pachamama-rules-pic-diversity = premia za różnorodność
pachamama-rules-pic-points = punkty
