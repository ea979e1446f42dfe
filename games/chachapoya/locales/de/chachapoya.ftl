### Chachapoya: jeder Text der Spielregeln-Engine (Deutsch).

chachapoya-title = Chachapoya

## Spielmaterial

chachapoya-treasure-yellow = gelbes Idol
chachapoya-treasure-blue = blaues Idol
chachapoya-treasure-green = grünes Idol
chachapoya-treasure-red = rotes Idol
chachapoya-treasure-gold = Gold
chachapoya-treasure-warriors = Grimmige Krieger
chachapoya-treasure-curse = Fluch
chachapoya-leader-mafia = Chinesische Mafia
chachapoya-leader-dictator = Diktator
chachapoya-leader-spy = Russischer Spion

## Gebote

chachapoya-bid-tracked = { $cards } + Fährtenleser ({ $total })
chachapoya-bid-pair = zwei Fährtenleser
chachapoya-bid-leader = { $leader }
chachapoya-owner = { $player }
chachapoya-owned-leader = { $leader } von { $player }
chachapoya-seat-bid = { $player }: { $bid }

## Was eine Aufdeckung entscheidet (Teile mit „; “ verbunden)

chachapoya-both-treasures = beide Schätze
chachapoya-all-treasures = alle { $n } Schätze
chachapoya-res-pair = { $player } spielt zwei Fährtenleser: Niemand gewinnt, die Schätze kommen zurück unter den Stapel
chachapoya-res-pair-leaders = { $player } spielt zwei Fährtenleser: Niemand gewinnt, die Schätze kommen zurück unter den Stapel, also { $count ->
        [one] bleibt
       *[other] bleiben
    } { $leaders } ohne Wirkung
chachapoya-res-pairs-knock = Die Fährtenleser-Paare von { $owners } heben sich gegenseitig auf
chachapoya-res-leaders-clash = Die Anführer von { $owners } heben sich gegenseitig auf: Niemand gewinnt, um dieselben Schätze wird noch einmal geboten
chachapoya-res-only-last = { $first ->
        [1] Nur
       *[other] nur
    } der letzte Anführer zählt, also { $count ->
        [one] bleibt
       *[other] bleiben
    } { $leaders } ohne Wirkung
chachapoya-res-mafia = { $leader } nimmt { $everything }
chachapoya-res-dictator = { $leader } gewinnt und nimmt einen Schatz nach Wahl
chachapoya-res-spy = { $leader } kehrt die Reihenfolge um: Das niedrigste einzigartige Gebot gewinnt
chachapoya-res-knock = Die { $value }er von { $owners } heben sich gegenseitig auf
chachapoya-res-none-unique = { $first ->
        [1] Kein
       *[other] kein
    } Gebot ist einzigartig, also gewinnt niemand und die Schätze kommen zurück unter den Stapel
chachapoya-res-none-numbered = { $first ->
        [1] Kein
       *[other] kein
    } Zahlengebot ist übrig, also gewinnt niemand und die Schätze kommen zurück unter den Stapel
chachapoya-res-wins-tracker = { $player } gewinnt mit { $value }, nimmt mit Fährtenleser aber nur einen Schatz
chachapoya-res-wins = { $player } gewinnt mit { $value } und nimmt { $everything }

## Zeilen im Thread

