# Capybara Cookie Club: Deutsch.

capybara-title = Capybara Cookie Club

## Tiere und Plättchen

capybara-animal-anteater = Ameisenbär
capybara-animal-armadillo = Gürteltier
capybara-animal-toucan = Tukan
capybara-animal-tapir = Tapir
capybara-animal-sloth = Faultier
capybara-animal-capuchin = Kapuzineraffe
capybara-animal-turtle = Olivschildkröte
capybara-animal-capybara = Capybara
capybara-animal-anteater-cap = Ameisenbär
capybara-animal-armadillo-cap = Gürteltier
capybara-animal-toucan-cap = Tukan
capybara-animal-tapir-cap = Tapir
capybara-animal-sloth-cap = Faultier
capybara-animal-capuchin-cap = Kapuzineraffe
capybara-animal-turtle-cap = Olivschildkröte
capybara-animal-capybara-cap = Capybara
capybara-token-cookies = Kekse
capybara-token-cookie = Kekse
capybara-card = { $animal } { $value }
capybara-nothing = nichts
capybara-no-cards = keine Karten

## Ablehnungen

capybara-illegal-over = Das Spiel ist vorbei.
capybara-illegal-not-yours = Diese Entscheidung liegt nicht bei dir: Wir warten auf { $player }.
capybara-illegal-not-held = Du hast keine Karte { $card } auf der Hand.
capybara-illegal-no-such-card = Du hast keine solche Karte.
capybara-illegal-capybara = Ein Capybara kann nie auf einen Stapel gespielt werden.
capybara-illegal-two-piles = Es gibt nur zwei Stapel.
capybara-illegal-wrong-pile = { $card } passt nicht auf den { $pile ->
        [0] linken
       *[other] rechten
    } Stapel: Dort muss eine { $needed } hin.
capybara-illegal-nothing-to-draw = Es gibt nichts mehr zu ziehen.
capybara-illegal-target = Der Ameisenbär muss einen anderen Spieler besuchen, der mindestens 2 Kekse hat.
capybara-illegal-pass-first = Du musst zuerst eine Karte spielen oder ziehen; passen darfst du erst nach dem Ziehen.
capybara-illegal-now-turn = Jetzt musst du eine Karte spielen oder ziehen.
capybara-illegal-now-play-or-pass = Jetzt musst du eine Karte spielen oder passen.
capybara-illegal-now-extra-play = Jetzt musst du noch eine Karte spielen (Gürteltier).
capybara-illegal-now-pass-card = Jetzt musst du die Karte wählen, die dein Tapir weitergibt.
capybara-illegal-now-discard = Jetzt musst du die Karte wählen, die deine Olivschildkröte abwirft.
capybara-illegal-now-target = Jetzt musst du wählen, wen der Ameisenbär besucht.
capybara-illegal-now-teapot-tapir = Jetzt musst du die weitergegebene Karte mit der Teekanne ablehnen oder sie annehmen.
capybara-illegal-now-teapot-anteater = Jetzt musst du den Ameisenbären mit der Teekanne ablehnen oder ihn annehmen.

## Ereignisse

capybara-passes = { $player } passt.
capybara-rebuilt = Der Nachziehstapel ist aufgebraucht: { $count ->
        [one] { $count } Karte wird
       *[other] { $count } Karten werden
    } zu einem neuen gemischt.
capybara-no-card-to-draw = Es gibt keine Karte mehr zum Ziehen.
capybara-draws = { $player } zieht eine Karte.
capybara-you-drew = Du hast { $card } gezogen.
capybara-reveal-token = Keks-Plättchen: { $player } deckt { $card } auf und erhält { $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Kekse
    }.
capybara-reveal-token-none = Keks-Plättchen: Es gibt keine Karte mehr zum Aufdecken.
capybara-reveal-round = Rundenende: { $player } deckt { $card } auf und erhält { $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Kekse
    }.
capybara-reveal-round-none = Rundenende: Es gibt keine Karte mehr zum Aufdecken.
capybara-played = { $player } spielt { $card } auf den { $pile ->
        [0] linken
       *[other] rechten
    } Stapel.
