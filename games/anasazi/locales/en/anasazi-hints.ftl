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

## Why a hinted move is good (games/anasazi/hints.py explain): $point, $site ("G13"), $tower ("T7"),
## $mesa ("N5", or GM for the great mesa), $expedition ("①"), $row ("G"), $emoji are symbols;
## $cube and $gains are messages; $victim is a seat reference; $goal and $best are yes or no.

anasazi-why-cube = { $cube } worth { $points } to you{ $goal ->
        [yes] {" "}(your objective colour)
       *[no] {""}
    }
anasazi-why-tower-unknown = tower { $tower }, whose colour you have not seen
anasazi-why-tower-known = tower { $tower }, which you know is { $emoji } { $colour }, so { $emoji } cubes drop to { $value } (you hold { $mine }, the others { $theirs })
anasazi-why-cover = a steal, as it covers your camp at { $point }
anasazi-why-first-mesa = a look at a tower, as the first onto { $mesa ->
        [GM] the great mesa
       *[other] mesa { $mesa }
    }
anasazi-why-place = the marker ends at { $point } and takes { $gains }.
anasazi-why-place-most = That is { $points } { $points ->
        [one] point
       *[other] points
    } in cubes, the most of your { $n } directions.
anasazi-why-place-later = it takes nothing yet, but from { $point } your next marker on this expedition can take { $gains }.
anasazi-why-place-far = it only leads expedition { $expedition } on to { $point }; the nearest cube left, { $cube } on { $mesa ->
        [GM] the great mesa
       *[other] mesa { $mesa }
    }, is at least { $n } { $n ->
        [one] marker
       *[other] markers
    } away from there.
anasazi-why-no-cubes-left = it leads expedition { $expedition } on to { $point }; no cube is left on the board.
anasazi-why-expedition = one marker of expedition { $expedition } from { $point } ({ $to }) can take { $gains }.
anasazi-why-expedition-most = That is { $points } { $points ->
        [one] point
       *[other] points
    } in cubes, more than one marker of any other of the { $n } expeditions you can lead takes.
anasazi-why-expedition-far = no marker of expedition { $expedition } takes anything now; the nearest cube left, { $cube } on { $mesa ->
        [GM] the great mesa
       *[other] mesa { $mesa }
    }, is at least { $n } { $n ->
        [one] marker
       *[other] markers
    } from { $point }.
anasazi-why-camp = you have { $camps } { $camps ->
        [one] camp
       *[other] camps
    } left, and { $sites ->
        [0] no free site lies
        [one] { $sites } free site lies
       *[other] { $sites } free sites lie
    } one step from an explorer.
anasazi-why-camp-steal = A camp at { $site } can be covered next turn by expedition { $expedition } from { $explorer }, to take a cube from { $victim }, who holds { $held } { $held ->
        [one] cube
       *[other] cubes
    }.
anasazi-why-camp-look = A camp also lets you look at one of the { $towers } { $towers ->
        [one] tower
       *[other] towers
    } you have not seen.
anasazi-why-row = row { $row } has { $sites } free { $sites ->
        [one] site
       *[other] sites
    }.
anasazi-why-site = Markers along the edges from { $site } would take { $cubes ->
        [0] no cube
        [one] { $cubes } cube worth { $points } to you
       *[other] { $cubes } cubes worth { $points } to you
    }{ $towers ->
        [0] {""}
        [one] {" "}and { $towers } tower
       *[other] {" "}and { $towers } towers
    }.
anasazi-why-site-bare = No pueblo with a cube or tower touches { $site }, so it keeps out of the others' way.
anasazi-why-setup-camp = You will have { $camps } { $camps ->
        [one] camp
       *[other] camps
    } left for the game.
anasazi-why-steal = it is worth { $points } to you{ $goal ->
        [yes] {" "}(your objective colour)
       *[no] {""}
    }{ $best ->
        [yes] , the most of the cubes on offer
       *[no] {""}
    }, and { $victim } keeps { $left } { $emoji }.
anasazi-why-steal-majority = It also gives you the most { $emoji } cubes ({ $mine } against { $theirs }), which wins their bonus cube.
anasazi-why-take-nothing = you give up the steal; no cube on offer is worth more than { $points } to you.
anasazi-why-skip = you already know { $known } of the { $towers } { $towers ->
        [one] tower
       *[other] towers
    } on the board.
anasazi-why-look = you have not seen { $tower } on { $mesa ->
        [GM] the great mesa
       *[other] mesa { $mesa }
    } yet; { $others } other { $others ->
        [one] tower stays
       *[other] towers stay
    } hidden from you.
anasazi-why-look-near = you have not seen { $tower } on { $mesa ->
        [GM] the great mesa
       *[other] mesa { $mesa }
    } yet, and it stands { $steps ->
        [0] right beside { $place }
        [one] { $steps } step from { $place }
       *[other] { $steps } steps from { $place }
    }; { $others } other { $others ->
        [one] tower stays
       *[other] towers stay
    } hidden from you.
anasazi-why-near-explorer = the explorer of { $expedition } at { $point }
anasazi-why-near-camp = your camp at { $point }
anasazi-why-look-known = you already know { $tower } is { $emoji } { $colour }; { $others } other { $others ->
        [one] tower stays
       *[other] towers stay
    } hidden from you.
anasazi-why-build-steal = expedition { $expedition } can cover a camp here from { $explorer } next turn, to take a cube from { $victim }, who holds { $held } { $held ->
        [one] cube
       *[other] cubes
    }.
anasazi-why-build-site = markers along the edges from { $site } would take { $cubes ->
        [0] no cube
        [one] { $cubes } cube worth { $points } to you
       *[other] { $cubes } cubes worth { $points } to you
    }{ $towers ->
        [0] {""}
        [one] {" "}and { $towers } tower
       *[other] {" "}and { $towers } towers
    }.
anasazi-why-build-bare = no pueblo with a cube or tower touches { $site }, so a camp there keeps out of the others' way.
