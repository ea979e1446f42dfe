# Alt text of Anasazi's pictures (read by screen readers). $colour is a colour's name; $node a place like G15.

anasazi-alt-table = Anasazi board.
anasazi-alt-hand = The board as { $player } knows it.
anasazi-alt-count = { $colour } { $n }
anasazi-alt-none = none
anasazi-alt-player = { $player } (tent { $n }): camps on { $camps }, { $left } camps left, cubes { $cubes }.
anasazi-alt-explorer = { $n } at { $node }
anasazi-alt-explorers = Explorers: { $where }.
anasazi-alt-board-cubes = Cubes on the pueblos: { $cubes }.
anasazi-alt-offered = Your buttons offer { $places }.
anasazi-alt-tower = tower { $n } { $colour }
anasazi-alt-looked = You looked at { $towers }.
anasazi-alt-value = { $colour } { $value } ({ $towers ->
    [one] 1 tower
   *[other] { $towers } towers
  } on its track)
anasazi-alt-values = A cube is worth: { $values }.
