## Der Schatz der Inka (Deutsch; Begriffe nach der Spielregel: Spielplan, Spielfigur, Tempel,
## Kompasskarten, Ereigniskarten, Risikokarten, Rettungskarte, Würfel, Schatz, Windrose, Depot, Pasch)

inka-title = Der Schatz der Inka

## Spielmaterial

inka-windrose = Windrose
inka-nothing = nichts
inka-dir-north = Nord
inka-dir-east = Ost
inka-dir-south = Süd
inka-dir-west = West
inka-dir-short-n = N
inka-dir-short-e = O
inka-dir-short-s = S
inka-dir-short-w = W
inka-island-north = Nordfluss
inka-island-west = Westfluss
inka-island-south = Südfluss
inka-island-east = Ostfluss
inka-zone-nw = NW
inka-zone-n = N
inka-zone-ne = NO
inka-zone-w = W
inka-zone-c = Mitte
inka-zone-e = O
inka-zone-sw = SW
inka-zone-s = S
inka-zone-se = SO
inka-content-compass = Kompass
inka-content-inca = Inka
inka-content-treasure = Schatz

## Ereignis- und Risikokarten

inka-card-supply-drop = Nachschub
inka-card-pack-mule = Packesel
inka-card-north-south-trail = Nord-Süd-Pfad
inka-card-east-west-trail = Ost-West-Pfad
inka-card-scout = Kundschafter
inka-card-trading-post = Handelsposten
inka-card-great-depot = Großes Depot
inka-card-supply-caravan = Versorgungskarawane
inka-card-jaguar = Jaguar
inka-card-porters-desert = Träger laufen davon
inka-card-swamp = Sumpf
inka-card-lost = Verirrt
inka-card-fever = Fieber
inka-card-hidden-cache = Geheimer Vorrat
inka-card-native-guide = Einheimischer Führer
inka-card-machete = Machete
inka-card-friendly-tribe = Freundlicher Stamm
inka-effect-each = nimm 1 Karte jeder Richtung
inka-effect-choice-2 = nimm 2 Karten deiner Wahl
inka-effect-choice-3 = nimm 3 Karten deiner Wahl
inka-effect-choice-5 = nimm 5 Karten deiner Wahl
inka-effect-north-south = nimm 2 N und 2 S
inka-effect-east-west = nimm 2 O und 2 W
inka-effect-scout = nimm 3 Karten einer Richtung deiner Wahl
inka-effect-caravan = alle nehmen, im Uhrzeigersinn ab dir, 1 Karte jeder Richtung
inka-effect-jaguar = gib von jeder Richtung, die du hast, 1 Karte ab
inka-effect-porters = gib 2 Karten deiner Wahl ab
inka-effect-swamp = setze deinen nächsten Zug aus
inka-effect-lost = zurück zum Startfeld dieses Zuges
inka-effect-fever = in deinem nächsten Zug darfst du nur einen Würfel nutzen
inka-effect-guide = behalten: einmal, direkt nach deinem Wurf, beide Würfel neu werfen
inka-effect-machete = dein nächster Zug kostet keine Karten

## Zeilen im Thread

