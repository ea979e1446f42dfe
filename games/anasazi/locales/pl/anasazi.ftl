# Anasazi po polsku. Obóz (camp), znacznik (expedition marker), wieża, kostka (treasure cube),
# płaskowyż (mesa), punkt startowy (post), odkrywca (explorer), tor (track), cel (objective).
# Imiona graczy stoją w mianowniku albo po „gracza/graczowi”, a czasowniki w czasie teraźniejszym,
# żeby nie zależały od rodzaju gracza.

anasazi-title = Anasazi

## Kolory, kostki, koniec gry przez czwartą wieżę

anasazi-colour-red = czerwony
anasazi-colour-blue = niebieski
anasazi-colour-white = biały
anasazi-colour-yellow = żółty
anasazi-letter-red = C
anasazi-letter-blue = N
anasazi-letter-white = B
anasazi-letter-yellow = Ż
anasazi-cube-red = 🟥 czerwona kostka
anasazi-cube-blue = 🟦 niebieska kostka
anasazi-cube-white = ⬜ biała kostka
anasazi-cube-yellow = 🟨 żółta kostka
anasazi-cube-acc-red = 🟥 czerwoną kostkę
anasazi-cube-acc-blue = 🟦 niebieską kostkę
anasazi-cube-acc-white = ⬜ białą kostkę
anasazi-cube-acc-yellow = 🟨 żółtą kostkę
anasazi-end-fourth-red = czwarta czerwona wieża trafiła na tor
anasazi-end-fourth-blue = czwarta niebieska wieża trafiła na tor
anasazi-end-fourth-white = czwarta biała wieża trafiła na tor
anasazi-end-fourth-yellow = czwarta żółta wieża trafiła na tor
anasazi-end-no-one-can-act = żaden gracz nie może wykonać akcji
anasazi-end-last-marker = położono { $n }. znacznik

## Zasady (/game rules)

anasazi-rules-intro = **Anasazi** — prowadź ekspedycje przez doliny do pueblo na płaskowyżach.
anasazi-rules-board =
    Plansza to siatka punktów (rzędy A–M, kolumny 1–25) z { $mesas } płaskowyżami. Pueblo na płaskowyżach kryją kostki skarbów (czerwone, niebieskie, białe, żółte) oraz wieże, których kolor jest ukryty od spodu. Sześć ekspedycji wyrusza z punktów startowych ①–⑥ na brzegu; znacznik to jedna krawędź siatki.
anasazi-rules-setup = **Przygotowanie** — po kolei każdy gracz stawia obóz, przez dwie rundy (te obozy nie dają podglądu). Każdy dostaje tajny kolor celu, a potem w tajemnicy podgląda trzy różne wieże; wszyscy robią to jednocześnie.
anasazi-rules-turn =
    W swojej turze wykonujesz **dwie akcje**, w dowolnym połączeniu:
    • **Obóz** — postaw jeden ze swoich { $camps } obozów na wolnym punkcie w dolinie, a potem w tajemnicy podejrzyj dowolną wieżę. Znacznikiem możesz go przykryć dopiero od następnej tury, nie w turze, w której go postawisz.
    • **Znacznik** — przedłuż dowolną ekspedycję (albo rozpocznij nową z nieużywanego punktu startowego) o jedną krawędź. Ścieżki mogą się przecinać w punkcie, ale nigdy nie mogą mieć wspólnej krawędzi. Każdy sektor pueblo przy tej krawędzi zostaje opróżniony: kostki bierzesz ty, wieże są odkrywane i trafiają na tor swojego koloru. Dzielone pueblo oddaje obie połowy tylko znacznikowi leżącemu na jego linii podziału. Znacznik kończący się na twoim obozie przykrywa go: za pierwszym razem zabierasz jedną kostkę innemu graczowi. Znacznik nigdy nie kończy się na obozie innego gracza, punkcie startowym ani odkrywcy. Pierwszy znacznik na płaskowyżu pozwala podejrzeć wieżę, która wciąż na nim stoi.
anasazi-rules-end =
    Gra kończy się natychmiast wraz z { $markers }. znacznikiem albo gdy czwarta wieża jednego koloru trafi na tor. Kostka jest warta tyle, ile pustych pól ma tor jej koloru (1–5), podwójnie w twoim tajnym kolorze celu; premiową kostkę każdego koloru dostaje gracz, który jako jedyny ma najwięcej kostek tego koloru. Wygrywa najwięcej punktów; przy remisie decyduje liczba kostek.
