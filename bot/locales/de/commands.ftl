# Slash commands as Discord shows them (cogs/translator.py), and the refusal of options a command does not
# declare (cogs/options.py). Names: lowercase, no spaces, at most 32 characters; descriptions at most 100.

cmd-game = spiel
cmd-game-about = Brett- und Kartenspiele in diesem Kanal spielen
cmd-new = neu
cmd-new-about = Einen neuen Tisch für ein Spiel in diesem Kanal eröffnen
cmd-rules = regeln
cmd-rules-about = Wie ein Spiel geht, in Kürze
cmd-list = liste
cmd-list-about = Offene Tische auf diesem Server
cmd-cancel = abbrechen
cmd-cancel-about = Einen Tisch in diesem Kanal beenden (Gastgeber oder „Server verwalten“)
cmd-mine = meine
cmd-mine-about = Deine Tische auf allen Servern und wer am Zug ist
cmd-settings = einstellungen
cmd-settings-about = Deine Sprache, DMs, Zeitzone und Ruhezeiten (nur du siehst sie)
cmd-away = abwesend
cmd-away-about = Halte deine Uhren in allen Spielen einige Tage an (kostet Urlaubstage)
cmd-leave = verlassen
cmd-leave-about = Ein Spiel in diesem Kanal verlassen; eine KI spielt für dich weiter
cmd-kick = entfernen
cmd-kick-about = Jemanden aus einem Spiel hier entfernen (Gastgeber oder „Server verwalten“)
cmd-history = verlauf
cmd-history-about = Beendete Spiele hier (oder deine auf allen Servern, in DMs)
cmd-replay = nachspielen
cmd-replay-about = Ein beendetes Spiel Schritt für Schritt nachspielen (nur du siehst es)
cmd-export = export
cmd-export-about = Das Protokoll eines beendeten Spiels als JSON-Datei herunterladen
cmd-stats = statistik
cmd-stats-about = Gespielte und gewonnene Partien, Plätze und Wertungen auf diesem Server
cmd-leaderboard = bestenliste
cmd-leaderboard-about = Die bestbewerteten Spieler eines Spiels auf diesem Server

cmd-option-game = spiel
cmd-option-pace = tempo
cmd-option-vacation = urlaub
cmd-option-days = tage
cmd-option-until = bis
cmd-option-end = ende
cmd-option-time-zone = zeitzone
cmd-option-quiet-hours = ruhezeiten
cmd-option-variant = variante
cmd-option-when-late = bei_verspätung
cmd-option-table = tisch
cmd-option-member = mitglied

cmd-new-game-about = Welches Spiel gespielt wird
cmd-new-pace-about = Die Zeit jedes Spielers: ein Konto, das mit jedem Zug wächst (Standard: täglich)
cmd-new-vacation-about = an: ein leeres Konto verbraucht erst einen Urlaubstag (Standard); aus: nie
cmd-away-days-about = Wie viele Tage (jeder kostet einen Urlaubstag)
cmd-away-until-about = Oder bis zu einem Datum, z. B. 2026-12-24
cmd-away-end-about = True: jetzt zurückkommen; ganze ungenutzte Tage gibt es zurück
cmd-settings-time-zone-about = Deine Zeitzone, z. B. Europe/Berlin (für Ruhezeiten)
cmd-settings-quiet-hours-about = Dann keine DMs und keine ablaufende Uhr, z. B. 23:00-08:00 (oder off)
cmd-new-variant-about = Eine Variante des Spiels, falls es eine gibt (z. B. Pachamama: short)
cmd-new-when-late-about = Was passiert, wenn ein Zeitkonto leer ist (Standard: die KI spielt für sie)
cmd-which-game = Welches Spiel
cmd-cancel-table-about = Die Tischnummer (steht am Tisch); nötig, wenn hier mehrere offen sind
cmd-leave-table-about = Die Tischnummer; nötig, wenn du hier an mehreren spielst
cmd-kick-member-about = Wer entfernt wird; eine KI übernimmt den Platz
cmd-table-number = Die Tischnummer
cmd-history-member-about = Nur die Spiele dieses Mitglieds
cmd-history-game-about = Nur dieses Spiel
cmd-finished-table-number = Die Tischnummer (siehe /spiel verlauf)
cmd-stats-member-about = Wessen Statistik (Standard: deine)

cmd-late-ai = die KI spielt diesen Zug für sie
cmd-late-forfeit = sie scheiden aus: eine KI übernimmt den Platz
cmd-notify-on = an
cmd-notify-off = aus

## a slash option outside what its command declares

cmd-refused = ⚠️ { $problem } Nichts wurde geändert; bitte wähle, was der Befehl anbietet.
cmd-refused-unknown-option = { $command } hat keine Option { $option } (oder sie kam doppelt).
cmd-refused-no-value = { $option } hat keinen Wert.
cmd-refused-wrong-kind = { $option } hat einen Wert der falschen Art.
cmd-refused-option = { $option } { $problem }.
cmd-refused-missing = { $command } braucht { $option }.
cmd-refused-text = muss Text sein
cmd-refused-min-length = muss mindestens { $n } Zeichen lang sein
cmd-refused-max-length = darf höchstens { $n } Zeichen lang sein
cmd-refused-whole-number = muss eine ganze Zahl sein
cmd-refused-number = muss eine Zahl sein
cmd-refused-out-of-range = liegt außerhalb des erlaubten Bereichs
cmd-refused-min = muss mindestens { $n } sein
cmd-refused-max = darf höchstens { $n } sein
cmd-refused-boolean = muss wahr oder falsch sein
cmd-refused-unresolved = ist nichts, was Discord mit dem Befehl mitgeschickt hat
cmd-refused-choices = muss eines davon sein: { $choices }
cmd-privacy = datenschutz
cmd-privacy-about = Was der Bot über dich speichert, wie lange, und was du tun kannst
cmd-mydata = meinedaten
cmd-mydata-about = Deine Daten (Spiele, Züge, Wertungen, Einstellungen) als JSON-Datei
cmd-forget-me = vergiss-mich
cmd-forget-me-about = Lass den Bot dich vergessen (nach einer Bestätigung)
cmd-forget-server = server-vergessen
cmd-forget-server-about = Tische und Verlauf dieses Servers jetzt löschen (Server verwalten)

## Benachrichtigungen (Issue 33)

cmd-mute = stumm
cmd-mute-about = Keine DMs mehr zu einem deiner Tische (nochmal: wieder an); er bleibt in der Liste
cmd-follow = folgen
cmd-follow-about = Den öffentlichen Spielverlauf eines Tisches zu deinen Übersichtszeiten bekommen
cmd-unfollow = nicht-mehr-folgen
cmd-unfollow-about = Den Spielverlauf eines Tisches nicht mehr bekommen
cmd-option-notifications = benachrichtigungen
cmd-option-digest-times = übersichtszeiten
cmd-settings-notifications-about = every: DM bei Zügen; digest: zu deinen Zeiten; deadline: wenn die Zeit knapp wird
cmd-settings-digest-times-about = Wann deine Übersicht kommt, deine Zeit: eine oder zwei, z. B. 08:00, 18:00
cmd-mute-table-about = Die Tischnummer (siehe /game mine)