chachapoya-round-start = Runde { $round }: { $player } deckt { $treasures } auf, vergräbt heimlich einen davon und bietet die anderen beiden an.
chachapoya-last-round-start = Letzte Runde { $round }: Die letzten { $n } Schätze liegen verdeckt aus, wer gewinnt, nimmt alle.
chachapoya-offers = { $player } bietet { $treasure } offen und eine Karte verdeckt an.
chachapoya-you-buried = Du hast { $buried } vergraben und { $face_down } verdeckt angeboten.
chachapoya-sits-out = { $player } hat keine Karte zum Bieten und setzt dieses Gebot aus.
chachapoya-nobody-can-bid = Niemand kann mehr bieten, also endet das Spiel.
chachapoya-bids = { $player } bietet { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
chachapoya-changes-bid = { $player } ändert das Gebot auf { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
chachapoya-bids-revealed = Gebote aufgedeckt: { $bids }.
chachapoya-leader-wasted = Der Anführer von { $player } blieb in der letzten Runde ohne Wirkung: { $points } Punkte.
chachapoya-rebid-last = { $player } eröffnet das Bieten um dieselben Schätze neu.
chachapoya-tracker-draws = { $player } zieht { $n ->
        [one] { $n } Abenteurerkarte
       *[other] { $n } Abenteurerkarten
    } für das Fährtenleser-Paar.
chachapoya-tracker-no-draw = { $player } zieht nichts für das Fährtenleser-Paar.
chachapoya-takes-up = { $player } nimmt den offenen Schatz: { $treasure }.
chachapoya-takes-down-n = { $player } nimmt die verdeckte Karte { $index }: { $treasure }.
chachapoya-takes-down = { $player } nimmt die verdeckte Karte: { $treasure }.
chachapoya-rest-up = { $treasure } kommt unter den Stapel.
chachapoya-rest-down-one = Die verdeckte Karte kommt ungesehen unter den Stapel.
chachapoya-rest-down = Die anderen { $n } Karten kommen ungesehen unter den Stapel.
chachapoya-collects = { $player } sammelt { $treasures } ein.
chachapoya-curse-takes = { $player } verliert durch den Fluch: { $treasure } (kommt in die Schachtel).
chachapoya-curse-nothing = Der Fluch findet bei { $player } keinen früheren Schatz.
chachapoya-warriors-draw = { $player } zieht { $n ->
        [one] { $n } Abenteurerkarte
       *[other] { $n } Abenteurerkarten
    } für die Grimmigen Krieger.
chachapoya-eliminated-curse = { $player } hat jetzt einen dritten Fluch und scheidet aus: Die Handkarten werden abgeworfen, die Schätze kommen in die Schachtel.
chachapoya-eliminated-x = { $player } hat jetzt { $n } × { $treasure }, ein X, und scheidet aus: Die Handkarten werden abgeworfen, die Schätze kommen in die Schachtel.
chachapoya-no-cards-left = Es sind keine Abenteurerkarten mehr zum Ziehen übrig.
chachapoya-reshuffle = Der Ablagestapel ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }) wird zu einem neuen Abenteurerstapel gemischt.
chachapoya-stall-end = Seit { $n } Runden wurde kein Schatz genommen, also endet das Spiel.
chachapoya-everyone-draws = Alle ziehen eine Abenteurerkarte.
chachapoya-everyone-draws-fill = Alle ziehen eine Abenteurerkarte; { $players } { $n ->
        [one] füllt
       *[other] füllen
    } auf { $fill } auf.
