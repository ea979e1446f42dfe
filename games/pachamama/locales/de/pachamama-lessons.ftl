## /game learn (issue 36): each kind of decision explained the first time it comes up.

pachamama-lesson-main = Du bist dran: Tu eine Sache. Erkunde (zieh einen Entdecker auf ein unentdecktes Feld, deck sein Land auf und nimm einen Würfel), bewege dich oder weissage das Feld unter einem deiner Entdecker.
pachamama-lesson-destination = Wähle, wohin dein Entdecker geht. Ein unentdecktes Feld wird bei der Ankunft erkundet: Sein Landtyp wird aufgedeckt und du nimmst einen Würfel dieses Typs.
pachamama-lesson-value = Weissage: Nenne das Feld unter deinem Entdecker. Eine Region aus n Feldern hat die Felder 1..n je einmal, und gleiche Felder berühren sich nie. Richtig: Du punktest; falsch: Das wahre Feld wird gelegt, du verlierst seinen Wert und dein Zug endet.
pachamama-lesson-more = Deine Weissagung war richtig und hat gepunktet. Du darfst mit einem anderen Entdecker weissagen oder aufhören.
pachamama-lesson-after = Vier verschiedene Würfel kaufen eine Opfergabe pro Zug: eine Extra-Aktion oder einen geheimen Blick auf ein Feld. Bring jetzt eine Opfergabe oder beende deinen Zug.
pachamama-lesson-trade = Du darfst 2 Würfel gegen 1 einer anderen Art tauschen, so oft du willst, um vier verschiedene für eine Opfergabe zu sammeln; oder behalte deine Würfel.
pachamama-lesson-final = Das letzte Feld ist entdeckt: Alle weissagen ein letztes Mal. Wähle einen Entdecker, dessen Feld du ableiten kannst, oder passe; jeder übrige Würfel punktet am Ende.
pachamama-lesson-peek = Deine Opfergabe kauft einen geheimen Blick: Wähle ein Feld, nur du siehst seinen Landtyp und sein Feld.
