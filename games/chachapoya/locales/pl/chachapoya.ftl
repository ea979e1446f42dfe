### Chachapoya: każdy tekst silnika gry (polski).

chachapoya-title = Chachapoya

## Elementy gry

chachapoya-treasure-yellow = żółty bożek
chachapoya-treasure-blue = niebieski bożek
chachapoya-treasure-green = zielony bożek
chachapoya-treasure-red = czerwony bożek
chachapoya-treasure-gold = złoto
chachapoya-treasure-warriors = Ponurzy Wojownicy
chachapoya-treasure-curse = Klątwa
chachapoya-leader-mafia = Chińska Mafia
chachapoya-leader-dictator = Dyktator
chachapoya-leader-spy = Rosyjski Szpieg

## Oferty

chachapoya-bid-tracked = { $cards } + Tropiciel ({ $total })
chachapoya-bid-pair = dwóch Tropicieli
chachapoya-bid-leader = { $leader }
chachapoya-owner = { $player }
chachapoya-owned-leader = { $leader } ({ $player })
chachapoya-seat-bid = { $player }: { $bid }

## Co rozstrzyga odkrycie ofert (części łączone „; ”)

chachapoya-both-treasures = oba skarby
chachapoya-all-treasures = wszystkie { $n ->
        [one] { $n } skarb
        [few] { $n } skarby
       *[other] { $n } skarbów
    }
chachapoya-res-pair = { $player } gra dwoma Tropicielami: nikt nie wygrywa, a skarby wracają pod talię
chachapoya-res-pair-leaders = { $player } gra dwoma Tropicielami: nikt nie wygrywa, a skarby wracają pod talię, więc { $leaders } { $count ->
        [one] nie działa
       *[other] nie działają
    }
chachapoya-res-pairs-knock = Pary Tropicieli ({ $owners }) znoszą się nawzajem
chachapoya-res-leaders-clash = Przywódcy ({ $owners }) znoszą się nawzajem: nikt nie wygrywa, a o te same skarby licytuje się jeszcze raz
chachapoya-res-only-last = { $first ->
        [1] Liczy
       *[other] liczy
    } się tylko ostatni Przywódca, więc { $leaders } { $count ->
        [one] nie działa
       *[other] nie działają
    }
chachapoya-res-mafia = { $leader } bierze { $everything }
chachapoya-res-dictator = { $leader } wygrywa i bierze jeden wybrany skarb
chachapoya-res-spy = { $leader } odwraca kolejność: wygrywa najniższa niepowtarzalna oferta
chachapoya-res-knock = Oferty { $value } ({ $owners }) znoszą się nawzajem
chachapoya-res-none-unique = { $first ->
        [1] Żadna
       *[other] żadna
    } oferta nie jest niepowtarzalna, więc nikt nie wygrywa, a skarby wracają pod talię
chachapoya-res-none-numbered = { $first ->
        [1] Nie
       *[other] nie
    } została żadna oferta liczbowa, więc nikt nie wygrywa, a skarby wracają pod talię
chachapoya-res-wins-tracker = { $player } wygrywa z { $value }, ale z Tropicielem bierze tylko jeden skarb
chachapoya-res-wins = { $player } wygrywa z { $value } i bierze { $everything }

## Wiersze w wątku

chachapoya-round-start = Runda { $round }: { $player } odkrywa trzy skarby ({ $treasures }), po czym w tajemnicy zakopuje jeden i wystawia pozostałe dwa.
chachapoya-last-round-start = Ostatnia runda { $round }: ostatnie skarby ({ $n }) są wystawione zakryte, a zwycięzca bierze wszystkie.
chachapoya-offers = { $player } wystawia jedną kartę zakrytą i odkryty skarb: { $treasure }.
chachapoya-you-buried = Zakopany skarb: { $buried }; zakryta karta w ofercie: { $face_down }.
chachapoya-sits-out = { $player } nie ma karty, którą może licytować, i pauzuje w tej licytacji.
chachapoya-nobody-can-bid = Nikt nie może już licytować, więc gra się kończy.
chachapoya-bids = { $player } składa ofertę: { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    }.
chachapoya-changes-bid = { $player } zmienia ofertę na: { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    }.
chachapoya-bids-revealed = Odkryte oferty: { $bids }.
chachapoya-leader-wasted = Przywódca ({ $player }) nie zadziałał w ostatniej rundzie: { $points } pkt.
chachapoya-rebid-last = { $player } ponownie otwiera licytację o te same skarby.
chachapoya-tracker-draws = { $player } dobiera za parę Tropicieli: { $n ->
        [one] { $n } karta poszukiwacza
        [few] { $n } karty poszukiwaczy
       *[other] { $n } kart poszukiwaczy
    }.
