## Der Schatz der Inka (English, the source)

inka-title = Der Schatz der Inka

## Components

inka-windrose = windrose
inka-nothing = nothing
inka-dir-north = north
inka-dir-east = east
inka-dir-south = south
inka-dir-west = west
inka-dir-short-n = N
inka-dir-short-e = E
inka-dir-short-s = S
inka-dir-short-w = W
inka-island-north = north river
inka-island-west = west river
inka-island-south = south river
inka-island-east = east river
inka-zone-nw = NW
inka-zone-n = N
inka-zone-ne = NE
inka-zone-w = W
inka-zone-c = C
inka-zone-e = E
inka-zone-sw = SW
inka-zone-s = S
inka-zone-se = SE
inka-content-compass = compass
inka-content-inca = Inca
inka-content-treasure = treasure

## Event and risk cards

inka-card-supply-drop = Supply drop
inka-card-pack-mule = Pack mule
inka-card-north-south-trail = North–south trail
inka-card-east-west-trail = East–west trail
inka-card-scout = Scout
inka-card-trading-post = Trading post
inka-card-great-depot = Great depot
inka-card-supply-caravan = Supply caravan
inka-card-jaguar = Jaguar
inka-card-porters-desert = Porters desert
inka-card-swamp = Swamp
inka-card-lost = Lost
inka-card-fever = Fever
inka-card-hidden-cache = Hidden cache
inka-card-native-guide = Native guide
inka-card-machete = Machete
inka-card-friendly-tribe = Friendly tribe
inka-effect-each = take 1 card of each direction
inka-effect-choice-2 = take 2 cards of your choice
inka-effect-choice-3 = take 3 cards of your choice
inka-effect-choice-5 = take 5 cards of your choice
inka-effect-north-south = take 2 N and 2 S
inka-effect-east-west = take 2 E and 2 W
inka-effect-scout = take 3 cards of one direction of your choice
inka-effect-caravan = every player, clockwise from you, takes 1 card of each direction
inka-effect-jaguar = return 1 card of each direction you hold
inka-effect-porters = return 2 cards of your choice
inka-effect-swamp = skip your next turn
inka-effect-lost = go back to where this move started
inka-effect-fever = on your next turn you may use one die only
inka-effect-guide = keep: once, right after a roll of yours, roll both dice again
inka-effect-machete = your next move costs no cards

## Thread lines

inka-rolled = 🎲 { $player } rolled { $a } and { $b }.
inka-rolled-pair = 🎲 { $player } rolled { $a } and { $b } (a pair: free).
inka-rolled-bonus = 🎲 { $player } rolled { $a } and { $b } for the bonus roll.
inka-rolled-bonus-pair = 🎲 { $player } rolled { $a } and { $b } (a pair: free) for the bonus roll.
inka-no-bonus-move = { $player } has no move for the bonus roll.
inka-stuck = 🚫 { $player } cannot move: the turn is lost; they take 2 cards.
inka-swamp-skip = 🐊 { $player } is stuck in the swamp and skips this turn.
inka-round-cap = ⌛ { $rounds } rounds without a winner: the expedition is called off.
inka-no-island = 🏝️ No island is free: { $player } goes back to the windrose.
inka-paid-free = free
inka-paid = pays { $dirs }
inka-paid-rescue = 🛟 using the rescue card
inka-moved-camp = ⛺ { $player } moves { $walked } and brings the treasure into the camp ({ $paid }): victory!
inka-moved = 🚶 { $player } moves { $walked } from { $start } to { $to } ({ $paid }).
inka-moved-windrose = 🚶 { $player } moves { $walked } from the windrose to { $to } ({ $paid }).
inka-caught = 💍 { $player } catches { $other } and takes the treasure!
inka-carrier-hits = 💥 The carrier { $player } lands on { $other }.
inka-temple-treasure = 💍 { $player } opens the temple on { $cell }: the TREASURE!
inka-temple-compass = 🛕 { $player } opens the temple on { $cell }: a compass sign.
inka-temple-inca = 🛕 { $player } opens the temple on { $cell }: an Inca sign.
inka-banished = 🏝️ { $player } is banished to { $cell } ({ $island }).
inka-draws-event = 🧭 { $player } draws the event card **{ $card }**: { $effect }.
inka-draws-risk = ☀️ { $player } draws the risk card **{ $card }**: { $effect }.
inka-takes = { $player } takes { $cards }.
inka-takes-depot = { $player } takes { $cards } from the depot.
inka-returns = { $player } returns { $cards }.
inka-returns-one = { $player } returns 1 { $dir } to the depot.
inka-lost-taken = { $player } would go back to { $cell }, but it is taken: they stay.
inka-lost-back = { $player } goes back to { $cell }.
inka-lost-windrose = { $player } goes back to the windrose.
inka-guide-reroll = 🧭 { $player } plays a Native guide and rolls again.
inka-no-bonus = { $player } ends the turn without the bonus roll.