inka-rolled = 🎲 { $player } würfelt { $a } und { $b }.
inka-rolled-pair = 🎲 { $player } würfelt { $a } und { $b } (Pasch: kostenlos).
inka-rolled-bonus = 🎲 { $player } würfelt { $a } und { $b } beim Bonuswurf.
inka-rolled-bonus-pair = 🎲 { $player } würfelt { $a } und { $b } beim Bonuswurf (Pasch: kostenlos).
inka-no-bonus-move = { $player } kann mit dem Bonuswurf nicht ziehen.
inka-stuck = 🚫 { $player } kann nicht ziehen: Der Zug verfällt, dafür gibt es 2 Karten.
inka-swamp-skip = 🐊 { $player } steckt im Sumpf fest und setzt diesen Zug aus.
inka-round-cap = ⌛ { $rounds } Runden ohne Sieger: Die Expedition wird abgebrochen.
inka-no-island = 🏝️ Keine Insel ist frei: { $player } kehrt zur Windrose zurück.
inka-paid-free = kostenlos
inka-paid = zahlt { $dirs }
inka-paid-rescue = 🛟 mit der Rettungskarte
inka-moved-camp = ⛺ { $player } zieht { $walked } und bringt den Schatz ins Lager ({ $paid }): Sieg!
inka-moved = 🚶 { $player } zieht { $walked } von { $start } nach { $to } ({ $paid }).
inka-moved-windrose = 🚶 { $player } zieht { $walked } von der Windrose nach { $to } ({ $paid }).
inka-caught = 💍 { $player } erwischt { $other } und nimmt den Schatz!
inka-carrier-hits = 💥 Schatzträger { $player } landet auf { $other }.
inka-temple-treasure = 💍 { $player } öffnet den Tempel auf { $cell }: der SCHATZ!
inka-temple-compass = 🛕 { $player } öffnet den Tempel auf { $cell }: ein Kompasszeichen.
inka-temple-inca = 🛕 { $player } öffnet den Tempel auf { $cell }: ein Inkazeichen.
inka-banished = 🏝️ { $player } wird auf { $cell } verbannt ({ $island }).
inka-draws-event = 🧭 { $player } zieht die Ereigniskarte **{ $card }**: { $effect }.
inka-draws-risk = ☀️ { $player } zieht die Risikokarte **{ $card }**: { $effect }.
inka-takes = { $player } nimmt { $cards }.
inka-takes-depot = { $player } nimmt { $cards } aus dem Depot.
inka-returns = { $player } gibt { $cards } ab.
inka-returns-one = { $player } legt 1 { $dir } ins Depot zurück.
inka-lost-taken = { $player } müsste zurück nach { $cell }, doch das Feld ist besetzt: Die Figur bleibt stehen.
inka-lost-back = { $player } geht zurück nach { $cell }.
inka-lost-windrose = { $player } geht zurück zur Windrose.
inka-guide-reroll = 🧭 { $player } spielt einen Einheimischen Führer und würfelt neu.
inka-no-bonus = { $player } beendet den Zug ohne Bonuswurf.

## Ablehnungen

inka-illegal-over = Das Spiel ist vorbei.
inka-illegal-not-your-turn = { $player } ist am Zug, nicht du.
inka-illegal-no-move-now = Du kannst jetzt nicht ziehen.
inka-illegal-move = Dieser Zug ist mit diesem Wurf und deinen Karten nicht möglich.
inka-illegal-move-open-area = Dieser Zug ist möglich, steht aber unter einem Bereich: Öffne zuerst { $zone } und wähle ihn dort.
inka-illegal-move-other-area = Dieser Zug ist möglich, aber nicht in der gerade offenen Liste: Tippe auf „Zurück“ und wähle ihn dort.
inka-illegal-browse = Jetzt gibt es nichts zu durchsuchen.
inka-illegal-reroll = Du hast keinen Einheimischen Führer für einen neuen Wurf, oder es ist zu spät.
inka-illegal-banish = Diese Insel ist nicht frei, oder niemand wird verbannt.
inka-illegal-take = Diese Karte kannst du jetzt nicht nehmen (vielleicht ist das Depot leer).
inka-illegal-give = Diese Karte kannst du jetzt nicht abgeben.
inka-illegal-other = Das geht jetzt nicht.

## Ergebnis

inka-outcome-undecided = Niemand hat den Schatz in { $rounds } Runden heimgebracht: Niemand gewinnt.
inka-outcome-winner = { $player } hat den Inkaschatz ins Lager gebracht.
inka-outcome-second = { $player }: { $others ->
        [one] zweiter Platz
       *[other] zweiter Platz (geteilt)
    }

## Tisch

inka-status-won = 🏁 { $player } bringt den Schatz ins Lager und gewinnt!
inka-status-called-off = 🏁 Die Expedition wurde abgebrochen: Niemand hat gewonnen.
inka-status-move = ⏳ Runde { $round } · { $player } ist am Zug (Wurf { $a } · { $b }).
inka-status-banish = ⏳ Runde { $round } · { $player } verbannt { $other } auf eine Insel.
inka-status-bonus = ⏳ Runde { $round } · { $player } würfelt erneut oder beendet den Zug.
inka-status-take = ⏳ Runde { $round } · { $player } nimmt { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } aus dem Depot.
inka-status-give = ⏳ Runde { $round } · { $player } legt { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } ins Depot zurück.
inka-status-stuck = ⏳ Runde { $round } · { $player } kann nicht ziehen (Wurf { $a } · { $b }): mit dem Führer neu würfeln oder aussetzen.
inka-depot-line = 📦 Depot: { $cards } · 🧭 noch { $events ->
        [one] { $events } Ereigniskarte
       *[other] { $events } Ereigniskarten
    } · ☀️ noch { $risks ->
        [one] { $risks } Risikokarte
       *[other] { $risks } Risikokarten
    }
