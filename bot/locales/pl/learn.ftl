## /game learn (zgłoszenie 36)

learn-new-decision = 📘 Nowość: jak działa ta decyzja
learn-summary-title = 📘 Jak poszła twoja gra
learn-summary = Zająłeś miejsce { $place } z { $players } z wynikiem { $score }; najlepszy wynik to { $best }. Poznałeś rodzaje decyzji: { $kinds }. Skąd wzięły się punkty:
learn-started = Twoja lekcja czeka w wiadomościach prywatnych: { $link }. Na każdej ręce jest podpowiedź; każdy nowy rodzaj decyzji zostanie wyjaśniony, gdy pojawi się pierwszy raz.
learn-dms-closed = Nie mogę wysłać ci wiadomości prywatnej, więc nie mam gdzie poprowadzić lekcji. Zezwól na wiadomości od członków tego serwera i spróbuj ponownie.
learn-table-title = Lekcja: { $game }
learn-table-body = Przygotowuję twoją lekcję…
learn-note-name = 📘 Lekcja
learn-note-body = Prywatna gra treningowa z łatwym AI: podpowiedzi włączone, bez rankingu, poza historią serwerów.
cmd-learn = nauka
cmd-learn-about = Krótka prywatna gra z łatwym AI, która wyjaśnia każdą decyzję
cmd-learn-game-about = Której gry się uczyć
