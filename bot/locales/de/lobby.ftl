# The lobby's slash commands and answers (cogs/lobby.py) and the personal settings panel (cogs/settings.py).
# Names, mentions and links arrive as arguments, escaped.

lobby-needs-channel = Tische gibt es nur im Textkanal eines Servers.
lobby-no-such-game = Es gibt kein Spiel namens { $game }.
lobby-no-message = (keine Nachricht)
lobby-in-channel = in { $channel }
lobby-rules-title = { $game } · Regeln in Kürze
lobby-rules-proposals = Unsere Vorschläge (nicht in der Spielregel)
lobby-rules-footer = { $min }–{ $max } Spieler · /spiel neu spiel:{ $game }
# /game rules: the annotated setup picture (its seats, its alt text)
rules-picture-seat = Spieler { $n }
rules-picture-alt = { $game }: der Tisch zu Beginn einer Partie zu zweit, die Teile nummeriert: { $labels }.
lobby-list-none = Hier sind keine Tische offen. Eröffne einen mit `/spiel neu`.
lobby-list-line-open = • **{ $game }** #{ $table }: Lobby, offen zum Beitreten, { $seated } am Tisch · Gastgeber { $host } · { $link }
lobby-list-line-playing = • **{ $game }** #{ $table }: läuft, { $seated } am Tisch · Gastgeber { $host } · { $link }
lobby-cancel-no-table = Hier ist kein offener Tisch mit dieser Nummer.
lobby-cancel-several = Hier sind mehrere Tische offen ({ $tables }): sag mit `tisch:`, welcher.
lobby-cancel-host-only = Nur der Gastgeber (oder wer „Server verwalten“ darf) kann diesen Tisch abbrechen.
lobby-cancel-ask = **{ $game }** #{ $table } für alle beenden? Das Spiel endet sofort ohne Sieger; im Verlauf steht es als abgebrochen.
lobby-cancelled = Tisch #{ $table } ist abgebrochen.
lobby-mine-none = Du hast keine offenen Tische. Eröffne einen mit `/spiel neu`.
lobby-mine-line-lobby = • **{ $game }** #{ $table }: Lobby, { $seated } am Tisch · { $link }
lobby-mine-line = • **{ $game }** #{ $table }: { $whose } · { $link }
lobby-mine-waiting = wartet auf { $players }
lobby-mine-waiting-nobody = wartet auf niemanden
lobby-notify-on = 🔔 Du bekommst eine DM, wenn ein Zug von dir ansteht.
lobby-notify-off = 🔕 Keine DMs, Erinnerungen oder Pings im Spielverlauf mehr, wenn du am Zug bist. Deine Hand-Nachricht wird weiter aktualisiert; `/spiel meine` zeigt deine Tische.
lobby-no-game-here = Hier läuft kein Spiel mit dieser Nummer.
lobby-several-games = Hier laufen mehrere Spiele ({ $tables }): sag mit `tisch:`, welches.
lobby-leave-ask = **{ $game }** #{ $table } verlassen? Eine KI übernimmt deinen Platz für den Rest des Spiels.
lobby-kick-host-only = Nur der Gastgeber (oder wer „Server verwalten“ darf) kann jemanden entfernen.
lobby-kick-ask = { $player } aus **{ $game }** #{ $table } entfernen? Eine KI übernimmt den Platz.
lobby-confirm-cancel-asker-only = Nur wer gefragt hat, kann das Beenden des Spiels bestätigen.
lobby-confirm-leave-player-only = Nur der Spieler selbst kann das Verlassen bestätigen.
lobby-left = Du hast das Spiel verlassen; eine KI spielt für dich weiter.
lobby-kicked = { $player } wurde entfernt.
lobby-ai-which = Welcher KI-Spieler? **Leicht** spielt schnell mit ein paar Patzern, **normal** rechnet etwa eine halbe Sekunde pro Zug, **schwer** bis zu zwei Sekunden.
lobby-ai-added = 🤖 **{ $player }** hinzugefügt ({ $level }).
lobby-unknown-button = Unbekannter Knopf.

## /game settings

lobby-settings-title = ⚙️ **Deine Einstellungen** (nur du siehst sie)
lobby-settings-language-chosen = 🌐 Sprache: **{ $language }**
lobby-settings-language-app = 🌐 Sprache: wie deine Discord-App (jetzt **{ $language }**)
lobby-settings-choose-language = Wähle deine Sprache …
lobby-settings-follow-app = Wie meine Discord-App
lobby-settings-dms-turn-on = DMs bei meinem Zug einschalten
lobby-settings-dms-turn-off = DMs bei meinem Zug ausschalten
lobby-settings-now = ✅ Ab jetzt antworte ich dir auf { $language }.
lobby-settings-now-app = ✅ Ab jetzt antworte ich dir in der Sprache deiner Discord-App ({ $language }).