capybara-last-card-played = Das war die letzte Karte von { $player }: Ihre Wirkung entfällt.
capybara-anteater-no-one = Der Ameisenbär findet niemanden mit 2 oder mehr Keksen: keine Wirkung.
capybara-takes-teapot = 🫖 { $player } nimmt die Teekanne.
capybara-figure-moves = Die Capybara-Figur zieht { $steps ->
        [one] { $steps } Plättchen
       *[other] { $steps } Plättchen
    } im Uhrzeigersinn weiter auf das Plättchen { $token }.
capybara-last-card-passed = Das war die letzte Karte von { $player }.
capybara-tapir-to-teapot = 🐗 Tapir: { $player } gibt eine Karte verdeckt an { $target } weiter, bei dem die Teekanne steht.
capybara-tapir-passes = 🐗 Tapir: { $player } gibt eine Karte verdeckt an { $target } weiter.
capybara-you-pass = Du gibst { $card } an { $target } weiter.
capybara-tapir-comes-back = 🐗 Die Tapir-Karte kommt zu { $player } zurück.
capybara-your-card-back = Deine Karte { $card } kommt zu dir zurück.
capybara-your-card-ends = Deine Karte { $card } landet bei { $target }.
capybara-you-receive = Du erhältst { $card } von { $player }.
capybara-teapot-refuses-card = 🫖 { $player } lehnt die Karte mit der Teekanne ab, die in die Mitte zurückkehrt; die Karte wandert ungesehen weiter zu { $target }.
capybara-teapot-accepts-card = { $player } behält die Teekanne und nimmt die Karte an.
capybara-turtle-discards = 🐢 Olivschildkröte: { $player } wirft { $card } ab.
capybara-anteater-sent = 🐜 { $player } schickt den Ameisenbären zu { $target }.
capybara-anteater-takes = 🐜 Der Ameisenbär nimmt { $player } 1 Keks ab.
capybara-teapot-refuses-anteater = 🫖 { $player } lehnt den Ameisenbären ab; die Teekanne kehrt in die Mitte zurück.
capybara-anteater-paid = 🐜 Ameisenbär: { $player } behält die Teekanne und gibt 1 Keks an den allgemeinen Vorrat zurück.
capybara-stuck-passes = { $player } kann weder spielen noch ziehen und passt.
capybara-round-stuck = Niemand kann spielen oder ziehen: Die Runde endet ohne Sieger.
capybara-teapot-back-ender = 🫖 { $player } hat die Runde beendet: Die Teekanne kehrt in die Mitte zurück.
capybara-shows-pays = { $player } zeigt { $cards } und zahlt { $paid ->
        [one] { $paid } Keks
       *[other] { $paid } Kekse
    }.
capybara-shows-pays-short = { $player } zeigt { $cards } und zahlt { $paid ->
        [one] { $paid } Keks
       *[other] { $paid } Kekse
    } (von { $due }: alles, was da war).
capybara-game-ends = Jemand hat keine Kekse mehr: Das Spiel endet. { $winners } { $count ->
        [one] gewinnt
       *[other] teilen sich den Sieg
    } mit { $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Keksen
    }.
capybara-round-begins = Runde { $round } beginnt: { $player } hat die wenigsten Kekse und fängt an.
capybara-round-begins-drawn = Runde { $round } beginnt: { $player } wird unter denen mit den wenigsten Keksen ausgelost und fängt an.

## Worauf der Tisch wartet

capybara-over = 🏆 Spielende: { $winners } { $count ->
        [one] gewinnt
       *[other] teilen sich den Sieg
    }!
capybara-wait-turn = ▶️ { $player } ist am Zug: eine Karte spielen oder ziehen.
capybara-wait-play-or-pass = ▶️ { $player } hat gezogen und darf eine Karte spielen oder passen.
capybara-wait-extra-play = 🦔 { $player } muss noch eine Karte spielen (Gürteltier).
capybara-wait-pass-card = 🐗 { $player } wählt eine Karte, die der Tapir nach links weitergibt.
capybara-wait-discard = 🐢 { $player } wählt eine Karte zum Abwerfen (Olivschildkröte).
capybara-wait-target = 🐜 { $player } wählt, wen der Ameisenbär besucht.
capybara-wait-teapot-tapir = 🫖 { $holder } hat die Teekanne: die Karte von { $passer } ablehnen oder annehmen?
capybara-wait-teapot-anteater = 🫖 { $holder } hat die Teekanne: den Ameisenbären ablehnen oder 1 Keks zurückgeben?

