# Pachamama (games/pachamama): explore a hidden land and divine its fields.
# $land is a land type by number: 0 swamp, 1 desert, 2 mountain, 3 forest.
# $player is a seat (the bot puts a name in); $square a coordinate such as C4.

pachamama-title = Pachamama
pachamama-variant-short = the short game: a 5×5 land

## Land types and cubes

pachamama-land = { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  }
# a cube as the object of "takes …" / "trades … for …"
pachamama-a-cube = { $land ->
    [0] a swamp cube
    [1] a desert cube
    [2] a mountain cube
   *[3] a forest cube
  }
pachamama-cubes-two = { $land ->
    [0] 2 swamp cubes
    [1] 2 desert cubes
    [2] 2 mountain cubes
   *[3] 2 forest cubes
  }
pachamama-cubes-pair = a { $first ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  } and a { $second ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  } cube
pachamama-no-cubes = no cubes
pachamama-undiscovered = undiscovered
pachamama-field = field { $field }

## Thread lines

pachamama-moved = { $player } moves an explorer to { $square }.
pachamama-explored-take = { $player } explores { $square }: { $land ->
    [0] swamp, and takes a swamp cube.
    [1] desert, and takes a desert cube.
    [2] mountain, and takes a mountain cube.
   *[3] forest, and takes a forest cube.
  }
pachamama-explored-full = { $player } explores { $square }: { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  }. With four cubes already, they may trade before taking it.
pachamama-left = { $player } takes an explorer off the land at { $square }.
pachamama-divined-right = { $player } divines { $field } at { $square }: right! +{ $field ->
    [one] { $field } point
   *[other] { $field } points
  } and +{ $bonus } for diversity.
pachamama-divined-wrong = { $player } divines { $guess } at { $square }, but it is { $field }: −{ $field ->
    [one] { $field } point
   *[other] { $field } points
  }. The turn ends.
pachamama-offering-action = { $player } makes an offering to Pachamama for an extra action.
pachamama-offering-look = { $player } makes an offering to Pachamama for a look at the wheel.
pachamama-looked = The wheel shows { $square }: { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  }, field { $field }.
pachamama-traded = { $player } trades { $cubes } for { $take }.
pachamama-traded-took = { $player } trades { $cubes } for { $take }, and takes the { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  } cube.
pachamama-kept = { $player } keeps their four cubes; the { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  } cube is lost.
pachamama-no-final = { $player } makes no final divination.
pachamama-final-start = The whole land is discovered! Final divinations, starting with { $player }.

## Refused actions

pachamama-illegal-over = The game is over.
pachamama-illegal-turn = It is { $player }'s turn, not yours.
pachamama-illegal-go = Your explorer cannot reach that square now.
pachamama-illegal-divine = Choose an explorer on an uncultivated square first.
pachamama-illegal-offer = An offering needs four different cubes, once per turn.
pachamama-illegal-trade = A trade gives two of your cubes for one of another type, on your turn.
pachamama-illegal-keep = There is no new cube to decide about now.
pachamama-illegal-look = You can only look at a square that is not cultivated (and that you have not seen).
pachamama-illegal-other = That is not possible right now.

## The table

pachamama-table-head = 🌄 **Pachamama** · { $size } land · { $known }/{ $total } squares discovered
pachamama-table-over = 🏁 The game is over.
pachamama-wait-main = ⏳ { $player } to choose an action.
pachamama-wait-destination = ⏳ { $player } to choose where the explorer goes.
pachamama-wait-value = ⏳ { $player } to name a field.
pachamama-wait-more = ⏳ { $player } to divine again or stop.
pachamama-wait-trade = ⏳ { $player } to decide about the new cube.
pachamama-wait-peek = ⏳ { $player } to choose a square to look at.
pachamama-wait-after = ⏳ { $player } to make an offering or end the turn.
pachamama-wait-final = ⏳ { $player } to make a final divination.
pachamama-wait-play = ⏳ { $player } to play.
pachamama-final-round = 🌕 **Final divinations.**
pachamama-actions-left = ({ $count } actions left this turn)
pachamama-legend = 🟦 swamp · 🟨 desert · 🟫 mountain · 🟩 forest · ⬛ undiscovered · 1️⃣–5️⃣ cultivated field · 🟠🔵🟢🟡 explorers · rows 1–5 from the top
pachamama-panel-points = ⭐ **{ $score }** { $score ->
    [one] point
   *[other] points
  }
pachamama-panel-explorers = 🚶 { $on } on the land, { $off } off
pachamama-panel-offerings = 🎁 { $count ->
    [one] { $count } offering
   *[other] { $count } offerings
  }

## The hand

pachamama-watching = You are watching.
pachamama-hand-points = You have **{ $score }** { $score ->
    [one] point
   *[other] points
  }.
pachamama-hand-cubes = Cubes: { $cubes } ({ $held }/{ $limit })
pachamama-hand-explorers = Explorers: { $spots }
pachamama-off-the-land = { $count } off the land
pachamama-hand-diversity = Diversity: { $tracks }
pachamama-hand-goal = 🎯 Goal: the most points when the whole land is discovered: explore it, and divine the fields under your explorers.
pachamama-hand-looks = 🔍 Your looks at the wheel: { $looks }
pachamama-hand-look = { $square } { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  } { $field }
pachamama-waiting = Waiting for { $player }.
pachamama-prompt-main = Your turn: move or enter with an explorer, or divine where one stands.
pachamama-prompt-trade-too = You may also trade 2 cubes for 1 of another type.
pachamama-prompt-destination = Where does your explorer on { $square } go? Undiscovered squares are explored.
pachamama-prompt-enter = Where does your explorer entering the land go? Undiscovered squares are explored.
pachamama-prompt-value = Which field grows on { $square }?
pachamama-prompt-value-there = Which field grows there?
pachamama-prompt-more = Right! Divine with another explorer, or stop.
pachamama-prompt-trade = { $square } is { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  }, but you hold { $limit } cubes: trade 2 of them for 1 of your choice and take the { $land ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  } cube, or keep yours and let it go.
pachamama-prompt-peek = Which square do you look at? You will see its land type and field.
pachamama-prompt-after = Make an offering, or end your turn.
pachamama-prompt-final = Final divination: pick an explorer, or pass.

