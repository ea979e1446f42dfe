## /game learn (Issue 36)

learn-new-decision = 📘 Neu: So funktioniert diese Entscheidung
learn-summary-title = 📘 So lief deine Partie
learn-summary = Du bist { $place }. von { $players } mit { $score }; das beste Ergebnis war { $best }. Du hast { $kinds } Arten von Entscheidungen kennengelernt. So kamen die Punkte zustande:
learn-started = Deine Lektion wartet in deinen DMs: { $link }. Auf jeder Hand gibt es einen Tipp; jede neue Art von Entscheidung wird erklärt, wenn sie zum ersten Mal vorkommt.
learn-dms-closed = Ich kann dir keine DM schicken, also gibt es keinen Ort für deine Lektion. Erlaube DMs von Mitgliedern dieses Servers und versuch es noch einmal.
learn-table-title = Lektion: { $game }
learn-table-body = Deine Lektion wird vorbereitet…
learn-note-name = 📘 Lektion
learn-note-body = Eine private Übungspartie gegen eine leichte KI: Tipps an, nie gewertet, in keiner Server-Historie.
cmd-learn = lernen
cmd-learn-about = Eine kurze private Partie gegen eine leichte KI, die jede Entscheidung erklärt
cmd-learn-game-about = Welches Spiel du lernen willst
