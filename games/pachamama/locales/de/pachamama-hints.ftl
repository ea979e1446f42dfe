pachamama-hint-context = Du stehst jetzt bei { $score } Punkten und { $rival } bei { $rival_score }; du hast in diesem Zug noch { $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    }.

## Warum der vorgeschlagene Zug (games/pachamama/hints.py explain): "<Knopf des Zugs>: <diese Worte>".
## $square, $squares: Koordinaten wie C4; $field: ein Acker 1–5; $options, $losses: Äcker mit "oder" verbunden;
## $land: eine Geländeart schon in Worten (pachamama-land); $must: ein pachamama-hint-must.

pachamama-hint-field-at = { $field } auf { $square }
pachamama-hint-field-worked = { $field } auf { $square } (abgeleitet)
pachamama-hint-why-look = du es mit einer Opfergabe auf dem Rad gesehen hast
pachamama-hint-why-single = seine Region nur aus diesem Feld besteht
pachamama-hint-why-region = seine Region { $size } Felder hat (Äcker 1 bis { $size }) und { $known } den Rest { $count ->
        [one] ausschließt
       *[other] ausschließen
    }
pachamama-hint-why-around = { $known } daneben oder in seiner Region jeden anderen Acker { $count ->
        [one] ausschließt
       *[other] ausschließen
    }