## Der Tisch

capybara-circle-here = **[🦫 auf { $token }]**
capybara-table-round = **Runde { $round }**
capybara-table-draw = 🂠 Nachziehstapel **{ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }**
capybara-table-discard = 🗑️ Ablagestapel **{ $count }** (oben: { $top })
capybara-table-discard-empty = 🗑️ Ablagestapel leer
capybara-table-piles = **Stapel:** links { $left } ({ $left_count ->
        [one] { $left_count } Karte
       *[other] { $left_count } Karten
    }) · rechts { $right } ({ $right_count ->
        [one] { $right_count } Karte
       *[other] { $right_count } Karten
    })
capybara-table-equal = ✨ gleiche Werte oben: Jede Karte von 1–5 passt
capybara-table-circle = **Kreis** (im Uhrzeigersinn; 🦫 ist die Capybara-Figur): { $circle }
capybara-table-teapot-middle = 🫖 Teekanne: in der Mitte
capybara-table-teapot-with = 🫖 Teekanne: bei { $player }
capybara-table-transit = 🐗 Eine verdeckte Tapir-Karte von { $passer } wartet auf { $holder }.
capybara-table-player = { $mark } { $player } · 🍪 **{ $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Kekse
    }** · 🃏 { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }
capybara-table-teapot-mark = 🫖 Teekanne
capybara-field-players = Spieler
capybara-field-scoring = Wertung der Runde { $round }
capybara-scoring-no-winner = Niemand konnte spielen oder ziehen: kein Sieger.
capybara-scoring-went-out = 🎉 { $player } ist alle Karten los
capybara-scoring-went-out-revealed = 🎉 { $player } ist alle Karten los: deckt { $card } auf → +{ $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Kekse
    }
capybara-scoring-paid = { $player }: { $cards } → −{ $paid ->
        [one] { $paid } Keks
       *[other] { $paid } Kekse
    }
capybara-scoring-paid-short = { $player }: { $cards } → −{ $paid ->
        [one] { $paid } Keks
       *[other] { $paid } Kekse
    } (schuldete { $due }: alles, was da war)

## Die Hand

capybara-hand-head = **Deine Hand** ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } · kostet dich jetzt { $cost ->
        [one] { $cost } Keks
       *[other] { $cost } Kekse
    })
capybara-hand-group = { $emoji } **{ $animal }**: { $values }
capybara-hand-empty = (leer)
capybara-hand-piles = Stapel: links { $left } · rechts { $right } · 🍪 du hast { $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Kekse
    }
capybara-hand-known = 🐗 { $holder } hat noch die Karte { $card }, die du mit dem Tapir weitergegeben hast.
capybara-hand-known-copies = 🐗 { $holder } hat noch { $copies } × { $card }, die du mit dem Tapir weitergegeben hast.
capybara-hand-transit = 🐗 Deine Karte { $card } (Tapir) wartet auf die Teekannen-Entscheidung von { $holder }.
capybara-hand-goal = 🎯 Ziel: am Spielende die meisten 🍪 Kekse haben. Werde deine Karten vor den anderen los, denn wer noch Karten hält, zahlt dafür.
capybara-prompt-turn = Du bist am Zug: Spiele eine Karte genau eins höher als die oberste Karte eines Stapels (auf 5 folgt 1) oder ziehe.
capybara-prompt-turn-equal = Du bist am Zug: Beide Stapel zeigen oben eine { $value }, also passt jede Karte von 1–5 auf jeden der beiden (nur das 🦫 Capybara nie); oder ziehe.
capybara-prompt-play-or-pass = Du hast gezogen: Spiele eine Karte oder passe.
capybara-prompt-drew-nothing-fits = Du hast gezogen, und keine deiner Karten passt auf einen Stapel: Passe.
capybara-prompt-extra-play = Gürteltier: Du musst noch eine Karte spielen.
capybara-prompt-pass-card = Tapir: Wähle die Karte, die du verdeckt nach links weitergibst.
capybara-prompt-discard = Olivschildkröte: Wähle eine Karte, die du offen abwirfst.
capybara-prompt-target = Ameisenbär: Wähle, wer 1 Keks zurückgibt.
capybara-prompt-teapot-tapir = { $passer } gibt dir eine verdeckte Karte. Lehnst du sie mit der Teekanne ab (sie wandert weiter nach links und die Teekanne kehrt in die Mitte zurück) oder nimmst du sie an?
capybara-prompt-teapot-anteater = Der Ameisenbär will 1 Keks. Lehnst du mit der Teekanne ab (sie kehrt in die Mitte zurück) oder zahlst du?