anasazi-proposal-board = - Własna, stała plansza: trójkątna siatka { $points } punktów i { $edges } krawędzi, płaskowyże ({ $mesas }), pueblo ({ $pueblos }: 16 dzielonych, 28 pojedynczych), wieże T1–T16, punkty startowe ①–⑥ w rogach, miejsca na obozy ({ $sites }; żadnego na Wielkim Płaskowyżu, punkcie startowym ani obok niego).
anasazi-proposal-looks = - Podglądy w przygotowaniu wszyscy wykonują naraz; „Pomiń” rezygnuje z reszty.
anasazi-proposal-pass = - Gracz bez dozwolonej akcji pasuje turę; gdy wszyscy spasują po kolei, gra się kończy.
anasazi-proposal-steal = - Przykryty obóz daje jedną kradzież, nawet gdy nikt nie miał wtedy kostki; można zrezygnować.
anasazi-proposal-camp-look = - Obóz daje podgląd po postawieniu; podgląd za pierwsze wejście jest po kradzieży i przepada, gdy gra się kończy albo znacznik zabrał ostatnią wieżę płaskowyżu.
anasazi-proposal-objectives = - Kolory celów nigdy nie są jawne, nawet w wyniku końcowym.
anasazi-proposal-ai = - AI ocenia znacznik jako zysk plus { $share } × najlepszy następny ruch tej ekspedycji.

## Odrzucone akcje

anasazi-illegal-game-over = Gra się skończyła.
anasazi-illegal-looks-done = Twoje podglądy w przygotowaniu są już zakończone; pozostali jeszcze patrzą.
anasazi-illegal-not-your-turn = Teraz ruch gracza { $player }, nie twój.
anasazi-illegal-looked-already = Znasz już { $tower }; w przygotowaniu podglądasz trzy różne wieże.
anasazi-illegal-tower-gone = { $tower } nie stoi już na planszy.
anasazi-illegal-choose-look = Teraz wybierz wieżę do podglądu albo pomiń.
anasazi-illegal-finish-choice = Najpierw dokończ rozpoczęty wybór (albo się cofnij).
anasazi-illegal-no-camp-left = Nie masz już obozu do postawienia.
anasazi-illegal-no-camp-now = Teraz nie możesz postawić obozu.
anasazi-illegal-row-only-camp = Rząd wybierasz tylko przy stawianiu obozu.
anasazi-illegal-row-full = W rzędzie { $row } nie ma wolnego miejsca na obóz.
anasazi-illegal-site-after-row = Miejsce na obóz wybierz dopiero po wybraniu rzędu.
anasazi-illegal-no-point = Nie ma takiego punktu.
anasazi-illegal-not-site = { $point } nie jest miejscem na obóz (Wielki Płaskowyż, punkty startowe i ich sąsiedzi nim nie są).
anasazi-illegal-camp-there = Na { $point } stoi już obóz.
anasazi-illegal-marker-covers = Na { $point } leży już znacznik.
anasazi-illegal-not-in-row = { $point } nie leży w wybranym rzędzie.
anasazi-illegal-cannot-build = Nie możesz budować na { $point }.
anasazi-illegal-no-marker-left = Nie został żaden znacznik ekspedycji.
anasazi-illegal-expedition-blocked = Ekspedycja { $expedition } nie ma teraz dla ciebie dozwolonego znacznika.
anasazi-illegal-choose-expedition = Najpierw wybierz ekspedycję.
anasazi-illegal-no-steal = Teraz nie ma obozu do przykrycia ani kradzieży.
anasazi-illegal-no-such-cube = { $player } nie ma kostki tego koloru.
anasazi-illegal-no-look = Teraz nie ma podglądu do wykonania.
anasazi-illegal-tower-not-allowed = Tej wieży nie możesz teraz podejrzeć.
anasazi-illegal-nothing-back = Nie ma się z czego cofnąć.
anasazi-illegal-not-possible = Teraz to niemożliwe.
anasazi-illegal-no-direction = Nie ma takiego kierunku.
anasazi-illegal-off-edge = Znacznik nie może wystawać poza brzeg obszaru gry.
anasazi-illegal-edge-used = Tam leży już znacznik: ścieżki mogą się krzyżować w punkcie, ale nigdy nie dzielą krawędzi.
anasazi-illegal-post = { $point } to punkt startowy: żaden znacznik nie może się na nim kończyć.
anasazi-illegal-built-this-turn = Obóz na { $point } stanął w tej turze; przykryć go możesz od swojej następnej tury.
anasazi-illegal-other-camp = { $point } to obóz gracza { $player }: żaden znacznik nie może się kończyć na obozie innego gracza.
anasazi-illegal-explorer = Na { $point } stoi już odkrywca.
anasazi-illegal-marker-not-possible = Nie można położyć tego znacznika.

