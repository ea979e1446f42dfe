# Anasazi auf Deutsch. Lager (camp), Marker (expedition marker), Turm, Würfel (treasure cube),
# Tafelberg (mesa), Startposten (post), Entdecker (explorer), Leiste (track), Ziel (objective).

anasazi-title = Anasazi

## Farben, Würfel, Spielende durch den vierten Turm

anasazi-colour-red = Rot
anasazi-colour-blue = Blau
anasazi-colour-white = Weiß
anasazi-colour-yellow = Gelb
anasazi-letter-red = R
anasazi-letter-blue = B
anasazi-letter-white = W
anasazi-letter-yellow = G
anasazi-cube-red = ein 🟥 roter Würfel
anasazi-cube-blue = ein 🟦 blauer Würfel
anasazi-cube-white = ein ⬜ weißer Würfel
anasazi-cube-yellow = ein 🟨 gelber Würfel
anasazi-cube-acc-red = einen 🟥 roten Würfel
anasazi-cube-acc-blue = einen 🟦 blauen Würfel
anasazi-cube-acc-white = einen ⬜ weißen Würfel
anasazi-cube-acc-yellow = einen 🟨 gelben Würfel
anasazi-end-fourth-red = der vierte rote Turm hat die Leiste erreicht
anasazi-end-fourth-blue = der vierte blaue Turm hat die Leiste erreicht
anasazi-end-fourth-white = der vierte weiße Turm hat die Leiste erreicht
anasazi-end-fourth-yellow = der vierte gelbe Turm hat die Leiste erreicht
anasazi-end-no-one-can-act = niemand kann mehr handeln
anasazi-end-last-marker = der { $n }. Marker liegt

## Regeln (/game rules)

anasazi-rules-intro = **Anasazi** — führe Expeditionen durch die Täler zu den Pueblos auf den Tafelbergen.
anasazi-rules-board =
    Das Spielbrett ist ein Gitter aus Punkten (Reihen A–M, Spalten 1–25) mit { $mesas } Tafelbergen. Die Pueblos auf den Tafelbergen tragen Schatzwürfel (rot, blau, weiß, gelb) und Türme, deren Farbe unten verborgen ist. Sechs Expeditionen beginnen an den Startposten ①–⑥ am Rand; ein Marker ist eine Kante des Gitters.
anasazi-rules-setup = **Vorbereitung** — reihum baut jeder Spieler ein Lager, zwei Runden lang (diese Lager geben keinen Blick). Jeder erhält geheim eine Zielfarbe und sieht sich dann geheim drei verschiedene Türme an, alle gleichzeitig.
anasazi-rules-turn =
    In deinem Zug hast du **zwei Aktionen**, beliebig kombiniert:
    • **Lager** — stelle eines deiner { $camps } Lager auf einen freien Punkt im Tal und sieh dir danach geheim einen beliebigen Turm an. Mit einem Marker überdecken darfst du es erst ab deinem nächsten Zug, nicht im Zug, in dem du es baust.
    • **Marker** — verlängere eine beliebige Expedition (oder beginne eine an einem unbenutzten Startposten) um eine Kante. Wege dürfen sich in einem Punkt kreuzen, aber nie eine Kante teilen. Jeder Pueblo-Sektor an dieser Kante wird geleert: Die Würfel bekommst du, Türme werden aufgedeckt und kommen auf die Leiste ihrer Farbe. Ein geteiltes Pueblo gibt beide Hälften nur an einen Marker entlang seiner Trennlinie. Endet der Marker auf deinem eigenen Lager, ist es überdeckt: Beim ersten Mal nimmst du einem anderen Spieler einen Würfel ab. Ein Marker endet nie auf dem Lager eines anderen Spielers, einem Startposten oder einem Entdecker. Der erste Marker auf einem Tafelberg erlaubt dir einen Blick auf einen Turm, der noch dort steht.
anasazi-rules-end =
    Das Spiel endet sofort mit dem { $markers }. Marker oder wenn der vierte Turm einer Farbe die Leiste erreicht. Ein Würfel ist so viel wert, wie die Leiste seiner Farbe freie Felder hat (1–5), doppelt in deiner geheimen Zielfarbe; den Bonuswürfel jeder Farbe bekommt, wer allein die meisten Würfel dieser Farbe hat. Die meisten Punkte gewinnen; bei Gleichstand die meisten Würfel.
