# Capybara Cookie Club: English (the source every other catalogue translates).

capybara-title = Capybara Cookie Club

## Animals and tokens

capybara-animal-anteater = anteater
capybara-animal-armadillo = armadillo
capybara-animal-toucan = toucan
capybara-animal-tapir = tapir
capybara-animal-sloth = sloth
capybara-animal-capuchin = capuchin monkey
capybara-animal-turtle = olive turtle
capybara-animal-capybara = capybara
capybara-animal-anteater-cap = Anteater
capybara-animal-armadillo-cap = Armadillo
capybara-animal-toucan-cap = Toucan
capybara-animal-tapir-cap = Tapir
capybara-animal-sloth-cap = Sloth
capybara-animal-capuchin-cap = Capuchin monkey
capybara-animal-turtle-cap = Olive turtle
capybara-animal-capybara-cap = Capybara
# the cookie token on the circle
capybara-token-cookies = cookies
# the cookie token in "moves … to the cookie token"
capybara-token-cookie = cookie
# a card: its animal and value, "olive turtle 3"
capybara-card = { $animal } { $value }
capybara-nothing = nothing
capybara-no-cards = no cards

## Refusals

capybara-illegal-over = The game is over.
capybara-illegal-not-yours = It is not your decision: we are waiting for { $player }.
capybara-illegal-not-held = You hold no { $card }.
capybara-illegal-no-such-card = You hold no such card.
capybara-illegal-capybara = A capybara can never be played on a pile.
capybara-illegal-two-piles = There are only two piles.
capybara-illegal-wrong-pile = The { $card } cannot go on the { $pile ->
        [0] left pile
       *[other] right pile
    }: it needs a { $needed }.
capybara-illegal-nothing-to-draw = There is nothing left to draw.
capybara-illegal-target = The anteater must visit another player who has at least 2 cookies.
capybara-illegal-pass-first = You must play a card or draw first; you may pass only after drawing.
capybara-illegal-now-turn = Now you must play a card or draw.
capybara-illegal-now-play-or-pass = Now you must play a card or pass.
capybara-illegal-now-extra-play = Now you must play another card (armadillo).
capybara-illegal-now-pass-card = Now you must choose the card your tapir passes.
capybara-illegal-now-discard = Now you must choose the card your olive turtle discards.
capybara-illegal-now-target = Now you must choose who the anteater visits.
capybara-illegal-now-teapot-tapir = Now you must refuse the passed card with the teapot, or accept it.
capybara-illegal-now-teapot-anteater = Now you must refuse the anteater with the teapot, or accept it.

## Events

capybara-passes = { $player } passes.
capybara-rebuilt = The draw pile ran out: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } shuffled into a new one.
capybara-no-card-to-draw = There is no card left to draw.
capybara-draws = { $player } draws a card.
capybara-you-drew = You drew the { $card }.
capybara-reveal-token = Cookie token: { $player } reveals the { $card } and gains { $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    }.
capybara-reveal-token-none = Cookie token: there is no card left to reveal.
capybara-reveal-round = Round over: { $player } reveals the { $card } and gains { $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    }.
capybara-reveal-round-none = Round over: there is no card left to reveal.
capybara-played = { $player } plays the { $card } on the { $pile ->
        [0] left pile
       *[other] right pile
    }.
capybara-last-card-played = That was { $player }'s last card: its effect is skipped.
capybara-anteater-no-one = The anteater finds no one with 2 or more cookies: no effect.
capybara-takes-teapot = 🫖 { $player } takes the teapot.
capybara-figure-moves = The capybara moves { $steps ->
        [one] { $steps } token
       *[other] { $steps } tokens
    } clockwise to the { $token } token.