chachapoya-tracker-no-draw = { $player } nic nie dobiera za parę Tropicieli.
chachapoya-takes-up = { $player } bierze odkryty skarb: { $treasure }.
chachapoya-takes-down-n = { $player } bierze zakrytą kartę { $index }: { $treasure }.
chachapoya-takes-down = { $player } bierze zakrytą kartę: { $treasure }.
chachapoya-rest-up = { $treasure } trafia pod talię.
chachapoya-rest-down-one = Zakryta karta trafia pod talię, nieodkryta.
chachapoya-rest-down = Pozostałe karty ({ $n }) trafiają pod talię, nieodkryte.
chachapoya-collects = { $player } zbiera: { $treasures }.
chachapoya-curse-takes = { $player } traci przez Klątwę: { $treasure }. Karta trafia do pudełka.
chachapoya-curse-nothing = Klątwa nie ma czego zabrać: { $player } nie ma wcześniejszych skarbów.
chachapoya-warriors-draw = { $player } dobiera za Ponurych Wojowników: { $n ->
        [one] { $n } karta poszukiwacza
        [few] { $n } karty poszukiwaczy
       *[other] { $n } kart poszukiwaczy
    }.
chachapoya-eliminated-curse = { $player } ma teraz trzecią Klątwę i odpada: karty z ręki idą na stos kart odrzuconych, a skarby do pudełka.
chachapoya-eliminated-x = { $player } ma teraz { $n } × { $treasure }, czyli X, i odpada: karty z ręki idą na stos kart odrzuconych, a skarby do pudełka.
chachapoya-no-cards-left = Nie zostały już żadne karty poszukiwaczy do dobrania.
chachapoya-reshuffle = Stos kart odrzuconych ({ $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    }) zostaje potasowany w nową talię poszukiwaczy.
chachapoya-stall-end = Od { $n } rund nikt nie wziął skarbu, więc gra się kończy.
chachapoya-everyone-draws = Każdy dobiera kartę poszukiwacza.
chachapoya-everyone-draws-fill = Każdy dobiera kartę poszukiwacza; { $players } { $n ->
        [one] uzupełnia
       *[other] uzupełniają
    } rękę do { $fill }.
chachapoya-spends-token = { $player } oddaje żeton Ukrytego Skarbu i dobiera { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    }.
chachapoya-rebid = Runda { $round }: o te same skarby licytuje się jeszcze raz; zaczyna { $player }.
chachapoya-no-token-place = { $player } nie ma skarbu, na którym mógłby położyć żeton Ukrytego Skarbu.
chachapoya-token-placed = { $player } kładzie żeton Ukrytego Skarbu na: { $treasure }.
chachapoya-game-over = Koniec gry: { $winners } { $n ->
        [one] wygrywa
       *[other] dzielą się zwycięstwem
    }.

## Odmowy

chachapoya-over = Gra się skończyła.
chachapoya-not-asked = Teraz nic od ciebie nie zależy.
chachapoya-not-possible = Teraz to niemożliwe.
chachapoya-why-offer = Wybierz, który skarb zakopać, a który położyć odkryty.
chachapoya-why-bid = Tej oferty nie da się złożyć z twoich kart: jedna wartość w swoim limicie (Tropiciel liczy się jako jeszcze jedna karta), dwóch Tropicieli albo jeden Przywódca.
chachapoya-why-pick = Wybierz jeden z wystawionych skarbów.
chachapoya-why-curse = Klątwa musi zabrać jeden z twoich najcenniejszych wcześniejszych skarbów.
chachapoya-why-tracker-draw = Odpowiedz, czy dobierasz 3 karty za parę Tropicieli.
chachapoya-why-spend-token = Odpowiedz, czy oddajesz żeton Ukrytego Skarbu.
chachapoya-why-place-token = Połóż żeton na rodzaju skarbu, który masz (nie na Klątwie).