## Buttons and menus

pachamama-button-enter = Enter the land
pachamama-button-move-from = Move from { $square }
pachamama-button-divine-at = Divine at { $square }
pachamama-button-offer-action = Offering: extra action
pachamama-button-offer-look = Offering: look at the wheel
pachamama-button-field = Field { $field }
pachamama-button-leave = Leave the land
pachamama-button-keep = Keep my cubes (lose the new one)
pachamama-button-back = Back
pachamama-button-pass = Pass
pachamama-button-stop = Stop divining
pachamama-button-end = End turn
pachamama-menu-explore = Explore an undiscovered square…
pachamama-menu-move = Move to a discovered square…
pachamama-menu-look = Look at a square…
pachamama-menu-trade = Trade two cubes for one…
pachamama-option-explore = explore
pachamama-option-move = move
pachamama-option-trade = Give { $first ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  } + { $second ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  }, take { $take ->
    [0] swamp
    [1] desert
    [2] mountain
   *[3] forest
  }

## The result

pachamama-breakdown = { $player }: { $score ->
    [one] { $score } point
   *[other] { $score } points
  } = { $fields } from fields + { $diversity } diversity − { $penalty } for wrong divinations + { $cubes } for cubes

## Pictures

pachamama-pic-to-play = Pachamama: { $player } to play
pachamama-pic-final = Final divinations: { $player }
pachamama-pic-over = Game over: { $winners } { $count ->
    [one] wins
   *[other] win
  }
pachamama-pic-points = { $score ->
    [one] { $score } point
   *[other] { $score } points
  }
pachamama-pic-explorers = { $on } on the land · { $off } off
pachamama-pic-offerings = { $count ->
    [one] { $count } offering
   *[other] { $count } offerings
  }
pachamama-pic-cubes = cubes
pachamama-pic-diversity = diversity
pachamama-pic-revealed = revealed at start
pachamama-pic-your-look = your look
pachamama-pic-your-land = { $player }: your land
pachamama-pic-your-land-waiting = { $player }: your land ({ $current } to play)
pachamama-caption-main = Framed: your explorers that can move or divine
pachamama-caption-destination = Framed: where this explorer can go
pachamama-caption-peek = Framed: squares you can look at
pachamama-caption-more = Framed: where you can divine again
pachamama-caption-final = Framed: where you can make a final divination
pachamama-caption-value = Framed: the square you divine
pachamama-caption-other = Framed: the squares you can choose

## /game rules

pachamama-rules-intro = **Pachamama** — explore a hidden land and guess what grows where.
pachamama-rules-land = The land (A–I × 1–5, or A–E × 1–5 in the short game) is split into **regions** of 1–5 squares of one land type (swamp, desert, mountain, forest); regions of one type never touch. A region of n squares holds the fields **1..n** once each, and equal fields never touch, not even diagonally. A few squares start revealed and cultivated.
pachamama-rules-turn = On your turn do **one** thing:
pachamama-rules-explore = • **Explore** — move an explorer onto an undiscovered square: its land type is revealed and you take a cube of that type (at most { $limit }; at the limit you may first trade 2 cubes for 1, else the new cube is lost).
pachamama-rules-move = • **Move** — move an explorer onto a discovered square, or off the land. Explorers step one square, or run along cultivated squares and your own explorers; never through an opponent.
pachamama-rules-divine = • **Divine** — name the field under one of your explorers. Right: score it plus a diversity bonus, and you may divine with another explorer. Wrong: the true field is placed, you lose its value, your turn ends.
pachamama-rules-offering = Once per turn, four different cubes buy an **offering**: an extra action, or a private look at any square.
pachamama-rules-trade = On your turn you may also **trade** 2 cubes for 1 of another type, as often as you like.
pachamama-rules-end = When the last square is discovered, everyone (from the discoverer on) makes one final divination; each cube left scores { $points ->
    [one] { $points } point
   *[other] { $points } points
  }. Most points wins; ties share the win.

pachamama-proposal-land = - Land drawn from the seed: regions of 1–{ $size } squares (mostly large), at most { $long } squares per type ({ $short } on 5×5), { $fewest }–{ $most } revealed squares that settle the fields by logic.
pachamama-proposal-explorers = - Explorers: { $two } / { $three } / { $four } each with 2 / 3 / 4 players (as in Tiwanaku).
pachamama-proposal-diversity = - Diversity: a track per field value, levels 0–{ $top }; a right divination of v raises your stone on track v and scores your stones on that level; at the top, { $points ->
    [one] { $points } point
   *[other] { $points } points
  } per advance.
pachamama-proposal-trade = - Trade 2 cubes for 1 whenever you choose on your turn, and at { $limit } cubes as a new one arrives; not on others' turns nor in the final divinations.
pachamama-proposal-wrong = - A wrong divination ends the whole turn, extra action included.
pachamama-proposal-last = - The last discovery ends the turn at once; no offerings in the final divinations.
pachamama-proposal-ties = - Ties share the win.
