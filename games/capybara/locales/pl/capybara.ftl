# Capybara Cookie Club: polski.

capybara-title = Capybara Cookie Club

## Zwierzęta i żetony

capybara-animal-anteater = Mrówkojad
capybara-animal-armadillo = Pancernik
capybara-animal-toucan = Tukan
capybara-animal-tapir = Tapir
capybara-animal-sloth = Leniwiec
capybara-animal-capuchin = Kapucynka
capybara-animal-turtle = Żółw oliwkowy
capybara-animal-capybara = Kapibara
capybara-animal-anteater-cap = Mrówkojad
capybara-animal-armadillo-cap = Pancernik
capybara-animal-toucan-cap = Tukan
capybara-animal-tapir-cap = Tapir
capybara-animal-sloth-cap = Leniwiec
capybara-animal-capuchin-cap = Kapucynka
capybara-animal-turtle-cap = Żółw oliwkowy
capybara-animal-capybara-cap = Kapibara
capybara-token-cookies = Ciasteczka
capybara-token-cookie = Ciasteczka
capybara-card = { $animal } { $value }
capybara-nothing = nic
capybara-no-cards = brak kart

## Odmowy

capybara-illegal-over = Gra się skończyła.
capybara-illegal-not-yours = To nie twoja decyzja: czekamy na gracza { $player }.
capybara-illegal-not-held = Nie masz karty { $card }.
capybara-illegal-no-such-card = Nie masz takiej karty.
capybara-illegal-capybara = Kapibary nigdy nie można zagrać na stos.
capybara-illegal-two-piles = Są tylko dwa stosy.
capybara-illegal-wrong-pile = Karta { $card } nie pasuje na { $pile ->
        [0] lewy
       *[other] prawy
    } stos: potrzeba tam { $needed }.
capybara-illegal-nothing-to-draw = Nie ma już czego dobrać.
capybara-illegal-target = Mrówkojad musi odwiedzić innego gracza, który ma co najmniej 2 ciasteczka.
capybara-illegal-pass-first = Najpierw musisz zagrać kartę albo dobrać; spasować możesz dopiero po dobraniu.
capybara-illegal-now-turn = Teraz musisz zagrać kartę albo dobrać.
capybara-illegal-now-play-or-pass = Teraz musisz zagrać kartę albo spasować.
capybara-illegal-now-extra-play = Teraz musisz zagrać kolejną kartę (pancernik).
capybara-illegal-now-pass-card = Teraz musisz wybrać kartę, którą przekaże twój tapir.
capybara-illegal-now-discard = Teraz musisz wybrać kartę, którą odrzuci twój żółw oliwkowy.
capybara-illegal-now-target = Teraz musisz wybrać, kogo odwiedzi mrówkojad.
capybara-illegal-now-teapot-tapir = Teraz musisz odmówić przyjęcia przekazanej karty czajniczkiem albo ją przyjąć.
capybara-illegal-now-teapot-anteater = Teraz musisz odprawić mrówkojada czajniczkiem albo go przyjąć.

## Zdarzenia

capybara-passes = { $player } pasuje.
capybara-rebuilt = Stos dobierania się wyczerpał: { $count ->
        [one] { $count } karta została przetasowana
        [few] { $count } karty zostały przetasowane
        [many] { $count } kart zostało przetasowanych
       *[other] { $count } karty zostało przetasowanych
    } w nowy stos.
capybara-no-card-to-draw = Nie ma już karty do dobrania.
capybara-draws = { $player } dobiera kartę.
capybara-you-drew = Dobierasz kartę { $card }.
capybara-reveal-token = Żeton Ciasteczka: { $player } odkrywa kartę { $card } i zdobywa { $cookies ->
        [one] { $cookies } ciasteczko
        [few] { $cookies } ciasteczka
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    }.
capybara-reveal-token-none = Żeton Ciasteczka: nie ma już karty do odkrycia.
capybara-reveal-round = Koniec rundy: { $player } odkrywa kartę { $card } i zdobywa { $cookies ->
        [one] { $cookies } ciasteczko
        [few] { $cookies } ciasteczka
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    }.
capybara-reveal-round-none = Koniec rundy: nie ma już karty do odkrycia.
capybara-played = { $player } zagrywa kartę { $card } na { $pile ->
        [0] lewy
       *[other] prawy
    } stos.
