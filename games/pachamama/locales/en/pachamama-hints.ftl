pachamama-hint-context = You score { $score } now and { $rival } { $rival_score }; you have { $actions } { $actions ->
        [one] action
       *[other] actions
    } left this turn.

## Why the hinted move (games/pachamama/hints.py explain): "<the move's button>: <these words>".
## $square, $squares: coordinates such as C4; $field: a field 1–5; $options, $losses: fields joined by "or";
## $land: a land type already in words (pachamama-land); $must: a pachamama-hint-must.

pachamama-hint-field-at = { $field } at { $square }
pachamama-hint-field-worked = { $field } at { $square } (worked out)
pachamama-hint-why-look = you saw it on the wheel with an offering
pachamama-hint-why-single = its region is this one square
pachamama-hint-why-region = its region has { $size } squares (fields 1 to { $size }) and { $known } { $count ->
        [one] rules
       *[other] rule
    } out the rest
pachamama-hint-why-around = { $known } next to it or in its region { $count ->
        [one] rules
       *[other] rule
    } out every other field
pachamama-hint-why-only-place = { $field } fits nowhere else in its region of { $size } squares
pachamama-hint-why-logic = the { $count } fields you know leave nothing else there
pachamama-hint-must = { $square } must be { $field }, as { $why }
pachamama-hint-divine-sure = { $must }: a right divination scores { $points } { $points ->
        [one] point
       *[other] points
    } ({ $field } + { $bonus } for diversity).
pachamama-hint-divine-more = After it you may divine again at { $squares }.
pachamama-hint-ruled-out = what you can see rules out { $field } at { $square } (only { $options } can grow there), so this loses points.
pachamama-hint-guess = as far as you can see, { $square } could still be { $options }: naming { $field } scores { $points } { $points ->
        [one] point
       *[other] points
    } if right; if wrong, you lose the true field ({ $losses }) and your turn ends.
pachamama-hint-guess-final = as far as you can see, { $square } could still be { $options }: naming { $field } scores { $points } { $points ->
        [one] point
       *[other] points
    } if right; if wrong, you lose the true field ({ $losses }).
pachamama-hint-pass-sure = you give up { $points } { $points ->
        [one] point
       *[other] points
    } you could be sure of at { $square }.
pachamama-hint-pass = { $square } could still be { $options }: naming { $field } would score { $points } { $points ->
        [one] point
       *[other] points
    } if right, but a miss costs the true field ({ $losses }).
pachamama-hint-stop-keep = { $count ->
        [one] your explorer on { $squares } stays on a field you know
       *[other] your explorers on { $squares } stay on fields you know
    }, to divine on a later turn.
pachamama-hint-stop = { $count ->
        [one] you cannot be sure of the field under your explorer on { $squares }
       *[other] you cannot be sure of the fields under your explorers on { $squares }
    }, and a miss costs the true field and ends your turn.
pachamama-hint-cube-take = Exploring reveals the land type and gives you a cube of it: { $after } of the { $limit } you may hold.
pachamama-hint-cube-full = Exploring reveals the land type, but you already hold { $limit } cubes: trade 2 for 1 first, or the new one is lost.
pachamama-hint-reach-sure = this explorer can reach { $square }, whose field must be { $field }, as { $why }; parked there, it scores { $points } { $points ->
        [one] point
       *[other] points
    } with a right divination.
pachamama-hint-reach-new = this explorer can reach { $count } undiscovered squares, such as { $squares }.
pachamama-hint-reach-new-all = { $count ->
        [one] this explorer can reach 1 undiscovered square, { $squares }.
       *[other] this explorer can reach { $count } undiscovered squares: { $squares }.
    }
pachamama-hint-reach-moves = this explorer can reach { $count } { $count ->
        [one] square
       *[other] squares
    }, none of them undiscovered or with a field you know.
pachamama-hint-rivals-reach = { $count ->
        [one] { $players } could take { $square } otherwise.
       *[other] { $players } could each take { $square } otherwise.
    }
