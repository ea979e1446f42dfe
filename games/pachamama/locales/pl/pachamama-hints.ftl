pachamama-hint-context = Masz teraz { $score } pkt, a { $rival } { $rival_score } pkt; w tej turze { $actions ->
        [one] zostaje ci { $actions } akcja
        [few] zostają ci { $actions } akcje
       *[other] zostaje ci { $actions } akcji
    }.
