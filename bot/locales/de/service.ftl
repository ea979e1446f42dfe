# Absagen und Zeilen im Verlauf des Tisches (bot/service.py, bot/absence.py, bot/decisions.py).

## Absagen: private Antworten auf einen Befehl oder Klick

service-no-such-game = Es gibt kein Spiel namens `{ $game }`. Versuch eines davon: { $known }.
service-table-gone = Diesen Tisch gibt es nicht mehr.
service-not-started = Dieses Spiel hat noch nicht begonnen.
service-no-variant = { $game } hat keine Variante `{ $variant }` (Varianten: { $variants }).
service-no-variants = { $game } hat keine Variante `{ $variant }`: Es gibt keine Varianten.
service-timeout-policy = Wenn eine Frist abläuft, kann die KI für sie spielen (`ai`) oder ihren Platz übernehmen (`forfeit`).
service-already-started = Dieses Spiel hat schon begonnen.
service-table-closed = Dieser Tisch ist geschlossen.
service-already-seated = Du hast schon einen Platz an diesem Tisch.
service-table-full = Dieser Tisch ist voll ({ $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätze
    }).
service-no-seat = Du hast keinen Platz an diesem Tisch.
service-host-cannot-leave = Du bist der Gastgeber: Schließe den Tisch mit **Abbrechen**.
service-host-adds-ai = Nur der Gastgeber kann KI-Spieler hinzufügen.
service-unknown-ai-level = Unbekannte KI-Stufe `{ $level }`.
service-busy = Gerade ändern viele Spieler diesen Tisch gleichzeitig; bitte versuch es noch einmal.
service-host-starts = Nur der Gastgeber kann dieses Spiel starten.
service-too-few = { $game } braucht mindestens { $needed } Spieler; { $seated } am Tisch. Lade Freunde ein oder füge eine KI hinzu.
service-already-closed = Dieser Tisch ist schon geschlossen.
service-host-cancels = Nur der Gastgeber (oder wer „Server verwalten“ darf) kann diesen Tisch abbrechen.
service-not-yet = Das Spiel hat noch nicht begonnen.
service-was-cancelled = Dieser Tisch wurde abgebrochen.
service-stale = Diese Auswahl ist veraltet: Das Spiel ist weitergegangen.
service-stale-here = Diese Auswahl ist veraltet: Das Spiel ist weitergegangen. Hier ist der aktuelle Stand.
service-game-is-over = Dieses Spiel ist vorbei.
service-not-your-turn = Du bist nicht dran: Gerade wird nichts von dir verlangt.
service-choice-gone = Diese Auswahl gibt es nicht mehr.
service-not-running = Dieses Spiel läuft nicht.
service-they-have-no-seat = Diese Person hat keinen Platz an diesem Tisch.
service-no-seat-here = Du hast hier keinen Platz.
service-host-removes = Nur der Gastgeber (oder wer „Server verwalten“ darf) kann jemanden entfernen.

## Zeilen im Verlauf des Tisches

service-begins = 🎲 **{ $game }** beginnt: { $players }. Viel Glück!
service-cancelled-by = 🛑 Der Tisch wurde von { $user } abgebrochen.
service-game-over = 🏁 Spiel vorbei! Der Endstand steht am Tisch.
service-your-move = 🔔 { $players }: { $count ->
        [one] du bist dran
       *[other] ihr seid dran
    } (DM oder **Meine Hand**).
service-reminder-ai = ⏰ { $player }: Dein Zug ist { $due } fällig; danach spielt die KI für dich.
service-reminder-forfeit = ⏰ { $player }: Dein Zug ist { $due } fällig; danach übernimmt eine KI deinen Platz.
service-timed-out = ⌛ Die Zeit von { $player } ist abgelaufen: Die KI hat dieses eine Mal für sie gespielt.
service-forfeited = ⌛ Die Zeit von **{ $player }** ist abgelaufen: Eine KI übernimmt den Platz.
service-left = 🚪 **{ $player }** hat das Spiel verlassen; eine KI spielt für sie weiter.
service-removed = 🚪 **{ $player }** wurde vom Gastgeber entfernt; eine KI spielt für sie weiter.
