# Pachamama (games/pachamama): odkryj ukrytą krainę i wywróż jej uprawy.
# $land to rodzaj terenu jako liczba: 0 bagno, 1 pustynia, 2 góry, 3 las.
# $player to miejsce gracza (bot wstawia imię); $square to współrzędne, np. C4.
# Pojęcia: square = pole, field = uprawa, explorer = odkrywca, cube = kostka,
# offering = ofiara, divination = wróżba, wheel = koło, diversity = różnorodność.

pachamama-title = Pachamama
pachamama-variant-short = krótka gra: kraina 5×5

## Rodzaje terenu i kostki

pachamama-land = { $land ->
    [0] bagno
    [1] pustynia
    [2] góry
   *[3] las
  }
pachamama-a-cube = { $land ->
    [0] kostkę bagna
    [1] kostkę pustyni
    [2] kostkę gór
   *[3] kostkę lasu
  }
pachamama-cubes-two = { $land ->
    [0] 2 kostki bagna
    [1] 2 kostki pustyni
    [2] 2 kostki gór
   *[3] 2 kostki lasu
  }
pachamama-cubes-pair = kostkę { $first ->
    [0] bagna
    [1] pustyni
    [2] gór
   *[3] lasu
  } i kostkę { $second ->
    [0] bagna
    [1] pustyni
    [2] gór
   *[3] lasu
  }
pachamama-no-cubes = brak kostek
pachamama-undiscovered = nieodkryte
pachamama-field = uprawa { $field }

## Wiersze w wątku

pachamama-moved = { $player } przesuwa odkrywcę na { $square }.
pachamama-explored-take = { $player } odkrywa { $square } { $land ->
    [0] (bagno) i bierze kostkę bagna.
    [1] (pustynia) i bierze kostkę pustyni.
    [2] (góry) i bierze kostkę gór.
   *[3] (las) i bierze kostkę lasu.
  }
pachamama-explored-full = { $player } odkrywa { $square } ({ $land ->
    [0] bagno
    [1] pustynia
    [2] góry
   *[3] las
  }). Ma już cztery kostki, więc przed wzięciem nowej może wymienić.
pachamama-left = { $player } wyprowadza z krainy odkrywcę z pola { $square }.
pachamama-divined-right = { $player } wróży { $field } na { $square }: trafnie! +{ $field ->
    [one] { $field } punkt
    [few] { $field } punkty
    [many] { $field } punktów
   *[other] { $field } punktu
  } i +{ $bonus } za różnorodność.
pachamama-divined-wrong = { $player } wróży { $guess } na { $square }, ale jest tam { $field }: −{ $field ->
    [one] { $field } punkt
    [few] { $field } punkty
    [many] { $field } punktów
   *[other] { $field } punktu
  }. Koniec tury.
pachamama-offering-action = { $player } składa Pachamamie ofiarę za dodatkową akcję.
pachamama-offering-look = { $player } składa Pachamamie ofiarę za podejrzenie koła.
pachamama-looked = Koło pokazuje { $square }: { $land ->
    [0] bagno
    [1] pustynia
    [2] góry
   *[3] las
  }, uprawa { $field }.
pachamama-traded = { $player } wymienia { $cubes } na { $take }.
pachamama-traded-took = { $player } wymienia { $cubes } na { $take } i bierze kostkę { $land ->
    [0] bagna
    [1] pustyni
    [2] gór
   *[3] lasu
  }.
pachamama-kept = { $player } zatrzymuje swoje cztery kostki; kostka { $land ->
    [0] bagna
    [1] pustyni
    [2] gór
   *[3] lasu
  } przepada.
pachamama-no-final = { $player } rezygnuje z ostatniej wróżby.
pachamama-final-start = Cała kraina odkryta! Ostatnie wróżby, zaczyna { $player }.

## Odrzucone akcje

