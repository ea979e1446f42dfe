# /game rules: the names of the numbered parts of the setup picture (games/chachapoya/rules_picture.py)
chachapoya-rules-pic-decks = treasures left, adventurer deck
chachapoya-rules-pic-turned-up = three treasures turned up
chachapoya-rules-pic-scale = each treasure's scale (X: out)
chachapoya-rules-pic-hand = adventurer cards in hand
chachapoya-rules-pic-token = Hidden Treasure token
chachapoya-rules-pic-points = points
chachapoya-rules-pic-starts = starting player
