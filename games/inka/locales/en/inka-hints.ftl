inka-hint-context = The dice show { $a } and { $b }; you hold { $cards } compass { $cards ->
        [one] card
       *[other] cards
    } and { $guides } { $guides ->
        [one] guide
       *[other] guides
    }, { $rival } holds { $rival_cards } compass { $rival_cards ->
        [one] card
       *[other] cards
    }.

## explain: why a move is good, from the seat's view (after "<the move's button>: ")
inka-why-camp = you carry the treasure { $n } { $n ->
        [one] field
       *[other] fields
    } over the arrow into the camp and win the game.
inka-why-take-treasure = { $other } carries the treasure at { $cell }: landing there takes it from { $other }, banishes that pawn to an island and gives you another roll; { $cell } is { $arrow } { $arrow ->
        [one] step
       *[other] steps
    } from the arrow.
inka-why-banish-pawn = you land on { $other } at { $cell } and banish that pawn to an island.
inka-why-open-temple = you open the closed temple at { $cell }; one of the { $closed } closed temples hides the treasure, the others a compass or an Inca sign.
inka-why-carrier = { $cell } is { $arrow } { $arrow ->
        [one] step
       *[other] steps
    } from the arrow (you are { $was } away now){ $closest ->
        [yes] , the nearest of all your fields
       *[no] {""}
    }, and the nearest hunter, { $hunter }, is { $away } { $away ->
        [one] step
       *[other] steps
    } from it.
inka-why-carrier-alone = { $cell } is { $arrow } { $arrow ->
        [one] step
       *[other] steps
    } from the arrow (you are { $was } away now){ $closest ->
        [yes] , the nearest of all your fields
       *[no] {""}
    }, and the only other pawn goes to an island.
inka-why-hunt = { $cell } is { $d } { $d ->
        [one] step
       *[other] steps
    } from { $carrier }, who carries the treasure at { $at } (you are { $was } away now).
inka-why-temple-near = { $cell } is { $d } { $d ->
        [one] step
       *[other] steps
    } from the closed temple at { $temple } (you are { $was } away now).
inka-why-keeps = You keep { $all ->
        [yes] all { $left }
       *[no] { $left }
    } compass { $left ->
        [one] card
       *[other] cards
    }{ $rescue ->
        [yes] , but spend your rescue card on the water
       *[no] {""}
    }.
inka-why-field-compass = On the compass field you draw an event card ({ $left } left in the stack), and every event card brings compass cards.
inka-why-field-inca = On the Inca field you draw a risk card ({ $left } left in the stack).
inka-why-browse = { $zone } holds { $n } { $n ->
        [one] move
       *[other] moves
    }; the best is { $cell }.
inka-why-back = your best field, { $cell }, is not among the { $n } { $n ->
        [one] move
       *[other] moves
    } in { $zone }.
inka-why-reroll = with { $a } and { $b } you spend { $guides ->
        [one] your only guide
       *[other] 1 of your { $guides } guides
    } to roll again rather than take one of your { $n } { $n ->
        [one] move
       *[other] moves
    }. The best of them:
inka-why-reroll-stuck = no move fits { $a } and { $b } with your cards; { $guides ->
        [one] your only guide
       *[other] 1 of your { $guides } guides
    } rolls again instead of losing the turn.
inka-why-skip = no move fits { $a } and { $b }; you keep { $guides ->
        [one] your only guide
       *[other] your { $guides } guides
    }, lose the turn and take 2 compass cards from the depot ({ $depot } there).
inka-why-banish = { $other } waits there { $arrow } { $arrow ->
        [one] step
       *[other] steps
    } from the arrow and { $d } from { $whom ->
        [you] you
       *[carrier] { $carrier }, who carries the treasure
    }{ $farthest ->
        [yes] , the farthest of the { $free } free islands
       *[no] {""}
    }.
inka-why-bonus-roll = you carry the treasure at { $cell }, { $arrow } { $arrow ->
        [one] step
       *[other] steps
    } from the arrow; another roll takes it further before { $hunter }, { $away } { $away ->
        [one] step
       *[other] steps
    } away, moves again.
inka-why-bonus-stay = you carry the treasure at { $cell }, { $arrow } { $arrow ->
        [one] step
       *[other] steps
    } from the arrow, and keep your { $cards } compass { $cards ->
        [one] card
       *[other] cards
    } instead of paying for another move.
inka-why-take = { $total ->
        [0] you hold no compass cards
       *[other] you hold { $held } { $dir } { $held ->
            [one] card
           *[other] cards
        } of your { $total }
    }{ $fewest ->
        [yes] , the fewest of the directions the depot offers
       *[no] {""}
    }{ $need ->
        [yes] , and { $dir } leads towards { $goal }
       *[no] {""}
    }; this pick gives you { $n } more.
inka-why-give = you hold { $held } { $dir } { $held ->
        [one] card
       *[other] cards
    } of your { $total }{ $most ->
        [yes] , the most of any direction
       *[no] {""}
    }{ $need ->
        [yes] {""}
       *[no] , and { $dir } does not lead towards { $goal }
    }.
inka-goal-camp = the camp
inka-goal-carrier = { $player } with the treasure at { $cell }
inka-goal-temple = the closed temple at { $cell }
