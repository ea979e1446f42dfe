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
inka-alt-swamp = Sumpf
inka-alt-fever = Fieber
inka-alt-one-die = ein Würfel
inka-alt-machete = Machete
inka-alt-zone = { $zone } ({ $options })
inka-alt-rescue = Rettungskarte
inka-alt-depot = Vorrat: { $cards }; noch { $events ->
        [one] { $events } Ereigniskarte
       *[other] { $events } Ereigniskarten
    } und { $risks ->
        [one] { $risks } Risikokarte
       *[other] { $risks } Risikokarten
    }.
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
# Die Statuszeile in schlichten Worten (die des Tisches hat Emoji und Punkte, die ein Screenreader vorliest).
inka-alt-status-won = { $player } bringt den Schatz ins Lager und gewinnt.
inka-alt-status-called-off = Die Expedition wurde abgebrochen: Niemand hat gewonnen.
inka-alt-status-move = Runde { $round }, { $player } ist am Zug, Wurf { $a } und { $b }.
inka-alt-status-banish = Runde { $round }, { $player } verbannt { $other } auf eine Insel.
inka-alt-status-bonus = Runde { $round }, { $player } würfelt erneut oder beendet den Zug.
inka-alt-status-take = Runde { $round }, { $player } nimmt { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } aus dem Depot.
inka-alt-status-give = Runde { $round }, { $player } legt { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } ins Depot zurück.
inka-alt-status-stuck = Runde { $round }, { $player } kann nicht ziehen, Wurf { $a } und { $b }: mit dem Führer neu würfeln oder aussetzen.
