# Alternativtext der Anasazi-Bilder (für Screenreader).

anasazi-alt-table = Anasazi-Spielplan.
anasazi-alt-hand = Der Spielplan, wie { $player } ihn kennt.
anasazi-alt-count = { $colour } { $n }
anasazi-alt-none = keine
anasazi-alt-player = { $player } (Zelt { $n }): Lager auf { $camps }, noch { $left } Lager, Würfel { $cubes }.
anasazi-alt-explorer = { $n } auf { $node }
anasazi-alt-explorers = Kundschafter: { $where }.
anasazi-alt-board-cubes = Würfel in den Pueblos: { $cubes }.
anasazi-alt-offered = Deine Knöpfe bieten { $places }.
anasazi-alt-tower = Turm { $n } { $colour }
anasazi-alt-looked = Du hast angesehen: { $towers }.
anasazi-alt-value = { $colour } { $value }{ $towers ->
    [0] {""}
    [one] {" "}(1 Turm auf der Leiste)
   *[other] {" "}({ $towers } Türme auf der Leiste)
  }
anasazi-alt-values = Ein Würfel ist wert: { $values }.
anasazi-alt-more-places = { $listed ->
    [0] { $n ->
        [one] 1 Ort
       *[other] { $n } Orte
    }
   *[other] { $n ->
        [one] 1 weiteren Ort
       *[other] { $n } weitere Orte
    }
  }
anasazi-alt-more-towers = { $listed ->
    [0] { $n ->
        [one] 1 Turm
       *[other] { $n } Türme
    }
   *[other] { $n ->
        [one] 1 weiteren Turm
       *[other] { $n } weitere Türme
    }
  }
anasazi-alt-more-explorers = { $listed ->
    [0] { $n ->
        [one] 1 unterwegs
       *[other] { $n } unterwegs
    }
   *[other] { $n ->
        [one] 1 weiterer
       *[other] { $n } weitere
    }
  }

# Die Statuszeile in schlichten Worten (die des Tisches hat Emoji, die ein Screenreader vorliest).
anasazi-alt-status-over = Das Spiel ist vorbei: { $reason }
anasazi-alt-status-setup-camps = Vorbereitung: { $player } baut ein Startlager ({ $done } von { $total })
anasazi-alt-status-setup-looks = Vorbereitung: geheime Blicke auf Türme, es fehlen noch { $players }
anasazi-alt-status-turn = { $player } ist am Zug: { $what } (Aktion { $action } von { $total })
