## /game learn (issue 36): each kind of decision explained the first time it comes up.

chachapoya-lesson-offer = Du beginnst diese Runde: Von den drei aufgedeckten Schätzen vergräbst du einen unter dem Stapel und bietest einen offen und einen verdeckt an. Dann bieten alle auf die beiden.
chachapoya-lesson-bid = Biete geheim und gleichzeitig: 1–5 Abenteurer eines Werts (ein Spurenleser zählt als eine Karte mehr), zwei Spurenleser allein oder einen Anführer. Das höchste einzigartige Gebot gewinnt, gleiche Summen schlagen sich gegenseitig aus; du kannst dein Gebot ändern, bis das letzte abgegeben ist.
chachapoya-lesson-spend-token = Einmal pro Partie füllt dein Verborgener-Schatz-Plättchen deine Hand auf 8 Abenteurerkarten auf. Jetzt eingesetzt ist es weg; behalten zählt es am Ende als eine weitere Karte einer Schatzart deiner Wahl.
chachapoya-lesson-pick = Du hast einen Schatz gewonnen: Nimm den offenen oder eine verdeckte Karte. Jede Schatzart punktet nach ihrer Skala, aber eine Karte zu viel ist ein X und wirft dich raus.
chachapoya-lesson-tracker-draw = Deine zwei Spurenleser haben die Runde aufgehoben. Du darfst 3 Abenteurerkarten ziehen: Mehr Karten machen spätere Gebote stärker.
chachapoya-lesson-place-token = Wertung: Lege dein unbenutztes Plättchen auf eine Schatzart, die du hast (nicht den Fluch). Es zählt dort als eine Karte mehr; wähle eine Art, bei der eine Karte mehr mehr Punkte bringt und kein X ergibt.
