pachamama-hint-context = Masz teraz { $score } pkt, a { $rival } { $rival_score } pkt; w tej turze { $actions ->
        [one] zostaje ci { $actions } akcja
        [few] zostają ci { $actions } akcje
       *[other] zostaje ci { $actions } akcji
    }.

## Dlaczego podpowiadany ruch (games/pachamama/hints.py explain): "<przycisk ruchu>: <te słowa>".
## $square, $squares: współrzędne, np. C4; $field: uprawa 1–5; $options, $losses: uprawy złączone przez "lub";
## $land: rodzaj terenu już słowami (pachamama-land); $must: pachamama-hint-must.

pachamama-hint-field-at = { $field } na { $square }
pachamama-hint-field-worked = { $field } na { $square } (wywnioskowane)
pachamama-hint-why-look = widzisz je na kole dzięki ofierze
pachamama-hint-why-single = jego region to tylko to jedno pole
pachamama-hint-why-region = jego region ma { $size } { $size ->
        [one] pole
        [few] pola
       *[other] pól
    } (uprawy od 1 do { $size }), a { $known } { $count ->
        [one] wyklucza
       *[other] wykluczają
    } resztę
pachamama-hint-why-around = { $known } obok niego lub w jego regionie { $count ->
        [one] wyklucza
       *[other] wykluczają
    } każdą inną uprawę
pachamama-hint-why-only-place = { $field } nie pasuje nigdzie indziej w jego regionie z { $size } pól
pachamama-hint-why-logic = znane ci uprawy ({ $count }) nie zostawiają tam nic innego
pachamama-hint-must = { $square } musi mieć { $field }, bo { $why }
pachamama-hint-divine-sure = { $must }: trafna wróżba daje { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } ({ $field } + { $bonus } za różnorodność).
pachamama-hint-divine-more = Potem możesz wróżyć dalej na { $squares }.
pachamama-hint-ruled-out = z tego, co widzisz, { $field } na { $square } jest wykluczone (rośnie tam tylko { $options }), więc to kosztuje punkty.
pachamama-hint-guess = o ile widzisz, { $square } może jeszcze mieć { $options }: { $field } daje { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }, jeśli trafisz; jeśli nie, tracisz prawdziwą uprawę ({ $losses }), a twoja tura się kończy.
pachamama-hint-guess-final = o ile widzisz, { $square } może jeszcze mieć { $options }: { $field } daje { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }, jeśli trafisz; jeśli nie, tracisz prawdziwą uprawę ({ $losses }).
pachamama-hint-pass-sure = oddajesz { $points } { $points ->
        [one] pewny punkt
        [few] pewne punkty
       *[other] pewnych punktów
    } na { $square }.
pachamama-hint-pass = { $square } może jeszcze mieć { $options }: { $field } dałoby { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } przy trafieniu, ale chybienie kosztuje prawdziwą uprawę ({ $losses }).
pachamama-hint-stop-keep = { $count ->
        [one] twój odkrywca na { $squares } zostaje na znanej ci uprawie
       *[other] twoi odkrywcy na { $squares } zostają na znanych ci uprawach
    }, by wróżyć w późniejszej turze.
pachamama-hint-stop = { $count ->
        [one] nie masz pewności co do uprawy pod twoim odkrywcą na { $squares }
       *[other] nie masz pewności co do upraw pod twoimi odkrywcami na { $squares }
    }, a chybienie kosztuje prawdziwą uprawę i kończy turę.
pachamama-hint-cube-take = Odkrywanie ujawnia rodzaj terenu i daje ci jego kostkę: { $after } z { $limit }, które możesz mieć.
pachamama-hint-cube-full = Odkrywanie ujawnia rodzaj terenu, ale masz już { $limit } kostki: najpierw wymień 2 na 1, inaczej nowa przepada.
pachamama-hint-reach-sure = ten odkrywca dociera na { $square }, gdzie uprawa musi być { $field }, bo { $why }; zaparkowany tam, trafną wróżbą zdobędzie { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }.
pachamama-hint-reach-new = ten odkrywca dociera do { $count } nieodkrytych pól, np. { $squares }.
pachamama-hint-reach-new-all = { $count ->
        [one] ten odkrywca dociera do 1 nieodkrytego pola, { $squares }.
       *[other] ten odkrywca dociera do { $count } nieodkrytych pól: { $squares }.
    }
pachamama-hint-reach-moves = ten odkrywca dociera do { $count } { $count ->
        [one] pola
       *[other] pól
    }, żadne nie jest nieodkryte ani nie ma znanej ci uprawy.
pachamama-hint-rivals-reach = Inaczej { $players } { $count ->
        [one] może zająć
       *[other] mogą zająć
    } { $square }.
