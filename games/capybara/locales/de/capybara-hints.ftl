capybara-hint-context = Die Stapel zeigen { $left } und { $right }; du hast { $cards } { $cards ->
        [one] Karte
       *[other] Karten
    } und { $cookies } { $cookies ->
        [one] Keks
       *[other] Kekse
    }, { $rival } hat { $rival_cards } { $rival_cards ->
        [one] Karte
       *[other] Karten
    } und { $rival_cookies } { $rival_cookies ->
        [one] Keks
       *[other] Kekse
    }.
