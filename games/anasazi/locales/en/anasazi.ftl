# Anasazi: every text a player reads. Arguments: $player, $victim are seat references;
# $point (a lattice point like "G13"), $tower ("T7"), $mesa ("N5"), $expedition ("①"), $row ("G")
# and $emoji are symbols; numbers are numbers; $colour, $cube, $reason, $gains are messages.

anasazi-title = Anasazi

## Colours, cubes, the end by a fourth tower

anasazi-colour-red = red
anasazi-colour-blue = blue
anasazi-colour-white = white
anasazi-colour-yellow = yellow
anasazi-letter-red = R
anasazi-letter-blue = B
anasazi-letter-white = W
anasazi-letter-yellow = Y
anasazi-cube-red = a 🟥 red cube
anasazi-cube-blue = a 🟦 blue cube
anasazi-cube-white = a ⬜ white cube
anasazi-cube-yellow = a 🟨 yellow cube
anasazi-cube-acc-red = a 🟥 red cube
anasazi-cube-acc-blue = a 🟦 blue cube
anasazi-cube-acc-white = a ⬜ white cube
anasazi-cube-acc-yellow = a 🟨 yellow cube
anasazi-end-fourth-red = the fourth red tower reached the track
anasazi-end-fourth-blue = the fourth blue tower reached the track
anasazi-end-fourth-white = the fourth white tower reached the track
anasazi-end-fourth-yellow = the fourth yellow tower reached the track
anasazi-end-no-one-can-act = no player can act
anasazi-end-last-marker = the { $n }th marker is placed

## Rules (/game rules)

anasazi-rules-intro = **Anasazi** — lead expeditions across the valleys to the pueblos on the mesas.
anasazi-rules-board =
    The board is a lattice of points (rows A–M, columns 1–25) with { $mesas } mesas. Pueblos on the mesas hold treasure cubes (red, blue, white, yellow) and towers whose colour is hidden underneath. Six expeditions start from the posts ①–⑥ on the rim; a marker is one edge of the lattice.
anasazi-rules-setup = **Setup** — in seat order, each player builds a camp, twice round (these camps give no look). Everyone is dealt a secret objective colour, then secretly looks at three different towers, all at once.
anasazi-rules-turn =
    On your turn take **two actions**, in any mix:
    • **Camp** — put one of your { $camps } camps on a free valley point, then look secretly at any tower. You may cover it with a marker from your next turn, not on the turn you build it.
    • **Marker** — extend any expedition (or start one from an unused post) by one edge. Paths may cross at a point but never share an edge. Every pueblo sector the edge borders is emptied: cubes go to you, towers are shown and go on their colour's track. A divided pueblo gives both halves only to a marker along its dividing line. Ending on your own camp covers it: the first time, take one cube from another player. Never end on another player's camp, a post or an explorer. The first marker onto a mesa lets you look at a tower still on it.
anasazi-rules-end =
    The game ends at once with the { $markers }th marker, or when the fourth tower of one colour reaches the track. A cube is worth the empty spaces on its colour's track (1–5), double in your secret objective colour; each colour's bonus cube goes to the sole player with the most cubes of it. Most points wins; on a tie, most cubes.
anasazi-proposal-board = - Our own fixed board: a triangular lattice of { $points } points and { $edges } edges, { $mesas } mesas, { $pueblos } pueblos (16 divided, 28 single), towers T1–T16, posts ①–⑥ at the corners, { $sites } camp sites (none on the Great Mesa, a post or beside one).
anasazi-proposal-looks = - Everyone takes the setup looks at once; Skip gives up the rest.
anasazi-proposal-pass = - A player with no legal action passes the turn; when all pass in a row, the game ends.
anasazi-proposal-steal = - A covered camp steals once, even if nobody held a cube then; declining is allowed.
anasazi-proposal-camp-look = - A camp's look comes after it is built; a first arrival's look comes after the steal and lapses if the game ends or the marker took the mesa's last tower.
anasazi-proposal-objectives = - Objective colours are never public, not even in the final scores.
anasazi-proposal-ai = - The AI values a marker as its gain plus { $share } × the best follow-up on that expedition.

## Refused actions