## Wydarzenia w wątku

anasazi-event-camp = ⛺ { $player } stawia obóz na { $point }.
anasazi-event-setup-looks =
    { $n ->
        [one] 👁 Teraz wszyscy w tajemnicy podglądają { $n } wieżę.
        [few] 👁 Teraz wszyscy w tajemnicy podglądają { $n } wieże.
        [many] 👁 Teraz wszyscy w tajemnicy podglądają { $n } wież.
       *[other] 👁 Teraz wszyscy w tajemnicy podglądają { $n } wieży.
    }
anasazi-event-looked = 👁 { $player } podgląda { $tower } ({ $mesa }).
anasazi-event-looked-private = 👁 { $tower } na { $mesa } ma kolor { $emoji } { $colour }.
anasazi-event-set-out = ▶️ Ekspedycje wyruszają. Zaczyna { $player }.
anasazi-event-game-ends = 🏁 Koniec gry: { $reason }.
anasazi-event-no-action = ⏭️ { $player } nie ma dozwolonej akcji i pasuje.
anasazi-event-no-second-action = ⏭️ { $player } nie ma drugiej akcji i pasuje.
anasazi-event-marker = 🧭 { $player } prowadzi ekspedycję { $expedition } do { $point }.
anasazi-event-marker-gains = 🧭 { $player } prowadzi ekspedycję { $expedition } do { $point }: { $gains }.
anasazi-gain-tower = 🗼 { $tower }, kolor: { $emoji } { $colour } (każda kostka { $emoji } jest teraz warta { $value })
anasazi-event-first-mesa = ⛰ Pierwsze wejście na { $mesa ->
        [GM] wielki płaskowyż
       *[other] płaskowyż { $mesa }
    }: { $player }.
anasazi-event-cover-nobody = ⛺ { $player } przykrywa swój obóz na { $point }; nikt nie ma kostki.
anasazi-event-cover-nothing = ⛺ { $player } przykrywa swój obóz na { $point } i nic nie bierze.
anasazi-event-cover-steal = ⛺ { $player } przykrywa swój obóz na { $point } i zabiera { $cube } graczowi { $victim }.

## Stół

anasazi-table-title = 🏜 **Anasazi**
anasazi-markers-left = w zapasie { $left } z { $total } znaczników
anasazi-hidden-towers =
    { $n ->
        [one] { $n } zakryta wieża na planszy
        [few] { $n } zakryte wieże na planszy
        [many] { $n } zakrytych wież na planszy
       *[other] { $n } zakrytej wieży na planszy
    }
anasazi-wait-action = wybór akcji
anasazi-wait-camp-row = wybór rzędu na obóz
anasazi-wait-camp-node = wybór miejsca na obóz
anasazi-wait-look = podgląd wieży
anasazi-wait-direction = wybór kierunku znacznika
anasazi-wait-steal = decyzja o kradzieży
anasazi-wait-look-mesa = podgląd wieży na płaskowyżu
anasazi-wait-play = ruch
anasazi-status-over = 🏁 Koniec gry: { $reason }.
anasazi-status-setup-camps = ⏳ Przygotowanie: { $player } stawia obóz startowy ({ $done }/{ $total }).
anasazi-status-setup-looks = ⏳ Przygotowanie: tajny podgląd wież — czekamy na: { $players }.
anasazi-status-turn = ⏳ Ruch: { $player } — { $what } (akcja { $action } z { $total }).
anasazi-track = { $emoji } { $colour } { $value } ({ $towers }🗼)
anasazi-cube-values = Wartość kostek: { $values }
anasazi-no-cubes = brak kostek
anasazi-none = brak
anasazi-camps-left =
    { $n ->
        [one] ⛺ został { $n } obóz
        [few] ⛺ zostały { $n } obozy
        [many] ⛺ zostało { $n } obozów
       *[other] ⛺ zostało { $n } obozu
    }
