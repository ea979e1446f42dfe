### Chachapoya: every text the engine shows (English, the source of the other catalogues).

chachapoya-title = Chachapoya

## Components

chachapoya-treasure-yellow = yellow idol
chachapoya-treasure-blue = blue idol
chachapoya-treasure-green = green idol
chachapoya-treasure-red = red idol
chachapoya-treasure-gold = gold
chachapoya-treasure-warriors = Grim Warriors
chachapoya-treasure-curse = Curse
chachapoya-leader-mafia = Chinese Mafia
chachapoya-leader-dictator = Dictator
chachapoya-leader-spy = Russian Spy

## Bids

# $cards: "2× 9" or "7"; $total: the bid's value
chachapoya-bid-tracked = { $cards } + Tracker ({ $total })
chachapoya-bid-pair = two Trackers
chachapoya-bid-leader = the { $leader }
chachapoya-owner = { $player }'s
chachapoya-owned-leader = { $player }'s { $leader }
chachapoya-seat-bid = { $player } { $bid }

## What a reveal decides (lines joined by "; ")

chachapoya-both-treasures = both treasures
chachapoya-all-treasures = all { $n } treasures
chachapoya-res-pair = { $player } plays two Trackers: nobody wins and the treasures go back under the deck
chachapoya-res-pair-leaders = { $player } plays two Trackers: nobody wins and the treasures go back under the deck, so { $leaders } { $count ->
        [one] has
       *[other] have
    } no effect
chachapoya-res-pairs-knock = { $owners } Tracker pairs knock each other out
chachapoya-res-leaders-clash = { $owners } Leaders cancel each other out: nobody wins, and the same treasures will be bid for again
# $first is 1 when the line opens the sentence
chachapoya-res-only-last = { $first ->
        [1] Only
       *[other] only
    } the last Leader counts, so { $leaders } { $count ->
        [one] has
       *[other] have
    } no effect
chachapoya-res-mafia = { $leader } takes { $everything }
chachapoya-res-dictator = { $leader } wins and takes one treasure of their choice
chachapoya-res-spy = { $leader } reverses the order: the lowest unique bid wins
chachapoya-res-knock = { $owners } { $value }s knock each other out
chachapoya-res-none-unique = { $first ->
        [1] No
       *[other] no
    } bid is unique, so nobody wins and the treasures go back under the deck
chachapoya-res-none-numbered = { $first ->
        [1] No
       *[other] no
    } numbered bid is left, so nobody wins and the treasures go back under the deck
chachapoya-res-wins-tracker = { $player } wins with { $value }, but with a Tracker takes only one treasure
chachapoya-res-wins = { $player } wins with { $value } and takes { $everything }

## Thread lines

