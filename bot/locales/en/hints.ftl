## Hints (issue 36): the move the AI would choose and why, from what the player can see.

hint-move-detail = { $move } ({ $detail })
hint-move-number = move { $number }
hint-why-only = { $move } is the only move you have here.
hint-why = { $move }: in { $games } games played out from what you can see, it came out ahead { $chance } % of the time (tried { $tried } times); the next best, { $alt }, only { $alt_chance } %.
hint-why-close = { $move }: in { $games } games played out from what you can see, it came out ahead { $chance } % of the time (tried { $tried } times) and { $alt } { $alt_chance } %, too close to trust over the AI's judgement of this position, which prefers { $move }.
hint-why-searched = { $move } did best of your { $moves } moves in { $games } games played out from what you can see.
hint-explained = { $move }: { $why }
hint-odds = In { $games } games played out from what you can see it came out ahead { $chance } % of the time; { $alt } { $alt_chance } %.
hint-odds-close = In { $games } games played out from what you can see it and { $alt } came out even ({ $chance } %).
hint-odds-fewer = In { $games } games played out from what you can see it came out ahead { $chance } % of the time in { $tried } tries; { $alt } { $alt_chance } %, but in only { $alt_tried }.
hint-odds-searched = It did best in { $games } games played out from what you can see.

## The Hint button and the hints setting of a table
hint-button = Hint
hint-title = 💡 Hint
hint-footer = From what you can see only. Nobody else sees this hint.
hint-play = Play: { $move }
hint-off = Hints are off at this table.
hint-not-your-move = No decision of yours is awaited right now, so there is nothing to hint.
hint-stale = That hand is out of date: ask for a hint on your newest hand.
hint-unrated-name = 💡 Hints on
hint-unrated-body = Players may ask for hints, so this table is unrated.
hint-history-unrated = 💡 Hints on · unrated
cmd-option-hints = hints
cmd-new-hints-about = on: players may ask for hints, and the table is unrated; off: no hints (default)