capybara-last-card-played = To była ostatnia karta gracza { $player }: jej efekt przepada.
capybara-anteater-no-one = Mrówkojad nie znajduje nikogo z co najmniej 2 ciasteczkami: brak efektu.
capybara-takes-teapot = 🫖 { $player } bierze czajniczek.
capybara-figure-moves = Kapibara przesuwa się o { $steps ->
        [one] { $steps } żeton
        [few] { $steps } żetony
        [many] { $steps } żetonów
       *[other] { $steps } żetonu
    } zgodnie z ruchem wskazówek zegara na żeton { $token }.
capybara-last-card-passed = To była ostatnia karta gracza { $player }.
capybara-tapir-to-teapot = 🐗 Tapir: { $player } przekazuje zakrytą kartę graczowi { $target }, który ma czajniczek.
capybara-tapir-passes = 🐗 Tapir: { $player } przekazuje zakrytą kartę graczowi { $target }.
capybara-you-pass = Przekazujesz kartę { $card } graczowi { $target }.
capybara-tapir-comes-back = 🐗 Karta tapira wraca do gracza { $player }.
capybara-your-card-back = Twoja karta { $card } wraca do ciebie.
capybara-your-card-ends = Twoja karta { $card } trafia do gracza { $target }.
capybara-you-receive = Otrzymujesz kartę { $card } od gracza { $player }.
capybara-teapot-refuses-card = 🫖 { $player } odmawia przyjęcia karty czajniczkiem, który wraca na środek; karta niewidziana wędruje dalej do gracza { $target }.
capybara-teapot-accepts-card = { $player } zatrzymuje czajniczek i przyjmuje kartę.
capybara-turtle-discards = 🐢 Żółw oliwkowy: { $player } odrzuca kartę { $card }.
capybara-anteater-sent = 🐜 { $player } wysyła mrówkojada do gracza { $target }.
capybara-anteater-takes = 🐜 Mrówkojad zabiera 1 ciasteczko graczowi { $player }.
capybara-teapot-refuses-anteater = 🫖 { $player } odprawia mrówkojada; czajniczek wraca na środek.
capybara-anteater-paid = 🐜 Mrówkojad: { $player } zatrzymuje czajniczek i oddaje 1 ciasteczko do ogólnej puli.
capybara-stuck-passes = { $player } nie może ani zagrać, ani dobrać i pasuje.
capybara-round-stuck = Nikt nie może zagrać ani dobrać: runda kończy się bez zwycięzcy.
capybara-teapot-back-ender = 🫖 { $player } kończy rundę: czajniczek wraca na środek.
capybara-shows-pays = { $player } pokazuje: { $cards }; płaci { $paid ->
        [one] { $paid } ciasteczko
        [few] { $paid } ciasteczka
        [many] { $paid } ciasteczek
       *[other] { $paid } ciasteczka
    }.
capybara-shows-pays-short = { $player } pokazuje: { $cards }; płaci { $paid ->
        [one] { $paid } ciasteczko
        [few] { $paid } ciasteczka
        [many] { $paid } ciasteczek
       *[other] { $paid } ciasteczka
    } (z { $due } należnych: wszystko, co ma).
capybara-game-ends = Ktoś nie ma już ciasteczek: gra się kończy. { $winners } { $count ->
        [one] wygrywa
       *[other] dzielą się zwycięstwem
    } z wynikiem { $cookies ->
        [one] { $cookies } ciasteczka
        [few] { $cookies } ciasteczek
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    }.
capybara-round-begins = Zaczyna się runda { $round }: { $player } ma najmniej ciasteczek i rozpoczyna.
capybara-round-begins-drawn = Zaczyna się runda { $round }: spośród graczy z najmniejszą liczbą ciasteczek los wybiera gracza { $player }, który rozpoczyna.

## Na kogo czeka stół

capybara-over = 🏆 Koniec gry: { $winners } { $count ->
        [one] wygrywa
       *[other] dzielą się zwycięstwem
    }!
capybara-wait-turn = ▶️ Tura gracza { $player }: zagrywa kartę albo dobiera.
capybara-wait-play-or-pass = ▶️ Po dobraniu { $player } może zagrać kartę albo spasować.
capybara-wait-extra-play = 🦔 { $player } musi zagrać kolejną kartę (pancernik).
capybara-wait-pass-card = 🐗 { $player } wybiera kartę, którą tapir przekaże w lewo.
capybara-wait-discard = 🐢 { $player } wybiera kartę do odrzucenia (żółw oliwkowy).
capybara-wait-target = 🐜 { $player } wybiera, kogo odwiedzi mrówkojad.
capybara-wait-teapot-tapir = 🫖 { $holder } ma czajniczek: odmówi przyjęcia karty od gracza { $passer } czy ją przyjmie?
capybara-wait-teapot-anteater = 🫖 { $holder } ma czajniczek: odprawi mrówkojada czy odda 1 ciasteczko?