pachamama-hint-nobody-reaches = Żaden odkrywca innego gracza nie dociera teraz na { $square }.
pachamama-hint-explore-fewest = uprawy wokół { $square } zostawiają tam tylko { $options }, mniej wartości niż na każdym z { $count } innych pól, które możesz odkryć.
pachamama-hint-explore-open = uprawy wokół { $square } zostawiają tam tylko { $options }.
pachamama-hint-explore = { $square } to jedno z { $count } nieodkrytych pól.
pachamama-hint-explore-last = To ostatnie nieodkryte pole, więc zaczynają się ostatnie wróżby.
pachamama-hint-park = { $must }: zaparkowany tam odkrywca zdobędzie później trafną wróżbą { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }.
pachamama-hint-move-open = o ile widzisz, { $square } może jeszcze mieć { $options }.
pachamama-hint-move-cultivated = { $square } jest już uprawione ({ $field }); stamtąd twój odkrywca dociera do { $count } { $count ->
        [one] nieodkrytego pola
       *[other] nieodkrytych pól
    }.
pachamama-hint-leave-cultivated = { $square } jest już uprawione ({ $field }); poza krainą twój odkrywca może wrócić na każde z { $count } wolnych pól brzegowych.
pachamama-hint-leave-sure = twój odkrywca opuszcza { $square }, choć uprawa musi tam być { $field }; poza krainą może wrócić na każde z { $count } wolnych pól brzegowych.
pachamama-hint-leave = o ile widzisz, { $square } może jeszcze mieć { $options }; poza krainą twój odkrywca może wrócić na każde z { $count } wolnych pól brzegowych.
pachamama-hint-back-enter = wchodząc, ten odkrywca dociera do { $count } { $count ->
        [one] pola
       *[other] pól
    }, żadne nie jest nieodkryte ani nie ma znanej ci uprawy.
pachamama-hint-back-move = z { $square } ten odkrywca dociera do { $count } { $count ->
        [one] pola
       *[other] pól
    }, żadne nie jest nieodkryte ani nie ma znanej ci uprawy.
pachamama-hint-back-value = o ile widzisz, { $square } może jeszcze mieć { $options }, a chybienie kosztuje prawdziwą uprawę i kończy turę.
pachamama-hint-back-look = podejrzenie nie jest kupione i zatrzymujesz swoje kostki ({ $held }).
pachamama-hint-offer-action = płacisz { $cost } kostki, po jednej z każdego terenu, i masz w tej turze { $after } { $after ->
        [one] akcję
        [few] akcje
       *[other] akcji
    } zamiast { $before }.
pachamama-hint-then-reach = { $count ->
        [one] Twoi odkrywcy docierają na { $squares }, gdzie znasz uprawę.
       *[other] Twoi odkrywcy docierają do { $count } pól ze znaną ci uprawą, np. { $squares }.
    }
pachamama-hint-then-divine = { $count ->
        [one] Twój odkrywca na { $squares } stoi na znanej ci uprawie.
       *[other] Twoi odkrywcy na { $squares } stoją na znanych ci uprawach.
    }
pachamama-hint-offer-look-spot = płacisz { $cost } kostki, po jednej z każdego terenu, by zobaczyć uprawę pod twoim odkrywcą na { $square }, która może jeszcze być { $options }; potem wróżysz bez ryzyka.
pachamama-hint-offer-look = płacisz { $cost } kostki, po jednej z każdego terenu, by zobaczyć teren i uprawę jednego z { $count } jeszcze nieuprawionych pól.
pachamama-hint-look-hidden = { $square } jest nieodkryte: widzisz jego teren i uprawę, zanim ktoś je odkryje.
pachamama-hint-look-spot = twój odkrywca stoi na { $square }, które może jeszcze mieć { $options }: po podejrzeniu znasz uprawę i wróżysz bez ryzyka.
pachamama-hint-look-sure = z tego, co widzisz, { $square } ma na pewno { $field }; podejrzenie tylko to potwierdza.
pachamama-hint-look-open = o ile widzisz, { $square } może jeszcze mieć { $options }; podejrzenie to rozstrzyga.
pachamama-hint-trade = dajesz { $give } za { $take } i masz potem kostki { $after } { $after ->
        [one] rodzaju
       *[other] rodzajów
    } zamiast { $before }.
pachamama-hint-trade-new = dajesz { $give } za { $take } i bierzesz nową kostkę ({ $land }): kostki { $after } { $after ->
        [one] rodzaju
       *[other] rodzajów
    }, wobec { $before }, jeśli zatrzymasz swoje.
pachamama-hint-keep = żadna wymiana nie da ci więcej niż obecne rodzaje kostek ({ $kinds }), więc nowa kostka ({ $land }) przepada.
pachamama-hint-keep-worse = zatrzymujesz kostki { $kinds } { $kinds ->
        [one] rodzaju
       *[other] rodzajów
    }, a nowa kostka ({ $land }) przepada; najlepsza wymiana dałaby { $best }.
pachamama-hint-end = zatrzymujesz swoje kostki ({ $held }, rodzajów: { $kinds }): { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } na koniec albo ofiara w późniejszej turze.
