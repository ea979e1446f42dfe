# Alternativtext der Inka-Spielplanbilder (für Screenreader).

inka-alt-table = Inka-Spielplan, 21 mal 18 Felder.
inka-alt-hand = Der Spielplan für { $player }, Figur { $n }.
inka-alt-offered = Deine Menüs bieten { $places }.
inka-alt-player = { $player } (Figur { $n }) auf { $place }: { $about }.
inka-alt-carrier = trägt den Schatz
inka-alt-guides = { $n ->
    [one] 1 Führer
   *[other] { $n } Führer
  }
inka-alt-rescue = Rettungskarte
inka-alt-depot = Vorrat: { $cards }; noch { $events } Ereigniskarten und { $risks } Risikokarten.
inka-alt-temples = { $count ->
    [0] Noch kein Tempel geöffnet.
   *[other] Geöffnete Tempel: { $temples }.
  }
inka-alt-last-move = Letzter Zug von { $start } nach { $end }.
inka-alt-n-temples = { $n ->
    [one] 1 Tempel
   *[other] { $n } Tempel
  }
inka-alt-more-temples = { $n ->
    [one] 1 weiteren Tempel
   *[other] { $n } weitere Tempel
  }
inka-alt-n-places = { $n ->
    [one] 1 Ziel
   *[other] { $n } Ziele
  }
inka-alt-more-places = { $n ->
    [one] 1 weiteres Ziel
   *[other] { $n } weitere Ziele
  }