capybara-last-card-passed = That was { $player }'s last card.
capybara-tapir-to-teapot = 🐗 Tapir: { $player } passes a card face down to { $target }, who holds the teapot.
capybara-tapir-passes = 🐗 Tapir: { $player } passes a card face down to { $target }.
capybara-you-pass = You pass the { $card } to { $target }.
capybara-tapir-comes-back = 🐗 The tapir card comes back to { $player }.
capybara-your-card-back = Your { $card } comes back to you.
capybara-your-card-ends = Your { $card } ends up with { $target }.
capybara-you-receive = You receive the { $card } from { $player }.
capybara-teapot-refuses-card = 🫖 { $player } refuses the card with the teapot, which returns to the middle; the card moves on unseen to { $target }.
capybara-teapot-accepts-card = { $player } keeps the teapot and accepts the card.
capybara-turtle-discards = 🐢 Olive turtle: { $player } discards the { $card }.
capybara-anteater-sent = 🐜 { $player } sends the anteater to { $target }.
capybara-anteater-takes = 🐜 The anteater takes 1 cookie from { $player }.
capybara-teapot-refuses-anteater = 🫖 { $player } refuses the anteater; the teapot returns to the middle.
capybara-anteater-paid = 🐜 Anteater: { $player } keeps the teapot and returns 1 cookie to the general supply.
capybara-stuck-passes = { $player } can neither play nor draw and passes.
capybara-round-stuck = No one can play or draw: the round ends with no winner.
capybara-teapot-back-ender = 🫖 { $player } ended the round: the teapot returns to the middle.
capybara-shows-pays = { $player } shows { $cards } and pays { $paid ->
        [one] { $paid } cookie
       *[other] { $paid } cookies
    }.
capybara-shows-pays-short = { $player } shows { $cards } and pays { $paid ->
        [one] { $paid } cookie
       *[other] { $paid } cookies
    } (of { $due }: all they had).
capybara-game-ends = Someone has no cookies left: the game ends. { $winners } { $count ->
        [one] wins
       *[other] share the win
    } with { $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    }.
capybara-round-begins = Round { $round } begins: { $player } has the fewest cookies and starts.
capybara-round-begins-drawn = Round { $round } begins: { $player } is drawn among those with the fewest cookies and starts.

## Who the table waits for

capybara-over = 🏆 Game over: { $winners } { $count ->
        [one] wins
       *[other] share the win
    }!
capybara-wait-turn = ▶️ { $player }'s turn: play a card or draw.
capybara-wait-play-or-pass = ▶️ { $player } drew and may play a card or pass.
capybara-wait-extra-play = 🦔 { $player } must play another card (armadillo).
capybara-wait-pass-card = 🐗 { $player } chooses a card for the tapir to pass left.
capybara-wait-discard = 🐢 { $player } chooses a card to discard (olive turtle).
capybara-wait-target = 🐜 { $player } chooses who the anteater visits.
capybara-wait-teapot-tapir = 🫖 { $holder } holds the teapot: refuse the card { $passer } passed, or accept it?
capybara-wait-teapot-anteater = 🫖 { $holder } holds the teapot: refuse the anteater, or return 1 cookie?

## The table

capybara-circle-here = **[🦫 on { $token }]**
capybara-table-round = **Round { $round }**
capybara-table-draw = 🂠 draw pile **{ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }**
capybara-table-discard = 🗑️ discard **{ $count }** (top: { $top })
capybara-table-discard-empty = 🗑️ discard empty
capybara-table-piles = **Piles:** left { $left } ({ $left_count ->
        [one] { $left_count } card
       *[other] { $left_count } cards
    }) · right { $right } ({ $right_count ->
        [one] { $right_count } card
       *[other] { $right_count } cards
    })
