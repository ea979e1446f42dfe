chachapoya-hint-context = Nach der Wertung hast du { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } und { $rival } { $rival_points }; { $left } { $left ->
        [one] Schatz ist
       *[other] Schätze sind
    } übrig.
chachapoya-hint-alone = Nach der Wertung hast du { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }; { $left } { $left ->
        [one] Schatz ist
       *[other] Schätze sind
    } übrig.
chachapoya-hint-shown = Diese Runde liegen aus: { $treasures }.
