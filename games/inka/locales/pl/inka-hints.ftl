inka-hint-context = Na kościach { $a } i { $b }; masz { $cards } { $cards ->
        [one] kartę kompasu
        [few] karty kompasu
       *[other] kart kompasu
    } i { $guides } { $guides ->
        [one] przewodnika
       *[other] przewodników
    }, { $rival } ma { $rival_cards } { $rival_cards ->
        [one] kartę kompasu
        [few] karty kompasu
       *[other] kart kompasu
    }.

## explain: dlaczego ruch jest dobry, z widoku gracza (po "<przycisk ruchu>: ")
inka-why-camp = niesiesz skarb { $n } { $n ->
        [one] pole
        [few] pola
       *[other] pól
    } przez strzałkę do obozu i wygrywasz grę.
inka-why-take-treasure = { $other } niesie skarb na { $cell }: stając tam, zabierasz go, wyganiasz ten pionek na wyspę i rzucasz jeszcze raz; { $cell } leży { $arrow } { $arrow ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od strzałki.
inka-why-banish-pawn = stajesz na polu { $other } ({ $cell }) i wyganiasz ten pionek na wyspę.
inka-why-open-temple = otwierasz zamkniętą świątynię na { $cell }; jedna z { $closed } zamkniętych świątyń kryje skarb, pozostałe znak kompasu albo Inków.
inka-why-carrier = { $cell } leży { $arrow } { $arrow ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od strzałki (teraz { $was }){ $closest ->
        [yes] , najbliżej ze wszystkich twoich pól
       *[no] {""}
    }, a najbliższy łowca, { $hunter }, jest { $away } { $away ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od niego.
inka-why-carrier-alone = { $cell } leży { $arrow } { $arrow ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od strzałki (teraz { $was }){ $closest ->
        [yes] , najbliżej ze wszystkich twoich pól
       *[no] {""}
    }, a jedyny inny pionek trafia na wyspę.
inka-why-hunt = { $cell } leży { $d } { $d ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od gracza { $carrier }, który niesie skarb na { $at } (teraz jesteś { $was } od niego).
inka-why-temple-near = { $cell } leży { $d } { $d ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od zamkniętej świątyni na { $temple } (teraz jesteś { $was } od niej).
inka-why-keeps = Zostaje ci { $all ->
        [yes] wszystkie { $left }
       *[no] { $left }
    } { $left ->
        [one] karta kompasu
        [few] karty kompasu
       *[other] kart kompasu
    }{ $rescue ->
        [yes] , ale zużywasz kartę ratunkową na wodę
       *[no] {""}
    }.
inka-why-field-compass = Na polu kompasu ciągniesz kartę wydarzeń (w stosie { $left }), a każda karta wydarzeń daje karty kompasu.
inka-why-field-inca = Na polu Inków ciągniesz kartę ryzyka (w stosie { $left }).
inka-why-browse = { $zone } ma { $n } { $n ->
        [one] ruch
        [few] ruchy
       *[other] ruchów
    }; najlepszy to { $cell }.
inka-why-back = twojego najlepszego pola, { $cell }, nie ma wśród { $n } { $n ->
        [one] ruchu
       *[other] ruchów
    } w { $zone }.
inka-why-reroll = przy { $a } i { $b } używasz { $guides ->
        [one] swojego jedynego przewodnika
       *[other] jednego z { $guides } przewodników
    }, by rzucić jeszcze raz, zamiast wykonać jeden z { $n } { $n ->
        [one] ruchu
       *[other] ruchów
    }. Najlepszy z nich:
inka-why-reroll-stuck = przy { $a } i { $b } żaden ruch nie pasuje do twoich kart; { $guides ->
        [one] twój jedyny przewodnik
       *[other] jeden z { $guides } przewodników
    } rzuca jeszcze raz, zamiast tracić turę.
inka-why-skip = przy { $a } i { $b } żaden ruch nie pasuje; zachowujesz { $guides ->
        [one] swojego jedynego przewodnika
       *[other] { $guides } przewodników
    }, tracisz turę i bierzesz 2 karty kompasu z depot (jest tam { $depot }).
inka-why-banish = { $other } czeka tam { $arrow } { $arrow ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od strzałki i { $d } od { $whom ->
        [you] ciebie
       *[carrier] gracza { $carrier }, który niesie skarb
    }{ $farthest ->
        [yes] , najdalej z { $free } wolnych wysp
       *[no] {""}
    }.
inka-why-bonus-roll = niesiesz skarb na { $cell }, { $arrow } { $arrow ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od strzałki; kolejny rzut zaniesie go dalej, zanim { $hunter }, { $away } { $away ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od ciebie, znów się ruszy.
inka-why-bonus-stay = niesiesz skarb na { $cell }, { $arrow } { $arrow ->
        [one] krok
        [few] kroki
       *[other] kroków
    } od strzałki, i zachowujesz { $cards } { $cards ->
        [one] kartę kompasu
        [few] karty kompasu
       *[other] kart kompasu
    }, zamiast płacić za kolejny ruch.
inka-why-take = { $total ->
        [0] nie masz kart kompasu
       *[other] masz { $held } { $held ->
            [one] kartę
            [few] karty
           *[other] kart
        } { $dir } z { $total }
    }{ $fewest ->
        [yes] , najmniej z kierunków w depot
       *[no] {""}
    }{ $need ->
        [yes] , a { $dir } prowadzi do celu: { $goal }
       *[no] {""}
    }; ten wybór daje ci { $n } więcej.
inka-why-give = masz { $held } { $held ->
        [one] kartę
        [few] karty
       *[other] kart
    } { $dir } z { $total }{ $most ->
        [yes] , najwięcej ze wszystkich kierunków
       *[no] {""}
    }{ $need ->
        [yes] {""}
       *[no] , a { $dir } nie prowadzi do celu: { $goal }
    }.
inka-goal-camp = obóz
inka-goal-carrier = { $player } ze skarbem na { $cell }
inka-goal-temple = zamknięta świątynia na { $cell }
