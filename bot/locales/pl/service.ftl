# Odmowy i wiersze w wątku stołu (bot/service.py, bot/absence.py, bot/decisions.py).

## Odmowy: prywatne odpowiedzi na polecenie lub kliknięcie

service-no-such-game = Nie ma gry o nazwie `{ $game }`. Wybierz jedną z: { $known }.
service-table-gone = Ten stół już nie istnieje.
service-not-started = Ta gra jeszcze się nie zaczęła.
service-no-variant = { $game } nie ma wariantu `{ $variant }` (warianty: { $variants }).
service-no-variants = { $game } nie ma wariantu `{ $variant }`: ta gra nie ma wariantów.
service-timeout-policy = Po upływie terminu AI może zagrać za gracza (`ai`) albo zająć jego miejsce (`forfeit`).
service-already-started = Ta gra już się zaczęła.
service-table-closed = Ten stół jest zamknięty.
service-already-seated = Masz już miejsce przy tym stole.
service-table-full = Ten stół jest pełny ({ $seats ->
        [one] { $seats } miejsce
        [few] { $seats } miejsca
       *[other] { $seats } miejsc
    }).
service-no-seat = Nie masz miejsca przy tym stole.
service-host-cannot-leave = Jesteś gospodarzem: użyj **Anuluj**, aby zamknąć stół.
service-host-adds-ai = Tylko gospodarz może dodawać graczy AI.
service-unknown-ai-level = Nieznany poziom AI `{ $level }`.
service-busy = Wielu graczy zmienia ten stół naraz; spróbuj ponownie.
service-host-starts = Tylko gospodarz może rozpocząć tę grę.
service-too-few = { $game } wymaga co najmniej { $needed ->
        [one] { $needed } gracza
       *[other] { $needed } graczy
    }; przy stole: { $seated }. Zaproś znajomych albo dodaj AI.
service-already-closed = Ten stół jest już zamknięty.
service-host-cancels = Tylko gospodarz (albo ktoś z uprawnieniem „Zarządzanie serwerem”) może anulować ten stół.
service-not-yet = Gra jeszcze się nie zaczęła.
service-was-cancelled = Ten stół został anulowany.
service-stale = Ten wybór jest nieaktualny: gra poszła dalej.
service-stale-here = Ten wybór jest nieaktualny: gra poszła dalej. Oto obecny stan.
service-game-is-over = Ta gra się skończyła.
service-not-your-turn = To nie twoja kolej: teraz nic od ciebie nie jest potrzebne.
service-choice-gone = Ten wybór nie jest już dostępny.
service-not-running = Ta gra nie jest w toku.
service-they-have-no-seat = Ta osoba nie ma miejsca przy tym stole.
service-no-seat-here = Nie masz tu miejsca.
service-host-removes = Tylko gospodarz (albo ktoś z uprawnieniem „Zarządzanie serwerem”) może usunąć gracza.

## Wiersze w wątku stołu

service-begins = 🎲 **{ $game }** się zaczyna: { $players }. Powodzenia!
service-cancelled-by = 🛑 Stół został anulowany przez { $user }.
service-game-over = 🏁 Koniec gry! Wyniki końcowe są na stole.
service-your-move = 🔔 { $players }: { $count ->
        [one] twój ruch
       *[other] wasz ruch
    } (DM lub **Moja ręka**).
service-reminder-ai = ⏰ { $player }: termin twojego ruchu mija { $due }; potem AI zagra za ciebie.
service-reminder-forfeit = ⏰ { $player }: termin twojego ruchu mija { $due }; potem twoje miejsce zajmie AI.
service-timed-out = ⌛ { $player }: czas minął — tym razem ruch wykonało AI.
service-forfeited = ⌛ **{ $player }**: czas minął — miejsce przejmuje AI.
service-left = 🚪 **{ $player }** opuszcza grę; AI gra dalej za tę osobę.
service-removed = 🚪 Gospodarz usuwa z gry: **{ $player }**; AI gra dalej za tę osobę.
