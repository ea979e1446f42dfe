chachapoya-hint-context = Według wag masz { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }, a { $rival } { $rival_points }; { $left ->
        [one] został { $left } skarb
        [few] zostały { $left } skarby
       *[other] zostało { $left } skarbów
    }.
chachapoya-hint-alone = Według wag masz { $points } { $points ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }; { $left ->
        [one] został { $left } skarb
        [few] zostały { $left } skarby
       *[other] zostało { $left } skarbów
    }.
chachapoya-hint-shown = W tej rundzie odkryto: { $treasures }.
