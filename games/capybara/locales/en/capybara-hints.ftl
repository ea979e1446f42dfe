capybara-hint-context = The piles show { $left } and { $right }; you hold { $cards } { $cards ->
        [one] card
       *[other] cards
    } and { $cookies } { $cookies ->
        [one] cookie
       *[other] cookies
    }, { $rival } holds { $rival_cards } { $rival_cards ->
        [one] card
       *[other] cards
    } and { $rival_cookies } { $rival_cookies ->
        [one] cookie
       *[other] cookies
    }.

## Why a move (games.capybara.hints.explain): what follows "<the move's button>: ".
## "Your hand's cost": what the hand would cost at the round's end (the highest card of each animal, a capybara 7).

capybara-why-cut = it cuts your hand's cost at the round's end from { $before } to { $after } { $after ->
        [one] cookie
       *[other] cookies
    }, with { $left } { $left ->
        [one] card
       *[other] cards
    } left.
capybara-why-cut-best = it cuts your hand's cost at the round's end from { $before } to { $after } { $after ->
        [one] cookie
       *[other] cookies
    }, more than any other of the { $choices } cards you can choose, with { $left } { $left ->
        [one] card
       *[other] cards
    } left.
capybara-why-no-cut = your hand still costs { $bill } { $bill ->
        [one] cookie
       *[other] cookies
    } at the round's end, as your other { $kept } still counts, but you have { $left } { $left ->
        [one] card
       *[other] cards
    } left.
capybara-why-last-card = it is your last card, so the round ends now: you gain the value of the card you reveal, and { $count ->
        [one] the other player pays
       *[other] the { $count } others pay
    } for the cards still held, { $rival } for { $rival_cards } { $rival_cards ->
        [one] card
       *[other] cards
    }.
capybara-why-armadillo-follow = The armadillo then makes you play again, and { $cards } { $count ->
        [one] fits
       *[other] fit
    }.
capybara-why-armadillo-draw = No other card of yours fits after it, so the armadillo makes you draw a card.
capybara-why-tapir = { $saving ->
        [0] Then the tapir passes a card of your choice to { $player }.
       *[other] Then the tapir passes a card of your choice to { $player }: your { $card } would take { $saving } { $saving ->
            [one] cookie
           *[other] cookies
        } off your hand's cost.
    }
capybara-why-tapir-teapot = { $saving ->
        [0] Then the tapir passes a card of your choice to { $player }, who holds the teapot and may refuse it.
       *[other] Then the tapir passes a card of your choice to { $player }, who holds the teapot and may refuse it: your { $card } would take { $saving } { $saving ->
            [one] cookie
           *[other] cookies
        } off your hand's cost.
    }
capybara-why-tapir-last = Then the tapir passes your last card, the { $card }, to { $player }, and the round ends with you out.
capybara-why-sloth-kept = You already hold the teapot, so the sloth changes nothing.
capybara-why-sloth-middle = The sloth then brings you the teapot from the middle, to refuse a later tapir card or anteater.
capybara-why-sloth-from = The sloth then takes the teapot from { $player } for you, to refuse a later tapir card or anteater.
capybara-why-turtle = { $saving ->
        [0] Then the olive turtle makes you draw a card and discard one.
       *[other] Then the olive turtle makes you draw a card and discard one: your { $card } would take { $saving } { $saving ->
            [one] cookie
           *[other] cookies
        } off your hand's cost.
    }
capybara-why-anteater-none = The anteater finds no one else with 2 or more cookies.
capybara-why-anteater-token = The anteater token then asks 1 cookie of { $players }.
capybara-why-anteater-one = The anteater then takes 1 of { $player }'s { $cookies } cookies.
capybara-why-anteater-one-teapot = The anteater then visits { $player }, who has { $cookies } { $cookies ->
        [one] cookie
       *[other] cookies
    } and may refuse it with the teapot.