## Stół

capybara-circle-here = **[🦫 stoi na: { $token }]**
capybara-table-round = **Runda { $round }**
capybara-table-draw = 🂠 stos dobierania **{ $count ->
        [one] { $count } karta
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    }**
capybara-table-discard = 🗑️ odrzucone **{ $count }** (na wierzchu: { $top })
capybara-table-discard-empty = 🗑️ odrzuconych brak
capybara-table-piles = **Stosy:** lewy { $left } ({ $left_count ->
        [one] { $left_count } karta
        [few] { $left_count } karty
        [many] { $left_count } kart
       *[other] { $left_count } karty
    }) · prawy { $right } ({ $right_count ->
        [one] { $right_count } karta
        [few] { $right_count } karty
        [many] { $right_count } kart
       *[other] { $right_count } karty
    })
capybara-table-equal = ✨ równe wierzchy: pasuje każda karta 1–5
capybara-table-circle = **Krąg** (zgodnie z ruchem wskazówek zegara; 🦫 to figurka kapibary): { $circle }
capybara-table-teapot-middle = 🫖 Czajniczek: na środku
capybara-table-teapot-with = 🫖 Czajniczek: przed graczem { $player }
capybara-table-transit = 🐗 Zakryta karta tapira od gracza { $passer } czeka na gracza { $holder }.
capybara-table-player = { $mark } { $player } · 🍪 **{ $cookies ->
        [one] { $cookies } ciasteczko
        [few] { $cookies } ciasteczka
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    }** · 🃏 { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
        [many] { $cards } kart
       *[other] { $cards } karty
    }
capybara-table-teapot-mark = 🫖 czajniczek
capybara-field-players = Gracze
capybara-field-scoring = Punktacja rundy { $round }
capybara-scoring-no-winner = Nikt nie mógł zagrać ani dobrać: brak zwycięzcy.
capybara-scoring-went-out = 🎉 { $player } pozbywa się wszystkich kart
capybara-scoring-went-out-revealed = 🎉 { $player } pozbywa się wszystkich kart: odkrywa kartę { $card } → +{ $cookies ->
        [one] { $cookies } ciasteczko
        [few] { $cookies } ciasteczka
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    }
capybara-scoring-paid = { $player }: { $cards } → −{ $paid ->
        [one] { $paid } ciasteczko
        [few] { $paid } ciasteczka
        [many] { $paid } ciasteczek
       *[other] { $paid } ciasteczka
    }
capybara-scoring-paid-short = { $player }: { $cards } → −{ $paid ->
        [one] { $paid } ciasteczko
        [few] { $paid } ciasteczka
        [many] { $paid } ciasteczek
       *[other] { $paid } ciasteczka
    } (należność { $due }: oddaje wszystko)

## Ręka

capybara-hand-head = **Twoja ręka** ({ $count ->
        [one] { $count } karta
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    } · kosztowałaby cię teraz { $cost ->
        [one] { $cost } ciasteczko
        [few] { $cost } ciasteczka
        [many] { $cost } ciasteczek
       *[other] { $cost } ciasteczka
    })
capybara-hand-group = { $emoji } **{ $animal }**: { $values }
capybara-hand-empty = (pusta)
capybara-hand-piles = Stosy: lewy { $left } · prawy { $right } · 🍪 masz { $cookies ->
        [one] { $cookies } ciasteczko
        [few] { $cookies } ciasteczka
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    }
capybara-hand-known = 🐗 { $holder } wciąż ma kartę { $card } przekazaną przez ciebie tapirem.
capybara-hand-known-copies = 🐗 { $holder } wciąż ma { $copies } × { $card } przekazane przez ciebie tapirem.
capybara-hand-transit = 🐗 Twoja karta { $card } (tapir) czeka na decyzję gracza { $holder } z czajniczkiem.
capybara-hand-goal = 🎯 Cel: mieć najwięcej 🍪 ciasteczek na koniec gry. Pozbądź się kart przed innymi: pozostali płacą za karty, które jeszcze trzymają.
capybara-prompt-turn = Twoja tura: zagraj kartę o dokładnie jeden wyższą od wierzchniej karty stosu (po 5 jest 1) albo dobierz.
capybara-prompt-turn-equal = Twoja tura: na obu wierzchach jest { $value }, więc na każdy z nich może pójść dowolna karta 1–5 (nigdy 🦫 kapibara); albo dobierz.
capybara-prompt-play-or-pass = Po dobraniu: zagraj kartę albo spasuj.
capybara-prompt-drew-nothing-fits = Po dobraniu żadna twoja karta nie pasuje na stos: spasuj.
capybara-prompt-extra-play = Pancernik: musisz zagrać kolejną kartę.
capybara-prompt-pass-card = Tapir: wybierz kartę, którą zakrytą przekażesz w lewo.
capybara-prompt-discard = Żółw oliwkowy: wybierz kartę, którą odkrytą odrzucisz.
capybara-prompt-target = Mrówkojad: wybierz, kto odda 1 ciasteczko.
capybara-prompt-teapot-tapir = { $passer } przekazuje ci zakrytą kartę. Odmówisz jej przyjęcia czajniczkiem (karta wędruje dalej w lewo, a czajniczek wraca na środek) czy ją przyjmiesz?
capybara-prompt-teapot-anteater = Mrówkojad chce 1 ciasteczko. Odprawisz go czajniczkiem (czajniczek wraca na środek) czy zapłacisz?