chachapoya-round-start = Round { $round }: { $player } turns up { $treasures }, then secretly buries one and offers the other two.
chachapoya-last-round-start = Last round { $round }: the last { $n } treasures are offered face down, and the winner takes them all.
chachapoya-offers = { $player } offers { $treasure } face up and one card face down.
chachapoya-you-buried = You buried { $buried } and offered { $face_down } face down.
chachapoya-sits-out = { $player } has no card they can bid and sits this bid out.
chachapoya-nobody-can-bid = Nobody can bid any more, so the game ends.
chachapoya-bids = { $player } bids { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
chachapoya-changes-bid = { $player } changes their bid to { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
chachapoya-bids-revealed = Bids revealed: { $bids }.
chachapoya-leader-wasted = { $player }'s Leader had no effect in the last round: { $points } points.
chachapoya-rebid-last = { $player } starts the bidding again for the same treasures.
chachapoya-tracker-draws = { $player } draws { $n ->
        [one] { $n } adventurer card
       *[other] { $n } adventurer cards
    } for the Tracker pair.
chachapoya-tracker-no-draw = { $player } draws nothing for the Tracker pair.
chachapoya-takes-up = { $player } takes the face-up { $treasure }.
chachapoya-takes-down-n = { $player } takes face-down card { $index }: { $treasure }.
chachapoya-takes-down = { $player } takes the face-down card: { $treasure }.
chachapoya-rest-up = The { $treasure } goes under the deck.
chachapoya-rest-down-one = The face-down card goes under the deck unseen.
chachapoya-rest-down = The other { $n } cards go under the deck unseen.
chachapoya-collects = { $player } collects { $treasures }.
chachapoya-curse-takes = The Curse takes { $player }'s { $treasure }: it goes to the box.
chachapoya-curse-nothing = The Curse finds no earlier treasure of { $player }'s to take.
chachapoya-warriors-draw = { $player } draws { $n ->
        [one] { $n } adventurer card
       *[other] { $n } adventurer cards
    } for the Grim Warriors.
chachapoya-eliminated-curse = { $player } now holds a third Curse and is eliminated: their hand is discarded and their treasures go to the box.
chachapoya-eliminated-x = { $player } now holds { $n } × { $treasure }, an X and is eliminated: their hand is discarded and their treasures go to the box.
chachapoya-no-cards-left = No adventurer cards are left to draw.
chachapoya-reshuffle = The discard pile ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    }) is shuffled into a new adventurer deck.
chachapoya-stall-end = No treasure has been taken for { $n } rounds in a row, so the game ends.
chachapoya-everyone-draws = Everyone draws an adventurer card.
chachapoya-everyone-draws-fill = Everyone draws an adventurer card; { $players } { $n ->
        [one] fills
       *[other] fill
    } up to { $fill }.
