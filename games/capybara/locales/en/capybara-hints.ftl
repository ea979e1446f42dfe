capybara-hint-context = The piles show { $left } and { $right }; you hold { $cards } { $cards ->
        [one] card
       *[other] cards
    } and { $cookies } { $cookies ->
        [one] cookie
       *[other] cookies
    }, { $rival } holds { $rival_cards } { $rival_cards ->
        [one] card
       *[other] cards
    } and { $rival_cookies } { $rival_cookies ->
        [one] cookie
       *[other] cookies
    }.
