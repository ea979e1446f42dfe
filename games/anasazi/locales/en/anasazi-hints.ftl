anasazi-hint-context = You hold { $cubes } { $cubes ->
        [one] cube
       *[other] cubes
    } and have { $camps } { $camps ->
        [one] camp
       *[other] camps
    } left, { $rival } holds { $rival_cubes } { $rival_cubes ->
        [one] cube
       *[other] cubes
    }; { $actions } { $actions ->
        [one] action is
       *[other] actions are
    } left this turn.
