chachapoya-hint-context = Według wag masz { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }, a { $rival } { $rival_points }; { $left ->
        [one] został { $left } skarb
        [few] zostały { $left } skarby
       *[other] zostało { $left } skarbów
    }.
chachapoya-hint-alone = Według wag masz { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }; { $left ->
        [one] został { $left } skarb
        [few] zostały { $left } skarby
       *[other] zostało { $left } skarbów
    }.
chachapoya-hint-shown = W tej rundzie odkryto: { $treasures }.

## Proste „dlaczego” podpowiedzi (games/chachapoya/hints.py explain): wartości to punkty według twoich skal

chachapoya-hint-points = { $n } { $n ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }
chachapoya-hint-x = X, które cię eliminuje
chachapoya-hint-offer = zatrzymujesz zakryty skarb { $down } ({ $down_pts } dla ciebie), pokazujesz { $up } ({ $up_pts }) i zakopujesz { $bury } ({ $bury_pts }){ $least ->
        [yes] , najmniej dla ciebie wart
       *[no] {""}
    }. Zwycięzca licytacji bierze oba oferowane: { $both } dla ciebie
chachapoya-hint-prize-blind = zwycięzca bierze zakryte skarby ({ $n }), których nikt nie widział
chachapoya-hint-prize-one-blind = zwycięzca wybiera jeden z zakrytych skarbów ({ $n }), których nikt nie widział
chachapoya-hint-prize-one-known = wygrywając, wybierasz: { $up } ({ $up_pts } dla ciebie) albo { $down } ({ $down_pts })
chachapoya-hint-prize-one-guess = wygrywając, wybierasz: { $up } ({ $up_pts } dla ciebie) albo zakrytą kartę: { $a } lub { $b }
chachapoya-hint-prize-one-up = wygrywając, wybierasz: { $up } ({ $up_pts } dla ciebie) albo zakrytą kartę
chachapoya-hint-prize-both = wygrywając, bierzesz { $up } i { $down }: { $pts } dla ciebie
chachapoya-hint-prize-guess = wygrywając, bierzesz { $up } i zakrytą kartę: { $a_pts } dla ciebie, jeśli to { $a }, { $b_pts }, jeśli to { $b }
chachapoya-hint-prize-up = wygrywając, bierzesz { $up } ({ $up_pts } dla ciebie) i zakrytą kartę
chachapoya-hint-warriors = wzięci ⚔️ Ponurzy Wojownicy dają ci też karty poszukiwaczy ({ $n })
chachapoya-hint-bid-total = suma { $total }{ $tracker ->
        [yes] {" "}z Tropicielem
       *[no] {""}
    }, { $higher ->
        [0] { $totals ->
            [one] twoja jedyna możliwa suma
           *[other] najwyższa z twoich możliwych sum ({ $totals })
        }
       *[other] wyższych jest { $higher } z twoich możliwych sum ({ $totals })
    }
chachapoya-hint-bid-spy = { $leader }: wygrywa najniższa suma, której nikt nie powtórzył, zamiast najwyższej, a tobie nic to nie daje
chachapoya-hint-bid-leader = { $leader }: { $one ->
        [yes] wygrywa jeden wybrany przez ciebie skarb
       *[no] wygrywa wszystko, co oferowane
    }, chyba że zepsuje to inny Przywódca albo para Tropicieli
chachapoya-hint-bid-pair = dwóch Tropicieli odsyła skarby ({ $n }) pod talię, nikt ich nie bierze, a ty możesz dobrać karty ({ $draw })
chachapoya-hint-pair-up = odkryty skarb { $up } jest wart dla ciebie { $pts }
chachapoya-hint-spend = Kosztuje { $hand ->
        [one] twoją jedyną kartę poszukiwacza
       *[other] { $k } z twoich kart poszukiwaczy ({ $hand })
    }
chachapoya-hint-spend-last = Kosztuje { $hand ->
        [one] twoją jedyną kartę poszukiwacza
       *[other] { $k } z twoich kart poszukiwaczy ({ $hand })
    }, a karty z liczbami zostawione w ręce nic nie dają po tej ostatniej rundzie
chachapoya-hint-spend-leader = To ostatnia runda: Przywódca zostawiony w ręce kosztowałby cię na końcu { $penalty } pkt
chachapoya-hint-laid = dotąd położone karty: { $players }{ $waiting ->
        [0] {""}
       *[other] , a jeszcze nie licytowało: { $waiting }
    }
chachapoya-hint-laid-one = { $player } { $n }
chachapoya-hint-unbeaten = żadna licytacja liczbami z tyloma kartami nie bije { $total }
chachapoya-hint-pick-blind = wszystkie skarby ({ $n }) leżą zakryte i nikt ich nie widział, więc każdy wybór jest równie dobry
chachapoya-hint-pick-up = { $up } jest wart dla ciebie { $pts }
chachapoya-hint-other-known = zakryta karta, { $down }, dałaby { $pts }
chachapoya-hint-other-guess = zakryta karta, { $a } lub { $b }, dałaby { $a_pts } lub { $b_pts }
chachapoya-hint-against = a odkryty skarb { $up } daje { $pts }
chachapoya-hint-pick-known = to { $down }, który ukryłeś(-aś), { $pts } dla ciebie
chachapoya-hint-pick-sure = to musi być { $down }, bo obie nieodkryte karty były takie, { $pts } dla ciebie
chachapoya-hint-pick-guess = to { $a } ({ $a_pts } dla ciebie) lub { $b } ({ $b_pts })
chachapoya-hint-curse = kart { $treasure } ubywa z { $n } do { $left }: { $before } zmienia się w { $after }
chachapoya-hint-curse-other = strata karty { $treasure } zmieniłaby { $before } w { $after }
chachapoya-hint-draw = { $draw ->
        [yes] { $n } karty poszukiwaczy więcej na skarby, które zostały w talii ({ $left }); masz teraz { $hand }
       *[no] zatrzymujesz swoje karty ({ $hand }) bez zmian; w talii zostały skarby: { $left }
    }
chachapoya-hint-draw-last = to ostatnia runda, więc karty w ręce na końcu tylko odejmują: { $tracker } pkt za Tropiciela, { $leader } za Przywódcę{ $draw ->
        [yes] , a dobrane karty ({ $n }) mogą przynieść jedno i drugie
       *[no] {""}
    }
chachapoya-hint-spend-token = uzupełnia twoją rękę z { $hand } do { $fill } kart, o { $n } więcej
chachapoya-hint-keep-token = zachowujesz go na koniec zamiast dobierać teraz karty ({ $n }; masz { $hand })
chachapoya-hint-token-later = na końcu dodałby { $pts } do: { $treasure }
chachapoya-hint-token-nothing = nie masz jeszcze skarbu, do którego mógłby pójść
chachapoya-hint-place = { $treasure } liczy się jako { $more } zamiast { $n }: { $before } zmienia się w { $after }{ $best ->
        [yes] , najwięcej z twoich możliwości ({ $choices })
       *[no] {""}
    }
