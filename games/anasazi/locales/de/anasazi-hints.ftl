anasazi-hint-context = Du hast { $cubes } { $cubes ->
        [one] Würfel
       *[other] Würfel
    } und noch { $camps } { $camps ->
        [one] Lager
       *[other] Lager
    }, { $rival } hat { $rival_cubes } { $rival_cubes ->
        [one] Würfel
       *[other] Würfel
    }; in diesem Zug { $actions ->
        [one] bleibt { $actions } Aktion
       *[other] bleiben { $actions } Aktionen
    }.
