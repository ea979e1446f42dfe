## Der Schatz der Inka (polski; plansza, pionek, świątynia, karty kompasu, karty wydarzeń,
## karty ryzyka, karta ratunkowa, kości, skarb, róża wiatrów, zapas, dublet)

inka-title = Der Schatz der Inka

## Elementy gry

inka-windrose = róża wiatrów
inka-nothing = nic
inka-dir-north = północ
inka-dir-east = wschód
inka-dir-south = południe
inka-dir-west = zachód
inka-dir-short-n = N
inka-dir-short-e = E
inka-dir-short-s = S
inka-dir-short-w = W
inka-island-north = rzeka północna
inka-island-west = rzeka zachodnia
inka-island-south = rzeka południowa
inka-island-east = rzeka wschodnia
inka-zone-nw = NW
inka-zone-n = N
inka-zone-ne = NE
inka-zone-w = W
inka-zone-c = środek
inka-zone-e = E
inka-zone-sw = SW
inka-zone-s = S
inka-zone-se = SE
inka-content-compass = znak kompasu
inka-content-inca = znak Inków
inka-content-treasure = skarb

## Karty wydarzeń i ryzyka

inka-card-supply-drop = Zrzut zaopatrzenia
inka-card-pack-mule = Juczny muł
inka-card-north-south-trail = Szlak północ–południe
inka-card-east-west-trail = Szlak wschód–zachód
inka-card-scout = Zwiadowca
inka-card-trading-post = Faktoria
inka-card-great-depot = Wielki skład
inka-card-supply-caravan = Karawana z zaopatrzeniem
inka-card-jaguar = Jaguar
inka-card-porters-desert = Tragarze uciekają
inka-card-swamp = Bagno
inka-card-lost = Zabłądzenie
inka-card-fever = Gorączka
inka-card-hidden-cache = Ukryty zapas
inka-card-native-guide = Miejscowy przewodnik
inka-card-machete = Maczeta
inka-card-friendly-tribe = Przyjazne plemię
inka-effect-each = weź po 1 karcie każdego kierunku
inka-effect-choice-2 = weź 2 dowolne karty
inka-effect-choice-3 = weź 3 dowolne karty
inka-effect-choice-5 = weź 5 dowolnych kart
inka-effect-north-south = weź 2 N i 2 S
inka-effect-east-west = weź 2 E i 2 W
inka-effect-scout = weź 3 karty jednego wybranego kierunku
inka-effect-caravan = każdy gracz, zgodnie z ruchem wskazówek zegara od ciebie, bierze po 1 karcie każdego kierunku
inka-effect-jaguar = oddaj po 1 karcie każdego kierunku, który masz
inka-effect-porters = oddaj 2 dowolne karty
inka-effect-swamp = tracisz następną turę
inka-effect-lost = wróć tam, skąd zaczął się ten ruch
inka-effect-fever = w następnej turze możesz użyć tylko jednej kości
inka-effect-guide = zachowaj: raz, zaraz po swoim rzucie, rzuć ponownie obiema kośćmi
inka-effect-machete = twój następny ruch nie kosztuje kart

## Wpisy w wątku

inka-rolled = 🎲 { $player } rzuca { $a } i { $b }.
inka-rolled-pair = 🎲 { $player } rzuca { $a } i { $b } (dublet: za darmo).
inka-rolled-bonus = 🎲 { $player } rzuca { $a } i { $b } w rzucie premiowym.
inka-rolled-bonus-pair = 🎲 { $player } rzuca { $a } i { $b } w rzucie premiowym (dublet: za darmo).
inka-no-bonus-move = { $player } nie ma ruchu po rzucie premiowym.
inka-stuck = 🚫 { $player } nie może się ruszyć: traci turę i bierze 2 karty.
inka-swamp-skip = 🐊 { $player } grzęźnie w bagnie i traci tę turę.
inka-round-cap = ⌛ { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
        [many] { $rounds } rund
       *[other] { $rounds } rundy
    } bez zwycięzcy: wyprawa zostaje odwołana.
