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