## Przyciski i menu

capybara-button-play = { $card } → { $pile ->
        [0] lewy
       *[other] prawy
    }
capybara-button-pass-card = Przekaż kartę { $card }
capybara-button-discard = Odrzuć kartę { $card }
capybara-button-draw = Dobierz
capybara-button-pass = Pasuj
capybara-button-target = { $player } ({ $cookies ->
        [one] { $cookies } ciasteczko
        [few] { $cookies } ciasteczka
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    })
capybara-button-refuse = Odmów czajniczkiem
capybara-button-accept-card = Przyjmij kartę
capybara-button-pay = Zapłać 1 ciasteczko
capybara-select-play = Zagraj kartę…
capybara-select-pass = Karta do przekazania…
capybara-select-discard = Karta do odrzucenia…

## Wynik końcowy

capybara-breakdown-total = { $player }: { $cookies ->
        [one] { $cookies } ciasteczko
        [few] { $cookies } ciasteczka
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    }
capybara-breakdown-start = { $player }: **{ $cookies ->
        [one] { $cookies } ciasteczko
        [few] { $cookies } ciasteczka
        [many] { $cookies } ciasteczek
       *[other] { $cookies } ciasteczka
    }** = { $start } na start
capybara-breakdown-ended = + { $gain } za zakończenie { $rounds ->
        [one] { $rounds } rundy
        [few] { $rounds } rund
        [many] { $rounds } rund
       *[other] { $rounds } rundy
    }
capybara-breakdown-token = + { $gain } z żetonu Ciasteczka
capybara-breakdown-anteater = − { $lost } dla mrówkojadów
capybara-breakdown-hand = − { $paid } za karty na ręce
capybara-breakdown-last = · ostatnia runda { $cards }: −{ $paid }
capybara-breakdown-last-short = · ostatnia runda { $cards }: −{ $paid } z { $due } należnych, wszystko, co było

## Obrazek

capybara-pic-round = Runda { $round }
capybara-pic-over = Koniec gry: { $winners } { $count ->
        [one] wygrywa
       *[other] dzielą się zwycięstwem
    }!
capybara-pic-turn = Tura gracza { $player }: zagranie lub dobranie
capybara-pic-play-or-pass = { $player } po dobraniu: zagranie lub pas
capybara-pic-extra-play = { $player } zagrywa ponownie (pancernik)
capybara-pic-pass-card = { $player } wybiera kartę do przekazania (tapir)
capybara-pic-discard-card = { $player } wybiera kartę do odrzucenia (żółw oliwkowy)
capybara-pic-target = { $player } wybiera, kogo odwiedzi mrówkojad
capybara-pic-teapot-tapir = { $player }: odmówić karty tapira czajniczkiem?
capybara-pic-teapot-anteater = { $player }: odprawić mrówkojada czajniczkiem?
capybara-pic-pile = { $pile ->
        [0] lewy stos
       *[other] prawy stos
    } · { $count }
capybara-pic-equal = równe wierzchy: każda karta 1–5 pasuje na oba stosy
capybara-pic-draw-pile = stos dobierania
capybara-pic-discard = odrzucone · { $count }
capybara-pic-circle = Krąg, zgodnie z ruchem wskazówek zegara:
capybara-pic-teapot = czajniczek
capybara-pic-teapot-with = czajniczek ma
# Nazwy na obrazku: jeden fragment w wierszu, każdy wiersz to możliwe miejsce podziału; fragment
# zakończony "-" łączy się z następnym bez spacji. Krótkie nazwy zostają w jednym wierszu.
capybara-pic-name-anteater =
    Mrówko-
    jad