inka-no-island = 🏝️ Żadna wyspa nie jest wolna: { $player } wraca na różę wiatrów.
inka-paid-free = za darmo
inka-paid = płaci { $dirs }
inka-paid-rescue = 🛟 z kartą ratunkową
inka-moved-camp = ⛺ { $player } idzie o { $walked } i wnosi skarb do obozu ({ $paid }): zwycięstwo!
inka-moved = 🚶 { $player } idzie o { $walked } z { $start } na { $to } ({ $paid }).
inka-moved-windrose = 🚶 { $player } idzie o { $walked } z róży wiatrów na { $to } ({ $paid }).
inka-caught = 💍 { $player } dopada gracza { $other } i zabiera skarb!
inka-carrier-hits = 💥 Niosący skarb { $player } staje na polu gracza { $other }.
inka-temple-treasure = 💍 { $player } otwiera świątynię na { $cell }: SKARB!
inka-temple-compass = 🛕 { $player } otwiera świątynię na { $cell }: znak kompasu.
inka-temple-inca = 🛕 { $player } otwiera świątynię na { $cell }: znak Inków.
inka-banished = 🏝️ Wygnanie: { $player } trafia na { $cell } ({ $island }).
inka-draws-event = 🧭 { $player } dobiera kartę wydarzenia **{ $card }**: { $effect }.
inka-draws-risk = ☀️ { $player } dobiera kartę ryzyka **{ $card }**: { $effect }.
inka-takes = { $player } bierze { $cards }.
inka-takes-depot = { $player } bierze { $cards } z zapasu.
inka-returns = { $player } oddaje { $cards }.
inka-returns-one = { $player } odkłada 1 { $dir } do zapasu.
inka-lost-taken = { $player } nie może wrócić na { $cell }, bo pole jest zajęte: pionek zostaje.
inka-lost-back = { $player } wraca na { $cell }.
inka-lost-windrose = { $player } wraca na różę wiatrów.
inka-guide-reroll = 🧭 { $player } zagrywa Miejscowego przewodnika i rzuca ponownie.
inka-no-bonus = { $player } kończy turę bez rzutu premiowego.

## Odmowy

inka-illegal-over = Gra się skończyła.
inka-illegal-not-your-turn = Teraz ruch gracza { $player }, nie twój.
inka-illegal-no-move-now = Nie możesz się teraz ruszyć.
inka-illegal-move = Ten ruch jest niemożliwy przy tym rzucie i twoich kartach.
inka-illegal-move-open-area = Ten ruch jest możliwy, ale znajduje się w jednym z obszarów: najpierw otwórz { $zone }, a potem go wybierz.
inka-illegal-move-other-area = Ten ruch jest możliwy, ale nie ma go na otwartej teraz liście: kliknij „Wstecz” i wybierz go tam.
inka-illegal-browse = Teraz nie ma czego przeglądać.
inka-illegal-reroll = Nie masz Miejscowego przewodnika do ponownego rzutu albo jest już za późno.
inka-illegal-banish = Ta wyspa nie jest wolna albo nikt nie jest wygnany.
inka-illegal-take = Nie możesz teraz wziąć tej karty (może brakuje jej w zapasie).
inka-illegal-give = Nie możesz teraz oddać tej karty.
inka-illegal-other = Teraz to niemożliwe.

## Wynik

inka-outcome-undecided = Nikt nie dostarczył skarbu w ciągu { $rounds ->
        [one] { $rounds } rundy
        [few] { $rounds } rund
        [many] { $rounds } rund
       *[other] { $rounds } rundy
    }: nikt nie wygrywa.
inka-outcome-winner = { $player } dostarcza skarb Inków do obozu.
inka-outcome-second = { $player }: { $others ->
        [one] drugie miejsce
        [few] drugie miejsce (ex aequo)
        [many] drugie miejsce (ex aequo)
       *[other] drugie miejsce (ex aequo)
    }

## Stół

inka-status-won = 🏁 { $player } wnosi skarb do obozu i wygrywa!
inka-status-called-off = 🏁 Wyprawa została odwołana: nikt nie wygrał.
inka-status-move = ⏳ Runda { $round } · ruch: { $player } (rzut { $a } · { $b }).
inka-status-banish = ⏳ Runda { $round } · { $player } wygania gracza { $other } na wyspę.
inka-status-bonus = ⏳ Runda { $round } · { $player } rzuca ponownie albo kończy turę.
inka-status-take = ⏳ Runda { $round } · { $player } bierze { $n ->
        [one] { $n } kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    } z zapasu.
inka-status-give = ⏳ Runda { $round } · { $player } oddaje { $n ->
        [one] { $n } kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    } do zapasu.
inka-status-stuck = ⏳ Runda { $round } · { $player } nie może się ruszyć (rzut { $a } · { $b }): nowy rzut z przewodnikiem albo pas.
inka-depot-line = 📦 Zapas: { $cards } · 🧭 w stosie wydarzeń: { $events } · ☀️ w stosie ryzyka: { $risks }
inka-opened-temples = 🛕 Otwarte świątynie: { $temples }
inka-opened-none = 🛕 Otwarte świątynie: brak
inka-last-card = 🃏 Ostatnia karta: { $card }
inka-carrier = 💍 **niesie skarb**
inka-guides = 🧭 przewodnik×{ $n }
inka-flag-swamp = 🐊 Bagno
inka-flag-fever = 🤒 Gorączka
inka-flag-one-die = 🤒 jedna kość
inka-flag-machete = 🔪 Maczeta

