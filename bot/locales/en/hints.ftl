## Hints (issue 36): the move the AI would choose and why, from what the player can see.

hint-move-detail = { $move } ({ $detail })
hint-move-number = move { $number }
hint-why-only = { $move } is the only move you have here.
hint-why = { $move }: in { $games } games played out from what you can see, it came out ahead { $chance } % of the time (tried { $tried } times); the next best, { $alt }, only { $alt_chance } %.
hint-why-close = { $move }: in { $games } games played out from what you can see, it came out ahead { $chance } % of the time (tried { $tried } times) and { $alt } { $alt_chance } %, too close to trust over the AI's judgement of this position, which prefers { $move }.
hint-why-searched = { $move } did best of your { $moves } moves in { $games } games played out from what you can see.