## Knöpfe und Menüs

capybara-button-play = { $card } → { $pile ->
        [0] links
       *[other] rechts
    }
capybara-button-pass-card = { $card } weitergeben
capybara-button-discard = { $card } abwerfen
capybara-button-draw = Ziehen
capybara-button-pass = Passen
capybara-button-target = { $player } ({ $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Kekse
    })
capybara-button-refuse = Mit der Teekanne ablehnen
capybara-button-accept-card = Karte annehmen
capybara-button-pay = 1 Keks zahlen
capybara-select-play = Karte spielen…
capybara-select-pass = Karte zum Weitergeben…
capybara-select-discard = Karte zum Abwerfen…

## Endwertung

capybara-breakdown-total = { $player }: { $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Kekse
    }
capybara-breakdown-start = { $player }: **{ $cookies ->
        [one] { $cookies } Keks
       *[other] { $cookies } Kekse
    }** = { $start } zu Beginn
capybara-breakdown-ended = + { $gain } für { $rounds ->
        [one] { $rounds } beendete Runde
       *[other] { $rounds } beendete Runden
    }
capybara-breakdown-token = + { $gain } vom Keks-Plättchen
capybara-breakdown-anteater = − { $lost } an Ameisenbären
capybara-breakdown-hand = − { $paid } für Karten auf der Hand
capybara-breakdown-last = · letzte Runde { $cards }: −{ $paid }
capybara-breakdown-last-short = · letzte Runde { $cards }: −{ $paid } von { $due }, alles, was da war

## Das Bild

capybara-pic-round = Runde { $round }
capybara-pic-over = Spielende: { $winners } { $count ->
        [one] gewinnt
       *[other] teilen sich den Sieg
    }!
capybara-pic-turn = { $player } ist am Zug: spielen oder ziehen
capybara-pic-play-or-pass = { $player } hat gezogen: spielen oder passen
capybara-pic-extra-play = { $player } spielt noch einmal (Gürteltier)
capybara-pic-pass-card = { $player } wählt eine Karte zum Weitergeben (Tapir)
capybara-pic-discard-card = { $player } wählt eine Karte zum Abwerfen (Olivschildkröte)
capybara-pic-target = { $player } wählt, wen der Ameisenbär besucht
capybara-pic-teapot-tapir = { $player }: Tapir-Karte mit der Teekanne ablehnen?
capybara-pic-teapot-anteater = { $player }: Ameisenbären mit der Teekanne ablehnen?
capybara-pic-pile = { $pile ->
        [0] links
       *[other] rechts
    } · { $count }
capybara-pic-equal = gleiche Werte oben: Jede Karte von 1–5 passt auf beide Stapel
capybara-pic-draw-pile = Nachziehstapel
capybara-pic-discard = Ablage · { $count }
capybara-pic-circle = Der Kreis, im Uhrzeigersinn:
capybara-pic-teapot = Teekanne
capybara-pic-teapot-with = Teekanne bei
# Namen im Bild: ein Stück pro Zeile, jede Zeile eine mögliche Trennstelle; ein Stück mit "-" am
# Ende wird ohne Leerzeichen angefügt. Kurze Namen bleiben in einer Zeile.
capybara-pic-name-anteater =
    Ameisen-
    bär
capybara-pic-name-armadillo =
    Gürtel-
    tier
capybara-pic-name-toucan = Tukan
capybara-pic-name-tapir = Tapir
capybara-pic-name-sloth =
    Faul-
    tier
capybara-pic-name-capuchin =
    Kapuzi-
    neraffe