chachapoya-spends-token = { $player } gibt das Plättchen „Verborgener Schatz“ ab und zieht { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
chachapoya-rebid = Runde { $round }: Um dieselben Schätze wird noch einmal geboten; { $player } beginnt.
chachapoya-no-token-place = { $player } hat keinen Schatz, auf den das Plättchen „Verborgener Schatz“ kommen könnte.
chachapoya-token-placed = { $player } legt das Plättchen „Verborgener Schatz“ auf: { $treasure }.
chachapoya-game-over = Spielende: { $winners } { $n ->
        [one] gewinnt
       *[other] teilen sich den Sieg
    }.

## Ablehnungen

chachapoya-over = Das Spiel ist vorbei.
chachapoya-not-asked = Gerade ist nichts von dir gefragt.
chachapoya-not-possible = Das geht jetzt nicht.
chachapoya-why-offer = Wähle, welchen Schatz du vergräbst und welchen du offen hinlegst.
chachapoya-why-bid = Dieses Gebot geht mit deinen Karten nicht: ein Wert bis zu seiner Grenze (ein Fährtenleser zählt als eine mehr), zwei Fährtenleser oder ein Anführer.
chachapoya-why-pick = Wähle einen der angebotenen Schätze.
chachapoya-why-curse = Der Fluch muss einen deiner wertvollsten früheren Schätze nehmen.
chachapoya-why-tracker-draw = Sag, ob du für dein Fährtenleser-Paar 3 Karten ziehst.
chachapoya-why-spend-token = Sag, ob du dein Plättchen „Verborgener Schatz“ abgibst.
chachapoya-why-place-token = Lege das Plättchen auf eine Schatzart, die du hast (nicht auf den Fluch).

## Schlusswertung

chachapoya-part-token = { $cards } (Plättchen): { $points }
chachapoya-pen-trackers = { $n } Fährtenleser auf der Hand
chachapoya-pen-leaders = { $n } Anführer auf der Hand
chachapoya-pen-wasted = { $n } wirkungslose{ $n ->
        [one] r
       *[other] {""}
    } Anführer der letzten Runde
chachapoya-nothing-collected = nichts gesammelt
chachapoya-final-eliminated = { $player }: in Runde { $round } ausgeschieden.
chachapoya-final-busted = { $player }: { $body }: Das Plättchen macht ein X, ausgeschieden.
chachapoya-final-all-busted = { $player }: { $body } = { $points } (alle Übrigen haben ein X, also zählt X 0).
chachapoya-final-line = { $player }: { $body } = { $points }.
chachapoya-last-standing = { $player } ist als letzter Abenteurer übrig.
chachapoya-ended-stall = Das Spiel endete früh: { $n } Runden in Folge wurde kein Schatz genommen.
chachapoya-ended-no-bids = Das Spiel endete früh: Niemand konnte mehr bieten.

## Der Tisch

chachapoya-offer-up = { $treasure } (offen)
chachapoya-offer-down = { $n } verdeckt
chachapoya-on-offer = **Im Angebot:** { $items }
chachapoya-on-offer-takes-one = **Im Angebot:** { $items } — { $player } nimmt eine davon
chachapoya-on-offer-takes-all = **Im Angebot:** { $items } — wer gewinnt, nimmt alle
chachapoya-wait-offer = ⏳ { $players } wählt, welcher Schatz vergraben und welcher gezeigt wird.
chachapoya-wait-bid = ⏳ Warte auf Gebote von { $players }. Gebote können geändert werden, bis das letzte da ist.
chachapoya-wait-pick = ⏳ { $players } wählt, welcher Schatz genommen wird.
chachapoya-wait-curse = ⏳ { $players } wählt, welchen Schatz der Fluch nimmt.
chachapoya-wait-tracker-draw = ⏳ { $players } entscheidet, ob für das Fährtenleser-Paar { $draw } Karten gezogen werden.
chachapoya-wait-spend-token = ⏳ { $players }: das Plättchen „Verborgener Schatz“ abgeben und auf { $fill } auffüllen?
chachapoya-wait-place-token = ⏳ { $players }: Wohin kommt das Plättchen „Verborgener Schatz“?
chachapoya-no-treasures = noch keine Schätze
chachapoya-out-by-token = ❌ bei der Wertung ausgeschieden: Das Plättchen macht { $treasure } zum X
chachapoya-out-in-round = ❌ in Runde { $round } ausgeschieden
chachapoya-out = ❌ ausgeschieden
chachapoya-head-over = 🏁 **Spielende nach { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }** · 🏆 { $winners }
chachapoya-head-round = 🏺 **Runde { $round }** · { $player } beginnt · 📦 { $treasures ->
        [one] { $treasures } Schatz
       *[other] { $treasures } Schätze
    } übrig · 🃏 { $adventurers } Abenteurer im Stapel
chachapoya-head-last-round = 🏺 **Letzte Runde { $round }** · { $player } beginnt · 📦 { $treasures ->
        [one] { $treasures } Schatz
       *[other] { $treasures } Schätze
    } übrig · 🃏 { $adventurers } Abenteurer im Stapel
chachapoya-turned-up = Aufgedeckt: { $treasures }
chachapoya-bid-mark = ✅ { $player } ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    })
chachapoya-bids-line = **Gebote:** { $marks }
chachapoya-last-reveal = 📜 Letzte Aufdeckung: { $text }
chachapoya-stall-warning = ⚠️ Seit { $n ->
        [one] { $n } Runde
       *[other] { $n } Runden
    } kein Schatz genommen: nach { $max } endet das Spiel.
