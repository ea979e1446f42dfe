## /game learn (issue 36): each kind of decision explained the first time it comes up.

inka-lesson-move = Die Würfel sind gefallen: Zieh genau einen Würfel, den anderen oder die Summe, waagerecht oder senkrecht, ohne ein Feld zweimal zu betreten. Jede benutzte Richtung kostet eine Kompasskarte davon; finde das Gold in einem der Tempel und bring es ins Lager.
inka-lesson-browse = Das sind die Züge in einem Teil der Karte, jeweils mit ihren Kosten. Wähle einen oder geh zurück.
inka-lesson-take = Nimm Kompasskarten aus dem Vorrat, Richtung für Richtung. Züge kosten Karten der benutzten Richtungen, also nimm die, die dir fehlen.
inka-lesson-give = Gib Kompasskarten an den Vorrat zurück, Richtung für Richtung.
inka-lesson-stuck = Mit diesem Wurf hast du keinen Zug. Würfle mit einem Eingeborenen-Führer neu oder setze aus und nimm 2 Karten deiner Wahl.
inka-lesson-banish = Du verbannst einen anderen Entdecker: Wähle die Insel, auf die er kommt. Inseln verlässt man kostenlos, also bremst eine ferne ihn am meisten.
inka-lesson-bonus = Du hast den Schatz 💍 genommen und trägst ihn jetzt: Der Träger nutzt nur einen Würfel. Würfle noch einmal oder beende deinen Zug.