inka-opened-temples = 🛕 Geöffnete Tempel: { $temples }
inka-opened-none = 🛕 Geöffnete Tempel: keine
inka-last-card = 🃏 Letzte Karte: { $card }
inka-carrier = 💍 **Schatzträger**
inka-guides = 🧭 Führer×{ $n }
inka-flag-swamp = 🐊 Sumpf
inka-flag-fever = 🤒 Fieber
inka-flag-one-die = 🤒 ein Würfel
inka-flag-machete = 🔪 Machete

## Hand

inka-watching = Du schaust zu.
inka-you-are-pawn = { $dot } Du bist Figur { $n }.
inka-waiting-for = Warte auf { $player }.
inka-rule-one-die = ein Würfel
inka-rule-one-or-sum = ein Würfel oder die Summe
inka-prompt-move = 🎲 Dein Wurf: { $a } · { $b } ({ $rule }): { $n ->
        [one] { $n } Möglichkeit
       *[other] { $n } Möglichkeiten
    }. Wohin von { $cell } aus?
inka-prompt-move-windrose = 🎲 Dein Wurf: { $a } · { $b } ({ $rule }): { $n ->
        [one] { $n } Möglichkeit
       *[other] { $n } Möglichkeiten
    }. Wohin von der Windrose aus?
inka-prompt-browse = 🎲 Wurf { $a } · { $b }. Züge im Bereich { $zone }:
inka-prompt-banish = Wähle die Insel für { $other }.
inka-prompt-bonus = 💍 Du hast den Schatz! Als Schatzträger erneut würfeln oder den Zug beenden?
inka-prompt-take = Nimm noch { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } aus dem Depot.
inka-prompt-take-scout = Nimm { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } einer Richtung aus dem Depot.
inka-prompt-give = Lege noch { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } ins Depot zurück.
inka-prompt-stuck = Dein Wurf: { $a } · { $b }, du kannst nicht ziehen. Mit deinem Führer neu würfeln oder aussetzen und 2 Karten nehmen.

## Knöpfe und Menüs

inka-where-to = Wohin? (Wurf { $a } · { $b })
inka-special-fields = ⭐ Sonderfelder…
inka-other-fields = 🗺️ Weitere Felder nach Bereich…
inka-options = { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    }
inka-kind-camp = ⛺ Lager: Sieg
inka-kind-temple = 🛕 geschlossener Tempel
inka-kind-compass = 🧭 Kompassfeld
inka-kind-inca = ☀️ Inkafeld
inka-distance = 🎲 { $n ->
        [one] { $n } Feld
       *[other] { $n } Felder
    }
inka-distance-sum = 🎲 { $n } Felder ({ $a }+{ $b })
inka-cards-of = { $dir } { $n }
inka-count-of = { $n } { $dir }
inka-kind-plain = Dschungel
inka-opt-take-treasure = 💍 Schatz nehmen
inka-opt-banish = 🏝️ { $other } verbannen
inka-cost-pair = kostenlos (Pasch)
inka-cost-machete = kostenlos (Machete)
inka-cost-pays = zahlt { $dirs }
inka-cost-rescue = 🛟 mit deiner Rettungskarte
inka-btn-reroll = Neu würfeln (Führer)
inka-btn-back = Zurück
inka-btn-roll-again = Erneut würfeln
inka-btn-end-turn = Zug beenden
inka-btn-take = { $dir } ({ $name }) nehmen: Depot { $n }
inka-btn-return = { $dir } ({ $name }) abgeben: du hast { $n }
inka-btn-skip = Aussetzen: 2 Karten nehmen

## Bilder

inka-mark-camp = Lager: Sieg
inka-pic-camp = LAGER
inka-pic-round = Runde { $round } · Würfel { $a } · { $b }
inka-pic-over = Spielende
inka-pic-depot = Depot
inka-pic-treasure = Schatz

## Regelübersicht (/game rules)