pachamama-hint-nobody-reaches = No other player's explorer can reach { $square } now.
pachamama-hint-explore-fewest = the fields around { $square } leave it only { $options }, fewer values than at any of the { $count } other squares you can explore.
pachamama-hint-explore-open = the fields around { $square } leave it only { $options }.
pachamama-hint-explore = { $square } is one of the { $count } undiscovered squares.
pachamama-hint-explore-last = It is the last undiscovered square, so the final divinations begin.
pachamama-hint-park = { $must }: parked there, your explorer scores { $points } { $points ->
        [one] point
       *[other] points
    } with a right divination later.
pachamama-hint-move-open = as far as you can see, { $square } could still be { $options }.
pachamama-hint-move-cultivated = { $square } is already cultivated ({ $field }); from there your explorer reaches { $count } undiscovered { $count ->
        [one] square
       *[other] squares
    }.
pachamama-hint-leave-cultivated = { $square } is already cultivated ({ $field }); off the land, your explorer can come back in on any of the { $count } free edge squares.
pachamama-hint-leave-sure = your explorer leaves { $square } although its field must be { $field }; off the land, it can come back in on any of the { $count } free edge squares.
pachamama-hint-leave = as far as you can see, { $square } could still be { $options }; off the land, your explorer can come back in on any of the { $count } free edge squares.
pachamama-hint-back-enter = entering, this explorer reaches { $count } { $count ->
        [one] square
       *[other] squares
    }, none of them undiscovered or with a field you know.
pachamama-hint-back-move = from { $square } this explorer reaches { $count } { $count ->
        [one] square
       *[other] squares
    }, none of them undiscovered or with a field you know.
pachamama-hint-back-value = as far as you can see, { $square } could still be { $options }, and a miss costs the true field and ends your turn.
pachamama-hint-back-look = the look is not bought, and you keep your { $held } cubes.
pachamama-hint-offer-action = you pay { $cost } cubes, one of each land type, and have { $after } { $after ->
        [one] action
       *[other] actions
    } left this turn instead of { $before }.
pachamama-hint-then-reach = { $count ->
        [one] Your explorers can reach { $squares }, whose field you know.
       *[other] Your explorers can reach { $count } squares whose fields you know, such as { $squares }.
    }
pachamama-hint-then-divine = { $count ->
        [one] Your explorer on { $squares } stands on a field you know.
       *[other] Your explorers on { $squares } stand on fields you know.
    }
pachamama-hint-offer-look-spot = you pay { $cost } cubes, one of each land type, to see the field under your explorer on { $square }, which could still be { $options }; then you divine it without risk.
pachamama-hint-offer-look = you pay { $cost } cubes, one of each land type, to see the land type and field of one of { $count } squares not cultivated yet.
pachamama-hint-look-hidden = { $square } is undiscovered: you see its land type and field before anyone explores it.
pachamama-hint-look-spot = your explorer stands on { $square }, which could still be { $options }: after the look you know its field and divine it without risk.
pachamama-hint-look-sure = what you can see already fixes { $square } as { $field }; the look only confirms it.
pachamama-hint-look-open = as far as you can see, { $square } could still be { $options }; the look settles it.
pachamama-hint-trade = you give { $give } for { $take } and then hold { $after } { $after ->
        [one] type
       *[other] types
    } of cube instead of { $before }.
pachamama-hint-trade-new = you give { $give } for { $take } and take the new { $land } cube: { $after } { $after ->
        [one] type
       *[other] types
    } of cube, against { $before } if you keep yours.
pachamama-hint-keep = no trade leaves you more than the { $kinds } { $kinds ->
        [one] type
       *[other] types
    } of cube you hold, so the { $land } cube goes.
pachamama-hint-keep-worse = you keep your { $kinds } { $kinds ->
        [one] type
       *[other] types
    } of cube and let the { $land } cube go; the best trade would leave { $best }.
pachamama-hint-end = you keep your { $held } cubes of { $kinds } types: { $points } { $points ->
        [one] point
       *[other] points
    } at the end, or an offering on a later turn.
