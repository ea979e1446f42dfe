# Alternativtext der Inka-Spielplanbilder (für Screenreader).

inka-alt-table = Inka-Spielplan, 21 mal 18 Felder.
inka-alt-hand = Der Spielplan für { $player }, Figur { $n }.
inka-alt-offered = Deine Menüs bieten { $places }.
inka-alt-player = { $player } (Figur { $n }) auf { $place }: { $about }.
inka-alt-rescue = Rettungskarte
inka-alt-depot = Vorrat: { $cards }; noch { $events } Ereigniskarten und { $risks } Risikokarten.
inka-alt-temples = { $count ->
    [0] Noch kein Tempel geöffnet.
   *[other] Geöffnete Tempel: { $temples }.
  }
inka-alt-last-move = Letzter Zug von { $start } nach { $end }.