anasazi-illegal-game-over = The game is over.
anasazi-illegal-looks-done = You have finished your setup looks; the others are still looking.
anasazi-illegal-not-your-turn = It is { $player }'s turn, not yours.
anasazi-illegal-looked-already = You have already looked at { $tower }; setup looks are at three different towers.
anasazi-illegal-tower-gone = { $tower } is no longer on the board.
anasazi-illegal-choose-look = Now choose a tower to look at, or skip.
anasazi-illegal-finish-choice = Finish the choice in hand first (or go back).
anasazi-illegal-no-camp-left = You have no camp left to build.
anasazi-illegal-no-camp-now = You cannot build a camp now.
anasazi-illegal-row-only-camp = Choose a row only while building a camp.
anasazi-illegal-row-full = Row { $row } has no free camp site.
anasazi-illegal-site-after-row = Choose a camp site only after choosing its row.
anasazi-illegal-no-point = There is no such point.
anasazi-illegal-not-site = { $point } is not a camp site (the Great Mesa, the posts and their neighbours are not).
anasazi-illegal-camp-there = There is already a camp at { $point }.
anasazi-illegal-marker-covers = A marker already covers { $point }.
anasazi-illegal-not-in-row = { $point } is not in the row you chose.
anasazi-illegal-cannot-build = You cannot build at { $point }.
anasazi-illegal-no-marker-left = No expedition marker is left.
anasazi-illegal-expedition-blocked = Expedition { $expedition } has no legal marker for you now.
anasazi-illegal-choose-expedition = Choose an expedition first.
anasazi-illegal-no-steal = There is no camp to cover for a steal now.
anasazi-illegal-no-such-cube = { $player } has no cube of that colour to take.
anasazi-illegal-no-look = There is no look to take now.
anasazi-illegal-tower-not-allowed = That tower is not one you may look at now.
anasazi-illegal-nothing-back = There is nothing to go back from.
anasazi-illegal-not-possible = That is not possible now.
anasazi-illegal-no-direction = There is no such direction.
anasazi-illegal-off-edge = A marker may not hang over the edge of the play area.
anasazi-illegal-edge-used = A marker already lies there: paths may cross at a point, never share an edge.
anasazi-illegal-post = { $point } is a post: no marker may end on a post.
anasazi-illegal-built-this-turn = You built the camp at { $point } this turn; you may cover it from your next turn.
anasazi-illegal-other-camp = { $point } is { $player }'s camp: no marker may end on another player's camp.
anasazi-illegal-explorer = An explorer already stands at { $point }.
anasazi-illegal-marker-not-possible = That marker is not possible.

## Thread events

anasazi-event-camp = ⛺ { $player } builds a camp at { $point }.
anasazi-event-setup-looks =
    { $n ->
        [one] 👁 Everyone now looks secretly at { $n } tower.
       *[other] 👁 Everyone now looks secretly at { $n } towers.
    }
anasazi-event-looked = 👁 { $player } looked at { $tower } ({ $mesa }).
anasazi-event-looked-private = 👁 { $tower } on { $mesa } is { $emoji } { $colour }.
anasazi-event-set-out = ▶️ The expeditions set out. { $player } goes first.
anasazi-event-game-ends = 🏁 The game ends: { $reason }.
anasazi-event-no-action = ⏭️ { $player } has no legal action and passes.
anasazi-event-no-second-action = ⏭️ { $player } has no second action and passes.
anasazi-event-marker = 🧭 { $player } leads expedition { $expedition } to { $point }.
anasazi-event-marker-gains = 🧭 { $player } leads expedition { $expedition } to { $point }: { $gains }.
anasazi-gain-tower = 🗼 { $tower }, which is { $emoji } { $colour } ({ $colour } cubes are now worth { $value })
anasazi-event-first-mesa = ⛰ { $player } is the first onto { $mesa ->
        [GM] the great mesa
       *[other] mesa { $mesa }
    }.
anasazi-event-cover-nobody = ⛺ { $player } covers their camp at { $point }; nobody has a cube.
anasazi-event-cover-nothing = ⛺ { $player } covers their camp at { $point } and takes nothing.
anasazi-event-cover-steal = ⛺ { $player } covers their camp at { $point } and takes { $cube } from { $victim }.

## Table

anasazi-table-title = 🏜 **Anasazi**
anasazi-markers-left = { $left } of { $total } markers left
anasazi-hidden-towers =
    { $n ->
        [one] { $n } hidden tower on the board
       *[other] { $n } hidden towers on the board
    }