capybara-pic-name-turtle =
    Oliv-
    schild-
    kröte
capybara-pic-name-capybara = Capybara
capybara-pic-name-cookies = Kekse
capybara-pic-cookies = Kekse
capybara-pic-cards = Karten
capybara-pic-scoring = Wertung

## Regeln und Vorschläge (/game rules)

capybara-rules-intro = **Capybara Cookie Club** — Werde deine Karten los, behalte deine Kekse. Alle beginnen mit 25 🍪 Keksen und 7 Karten.
capybara-rules-turn = **Dein Zug:** Spiele eine Karte auf einen der beiden offenen Stapel; sie muss genau eins höher sein als die oberste Karte dieses Stapels (auf 5 folgt 1). Zeigen beide Stapel oben denselben Wert, darf jede Karte von 1–5 auf jeden der beiden. Oder ziehe eine Karte und spiele danach eine oder passe. Ein 🦫 Capybara (7) kann nie gespielt werden. Nach dem Ziehen entscheidest du immer selbst, auch wenn nur noch Passen bleibt, damit niemand erfährt, ob eine deiner Karten gepasst hätte.
capybara-rules-effects = **Jede gespielte Karte löst ihr Tier aus:** 🦔 Gürteltier: sofort noch eine Karte spielen (oder ziehen, wenn das nicht geht) · 🐗 Tapir: eine Karte verdeckt nach links weitergeben · 🐢 Olivschildkröte: eine Karte ziehen, dann eine beliebige Karte offen abwerfen · 🐜 Ameisenbär: ein anderer Spieler gibt 1 🍪 Keks zurück (nie seinen letzten) · 🦥 Faultier: die 🫖 Teekanne nehmen · 🐒 Kapuzineraffe / 🐦 Tukan: das Capybara 1 / 2 Plättchen im Uhrzeigersinn um den Kreis ziehen und dieses Plättchen auslösen (das 🐜 Ameisenbär-Plättchen trifft alle anderen Spieler; das 🍪 Keks-Plättchen: die oberste Karte aufdecken und ihren Wert erhalten).
capybara-rules-teapot = **Teekanne:** Wer sie hat, darf eine Tapir-Karte (sie wandert ungesehen weiter nach links) oder den Ameisenbären ablehnen — dann kehrt die Teekanne in die Mitte zurück. Unbenutzt bleibt sie von Runde zu Runde bei ihrem Besitzer, bis jemandes Faultier sie nimmt.
capybara-rules-round-end = **Rundenende:** Wer als Erstes seine letzte Karte spielt oder weitergibt (ihre Wirkung entfällt), deckt die oberste Karte auf, erhält ihren Wert und stellt die Teekanne in die Mitte zurück, falls sie vor ihm steht. Alle anderen zahlen die höchste Karte jedes Tiers auf ihrer Hand (alle Capybaras zählen zusammen als eine 7) oder alles, was sie haben. Wer die wenigsten Kekse hat, beginnt die nächste Runde. Hat jemand keine Kekse mehr, endet das Spiel: Die meisten Kekse gewinnen, bei Gleichstand wird der Sieg geteilt.
capybara-proposal-deck = - 77 Karten = 7 Tiere × Werte 1–5 × **2 Exemplare** (70) + **7 Capybaras** (Wert 7). Die Spielregel nennt nur die Gesamtzahl.
capybara-proposal-supply = - Der Keksvorrat ist unbegrenzt und wechselt immer; wir zählen die Summe jedes Spielers.
capybara-proposal-capybara-top = - Ein Capybara, das als Startkarte eines Stapels aufgedeckt wird, wird zurückgemischt und eine andere Karte aufgedeckt.
capybara-proposal-stuck = - Kann eine volle Runde lang niemand ziehen oder spielen, endet die Runde ohne Sieger: Niemand deckt eine Karte auf und alle zahlen für ihre Hand.
capybara-proposal-tapir-last = - Wer seine letzte Karte mit einem Tapir weitergibt, beendet die Runde sofort: Die Karte bleibt beim linken Nachbarn, der sie nicht mit der Teekanne ablehnen kann.
capybara-proposal-first-player = - Der Startspieler der ersten Runde wird ausgelost.
