inka-hint-context = The dice show { $a } and { $b }; you hold { $cards } compass { $cards ->
        [one] card
       *[other] cards
    } and { $guides } { $guides ->
        [one] guide
       *[other] guides
    }, { $rival } holds { $rival_cards } compass { $rival_cards ->
        [one] card
       *[other] cards
    }.