anasazi-proposal-board = - Eigenes festes Spielbrett: ein Dreiecksgitter mit { $points } Punkten und { $edges } Kanten, { $mesas } Tafelberge, { $pueblos } Pueblos (16 geteilt, 28 einfach), Türme T1–T16, Startposten ①–⑥ an den Ecken, { $sites } Lagerplätze (keiner auf dem Großen Tafelberg, einem Startposten oder daneben).
anasazi-proposal-looks = - Alle nehmen die Blicke der Vorbereitung zugleich; „Auslassen“ verzichtet auf den Rest.
anasazi-proposal-pass = - Wer keine erlaubte Aktion hat, passt den Zug; passen alle nacheinander, endet das Spiel.
anasazi-proposal-steal = - Ein überdecktes Lager erlaubt einen Diebstahl, auch wenn gerade niemand einen Würfel hatte; Verzicht ist erlaubt.
anasazi-proposal-camp-look = - Ein Lager gibt seinen Blick nach dem Bau; der Blick der ersten Ankunft folgt nach dem Diebstahl und verfällt, wenn das Spiel endet oder der Marker den letzten Turm des Tafelbergs nahm.
anasazi-proposal-objectives = - Zielfarben sind nie öffentlich, auch nicht in der Schlusswertung.
anasazi-proposal-ai = - Die KI wertet einen Marker als Gewinn plus { $share } × bester Folgezug dieser Expedition.

## Abgelehnte Aktionen

anasazi-illegal-game-over = Das Spiel ist vorbei.
anasazi-illegal-looks-done = Du hast deine Blicke der Vorbereitung schon genommen; die anderen schauen noch.
anasazi-illegal-not-your-turn = { $player } ist am Zug, nicht du.
anasazi-illegal-looked-already = Du hast dir { $tower } schon angesehen; in der Vorbereitung siehst du drei verschiedene Türme an.
anasazi-illegal-tower-gone = { $tower } steht nicht mehr auf dem Brett.
anasazi-illegal-choose-look = Wähle jetzt einen Turm zum Ansehen oder lass aus.
anasazi-illegal-finish-choice = Beende zuerst die begonnene Wahl (oder geh zurück).
anasazi-illegal-no-camp-left = Du hast kein Lager mehr zum Bauen.
anasazi-illegal-no-camp-now = Du kannst jetzt kein Lager bauen.
anasazi-illegal-row-only-camp = Eine Reihe wählst du nur beim Bau eines Lagers.
anasazi-illegal-row-full = Reihe { $row } hat keinen freien Lagerplatz.
anasazi-illegal-site-after-row = Wähle einen Lagerplatz erst, nachdem du seine Reihe gewählt hast.
anasazi-illegal-no-point = Diesen Punkt gibt es nicht.
anasazi-illegal-not-site = { $point } ist kein Lagerplatz (der Große Tafelberg, die Startposten und ihre Nachbarn sind keine).
anasazi-illegal-camp-there = Auf { $point } steht schon ein Lager.
anasazi-illegal-marker-covers = Auf { $point } liegt schon ein Marker.
anasazi-illegal-not-in-row = { $point } liegt nicht in der gewählten Reihe.
anasazi-illegal-cannot-build = Auf { $point } kannst du nicht bauen.
anasazi-illegal-no-marker-left = Es ist kein Expeditionsmarker mehr übrig.
anasazi-illegal-expedition-blocked = Expedition { $expedition } hat jetzt keinen erlaubten Marker für dich.
anasazi-illegal-choose-expedition = Wähle zuerst eine Expedition.
anasazi-illegal-no-steal = Gerade gibt es kein überdecktes Lager für einen Diebstahl.
anasazi-illegal-no-such-cube = { $player } hat keinen Würfel dieser Farbe.
anasazi-illegal-no-look = Gerade gibt es keinen Blick zu nehmen.
anasazi-illegal-tower-not-allowed = Diesen Turm darfst du dir jetzt nicht ansehen.
anasazi-illegal-nothing-back = Hier gibt es kein Zurück.
anasazi-illegal-not-possible = Das geht jetzt nicht.
anasazi-illegal-no-direction = Diese Richtung gibt es nicht.
anasazi-illegal-off-edge = Ein Marker darf nicht über den Rand des Spielbereichs ragen.
anasazi-illegal-edge-used = Dort liegt schon ein Marker: Wege dürfen sich in einem Punkt kreuzen, aber nie eine Kante teilen.
anasazi-illegal-post = { $point } ist ein Startposten: Kein Marker darf auf einem Startposten enden.
anasazi-illegal-built-this-turn = Du hast das Lager auf { $point } in diesem Zug gebaut; überdecken kannst du es ab deinem nächsten Zug.
anasazi-illegal-other-camp = { $point } ist das Lager von { $player }: Kein Marker darf auf dem Lager eines anderen Spielers enden.
anasazi-illegal-explorer = Auf { $point } steht schon ein Entdecker.
anasazi-illegal-marker-not-possible = Dieser Marker ist nicht möglich.

