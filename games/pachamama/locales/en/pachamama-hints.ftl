pachamama-hint-context = You score { $score } now and { $rival } { $rival_score }; you have { $actions } { $actions ->
        [one] action
       *[other] actions
    } left this turn.
