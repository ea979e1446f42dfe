# Der Tisch, die Lobby und die Hände (cogs/ui.py).

ui-lobby-title = { $game } · neuer Tisch
ui-lobby-description = Gastgeber: { $host }. { $min }–{ $max } Spieler.
    Drücke **Beitreten**, um Platz zu nehmen. Der Gastgeber kann **KI hinzufügen** und **Starten**, sobald { $min } Plätze besetzt sind.
ui-lobby-seats = Plätze ({ $taken }/{ $max })
ui-lobby-footer = Tisch #{ $table } · /spiel regeln spiel:{ $game } erklärt das Spiel
ui-pace = Tempo
ui-recent = Letzte Züge
ui-variant = Variante
ui-pace-none = ⏱️ Keine Frist: Lass dir Zeit.
ui-pace-per-decision = ⏱️ { $time } pro Entscheidung; danach { $late }.
ui-pace-late-ai = spielt die KI diesen Zug für sie
ui-pace-late-forfeit = scheiden sie aus und eine KI übernimmt den Platz
ui-due = ⏳ { $player }: fällig { $when }
ui-table-title = { $game } · Tisch #{ $table }
ui-dms-closed = ⚠️ Direktnachrichten geschlossen
ui-dms-closed-body = { $players }: Ich konnte dir keine DM schicken. Drücke unten **Meine Hand**, um deine Karten zu sehen und zu spielen.
ui-footer-where = deine DMs oder Meine Hand
ui-footer-where-playground = unten Meine Hand drücken
ui-table-footer = Zug { $move } · Deine Karten und Entscheidungen: { $where }
ui-eliminated = {" "}· ausgeschieden
ui-winners = 🏆 { $count ->
        [one] Sieg
       *[other] Geteilter Sieg
    }: { $winners }
ui-no-winner = 🏆 Niemand hat gewonnen.
ui-finished-title = { $game } · Tisch #{ $table } · Spielende
ui-breakdown = So kamen die Punkte zustande
ui-breakdown-more = So kamen die Punkte zustande (Fortsetzung)
ui-finished-footer = { $moves } Züge · danke fürs Spielen
ui-hand-title = { $game } · Tisch #{ $table } · deine Hand
ui-hand-idle-below = ⏳ Gerade nichts zu tun; siehe unten.
ui-hand-idle-updates = ⏳ Gerade nichts zu tun; diese Nachricht aktualisiert sich.
ui-hand-live-until = *Diese private Kopie bleibt bis { $until } aktuell; danach drücke erneut **Meine Hand**.*
ui-hand-table = Tisch
ui-hand-jump = [Zum Tisch springen]({ $url })
ui-hand-footer = Platz { $seat } · Zug { $move }
ui-broken = Dieses Bedienelement ist beschädigt oder stammt aus einer älteren Nachricht; nichts wurde geändert. Drücke am Tisch **Meine Hand** für neue Knöpfe.
ui-nothing-chosen = Nichts wurde gewählt.
ui-lobby-join = Beitreten
ui-lobby-leave = Verlassen
ui-lobby-add-ai = KI hinzufügen
ui-lobby-start = Starten
ui-lobby-cancel = Abbrechen
ui-my-hand = Meine Hand
ui-confirm-leave = Ja, Spiel verlassen
ui-confirm-kick = Ja, entfernen
ui-confirm-cancel = Ja, beenden
ui-ai-level-placeholder = KI-Stufe…
ui-ai-level-easy = Leicht
ui-ai-level-normal = Normal
ui-ai-level-hard = Schwer
ui-ai-level-easy-about = Schnell, macht Fehler
ui-ai-level-normal-about = Sucht bis zu 0,5 s pro Zug
ui-ai-level-hard-about = Sucht bis zu 2 s pro Zug
ui-choose = Wähle…
