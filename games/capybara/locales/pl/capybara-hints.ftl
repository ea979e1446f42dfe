capybara-hint-context = Na stosach leżą { $left } i { $right }; masz { $cards } { $cards ->
        [one] kartę
        [few] karty
       *[other] kart
    } i { $cookies } { $cookies ->
        [one] ciastko
        [few] ciastka
       *[other] ciastek
    }, { $rival } ma { $rival_cards } { $rival_cards ->
        [one] kartę
        [few] karty
       *[other] kart
    } i { $rival_cookies } { $rival_cookies ->
        [one] ciastko
        [few] ciastka
       *[other] ciastek
    }.