chachapoya-n-cards = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
chachapoya-n-points = { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
chachapoya-field-token = 💎 Plättchen
chachapoya-field-token-on = 💎 auf { $emoji }
chachapoya-field-last-bid = Letztes Gebot: { $bid }
chachapoya-final-score = ⭐ Endstand { $n }

## Die eigene Hand

chachapoya-your-adventurers = **Deine Abenteurer** ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    })
chachapoya-hand-value = **{ $value }** ×{ $n } (max. { $max })
chachapoya-hand-adventurers = Abenteurer: { $cards }
chachapoya-hand-trackers = Fährtenleser ×{ $n }
chachapoya-hand-leaders = Anführer: { $leaders }
chachapoya-no-adventurers = Keine Abenteurerkarten.
chachapoya-your-bid = **Dein Gebot:** { $bid } — du kannst es ändern, bis das letzte Gebot da ist.
chachapoya-you-buried-short = vergraben hast du { $treasure }
chachapoya-face-down-is = die verdeckte Karte ist { $treasure }
chachapoya-your-offer = **Dein Angebot:** { $known }.
chachapoya-your-treasures = **Deine Schätze:** { $text }
chachapoya-still-token = 💎 Du hast dein Plättchen „Verborgener Schatz“ noch.
chachapoya-nothing-to-do = Gerade gibt es nichts zu tun.
chachapoya-you-are-out = Du bist aus dem Spiel ausgeschieden.
chachapoya-hand-goal = 🎯 Ziel: Ersteigere Schätze und hab am Ende die meisten Punkte dafür; eine Karte zu viel von einer Sorte (ein X) lässt dich ausscheiden.
chachapoya-the-face-up = { $treasure } (offen)
chachapoya-the-face-down-card = die verdeckte Karte
chachapoya-n-face-down-cards = { $n ->
        [one] { $n } verdeckte Karte
       *[other] { $n } verdeckte Karten
    }
chachapoya-n-face-down-treasures = { $n ->
        [one] { $n } verdeckten Schatz
       *[other] { $n } verdeckte Schätze
    }
chachapoya-ask-offer = Vergrabe einen Schatz und wähle, welcher der anderen beiden offen liegt. Aufgedeckt hast du { $treasures }.
chachapoya-ask-bid = Wähle dein Gebot für { $offer }. Du kannst es ändern, bis das letzte Gebot da ist.
chachapoya-ask-pick-blind = Du gewinnst einen Schatz: Wähle ungesehen eine der { $n ->
        [one] { $n } verdeckten Karte
       *[other] { $n } verdeckten Karten
    }.
chachapoya-ask-pick = Du gewinnst einen Schatz: Nimm { $choices }.
chachapoya-ask-curse = Der Fluch nimmt einen deiner wertvollsten früheren Schätze: Wähle { $options }.
chachapoya-ask-tracker-draw = Deine zwei Fährtenleser haben die Runde aufgehoben. { $n } Abenteurerkarten ziehen?
chachapoya-ask-spend-token = Du hast { $n ->
        [one] { $n } Abenteurerkarte
       *[other] { $n } Abenteurerkarten
    }. Jetzt dein Plättchen „Verborgener Schatz“ abgeben, { $need } ziehen und auf { $fill } auffüllen? (Danach ist es weg.)
chachapoya-ask-place-token = Lege dein Plättchen „Verborgener Schatz“ auf { $options }: Es zählt als eine weitere Karte dieser Art.

## Knöpfe und Menüs