capybara-table-equal = ✨ equal tops: any card 1–5 may go
capybara-table-circle = **Circle** (clockwise; 🦫 is the capybara figure): { $circle }
capybara-table-teapot-middle = 🫖 Teapot: in the middle
capybara-table-teapot-with = 🫖 Teapot: in front of { $player }
capybara-table-transit = 🐗 A face-down tapir card from { $passer } waits for { $holder }.
capybara-table-player = { $mark } { $player } · 🍪 **{ $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    }** · 🃏 { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
capybara-table-teapot-mark = 🫖 teapot
capybara-field-players = Players
capybara-field-scoring = Round { $round } scoring
capybara-scoring-no-winner = No one could play or draw: no winner.
capybara-scoring-went-out = 🎉 { $player } went out
capybara-scoring-went-out-revealed = 🎉 { $player } went out: revealed the { $card } → +{ $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    }
capybara-scoring-paid = { $player }: { $cards } → −{ $paid ->
        [one] { $paid } cookie
       *[other] { $paid } cookies
    }
capybara-scoring-paid-short = { $player }: { $cards } → −{ $paid ->
        [one] { $paid } cookie
       *[other] { $paid } cookies
    } (owed { $due }: all they had)

## The hand

capybara-hand-head = **Your hand** ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    } · it would cost { $cost ->
        [one] { $cost } cookie
       *[other] { $cost } cookies
    } now)
capybara-hand-group = { $emoji } **{ $animal }**: { $values }
capybara-hand-empty = (empty)
capybara-hand-piles = Piles: left { $left } · right { $right } · 🍪 you have { $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    }
capybara-hand-known = 🐗 { $holder } still holds the { $card } you passed with a tapir.
capybara-hand-known-copies = 🐗 { $holder } still holds { $copies } × { $card } you passed with a tapir.
capybara-hand-transit = 🐗 Your { $card } (tapir) waits for { $holder }'s teapot.
capybara-hand-goal = 🎯 Goal: have the most 🍪 cookies when the game ends. Be first to shed your cards: the others pay for the cards they still hold.
capybara-prompt-turn = Your turn: play a card exactly one higher than a pile's top (1 follows 5), or draw.
capybara-prompt-turn-equal = Your turn: both tops show { $value }, so any card 1–5 may go on either pile (never the 🦫 capybara); or draw.
capybara-prompt-play-or-pass = You drew: play a card, or pass.
capybara-prompt-drew-nothing-fits = You drew, and no card of yours fits a pile: pass.
capybara-prompt-extra-play = Armadillo: you must play another card.
capybara-prompt-pass-card = Tapir: choose the card to pass face down to your left.
capybara-prompt-discard = Olive turtle: choose a card to discard face up.
capybara-prompt-target = Anteater: choose who returns 1 cookie.
capybara-prompt-teapot-tapir = { $passer } passes you a face-down card. Refuse it with the teapot (it moves on to your left and the teapot returns to the middle), or accept it?
capybara-prompt-teapot-anteater = The anteater wants 1 cookie. Refuse with the teapot (it returns to the middle), or pay?

## Buttons and menus

capybara-button-play = { $card } → { $pile ->
        [0] left
       *[other] right
    }
capybara-button-pass-card = Pass { $card }
capybara-button-discard = Discard { $card }
capybara-button-draw = Draw
capybara-button-pass = Pass
capybara-button-target = { $player } ({ $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    })
capybara-button-refuse = Refuse with the teapot
capybara-button-accept-card = Accept the card
capybara-button-pay = Pay 1 cookie
capybara-select-play = Play a card…
capybara-select-pass = Card to pass…
capybara-select-discard = Card to discard…

## The final score

capybara-breakdown-total = { $player }: { $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    }
capybara-breakdown-start = { $player }: **{ $cookies ->
        [one] { $cookies } cookie
       *[other] { $cookies } cookies
    }** = { $start } at the start
