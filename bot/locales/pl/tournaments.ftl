# Turnieje (cogs/tournaments.py): /game tournament new|standings, ogłoszenie i jego przyciski.

tour-cmd-tournament = turniej
tour-cmd-tournament-about = Turnieje: system szwajcarski lub każdy z każdym, prowadzone przez bota
tour-cmd-new = nowy
tour-cmd-new-about = Otwórz turniej w tym kanale (rola gospodarza lub Zarządzanie serwerem)
tour-cmd-standings = tabela
tour-cmd-standings-about = Tabela turnieju (domyślnie najnowszego tutaj)
tour-option-format = format
tour-option-rounds = rundy
tour-option-seats = miejsca
tour-option-tournament = turniej
tour-new-game-about = Która gra
tour-new-format-about = swiss: co rundę pary według punktów; round-robin: każdy gra z każdym
tour-new-rounds-about = System szwajcarski: ile rund (każdy z każdym trwa, aż wszyscy się spotkają)
tour-new-pace-about = Czas każdego gracza przy stołach turnieju (pusty bank oznacza walkower)
tour-new-seats-about = Graczy przy stole (od 2 do 5, jak pozwala gra)
tour-standings-tournament-about = Numer turnieju
tour-format-swiss = system szwajcarski
tour-format-round-robin = każdy z każdym
tour-join = Dołącz
tour-leave = Wyjdź
tour-start = Start
tour-title = 🏆 **Turniej #{ $id }: { $game }**, { $format }, rundy: { $rounds } (system szwajcarski), tempo { $pace }, graczy przy stole: { $seats }
tour-organiser = Organizator: { $organiser }
tour-rules = Punkty: pierwszy przy stole 1, ostatni 0 (miejsca pomiędzy równo; remis dzieli). Kto odda stół walkowerem, jest przy nim ostatni. Wolny los (gdy graczy nie da się podzielić na stoły: najniżej sklasyfikowani bez wolnego losu) liczy się jako wygrana. Remisy: Buchholz (punkty rywali), potem wynik bezpośredni.
tour-signup = Zapisy otwarte: naciśnij **Dołącz**. Organizator zaczyna przyciskiem **Start** (od { $min } do { $max } graczy).
tour-players = Gracze ({ $count }): { $players }
tour-round-in-play = Trwa runda { $round }.
tour-standings-title = **Tabela po dotąd zakończonych partiach rundy { $round }**
tour-standings-line = { $place }. { $player }: punkty { $points } (Buchholz { $buchholz }, partie: { $games }{ $byes ->
        [0] {""}
       *[other] , wolne losy: { $byes }
    }){ $left ->
        [yes] , wycofany
       *[no] {""}
    }
tour-winner = 🥇 { $count ->
        [one] Zwycięzca: { $winners }
       *[other] Zwycięzcy: { $winners }
    }
tour-bad-options = Takiego turnieju nie da się rozegrać: wybierz grę, swiss lub round-robin i tempo z zegarem (pusty bank kończy każdą rundę). Nic nie zostało otwarte.
tour-bad-seats = W tej grze przy stole siedzi od { $low } do { $high } graczy. Nic nie zostało otwarte.
tour-none = Nie ma tu jeszcze turnieju. `/gra turniej nowy` otwiera nowy.
tour-join-already = Już jesteś w tym turnieju.
tour-join-started = Ten turniej już się zaczął (albo skończył): nie przyjmuje więcej graczy. Nic się nie zmieniło.
tour-join-full = Ten turniej jest pełny. Nic się nie zmieniło.
tour-join-gone = Ten turniej się skończył. Nic się nie zmieniło.
tour-leave-not-in = Nie jesteś w tym turnieju. Nic się nie zmieniło.
tour-left-running = Wycofałeś się z turnieju: przy twoich trwających stołach gra dalej AI i nie dostaniesz już par.
tour-start-organiser-only = Tylko organizator (lub administrator) może rozpocząć turniej.
tour-too-few = Zapisanych graczy: { $count }; turniej potrzebuje co najmniej { $min }. Nic się nie zmieniło.
tour-dm-round = 🏆 Turniej #{ $id }, runda { $round }: twój stół to #{ $table }, z: { $others }. { $link }
tour-dm-bye = 🏆 Turniej #{ $id }, runda { $round }: masz w tej rundzie wolny los (liczy się jako wygrana).
tour-round-begins = 🏆 Turniej #{ $id }: zaczyna się runda { $round } (stoły: { $tables }).