## Ręka

inka-watching = Oglądasz grę.
inka-you-are-pawn = { $dot } Twój pionek: { $n }.
inka-waiting-for = Czekamy na gracza { $player }.
inka-rule-one-die = jedna kość
inka-rule-one-or-sum = jedna kość albo suma
inka-prompt-move = 🎲 Twój rzut: { $a } · { $b } ({ $rule }): { $n ->
        [one] { $n } opcja
        [few] { $n } opcje
        [many] { $n } opcji
       *[other] { $n } opcji
    }. Dokąd z { $cell }?
inka-prompt-move-windrose = 🎲 Twój rzut: { $a } · { $b } ({ $rule }): { $n ->
        [one] { $n } opcja
        [few] { $n } opcje
        [many] { $n } opcji
       *[other] { $n } opcji
    }. Dokąd z róży wiatrów?
inka-prompt-browse = 🎲 Rzut { $a } · { $b }. Ruchy w obszarze { $zone }:
inka-prompt-banish = Wybierz wyspę dla gracza { $other }.
inka-prompt-bonus = 💍 Masz skarb! Rzucasz ponownie (jako niosący skarb) czy kończysz turę?
inka-prompt-take = Weź jeszcze { $n ->
        [one] { $n } kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    } z zapasu.
inka-prompt-take-scout = Weź { $n ->
        [one] { $n } kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    } jednego kierunku z zapasu.
inka-prompt-give = Odłóż jeszcze { $n ->
        [one] { $n } kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } karty
    } do zapasu.
inka-prompt-stuck = Twój rzut: { $a } · { $b } i nie możesz się ruszyć. Rzuć ponownie z przewodnikiem albo pasuj i weź 2 karty.

## Przyciski i menu

inka-where-to = Dokąd? (rzut { $a } · { $b })
inka-special-fields = ⭐ Pola specjalne…
inka-other-fields = 🗺️ Inne pola według obszaru…
inka-options = { $n ->
        [one] { $n } opcja
        [few] { $n } opcje
        [many] { $n } opcji
       *[other] { $n } opcji
    }
inka-kind-camp = ⛺ obóz: zwycięstwo
inka-kind-temple = 🛕 zamknięta świątynia
inka-kind-compass = 🧭 pole kompasu
inka-kind-inca = ☀️ pole Inków
inka-distance = 🎲 { $n ->
        [one] { $n } pole
        [few] { $n } pola
        [many] { $n } pól
       *[other] { $n } pola
    }
inka-distance-sum = 🎲 { $n ->
        [one] { $n } pole
        [few] { $n } pola
        [many] { $n } pól
       *[other] { $n } pola
    } ({ $a }+{ $b })
inka-cards-of = { $dir } { $n }
inka-count-of = { $n } { $dir }
inka-kind-plain = dżungla
inka-opt-take-treasure = 💍 zabierz skarb
inka-opt-banish = 🏝️ wygnaj gracza { $other }
inka-cost-pair = za darmo (dublet)
inka-cost-machete = za darmo (maczeta)
inka-cost-pays = płacisz { $dirs }
inka-cost-rescue = 🛟 zużywa twoją kartę ratunkową
inka-btn-reroll = Nowy rzut (przewodnik)
inka-btn-back = Wstecz
inka-btn-roll-again = Rzuć ponownie
inka-btn-end-turn = Zakończ turę
inka-btn-take = Weź { $dir } ({ $name }): w zapasie { $n }
inka-btn-return = Oddaj { $dir } ({ $name }): masz { $n }
inka-btn-skip = Pas: weź 2 karty

## Obrazki

inka-mark-camp = obóz: zwycięstwo
inka-pic-camp = OBÓZ
inka-pic-round = Runda { $round } · kości { $a } · { $b }
inka-pic-over = Koniec gry
inka-pic-depot = Zapas
inka-pic-treasure = skarb

## Zasady w skrócie (/game rules)