pachamama-illegal-over = Gra się skończyła.
pachamama-illegal-turn = Teraz ruch gracza { $player }, nie twój.
pachamama-illegal-go = Twój odkrywca nie może teraz dotrzeć na to pole.
pachamama-illegal-divine = Najpierw wybierz odkrywcę na nieuprawionym polu.
pachamama-illegal-offer = Ofiara wymaga czterech różnych kostek, raz na turę.
pachamama-illegal-trade = Wymiana daje dwie twoje kostki za jedną innego rodzaju, w twojej turze.
pachamama-illegal-keep = Nie ma teraz nowej kostki, o której trzeba zdecydować.
pachamama-illegal-look = Możesz podejrzeć tylko pole nieuprawione i jeszcze niepodejrzane.
pachamama-illegal-other = Teraz nie można tego zrobić.

## Stół

pachamama-table-head = 🌄 **Pachamama** · kraina { $size } · odkryte pola: { $known }/{ $total }
pachamama-table-over = 🏁 Gra skończona.
pachamama-wait-main = ⏳ { $player } wybiera akcję.
pachamama-wait-destination = ⏳ { $player } wybiera, dokąd idzie odkrywca.
pachamama-wait-value = ⏳ { $player } wskazuje uprawę.
pachamama-wait-more = ⏳ { $player } wróży dalej albo kończy.
pachamama-wait-trade = ⏳ { $player } decyduje o nowej kostce.
pachamama-wait-peek = ⏳ { $player } wybiera pole do podejrzenia.
pachamama-wait-after = ⏳ { $player } składa ofiarę albo kończy turę.
pachamama-wait-final = ⏳ { $player } wykonuje ostatnią wróżbę.
pachamama-wait-play = ⏳ Teraz gra { $player }.
pachamama-final-round = 🌕 **Ostatnie wróżby.**
pachamama-actions-left = { $count ->
    [one] (w tej turze została { $count } akcja)
    [few] (w tej turze zostały { $count } akcje)
    [many] (w tej turze zostało { $count } akcji)
   *[other] (w tej turze zostało { $count } akcji)
  }
pachamama-legend = 🟦 bagno · 🟨 pustynia · 🟫 góry · 🟩 las · ⬛ nieodkryte · 1️⃣–5️⃣ uprawione pole · 🟠🔵🟢🟡 odkrywcy · rzędy 1–5 od góry
pachamama-panel-points = ⭐ **{ $score }** { $score ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  }
pachamama-panel-explorers = 🚶 { $on } w krainie, { $off } poza nią
pachamama-panel-offerings = 🎁 { $count ->
    [one] { $count } ofiara
    [few] { $count } ofiary
    [many] { $count } ofiar
   *[other] { $count } ofiary
  }

## Ręka

pachamama-watching = Oglądasz grę.
pachamama-hand-points = Masz **{ $score }** { $score ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  }.
pachamama-hand-cubes = Kostki: { $cubes } ({ $held }/{ $limit })
pachamama-hand-explorers = Odkrywcy: { $spots }
pachamama-off-the-land = { $count } poza krainą
pachamama-hand-diversity = Różnorodność: { $tracks }
pachamama-hand-goal = 🎯 Cel: najwięcej punktów, gdy cała kraina zostanie odkryta: odkrywaj ją i wróż uprawy pod swoimi odkrywcami.
pachamama-hand-looks = 🔍 Podejrzane na kole: { $looks }
pachamama-hand-look = { $square } { $land ->
    [0] bagno
    [1] pustynia
    [2] góry
   *[3] las
  } { $field }