## Ereignisse im Thread

anasazi-event-camp = ⛺ { $player } baut ein Lager auf { $point }.
anasazi-event-setup-looks =
    { $n ->
        [one] 👁 Jetzt sehen sich alle geheim { $n } Turm an.
       *[other] 👁 Jetzt sehen sich alle geheim { $n } Türme an.
    }
anasazi-event-looked = 👁 { $player } hat sich { $tower } ({ $mesa }) angesehen.
anasazi-event-looked-private = 👁 { $tower } auf { $mesa } hat die Farbe { $emoji } { $colour }.
anasazi-event-set-out = ▶️ Die Expeditionen brechen auf. { $player } beginnt.
anasazi-event-game-ends = 🏁 Das Spiel endet: { $reason }.
anasazi-event-no-action = ⏭️ { $player } hat keine erlaubte Aktion und passt.
anasazi-event-no-second-action = ⏭️ { $player } hat keine zweite Aktion und passt.
anasazi-event-marker = 🧭 { $player } führt Expedition { $expedition } nach { $point }.
anasazi-event-marker-gains = 🧭 { $player } führt Expedition { $expedition } nach { $point }: { $gains }.
anasazi-gain-tower = 🗼 { $tower } in { $emoji } { $colour } (Würfel in { $colour } sind jetzt { $value } wert)
anasazi-event-first-mesa = ⛰ { $player } ist zuerst auf { $mesa ->
        [GM] dem großen Tafelberg
       *[other] dem Tafelberg { $mesa }
    }.
anasazi-event-cover-nobody = ⛺ { $player } überdeckt das eigene Lager auf { $point }; niemand hat einen Würfel.
anasazi-event-cover-nothing = ⛺ { $player } überdeckt das eigene Lager auf { $point } und nimmt nichts.
anasazi-event-cover-steal = ⛺ { $player } überdeckt das eigene Lager auf { $point } und nimmt { $victim } { $cube } ab.

## Tisch

anasazi-table-title = 🏜 **Anasazi**
anasazi-markers-left = { $left } von { $total } Markern übrig
anasazi-hidden-towers =
    { $n ->
        [one] { $n } verdeckter Turm auf dem Brett
       *[other] { $n } verdeckte Türme auf dem Brett
    }
anasazi-wait-action = Aktion wählen
anasazi-wait-camp-row = Reihe fürs Lager wählen
anasazi-wait-camp-node = Lagerplatz wählen
anasazi-wait-look = Turm ansehen
anasazi-wait-direction = Richtung des Markers wählen
anasazi-wait-steal = über den Diebstahl entscheiden
anasazi-wait-look-mesa = Turm auf dem Tafelberg ansehen
anasazi-wait-play = spielen
anasazi-status-over = 🏁 Das Spiel ist vorbei: { $reason }.
anasazi-status-setup-camps = ⏳ Vorbereitung: { $player } baut ein Startlager ({ $done }/{ $total }).
anasazi-status-setup-looks = ⏳ Vorbereitung: geheime Blicke auf Türme — es fehlen noch { $players }.
anasazi-status-turn = ⏳ { $player } ist am Zug: { $what } (Aktion { $action } von { $total }).
anasazi-track = { $emoji } { $colour } { $value } ({ $towers }🗼)
anasazi-cube-values = Würfelwerte: { $values }
anasazi-no-cubes = keine Würfel
anasazi-none = keine
anasazi-camps-left =
    { $n ->
        [one] ⛺ { $n } Lager übrig
       *[other] ⛺ { $n } Lager übrig
    }
