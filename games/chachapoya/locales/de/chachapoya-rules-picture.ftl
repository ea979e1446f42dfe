# /game rules: the names of the numbered parts of the setup picture (games/chachapoya/rules_picture.py)
chachapoya-rules-pic-decks = übrige Schätze, Abenteurer-Stapel
chachapoya-rules-pic-turned-up = drei aufgedeckte Schätze
chachapoya-rules-pic-scale = Wertungsleiste jedes Schatzes (X: raus)
chachapoya-rules-pic-hand = Abenteurerkarten auf der Hand
chachapoya-rules-pic-token = Plättchen „Verborgener Schatz“
chachapoya-rules-pic-points = Punkte
chachapoya-rules-pic-starts = Startspieler
