chachapoya-hint-context = By the scales you have { $points } { $points ->
        [one] point
       *[other] points
    } and { $rival } { $rival_points }; { $left } { $left ->
        [one] treasure is
       *[other] treasures are
    } left.
chachapoya-hint-alone = By the scales you have { $points } { $points ->
        [one] point
       *[other] points
    }; { $left } { $left ->
        [one] treasure is
       *[other] treasures are
    } left.
chachapoya-hint-shown = This round shows { $treasures }.