anasazi-looked-at = 👁 angesehen: { $towers }

## Hand

anasazi-watching = Du schaust zu.
anasazi-hand-goal = 🎯 Ziel: mit den gesammelten Schatzwürfeln die meisten Punkte erzielen (bei Gleichstand gewinnen die meisten Würfel).
anasazi-hand-objective = { $dot } Dein Ziel: **{ $emoji } { $colour }** (diese Würfel zählen doppelt).
anasazi-hand-known = 👁 Türme, die du kennst: { $towers }
anasazi-hand-known-none = 👁 Du kennst noch keinen verdeckten Turm.
anasazi-hand-cubes = Deine Würfel: { $cubes }
anasazi-hand-score =
    { $points ->
        [one] ⭐ Endete das Spiel jetzt, hättest du **{ $points }** Punkt.
       *[other] ⭐ Endete das Spiel jetzt, hättest du **{ $points }** Punkte.
    }
anasazi-prompt-looks =
    { $left ->
        [one] Wähle einen Turm zum Ansehen (dein letzter Blick) oder lass ihn aus.
        [2] Wähle einen Turm zum Ansehen (noch 2 Blicke) oder lass beide auf einmal aus.
       *[other] Wähle einen Turm zum Ansehen (noch { $left } Blicke) oder lass alle { $left } auf einmal aus.
    }
anasazi-prompt-looks-waiting = Warte auf die Blicke der anderen.
anasazi-prompt-waiting-for = Warte auf { $player }.
anasazi-prompt-action = Du bist dran, Aktion { $action } von { $total }: Baue ein Lager oder lege einen Marker.
anasazi-prompt-camp-row = In welcher Reihe soll dein Lager stehen?
anasazi-prompt-camp-node = Welcher Punkt in Reihe { $row }?
anasazi-prompt-look-camp = Dein Lager auf { $point } steht: Sieh dir einen beliebigen Turm auf dem Brett an oder lass aus.
anasazi-prompt-look = Sieh dir einen beliebigen Turm auf dem Brett an oder lass aus.
anasazi-prompt-direction = Wohin geht Expedition { $expedition } von { $point } aus?
anasazi-prompt-steal = Dein Lager auf { $point } ist überdeckt: Nimm einem anderen Spieler einen Würfel ab oder nimm nichts.
anasazi-prompt-look-mesa = Zuerst auf { $mesa ->
        [GM] dem großen Tafelberg
       *[other] Tafelberg { $mesa }
    }: Sieh dir einen Turm dort an oder lass aus.

## Knöpfe und Menüs

anasazi-button-camp = 🏕 Lager (noch { $left })
anasazi-button-row =
    { $sites ->
        [one] { $row }: { $sites } Platz
       *[other] { $row }: { $sites } Plätze
    }
anasazi-button-start = { $post } Start
anasazi-button-steal = { $cube } von { $player } ({ $held })
anasazi-button-look = Turm { $tower } ansehen
anasazi-button-skip = Auslassen
anasazi-button-skip-looks =
    { $left ->
        [one] Letzten Blick auslassen
        [2] Beide Blicke auslassen
       *[other] Alle { $left } Blicke auslassen
    }
anasazi-button-take-nothing = Nichts nehmen
anasazi-button-back = Zurück
anasazi-you-know = bekannt: { $colour }
anasazi-tower-numbered = Turm { $n }
anasazi-tower-where = { $mesa ->
        [GM] auf dem großen Tafelberg in der Mitte
       *[other] Reihen { $rows }
    }
anasazi-look-placeholder = Einen Turm ansehen …

## Schlusswertung

anasazi-score-line =
    { $player }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $cubes } Würfel ({ $detail })
anasazi-score-line-bonus =
    { $player }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $cubes } Würfel ({ $detail }; inkl. Bonus { $bonus })

## Bilder

anasazi-picture-bonus = Bonuswürfel
anasazi-picture-objective = Dein Ziel: { $colour } (zählt doppelt)
anasazi-player-n = Spieler { $n }
anasazi-mesa-short = { $mesa ->
        [GM] großer Tafelberg
       *[other] { $mesa }
    }
