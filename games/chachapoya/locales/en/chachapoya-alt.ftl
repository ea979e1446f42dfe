# Alt text of Chachapoya's pictures (read by screen readers). $treasure is a treasure's name; $cards a list.

chachapoya-alt-table = Chachapoya table.
chachapoya-alt-round = { $last ->
    [1] Last round, round { $n }.
   *[other] Round { $n }.
  }
chachapoya-alt-over = Game over after { $n ->
    [one] 1 round.
   *[other] { $n } rounds.
  }
chachapoya-alt-offer = On offer: { $cards }.
chachapoya-alt-type = { $treasure } ×{ $count } ({ $points })
chachapoya-alt-out = eliminated
chachapoya-alt-player = { $player }: { $about }.
chachapoya-alt-hand = { $player }'s hand: { $cards }.
chachapoya-alt-no-cards = no cards
chachapoya-alt-my-bid = Your bid: { $bid }.
chachapoya-alt-buried = You saw the buried treasure: { $treasure }.
chachapoya-alt-face-down = You saw the face-down treasure: { $treasure }.
chachapoya-alt-tracker = Tracker
chachapoya-alt-n-types = { $n ->
    [one] 1 kind of treasure
   *[other] { $n } kinds of treasure
  }
chachapoya-alt-more-types = { $n ->
    [one] 1 more kind
   *[other] { $n } more kinds
  }
chachapoya-alt-reveal-elsewhere = The last reveal is in the table's last moves.
chachapoya-alt-info = { $treasures ->
        [one] { $treasures } treasure
       *[other] { $treasures } treasures
    } left, and { $adventurers ->
        [one] { $adventurers } adventurer
       *[other] { $adventurers } adventurers
    } in the deck.