pachamama-waiting = Czekamy na ruch: { $player }.
pachamama-prompt-main = Twoja tura: przesuń odkrywcę lub wprowadź nowego albo wróż tam, gdzie któryś stoi.
pachamama-prompt-trade-too = Możesz też wymienić 2 kostki na 1 innego rodzaju.
pachamama-prompt-destination = Dokąd idzie twój odkrywca z { $square }? Wejście na nieodkryte pole je odkrywa.
pachamama-prompt-enter = Gdzie twój odkrywca wchodzi do krainy? Wejście na nieodkryte pole je odkrywa.
pachamama-prompt-value = Jaka uprawa jest na { $square }?
pachamama-prompt-value-there = Jaka uprawa tam jest?
pachamama-prompt-more = Trafnie! Wróż innym odkrywcą albo przestań.
pachamama-prompt-trade = { $square } to { $land ->
    [0] bagno
    [1] pustynia
    [2] góry
   *[3] las
  }, ale masz już { $limit ->
    [one] { $limit } kostkę
    [few] { $limit } kostki
    [many] { $limit } kostek
   *[other] { $limit } kostki
  }: wymień 2 z nich na 1 wybraną i weź kostkę { $land ->
    [0] bagna
    [1] pustyni
    [2] gór
   *[3] lasu
  } albo zatrzymaj swoje i pozwól jej przepaść.
pachamama-prompt-peek = Które pole podglądasz? Zobaczysz jego rodzaj terenu i uprawę.
pachamama-prompt-after = Złóż ofiarę albo zakończ turę.
pachamama-prompt-final = Ostatnia wróżba: wybierz odkrywcę albo spasuj.

## Przyciski i menu

pachamama-button-enter = Wejdź do krainy
pachamama-button-move-from = Ruch z { $square }
pachamama-button-divine-at = Wróż na { $square }
pachamama-button-offer-action = Ofiara: dodatkowa akcja
pachamama-button-offer-look = Ofiara: podejrzyj koło
pachamama-button-field = Uprawa { $field }
pachamama-button-leave = Opuść krainę
pachamama-button-keep = Zatrzymaj kostki (nowa przepada)
pachamama-button-back = Wstecz
pachamama-button-pass = Pas
pachamama-button-stop = Przestań wróżyć
pachamama-button-end = Zakończ turę
pachamama-menu-explore = Odkryj nowe pole…
pachamama-menu-move = Przejdź na odkryte pole…
pachamama-menu-look = Podejrzyj pole…
pachamama-menu-trade = Wymień dwie kostki na jedną…
pachamama-option-explore = odkrycie
pachamama-option-move = ruch
pachamama-option-trade = Oddaj { $first ->
    [0] bagno
    [1] pustynię
    [2] góry
   *[3] las
  } + { $second ->
    [0] bagno
    [1] pustynię
    [2] góry
   *[3] las
  }, weź { $take ->
    [0] bagno
    [1] pustynię
    [2] góry
   *[3] las
  }

## Wynik

pachamama-breakdown = { $player }: { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
  } = { $fields } z upraw + { $diversity } za różnorodność − { $penalty } za chybione wróżby + { $cubes } za kostki

## Obrazki

pachamama-pic-to-play = Pachamama: teraz gra { $player }
pachamama-pic-final = Ostatnie wróżby: { $player }
pachamama-pic-over = Koniec gry: { $count ->
    [one] wygrywa
   *[other] wygrywają
  } { $winners }
pachamama-pic-points = { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
  }
pachamama-pic-explorers = { $on } w krainie · { $off } poza nią
pachamama-pic-offerings = { $count ->
    [one] { $count } ofiara
    [few] { $count } ofiary
    [many] { $count } ofiar
   *[other] { $count } ofiary
  }
pachamama-pic-cubes = kostki
pachamama-pic-diversity = różnorodność
pachamama-pic-revealed = odkryte na starcie
pachamama-pic-your-look = podejrzane
pachamama-pic-your-land = { $player }: twoja kraina
pachamama-pic-your-land-waiting = { $player }: twoja kraina (teraz gra { $current })
pachamama-caption-main = W ramce: twoi odkrywcy, którzy mogą iść lub wróżyć
pachamama-caption-destination = W ramce: dokąd może pójść ten odkrywca
pachamama-caption-peek = W ramce: pola, które możesz podejrzeć
pachamama-caption-more = W ramce: gdzie możesz wróżyć dalej
pachamama-caption-final = W ramce: gdzie możesz wykonać ostatnią wróżbę
pachamama-caption-value = W ramce: pole, na którym wróżysz
pachamama-caption-other = W ramce: pola do wyboru

