# Alt text of Inka's board pictures (read by screen readers). $place is a field like G7 or the windrose.

inka-alt-table = Inka board, 21 by 18 fields.
inka-alt-hand = The board for { $player }, pawn { $n }.
inka-alt-offered = Your menus offer { $places }.
inka-alt-player = { $player } (pawn { $n }) at { $place }: { $about }.
inka-alt-rescue = rescue card
inka-alt-depot = Depot: { $cards }; { $events } event cards and { $risks } risk cards left.
inka-alt-temples = { $count ->
    [0] No temple opened yet.
   *[other] Opened temples: { $temples }.
  }
inka-alt-last-move = Last move from { $start } to { $end }.
