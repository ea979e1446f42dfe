pachamama-hint-context = Du stehst jetzt bei { $score } Punkten und { $rival } bei { $rival_score }; du hast in diesem Zug noch { $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    }.