chachapoya-spends-token = { $player } spends their Hidden Treasure token and draws { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
chachapoya-rebid = Round { $round }: the same treasures are bid for again; { $player } starts.
chachapoya-no-token-place = { $player } holds no treasure to put the Hidden Treasure token on.
chachapoya-token-placed = { $player } puts the Hidden Treasure token on their { $treasure }.
chachapoya-game-over = Game over: { $winners } { $n ->
        [one] wins
       *[other] share the win
    }.

## Refusals

chachapoya-over = The game is over.
chachapoya-not-asked = Nothing is asked of you right now.
chachapoya-not-possible = That is not possible now.
chachapoya-why-offer = Choose which treasure to bury and which to lay face up.
chachapoya-why-bid = That bid is not possible with your cards: one value within its limit (a Tracker counts as one more), two Trackers, or one Leader.
chachapoya-why-pick = Choose one of the offered treasures.
chachapoya-why-curse = The Curse must take one of your most valuable earlier treasures.
chachapoya-why-tracker-draw = Answer whether you draw 3 cards for your Tracker pair.
chachapoya-why-spend-token = Answer whether you spend your Hidden Treasure token.
chachapoya-why-place-token = Put the token on a treasure type you hold (not the Curse).

## Final scoring

# $cards: "🟢×3"; $points: a number or X
chachapoya-part-token = { $cards } (token): { $points }
chachapoya-pen-trackers = { $n ->
        [one] { $n } Tracker in hand
       *[other] { $n } Trackers in hand
    }
chachapoya-pen-leaders = { $n ->
        [one] { $n } Leader in hand
       *[other] { $n } Leaders in hand
    }
chachapoya-pen-wasted = { $n ->
        [one] { $n } wasted last-round Leader
       *[other] { $n } wasted last-round Leaders
    }
chachapoya-nothing-collected = nothing collected
chachapoya-final-eliminated = { $player }: eliminated in round { $round }.
chachapoya-final-busted = { $player }: { $body }: the token makes an X, eliminated.
chachapoya-final-all-busted = { $player }: { $body } = { $points } (all left hit X, so X counts 0).
chachapoya-final-line = { $player }: { $body } = { $points }.
chachapoya-last-standing = { $player } is the last adventurer standing.
chachapoya-ended-stall = The game ended early: no treasure was taken for { $n } rounds in a row.
chachapoya-ended-no-bids = The game ended early: nobody could bid any more.

## The table

chachapoya-offer-up = { $treasure } (face up)
chachapoya-offer-down = { $n } face down
chachapoya-on-offer = **On offer:** { $items }
chachapoya-on-offer-takes-one = **On offer:** { $items } — { $player } takes one of them
chachapoya-on-offer-takes-all = **On offer:** { $items } — the winner takes them all
chachapoya-wait-offer = ⏳ { $players } is choosing which treasure to bury and which to show.
chachapoya-wait-bid = ⏳ Waiting for bids from { $players }. Bids can be changed until the last one is in.
chachapoya-wait-pick = ⏳ { $players } chooses which treasure to take.
chachapoya-wait-curse = ⏳ { $players } chooses which treasure the Curse takes.
chachapoya-wait-tracker-draw = ⏳ { $players } decides whether to draw { $draw } cards for the Tracker pair.
chachapoya-wait-spend-token = ⏳ { $players }: spend the Hidden Treasure token to fill up to { $fill }?
chachapoya-wait-place-token = ⏳ { $players }: where does the Hidden Treasure token go?
chachapoya-no-treasures = no treasures yet
chachapoya-out-by-token = ❌ eliminated at scoring: the token makes { $treasure } an X
chachapoya-out-in-round = ❌ eliminated in round { $round }
chachapoya-out = ❌ eliminated
chachapoya-head-over = 🏁 **Game over after { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }** · 🏆 { $winners }
chachapoya-head-round = 🏺 **Round { $round }** · { $player } starts · 📦 { $treasures ->
        [one] { $treasures } treasure
       *[other] { $treasures } treasures
    } left · 🃏 { $adventurers ->
        [one] { $adventurers } adventurer
       *[other] { $adventurers } adventurers
    } in the deck
chachapoya-head-last-round = 🏺 **Last round { $round }** · { $player } starts · 📦 { $treasures ->
        [one] { $treasures } treasure
       *[other] { $treasures } treasures
    } left · 🃏 { $adventurers ->
        [one] { $adventurers } adventurer
       *[other] { $adventurers } adventurers
    } in the deck
chachapoya-turned-up = Turned up: { $treasures }
chachapoya-bid-mark = ✅ { $player } ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
chachapoya-bids-line = **Bids:** { $marks }
chachapoya-last-reveal = 📜 Last reveal: { $text }
chachapoya-stall-warning = ⚠️ No treasure taken for { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    } in a row: after { $max } the game ends.
chachapoya-n-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
chachapoya-n-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
chachapoya-field-token = 💎 token
chachapoya-field-token-on = 💎 on { $emoji }
chachapoya-field-last-bid = Last bid: { $bid }
chachapoya-final-score = ⭐ final score { $n }

## A player's hand

chachapoya-your-adventurers = **Your adventurers** ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
chachapoya-hand-value = **{ $value }** ×{ $n } (max { $max })
chachapoya-hand-adventurers = Adventurers: { $cards }
chachapoya-hand-trackers = Trackers ×{ $n }
chachapoya-hand-leaders = Leaders: { $leaders }
chachapoya-no-adventurers = No adventurer cards.
chachapoya-your-bid = **Your bid:** { $bid } — you can change it until the last bid is in.
chachapoya-you-buried-short = you buried { $treasure }
chachapoya-face-down-is = the face-down card is { $treasure }
chachapoya-your-offer = **Your offer:** { $known }.
chachapoya-your-treasures = **Your treasures:** { $text }
chachapoya-still-token = 💎 You still hold your Hidden Treasure token.
chachapoya-nothing-to-do = Nothing to do right now.
chachapoya-you-are-out = You are out of the game.
chachapoya-hand-goal = 🎯 Goal: win treasures by bidding and have the most points for them at the end; one card too many of a kind (an X) knocks you out.
chachapoya-the-face-up = the face-up { $treasure }
chachapoya-the-face-down-card = the face-down card
chachapoya-n-face-down-cards = { $n ->
        [one] { $n } face-down card
       *[other] { $n } face-down cards
    }
chachapoya-n-face-down-treasures = { $n ->
        [one] { $n } face-down treasure
       *[other] { $n } face-down treasures
    }
chachapoya-ask-offer = Bury one treasure and choose which of the other two lies face up: you turned up { $treasures }.
chachapoya-ask-bid = Choose your bid for { $offer }. You can change it until the last bid is in.
chachapoya-ask-pick-blind = You win one treasure: choose one of the { $n ->
        [one] { $n } face-down card
       *[other] { $n } face-down cards
    }, unseen.
chachapoya-ask-pick = You win one treasure: take { $choices }.
chachapoya-ask-curse = The Curse takes one of your most valuable earlier treasures: choose { $options }.
chachapoya-ask-tracker-draw = Your two Trackers cancelled the round. Draw { $n } adventurer cards?
chachapoya-ask-spend-token = You hold { $n ->
        [one] { $n } adventurer card
       *[other] { $n } adventurer cards
    }. Spend your Hidden Treasure token now to draw { $need } and fill your hand up to { $fill }? (It is gone afterwards.)
chachapoya-ask-place-token = Put your Hidden Treasure token on your { $options }: it counts as one more card of that type.

## Buttons and menus

chachapoya-btn-offer = Bury { $bury } · show { $up } · hide { $hide }
chachapoya-btn-take-up = Take the face-up { $treasure }
chachapoya-btn-take-down = Take the face-down card
chachapoya-btn-face-down-n = Face-down card { $n }
chachapoya-btn-lose = Lose a { $treasure }
chachapoya-btn-draw = Draw { $n } cards
chachapoya-btn-draw-nothing = Draw nothing
chachapoya-btn-spend = Spend token: fill up to { $n }
chachapoya-btn-keep = Keep the token
chachapoya-btn-place = On { $treasure }: { $after }
chachapoya-x-eliminated = X — eliminated!
chachapoya-btn-pair = 2 Trackers
chachapoya-your-bid-mark = { $label } (your bid)
chachapoya-desc-tracked = { $n } cards; wins only one treasure
chachapoya-ph-numbered = Numbered bid…
chachapoya-ph-tracked = With a Tracker…

## The table picture

chachapoya-card-yellow = YELLOW
chachapoya-card-blue = BLUE
chachapoya-card-green = GREEN
chachapoya-card-red = RED
chachapoya-card-gold = GOLD
chachapoya-card-warriors = WARRIOR
chachapoya-card-curse = CURSE
chachapoya-chip-yellow = Yellow
chachapoya-chip-blue = Blue
chachapoya-chip-green = Green
chachapoya-chip-red = Red
chachapoya-chip-gold = Gold
chachapoya-chip-warriors = Warriors
chachapoya-chip-curse = Curse
chachapoya-colour-yellow = yellow
chachapoya-colour-blue = blue
chachapoya-colour-green = green
chachapoya-colour-red = red
chachapoya-colour-gold = gold
chachapoya-colour-warriors = warriors
chachapoya-colour-curse = curse
chachapoya-pic-game-over = GAME OVER
chachapoya-pic-round = ROUND { $n }
chachapoya-pic-last-round = LAST ROUND { $n }
chachapoya-pic-after = after { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
chachapoya-pic-info = { $treasures ->
        [one] { $treasures } treasure
       *[other] { $treasures } treasures
    } left · deck: { $adventurers ->
        [one] { $adventurers } adventurer
       *[other] { $adventurers } adventurers
    }
chachapoya-pic-turned-up-choose = TURNED UP: ONE WILL BE BURIED
chachapoya-pic-on-offer = ON OFFER
chachapoya-pic-turned-up = TURNED UP THIS ROUND
chachapoya-pic-last-one = LAST ROUND: WINNER TAKES ONE
chachapoya-pic-last-all = LAST ROUND: WINNER TAKES ALL
chachapoya-pic-face-down = face down
chachapoya-pic-side-turned-up = Turned up:
chachapoya-pic-side-buried = 1 of them buried,
chachapoya-pic-side-face-down = 1 face down
chachapoya-pic-penalties = Penalties: { $penalties }
chachapoya-pic-bid-in = bid in: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
chachapoya-pic-bidding = bidding…
chachapoya-pic-sits-out = no card to bid: sits this bid out
chachapoya-pic-to-decide = to decide…
chachapoya-pic-last-bid = last bid: { $bid }
chachapoya-pic-token-x = The token makes { $treasure } an X.
chachapoya-pic-eliminated = ELIMINATED
chachapoya-pic-final = Final: { $n }
chachapoya-pic-player = Player { $n }
chachapoya-pic-out-since = out since round { $round }
chachapoya-pic-out = out of the game
chachapoya-pic-in-hand = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in hand
chachapoya-pic-token = token
chachapoya-pic-token-on = token on { $treasure }
chachapoya-pic-starts = starts
chachapoya-pic-last-reveal = Last reveal: { $text }

## Rules

# $n: most cards of one value in a bid; $value: the value
chachapoya-limit = { $n ->
        [1] one { $value }
        [2] two { $value }s
        [3] three { $value }s
        [4] four { $value }s
       *[other] five { $value }s
    }
chachapoya-copies-treasures = { $yellow } yellow, { $blue } blue, { $green } green, { $red } red, { $gold } gold, { $warriors } Grim Warriors, { $curse ->
        [one] { $curse } Curse
       *[other] { $curse } Curses
    }
chachapoya-copies-value-first = { $n } of value { $value }
chachapoya-copies-value = { $n } of { $value }
chachapoya-copies-adventurers = { $counts } and { $trackers } Trackers

chachapoya-rules =
    {"**"}Chachapoya** — bid with adventurers for treasures, but don't get greedy.

    {"**"}Each round** the starting player turns up three treasures, secretly buries one under the deck and offers the other two: one face up, one face down. Then everyone bids at once, face down: 1–5 adventurers of **one value** (at most { $limits }), optionally with one **Tracker** counting as one more card; or **two Trackers** alone; or **one Leader**. You may change your bid until the last bid is in.

    {"**"}Reveal:** a lone pair of Trackers cancels the round (its player may draw 3). Otherwise the last Leader in bid order acts: the **Mafia** takes both treasures, the **Dictator** takes one, the **Spy** makes the lowest unique bid win. With **two players**, two Leaders cancel each other out: nobody wins, everyone draws as usual and the same treasures are bid for again. Without a Leader the highest **unique** total wins — equal totals knock each other out. A bid with a Tracker takes only one treasure.

    {"**"}Treasures** score by the scale on the card; one card too many is an **X** and knocks you out. A **Curse** boxes your most valuable earlier treasure (three Curses knock you out); **Grim Warriors** give you 3 adventurer cards.

    {"**"}End of round:** everyone draws 1 and fills up to 3. Once per game you may spend your **Hidden Treasure token** to fill up to 8. With 2–3 treasures left they go face down in a last round.

    {"**"}Scoring:** an unspent token counts as one more card of a type you choose (not the Curse) — it can make an X! { $tracker_penalty } per Tracker and { $leader_penalty } per Leader left in hand, and { $wasted_penalty } per Leader played in the last round that had no effect. Most points wins.

chachapoya-proposals =
    Where the rules are silent:
    - Treasures: { $treasures }.
    - Corners: red idol { $red_corner }, Curse { $curse_corner }. Points: red { $red_one } for one, { $red_three } for three; gold { $gold_three } for three; Grim Warriors { $warriors_four } for four; a third blue idol is an X.
    - Adventurers: { $adventurers }.
    - Most of one value per bid (a Tracker counts): { $limits }.
    - With no card to bid, you sit that bid out.
    - If the token would knock out every player still in, nobody is out: that type scores 0 points.
    - The game ends when nobody can bid, or after { $stall } rounds in a row with no treasure taken.
    - In a 2-player last round, two Leaders cancel each other out (each costs { $wasted_penalty }) and the same treasures are bid for again.
