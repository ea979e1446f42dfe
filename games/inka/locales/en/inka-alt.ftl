# Alt text of Inka's board pictures (read by screen readers). $place is a field like G7 or the windrose.

inka-alt-table = Inka board, 21 by 18 fields.
inka-alt-hand = The board for { $player }, pawn { $n }.
inka-alt-offered = Your menus offer { $places }.
inka-alt-player = { $player } (pawn { $n }) at { $place }: { $about }.
inka-alt-carrier = carries the treasure
inka-alt-guides = { $n ->
    [one] 1 guide
   *[other] { $n } guides
  }
inka-alt-rescue = rescue card
inka-alt-depot = Depot: { $cards }; { $events } event cards and { $risks } risk cards left.
inka-alt-temples = { $count ->
    [0] No temple opened yet.
   *[other] Opened temples: { $temples }.
  }
inka-alt-last-move = Last move from { $start } to { $end }.
inka-alt-n-temples = { $n ->
    [one] 1 temple
   *[other] { $n } temples
  }
inka-alt-more-temples = { $n ->
    [one] 1 more temple
   *[other] { $n } more temples
  }
inka-alt-n-places = { $n ->
    [one] 1 place
   *[other] { $n } places
  }
inka-alt-more-places = { $n ->
    [one] 1 more place
   *[other] { $n } more places
  }
