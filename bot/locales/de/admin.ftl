# Die Einstellungen eines Servers (cogs/admin.py): /game config, für Mitglieder mit „Server verwalten“.

admin-only-admins = 🔒 Nur die Admins des Servers („Server verwalten“) können seine Einstellungen ändern. Es wurde nichts geändert.
admin-title = ⚙️ **Die Einstellungen dieses Servers für neue Tische** (laufende Tische behalten ihre)
admin-line = • **{ $setting }:** { $value }
admin-pick = Eine Einstellung ändern…
admin-saved = ✅ { $setting }: { $value }. Neue Tische verwenden das ab jetzt.
admin-changes-title = **Letzte Änderungen**
admin-changes-none = Noch keine Änderungen: Alles steht auf dem Standard.
admin-change-line = { $when } { $user }: { $setting } → { $value }
admin-setting-pace = Standardtempo
admin-setting-when-late = Wenn ein Zeitkonto abläuft
admin-setting-channels = Kanäle, in denen Tische eröffnet werden dürfen
admin-setting-play-by-play = Spielverlauf
admin-setting-host-role = Gastgeberrolle (darf Tische eröffnen)
admin-setting-language = Sprache öffentlicher Nachrichten
admin-setting-ai-ratings = Spiele mit KI-Plätzen und Wertungen
admin-setting-announce = Ankündigungskanal
admin-play-by-play-thread = in einem Thread am Tisch
admin-play-by-play-channel = im Kanal
admin-ai-ratings-humans = nur die Menschen werden gewertet, untereinander
admin-ai-ratings-all = KI-Plätze werden auch gewertet
admin-ai-ratings-none = Spiele mit einem KI-Platz werden nicht gewertet
admin-language-auto = die Discord-Sprache des Servers
admin-channels-any = jeder Kanal
admin-host-role-everyone = alle
admin-announce-none = keiner
admin-clear-channels = Jeder Kanal
admin-clear-announce = Keine Ankündigungen
admin-clear-host-role = Alle dürfen Tische eröffnen
admin-channel-not-allowed = 🚫 Auf diesem Server werden Tische nur in { $channels } eröffnet. Es wurde nichts eröffnet.
admin-host-role-needed = 🚫 Nur Mitglieder mit der Rolle { $role } können auf diesem Server Tische eröffnen. Es wurde nichts eröffnet.
admin-announce-finished = 🏁 { $game } (Tisch #{ $table }) ist vorbei. { $count ->
        [0] Kein Sieger.
        [one] Sieg: { $winners }
       *[other] Sieg: { $winners }
    }
admin-cmd-config = einstellungen-server
admin-cmd-config-about = Die Einstellungen dieses Servers für neue Tische (Server verwalten)
admin-cmd-season = saison
admin-cmd-season-about = Saisons: eine frische Rangliste (Server verwalten)
admin-cmd-season-start = beginnen
admin-cmd-season-start-about = Eine Saison beginnen: eine frische Rangliste neben der ewigen
admin-cmd-season-end = beenden
admin-cmd-season-end-about = Die Saison beenden: Ihre Ranglisten werden archiviert
admin-option-name = name
admin-option-season = saison
admin-season-name-about = Der Name der Saison, z. B. Frühling 2026
admin-leaderboard-season-about = Der Name einer Saison (Standard: ewige Rangliste und die laufende Saison)
admin-season-started = 🏁 Die Saison **{ $name }** hat begonnen: Die Rangliste zeigt sie neben der ewigen und zählt die ab jetzt beendeten Partien.
admin-season-already-open = Es läuft schon eine Saison: Beende sie zuerst mit `/spiel saison beenden`. Es wurde nichts geändert.
admin-season-name-taken = Es gab schon eine Saison namens **{ $name }**: Wähle einen anderen Namen. Es wurde nichts geändert.
admin-season-none-open = Es läuft keine Saison. `/spiel saison beginnen` beginnt eine.
admin-season-ended = 🏁 Die Saison **{ $name }** ist beendet; ihre Ranglisten sind archiviert (`/spiel bestenliste saison:{ $name }`).
admin-season-champion = • { $game }: 🥇 { $name }
admin-season-unknown = Hier gibt es keine Saison namens **{ $name }**.
admin-season-board-running = Saison { $season } (läuft): { $game }
admin-season-board-ended = Saison { $season } (Endstand): { $game }
