chachapoya-hint-context = Nach der Wertung hast du { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } und { $rival } { $rival_points }; { $left } { $left ->
        [one] Schatz ist
       *[other] Schätze sind
    } übrig.
chachapoya-hint-alone = Nach der Wertung hast du { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }; { $left } { $left ->
        [one] Schatz ist
       *[other] Schätze sind
    } übrig.
chachapoya-hint-shown = Diese Runde liegen aus: { $treasures }.

## Das einfache Warum eines Hinweises (games/chachapoya/hints.py explain): Werte sind Punkte nach deinen Skalen

chachapoya-hint-points = { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }
chachapoya-hint-x = ein X, das dich ausscheiden lässt
chachapoya-hint-offer = du behältst { $down } verdeckt ({ $down_pts } für dich), zeigst { $up } ({ $up_pts }) und vergräbst { $bury } ({ $bury_pts }){ $least ->
        [yes] , was dir am wenigsten bringt
       *[no] {""}
    }. Wer das Gebot gewinnt, nimmt die beiden angebotenen: { $both } für dich
chachapoya-hint-prize-blind = wer gewinnt, nimmt die { $n } verdeckten Schätze, die niemand gesehen hat
chachapoya-hint-prize-one-blind = wer gewinnt, wählt einen der { $n } verdeckten Schätze, die niemand gesehen hat
chachapoya-hint-prize-one-known = gewinnst du, wählst du: { $up } ({ $up_pts } für dich) oder { $down } ({ $down_pts })
chachapoya-hint-prize-one-guess = gewinnst du, wählst du: { $up } ({ $up_pts } für dich) oder die verdeckte Karte, { $a } oder { $b }
chachapoya-hint-prize-one-up = gewinnst du, wählst du: { $up } ({ $up_pts } für dich) oder die verdeckte Karte
chachapoya-hint-prize-both = gewinnst du, nimmst du { $up } und { $down }: { $pts } für dich
chachapoya-hint-prize-guess = gewinnst du, nimmst du { $up } und die verdeckte Karte: { $a_pts } für dich, wenn sie { $a } ist, { $b_pts }, wenn sie { $b } ist
chachapoya-hint-prize-up = gewinnst du, nimmst du { $up } ({ $up_pts } für dich) und die verdeckte Karte
chachapoya-hint-warriors = genommene ⚔️ Grimmige Krieger bringen dir außerdem { $n } Abenteurerkarten
chachapoya-hint-bid-total = eine Summe von { $total }{ $tracker ->
        [yes] {" "}mit einem Fährtenleser
       *[no] {""}
    }, { $higher ->
        [0] { $totals ->
            [one] deine einzige mögliche Summe
           *[other] die höchste deiner { $totals } möglichen Summen
        }
       *[other] { $higher } deiner { $totals } möglichen Summen { $higher ->
            [one] ist
           *[other] sind
        } höher
    }
chachapoya-hint-bid-spy = { $leader }: die niedrigste Summe, die niemand gleich hat, gewinnt statt der höchsten, und dir bringt es nichts
chachapoya-hint-bid-leader = { $leader }: { $one ->
        [yes] gewinnt einen Schatz deiner Wahl
       *[no] gewinnt alles Angebotene
    }, außer ein anderer Anführer oder ein Fährtenleser-Paar verdirbt es
chachapoya-hint-bid-pair = zwei Fährtenleser schicken die { $n } Schätze unter den Stapel, niemand bekommt sie, und du darfst { $draw } Karten ziehen
chachapoya-hint-pair-up = { $up } (offen) ist dir { $pts } wert
chachapoya-hint-spend = Es kostet { $hand ->
        [one] deine einzige Abenteurerkarte
       *[other] { $k } deiner { $hand } Abenteurerkarten
    }
chachapoya-hint-spend-last = Es kostet { $hand ->
        [one] deine einzige Abenteurerkarte
       *[other] { $k } deiner { $hand } Abenteurerkarten
    }, und Zahlenkarten auf der Hand bringen nach dieser letzten Runde nichts mehr
chachapoya-hint-spend-leader = Das ist die letzte Runde: bleibt der Anführer auf deiner Hand, kostet er dich am Ende { $penalty } Punkte
chachapoya-hint-laid = bisher verdeckt gelegt: { $players }{ $waiting ->
        [0] {""}
        [one] , und 1 Spieler bietet noch
       *[other] , und { $waiting } Spieler bieten noch
    }
chachapoya-hint-laid-one = { $player } { $n }
chachapoya-hint-unbeaten = kein Zahlengebot mit so vielen Karten schlägt { $total }
chachapoya-hint-pick-blind = die { $n } Schätze liegen verdeckt und niemand hat sie gesehen, also ist jeder so gut geraten wie der andere
chachapoya-hint-pick-up = { $up } ist dir { $pts } wert
chachapoya-hint-other-known = die verdeckte Karte, { $down }, brächte { $pts }
chachapoya-hint-other-guess = die verdeckte Karte, { $a } oder { $b }, brächte { $a_pts } oder { $b_pts }
chachapoya-hint-against = gegen { $pts } für { $up } (offen)
chachapoya-hint-pick-known = die verdeckte Karte ist { $down }, von dir versteckt, { $pts } für dich
chachapoya-hint-pick-sure = die verdeckte Karte muss { $down } sein, denn beide nicht aufgedeckten Karten waren es, { $pts } für dich
chachapoya-hint-pick-guess = die verdeckte Karte ist { $a } ({ $a_pts } für dich) oder { $b } ({ $b_pts })
chachapoya-hint-curse = deine Karten { $treasure } sinken von { $n } auf { $left }: aus { $before } werden { $after }
chachapoya-hint-curse-other = verlierst du stattdessen { $treasure }, werden aus { $before } { $after }
chachapoya-hint-draw = { $draw ->
        [yes] { $n } Abenteurerkarten mehr für die { $left } Schätze, die noch im Stapel sind; du hast jetzt { $hand }
       *[no] du behältst deine Karten ({ $hand }), wie sie sind; { $left } Schätze sind noch im Stapel
    }
chachapoya-hint-draw-last = das ist die letzte Runde, also zählen Karten auf der Hand am Ende nur gegen dich: { $tracker } Punkt für einen Fährtenleser, { $leader } für einen Anführer{ $draw ->
        [yes] , und die { $n } Karten könnten beides bringen
       *[no] {""}
    }
chachapoya-hint-spend-token = es füllt deine Hand von { $hand } auf { $fill } Karten auf, { $n } mehr
chachapoya-hint-keep-token = du behältst es für das Ende, statt jetzt { $n } { $n ->
        [one] Karte
       *[other] Karten
    } zu ziehen (du hast { $hand })
chachapoya-hint-token-later = am Ende brächte es { $pts } auf { $treasure }
chachapoya-hint-token-nothing = du hast noch keinen Schatz, auf den es gehen könnte
chachapoya-hint-place = { $treasure } zählt als { $more } statt { $n }: aus { $before } werden { $after }{ $best ->
        [yes] , das meiste deiner { $choices } Möglichkeiten
       *[no] {""}
    }
