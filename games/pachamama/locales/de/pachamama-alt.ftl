# Alternativtext der Pachamama-Bilder (für Screenreader).

pachamama-alt-table = Pachamama, Land { $width } mal { $height }.
pachamama-alt-to-play = { $player } ist am Zug.
pachamama-alt-hand = Das Land von { $player }, wie du es kennst, { $width } mal { $height } Felder.
pachamama-alt-offered = Deine Knöpfe bieten { $squares }.
pachamama-alt-player = { $player }: { $score ->
    [one] 1 Punkt
   *[other] { $score } Punkte
  }, Entdecker auf { $squares }{ $off ->
    [0] {""}
   *[other] , { $off } außerhalb des Landes
  }, Würfel: { $cubes }{ $offerings ->
    [0] {""}
    [one] , 1 Opfergabe
   *[other] , { $offerings } Opfergaben
  }.
pachamama-alt-nowhere = keinem Feld
pachamama-alt-type = { $land ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  }: { $squares }.
pachamama-alt-range = { $first } bis { $last }
pachamama-alt-n-squares = { $n ->
    [one] 1 Feld
   *[other] { $n } Felder
  }
pachamama-alt-more-squares = { $n ->
    [one] 1 weiteres Feld
   *[other] { $n } weitere Felder
  }
pachamama-alt-fields = Äcker: { $groups }.
pachamama-alt-fields-of = { $player } hat { $fields }
pachamama-alt-fields-revealed = aufgedeckt: { $fields }
pachamama-alt-field-value = { $square } ({ $field })
pachamama-alt-n-fields = { $n ->
    [one] 1 Acker
   *[other] { $n } Äcker
  }
pachamama-alt-more-fields = { $n ->
    [one] 1 weiterer Acker
   *[other] { $n } weitere Äcker
  }
pachamama-alt-look = { $square } { $land ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  } { $field }
pachamama-alt-looks = Deine Blicke, noch nicht entdeckt: { $squares }.
pachamama-alt-undiscovered = { $count ->
    [one] 1 Feld unentdeckt.
   *[other] { $count } Felder unentdeckt.
  }
