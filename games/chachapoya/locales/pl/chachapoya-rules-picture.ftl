# /game rules: the names of the numbered parts of the setup picture (games/chachapoya/rules_picture.py)
chachapoya-rules-pic-decks = pozostałe skarby, talia poszukiwaczy
chachapoya-rules-pic-turned-up = trzy odkryte skarby
chachapoya-rules-pic-scale = skala punktów skarbu (X: odpadasz)
chachapoya-rules-pic-hand = karty poszukiwaczy na ręce
chachapoya-rules-pic-token = żeton Ukrytego Skarbu
chachapoya-rules-pic-points = punkty
chachapoya-rules-pic-starts = gracz rozpoczynający
