# Alternativtext der Chachapoya-Bilder (für Screenreader).

chachapoya-alt-table = Chachapoya-Tisch.
chachapoya-alt-round = { $last ->
    [1] Letzte Runde, Runde { $n }.
   *[other] Runde { $n }.
  }
chachapoya-alt-over = Spielende nach { $n ->
    [one] 1 Runde.
   *[other] { $n } Runden.
  }
chachapoya-alt-offer = Im Angebot: { $cards }.
chachapoya-alt-type = { $treasure } ×{ $count } ({ $points })
chachapoya-alt-out = ausgeschieden
chachapoya-alt-player = { $player }: { $about }.
chachapoya-alt-hand = Hand von { $player }: { $cards }.
chachapoya-alt-no-cards = keine Karten
chachapoya-alt-my-bid = Dein Gebot: { $bid }.
chachapoya-alt-buried = Du hast den vergrabenen Schatz gesehen: { $treasure }.
chachapoya-alt-face-down = Du hast den verdeckten Schatz gesehen: { $treasure }.
chachapoya-alt-tracker = Fährtenleser
chachapoya-alt-n-types = { $n ->
    [one] 1 Schatzart
   *[other] { $n } Schatzarten
  }
chachapoya-alt-more-types = { $n ->
    [one] 1 weitere Art
   *[other] { $n } weitere Arten
  }
chachapoya-alt-reveal-elsewhere = Die letzte Aufdeckung steht in den letzten Zügen des Tisches.
chachapoya-alt-info = Noch { $treasures ->
        [one] { $treasures } Schatz
       *[other] { $treasures } Schätze
    } übrig, im Stapel { $adventurers } Abenteurer.