inka-rules-goal = Findet das Gold in einem von neun Tempeln und bringt es ins Lager.
inka-hand-goal = 🎯 Ziel: den Tempelschatz zurück ins Lager bringen. Öffne Tempel, um ihn zu finden; wer ihn ins ⛺ Lager trägt, gewinnt.
inka-rules-start = Alle beginnen auf der Windrose (oben links) mit je { $cards } Kompasskarten jeder Richtung (N, O, S, W) und einer 🛟 Rettungskarte; die Windrose verlässt man über das Feld mit dem N. In deinem Zug würfelt der Bot mit beiden Würfeln: Zieh **genau** die Augenzahl eines Würfels, des anderen oder ihre Summe, waagerecht und senkrecht, ohne ein Feld zweimal zu betreten. Jede benutzte *Richtung* kostet eine Karte dieser Richtung, egal wie oft du in sie gehst; ein Pasch macht den Zug kostenlos. Wasser ist unpassierbar, außer einmal pro Spiel mit der Rettungskarte; Inseln verlässt man kostenlos.
inka-rules-fields = Auf einem 🧭 Kompassfeld ziehst du eine Ereigniskarte (Karten aus dem Depot), auf einem ☀️ Inkafeld eine Risikokarte (gut oder schlecht). Landest du genau auf einem Tempel, öffnest du ihn: ein Kompasszeichen, ein Inkazeichen oder der Schatz 💍.
inka-rules-carrier = Der Schatzträger nutzt nur einen Würfel. Landet ein Jäger auf dem Schatzträger, nimmt er den Schatz, verbannt den alten Träger auf eine Insel und darf noch einmal würfeln; der Träger kann Jäger auf dieselbe Weise verbannen. Der Träger gewinnt, wenn er mit genauem Wurf über das Pfeilfeld ins ⛺ Lager zieht. Kein Zug möglich? Du setzt aus und nimmst zwei Karten deiner Wahl.

## Unsere Auslegungen (/game rules, nach der Übersicht)

inka-rules-rulings = **So spielt der Bot es**
inka-ruling-move = - Ein Zug verlässt sein Feld; über Figuren, Tempel und Sonderfelder hinwegziehen bewirkt nichts. Eine Figur auf der Windrose zieht, als stünde sie auf C1 und hätte N (Nord) schon bezahlt (C1 kostet keinen Würfelpunkt).
inka-ruling-water = - Züge enden nie auf einer Insel; wer eine Insel verlässt, quert ihr eigenes Wasser kostenlos (nicht den Fluss dahinter); die Rettungskarte deckt eine Folge von Wasserfeldern in einem Zug, der an Land endet.
inka-ruling-payments = - Je Ziel werden nur die günstigsten Bezahlungen angeboten (weniger Richtungen, keine Rettungskarte), die Würfelwahl ergibt sich daraus; ein Bonuswurf kostet als eigener Zug; die Machete macht den nächsten tatsächlich gemachten Zug kostenlos.
inka-ruling-banish = - Eine verbannte Figur ohne freie Insel kehrt zur Windrose zurück. Der Bonuswurf des neuen Schatzträgers ist freiwillig und bringt keinen weiteren Bonus; ohne möglichen Zug endet der Zug einfach.
inka-ruling-camp = - Ein Schatzträger auf dem Pfeil zieht mit einer 1 ins Lager; ist das Lager erreichbar, werden nur Züge ins Lager angeboten.
inka-ruling-must-move = - Wer ziehen kann, muss ziehen. Kein Zug möglich, aber ein Einheimischer Führer auf der Hand: neu würfeln oder aussetzen.
inka-ruling-areas = - Bei mehr als 25 Möglichkeiten bietet der erste Klick die Sonderfelder und die Bereiche des Spielplans an; die übrigen Felder liegen einen Klick weiter (die Liste eines Bereichs, mit Zurück).
inka-ruling-cards = - Einheimischer Führer: ein neuer Wurf direkt nach einem Wurf (auch einem Bonuswurf), vor dem Ziehen. Kundschafter: eine Richtung wählen, bis zu 3 davon. Versorgungskarawane: im Uhrzeigersinn ab dem Ziehenden. Bei „Verirrt“ behält der Träger den Schatz. Wer nicht ziehen kann und ein leeres Depot vorfindet, setzt nur aus.
inka-ruling-public = - Alles außer der Reihenfolge der Stapel und den geschlossenen Tempeln ist öffentlich.

## Unsere Festlegungen (/game rules)

inka-proposal-board = - Der Spielplan (21×18 Felder) und die Kartentexte sind von uns (keine Quelle druckt sie ab), passend zur Spielregel gewählt.
inka-proposal-decks = - Kompasskarten: { $per_direction } je Richtung; 17 Ereigniskarten (nur Gewinne) und 17 Risikokarten (10 schlechte, 7 gute).
inka-proposal-first = - Wer beginnt, wird ausgelost; der Bot würfelt öffentlich.
inka-proposal-cap = - Nach { $rounds } Runden ohne Sieger endet das Spiel, und niemand gewinnt.
