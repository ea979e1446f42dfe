# Slash commands as Discord shows them (cogs/translator.py), and the refusal of options a command does not
# declare (cogs/options.py). Names: lowercase, no spaces, at most 32 characters; descriptions at most 100.

cmd-game = gra
cmd-game-about = Graj w gry planszowe i karciane na tym kanale
cmd-new = nowa
cmd-new-about = Otwórz nowy stół do gry na tym kanale
cmd-rules = zasady
cmd-rules-about = Jak się gra w daną grę, w skrócie
cmd-list = lista
cmd-list-about = Otwarte stoły na tym serwerze
cmd-cancel = anuluj
cmd-cancel-about = Zakończ stół na tym kanale (gospodarz lub „Zarządzanie serwerem”)
cmd-mine = moje
cmd-mine-about = Twoje stoły na wszystkich serwerach i czyj jest ruch
cmd-settings = ustawienia
cmd-settings-about = Twój język, DM-y, strefa czasowa i godziny ciszy (widzisz je tylko ty)
cmd-away = urlop
cmd-away-about = Zatrzymaj swoje zegary we wszystkich grach na kilka dni (zużywa dni urlopu)
cmd-leave = opuść
cmd-leave-about = Opuść grę na tym kanale; AI zagra dalej za ciebie
cmd-kick = usuń
cmd-kick-about = Usuń gracza z gry tutaj (gospodarz lub „Zarządzanie serwerem”)
cmd-history = historia
cmd-history-about = Zakończone gry tutaj (lub twoje na wszystkich serwerach, w DM-ach)
cmd-replay = powtórka
cmd-replay-about = Odtwórz zakończoną grę krok po kroku (widzisz ją tylko ty)
cmd-export = eksport
cmd-export-about = Pobierz zapis zakończonej gry jako plik JSON
cmd-stats = statystyki
cmd-stats-about = Rozegrane i wygrane gry, miejsca i rankingi na tym serwerze
cmd-leaderboard = ranking
cmd-leaderboard-about = Najwyżej oceniani gracze danej gry na tym serwerze

cmd-option-game = gra
cmd-option-pace = tempo
cmd-option-vacation = urlop
cmd-option-days = dni
cmd-option-until = do
cmd-option-end = koniec
cmd-option-time-zone = strefa_czasowa
cmd-option-quiet-hours = godziny_ciszy
cmd-option-variant = wariant
cmd-option-when-late = po_terminie
cmd-option-table = stół
cmd-option-member = członek

cmd-new-game-about = W którą grę grać
cmd-new-pace-about = Czas każdego gracza: bank, który rośnie z każdym ruchem (domyślnie: dzienne)
cmd-new-vacation-about = wł.: pusty bank najpierw zużywa dzień urlopu (domyślnie); wył.: nigdy
cmd-away-days-about = Ile dni (każdy zużywa jeden dzień urlopu)
cmd-away-until-about = Albo do daty, np. 2026-12-24
cmd-away-end-about = True: wróć teraz; całe niewykorzystane dni wracają
cmd-settings-time-zone-about = Twoja strefa czasowa, np. Europe/Warsaw (dla godzin ciszy)
cmd-settings-quiet-hours-about = Wtedy żadnych DM-ów ani kończącego się zegara, np. 23:00-08:00 (lub off)
cmd-new-variant-about = Wariant gry, jeśli jakiś ma (np. Pachamama: short)
cmd-new-when-late-about = Co się dzieje, gdy bank czasu się skończy (domyślnie: AI gra za gracza)
cmd-which-game = Która gra
cmd-cancel-table-about = Numer stołu (widoczny przy stole); potrzebny, gdy otwartych jest tu kilka
cmd-leave-table-about = Numer stołu; potrzebny, jeśli grasz tu przy kilku
cmd-kick-member-about = Gracz do usunięcia; jego miejsce zajmie AI
cmd-table-number = Numer stołu
cmd-history-member-about = Tylko gry tego członka
cmd-history-game-about = Tylko ta gra
cmd-finished-table-number = Numer stołu (zob. /gra historia)
cmd-stats-member-about = Czyje statystyki (domyślnie twoje)

cmd-late-ai = AI wykonuje ten ruch za gracza
cmd-late-forfeit = gracz przegrywa walkowerem: jego miejsce zajmuje AI
cmd-notify-on = włączone
cmd-notify-off = wyłączone

## a slash option outside what its command declares

cmd-refused = ⚠️ { $problem } Nic nie zmieniono; wybierz spośród tego, co oferuje polecenie.
cmd-refused-unknown-option = { $command } nie ma opcji { $option } (albo przyszła dwa razy).
cmd-refused-no-value = { $option } nie ma wartości.
cmd-refused-wrong-kind = { $option } ma wartość złego rodzaju.
cmd-refused-option = { $option } { $problem }.
cmd-refused-missing = { $command } wymaga opcji { $option }.
cmd-refused-text = musi być tekstem
cmd-refused-min-length = musi mieć co najmniej { $n } { $n ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }
cmd-refused-max-length = może mieć najwyżej { $n } { $n ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }
cmd-refused-whole-number = musi być liczbą całkowitą
cmd-refused-number = musi być liczbą
cmd-refused-out-of-range = jest poza dozwolonym zakresem
cmd-refused-min = musi wynosić co najmniej { $n }
cmd-refused-max = może wynosić najwyżej { $n }
cmd-refused-boolean = musi być prawdą albo fałszem
cmd-refused-unresolved = nie jest czymś, co Discord przesłał wraz z poleceniem
cmd-refused-choices = musi być jednym z: { $choices }
cmd-privacy = prywatnosc
cmd-privacy-about = Co bot przechowuje o tobie, jak długo i co możesz z tym zrobić
cmd-mydata = mojedane
cmd-mydata-about = Twoje dane (gry, ruchy, rankingi, ustawienia) jako plik JSON
cmd-forget-me = zapomnij-mnie
cmd-forget-me-about = Niech bot o tobie zapomni (po potwierdzeniu)
cmd-forget-server = zapomnij-serwer
cmd-forget-server-about = Usuń teraz stoły i historię tego serwera (Zarządzanie serwerem)

## powiadomienia (zgłoszenie 33)

cmd-mute = wycisz
cmd-mute-about = Koniec DM-ów o jednym z twoich stołów (ponownie: włącz); zostaje na liście
cmd-follow = obserwuj
cmd-follow-about = Publiczny przebieg gry przy stole o twoich godzinach podsumowania
cmd-unfollow = przestań-obserwować
cmd-unfollow-about = Koniec przebiegu gry przy stole
cmd-option-notifications = powiadomienia
cmd-option-digest-times = godziny_podsumowania
cmd-settings-notifications-about = every: DM przy ruchach; digest: o twoich godzinach; deadline: gdy kończy się czas
cmd-settings-digest-times-about = Kiedy przychodzi podsumowanie, twój czas: jedna lub dwie, np. 08:00, 18:00
cmd-mute-table-about = Numer stołu (zobacz /game mine)
