# Taking back a misclick (issue 34): bot/undo.py, cogs/undo.py.

# the thread's line; { $player }: the seat's name
undo-took-back = ↩️ { $player } took back their last move.
undo-button = Undo
undo-too-late = Too late to take that move back: the game has moved on since.
undo-not-possible = That move can no longer be taken back (it showed something, or someone has played since).
undo-game-over = This game is over: its moves stand.
# a DM to the player who had been told it was their move; { $player }: a name, { $game }: the game's name
undo-not-your-turn-yet = ↩️ { $player } took back their move in **{ $game }** #{ $table }: it is not your turn yet. You will be told when it is.