## Punktacja końcowa

chachapoya-part-token = { $cards } (żeton): { $points }
chachapoya-pen-trackers = { $n } × Tropiciel w ręce
chachapoya-pen-leaders = { $n } × Przywódca w ręce
chachapoya-pen-wasted = { $n } × Przywódca bez efektu w ostatniej rundzie
chachapoya-nothing-collected = nic nie zebrano
chachapoya-final-eliminated = { $player }: odpada w rundzie { $round }.
chachapoya-final-busted = { $player }: { $body }: żeton daje X, odpada.
chachapoya-final-all-busted = { $player }: { $body } = { $points } (wszyscy pozostali mają X, więc X daje 0).
chachapoya-final-line = { $player }: { $body } = { $points }.
chachapoya-last-standing = { $player } zostaje jako ostatni poszukiwacz w grze.
chachapoya-ended-stall = Gra skończyła się wcześniej: przez { $n } rund z rzędu nikt nie wziął skarbu.
chachapoya-ended-no-bids = Gra skończyła się wcześniej: nikt nie mógł już licytować.

## Stół

chachapoya-offer-up = { $treasure } (odkryta karta)
chachapoya-offer-down = zakryte: { $n }
chachapoya-on-offer = **Na licytacji:** { $items }
chachapoya-on-offer-takes-one = **Na licytacji:** { $items } — { $player } bierze jeden z nich
chachapoya-on-offer-takes-all = **Na licytacji:** { $items } — zwycięzca bierze wszystkie
chachapoya-wait-offer = ⏳ { $players } wybiera, który skarb zakopać, a który pokazać.
chachapoya-wait-bid = ⏳ Czekamy na oferty: { $players }. Oferty można zmieniać, dopóki nie wpłynie ostatnia.
chachapoya-wait-pick = ⏳ { $players } wybiera, który skarb wziąć.
chachapoya-wait-curse = ⏳ { $players } wybiera, który skarb zabierze Klątwa.
chachapoya-wait-tracker-draw = ⏳ { $players } decyduje, czy dobrać { $draw } karty za parę Tropicieli.
chachapoya-wait-spend-token = ⏳ { $players }: oddać żeton Ukrytego Skarbu i uzupełnić rękę do { $fill }?
chachapoya-wait-place-token = ⏳ { $players }: gdzie trafi żeton Ukrytego Skarbu?
chachapoya-no-treasures = jeszcze bez skarbów
chachapoya-out-by-token = ❌ odpada przy punktacji: żeton daje X ({ $treasure })
chachapoya-out-in-round = ❌ odpada w rundzie { $round }
chachapoya-out = ❌ odpada
chachapoya-head-over = 🏁 **Koniec gry po { $rounds ->
        [one] { $rounds } rundzie
       *[other] { $rounds } rundach
    }** · 🏆 { $winners }
chachapoya-head-round = 🏺 **Runda { $round }** · zaczyna { $player } · 📦 { $treasures ->
        [one] { $treasures } skarb został
        [few] { $treasures } skarby zostały
       *[other] { $treasures } skarbów zostało
    } · 🃏 w talii: { $adventurers ->
        [one] { $adventurers } poszukiwacz
       *[other] { $adventurers } poszukiwaczy
    }
chachapoya-head-last-round = 🏺 **Ostatnia runda { $round }** · zaczyna { $player } · 📦 { $treasures ->
        [one] { $treasures } skarb został
        [few] { $treasures } skarby zostały
       *[other] { $treasures } skarbów zostało
    } · 🃏 w talii: { $adventurers ->
        [one] { $adventurers } poszukiwacz
       *[other] { $adventurers } poszukiwaczy
    }