## Refusals

inka-illegal-over = The game is over.
inka-illegal-not-your-turn = It is { $player }'s turn, not yours.
inka-illegal-no-move-now = You cannot move now.
inka-illegal-move = That move is not possible with this roll and your cards.
inka-illegal-move-open-area = That move is possible, but it is listed under an area: open { $zone } first, then choose it.
inka-illegal-move-other-area = That move is possible, but not from the list open now: click Back and choose it there.
inka-illegal-browse = There is nothing to browse now.
inka-illegal-reroll = You hold no Native guide to roll again with, or it is too late.
inka-illegal-banish = That island is not free, or nobody is being banished.
inka-illegal-take = You cannot take that card now (the depot may be out of it).
inka-illegal-give = You cannot return that card now.
inka-illegal-other = That is not possible now.

## Result

inka-outcome-undecided = Nobody brought the treasure home in { $rounds } rounds: nobody wins.
inka-outcome-winner = { $player } brought the Inca treasure into the camp.
inka-outcome-second = { $player }: { $others ->
        [one] second place
       *[other] second place (shared)
    }

## Table

inka-status-won = 🏁 { $player } brought the treasure into the camp and wins!
inka-status-called-off = 🏁 The expedition was called off: nobody won.
inka-status-move = ⏳ Round { $round } · { $player } to move (rolled { $a } · { $b }).
inka-status-banish = ⏳ Round { $round } · { $player } to banish { $other } to an island.
inka-status-bonus = ⏳ Round { $round } · { $player } to roll again or end the turn.
inka-status-take = ⏳ Round { $round } · { $player } to take { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } from the depot.
inka-status-give = ⏳ Round { $round } · { $player } to return { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } to the depot.
inka-status-stuck = ⏳ Round { $round } · { $player } who cannot move (rolled { $a } · { $b }): roll again with the guide or skip.
inka-depot-line = 📦 Depot: { $cards } · 🧭 { $events ->
        [one] { $events } event card
       *[other] { $events } event cards
    } left · ☀️ { $risks ->
        [one] { $risks } risk card
       *[other] { $risks } risk cards
    } left
inka-opened-temples = 🛕 Opened temples: { $temples }
inka-opened-none = 🛕 Opened temples: none
inka-last-card = 🃏 Last card: { $card }
inka-carrier = 💍 **carrier**
inka-guides = 🧭 guide×{ $n }
inka-flag-swamp = 🐊 Swamp
inka-flag-fever = 🤒 Fever
inka-flag-one-die = 🤒 one die
inka-flag-machete = 🔪 Machete

## Hand

inka-watching = You are watching.
inka-you-are-pawn = { $dot } You are pawn { $n }.
inka-waiting-for = Waiting for { $player }.
inka-rule-one-die = one die
inka-rule-one-or-sum = one die or the sum
inka-prompt-move = 🎲 You rolled { $a } · { $b } ({ $rule }): { $n ->
        [one] { $n } option
       *[other] { $n } options
    }. Where to from { $cell }?
inka-prompt-move-windrose = 🎲 You rolled { $a } · { $b } ({ $rule }): { $n ->
        [one] { $n } option
       *[other] { $n } options
    }. Where to from the windrose?
inka-prompt-browse = 🎲 Rolled { $a } · { $b }. Moves in { $zone }:
inka-prompt-banish = Choose the island for { $other }.
inka-prompt-bonus = 💍 You took the treasure! Roll again (as the carrier) or end your turn?
inka-prompt-take = Take { $n ->
        [one] { $n } more card
       *[other] { $n } more cards
    } from the depot.
inka-prompt-take-scout = Take { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } of one direction from the depot.
inka-prompt-give = Return { $n ->
        [one] { $n } more card
       *[other] { $n } more cards
    } to the depot.
inka-prompt-stuck = You rolled { $a } · { $b } and cannot move. Roll again with your guide, or skip and take 2 cards.

## Buttons and menus

inka-where-to = Where to? (rolled { $a } · { $b })
inka-special-fields = ⭐ Special fields…
inka-other-fields = 🗺️ Other fields by area…
inka-options = { $n ->
        [one] { $n } option
       *[other] { $n } options
    }