capybara-breakdown-ended = + { $gain } for ending { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
capybara-breakdown-token = + { $gain } from the cookie token
capybara-breakdown-anteater = − { $lost } to anteaters
capybara-breakdown-hand = − { $paid } for cards left in hand
capybara-breakdown-last = · last round { $cards }: −{ $paid }
capybara-breakdown-last-short = · last round { $cards }: −{ $paid } of { $due }, all they had

## The picture

capybara-pic-round = Round { $round }
capybara-pic-over = Game over: { $winners } { $count ->
        [one] wins
       *[other] share the win
    }!
capybara-pic-turn = { $player }'s turn: play a card or draw
capybara-pic-play-or-pass = { $player } drew: play a card or pass
capybara-pic-extra-play = { $player } plays again (armadillo)
capybara-pic-pass-card = { $player } picks a card to pass (tapir)
capybara-pic-discard-card = { $player } picks a card to discard (olive turtle)
capybara-pic-target = { $player } picks who the anteater visits
capybara-pic-teapot-tapir = { $player }: refuse the tapir card with the teapot?
capybara-pic-teapot-anteater = { $player }: refuse the anteater with the teapot?
capybara-pic-pile = { $pile ->
        [0] left pile
       *[other] right pile
    } · { $count }
capybara-pic-equal = equal tops: any card 1–5 may go on either pile
capybara-pic-draw-pile = draw pile
capybara-pic-discard = discard · { $count }
capybara-pic-circle = The circle, clockwise:
capybara-pic-teapot = teapot
capybara-pic-teapot-with = teapot with
# Names drawn on the picture: one piece per line, each line a place the name may break when it
# does not fit; a piece ending in "-" joins the next without a space. Short names stay on one line.
capybara-pic-name-anteater = anteater
capybara-pic-name-armadillo = armadillo
capybara-pic-name-toucan = toucan
capybara-pic-name-tapir = tapir
capybara-pic-name-sloth = sloth
capybara-pic-name-capuchin =
    capuchin
    monkey
capybara-pic-name-turtle =
    olive
    turtle
capybara-pic-name-capybara = capybara
capybara-pic-name-cookies = cookies
capybara-pic-cookies = cookies
capybara-pic-cards = cards
capybara-pic-scoring = scoring

## Rules and proposals (/game rules)

capybara-rules-intro = **Capybara Cookie Club** — shed your cards, keep your cookies. Everyone starts with 25 🍪 cookies and 7 cards.
capybara-rules-turn = **Your turn:** play one card on one of the two face-up piles; it must be exactly one higher than that pile's top (1 follows 5). If both tops show the same value, any card 1–5 may go on either. Or draw a card, then play one or pass. A 🦫 capybara (7) can never be played. After a draw you always answer yourself, even when Pass is all that is left, so nobody learns whether a card of yours fitted.
capybara-rules-effects = **Every card played triggers its animal:** 🦔 armadillo: play another card at once (or draw if you cannot) · 🐗 tapir: pass a card face down to your left · 🐢 olive turtle: draw one, then discard any card face up · 🐜 anteater: another player returns 1 🍪 cookie (never their last) · 🦥 sloth: take the 🫖 teapot · 🐒 capuchin / 🐦 toucan: move the capybara 1 / 2 tokens clockwise around the circle and trigger that token (the 🐜 anteater token hits every other player; the 🍪 cookie token: reveal the top card and gain its value).
capybara-rules-teapot = **Teapot:** its holder may refuse a tapir card (it moves on, unseen, to their left) or the anteater — then the teapot goes back to the middle. Unused, it stays with its holder from round to round until someone's sloth takes it.
capybara-rules-round-end = **Round end:** the first to play or pass away their last card (its effect is skipped) reveals the top card and gains its value, and puts the teapot back in the middle if it stands in front of them. Everyone else pays the highest card of each animal they hold (all capybaras count as one 7), or everything they have. The player with the fewest cookies starts the next round. When someone has no cookies left, the game ends: most cookies wins, ties share.
capybara-proposal-deck = - 77 cards = 7 animals × values 1–5 × **2 copies** (70) + **7 capybaras** (value 7). The rulebook gives only the total.
capybara-proposal-supply = - The cookie supply is unlimited and always makes change; we count each player's total.
capybara-proposal-capybara-top = - A capybara revealed as a starting pile top is shuffled back and another card revealed.
capybara-proposal-stuck = - If nothing can be drawn and no one can play for a full circuit, the round ends with no winner: no one reveals a card and everyone pays for their hand.
capybara-proposal-tapir-last = - Passing away your last card with a tapir ends the round at once: the card stays with your left neighbour, who gets no teapot refusal.
capybara-proposal-first-player = - The first round's starting player is drawn at random.