pachamama-hint-why-only-place = { $field } nirgends sonst in seine Region aus { $size } Feldern passt
pachamama-hint-why-logic = die { $count } Äcker, die du kennst, nichts anderes übrig lassen
pachamama-hint-must = { $square } muss { $field } sein, weil { $why }
pachamama-hint-divine-sure = { $must }: Eine richtige Weissagung bringt { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } ({ $field } + { $bonus } für Vielfalt).
pachamama-hint-divine-more = Danach darfst du auf { $squares } weiter weissagen.
pachamama-hint-ruled-out = nach dem, was du siehst, ist { $field } auf { $square } ausgeschlossen (dort wächst nur { $options }), das kostet also Punkte.
pachamama-hint-guess = soweit du siehst, kann { $square } noch { $options } sein: { $field } bringt { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, wenn es stimmt; sonst verlierst du den wahren Acker ({ $losses }) und dein Zug endet.
pachamama-hint-guess-final = soweit du siehst, kann { $square } noch { $options } sein: { $field } bringt { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, wenn es stimmt; sonst verlierst du den wahren Acker ({ $losses }).
pachamama-hint-pass-sure = du verschenkst { $points } { $points ->
        [one] sicheren Punkt
       *[other] sichere Punkte
    } auf { $square }.
pachamama-hint-pass = { $square } kann noch { $options } sein: { $field } brächte { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }, wenn es stimmt, aber ein Fehler kostet den wahren Acker ({ $losses }).
pachamama-hint-stop-keep = { $count ->
        [one] dein Entdecker auf { $squares } bleibt auf einem Acker, den du kennst,
       *[other] deine Entdecker auf { $squares } bleiben auf Äckern, die du kennst,
    } und weissagt in einem späteren Zug.
pachamama-hint-stop = { $count ->
        [one] des Ackers unter deinem Entdecker auf { $squares } bist du nicht sicher
       *[other] der Äcker unter deinen Entdeckern auf { $squares } bist du nicht sicher
    }, und ein Fehler kostet den wahren Acker und beendet deinen Zug.
pachamama-hint-cube-take = Erkunden deckt die Geländeart auf und gibt dir einen Würfel davon: { $after } der { $limit }, die du halten darfst.
pachamama-hint-cube-full = Erkunden deckt die Geländeart auf, aber du hältst schon { $limit } Würfel: tausch erst 2 gegen 1, sonst verfällt der neue.
pachamama-hint-reach-sure = dieser Entdecker erreicht { $square }, dessen Acker { $field } sein muss, weil { $why }; dort geparkt bringt er mit einer richtigen Weissagung { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
pachamama-hint-reach-new = dieser Entdecker erreicht { $count } unentdeckte Felder, etwa { $squares }.
pachamama-hint-reach-new-all = { $count ->
        [one] dieser Entdecker erreicht 1 unentdecktes Feld, { $squares }.
       *[other] dieser Entdecker erreicht { $count } unentdeckte Felder: { $squares }.
    }
pachamama-hint-reach-moves = dieser Entdecker erreicht { $count } { $count ->
        [one] Feld
       *[other] Felder
    }, keines davon unentdeckt oder mit einem Acker, den du kennst.
pachamama-hint-rivals-reach = Sonst { $count ->
        [one] könnte { $players }
       *[other] könnten { $players }
    } { $square } nehmen.
pachamama-hint-nobody-reaches = Kein Entdecker eines anderen Spielers erreicht { $square } gerade.
pachamama-hint-explore-fewest = die Äcker um { $square } lassen dort nur { $options } zu, weniger Werte als auf jedem der { $count } anderen Felder, die du erkunden kannst.
pachamama-hint-explore-open = die Äcker um { $square } lassen dort nur { $options } zu.
pachamama-hint-explore = { $square } ist eines der { $count } unentdeckten Felder.
pachamama-hint-explore-last = Es ist das letzte unentdeckte Feld, also beginnen die letzten Weissagungen.
pachamama-hint-park = { $must }: Dort geparkt bringt dein Entdecker später mit einer richtigen Weissagung { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
pachamama-hint-move-open = soweit du siehst, kann { $square } noch { $options } sein.
pachamama-hint-move-cultivated = { $square } ist schon bestellt ({ $field }); von dort erreicht dein Entdecker { $count } unentdeckte { $count ->
        [one] Feld
       *[other] Felder
    }.
pachamama-hint-leave-cultivated = { $square } ist schon bestellt ({ $field }); außerhalb des Landes kann dein Entdecker auf jedem der { $count } freien Randfelder wieder hinein.
pachamama-hint-leave-sure = dein Entdecker verlässt { $square }, obwohl sein Acker { $field } sein muss; außerhalb des Landes kann er auf jedem der { $count } freien Randfelder wieder hinein.
pachamama-hint-leave = soweit du siehst, kann { $square } noch { $options } sein; außerhalb des Landes kann dein Entdecker auf jedem der { $count } freien Randfelder wieder hinein.
pachamama-hint-back-enter = beim Betreten erreicht dieser Entdecker { $count } { $count ->
        [one] Feld
       *[other] Felder
    }, keines davon unentdeckt oder mit einem Acker, den du kennst.
pachamama-hint-back-move = von { $square } erreicht dieser Entdecker { $count } { $count ->
        [one] Feld
       *[other] Felder
    }, keines davon unentdeckt oder mit einem Acker, den du kennst.
pachamama-hint-back-value = soweit du siehst, kann { $square } noch { $options } sein, und ein Fehler kostet den wahren Acker und beendet deinen Zug.
pachamama-hint-back-look = der Blick ist nicht gekauft, und du behältst deine { $held } Würfel.
pachamama-hint-offer-action = du zahlst { $cost } Würfel, einen jeder Geländeart, und hast in diesem Zug { $after } { $after ->
        [one] Aktion
       *[other] Aktionen
    } statt { $before }.
pachamama-hint-then-reach = { $count ->
        [one] Deine Entdecker erreichen { $squares }, dessen Acker du kennst.
       *[other] Deine Entdecker erreichen { $count } Felder, deren Acker du kennst, etwa { $squares }.
    }
pachamama-hint-then-divine = { $count ->
        [one] Dein Entdecker auf { $squares } steht auf einem Acker, den du kennst.
       *[other] Deine Entdecker auf { $squares } stehen auf Äckern, die du kennst.
    }
pachamama-hint-offer-look-spot = du zahlst { $cost } Würfel, einen jeder Geländeart, um den Acker unter deinem Entdecker auf { $square } zu sehen, der noch { $options } sein kann; dann weissagst du ihn ohne Risiko.
pachamama-hint-offer-look = du zahlst { $cost } Würfel, einen jeder Geländeart, um Geländeart und Acker eines von { $count } noch nicht bestellten Feldern zu sehen.
pachamama-hint-look-hidden = { $square } ist unentdeckt: Du siehst seine Geländeart und seinen Acker, bevor es jemand erkundet.
pachamama-hint-look-spot = dein Entdecker steht auf { $square }, das noch { $options } sein kann: Nach dem Blick kennst du den Acker und weissagst ihn ohne Risiko.
pachamama-hint-look-sure = nach dem, was du siehst, ist { $square } schon sicher { $field }; der Blick bestätigt es nur.
pachamama-hint-look-open = soweit du siehst, kann { $square } noch { $options } sein; der Blick klärt es.
pachamama-hint-trade = du gibst { $give } für { $take } und hast dann { $after } { $after ->
        [one] Würfelart
       *[other] Würfelarten
    } statt { $before }.
pachamama-hint-trade-new = du gibst { $give } für { $take } und nimmst den neuen Würfel ({ $land }): { $after } { $after ->
        [one] Würfelart
       *[other] Würfelarten
    }, gegen { $before }, wenn du deine behältst.
pachamama-hint-keep = kein Tausch lässt dir mehr als deine { $kinds } { $kinds ->
        [one] Würfelart
       *[other] Würfelarten
    }, also verfällt der Würfel ({ $land }).
pachamama-hint-keep-worse = du behältst deine { $kinds } { $kinds ->
        [one] Würfelart
       *[other] Würfelarten
    } und lässt den Würfel ({ $land }) verfallen; der beste Tausch ließe dir { $best }.
pachamama-hint-end = du behältst deine { $held } Würfel in { $kinds } Arten: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } am Ende oder eine Opfergabe in einem späteren Zug.
