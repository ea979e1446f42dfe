# Alternativtext der Pachamama-Bilder (für Screenreader).

pachamama-alt-table = Pachamama, Land { $width } mal { $height }.
pachamama-alt-hand = Das Land von { $player }, wie du es kennst, { $width } mal { $height } Felder.
pachamama-alt-offered = Deine Knöpfe bieten { $squares }.
pachamama-alt-player = { $player }: { $score ->
    [one] 1 Punkt
   *[other] { $score } Punkte
  }, Entdecker auf { $squares }, { $off } außerhalb des Landes, Würfel: { $cubes }, { $offerings ->
    [one] 1 Opfergabe
   *[other] { $offerings } Opfergaben
  }.
pachamama-alt-nowhere = keinem Feld
pachamama-alt-type = { $land ->
    [0] Sumpf
    [1] Wüste
    [2] Gebirge
   *[3] Wald
  }: { $squares }.
pachamama-alt-field = { $square } Acker { $field } von { $player }
pachamama-alt-field-revealed = { $square } Acker { $field } aufgedeckt
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