## /game rules

pachamama-rules-intro = **Pachamama** — odkryj ukrytą krainę i odgadnij, co gdzie rośnie.
pachamama-rules-land = Kraina (A–I × 1–5, w krótkiej grze A–E × 1–5) dzieli się na **regiony** z 1–5 pól jednego rodzaju terenu (bagno, pustynia, góry, las); regiony tego samego rodzaju nigdy się nie stykają. Region z n pól zawiera uprawy **1..n**, każdą raz, a jednakowe uprawy nigdy się nie stykają, nawet po skosie. Kilka pól jest na starcie odkrytych i uprawionych.
pachamama-rules-turn = W swojej turze wykonaj **jedną** akcję:
pachamama-rules-explore = • **Odkrywanie** — wprowadź odkrywcę na nieodkryte pole: jego rodzaj terenu zostaje ujawniony, a ty bierzesz kostkę tego rodzaju (najwyżej { $limit }; przy limicie możesz najpierw wymienić 2 kostki na 1, inaczej nowa kostka przepada).
pachamama-rules-move = • **Ruch** — przesuń odkrywcę na odkryte pole albo poza krainę. Odkrywca idzie o jedno pole albo biegnie po uprawionych polach i twoich własnych odkrywcach; nigdy przez przeciwnika.
pachamama-rules-divine = • **Wróżba** — wskaż uprawę pod jednym ze swoich odkrywców. Trafnie: zdobywasz jej wartość plus premię za różnorodność i możesz wróżyć innym odkrywcą. Chybienie: prawdziwa uprawa zostaje położona, tracisz jej wartość, twoja tura się kończy.
pachamama-rules-offering = Raz na turę cztery różne kostki kupują **ofiarę**: dodatkową akcję albo tajne podejrzenie dowolnego pola.
pachamama-rules-trade = W swojej turze możesz też dowolnie często **wymieniać** 2 kostki na 1 innego rodzaju.
pachamama-rules-end = Gdy ostatnie pole zostanie odkryte, każdy (począwszy od gracza, który je odkrył) wykonuje jedną ostatnią wróżbę; każda pozostała kostka daje { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
  }. Wygrywa najwięcej punktów; przy remisie zwycięstwo jest wspólne.

pachamama-proposal-land = - Kraina losowana z ziarna: regiony z 1–{ $size } pól (przeważnie duże), najwyżej { $long } pól jednego rodzaju ({ $short } na 5×5), { $fewest }–{ $most } odkrytych pól, z których uprawy wynikają logicznie.
pachamama-proposal-explorers = - Odkrywcy: po { $two } / { $three } / { $four } przy 2 / 3 / 4 graczach (jak w Tiwanaku).
pachamama-proposal-diversity = - Różnorodność: tor na każdą wartość uprawy, poziomy 0–{ $top }; trafna wróżba v podnosi twój znacznik na torze v i daje tyle punktów, ile masz znaczników na tym poziomie; na szczycie { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
  } za awans.
pachamama-proposal-trade = - Wymiana 2 kostek na 1, kiedy chcesz w swojej turze oraz przy { $limit } kostkach, gdy przychodzi nowa; nigdy w cudzej turze ani w ostatnich wróżbach.
pachamama-proposal-wrong = - Chybiona wróżba kończy całą turę, razem z dodatkową akcją.
pachamama-proposal-last = - Ostatnie odkrycie od razu kończy turę; w ostatnich wróżbach nie ma ofiar.
pachamama-proposal-ties = - Przy remisie zwycięstwo jest wspólne.
