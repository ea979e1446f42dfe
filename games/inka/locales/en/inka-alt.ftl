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
inka-alt-swamp = swamp
inka-alt-fever = fever
inka-alt-one-die = one die
inka-alt-machete = machete
inka-alt-zone = { $zone } ({ $options })
inka-alt-rescue = rescue card
inka-alt-depot = Depot: { $cards }; { $events ->
        [one] { $events } event card
       *[other] { $events } event cards
    } and { $risks ->
        [one] { $risks } risk card
       *[other] { $risks } risk cards
    } left.
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
# The status line in plain words (the table's own line has emoji and dots a screen reader reads out).
inka-alt-status-won = { $player } brought the treasure into the camp and wins.
inka-alt-status-called-off = The expedition was called off: nobody won.
inka-alt-status-move = Round { $round }, { $player } to move, rolled { $a } and { $b }.
inka-alt-status-banish = Round { $round }, { $player } to banish { $other } to an island.
inka-alt-status-bonus = Round { $round }, { $player } to roll again or end the turn.
inka-alt-status-take = Round { $round }, { $player } to take { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } from the depot.
inka-alt-status-give = Round { $round }, { $player } to return { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } to the depot.
inka-alt-status-stuck = Round { $round }, { $player } cannot move, rolled { $a } and { $b }: roll again with the guide or skip.
