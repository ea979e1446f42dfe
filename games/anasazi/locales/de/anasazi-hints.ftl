anasazi-hint-context = Du hast { $cubes } { $cubes ->
        [one] Würfel
       *[other] Würfel
    } und noch { $camps } { $camps ->
        [one] Lager
       *[other] Lager
    }, { $rival } hat { $rival_cubes } { $rival_cubes ->
        [one] Würfel
       *[other] Würfel
    }; in diesem Zug { $actions ->
        [one] bleibt { $actions } Aktion
       *[other] bleiben { $actions } Aktionen
    }.

## Warum ein empfohlener Zug gut ist (games/anasazi/hints.py explain)

anasazi-why-cube = { $cube } (für dich { $points } wert{ $goal ->
        [yes] , deine Zielfarbe
       *[no] {""}
    })
anasazi-why-tower-unknown = Turm { $tower } (seine Farbe kennst du nicht)
anasazi-why-tower-known = Turm { $tower } (du weißt: { $emoji } { $colour }; { $emoji }-Würfel fallen damit auf { $value }, du hast { $mine }, die anderen { $theirs })
anasazi-why-cover = einen Diebstahl, weil er dein Lager auf { $point } abdeckt
anasazi-why-first-mesa = einen Blick auf einen Turm, als Erste(r) auf { $mesa ->
        [GM] dem großen Tafelberg
       *[other] Tafelberg { $mesa }
    }
anasazi-why-place = die Markierung endet auf { $point } und bringt dir { $gains }.
anasazi-why-place-most = Das sind { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } in Würfeln, das meiste deiner { $n } Richtungen.
anasazi-why-place-later = sie nimmt noch nichts, aber von { $point } aus bringt dir die nächste Markierung dieser Expedition { $gains }.
anasazi-why-place-far = sie führt Expedition { $expedition } nur weiter nach { $point }; der nächste übrige Würfel, { $cube } auf { $mesa ->
        [GM] dem großen Tafelberg
       *[other] Tafelberg { $mesa }
    }, ist von dort mindestens { $n } { $n ->
        [one] Markierung
       *[other] Markierungen
    } entfernt.
anasazi-why-no-cubes-left = sie führt Expedition { $expedition } weiter nach { $point }; auf dem Brett liegt kein Würfel mehr.
anasazi-why-expedition = eine Markierung von Expedition { $expedition } ab { $point } ({ $to }) bringt dir { $gains }.
anasazi-why-expedition-most = Das sind { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } in Würfeln, mehr als eine Markierung jeder anderen der { $n } Expeditionen, die du führen kannst.
anasazi-why-expedition-far = keine Markierung von Expedition { $expedition } nimmt jetzt etwas; der nächste übrige Würfel, { $cube } auf { $mesa ->
        [GM] dem großen Tafelberg
       *[other] Tafelberg { $mesa }
    }, ist mindestens { $n } { $n ->
        [one] Markierung
       *[other] Markierungen
    } von { $point } entfernt.
anasazi-why-camp = du hast noch { $camps } { $camps ->
        [one] Lager
       *[other] Lager
    }, und { $sites ->
        [0] kein freier Platz liegt
        [one] { $sites } freier Platz liegt
       *[other] { $sites } freie Plätze liegen
    } einen Schritt neben einem Entdecker.
anasazi-why-camp-steal = Ein Lager auf { $site } kann Expedition { $expedition } von { $explorer } aus im nächsten Zug abdecken, um { $victim } einen Würfel zu nehmen ({ $held } { $held ->
        [one] Würfel
       *[other] Würfel
    }).
anasazi-why-camp-look = Ein Lager erlaubt dir auch einen Blick auf einen der { $towers } { $towers ->
        [one] Turm
       *[other] Türme
    }, die du nicht kennst.
anasazi-why-row = Reihe { $row } hat { $sites } { $sites ->
        [one] freien Platz
       *[other] freie Plätze
    }.
anasazi-why-site = Markierungen entlang der Kanten von { $site } nähmen { $cubes ->
        [0] keinen Würfel
        [one] { $cubes } Würfel (für dich { $points } wert)
       *[other] { $cubes } Würfel (für dich { $points } wert)
    }{ $towers ->
        [0] {""}
        [one] {" "}und { $towers } Turm
       *[other] {" "}und { $towers } Türme
    }.
anasazi-why-site-bare = Kein Pueblo mit Würfel oder Turm berührt { $site }, so bleibt es den anderen aus dem Weg.
anasazi-why-setup-camp = Dir bleiben { $camps } { $camps ->
        [one] Lager
       *[other] Lager
    } für das Spiel.
anasazi-why-steal = dieser Würfel ist für dich { $points } wert{ $goal ->
        [yes] {" "}(deine Zielfarbe)
       *[no] {""}
    }{ $best ->
        [yes] , der wertvollste der angebotenen Würfel
       *[no] {""}
    }, und { $victim } behält { $left } { $emoji }.
anasazi-why-steal-majority = Er gibt dir auch die meisten { $emoji }-Würfel ({ $mine } gegen { $theirs }), was deren Bonuswürfel gewinnt.
anasazi-why-take-nothing = du verzichtest auf den Diebstahl; kein angebotener Würfel ist für dich mehr als { $points } wert.
anasazi-why-skip = du kennst schon { $known } der { $towers } { $towers ->
        [one] Turm
       *[other] Türme
    } auf dem Brett.
anasazi-why-look = du kennst { $tower } auf { $mesa ->
        [GM] dem großen Tafelberg
       *[other] Tafelberg { $mesa }
    } noch nicht; { $others } { $others ->
        [one] anderer Turm bleibt
       *[other] andere Türme bleiben
    } dir verborgen.
anasazi-why-look-near = du kennst { $tower } auf { $mesa ->
        [GM] dem großen Tafelberg
       *[other] Tafelberg { $mesa }
    } noch nicht, und er steht { $steps ->
        [0] direkt neben { $place }
        [one] { $steps } Schritt von { $place }
       *[other] { $steps } Schritte von { $place }
    }; { $others } { $others ->
        [one] anderer Turm bleibt
       *[other] andere Türme bleiben
    } dir verborgen.
anasazi-why-near-explorer = dem Entdecker von { $expedition } auf { $point }
anasazi-why-near-camp = deinem Lager auf { $point }
anasazi-why-look-known = du weißt schon, dass { $tower } { $emoji } { $colour } ist; { $others } { $others ->
        [one] anderer Turm bleibt
       *[other] andere Türme bleiben
    } dir verborgen.
anasazi-why-build-steal = Expedition { $expedition } kann ein Lager hier von { $explorer } aus im nächsten Zug abdecken, um { $victim } einen Würfel zu nehmen ({ $held } { $held ->
        [one] Würfel
       *[other] Würfel
    }).
anasazi-why-build-site = Markierungen entlang der Kanten von { $site } nähmen { $cubes ->
        [0] keinen Würfel
        [one] { $cubes } Würfel (für dich { $points } wert)
       *[other] { $cubes } Würfel (für dich { $points } wert)
    }{ $towers ->
        [0] {""}
        [one] {" "}und { $towers } Turm
       *[other] {" "}und { $towers } Türme
    }.
anasazi-why-build-bare = kein Pueblo mit Würfel oder Turm berührt { $site }, so bleibt ein Lager dort den anderen aus dem Weg.
