# Alt text of Pachamama's pictures (read by screen readers). $land is a land type by number (see pachamama.ftl);
# $square a coordinate such as C4; $squares a list of them.

pachamama-alt-table = Pachamama, { $width } by { $height } land.
pachamama-alt-to-play = { $player } to play.
pachamama-alt-hand = { $player }'s land as you know it, { $width } by { $height } squares.
pachamama-alt-offered = Your buttons offer { $squares }.
pachamama-alt-player = { $player }: { $score ->
    [one] 1 point
   *[other] { $score } points
  }, explorers on { $squares }{ $off ->
    [0] {""}
   *[other] , { $off } off the land
  }, cubes: { $cubes }{ $offerings ->
    [0] {""}
    [one] , 1 offering
   *[other] , { $offerings } offerings
  }.
pachamama-alt-nowhere = no square
pachamama-alt-type = { $land ->
    [0] Swamp
    [1] Desert
    [2] Mountain
   *[3] Forest
  }: { $squares }.
pachamama-alt-range = { $first } to { $last }
pachamama-alt-n-squares = { $n ->
    [one] 1 square
   *[other] { $n } squares
  }
pachamama-alt-more-squares = { $n ->
    [one] 1 more square
   *[other] { $n } more squares
  }
# the cultivated and revealed fields, grouped by whose they are: "Fields: Xanthe: B2 4, C1 1; revealed: D3 2."
pachamama-alt-fields = Fields: { $groups }.
pachamama-alt-fields-of = { $player } has { $fields }
pachamama-alt-fields-revealed = revealed: { $fields }
pachamama-alt-field-value = { $square } ({ $field })
pachamama-alt-n-fields = { $n ->
    [one] 1 field
   *[other] { $n } fields
  }
pachamama-alt-more-fields = { $n ->
    [one] 1 more field
   *[other] { $n } more fields
  }
pachamama-alt-look = { $square } { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  } { $field }
pachamama-alt-looks = Your looks, not yet discovered: { $squares }.
pachamama-alt-undiscovered = { $count ->
    [one] 1 square undiscovered.
   *[other] { $count } squares undiscovered.
  }