chachapoya-btn-offer = { $bury } vergraben · { $up } offen · { $hide } verdeckt
chachapoya-btn-take-up = Offen nehmen: { $treasure }
chachapoya-btn-take-down = Verdeckte Karte nehmen
chachapoya-btn-face-down-n = Verdeckte Karte { $n }
chachapoya-btn-lose = Abgeben: { $treasure }
chachapoya-btn-draw = { $n } Karten ziehen
chachapoya-btn-draw-nothing = Nichts ziehen
chachapoya-btn-spend = Plättchen abgeben: auf { $n } auffüllen
chachapoya-btn-keep = Plättchen behalten
chachapoya-btn-place = Auf { $treasure }: { $after }
chachapoya-x-eliminated = X — ausgeschieden!
chachapoya-btn-pair = 2 Fährtenleser
chachapoya-your-bid-mark = { $label } (dein Gebot)
chachapoya-desc-tracked = { $n } Karten; gewinnt nur einen Schatz
chachapoya-ph-numbered = Zahlengebot…
chachapoya-ph-tracked = Mit Fährtenleser…

## Das Tischbild

chachapoya-card-yellow = GELB
chachapoya-card-blue = BLAU
chachapoya-card-green = GRÜN
chachapoya-card-red = ROT
chachapoya-card-gold = GOLD
chachapoya-card-warriors = KRIEGER
chachapoya-card-curse = FLUCH
chachapoya-chip-yellow = Gelb
chachapoya-chip-blue = Blau
chachapoya-chip-green = Grün
chachapoya-chip-red = Rot
chachapoya-chip-gold = Gold
chachapoya-chip-warriors = Krieger
chachapoya-chip-curse = Fluch
chachapoya-colour-yellow = Gelb
chachapoya-colour-blue = Blau
chachapoya-colour-green = Grün
chachapoya-colour-red = Rot
chachapoya-colour-gold = Gold
chachapoya-colour-warriors = Krieger
chachapoya-colour-curse = Fluch
chachapoya-pic-game-over = SPIELENDE
chachapoya-pic-round = RUNDE { $n }
chachapoya-pic-last-round = LETZTE RUNDE { $n }
chachapoya-pic-after = nach { $n ->
        [one] { $n } Runde
       *[other] { $n } Runden
    }
chachapoya-pic-info = { $treasures ->
        [one] { $treasures } Schatz
       *[other] { $treasures } Schätze
    } übrig · Stapel: { $adventurers } Abenteurer
chachapoya-pic-turned-up-choose = AUFGEDECKT: EINER WIRD VERGRABEN
chachapoya-pic-on-offer = IM ANGEBOT
chachapoya-pic-turned-up = AUFGEDECKT IN DIESER RUNDE
chachapoya-pic-last-one = LETZTE RUNDE: SIEG NIMMT EINEN
chachapoya-pic-last-all = LETZTE RUNDE: SIEG NIMMT ALLE
chachapoya-pic-face-down = verdeckt
chachapoya-pic-side-turned-up = Aufgedeckt:
chachapoya-pic-side-buried = 1 davon vergraben,
chachapoya-pic-side-face-down = 1 verdeckt
chachapoya-pic-penalties = Abzüge: { $penalties }
chachapoya-pic-bid-in = geboten: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
chachapoya-pic-bidding = bietet…
chachapoya-pic-sits-out = keine Karte zum Bieten: setzt aus
chachapoya-pic-to-decide = entscheidet…
chachapoya-pic-last-bid = letztes Gebot: { $bid }
chachapoya-pic-token-x = Das Plättchen macht { $treasure } zum X.
chachapoya-pic-eliminated = AUSGESCHIEDEN
chachapoya-pic-final = Endstand: { $n }
chachapoya-pic-player = Spieler { $n }
chachapoya-pic-out-since = raus seit Runde { $round }
chachapoya-pic-out = aus dem Spiel
chachapoya-pic-in-hand = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } auf der Hand
chachapoya-pic-token = Plättchen
chachapoya-pic-token-on = Plättchen auf { $treasure }
chachapoya-pic-starts = beginnt
chachapoya-pic-last-reveal = Letzte Aufdeckung: { $text }

## Regeln

