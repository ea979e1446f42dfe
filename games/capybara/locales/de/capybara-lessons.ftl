## /game learn (issue 36): each kind of decision explained the first time it comes up.

capybara-lesson-turn = Du bist dran: Lege eine Karte auf einen offenen Stapel, dessen oberste Karte genau eins niedriger ist (auf die 5 folgt die 1), oder ziehe eine Karte. Jede gespielte Karte löst ihr Tier aus. Wer zuerst seine letzte Karte los ist, beendet die Runde, und alle anderen zahlen Kekse für die höchste Karte jedes Tiers auf ihrer Hand.
capybara-lesson-play-or-pass = Du hast gezogen. Spiele jetzt eine passende Karte oder passe. Niemand erfährt, ob eine deiner Karten gepasst hätte.
capybara-lesson-extra-play = Du hast ein 🦔 Gürteltier gespielt: Seine Regel ist, dass du sofort noch eine Karte spielst.
capybara-lesson-pass-card = Du hast einen 🐗 Tapir gespielt: Gib eine Karte verdeckt an deinen linken Nachbarn. Eine hohe Karte, die du bald nicht spielen kannst, ist gut zum Abgeben, denn Handkarten kosten am Rundenende Kekse.
capybara-lesson-discard = Du hast eine 🐢 Oliv-Bastardschildkröte gespielt: Du hast eine Karte gezogen und wirfst nun eine beliebige Karte offen ab. Eine Karte außerhalb deiner Hand kostet dich am Rundenende keine Kekse.
capybara-lesson-target = Du hast einen 🐜 Ameisenbär gespielt: Wähle einen Mitspieler, der 1 Keks zurückgibt (nie seinen letzten).
capybara-lesson-teapot-tapir = Du hast die 🫖 Teekanne, und eine Tapir-Karte kommt verdeckt zu dir. Lehne sie mit der Teekanne ab (die Karte wandert weiter nach links, die Teekanne zurück in die Mitte) oder nimm die Karte an.
capybara-lesson-teapot-anteater = Ein Ameisenbär will 1 Keks von dir, und du hast die 🫖 Teekanne. Lehne mit der Teekanne ab (sie geht zurück in die Mitte) oder zahle und behalte die Teekanne für später.