capybara-why-anteater-choose = Then you choose which of { $count } players gives the anteater 1 cookie; { $player } has the most, { $cookies }.
capybara-why-figure = The { $animal } moves the capybara figure { $steps } { $steps ->
        [one] token
       *[other] tokens
    } on, to the { $token } token.
capybara-why-figure-via = The { $animal } moves the capybara figure to the { $via } token, which moves it on to the { $token } token.
capybara-why-cookie-token = There you reveal the top card of the draw pile and gain its value, 1 to 7 cookies.
capybara-why-need = the left pile needs a { $left } and the right pile a { $right }
capybara-why-need-any = both piles show { $top }, so any card but a capybara fits
capybara-why-draw-nothing-fits = { $cards ->
        [one] your only card does not fit
       *[other] none of your { $cards } cards fits
    } ({ $need }), so you draw.
capybara-why-pass-nothing-fits = even after the draw { $cards ->
        [one] your only card does not fit
       *[other] none of your { $cards } cards fits
    } ({ $need }).
capybara-why-draw-capybaras = { $cards ->
        [one] your only card is a capybara
       *[other] your { $cards } cards are all capybaras
    }, which are never played, so you draw.
capybara-why-pass-capybaras = even after the draw { $cards ->
        [one] your only card is a capybara
       *[other] your { $cards } cards are all capybaras
    }, which are never played.
capybara-why-draw-keep = playing { $fits } would take { $saving ->
        [0] nothing
        [one] at most { $saving } cookie
       *[other] at most { $saving } cookies
    } off your hand's cost of { $bill }; you draw instead and keep { $count ->
        [one] it
       *[other] them
    } for a later turn.
capybara-why-pass-keep = playing { $fits } would take { $saving ->
        [0] nothing
        [one] at most { $saving } cookie
       *[other] at most { $saving } cookies
    } off your hand's cost of { $bill }; you keep { $count ->
        [one] it
       *[other] them
    } for a later turn.
capybara-why-passed = It goes to { $player }, who then holds { $cards } { $cards ->
        [one] card
       *[other] cards
    }.
capybara-why-passed-teapot = { $player } holds the teapot and may refuse it; it then goes on to { $next }.
capybara-why-passed-teapot-back = { $player } holds the teapot and may refuse it; it then comes back to you.
capybara-why-target-most = { $player } has { $cookies } cookies, the most of the { $count } players the anteater may visit.
capybara-why-target-tied = { $player } has { $cookies } cookies, no fewer than any of the { $count } players the anteater may visit.
capybara-why-target = { $player } gives up 1 of { $cookies } { $cookies ->
        [one] cookie
       *[other] cookies
    }, though { $richest } has { $most }.
capybara-why-target-holder = { $player } may refuse with the teapot, but it then goes back to the middle.
capybara-why-target-avoids = { $player } holds the teapot and could refuse the anteater.
capybara-why-refuse-card = the face-down card from { $passer } could add up to { $most } { $most ->
        [one] cookie
       *[other] cookies
    } to your hand's cost of { $bill }; refused, it goes on to { $next } and the teapot back to the middle.
capybara-why-refuse-card-back = the face-down card from { $passer } could add up to { $most } { $most ->
        [one] cookie
       *[other] cookies
    } to your hand's cost of { $bill }; refused, it goes back to { $passer } and the teapot to the middle.
capybara-why-accept-card = you keep the teapot for later; the card from { $passer } adds at most { $most } { $most ->
        [one] cookie
       *[other] cookies
    } to your hand's cost of { $bill }.
capybara-why-accept-card-capybara = you keep the teapot for later; you already hold a capybara, so if the card from { $passer } is one it costs nothing more, and any other card adds at most { $most } { $most ->
        [one] cookie
       *[other] cookies
    } to your hand's cost of { $bill }.
capybara-why-refuse-anteater = you keep all { $cookies } of your cookies, and the teapot goes back to the middle.
capybara-why-pay-anteater = you pay 1 of your { $cookies } cookies and keep the teapot, to refuse a later tapir card or anteater.