chachapoya-limit = { $n ->
        [1] eine { $value }
        [2] zwei { $value }er
        [3] drei { $value }er
        [4] vier { $value }er
       *[other] fünf { $value }er
    }
chachapoya-copies-treasures = { $yellow } gelbe, { $blue } blaue, { $green } grüne, { $red } rote, { $gold } Gold, { $warriors } Grimmige Krieger, { $curse ->
        [one] { $curse } Fluch
       *[other] { $curse } Flüche
    }
chachapoya-copies-value-first = { $n } mit Wert { $value }
chachapoya-copies-value = { $n } mit { $value }
chachapoya-copies-adventurers = { $counts } und { $trackers } Fährtenleser

chachapoya-rules =
    {"**"}Chachapoya** — biete mit Abenteurern um Schätze, aber werde nicht gierig.

    {"**"}Jede Runde** deckt der Startspieler drei Schätze auf, vergräbt heimlich einen unter dem Stapel und bietet die anderen zwei an: einen offen, einen verdeckt. Dann bieten alle gleichzeitig und verdeckt: 1–5 Abenteurer **eines Werts** (höchstens { $limits }), optional ein **Fährtenleser** als eine Karte mehr; oder **zwei Fährtenleser** allein; oder **ein Anführer**. Bis das letzte Gebot da ist, darfst du deins ändern.

    {"**"}Aufdecken:** Ein einzelnes Fährtenleser-Paar hebt die Runde auf (sein Spieler darf 3 ziehen). Sonst wirkt der letzte Anführer in Bietreihenfolge: Die **Mafia** nimmt beide Schätze, der **Diktator** einen, der **Spion** lässt das niedrigste einzigartige Gebot gewinnen. Zu **zweit** heben sich zwei Anführer auf: Niemand gewinnt, alle ziehen wie üblich, und um dieselben Schätze wird neu geboten. Ohne Anführer gewinnt die höchste **einzigartige** Summe — gleiche Summen heben sich auf. Ein Gebot mit Fährtenleser nimmt nur einen Schatz.

    {"**"}Schätze** zählen nach der Leiste auf der Karte; eine Karte zu viel ist ein **X** und du scheidest aus. Ein **Fluch** wirft deinen wertvollsten früheren Schatz aus dem Spiel (drei Flüche: raus); **Grimmige Krieger** bringen 3 Abenteurerkarten.

    {"**"}Rundenende:** Alle ziehen 1 und füllen auf 3 auf. Einmal pro Spiel darfst du dein **Plättchen „Verborgener Schatz“** abgeben und auf 8 auffüllen. Bei 2–3 übrigen Schätzen liegen sie in einer letzten Runde verdeckt aus.

    {"**"}Wertung:** Ein unbenutztes Plättchen zählt als weitere Karte einer Art deiner Wahl (nicht Fluch) — das kann ein X ergeben! { $tracker_penalty } je Fährtenleser und { $leader_penalty } je Anführer auf der Hand, { $wasted_penalty } je wirkungslosen Anführer der letzten Runde. Die meisten Punkte gewinnen.

chachapoya-proposals =
    Unsere Festlegungen, wo die Regel schweigt:
    - Schätze: { $treasures }.
    - Eckwerte: rotes Idol { $red_corner }, Fluch { $curse_corner }. Punkte: Rot { $red_one } für eine, { $red_three } für drei; Gold { $gold_three } für drei; Grimmige Krieger { $warriors_four } für vier; ein drittes blaues Idol ist ein X.
    - Abenteurer: { $adventurers }.
    - Höchstens pro Gebot (ein Fährtenleser zählt mit): { $limits }.
    - Wer keine bietbare Karte hat, setzt das Gebot aus.
    - Würde das Plättchen alle Übrigen ausscheiden lassen, scheidet niemand aus: Diese Art zählt 0 Punkte.
    - Das Spiel endet, wenn niemand bieten kann, oder nach { $stall } Runden in Folge ohne genommenen Schatz.
    - In einer letzten Runde zu zweit heben sich zwei Anführer auf (je { $wasted_penalty }): Um dieselben Schätze wird sofort neu geboten.