inka-kind-camp = ⛺ camp: win
inka-kind-temple = 🛕 closed temple
inka-kind-compass = 🧭 compass
inka-kind-inca = ☀️ Inca
inka-kind-plain = jungle
# how far a move goes, opening an option's description: "🎲 2 fields", "🎲 6 fields (4+2)"
inka-distance = 🎲 { $n ->
        [one] { $n } field
       *[other] { $n } fields
    }
inka-distance-sum = 🎲 { $n } fields ({ $a }+{ $b })
# one direction's compass cards, as the picture writes them: "N 30"
inka-cards-of = { $dir } { $n }
# compass cards taken or returned: "2 N"
inka-count-of = { $n } { $dir }
inka-opt-take-treasure = 💍 take the treasure
inka-opt-banish = 🏝️ banish { $other }
inka-cost-pair = free (pair)
inka-cost-machete = free (Machete)
inka-cost-pays = pays { $dirs }
inka-cost-rescue = 🛟 uses your rescue card
inka-btn-reroll = Reroll (guide)
inka-btn-back = Back
inka-btn-roll-again = Roll again
inka-btn-end-turn = End turn
inka-btn-take = Take { $dir } ({ $name }): depot { $n }
inka-btn-return = Return { $dir } ({ $name }): you hold { $n }
inka-btn-skip = Skip: take 2 cards

## Pictures

inka-mark-camp = camp: win
inka-pic-camp = CAMP
inka-pic-round = Round { $round } · dice { $a } · { $b }
inka-pic-over = Game over
inka-pic-depot = Depot
inka-pic-treasure = treasure

## Rules summary (/game rules)

inka-rules-goal = find the gold in one of nine temples and carry it to the camp.
inka-hand-goal = 🎯 Goal: bring the temple treasure back to the camp. Open temples to find it; whoever carries it into the ⛺ camp wins.
inka-rules-start = Everyone starts on the windrose (top left) with { $cards } compass cards of each direction (N, E, S, W) and one 🛟 rescue card; the windrose is left through the field marked N. On your turn the bot rolls both dice: move **exactly** one die, the other, or their sum, orthogonally, never entering a field twice. Each *direction* you use costs one card of it, however often you step that way; a pair makes the move free. Water is impassable except once per game with the rescue card; islands are left for free.
inka-rules-fields = Land on a 🧭 compass field to draw an event card (cards from the depot), on a ☀️ Inca field to draw a risk card (good or bad). Land exactly on a temple to open it: a compass sign, an Inca sign, or the treasure 💍.
inka-rules-carrier = The carrier uses one die only. A hunter who lands on the carrier takes the treasure, banishes the old carrier to an island and may roll again; the carrier may banish a hunter the same way. The carrier wins by walking over the arrow field into the ⛺ camp with an exact roll. Cannot move? Lose the turn and take two cards of your choice.

## Our rulings (/game rules, after the summary)

inka-rules-rulings = **How the bot plays it**
inka-ruling-move = - A move leaves its field; passing over pawns, temples and special fields does nothing. A pawn on the windrose moves as if on C1 with N (north) already paid for (C1 costs no die point).
inka-ruling-water = - Moves never enter an island; leaving an island crosses its own pool of water for free (not the river beyond); the rescue card covers one run of water fields in one move, ending on land.
inka-ruling-payments = - Only the cheapest payments are offered per destination (fewer directions, no rescue card), so the die choice is implied; a bonus roll is costed as its own move; Machete frees the next move actually made.
inka-ruling-banish = - A banished pawn with no free island goes back to the windrose. The new carrier's bonus roll is optional and gives no further bonus; with no legal move it just ends the turn.
inka-ruling-camp = - A carrier on the arrow enters the camp with a 1; when the camp is in reach, only camp moves are offered.
inka-ruling-must-move = - A player who can move must move. Unable to move with a Native guide held: roll again or skip.
inka-ruling-areas = - With more than 25 options the first click offers the special fields and the areas of the board; the other fields are one click further (an area's list, with Back).
inka-ruling-cards = - Native guide: a reroll right after a roll (also a bonus roll) before moving. Scout: one pick of a direction, up to 3 of it. Supply caravan: clockwise from the drawer. Lost keeps the treasure with its carrier. An unable player facing an empty depot just loses the turn.
inka-ruling-public = - Everything but the stacks' order and the closed temples is public.

## Our proposals (/game rules)

inka-proposal-board = - The board (21×18 fields) and the card texts are our own (no source prints them), chosen to agree with the rulebook.
inka-proposal-decks = - Compass cards: { $per_direction } per direction; 17 event cards (all gains) and 17 risk cards (10 bad, 7 good).
inka-proposal-first = - The first player is drawn at random; the bot rolls the dice publicly.
inka-proposal-cap = - After { $rounds } rounds without a winner the game ends and nobody wins.
