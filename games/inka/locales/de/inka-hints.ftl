inka-hint-context = Die Würfel zeigen { $a } und { $b }; du hast { $cards } { $cards ->
        [one] Kompasskarte
       *[other] Kompasskarten
    } und { $guides } { $guides ->
        [one] Führer
       *[other] Führer
    }, { $rival } hat { $rival_cards } { $rival_cards ->
        [one] Kompasskarte
       *[other] Kompasskarten
    }.