capybara-pic-name-armadillo =
    Pancer-
    nik
capybara-pic-name-toucan = Tukan
capybara-pic-name-tapir = Tapir
capybara-pic-name-sloth = Leniwiec
capybara-pic-name-capuchin =
    Kapucyn-
    ka
capybara-pic-name-turtle =
    Żółw
    oliwkowy
capybara-pic-name-capybara = Kapibara
capybara-pic-name-cookies =
    Ciastecz-
    ka
capybara-pic-cookies = ciasteczka
capybara-pic-cards = karty
capybara-pic-scoring = punktacja

## Zasady i propozycje (/game rules)

capybara-rules-intro = **Capybara Cookie Club** — pozbądź się kart, zatrzymaj ciasteczka. Każdy zaczyna z 25 🍪 ciasteczkami i 7 kartami.
capybara-rules-turn = **Twoja tura:** zagraj jedną kartę na jeden z dwóch odkrytych stosów; musi być dokładnie o jeden wyższa od wierzchniej karty tego stosu (po 5 jest 1). Jeśli na obu wierzchach jest ta sama wartość, na każdy z nich może pójść dowolna karta 1–5. Albo dobierz kartę, a potem zagraj jedną lub spasuj. 🦫 Kapibary (7) nigdy nie można zagrać. Po dobraniu zawsze decydujesz sam, nawet gdy zostaje tylko pas, więc nikt się nie dowie, czy któraś twoja karta pasowała.
capybara-rules-effects = **Każda zagrana karta uruchamia swoje zwierzę:** 🦔 pancernik: od razu zagraj kolejną kartę (albo dobierz, jeśli nie możesz) · 🐗 tapir: przekaż zakrytą kartę graczowi po lewej · 🐢 żółw oliwkowy: dobierz kartę, potem odrzuć odkrytą dowolną kartę · 🐜 mrówkojad: inny gracz oddaje 1 🍪 ciasteczko (nigdy ostatnie) · 🦥 leniwiec: weź 🫖 czajniczek · 🐒 kapucynka / 🐦 tukan: przesuń kapibarę o 1 / 2 żetony zgodnie z ruchem wskazówek zegara wokół kręgu i uruchom ten żeton (żeton 🐜 mrówkojada trafia wszystkich pozostałych graczy; żeton 🍪 ciasteczek: odkryj wierzchnią kartę i zdobądź jej wartość).
capybara-rules-teapot = **Czajniczek:** jego posiadacz może odmówić przyjęcia karty tapira (wędruje niewidziana dalej w lewo) albo odprawić mrówkojada — wtedy czajniczek wraca na środek. Nieużyty zostaje u posiadacza z rundy na rundę, dopóki czyjś leniwiec go nie zabierze.
capybara-rules-round-end = **Koniec rundy:** kto pierwszy zagra lub przekaże swoją ostatnią kartę (jej efekt przepada), odkrywa wierzchnią kartę, zdobywa jej wartość i odstawia czajniczek na środek, jeśli stoi przed nim. Pozostali płacą za najwyższą kartę każdego zwierzęcia na ręce (wszystkie kapibary liczą się jako jedna 7) albo oddają wszystko, co mają. Gracz z najmniejszą liczbą ciasteczek zaczyna następną rundę. Gdy ktoś zostanie bez ciasteczek, gra się kończy: wygrywa najwięcej ciasteczek, remis dzieli zwycięstwo.
capybara-proposal-deck = - 77 kart = 7 zwierząt × wartości 1–5 × **2 egzemplarze** (70) + **7 kapibar** (wartość 7). Instrukcja podaje tylko sumę.
capybara-proposal-supply = - Zapas ciasteczek jest nieograniczony i zawsze wydaje resztę; liczymy sumę każdego gracza.
capybara-proposal-capybara-top = - Kapibara odkryta jako początkowy wierzch stosu zostaje wtasowana z powrotem i odkrywa się inną kartę.
capybara-proposal-stuck = - Jeśli przez pełne okrążenie nie można nic dobrać i nikt nie może zagrać, runda kończy się bez zwycięzcy: nikt nie odkrywa karty i wszyscy płacą za swoje ręce.
capybara-proposal-tapir-last = - Przekazanie ostatniej karty tapirem od razu kończy rundę: karta zostaje u sąsiada z lewej, który nie może jej odmówić czajniczkiem.
capybara-proposal-first-player = - Gracza rozpoczynającego pierwszą rundę wybiera się losowo.