chachapoya-turned-up = Odkryte: { $treasures }
chachapoya-bid-mark = ✅ { $player } ({ $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    })
chachapoya-bids-line = **Oferty:** { $marks }
chachapoya-last-reveal = 📜 Ostatnie odkrycie: { $text }
chachapoya-stall-warning = ⚠️ Od { $n ->
        [one] { $n } rundy
       *[other] { $n } rund
    } z rzędu nikt nie wziął skarbu: po { $max } gra się kończy.
chachapoya-n-cards = { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    }
chachapoya-n-points = { $n ->
        [one] { $n } punkt
        [few] { $n } punkty
       *[other] { $n } punktów
    }
chachapoya-field-token = 💎 żeton
chachapoya-field-token-on = 💎 na { $emoji }
chachapoya-field-last-bid = Ostatnia oferta: { $bid }
chachapoya-final-score = ⭐ wynik końcowy { $n }

## Własna ręka

chachapoya-your-adventurers = **Twoi poszukiwacze** ({ $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    })
chachapoya-hand-value = **{ $value }** ×{ $n } (maks. { $max })
chachapoya-hand-adventurers = Poszukiwacze: { $cards }
chachapoya-hand-trackers = Tropiciele ×{ $n }
chachapoya-hand-leaders = Przywódcy: { $leaders }
chachapoya-no-adventurers = Brak kart poszukiwaczy.
chachapoya-your-bid = **Twoja oferta:** { $bid } — możesz ją zmienić, dopóki nie wpłynie ostatnia oferta.
chachapoya-you-buried-short = zakopany skarb: { $treasure }
chachapoya-face-down-is = zakryta karta: { $treasure }
chachapoya-your-offer = **Twoja oferta skarbów:** { $known }.
chachapoya-your-treasures = **Twoje skarby:** { $text }
chachapoya-still-token = 💎 Masz jeszcze żeton Ukrytego Skarbu.
chachapoya-nothing-to-do = Teraz nie masz nic do zrobienia.
chachapoya-you-are-out = Odpadasz z gry.
chachapoya-hand-goal = 🎯 Cel: zdobywaj skarby w licytacji i miej na koniec najwięcej punktów; jedna karta za dużo z jednego rodzaju (X) i odpadasz.
chachapoya-the-face-up = { $treasure } (odkryta karta)
chachapoya-the-face-down-card = zakryta karta
chachapoya-n-face-down-cards = { $n ->
        [one] { $n } zakryta karta
        [few] { $n } zakryte karty
       *[other] { $n } zakrytych kart
    }
chachapoya-n-face-down-treasures = { $n ->
        [one] { $n } zakryty skarb
        [few] { $n } zakryte skarby
       *[other] { $n } zakrytych skarbów
    }
chachapoya-ask-offer = Zakop jeden skarb i wybierz, który z pozostałych dwóch leży odkryty. Odkryte skarby: { $treasures }.
chachapoya-ask-bid = Wybierz ofertę. Do wzięcia: { $offer }. Możesz ją zmienić, dopóki nie wpłynie ostatnia oferta.
chachapoya-ask-pick-blind = Wygrywasz jeden skarb: wybierz w ciemno jedną z zakrytych kart ({ $n }).
chachapoya-ask-pick = Wygrywasz jeden skarb. Do wyboru: { $choices }.
chachapoya-ask-curse = Klątwa zabiera jeden z twoich najcenniejszych wcześniejszych skarbów. Do wyboru: { $options }.
chachapoya-ask-tracker-draw = Twoi dwaj Tropiciele anulowali rundę. Dobrać { $n } karty poszukiwaczy?
chachapoya-ask-spend-token = Masz { $n ->
        [one] { $n } kartę poszukiwacza
        [few] { $n } karty poszukiwaczy
       *[other] { $n } kart poszukiwaczy
    }. Oddać teraz żeton Ukrytego Skarbu, dobrać { $need } i uzupełnić rękę do { $fill }? (Potem żetonu już nie ma.)
chachapoya-ask-place-token = Połóż żeton Ukrytego Skarbu na jednym z rodzajów: { $options }. Liczy się jako jeszcze jedna karta tego rodzaju.

## Przyciski i menu