inka-rules-goal = znajdź złoto w jednej z dziewięciu świątyń i zanieś je do obozu.
inka-hand-goal = 🎯 Cel: przynieś skarb ze świątyni z powrotem do obozu. Otwieraj świątynie, aby go znaleźć; kto zaniesie go do ⛺ obozu, wygrywa.
inka-rules-start = Wszyscy zaczynają na róży wiatrów (w lewym górnym rogu) z { $cards } kartami kompasu każdego kierunku (N, E, S, W) i jedną 🛟 kartą ratunkową; różę wiatrów opuszcza się przez pole oznaczone N. W twojej turze bot rzuca obiema kośćmi: idziesz **dokładnie** o wynik jednej kości, drugiej albo ich sumę, w pionie i poziomie, nigdy nie wchodząc dwa razy na to samo pole. Każdy użyty *kierunek* kosztuje jedną kartę tego kierunku, niezależnie od liczby kroków w tę stronę; dublet sprawia, że ruch jest darmowy. Woda jest nie do przejścia, chyba że raz w grze użyjesz karty ratunkowej; wyspy opuszcza się za darmo.
inka-rules-fields = Na 🧭 polu kompasu dobierasz kartę wydarzenia (karty z zapasu), na ☀️ polu Inków kartę ryzyka (dobrą albo złą). Gdy staniesz dokładnie na świątyni, otwierasz ją: znak kompasu, znak Inków albo skarb 💍.
inka-rules-carrier = Niosący skarb używa tylko jednej kości. Łowca, który stanie na jego polu, zabiera skarb, wygania poprzedniego niosącego na wyspę i może rzucić jeszcze raz; niosący skarb może tak samo wygnać łowcę. Niosący skarb wygrywa, gdy dokładnym rzutem przejdzie przez pole ze strzałką do ⛺ obozu. Nie możesz się ruszyć? Tracisz turę i bierzesz dwie dowolne karty.

## Nasze rozstrzygnięcia (/game rules, po skrócie zasad)

inka-rules-rulings = **Jak gra bot**
inka-ruling-move = - Ruch zaczyna się od opuszczenia pola; przejście przez pionki, świątynie i pola specjalne nic nie daje. Pionek na róży wiatrów rusza tak, jakby stał na C1 z już opłaconą kartą N (północ) (C1 nie kosztuje oczka).
inka-ruling-water = - Ruch nigdy nie kończy się na wyspie; schodząc z wyspy, przechodzi się za darmo przez jej własną wodę (ale nie dalszą rzekę); karta ratunkowa pokrywa jeden ciąg pól wody w jednym ruchu, kończącym się na lądzie.
inka-ruling-payments = - Dla każdego celu proponujemy tylko najtańsze płatności (mniej kierunków, bez karty ratunkowej), więc wybór kości wynika z celu; rzut premiowy liczy się jak osobny ruch; maczeta zwalnia z opłaty następny faktycznie wykonany ruch.
inka-ruling-banish = - Wygnany pionek bez wolnej wyspy wraca na różę wiatrów. Rzut premiowy nowego niosącego skarb jest dobrowolny i nie daje kolejnej premii; bez możliwego ruchu tura po prostu się kończy.
inka-ruling-camp = - Niosący skarb na polu ze strzałką wchodzi do obozu z 1; gdy obóz jest w zasięgu, proponowane są tylko ruchy do obozu.
inka-ruling-must-move = - Kto może się ruszyć, musi się ruszyć. Brak ruchu przy Miejscowym przewodniku w ręce: nowy rzut albo pas.
inka-ruling-areas = - Przy ponad 25 opcjach pierwsze kliknięcie pokazuje pola specjalne i obszary planszy; pozostałe pola są o jedno kliknięcie dalej (lista obszaru, z przyciskiem Wstecz).
inka-ruling-cards = - Miejscowy przewodnik: nowy rzut zaraz po rzucie (także premiowym), przed ruchem. Zwiadowca: jeden wybór kierunku, do 3 kart. Karawana z zaopatrzeniem: zgodnie z ruchem wskazówek zegara od dobierającego. Przy „Zabłądzeniu” skarb zostaje przy niosącym. Gracz bez ruchu przy pustym zapasie tylko traci turę.
inka-ruling-public = - Wszystko poza kolejnością stosów i zamkniętymi świątyniami jest jawne.

## Nasze ustalenia (/game rules)

inka-proposal-board = - Plansza (21×18 pól) i teksty kart są nasze (żadne źródło ich nie podaje), dobrane zgodnie z instrukcją.
inka-proposal-decks = - Karty kompasu: { $per_direction } na kierunek; 17 kart wydarzeń (same zyski) i 17 kart ryzyka (10 złych, 7 dobrych).
inka-proposal-first = - Pierwszy gracz jest losowany; bot rzuca kośćmi jawnie.
inka-proposal-cap = - Po { $rounds ->
        [one] { $rounds } rundzie
        [few] { $rounds } rundach
        [many] { $rounds } rundach
       *[other] { $rounds } rundach
    } bez zwycięzcy gra się kończy i nikt nie wygrywa.
