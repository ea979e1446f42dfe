# Turniere (cogs/tournaments.py): /game tournament new|standings, die Ankündigung und ihre Knöpfe.

tour-cmd-tournament = turnier
tour-cmd-tournament-about = Turniere: Schweizer System oder Jeder gegen jeden, vom Bot geleitet
tour-cmd-new = neu
tour-cmd-new-about = Ein Turnier in diesem Kanal eröffnen (Gastgeberrolle oder Server verwalten)
tour-cmd-standings = tabelle
tour-cmd-standings-about = Die Tabelle eines Turniers (standardmäßig des neuesten hier)
tour-option-format = format
tour-option-rounds = runden
tour-option-seats = plätze
tour-option-tournament = turnier
tour-new-game-about = Welches Spiel
tour-new-format-about = swiss: jede Runde nach Punkten gepaart; round-robin: jeder trifft jeden
tour-new-rounds-about = Schweizer System: wie viele Runden (Jeder gegen jeden dauert, bis sich alle trafen)
tour-new-pace-about = Die Zeit jedes Spielers an den Turniertischen (ein leeres Zeitkonto verliert)
tour-new-seats-about = Spieler pro Tisch (2 bis 5, wie das Spiel es erlaubt)
tour-standings-tournament-about = Die Nummer des Turniers
tour-format-swiss = Schweizer System
tour-format-round-robin = Jeder gegen jeden
tour-join = Beitreten
tour-leave = Verlassen
tour-start = Starten
tour-title = 🏆 **Turnier #{ $id }: { $game }**, { $format }, { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    } (Schweizer System), Tempo { $pace }, { $seats } Spieler pro Tisch
tour-organiser = Veranstalter: { $organiser }
tour-rules = Punkte: Erster an einem Tisch 1, Letzter 0 (Plätze dazwischen gleichmäßig; Gleichstand teilt). Wer einen Tisch verliert, weil die Zeit abläuft, ist dort Letzter. Ein Freilos (wenn die Spieler nicht auf Tische aufgehen: die am schlechtesten Platzierten ohne eines) zählt als Sieg. Gleichstand: Buchholz (Punkte der Gegner), dann direkter Vergleich.
tour-signup = Die Anmeldung ist offen: **Beitreten** drücken. Der Veranstalter startet mit **Starten** ({ $min } bis { $max } Spieler).
tour-players = Spieler ({ $count }): { $players }
tour-round-in-play = Runde { $round } wird gespielt.
tour-standings-title = **Tabelle nach den bisher beendeten Partien von Runde { $round }**
tour-standings-line = { $place }. { $player }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } (Buchholz { $buchholz }, { $games } { $games ->
        [one] Partie
       *[other] Partien
    }{ $byes ->
        [0] {""}
       *[other] , { $byes } { $byes ->
            [one] Freilos
           *[other] Freilose
        }
    }){ $left ->
        [yes] , ausgestiegen
       *[no] {""}
    }
tour-winner = 🥇 { $count ->
        [one] Sieg: { $winners }
       *[other] Sieg: { $winners }
    }
tour-bad-options = So kann kein Turnier gespielt werden: Wähle ein Spiel, swiss oder round-robin und ein Tempo mit Uhr (ein leeres Zeitkonto beendet jede Runde). Es wurde nichts eröffnet.
tour-bad-seats = Dieses Spiel hat { $low } bis { $high } Spieler pro Tisch. Es wurde nichts eröffnet.
tour-none = Hier gibt es noch kein Turnier. `/spiel turnier neu` eröffnet eines.
tour-join-already = Du bist schon in diesem Turnier.
tour-join-started = Dieses Turnier hat begonnen (oder ist vorbei): Es nimmt niemanden mehr auf. Es wurde nichts geändert.
tour-join-full = Dieses Turnier ist voll. Es wurde nichts geändert.
tour-join-gone = Dieses Turnier ist vorbei. Es wurde nichts geändert.
tour-leave-not-in = Du bist nicht in diesem Turnier. Es wurde nichts geändert.
tour-left-running = Du hast das Turnier verlassen: An deinen laufenden Tischen spielt eine KI weiter, und du wirst nicht mehr gepaart.
tour-start-organiser-only = Nur der Veranstalter (oder ein Admin) kann das Turnier starten.
tour-too-few = { $count } { $count ->
        [one] Spieler ist
       *[other] Spieler sind
    } angemeldet; ein Turnier braucht mindestens { $min }. Es wurde nichts geändert.
tour-dm-round = 🏆 Turnier #{ $id }, Runde { $round }: Dein Tisch ist #{ $table }, mit { $others }. { $link }
tour-dm-bye = 🏆 Turnier #{ $id }, Runde { $round }: Du hast in dieser Runde ein Freilos (es zählt als Sieg).
tour-round-begins = 🏆 Turnier #{ $id }: Runde { $round } beginnt ({ $tables } { $tables ->
        [one] Tisch
       *[other] Tische
    }).
