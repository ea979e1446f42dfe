# The table service's refusals and play-by-play lines (bot/service.py, bot/absence.py, bot/decisions.py).
# { $player } and { $players } are seats, names or pings filled in when the line is posted.

## Refusals: private answers to a command or a click

service-no-such-game = There is no game called `{ $game }`. Try one of: { $known }.
service-table-gone = That table no longer exists.
service-not-started = This game has not started yet.
service-no-variant = { $game } has no variant `{ $variant }` (variants: { $variants }).
service-no-variants = { $game } has no variant `{ $variant }`: it has no variants.
service-timeout-policy = When a deadline passes, the AI can play for them (`ai`) or take their seat (`forfeit`).
service-already-started = This game has already started.
service-table-closed = This table is closed.
service-already-seated = You already have a seat at this table.
service-table-full = This table is full ({ $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    }).
service-no-seat = You don't have a seat at this table.
service-host-cannot-leave = You are the host: use **Cancel** to close the table.
service-host-adds-ai = Only the host can add AI players.
service-unknown-ai-level = Unknown AI level `{ $level }`.
service-busy = Many players are changing this table at once; please try again.
service-host-starts = Only the host can start this game.
service-too-few = { $game } needs at least { $needed ->
        [one] { $needed } player
       *[other] { $needed } players
    }; { $seated } seated. Invite friends or add an AI.
service-already-closed = This table is already closed.
service-host-cancels = Only the host (or someone with Manage Server) can cancel this table.
service-not-yet = The game hasn't started yet.
service-was-cancelled = This table was cancelled.
service-stale = That choice is out of date: the game has moved on.
service-stale-here = That choice is out of date: the game has moved on. Here is where it stands now.
service-game-is-over = This game is over.
service-not-your-turn = It's not your turn: nothing is asked of you right now.
service-choice-gone = That choice is no longer available.
service-not-running = This game is not running.
service-they-have-no-seat = They don't have a seat at this table.
service-no-seat-here = You don't have a seat here.
service-host-removes = Only the host (or someone with Manage Server) can remove a player.

## Lines in the table's thread

service-begins = 🎲 **{ $game }** begins: { $players }. Good luck!
service-cancelled-by = 🛑 The table was cancelled by { $user }.
service-game-over = 🏁 Game over! Final scores are on the table.
service-your-move = 🔔 { $players }: { $count ->
       *[other] your move
    } (DM or **My hand**).
# { $due }: a Discord timestamp ("in 2 hours"), shown in each reader's language
service-reminder-ai = ⏰ { $player }: your move is due { $due }; after that the AI plays for you.
service-reminder-forfeit = ⏰ { $player }: your move is due { $due }; after that an AI takes your seat.
service-timed-out = ⌛ { $player }'s time ran out: the AI played for them this once.
service-forfeited = ⌛ **{ $player }**'s time ran out: an AI takes the seat.
service-left = 🚪 **{ $player }** left the game; an AI plays on for them.
service-removed = 🚪 **{ $player }** was removed by the host; an AI plays on for them.