chachapoya-btn-offer = Zakop: { $bury } · odkryj: { $up } · zakryj: { $hide }
chachapoya-btn-take-up = Weź odkrytą kartę: { $treasure }
chachapoya-btn-take-down = Weź zakrytą kartę
chachapoya-btn-face-down-n = Zakryta karta { $n }
chachapoya-btn-lose = Oddaj: { $treasure }
chachapoya-btn-draw = Dobierz { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    }
chachapoya-btn-draw-nothing = Nie dobieraj
chachapoya-btn-spend = Oddaj żeton: uzupełnij do { $n }
chachapoya-btn-keep = Zatrzymaj żeton
chachapoya-btn-place = Żeton → { $treasure }: { $after }
chachapoya-x-eliminated = X — odpadasz!
chachapoya-btn-pair = 2 Tropicieli
chachapoya-your-bid-mark = { $label } (twoja oferta)
chachapoya-desc-tracked = { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    }; wygrywa tylko jeden skarb
chachapoya-ph-numbered = Oferta liczbowa…
chachapoya-ph-tracked = Z Tropicielem…

## Obraz stołu

chachapoya-card-yellow = ŻÓŁTY
chachapoya-card-blue = NIEBIESKI
chachapoya-card-green = ZIELONY
chachapoya-card-red = CZERWONY
chachapoya-card-gold = ZŁOTO
chachapoya-card-warriors = WOJOWNIK
chachapoya-card-curse = KLĄTWA
chachapoya-chip-yellow = Żółte
chachapoya-chip-blue = Niebieskie
chachapoya-chip-green = Zielone
chachapoya-chip-red = Czerwone
chachapoya-chip-gold = Złoto
chachapoya-chip-warriors = Wojownicy
chachapoya-chip-curse = Klątwa
chachapoya-colour-yellow = żółte
chachapoya-colour-blue = niebieskie
chachapoya-colour-green = zielone
chachapoya-colour-red = czerwone
chachapoya-colour-gold = złoto
chachapoya-colour-warriors = wojownicy
chachapoya-colour-curse = klątwy
chachapoya-pic-game-over = KONIEC GRY
chachapoya-pic-round = RUNDA { $n }
chachapoya-pic-last-round = OSTATNIA RUNDA { $n }
chachapoya-pic-after = po { $n ->
        [one] { $n } rundzie
       *[other] { $n } rundach
    }
chachapoya-pic-info = { $treasures ->
        [one] { $treasures } skarb
        [few] { $treasures } skarby
       *[other] { $treasures } skarbów
    } w talii · poszukiwacze w talii: { $adventurers }
chachapoya-pic-turned-up-choose = ODKRYTE: JEDEN ZOSTANIE ZAKOPANY
chachapoya-pic-on-offer = NA LICYTACJI
chachapoya-pic-turned-up = ODKRYTE W TEJ RUNDZIE
chachapoya-pic-last-one = OSTATNIA RUNDA: ZWYCIĘZCA BIERZE JEDEN
chachapoya-pic-last-all = OSTATNIA RUNDA: ZWYCIĘZCA BIERZE WSZYSTKO
chachapoya-pic-face-down = zakryta
chachapoya-pic-side-turned-up = Odkryte:
chachapoya-pic-side-buried = 1 z nich zakopany,
chachapoya-pic-side-face-down = 1 zakryty
chachapoya-pic-penalties = Kary: { $penalties }
chachapoya-pic-bid-in = oferta złożona: { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    }
chachapoya-pic-bidding = licytuje…
chachapoya-pic-sits-out = brak karty do licytacji: pauzuje
chachapoya-pic-to-decide = decyduje…
chachapoya-pic-last-bid = ostatnia oferta: { $bid }
chachapoya-pic-token-x = Z żetonem: { $treasure } = X.
chachapoya-pic-eliminated = ODPADA
chachapoya-pic-final = Wynik: { $n }
chachapoya-pic-player = Gracz { $n }
chachapoya-pic-out-since = poza grą od rundy { $round }
chachapoya-pic-out = poza grą
chachapoya-pic-in-hand = w ręce: { $n ->
        [one] { $n } karta
        [few] { $n } karty
       *[other] { $n } kart
    }
