# Stół, poczekalnia i ręce graczy (cogs/ui.py).

ui-lobby-title = { $game } · nowy stół
ui-lobby-description = Gospodarz: { $host }. Gracze: { $min }–{ $max }.
    Naciśnij **Dołącz**, aby zająć miejsce. Gospodarz może **Dodać AI** i **Rozpocząć**, gdy { $min ->
        [one] zajęte będzie { $min } miejsce
        [few] zajęte będą { $min } miejsca
       *[other] zajętych będzie { $min } miejsc
    }.
ui-lobby-seats = Miejsca ({ $taken }/{ $max })
ui-lobby-footer = Stół #{ $table } · /gra zasady gra:{ $game } objaśnia grę
ui-pace = Tempo
ui-recent = Ostatnie ruchy
ui-variant = Wariant
ui-pace-none = ⏱️ Bez terminu: nie spiesz się.
ui-pace-per-decision = ⏱️ { $time } na decyzję; po upływie czasu { $late }.
ui-pace-late-ai = AI wykonuje ten ruch za gracza
ui-pace-late-forfeit = gracz przegrywa walkowerem, a jego miejsce zajmuje AI
ui-due = ⏳ { $player }: termin { $when }
ui-table-title = { $game } · stół #{ $table }
ui-dms-closed = ⚠️ Wiadomości prywatne zamknięte
ui-dms-closed-body = { $players }: nie mogę wysłać ci wiadomości prywatnej. Naciśnij poniżej **Moja ręka**, aby zobaczyć karty i grać.
ui-footer-where = twoje DM lub Moja ręka
ui-footer-where-playground = naciśnij poniżej Moja ręka
ui-table-footer = Ruch { $move } · Twoje karty i wybory: { $where }
ui-eliminated = {" "}· wyeliminowany
ui-winners = 🏆 { $count ->
        [one] Zwycięzca
       *[other] Zwycięzcy
    }: { $winners }
ui-no-winner = 🏆 Nikt nie wygrał.
ui-finished-title = { $game } · stół #{ $table } · koniec gry
ui-breakdown = Skąd wzięły się punkty
ui-breakdown-more = Skąd wzięły się punkty (ciąg dalszy)
ui-finished-footer = Ruchy: { $moves } · dziękujemy za grę
ui-hand-title = { $game } · stół #{ $table } · twoja ręka
ui-hand-idle-below = ⏳ Na razie nic do zrobienia; patrz niżej.
ui-hand-idle-updates = ⏳ Na razie nic do zrobienia; ta wiadomość sama się odświeża.
ui-hand-live-until = *Ta prywatna kopia jest aktualna do { $until }; potem naciśnij ponownie **Moja ręka**.*
ui-hand-table = Stół
ui-hand-jump = [Przejdź do stołu]({ $url })
ui-hand-footer = Miejsce { $seat } · ruch { $move }
ui-broken = Ten element jest uszkodzony lub pochodzi ze starszej wiadomości; nic nie zmieniono. Naciśnij **Moja ręka** przy stole, aby dostać nowe przyciski.
ui-nothing-chosen = Nic nie wybrano.
ui-lobby-join = Dołącz
ui-lobby-leave = Opuść
ui-lobby-add-ai = Dodaj AI
ui-lobby-start = Rozpocznij
ui-lobby-cancel = Anuluj
ui-my-hand = Moja ręka
ui-confirm-leave = Tak, opuść grę
ui-confirm-kick = Tak, usuń
ui-confirm-cancel = Tak, zakończ
ui-ai-level-placeholder = Poziom AI…
ui-ai-level-easy = Łatwy
ui-ai-level-normal = Normalny
ui-ai-level-hard = Trudny
ui-ai-level-easy-about = Szybki, popełnia błędy
ui-ai-level-normal-about = Szuka do 0,5 s na ruch
ui-ai-level-hard-about = Szuka do 2 s na ruch
ui-choose = Wybierz…
