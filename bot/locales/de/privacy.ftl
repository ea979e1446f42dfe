# Die Daten eines Spielers (cogs/privacy.py): /spiel datenschutz, meinedaten, vergiss-mich, server-vergessen.

privacy-what =
    🔒 **Was dieser Bot über dich speichert**
    • Deine Discord-Benutzer-ID und den Namen, den du an jedem Tisch hattest.
    • Jedes Spiel, das du gespielt hast: deinen Platz, deine Züge, das Ergebnis und deine Wertung (aus den Ergebnissen berechnet).
    • Deine Einstellungen: Sprache, Zug-DMs an oder aus, Zeitzone, Ruhezeiten, Urlaubstage und Abwesenheit.
    • Nachrichten zu deinen Spielen, die noch gepostet oder gesendet werden müssen (gelöscht, sobald sie zugestellt sind).
    ⏳ **Wie lange:** Beendete Spiele bleiben für den Verlauf, die Wiederholungen und die Wertungen des Servers, bis du verlangst, vergessen zu werden. Wird der Bot von einem Server entfernt, werden dessen Tische 30 Tage später gelöscht.
    🗝️ **Deine Wahl:** `/spiel meinedaten` schickt dir alles als Datei. `/spiel vergiss-mich` entfernt dich: Einstellungen, Wertungen und Statistiken werden gelöscht, und in beendeten Spielen wirst du zu „Former player“, damit die Spiele für die anderen abspielbar bleiben.
    Nichts wird außerhalb von Discord weitergegeben. Die vollständige Erklärung: { $page }
privacy-mydata = 📦 Deine Daten: { $games } { $games ->
        [one] Spiel
       *[other] Spiele
    }, deine Wertungen und Einstellungen, in der angehängten Datei. Nur du siehst das.
privacy-mydata-none = 📦 Der Bot speichert nichts über dich: keine Spiele, keine Wertungen, keine Einstellungen. Nichts wurde gesendet.
privacy-forget-ask = ⚠️ Dich vergessen? Deine Einstellungen, Wertungen und Statistiken werden gelöscht, und in beendeten Spielen werden dein Name und deine ID zu „Former player“ (die Spiele bleiben für die anderen). Das lässt sich nicht rückgängig machen.
privacy-forget-ask-leave = Zuerst verlässt du deine laufenden Spiele ({ $tables }): Eine KI spielt auf deinem Platz weiter; Lobbys, die du leitest, werden abgesagt.
privacy-forget-yes = Vergiss mich
privacy-cancel = Abbrechen
privacy-forget-cancelled = Nichts wurde geändert: Der Bot kennt dich wie zuvor.
privacy-forget-done = ✅ Erledigt: Der Bot hat dich vergessen. Spielst du wieder, fängst du neu an.
privacy-not-yours = Dieser Knopf gehört dem Spieler, der gefragt hat. Nichts wurde geändert.
privacy-server-only = Das geht nur auf einem Server. Nichts wurde geändert.
privacy-server-admin = Nur ein Mitglied mit „Server verwalten“ kann die Tische dieses Servers löschen. Nichts wurde geändert.
privacy-server-ask = ⚠️ Alle { $tables } { $tables ->
        [one] Tisch
       *[other] Tische
    } von **{ $server }** jetzt löschen, laufende Spiele und Verlauf eingeschlossen? Die Wertungen hier beginnen von vorn. Das lässt sich nicht rückgängig machen.
privacy-server-yes = Alles löschen
privacy-server-cancelled = Nichts wurde gelöscht.
privacy-server-done = 🗑️ { $tables } { $tables ->
        [one] Tisch
       *[other] Tische
    } samt Verlauf gelöscht.
