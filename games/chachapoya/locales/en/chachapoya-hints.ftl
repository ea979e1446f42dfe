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

## The plain why of a hinted move (games/chachapoya/hints.py explain): worths are points by the seat's scales

chachapoya-hint-points = { $n } { $n ->
        [one] point
       *[other] points
    }
chachapoya-hint-x = an X that knocks you out
chachapoya-hint-offer = you keep the { $down } face down ({ $down_pts } to you), show the { $up } ({ $up_pts }) and bury the { $bury } ({ $bury_pts }){ $least ->
        [yes] , the one worth least to you
       *[no] {""}
    }. Whoever wins the bid takes the two on offer: { $both } to you
chachapoya-hint-prize-blind = winning takes the { $n } face-down treasures, which nobody has seen
chachapoya-hint-prize-one-blind = winning lets you pick one of the { $n } face-down treasures, which nobody has seen
chachapoya-hint-prize-one-known = winning lets you pick the { $up } ({ $up_pts } to you) or the { $down } ({ $down_pts })
chachapoya-hint-prize-one-guess = winning lets you pick the { $up } ({ $up_pts } to you) or the face-down card, the { $a } or the { $b }
chachapoya-hint-prize-one-up = winning lets you pick the { $up } ({ $up_pts } to you) or the face-down card
chachapoya-hint-prize-both = winning takes the { $up } and the { $down }: { $pts } to you
chachapoya-hint-prize-guess = winning takes the { $up } and the face-down card: { $a_pts } to you if that is the { $a }, { $b_pts } if it is the { $b }
chachapoya-hint-prize-up = winning takes the { $up } ({ $up_pts } to you) and the face-down card
chachapoya-hint-warriors = a ⚔️ Grim Warriors taken also draws you { $n } adventurer cards
chachapoya-hint-bid-total = a total of { $total }{ $tracker ->
        [yes] {" "}with a Tracker
       *[no] {""}
    }, { $higher ->
        [0] { $totals ->
            [one] your only possible total
           *[other] the highest of your { $totals } possible totals
        }
       *[other] { $higher } of your { $totals } possible totals { $higher ->
            [one] is
           *[other] are
        } higher
    }
chachapoya-hint-bid-spy = the { $leader } makes the lowest total that nobody ties win instead of the highest, and takes nothing for you
chachapoya-hint-bid-leader = the { $leader } { $one ->
        [yes] wins one treasure of your choice
       *[no] wins everything on offer
    } unless another Leader or a Tracker pair spoils it
chachapoya-hint-bid-pair = two Trackers send the { $n } treasures back under the deck, nobody takes them, and you may draw { $draw } cards
chachapoya-hint-pair-up = the face-up { $up } is worth { $pts } to you
chachapoya-hint-spend = It spends { $hand ->
        [one] your only adventurer card
       *[other] { $k } of your { $hand } adventurer cards
    }
chachapoya-hint-spend-last = It spends { $hand ->
        [one] your only adventurer card
       *[other] { $k } of your { $hand } adventurer cards
    }, and numbered cards left in hand score nothing after this last round
chachapoya-hint-spend-leader = This is the last round: kept in your hand, the Leader would cost you { $penalty } points at the end
chachapoya-hint-laid = cards laid down so far: { $players }{ $waiting ->
        [0] {""}
        [one] , and 1 player is still to bid
       *[other] , and { $waiting } players are still to bid
    }
chachapoya-hint-laid-one = { $player } { $n }
chachapoya-hint-unbeaten = no numbered bid with that many cards beats { $total }
chachapoya-hint-pick-blind = the { $n } treasures lie face down and nobody has seen them, so any is as good a guess as another
chachapoya-hint-pick-up = the { $up } is worth { $pts } to you
chachapoya-hint-other-known = the face-down { $down } would be worth { $pts }
chachapoya-hint-other-guess = the face-down card, the { $a } or the { $b }, would be worth { $a_pts } or { $b_pts }
chachapoya-hint-against = against { $pts } for the face-up { $up }
chachapoya-hint-pick-known = it is the { $down } you hid, worth { $pts } to you
chachapoya-hint-pick-sure = it must be the { $down }, as both cards not turned face up were, worth { $pts } to you
chachapoya-hint-pick-guess = it is the { $a } ({ $a_pts } to you) or the { $b } ({ $b_pts })
chachapoya-hint-curse = your { $treasure } cards drop from { $n } to { $left }: { $before } become { $after }
chachapoya-hint-curse-other = losing a { $treasure } instead would turn { $before } into { $after }
chachapoya-hint-draw = { $draw ->
        [yes] { $n } more adventurer cards for the { $left } treasures still in the deck; you hold { $hand } now
       *[no] you keep your { $hand } cards as they are; { $left } treasures are still in the deck
    }
chachapoya-hint-draw-last = this is the last round, so cards in hand only count against you at the end: { $tracker } point for a Tracker, { $leader } for a Leader{ $draw ->
        [yes] , and the { $n } cards could bring either
       *[no] {""}
    }
chachapoya-hint-spend-token = it fills your hand from { $hand } to { $fill } cards, { $n } more
chachapoya-hint-keep-token = you keep it for the end instead of drawing { $n } { $n ->
        [one] card
       *[other] cards
    } now (you hold { $hand })
chachapoya-hint-token-later = at the end it would add { $pts } on your { $treasure }
chachapoya-hint-token-nothing = you hold no treasure it could go on yet
chachapoya-hint-place = your { $treasure } count as { $more } instead of { $n }: { $before } become { $after }{ $best ->
        [yes] , the most of your { $choices } choices
       *[no] {""}
    }
