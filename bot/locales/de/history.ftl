# /game history, replay, export, stats and leaderboard (cogs/history.py, bot/replays.py, bot/rating_plot.py).

## History pages

history-none = Noch keine beendeten Partien.
history-none-on-page = Auf dieser Seite gibt es keine Partien.
history-players = Spieler: { $names }
history-winners = 🏆 { $count ->
    [one] Sieger
   *[other] Sieger
}: { $names }
history-table-link = [Tischnachricht]({ $link })
history-table-in-channel = Tischnachricht in #{ $channel }
history-its-channel = unbekannter Kanal
history-table-gone = (Tischnachricht gelöscht)
history-footer = Seite { $page } von { $pages } · { $total ->
    [one] { $total } beendete Partie
   *[other] { $total } beendete Partien
} · neueste zuerst
history-title-server = Beendete Partien auf diesem Server
history-title-server-game = Beendete { $game }-Partien auf diesem Server
history-title-member-here = Beendete Partien von { $name } hier
history-title-member-here-game = Beendete { $game }-Partien von { $name } hier
history-title-member-everywhere = Beendete Partien von { $name } auf allen Servern
history-title-member-everywhere-game = Beendete { $game }-Partien von { $name } auf allen Servern
history-that-player = Diese Person
history-replay-button = Wiederholung #{ $table }
history-newer = ◀ Neuere
history-older = Ältere ▶
history-other-server = Diese Historie gehört zu einem anderen Server.
history-only-that-player = Nur diese Person kann ihre Partien auf allen Servern durchblättern.
history-dm-own = In Direktnachrichten zeigt die Historie deine eigenen Partien.

## Replays

history-no-such-game = Hier gibt es keine beendete Partie #{ $table }. `/spiel verlauf` listet sie auf.
history-not-finished = Partie #{ $table } ist noch nicht beendet und kann noch nicht wiederholt oder exportiert werden.
history-game-gone = Partie #{ $table } ist ein Spiel, das dieser Bot nicht mehr anbietet.
history-replay-too-far = Partie #{ $table } hat nur { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritte
}.
history-replay-title = { $game } · Tisch #{ $table } · Wiederholung
history-replay-head-dealt = **Schritt { $step } von { $last }** · der Tisch wie ausgeteilt
history-replay-head-moved = **Schritt { $step } von { $last }** · Zug von { $name }
history-replay-no-announcement = _Zu diesem Zug gibt es keine Ansage._
history-final-scores = 🏁 Endstand
history-result-line = { $place }. { $name }: { $score }
history-result-winner = { $place }. { $name }: { $score } (Sieg)
history-result-eliminated = { $place }. { $name }: { $score } (ausgeschieden)
history-replay-footer = Aus dem Spielprotokoll wiederholt: nur, was damals alle sehen konnten
history-jump-round = Zu einer Runde springen…
history-jump-step = Zu einem Schritt springen…
history-jump-round-label = Runde { $round } (Schritt { $step })
history-jump-step-label = Schritt { $step }

## Export

history-export = **{ $game }** #{ $table }: { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}. Mit dem Code des Bots kann jeder die Partie nachspielen und prüfen: `{ $command }`.

## Stats and leaderboard

history-stats-guild-only = Statistiken und Wertungen gelten je Server: Frag in einem Kanal eines Servers.
history-stats-title = { $name } · Partien auf diesem Server
history-stats-none = { $name } hat hier noch keine beendeten Partien.
history-stats-line = { $played ->
    [one] { $played } Partie
   *[other] { $played } Partien
} gespielt · { $won } gewonnen · Platz im Schnitt { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
history-not-rated = noch keine Wertung
history-rating = Wertung **{ $rating }** (#{ $place } von { $players })
history-stats-footer = Wertungen: openskill Plackett–Luce aus allen hier beendeten Partien; Neue beginnen bei { $start }
history-chart-title = { $name }: Wertung je Partie
history-chart-empty = Noch keine gewerteten Partien
history-leaderboard-guild-only = Bestenlisten gelten je Server: Frag in einem Kanal eines Servers.
history-no-game = Es gibt kein Spiel namens `{ $game }`.
history-leaderboard-title = { $game } · Bestenliste
history-leaderboard-empty = Noch keine gewerteten Partien hier: Beendet eine Partie mit mindestens einem Menschen am Tisch.
history-leaderboard-line = { $place } { $who }: { $rating } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
history-leaderboard-footer = { $rated ->
    [one] { $rated } gewertete Partie
   *[other] { $rated } gewertete Partien
} · gleiche Wertung, gleicher Platz · KI-Plätze zählen als ein Spieler je Stufe
history-ai-easy = KI (leicht)
history-ai-normal = KI (normal)
history-ai-hard = KI (schwer)
