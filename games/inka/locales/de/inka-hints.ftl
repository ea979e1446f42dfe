inka-hint-context = Die Würfel zeigen { $a } und { $b }; du hast { $cards } { $cards ->
        [one] Kompasskarte
       *[other] Kompasskarten
    } und { $guides } { $guides ->
        [one] Führer
       *[other] Führer
    }, { $rival } hat { $rival_cards } { $rival_cards ->
        [one] Kompasskarte
       *[other] Kompasskarten
    }.

## explain: warum ein Zug gut ist, aus der Sicht des Platzes (nach "<Knopf des Zugs>: ")
inka-why-camp = du trägst den Schatz { $n } { $n ->
        [one] Feld
       *[other] Felder
    } über den Pfeil ins Lager und gewinnst das Spiel.
inka-why-take-treasure = { $other } trägt den Schatz auf { $cell }: Landest du dort, nimmst du ihn { $other } ab, verbannst diese Figur auf eine Insel und darfst noch einmal würfeln; { $cell } ist { $arrow } { $arrow ->
        [one] Schritt
       *[other] Schritte
    } vom Pfeil entfernt.
inka-why-banish-pawn = du landest auf { $other } auf { $cell } und verbannst diese Figur auf eine Insel.
inka-why-open-temple = du öffnest den geschlossenen Tempel auf { $cell }; einer der { $closed } geschlossenen Tempel birgt den Schatz, die anderen ein Kompass- oder Inkazeichen.
inka-why-carrier = { $cell } ist { $arrow } { $arrow ->
        [one] Schritt
       *[other] Schritte
    } vom Pfeil entfernt (jetzt { $was }){ $closest ->
        [yes] , das nächste all deiner Felder
       *[no] {""}
    }, und der nächste Jäger, { $hunter }, ist { $away } { $away ->
        [one] Schritt
       *[other] Schritte
    } davon entfernt.
inka-why-carrier-alone = { $cell } ist { $arrow } { $arrow ->
        [one] Schritt
       *[other] Schritte
    } vom Pfeil entfernt (jetzt { $was }){ $closest ->
        [yes] , das nächste all deiner Felder
       *[no] {""}
    }, und die einzige andere Figur kommt auf eine Insel.
inka-why-hunt = { $cell } ist { $d } { $d ->
        [one] Schritt
       *[other] Schritte
    } von { $carrier } entfernt, der den Schatz auf { $at } trägt (jetzt bist du { $was } entfernt).
inka-why-temple-near = { $cell } ist { $d } { $d ->
        [one] Schritt
       *[other] Schritte
    } vom geschlossenen Tempel auf { $temple } entfernt (jetzt bist du { $was } entfernt).
inka-why-keeps = Du behältst { $all ->
        [yes] alle { $left }
       *[no] { $left }
    } { $left ->
        [one] Kompasskarte
       *[other] Kompasskarten
    }{ $rescue ->
        [yes] , gibst aber die Rettungskarte fürs Wasser aus
       *[no] {""}
    }.
inka-why-field-compass = Auf dem Kompassfeld ziehst du eine Ereigniskarte (noch { $left } im Stapel), und jede Ereigniskarte bringt Kompasskarten.
inka-why-field-inca = Auf dem Inkafeld ziehst du eine Risikokarte (noch { $left } im Stapel).
inka-why-browse = { $zone } hat { $n } { $n ->
        [one] Zug
       *[other] Züge
    }; der beste ist { $cell }.
inka-why-back = dein bestes Feld, { $cell }, ist nicht unter den { $n } { $n ->
        [one] Zug
       *[other] Zügen
    } in { $zone }.
inka-why-reroll = mit { $a } und { $b } setzt du { $guides ->
        [one] deinen einzigen Führer
       *[other] einen deiner { $guides } Führer
    } ein und würfelst neu, statt einen deiner { $n } { $n ->
        [one] Züge
       *[other] Züge
    } zu machen. Der beste davon:
inka-why-reroll-stuck = mit { $a } und { $b } passt kein Zug zu deinen Karten; { $guides ->
        [one] dein einziger Führer
       *[other] einer deiner { $guides } Führer
    } würfelt neu, statt dass du aussetzt.
inka-why-skip = mit { $a } und { $b } passt kein Zug; du behältst { $guides ->
        [one] deinen einzigen Führer
       *[other] deine { $guides } Führer
    }, setzt aus und nimmst 2 Kompasskarten aus dem Depot (dort liegen { $depot }).
inka-why-banish = { $other } wartet dort { $arrow } { $arrow ->
        [one] Schritt
       *[other] Schritte
    } vom Pfeil und { $d } von { $whom ->
        [you] dir
       *[carrier] { $carrier }, der den Schatz trägt,
    } entfernt{ $farthest ->
        [yes] , am weitesten von allen { $free } freien Inseln
       *[no] {""}
    }.
inka-why-bonus-roll = du trägst den Schatz auf { $cell }, { $arrow } { $arrow ->
        [one] Schritt
       *[other] Schritte
    } vom Pfeil; ein weiterer Wurf bringt ihn weiter, bevor { $hunter }, { $away } { $away ->
        [one] Schritt
       *[other] Schritte
    } entfernt, wieder zieht.
inka-why-bonus-stay = du trägst den Schatz auf { $cell }, { $arrow } { $arrow ->
        [one] Schritt
       *[other] Schritte
    } vom Pfeil, und behältst deine { $cards } { $cards ->
        [one] Kompasskarte
       *[other] Kompasskarten
    }, statt einen weiteren Zug zu bezahlen.
inka-why-take = { $total ->
        [0] du hast keine Kompasskarten
       *[other] du hast { $held } { $dir }-{ $held ->
            [one] Karte
           *[other] Karten
        } von { $total }
    }{ $fewest ->
        [yes] , am wenigsten von den Richtungen im Depot
       *[no] {""}
    }{ $need ->
        [yes] , und { $dir } führt zu { $goal }
       *[no] {""}
    }; diese Wahl bringt dir { $n } mehr.
inka-why-give = du hast { $held } { $dir }-{ $held ->
        [one] Karte
       *[other] Karten
    } von { $total }{ $most ->
        [yes] , am meisten von allen Richtungen
       *[no] {""}
    }{ $need ->
        [yes] {""}
       *[no] , und { $dir } führt nicht zu { $goal }
    }.
inka-goal-camp = dem Lager
inka-goal-carrier = { $player } mit dem Schatz auf { $cell }
inka-goal-temple = dem geschlossenen Tempel auf { $cell }