anasazi-looked-at = 👁 podejrzane: { $towers }

## Ręka

anasazi-watching = Oglądasz grę.
anasazi-hand-goal = 🎯 Cel: zdobyć najwięcej punktów za zebrane kostki skarbów (przy remisie wygrywa ten, kto ma więcej kostek).
anasazi-hand-objective = { $dot } Twój cel: **{ $emoji } { $colour }** (te kostki liczą się podwójnie).
anasazi-hand-known = 👁 Znane ci wieże: { $towers }
anasazi-hand-known-none = 👁 Nie znasz jeszcze żadnej zakrytej wieży.
anasazi-hand-cubes = Twoje kostki: { $cubes }
anasazi-hand-score = ⭐ Twój wynik, gdyby gra skończyła się teraz: **{ $points }**.
anasazi-prompt-looks =
    { $left ->
        [one] Wybierz wieżę do podglądu (to twój ostatni podgląd) albo go pomiń.
       *[other] Wybierz wieżę do podglądu (zostało: { $left }) albo pomiń od razu wszystkie pozostałe.
    }
anasazi-prompt-looks-waiting = Czekamy na podglądy pozostałych graczy.
anasazi-prompt-waiting-for = Czekamy na: { $player }.
anasazi-prompt-action = Twoja tura, akcja { $action } z { $total }: postaw obóz albo połóż znacznik.
anasazi-prompt-camp-row = W którym rzędzie stawiasz obóz?
anasazi-prompt-camp-node = Który punkt w rzędzie { $row }?
anasazi-prompt-look-camp = Twój obóz na { $point } stoi: podejrzyj dowolną wieżę na planszy albo pomiń.
anasazi-prompt-look = Podejrzyj dowolną wieżę na planszy albo pomiń.
anasazi-prompt-direction = Dokąd idzie ekspedycja { $expedition } z { $point }?
anasazi-prompt-steal = Twój obóz na { $point } jest przykryty: zabierz kostkę innemu graczowi albo nic nie bierz.
anasazi-prompt-look-mesa = Pierwsze wejście na { $mesa ->
        [GM] wielki płaskowyż
       *[other] płaskowyż { $mesa }
    }: podejrzyj stojącą na nim wieżę albo pomiń.

## Przyciski i menu

anasazi-button-camp = 🏕 Obóz (zostało { $left })
anasazi-button-row =
    { $sites ->
        [one] { $row }: { $sites } miejsce
        [few] { $row }: { $sites } miejsca
        [many] { $row }: { $sites } miejsc
       *[other] { $row }: { $sites } miejsca
    }
anasazi-button-start = { $post } start
anasazi-button-steal = { $cube } od { $player } ({ $held })
anasazi-button-look = Podejrzyj wieżę { $tower }
anasazi-button-skip = Pomiń
anasazi-button-skip-looks =
    { $left ->
        [one] Pomiń ostatni podgląd
        [2] Pomiń oba podglądy
        [few] Pomiń wszystkie { $left } podglądy
        [many] Pomiń wszystkie { $left } podglądów
       *[other] Pomiń wszystkie pozostałe ({ $left })
    }
anasazi-button-take-nothing = Nic nie biorę
anasazi-button-back = Wstecz
anasazi-you-know = znasz: { $colour }
anasazi-tower-numbered = Wieża { $n }
anasazi-tower-where = { $mesa ->
        [GM] na wielkim płaskowyżu pośrodku
       *[other] rzędy { $rows }
    }
anasazi-look-placeholder = Podejrzyj wieżę…

## Wynik końcowy

anasazi-score-line =
    { $player }: { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }, { $cubes ->
        [one] { $cubes } kostka
        [few] { $cubes } kostki
        [many] { $cubes } kostek
       *[other] { $cubes } kostki
    } ({ $detail })
anasazi-score-line-bonus =
    { $player }: { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }, { $cubes ->
        [one] { $cubes } kostka
        [few] { $cubes } kostki
        [many] { $cubes } kostek
       *[other] { $cubes } kostki
    } ({ $detail }; w tym premia { $bonus })

## Obrazki

anasazi-picture-bonus = Kostki premiowe
anasazi-picture-objective = Twój cel: { $colour } (liczy się podwójnie)
anasazi-player-n = Gracz { $n }
anasazi-mesa-short = { $mesa ->
        [GM] wielki płaskowyż
       *[other] { $mesa }
    }