chachapoya-pic-token = żeton
chachapoya-pic-token-on = żeton: { $treasure }
chachapoya-pic-starts = zaczyna
chachapoya-pic-last-reveal = Ostatnie odkrycie: { $text }

## Zasady

chachapoya-limit = { $n ->
       *[other] { $n }× { $value }
    }
chachapoya-copies-treasures = żółte { $yellow }, niebieskie { $blue }, zielone { $green }, czerwone { $red }, złoto { $gold }, Ponurzy Wojownicy { $warriors }, Klątwy { $curse }
chachapoya-copies-value-first = wartość { $value }: { $n }
chachapoya-copies-value = { $value }: { $n }
chachapoya-copies-adventurers = { $counts } oraz Tropiciele: { $trackers }

chachapoya-rules =
    {"**"}Chachapoya** — licytuj poszukiwaczami o skarby, ale nie bądź zachłanny.

    {"**"}W każdej rundzie** gracz rozpoczynający odkrywa trzy skarby, jeden w tajemnicy zakopuje pod talią, a dwa wystawia: jeden odkryty, jeden zakryty. Potem wszyscy licytują naraz, zakrytymi kartami: 1–5 poszukiwaczy **jednej wartości** (najwyżej { $limits }), opcjonalnie z jednym **Tropicielem** jako kartą więcej; albo **dwóch Tropicieli**; albo **jeden Przywódca**. Ofertę można zmieniać, dopóki nie wpłynie ostatnia.

    {"**"}Odkrycie:** samotna para Tropicieli anuluje rundę (jej gracz może dobrać 3). Inaczej działa ostatni Przywódca w kolejności: **Mafia** bierze oba skarby, **Dyktator** jeden, **Szpieg** sprawia, że wygrywa najniższa niepowtarzalna oferta. W grze **dwuosobowej** dwaj Przywódcy się znoszą: nikt nie wygrywa, wszyscy dobierają jak zwykle, a o te same skarby licytuje się ponownie. Bez Przywódcy wygrywa najwyższa **niepowtarzalna** suma — równe sumy się znoszą. Oferta z Tropicielem bierze tylko jeden skarb.

    {"**"}Skarby** punktują według skali na karcie; karta za dużo to **X** i odpadasz. **Klątwa** odsyła do pudełka twój najcenniejszy wcześniejszy skarb (trzy Klątwy: odpadasz); **Ponurzy Wojownicy** dają 3 karty poszukiwaczy.

    {"**"}Koniec rundy:** każdy dobiera 1 i uzupełnia rękę do 3. Raz na grę możesz oddać **żeton Ukrytego Skarbu**, by uzupełnić do 8. Gdy zostają 2–3 skarby, idą zakryte do ostatniej rundy.

    {"**"}Punktacja:** niewykorzystany żeton liczy się jako jeszcze jedna karta wybranego rodzaju (nie Klątwy) — może dać X! { $tracker_penalty } za każdego Tropiciela i { $leader_penalty } za każdego Przywódcę w ręce oraz { $wasted_penalty } za każdego Przywódcę z ostatniej rundy, który nie zadziałał. Wygrywa najwięcej punktów.

chachapoya-proposals =
    Nasze ustalenia tam, gdzie instrukcja milczy:
    - Skarby: { $treasures }.
    - Rogi kart: czerwony bożek { $red_corner }, Klątwa { $curse_corner }. Punkty: czerwone { $red_one } za jeden, { $red_three } za trzy; złoto { $gold_three } za trzy; Ponurzy Wojownicy { $warriors_four } za cztery; trzeci niebieski bożek to X.
    - Poszukiwacze: { $adventurers }.
    - Limit jednej wartości w ofercie (Tropiciel się wlicza): { $limits }.
    - Kto nie ma karty do licytacji, pauzuje w tej licytacji.
    - Gdyby żeton wyeliminował wszystkich pozostałych, nikt nie odpada: ten rodzaj daje 0 punktów.
    - Gra kończy się, gdy nikt nie może licytować, albo po { $stall } rundach z rzędu bez wziętego skarbu.
    - W dwuosobowej ostatniej rundzie dwaj Przywódcy się znoszą (każdy kosztuje { $wasted_penalty }): o te same skarby licytuje się od razu ponownie.