anasazi-wait-action = choose an action
anasazi-wait-camp-row = choose a camp row
anasazi-wait-camp-node = choose a camp site
anasazi-wait-look = look at a tower
anasazi-wait-direction = choose where the marker goes
anasazi-wait-steal = decide what to steal
anasazi-wait-look-mesa = look at a tower on the mesa
anasazi-wait-play = play
anasazi-status-over = 🏁 The game is over: { $reason }.
anasazi-status-setup-camps = ⏳ Setup: { $player } builds a starting camp ({ $done }/{ $total }).
anasazi-status-setup-looks = ⏳ Setup: secret looks at towers — waiting for { $players }.
anasazi-status-turn = ⏳ { $player } to { $what } (action { $action } of { $total }).
anasazi-track = { $emoji } { $colour } { $value } ({ $towers }🗼)
anasazi-cube-values = Cube values: { $values }
anasazi-no-cubes = no cubes
anasazi-none = none
anasazi-camps-left =
    { $n ->
        [one] ⛺ { $n } camp left
       *[other] ⛺ { $n } camps left
    }
anasazi-looked-at = 👁 looked at: { $towers }

## Hand

anasazi-watching = You are watching.
anasazi-hand-goal = 🎯 Goal: score the most points with the treasure cubes you collect (on a tie, most cubes wins).
anasazi-hand-objective = { $dot } Your objective: **{ $emoji } { $colour }** (those cubes count double).
anasazi-hand-known = 👁 Towers you know: { $towers }
anasazi-hand-known-none = 👁 You know no hidden tower yet.
anasazi-hand-cubes = Your cubes: { $cubes }
anasazi-hand-score = ⭐ If the game ended now you would score **{ $points }**.
anasazi-prompt-looks =
    { $left ->
        [one] Choose a tower to look at (your last look), or skip it.
        [2] Choose a tower to look at (2 looks left), or skip both at once.
       *[other] Choose a tower to look at ({ $left } looks left), or skip all { $left } at once.
    }
anasazi-prompt-looks-waiting = Waiting for the others' looks.
anasazi-prompt-waiting-for = Waiting for { $player }.
anasazi-prompt-action = Your turn, action { $action } of { $total }: build a camp or lay a marker.
anasazi-prompt-camp-row = Which row for your camp?
anasazi-prompt-camp-node = Which point of row { $row }?
anasazi-prompt-look-camp = Your camp at { $point } stands: look at any tower on the board, or skip.
anasazi-prompt-look = Look at any tower on the board, or skip.
anasazi-prompt-direction = Where does expedition { $expedition } go from { $point }?
anasazi-prompt-steal = You covered your camp at { $point }: take a cube from another player, or nothing.
anasazi-prompt-look-mesa = First onto { $mesa ->
        [GM] the great mesa
       *[other] mesa { $mesa }
    }: look at a tower on it, or skip.

## Buttons and menus

anasazi-button-camp = 🏕 Camp ({ $left } left)
anasazi-button-row =
    { $sites ->
        [one] { $row }: { $sites } site
       *[other] { $row }: { $sites } sites
    }
anasazi-button-start = { $post } start
anasazi-button-steal = { $cube } from { $player } ({ $held })
anasazi-button-look = Look at tower { $tower }
anasazi-button-skip = Skip
anasazi-button-skip-looks =
    { $left ->
        [one] Skip your last look
        [2] Skip both looks
       *[other] Skip all { $left } looks
    }
anasazi-button-take-nothing = Take nothing
anasazi-button-back = Back
anasazi-you-know = you know: { $colour }
# a tower in the look menu as the picture shows it: its number, and its rows (the great mesa in words)
anasazi-tower-numbered = Tower { $n }
anasazi-tower-where = { $mesa ->
        [GM] on the great mesa, in the centre
       *[other] rows { $rows }
    }
anasazi-look-placeholder = Look at a tower…

## Final scores

anasazi-score-line =
    { $player }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $cubes ->
        [one] { $cubes } cube
       *[other] { $cubes } cubes
    } ({ $detail })
anasazi-score-line-bonus =
    { $player }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $cubes ->
        [one] { $cubes } cube
       *[other] { $cubes } cubes
    } ({ $detail }; bonus { $bonus } included)

## Pictures

anasazi-picture-bonus = Bonus cubes
anasazi-picture-objective = Your objective: { $colour } (counts double)
anasazi-player-n = Player { $n }
anasazi-mesa-short = { $mesa ->
        [GM] great mesa
       *[other] { $mesa }
    }
