# Alt text of Anasazi's pictures (read by screen readers). $colour is a colour's name; $node a place like G15.

anasazi-alt-table = Anasazi board.
anasazi-alt-hand = The board as { $player } knows it.
anasazi-alt-count = { $colour } { $n }
anasazi-alt-none = none
anasazi-alt-player = { $player } (tent { $n }): camps on { $camps }, { $left ->
    [one] 1 camp left
   *[other] { $left } camps left
  }, cubes { $cubes }.
anasazi-alt-explorer = { $n } at { $node }
anasazi-alt-explorers = Explorers: { $where }.
anasazi-alt-board-cubes = Cubes on the pueblos: { $cubes }.
anasazi-alt-offered = Your buttons offer { $places }.
anasazi-alt-tower = tower { $n } { $colour }
anasazi-alt-looked = You looked at { $towers }.
anasazi-alt-value = { $colour } { $value }{ $towers ->
    [0] {""}
    [one] {" "}(1 tower on its track)
   *[other] {" "}({ $towers } towers on its track)
  }
anasazi-alt-values = A cube is worth: { $values }.
anasazi-alt-more-places = { $listed ->
    [0] { $n ->
        [one] 1 place
       *[other] { $n } places
    }
   *[other] { $n ->
        [one] 1 more place
       *[other] { $n } more places
    }
  }
anasazi-alt-more-towers = { $listed ->
    [0] { $n ->
        [one] 1 tower
       *[other] { $n } towers
    }
   *[other] { $n ->
        [one] 1 more tower
       *[other] { $n } more towers
    }
  }
anasazi-alt-more-explorers = { $listed ->
    [0] { $n ->
        [one] 1 explorer out
       *[other] { $n } explorers out
    }
   *[other] { $n ->
        [one] 1 more
       *[other] { $n } more
    }
  }

# The status line in plain words (the table's own line has emoji a screen reader reads out).
anasazi-alt-status-over = The game is over: { $reason }
anasazi-alt-status-setup-camps = Setup: { $player } builds a starting camp ({ $done } of { $total })
anasazi-alt-status-setup-looks = Setup: secret looks at towers, waiting for { $players }
anasazi-alt-status-turn = { $player } to { $what } (action { $action } of { $total })
